// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/diff/textdiff.h"
#include "core/jobs/jobcontrol.h"
#include "testsupport.h"

#include <QRandomGenerator>

using namespace duizhao;
using namespace duizhao::testing;

namespace {

// Rebuilds b from a and the changes: every diff must pass this.
QString apply(QStringView a, QStringView b, const DiffResult &diff)
{
    QString out;
    int at = 0;
    for (const TextChange &change : diff.changes) {
        out += a.sliced(at, change.aPosition - at);
        out += b.sliced(change.bPosition, change.bLength);
        at = change.aPosition + change.aLength;
    }
    out += a.sliced(at);
    return out;
}

} // namespace

class TestTextDiff : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void converterMode_data();
    void converterMode();
    void generalMode_data();
    void generalMode();
    void neverSplitsSurrogatePairs();
    void statisticsCountCodePoints();
    void lineCountMismatchFallsBackToGeneral();
    void chapterAgainstOpenccTool_data();
    void chapterAgainstOpenccTool();
    void largeTextMatchesLineByLine();
    void longDifferingLineIsBoundedAndCoarse();
    void cancelled();
    void alongTheUsersEdits_data();
    void alongTheUsersEdits();
    void alongEditsOfAnotherLineCountIsGeneral();
};

void TestTextDiff::converterMode_data()
{
    QTest::addColumn<QString>("a");
    QTest::addColumn<QString>("b");
    QTest::addColumn<QStringList>("changes");

    QTest::newRow("no cleanup: three separate substitutions")
        << QStringLiteral("发展经济") << QStringLiteral("發展經濟")
        << QStringList{QStringLiteral("发→發"), QStringLiteral("经→經"), QStringLiteral("济→濟")};
    // Changes that touch are one change; an equal-length one is then split per character, one of
    // another length cannot be.
    QTest::newRow("vocabulary change of another length")
        << QStringLiteral("美国的士兵") << QStringLiteral("美國計程車兵")
        << QStringList{QStringLiteral("国的士→國計程車")};
    QTest::newRow("lines pair one to one")
        << QStringLiteral("头发\n然后\n") << QStringLiteral("頭髮\n然後\n")
        << QStringList{QStringLiteral("头→頭"), QStringLiteral("发→髮"), QStringLiteral("后→後")};
    QTest::newRow("missing final line break")
        << QStringLiteral("里\n面") << QStringLiteral("裏\n面\n")
        << QStringList{QStringLiteral("里→裏"), QStringLiteral("→\n")};
    QTest::newRow("identical") << QStringLiteral("一隻只") << QStringLiteral("一隻只")
                               << QStringList{};
    QTest::newRow("ideographic variation sequence stays whole")
        << QStringLiteral("葛\U000E0100城") << QStringLiteral("葛\U000E0101城")
        << QStringList{QStringLiteral("葛\U000E0100→葛\U000E0101")};
}

void TestTextDiff::converterMode()
{
    QFETCH(QString, a);
    QFETCH(QString, b);
    QFETCH(QStringList, changes);
    const DiffResult diff = diffTexts(a, b);
    QCOMPARE(describeAll(a, b, diff), changes);
    QCOMPARE(apply(a, b, diff), b);
    QVERIFY(!diff.coarse);
}

void TestTextDiff::generalMode_data()
{
    QTest::addColumn<QString>("a");
    QTest::addColumn<QString>("b");
    QTest::addColumn<QStringList>("changes");
    QTest::addColumn<qint64>("linesChanged");

    QTest::newRow("blank line inserted")
        << QStringLiteral("甲\n乙\n") << QStringLiteral("甲\n\n乙\n")
        << QStringList{QStringLiteral("→\n")} << qint64(1);
    QTest::newRow("paragraph split")
        << QStringLiteral("甲乙丙\n丁\n") << QStringLiteral("甲乙\n丙\n丁\n")
        << QStringList{QStringLiteral("→\n")} << qint64(2);
    QTest::newRow("paragraphs merged, one character changed")
        << QStringLiteral("甲乙\n丙丁\n戊\n") << QStringLiteral("甲乙丙叮\n戊\n")
        << QStringList{QStringLiteral("\n→"), QStringLiteral("丁→叮")} << qint64(2);
    QTest::newRow("line deleted") << QStringLiteral("一\n二\n三\n") << QStringLiteral("一\n三\n")
                                  << QStringList{QStringLiteral("二\n→")} << qint64(1);
}

