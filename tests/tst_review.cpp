// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/conversion/glossary.h"
#include "core/review/savedreview.h"
#include "dialogs/glossarydialog.h"
#include "document/bookrules.h"
#include "document/highlightpalette.h"
#include "document/settings.h"
#include "panes/diffpane.h"
#include "panes/overviewstrip.h"
#include "review/reviewactions.h"
#include "review/reviewcontroller.h"
#include "review/reviewpanel.h"
#include "testsupport.h"
#include "window/mainwindow.h"
#include "windowtestsupport.h"

#include <QAbstractAnimation>
#include <QAbstractButton>
#include <QApplication>
#include <QLabel>
#include <QMenu>
#include <QMessageBox>
#include <QProgressBar>
#include <QScrollBar>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QStatusBar>
#include <QStyleFactory>
#include <QTemporaryDir>
#include <QTextBlock>
#include <QTimer>
#include <QTreeWidget>

using namespace duizhao;
using namespace duizhao::testing;

// Reviewing a conversion in the window: going from span to span, picking candidates by key and
// for every span alike, undoing, marking, filtering, and the book's glossary.
class TestReview : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void init();
    void cleanup();
    void digitPicksACandidateAndMovesOn();
    void riskiestFirst();
    void riskySpansReviewedAreSaidToBe();
    void undoTakesBackPickAndMark();
    void spansMoveWithTyping();
    void pickForEverySpanAlike();
    void aPickForAllAlikeLeavesWhatNoDecisionRestsOn();
    void contextMenuCountsWhatItChanges();
    void reviewComesBackWithTheText();
    void aReviewSavedWithItsTextComesBackSaved();
    void reviewIsNeverKeptThroughALink();
    void markReviewedByShortcut();
    void filterShowsOneCategory();
    void tooltipExplainsTheSpan();
    void glossaryBesideTheBookApplies();
    void addingARuleConvertsAgain();
    void badGlossaryLinesAreShown();
    void chosenGlossaryIsRemembered();
    void theGlossaryEditorNeverLosesRules();
    void cornerQuotesAreAChoice();
    void newRuleKeepsEditsAndReview();
    void ruleAfterTheDiffCaughtUpKeepsPicksAndReviews();
    void reviewedLinesAreTickedInTheStrip();
    void manyRiskySpansShowAsDensity();
    void reviewTestChapter();
    void walkingKeepsPanesTogether_data();
    void walkingKeepsPanesTogether();
    void fixLikelyMistakes();
    void fixLikelyMistakesSaysWhenThereIsNothingToFix();
    void fixesAreNotCountedAsEditsKept();
    void restoredFixesAreNotSaidToBePicked();
    void fixesMadeWithTheConversionAreNoEdits();
    void undoingTheFixesKeepsThePlace();
    void panelIsStillOnceTheChangesAreSorted();

private:
    QAction *action(const QString &text) const;
    bool open(const QString &text);
    bool waitForConversion();
    QString converted() const { return m_window->convertedPane()->toPlainText(); }
    // The span at a source position.
    int spanAt(int sourcePosition) const;

    std::unique_ptr<MainWindow> m_window;
    std::unique_ptr<JobWatch> m_jobs; // made after the window, gone before it
    std::unique_ptr<QTemporaryDir> m_dir;
};

void TestReview::initTestCase()
{
    useTestSettings("tst_review");
}

void TestReview::init()
{
    m_dir = std::make_unique<QTemporaryDir>();
    m_jobs.reset();
    m_window = std::make_unique<MainWindow>();
    m_jobs = std::make_unique<JobWatch>(*m_window);
    m_window->resize(1000, 500);
    m_window->setConfig(QStringLiteral("s2t"));
    m_window->setFilter(HighlightPalette::ShowAll);
    m_window->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
}

void TestReview::cleanup()
{
    m_window->convertedPane()->document()->setModified(false);
    m_window->rules()->setCornerQuotes(false);
    m_jobs.reset();
    m_window.reset();
}

bool TestReview::waitForConversion()
{
    return m_jobs->wait();
}

bool TestReview::open(const QString &text)
{
    const QString path = m_dir->filePath(QStringLiteral("chapter.txt"));
    if (!writeAll(path, text.toUtf8()))
        return false;
    m_window->openFile(path);
    return waitForConversion();
}

int TestReview::spanAt(int sourcePosition) const
{
    const Explanation *explanation = m_window->review()->state().explanation();
    for (size_t index = 0; explanation && index < explanation->spans.size(); ++index) {
        if (explanation->spans[index].sourcePosition == sourcePosition)
            return int(index);
    }
    return -1;
}

void TestReview::digitPicksACandidateAndMovesOn()
{
    // 发 is settled by the phrase 丝发, yet 发布 contests it: the riskiest span. 干 of 地瓜干 is
    // decided by default, at some risk; 了 is no decision.
    QVERIFY(open(QStringLiteral("粉丝发布了新歌。地瓜干很甜。\n")));
    QCOMPARE(converted(), QStringLiteral("粉絲髮布了新歌。地瓜幹很甜。\n"));
    ReviewController *review = m_window->review();
    review->goToNextSpan();
    QCOMPARE(review->currentSpan(), spanAt(2));
    DiffPane *pane = m_window->convertedPane();
    QCOMPARE(pane->textCursor().selectedText(), QStringLiteral("髮"));

    // Candidates of 发: 1 發, 2 髮.
    QTest::keyClick(pane, Qt::Key_1);
    QCOMPARE(converted(), QStringLiteral("粉絲發布了新歌。地瓜幹很甜。\n"));
    QVERIFY(review->state().isReviewed(spanAt(2)));
    QCOMPARE(review->currentSpan(), spanAt(10)); // on to 干, the next riskiest
    QCOMPARE(pane->textCursor().selectedText(), QStringLiteral("幹"));
    // 发, 干 and 布 (contested by 发布 too, at low risk) are the decisions.
    QTRY_VERIFY2(m_window->reviewPanel()->progressText().contains(QStringLiteral("1 of 3")),
                 qPrintable(m_window->reviewPanel()->progressText()));
    // The status bar keeps saying what the next span offers and which keys pick, also after
    // the diff has caught up with the pick.
    const auto nextSpanShown = [this] {
        const QString message = m_window->statusBar()->currentMessage();
        return message.startsWith(QStringLiteral("干 → 幹")) && message.contains(u"Keys: 1");
    };
    QVERIFY2(nextSpanShown(), qPrintable(m_window->statusBar()->currentMessage()));
    QSignalSpy rediffed(m_window->controller(), &ConversionController::conversionFinished);
    QVERIFY(rediffed.wait(WaitBound));
    QVERIFY2(nextSpanShown(), qPrintable(m_window->statusBar()->currentMessage()));

    // A digit with no candidate of that number changes nothing.
    QTest::keyClick(pane, Qt::Key_9);
    QCOMPARE(converted(), QStringLiteral("粉絲發布了新歌。地瓜幹很甜。\n"));
    // Candidates of 干: 1 幹, 2 乾.
    QTest::keyClick(pane, Qt::Key_2);
    QCOMPARE(converted(), QStringLiteral("粉絲發布了新歌。地瓜乾很甜。\n"));
    // Without a span selected, digits are typed as usual.
    QTextCursor cursor = pane->textCursor();
    cursor.movePosition(QTextCursor::End);
    pane->setTextCursor(cursor);
    QTest::keyClick(pane, Qt::Key_1);
    QCOMPARE(converted(), QStringLiteral("粉絲發布了新歌。地瓜乾很甜。\n1"));
}

