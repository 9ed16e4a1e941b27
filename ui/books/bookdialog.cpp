// SPDX-License-Identifier: GPL-3.0-or-later
#include "books/bookdialog.h"

#include "core/conversion/converter.h"
#include "core/conversion/convertercache.h"
#include "core/conversion/glossary.h"
#include "core/jobs/workerpool.h"
#include "core/text/scriptdetector.h"
#include "core/text/textfile.h"
#include "document/settings.h"
#include "window/saveformatchoice.h"

#include <QCheckBox>
#include <QCloseEvent>
#include <QComboBox>
#include <QDesktopServices>
#include <QDialogButtonBox>
#include <QDir>
#include <QDragEnterEvent>
#include <QFileDialog>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QMessageBox>
#include <QMimeData>
#include <QProgressBar>
#include <QPushButton>
#include <QStyledItemDelegate>
#include <QTreeWidget>
#include <QUrl>
#include <QVBoxLayout>
#include <QtConcurrent/QtConcurrentRun>

#include <algorithm>
#include <map>
#include <optional>

namespace duizhao {

namespace {

// The report's cells are paths, cut in the middle to keep the file's name, except a reason why a
// file was not written: a sentence, cut at its end (the tooltip holds it whole).
constexpr int IsReason = Qt::UserRole + 1;

class ReportDelegate final : public QStyledItemDelegate {
public:
    using QStyledItemDelegate::QStyledItemDelegate;

protected:
    void initStyleOption(QStyleOptionViewItem *option, const QModelIndex &index) const override
    {
        QStyledItemDelegate::initStyleOption(option, index);
        if (index.data(IsReason).toBool())
            option->textElideMode = Qt::ElideRight;
    }
};

BookDialog::ExistingFiles askAboutExisting(QWidget *parent, const QStringList &existing, int total)
{
    QMessageBox box(QMessageBox::Question, BookDialog::tr("Files Exist"),
                    BookDialog::tr("%1 of the %2 files to write exist already in the output "
                                   "folder. Replace them?")
                        .arg(existing.size())
                        .arg(total),
                    QMessageBox::Cancel, parent);
    // The files by name: the first few in the question, all of them a click away.
    constexpr int Named = 5;
    QStringList named;
    for (const QString &path : existing.mid(0, Named))
        named << QDir::toNativeSeparators(path);
    QString informative = named.join(u'\n');
    if (existing.size() > Named)
        informative += u'\n' + BookDialog::tr("and %n more (see the details)", nullptr,
                                              int(existing.size()) - Named);
    box.setInformativeText(informative);
    if (existing.size() > Named) {
        QStringList all;
        for (const QString &path : existing)
            all << QDir::toNativeSeparators(path);
        box.setDetailedText(all.join(u'\n'));
    }
    QPushButton *replace = box.addButton(BookDialog::tr("&Replace"), QMessageBox::DestructiveRole);
    QPushButton *keep = box.addButton(BookDialog::tr("&Keep Existing"), QMessageBox::AcceptRole);
    box.setDefaultButton(keep);
    box.exec();
    if (box.clickedButton() == replace)
        return BookDialog::ExistingFiles::Replace;
    if (box.clickedButton() == keep)
        return BookDialog::ExistingFiles::Keep;
    return BookDialog::ExistingFiles::Cancel;
}

QString statusName(BookFile::Status status)
{
    switch (status) {
    case BookFile::Status::Converted:
        return BookDialog::tr("Converted");
    case BookFile::Status::Skipped:
        return BookDialog::tr("Skipped");
    case BookFile::Status::Failed:
        return BookDialog::tr("Failed");
    case BookFile::Status::Pending:
        break;
    }
    return {};
}

QColor statusColor(BookFile::Status status)
{
    switch (status) {
    case BookFile::Status::Converted:
        return QColor(0x1e, 0x84, 0x49);
    case BookFile::Status::Skipped:
        return QColor(0x9a, 0x6b, 0x00);
    case BookFile::Status::Failed:
        return QColor(0xc0, 0x39, 0x2b);
    case BookFile::Status::Pending:
        break;
    }
    return {};
}

} // namespace

BookDialog::BookDialog(std::shared_ptr<const ConverterCache> converters, const QString &config,
                       QWidget *parent)
    : QDialog(parent)
    , m_converters(std::move(converters))
    , m_preferredConfig(config)
{
    setWindowTitle(tr("Convert a Book"));
    setAcceptDrops(true);
    m_askExisting = [this](const QStringList &existing, int total) {
        return askAboutExisting(this, existing, total);
    };
    m_runner.setMaxThreadCount(1);

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(createInputs());
    layout->addWidget(createOptions());

    m_progress = new QProgressBar;
    m_progress->hide();
    m_status = new QLabel;
    m_status->setWordWrap(true);
    layout->addWidget(m_progress);
    layout->addWidget(m_status);

    m_report = new QTreeWidget;
    m_report->setObjectName(QStringLiteral("report"));
    m_report->setHeaderLabels({tr("File"), tr("Result"), tr("Written to, or why not")});
    m_report->setRootIsDecorated(false);
    m_report->setTextElideMode(Qt::ElideMiddle);
    m_report->setItemDelegate(new ReportDelegate(m_report));
    m_report->setUniformRowHeights(true);
    m_report->header()->setSectionResizeMode(0, QHeaderView::Interactive);
    m_report->header()->setStretchLastSection(true);
    m_report->hide();
    connect(m_report, &QTreeWidget::itemActivated, this, [this](QTreeWidgetItem *item) {
        const int row = m_report->indexOfTopLevelItem(item);
        if (row < 0 || row >= m_files.size())
            return;
        const BookFile &file = m_files[row];
        const bool converted = file.status == BookFile::Status::Converted;
        Q_EMIT openRequested(file.input, m_runChoices.config, converted ? file.output : QString(),
                             converted ? m_runChoices.encoding : QString(),
                             converted && m_runChoices.fixLikely);
    });
    layout->addWidget(m_report, 1);
    layout->addStretch(); // takes the room while there is no report

    m_buttons = new QDialogButtonBox;
    m_convertButton = m_buttons->addButton(tr("Con&vert"), QDialogButtonBox::AcceptRole);
    m_convertButton->setDefault(true);
    m_convertButton->setObjectName(QStringLiteral("convertButton"));
    m_openFolderButton =
        m_buttons->addButton(tr("&Open Output Folder"), QDialogButtonBox::ActionRole);
    m_openFolderButton->setEnabled(false);
    m_openFolderButton->setAutoDefault(false);
    m_openFolderButton->setObjectName(QStringLiteral("openFolderButton"));
    m_cancelButton = m_buttons->addButton(QDialogButtonBox::Close);
    m_cancelButton->setObjectName(QStringLiteral("cancelButton"));
    m_cancelButton->setAutoDefault(false);
    layout->addWidget(m_buttons);
    connect(m_convertButton, &QPushButton::clicked, this, &BookDialog::start);
    connect(m_cancelButton, &QPushButton::clicked, this, &BookDialog::reject);
    connect(m_openFolderButton, &QPushButton::clicked, this,
            [this] { QDesktopServices::openUrl(QUrl::fromLocalFile(m_outputFolder->text())); });

    connect(&m_prepareWatcher, &QFutureWatcher<PreparedBook>::finished, this,
            [this] { prepared(m_prepareWatcher.result()); });
    connect(&m_runWatcher, &QFutureWatcher<void>::finished, this, [this] {
        setRunning(false);
        showReport();
        Q_EMIT finished();
    });
    m_progressTimer.setInterval(100);
    connect(&m_progressTimer, &QTimer::timeout, this, &BookDialog::updateProgress);

    connect(&m_suggestion, &QFutureWatcher<Suggestion>::finished, this, [this] {
        const Suggestion suggested = m_suggestion.result();
        if (m_configChosen || suggested.config.isEmpty())
            return;
        showConfig(suggested.config);
        m_configWhy->setText(suggested.why);
        m_configWhy->setVisible(!suggested.why.isEmpty());
    });
    loadSettings();
    showConfig(config);
    countChapters();
    resize(760, 480);
}

BookDialog::~BookDialog()
{
    if (m_control)
        m_control->cancel();
    m_runner.waitForDone();
}

QWidget *BookDialog::createInputs()
{
    auto *box = new QWidget;
    auto *layout = new QVBoxLayout(box);
    layout->setContentsMargins(0, 0, 0, 0);
    auto *label = new QLabel(tr("&Chapters: folders (their .txt files, folders below included) or "
                                "files. Drop them here."));
    label->setWordWrap(true);
    m_inputs = new QListWidget;
    m_inputs->setSelectionMode(QAbstractItemView::ExtendedSelection);
    // Usually a folder or a few files: the room goes to the report.
    m_inputs->setMaximumHeight(m_inputs->fontMetrics().height() * 7);
    label->setBuddy(m_inputs);
    m_found = new QLabel;
    m_found->setObjectName(QStringLiteral("found"));
    auto *addFolder = new QPushButton(tr("Add &Folder…"));
    addFolder->setObjectName(QStringLiteral("addFolderButton"));
    auto *addFiles = new QPushButton(tr("Add F&iles…"));
    auto *remove = new QPushButton(tr("&Remove"));
    // Enter converts, wherever the focus is: these buttons never take it.
    for (QPushButton *button : {addFolder, addFiles, remove})
        button->setAutoDefault(false);
    auto *buttons = new QVBoxLayout;
    buttons->addWidget(addFolder);
    buttons->addWidget(addFiles);
    buttons->addWidget(remove);
    buttons->addStretch();
    auto *row = new QHBoxLayout;
    row->addWidget(m_inputs, 1);
    row->addLayout(buttons);
    layout->addWidget(label);
    layout->addLayout(row);
    layout->addWidget(m_found);

    connect(addFolder, &QPushButton::clicked, this, [this] {
        const QString folder = QFileDialog::getExistingDirectory(this, tr("A folder of chapters"),
                                                                 Settings().bookInputFolder());
        if (!folder.isEmpty())
            addPaths({folder});
    });
    connect(addFiles, &QPushButton::clicked, this, [this] {
        const QStringList files = QFileDialog::getOpenFileNames(
            this, tr("Chapters to convert"), Settings().bookInputFolder(),
            tr("Texts and books (*.txt *.epub);;All files (*)"));
        addPaths(files);
    });
    connect(remove, &QPushButton::clicked, this, [this] {
        qDeleteAll(m_inputs->selectedItems());
        countChapters();
    });
    return box;
}

// A row of the form with a path field and a Choose… button after it; returns the button.
QPushButton *BookDialog::addPathRow(QFormLayout *form, const QString &label, QLineEdit *field)
{
    auto *choose = new QPushButton(tr("Choose…"));
    choose->setAutoDefault(false);
    auto *row = new QHBoxLayout;
    row->addWidget(field, 1);
    row->addWidget(choose);
    auto *rowLabel = new QLabel(label);
    rowLabel->setBuddy(field); // its mnemonic goes to the field
    form->addRow(rowLabel, row);
    return choose;
}

QWidget *BookDialog::createOptions()
{
    m_form = new QWidget;
    auto *form = new QFormLayout(m_form);
    form->setContentsMargins(0, 0, 0, 0);

    m_configBox = new QComboBox;
    m_configBox->setObjectName(QStringLiteral("configBox"));
    for (const ConfigInfo &info : m_converters->catalog().available())
        m_configBox->addItem(info.title, info.name);
    form->addRow(tr("C&onversion:"), m_configBox);
    // A suggestion that may be the opposite of what the user expects (a mixed book) says why.
    m_configWhy = new QLabel;
    m_configWhy->setObjectName(QStringLiteral("configWhy"));
    m_configWhy->setWordWrap(true);
    m_configWhy->setEnabled(false); // a hint, in the style's quieter colour
    m_configWhy->hide();
    form->addRow(QString(), m_configWhy);
    connect(m_configBox, &QComboBox::activated, this, [this] {
        m_configChosen = true;
        m_configWhy->hide();
    });

    m_glossary = new QLineEdit;
    m_glossary->setObjectName(QStringLiteral("glossaryField"));
    m_glossary->setPlaceholderText(tr("None"));
    m_glossary->setClearButtonEnabled(true);
    QPushButton *chooseGlossary = addPathRow(form, tr("&Glossary:"), m_glossary);
    connect(chooseGlossary, &QPushButton::clicked, this, [this] {
        const QString path = QFileDialog::getOpenFileName(
            this, tr("The book's glossary"), QFileInfo(m_glossary->text()).absolutePath(),
            tr("Text files (*.txt);;All files (*)"));
        if (!path.isEmpty())
            m_glossary->setText(path);
    });

    m_quotes = new QCheckBox(tr("Corner-bracket &quotes “” → 「」"));
    form->addRow(QString(), m_quotes);
    m_fixLikely = new QCheckBox(tr("&Fix OpenCC's likely mistakes"));
    m_fixLikely->setObjectName(QStringLiteral("fixLikelyBox"));
    m_fixLikely->setToolTip(
        tr("In conversions from Simplified to Traditional, writes the likelier candidate where "
           "OpenCC's is more likely wrong than right, by the words around it or the names of the "
           "book; the report counts the fixes of each file"));
    form->addRow(QString(), m_fixLikely);

    m_outputFolder = new QLineEdit;
    m_outputFolder->setObjectName(QStringLiteral("outputFolderField"));
    QPushButton *chooseOutput = addPathRow(form, tr("O&utput folder:"), m_outputFolder);
    connect(chooseOutput, &QPushButton::clicked, this, [this] {
        const QString folder = QFileDialog::getExistingDirectory(this, tr("The output folder"),
                                                                 m_outputFolder->text());
        if (!folder.isEmpty())
            setOutputFolder(folder);
    });
    connect(m_outputFolder, &QLineEdit::textChanged, this, &BookDialog::updateButtons);
    connect(m_outputFolder, &QLineEdit::textEdited, this, [this] { m_outputFolderChosen = true; });

    m_encodingBox = new QComboBox;
    m_encodingBox->setObjectName(QStringLiteral("encodingBox"));
    // Named as in the window; as read unless chosen for this book (never a choice carried over
    // from another book unseen).
    m_encodingBox->addItem(tr("As read (each file its own)"), QString());
    for (const QString &name : TextEncoding::userNames())
        m_encodingBox->addItem(SaveFormatChoice::encodingTitle(name), name);
    form->addRow(tr("Output &encoding:"), m_encodingBox);

    m_convertNames = new QCheckBox(tr("Convert file and folder &names too"));
    m_convertNames->setObjectName(QStringLiteral("convertNamesBox"));
    form->addRow(QString(), m_convertNames);
    return m_form;
}

// Whether folder is path or holds it. A root ends with its separator ("/", "D:/"), other folders
// without: "/t2" holds "/t2/v1", not "/t2x".
static bool holds(const QString &folder, const QString &path)
{
    return path == folder ||
           path.startsWith(folder.endsWith(u'/') ? folder : folder + QLatin1Char('/'));
}

// The deepest folder that holds every one of the paths, starting from the folder given: a root
// where nothing less does, empty where not even one does (two drives).
static QString commonFolder(QString common, const QStringList &paths)
{
    for (const QString &path : paths) {
        const QString absolute = QFileInfo(path).absoluteFilePath();
        while (!holds(common, absolute)) {
            if (QDir(common).isRoot())
                return {};
            common = QFileInfo(common).absolutePath();
        }
    }
    return common;
}

// The deepest folder that holds every one of the files.
static QString commonFolder(const QStringList &files)
{
    return files.isEmpty() ? QString()
                           : commonFolder(QFileInfo(files.first()).absolutePath(), files);
}

// The folder the inputs make a book of, whose name the output folder takes: a folder named
// alone; the folder that holds several (vol1 and vol2 of a book, a book and its 番外 inside
// it), unless that is only the home folder or a root, where the first input's own folder is
// named.
static QString bookFolderOf(const QStringList &inputs)
{
    const QFileInfo first(inputs.value(0));
    const QString firstFolder = first.isDir() ? first.absoluteFilePath() : first.absolutePath();
    const QString common = commonFolder(firstFolder, inputs);
    return common.isEmpty() || QDir(common).isRoot() || common == QDir::homePath() ? firstFolder
                                                                                   : common;
}

void BookDialog::addPaths(const QStringList &paths)
{
    for (const QString &path : paths) {
        const QString native = QDir::toNativeSeparators(QFileInfo(path).absoluteFilePath());
        if (m_inputs->findItems(native, Qt::MatchExactly).isEmpty())
            m_inputs->addItem(native);
    }
    if (!paths.isEmpty()) {
        const QFileInfo first(paths.first());
        const QString folder = first.isDir() ? first.absoluteFilePath() : first.absolutePath();
        Settings().setBookInputFolder(folder);
        // A fresh output folder beside the book, unless one was chosen.
        if (!m_outputFolderChosen) {
            const QFileInfo book(bookFolderOf(this->paths()));
            m_outputFolder->setText(QDir::toNativeSeparators(
                book.dir().filePath(tr("%1 (converted)").arg(book.fileName()))));
        }
        // The book's own glossary, where the window finds it too: beside its chapters.
        const QString glossary = QDir(folder).filePath(Glossary::fileName());
        if (m_glossary->text().isEmpty() && QFileInfo::exists(glossary))
            setGlossary(glossary);
    }
    countChapters();
}

QStringList BookDialog::paths() const
{
    QStringList list;
    for (int row = 0; row < m_inputs->count(); ++row)
        list << QDir::fromNativeSeparators(m_inputs->item(row)->text());
    return list;
}

void BookDialog::setOutputFolder(const QString &folder)
{
    m_outputFolderChosen = true;
    m_outputFolder->setText(QDir::toNativeSeparators(folder));
}

void BookDialog::setConfig(const QString &config)
{
    m_configChosen = true;
    m_configWhy->hide();
    showConfig(config);
}

void BookDialog::showConfig(const QString &config)
{
    if (const int index = m_configBox->findData(config); index >= 0)
        m_configBox->setCurrentIndex(index);
}

// Until the user chooses one, the conversion follows the script of the book's first chapters, as
// the window's does for a file: a Simplified book is converted from Simplified, whatever the
// window last showed. Each chapter suggests its own conversion (a half-converted one, the one that
// finishes it) and the one suggested for most of their Han characters speaks for the book: two
// Simplified chapters and a Traditional one are a Simplified book, where their text taken together
// would read as a half-converted one, finished towards Simplified.
void BookDialog::suggestConfig(const QList<BookInput> &chapters)
{
    if (chapters.isEmpty())
        m_configWhy->hide(); // of chapters no longer there
    if (m_configChosen || chapters.isEmpty())
        return;
    QStringList sample;
    for (const BookInput &chapter : chapters.mid(0, 3))
        sample << chapter.path;
    m_suggestion.setFuture(
        runOnWorkers([converters = m_converters, sample, preferred = m_preferredConfig] {
            QString error;
            const auto s2t = converters->get(QStringLiteral("s2t"), &error);
            const auto t2s = converters->get(QStringLiteral("t2s"), &error);
            if (!s2t || !t2s)
                return Suggestion();
            const ScriptDetector detector(s2t, t2s);
            struct Vote {
                qsizetype han = 0;
                int chapters = 0;
                ScriptReport report; // the first chapter's that suggested it
            };
            std::map<QString, Vote> votes; // by config suggested
            std::optional<ScriptReport> any;
            int judged = 0;
            for (const QString &path : sample) {
                const ReadResult read = TextFile::read(path);
                if (!read.ok())
                    continue;
                const ScriptReport chapter = detector.analyse(read.text);
                any = chapter;
                if (chapter.suggestedConfig.isEmpty())
                    continue; // no Chinese to judge
                ++judged;
                Vote &vote = votes[chapter.suggestedConfig];
                if (vote.han == 0)
                    vote.report = chapter;
                vote.han += chapter.hanCharacters;
                ++vote.chapters;
            }
            const auto most =
                std::max_element(votes.begin(), votes.end(), [](const auto &a, const auto &b) {
                    return a.second.han < b.second.han;
                });
            if (most != votes.end())
                return Suggestion{
                    most->second.report.configFor(preferred),
                    tr("Suggested by the book's first chapters: most of their text (%1 of %n "
                       "chapter(s)) reads as %2.",
                       nullptr, judged)
                        .arg(most->second.chapters)
                        .arg(ScriptReport::scriptName(most->second.report.script))};
            return Suggestion{any ? any->configFor(preferred) : QString(), QString()};
        }));
}

void BookDialog::setGlossary(const QString &path)
{
    m_glossary->setText(QDir::toNativeSeparators(path));
}

void BookDialog::setOutputEncoding(const QString &encoding)
{
    m_encodingBox->setCurrentIndex(qMax(0, m_encodingBox->findData(encoding)));
}

void BookDialog::setConvertNames(bool on)
{
    m_convertNames->setChecked(on);
}

void BookDialog::updateButtons()
{
    m_convertButton->setEnabled(!m_running && m_chapterCount > 0 &&
                                !m_outputFolder->text().trimmed().isEmpty());
}

void BookDialog::countChapters()
{
    const BookScan found = BookConversion::scan(paths());
    m_chapterCount = int(found.inputs.size());
    suggestConfig(found.inputs);
    // What is left out is said now too: the report lists it, skipped, with the files converted.
    QString text = m_inputs->count() == 0 ? tr("Nothing chosen yet.")
                                          : tr("%n file(s) to convert.", nullptr, m_chapterCount);
    QStringList leftOut;
    for (const SkippedPath &skipped : found.skipped)
        leftOut << tr("%1: %2").arg(QDir::toNativeSeparators(skipped.path), skipped.reason);
    if (!leftOut.isEmpty())
        text += QLatin1Char(' ') +
                tr("%n left out, listed in the report with why.", nullptr, int(leftOut.size()));
    m_found->setText(text);
    m_found->setToolTip(leftOut.join(u'\n'));
    updateButtons();
}

void BookDialog::start()
{
    if (m_running || !m_convertButton->isEnabled())
        return;
    saveSettings();
    // The last run's report stays until this one really starts: a question cancelled, or
    // choices that cannot run, leave it as it was.
    m_control = std::make_unique<JobControl>();
    m_status->setStyleSheet(QString());
    setRunning(true);
    m_status->setText(tr("Loading the dictionaries and finding the chapters…"));
    m_progress->setRange(0, 0);
    BookChoices choices;
    choices.paths = paths();
    choices.outputFolder = QDir::fromNativeSeparators(m_outputFolder->text().trimmed());
    choices.config = m_configBox->currentData().toString();
    choices.glossary = QDir::fromNativeSeparators(m_glossary->text().trimmed());
    choices.quotes = m_quotes->isChecked();
    choices.fixLikely = m_fixLikely->isChecked();
    choices.encoding = m_encodingBox->currentData().toString();
    choices.convertNames = m_convertNames->isChecked();
    m_pendingChoices = choices;
    m_prepareWatcher.setFuture(QtConcurrent::run(&m_runner, [converters = m_converters, choices] {
        // In the background: loading the dictionaries and the glossary, listing the chapters.
        return BookConversion::prepare(*converters, choices);
    }));
}

void BookDialog::prepared(PreparedBook prepared)
{
    if (!prepared.error.isEmpty()) {
        setRunning(false);
        showError(prepared.error);
        return;
    }
    if (m_control->isCancelled()) {
        cancelledBeforeWriting();
        return;
    }
    QStringList existing;
    for (const BookFile &file : std::as_const(prepared.files)) {
        if (file.outputExists && file.status == BookFile::Status::Pending)
            existing << file.output;
    }
    if (!existing.isEmpty()) {
        switch (m_askExisting(existing, int(prepared.files.size()))) {
        case ExistingFiles::Replace:
            break;
        case ExistingFiles::Keep:
            BookConversion::keepExisting(prepared.files);
            break;
        case ExistingFiles::Cancel:
            cancelledBeforeWriting();
            return;
        }
    }
    m_files = std::move(prepared.files);
    m_runChoices = m_pendingChoices;
    m_report->clear();
    m_report->hide();
    m_openFolderButton->setEnabled(false);
    m_fileCount = int(m_files.size()); // files skipped from the start count as done at once
    m_done = 0;
    m_progress->setRange(0, qMax(1, m_fileCount));
    m_progress->setValue(0);
    updateProgress();
    m_runWatcher.setFuture(QtConcurrent::run(&m_runner, [this, settings = prepared.settings] {
        BookConversion::run(m_files, settings, *m_control, [this] { ++m_done; });
    }));
}

// Nothing of this run written. The last run's report stays, with its output folder, said to be
// the last run's: under "nothing was written", its rows said the files were just converted.
void BookDialog::cancelledBeforeWriting()
{
    setRunning(false);
    m_status->setText(m_report->isHidden()
                          ? tr("Cancelled; nothing was written.")
                          : tr("Cancelled; nothing was written. Below, the last run's report."));
}

void BookDialog::updateProgress()
{
    if (m_progress->maximum() == 0)
        return; // still preparing
    const int done = m_done.load();
    m_progress->setValue(done);
    m_status->setText(tr("Converting: %1 of %2 files…").arg(done).arg(m_fileCount));
}

void BookDialog::showReport()
{
    const int converted = BookConversion::count(m_files, BookFile::Status::Converted);
    const int skipped = BookConversion::count(m_files, BookFile::Status::Skipped);
    const int failed = BookConversion::count(m_files, BookFile::Status::Failed);
    QString summary =
        tr("%1 converted, %2 skipped, %3 failed.").arg(converted).arg(skipped).arg(failed);
    const bool fixing = m_runChoices.fixLikely;
    if (fixing) {
        int fixes = 0;
        for (const BookFile &file : std::as_const(m_files))
            fixes += file.status == BookFile::Status::Converted ? file.fixes : 0;
        summary += QLatin1Char(' ') + tr("%n likely mistake(s) of OpenCC fixed.", nullptr, fixes);
    }
    const auto already = std::count_if(m_files.cbegin(), m_files.cend(), [](const BookFile &file) {
        return file.status == BookFile::Status::Converted &&
               file.writtenAlready != Script::Undetermined;
    });
    if (already > 0)
        summary +=
            QLatin1Char(' ') + tr("%n file(s) were in the conversion's script already (see below).",
                                  nullptr, int(already));
    if (m_control->isCancelled()) {
        summary = tr("Cancelled: %1 No file was left half-written.").arg(summary);
        const auto earlier = std::count_if(m_files.cbegin(), m_files.cend(),
                                           [](const BookFile &file) { return file.earlierKept; });
        if (earlier > 0)
            summary += QLatin1Char(' ') +
                       tr("%n output(s) are still those of an earlier run.", nullptr, int(earlier));
    }
    m_status->setText(summary);

    m_report->clear();
    // Paths below the book's folder and the output folder: the full paths are all alike at the
    // start, and the reason needs the room.
    QStringList inputs;
    for (const BookFile &file : std::as_const(m_files))
        inputs << file.input;
    const QDir bookFolder(commonFolder(inputs));
    const QDir outputFolder(m_runChoices.outputFolder);
    // Rows as tall as Chinese names need: the rows share one height (a book has thousands), which
    // Qt would take from the first, often a Latin name whose glyphs are shorter.
    const int rowHeight =
        m_report->fontMetrics().boundingRect(QStringLiteral("卷第Ég")).height() + 6;
    QList<QTreeWidgetItem *> items;
    for (const BookFile &file : std::as_const(m_files)) {
        const bool ok = file.status == BookFile::Status::Converted;
        const QString input = QDir::toNativeSeparators(bookFolder.relativeFilePath(file.input));
        const QString output = QDir::toNativeSeparators(outputFolder.relativeFilePath(file.output));
        // The reason without the file's name in front: the row names it.
        QString reason = file.reason;
        if (reason.startsWith(file.input + QStringLiteral(": ")))
            reason.remove(0, file.input.size() + 2);
        reason.replace(file.input, input).replace(file.output, output);
        QString status = statusName(file.status);
        if (ok && fixing)
            status += QStringLiteral(", ") + tr("%n fixed", nullptr, file.fixes);
        // A chapter in the script the conversion writes already was converted a second time.
        const bool again = ok && file.writtenAlready != Script::Undetermined;
        if (again)
            status += QStringLiteral(", ") +
                      tr("%1 already").arg(ScriptReport::scriptName(file.writtenAlready));
        auto *item = new QTreeWidgetItem({input, status, ok ? output : reason});
        item->setData(2, IsReason, !ok);
        item->setForeground(1, again ? statusColor(BookFile::Status::Skipped)
                                     : statusColor(file.status));
        if (again)
            item->setToolTip(1, tr("This file reads as %1 already, the script this conversion "
                                   "writes: it was converted anyway, which changes little and "
                                   "may change what was right")
                                    .arg(ScriptReport::scriptName(file.writtenAlready)));
        // A size hint is taken whole: its width is what resizeColumnToContents reads.
        item->setSizeHint(0,
                          QSize(m_report->fontMetrics().horizontalAdvance(input) + 12, rowHeight));
        item->setToolTip(0, tr("%1\nDouble-click to review it in the window.")
                                .arg(QDir::toNativeSeparators(file.input)));
        item->setToolTip(2, ok ? QDir::toNativeSeparators(file.output) : file.reason);
        items << item;
    }
    m_report->addTopLevelItems(items);
    // Shown and laid out first: a third of the width of a report never shown is 33 pixels.
    m_report->show();
    if (height() < 640)
        resize(width(), 640);
    layout()->activate();
    m_report->resizeColumnToContents(1);
    m_report->resizeColumnToContents(0);
    m_report->setColumnWidth(0, qMin(m_report->columnWidth(0), m_report->width() / 3));
    // The folder may hold an earlier run's outputs, kept, where this one converted nothing.
    m_openFolderButton->setEnabled(QFileInfo(m_runChoices.outputFolder).isDir());
}

QString BookDialog::statusText() const
{
    return m_status->text();
}

void BookDialog::showError(const QString &message)
{
    // In the dialog rather than in a box of its own: the choices to correct are right there.
    m_status->setText(message);
    m_status->setStyleSheet(QStringLiteral("color: #c0392b;"));
}

void BookDialog::setRunning(bool running)
{
    m_running = running;
    m_form->setEnabled(!running);
    m_inputs->parentWidget()->setEnabled(!running);
    m_progress->setVisible(running);
    m_cancelButton->setText(running ? tr("Cancel") : tr("Close"));
    if (running)
        m_progressTimer.start();
    else
        m_progressTimer.stop();
    updateButtons();
}

void BookDialog::cancel()
{
    if (m_control)
        m_control->cancel();
}

void BookDialog::reject()
{
    if (m_running) {
        cancel(); // the dialog stays, to show what was written
        return;
    }
    saveSettings();
    QDialog::reject();
}

void BookDialog::closeEvent(QCloseEvent *event)
{
    if (m_running) {
        cancel();
        event->ignore();
        return;
    }
    QDialog::closeEvent(event);
}

void BookDialog::dragEnterEvent(QDragEnterEvent *event)
{
    if (!m_running && event->mimeData()->hasUrls())
        event->acceptProposedAction();
}

void BookDialog::dropEvent(QDropEvent *event)
{
    QStringList paths;
    for (const QUrl &url : event->mimeData()->urls()) {
        if (url.isLocalFile())
            paths << url.toLocalFile();
    }
    addPaths(paths);
    event->acceptProposedAction();
}

void BookDialog::loadSettings()
{
    const Settings settings;
    m_quotes->setChecked(settings.bookQuotes());
    m_fixLikely->setChecked(settings.bookFixLikely());
    m_convertNames->setChecked(settings.bookConvertNames());
}

void BookDialog::saveSettings() const
{
    Settings settings;
    settings.setBookQuotes(m_quotes->isChecked());
    settings.setBookFixLikely(m_fixLikely->isChecked());
    settings.setBookConvertNames(m_convertNames->isChecked());
}

} // namespace duizhao