void TestTextDiff::generalMode()
{
    QFETCH(QString, a);
    QFETCH(QString, b);
    QFETCH(QStringList, changes);
    QFETCH(qint64, linesChanged);
    DiffOptions options;
    options.mode = DiffMode::General;
    const DiffResult diff = diffTexts(a, b, options);
    QCOMPARE(describeAll(a, b, diff), changes);
    QCOMPARE(diff.stats.linesChanged, linesChanged);
    QCOMPARE(apply(a, b, diff), b);
}

// 𠀀 (D840 DC00) and 𠀁 (D840 DC01) share their high surrogate: a code-unit diff would mark only
// the low half. Here the whole character is one change.
void TestTextDiff::neverSplitsSurrogatePairs()
{
    const QString a = QStringLiteral("甲𠀀乙𪚥");
    const QString b = QStringLiteral("甲𠀁乙𪚥");
    const DiffResult diff = diffTexts(a, b);
    QCOMPARE(diff.changes.size(), size_t(1));
    QCOMPARE(diff.changes[0], (TextChange{1, 2, 1, 2}));
    QCOMPARE(diff.stats.aCharsChanged, 1);
    QCOMPARE(diff.stats.bCharsChanged, 1);
}

void TestTextDiff::statisticsCountCodePoints()
{
    const QString a = QStringLiteral("软件\n内存\n好");
    const QString b = QStringLiteral("軟體\n記憶體\n好");
    const DiffResult diff = diffTexts(a, b);
    QCOMPARE(describeAll(a, b, diff), (QStringList{QStringLiteral("软→軟"), QStringLiteral("件→體"),
                                                   QStringLiteral("内存→記憶體")}));
    QCOMPARE(diff.stats.changes, 3);
    QCOMPARE(diff.stats.aCharsChanged, 4);
    QCOMPARE(diff.stats.bCharsChanged, 5);
    QCOMPARE(diff.stats.linesChanged, 2);
}

void TestTextDiff::lineCountMismatchFallsBackToGeneral()
{
    const QString a = QStringLiteral("原来\n这一刻\n");
    const QString b = QStringLiteral("原來\n\n這一刻\n");
    const DiffResult diff = diffTexts(a, b);
    QCOMPARE(diff.mode, DiffMode::General);
    QCOMPARE(apply(a, b, diff), b);
    // 来→來, 这→這 and the inserted blank line, however the search groups them.
    QCOMPARE(diff.stats.aCharsChanged, 2);
    QCOMPARE(diff.stats.bCharsChanged, 3);
}

void TestTextDiff::chapterAgainstOpenccTool_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<QString>("config");
    QTest::newRow("000 s2t") << chapterFile("000") << QStringLiteral("s2t");
    QTest::newRow("002 t2s") << chapterFile("002") << QStringLiteral("t2s");
    QTest::newRow("003 s2t") << chapterFile("003") << QStringLiteral("s2t");
}

// On a real chapter, s2t and t2s substitute one character for one: the diff must find exactly
// the positions that differ, each as a change of its own.
void TestTextDiff::chapterAgainstOpenccTool()
{
    QFETCH(QString, file);
    QFETCH(QString, config);
    QVERIFY2(QFile::exists(file), qPrintable(file));
    const QString a = readUtf8(file);
    const QString b = QString::fromUtf8(runOpenccTool(config, file));
    QCOMPARE(a.size(), b.size());
    qint64 differing = 0;
    QStringList expected;
    for (qsizetype i = 0; i < a.size(); ++i) {
        if (a[i] != b[i]) {
            ++differing;
            expected << QString(a[i]) + QStringLiteral("→") + b[i];
        }
    }
    QVERIFY(differing > 20);
    const DiffResult diff = diffTexts(a, b);
    QCOMPARE(diff.stats.aCharsChanged, differing);
    QCOMPARE(diff.stats.changes, differing);
    QCOMPARE(describeAll(a, b, diff), expected);
}