// A risky span reviewed is said to be: the risky work is done when every one is, and its row
// of the Decisions list is no longer red.
void TestReview::riskySpansReviewedAreSaidToBe()
{
    QVERIFY(open(QStringLiteral("地瓜干很甜。\n粉丝发布了新歌。\n")));
    m_window->review()->goToNextSpan();
    QTreeWidget *decisions = m_window->reviewPanel()->decisions();
    const auto progress = [this] {
        return m_window->reviewPanel()->progressText();
    };
    QVERIFY2(progress().contains(QStringLiteral("1 risky span</b>")), qPrintable(progress()));
    QCOMPARE(decisions->topLevelItem(0)->child(0)->foreground(1).color(),
             HighlightPalette::riskyColour());
    QTest::keyClick(m_window->convertedPane(), Qt::Key_Return, Qt::ControlModifier);
    QTRY_VERIFY2_WITH_TIMEOUT(progress().contains(QStringLiteral("1 risky span, reviewed")),
                              qPrintable(progress()), WaitBound);
    QVERIFY(decisions->topLevelItem(0)->child(0)->foreground(1).color() !=
            HighlightPalette::riskyColour());
    m_window->convertedPane()->undo();
    QTRY_VERIFY2_WITH_TIMEOUT(progress().contains(QStringLiteral("1 risky span</b>")),
                              qPrintable(progress()), WaitBound);
}

// The walk and the Decisions list put the riskiest first, the strip marks it; in text order the
// walk is a menu choice away.
void TestReview::riskiestFirst()
{
    QVERIFY(open(QStringLiteral("地瓜干很甜。\n粉丝发布了新歌。\n")));
    ReviewController *review = m_window->review();
    review->goToNextSpan();
    QCOMPARE(review->currentSpan(), spanAt(9)); // 发 of 丝发, on the second line

    QTreeWidget *decisions = m_window->reviewPanel()->decisions();
    QTreeWidgetItem *top = decisions->topLevelItem(0);
    QCOMPARE(top->text(0), QStringLiteral("发"));
    QVERIFY(top->text(1).toDouble() >= 0.5);
    QVERIFY(decisions->topLevelItem(1)->text(1).toDouble() < top->text(1).toDouble());
    QVERIFY2(m_window->reviewPanel()->progressText().contains(QStringLiteral("1 risky span</b>")),
             qPrintable(m_window->reviewPanel()->progressText()));
    auto *strip = m_window->findChild<OverviewStrip *>(QStringLiteral("overviewStrip"));
    QVERIFY(strip);
    QCOMPARE(strip->riskyPositions().size(), size_t(1));
    QCOMPARE(converted().left(strip->riskyPositions().front()).count(u'\n'), 1); // second line

    QAction *byRisk = nullptr;
    for (QAction *action : m_window->findChildren<QAction *>()) {
        if (action->text() == QStringLiteral("Walk the &Riskiest First"))
            byRisk = action;
    }
    QVERIFY(byRisk);
    QVERIFY(byRisk->isChecked());
    byRisk->trigger();
    QCOMPARE(review->walkOrder(), WalkOrder::InText);
    QVERIFY(!Settings().walkByRisk());
    review->goToNextSpan(); // from 发 on, in the text: 布, contested by 发布 too
    QCOMPARE(review->currentSpan(), spanAt(10));
    review->goToNextSpan(); // wrapping to the first line
    QCOMPARE(review->currentSpan(), spanAt(2));
    byRisk->trigger();
    QCOMPARE(review->walkOrder(), WalkOrder::ByRisk);
    QVERIFY(Settings().walkByRisk());
}

// Typed text moves the spans after it at once, before the text is compared again: the walk goes
// to the span's new place and a pick replaces the span, not what now stands where it stood.
void TestReview::spansMoveWithTyping()
{
    QVERIFY(open(QStringLiteral("粉丝发布了新歌。地瓜干很甜。\n")));
    DiffPane *pane = m_window->convertedPane();
    QTextCursor cursor(pane->document());
    cursor.insertText(QStringLiteral("序：")); // no event loop: the re-diff has not run
    QCOMPARE(converted(), QStringLiteral("序：粉絲髮布了新歌。地瓜幹很甜。\n"));
    ReviewController *review = m_window->review();
    review->goToNextSpan();
    QCOMPARE(review->currentSpan(), spanAt(2));
    QCOMPARE(pane->textCursor().selectedText(), QStringLiteral("髮"));
    QTest::keyClick(pane, Qt::Key_1);
    QCOMPARE(converted(), QStringLiteral("序：粉絲發布了新歌。地瓜幹很甜。\n"));
    QCOMPARE(pane->textCursor().selectedText(), QStringLiteral("幹"));
}

void TestReview::undoTakesBackPickAndMark()
{
    QVERIFY(open(QStringLiteral("一只只小鸟。\n")));
    QCOMPARE(converted(), QStringLiteral("一隻只小鳥。\n"));
    ReviewController *review = m_window->review();
    const int second = spanAt(2);
    review->pick(second, QStringLiteral("隻"));
    QCOMPARE(converted(), QStringLiteral("一隻隻小鳥。\n"));
    QVERIFY(review->state().isReviewed(second));
    QVERIFY(m_window->isWindowModified());

    m_window->convertedPane()->undo();
    QCOMPARE(converted(), QStringLiteral("一隻只小鳥。\n"));
    QVERIFY(!review->state().isReviewed(second));
    m_window->convertedPane()->redo();
    QCOMPARE(converted(), QStringLiteral("一隻隻小鳥。\n"));
    QVERIFY(review->state().isReviewed(second));

    // After the re-diff the pick shows as the user's edit, over the span it replaced.
    QVERIFY(waitForConversion());
    const auto &edits = m_window->convertedPane()->secondaryHighlights();
    QCOMPARE(edits.size(), size_t(1));
    QCOMPARE(edits.front().position, 2);
    QVERIFY(review->review().place(second).has_value());
}

void TestReview::pickForEverySpanAlike()
{
    QVERIFY(open(QStringLiteral("了得。他了结了。我了。\n")));
    ReviewController *review = m_window->review();
    std::vector<int> alike = review->state().identicalTo(
        spanAt(0), readUtf8(m_dir->filePath(QStringLiteral("chapter.txt"))));
    QVERIFY(alike.size() >= 2);
    const QString before = converted();
    const int count = int(before.count(u'了'));
    review->setReviewed({alike.back()}, true); // reviewed ones are left alone
    review->pick(alike.front(), QStringLiteral("瞭"), true);
    QCOMPARE(int(converted().count(u'瞭')), int(alike.size()) - 1);
    QCOMPARE(int(converted().count(u'了')), count - int(alike.size()) + 1);
    for (const int span : alike)
        QVERIFY(review->state().isReviewed(span));
    QCoreApplication::processEvents();
    QVERIFY(!m_window->statusBar()->currentMessage().startsWith(QStringLiteral("Redone")));
    // One undo step takes the whole pick back, and the status bar says so, not what was picked.
    m_window->convertedPane()->undo();
    QCOMPARE(converted(), before);
    QTRY_VERIFY2_WITH_TIMEOUT(
        m_window->statusBar()->currentMessage().startsWith(QStringLiteral("Undone: ")),
        qPrintable(m_window->statusBar()->currentMessage()), WaitBound);
    m_window->convertedPane()->redo();
    QTRY_VERIFY_WITH_TIMEOUT(
        m_window->statusBar()->currentMessage().startsWith(QStringLiteral("Redone: ")), WaitBound);
}

