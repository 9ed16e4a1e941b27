// SPDX-License-Identifier: GPL-3.0-or-later
#include "mainwindow.h"

#include "bookchapters.h"
#include "bookconversion.h"
#include "bookdialog.h"
#include "bookrules.h"
#include "changenavigator.h"
#include "changestatus.h"
#include "comparemenu.h"
#include "converter.h"
#include "convertercache.h"
#include "diffpane.h"
#include "findbar.h"
#include "helpmenu.h"
#include "highlightpalette.h"
#include "jobprogress.h"
#include "opentext.h"
#include "opentextview.h"
#include "overviewstrip.h"
#include "paneheaders.h"
#include "positionmapping.h"
#include "preferencesdialog.h"
#include "recentfilesmenu.h"
#include "reviewactions.h"
#include "reviewcontroller.h"
#include "reviewpanel.h"
#include "savecommands.h"
#include "saveformatchoice.h"
#include "scriptdetector.h"
#include "session.h"
#include "settings.h"
#include "sidebysideview.h"
#include "textencoding.h"
#include "translations.h"

#include <QAction>
#include <QApplication>
#include <QCloseEvent>
#include <QComboBox>
#include <QDir>
#include <QDockWidget>
#include <QDragEnterEvent>
#include <QFileDialog>
#include <QFileInfo>
#include <QInputDialog>
#include <QLabel>
#include <QMenuBar>
#include <QMessageBox>
#include <QMimeData>
#include <QProcess>
#include <QPushButton>
#include <QScreen>
#include <QScrollArea>
#include <QStatusBar>
#include <QTextBlock>
#include <QToolBar>
#include <QVBoxLayout>

#include <algorithm>

namespace duizhao {

namespace {

// A standard key, or where the platform has none for it (X11 without a desktop's theme has no
// Save As or Preferences), the one most desktops use.
QList<QKeySequence> standardOr(QKeySequence::StandardKey key, const QKeySequence &fallback)
{
    const QList<QKeySequence> keys = QKeySequence::keyBindings(key);
    return keys.isEmpty() ? QList<QKeySequence>{fallback} : keys;
}

} // namespace

MainWindow::MainWindow(QWidget *parent)
    : QMainWindow(parent)
    , m_converters(std::make_shared<ConverterCache>())
    , m_text(new OpenText(m_converters, this))
    , m_session(m_text->session())
{
    setAcceptDrops(true);
    createPanes();
    createReview();
    createActions();
    createStatusBar();

    connect(m_textView, &OpenTextView::textShown, this, &MainWindow::showText);
    connect(m_text, &OpenText::badSequencesFound, this, &MainWindow::offerToOpenAnyway);
    connect(m_text, &OpenText::cancelled, this, [this](Session::Stage stage) {
        if (stage == Session::Stage::Explaining) {
            // The whole text is there, only not sorted for the review: it can be edited.
            m_review->setExplainingCancelled();
            statusBar()->showMessage(tr("Explaining cancelled: the changes are shown without "
                                        "their categories. Review → Convert Again explains them."));
            return;
        }
        statusBar()->showMessage(stage == Session::Stage::Preview
                                     ? tr("Conversion cancelled: only the beginning is shown. "
                                          "Choose a conversion to convert the whole text.")
                                     : tr("Conversion cancelled"));
    });
    connect(controller(), &ConversionController::conversionFailed, this, &MainWindow::showFailure);

    loadSettings();
    updateTitle();
}

MainWindow::~MainWindow()
{
    m_review->keepReview(); // while the session it reads is still there
    // The panes outlive the documents they show (the outcome's, gone with the members): they
    // let go of them first.
    for (DiffPane *pane : {m_original, m_converted})
        pane->setDocument(nullptr);
}

void MainWindow::createPanes()
{
    m_view = new SideBySideView;
    m_original = m_view->pane(DiffSide::A);
    m_converted = m_view->pane(DiffSide::B);

    m_findBar = new FindBar({m_original, m_converted}, {tr("Original"), tr("Converted")});

    auto *central = new QWidget;
    auto *layout = new QVBoxLayout(central);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_view, 1);
    layout->addWidget(m_findBar);
    setCentralWidget(central);

