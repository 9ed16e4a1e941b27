// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/books/epub/epubarchive.h"
#include "core/books/epub/epubbook.h"
#include "core/conversion/converter.h"
#include "core/conversion/glossary.h"
#include "core/review/savedreview.h"
#include "core/text/textencoding.h"
#include "core/text/textfile.h"
#include "dialogs/preferencesdialog.h"
#include "document/bookrules.h"
#include "document/namesmodel.h"
#include "document/settings.h"
#include "epubtestsupport.h"
#include "panes/diffpane.h"
#include "panes/elidedlabel.h"
#include "panes/overviewstrip.h"
#include "panes/sidebysideview.h"
#include "review/namesview.h"
#include "review/reviewcontroller.h"
#include "review/reviewpanel.h"
#include "testsupport.h"
#include "window/helpmenu.h"
#include "window/mainwindow.h"
#include "window/recentfilesmenu.h"
#include "windowtestsupport.h"

#include <QAbstractButton>
#include <QApplication>
#include <QCheckBox>
#include <QClipboard>
#include <QComboBox>
#include <QDockWidget>
#include <QFileDialog>
#include <QFontDatabase>
#include <QInputDialog>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QMenu>
#include <QMenuBar>
#include <QMessageBox>
#include <QMimeData>
#include <QPushButton>
#include <QScreen>
#include <QScrollArea>
#include <QScrollBar>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QStatusBar>
#include <QStringEncoder>
#include <QTemporaryDir>
#include <QTextBlock>
#include <QTextBrowser>
#include <QTimer>
#include <QTreeView>
#include <QWheelEvent>

#include <csignal>

using namespace duizhao;
using namespace duizhao::testing;

namespace {

constexpr qsizetype MB = 1024 * 1024;

// Ctrl+wheel over a pane, by whole notches.
void zoomByWheel(DiffPane *pane, int notches)
{
    QWheelEvent wheel(QPointF(10, 10), QPointF(10, 10), QPoint(), QPoint(0, 120 * notches),
                      Qt::NoButton, Qt::ControlModifier, Qt::NoScrollPhase, false);
    QCoreApplication::sendEvent(pane->viewport(), &wheel);
}

// File → Reopen with Encoding's entry for an encoding (Save Encoding's are checkable).
QAction *reopenAction(QWidget *window, const QString &encoding)
{
    for (QAction *action : window->findChildren<QAction *>()) {
        if (action->text() == encoding && !action->isCheckable())
            return action;
    }
    return nullptr;
}

} // namespace

class TestMainWindow : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void init();
    void cleanup();
    void sampleWithoutFile();
    void openChapterHighlightsBothPanes();
    void aLineHasNoLineEndingsToTell();
    void dropOpensFile();
    void folderOpensAsABookOfChapters();
    void anEpubOpensAsABookAndSavesWhole();
    void chapterListOpensOnAClickAndMarksEdits();
    void aBookSavedFromAnotherChapterKeepsItsPicksSaved();
    void aChapterThatDoesNotOpenLeavesTheListOnTheOneShown();
    void aChapterThatDoesNotReadIsSavedUnconvertedWhenAsked();
    void aBookSavedWithFixesIsFixedWhole();
    void aBooksNamesSpeakInEveryChapter();
    void aChapterWritesANameAsItsBookDoes();
    void aNameIsWrittenOneWayEverywhere();
    void attributesAreSetApartFromTheText();
    void recentFilesNameTheBook();
    void aBookOfLongChaptersSavesWhateverThePool_data();
    void aBookOfLongChaptersSavesWhateverThePool();
    void saveWritesWhatTheConversionWrites_data();
    void saveWritesWhatTheConversionWrites();
    void navigationOrder();
    void scrollingKeepsPanesTogether_data();
    void scrollingKeepsPanesTogether();
    void keyboardScrollingKeepsPanesTogether_data();
    void keyboardScrollingKeepsPanesTogether();
    void anEditThatSplitsAParagraphKeepsThePanesLevel();
    void overviewStripJumps_data();
    void overviewStripJumps();
    void counterpartFollowsCursor();
    void oneLongParagraph();
    void relativePathsBecomeAbsolute();
    void badBytesCanBeOpenedAnyway();
    void reopenAppliesToTheFileThatFailed();
    void aFileOfNoEncodingKnownIsReopenedAsNamed();
    void aSaveItsEncodingCannotHoldOffersUtf8_data();
    void aSaveItsEncodingCannotHoldOffersUtf8();
    void findInFocusedPane();
    void goToLine();
    void fontFollowsTheScript();
    void zoomAppliesToBothPanes();
    void settingsPersist();
    void aSignalEndingTheWindowKeepsWhatClosingKeeps();
    void windowFitsTheScreen();
    void editSaveReadBack();
    void saveAsAsksOnceBeforeReplacingAFile();
    void changingConfigReconverts();
    void cancelLongConversion();
    void previewComesFirstReadOnly();
    void cancelledExplanationLeavesTheTextEditable();
    void convertingAfterCancelledPreviewTakesWholeFile();
    void wrongForcedEncodingIsWarned();
    void helpListsShortcutsAndTheGuide();
    void editMenuCopiesAndPastesInThePaneWorkedIn();
    void undoFollowsTheTextConvertedAgain();
    void aMessageCutByTheStatusBarIsItsTooltip();
    void encodingsAreNamedAlike();
    void aboutNamesTheVersions();
    void openccDataPreference();

private:
    bool waitForConversion();
    // A test chapter repeated into a text of at least the given size; the path, empty on failure.
    QString writeNovel(const char *chapterPrefix, qsizetype bytes, const QString &name);
    std::unique_ptr<MainWindow> m_window;
    std::unique_ptr<JobWatch> m_jobs; // made after the window, gone before it
    QTemporaryDir m_dir;
};

void TestMainWindow::initTestCase()
{
    useTestSettings("tst_mainwindow");
}

void TestMainWindow::init()
{
    m_jobs.reset();
    m_window = std::make_unique<MainWindow>();
    m_jobs = std::make_unique<JobWatch>(*m_window);
    m_window->resize(900, 400);
    m_window->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
}

void TestMainWindow::cleanup()
{
    m_window->convertedPane()->document()->setModified(false);
    m_jobs.reset();
    m_window.reset();
}

QString TestMainWindow::writeNovel(const char *chapterPrefix, qsizetype bytes, const QString &name)
{
    const QByteArray novel = repeatedTo(readAll(chapterFile(chapterPrefix)), bytes);
    const QString path = m_dir.filePath(name);
    return !novel.isEmpty() && writeAll(path, novel) ? path : QString();
}

bool TestMainWindow::waitForConversion()
{
    return m_jobs->wait();
}

void TestMainWindow::sampleWithoutFile()
{
    // Nothing is said of a conversion before there is one.
    QCOMPARE(m_window->reviewPanel()->progressText(), QStringLiteral("No text is open."));
    m_window->openFile(QString());
    QVERIFY(waitForConversion());
    QVERIFY2(m_window->reviewPanel()->progressText().contains(QStringLiteral("decisions reviewed")),
             qPrintable(m_window->reviewPanel()->progressText()));
    const QString converted = m_window->convertedPane()->toPlainText();
    QVERIFY(converted.contains(QStringLiteral("黃髮垂髫")));
    QVERIFY(converted.contains(QStringLiteral("鹹來問訊"))); // OpenCC's wrong pick, for review
    QCOMPARE(m_window->windowTitle(), QStringLiteral("Sample[*]"));
}

void TestMainWindow::openChapterHighlightsBothPanes()
{
    QSignalSpy finished(m_window->controller(), &ConversionController::conversionFinished);
    m_window->openFile(chapterFile("000"));
    QVERIFY(finished.wait(WaitBound));
    QCOMPARE(m_window->currentConfig(), QStringLiteral("s2t"));
    const QString original = m_window->originalPane()->toPlainText();
    const QString converted = m_window->convertedPane()->toPlainText();
    QCOMPARE(converted.toUtf8(), runOpenccTool(QStringLiteral("s2t"), chapterFile("000")));

    const auto &left = m_window->originalPane()->highlights();
    const auto &right = m_window->convertedPane()->highlights();
    // A highlight for every one of the 415 changed characters, and one for every ambiguous
    // character that OpenCC left as it was (只 stays 只, yet could be 隻).
    QCOMPARE(left.size(), right.size());
    int changed = 0;
    for (size_t i = 0; i < left.size(); ++i) {
        QCOMPARE(left[i].length, 1);
        QCOMPARE(left[i].tag, right[i].tag);
        QCOMPARE(left[i].kind, right[i].kind);
        const auto category = SpanCategory(left[i].kind);
        if (original.at(left[i].position) != converted.at(right[i].position))
            ++changed;
        else
            QVERIFY(category == SpanCategory::Ambiguous || category == SpanCategory::Phrase);
    }
    QCOMPARE(changed, 415);
    QVERIFY(left.size() > 415);
    // The first change of the chapter: 黄河 → 黃河 in its title.
    QCOMPARE(original.mid(left[0].position, 1), QStringLiteral("黄"));
    QCOMPARE(converted.mid(right[0].position, 1), QStringLiteral("黃"));
    QVERIFY(m_window->statusText().contains(QStringLiteral("415 changes")));
}

void TestMainWindow::folderOpensAsABookOfChapters()
{
    QTemporaryDir book;
    QVERIFY(QFile::copy(chapterFile("000"), book.filePath(QStringLiteral("第1章.txt"))));
    QVERIFY(QFile::copy(chapterFile("004"), book.filePath(QStringLiteral("第2章.txt"))));
    m_window->openFile(book.path());
    QVERIFY(waitForConversion());
    auto *list = m_window->findChild<QListWidget *>(QStringLiteral("chapterList"));
    QVERIFY(list);
    QVERIFY(list->isVisible());
    QCOMPARE(list->count(), 2);
    QCOMPARE(list->currentRow(), 0);
    const QString first = book.filePath(QStringLiteral("第1章.txt"));
    QCOMPARE(m_window->outcome().path, first);

    // The walk by risk, past the chapter's last span, goes on into the next chapter, at its
    // riskiest span.
    ReviewController *review = m_window->review();
    review->goToPreviousSpan(); // from none: the least risky, the last of the walk
    QVERIFY(review->currentSpan() >= 0);
    QCOMPARE(m_window->outcome().path, first);
    review->goToNextSpan();
    QVERIFY(waitForConversion());
    QCOMPARE(m_window->outcome().path, book.filePath(QStringLiteral("第2章.txt")));
    QCOMPARE(list->currentRow(), 1);
    QVERIFY(review->currentSpan() >= 0);
    const ExplainedSpan &riskiest =
        review->review().explanation()->spans[size_t(review->currentSpan())];
    for (const ExplainedSpan &span : review->review().explanation()->spans)
        QVERIFY(!span.isRiskierThan(riskiest) || !span.isDecision());

    // Go → Previous Chapter, and a file from elsewhere puts the book away.
    triggerAction(m_window.get(), QKeySequence(Qt::CTRL | Qt::Key_PageUp));
    QVERIFY(waitForConversion());
    QCOMPARE(m_window->outcome().path, first);
    QCOMPARE(list->currentRow(), 0);
    m_window->openFile(chapterFile("003"));
    QVERIFY(waitForConversion());
    QVERIFY(!list->isVisible());
    QCOMPARE(list->count(), 0);
}

// An EPUB opens as a book of its chapters, titled by its table of contents; an edit made in one
// chapter stays with the book while another is read, and Save writes the whole book.
void TestMainWindow::anEpubOpensAsABookAndSavesWhole()
{
    const QString book =
        epub::writeZip(m_dir.filePath(QStringLiteral("书.epub")), epub::book(3, true));
    QVERIFY(!book.isEmpty());
    m_window->openFile(book);
    QVERIFY(waitForConversion());
    auto *list = m_window->findChild<QListWidget *>(QStringLiteral("chapterList"));
    QVERIFY(list && list->isVisible());
    QCOMPARE(list->count(), 3);
    QCOMPARE(list->item(0)->text(), QStringLiteral("第一章 头发"));
    QCOMPARE(m_window->outcome().path,
             EpubBook::chapterPath(book, QStringLiteral("OEBPS/Text/章1.xhtml")));
    QVERIFY(m_window->originalPane()->toPlainText().startsWith(QStringLiteral("第1章\n")));
    const auto *header = m_window->findChild<ElidedLabel *>(QStringLiteral("originalHeader"));
    QVERIFY2(header->fullText().contains(QStringLiteral("OEBPS/Text/章1.xhtml in 书.epub")),
             qPrintable(header->fullText()));

    QTextCursor cursor(m_window->convertedPane()->document());
    cursor.insertText(QStringLiteral("【校】"));
    QVERIFY(waitForConversion()); // the debounced diff of the edit
    // On to the next chapter without a question: the edit is kept with the book.
    triggerAction(m_window.get(), QKeySequence(Qt::CTRL | Qt::Key_PageDown));
    QVERIFY(waitForConversion());
    QCOMPARE(list->currentRow(), 1);
    QVERIFY(m_window->isWindowModified()); // the book's edits are not saved
    const QString second = m_window->convertedPane()->toPlainText();

    const QString output = m_dir.filePath(QStringLiteral("书.zh-Hant.epub"));
    QVERIFY(m_window->saveTo(output));
    QVERIFY(!m_window->isWindowModified());
    // The chapter shown was only looked at: the first alone is written as it reads here.
    QVERIFY2(m_window->statusBar()->currentMessage().endsWith(
                 QStringLiteral(": 1 chapter as it reads here, the others as converted.")),
             qPrintable(m_window->statusBar()->currentMessage()));
    QString error;
    const std::optional<EpubBook> saved = EpubBook::open(output, &error);
    QVERIFY2(saved, qPrintable(error));
    QVERIFY(saved->read(0, &error)->text().startsWith(QStringLiteral("【校】第1章\n")));
    QCOMPARE(saved->read(1, &error)->text(), second);
    // The third, never opened, converted as the window converts.
    QVERIFY(saved->read(2, &error)->text().startsWith(QStringLiteral("第3章\n第十二章　夜渡黃河")));

    // Saved once, the book saves there again from any of its chapters without a question.
    triggerAction(m_window.get(), QKeySequence(Qt::CTRL | Qt::Key_PageDown));
    QVERIFY(waitForConversion());
    QCOMPARE(list->currentRow(), 2);
    QTextCursor(m_window->convertedPane()->document()).insertText(QStringLiteral("【再校】"));
    QVERIFY(waitForConversion());
    QString asked;
    QTimer::singleShot(0, this, [&asked] {
        if (QWidget *modal = QApplication::activeModalWidget()) {
            asked = modal->windowTitle();
            modal->close();
        }
    });
    triggerAction(m_window.get(), QKeySequence::Save);
    QCOMPARE(asked, QString());
    QVERIFY(!m_window->isWindowModified());
    QVERIFY2(m_window->statusBar()->currentMessage().endsWith(
                 QStringLiteral(": 2 chapters as they read here, the others as converted.")),
             qPrintable(m_window->statusBar()->currentMessage()));
    const std::optional<EpubBook> again = EpubBook::open(output, &error);
    QVERIFY2(again, qPrintable(error));
    QVERIFY(again->read(2, &error)->text().startsWith(QStringLiteral("【再校】第3章\n")));
    QVERIFY(again->read(0, &error)->text().startsWith(QStringLiteral("【校】第1章\n")));
}

