// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/conversion/converter.h"
#include "core/conversion/convertercache.h"
#include "panes/diffpane.h"
#include "panes/elidedlabel.h"
#include "testsupport.h"
#include "window/mainwindow.h"
#include "windowtestsupport.h"

#include <QAbstractButton>
#include <QApplication>
#include <QComboBox>
#include <QDockWidget>
#include <QLabel>
#include <QMenuBar>
#include <QMessageBox>
#include <QMimeData>
#include <QScrollBar>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QTextBlock>
#include <QTimer>

using namespace duizhao;
using namespace duizhao::testing;

// Comparing two editions in the window: chapter 001 is another converter's edition of 000.
class TestCompare : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void init();
    void cleanup();
    void comparesNormalizedEditions();
    void editingEitherSideComparesAgainAndSaves();
    void scriptsThatDifferAreNormalizedByDefault();
    void editionsCanBeShownAsCompared();
    void optionsCompareAgain();
    void droppingTwoFilesCompares();
    void paragraphsLineUp_data();
    void paragraphsLineUp();
    void reviewIsPutAwayWhileComparing();
    void editionsAreNotFixed();
    void sameFileTwiceAsksBeforeSaving();
    void aFailedComparisonNamesEachFileAtFault();
    void anEditionThatIsNoFileLeavesTheOtherShown();

private:
    bool waitForComparison();
    // Accepts each message box as it comes, keeping the last one's text and informative text.
    void acceptMessages(QTimer &answer, QString *text, QString *informative = nullptr);
    QString copyChapter(const char *prefix, const QString &name);

    std::unique_ptr<MainWindow> m_window;
    std::unique_ptr<JobWatch> m_jobs; // made after the window, gone before it
    std::unique_ptr<QTemporaryDir> m_dir;
};

void TestCompare::initTestCase()
{
    useTestSettings("tst_compare");
}

void TestCompare::init()
{
    m_dir = std::make_unique<QTemporaryDir>();
    m_jobs.reset();
    m_window = std::make_unique<MainWindow>();
    m_jobs = std::make_unique<JobWatch>(*m_window);
    m_window->resize(1000, 500);
    CompareSettings settings;
    settings.normalizeConfig = QStringLiteral("s2t");
    settings.diff.ignoreBlankLines = true;
    m_window->setCompareSettings(settings);
    m_window->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
}

void TestCompare::cleanup()
{
    m_window->originalPane()->document()->setModified(false);
    m_window->convertedPane()->document()->setModified(false);
    m_jobs.reset();
    m_window.reset();
}

bool TestCompare::waitForComparison()
{
    return m_jobs->wait();
}

QString TestCompare::copyChapter(const char *prefix, const QString &name)
{
    const QString path = m_dir->filePath(name);
    return QFile::copy(chapterFile(prefix), path) ? path : QString();
}

void TestCompare::comparesNormalizedEditions()
{
    m_window->compareFiles(chapterFile("000"), chapterFile("001"));
    QVERIFY(waitForComparison());
    QVERIFY(m_window->isComparing());
    // The panes show the editions as they are; the first is compared as converted by s2t.
    QCOMPARE(m_window->originalPane()->toPlainText(), readUtf8(chapterFile("000")));
    QCOMPARE(m_window->convertedPane()->toPlainText(), readUtf8(chapterFile("001")));
    QCOMPARE(m_window->diff().stats.changes, 53);
    QCOMPARE(m_window->statusText(), QStringLiteral("53 changes"));
    // Only the first edition is normalized: its header says how, the second's does not.
    const auto *first = m_window->findChild<ElidedLabel *>(QStringLiteral("originalHeader"));
    const auto *second = m_window->findChild<ElidedLabel *>(QStringLiteral("convertedHeader"));
    QVERIFY(first && second);
    QVERIFY2(first->fullText().contains(QStringLiteral("compared as converted")),
             qPrintable(first->fullText()));
    QVERIFY2(!second->fullText().contains(QStringLiteral("compared as converted")),
             qPrintable(second->fullText()));
    QVERIFY(m_window->windowTitle().contains(QStringLiteral("↔")));
    QVERIFY(!m_window->originalPane()->isReadOnly());
    // The first highlighted change of the first edition: 着 (卷着 → 捲着) against 著.
    const auto &left = m_window->originalPane()->highlights();
    const auto &right = m_window->convertedPane()->highlights();
    QCOMPARE(left.size(), size_t(53));
    QCOMPARE(m_window->originalPane()->toPlainText().mid(left[0].position, left[0].length),
             QStringLiteral("着"));
    QCOMPARE(m_window->convertedPane()->toPlainText().mid(right[0].position, right[0].length),
             QStringLiteral("著"));
    // Navigation walks the changes as in a conversion.
    m_window->nextChange();
    QCOMPARE(m_window->statusText(), QStringLiteral("Change 1 of 53"));
}