// Alike is as much a decision as the span picked: 于 picked for every 於 alike, where the text
// names 陈子于, leaves the 於 no decision rests on (终于, 对于, settled by phrases) as OpenCC wrote
// them, as the Decisions panel counts its row.
void TestReview::aPickForAllAlikeLeavesWhatNoDecisionRestsOn()
{
    const QString source = readUtf8(namesChapter("01_rainy_night.txt"));
    QVERIFY(open(source));
    ReviewController *review = m_window->review();
    const Explanation *explanation = review->state().explanation();
    QVERIFY(explanation);
    int decision = -1;
    std::vector<int> quiet;
    for (size_t index = 0; index < explanation->spans.size(); ++index) {
        const ExplainedSpan &span = explanation->spans[index];
        if (source.mid(span.sourcePosition, span.sourceLength) != u"于" ||
            explanation->result.mid(span.resultPosition, span.resultLength) != u"於")
            continue;
        if (span.isQuiet())
            quiet.push_back(int(index));
        else if (decision < 0)
            decision = int(index);
    }
    QVERIFY(decision >= 0);
    QVERIFY(!quiet.empty());
    const std::vector<int> alike = review->state().identicalTo(decision, source);
    QVERIFY(alike.size() >= 2);
    for (const int span : alike)
        QVERIFY(!explanation->spans[size_t(span)].isQuiet());
    review->pick(decision, QStringLiteral("于"), true);
    for (const int span : quiet)
        QCOMPARE(review->state().currentResult(span), QStringLiteral("於"));
    QCOMPARE(review->state().currentResult(alike.back()), QStringLiteral("于"));
}

// The context menu's "for all alike" entries count the spans they change: with one of three alike
// reviewed, a pick reaches this span and the one other not yet reviewed.
void TestReview::contextMenuCountsWhatItChanges()
{
    QVERIFY(open(QStringLiteral("地瓜干很甜。地瓜干很甜。地瓜干很甜。\n")));
    ReviewController *review = m_window->review();
    review->setReviewed({spanAt(2)}, true);
    DiffPane *pane = m_window->convertedPane();
    std::unique_ptr<QMenu> menu(m_window->reviewActions()->contextMenu(pane, 8, m_window.get()));
    QStringList entries;
    for (const QAction *action : menu->actions())
        entries << action->text();
    QVERIFY2(entries.contains(QStringLiteral("Pick for this and 1 alike not yet reviewed")),
             qPrintable(entries.join(u'|')));
    QVERIFY2(entries.contains(QStringLiteral("Mark 2 alike as reviewed")),
             qPrintable(entries.join(u'|')));
}

// The review of a file is kept beside it: opened again, the same text comes back with its marks
// and picks (the picks as one step of undo); a text changed since comes back without them.
void TestReview::reviewComesBackWithTheText()
{
    const QString text = QStringLiteral("地瓜干很甜，周先生来了。\n");
    QVERIFY(open(text));
    ReviewController *review = m_window->review();
    review->pick(spanAt(2), QStringLiteral("乾"));
    review->setReviewed({spanAt(6)}, true);
    const QString kept = SavedReview::pathFor(m_dir->filePath(QStringLiteral("chapter.txt")));
    QTRY_VERIFY_WITH_TIMEOUT(QFile::exists(kept), WaitBound);
    const QString picked = converted();
    QCOMPARE(picked, QStringLiteral("地瓜乾很甜，周先生來了。\n"));
    m_window->convertedPane()->document()->setModified(false);

    m_window->openFile(m_dir->filePath(QStringLiteral("chapter.txt")));
    QVERIFY(waitForConversion());
    QCOMPARE(converted(), picked);
    QVERIFY(review->state().isReviewed(spanAt(2)));
    QVERIFY(review->state().isReviewed(spanAt(6)));
    QVERIFY2(m_window->statusBar()->currentMessage().contains(QStringLiteral("restored")),
             qPrintable(m_window->statusBar()->currentMessage()));
    m_window->convertedPane()->undo();
    QCOMPARE(converted(), QStringLiteral("地瓜幹很甜，周先生來了。\n"));
    QVERIFY(!review->state().isReviewed(spanAt(6)));
    m_window->convertedPane()->redo();
    m_window->convertedPane()->document()->setModified(false);

    // The text changed: its review is not this one's.
    QVERIFY(open(QStringLiteral("周先生来了，地瓜干很甜。\n")));
    QCOMPARE(converted(), QStringLiteral("周先生來了，地瓜幹很甜。\n"));
    QVERIFY(!review->state().isReviewed(spanAt(0)));
}

// Picks saved with the converted text come back with it as no edit to save, and the message
// counts what was marked reviewed, not every span restored; picked again since, they are edits.
void TestReview::aReviewSavedWithItsTextComesBackSaved()
{
    const QString source = m_dir->filePath(QStringLiteral("chapter.txt"));
    QVERIFY(open(QStringLiteral("地瓜干很甜，周先生来了。\n")));
    ReviewController *review = m_window->review();
    review->pick(spanAt(2), QStringLiteral("乾"));
    QVERIFY(m_window->isWindowModified());
    QVERIFY(m_window->saveTo(m_dir->filePath(QStringLiteral("chapter.zh-Hant.txt"))));
    QVERIFY(!m_window->isWindowModified());

    m_window->openFile(source);
    QVERIFY(waitForConversion());
    QCOMPARE(converted(), QStringLiteral("地瓜乾很甜，周先生來了。\n"));
    QVERIFY(!m_window->isWindowModified());
    QVERIFY2(m_window->statusBar()->currentMessage().contains(
                 QStringLiteral("restored: 1 span reviewed, 1 picked")),
             qPrintable(m_window->statusBar()->currentMessage()));

    // Picked otherwise and kept, not saved: opened again, an edit to save.
    review->pick(spanAt(2), QStringLiteral("干"));
    review->keepReview();
    m_window->convertedPane()->document()->setModified(false); // left without saving
    m_window->openFile(source);
    QVERIFY(waitForConversion());
    QCOMPARE(converted(), QStringLiteral("地瓜干很甜，周先生來了。\n"));
    QVERIFY(m_window->isWindowModified());
    m_window->convertedPane()->document()->setModified(false);
}

// A review file that is a link to a file elsewhere is not written through: a pick says the
// review could not be kept, and the file the link leads to stays as it was.
void TestReview::reviewIsNeverKeptThroughALink()
{
    const QString victim = m_dir->filePath(QStringLiteral("notes.txt"));
    QVERIFY(writeAll(victim, "mine\n"));
    const QString kept = SavedReview::pathFor(m_dir->filePath(QStringLiteral("chapter.txt")));
    QVERIFY(QDir().mkpath(QFileInfo(kept).absolutePath()));
    QVERIFY(QFile::link(victim, kept));
    QVERIFY(open(QStringLiteral("地瓜干很甜，周先生来了。\n")));
    m_window->review()->pick(spanAt(2), QStringLiteral("乾"));
    QTRY_VERIFY_WITH_TIMEOUT(
        m_window->statusBar()->currentMessage().contains(QStringLiteral("could not be kept")),
        WaitBound);
    QVERIFY2(m_window->statusBar()->currentMessage().contains(QStringLiteral("is a link")),
             qPrintable(m_window->statusBar()->currentMessage()));
    QCOMPARE(readAll(victim), QByteArray("mine\n"));
    QVERIFY(QFileInfo(kept).isSymLink());
}