// A chapter whose XML is broken is marked in the list as the book opens; it says why when chosen,
// and the list goes back to the chapter shown; a walk that went on into it says so once, and ends
// there.
void TestMainWindow::aChapterThatDoesNotOpenLeavesTheListOnTheOneShown()
{
    QList<epub::Entry> entries = epub::book(3, true);
    for (epub::Entry &entry : entries) {
        if (entry.name == QStringLiteral("OEBPS/Text/章2.xhtml"))
            entry.bytes.replace("</p>", "</b>");
    }
    const QString book = epub::writeZip(m_dir.filePath(QStringLiteral("断.epub")), entries);
    QVERIFY(!book.isEmpty());
    m_window->openFile(book);
    QVERIFY(waitForConversion());
    const QString first = m_window->outcome().path;
    auto *list = m_window->findChild<QListWidget *>(QStringLiteral("chapterList"));
    QCOMPARE(list->currentRow(), 0);
    // Marked in the list before it is chosen, with why.
    QTRY_VERIFY_WITH_TIMEOUT(!list->item(1)->icon().isNull(), WaitBound);
    QVERIFY2(list->item(1)->toolTip().contains(QStringLiteral("OEBPS/Text/章2.xhtml, line ")),
             qPrintable(list->item(1)->toolTip()));
    QVERIFY(list->item(0)->icon().isNull());
    QVERIFY(list->item(2)->icon().isNull());
    QString said;
    int boxes = 0;
    QTimer answer;
    answer.setInterval(20);
    connect(&answer, &QTimer::timeout, this, [&] {
        if (auto *box = qobject_cast<QMessageBox *>(QApplication::activeModalWidget())) {
            said = box->text();
            ++boxes;
            box->accept();
        }
    });
    answer.start();
    QTest::mouseClick(list->viewport(), Qt::LeftButton, {},
                      list->visualItemRect(list->item(1)).center());
    QTRY_COMPARE_WITH_TIMEOUT(boxes, 1, WaitBound);
    QVERIFY2(said.contains(QStringLiteral("章2.xhtml")), qPrintable(said));
    QTRY_COMPARE_WITH_TIMEOUT(list->currentRow(), 0, WaitBound);
    QCOMPARE(m_window->outcome().path, first);

    for (int step = 0; step < 10000 && boxes == 1; ++step) {
        m_window->review()->goToNextSpan();
        QCoreApplication::processEvents();
    }
    QTRY_COMPARE_WITH_TIMEOUT(boxes, 2, WaitBound);
    settleJobs();
    settleJobs();
    answer.stop();
    QCOMPARE(boxes, 2);
    QCOMPARE(list->currentRow(), 0);
    QCOMPARE(m_window->outcome().path, first);
}

// Saving a book with a chapter whose markup does not read asks, naming it, whether it is copied
// unconverted: refused, nothing is written and the edits wait; agreed, the book is written, the
// edits in, the broken chapter byte for byte.
void TestMainWindow::aChapterThatDoesNotReadIsSavedUnconvertedWhenAsked()
{
    QList<epub::Entry> entries = epub::book(3, true);
    QByteArray broken;
    for (epub::Entry &entry : entries) {
        if (entry.name == QStringLiteral("OEBPS/Text/章2.xhtml")) {
            entry.bytes.replace("</p>", "</b>");
            broken = entry.bytes;
        }
    }
    const QString book = epub::writeZip(m_dir.filePath(QStringLiteral("损.epub")), entries);
    QVERIFY(!book.isEmpty());
    m_window->openFile(book);
    QVERIFY(waitForConversion());
    QTextCursor(m_window->convertedPane()->document()).insertText(QStringLiteral("【校】"));
    QVERIFY(waitForConversion());
    const QString output = m_dir.filePath(QStringLiteral("损.zh-Hant.epub"));
    QString asked;
    bool agree = false;
    QTimer answer;
    answer.setInterval(20);
    connect(&answer, &QTimer::timeout, this, [&] {
        auto *box = qobject_cast<QMessageBox *>(QApplication::activeModalWidget());
        if (!box)
            return;
        asked = box->text();
        for (QAbstractButton *button : box->buttons()) {
            if ((box->buttonRole(button) == QMessageBox::AcceptRole) == agree) {
                button->click();
                return;
            }
        }
    });
    answer.start();
    QVERIFY(!m_window->saveTo(output));
    QVERIFY2(asked.contains(QStringLiteral("章2.xhtml")), qPrintable(asked));
    QVERIFY(!QFileInfo::exists(output));
    QVERIFY(m_window->isWindowModified());

    asked.clear();
    agree = true;
    QVERIFY(m_window->saveTo(output));
    answer.stop();
    QVERIFY(!asked.isEmpty());
    QVERIFY(!m_window->isWindowModified());
    QVERIFY2(m_window->statusBar()->currentMessage().contains(QStringLiteral("copied unconverted")),
             qPrintable(m_window->statusBar()->currentMessage()));
    QString error;
    const std::optional<EpubArchive> saved = EpubArchive::open(output, &error);
    QVERIFY2(saved, qPrintable(error));
    QCOMPARE(saved->read(QStringLiteral("OEBPS/Text/章2.xhtml"), &error).value_or(QByteArray()),
             broken);
    QVERIFY(QString::fromUtf8(
                saved->read(QStringLiteral("OEBPS/Text/章1.xhtml"), &error).value_or(QByteArray()))
                .contains(QStringLiteral("【校】第1章")));
}

// A click on a chapter opens it; the chapters with edits not saved are marked until the book is
// saved, and a chapter returned to has its edits back without a word about new rules.
void TestMainWindow::chapterListOpensOnAClickAndMarksEdits()
{
    const QString book =
        epub::writeZip(m_dir.filePath(QStringLiteral("点.epub")), epub::book(3, true));
    QVERIFY(!book.isEmpty());
    m_window->openFile(book);
    QVERIFY(waitForConversion());
    auto *list = m_window->findChild<QListWidget *>(QStringLiteral("chapterList"));
    const QString second = EpubBook::chapterPath(book, QStringLiteral("OEBPS/Text/章2.xhtml"));
    QTest::mouseClick(list->viewport(), Qt::LeftButton, {},
                      list->visualItemRect(list->item(1)).center());
    QVERIFY(waitForConversion());
    QCOMPARE(m_window->outcome().path, second);
    QCOMPARE(list->currentRow(), 1);
    const QString title = list->item(1)->text();
    QVERIFY(!title.startsWith(QStringLiteral("● ")));

    QTextCursor(m_window->convertedPane()->document()).insertText(QStringLiteral("【校】"));
    QVERIFY(waitForConversion());
    QCOMPARE(list->item(1)->text(), QStringLiteral("● ") + title);
    triggerAction(m_window.get(), QKeySequence(Qt::CTRL | Qt::Key_PageDown));
    QVERIFY(waitForConversion());
    QCOMPARE(list->item(1)->text(), QStringLiteral("● ") + title);
    QVERIFY(!list->item(2)->text().startsWith(QStringLiteral("● ")));
    QVERIFY(list->item(1)->toolTip().contains(QStringLiteral("not saved")));

    triggerAction(m_window.get(), QKeySequence(Qt::CTRL | Qt::Key_PageUp));
    QTRY_VERIFY_WITH_TIMEOUT(m_window->outcome().carriedEdits, WaitBound);
    QVERIFY(waitForConversion());
    QVERIFY(m_window->convertedPane()->toPlainText().startsWith(QStringLiteral("【校】")));
    const QString said = m_window->statusBar()->currentMessage();
    QVERIFY2(said.contains(QStringLiteral("Back to this chapter with your 1 edit")),
             qPrintable(said));
    QVERIFY(m_window->isWindowModified());

    QVERIFY(m_window->saveTo(m_dir.filePath(QStringLiteral("点.zh-Hant.epub"))));
    for (int row = 0; row < list->count(); ++row)
        QVERIFY(!list->item(row)->text().startsWith(QStringLiteral("● ")));
    // Saved, the chapter left and returned to is saved still.
    triggerAction(m_window.get(), QKeySequence(Qt::CTRL | Qt::Key_PageDown));
    QVERIFY(waitForConversion());
    triggerAction(m_window.get(), QKeySequence(Qt::CTRL | Qt::Key_PageUp));
    QTRY_VERIFY_WITH_TIMEOUT(m_window->outcome().carriedEdits, WaitBound);
    QVERIFY(waitForConversion());
    QVERIFY(!m_window->isWindowModified());
    QVERIFY(!list->item(1)->text().startsWith(QStringLiteral("● ")));
}

// A book saved while another chapter is shown: the chapter picked in and left is saved too, and the
// book opened again has that chapter's picks back as no edit to save.
void TestMainWindow::aBookSavedFromAnotherChapterKeepsItsPicksSaved()
{
    const QString book =
        epub::writeZip(m_dir.filePath(QStringLiteral("存.epub")), epub::book(3, true));
    QVERIFY(!book.isEmpty());
    const QString second = EpubBook::chapterPath(book, QStringLiteral("OEBPS/Text/章2.xhtml"));
    m_window->openFile(book);
    QVERIFY(waitForConversion());
    triggerAction(m_window.get(), QKeySequence(Qt::CTRL | Qt::Key_PageDown));
    QVERIFY(waitForConversion());
    QCOMPARE(m_window->outcome().path, second);
    ReviewController *review = m_window->review();
    const Explanation *explanation = review->review().explanation();
    QVERIFY(explanation);
    // The first two spans written one way that have another candidate, and that candidate.
    std::vector<std::pair<int, QString>> picks;
    for (size_t at = 0; at < explanation->spans.size() && picks.size() < 2; ++at) {
        const ExplainedSpan &item = explanation->spans[at];
        const QString result = explanation->result.mid(item.resultPosition, item.resultLength);
        for (const QString &candidate : explanation->candidates(item)) {
            if (candidate != result) {
                picks.emplace_back(int(at), candidate);
                break;
            }
        }
    }
    QCOMPARE(picks.size(), size_t(2));
    review->pick(picks[0].first, picks[0].second);
    const QString edited = m_window->convertedPane()->toPlainText();
    QVERIFY(m_window->isWindowModified());

    triggerAction(m_window.get(), QKeySequence(Qt::CTRL | Qt::Key_PageDown));
    QVERIFY(waitForConversion());
    QVERIFY(m_window->saveTo(m_dir.filePath(QStringLiteral("存.zh-Hant.epub"))));

    // Another text, then the book again: nothing of it is kept in the window.
    const QString elsewhere = m_dir.filePath(QStringLiteral("别.txt"));
    QVERIFY(writeAll(elsewhere, "别的\n"));
    m_window->openFile(elsewhere);
    QVERIFY(waitForConversion());
    m_window->openFile(second);
    QVERIFY(waitForConversion());
    QCOMPARE(m_window->outcome().path, second);
    QCOMPARE(m_window->convertedPane()->toPlainText(), edited);
    QVERIFY(!m_window->isWindowModified());

    // Left, returned to and picked in again, then saved from there: it reads as saved again, not
    // as it was when it was left.
    triggerAction(m_window.get(), QKeySequence(Qt::CTRL | Qt::Key_PageDown));
    QVERIFY(waitForConversion());
    triggerAction(m_window.get(), QKeySequence(Qt::CTRL | Qt::Key_PageUp));
    QTRY_VERIFY_WITH_TIMEOUT(m_window->outcome().carriedEdits, WaitBound);
    QVERIFY(waitForConversion());
    QCOMPARE(m_window->outcome().path, second);
    review->pick(picks[1].first, picks[1].second);
    const QString repicked = m_window->convertedPane()->toPlainText();
    QVERIFY(repicked != edited);
    QVERIFY(m_window->saveTo(m_dir.filePath(QStringLiteral("存.zh-Hant.epub"))));
    m_window->openFile(elsewhere);
    QVERIFY(waitForConversion());
    m_window->openFile(second);
    QVERIFY(waitForConversion());
    QCOMPARE(m_window->convertedPane()->toPlainText(), repicked);
    QVERIFY(!m_window->isWindowModified());
}

// With Fix Likely Mistakes on, Save writes every chapter fixed as `duizhao convert --fix-likely`
// writes the book, the chapters never opened too; the chapter open as it reads.
void TestMainWindow::aBookSavedWithFixesIsFixedWhole()
{
    const QString book =
        epub::writeZip(m_dir.filePath(QStringLiteral("修.epub")),
                       epub::bookWithChapter(
                           3, 3, QStringLiteral("<p>他们一起干杯。于郎中姓于，于郎中说好。</p>")));
    QVERIFY(!book.isEmpty());
    QAction *fixLikely = nullptr;
    for (QAction *action : m_window->findChildren<QAction *>()) {
        if (action->text() == QStringLiteral("&Fix Likely Mistakes"))
            fixLikely = action;
    }
    QVERIFY(fixLikely);
    fixLikely->setChecked(true);
    m_window->openFile(book);
    QVERIFY(waitForConversion());
    const QString first = m_window->convertedPane()->toPlainText();
    const QString output = m_dir.filePath(QStringLiteral("修.zh-Hant.epub"));
    QVERIFY(m_window->saveTo(output));
    fixLikely->setChecked(false);
    QString error;
    const std::optional<EpubBook> saved = EpubBook::open(output, &error);
    QVERIFY2(saved, qPrintable(error));
    QCOMPARE(saved->read(0, &error)->text(), first);
    QCOMPARE(saved->read(2, &error)->text(),
             QStringLiteral("第3章\n他們一起乾杯。于郎中姓于，于郎中說好。\n"));
}

// The hero of chapter 1 (陈子于) is named once, alone, in chapter 2, and not in chapter 3: the
// window judges each chapter with the book's names, as the book's conversion does.
void TestMainWindow::aBooksNamesSpeakInEveryChapter()
{
    QTemporaryDir book;
    for (const char *name : {"01_rainy_night.txt", "02_the_old_case.txt"})
        QVERIFY(QFile::copy(namesChapter(name), book.filePath(QString::fromLatin1(name))));
    QVERIFY(writeAll(book.filePath(QStringLiteral("03_dawn.txt")),
                     QStringLiteral("第三章\n天亮了，客栈里的人都走了。\n").toUtf8()));
    m_window->openFile(book.path());
    QVERIFY(waitForConversion());
    triggerAction(m_window.get(), QKeySequence(Qt::CTRL | Qt::Key_PageDown));
    QVERIFY(waitForConversion());
    QCOMPARE(m_window->outcome().path, book.filePath(QStringLiteral("02_the_old_case.txt")));
    // The likely mistake is proposed, to be fixed when asked (Review → Fix Likely Mistakes).
    const Explanation *explanation = m_window->review()->review().explanation();
    QVERIFY(explanation);
    QCOMPARE(explanation->fixes.size(), size_t(1));
    const LikelyFix &fix = explanation->fixes.front();
    QCOMPARE(fix.reason, FixReason::Name);
    QCOMPARE(fix.likely, QStringLiteral("于"));
    QCOMPARE(m_window->originalPane()->toPlainText().mid(
                 explanation->spans[fix.span].sourcePosition - 1, 2),
             QStringLiteral("子于"));

    // The Names list counts the name in the chapter, of the book's times; a chapter that does
    // not write it lists it greyed, as not in this chapter.
    auto *dock = m_window->findChild<QDockWidget *>(QStringLiteral("namesDock"));
    QVERIFY(dock);
    dock->raise();
    const QAbstractItemModel *names = dock->findChild<NamesView *>()->list()->model();
    QTRY_COMPARE_WITH_TIMEOUT(names->rowCount(), 1, WaitBound);
    QCOMPARE(names->index(0, NamesModel::Times).data().toString(), QStringLiteral("1 of 9"));
    QCOMPARE(names->index(0, NamesModel::Written).data().toString(), QStringLiteral("子於"));
    QVERIFY(!names->index(0, NamesModel::Name).data(Qt::ForegroundRole).isValid());
    triggerAction(m_window.get(), QKeySequence(Qt::CTRL | Qt::Key_PageDown));
    QVERIFY(waitForConversion());
    QCOMPARE(m_window->outcome().path, book.filePath(QStringLiteral("03_dawn.txt")));
    QTRY_COMPARE_WITH_TIMEOUT(names->index(0, NamesModel::Times).data().toString(),
                              QStringLiteral("0 of 9"), WaitBound);
    QCOMPARE(names->index(0, NamesModel::Written).data().toString(),
             QStringLiteral("not in this chapter"));
    QCOMPARE(names->index(0, NamesModel::Name).data(Qt::ForegroundRole).value<QBrush>(),
             QGuiApplication::palette().brush(QPalette::Disabled, QPalette::Text));
}