void TestCompare::editingEitherSideComparesAgainAndSaves()
{
    const QString first = copyChapter("000", QStringLiteral("first.txt"));
    const QString second = copyChapter("001", QStringLiteral("second.txt"));
    m_window->compareFiles(first, second);
    QVERIFY(waitForComparison());
    QCOMPARE(m_window->diff().stats.changes, 53);

    // The second edition's 儅 becomes 當, as OpenCC has it: one difference fewer.
    DiffPane *right = m_window->convertedPane();
    const int at = int(right->toPlainText().indexOf(u'儅'));
    QTextCursor cursor(right->document());
    cursor.setPosition(at);
    cursor.setPosition(at + 1, QTextCursor::KeepAnchor);
    cursor.insertText(QStringLiteral("當"));
    QVERIFY(m_window->isWindowModified());
    QVERIFY(waitForComparison());
    QCOMPARE(m_window->diff().stats.changes, 52);

    // And the first edition gets a character it lost: 嗻.
    DiffPane *left = m_window->originalPane();
    const int lost = int(left->toPlainText().indexOf(QStringLiteral("“，属下这就去办")));
    QTextCursor leftCursor(left->document());
    leftCursor.setPosition(lost + 1);
    leftCursor.insertText(QStringLiteral("嗻"));
    QVERIFY(waitForComparison());
    QCOMPARE(m_window->diff().stats.changes, 51);

    // Saving writes the edition last worked in to its own file, and only that one.
    QAction *save = nullptr;
    for (QAction *action : m_window->findChildren<QAction *>()) {
        if (action->shortcut() == QKeySequence(QKeySequence::Save))
            save = action;
    }
    QVERIFY(save);
    m_window->activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(m_window.get()));
    left->setFocus();
    QTRY_VERIFY(left->hasFocus());
    save->trigger();
    QVERIFY(readUtf8(first).contains(QStringLiteral("“嗻，属下这就去办")));
    QCOMPARE(readUtf8(second), readUtf8(chapterFile("001")));
    QVERIFY(m_window->isWindowModified()); // the second edition still has its edit
    right->setFocus();
    QTRY_VERIFY(right->hasFocus());
    save->trigger();
    QCOMPARE(readUtf8(second).count(u'儅'), readUtf8(chapterFile("001")).count(u'儅') - 1);
    QVERIFY(!m_window->isWindowModified());
}