void TestReview::markReviewedByShortcut()
{
    QVERIFY(open(QStringLiteral("粉丝发布了新歌。\n")));
    ReviewController *review = m_window->review();
    review->goToNextSpan();
    const int first = review->currentSpan();
    QTest::keyClick(m_window->convertedPane(), Qt::Key_Return, Qt::ControlModifier);
    QVERIFY(review->state().isReviewed(first));
    const int next = review->currentSpan();
    QVERIFY(next != first);
    QCOMPARE(converted(), QStringLiteral("粉絲髮布了新歌。\n")); // no text changed
    QVERIFY(!m_window->isWindowModified());
    // Undone, the walk is back at the span, and goes on from there once it is marked again.
    m_window->convertedPane()->undo();
    QVERIFY(!review->state().isReviewed(first));
    QTRY_COMPARE_WITH_TIMEOUT(review->currentSpan(), first, WaitBound);
    QCOMPARE(m_window->convertedPane()->textCursor().selectionStart(),
             review->review().place(first)->position);
    m_window->convertedPane()->redo();
    QVERIFY(review->state().isReviewed(first));
    review->goToNextSpan();
    QCOMPARE(review->currentSpan(), next);
}

void TestReview::filterShowsOneCategory()
{
    QVERIFY(open(QStringLiteral("粉丝发布了新歌，头发很长。\n")));
    DiffPane *pane = m_window->convertedPane();
    m_window->setFilter(HighlightPalette::ShowPhrase);
    QVERIFY(pane->isVisibleKind(quint8(SpanCategory::Phrase)));
    QVERIFY(!pane->isVisibleKind(quint8(SpanCategory::Ambiguous)));
    QVERIFY(!m_window->originalPane()->isVisibleKind(quint8(SpanCategory::Conversion)));
    // Walking follows the filter: the phrase-settled 发 of 丝发, then of 头发.
    ReviewController *review = m_window->review();
    review->goToNextSpan();
    QCOMPARE(review->currentSpan(), spanAt(2));
    review->goToNextSpan();
    QCOMPARE(review->currentSpan(), spanAt(9));
    m_window->setFilter(HighlightPalette::ShowAll);
    QVERIFY(pane->isVisibleKind(quint8(SpanCategory::Conversion)));

    // "What needs a decision" hides the spans no decision rests on: 了 at no risk, 头发's 发;
    // the contested 发 of 丝发 stays.
    const auto shown = [&](int sourcePosition) {
        const Highlight *highlight =
            pane->highlightAt(review->review().place(spanAt(sourcePosition))->position);
        return highlight && pane->isShown(*highlight);
    };
    QVERIFY(shown(4) && shown(9));
    m_window->setFilter(HighlightPalette::ShowNeedsLook);
    QVERIFY(shown(2));
    QVERIFY(!shown(4));
    QVERIFY(!shown(9));
    m_window->setFilter(HighlightPalette::ShowAmbiguous);
    QVERIFY(shown(4));
}

void TestReview::tooltipExplainsTheSpan()
{
    QVERIFY(open(QStringLiteral("她一头金发。\n")));
    const QString text = m_window->review()->describe(spanAt(4));
    QVERIFY2(text.contains(QStringLiteral("发 → 髮")), qPrintable(text));
    QVERIFY2(text.contains(QStringLiteral("STPhrases")), qPrintable(text));
    QVERIFY2(text.contains(QStringLiteral("金发 → 金髮")), qPrintable(text));
    QVERIFY2(text.contains(QStringLiteral("發 髮")), qPrintable(text));
}

void TestReview::glossaryBesideTheBookApplies()
{
    QVERIFY(writeAll(m_dir->filePath(Glossary::fileName()), "!多尔衮\n金发=金發\n"));
    QVERIFY(open(QStringLiteral("多尔衮的金发。\n")));
    QCOMPARE(converted(), QStringLiteral("多尔衮的金發。\n"));
    QCOMPARE(m_window->rules()->glossaryPath(), m_dir->filePath(Glossary::fileName()));
    const auto &highlights = m_window->convertedPane()->highlights();
    QCOMPARE(highlights.front().kind, quint8(SpanCategory::Protected));
    QCOMPARE(highlights.back().kind, quint8(SpanCategory::Glossary));
}

void TestReview::addingARuleConvertsAgain()
{
    QVERIFY(open(QStringLiteral("粉丝发布了新歌。\n")));
    ReviewActions *actions = m_window->reviewActions();
    // Not the conversion's reading, which is contested: the contending phrase's.
    QCOMPARE(actions->suggestedRule(spanAt(2)), QStringLiteral("发布=發布"));
    QSignalSpy finished(m_window->controller(), &ConversionController::conversionFinished);
    QVERIFY(actions->addGlossaryRule(QStringLiteral("发布=發布")));
    QVERIFY(finished.wait(WaitBound));
    QCOMPARE(converted(), QStringLiteral("粉絲發布了新歌。\n"));
    QCOMPARE(readUtf8(m_dir->filePath(Glossary::fileName())), QStringLiteral("发布=發布\n"));
    QVERIFY(actions->addGlossaryRule(QStringLiteral("!新歌")));
    QVERIFY(finished.wait(WaitBound));
    QCOMPARE(readUtf8(m_dir->filePath(Glossary::fileName())), QStringLiteral("发布=發布\n!新歌\n"));
}

void TestReview::badGlossaryLinesAreShown()
{
    QVERIFY(writeAll(m_dir->filePath(Glossary::fileName()), "金发=金發\nno rule\n"));
    QVERIFY(open(QStringLiteral("金发。\n")));
    // The good line applies; the bad one is reported with its number.
    QCOMPARE(converted(), QStringLiteral("金發。\n"));
    const QString shown =
        m_window->reviewPanel()->findChild<QLabel *>(QStringLiteral("glossaryErrors"))->text();
    QVERIFY2(shown.startsWith(QStringLiteral("Line 2: ")), qPrintable(shown));
}

