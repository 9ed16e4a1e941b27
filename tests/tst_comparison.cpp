// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/conversion/configcatalog.h"
#include "core/conversion/converter.h"
#include "core/diff/comparison.h"
#include "core/text/textfile.h"
#include "testsupport.h"

#include <QElapsedTimer>
#include <QMap>

Q_DECLARE_METATYPE(duizhao::Script)

using namespace duizhao;
using namespace duizhao::testing;

namespace {

// How often each a → b pair occurs among the changes, as "着→著 10".
QStringList tally(QStringView a, QStringView b, const DiffResult &diff)
{
    QMap<QString, int> counts;
    for (const TextChange &change : diff.changes)
        ++counts[describe(a, b, change)];
    QStringList list;
    for (auto it = counts.cbegin(); it != counts.cend(); ++it)
        list << it.key() + u' ' + QString::number(it.value());
    return list;
}

DiffOptions general()
{
    return DiffOptions{DiffMode::General};
}

} // namespace

class TestComparison : public QObject {
    Q_OBJECT

private Q_SLOTS:
    // A Taiwan-style edition is compared with s2tw's output, a Hong Kong one with s2hk's: each
    // edition, made by one of them from chapter 004 (a later part of it, so that the two
    // editions do not even begin alike), picks its own.
    void closestNormalizationFindsTheRegion_data()
    {
        QTest::addColumn<QString>("config");
        for (const char *config : {"s2t", "s2tw", "s2hk"})
            QTest::newRow(config) << QString::fromLatin1(config);
    }
    void closestNormalizationFindsTheRegion()
    {
        QFETCH(QString, config);
        const QString chapter = readUtf8(chapterFile("004"));
        ConfigCatalog catalog;
        QString error;
        QList<std::shared_ptr<const Converter>> candidates;
        for (const char *name : {"s2t", "s2tw", "s2hk"}) {
            candidates << Converter::load(QString::fromLatin1(name), catalog, &error);
            QVERIFY2(candidates.last(), qPrintable(error));
        }
        const auto made = Converter::load(config, catalog, &error);
        const QString edition = made->convert(chapter.mid(chapter.size() / 3));
        QCOMPARE(closestNormalization(chapter, edition, candidates), config);
        QCOMPARE(closestNormalization(chapter, edition, {}), QString());
    }
    // Chapter 001 is another converter's Traditional edition of 000, with a blank line between
    // paragraphs. Against OpenCC's s2t of 000, blank lines ignored, it differs in 53 places,
    // counted independently (the opencc tool and a per-line difflib count): its nonstandard
    // variants, its regional choices, a surname it gets right, and the 嗻 that 000 lost.
    void thirdPartyEditionAgainstAProperConversion()
    {
        const ReadResult original = TextFile::read(chapterFile("000"));
        const ReadResult edition = TextFile::read(chapterFile("001"));
        QVERIFY(original.ok() && edition.ok());
        ConfigCatalog catalog;
        QString error;
        const auto s2t = Converter::load(QStringLiteral("s2t"), catalog, &error);
        QVERIFY2(s2t, qPrintable(error));
        ComparisonOptions options;
        options.normalizer = s2t.get();
        options.normalizeB = false;
        options.diff.ignoreBlankLines = true;
        const Comparison comparison = compareEditions(original.text, edition.text, options);

        QCOMPARE(comparison.diff.stats.changes, 53);
        QCOMPARE(comparison.normalizedA, s2t->convert(original.text));
        QVERIFY(comparison.normalizedB.isNull());
        // Offsets are in the files as they are: the original's side reads Simplified. The edition
        // writes the surname 鍾 where s2t has the bell 鐘 (老钟).
        QStringList expected{
            QStringLiteral("→嗻 1"),    QStringLiteral("举→擧 1"), QStringLiteral("么→麽 2"),
            QStringLiteral("众→眾 2"),  QStringLiteral("体→躰 1"), QStringLiteral("只→衹 4"),
            QStringLiteral("合→郃 1"),  QStringLiteral("回→廻 3"), QStringLiteral("岁→嵗 1"),
            QStringLiteral("当→儅 2"),  QStringLiteral("毁→燬 1"), QStringLiteral("着→著 15"),
            QStringLiteral("里→裡 16"), QStringLiteral("钟→鍾 2"), QStringLiteral("铁→鉄 1"),
        };
        expected.sort();
        QCOMPARE(tally(original.text, edition.text, comparison.diff), expected);
        // 嗻 was lost from 000 at the start of "，属下这就去办": an insertion there.
        const auto interjection =
            std::find_if(comparison.diff.changes.begin(), comparison.diff.changes.end(),
                         [&](const TextChange &change) {
                             return edition.text.mid(change.bPosition, change.bLength) == u"嗻";
                         });
        QVERIFY(interjection != comparison.diff.changes.end());
        QCOMPARE(interjection->aLength, 0);
        QCOMPARE(original.text.mid(interjection->aPosition, 5), QStringLiteral("，属下这就"));

        // Counting the blank lines, each of the edition's 40 is an insertion; one joins the change
        // that starts the line after it (只 → 衹), the others are changes of their own.
        options.diff.ignoreBlankLines = false;
        const Comparison withBlankLines = compareEditions(original.text, edition.text, options);
        QCOMPARE(withBlankLines.diff.stats.changes, 53 + 39);
        const QStringList all = describeAll(original.text, edition.text, withBlankLines.diff);
        QCOMPARE(all.count(QStringLiteral("→\n")), 39);
        QCOMPARE(all.count(QStringLiteral("只→\n衹")), 1);
    }