// By default, editions in different scripts are compared as converted into the second's script,
// and the header says why; editions in one script are compared as they are.
void TestCompare::scriptsThatDifferAreNormalizedByDefault()
{
    CompareSettings byDefault;
    byDefault.diff.ignoreBlankLines = true;
    m_window->setCompareSettings(byDefault);
    QCOMPARE(m_window->compareSettings().normalizeConfig, CompareSettings::Automatic);
    m_window->compareFiles(chapterFile("000"), chapterFile("001"));
    QVERIFY(waitForComparison());
    // The second edition writes Taiwan's forms (裡, 著): s2tw leaves 22 differences, its
    // nonstandard variants and the characters 000 lost, where s2t would leave 53.
    const auto *first = m_window->findChild<ElidedLabel *>(QStringLiteral("originalHeader"));
    QCOMPARE(m_window->diff().stats.changes, 22);
    QVERIFY2(first->fullText().contains(
                 QStringLiteral("scripts differ, compared as converted: Simplified → "
                                "Traditional (Taiwan)")),
             qPrintable(first->fullText()));
    // Both Traditional: as they are.
    m_window->compareFiles(chapterFile("001"), chapterFile("002"));
    QVERIFY(waitForComparison());
    QVERIFY(!first->fullText().contains(QStringLiteral("compared as converted")));
    // A half-converted edition (003: s2t's output with Simplified put back by hand and wrong
    // picks) against its Simplified original: compared as converted to Traditional, what is left
    // is the remnants and the picks, not every character the edition converted.
    QString error;
    const QString half = readUtf8(chapterFile("003"));
    const QString original = copyChapter("003", QStringLiteral("original.txt"));
    QVERIFY(writeAll(original,
                     ConverterCache().get(QStringLiteral("t2s"), &error)->convert(half).toUtf8()));
    m_window->compareFiles(original, chapterFile("003"));
    QVERIFY(waitForComparison());
    QVERIFY2(first->fullText().contains(QStringLiteral("scripts differ, compared as converted")),
             qPrintable(first->fullText()));
    QCOMPARE(m_window->diff().stats.changes, 25); // hundreds as they are
    QStringList marked;
    for (const auto &highlight : m_window->convertedPane()->highlights())
        marked << m_window->convertedPane()->toPlainText().mid(highlight.position,
                                                               highlight.length);
    QVERIFY2(marked.contains(QStringLiteral("离")) && marked.contains(QStringLiteral("隻")),
             qPrintable(marked.join(u' ')));
    // The half-converted edition first: converting it would undo its remnants (t2s of 003 is the
    // original), so the editions are compared as they are.
    m_window->compareFiles(chapterFile("003"), original);
    QVERIFY(waitForComparison());
    QVERIFY2(!first->fullText().contains(QStringLiteral("compared as converted")),
             qPrintable(first->fullText()));
    QVERIFY(m_window->diff().stats.changes > 200);
    // A Traditional edition against the half-converted one: both are on their way to
    // Traditional, compared as they are.
    m_window->compareFiles(chapterFile("002"), chapterFile("003"));
    QVERIFY(waitForComparison());
    QVERIFY2(!first->fullText().contains(QStringLiteral("compared as converted")),
             qPrintable(first->fullText()));
}

// Compare → Show the Editions as Compared shows the first edition as converted, where the real
// differences are, read-only; nothing is saved from it; turned off, the editions are back as read.
void TestCompare::editionsCanBeShownAsCompared()
{
    m_window->compareFiles(chapterFile("000"), chapterFile("001"));
    QVERIFY(waitForComparison());
    auto *menu = m_window->findChild<QMenu *>(QStringLiteral("compareMenu"));
    QAction *show = nullptr;
    for (QAction *action : menu->actions()) {
        if (action->text() == u"&Show the Editions as Compared")
            show = action;
    }
    QVERIFY(show && !show->isChecked());
    show->trigger();
    QVERIFY(waitForComparison());
    QString error;
    const QString first = readUtf8(chapterFile("000"));
    const QString converted = ConverterCache().get(QStringLiteral("s2t"), &error)->convert(first);
    QCOMPARE(m_window->originalPane()->toPlainText(), converted);
    QCOMPARE(m_window->convertedPane()->toPlainText(), readUtf8(chapterFile("001")));
    QVERIFY(m_window->originalPane()->isReadOnly() && m_window->convertedPane()->isReadOnly());
    QCOMPARE(m_window->diff().stats.changes, 53);
    // The highlights stand where the converted first edition differs from the second.
    const TextChange &change = m_window->diff().changes.front();
    QVERIFY(converted.mid(change.aPosition, change.aLength) !=
            readUtf8(chapterFile("001")).mid(change.bPosition, change.bLength));
    const auto *header = m_window->findChild<ElidedLabel *>(QStringLiteral("originalHeader"));
    QVERIFY2(header->fullText().contains(QStringLiteral("shown as converted")),
             qPrintable(header->fullText()));
    // Nothing shown as compared is saved.
    const QByteArray before = readAll(chapterFile("000"));
    QString refusal;
    QTimer::singleShot(0, this, [&refusal] {
        if (auto *box = qobject_cast<QMessageBox *>(QApplication::activeModalWidget())) {
            refusal = box->text();
            box->accept();
        }
    });
    QAction *save = nullptr;
    for (QAction *action : m_window->findChildren<QAction *>()) {
        if (action->text() == u"&Save")
            save = action;
    }
    QVERIFY(save);
    save->trigger();
    QVERIFY2(refusal.contains(QStringLiteral("shown converted")), qPrintable(refusal));
    QCOMPARE(readAll(chapterFile("000")), before);

    show->trigger();
    QVERIFY(waitForComparison());
    QCOMPARE(m_window->originalPane()->toPlainText(), first);
    QVERIFY(!m_window->originalPane()->isReadOnly());
}