// The glossary editor writes a file back in its own format (a Notepad file keeps its mark and its
// CRLF), never over a file that did not read (a GBK glossary: its rules would be lost), and asks
// before rules typed are let go of.
void TestReview::theGlossaryEditorNeverLosesRules()
{
    const QString notepad = m_dir->filePath(QStringLiteral("notepad.txt"));
    QVERIFY(writeAll(notepad, "\xEF\xBB\xBF头发=頭髮\r\n!张三\r\n"));
    GlossaryDialog edited(notepad);
    QCOMPARE(edited.text(), QStringLiteral("头发=頭髮\n!张三\n"));
    QVERIFY(edited.canSave());
    edited.setText(edited.text() + QStringLiteral("干=幹 # 人名\n"));
    QVERIFY2(edited.problems().isEmpty(), qPrintable(edited.problems()));
    edited.accept();
    QCOMPARE(edited.result(), int(QDialog::Accepted));
    QCOMPARE(readAll(notepad), QByteArray("\xEF\xBB\xBF头发=頭髮\r\n!张三\r\n干=幹 # 人名\r\n"));
    // A rule added from a span keeps the format too.
    QVERIFY(!Glossary::appendLine(notepad, QStringLiteral("发=發")));
    QVERIFY(readAll(notepad).endsWith("干=幹 # 人名\r\n发=發\r\n"));

    const QString gbk = m_dir->filePath(QStringLiteral("gbk.txt"));
    const QByteArray gbkBytes("\xD6\xDC\xB8\xC9=\xD6\xDC\xC7\xAC\n"); // 周干=周乾 in GBK
    QVERIFY(writeAll(gbk, gbkBytes));
    GlossaryDialog unread(gbk);
    QVERIFY(!unread.canSave());
    QVERIFY2(unread.problems().contains(QStringLiteral("not valid UTF-8")) &&
                 unread.problems().contains(QStringLiteral("Nothing is written here")),
             qPrintable(unread.problems()));
    unread.accept();
    QCOMPARE(readAll(gbk), gbkBytes);

    // Rules typed and then Cancel: asked first; Cancel in the question keeps the dialog.
    GlossaryDialog typed(m_dir->filePath(QStringLiteral("new.txt")));
    typed.show();
    typed.setText(QStringLiteral("岳托=岳託\n"));
    QString asked;
    QTimer answer; // until the question is there, however slow the machine
    answer.setInterval(20);
    connect(&answer, &QTimer::timeout, this, [&asked, &answer] {
        if (auto *box = qobject_cast<QMessageBox *>(QApplication::activeModalWidget())) {
            asked = box->text();
            answer.stop();
            box->button(QMessageBox::Cancel)->click();
        }
    });
    answer.start();
    typed.reject();
    QVERIFY2(asked.contains(QStringLiteral("not saved")), qPrintable(asked));
    QVERIFY(typed.isVisible());
    QVERIFY(!QFileInfo::exists(m_dir->filePath(QStringLiteral("new.txt"))));
}

void TestReview::chosenGlossaryIsRemembered()
{
    QTemporaryDir elsewhere;
    const QString glossary = elsewhere.filePath(QStringLiteral("names.txt"));
    QVERIFY(writeAll(glossary, "!多尔衮\n"));
    QVERIFY(open(QStringLiteral("多尔衮来了。\n")));
    QCOMPARE(converted(), QStringLiteral("多爾袞來了。\n"));
    QSignalSpy finished(m_window->controller(), &ConversionController::conversionFinished);
    m_window->rules()->choose(glossary);
    QVERIFY(finished.wait(WaitBound));
    QCOMPARE(converted(), QStringLiteral("多尔衮來了。\n"));

    // Opened again in a new window, the book finds the glossary chosen for it.
    m_jobs.reset();
    m_window = std::make_unique<MainWindow>();
    m_jobs = std::make_unique<JobWatch>(*m_window);
    m_window->show();
    m_window->openFile(m_dir->filePath(QStringLiteral("chapter.txt")));
    QVERIFY(waitForConversion());
    QCOMPARE(m_window->rules()->glossaryPath(), glossary);
    QCOMPARE(converted(), QStringLiteral("多尔衮來了。\n"));
}

void TestReview::cornerQuotesAreAChoice()
{
    QVERIFY(open(QStringLiteral("他说：“头发‘长’了。”\n")));
    QCOMPARE(converted(), QStringLiteral("他說：“頭髮‘長’了。”\n"));
    m_window->rules()->setCornerQuotes(true);
    QVERIFY(waitForConversion());
    QCOMPARE(converted(), QStringLiteral("他說：「頭髮『長』了。」\n"));
    const auto &highlights = m_window->convertedPane()->highlights();
    QCOMPARE(std::count_if(
                 highlights.begin(), highlights.end(),
                 [](const Highlight &h) { return h.kind == quint8(SpanCategory::Punctuation); }),
             4);
}

// A rule added while the conversion holds the user's edits converts again at once: the edits
// stay where the rule did not change the text, and so do the review's marks.
void TestReview::newRuleKeepsEditsAndReview()
{
    QVERIFY(open(QStringLiteral("粉丝发布了新歌。周先生来了。\n")));
    QCOMPARE(converted(), QStringLiteral("粉絲髮布了新歌。周先生來了。\n"));
    ReviewController *review = m_window->review();
    const int zhou = spanAt(8);
    review->setReviewed({zhou}, true);
    DiffPane *pane = m_window->convertedPane();
    QTextCursor cursor = pane->textCursor();
    cursor.movePosition(QTextCursor::End);
    cursor.insertText(QStringLiteral("好"));
    QVERIFY(pane->document()->isModified());

    QVERIFY(m_window->reviewActions()->addGlossaryRule(QStringLiteral("发布=發佈")));
    QVERIFY(waitForConversion());
    QCOMPARE(converted(), QStringLiteral("粉絲發佈了新歌。周先生來了。\n好"));
    QVERIFY(pane->document()->isModified());
    QVERIFY(review->state().isReviewed(spanAt(8)));
    QVERIFY2(
        m_window->statusBar()->currentMessage().contains(QStringLiteral("1 of your edits kept")),
        qPrintable(m_window->statusBar()->currentMessage()));
}

// A rule added once the diff has caught up with an edit or a pick (the common case: the reader
// picks, then thinks of the glossary) converts with the same config, keeps the edits, the picks
// and what was reviewed, and proposes what the reader picked.
void TestReview::ruleAfterTheDiffCaughtUpKeepsPicksAndReviews()
{
    QStringList errors;
    QTimer dismiss;
    connect(&dismiss, &QTimer::timeout, this, [&errors] {
        if (auto *box = qobject_cast<QMessageBox *>(QApplication::activeModalWidget())) {
            errors << box->text();
            box->reject();
        }
    });
    dismiss.start(20);
    m_window->setConfig(QStringLiteral("s2tw"));
    QVERIFY(open(QStringLiteral("粉丝发布了新歌。周先生来了。地瓜干很甜。\n")));
    QCOMPARE(converted(), QStringLiteral("粉絲髮布了新歌。周先生來了。地瓜幹很甜。\n"));
    ReviewController *review = m_window->review();
    // A mark with no edit: the rule keeps it.
    review->setReviewed({spanAt(8)}, true);
    QVERIFY(m_window->reviewActions()->addGlossaryRule(QStringLiteral("新歌=新曲")));
    QVERIFY(waitForConversion());
    QCOMPARE(converted(), QStringLiteral("粉絲髮布了新曲。周先生來了。地瓜幹很甜。\n"));
    QVERIFY(review->state().isReviewed(spanAt(8)));

    // A pick, and the diff brought up to date with it.
    review->pick(spanAt(16), QStringLiteral("乾"));
    QVERIFY(waitForConversion());
    QCOMPARE(converted(), QStringLiteral("粉絲髮布了新曲。周先生來了。地瓜乾很甜。\n"));
    QCOMPARE(m_window->reviewActions()->suggestedRule(spanAt(16)), QStringLiteral("干很=乾很"));
    // Not picked yet, the rule proposes the reading of the phrase that contests the span.
    QCOMPARE(m_window->reviewActions()->suggestedRule(spanAt(2)), QStringLiteral("发布=發布"));
    QVERIFY(m_window->reviewActions()->addGlossaryRule(QStringLiteral("发布=發布")));
    QVERIFY(waitForConversion());
    QCOMPARE(errors, QStringList());
    QCOMPARE(m_window->currentConfig(), QStringLiteral("s2tw"));
    QCOMPARE(converted(), QStringLiteral("粉絲發布了新曲。周先生來了。地瓜乾很甜。\n"));
    QVERIFY(review->state().isReviewed(spanAt(8)));
    QCOMPARE(review->state().review(spanAt(16)).pick, QStringLiteral("乾"));
    QVERIFY(m_window->convertedPane()->document()->isModified());
    QVERIFY(m_window->isWindowModified());
}

