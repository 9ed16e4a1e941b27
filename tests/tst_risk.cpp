// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/conversion/chunkedconversion.h"
#include "core/conversion/configcatalog.h"
#include "core/conversion/conversionplan.h"
#include "core/conversion/converter.h"
#include "core/judgment/contextevidence.h"
#include "core/judgment/nearbyreadings.h"
#include "testsupport.h"

using namespace duizhao;
using namespace duizhao::testing;

// The risk of each span that the conversion is wrong (RiskModel, computed with the explanation),
// on the bundled s2t: the phrases that contest a span, the order of risks where the right answer
// is known, and the table of context evidence it reads.
class TestRisk : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void contestedSegmentation_data();
    void contestedSegmentation();
    void mistakesAreRiskier_data();
    void mistakesAreRiskier();
    void surnameNamedElsewhere();
    void namesTheTextMarks_data();
    void namesTheTextMarks();
    void aNameInItsFormIsNoRisk();
    void noNameBeginsWithGrammar_data();
    void noNameBeginsWithGrammar();
    void aRecurringPairNamesItselfOnly();
    void titlesMarkNames();
    void surnameInItsOwnForm();
    void phraseNearbyReadsItOtherwise();
    void towardSimplifiedDefaultsAreSafe();
    void contextTableIsRead();
    void bundledTableKnowsTheCharacters();

private:
    // The span of the character at `position` of text, converted with s2t, the whole text judged.
    ExplainedSpan spanOf(const QString &text, int position, Explanation *explanation = nullptr);

    std::shared_ptr<const Converter> m_s2t;
};

void TestRisk::initTestCase()
{
    QString error;
    m_s2t = Converter::load(QStringLiteral("s2t"), ConfigCatalog(), &error);
    QVERIFY2(m_s2t, qPrintable(error));
}

ExplainedSpan TestRisk::spanOf(const QString &text, int position, Explanation *explanation)
{
    Explanation explained = explainText(ConversionPlan{m_s2t, nullptr, false}, text);
    ExplainedSpan found{.sourceLength = -1};
    for (const ExplainedSpan &span : explained.spans) {
        if (span.sourcePosition == position)
            found = span;
    }
    if (explanation)
        *explanation = std::move(explained);
    return found;
}

void TestRisk::contestedSegmentation_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("character"); // its first occurrence
    QTest::addColumn<QString>("result");    // what s2t makes of it
    QTest::addColumn<QString>("contender"); // the phrase that would have given another, if any
    // A phrase that longest match took overlaps one that would have given another candidate.
    QTest::newRow("被发布") << "文章被发布了。"
                            << "发"
                            << "髮"
                            << "发布";
    QTest::newRow("被发展") << "城市被发展起来。"
                            << "发"
                            << "髮"
                            << "发展起来";
    QTest::newRow("肤发痒") << "皮肤发痒。"
                            << "发"
                            << "髮"
                            << "发痒";
    QTest::newRow("总发行量") << "总发行量很大。"
                              << "发"
                              << "髮"
                              << "发行量";
    QTest::newRow("国历史") << "祖国历史。"
                            << "历"
                            << "曆"
                            << "历史";
    QTest::newRow("长历程") << "成长历程。"
                            << "历"
                            << "曆"
                            << "历程";
    QTest::newRow("国历代") << "我国历代。"
                            << "历"
                            << "曆"
                            << "历代";
    QTest::newRow("丝发布") << "粉丝发布新歌。"
                            << "发"
                            << "髮"
                            << "发布";
    // Phrases that agree with the one taken contest nothing.
    QTest::newRow("头发") << "她的头发很长。"
                          << "发"
                          << "髮"
                          << "";
    QTest::newRow("发展") << "经济发展很快。"
                          << "发"
                          << "發"
                          << "";
    QTest::newRow("理发店") << "他去理发店。"
                            << "发"
                            << "髮"
                            << "";
    // Taiwan's words prefer 仿佛 to OpenCC's 彷彿: not risky, a phrase settled it and none
    // contests.
    QTest::newRow("仿佛") << "他仿佛看见了什么。"
                          << "佛"
                          << "彿"
                          << "";
    // A shorter phrase inside the one that won says less than it: 蒙蒙 → 濛濛 in 蒙蒙亮 → 矇矇亮.
    QTest::newRow("蒙蒙亮") << "天刚蒙蒙亮。"
                            << "蒙"
                            << "矇"
                            << "";
    QTest::newRow("头发型") << "她的头发型很怪。"
                            << "发"
                            << "髮"
                            << "";
}