void TestCompare::optionsCompareAgain()
{
    m_window->compareFiles(chapterFile("000"), chapterFile("001"));
    QVERIFY(waitForComparison());
    CompareSettings settings = m_window->compareSettings();
    settings.diff.ignoreBlankLines = false;
    m_window->setCompareSettings(settings);
    QVERIFY(waitForComparison());
    QCOMPARE(m_window->diff().stats.changes, 53 + 39);
    // Done comparing again, the status bar says so no more; the conversion box, which has no
    // say in a comparison, is put away.
    QCOMPARE(m_window->statusBar()->currentMessage(), QString());
    QVERIFY(!m_window->findChild<QComboBox *>(QStringLiteral("configBox"))->isVisible());
    settings.normalizeBoth = true;
    settings.diff.ignoreBlankLines = true;
    m_window->setCompareSettings(settings);
    QVERIFY(waitForComparison());
    QCOMPARE(m_window->diff().stats.changes, 66);
    settings.normalizeConfig.clear();
    m_window->setCompareSettings(settings);
    QVERIFY(waitForComparison());
    QVERIFY(m_window->diff().stats.changes > 415);

    // The same through the Compare menu, as the user chooses: the menu shows the settings in use
    // and a choice compares again.
    auto *menu = m_window->findChild<QMenu *>(QStringLiteral("compareMenu"));
    QVERIFY(menu);
    QAction *blankLines = nullptr;
    QAction *asConverted = nullptr;
    for (QAction *action : menu->findChildren<QAction *>()) {
        if (action->text() == u"Ignore B&lank Lines")
            blankLines = action;
        if (action->text() == u"Simplified → Traditional (OpenCC standard)")
            asConverted = action;
    }
    QVERIFY(blankLines && asConverted);
    QVERIFY(blankLines->isChecked());
    QVERIFY(!asConverted->isChecked());
    asConverted->trigger();
    QVERIFY(waitForComparison());
    QCOMPARE(m_window->diff().stats.changes, 66);
    blankLines->trigger();
    QVERIFY(waitForComparison());
    QVERIFY(!m_window->compareSettings().diff.ignoreBlankLines);
    QVERIFY(m_window->compareSettings().normalizeBoth);
    QVERIFY(m_window->diff().stats.changes > 66);
}

void TestCompare::droppingTwoFilesCompares()
{
    QMimeData data;
    data.setUrls(
        {QUrl::fromLocalFile(chapterFile("000")), QUrl::fromLocalFile(chapterFile("001"))});
    QDragEnterEvent enter(QPoint(50, 50), Qt::CopyAction, &data, Qt::LeftButton, Qt::NoModifier);
    QCoreApplication::sendEvent(m_window.get(), &enter);
    QVERIFY(enter.isAccepted());
    QDropEvent drop(QPointF(50, 50), Qt::CopyAction, &data, Qt::LeftButton, Qt::NoModifier);
    QCoreApplication::sendEvent(m_window.get(), &drop);
    QVERIFY(waitForComparison());
    QVERIFY(m_window->isComparing());
    QCOMPARE(m_window->diff().stats.changes, 53);
    // Opening one file goes back to converting, with the original read-only again.
    m_window->openFile(chapterFile("000"));
    QVERIFY(waitForComparison());
    QVERIFY(!m_window->isComparing());
    QVERIFY(m_window->originalPane()->isReadOnly());
}