// A reviewed span shows in the overview strip too: its line is ticked there, on the row where its
// line's changes are marked.
void TestReview::reviewedLinesAreTickedInTheStrip()
{
    QVERIFY(open(QStringLiteral("第一行\n周先生来了。\n第三行\n")));
    auto *strip = m_window->findChild<OverviewStrip *>(QStringLiteral("overviewStrip"));
    QVERIFY(strip);
    QVERIFY(strip->reviewedPositions().empty());
    // The tick is drawn on the row of 周's line, at the strip's left edge (its second column: the
    // frame of the part on screen, all of this short text, is drawn over the first). Each line
    // spans many rows here, and the tick stands on the first of them.
    const auto colourAt = [&](int row) {
        const QImage drawn = strip->grab().toImage();
        return drawn.pixelColor(QPoint(1, row) * drawn.devicePixelRatio()).rgb();
    };
    const int row = strip->rowOfPosition(4);
    QVERIFY(row > strip->rowOfPosition(0) + 2);
    // The second line's changes are marked on its row, across the strip; the first line has none.
    const QImage marks = strip->grab().toImage();
    const auto markAt = [&](int y) {
        return marks.pixelColor(QPoint(strip->width() / 2, y) * marks.devicePixelRatio()).rgb();
    };
    const int firstLine = (strip->rowOfPosition(0) + row) / 2; // not the frame's top edge
    QVERIFY(markAt(row) != markAt(firstLine));
    QCOMPARE(markAt(row - 1), markAt(firstLine));
    const QRgb unticked = colourAt(row);
    QCOMPARE(colourAt(row - 1), unticked);
    m_window->review()->setReviewed({spanAt(4)}, true); // 周, on the second line
    QTRY_COMPARE(strip->reviewedPositions(), std::vector<int>{4});
    QVERIFY(colourAt(row) != unticked);
    QCOMPARE(colourAt(row - 1), unticked);
    m_window->review()->setReviewed({spanAt(4)}, false);
    QTRY_VERIFY(strip->reviewedPositions().empty());
    QCOMPARE(colourAt(row), unticked);
}

// Risky spans on more rows than the strip can show one by one are drawn as their density at its
// right; the part on screen stays framed over them.
void TestReview::manyRiskySpansShowAsDensity()
{
    QString text;
    for (int line = 0; line < 3000; ++line)
        text += line % 3 == 0 ? QStringLiteral("粉丝发布了新歌。\n") : QStringLiteral("天很蓝。\n");
    QVERIFY(open(text));
    auto *strip = m_window->findChild<OverviewStrip *>(QStringLiteral("overviewStrip"));
    QVERIFY(strip);
    QCOMPARE(strip->riskyPositions().size(), size_t(1000));
    QTRY_VERIFY(strip->drawsRiskDensity());
    const QImage drawn = strip->grab().toImage();
    const QRect marker = strip->viewportMarker();
    const QColor frame = strip->palette().color(QPalette::Highlight);
    const qreal ratio = drawn.devicePixelRatio();
    QCOMPARE(drawn.pixelColor(QPoint(strip->width() - 1, marker.top()) * ratio).rgb(), frame.rgb());
    // The left half keeps the colours of the kinds.
    QVERIFY(drawn.pixelColor(QPoint(3, strip->height() / 2) * ratio) !=
            HighlightPalette::riskyColour());
}

void TestReview::reviewTestChapter()
{
    m_window->openFile(chapterFile("000"));
    QVERIFY(waitForConversion());
    QTreeWidget *decisions = m_window->reviewPanel()->decisions();
    QVERIFY(decisions->topLevelItemCount() > 3);
    // Each row of the list leads to a span of its own characters.
    QTreeWidgetItem *row = decisions->topLevelItem(0)->child(0);
    const QString source = row->data(0, Qt::UserRole).toString();
    Q_EMIT decisions->itemActivated(row, 0);
    const int span = m_window->review()->currentSpan();
    QVERIFY(span >= 0);
    const ExplainedSpan &item = m_window->review()->state().explanation()->spans[size_t(span)];
    QCOMPARE(m_window->originalPane()->toPlainText().mid(item.sourcePosition, item.sourceLength),
             source);
}

void TestReview::walkingKeepsPanesTogether_data()
{
    addWrapRows();
}

void TestReview::walkingKeepsPanesTogether()
{
    QFETCH(bool, wrap);
    DiffPane *left = m_window->originalPane();
    DiffPane *right = m_window->convertedPane();
    for (DiffPane *pane : {left, right})
        pane->setLineWrapMode(wrap ? QPlainTextEdit::WidgetWidth : QPlainTextEdit::NoWrap);
    m_window->openFile(chapterFile("000"));
    QVERIFY(waitForConversion());
    for (int step = 0; step < 40; ++step) {
        m_window->review()->goToNextSpan();
        const int span = m_window->review()->currentSpan();
        const ExplainedSpan &item = m_window->review()->state().explanation()->spans[size_t(span)];
        const int block = left->document()->findBlock(item.sourcePosition).blockNumber();
        QCOMPARE(right->textCursor().blockNumber(), block);
        QCOMPARE(left->topBlockAndLine().first, right->topBlockAndLine().first);
        QVERIFY(qAbs(left->visibleBlockTop(block) - right->visibleBlockTop(block)) <= 1);
    }
}

QAction *TestReview::action(const QString &text) const
{
    return actionByText(m_window.get(), text);
}

