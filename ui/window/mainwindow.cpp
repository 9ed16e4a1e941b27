// SPDX-License-Identifier: GPL-3.0-or-later
#include "window/mainwindow.h"

#include "books/bookchapters.h"
#include "core/conversion/convertercache.h"
#include "dialogs/preferencesdialog.h"
#include "document/bookrules.h"
#include "document/namesmodel.h"
#include "document/opentext.h"
#include "document/session.h"
#include "document/settings.h"
#include "panes/changenavigator.h"
#include "panes/diffpane.h"
#include "panes/findbar.h"
#include "panes/opentextview.h"
#include "panes/overviewstrip.h"
#include "panes/sidebysideview.h"
#include "review/namesview.h"
#include "review/reviewactions.h"
#include "review/reviewcontroller.h"
#include "review/reviewdock.h"
#include "review/reviewpanel.h"
#include "window/changestatus.h"
#include "window/comparemenu.h"
#include "window/conversionchoice.h"
#include "window/editmenu.h"
#include "window/endingsignals.h"
#include "window/filemenu.h"
#include "window/helpmenu.h"
#include "window/jobprogress.h"
#include "window/opencommands.h"
#include "window/recentfilesmenu.h"
#include "window/savecommands.h"
#include "window/saveformatchoice.h"
#include "window/statusmessages.h"

#include <QAction>
#include <QCloseEvent>
#include <QComboBox>
#include <QDockWidget>
#include <QDragEnterEvent>
#include <QFileInfo>
#include <QLabel>
#include <QMenuBar>
#include <QMimeData>
#include <QProcess>
#include <QScreen>
#include <QStatusBar>
#include <QToolBar>
#include <QVBoxLayout>

#include <algorithm>

namespace duizhao {

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
    m_opening =
        new OpenCommands({m_converters, m_text, m_rules, m_conversion, m_chapters, m_reviewActions,
                          [this] {
                              return maybeSave();
                          }},
                         this);
    connect(m_opening, &OpenCommands::message, statusBar(),
            [this](const QString &text) { statusBar()->showMessage(text); });

    connect(m_textView, &OpenTextView::textShown, this, &MainWindow::showText);
    connect(m_text, &OpenText::cancelled, m_review, [this](Session::Stage stage) {
        // The whole text is there, only not sorted for the review: it can be edited.
        if (stage == Session::Stage::Explaining)
            m_review->setExplainingCancelled();
    });
    m_messages = new StatusMessages(m_text, statusBar(), this);

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
    connect(m_textView, &OpenTextView::asideLineEntered, this, &MainWindow::showMessage);
    m_changes = new ChangeNavigator(m_view, this);
    connect(m_changes, &ChangeNavigator::currentChanged, this, &MainWindow::updateStatus);
    for (DiffPane *pane : {m_original, m_converted})
        connect(pane, &QPlainTextEdit::modificationChanged, this, &MainWindow::updateModified);
}

void MainWindow::createReview()
{
    m_reviewPanel = new ReviewPanel;
    m_reviewDock = new ReviewDock(tr("Review"), m_reviewPanel, ReviewDock::Content::Scrolled, this);
    m_reviewDock->setObjectName(QStringLiteral("reviewDock"));
    m_reviewDock->toggleViewAction()->setText(tr("Re&view Panel"));
    addDockWidget(Qt::RightDockWidgetArea, m_reviewDock);
    m_rules = new BookRules(this);
    m_review =
        new ReviewController(&m_session, m_original, m_converted, m_reviewPanel, m_rules, this);
    // The change counter names the change of the span the review's walk went to.
    connect(m_review, &ReviewController::spanShown, m_changes,
            [this](int position) { m_changes->followSelection(DiffSide::B, position); });
    m_reviewActions =
        new ReviewActions(m_review, m_rules, m_original, m_converted, m_reviewPanel, this);
    connect(m_reviewActions, &ReviewActions::message, this, &MainWindow::showMessage);
    connect(m_review, &ReviewController::message, this, [this](const QString &text) {
        m_walkMessage = text;
        showMessage(text);
    });
    m_chapters = new BookChapters(
        m_session, m_review, [this](const QString &path) { return m_opening->openAsking(path); },
        this);
    addDockWidget(Qt::LeftDockWidgetArea, m_chapters->dock());
    connect(m_chapters, &BookChapters::message, this, &MainWindow::showMessage);
    connect(m_chapters, &BookChapters::convertRequested, this,
            [this](const QString &folder) { showBookDialog({folder}); });
    connect(m_review, &ReviewController::reviewChanged, this,
            [this] { m_view->overview()->setReviewedPositions(m_review->reviewedPositions()); });
    connect(m_reviewActions, &ReviewActions::kindsShown, m_view->overview(),
            &OverviewStrip::setVisibleKinds);
    createNames();
}