    m_textView = new OpenTextView(m_text, m_view, this);
    // Typing where the text cannot take it (yet) says why, rather than going unseen.
    connect(m_textView, &OpenTextView::refusedTyping, this,
            [this](const QString &why) { statusBar()->showMessage(why, 5000); });
    m_changes = new ChangeNavigator(m_view, this);
    connect(m_changes, &ChangeNavigator::currentChanged, this, &MainWindow::updateStatus);
    for (DiffPane *pane : {m_original, m_converted})
        connect(pane, &QPlainTextEdit::modificationChanged, this, &MainWindow::updateModified);
}

void MainWindow::createReview()
{
    m_reviewPanel = new ReviewPanel;
    m_reviewDock = new QDockWidget(tr("Review"), this);
    m_reviewDock->setObjectName(QStringLiteral("reviewDock"));
    // Scrolled rather than squeezed when the window is short.
    auto *scroller = new QScrollArea;
    scroller->setWidget(m_reviewPanel);
    scroller->setWidgetResizable(true);
    scroller->setFrameShape(QFrame::NoFrame);
    scroller->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    m_reviewDock->setWidget(scroller);
    m_reviewDock->setFeatures(QDockWidget::DockWidgetClosable | QDockWidget::DockWidgetMovable);
    addDockWidget(Qt::RightDockWidgetArea, m_reviewDock);
    m_rules = new BookRules(this);
    m_review =
        new ReviewController(&m_session, m_original, m_converted, m_reviewPanel, m_rules, this);
    m_reviewActions =
        new ReviewActions(m_review, m_rules, m_original, m_converted, m_reviewPanel, this);
    connect(m_reviewActions, &ReviewActions::message, this,
            [this](const QString &text) { statusBar()->showMessage(text, 10000); });
    connect(m_review, &ReviewController::message, this,
            [this](const QString &text) { statusBar()->showMessage(text, 10000); });
    connect(m_rules, &BookRules::rulesChanged, this, &MainWindow::applyRules);
    m_chapters = new BookChapters(
        m_session, m_review,
        [this](const QString &path) {
            if (!maybeSave())
                return false;
            openFile(path);
            return true;
        },
        this);
    addDockWidget(Qt::LeftDockWidgetArea, m_chapters->dock());
    connect(m_chapters, &BookChapters::message, this,
            [this](const QString &text) { statusBar()->showMessage(text, 10000); });
    connect(m_chapters, &BookChapters::convertRequested, this,
            [this](const QString &folder) { showBookDialog({folder}); });
    connect(m_review, &ReviewController::reviewChanged, this,
            [this] { m_view->overview()->setReviewedPositions(m_review->reviewedPositions()); });
    for (DiffPane *pane : {m_original, m_converted}) {
        pane->setContextMenuPolicy(Qt::CustomContextMenu);
        connect(pane, &QWidget::customContextMenuRequested, this, [this, pane](QPoint point) {
            QMenu *menu = m_reviewActions->contextMenu(pane, pane->characterAt(point), this);
            menu->setAttribute(Qt::WA_DeleteOnClose);
            menu->popup(pane->viewport()->mapToGlobal(point));
        });
    }
    m_filterBox = new QComboBox;
    for (int filter = 0; filter < HighlightPalette::FilterCount; ++filter)
        m_filterBox->addItem(HighlightPalette::filterTitle(HighlightPalette::Filter(filter)));
    connect(m_filterBox, &QComboBox::currentIndexChanged, this, [this](int filter) {
        const auto chosen = HighlightPalette::Filter(filter);
        m_review->setFilter(chosen);
        m_view->overview()->setVisibleKinds(HighlightPalette::kindsShown(chosen));
    });
}

void MainWindow::setFilter(int filter)
{
    m_filterBox->setCurrentIndex(filter);
}

// The glossary or the quotation marks changed: convert again, unless that would lose edits.
void MainWindow::applyRules()
{
    m_text->setRules(m_rules->glossary(), m_rules->cornerQuotes());
    if (!m_session.hasText())
        return;
    if (!m_text->canKeepEdits()) {
        startConversion();
        return;
    }
    // At once, with the user's edits, picks and reviews carried over where the text is alike.
    statusBar()->showMessage(tr("Converting again with the new rules, keeping your edits…"));
    m_text->convertKeepingEdits();
}