void TestRisk::contestedSegmentation()
{
    QFETCH(QString, text);
    QFETCH(QString, character);
    QFETCH(QString, result);
    QFETCH(QString, contender);
    Explanation explanation;
    const ExplainedSpan span = spanOf(text, int(text.indexOf(character)), &explanation);
    QVERIFY(span.sourceLength == 1);
    QCOMPARE(explanation.result.mid(span.resultPosition, span.resultLength), result);
    const QStringList contest = explanation.contender(span);
    if (contender.isEmpty()) {
        QVERIFY2(contest.isEmpty(), qPrintable(contest.join(u' ')));
        QVERIFY(!span.isRisky());
        return;
    }
    QCOMPARE(contest.value(0), contender);
    // The contender's value gives the character another candidate.
    const int at = int(contender.indexOf(character));
    QVERIFY(contest.value(1).mid(at, 1) != result);
    QVERIFY(span.isContested() && span.isDecision());
    QVERIFY2(
        explanation.describe(span, text)
            .contains(
                QStringLiteral("contested by %1 → %2").arg(contest.value(0), contest.value(1))),
        qPrintable(explanation.describe(span, text)));
}

void TestRisk::mistakesAreRiskier_data()
{
    // Two characters alike in one text: the first converted wrongly, the second rightly.
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("character");
    QTest::newRow("被发 against 头发") << "文章被发布了，她的头发很长。"
                                       << "发";
    QTest::newRow("国历 against 日历") << "祖国历史悠久，墙上挂着日历。"
                                       << "历";
    QTest::newRow("肤发 against 发现") << "皮肤发痒，他发现了。"
                                       << "发";
    QTest::newRow("瓜干 against 干活") << "地瓜干很甜，他干活很快。"
                                       << "干";
    QTest::newRow("总发 against 发行") << "总发行量很大，书已发行。"
                                       << "发";
    // A surname where a name stands, converted to another form.
    QTest::newRow("老钟 against 钟声") << "是老钟的信号，钟声响了。"
                                       << "钟";
    QTest::newRow("范侍郎 against 典范") << "范侍郎来了，他是典范。"
                                         << "范";
    // The same surname read as its own form, where the words would say 鐘.
    QTest::newRow("老钟的 against 老钟来") << "是老钟的信号，老钟来了。"
                                           << "钟";
}

void TestRisk::mistakesAreRiskier()
{
    QFETCH(QString, text);
    QFETCH(QString, character);
    const int wrong = int(text.indexOf(character));
    const int right = int(text.indexOf(character, wrong + 1));
    const ExplainedSpan wrongSpan = spanOf(text, wrong);
    const ExplainedSpan rightSpan = spanOf(text, right);
    QVERIFY(wrongSpan.sourceLength == 1 && rightSpan.sourceLength == 1);
    QVERIFY2(wrongSpan.risk() > rightSpan.risk(), qPrintable(QStringLiteral("%1 against %2")
                                                                 .arg(double(wrongSpan.risk()))
                                                                 .arg(double(rightSpan.risk()))));
    QVERIFY(wrongSpan.isDecision());
}