// The Names list, a tab beside the review panel; counted only while it is shown, for a novel's
// names are read through the whole text.
void MainWindow::createNames()
{
    m_names = new NamesModel(this);
    auto *view = new NamesView(m_names);
    m_namesDock = new ReviewDock(tr("Names"), view, ReviewDock::Content::ScrollsItself, this);
    m_namesDock->setObjectName(QStringLiteral("namesDock"));
    m_namesDock->toggleViewAction()->setText(tr("Name&s"));
    tabifyDockWidget(m_reviewDock, m_namesDock);
    m_reviewDock->raise();
    connect(view, &NamesView::formChosen, this, [this](int row, const QString &form) {
        // The entry is copied: writing the name changes the list.
        const NameEntry name = m_names->entry(row);
        m_reviewActions->writeNameEverywhere(name, form);
    });
    connect(m_review, &ReviewController::reviewChanged, this, &MainWindow::updateNames);
    connect(m_namesDock, &QDockWidget::visibilityChanged, this, [this](bool visible) {
        if (visible)
            updateNames();
    });
}

void MainWindow::updateNames()
{
    if (m_namesDock->isVisible() && !m_namesDock->visibleRegion().isEmpty())
        m_names->setEntries(m_review->names());
}

void MainWindow::showMessage(const QString &text)
{
    statusBar()->showMessage(text, 10000);
}

void MainWindow::setFilter(int filter)
{
    m_reviewActions->filterBox()->setCurrentIndex(filter);
}

void MainWindow::createReviewMenu()
{
    QMenu *review = menuBar()->addMenu(tr("&Review"));
    m_reviewActions->addMenuActions(review, this);
    review->addAction(tr("Convert &Again"), QKeySequence::Refresh, this,
                      [this] { m_opening->convertAgain(); });
    review->addSeparator();
    review->addAction(m_reviewDock->toggleViewAction());
    review->addAction(m_namesDock->toggleViewAction());
    m_reviewMenu = review;
}