// Review → Fix Likely Mistakes writes the likelier candidate where OpenCC's is likely wrong, each
// fix marked, walked, explained, undone and reverted; it is remembered, and off by default.
void TestReview::fixLikelyMistakes()
{
    QVERIFY(open(QStringLiteral("他们一起干杯。\n")));
    QAction *fixLikely = action(QStringLiteral("&Fix Likely Mistakes"));
    QVERIFY(fixLikely);
    QVERIFY(!fixLikely->isChecked());
    // Off, the text is OpenCC's, and the likely mistake has its own colour and says why.
    QCOMPARE(converted(), QStringLiteral("他們一起幹杯。\n"));
    DiffPane *pane = m_window->convertedPane();
    const int span = spanAt(4);
    QVERIFY(span >= 0);
    QCOMPARE(pane->highlightAt(4)->kind, quint8(FixKind));
    QVERIFY2(m_window->review()->describe(span).contains(QStringLiteral("OpenCC wrote 幹")),
             qPrintable(m_window->review()->describe(span)));
    // In the status bar, what OpenCC wrote and why comes right after the keys, before the
    // details: a narrow window cuts the message off at its end.
    m_window->review()->goToNextSpan();
    QCOMPARE(m_window->review()->currentSpan(), span);
    const QString message = m_window->statusBar()->currentMessage();
    const qsizetype why = message.indexOf(QStringLiteral("OpenCC wrote 幹"));
    QVERIFY2(why > message.indexOf(QStringLiteral("Keys: 1")) &&
                 why < message.indexOf(QStringLiteral("candidates")),
             qPrintable(message));

    // On: fixed at once, one undo step, the span still to review.
    fixLikely->trigger();
    QVERIFY(Settings().fixLikely());
    QCOMPARE(converted(), QStringLiteral("他們一起乾杯。\n"));
    QVERIFY(!m_window->review()->state().isReviewed(span));
    m_window->review()->goToNextSpan();
    QCOMPARE(m_window->review()->currentSpan(), span);
    QCOMPARE(pane->textCursor().selectedText(), QStringLiteral("乾"));
    pane->document()->undo();
    QCOMPARE(converted(), QStringLiteral("他們一起幹杯。\n"));
    pane->document()->redo();
    QCOMPARE(converted(), QStringLiteral("他們一起乾杯。\n"));

    // Reverted from the context menu: OpenCC's candidate, reviewed.
    // The tooltip reads what the text shows, a line for each part, not one line as wide as the
    // screen.
    const QString fixedTip = m_window->review()->describe(span);
    QVERIFY2(fixedTip.contains(QStringLiteral("干 → 乾")), qPrintable(fixedTip));
    QVERIFY2(fixedTip.contains(QStringLiteral("OpenCC wrote 幹")), qPrintable(fixedTip));
    // The risk is OpenCC's 幹's, which the text no longer shows: said so, as the command line does.
    QVERIFY2(fixedTip.contains(QStringLiteral("fixed: OpenCC's 幹 at risk ")),
             qPrintable(fixedTip));
    QVERIFY(!fixedTip.contains(QStringLiteral("<br>risk ")));
    QVERIFY(!fixedTip.contains(QStringLiteral("white-space:pre")));
    QVERIFY(fixedTip.count(QStringLiteral("<br>")) >= 3);

    QVERIFY(m_window->review()->standingFix(span));
    m_window->review()->revertFix(span, false);
    QCOMPARE(converted(), QStringLiteral("他們一起幹杯。\n"));
    QVERIFY(m_window->review()->state().isReviewed(span));
    QVERIFY(!m_window->review()->standingFix(span));

    // A text opened while it is on comes fixed, every fix of a kind reverted at once.
    QVERIFY(open(QStringLiteral("我们一起干杯！大家一起干杯。\n")));
    QCOMPARE(converted(), QStringLiteral("我們一起乾杯！大家一起乾杯。\n"));
    // The fixes' places come back with the diff brought up to date after them.
    QTRY_COMPARE_WITH_TIMEOUT(m_window->review()->standingFixesAlike(spanAt(4)), 2, WaitBound);
    // The legend counts them as OpenCC's likely mistakes, not as the reviewer's edits.
    QTRY_COMPARE_WITH_TIMEOUT(m_window->reviewPanel()->countText(FixKind), QStringLiteral("2"),
                              WaitBound);
    QCOMPARE(m_window->reviewPanel()->countText(UserEditKind), QStringLiteral("0"));
    // It lists the colours the text has, and not those it has none of.
    QVERIFY(m_window->reviewPanel()->lists(FixKind));
    QVERIFY(!m_window->reviewPanel()->lists(UserEditKind));
    // And so does the status bar.
    const auto statusSays = [this](const QString &text) {
        const QList<QLabel *> labels = m_window->statusBar()->findChildren<QLabel *>();
        return std::any_of(labels.begin(), labels.end(),
                           [&](const QLabel *label) { return label->text().contains(text); });
    };
    QTRY_VERIFY_WITH_TIMEOUT(statusSays(QStringLiteral("2 likely mistakes of OpenCC fixed")),
                             WaitBound);
    QVERIFY(!statusSays(QStringLiteral("of yours")));
    m_window->review()->revertFix(spanAt(4), true);
    QCOMPARE(converted(), QStringLiteral("我們一起幹杯！大家一起幹杯。\n"));
    pane->document()->undo();
    QCOMPARE(converted(), QStringLiteral("我們一起乾杯！大家一起乾杯。\n"));

    // One reverted: the legend counts the fixes standing of those found, as the status bar does.
    const int second = spanAt(11);
    m_window->review()->revertFix(second, false);
    QCOMPARE(converted(), QStringLiteral("我們一起乾杯！大家一起幹杯。\n"));
    QTRY_VERIFY_WITH_TIMEOUT(statusSays(QStringLiteral("1 likely mistake of OpenCC fixed")),
                             WaitBound);
    QTRY_COMPARE_WITH_TIMEOUT(m_window->reviewPanel()->countText(FixKind), QStringLiteral("1 of 2"),
                              WaitBound);
    pane->document()->undo();
    QCOMPARE(converted(), QStringLiteral("我們一起乾杯！大家一起乾杯。\n"));

    // Off: the fixes still standing are taken back; undone, the fixes and the mode come back.
    fixLikely->trigger();
    QVERIFY(!Settings().fixLikely());
    QCOMPARE(converted(), QStringLiteral("我們一起幹杯！大家一起幹杯。\n"));
    pane->document()->undo();
    QCOMPARE(converted(), QStringLiteral("我們一起乾杯！大家一起乾杯。\n"));
    QVERIFY(fixLikely->isChecked());
    QVERIFY(Settings().fixLikely());
    QVERIFY(m_window->review()->fixesLikely());
    QCoreApplication::processEvents(); // the step's own message, once it is through
    QVERIFY2(m_window->statusBar()->currentMessage().contains(QStringLiteral("on again")),
             qPrintable(m_window->statusBar()->currentMessage()));
    pane->document()->redo();
    QCOMPARE(converted(), QStringLiteral("我們一起幹杯！大家一起幹杯。\n"));
    QVERIFY(!fixLikely->isChecked());
    QVERIFY(!m_window->review()->fixesLikely());

    // Off, the reviewer's own pick of the likelier candidate is an edit of theirs, not a fix.
    m_window->review()->pick(spanAt(4), QStringLiteral("乾"));
    QCOMPARE(converted(), QStringLiteral("我們一起乾杯！大家一起幹杯。\n"));
    QTRY_VERIFY_WITH_TIMEOUT(statusSays(QStringLiteral("1 edit of yours")), WaitBound);
    QVERIFY(!statusSays(QStringLiteral("likely mistake")));
    QTRY_COMPARE_WITH_TIMEOUT(m_window->reviewPanel()->countText(UserEditKind), QStringLiteral("1"),
                              WaitBound);
    QVERIFY(m_window->reviewPanel()->lists(UserEditKind));
}

// Turned on where nothing is to fix, Fix Likely Mistakes says so, and why.
void TestReview::fixLikelyMistakesSaysWhenThereIsNothingToFix()
{
    QAction *fixLikely = action(QStringLiteral("&Fix Likely Mistakes"));
    QVERIFY(open(QStringLiteral("今天天气很好。\n")));
    fixLikely->trigger();
    QCOMPARE(m_window->statusBar()->currentMessage(),
             QStringLiteral("No likely mistakes of OpenCC found in this text"));
    fixLikely->trigger();
    QVERIFY(!fixLikely->isChecked());
}