void MainWindow::createReviewMenu()
{
    QMenu *review = menuBar()->addMenu(tr("&Review"));
    m_reviewActions->addMenuActions(review, this);
    QAction *again = review->addAction(tr("Convert &Again"), this, &MainWindow::startConversion);
    again->setShortcut(QKeySequence::Refresh);
    review->addSeparator();
    QAction *panel = m_reviewDock->toggleViewAction();
    panel->setText(tr("Review &Panel"));
    // What the user wants, apart from the panel being put away while two editions are compared.
    connect(panel, &QAction::triggered, this, [this](bool shown) { m_reviewPanelWanted = shown; });
    review->addAction(panel);
    m_reviewMenu = review;
}

void MainWindow::createActions()
{
    auto *saveFormat = new SaveFormatChoice(this);
    m_saving = new SaveCommands(
        &m_session, m_view, saveFormat, [this] { return currentConfig(); }, this);
    connect(m_saving, &SaveCommands::saved, this, [this](DiffSide, const QString &message) {
        m_textView->showHeaders();
        updateTitle();
        statusBar()->showMessage(message, 5000);
    });
    QMenu *file = menuBar()->addMenu(tr("&File"));
    QAction *open = file->addAction(tr("&Open…"), this, [this] {
        if (!maybeSave())
            return;
        const QString path =
            QFileDialog::getOpenFileName(this, tr("Open a text file"),
                                         QFileInfo(m_session.side(DiffSide::A).path).absolutePath(),
                                         tr("Text files (*.txt);;All files (*)"));
        if (!path.isEmpty())
            openFile(path);
    });
    open->setShortcut(QKeySequence::Open);
    QAction *compare = file->addAction(tr("&Compare Two Editions…"), this, [this] {
        if (!maybeSave())
            return;
        const QString folder = QFileInfo(m_session.side(DiffSide::A).path).absolutePath();
        const QString first = QFileDialog::getOpenFileName(this, tr("The first edition"), folder,
                                                           tr("Text files (*.txt);;All files (*)"));
        if (first.isEmpty())
            return;
        const QString second = QFileDialog::getOpenFileName(
            this, tr("The second edition, compared with %1").arg(QFileInfo(first).fileName()),
            QFileInfo(first).absolutePath(), tr("Text files (*.txt);;All files (*)"));
        if (!second.isEmpty())
            compareFiles(first, second);
    });
    compare->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_O));
    file->addAction(tr("Open a Book &Folder…"), this, [this] {
        const QString folder = QFileDialog::getExistingDirectory(
            this, tr("A folder of chapters"),
            QFileInfo(m_session.side(DiffSide::A).path).absolutePath());
        if (!folder.isEmpty())
            openBook(folder);
    });
    QAction *book = file->addAction(tr("Convert a &Book…"), this, [this] { showBookDialog({}); });
    book->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_B));
    m_recentMenu = new RecentFilesMenu(this);
    connect(m_recentMenu, &RecentFilesMenu::fileChosen, this, [this](const QString &path) {
        if (maybeSave())
            openFile(path);
    });
    file->addMenu(m_recentMenu);
    QMenu *reopen = file->addMenu(tr("Reopen with &Encoding"));
    for (const QString &name : TextEncoding::userNames()) {
        const TextEncoding::Choice choice = TextEncoding::fromUserName(name);
        if (choice.bom)
            continue; // a byte-order mark is found by itself
        reopen->addAction(choice.encoding, this, [this, choice] {
            if (maybeSave())
                openFile(m_lastOpened, choice.encoding);
        });
    }
    file->addSeparator();
    QAction *saveAction = file->addAction(tr("&Save"), m_saving, &SaveCommands::save);
    saveAction->setShortcut(QKeySequence::Save);
    QAction *saveAsAction = file->addAction(tr("Save &As…"), m_saving, &SaveCommands::saveAs);
    saveAsAction->setShortcuts(
        standardOr(QKeySequence::SaveAs, QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_S)));
    saveFormat->addMenusTo(file);
    file->addSeparator();
    QAction *quit = file->addAction(tr("&Quit"), this, &QWidget::close);
    quit->setShortcuts(standardOr(QKeySequence::Quit, QKeySequence(Qt::CTRL | Qt::Key_Q)));

    QMenu *edit = menuBar()->addMenu(tr("&Edit"));
    QAction *undo = edit->addAction(tr("&Undo"), m_converted, &QPlainTextEdit::undo);
    undo->setShortcut(QKeySequence::Undo);
    undo->setEnabled(false);
    connect(m_converted, &QPlainTextEdit::undoAvailable, undo, &QAction::setEnabled);
    QAction *redo = edit->addAction(tr("&Redo"), m_converted, &QPlainTextEdit::redo);
    redo->setShortcut(QKeySequence::Redo);
    redo->setEnabled(false);
    connect(m_converted, &QPlainTextEdit::redoAvailable, redo, &QAction::setEnabled);
    edit->addSeparator();
    // Find and replace in the pane last worked in, unless another is chosen in the bar.
    QAction *findAction = edit->addAction(tr("&Find…"), this, [this] {
        m_findBar->setSide(m_view->lastFocused());
        m_findBar->open();
    });
    findAction->setShortcut(QKeySequence::Find);
    QAction *findNext = edit->addAction(tr("Find &Next"), this, [this] { find(false); });
    findNext->setShortcut(QKeySequence::FindNext);
    QAction *findPrevious = edit->addAction(tr("Find Pre&vious"), this, [this] { find(true); });
    findPrevious->setShortcut(QKeySequence::FindPrevious);
    QAction *replace = edit->addAction(tr("Find and &Replace…"), this, [this] {
        m_findBar->setSide(m_session.sideWorkedOn(m_view->lastFocused()));
        m_findBar->open(true);
    });
    replace->setShortcuts(standardOr(QKeySequence::Replace, QKeySequence(Qt::CTRL | Qt::Key_H)));
    QAction *goToLine = edit->addAction(tr("&Go to Line…"), this, &MainWindow::goToLine);
    goToLine->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_L));
    edit->addSeparator();
    QAction *preferences = edit->addAction(tr("Pr&eferences…"), this, &MainWindow::showPreferences);
    preferences->setShortcuts(
        standardOr(QKeySequence::Preferences, QKeySequence(Qt::CTRL | Qt::Key_Comma)));
    preferences->setMenuRole(QAction::PreferencesRole);

    QMenu *view = menuBar()->addMenu(tr("&View"));
    m_view->addViewActions(view);
    view->addSeparator();
    view->addAction(m_chapters->dock()->toggleViewAction());

    QMenu *go = menuBar()->addMenu(tr("&Go"));
    QAction *next = go->addAction(tr("&Next Change"), this, &MainWindow::nextChange);
    next->setShortcuts({QKeySequence(Qt::ALT | Qt::Key_Down), QKeySequence(Qt::Key_F7)});
    QAction *previous = go->addAction(tr("&Previous Change"), this, &MainWindow::previousChange);
    previous->setShortcuts(
        {QKeySequence(Qt::ALT | Qt::Key_Up), QKeySequence(Qt::SHIFT | Qt::Key_F7)});
    go->addSeparator();
    m_chapters->addGoActions(go);

    m_compareMenu = new CompareMenu(m_converters->catalog().available(), this);
    connect(m_compareMenu, &CompareMenu::settingsChosen, this, &MainWindow::compareAgain);
    menuBar()->addMenu(m_compareMenu);
    createReviewMenu();

    menuBar()->addMenu(
        new HelpMenu(this, [this] { return m_converters->catalog().dataDescription(); }));

    QToolBar *toolbar = addToolBar(tr("Main"));
    toolbar->setObjectName(QStringLiteral("mainToolbar"));
    toolbar->setMovable(false);
    toolbar->addAction(open);
    toolbar->addAction(saveAction);
    toolbar->addSeparator();
    m_configActions[0] = toolbar->addWidget(new QLabel(tr(" Conversion: ")));
    m_configBox = new QComboBox;
    m_configBox->setObjectName(QStringLiteral("configBox"));
    // As wide as a usual title, not the longest: the toolbar keeps room in a narrow window (the
    // list shows every title whole).
    m_configBox->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    m_configBox->setMinimumContentsLength(28);
    for (const ConfigInfo &info : m_converters->catalog().available())
        m_configBox->addItem(info.title, info.name);
    m_configActions[1] = toolbar->addWidget(m_configBox);
    connect(m_configBox, &QComboBox::activated, this, [this] { startConversion(); });
    toolbar->addSeparator();
    toolbar->addAction(previous);
    toolbar->addAction(next);
    toolbar->addSeparator();
    toolbar->addWidget(new QLabel(tr(" Show: ")));
    toolbar->addWidget(m_filterBox);
}