// With Fix Likely Mistakes on, a chapter writes its hero's name as the book does most (周衝), not
// as its own phrases would have it (周沖: 冲走, 冲淡, 冲洗), as the book's conversion writes it.
void TestMainWindow::aChapterWritesANameAsItsBookDoes()
{
    QTemporaryDir book;
    for (const char *name : {"zhou_chong/01_departure.txt", "zhou_chong/02_the_inn.txt"})
        QVERIFY(QFile::copy(namesChapter(name),
                            book.filePath(QFileInfo(QString::fromLatin1(name)).fileName())));
    m_window->review()->setFixLikely(true);
    m_window->openFile(book.path());
    QVERIFY(waitForConversion());
    QCOMPARE(m_window->convertedPane()->toPlainText().count(QStringLiteral("周衝")), 5);
    triggerAction(m_window.get(), QKeySequence(Qt::CTRL | Qt::Key_PageDown));
    QVERIFY(waitForConversion());
    QCOMPARE(m_window->outcome().path, book.filePath(QStringLiteral("02_the_inn.txt")));
    const QString converted = m_window->convertedPane()->toPlainText();
    QCOMPARE(converted.count(QStringLiteral("周衝")), 4);
    QVERIFY2(converted.contains(QStringLiteral("周衝走了過去")), qPrintable(converted));
    // A given name of one character is listed and offered with its surname, as it is read.
    auto *dock = m_window->findChild<QDockWidget *>(QStringLiteral("namesDock"));
    QVERIFY(dock);
    dock->raise();
    auto *view = dock->findChild<NamesView *>();
    const QAbstractItemModel *names = view->list()->model();
    QTRY_COMPARE_WITH_TIMEOUT(names->rowCount(), 1, WaitBound);
    QCOMPARE(names->index(0, NamesModel::Written).data().toString(), QStringLiteral("周衝"));
    QVERIFY2(names->index(0, NamesModel::Others).data().toString().contains(QStringLiteral("周沖")),
             qPrintable(names->index(0, NamesModel::Others).data().toString()));
    const std::unique_ptr<QMenu> menu(view->formsMenu(0, nullptr));
    QVERIFY(actionByText(menu.get(), QStringLiteral("Write 周沖 Everywhere")));
    m_window->review()->setFixLikely(false);
}

// The Names list shows the story's name as the conversion writes it. A form chosen is written in
// every place and kept in the book's glossary, and Edit → Undo takes back both; Redo brings both.
void TestMainWindow::aNameIsWrittenOneWayEverywhere()
{
    QTemporaryDir folder;
    const QString path = folder.filePath(QStringLiteral("01_rainy_night.txt"));
    QVERIFY(QFile::copy(namesChapter("01_rainy_night.txt"), path));
    m_window->openFile(path);
    QVERIFY(waitForConversion());
    auto *dock = m_window->findChild<QDockWidget *>(QStringLiteral("namesDock"));
    QVERIFY(dock);
    dock->raise();
    auto *view = dock->findChild<NamesView *>();
    QVERIFY(view);
    const QAbstractItemModel *names = view->list()->model();
    QTRY_COMPARE_WITH_TIMEOUT(names->rowCount(), 1, WaitBound);
    const auto cell = [&](int column) {
        return names->index(0, column).data().toString();
    };
    QCOMPARE(cell(NamesModel::Name), QStringLiteral("陈子于"));
    QCOMPARE(cell(NamesModel::Times), QStringLiteral("8"));
    QCOMPARE(cell(NamesModel::Written), QStringLiteral("子於"));
    QCOMPARE(cell(NamesModel::Others), QStringLiteral("子于"));

    const std::unique_ptr<QMenu> menu(view->formsMenu(0, nullptr));
    QAction *write = nullptr;
    for (QAction *action : menu->actions()) {
        if (action->text() == QStringLiteral("Write 子于 Everywhere"))
            write = action;
    }
    QVERIFY(write);
    write->trigger();
    const auto converted = [this] {
        return m_window->convertedPane()->toPlainText();
    };
    const QString glossary = Glossary::pathBeside(path);
    QCOMPARE(converted().count(QStringLiteral("子于")), 8);
    QCOMPARE(converted().count(QStringLiteral("子於")), 0);
    QVERIFY(converted().contains(QStringLiteral("終於")));
    QCOMPARE(readUtf8(glossary), QStringLiteral("!子于\n"));
    QTRY_COMPARE_WITH_TIMEOUT(cell(NamesModel::Written), QStringLiteral("子于"), WaitBound);
    QVERIFY(m_window->convertedPane()->document()->isModified());

    // Undone, the glossary the choice created goes too.
    triggerAction(m_window.get(), QKeySequence::Undo);
    QCOMPARE(converted().count(QStringLiteral("子於")), 8);
    QVERIFY(!QFileInfo::exists(glossary));
    QTRY_COMPARE_WITH_TIMEOUT(cell(NamesModel::Written), QStringLiteral("子於"), WaitBound);
    QVERIFY(!m_window->convertedPane()->document()->isModified());

    triggerAction(m_window.get(), QKeySequence::Redo);
    QCOMPARE(converted().count(QStringLiteral("子于")), 8);
    QCOMPARE(readUtf8(glossary), QStringLiteral("!子于\n"));

    // The form chosen is the reviewer's decision: Fix Likely Mistakes turned on and off again
    // leaves it.
    m_window->review()->setFixLikely(true);
    m_window->review()->setFixLikely(false);
    QCOMPARE(converted().count(QStringLiteral("子于")), 8);

    // Opened again, the glossary writes the name; another form changes its rule, and the text is
    // converted again with it.
    m_window->convertedPane()->document()->setModified(false);
    m_jobs.reset();
    m_window = std::make_unique<MainWindow>();
    m_jobs = std::make_unique<JobWatch>(*m_window);
    m_window->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
    m_window->openFile(path);
    QVERIFY(waitForConversion());
    QCOMPARE(converted().count(QStringLiteral("子于")), 8);
    auto *again = m_window->findChild<QDockWidget *>(QStringLiteral("namesDock"));
    again->raise();
    auto *list = again->findChild<NamesView *>();
    const QAbstractItemModel *rows = list->list()->model();
    QTRY_COMPARE_WITH_TIMEOUT(rows->rowCount(), 1, WaitBound);
    QCOMPARE(rows->index(0, NamesModel::Written).data().toString(), QStringLiteral("子于"));
    QCOMPARE(rows->index(0, NamesModel::Others).data().toString(), QStringLiteral("子於"));
    const std::unique_ptr<QMenu> forms(list->formsMenu(0, nullptr));
    QCOMPARE(forms->actions().size(), 2);
    forms->actions().at(1)->trigger();
    QCOMPARE(readUtf8(glossary), QStringLiteral("子于=子於\n"));
    QVERIFY(waitForConversion());
    QTRY_COMPARE_WITH_TIMEOUT(converted().count(QStringLiteral("子於")), 8, WaitBound);
}

// An image's description and a link's title are lines of a chapter's text, set apart in both
// panes: their tooltip and the status bar say what they are and what an edit there changes.
void TestMainWindow::attributesAreSetApartFromTheText()
{
    const QString book = epub::writeZip(
        m_dir.filePath(QStringLiteral("图.epub")),
        epub::bookWithChapter(
            1, 1,
            QStringLiteral("<p>她的头发很长。</p><p><img src=\"../Images/cover.png\" "
                           "alt=\"头发\"/></p><p><a href=\"#n\" title=\"注释\">"
                           "1</a></p>")));
    QVERIFY(!book.isEmpty());
    m_window->openFile(book);
    QVERIFY(waitForConversion());
    QCOMPARE(m_window->convertedPane()->toPlainText(),
             QStringLiteral("第1章\n她的頭髮很長。\n頭髮\n註釋\n1\n"));
    for (DiffPane *pane : {m_window->originalPane(), m_window->convertedPane()}) {
        QVERIFY(!pane->asideLine(1));
        QVERIFY(pane->asideLine(2) && pane->asideLine(2)->contains(QStringLiteral("alt")));
        QVERIFY(pane->asideLine(3) && pane->asideLine(3)->contains(QStringLiteral("title")));
        QVERIFY(!pane->asideLine(4));
    }
    QApplication::setActiveWindow(m_window.get());
    QVERIFY(QTest::qWaitForWindowActive(m_window.get()));
    DiffPane *pane = m_window->convertedPane();
    pane->setFocus();
    pane->setTextCursor(QTextCursor(pane->document()->findBlockByNumber(2)));
    const QString said = m_window->statusBar()->currentMessage();
    QVERIFY2(said.startsWith(QStringLiteral("Line 3 is an image's description")), qPrintable(said));
    QVERIFY(said.contains(QStringLiteral("an edit there changes the description")));
}

// Open Recent names the book, not its chapters, and opens it again at the chapter last read;
// a window closed on a book opens the next time without an empty list of chapters.
void TestMainWindow::recentFilesNameTheBook()
{
    const QString book =
        epub::writeZip(m_dir.filePath(QStringLiteral("近.epub")), epub::book(3, true));
    QVERIFY(!book.isEmpty());
    m_window->openFile(book);
    QVERIFY(waitForConversion());
    triggerAction(m_window.get(), QKeySequence(Qt::CTRL | Qt::Key_PageDown));
    QVERIFY(waitForConversion());
    triggerAction(m_window.get(), QKeySequence(Qt::CTRL | Qt::Key_PageDown));
    QVERIFY(waitForConversion());
    auto *recent = m_window->findChild<RecentFilesMenu *>();
    QVERIFY(recent);
    QCOMPARE(recent->files().value(0), book);
    QCOMPARE(recent->files().count(book), 1);
    // Kept at once: a window that is never closed (a crash) keeps its recent files.
    QCOMPARE(Settings().recentFiles(), recent->files());
    for (const QString &file : recent->files())
        QVERIFY2(!EpubBook::addressOf(file), qPrintable(file));
    const QString third = EpubBook::chapterPath(book, QStringLiteral("OEBPS/Text/章3.xhtml"));
    QCOMPARE(m_window->outcome().path, third);

    QVERIFY(m_window->close());
    m_jobs.reset();
    m_window = std::make_unique<MainWindow>();
    m_jobs = std::make_unique<JobWatch>(*m_window);
    m_window->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
    auto *chapters = m_window->findChild<QDockWidget *>(QStringLiteral("chaptersDock"));
    m_window->openFile(chapterFile("000"));
    QVERIFY(waitForConversion());
    QVERIFY(!chapters->isVisible());

    recent = m_window->findChild<RecentFilesMenu *>();
    QCOMPARE(recent->files().value(1), book);
    Q_EMIT recent->fileChosen(book);
    QVERIFY(waitForConversion());
    QCOMPARE(m_window->outcome().path, third);
    QVERIFY(chapters->isVisible());
    auto *list = m_window->findChild<QListWidget *>(QStringLiteral("chapterList"));
    QCOMPARE(list->count(), 3);
    QCOMPARE(list->currentRow(), 2);

    // A chapter named by an earlier version's recent files opens its book, at that chapter.
    m_window->openFile(chapterFile("000"));
    QVERIFY(waitForConversion());
    const QString first = EpubBook::chapterPath(book, QStringLiteral("OEBPS/Text/章1.xhtml"));
    m_window->openFile(first);
    QVERIFY(waitForConversion());
    QCOMPARE(m_window->outcome().path, first);
    QCOMPARE(list->count(), 3);
    QCOMPARE(list->currentRow(), 0);
}

void TestMainWindow::aBookOfLongChaptersSavesWhateverThePool_data()
{
    QTest::addColumn<int>("threads");
    QTest::addColumn<bool>("fixing");
    for (const int threads : {1, 2, 8}) {
        QTest::addRow("%d threads", threads) << threads << false;
        QTest::addRow("%d threads, fixing", threads) << threads << true;
    }
}

// Saving a book converts every chapter not opened, in the background: chapters longer than a
// chunk, as many as the workers, are saved whatever their number; fixing, the whole book is
// judged as one text from the same background job.
void TestMainWindow::aBookOfLongChaptersSavesWhateverThePool()
{
    QFETCH(int, threads);
    QFETCH(bool, fixing);
    const WorkerThreads pool(threads);
    m_window->review()->setFixLikely(fixing);
    const QString book = epub::writeZip(m_dir.filePath(QStringLiteral("长.epub")),
                                        epub::bookOfLongChapters(qMax(threads, 2) + 1, 17000));
    QVERIFY(!book.isEmpty());
    const Watchdog watchdog("Saving a book of long chapters");
    m_window->openFile(book);
    QVERIFY(waitForConversion());
    const QString output = m_dir.filePath(QStringLiteral("长.zh-Hant.epub"));
    QVERIFY(m_window->saveTo(output));
    QString error;
    const std::optional<EpubBook> saved = EpubBook::open(output, &error);
    QVERIFY2(saved, qPrintable(error));
    QVERIFY(saved->read(int(saved->chapters().size()) - 1, &error)->text().contains(u"頭髮"));
    m_window->review()->setFixLikely(false);
}

void TestMainWindow::saveWritesWhatTheConversionWrites_data()
{
    // Characters a text's plain text would not keep as they are: a non-breaking space, the
    // ideographic space, U+2028 and U+2029, a zero-width space, U+FEFF inside the text, a
    // character beyond the Basic Multilingual Plane, a variation sequence, a private-use one.
    const QStringList lines{QStringLiteral("头发\u00A0很长\u3000。"),
                            QStringLiteral("第二行\u2028还是一段"), QStringLiteral("第三\u2029段"),
                            QStringLiteral("零宽\u200B空格\uFEFF在中间"),
                            QString::fromUcs4(U"𠮷野家与葛\U000E0100，私用\uE000字")};
    const auto joined = [&](const QString &ending) -> QString {
        return lines.join(ending) + ending;
    };
    QTest::addColumn<QByteArray>("bytes");
    QTest::newRow("UTF-8, LF") << joined(QStringLiteral("\n")).toUtf8();
    QTest::newRow("UTF-8, CR only") << joined(QStringLiteral("\r")).toUtf8();
    QTest::newRow("UTF-8, mixed endings") << (lines[0] + u"\r\n" + lines[1] + u'\n' + lines[2] +
                                              u"\r\n" + lines[3] + u'\r' + lines[4] + u'\n')
                                                 .toUtf8();
    QStringEncoder utf16(QStringConverter::Utf16LE, QStringConverter::Flag::WriteBom);
    QTest::newRow("UTF-16LE, CRLF") << QByteArray(utf16.encode(joined(QStringLiteral("\r\n"))));
    QStringEncoder gb = TextEncoding::encoder(TextEncoding::Gb18030);
    QTest::newRow("GB18030, LF") << QByteArray(gb.encode(joined(QStringLiteral("\n"))));
}