// 于 of 于大 is decided by default as 於; where the text says 姓于, the name is risky.
void TestRisk::surnameNamedElsewhere()
{
    const QString alone = QStringLiteral("于大来了。");
    const QString named = QStringLiteral("这人姓于。于大来了。");
    Explanation explanation;
    const ExplainedSpan before = spanOf(alone, 0, &explanation);
    QCOMPARE(explanation.result.mid(before.resultPosition, 1), QStringLiteral("於"));
    const ExplainedSpan after = spanOf(named, int(named.indexOf(u'。')) + 1);
    QVERIFY2(
        after.risk() > before.risk() + 0.05F,
        qPrintable(
            QStringLiteral("%1 against %2").arg(double(after.risk())).arg(double(before.risk()))));
    QVERIFY(!before.isRisky());
    QVERIFY(after.isRisky());
    QVERIFY(!before.has(RiskyAsName));
    QVERIFY(after.has(RiskyAsName));
    // Chapters later, in another chunk of the explanation: the text is judged whole.
    const QString chapters = QStringLiteral("这人姓于。\n") +
                             QStringLiteral("他走了很远的路。\n").repeated(4000) + alone;
    QVERIFY(chapters.size() > 2 * 16 * 1024);
    QVERIFY(spanOf(chapters, int(chapters.lastIndexOf(alone))).isRisky());
    // A phrase's 于 is left as it is: 由于 is no name.
    const QString phrase = QStringLiteral("这人姓于。由于下雪，他没来。");
    const ExplainedSpan settled = spanOf(phrase, int(phrase.indexOf(QStringLiteral("由于"))) + 1);
    QCOMPARE(settled.category, SpanCategory::Phrase);
    QVERIFY(!settled.isDecision());
}

void TestRisk::namesTheTextMarks_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("character"); // every occurrence of it is checked
    QTest::addColumn<bool>("risky");
    // 干笑 → 乾笑 matches across the name's end: 周幹 and 周乾 are one name written two ways.
    QTest::newRow("周干 two ways") << "周干来了。周干笑了笑。周干走了。"
                                   << "干" << true;
    // Written one way, a name found where only a name stands (周干走, 周干说: NameFinder) keeps
    // its name's form: 幹 is likely wrong. Nowhere a name stands, nothing says so.
    QTest::newRow("周干 one way, where a name stands") << "周干来了。周干走了。周干说话。"
                                                       << "干" << true;
    QTest::newRow("周干 one way") << "周干来了。周干回家。周干睡觉。"
                                  << "干" << false;
    // Twice is no recurrence; far apart, so that 干笑 is not near the first (NearbyReadings).
    QTest::newRow("周干 two ways, twice")
        << QStringLiteral("周干来了。") + QString(NearbyReadings::Reach, u'。') +
               QStringLiteral("周干笑了笑。")
        << "干" << false;
    // 的 is no surname: 乾糧 and 幹活 are words.
    QTest::newRow("的干 two ways") << "他的干粮。他的干活。他的干劲。"
                                   << "干" << false;
    // 于大 is no word: 于 recurring before 大 is the surname, not 於.
    QTest::newRow("于大 three times") << "于大来了。于大走了。于大坐下。"
                                      << "于" << true;
    QTest::newRow("于大 twice") << "于大来了。于大走了。"
                                << "于" << false;
}

void TestRisk::namesTheTextMarks()
{
    QFETCH(QString, text);
    QFETCH(QString, character);
    QFETCH(bool, risky);
    int occurrences = 0;
    for (int position = int(text.indexOf(character)); position >= 0;
         position = int(text.indexOf(character, position + 1))) {
        const ExplainedSpan span = spanOf(text, position);
        QVERIFY2(span.isRisky() == risky,
                 qPrintable(QStringLiteral("at %1: %2").arg(position).arg(double(span.risk()))));
        ++occurrences;
    }
    QVERIFY(occurrences >= 2);
}

// A name written two ways is risky where its form is unknown (周干 above). Where the text finds the
// name (周冲说, 看着周冲) and its form (衝, three times), the places written in that form are
// settled; only the one a phrase took across the name's end (冲走 → 沖走) is a likely mistake.
void TestRisk::aNameInItsFormIsNoRisk()
{
    const QString text = QStringLiteral("周冲来了。周冲说：“走。”周冲走了。众人看着周冲。");
    Explanation explanation;
    const ExplainedSpan across = spanOf(text, 14, &explanation);
    QCOMPARE(explanation.result.mid(across.resultPosition, 1), QStringLiteral("沖"));
    QVERIFY(across.isRisky());
    for (const int position : {1, 6, 23}) {
        const ExplainedSpan inItsForm = spanOf(text, position);
        QCOMPARE(explanation.result.mid(inItsForm.resultPosition, 1), QStringLiteral("衝"));
        QVERIFY2(!inItsForm.isRisky(),
                 qPrintable(QStringLiteral("at %1: %2").arg(position).arg(inItsForm.risk())));
    }
}

