// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/conversion/converter.h"
#include "core/diff/comparison.h"
#include "core/diff/paragraphalignment.h"
#include "testsupport.h"

using namespace duizhao;
using namespace duizhao::testing;

// Which line stands beside which when two editions are shown side by side.
class TestParagraphAlignment : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void linesPairAlongTheDiff_data();
    void linesPairAlongTheDiff();
    void editionsOfAChapter();
};

void TestParagraphAlignment::linesPairAlongTheDiff_data()
{
    QTest::addColumn<QString>("a");
    QTest::addColumn<QString>("b");
    QTest::addColumn<QList<int>>("aPartner");
    QTest::addColumn<QList<int>>("bPartner");
    QTest::newRow("the same lines") << QStringLiteral("甲\n乙\n") << QStringLiteral("甲\n乙\n")
                                    << QList<int>{0, 1, 2} << QList<int>{0, 1, 2};
    QTest::newRow("a changed line pairs")
        << QStringLiteral("甲\n乙\n丙") << QStringLiteral("甲\n丁\n丙") << QList<int>{0, 1, 2}
        << QList<int>{0, 1, 2};
    QTest::newRow("blank lines between paragraphs on one side")
        << QStringLiteral("甲\n乙\n丙\n") << QStringLiteral("甲\n\n乙\n\n丙\n")
        << QList<int>{0, 2, 4, 5} << QList<int>{0, -1, 1, -1, 2, 3};
    QTest::newRow("a paragraph only the second has")
        << QStringLiteral("甲\n丙\n") << QStringLiteral("甲\n乙\n丙\n") << QList<int>{0, 2, 3}
        << QList<int>{0, -1, 1, 2};
    QTest::newRow("last lines without a line break")
        << QStringLiteral("甲\n乙") << QStringLiteral("甲\n丁") << QList<int>{0, 1}
        << QList<int>{0, 1};
    // The last line of the first stands beside its copy on the second, not beside the paragraphs
    // the second goes on with.
    QTest::newRow("the second goes on after the last line")
        << QStringLiteral("甲\n乙") << QStringLiteral("甲\n乙\n\n丙") << QList<int>{0, 1}
        << QList<int>{0, 1, -1, -1};
    QTest::newRow("the first goes on after the last line")
        << QStringLiteral("甲\n乙\n丙") << QStringLiteral("甲\n乙") << QList<int>{0, 1, -1}
        << QList<int>{0, 1};
    QTest::newRow("only the first ends in a line break")
        << QStringLiteral("甲\n") << QStringLiteral("甲") << QList<int>{0, -1} << QList<int>{0};
}

void TestParagraphAlignment::linesPairAlongTheDiff()
{
    QFETCH(QString, a);
    QFETCH(QString, b);
    QFETCH(QList<int>, aPartner);
    QFETCH(QList<int>, bPartner);
    DiffOptions options;
    options.mode = DiffMode::General;
    const ParagraphAlignment alignment = alignParagraphs(a, b, diffTexts(a, b, options));
    QCOMPARE(QList<int>(alignment.aPartner.begin(), alignment.aPartner.end()), aPartner);
    QCOMPARE(QList<int>(alignment.bPartner.begin(), alignment.bPartner.end()), bPartner);
}

// Chapter 001 is chapter 000 in another converter's Traditional, with a blank line after every
// paragraph. Compared as the window compares them (the first as converted by s2t, blank lines
// ignored), its paragraph i is line 2i, and the blank lines stand beside nothing.
void TestParagraphAlignment::editionsOfAChapter()
{
    const QString a = readUtf8(chapterFile("000"));
    const QString b = readUtf8(chapterFile("001"));
    QString error;
    const auto s2t = Converter::load(QStringLiteral("s2t"), ConfigCatalog(), &error);
    QVERIFY2(s2t, qPrintable(error));
    ComparisonOptions options;
    options.normalizer = s2t.get();
    options.normalizeB = false;
    options.diff.ignoreBlankLines = true;
    const ParagraphAlignment alignment = alignParagraphs(a, b, compareEditions(a, b, options).diff);
    const int paragraphs = int(a.count(u'\n'));
    QCOMPARE(paragraphs, 41);
    for (int i = 0; i < paragraphs; ++i) {
        QCOMPARE(alignment.aPartner[size_t(i)], 2 * i);
        QCOMPARE(alignment.bPartner[size_t(2 * i)], i);
        if (i + 1 < paragraphs)
            QCOMPARE(alignment.bPartner[size_t(2 * i + 1)], -1);
    }
}

DUIZHAO_TEST_MAIN(TestParagraphAlignment)
#include "tst_paragraphalignment.moc"