// Saved with nothing edited, the conversion is byte for byte what `duizhao convert` writes; an
// edit changes only what it touches.
void TestMainWindow::saveWritesWhatTheConversionWrites()
{
    QFETCH(QByteArray, bytes);
    const QString input = m_dir.filePath(QStringLiteral("special.txt"));
    QVERIFY(writeAll(input, bytes));
    m_window->openFile(input);
    QVERIFY(waitForConversion());
    const Run converted = runDuizhao(
        {QStringLiteral("convert"), QStringLiteral("-c"), m_window->currentConfig(), input});
    QCOMPARE(converted.exitCode, 0);
    QVERIFY(converted.out.size() > bytes.size() / 2);
    const QString output = m_dir.filePath(QStringLiteral("special.out.txt"));
    QVERIFY(m_window->saveTo(output));
    QCOMPARE(readAll(output), converted.out);

    // An edit at the start: its bytes in the file's encoding, after its byte order mark.
    const ReadResult read = TextFile::read(input);
    QVERIFY(read.ok());
    QTextCursor cursor(m_window->convertedPane()->document());
    cursor.insertText(QStringLiteral("【校】"));
    QVERIFY(waitForConversion());
    QVERIFY(m_window->saveTo(output));
    QStringEncoder encoder = TextEncoding::encoder(read.format.encoding);
    const QByteArray mark =
        read.format.bom ? TextEncoding::byteOrderMark(read.format.encoding) : QByteArray();
    QCOMPARE(readAll(output), mark + QByteArray(encoder.encode(QStringLiteral("【校】"))) +
                                  converted.out.mid(mark.size()));
}

// A text of one line has no line endings to tell, as `duizhao detect` says.
void TestMainWindow::aLineHasNoLineEndingsToTell()
{
    const QString line = m_dir.filePath(QStringLiteral("line.txt"));
    QVERIFY(writeAll(line, "头发很长"));
    m_window->openFile(line);
    QVERIFY(waitForConversion());
    const auto *header = m_window->findChild<ElidedLabel *>(QStringLiteral("originalHeader"));
    QVERIFY2(header->fullText().contains(QStringLiteral("(UTF-8, no line break; Simplified)")),
             qPrintable(header->fullText()));
}

void TestMainWindow::dropOpensFile()
{
    QMimeData data;
    data.setUrls({QUrl::fromLocalFile(chapterFile("002"))});
    QDragEnterEvent enter(QPoint(50, 50), Qt::CopyAction, &data, Qt::LeftButton, Qt::NoModifier);
    QCoreApplication::sendEvent(m_window.get(), &enter);
    QVERIFY(enter.isAccepted());
    QDropEvent drop(QPointF(50, 50), Qt::CopyAction, &data, Qt::LeftButton, Qt::NoModifier);
    QCoreApplication::sendEvent(m_window.get(), &drop);
    QVERIFY(waitForConversion());
    // A Traditional chapter: converted to Simplified.
    QCOMPARE(m_window->currentConfig(), QStringLiteral("t2s"));
    QCOMPARE(m_window->originalPane()->toPlainText(), readUtf8(chapterFile("002")));
    QCOMPARE(m_window->windowTitle(),
             QFileInfo(chapterFile("002")).fileName() + QStringLiteral("[*]"));

    // A web page's link is not taken: the pointer says so before the drop.
    QMimeData link;
    link.setUrls({QUrl(QStringLiteral("https://example.com/chapter.txt"))});
    QDragEnterEvent linkEnter(QPoint(50, 50), Qt::CopyAction, &link, Qt::LeftButton,
                              Qt::NoModifier);
    QCoreApplication::sendEvent(m_window.get(), &linkEnter);
    QVERIFY(!linkEnter.isAccepted());

    // The drop is over before what it opens asks anything: the file manager it came from is not
    // held while a message waits (an empty folder's, here).
    QTemporaryDir empty;
    QMimeData folder;
    folder.setUrls({QUrl::fromLocalFile(empty.path())});
    QString said;
    QTimer answer;
    answer.setInterval(20);
    connect(&answer, &QTimer::timeout, this, [&] {
        if (auto *box = qobject_cast<QMessageBox *>(QApplication::activeModalWidget())) {
            said = box->text();
            box->accept();
        }
    });
    answer.start();
    QDragEnterEvent folderEnter(QPoint(50, 50), Qt::CopyAction, &folder, Qt::LeftButton,
                                Qt::NoModifier);
    QCoreApplication::sendEvent(m_window.get(), &folderEnter);
    QVERIFY(folderEnter.isAccepted());
    QDropEvent folderDrop(QPointF(50, 50), Qt::CopyAction, &folder, Qt::LeftButton, Qt::NoModifier);
    QCoreApplication::sendEvent(m_window.get(), &folderDrop);
    QVERIFY2(said.isEmpty(), qPrintable(said)); // not asked from within the drop
    QTRY_VERIFY_WITH_TIMEOUT(!said.isEmpty(), WaitBound);
    QVERIFY2(said.contains(QStringLiteral("holds no text file")), qPrintable(said));
}

void TestMainWindow::navigationOrder()
{
    m_window->openFile(chapterFile("000"));
    QVERIFY(waitForConversion());
    const auto &changes = m_window->diff().changes;
    m_window->nextChange();
    m_window->nextChange();
    m_window->nextChange();
    QCOMPARE(m_window->currentChange(), 2);
    QCOMPARE(m_window->statusText(), QStringLiteral("Change 3 of 415"));
    QCOMPARE(m_window->originalPane()->textCursor().selectionStart(), changes[2].aPosition);
    QCOMPARE(m_window->convertedPane()->textCursor().selectionStart(), changes[2].bPosition);
    m_window->previousChange();
    QCOMPARE(m_window->currentChange(), 1);
    for (int i = 0; i < 500; ++i)
        m_window->nextChange();
    QCOMPARE(m_window->currentChange(), 414);
    // Far down the chapter, both panes show the change's line.
    const int line = m_window->originalPane()->textCursor().blockNumber();
    QCOMPARE(m_window->convertedPane()->textCursor().blockNumber(), line);
    QCOMPARE(m_window->originalPane()->topBlockAndLine().first,
             m_window->convertedPane()->topBlockAndLine().first);
    // What the walk by risk said (a span and its keys, or that nothing needs review) goes when
    // the walk of changes moves on: it would hide the change's counter.
    m_window->review()->goToNextSpan();
    QVERIFY(!m_window->statusBar()->currentMessage().isEmpty());
    // The counter beneath names the change of the span walked to, not the last one gone to.
    const int spanAt = m_window->convertedPane()->textCursor().selectionStart();
    const auto walkedTo = std::find_if(changes.begin(), changes.end(), [&](const auto &change) {
        return change.bPosition <= spanAt && spanAt < change.bPosition + change.bLength;
    });
    QVERIFY(walkedTo != changes.end());
    QCOMPARE(m_window->currentChange(), int(walkedTo - changes.begin()));
    QCOMPARE(m_window->statusText(),
             QStringLiteral("Change %1 of 415").arg(int(walkedTo - changes.begin()) + 1));
    m_window->previousChange();
    QVERIFY2(m_window->statusBar()->currentMessage().isEmpty(),
             qPrintable(m_window->statusBar()->currentMessage()));
    QVERIFY(m_window->statusText().startsWith(QStringLiteral("Change ")));
}

void TestMainWindow::scrollingKeepsPanesTogether_data()
{
    addWrapRows();
}

void TestMainWindow::scrollingKeepsPanesTogether()
{
    QFETCH(bool, wrap);
    m_window->openFile(chapterFile("004"));
    QVERIFY(waitForConversion());
    DiffPane *left = m_window->originalPane();
    DiffPane *right = m_window->convertedPane();
    for (DiffPane *pane : {left, right})
        pane->setLineWrapMode(wrap ? QPlainTextEdit::WidgetWidth : QPlainTextEdit::NoWrap);
    QCoreApplication::processEvents();
    // A thousand wheel steps down and back never let the panes drift apart.
    for (int step = 0; step < 1000; ++step) {
        DiffPane *leader = step % 3 == 0 ? right : left;
        const int delta = step < 500 ? 1 : -1;
        leader->verticalScrollBar()->setValue(leader->verticalScrollBar()->value() + delta);
        const int top = left->topBlockAndLine().first;
        QCOMPARE(right->topBlockAndLine().first, top);
        // Not just the same paragraph at the top: the same paragraphs at the same heights.
        for (int block = top; block < top + 4; ++block)
            QCOMPARE(left->visibleBlockTop(block), right->visibleBlockTop(block));
    }
    left->verticalScrollBar()->setValue(left->verticalScrollBar()->maximum() / 2);
    QVERIFY(left->topBlockAndLine().first > 0);
    QCOMPARE(left->topBlockAndLine().first, right->topBlockAndLine().first);
}

void TestMainWindow::keyboardScrollingKeepsPanesTogether_data()
{
    QTest::addColumn<bool>("wrap");
    QTest::addColumn<bool>("fromOriginal");
    QTest::newRow("converted pane, unwrapped") << false << false;
    QTest::newRow("converted pane, wrapped") << true << false;
    QTest::newRow("original pane, unwrapped") << false << true;
    QTest::newRow("original pane, wrapped") << true << true;
}

// Every way of scrolling by keyboard in either pane keeps both level.
void TestMainWindow::keyboardScrollingKeepsPanesTogether()
{
    QFETCH(bool, wrap);
    QFETCH(bool, fromOriginal);
    m_window->openFile(chapterFile("000"));
    QVERIFY(waitForConversion());
    DiffPane *left = m_window->originalPane();
    DiffPane *right = m_window->convertedPane();
    for (DiffPane *pane : {left, right})
        pane->setLineWrapMode(wrap ? QPlainTextEdit::WidgetWidth : QPlainTextEdit::NoWrap);
    DiffPane *pane = fromOriginal ? left : right;
    QApplication::setActiveWindow(m_window.get());
    QVERIFY(QTest::qWaitForWindowActive(m_window.get()));
    pane->setFocus();
    const auto level = [&] {
        const int top = left->topBlockAndLine().first;
        return right->topBlockAndLine().first == top &&
               qAbs(left->visibleBlockTop(top + 1) - right->visibleBlockTop(top + 1)) <= 1;
    };
    struct Key {
        Qt::Key key;
        Qt::KeyboardModifiers modifiers;
    };
    for (const Key key :
         {Key{Qt::Key_End, Qt::ControlModifier}, Key{Qt::Key_PageUp, {}}, Key{Qt::Key_PageUp, {}},
          Key{Qt::Key_Up, {}}, Key{Qt::Key_Home, Qt::ControlModifier}, Key{Qt::Key_PageDown, {}},
          Key{Qt::Key_Down, Qt::ControlModifier}, Key{Qt::Key_Down, {}}}) {
        for (int repeat = 0; repeat < 3; ++repeat)
            QTest::keyClick(pane, key.key, key.modifiers);
        QVERIFY2(level(), qPrintable(QStringLiteral("after key %1: %2 against %3")
                                         .arg(key.key)
                                         .arg(left->topBlockAndLine().first)
                                         .arg(right->topBlockAndLine().first)));
    }
    QVERIFY(left->topBlockAndLine().first > 0);
}

// Return pressed in the middle of a converted paragraph: the paragraphs below it stand beside
// their sources again once the edit is diffed, at every depth the panes are scrolled to.
void TestMainWindow::anEditThatSplitsAParagraphKeepsThePanesLevel()
{
    m_window->openFile(chapterFile("000"));
    QVERIFY(waitForConversion());
    DiffPane *left = m_window->originalPane();
    DiffPane *right = m_window->convertedPane();
    constexpr int Split = 3;
    const QTextBlock paragraph = right->document()->findBlockByNumber(Split);
    QTextCursor cursor(right->document());
    cursor.setPosition(paragraph.position() + paragraph.length() / 2);
    cursor.insertText(QStringLiteral("\n"));
    QVERIFY(waitForConversion());
    QCOMPARE(right->document()->blockCount(), left->document()->blockCount() + 1);
    for (DiffPane *leader : {left, right}) {
        for (const int depth : {0, 1, 2, 3}) {
            leader->verticalScrollBar()->setValue(leader->verticalScrollBar()->maximum() * depth /
                                                  3);
            QCoreApplication::processEvents();
            const int top = qMax(Split + 1, left->topBlockAndLine().first);
            for (int block = top; block < top + 3; ++block)
                QCOMPARE(left->visibleBlockTop(block), right->visibleBlockTop(block + 1));
        }
    }
    // Undone: the paragraphs pair by number again, none padded.
    right->document()->undo();
    QVERIFY(waitForConversion());
    QCOMPARE(right->document()->blockCount(), left->document()->blockCount());
    left->verticalScrollBar()->setValue(left->verticalScrollBar()->maximum() / 2);
    QCoreApplication::processEvents();
    const int top = left->topBlockAndLine().first;
    QVERIFY(top > Split);
    for (int block = top; block < top + 3; ++block)
        QCOMPARE(left->visibleBlockTop(block), right->visibleBlockTop(block));
}

void TestMainWindow::overviewStripJumps_data()
{
    addWrapRows();
}

// The strip maps its height to the whole text one way for the marks, the part on screen and the
// clicks, wrapped or not: at the top the marker is at the top; a click lower down never goes up;
// the bottom reaches the last paragraph; a change's mark, clicked, brings that change into view.
void TestMainWindow::overviewStripJumps()
{
    QFETCH(bool, wrap);
    m_window->openFile(chapterFile("000"));
    QVERIFY(waitForConversion());
    DiffPane *pane = m_window->convertedPane();
    for (DiffPane *each : {m_window->originalPane(), pane})
        each->setLineWrapMode(wrap ? QPlainTextEdit::WidgetWidth : QPlainTextEdit::NoWrap);
    QCoreApplication::processEvents();
    auto *strip = m_window->findChild<OverviewStrip *>(QStringLiteral("overviewStrip"));
    QVERIFY(strip);
    QCOMPARE(pane->topBlockAndLine().first, 0);
    QCOMPARE(strip->viewportMarker().top(), 0);
    QVERIFY(strip->viewportMarker().height() < strip->height());

    int previousTop = 0;
    for (int percent = 10; percent <= 100; percent += 10) {
        QTest::mouseClick(strip, Qt::LeftButton, {},
                          QPoint(7, qMin(strip->height() - 1, strip->height() * percent / 100)));
        const int top = pane->verticalScrollBar()->value();
        QVERIFY2(
            top >= previousTop,
            qPrintable(QStringLiteral("%1%: %2 after %3").arg(percent).arg(top).arg(previousTop)));
        previousTop = top;
        QCOMPARE(m_window->originalPane()->topBlockAndLine().first, pane->topBlockAndLine().first);
        // The marker is where the view is.
        const QScrollBar *bar = pane->verticalScrollBar();
        const int expected =
            int(qint64(bar->value()) * strip->height() / (bar->maximum() + bar->pageStep()));
        QCOMPARE(strip->viewportMarker().top(), expected);
    }
    QCOMPARE(pane->verticalScrollBar()->value(), pane->verticalScrollBar()->maximum());
    QVERIFY(previousTop > 0);

    // The last change's paragraph, clicked where its mark is, is in view.
    const TextChange &last = m_window->diff().changes.back();
    const QTextBlock block = pane->document()->findBlock(last.bPosition);
    const QScrollBar *bar = pane->verticalScrollBar();
    pane->verticalScrollBar()->setValue(0);
    QTest::mouseClick(strip, Qt::LeftButton, {},
                      QPoint(7, int(qint64(block.firstLineNumber()) * strip->height() /
                                    (bar->maximum() + bar->pageStep()))));
    const int firstShown = pane->topBlockAndLine().first;
    QVERIFY2(
        firstShown <= block.blockNumber() &&
            pane->visibleBlockTop(block.blockNumber()) < pane->viewport()->height(),
        qPrintable(
            QStringLiteral("block %1, first shown %2").arg(block.blockNumber()).arg(firstShown)));
}