void TestRisk::noNameBeginsWithGrammar_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("character"); // every occurrence of it is checked
    QTest::addColumn<bool>("name");         // whether it is marked a name there
    // A surname's character recurs before the same character, a pair no word has: 于明 and 干明
    // are names.
    QTest::newRow("于明") << "于明来了。于明走了。于明坐下。"
                          << "于" << true;
    QTest::newRow("干明") << "干明来了。干明走了。干明坐下。"
                          << "干" << true;
    // 于地 (on the ground) and 干。 (dry) recur as often, and no word has them either.
    QTest::newRow("于地") << "他倒于地上。她坐于地上。它躺于地上。"
                          << "于" << false;
    QTest::newRow("干。") << "它相当干。鱼片干。会变干。"
                          << "干" << false;
}

// A surname's character recurring before the same character marks a name only where a given
// name may begin.
void TestRisk::noNameBeginsWithGrammar()
{
    QFETCH(QString, text);
    QFETCH(QString, character);
    QFETCH(bool, name);
    int occurrences = 0;
    Explanation explanation;
    spanOf(text, 0, &explanation);
    for (const ExplainedSpan &span : explanation.spans) {
        if (text.mid(span.sourcePosition, span.sourceLength) != character)
            continue;
        QCOMPARE(span.has(RiskyAsName), name);
        ++occurrences;
    }
    QCOMPARE(occurrences, 3);
}

// Named by recurring before 明, 于 is a name there and nowhere else: nothing marks the 于 of 于地.
void TestRisk::aRecurringPairNamesItselfOnly()
{
    const QString text = QStringLiteral("于明来了。于明走了。于明坐下。他倒于地上。");
    QVERIFY(spanOf(text, 0).has(RiskyAsName));
    const ExplainedSpan ground = spanOf(text, int(text.indexOf(QStringLiteral("于地"))));
    QCOMPARE(ground.sourceLength, 1);
    QVERIFY(!ground.has(RiskyAsName));
}

// A title after a surname converted to another form (于郎中 → 於郎中) marks a name: risky. After
// 对于 and 关于 the character ends another word, and a title after it is no name.
void TestRisk::titlesMarkNames()
{
    const ExplainedSpan title = spanOf(QStringLiteral("于郎中来了。"), 0);
    QVERIFY2(title.isRisky(), qPrintable(QString::number(double(title.risk()))));
    QVERIFY(!spanOf(QStringLiteral("于大来了。"), 0).isDecision());
    const QString word = QStringLiteral("对于先生的话，关于师兄的事，他都不知道。");
    QVERIFY(!spanOf(word, 1).isDecision());
    QVERIFY(!spanOf(word, int(word.indexOf(QStringLiteral("关于"))) + 1).isDecision());
}

// 钟 decided by default is 鍾, the surname's form, though OpenCC's phrases often make it 鐘 (a
// bell); in a text that says 姓钟 it is likely the name, and less risky.
void TestRisk::surnameInItsOwnForm()
{
    const ExplainedSpan alone = spanOf(QStringLiteral("钟来了。"), 0);
    const QString named = QStringLiteral("我姓钟。他叫钟来。");
    const ExplainedSpan after = spanOf(named, int(named.lastIndexOf(u'钟')));
    QVERIFY(after.has(LikelyAsName) && !alone.has(LikelyAsName));
    QVERIFY2(
        after.risk() < alone.risk() - 0.1F,
        qPrintable(
            QStringLiteral("%1 against %2").arg(double(after.risk())).arg(double(alone.risk()))));
}

