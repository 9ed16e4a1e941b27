// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/conversion/chunkedconversion.h"
#include "core/conversion/configcatalog.h"
#include "core/conversion/conversionplan.h"
#include "core/conversion/converter.h"
#include "core/conversion/glossary.h"
#include "core/conversion/quotes.h"
#include "core/jobs/jobcontrol.h"
#include "testsupport.h"

#include <QTemporaryDir>

using namespace duizhao;
using namespace duizhao::testing;

namespace {

QString applyQuotes(QString text)
{
    for (const QuoteReplacement &quote : cornerQuotes(text))
        text[quote.position] = quote.replacement;
    return text;
}

QStringList describeErrors(const Glossary &glossary)
{
    QStringList lines;
    for (const GlossaryError &error : glossary.errors())
        lines << QStringLiteral("%1: %2").arg(error.line).arg(error.reason);
    return lines;
}

} // namespace

class GlossaryTest : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void parsesRulesAndReportsEveryBadLine()
    {
        const Glossary glossary = Glossary::parse(QStringLiteral("\uFEFF# 人名\n"
                                                                 "岳托=岳託\n"
                                                                 "  !多尔衮  \n"
                                                                 "\n"
                                                                 "只有一个词\n"
                                                                 "=空\n"
                                                                 "空=\n"
                                                                 "!\n"
                                                                 "甲=乙=丙\n"
                                                                 "岳托=岳拓\n"
                                                                 "头发 = 頭髮\r\n"
                                                                 "!保护=替换\n"));
        QCOMPARE(glossary.rules().size(), size_t(3));
        QCOMPARE(glossary.rules()[0].source, QStringLiteral("岳托"));
        QCOMPARE(glossary.rules()[0].result, QStringLiteral("岳託"));
        QCOMPARE(glossary.rules()[0].line, 2);
        QVERIFY(glossary.rules()[1].protection);
        QCOMPARE(glossary.rules()[1].source, QStringLiteral("多尔衮"));
        QCOMPARE(glossary.rules()[1].result, QStringLiteral("多尔衮"));
        QCOMPARE(glossary.rules()[2].source, QStringLiteral("头发"));
        QCOMPARE(glossary.rules()[2].result, QStringLiteral("頭髮"));
        QCOMPARE(glossary.rules()[2].line, 11);

        const QStringList errors = describeErrors(glossary);
        QCOMPARE(errors.size(), 7);
        QVERIFY(errors[0].startsWith(QStringLiteral("5: “只有一个词” is neither")));
        QCOMPARE(errors[1], QStringLiteral("6: nothing to replace before “=”"));
        QCOMPARE(errors[2], QStringLiteral("7: no replacement after “=”"));
        QCOMPARE(errors[3], QStringLiteral("8: nothing to protect after “!”"));
        QCOMPARE(errors[4], QStringLiteral("9: more than one “=”"));
        QCOMPARE(errors[5], QStringLiteral("10: “岳托” already has a rule on line 2"));
        QVERIFY(errors[6].startsWith(QStringLiteral("12: ")));
    }

    // A note after a rule, as the guide writes one, is no part of it; one without its # is a bad
    // line, not words written into the text.
    void aNoteAfterARuleIsNotWritten()
    {
        const Glossary glossary = Glossary::parse(QStringLiteral("岳托=岳託        # 人名\n"
                                                                 "!多尔衮\t# 保留\n"
                                                                 "Harry Potter=哈利·波特 #英文名\n"
                                                                 "C#=C 井\n"
                                                                 "干杯=乾杯        toast\n"
                                                                 "!王子于  keep\n"));
        QCOMPARE(glossary.rules().size(), size_t(4));
        QCOMPARE(glossary.rules()[0].result, QStringLiteral("岳託"));
        QCOMPARE(glossary.rules()[1].source, QStringLiteral("多尔衮"));
        QCOMPARE(glossary.rules()[2].source, QStringLiteral("Harry Potter"));
        QCOMPARE(glossary.rules()[2].result, QStringLiteral("哈利·波特"));
        QCOMPARE(glossary.rules()[3].source, QStringLiteral("C#"));
        const QStringList errors = describeErrors(glossary);
        QCOMPARE(errors.size(), 2);
        QVERIFY2(errors[0].startsWith(QStringLiteral("5: “干杯=乾杯        toast” holds a tab")),
                 qPrintable(errors[0]));
        QVERIFY(errors[1].startsWith(QStringLiteral("6: ")));

        QString error;
        const auto converter = Converter::load(QStringLiteral("s2t"), ConfigCatalog(), &error);
        QVERIFY2(converter, qPrintable(error));
        const ConversionPlan plan{converter, std::make_shared<const Glossary>(glossary), false};
        QCOMPARE(convertPassage(plan, u"岳托和多尔衮干杯。"), QStringLiteral("岳託和多尔衮乾杯。"));
    }

    void loadNamesTheFile()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(Glossary::fileName());
        QString error;
        QVERIFY(!Glossary::load(path, &error));
        QVERIFY2(error.contains(shownPath(path)), qPrintable(error));

        QVERIFY(writeAll(path, "a=b\nbad\n"));
        const std::optional<Glossary> glossary = Glossary::load(path, &error);
        QVERIFY(glossary);
        QCOMPARE(glossary->describeErrors(),
                 path + QStringLiteral(":2: “bad” is neither SOURCE=RESULT nor !PROTECTED nor a # "
                                       "comment"));
        QCOMPARE(Glossary::pathBeside(dir.filePath(QStringLiteral("chapter.txt"))), path);

        // Rules added one by one: the file is created, and a missing final line break mended.
        const QString added = dir.filePath(QStringLiteral("added.txt"));
        QVERIFY(!Glossary::appendLine(added, QStringLiteral("岳托=岳託")));
        QVERIFY(writeAll(added, readAll(added) + "!多尔衮"));
        QVERIFY(!Glossary::appendLine(added, QStringLiteral("金发=金髮")));
        QCOMPARE(readUtf8(added), QStringLiteral("岳托=岳託\n!多尔衮\n金发=金髮\n"));

        // A rule set for a source that has one takes its line, and gives it back to be restored;
        // one for a new source goes at the end; removing one leaves the others as they are.
        QString replaced;
        QVERIFY(!Glossary::setRule(added, QStringLiteral("!岳托"), &replaced));
        QCOMPARE(replaced, QStringLiteral("岳托=岳託"));
        replaced.clear();
        QVERIFY(!Glossary::setRule(added, QStringLiteral("子于=子於"), &replaced));
        QVERIFY(replaced.isEmpty());
        QCOMPARE(readUtf8(added), QStringLiteral("!岳托\n!多尔衮\n金发=金髮\n子于=子於\n"));
        bool empty = true;
        QVERIFY(!Glossary::removeRule(added, QStringLiteral("多尔衮"), &empty));
        QVERIFY(!empty);
        QVERIFY(!Glossary::removeRule(added, QStringLiteral("不在")));
        QCOMPARE(readUtf8(added), QStringLiteral("!岳托\n金发=金髮\n子于=子於\n"));
        QVERIFY(
            Glossary::removeRule(dir.filePath(QStringLiteral("none.txt")), QStringLiteral("x")));
        const QString single = dir.filePath(QStringLiteral("single.txt"));
        QVERIFY(!Glossary::setRule(single, QStringLiteral("!子于")));
        QVERIFY(!Glossary::removeRule(single, QStringLiteral("子于"), &empty));
        QVERIFY(empty);

        QVERIFY(writeAll(path, "\xff\xfe=x\n"));
        QVERIFY(!Glossary::load(path, &error));
        QVERIFY2(error.startsWith(shownPath(path)), qPrintable(error));
    }

    void findsTheLongestLeftmostMatches()
    {
        const Glossary glossary =
            Glossary::parse(QStringLiteral("王=x\n王小=y\n王小明=z\n小明=w\n𠀀=v\n"));
        const QString text = QStringLiteral("王小明和王小和王和小明𠀀");
        QStringList found;
        for (const Glossary::Match &match : glossary.findAll(text))
            found << text.mid(match.position, match.length) + QLatin1Char(':') +
                         glossary.rules()[size_t(match.rule)].result;
        QCOMPARE(found, QStringList({QStringLiteral("王小明:z"), QStringLiteral("王小:y"),
                                     QStringLiteral("王:x"), QStringLiteral("小明:w"),
                                     QStringLiteral("𠀀:v")}));
    }

    // A rule takes whole characters: 葛=藤 does not take the 葛 of the variation sequence
    // 葛 + U+E0100, while a rule written with the selector does; nor half of a surrogate pair.
    void matchesWholeCharactersOnly_data()
    {
        QTest::addColumn<QString>("rules");
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("expected");
        const QString sequence = QStringLiteral("葛\U000E0100");
        QTest::newRow("base without its selector")
            << QStringLiteral("葛=藤\n") << sequence + QStringLiteral("葛")
            << sequence + QStringLiteral("藤");
        QTest::newRow("the sequence itself")
            << (sequence + QStringLiteral("=藤\n")) << sequence + QStringLiteral("葛")
            << QStringLiteral("藤葛");
        QTest::newRow("shorter rule when the longer would split")
            << QStringLiteral("王=x\n王葛=y\n") << QStringLiteral("王") + sequence
            << QStringLiteral("x") + sequence;
        QTest::newRow("a standard variation selector")
            << QStringLiteral("一=二\n") << QStringLiteral("一\uFE00一")
            << QStringLiteral("一\uFE00二");
        QTest::newRow("never from the low half of a pair")
            << (QString(QChar(0xDC00)) + QStringLiteral("=x\n")) << QStringLiteral("𠀀")
            << QStringLiteral("𠀀");
    }

    void matchesWholeCharactersOnly()
    {
        QFETCH(QString, rules);
        QFETCH(QString, text);
        QFETCH(QString, expected);
        const Glossary glossary = Glossary::parse(rules);
        QString replaced = text;
        const std::vector<Glossary::Match> matches = glossary.findAll(text);
        for (auto match = matches.rbegin(); match != matches.rend(); ++match)
            replaced.replace(match->position, match->length,
                             glossary.rules()[size_t(match->rule)].result);
        QCOMPARE(replaced, expected);
    }

    // Many rules sharing a first character: each place takes its longest rule, found by binary
    // search among the rules rather than by trying each (the benchmark times 100,000 of them).
    void manyRulesSharingTheFirstCharacter()
    {
        QString rules;
        for (int i = 0; i < 5000; ++i)
            rules += QStringLiteral("的%1=第%1\n").arg(i);
        rules += QStringLiteral("的=得\n");
        const Glossary glossary = Glossary::parse(rules);
        QVERIFY(glossary.errors().empty());
        const QString text = QStringLiteral("我的4999和的12和的x");
        QStringList found;
        for (const Glossary::Match &match : glossary.findAll(text))
            found << glossary.rules()[size_t(match.rule)].result;
        QCOMPARE(found, (QStringList{QStringLiteral("第4999"), QStringLiteral("第12"),
                                     QStringLiteral("得")}));
    }

    void glossaryRulesApplyBeforeOpenCC()
    {
        ConfigCatalog catalog;
        QString error;
        const auto converter = Converter::load(QStringLiteral("s2t"), catalog, &error);
        QVERIFY2(converter, qPrintable(error));
        ConversionPlan plan{converter,
                            std::make_shared<const Glossary>(
                                Glossary::parse(QStringLiteral("岳托=岳託\n!多尔衮\n金发=金發\n"))),
                            false};
        const QString text = QStringLiteral("多尔衮与岳托的头发，金发碧眼。");
        QCOMPARE(convertPassage(plan, text), QStringLiteral("多尔衮與岳託的頭髮，金發碧眼。"));

        const Explanation explanation = explainPassage(plan, text);
        QCOMPARE(explanation.result, convertPassage(plan, text));
        QStringList glossarySpans;
        for (const ExplainedSpan &span : explanation.spans) {
            if (span.category == SpanCategory::Protected || span.category == SpanCategory::Glossary)
                glossarySpans << categoryKey(span.category) + QLatin1Char(' ') +
                                     explanation.text(span.decidedBy) + QLatin1Char(' ') +
                                     explanation.result.mid(span.resultPosition, span.resultLength);
        }
        QCOMPARE(glossarySpans, QStringList({QStringLiteral("protected glossary line 2 多尔衮"),
                                             QStringLiteral("glossary glossary line 1 岳託"),
                                             QStringLiteral("glossary glossary line 3 金發")}));
        // Outside the rules, OpenCC converts as it always does: the span of 发 in 头发 is there.
        const int hair = int(text.indexOf(QStringLiteral("头发"))) + 1;
        QVERIFY(std::any_of(
            explanation.spans.begin(), explanation.spans.end(), [&](const ExplainedSpan &span) {
                return span.sourcePosition == hair && span.category == SpanCategory::Phrase;
            }));
    }

    // Rules belong to the direction they were written for: a conversion to Simplified leaves out
    // the rules that write Traditional (头发=頭髮, 干=幹), one to Traditional those that write
    // Simplified (發=发); protections and words alike in both scripts apply to both.
    void rulesFollowTheDirection()
    {
        auto glossary = std::make_shared<const Glossary>(
            Glossary::parse(u"头发=頭髮\n干=幹\n!多尔衮\n發=发\n岳飞=岳飛\n"));
        QString error;
        const auto s2t = Converter::load(QStringLiteral("s2t"), ConfigCatalog(), &error);
        const auto t2s = Converter::load(QStringLiteral("t2s"), ConfigCatalog(), &error);
        QVERIFY2(s2t && t2s, qPrintable(error));
        const auto sources = [](const ConversionPlan &plan) {
            QStringList list;
            for (const GlossaryRule &rule : plan.glossary->rules())
                list << rule.source;
            return list;
        };
        const ConversionPlan toTraditional = ConversionPlan::forConfig(s2t, glossary, false);
        QCOMPARE(sources(toTraditional), (QStringList{"头发", "干", "多尔衮", "岳飞"}));
        const ConversionPlan toSimplified = ConversionPlan::forConfig(t2s, glossary, false);
        QCOMPARE(sources(toSimplified), (QStringList{"多尔衮", "發"}));
        // Converting Traditional text, 干 is left to OpenCC, not made 幹.
        QCOMPARE(convertPassage(toSimplified, u"乾杯，干戈"), QStringLiteral("干杯，干戈"));
        // The same glossary and converter twice: the same rules, worked out once.
        QCOMPARE(ConversionPlan::forConfig(t2s, glossary, false).glossary, toSimplified.glossary);
    }

    // A rule keeps the full-width spaces at its ends (the indentation of a paragraph is text);
    // a rule longer than a word or a name is refused; a rule that would make the text grow
    // beyond bound (的= and a page after it) stops the conversion, with why.
    void rulesAreWordsAndKeepTheirSpaces()
    {
        const Glossary spaced = Glossary::parse(u"　　干=　　幹\n");
        QCOMPARE(spaced.rules().size(), size_t(1));
        QCOMPARE(spaced.rules().front().source, QStringLiteral("　　干"));
        QCOMPARE(spaced.rules().front().result, QStringLiteral("　　幹"));
        QString error;
        const auto converter = Converter::load(QStringLiteral("s2t"), ConfigCatalog(), &error);
        QVERIFY2(converter, qPrintable(error));
        const ConversionPlan plan{converter, std::make_shared<const Glossary>(spaced), false};
        QCOMPARE(convertPassage(plan, u"我们干杯吧。\n　　干得好。"),
                 QStringLiteral("我們乾杯吧。\n　　幹得好。"));

        const Glossary tooLong =
            Glossary::parse(QString(QString(Glossary::MaxSourceLength + 1, u'的') + u"=的\n"));
        QVERIFY(tooLong.rules().empty());
        QCOMPARE(tooLong.errors().size(), size_t(1));

        const auto growing = std::make_shared<const Glossary>(
            Glossary::parse(QString(u"的=" + QString(2000, u'长') + u'\n')));
        const ConversionPlan blowUp{converter, growing, false};
        const QString text = QString(10'000, u'的');
        const std::optional<QString> refusal = blowUp.refusal(text);
        QVERIFY(refusal);
        QVERIFY2(refusal->contains(QStringLiteral("over 4 times as long")), qPrintable(*refusal));
        JobControl control;
        QVERIFY(convertText(blowUp, text, &control).isNull());
        QCOMPARE(control.failure(), *refusal);
        JobControl explaining;
        QVERIFY(explainText(blowUp, text, &explaining).result.isNull());
        QCOMPARE(explaining.failure(), *refusal);
        // A few of them in a long text are no blow-up.
        QVERIFY(!blowUp.refusal(QString(QString(100'000, u'天') + u'的')));
    }

    void quotesNest_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("expected");
        QTest::newRow("one pair") << QStringLiteral("他说：“走吧。”")
                                  << QStringLiteral("他说：「走吧。」");
        QTest::newRow("single quotes alone") << QStringLiteral("‘好’") << QStringLiteral("「好」");
        QTest::newRow("nested") << QStringLiteral("“他说‘走’了”")
                                << QStringLiteral("「他说『走』了」");
        QTest::newRow("three levels, double inside double")
            << QStringLiteral("“甲‘乙“丙”乙’甲”") << QStringLiteral("「甲『乙「丙」乙』甲」");
        QTest::newRow("two pairs in a line")
            << QStringLiteral("“一”和“二”") << QStringLiteral("「一」和「二」");
        QTest::newRow("apostrophe without opening")
            << QStringLiteral("don’t “go”") << QStringLiteral("don’t 「go」");
        QTest::newRow("quotation over two paragraphs")
            << QStringLiteral("“第一段\n“第二段”") << QStringLiteral("「第一段\n「第二段」");
        QTest::newRow("inner left open")
            << QStringLiteral("“甲‘乙”‘丙’") << QStringLiteral("「甲『乙」「丙」");
    }

    void quotesNest()
    {
        QFETCH(QString, text);
        QFETCH(QString, expected);
        QCOMPARE(applyQuotes(text), expected);
    }

    // One rule for the window, books and the command line: corner brackets in conversions to
    // Traditional (and Japanese), never in conversions to Simplified.
    void quotesFollowTheConfig_data()
    {
        QTest::addColumn<QString>("config");
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("expected");
        QTest::newRow("s2t") << QStringLiteral("s2t") << QStringLiteral("“头发‘长’了。”")
                             << QStringLiteral("「頭髮『長』了。」");
        QTest::newRow("s2twp") << QStringLiteral("s2twp") << QStringLiteral("“软件”")
                               << QStringLiteral("「軟體」");
        QTest::newRow("t2tw") << QStringLiteral("t2tw") << QStringLiteral("“頭髮”")
                              << QStringLiteral("「頭髮」");
        QTest::newRow("t2s") << QStringLiteral("t2s") << QStringLiteral("“頭髮‘長’了。”")
                             << QStringLiteral("“头发‘长’了。”");
        QTest::newRow("tw2sp") << QStringLiteral("tw2sp") << QStringLiteral("“軟體”")
                               << QStringLiteral("“软件”");
        QTest::newRow("hk2s") << QStringLiteral("hk2s") << QStringLiteral("“頭髮”")
                              << QStringLiteral("“头发”");
    }

    void quotesFollowTheConfig()
    {
        QFETCH(QString, config);
        QFETCH(QString, text);
        QFETCH(QString, expected);
        QString error;
        const auto converter = Converter::load(config, ConfigCatalog(), &error);
        QVERIFY2(converter, qPrintable(error));
        const ConversionPlan plan = ConversionPlan::forConfig(converter, nullptr, true);
        QCOMPARE(convertText(plan, text), expected);
        QCOMPARE(explainText(plan, text).result, expected);
        // Without the choice, no plan has corner brackets.
        QVERIFY(!ConversionPlan::forConfig(converter, nullptr, false).cornerQuotes);
    }

    void quotesAreTheirOwnCategory()
    {
        ConfigCatalog catalog;
        QString error;
        ConversionPlan plan{Converter::load(QStringLiteral("s2t"), catalog, &error), nullptr, true};
        QVERIFY2(plan.converter, qPrintable(error));
        const QString text = QStringLiteral("他说：“头发‘长’了。”\n");
        const Explanation explanation = explainText(plan, text);
        QCOMPARE(explanation.result, QStringLiteral("他說：「頭髮『長』了。」\n"));
        QCOMPARE(convertText(plan, text), explanation.result);
        int punctuation = 0;
        for (const ExplainedSpan &span : explanation.spans)
            punctuation += span.category == SpanCategory::Punctuation ? 1 : 0;
        QCOMPARE(punctuation, 4);
    }
};

DUIZHAO_TEST_MAIN(GlossaryTest)
#include "tst_glossary.moc"