// A rule added while fixes stand: the fixes carried over are not counted as the reviewer's edits.
void TestReview::fixesAreNotCountedAsEditsKept()
{
    QAction *fixLikely = action(QStringLiteral("&Fix Likely Mistakes"));
    fixLikely->trigger();
    QVERIFY(open(QStringLiteral("粉丝发布了新歌。他们一起干杯！大家一起干杯。\n")));
    QVERIFY(converted().contains(QStringLiteral("乾杯！大家一起乾杯")));
    QVERIFY(m_window->reviewActions()->addGlossaryRule(QStringLiteral("发布=發佈")));
    QVERIFY(waitForConversion());
    QVERIFY(converted().contains(QStringLiteral("發佈")));
    const QString said = m_window->statusBar()->currentMessage();
    QVERIFY2(said.contains(QStringLiteral("0 of your edits kept")), qPrintable(said));
    QTRY_COMPARE_WITH_TIMEOUT(m_window->reviewPanel()->countText(UserEditKind), QStringLiteral("0"),
                              WaitBound);
    fixLikely->trigger();
}

// A review restored says what the reviewer did apart from the fixes kept with it, which are
// Fix Likely Mistakes's, not the reviewer's picks.
void TestReview::restoredFixesAreNotSaidToBePicked()
{
    QAction *fixLikely = action(QStringLiteral("&Fix Likely Mistakes"));
    fixLikely->trigger();
    QVERIFY(open(QStringLiteral("粉丝发布了新歌。他们一起干杯！大家一起干杯。\n")));
    QVERIFY(converted().contains(QStringLiteral("乾杯！大家一起乾杯")));
    ReviewController *review = m_window->review();
    review->goToNextSpan();
    const int first = review->currentSpan();
    QTest::keyClick(m_window->convertedPane(), Qt::Key_Return, Qt::ControlModifier);
    QVERIFY(review->state().isReviewed(first));
    review->keepReview();
    QVERIFY(QFile::exists(SavedReview::pathFor(m_dir->filePath(QStringLiteral("chapter.txt")))));
    QSignalSpy said(review, &ReviewController::message);
    m_window->openFile(m_dir->filePath(QStringLiteral("chapter.txt")));
    QVERIFY(waitForConversion());
    QStringList messages;
    for (const QList<QVariant> &each : std::as_const(said))
        messages << each.value(0).toString();
    const QString restored =
        messages.filter(QStringLiteral("The review of this text was restored")).value(0);
    QCOMPARE(restored, QStringLiteral("The review of this text was restored: 1 span reviewed, 0 "
                                      "picked, and 3 likely mistakes of OpenCC fixed, as they "
                                      "were"));
    fixLikely->trigger();
}

// Fixes that come with the conversion are the program's, as the conversion is: a text only read is
// not marked unsaved (a book's chapter would ask to be saved), and no review is kept beside it.
// Taken back by the user, they are an edit.
void TestReview::fixesMadeWithTheConversionAreNoEdits()
{
    QAction *fixLikely = action(QStringLiteral("&Fix Likely Mistakes"));
    fixLikely->trigger();
    QVERIFY(open(QStringLiteral("粉丝发布了新歌。他们一起干杯！大家一起干杯。\n")));
    QVERIFY(converted().contains(QStringLiteral("乾杯！大家一起乾杯")));
    QVERIFY(!m_window->isWindowModified());
    // The three fixed are no risky spans: OpenCC's 髮 and 幹 are no longer written there.
    const auto progress = [this] {
        return m_window->reviewPanel()->progressText();
    };
    QTRY_VERIFY2_WITH_TIMEOUT(!progress().contains(QStringLiteral("risky span")),
                              qPrintable(progress()), WaitBound);
    m_window->review()->keepReview();
    QVERIFY(!QFile::exists(SavedReview::pathFor(m_dir->filePath(QStringLiteral("chapter.txt")))));
    // The walk goes to the fixes, and says what the text reads there now, not OpenCC's choice.
    m_window->review()->goToNextSpan();
    const QString said = m_window->statusBar()->currentMessage();
    QVERIFY2(said.startsWith(QStringLiteral("发 → 發")) ||
                 said.startsWith(QStringLiteral("干 → 乾")),
             qPrintable(said));

    m_window->convertedPane()->undo();
    QVERIFY(converted().contains(QStringLiteral("幹杯！大家一起幹杯")));
    QVERIFY(m_window->isWindowModified());
    QTRY_VERIFY2_WITH_TIMEOUT(progress().contains(QStringLiteral("3 risky spans")),
                              qPrintable(progress()), WaitBound);
    m_window->convertedPane()->document()->setModified(false);
    fixLikely->trigger();
}

// The fixes of a whole text undone and redone: the view stays where the reader is, not at the
// first or last place changed.
void TestReview::undoingTheFixesKeepsThePlace()
{
    QAction *fixLikely = action(QStringLiteral("&Fix Likely Mistakes"));
    fixLikely->trigger();
    QVERIFY(open(QStringLiteral("粉丝发布了新歌。他们一起干杯！大家一起干杯。\n").repeated(400)));
    QCOMPARE(converted().count(QStringLiteral("乾杯")), 800);
    DiffPane *pane = m_window->convertedPane();
    QScrollBar *bar = pane->verticalScrollBar();
    QVERIFY(bar->maximum() > 100);
    bar->setValue(bar->maximum() / 2);
    pane->setTextCursor(pane->cursorForPosition(QPoint(10, 10)));
    const int line = pane->textCursor().blockNumber();
    bar->setValue(bar->maximum() / 2);
    const int place = bar->value();

    pane->undo();
    QCOMPARE(converted().count(QStringLiteral("幹杯")), 800);
    QTRY_COMPARE_WITH_TIMEOUT(bar->value(), place, WaitBound);
    QCOMPARE(pane->textCursor().blockNumber(), line);
    pane->redo();
    QCOMPARE(converted().count(QStringLiteral("乾杯")), 800);
    QTRY_COMPARE_WITH_TIMEOUT(bar->value(), place, WaitBound);
    QCOMPARE(pane->textCursor().blockNumber(), line);
    pane->document()->setModified(false);
    fixLikely->trigger();
}

// Once the changes are sorted, the panel is still: no bar of it keeps a style's animation going.
// Fusion starts one for a busy bar and stops it only where it draws a share, so a bar that was
// busy and then showed none of the decisions reviewed repainted the panel for as long as the
// window stayed open, a few percent of a core while nothing happened.
void TestReview::panelIsStillOnceTheChangesAreSorted()
{
    const std::unique_ptr<QStyle> fusion(QStyleFactory::create(QStringLiteral("Fusion")));
    QVERIFY(fusion);
    ReviewPanel panel; // gone before its bars' style
    for (QProgressBar *bar : panel.findChildren<QProgressBar *>())
        bar->setStyle(fusion.get());
    panel.show();
    QVERIFY(QTest::qWaitForWindowExposed(&panel));
    const auto animating = [&panel] {
        const QList<QAbstractAnimation *> animations = panel.findChildren<QAbstractAnimation *>();
        return std::count_if(animations.cbegin(), animations.cend(), [](QAbstractAnimation *a) {
            return a->state() == QAbstractAnimation::Running;
        });
    };
    panel.setExplaining();
    QTRY_VERIFY_WITH_TIMEOUT(animating() > 0, WaitBound); // busy while sorting
    DecisionSummary summary;
    summary.decisions = 12;
    panel.setProgress(summary);
    QTRY_COMPARE_WITH_TIMEOUT(animating(), 0, WaitBound);
    summary.reviewed = 5;
    panel.setProgress(summary);
    panel.repaint();
    QCOMPARE(animating(), 0);
}

QTEST_MAIN(TestReview)
#include "tst_review.moc"