void MainWindow::createStatusBar()
{
    m_changeStatus = new ChangeStatus;
    statusBar()->addWidget(m_changeStatus, 1);
    statusBar()->addPermanentWidget(new JobProgress(controller()));
}

void MainWindow::loadSettings()
{
    const Settings settings;
    if (!restoreGeometry(settings.windowGeometry()))
        resize(1280, 800);
    fitToScreen();
    restoreState(settings.windowState());
    m_reviewPanelWanted = settings.reviewPanel();
    m_reviewDock->setVisible(m_reviewPanelWanted);
    m_view->restoreSplitterState(settings.splitterState());
    m_view->setTextFont(settings.font().value_or(SideBySideView::defaultFont()));
    m_view->zoomBy(settings.zoom() - m_view->zoom());
    m_view->setWordWrap(settings.wordWrap());
    m_recentMenu->setFiles(settings.recentFiles());
    setConfig(settings.config());
    setFilter(settings.reviewFilter());
    setCompareSettings(settings.compareSettings());
    m_rules->setCornerQuotes(settings.cornerQuotes());
}

// The window within the screen it opens on, whatever size was remembered: on a smaller screen,
// or with a larger scale factor, the status bar would be out of sight.
void MainWindow::fitToScreen()
{
    const QRect available = screen()->availableGeometry();
    // The frame is not known before the window is shown: room for a usual one.
    const QSize room = (available.size() - QSize(16, 40)).expandedTo(QSize(320, 240));
    if (width() > room.width() || height() > room.height())
        resize(size().boundedTo(room));
    const QPoint topLeft(qBound(available.left(), x(), available.right() - width()),
                         qBound(available.top(), y(), available.bottom() - height()));
    move(topLeft);
}