void TestMainWindow::counterpartFollowsCursor()
{
    m_window->openFile(chapterFile("000"));
    QVERIFY(waitForConversion());
    const TextChange change = m_window->diff().changes.at(4);
    DiffPane *left = m_window->originalPane();
    QApplication::setActiveWindow(m_window.get());
    left->setFocus();
    QVERIFY(QTest::qWaitForWindowActive(m_window.get()));
    QTextCursor cursor = left->textCursor();
    cursor.setPosition(change.aPosition);
    left->setTextCursor(cursor);
    QCOMPARE(m_window->convertedPane()->current().position, change.bPosition);
    QCOMPARE(m_window->convertedPane()->current().length, change.bLength);
    QCOMPARE(m_window->currentChange(), 4);
    // Between changes, the same character on the other side.
    cursor.setPosition(change.aPosition + change.aLength + 1);
    left->setTextCursor(cursor);
    QCOMPARE(m_window->convertedPane()->current().position, change.bPosition + change.bLength + 1);
}

// A file named relative to the working folder is the file in that folder for good: the glossary
// is looked for and written beside it, and the recent files name it in full, wherever the
// working folder is afterwards. Typing into the original says where to edit instead.
void TestMainWindow::relativePathsBecomeAbsolute()
{
    QTemporaryDir dir;
    QVERIFY(QDir(dir.path()).mkpath(QStringLiteral("work")));
    const QString chapter = dir.filePath(QStringLiteral("work/chapter.txt"));
    QVERIFY(writeAll(chapter, readAll(chapterFile("000"))));
    const QString before = QDir::currentPath();
    QVERIFY(QDir::setCurrent(dir.path()));
    m_window->openFile(QStringLiteral("work/chapter.txt"));
    QVERIFY(QDir::setCurrent(before));
    QVERIFY(waitForConversion());
    const QString glossary =
        QDir(dir.path()).filePath(QStringLiteral("work/") + Glossary::fileName());
    QCOMPARE(m_window->rules()->pathToWrite(), glossary);
    QCOMPARE(m_window->rules()->bookPath(), chapter);

    QTest::keyClicks(m_window->originalPane(), QStringLiteral("x"));
    QVERIFY(
        m_window->statusBar()->currentMessage().contains(QStringLiteral("edit the conversion")));
    QCOMPARE(m_window->originalPane()->toPlainText(), readUtf8(chapter));
}

// One bad byte does not make a file unopenable: the window offers to open it with the bad
// sequences replaced, says how many and where, goes to the first, and warns before the
// conversion is saved over the original.
void TestMainWindow::badBytesCanBeOpenedAnyway()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("bad.txt"));
    QByteArray bytes = readAll(chapterFile("000"));
    const qsizetype at = bytes.indexOf("\n", bytes.size() / 2) + 1;
    bytes.insert(at, "\xFF");
    QVERIFY(writeAll(path, bytes));
    const int badLine = int(bytes.left(at).count('\n')) + 1;

    // The question comes once the file was tried: answered when it shows.
    QString offered;
    QTimer answer;
    answer.setInterval(20);
    connect(&answer, &QTimer::timeout, this, [&] {
        auto *box = qobject_cast<QMessageBox *>(QApplication::activeModalWidget());
        if (!box)
            return;
        answer.stop();
        offered = box->text();
        for (QAbstractButton *button : box->buttons()) {
            if (button->text() == u"Open Anyway")
                button->click();
        }
    });
    answer.start();
    m_window->openFile(path);
    // The file tried, the question answered from within it, and the file read anyway.
    QVERIFY(waitForConversion());
    QVERIFY2(
        offered.contains(
            QStringLiteral("bad byte sequences: 1; the first at line %1, column 1").arg(badLine)),
        qPrintable(offered));
    const QString text = m_window->originalPane()->toPlainText();
    QCOMPARE(text.count(QChar::ReplacementCharacter), 1);
    const QString warning =
        m_window->statusBar()->findChild<ElidedLabel *>(QStringLiteral("readWarning"))->fullText();
    QVERIFY2(warning.contains(QStringLiteral("1 bad byte sequence replaced with U+FFFD")),
             qPrintable(warning));
    // The view is at the replacement.
    QCOMPARE(m_window->originalPane()->textCursor().selectedText(),
             QString(QChar::ReplacementCharacter));
    QCOMPARE(m_window->originalPane()->textCursor().blockNumber(), badLine - 1);
    QCOMPARE(readAll(path), bytes); // the file itself is as it was

    QString question;
    QTimer::singleShot(0, this, [&question] {
        auto *box = qobject_cast<QMessageBox *>(QApplication::activeModalWidget());
        if (box) {
            question = box->text();
            box->reject();
        }
    });
    QVERIFY(!m_window->saveTo(path));
    QVERIFY2(question.contains(QStringLiteral("1 bad byte sequence replaced")),
             qPrintable(question));
    QCOMPARE(readAll(path), bytes);
}

void TestMainWindow::aSaveItsEncodingCannotHoldOffersUtf8_data()
{
    QTest::addColumn<QString>("button");
    QTest::addColumn<QString>("encoding");
    QTest::newRow("UTF-8") << QStringLiteral("Save as &UTF-8") << TextEncoding::Utf8;
    QTest::newRow("GB18030, for Simplified text")
        << QStringLiteral("Save as &GB18030") << TextEncoding::Gb18030;
}

// A Big5 file converted to Simplified cannot be saved in Big5, as read: the error offers UTF-8,
// which holds every character, and GB18030, which Simplified text is kept in too; and saves in the
// one chosen.
void TestMainWindow::aSaveItsEncodingCannotHoldOffersUtf8()
{
    QFETCH(QString, button);
    QFETCH(QString, encoding);
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("big5.txt"));
    QVERIFY(
        writeAll(path, TextEncoding::encoder(TextEncoding::Big5).encode(u"頭髮很長，來了。\n"_qs)));
    m_window->setConfig(QStringLiteral("t2s"));
    m_window->openFile(path);
    QVERIFY(waitForConversion());
    QCOMPARE(m_window->convertedPane()->toPlainText(), QStringLiteral("头发很长，来了。\n"));
    QString offered;
    QTimer answer;
    answer.setInterval(20);
    connect(&answer, &QTimer::timeout, this, [&] {
        if (auto *box = qobject_cast<QMessageBox *>(QApplication::activeModalWidget())) {
            answer.stop();
            for (QAbstractButton *each : box->buttons()) {
                if (each->text() == button) {
                    offered = box->text();
                    each->click();
                }
            }
            if (offered.isEmpty())
                box->reject();
        }
    });
    answer.start();
    const QString output = dir.filePath(QStringLiteral("big5.zh-Hans.txt"));
    QVERIFY(m_window->saveTo(output));
    QVERIFY2(offered.contains(QStringLiteral("Big5 cannot represent")), qPrintable(offered));
    QCOMPARE(readAll(output), TextEncoding::encoder(encoding).encode(u"头发很长，来了。\n"_qs));
}

// A file not opened for its bad bytes is still the one Reopen with Encoding reads again, though
// the window fell back to the sample meanwhile.
void TestMainWindow::reopenAppliesToTheFileThatFailed()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("big5.txt"));
    // Big5 text, which is not UTF-8: detected as Big5 it would open; forced as UTF-8 it fails.
    QVERIFY(writeAll(path, TextEncoding::encoder(TextEncoding::Big5).encode(u"頭髮很長。\n"_qs)));
    QTimer answer;
    answer.setInterval(20);
    connect(&answer, &QTimer::timeout, this, [&] {
        if (auto *box = qobject_cast<QMessageBox *>(QApplication::activeModalWidget())) {
            answer.stop();
            box->reject(); // not opened anyway
        }
    });
    answer.start();
    m_window->openFile(path, TextEncoding::Utf8);
    QVERIFY(waitForConversion()); // the question, and the sample opened from within it
    QVERIFY(m_window->originalPane()->toPlainText().contains(QStringLiteral("桃花源记")));
    QAction *big5 = reopenAction(m_window.get(), QStringLiteral("Big5"));
    QVERIFY(big5);
    big5->trigger();
    QVERIFY(waitForConversion());
    QCOMPARE(m_window->originalPane()->toPlainText(), QStringLiteral("頭髮很長。\n"));
}

// A file whose encoding cannot be told at all, opened first: the error says where to name it,
// and the window, showing the sample then, reads that file there.
void TestMainWindow::aFileOfNoEncodingKnownIsReopenedAsNamed()
{
    QTemporaryDir dir;
    const QString unknown = dir.filePath(QStringLiteral("unknown.txt"));
    QByteArray noise;
    quint32 seed = 12345;
    for (int at = 0; at < 4096; ++at) {
        seed = (seed * 1103515245u + 12345u) & 0x7FFFFFFFu;
        const char byte = char((seed >> 16) & 0xFF);
        noise += byte == 0 ? '\1' : byte; // no NUL, which would make it binary
    }
    QVERIFY(writeAll(unknown, noise));
    QStringList said;
    QTimer answers;
    answers.setInterval(20);
    connect(&answers, &QTimer::timeout, this, [&] {
        if (auto *box = qobject_cast<QMessageBox *>(QApplication::activeModalWidget())) {
            said << box->text();
            box->reject();
        }
    });
    answers.start();
    m_window->openFile(unknown);
    QVERIFY(waitForConversion()); // the error, and the sample opened from within it
    QVERIFY(m_window->originalPane()->toPlainText().contains(QStringLiteral("桃花源记")));
    QCOMPARE(said.size(), 1);
    QVERIFY2(said.first().contains(QStringLiteral("cannot tell the encoding of this file; name it "
                                                  "explicitly (File → Reopen with Encoding)")),
             qPrintable(said.first()));
    QAction *gb18030 = reopenAction(m_window.get(), QStringLiteral("GB18030"));
    QVERIFY(gb18030);
    gb18030->trigger();
    // Noise is no GB18030 either: asked whether to open it anyway, the file that failed is named.
    QTRY_COMPARE_WITH_TIMEOUT(said.size(), 2, WaitBound);
    QVERIFY2(said.last().contains(unknown), qPrintable(said.last()));
    QVERIFY(waitForConversion());
}

void TestMainWindow::findInFocusedPane()
{
    m_window->openFile(chapterFile("000"));
    QVERIFY(waitForConversion());
    auto *field = m_window->findChild<QLineEdit *>(QStringLiteral("findField"));
    QVERIFY(field);
    // Find searches the pane that last had the focus, though the find field has it now.
    QApplication::setActiveWindow(m_window.get());
    QVERIFY(QTest::qWaitForWindowActive(m_window.get()));
    m_window->convertedPane()->setFocus();
    triggerAction(m_window.get(), QKeySequence::Find);
    QVERIFY(field->hasFocus());
    // The bar says which pane it searches, and which match of how many is selected.
    auto *side = m_window->findChild<QComboBox *>(QStringLiteral("findSide"));
    auto *result = m_window->findChild<QLabel *>(QStringLiteral("findResult"));
    QVERIFY(side && result);
    QCOMPARE(side->currentText(), QStringLiteral("Converted"));
    field->setText(QStringLiteral("沈萬里"));
    Q_EMIT field->returnPressed();
    QCOMPARE(m_window->convertedPane()->textCursor().selectedText(), QStringLiteral("沈萬里"));
    const int matches =
        int(m_window->convertedPane()->toPlainText().count(QStringLiteral("沈萬里")));
    QCOMPARE(result->text(), QStringLiteral("Match 1 of %1").arg(matches));
    const int first = m_window->convertedPane()->textCursor().selectionStart();
    Q_EMIT field->returnPressed();
    QVERIFY(m_window->convertedPane()->textCursor().selectionStart() > first);
    // The pane scrolled to the match, and the other with it.
    QCOMPARE(m_window->originalPane()->topBlockAndLine().first,
             m_window->convertedPane()->topBlockAndLine().first);

    // A word that is not there leaves the reader where they were, and says so.
    DiffPane *pane = m_window->convertedPane();
    const int cursor = pane->textCursor().position();
    pane->verticalScrollBar()->setValue(pane->verticalScrollBar()->maximum() / 2);
    const int scrolled = pane->verticalScrollBar()->value();
    QVERIFY(scrolled > 0);
    field->setText(QStringLiteral("不在此章"));
    Q_EMIT field->returnPressed();
    QCOMPARE(pane->textCursor().position(), cursor);
    QCOMPARE(pane->verticalScrollBar()->value(), scrolled);
    QCOMPARE(result->text(), QStringLiteral("Not found"));

    // F3 does the same, and says so in the status bar.
    triggerAction(m_window.get(), QKeySequence::FindNext);
    QVERIFY(m_window->statusBar()->currentMessage().contains(QStringLiteral("不在此章")));

    // The original pane, chosen in the bar, is searched; it cannot be replaced in.
    side->setCurrentIndex(0);
    field->setText(QStringLiteral("沈万里"));
    Q_EMIT field->returnPressed();
    QCOMPARE(m_window->originalPane()->textCursor().selectedText(), QStringLiteral("沈万里"));
    auto *bar = field->parentWidget();
    auto *replacement = m_window->findChild<QLineEdit *>(QStringLiteral("replaceField"));
    QVERIFY(replacement);
    // Find and Replace goes to the converted pane: every match replaced, in one step of undo.
    triggerAction(m_window.get(), QKeySequence(Qt::CTRL | Qt::Key_H));
    QVERIFY(replacement->isVisible() && replacement->isEnabled());
    QCOMPARE(side->currentText(), QStringLiteral("Converted"));
    const QString before = pane->toPlainText();
    field->setText(QStringLiteral("沈萬里"));
    replacement->setText(QStringLiteral("沈万里"));
    QPushButton *all = nullptr;
    for (QPushButton *button : bar->findChildren<QPushButton *>()) {
        if (button->text() == u"Replace A&ll")
            all = button;
    }
    QVERIFY(all);
    all->click();
    QCOMPARE(result->text(), QStringLiteral("%1 replaced").arg(matches));
    QVERIFY(!pane->toPlainText().contains(QStringLiteral("沈萬里")));
    pane->undo();
    QCOMPARE(pane->toPlainText(), before);
    // Escape puts the find bar away.
    QTest::keyClick(field, Qt::Key_Escape);
    QVERIFY(!bar->isVisible());

    // Typed, the first match is found without Enter, from where the search was.
    pane->setFocus();
    triggerAction(m_window.get(), QKeySequence::Find);
    QCOMPARE(side->currentText(), QStringLiteral("Converted"));
    field->clear();
    pane->setTextCursor(QTextCursor(pane->document()));
    // Typed as an input method commits text: keys that carry it (keyClicks takes ASCII only).
    const auto type = [field](const QString &text) {
        QKeyEvent key(QEvent::KeyPress, 0, Qt::NoModifier, text);
        QApplication::sendEvent(field, &key);
    };
    type(QStringLiteral("沈萬"));
    QTRY_COMPARE_WITH_TIMEOUT(pane->textCursor().selectedText(), QStringLiteral("沈萬"), WaitBound);
    QTRY_COMPARE_WITH_TIMEOUT(
        result->text(),
        QStringLiteral("Match 1 of %1").arg(pane->toPlainText().count(QStringLiteral("沈萬"))),
        WaitBound);
    type(QStringLiteral("里"));
    QTRY_COMPARE_WITH_TIMEOUT(pane->textCursor().selectedText(), QStringLiteral("沈萬里"),
                              WaitBound);
    QCOMPARE(pane->textCursor().selectionStart(), first);
}