    void paragraphsMergedAndSplit_data()
    {
        QTest::addColumn<QString>("a");
        QTest::addColumn<QString>("b");
        QTest::addColumn<bool>("ignoreWhitespace");
        QTest::addColumn<QStringList>("expected");
        const QString two = QStringLiteral("甲乙。\n丙丁。\n戊己。\n");
        const QString merged = QStringLiteral("甲乙。丙丁。\n戊己。\n");
        QTest::newRow("merged") << two << merged << false << QStringList{QStringLiteral("\n→")};
        QTest::newRow("split") << merged << two << false << QStringList{QStringLiteral("→\n")};
        QTest::newRow("merged, whitespace ignored") << two << merged << true << QStringList{};
        QTest::newRow("split and changed") << merged << QStringLiteral("甲乙。\n丙丙。\n戊己。\n")
                                           << true << QStringList{QStringLiteral("丁→丙")};
        QTest::newRow("full-width indent ignored")
            << QStringLiteral("　　第一章\n") << QStringLiteral("第一章\n") << true
            << QStringList{};
        QTest::newRow("full-width indent")
            << QStringLiteral("　　第一章\n") << QStringLiteral("第一章\n") << false
            << QStringList{QStringLiteral("　　→")};
    }

    void paragraphsMergedAndSplit()
    {
        QFETCH(QString, a);
        QFETCH(QString, b);
        QFETCH(bool, ignoreWhitespace);
        QFETCH(QStringList, expected);
        DiffOptions options = general();
        options.ignoreWhitespace = ignoreWhitespace;
        QCOMPARE(describeAll(a, b, diffTexts(a, b, options)), expected);
    }

    // Editions in different scripts are brought into the second's script before comparing;
    // editions in one script, or a mixed one, are compared as they are.
    void normalizationBetweenScripts_data()
    {
        QTest::addColumn<Script>("first");
        QTest::addColumn<Script>("second");
        QTest::addColumn<QString>("config");
        QTest::newRow("Simplified against Traditional")
            << Script::Simplified << Script::Traditional << QStringLiteral("s2t");
        QTest::newRow("Traditional against Simplified")
            << Script::Traditional << Script::Simplified << QStringLiteral("t2s");
        QTest::newRow("both Traditional")
            << Script::Traditional << Script::Traditional << QString();
        QTest::newRow("both Simplified") << Script::Simplified << Script::Simplified << QString();
        QTest::newRow("a mixed first") << Script::Mixed << Script::Traditional << QString();
        QTest::newRow("an undetermined second")
            << Script::Simplified << Script::Undetermined << QString();
    }

    void normalizationBetweenScripts()
    {
        QFETCH(Script, first);
        QFETCH(Script, second);
        QFETCH(QString, config);
        QCOMPARE(normalizationBetween(first, second), config);
    }

    void punctuationIgnored()
    {
        const QString a = QStringLiteral("他说：“好。”\n走吧！\n");
        const QString b = QStringLiteral("他说:「好」\n走吧\n");
        DiffOptions options = general();
        // ：→:, “→「, 。”→」, ！→ (nothing)
        QCOMPARE(diffTexts(a, b, options).stats.changes, 4);
        options.ignorePunctuation = true;
        QCOMPARE(diffTexts(a, b, options).stats.changes, 0);
        // What is not punctuation still counts.
        QCOMPARE(describeAll(a, QStringLiteral("她说:「好」\n走吧\n"),
                             diffTexts(a, QStringLiteral("她说:「好」\n走吧\n"), options)),
                 QStringList{QStringLiteral("他→她")});
    }

    void blankLinesIgnoredOnEitherSide()
    {
        const QString a = QStringLiteral("一\n\n二\n三\n");
        const QString b = QStringLiteral("一\n二\n  \n\n三\n四\n");
        DiffOptions options = general();
        options.ignoreBlankLines = true;
        QCOMPARE(describeAll(a, b, diffTexts(a, b, options)), QStringList{QStringLiteral("→四\n")});
    }

    void semanticCleanupMergesAcrossShortEquals()
    {
        const QString a = QStringLiteral("麻雀虽小，五脏俱全\n");
        const QString b = QStringLiteral("麻將雖小，五臟俱全\n");
        DiffOptions options = general();
        QCOMPARE(describeAll(a, b, diffTexts(a, b, options)),
                 (QStringList{QStringLiteral("雀→將"), QStringLiteral("虽→雖"),
                              QStringLiteral("脏→臟")}));
        options.semanticCleanup = true;
        QCOMPARE(describeAll(a, b, diffTexts(a, b, options)),
                 (QStringList{QStringLiteral("雀虽→將雖"), QStringLiteral("脏→臟")}));
        const QString c = QStringLiteral("abcdef\n");
        const QString d = QStringLiteral("aXcYef\n");
        QCOMPARE(describeAll(c, d, diffTexts(c, d, options)),
                 QStringList{QStringLiteral("bcd→XcY")});
    }

    // A block of lines that differ throughout stays within the work bound: it is reported
    // coarsely, but it is reported, and quickly.
    void longDifferingBlockIsBounded()
    {
        QString a;
        QString b;
        for (int line = 0; line < 1000; ++line) {
            for (int i = 0; i < 100; ++i) {
                a += QChar(0x4E00 + (line * 100 + i) % 5000);
                b += QChar(0x8000 + (line * 37 + i * 13) % 5000); // no character in common
            }
            a += u'\n';
            b += u'\n';
        }
        QElapsedTimer timer;
        timer.start();
        const DiffResult diff = diffTexts(a, b, general());
        QVERIFY(diff.coarse);
        QVERIFY(diff.stats.aCharsChanged >= 100'000);
        QVERIFY(diff.stats.bCharsChanged >= 100'000);
        qInfo("100,000 differing characters in %lld ms", timer.elapsed());
    }
};

DUIZHAO_TEST_MAIN(TestComparison)
#include "tst_comparison.moc"