// A text long enough to be diffed in parallel batches gives the same changes as diffing each
// line on its own.
void TestTextDiff::largeTextMatchesLineByLine()
{
    const QString chapter = readUtf8(chapterFile("000"));
    const QString converted =
        QString::fromUtf8(runOpenccTool(QStringLiteral("s2t"), chapterFile("000")));
    QVERIFY(!chapter.isEmpty() && !converted.isEmpty());
    QString a;
    QString b;
    for (int i = 0; i < 60; ++i) {
        a += chapter;
        b += converted;
    }
    const DiffResult diff = diffTexts(a, b);
    const QStringList aLines = a.split(u'\n');
    const QStringList bLines = b.split(u'\n');
    std::vector<TextChange> expected;
    int aOffset = 0;
    int bOffset = 0;
    for (qsizetype line = 0; line < aLines.size(); ++line) {
        for (TextChange change : diffTexts(aLines[line], bLines[line]).changes) {
            change.aPosition += aOffset;
            change.bPosition += bOffset;
            expected.push_back(change);
        }
        aOffset += int(aLines[line].size()) + 1;
        bOffset += int(bLines[line].size()) + 1;
    }
    QCOMPARE(diff.changes.size(), expected.size());
    QVERIFY(diff.changes == expected);
}

// 100,000 characters that all differ on one line: the search is bounded, the block is reported
// position by position and marked coarse, and the result is still a valid diff.
void TestTextDiff::longDifferingLineIsBoundedAndCoarse()
{
    QRandomGenerator random(42);
    QString a;
    QString b;
    for (int i = 0; i < 100'000; ++i) {
        a += QChar(char16_t(0x4E00 + random.bounded(0x5000)));
        b += QChar(char16_t(0x4E00 + random.bounded(0x5000)));
    }
    const DiffResult diff = diffTexts(a, b);
    QVERIFY(diff.coarse);
    QCOMPARE(apply(a, b, diff), b);
}

void TestTextDiff::cancelled()
{
    JobControl control;
    control.cancel();
    const DiffResult diff = diffTexts(QStringLiteral("发\n"), QStringLiteral("發\n"), {}, &control);
    QVERIFY(diff.cancelled);
}