// Each pane draws its text in the regional forms of its script: a Simplified original in the SC
// variant of the font, its Traditional conversion in the TC one, Hong Kong's in HK.
void TestMainWindow::fontFollowsTheScript()
{
    const QStringList installed{QStringLiteral("Noto Serif CJK SC"),
                                QStringLiteral("Noto Serif CJK TC")};
    QCOMPARE(SideBySideView::familyFor(QStringLiteral("Noto Serif CJK SC"), QStringLiteral("TC"),
                                       installed),
             QStringLiteral("Noto Serif CJK TC"));
    QCOMPARE(SideBySideView::familyFor(QStringLiteral("Noto Serif CJK SC"), QStringLiteral("HK"),
                                       installed),
             QStringLiteral("Noto Serif CJK SC")); // not installed
    QCOMPARE(
        SideBySideView::familyFor(QStringLiteral("DejaVu Sans"), QStringLiteral("TC"), installed),
        QStringLiteral("DejaVu Sans"));
    const QStringList windows{QStringLiteral("Microsoft YaHei"),
                              QStringLiteral("Microsoft JhengHei")};
    QCOMPARE(
        SideBySideView::familyFor(QStringLiteral("Microsoft YaHei"), QStringLiteral("HK"), windows),
        QStringLiteral("Microsoft JhengHei"));
    QCOMPARE(SideBySideView::familyFor(QStringLiteral("Microsoft JhengHei"), QStringLiteral("SC"),
                                       windows),
             QStringLiteral("Microsoft YaHei"));
    QCOMPARE(SideBySideView::familyFor(QStringLiteral("Microsoft YaHei"), QStringLiteral("TC"),
                                       {QStringLiteral("Microsoft YaHei")}),
             QStringLiteral("Microsoft YaHei")); // not installed

    const QStringList families = QFontDatabase::families();
    if (!families.contains(QStringLiteral("Noto Serif CJK TC")) ||
        !families.contains(QStringLiteral("Noto Serif CJK HK")))
        QSKIP("fonts-noto-cjk is not installed");
    QFont font(QStringLiteral("Noto Serif CJK SC"), 12);
    m_window->findChild<SideBySideView *>()->setTextFont(font);
    m_window->openFile(chapterFile("000"));
    QVERIFY(waitForConversion());
    QCOMPARE(m_window->originalPane()->font().family(), QStringLiteral("Noto Serif CJK SC"));
    QCOMPARE(m_window->convertedPane()->font().family(), QStringLiteral("Noto Serif CJK TC"));
    m_window->setConfig(QStringLiteral("s2hk"));
    auto *configs = m_window->findChild<QComboBox *>(QStringLiteral("configBox"));
    Q_EMIT configs->activated(configs->currentIndex());
    QVERIFY(waitForConversion());
    QCOMPARE(m_window->convertedPane()->font().family(), QStringLiteral("Noto Serif CJK HK"));
    m_window->setConfig(QStringLiteral("s2t"));
}

void TestMainWindow::zoomAppliesToBothPanes()
{
    const qreal before = m_window->originalPane()->font().pointSizeF();
    zoomByWheel(m_window->convertedPane(), 2);
    QCOMPARE(m_window->originalPane()->font().pointSizeF(), before + 2);
    QCOMPARE(m_window->convertedPane()->font().pointSizeF(), before + 2);
}

void TestMainWindow::settingsPersist()
{
    m_window->setConfig(QStringLiteral("s2hk"));
    const qreal size = m_window->originalPane()->font().pointSizeF();
    zoomByWheel(m_window->convertedPane(), 1);
    QVERIFY(m_window->close());
    m_jobs.reset();
    m_window = std::make_unique<MainWindow>();
    m_jobs = std::make_unique<JobWatch>(*m_window);
    QCOMPARE(m_window->currentConfig(), QStringLiteral("s2hk"));
    QCOMPARE(m_window->originalPane()->font().pointSizeF(), size + 1);
    // Back to the defaults for the other tests.
    m_window->setConfig(QStringLiteral("s2t"));
    zoomByWheel(m_window->convertedPane(), -1);
    QVERIFY(m_window->close());
    m_jobs.reset();
    m_window = std::make_unique<MainWindow>();
    m_jobs = std::make_unique<JobWatch>(*m_window);
}

// kill, a terminal closed or Ctrl+C there: what closing the window keeps is kept before it ends,
// and the edits not saved with the review, to come back when the text is opened again. (One
// test: the signal is handled once a process, the next one ending it.)
void TestMainWindow::aSignalEndingTheWindowKeepsWhatClosingKeeps()
{
#ifdef Q_OS_UNIX
    const QString path = m_dir.filePath(QStringLiteral("ended.txt"));
    QVERIFY(QFile::copy(chapterFile("000"), path));
    m_window->openFile(path);
    QVERIFY(waitForConversion());
    const QString converted = m_window->convertedPane()->toPlainText();
    QTextCursor cursor(m_window->convertedPane()->document());
    cursor.movePosition(QTextCursor::End);
    cursor.insertText(QStringLiteral("【譯者補記】"));
    cursor.setPosition(10);
    cursor.insertText(QStringLiteral("\n"));
    const QString edited = m_window->convertedPane()->toPlainText();
    QVERIFY(edited != converted);

    m_window->keepOnEndingSignals();
    QSignalSpy kept(m_window.get(), &MainWindow::keptForEnding);
    const int zoom = Settings().zoom();
    zoomByWheel(m_window->convertedPane(), 1);
    QCOMPARE(Settings().zoom(), zoom); // kept only when the window ends
    std::raise(SIGTERM);
    QVERIFY(kept.wait(WaitBound));
    QCOMPARE(kept.first().first().toInt(), 128 + SIGTERM);
    QCOMPARE(Settings().zoom(), zoom + 1);
    QCOMPARE(readAll(path), readAll(chapterFile("000"))); // nothing written where no one asked

    // The same text opened again: the edits are back, unsaved, one step of Undo.
    m_window->convertedPane()->document()->setModified(false); // as if the window had ended
    m_jobs.reset();
    m_window = std::make_unique<MainWindow>();
    m_jobs = std::make_unique<JobWatch>(*m_window);
    m_window->openFile(path);
    QVERIFY(waitForConversion());
    QTRY_COMPARE_WITH_TIMEOUT(m_window->convertedPane()->toPlainText(), edited, WaitBound);
    QVERIFY(m_window->convertedPane()->document()->isModified());
    // Kept so still, until they are saved or given up: a crash now loses nothing either.
    m_window->review()->keepReview();
    const std::optional<SavedReview> review =
        SavedReview::read(SavedReview::placeFor(path), readUtf8(path).size());
    QVERIFY(review);
    QCOMPARE(review->unsaved(), edited);
    m_window->convertedPane()->document()->undo();
    QCOMPARE(m_window->convertedPane()->toPlainText(), converted);
    // Discarded, they do not come back again.
    m_window->convertedPane()->document()->setModified(false);
    QVERIFY(m_window->close());
    m_jobs.reset();
    m_window = std::make_unique<MainWindow>();
    m_jobs = std::make_unique<JobWatch>(*m_window);
    m_window->openFile(path);
    QVERIFY(waitForConversion());
    QCOMPARE(m_window->convertedPane()->toPlainText(), converted);
    zoomByWheel(m_window->convertedPane(), -1);
    QVERIFY(m_window->close());
    QCOMPARE(Settings().zoom(), zoom);
#else
    QSKIP("Windows has no such signals for a window");
#endif
}

// A window remembered larger than the screen (another screen then, or another scale factor) opens
// within it; in a narrow window the review panel yields room to the panes.
void TestMainWindow::windowFitsTheScreen()
{
    m_window->resize(5000, 4000);
    QVERIFY(m_window->close());
    m_jobs.reset();
    m_window = std::make_unique<MainWindow>();
    m_jobs = std::make_unique<JobWatch>(*m_window);
    const QRect available = m_window->screen()->availableGeometry();
    QVERIFY2(available.contains(m_window->geometry()), qPrintable(QStringLiteral("%1x%2 on %3x%4")
                                                                      .arg(m_window->width())
                                                                      .arg(m_window->height())
                                                                      .arg(available.width())
                                                                      .arg(available.height())));
    m_window->show();
    m_window->resize(800, 450);
    auto *dock = m_window->findChild<QDockWidget *>(QStringLiteral("reviewDock"));
    QVERIFY(dock);
    QTRY_VERIFY(dock->width() <= 800 / 3);
    QVERIFY(m_window->convertedPane()->width() > 200);

    // On a laptop's 1280×800, less a title bar and a panel, the review panel shows whole.
    m_window->resize(1280, 700);
    m_window->openFile(chapterFile("000"));
    QVERIFY(waitForConversion());
    auto *scroller = dock->findChild<QScrollArea *>();
    QVERIFY(scroller);
    QTRY_VERIFY2(
        scroller->verticalScrollBar()->maximum() == 0,
        qPrintable(QStringLiteral("%1 more pixels").arg(scroller->verticalScrollBar()->maximum())));

    // As small as 1280×800 at a scale factor of 2: the filter stays on the toolbar, the review
    // panel is not cut at its side.
    m_window->resize(640, 380);
    auto *filter = m_window->findChild<QComboBox *>(QStringLiteral("filterBox"));
    QVERIFY(filter);
    QTRY_VERIFY(filter->isVisible());
    QTRY_VERIFY2(scroller->widget()->width() <= scroller->viewport()->width(),
                 qPrintable(QStringLiteral("%1 in %2")
                                .arg(scroller->widget()->width())
                                .arg(scroller->viewport()->width())));
    // The converted pane's header, too narrow for the conversion's title, keeps its lead and the
    // title's beginning: "Converted — Simplified → T…".
    const auto *header = m_window->findChild<ElidedLabel *>(QStringLiteral("convertedHeader"));
    QVERIFY(header);
    QTRY_VERIFY2(header->text().contains(QStringLiteral("<b>Converted</b>")) &&
                     header->text().contains(QStringLiteral("Simplified → T")) &&
                     header->text().endsWith(QStringLiteral("…</span>")),
                 qPrintable(header->text()));
    m_window->resize(900, 400);
}

void TestMainWindow::editSaveReadBack()
{
    // A copy: the review kept beside the file edited stays out of the test data, where the next
    // test opening the chapter would find it.
    const QString chapter = m_dir.filePath(QStringLiteral("edited.txt"));
    QVERIFY(QFile::copy(chapterFile("000"), chapter));
    m_window->openFile(chapter);
    QVERIFY(waitForConversion());
    DiffPane *right = m_window->convertedPane();
    QTextCursor cursor(right->document());
    cursor.insertText(QStringLiteral("【校】"));
    QVERIFY(m_window->isWindowModified());
    QVERIFY(waitForConversion()); // the debounced diff of the edit
    // The insertion is one change more, and it is the user's.
    QCOMPARE(m_window->statusText(), QStringLiteral("416 changes"));
    QCOMPARE(m_window->convertedPane()->secondaryHighlights().size(), size_t(1));
    QCOMPARE(m_window->convertedPane()->secondaryHighlights().front().length, 3);

    const QString target = m_dir.filePath(QStringLiteral("chapter.zh-Hant.txt"));
    QVERIFY(m_window->saveTo(target));
    QVERIFY(!m_window->isWindowModified());
    const QByteArray saved = readAll(target);
    QVERIFY(saved.startsWith("【校】第十二章　夜渡黃河"));
    QCOMPARE(saved, right->toPlainText().toUtf8());
    // The original's header still says what it is, after the diff of the edit and the save.
    const auto *header = m_window->findChild<ElidedLabel *>(QStringLiteral("originalHeader"));
    QVERIFY2(header->fullText().contains(QStringLiteral("(UTF-8, LF; Simplified)")),
             qPrintable(header->fullText()));

    right->undo();
    QVERIFY(right->toPlainText().startsWith(QStringLiteral("第十二章　夜渡黃河")));
    // Converted again, the edits given up: the title no longer marks them, as quitting would not
    // ask.
    QVERIFY(m_window->isWindowModified());
    QTimer::singleShot(0, this, [] {
        if (auto *box = qobject_cast<QMessageBox *>(QApplication::activeModalWidget()))
            box->button(QMessageBox::Yes)->click();
    });
    triggerAction(m_window.get(), QKeySequence::Refresh);
    QVERIFY(waitForConversion());
    QVERIFY(!m_window->isWindowModified());
}

// Save As asks once before it replaces a file: over the original, the question that says what the
// file is, refused, leaves it as it was; over another file, the same one question, agreed,
// replaces it. (The file dialog asked first, over either.)
void TestMainWindow::saveAsAsksOnceBeforeReplacingAFile()
{
    const QString chapter = m_dir.filePath(QStringLiteral("asked.txt"));
    QVERIFY(QFile::copy(chapterFile("000"), chapter));
    const QByteArray original = readAll(chapter);
    const QString other = m_dir.filePath(QStringLiteral("other.txt"));
    QVERIFY(writeAll(other, "another text"));
    m_window->openFile(chapter);
    QVERIFY(waitForConversion());

    QString chosen;
    bool typed = false;
    bool agree = false;
    QStringList asked;
    QTimer answer;
    answer.setInterval(20);
    connect(&answer, &QTimer::timeout, this, [&] {
        QWidget *modal = QApplication::activeModalWidget();
        if (auto *dialog = qobject_cast<QFileDialog *>(modal)) {
            // Typed, as a user does: selectFile does not take a file the dialog lists already.
            // Queued: a question the dialog asks itself is answered by the next tick, which a
            // timer never runs while its last tick does; refused, the dialog is closed.
            dialog->findChild<QLineEdit *>(QStringLiteral("fileNameEdit"))->setText(chosen);
            QMetaObject::invokeMethod(dialog, typed ? "reject" : "accept", Qt::QueuedConnection);
            typed = true;
        } else if (auto *box = qobject_cast<QMessageBox *>(modal)) {
            asked << box->text();
            QAbstractButton *reply = agree ? box->button(QMessageBox::Yes) : box->escapeButton();
            if (reply)
                reply->click();
            else
                box->reject();
        }
    });
    answer.start();
    chosen = chapter;
    triggerAction(m_window.get(), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_S));
    QCOMPARE(asked.size(), 1);
    QVERIFY2(asked.front().contains(QStringLiteral("is the file of")), qPrintable(asked.front()));
    QCOMPARE(readAll(chapter), original);

    asked.clear();
    chosen = other;
    typed = false;
    agree = true;
    triggerAction(m_window.get(), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_S));
    answer.stop();
    QCOMPARE(asked.size(), 1);
    QVERIFY2(asked.front().contains(QStringLiteral("already exists")), qPrintable(asked.front()));
    QVERIFY(readAll(other).startsWith("第十二章　夜渡黃河"));
    QCOMPARE(readAll(chapter), original);
}

// Choosing another config converts again; of two quick choices only the second one's result is
// shown.
void TestMainWindow::changingConfigReconverts()
{
    m_window->openFile(chapterFile("000"));
    QVERIFY(waitForConversion());
    auto *configs = m_window->findChild<QComboBox *>(QStringLiteral("configBox"));
    QVERIFY(configs);
    QSignalSpy finished(m_window->controller(), &ConversionController::conversionFinished);
    for (const QString &config : {QStringLiteral("s2twp"), QStringLiteral("s2hk")}) {
        configs->setCurrentIndex(configs->findData(config));
        Q_EMIT configs->activated(configs->currentIndex());
    }
    QVERIFY(finished.wait(WaitBound));
    settleJobs();
    QCOMPARE(finished.size(), 1);
    QCOMPARE(m_window->convertedPane()->toPlainText().toUtf8(),
             runOpenccTool(QStringLiteral("s2hk"), chapterFile("000")));
}