// The review panel and menu belong to a conversion: put away while comparing, back afterwards
// as the user left them, and the choice outlives a session that ended while comparing.
void TestCompare::reviewIsPutAwayWhileComparing()
{
    auto *dock = m_window->findChild<QDockWidget *>(QStringLiteral("reviewDock"));
    QAction *reviewMenu = nullptr;
    for (QAction *action : m_window->menuBar()->actions()) {
        if (action->text() == u"&Review")
            reviewMenu = action;
    }
    QVERIFY(dock && reviewMenu);
    m_window->openFile(chapterFile("000"));
    QVERIFY(waitForComparison());
    QVERIFY(dock->isVisible());
    QVERIFY(reviewMenu->isEnabled());

    m_window->compareFiles(chapterFile("000"), chapterFile("001"));
    QVERIFY(waitForComparison());
    QVERIFY(!dock->isVisible());
    QVERIFY(!reviewMenu->isEnabled());
    m_window->close(); // the session ends while comparing
    m_jobs.reset();
    m_window = std::make_unique<MainWindow>();
    m_jobs = std::make_unique<JobWatch>(*m_window);
    m_window->show();
    dock = m_window->findChild<QDockWidget *>(QStringLiteral("reviewDock"));
    m_window->openFile(chapterFile("000"));
    QVERIFY(waitForComparison());
    QVERIFY(dock->isVisible());

    // Closed by the user, it stays closed after a comparison.
    dock->toggleViewAction()->trigger();
    QVERIFY(!dock->isVisible());
    m_window->compareFiles(chapterFile("000"), chapterFile("001"));
    QVERIFY(waitForComparison());
    m_window->openFile(chapterFile("000"));
    QVERIFY(waitForComparison());
    QVERIFY(!dock->isVisible());
    dock->toggleViewAction()->trigger();
}

void TestCompare::paragraphsLineUp_data()
{
    addWrapRows();
}

// Chapter 001 has a blank line after every paragraph: its paragraph i is line 2i, and the blank
// lines show as filler on the side of 000, so that paragraphs start level.
void TestCompare::paragraphsLineUp()
{
    QFETCH(bool, wrap);
    DiffPane *left = m_window->originalPane();
    DiffPane *right = m_window->convertedPane();
    for (DiffPane *pane : {left, right})
        pane->setLineWrapMode(wrap ? QPlainTextEdit::WidgetWidth : QPlainTextEdit::NoWrap);
    m_window->compareFiles(chapterFile("000"), chapterFile("001"));
    QVERIFY(waitForComparison());
    QCOMPARE(left->partnerBlock(0), 0);
    QCOMPARE(left->partnerBlock(5), 10);
    QCOMPARE(right->partnerBlock(10), 5);
    QCOMPARE(right->partnerBlock(11), -1); // a blank line of 001
    for (int step = 0; step < 60; ++step) {
        DiffPane *leader = step % 2 == 0 ? left : right;
        leader->verticalScrollBar()->setValue(leader->verticalScrollBar()->value() + 1);
        QCoreApplication::processEvents();
        // The paragraphs on screen: positions further down are not laid out yet.
        const int height = left->viewport()->height();
        int checked = 0;
        for (int block = left->topBlockAndLine().first; block < left->blockCount(); ++block) {
            const int partner = left->partnerBlock(block);
            if (left->visibleBlockTop(block) > height)
                break;
            if (partner < 0 || right->visibleBlockTop(partner) > height)
                continue;
            ++checked;
            QVERIFY2(qAbs(left->visibleBlockTop(block) - right->visibleBlockTop(partner)) <= 1,
                     qPrintable(QStringLiteral("step %1, paragraph %2: %3 against %4")
                                    .arg(step)
                                    .arg(block)
                                    .arg(left->visibleBlockTop(block))
                                    .arg(right->visibleBlockTop(partner))));
        }
        QVERIFY(checked >= 3);
    }
}

// One file compared with itself, saved from one pane then from the other: the second save would
// lose the first, and asks; answered no, the file keeps the first save.
// Fix Likely Mistakes is about a conversion: two editions compared are left as they are, and
// nothing is said of fixing them.
void TestCompare::editionsAreNotFixed()
{
    QAction *fixLikely = actionByText(m_window.get(), QStringLiteral("&Fix Likely Mistakes"));
    QVERIFY(fixLikely);
    m_window->openFile(chapterFile("000"));
    QVERIFY(waitForComparison());
    fixLikely->trigger();
    QVERIFY(fixLikely->isChecked());
    m_window->compareFiles(chapterFile("000"), chapterFile("001"));
    QVERIFY(waitForComparison());
    QCOMPARE(m_window->convertedPane()->toPlainText(),
             QString::fromUtf8(readAll(chapterFile("001"))).remove(u'\r'));
    const QString said = m_window->statusBar()->currentMessage();
    QVERIFY2(!said.contains(QStringLiteral("Fix Likely Mistakes")), qPrintable(said));
    QVERIFY(!m_window->isWindowModified());
    m_window->openFile(chapterFile("000"));
    QVERIFY(waitForComparison());
    fixLikely->trigger();
}