void MainWindow::createActions()
{
    auto *saveFormat = new SaveFormatChoice(this);
    m_saving = new SaveCommands(
        m_text, m_view, saveFormat, [this] { return currentConfig(); },
        [this] { return m_review->fixesLikely(); }, this);
    connect(m_saving, &SaveCommands::saved, this, [this](DiffSide side, const QString &message) {
        if (side == DiffSide::B) {
            m_review->textSaved();
            m_review->chaptersSaved(m_text->keptChapters());
        }
        m_textView->showHeaders();
        updateTitle();
        statusBar()->showMessage(message, 5000);
    });
    auto *file = new FileMenu(m_session, m_saving, saveFormat, this);
    menuBar()->addMenu(file);
    m_recentMenu = file->recentFiles();
    connect(file, &FileMenu::openRequested, this, [this](const QString &path) { openFile(path); });
    connect(file, &FileMenu::reopenRequested, this,
            [this](const QString &encoding) { m_opening->reopen(encoding); });
    connect(file, &FileMenu::compareRequested, this, &MainWindow::compareFiles);
    connect(file, &FileMenu::bookFolderRequested, this, &MainWindow::openBook);
    connect(file, &FileMenu::convertBookRequested, this, [this] { showBookDialog({}); });

    auto *edit = new EditMenu(m_session, m_view, m_findBar, this);
    menuBar()->addMenu(edit);
    connect(edit, &EditMenu::preferencesRequested, this, &MainWindow::showPreferences);
    connect(edit, &EditMenu::message, statusBar(), &QStatusBar::showMessage);

    QMenu *view = menuBar()->addMenu(tr("&View"));
    m_view->addViewActions(view);
    view->addSeparator();
    view->addAction(m_chapters->dock()->toggleViewAction());

    QMenu *go = menuBar()->addMenu(tr("&Go"));
    QAction *next = go->addAction(tr("&Next Change"), this, &MainWindow::nextChange);
    next->setShortcuts({QKeySequence(Qt::ALT | Qt::Key_Down), QKeySequence(Qt::Key_F7)});
    next->setIconText(tr("Next"));
    QAction *previous = go->addAction(tr("&Previous Change"), this, &MainWindow::previousChange);
    previous->setIconText(tr("Previous"));
    previous->setShortcuts(
        {QKeySequence(Qt::ALT | Qt::Key_Up), QKeySequence(Qt::SHIFT | Qt::Key_F7)});
    go->addSeparator();
    m_chapters->addGoActions(go);

    m_compareMenu = new CompareMenu(
        m_converters->catalog().available(), m_text, [this] { return maybeSave(); }, this);
    connect(m_compareMenu, &CompareMenu::message, statusBar(),
            [this](const QString &text) { statusBar()->showMessage(text); });
    menuBar()->addMenu(m_compareMenu);
    createReviewMenu();

    menuBar()->addMenu(
        new HelpMenu(this, [this] { return m_converters->catalog().dataDescription(); }));

    QToolBar *toolbar = m_toolbar = addToolBar(tr("Main"));
    toolbar->setObjectName(QStringLiteral("mainToolbar"));
    toolbar->setMovable(false);
    toolbar->addAction(file->openAction());
    toolbar->addAction(file->saveAction());
    toolbar->addSeparator();
    m_conversion = new ConversionChoice(m_converters->catalog().available(), toolbar);
    connect(m_conversion, &ConversionChoice::chosen, this, [this] { m_opening->convertAgain(); });
    // What is shown before the steps through it: in a narrow window (a small screen, a scale
    // factor of 2) the toolbar's end goes into its overflow menu, and the steps are in Go too.
    toolbar->addSeparator();
    toolbar->addWidget(new QLabel(tr(" Show: ")));
    toolbar->addWidget(m_reviewActions->filterBox());
    toolbar->addSeparator();
    toolbar->addAction(previous);
    toolbar->addAction(next);
}

void MainWindow::createStatusBar()
{
    m_changeStatus = new ChangeStatus;
    statusBar()->addWidget(m_changeStatus, 1);
    auto *progress = new JobProgress(controller());
    statusBar()->addPermanentWidget(progress);
    // A message wider than the bar is cut where the bar's room ends, left of the job's progress
    // (a span's explanation in a narrow window): the bar's tooltip then reads it whole.
    connect(statusBar(), &QStatusBar::messageChanged, this,
            [bar = statusBar(), progress](const QString &text) {
                const int room = bar->contentsRect().width() - bar->height() -
                                 (progress->isVisible() ? progress->width() : 0);
                bar->setToolTip(bar->fontMetrics().horizontalAdvance(text) > room ? text
                                                                                  : QString());
            });
}

void MainWindow::loadSettings()
{
    const Settings settings;
    if (!restoreGeometry(settings.windowGeometry()))
        resize(1280, 800);
    fitToScreen();
    restoreState(settings.windowState());
    // The state of a window closed on a book has its chapters shown; a book shows them again.
    m_chapters->dock()->hide();
    m_reviewDock->setWanted(settings.reviewPanel());
    m_namesDock->setWanted(settings.namesPanel());
    m_view->restoreSettings(settings);
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
    fitToolbar();
}