void TestMainWindow::cancelLongConversion()
{
    const QString path = writeNovel("004", 2 * MB, QStringLiteral("novel.txt"));
    QVERIFY(!path.isEmpty());
    QSignalSpy cancelled(m_window->controller(), &ConversionController::conversionCancelled);
    QSignalSpy finished(m_window->controller(), &ConversionController::conversionFinished);
    m_window->openFile(path);
    m_window->controller()->cancel();
    QVERIFY(cancelled.wait(WaitBound));
    QCOMPARE(finished.size(), 0);
}

// A long text shows its beginning first, then every change, read-only until the explanation of
// the whole text is there; a change gone to meanwhile stays the current one when it comes.
void TestMainWindow::previewComesFirstReadOnly()
{
    const QString path = writeNovel("004", qsizetype(1.3 * MB), QStringLiteral("novel.txt"));
    QVERIFY(!path.isEmpty());
    const QString novel = readUtf8(path);
    // What the window shows right after it took each preview (it connected first, so it has).
    std::vector<bool> readOnly;
    std::vector<int> blocks;
    QString status;
    QString typedMessage;
    QString walkMessage;
    QStringList headers;
    QStringList panel;
    const auto *header = m_window->findChild<ElidedLabel *>(QStringLiteral("convertedHeader"));
    QVERIFY(header);
    connect(m_window->controller(), &ConversionController::previewReady, this, [&] {
        readOnly.push_back(m_window->convertedPane()->isReadOnly());
        headers << header->fullText();
        panel << m_window->reviewPanel()->progressText();
        blocks.push_back(m_window->convertedPane()->document()->blockCount());
        if (blocks.size() == 2) {
            m_window->nextChange();
            m_window->nextChange();
            status = m_window->statusText();
            // Typing is not taken yet, and the user is told so.
            QTest::keyClicks(m_window->convertedPane(), QStringLiteral("x"));
            typedMessage = m_window->statusBar()->currentMessage();
            // Nor is the walk by risk: the review is not there yet, and the user is told so.
            m_window->review()->goToNextSpan();
            walkMessage = m_window->statusBar()->currentMessage();
        }
    });
    QSignalSpy previews(m_window->controller(), &ConversionController::previewReady);
    QSignalSpy finished(m_window->controller(), &ConversionController::conversionFinished);
    m_window->openFile(path);
    QVERIFY(finished.wait(WaitBound));
    QCOMPARE(previews.size(), 2);
    QCOMPARE(readOnly, (std::vector<bool>{true, true}));
    // The header says why, and the review panel that the review is still coming.
    QVERIFY2(headers[0].contains(QStringLiteral("read-only until the whole text is converted")),
             qPrintable(headers[0]));
    QVERIFY2(headers[1].contains(QStringLiteral("read-only until the changes are sorted")),
             qPrintable(headers[1]));
    QCOMPARE(panel, QStringList(2, QStringLiteral("Sorting the changes for the review…")));
    QVERIFY(blocks[0] > 10 && blocks[0] < 1000);
    QCOMPARE(blocks[1], m_window->originalPane()->document()->blockCount());
    QVERIFY(status.startsWith(QStringLiteral("Change 2 of ")));
    QVERIFY2(typedMessage.startsWith(QStringLiteral("Editing waits")), qPrintable(typedMessage));
    QCOMPARE(walkMessage, QStringLiteral("The changes are still being sorted for the review"));
    QVERIFY(!m_window->convertedPane()->isReadOnly());
    QVERIFY(!header->fullText().contains(QStringLiteral("read-only")));
    QVERIFY(m_window->reviewPanel()->progressText().contains(QStringLiteral("decisions reviewed")));
    QCOMPARE(m_window->currentChange(), 1);
    QCOMPARE(m_window->statusText(), status);
    QCOMPARE(m_window->convertedPane()->document()->blockCount(),
             m_window->originalPane()->document()->blockCount());
    QCOMPARE(m_window->originalPane()->toPlainText(), novel);
    // The review has the explanation of the whole text.
    QVERIFY(m_window->review()->state().spansToReview().size() > 1000);
}

// Cancelled while the changes are being explained, the whole text stays, with every change, and
// can be edited; the review waits for a conversion that explains them.
void TestMainWindow::cancelledExplanationLeavesTheTextEditable()
{
    const QString path = writeNovel("000", qsizetype(3.6 * MB), QStringLiteral("novel3.txt"));
    QVERIFY(!path.isEmpty());
    QSignalSpy cancelled(m_window->controller(), &ConversionController::conversionCancelled);
    QSignalSpy finished(m_window->controller(), &ConversionController::conversionFinished);
    connect(m_window->controller(), &ConversionController::previewReady, this,
            [this](const ConversionOutcome &outcome) {
                if (outcome.explaining)
                    m_window->controller()->cancel();
            });
    m_window->openFile(path);
    QVERIFY(cancelled.wait(WaitBound));
    QCOMPARE(finished.size(), 0);
    QVERIFY(!m_window->convertedPane()->isReadOnly());
    QCOMPARE(m_window->originalPane()->toPlainText(), readUtf8(path));
    QVERIFY(m_window->diff().stats.changes > 1000);
    QVERIFY(m_window->statusBar()->currentMessage().startsWith(u"Explaining cancelled"));
    QVERIFY(m_window->review()->state().spansToReview().empty());
}

// Cancelled after the preview, the window holds only the beginning; choosing a conversion then
// converts the whole file, never just the part on screen.
void TestMainWindow::convertingAfterCancelledPreviewTakesWholeFile()
{
    // Large enough that the rest is still converting when the preview arrives.
    const QString path = writeNovel("000", qsizetype(3.6 * MB), QStringLiteral("novel2.txt"));
    QVERIFY(!path.isEmpty());
    const QString novel = readUtf8(path);
    QSignalSpy previews(m_window->controller(), &ConversionController::previewReady);
    QSignalSpy cancelled(m_window->controller(), &ConversionController::conversionCancelled);
    m_window->openFile(path);
    QVERIFY(previews.wait(WaitBound));
    m_window->controller()->cancel();
    QVERIFY(cancelled.wait(WaitBound));
    QVERIFY(m_window->originalPane()->document()->blockCount() < 1000);
    // Save says at once that only the beginning is there, before asking for any name.
    QString asked;
    QTimer::singleShot(0, this, [&asked] {
        if (QWidget *modal = QApplication::activeModalWidget()) {
            asked =
                QString::fromLatin1(modal->metaObject()->className()) + u' ' + modal->windowTitle();
            modal->close();
        }
    });
    triggerAction(m_window.get(), QKeySequence::Save);
    QCOMPARE(asked, QStringLiteral("QMessageBox Not Saved"));

    auto *configs = m_window->findChild<QComboBox *>(QStringLiteral("configBox"));
    configs->setCurrentIndex(configs->findData(QStringLiteral("s2tw")));
    Q_EMIT configs->activated(configs->currentIndex());
    QVERIFY(waitForConversion());
    QCOMPARE(m_window->originalPane()->toPlainText(), novel);
    QCOMPARE(m_window->convertedPane()->document()->blockCount(),
             m_window->originalPane()->document()->blockCount());
}

// A text that is one paragraph of 139,000 characters, wrapped, scrolls, pages and jumps as a text
// of many short ones does; the strip spreads its changes over its height.
void TestMainWindow::oneLongParagraph()
{
    QByteArray paragraph;
    for (const QString &file : chapterFiles())
        paragraph += readAll(file).replace('\n', "");
    const QString text = QString::fromUtf8(repeatedTo(paragraph, 420000)).left(139000);
    const QString path = m_dir.filePath(QStringLiteral("paragraph.txt"));
    QVERIFY(writeAll(path, (text + u'\n').toUtf8()));
    auto *wrap = m_window->findChild<QAction *>(QStringLiteral("wordWrapAction"));
    QVERIFY(wrap);
    if (!wrap->isChecked())
        wrap->trigger();
    m_window->openFile(path);
    QVERIFY(waitForConversion());
    QCoreApplication::processEvents();
    DiffPane *left = m_window->originalPane();
    DiffPane *right = m_window->convertedPane();
    QScrollBar *bar = right->verticalScrollBar();
    const int lineHeight = right->fontMetrics().lineSpacing();
    const int pageLines = right->viewport()->height() / lineHeight;
    // Lines enough to fill tens of pages: the bar can scroll through them.
    QVERIFY2(bar->maximum() > 20 * pageLines, qPrintable(QString::number(bar->maximum())));
    right->setFocus();
    QTest::keyClick(right, Qt::Key_End, Qt::ControlModifier);
    QCOMPARE(bar->value(), bar->maximum());
    QCOMPARE(right->textCursor().position(), right->document()->characterCount() - 1);
    QTest::keyClick(right, Qt::Key_Home, Qt::ControlModifier);
    QCOMPARE(bar->value(), 0);
    QCOMPARE(right->textCursor().position(), 0);
    QCOMPARE(left->verticalScrollBar()->value(), 0);
    QTest::keyClick(right, Qt::Key_PageDown);
    QVERIFY2(bar->value() > 0 && bar->value() <= pageLines,
             qPrintable(QString::number(bar->value())));
    // One wheel notch is three lines, not a jump through the text.
    const int before = bar->value();
    QWheelEvent notch(QPointF(10, 10), right->viewport()->mapToGlobal(QPointF(10, 10)), {},
                      {0, -120}, Qt::NoButton, {}, Qt::NoScrollPhase, false);
    QCoreApplication::sendEvent(right->viewport(), &notch);
    QCOMPARE(bar->value(), before + 3);
    // The last change is in view when gone to, and Ctrl+Home leaves it for the top.
    QTest::keyClick(right, Qt::Key_End, Qt::ControlModifier);
    QTest::keyClick(right, Qt::Key_Home, Qt::ControlModifier);
    QTest::keyClick(right, Qt::Key_End, Qt::ControlModifier);
    m_window->previousChange();
    QVERIFY(right->viewport()->rect().contains(right->cursorRect().center()));
    QVERIFY(bar->value() > bar->maximum() / 2);
    QVERIFY(m_window->statusText().startsWith(
        QStringLiteral("Change %1 of ").arg(m_window->diff().stats.changes)));
    QTest::keyClick(right, Qt::Key_Home, Qt::ControlModifier);
    QCOMPARE(bar->value(), 0);
    QCOMPARE(left->verticalScrollBar()->value(), 0);
    // The strip has the changes where their lines are, from its top to its bottom.
    auto *strip = m_window->findChild<OverviewStrip *>(QStringLiteral("overviewStrip"));
    QVERIFY(strip);
    const std::vector<TextChange> &changes = m_window->diff().changes;
    QVERIFY(strip->rowOfPosition(changes.front().bPosition) < strip->height() / 10);
    QVERIFY(strip->rowOfPosition(changes.back().bPosition) > strip->height() * 9 / 10);
}

// Edit → Go to Line brings that paragraph to the top of both panes.
void TestMainWindow::goToLine()
{
    m_window->openFile(chapterFile("004"));
    QVERIFY(waitForConversion());
    QTimer::singleShot(0, this, [] {
        auto *dialog = qobject_cast<QInputDialog *>(QApplication::activeModalWidget());
        QVERIFY(dialog);
        dialog->setIntValue(20);
        dialog->accept();
    });
    m_window->convertedPane()->setFocus();
    triggerAction(m_window.get(), QKeySequence(Qt::CTRL | Qt::Key_L));
    QCOMPARE(m_window->convertedPane()->textCursor().blockNumber(), 19);
    QCOMPARE(m_window->convertedPane()->topBlockAndLine().first, 19);
    QCOMPARE(m_window->originalPane()->topBlockAndLine().first, 19);

    // From a change far before the line gone to, Next Change goes on from that line, and the
    // status bar no longer counts the change left.
    const DiffResult &diff = m_window->outcome().diff;
    const QTextDocument *document = m_window->convertedPane()->document();
    const auto lineOf = [&](const TextChange &change) {
        return document->findBlock(change.bPosition).blockNumber();
    };
    QVERIFY(lineOf(diff.changes.front()) < 5);
    m_window->convertedPane()->moveCursor(QTextCursor::Start);
    triggerAction(m_window.get(), QKeySequence(Qt::Key_F7)); // Next Change: the first
    QVERIFY(m_window->statusText().startsWith(QStringLiteral("Change 1 of")));
    QTimer::singleShot(0, this, [] {
        auto *dialog = qobject_cast<QInputDialog *>(QApplication::activeModalWidget());
        QVERIFY(dialog);
        dialog->setIntValue(13);
        dialog->accept();
    });
    triggerAction(m_window.get(), QKeySequence(Qt::CTRL | Qt::Key_L));
    QVERIFY2(!m_window->statusText().startsWith(QStringLiteral("Change ")),
             qPrintable(m_window->statusText()));
    triggerAction(m_window.get(), QKeySequence(Qt::Key_F7));
    const QTextCursor selected = m_window->convertedPane()->textCursor();
    QVERIFY(document->findBlock(selected.selectionStart()).blockNumber() >= 12);
    const auto next = std::find_if(diff.changes.begin(), diff.changes.end(),
                                   [&](const TextChange &change) { return lineOf(change) >= 12; });
    QVERIFY(next != diff.changes.end());
    QCOMPARE(selected.selectionStart(), next->bPosition);

    // A click away from any change leaves none current.
    QApplication::setActiveWindow(m_window.get());
    QVERIFY(QTest::qWaitForWindowActive(m_window.get()));
    QPlainTextEdit *pane = m_window->convertedPane();
    QTextCursor away(document->findBlockByNumber(12));
    away.movePosition(QTextCursor::EndOfBlock);
    const QRect where = pane->cursorRect(away);
    QTest::mouseClick(pane->viewport(), Qt::LeftButton, {}, where.center() + QPoint(40, 0));
    QVERIFY2(!m_window->statusText().startsWith(QStringLiteral("Change ")),
             qPrintable(m_window->statusText()));
}

// A text converted again with new rules is a document of its own, its edits carried onto it: Edit
// → Undo is not left enabled for the document let go of, where it would do nothing.
void TestMainWindow::undoFollowsTheTextConvertedAgain()
{
    const QString path = m_dir.filePath(QStringLiteral("undo.txt"));
    QVERIFY(writeAll(path, "头发很长。\n一只猫。\n"));
    m_window->openFile(path);
    QVERIFY(waitForConversion());
    QAction *undo = actionByText(m_window.get(), QStringLiteral("&Undo"));
    QVERIFY(undo);
    QVERIFY(!undo->isEnabled());
    QTextCursor cursor(m_window->convertedPane()->document()->findBlockByNumber(1));
    cursor.insertText(QStringLiteral("【校】"));
    QVERIFY(waitForConversion()); // the debounced diff of the edit
    QVERIFY(undo->isEnabled());
    QVERIFY(!m_window->rules()->append(QStringLiteral("猫=喵"), m_window->rules()->pathToWrite()));
    QTRY_COMPARE_WITH_TIMEOUT(m_window->convertedPane()->toPlainText(),
                              QStringLiteral("頭髮很長。\n【校】一隻喵。\n"), WaitBound);
    settleJobs();
    QVERIFY(!undo->isEnabled());
}