void MainWindow::resizeEvent(QResizeEvent *event)
{
    QMainWindow::resizeEvent(event);
    // The panes come first: the review panel yields room in a narrow window (it scrolls).
    m_reviewDock->setMaximumWidth(qMax(160, width() / 3));
}

void MainWindow::saveSettings() const
{
    Settings settings;
    settings.setWindowGeometry(saveGeometry());
    settings.setWindowState(saveState());
    settings.setReviewPanel(m_reviewPanelWanted);
    settings.setSplitterState(m_view->saveSplitterState());
    settings.setFont(m_view->textFont());
    settings.setZoom(m_view->zoom());
    settings.setWordWrap(m_view->wordWrap());
    settings.setRecentFiles(m_recentMenu->files());
    settings.setConfig(currentConfig());
    settings.setReviewFilter(m_filterBox->currentIndex());
    settings.setCompareSettings(compareSettings());
    settings.setCornerQuotes(m_rules->cornerQuotes());
}

QString MainWindow::currentConfig() const
{
    return m_configBox->currentData().toString();
}

void MainWindow::setConfig(const QString &config)
{
    const int index = m_configBox->findData(config);
    if (index >= 0)
        m_configBox->setCurrentIndex(index);
}

void MainWindow::openBook(const QString &folder)
{
    if (m_chapters->openFolder(folder)) {
        // The panes keep the room: the list as wide as its titles want, a fifth at most.
        resizeDocks({m_chapters->dock()}, {m_chapters->preferredWidth(width() / 5)},
                    Qt::Horizontal);
        return;
    }
    QMessageBox::warning(this, tr("No Chapters"),
                         tr("%1 holds no text file to open as a book's chapters.")
                             .arg(QDir::toNativeSeparators(folder)));
    // An empty window helps nobody.
    if (!m_session.hasText())
        openFile(QString());
}