// 面 of 面端上来了 is left to its default (面, a face), and no word speaks of 面端; after
// 一碗阳春面 (noodles, 麪) a few sentences before, it is likelier the noodles, and a decision. Far
// away, the phrase says nothing of it.
void TestRisk::phraseNearbyReadsItOtherwise()
{
    const QString served = QStringLiteral("过了一会儿，面端上来了。");
    const ExplainedSpan alone = spanOf(served, int(served.indexOf(u'面')));
    const QString ordered = QStringLiteral("他要了一碗阳春面。") + served;
    Explanation explanation;
    const ExplainedSpan after = spanOf(ordered, int(ordered.lastIndexOf(u'面')), &explanation);
    QVERIFY(!alone.isDecision());
    QVERIFY(after.has(ReadOtherwiseNearby) && !alone.has(ReadOtherwiseNearby));
    QVERIFY(explanation.describe(after, ordered).contains(QStringLiteral("a phrase nearby")));
    QVERIFY2(
        after.isDecision() && after.risk() > alone.risk() + 0.1F,
        qPrintable(
            QStringLiteral("%1 against %2").arg(double(after.risk())).arg(double(alone.risk()))));
    const QString far =
        QStringLiteral("他要了一碗阳春面。") + QString(NearbyReadings::Reach, u'。') + served;
    QCOMPARE(spanOf(far, int(far.lastIndexOf(u'面'))).risk(), alone.risk());
}

// Converting toward Simplified merges characters; where no phrase of OpenCC's says otherwise, the
// default is almost never wrong: 麼 → 么 and 開 → 开 (never 𫔭) are no decisions, 乾 → 干 stays
// below risky, and 沈 of 船沈了 (沉, "sank"), with as many phrases for 沉 as uses of its own, is
// the one left to decide.
void TestRisk::towardSimplifiedDefaultsAreSafe()
{
    QString error;
    const auto t2s = Converter::load(QStringLiteral("t2s"), ConfigCatalog(), &error);
    QVERIFY2(t2s, qPrintable(error));
    const QString text = QStringLiteral("怎麼開門？天乾了。船沈了。");
    const Explanation explained = explainText(ConversionPlan{t2s, nullptr, false}, text);
    QStringList decisions;
    for (const ExplainedSpan &span : explained.spans) {
        QVERIFY(!span.isRisky());
        if (span.isDecision())
            decisions << text.mid(span.sourcePosition, span.sourceLength);
    }
    QCOMPARE(decisions, QStringList{QStringLiteral("沈")});
}

void TestRisk::contextTableIsRead()
{
    const QByteArray table = "# sources\n"
                             "里\tL\t千\t里:1172\n"
                             "发\tR\t布\t發:1683 髮:2\n"
                             "发\tP\t\t發:1171 髮:366\n"
                             "bad line\n"
                             "发\tX\t布\t發:1\n"
                             "干\tR\t\t乾:1\n";
    const ContextEvidence evidence(table);
    using Side = ContextEvidence::Side;
    const auto after = evidence.next(U'发', Side::After, U'布');
    QCOMPARE(after.size(), size_t(2));
    QCOMPARE(after[0].candidate, U'發');
    QCOMPARE(after[0].weight, 1683);
    QCOMPARE(after[1].candidate, U'髮');
    QCOMPARE(evidence.next(U'里', Side::Before, U'千').front().weight, 1172);
    QVERIFY(evidence.next(U'里', Side::After, U'千').empty());
    QCOMPARE(evidence.prior(U'发').size(), size_t(2));
    QVERIFY(evidence.prior(U'里').empty());
    QVERIFY(evidence.next(U'干', Side::After, 0).empty()); // no neighbour: skipped
}

void TestRisk::bundledTableKnowsTheCharacters()
{
    const ContextEvidence &bundled = ContextEvidence::bundled();
    for (const char32_t character : {U'发', U'干', U'里', U'只', U'后', U'历', U'了'})
        QVERIFY(!bundled.prior(character).empty());
    // 千里眼, 千里馬: 里 after 千 is 里, not the default 裏.
    const auto thousand = bundled.next(U'里', ContextEvidence::Side::Before, U'千');
    QVERIFY(!thousand.empty());
    QCOMPARE(thousand.front().candidate, U'里');
}

DUIZHAO_TEST_MAIN(TestRisk)
#include "tst_risk.moc"