QTEST_MAIN(TestMainWindow)
// Help → About: Duizhao's version, and the Qt and OpenCC in use.
// Reopened in the wrong encoding, a Big5 chapter decodes without an error into nonsense: the
// status bar says so and names the file; reopened in the right one, the warning goes.
void TestMainWindow::wrongForcedEncodingIsWarned()
{
    const QString big5 = representableIn(readUtf8(chapterFile("002")), TextEncoding::Big5);
    const QString path = m_dir.filePath(QStringLiteral("big5.txt"));
    QVERIFY(writeAll(path, TextEncoding::encoder(TextEncoding::Big5).encode(big5)));
    // The warning stands in a label of its own, beside the bar's messages and the change counter.
    auto *warning = m_window->statusBar()->findChild<ElidedLabel *>(QStringLiteral("readWarning"));
    QVERIFY(warning);
    m_window->openFile(path, TextEncoding::Gb18030);
    QVERIFY(waitForConversion());
    QVERIFY(warning->isVisible());
    const QString said = warning->fullText();
    // Named as the header names it, by the file's name: the bar's room is for why.
    QVERIFY2(said.contains(QStringLiteral("— ") + QFileInfo(path).fileName() +
                           QStringLiteral(": read as GB18030, the text is mostly rare")),
             qPrintable(said));
    QVERIFY2(!said.contains(path), qPrintable(said));
    m_window->openFile(path, TextEncoding::Big5);
    QVERIFY(waitForConversion());
    QVERIFY(!warning->isVisible());
    QCOMPARE(m_window->originalPane()->toPlainText(), big5);
    // With Fix Likely Mistakes on, which has nothing to fix there, after the walk's messages and
    // after an edit and its diff, the warning stays in sight.
    QAction *fixLikely = actionByText(m_window.get(), QStringLiteral("&Fix Likely Mistakes"));
    QVERIFY(fixLikely);
    fixLikely->trigger();
    m_window->openFile(path, TextEncoding::Gb18030);
    QVERIFY(waitForConversion());
    fixLikely->trigger();
    QAction *nextSpan = actionByText(m_window.get(), QStringLiteral("&Next Span to Review"));
    QVERIFY(nextSpan);
    nextSpan->trigger();
    m_window->nextChange();
    QTextCursor(m_window->convertedPane()->document()).insertText(QStringLiteral("【校】"));
    QTRY_VERIFY_WITH_TIMEOUT(m_window->outcome().rediff, WaitBound);
    QVERIFY(waitForConversion());
    QVERIFY(warning->isVisible());
    QCOMPARE(warning->fullText(), said);
    m_window->convertedPane()->document()->setModified(false);
}

// Edit → Cut, Copy, Paste and Select All work in the pane last worked in, enabled as it allows
// when the menu opens; their keys stay the pane's own.
void TestMainWindow::editMenuCopiesAndPastesInThePaneWorkedIn()
{
    m_window->openFile(chapterFile("000"));
    QVERIFY(waitForConversion());
    QApplication::setActiveWindow(m_window.get());
    QVERIFY(QTest::qWaitForWindowActive(m_window.get()));
    QMenu *edit = nullptr;
    for (QAction *menu : m_window->menuBar()->actions()) {
        if (menu->text() == u"&Edit")
            edit = menu->menu();
    }
    QVERIFY(edit);
    const auto command = [edit](const QString &text) -> QAction * {
        for (QAction *action : edit->actions()) {
            if (action->text() == text)
                return action;
        }
        return nullptr;
    };
    QAction *cut = command(QStringLiteral("Cu&t"));
    QAction *copy = command(QStringLiteral("&Copy"));
    QAction *paste = command(QStringLiteral("&Paste"));
    QAction *selectAll = command(QStringLiteral("Select &All"));
    QVERIFY(cut && copy && paste && selectAll);

    // Nothing selected in the original: nothing to cut or copy.
    DiffPane *original = m_window->originalPane();
    original->setFocus();
    QTextCursor cursor(original->document()->findBlockByNumber(0));
    original->setTextCursor(cursor);
    Q_EMIT edit->aboutToShow();
    QVERIFY(!copy->isEnabled());
    QVERIFY(!cut->isEnabled());
    QVERIFY(selectAll->isEnabled());
    cursor.movePosition(QTextCursor::NextCharacter, QTextCursor::KeepAnchor, 4);
    original->setTextCursor(cursor);
    Q_EMIT edit->aboutToShow();
    QVERIFY(copy->isEnabled());
    QCOMPARE(cut->isEnabled(), !original->isReadOnly());
    QApplication::clipboard()->clear();
    copy->trigger();
    const QString copied = cursor.selectedText();
    QCOMPARE(QApplication::clipboard()->text(), copied);
    QVERIFY(original->hasFocus());

    // Pasted at the start of the converted text, and undone.
    DiffPane *converted = m_window->convertedPane();
    converted->setFocus();
    converted->setTextCursor(QTextCursor(converted->document()));
    const QString before = converted->toPlainText();
    Q_EMIT edit->aboutToShow();
    QVERIFY(paste->isEnabled());
    paste->trigger();
    QCOMPARE(converted->toPlainText(), copied + before);
    converted->undo();
    QCOMPARE(converted->toPlainText(), before);
    selectAll->trigger();
    QCOMPARE(converted->textCursor().selectedText().size(), before.size());

    // The key in the pane is the pane's: Ctrl+C copies there, not through the menu.
    QApplication::clipboard()->clear();
    QSignalSpy copiedByMenu(copy, &QAction::triggered);
    QTest::keyClick(converted, Qt::Key_C, Qt::ControlModifier);
    QCOMPARE(QApplication::clipboard()->text().size(), before.size());
    QCOMPARE(copiedByMenu.count(), 0);
    const QList<std::pair<QString, QString>> shortcuts = HelpMenu::shortcuts(m_window.get());
    QVERIFY(shortcuts.contains({QStringLiteral("Edit → Copy"), QStringLiteral("Ctrl+C")}));
    converted->document()->setModified(false);
}

// Help → Keyboard Shortcuts lists the window's own menus, so it cannot fall behind them; every
// entry a user reaches by key is there, Save As too on a platform without a standard key for it.
void TestMainWindow::helpListsShortcutsAndTheGuide()
{
    const QList<std::pair<QString, QString>> shortcuts = HelpMenu::shortcuts(m_window.get());
    QHash<QString, QString> keys;
    for (const auto &[command, key] : shortcuts)
        keys.insert(command, key);
    QCOMPARE(keys.value(QStringLiteral("File → Save As…")), QStringLiteral("Ctrl+Shift+S"));
    QCOMPARE(keys.value(QStringLiteral("File → Open…")), QStringLiteral("Ctrl+O"));
    QCOMPARE(keys.value(QStringLiteral("Review → Next Span to Review")),
             QStringLiteral("Alt+Shift+Down"));
    QCOMPARE(keys.value(QStringLiteral("Go → Next Change")), QStringLiteral("Alt+Down, F7"));
    QCOMPARE(keys.value(QStringLiteral("Help → User Guide")), QStringLiteral("F1"));
    QVERIFY(!keys.value(QStringLiteral("Edit → Preferences…")).isEmpty());
    // The Save As key reaches the command.
    QAction *saveAs = nullptr;
    for (QAction *action : m_window->findChildren<QAction *>()) {
        if (action->text() == u"Save &As…")
            saveAs = action;
    }
    QVERIFY(saveAs);
    QVERIFY(saveAs->shortcuts().contains(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_S)));

    // The guide is docs/guide.md, its pictures built in and shown within the guide's width: the
    // text speaks of them ("below: s2twp, wrapped").
    const QString guide = HelpMenu::guide();
    QVERIFY(guide.startsWith(QStringLiteral("# Duizhao user guide")));
    QVERIFY(guide.contains(QStringLiteral("\n## Reviewing a conversion")));
    QVERIFY(!guide.contains(QStringLiteral("](../resources/")));
    QVERIFY(guide.contains(QStringLiteral("](qrc:/screenshots/review.png)")));
    QTextBrowser browser;
    browser.setMarkdown(guide);
    HelpMenu::fitPictures(browser.document(), 700);
    int pictures = 0;
    for (QTextBlock block = browser.document()->begin(); block.isValid(); block = block.next()) {
        for (auto fragment = block.begin(); !fragment.atEnd(); ++fragment) {
            const QTextImageFormat picture = fragment.fragment().charFormat().toImageFormat();
            if (!picture.isValid())
                continue;
            ++pictures;
            QVERIFY2(picture.width() > 0 && picture.width() <= 700, qPrintable(picture.name()));
            QVERIFY(browser.document()
                        ->resource(QTextDocument::ImageResource, QUrl(picture.name()))
                        .isValid());
        }
    }
    QCOMPARE(pictures, 6);
}

// A message wider than the status bar is read whole in its tooltip; one that fits needs none.
void TestMainWindow::aMessageCutByTheStatusBarIsItsTooltip()
{
    m_window->resize(640, 480);
    QStatusBar *bar = m_window->statusBar();
    QTRY_VERIFY_WITH_TIMEOUT(bar->width() <= 640, WaitBound);
    const QString message =
        QStringLiteral("冲 → 衝 · Ambiguous, settled by a phrase · STPhrases "
                       "(冲走 → 沖走) · candidates: 衝 沖 · a name in this text · "
                       "risk 0.88 · OpenCC wrote 沖; this text uses 衝 as part "
                       "of a name, 3 times");
    bar->showMessage(message);
    QCOMPARE(bar->toolTip(), message);
    bar->showMessage(QStringLiteral("Saved"));
    QCOMPARE(bar->toolTip(), QString());
    bar->clearMessage();
}

// Encodings are named alike in both menus of the File menu: as the panes' headers name them.
void TestMainWindow::encodingsAreNamedAlike()
{
    const auto entries = [](const QMenu *menu) {
        QStringList names;
        for (const QAction *entry : menu->actions()) {
            if (!entry->isSeparator())
                names << entry->text();
        }
        return names;
    };
    QStringList saveNames;
    QStringList reopenNames;
    for (QAction *menu : m_window->menuBar()->actions()) {
        for (QAction *action : menu->menu()->actions()) {
            if (action->text() == u"Save E&ncoding")
                saveNames = entries(action->menu());
            else if (action->text() == u"Reopen with &Encoding")
                reopenNames = entries(action->menu());
        }
    }
    QVERIFY(saveNames.contains(QStringLiteral("UTF-8")));
    QVERIFY(saveNames.contains(QStringLiteral("UTF-8 with BOM")));
    QVERIFY(saveNames.contains(QStringLiteral("Big5")));
    QVERIFY(saveNames.contains(QStringLiteral("GB18030")));
    for (const QString &name : std::as_const(reopenNames))
        QVERIFY2(saveNames.contains(name), qPrintable(name));
    QVERIFY(reopenNames.size() >= 5);
}

void TestMainWindow::aboutNamesTheVersions()
{
    QCoreApplication::setApplicationVersion(QStringLiteral("9.8.7"));
    QAction *about = nullptr;
    for (QAction *menu : m_window->menuBar()->actions()) {
        for (QAction *action : menu->menu()->actions()) {
            if (action->text() == u"&About Duizhao")
                about = action;
        }
    }
    QVERIFY(about);
    QString text;
    QTimer::singleShot(0, this, [&text] {
        auto *box = qobject_cast<QMessageBox *>(QApplication::activeModalWidget());
        if (box) {
            text = box->text();
            box->accept();
        }
    });
    about->trigger();
    QVERIFY2(text.contains(QStringLiteral("Duizhao 9.8.7")), qPrintable(text));
    QVERIFY2(text.contains(QStringLiteral("Qt ") + QLatin1String(qVersion())), qPrintable(text));
    QVERIFY2(text.contains(QStringLiteral("OpenCC ") + Converter::openccVersion()),
             qPrintable(text));
    QVERIFY2(text.contains(QStringLiteral("OpenCC data: ") + ConfigCatalog().dataDescription()),
             qPrintable(text));
}

// Edit → Preferences offers the bundled data and the system's (where it has some: this Debian
// system does), with their versions; the choice, kept in the settings, decides at the next start
// which configs the window offers and what converts.
void TestMainWindow::openccDataPreference()
{
    {
        PreferencesDialog dialog;
        auto *box = dialog.findChild<QComboBox *>(QStringLiteral("openccDataBox"));
        QVERIFY(box);
        QCOMPARE(box->count(), 2);
        QVERIFY(box->itemText(0).contains(ConfigCatalog().dataVersion()));
        QVERIFY(box->itemText(1).contains(Converter::openccVersion()));
        QCOMPARE(dialog.openccData(), OpenccData::Bundled);
        auto *tofu = dialog.findChild<QCheckBox *>(QStringLiteral("tofuRiskBox"));
        QVERIFY(tofu);
        QVERIFY(!tofu->isChecked());
        QVERIFY(!dialog.tofuRisk());
        // The system's OpenCC 1.1 data keeps no such dictionary apart: nothing to choose there.
        QVERIFY(tofu->isEnabled());
        box->setCurrentIndex(1);
        QVERIFY(!tofu->isEnabled());
        QVERIFY2(tofu->toolTip().contains(QStringLiteral("converts those characters always")),
                 qPrintable(tofu->toolTip()));
        box->setCurrentIndex(0);
        QVERIFY(tofu->isEnabled());
    }
    const auto configs = [this] {
        auto *box = m_window->findChild<QComboBox *>(QStringLiteral("configBox"));
        QStringList names;
        for (int i = 0; box && i < box->count(); ++i)
            names << box->itemData(i).toString();
        return names;
    };
    QVERIFY(configs().contains(QStringLiteral("s2hkp")));
    const QString path = m_dir.filePath(QStringLiteral("lychee.txt"));
    QVERIFY(writeAll(path, "荔枝干\n"));

    Settings().setOpenccData(OpenccData::System);
    PreferencesDialog::applyOpenccDataFromSettings(); // as at start-up
    QCOMPARE(ConfigCatalog::preferredData(), OpenccData::System);
    m_jobs.reset();
    m_window = std::make_unique<MainWindow>();
    m_jobs = std::make_unique<JobWatch>(*m_window);
    QVERIFY(!configs().contains(QStringLiteral("s2hkp")));
    m_window->openFile(path);
    QVERIFY(waitForConversion());
    QCOMPARE(m_window->convertedPane()->toPlainText(), QStringLiteral("荔枝幹\n"));
    QCOMPARE(PreferencesDialog().openccData(), OpenccData::System);

    Settings().setOpenccData(OpenccData::Bundled);
    PreferencesDialog::applyOpenccDataFromSettings();
    QCOMPARE(ConfigCatalog::preferredData(), OpenccData::Bundled);
    m_jobs.reset();
    m_window = std::make_unique<MainWindow>();
    m_jobs = std::make_unique<JobWatch>(*m_window);
    m_window->openFile(path);
    QVERIFY(waitForConversion());
    QCOMPARE(m_window->convertedPane()->toPlainText(), QStringLiteral("荔枝乾\n"));

    // The dictionaries that may output tofu, chosen, convert from the next start.
    const QString rare = m_dir.filePath(QStringLiteral("rare.txt"));
    QVERIFY(writeAll(rare, "㑮\n"));
    Settings().setOpenccTofuRisk(true);
    PreferencesDialog::applyOpenccDataFromSettings();
    QVERIFY(PreferencesDialog().tofuRisk());
    m_jobs.reset();
    m_window = std::make_unique<MainWindow>();
    m_jobs = std::make_unique<JobWatch>(*m_window);
    m_window->setConfig(QStringLiteral("t2s"));
    m_window->openFile(rare);
    QVERIFY(waitForConversion());
    QCOMPARE(m_window->convertedPane()->toPlainText(), QStringLiteral("𫝈\n"));
    Settings().setOpenccTofuRisk(false);
    PreferencesDialog::applyOpenccDataFromSettings();
    QVERIFY(!ConfigCatalog::includesTofuRisk());
}

#include "tst_mainwindow.moc"