void MainWindow::openFile(const QString &given, const QString &encoding)
{
    if (!given.isEmpty() && QFileInfo(given).isDir()) {
        openBook(given);
        return;
    }
    // Absolute from here on: the glossary beside the book, saving and the recent files all
    // go by the file's folder, whatever the working folder is later.
    const QString path = given.isEmpty() ? QString() : QFileInfo(given).absoluteFilePath();
    // Reopen with Encoding and Open Anyway go to this file, even if it could not be read.
    m_lastOpened = path;
    m_bookOutput = {};
    m_lastEncoding = encoding;
    statusBar()->showMessage(tr("Opening %1…").arg(path.isEmpty() ? tr("the sample") : path));
    m_rules->findFor(path);
    m_text->setRules(m_rules->glossary(), m_rules->cornerQuotes());
    m_text->open(path, encoding, currentConfig());
}

void MainWindow::startConversion()
{
    if (!m_session.hasText() || m_session.isComparing())
        return;
    // Only the beginning is here (its conversion was cancelled): the file is read again.
    if (m_session.stage() == Session::Stage::Preview) {
        m_text->convert(currentConfig());
        return;
    }
    if (m_converted->document()->isModified()) {
        const auto answer = QMessageBox::question(
            this, tr("Convert again"),
            tr("Converting again replaces your edits of the converted text. Go on?"));
        if (answer != QMessageBox::Yes) {
            setConfig(m_session.shown().config);
            return;
        }
    }
    statusBar()->showMessage(tr("Converting…"));
    m_text->convert(currentConfig());
}

void MainWindow::offerToOpenAnyway(const QString &reason)
{
    statusBar()->clearMessage();
    QMessageBox box(QMessageBox::Warning, tr("Bad Bytes in the File"), reason, QMessageBox::Cancel,
                    this);
    box.setInformativeText(tr("Open it anyway, with each bad byte sequence replaced by U+FFFD (�)? "
                              "The file itself stays as it is; Reopen with Encoding tries "
                              "another encoding."));
    QPushButton *open = box.addButton(tr("Open Anyway"), QMessageBox::AcceptRole);
    box.setDefaultButton(open);
    box.exec();
    if (box.clickedButton() == open) {
        statusBar()->showMessage(tr("Opening %1…").arg(m_lastOpened));
        m_text->open(m_lastOpened, m_lastEncoding, currentConfig(), true);
    } else if (!m_session.hasText()) {
        // An empty window helps nobody: the sample, while Reopen with Encoding still means the
        // file that was asked for.
        m_text->open(QString(), QString(), currentConfig());
    }
}

void MainWindow::showFailure(const QString &message)
{
    statusBar()->clearMessage();
    QMessageBox::critical(this, tr("Duizhao"), message);
    // A window with nothing in it helps nobody: fall back to the sample.
    if (!m_session.hasText())
        openFile(QString());
}

// What the window itself says of a text shown (the views have pulled the rest): the status, the
// conversion and the menus that apply to it, the files it remembers.
void MainWindow::showText(const Session::Shown &changes)
{
    const ConversionOutcome &now = m_session.shown();
    if (now.preview) {
        statusBar()->showMessage(tr("Showing the beginning; converting the rest…"));
    } else if (now.explaining) {
        statusBar()->showMessage(
            tr("Every change is shown; sorting them for the review (editing waits for it)…"));
    } else if (!now.rediff || now.comparing) {
        // Shown until the next message: nonsense in the panes needs its reason beside it. (A
        // diff brought up to date after an edit leaves the message of the edit, such as the
        // next span's candidates after a pick.)
        if (now.readWarning.isEmpty())
            statusBar()->clearMessage();
        else
            statusBar()->showMessage(now.readWarning);
    }
    const bool comparing = m_session.isComparing();
    if (changes.newSource && !comparing) {
        if (!now.path.isEmpty())
            m_recentMenu->add(QFileInfo(now.path).absoluteFilePath());
        if (!m_bookOutput.output.isEmpty() && now.path == m_bookOutput.chapter) {
            TextFormat format = now.format;
            if (!m_bookOutput.encoding.isEmpty()) {
                const TextEncoding::Choice choice =
                    TextEncoding::fromUserName(m_bookOutput.encoding);
                format.encoding = choice.encoding;
                format.bom = choice.bom;
            }
            m_session.setSaveTarget(m_bookOutput.output, format);
            m_textView->showHeaders();
        }
    }
    if (changes.newConverted && !comparing)
        setConfig(now.config);
    updateTitle();
    // Two editions are normalized as the Compare menu says (and their headers show): the
    // conversion box has nothing to say, and reviewing, being about a conversion, is put away.
    for (QAction *action : m_configActions)
        action->setVisible(!comparing);
    m_reviewMenu->menuAction()->setEnabled(!comparing);
    m_reviewDock->setVisible(!comparing && m_reviewPanelWanted);
    m_review->setOutcome(now);
    if (now.carriedEdits) {
        // The edits carried over are the user's still: not saved yet.
        m_converted->document()->setModified(now.keptEdits > 0);
        const QString reviews = tr("%n review(s) kept.", nullptr, m_review->adoptedReviews());
        statusBar()->showMessage(
            now.keptEdits + now.droppedEdits == 0
                ? tr("Converted again with the new rules; %1").arg(reviews)
                : tr("Converted again with the new rules: %1 %2 %3")
                      .arg(tr("%n of your edits kept,", nullptr, now.keptEdits),
                           tr("%n gave way to the rules;", nullptr, now.droppedEdits), reviews),
            10000);
    }
    updateModified();
    m_changes->setDiff(now.diff, changes.explainsShown);
    m_chapters->followText();
}