// A toolbar does not shrink what it holds, it hides what does not fit: the boxes are made as wide
// as the window leaves room for, whole titles in a wide one, their start in a narrow one (a small
// screen, a scale factor of 2), where the conversion and the filter stay in sight.
void MainWindow::fitToolbar()
{
    const int characters = width() >= 1200 ? 44 : width() >= 900 ? 28 : 10;
    if (characters == m_toolbarTitles)
        return;
    m_toolbarTitles = characters;
    for (QComboBox *box : {m_conversion->box(), m_reviewActions->filterBox()}) {
        box->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
        box->setMinimumContentsLength(characters);
        // Qt 6.4's combo box keeps the minimum size it first worked out: set it as wide as asked.
        box->setMinimumWidth(box->sizeHint().width());
    }
    m_toolbar->layout()->invalidate();
}

void MainWindow::saveSettings() const
{
    Settings settings;
    settings.setWindowGeometry(saveGeometry());
    settings.setWindowState(saveState());
    settings.setReviewPanel(m_reviewDock->isWanted());
    settings.setNamesPanel(m_namesDock->isWanted());
    m_view->saveSettings(settings);
    settings.setConfig(currentConfig());
    settings.setReviewFilter(m_reviewActions->filterBox()->currentIndex());
    settings.setCompareSettings(compareSettings());
    settings.setCornerQuotes(m_rules->cornerQuotes());
}

QString MainWindow::currentConfig() const
{
    return m_conversion->config();
}

void MainWindow::setConfig(const QString &config)
{
    m_conversion->setConfig(config);
}

void MainWindow::openBook(const QString &folder)
{
    m_opening->openBook(folder);
}

void MainWindow::openFile(const QString &path, const QString &encoding)
{
    m_opening->open(path, encoding);
}

// What the window itself says of a text shown (the views have pulled the rest): the status, the
// conversion and the menus that apply to it, the files it remembers.
void MainWindow::showText(const Session::Shown &changes)
{
    const ConversionOutcome &now = m_session.shown();
    // Two editions are no conversion: no file to remember as opened, no conversion to choose.
    const bool conversion = !m_session.isComparing();
    if (changes.newConverted && conversion)
        setConfig(now.config);
    updateTitle();
    // Two editions are normalized as the Compare menu says (and their headers show): the
    // conversion box has nothing to say, and reviewing, being about a conversion, is put away.
    m_conversion->setVisible(conversion);
    m_reviewMenu->menuAction()->setEnabled(conversion);
    m_reviewDock->setApplies(conversion);
    m_namesDock->setApplies(conversion);
    m_messages->showStage();
    m_review->setOutcome(now);
    // The edits carried over a conversion with new rules are the user's still: not saved yet.
    // A chapter returned to is as unsaved as it was left.
    if (now.carriedEdits)
        m_converted->document()->setModified(now.returnsToChapter
                                                 ? m_text->keptChapters().hasUnsavedEdits(now.path)
                                                 : now.keptEdits > 0);
    m_messages->showCarriedEdits(m_review->adoptedReviews(), m_review->ownEdits());
    updateModified();
    m_changes->setDiff(now.diff, changes.explainsShown);
    m_chapters->followText();
    if (changes.newSource && conversion && !now.path.isEmpty())
        rememberOpened(now.path);
}

// A book's chapter is remembered as its book, which opens again at that chapter: the recent
// files name books and files, never a book's chapters. Kept at once, not when the window closes:
// a window that never closes cleanly (a crash, the end of the session) keeps its files, and
// another window's stay on the list.
void MainWindow::rememberOpened(const QString &path)
{
    const Book &book = m_chapters->book();
    const bool chapter = book.isOpen() && book.chapterOf(path);
    Settings settings;
    if (chapter)
        settings.setLastChapter(book.folder(), path);
    m_recentMenu->setFiles(settings.recentFiles());
    m_recentMenu->add(chapter ? book.folder() : QFileInfo(path).absoluteFilePath());
    settings.setRecentFiles(m_recentMenu->files());
}