void TestTextDiff::alongTheUsersEdits_data()
{
    QTest::addColumn<QString>("source");
    QTest::addColumn<QString>("edited");
    QTest::addColumn<QStringList>("changes");
    QTest::addColumn<qint64>("linesChanged");
    QTest::addColumn<DiffMode>("mode");

    // OpenCC's s2t output of the source is the text before the user's edits.
    const QString source = QStringLiteral("头发很长。\n干净的面条。\n她回来了。\n");
    QTest::newRow("not edited: the conversion's changes")
        << source << QStringLiteral("頭髮很長。\n乾淨的麪條。\n她回來了。\n")
        << QStringList{QStringLiteral("头→頭"), QStringLiteral("发→髮"), QStringLiteral("长→長"),
                       QStringLiteral("干→乾"), QStringLiteral("净→淨"), QStringLiteral("面→麪"),
                       QStringLiteral("条→條"), QStringLiteral("来→來")}
        << qint64(3) << DiffMode::Converter;
    QTest::newRow("edited within a paragraph")
        << source << QStringLiteral("頭髮真長。\n乾淨的麪條。\n她回來了。\n")
        << QStringList{QStringLiteral("头→頭"), QStringLiteral("发→髮"), QStringLiteral("很→真"),
                       QStringLiteral("长→長"), QStringLiteral("干→乾"), QStringLiteral("净→淨"),
                       QStringLiteral("面→麪"), QStringLiteral("条→條"), QStringLiteral("来→來")}
        << qint64(3) << DiffMode::Converter;
    // The conversion's changes composed with the edit's line break.
    // The conversion's changes, and the line break the user put in.
    QTest::newRow("a paragraph split")
        << source << QStringLiteral("頭髮很長。\n乾淨的\n麪條。\n她回來了。\n")
        << QStringList{QStringLiteral("头→頭"), QStringLiteral("发→髮"), QStringLiteral("长→長"),
                       QStringLiteral("干→乾"), QStringLiteral("净→淨"), QStringLiteral("→\n"),
                       QStringLiteral("面→麪"), QStringLiteral("条→條"), QStringLiteral("来→來")}
        << qint64(4) << DiffMode::General;
    // As many lines as the source, but not the same ones: by number, 干净的面条 would pair with
    // 麪條 and lose 干净的.
    QTest::newRow("a paragraph joined to the next, which is split")
        << source << QStringLiteral("頭髮很長。乾淨的\n麪條。\n她回來了。\n")
        << QStringList{QStringLiteral("头→頭"), QStringLiteral("发→髮"), QStringLiteral("长→長"),
                       QStringLiteral("\n→"),   QStringLiteral("干→乾"), QStringLiteral("净→淨"),
                       QStringLiteral("→\n"),   QStringLiteral("面→麪"), QStringLiteral("条→條"),
                       QStringLiteral("来→來")}
        << qint64(3) << DiffMode::General;
    // At the end of a text that ends with a line break.
    QTest::newRow("a paragraph added at the end")
        << source << QStringLiteral("頭髮很長。\n乾淨的麪條。\n她回來了。\n完。\n")
        << QStringList{QStringLiteral("头→頭"), QStringLiteral("发→髮"), QStringLiteral("长→長"),
                       QStringLiteral("干→乾"), QStringLiteral("净→淨"), QStringLiteral("面→麪"),
                       QStringLiteral("条→條"), QStringLiteral("来→來"), QStringLiteral("→完。\n")}
        << qint64(4) << DiffMode::General;
    QTest::newRow("the last paragraph deleted")
        << source << QStringLiteral("頭髮很長。\n乾淨的麪條。\n")
        << QStringList{QStringLiteral("头→頭"), QStringLiteral("发→髮"),
                       QStringLiteral("长→長"), QStringLiteral("干→乾"),
                       QStringLiteral("净→淨"), QStringLiteral("面→麪"),
                       QStringLiteral("条→條"), QStringLiteral("她回来了。\n→")}
        << qint64(3) << DiffMode::General;
    QTest::newRow("a paragraph deleted")
        << source << QStringLiteral("頭髮很長。\n她回來了。\n")
        << QStringList{QStringLiteral("头→頭"), QStringLiteral("发→髮"), QStringLiteral("长→長"),
                       QStringLiteral("干净的面条。\n→"), QStringLiteral("来→來")}
        << qint64(3) << DiffMode::General;
}

// The source against the text the user edited, through OpenCC's output: the paragraphs pair as
// the edits left them, whatever their count.
void TestTextDiff::alongTheUsersEdits()
{
    QFETCH(QString, source);
    QFETCH(QString, edited);
    QFETCH(QStringList, changes);
    QFETCH(qint64, linesChanged);
    QFETCH(DiffMode, mode);
    const QString converted = QStringLiteral("頭髮很長。\n乾淨的麪條。\n她回來了。\n");
    DiffOptions general;
    general.mode = DiffMode::General;
    const DiffResult edits = diffTexts(converted, edited, general);
    const DiffResult diff = diffAlongEdits(source, converted, edited, edits.changes);
    QCOMPARE(describeAll(source, edited, diff), changes);
    QCOMPARE(apply(source, edited, diff), edited);
    QCOMPARE(diff.stats.linesChanged, linesChanged);
    QCOMPARE(diff.mode, mode);
}

// Edits of a text whose lines are not the source's (never from a conversion): the two are diffed
// in general mode.
void TestTextDiff::alongEditsOfAnotherLineCountIsGeneral()
{
    const QString source = QStringLiteral("原来\n这一刻\n");
    const QString before = QStringLiteral("原來這一刻\n");
    const QString edited = QStringLiteral("原來\n這一刻\n");
    const DiffResult edits = diffTexts(before, edited);
    const DiffResult diff = diffAlongEdits(source, before, edited, edits.changes);
    QCOMPARE(diff.mode, DiffMode::General);
    QCOMPARE(describeAll(source, edited, diff),
             (QStringList{QStringLiteral("来→來"), QStringLiteral("这→這")}));
}

DUIZHAO_TEST_MAIN(TestTextDiff)
#include "tst_textdiff.moc"