void MainWindow::compareFiles(const QString &first, const QString &second)
{
    statusBar()->showMessage(tr("Comparing %1 with %2…").arg(first, second));
    m_text->compare(QFileInfo(first).absoluteFilePath(), QFileInfo(second).absoluteFilePath());
}

void MainWindow::setCompareSettings(const CompareSettings &settings)
{
    m_compareMenu->setSettings(settings);
    compareAgain();
}

CompareSettings MainWindow::compareSettings() const
{
    return m_compareMenu->settings();
}

void MainWindow::compareAgain()
{
    m_text->setCompareSettings(compareSettings());
    if (!m_session.isComparing())
        return;
    // Shown as compared, or to be: the editions are read again from their files (the panes do
    // not hold them as they are).
    if (m_session.showsCompared() || compareSettings().showCompared) {
        if (!maybeSave()) {
            CompareSettings settings = compareSettings();
            settings.showCompared = m_session.showsCompared();
            m_compareMenu->setSettings(settings);
            return;
        }
        compareFiles(m_session.side(DiffSide::A).path, m_session.side(DiffSide::B).path);
        return;
    }
    statusBar()->showMessage(tr("Comparing again…"));
    m_text->rediff();
}

void MainWindow::nextChange()
{
    m_changes->next();
}

void MainWindow::previousChange()
{
    m_changes->previous();
}

int MainWindow::currentChange() const
{
    return m_changes->current();
}

QString MainWindow::statusText() const
{
    return m_changeStatus->changeText();
}

void MainWindow::updateStatus()
{
    m_changeStatus->setChanges(m_session.shown().diff, m_changes->current(),
                               m_session.shown().userEdits, m_review->standingFixes());
}

// The title's mark of unsaved edits, from the documents the panes show now (a new conversion
// brings a document of its own, which emits no change of its state).
void MainWindow::updateModified()
{
    setWindowModified(m_converted->document()->isModified() ||
                      (m_session.isComparing() && m_original->document()->isModified()));
}

void MainWindow::updateTitle()
{
    const QString first = m_session.side(DiffSide::A).path;
    QString name = first.isEmpty() ? tr("Sample") : QFileInfo(first).fileName();
    if (m_session.isComparing())
        name = tr("%1 ↔ %2").arg(name, QFileInfo(m_session.side(DiffSide::B).path).fileName());
    // The application's display name is added by Qt where the platform wants it.
    setWindowTitle(name + QStringLiteral("[*]"));
}

void MainWindow::find(bool backwards)
{
    if (m_findBar->text().isEmpty()) {
        m_findBar->setSide(m_view->lastFocused());
        m_findBar->open();
        return;
    }
    if (!m_findBar->find(backwards))
        statusBar()->showMessage(tr("Not found: %1").arg(m_findBar->text()), 4000);
}