void MainWindow::compareFiles(const QString &first, const QString &second)
{
    m_opening->compare(first, second);
}

void MainWindow::setCompareSettings(const CompareSettings &settings)
{
    m_compareMenu->setSettings(settings);
}

CompareSettings MainWindow::compareSettings() const
{
    return m_compareMenu->settings();
}

void MainWindow::nextChange()
{
    clearWalkMessage();
    m_changes->next();
}

void MainWindow::previousChange()
{
    clearWalkMessage();
    m_changes->previous();
}

// What the walk by risk said (nothing to review, a span's keys) says nothing of the change walked
// to, and would hide its counter; a warning about the text or a stage of its work stays.
void MainWindow::clearWalkMessage()
{
    if (!m_walkMessage.isEmpty() && statusBar()->currentMessage() == m_walkMessage)
        statusBar()->clearMessage();
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
// brings a document of its own, which emits no change of its state) and a book's kept chapters.
void MainWindow::updateModified()
{
    setWindowModified(m_converted->document()->isModified() ||
                      m_original->document()->isModified() ||
                      m_text->keptChapters().hasUnsavedEdits());
    m_chapters->markUnsaved([this](const QString &chapter) {
        return chapter == m_session.side(DiffSide::A).path
                   ? m_converted->document()->isModified()
                   : m_text->keptChapters().hasUnsavedEdits(chapter);
    });
}

void MainWindow::updateTitle()
{
    // The application's display name is added by Qt where the platform wants it.
    setWindowTitle(m_session.title() + QStringLiteral("[*]"));
    updateModified();
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
    if (!maybeSave() || !m_opening->mayClose()) {
        event->ignore();
        return;
    }
    m_text->cancel();
    m_review->giveUpUnsavedEdits(); // saved, or discarded when asked
    m_review->keepReview();
    saveSettings();
    event->accept();
}

void MainWindow::keepOnEndingSignals()
{
    if (const EndingSignals *ending = EndingSignals::install())
        connect(ending, &EndingSignals::arrived, this, [this](int signal) {
            m_text->cancel();
            m_review->keepForEnding(); // with the edits not saved, as no one can be asked
            saveSettings();
            Q_EMIT keptForEnding(128 + signal);
        });
}

void MainWindow::dragEnterEvent(QDragEnterEvent *event)
{
    // Files only: a web page's link would come to nothing, so the pointer says so before the drop.
    const QList<QUrl> urls = event->mimeData()->urls();
    if (std::any_of(urls.cbegin(), urls.cend(), [](const QUrl &url) { return url.isLocalFile(); }))
        event->acceptProposedAction();
}

void MainWindow::dropEvent(QDropEvent *event)
{
    QStringList paths;
    for (const QUrl &url : event->mimeData()->urls()) {
        if (url.isLocalFile())
            paths << url.toLocalFile();
    }
    if (paths.isEmpty())
        return;
    event->acceptProposedAction();
    // Opened once the drop is over: a question or an error asked from within it would hold the
    // program the files came from (a file manager) until it is answered.
    QMetaObject::invokeMethod(
        this, [this, paths] { m_opening->openDropped(paths); }, Qt::QueuedConnection);
}

BookDialog *MainWindow::showBookDialog(const QStringList &paths)
{
    return m_opening->showBookDialog(paths);
}

void MainWindow::showPreferences()
{
    if (!PreferencesDialog::changeAndAskToRestart(this))
        return;
    // The same text again: the file or the two editions, or the sample.
    const QStringList arguments = m_session.openedFiles();
    if (close())
        QProcess::startDetached(QCoreApplication::applicationFilePath(), arguments);
}

} // namespace duizhao