void TestCompare::sameFileTwiceAsksBeforeSaving()
{
    const QString file = copyChapter("000", QStringLiteral("same.txt"));
    m_window->compareFiles(file, file);
    QVERIFY(waitForComparison());
    DiffPane *left = m_window->originalPane();
    DiffPane *right = m_window->convertedPane();
    QTextCursor(left->document()).insertText(QStringLiteral("左"));
    QTextCursor(right->document()).insertText(QStringLiteral("右"));
    m_window->activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(m_window.get()));
    left->setFocus();
    QTRY_VERIFY(left->hasFocus());
    triggerAction(m_window.get(), QKeySequence::Save);
    QVERIFY(readUtf8(file).startsWith(u'左'));

    QString asked;
    QTimer::singleShot(0, this, [&asked] {
        if (auto *box = qobject_cast<QMessageBox *>(QApplication::activeModalWidget())) {
            asked = box->text();
            box->button(QMessageBox::Cancel)->click();
        }
    });
    right->setFocus();
    QTRY_VERIFY(right->hasFocus());
    triggerAction(m_window.get(), QKeySequence::Save);
    QVERIFY2(asked.contains(QStringLiteral("changed on disk")), qPrintable(asked));
    QVERIFY(readUtf8(file).startsWith(u'左'));
}

// Two names given, a folder and a mistyped file: the message names both, not the folder alone.
void TestCompare::acceptMessages(QTimer &answer, QString *text, QString *informative)
{
    answer.setInterval(20);
    connect(&answer, &QTimer::timeout, this, [text, informative] {
        if (auto *box = qobject_cast<QMessageBox *>(QApplication::activeModalWidget())) {
            *text = box->text();
            if (informative)
                *informative = box->informativeText();
            box->accept();
        }
    });
    answer.start();
}

void TestCompare::aFailedComparisonNamesEachFileAtFault()
{
    const QString missing = m_dir->filePath(QStringLiteral("卷二.txt"));
    QString said;
    QTimer answer;
    acceptMessages(answer, &said);
    m_window->compareFiles(m_dir->path(), missing);
    QTRY_VERIFY_WITH_TIMEOUT(!said.isEmpty(), WaitBound);
    QVERIFY2(said.contains(QStringLiteral("this is a folder")), qPrintable(said));
    QVERIFY2(said.contains(QStringLiteral("卷二.txt")) &&
                 said.contains(QStringLiteral("does not exist")),
             qPrintable(said));
    settleJobs(); // the sample the window opens instead
}

// duizhao 卷一.txt 卷二.txt with the second mistyped: the first is shown alone, converted, rather
// than the sample in its place.
void TestCompare::anEditionThatIsNoFileLeavesTheOtherShown()
{
    const QString first = copyChapter("000", QStringLiteral("卷一.txt"));
    const QString missing = m_dir->filePath(QStringLiteral("卷二.txt"));
    QString said;
    QString informed;
    QTimer answer;
    acceptMessages(answer, &said, &informed);
    m_window->compareFiles(first, missing);
    QTRY_VERIFY_WITH_TIMEOUT(!said.isEmpty(), WaitBound);
    QVERIFY2(said.contains(QStringLiteral("卷二.txt")) &&
                 said.contains(QStringLiteral("does not exist")),
             qPrintable(said));
    QVERIFY2(informed.contains(QStringLiteral("卷一.txt is opened alone")), qPrintable(informed));
    QTRY_COMPARE_WITH_TIMEOUT(m_window->originalPane()->toPlainText(), readUtf8(first), WaitBound);
    settleJobs();
    QVERIFY(!m_window->isComparing());
    QVERIFY2(m_window->windowTitle().contains(QStringLiteral("卷一.txt")),
             qPrintable(m_window->windowTitle()));
    // Again, with a text shown: the failure leaves it as it is, and opens nothing alone.
    said.clear();
    informed.clear();
    m_window->compareFiles(missing, first);
    QTRY_VERIFY_WITH_TIMEOUT(!said.isEmpty(), WaitBound);
    QVERIFY2(informed.isEmpty(), qPrintable(informed));
    settleJobs();
    // The window had a text: it keeps it.
    QCOMPARE(m_window->originalPane()->toPlainText(), readUtf8(first));
}

QTEST_MAIN(TestCompare)
#include "tst_compare.moc"