// Edit → Go to Line: the paragraph of that number, at the top of both panes (lines are numbered
// as in the panes' margins, a paragraph each).
void MainWindow::goToLine()
{
    DiffPane *pane = m_view->pane(m_view->lastFocused());
    bool ok = false;
    const int line =
        QInputDialog::getInt(this, tr("Go to Line"), tr("Line (1 to %1):").arg(pane->blockCount()),
                             pane->textCursor().blockNumber() + 1, 1, pane->blockCount(), 1, &ok);
    if (!ok)
        return;
    QTextCursor cursor(pane->document()->findBlockByNumber(line - 1));
    pane->setTextCursor(cursor);
    pane->scrollToBlock(line - 1, 0);
    m_view->followScroll(m_view->lastFocused());
    pane->setFocus();
}

bool MainWindow::saveTo(const QString &path)
{
    return m_saving->saveTo(path);
}

bool MainWindow::maybeSave()
{
    return m_saving->maybeSave();
}

void MainWindow::closeEvent(QCloseEvent *event)
{
    if (!maybeSave()) {
        event->ignore();
        return;
    }
    // Files converted so far stay; the one being written is not left half-written.
    if (m_bookDialog && m_bookDialog->isRunning() &&
        QMessageBox::question(this, tr("A Book Is Being Converted"),
                              tr("Stop converting the book and quit? The files converted so far "
                                 "are kept."),
                              QMessageBox::Yes | QMessageBox::No,
                              QMessageBox::No) != QMessageBox::Yes) {
        event->ignore();
        return;
    }
    m_text->cancel();
    m_review->keepReview();
    saveSettings();
    event->accept();
}

void MainWindow::dragEnterEvent(QDragEnterEvent *event)
{
    if (event->mimeData()->hasUrls())
        event->acceptProposedAction();
}

void MainWindow::dropEvent(QDropEvent *event)
{
    const QList<QUrl> urls = event->mimeData()->urls();
    if (urls.isEmpty() || !urls.first().isLocalFile())
        return;
    event->acceptProposedAction();
    QStringList paths;
    for (const QUrl &url : urls)
        paths << url.toLocalFile();
    if (BookConversion::isBook(paths)) {
        showBookDialog(paths);
        return;
    }
    if (!maybeSave())
        return;
    // Two files dropped together are two editions to compare.
    if (urls.size() == 2 && urls.last().isLocalFile())
        compareFiles(urls.first().toLocalFile(), urls.last().toLocalFile());
    else
        openFile(urls.first().toLocalFile());
}

BookDialog *MainWindow::showBookDialog(const QStringList &paths)
{
    if (!m_bookDialog) {
        m_bookDialog = new BookDialog(m_converters, currentConfig(), this);
        m_bookDialog->setObjectName(QStringLiteral("bookDialog"));
        m_bookDialog->setAttribute(Qt::WA_DeleteOnClose);
        connect(m_bookDialog, &BookDialog::openRequested, this,
                [this](const QString &path, const QString &config, const QString &output,
                       const QString &encoding, bool fixLikely) {
                    if (!maybeSave())
                        return;
                    setConfig(config);
                    // The chapter shows, and is saved, as the book's conversion wrote it.
                    if (fixLikely)
                        m_reviewActions->fixLikelyMistakes();
                    openFile(path);
                    // Saved where the book's conversion is, not beside the book's chapter.
                    m_bookOutput = {m_lastOpened, output, encoding};
                    raise();
                    activateWindow();
                });
    }
    m_bookDialog->addPaths(paths);
    m_bookDialog->show();
    m_bookDialog->raise();
    m_bookDialog->activateWindow();
    return m_bookDialog;
}

void MainWindow::showPreferences()
{
    if (!PreferencesDialog::changeAndAskToRestart(this))
        return;
    // The same text again: the file or the two editions, or the sample.
    QStringList arguments;
    if (!m_session.side(DiffSide::A).path.isEmpty())
        arguments << m_session.side(DiffSide::A).path;
    if (m_session.isComparing())
        arguments << m_session.side(DiffSide::B).path;
    if (close())
        QProcess::startDetached(QCoreApplication::applicationFilePath(), arguments);
}

} // namespace duizhao
