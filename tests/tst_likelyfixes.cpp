// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/conversion/chunkedconversion.h"
#include "core/conversion/configcatalog.h"
#include "core/conversion/conversionplan.h"
#include "core/conversion/converter.h"
#include "core/conversion/glossary.h"
#include "core/judgment/likelyfixes.h"
#include "core/judgment/wordboundaries.h"
#include "core/judgment/wordlattice.h"
#include "core/judgment/wordlist.h"
#include "core/names/nametally.h"
#include "testsupport.h"

#include <QTest>

#include <map>

using namespace duizhao;
using namespace duizhao::testing;

// Fixing OpenCC's likely mistakes: the word list, the lattice that reads a sentence in its words,
// and the fixes they make on real text, each visible in the explanation and none made unasked.
class TestLikelyFixes : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void tableRoundTrip();
    void narrowingFindsEveryWordOfAPrefix();
    void badTablesAreRefused_data();
    void badTablesAreRefused();
    void latticeDecidesTogether();
    void boundariesOfWords();
    void bundledListKnowsItsForms();
    void wordsFixAChoice();
    void nothingFixedUnasked();
    void nameFixesCounted();
    void aGivenNameKeepsItsForm();
    void aSurnameWhereANameStandsKeepsItsForm();
    void aNamedSurnameRecurringBeforeOneCharacterIsThatName();
    void theNamesListCountsTheirForms();
    void phrasesThatCutThroughWords_data();
    void phrasesThatCutThroughWords();
    void aFixOfAnotherLengthMovesTheSpansAfterIt();
    void theRegionsUsageIsADecision();
    void wordsTheRegionWritesBothWays();
    void sameFixesWhateverTheChunks();
    void glossaryRuleIsNeverFixed();
    void openccsDeliberateChoicesStand_data();
    void openccsDeliberateChoicesStand();
    void aFamousNameInTheWordsMakesNothingRisky();
    void towardSimplifiedFixesNothing();
    void chapterChangesOnlyAtItsFixes();

private:
    ConversionPlan plan(const char *config, bool fixLikely,
                        std::shared_ptr<const Glossary> glossary = nullptr) const;
    std::map<QByteArray, std::shared_ptr<const Converter>> m_converters; // by config
};

void TestLikelyFixes::initTestCase()
{
    QString error;
    for (const char *config : {"s2t", "s2tw", "s2twp", "s2hk", "t2s"}) {
        auto &converter = m_converters[config];
        converter = Converter::load(QLatin1String(config), ConfigCatalog(), &error);
        QVERIFY2(converter, qPrintable(error));
    }
    QVERIFY2(!WordList::bundled().isEmpty(), qPrintable(WordList::bundledPath()));
}

ConversionPlan TestLikelyFixes::plan(const char *config, bool fixLikely,
                                     std::shared_ptr<const Glossary> glossary) const
{
    ConversionPlan plan =
        ConversionPlan::forConfig(m_converters.at(config), std::move(glossary), false);
    plan.fixLikely = fixLikely;
    return plan;
}

void TestLikelyFixes::tableRoundTrip()
{
    const QByteArray table = WordList::tableOf({{QStringLiteral("頭髮"), -500},
                                                {QStringLiteral("頭"), -300},
                                                {QStringLiteral("𠀀𠀁"), -900},
                                                {QStringLiteral("發布"), -600}},
                                               -1200);
    QString error;
    const WordList words = WordList::fromTable(table, &error);
    QVERIFY2(!words.isEmpty(), qPrintable(error));
    QCOMPARE(words.size(), 4);
    QCOMPARE(words.unknownScore(), -1200);
    QCOMPARE(words.score(QStringLiteral("頭髮")), std::optional<int>(-500));
    QCOMPARE(words.score(QStringLiteral("𠀀𠀁")), std::optional<int>(-900));
    QCOMPARE(words.score(QStringLiteral("頭发")), std::nullopt);
    QCOMPARE(words.score(QStringLiteral("頭髮型")), std::nullopt);

    // Narrowing by what follows finds the words that begin so, and the one that ends there.
    WordList::Range range = words.narrow(words.all(), u"頭");
    QCOMPARE(range.end - range.begin, 2U);
    QCOMPARE(words.wholeWord(range), std::optional<int>(-300));
    range = words.narrow(range, u"髮");
    QCOMPARE(words.wholeWord(range), std::optional<int>(-500));
    QVERIFY(words.narrow(range, u"型").isEmpty());
    QVERIFY(words.narrow(words.all(), u"髮").isEmpty());
}

// Narrowing unit by unit, or by a character of two units (beyond the Basic Multilingual Plane),
// finds the words that begin with each prefix: words of one unit beside longer ones, first units
// shared by many words and by one, the last unit there is, prefixes no word has. Nothing to narrow
// by leaves a range as it is.
void TestLikelyFixes::narrowingFindsEveryWordOfAPrefix()
{
    const QStringList words{
        QStringLiteral("一"),         QStringLiteral("一一"),   QStringLiteral("一二三"),
        QStringLiteral("一二三四"),   QStringLiteral("一二五"), QStringLiteral("一七"),
        QStringLiteral("一𠀀"),       QStringLiteral("二"),     QStringLiteral("二一"),
        QStringLiteral("𠀀"),         QStringLiteral("𠀀一"),   QStringLiteral("𠀁𠀀"),
        QStringLiteral("三四五六七"), QStringLiteral("七"),     QStringLiteral("\uFFFF一")};
    std::vector<std::pair<QString, int>> scored;
    for (const QString &word : words)
        scored.emplace_back(word, -100 - int(scored.size()));
    QString error;
    const WordList list = WordList::fromTable(WordList::tableOf(scored, -1000), &error);
    QVERIFY2(!list.isEmpty(), qPrintable(error));
    // A list that could not be read is empty, and so is every range of it.
    const WordList none;
    QVERIFY(none.narrow(none.all(), u"一").isEmpty());
    QVERIFY(none.narrow(none.narrow(none.all(), u"一"), u"二").isEmpty());
    QCOMPARE(none.score(QStringLiteral("一二")), std::nullopt);
    const auto beginningWith = [&](const QString &prefix) {
        return quint32(std::count_if(words.begin(), words.end(),
                                     [&](const QString &word) { return word.startsWith(prefix); }));
    };
    const auto scoreOf = [&](const QString &word) -> std::optional<int> {
        const qsizetype index = words.indexOf(word);
        return index < 0 ? std::nullopt : std::optional<int>(-100 - int(index));
    };
    // What a range is narrowed by: each unit the words hold, each character of two units, and a
    // character none holds.
    QStringList nexts{QStringLiteral("九"), QStringLiteral("𠀀"), QStringLiteral("𠀁")};
    for (const QChar unit : words.join(QString()))
        nexts.append(QString(unit));
    nexts.removeDuplicates();
    for (const QString &word : words) {
        for (qsizetype length = 0; length <= word.size(); ++length) {
            const QString prefix = word.first(length);
            WordList::Range range = list.all();
            for (const QChar unit : prefix)
                range = list.narrow(range, QStringView(&unit, 1));
            QCOMPARE(range.end - range.begin, beginningWith(prefix));
            const WordList::Range same = list.narrow(range, QStringView());
            QCOMPARE(same.begin, range.begin);
            QCOMPARE(same.end, range.end);
            QCOMPARE(same.depth, range.depth);
            for (const QString &next : nexts) {
                for (const WordList::Range &from : {range, same}) {
                    const WordList::Range narrowed = list.narrow(from, next);
                    QCOMPARE(narrowed.end - narrowed.begin, beginningWith(prefix + next));
                    QCOMPARE(list.wholeWord(narrowed), scoreOf(prefix + next));
                }
            }
        }
    }
}

void TestLikelyFixes::badTablesAreRefused_data()
{
    QTest::addColumn<QByteArray>("table");
    const QByteArray good = WordList::tableOf({{QStringLiteral("頭髮"), -500}}, -1200);
    QTest::newRow("empty") << QByteArray();
    QTest::newRow("other magic") << QByteArray("DZWORDS9").append(good.mid(8));
    QTest::newRow("cut short") << good.left(good.size() - 2);
    QTest::newRow("longer") << QByteArray(good).append("xx");
    // 乙 (U+4E59) before 甲 (U+7532), then 乙 made 龥 (U+9FA5), which sorts after 甲.
    QTest::newRow("out of order")
        << WordList::tableOf({{QStringLiteral("乙"), -1}, {QStringLiteral("甲"), -1}}, -1)
               .replace(QByteArray("\x59\x4e", 2), QByteArray("\xa5\x9f", 2));
}

void TestLikelyFixes::badTablesAreRefused()
{
    QFETCH(QByteArray, table);
    QString error;
    QVERIFY(WordList::fromTable(table, &error).isEmpty());
    QVERIFY(!error.isEmpty());
}

void TestLikelyFixes::latticeDecidesTogether()
{
    // 冲 may be 沖 or 衝, 发 發 or 髮: each is read in the words around it, not alone.
    const QByteArray table = WordList::tableOf({{QStringLiteral("沖茶"), -700},
                                                {QStringLiteral("衝過去"), -800},
                                                {QStringLiteral("頭髮"), -600},
                                                {QStringLiteral("發"), -400},
                                                {QStringLiteral("衝"), -500},
                                                {QStringLiteral("沖"), -900},
                                                {QStringLiteral("髮"), -1000}},
                                               -1500);
    QString error;
    const WordList words = WordList::fromTable(table, &error);
    QVERIFY2(!words.isEmpty(), qPrintable(error));
    WordLattice lattice(words);
    // Each stretch's readings stand until the next is read.
    const auto bestOf = [&](const std::vector<WordLattice::Options> &candidates, size_t at) {
        return lattice.bestWith(candidates).at(at);
    };
    // 冲茶: 沖 in the word, though 衝 alone is commoner.
    auto best = bestOf({{U'沖', U'衝'}, {U'茶'}}, 0);
    QVERIFY(best[0].score > best[1].score);
    QVERIFY(best[0].inWord);
    // 冲过去: 衝.
    best = bestOf({{U'沖', U'衝'}, {U'過'}, {U'去'}}, 0);
    QVERIFY(best[1].score > best[0].score);
    // 头发 beats 發 alone; 发 alone is 發, the commoner, and in no word.
    best = bestOf({{U'頭'}, {U'發', U'髮'}}, 1);
    QVERIFY(best[1].score > best[0].score);
    QVERIFY(best[1].inWord);
    best = bestOf({{U'發', U'髮'}}, 0);
    QVERIFY(best[0].score > best[1].score);
    QVERIFY(!best[0].inWord);
    // Characters without a choice get no verdict.
    QVERIFY(lattice.bestWith({{U'頭'}, {U'發', U'髮'}}).at(0).empty());
}

// 少数组织 reads 少数 组织, far likelier than 少 数组 织: a word's end after 数 costs nothing, one
// after 少 (inside 少数) much.
void TestLikelyFixes::boundariesOfWords()
{
    QString error;
    const WordList words = WordList::fromTable(WordList::tableOf({{QStringLiteral("少数"), -600},
                                                                  {QStringLiteral("组织"), -500},
                                                                  {QStringLiteral("数组"), -900}},
                                                                 -1500),
                                               &error);
    QVERIFY2(!words.isEmpty(), qPrintable(error));
    const WordBoundaries boundaries(words);
    qsizetype begin = -1;
    const std::vector<int> costs = boundaries.costs(QStringLiteral("他们是少数组织。"), 4, &begin);
    QCOMPARE(begin, qsizetype(0));
    QCOMPARE(costs.size(), size_t(8)); // 他们是少数组织, seven characters
    QCOMPARE(costs[0], 0);
    QCOMPARE(costs[5], 0); // 少数|组织
    QCOMPARE(costs[7], 0);
    // The best readings with an end there: 少 数 组织 (-1500 - 1500 - 500 against -600 - 500),
    // 少数 组 织 (-600 - 1500 - 1500).
    QCOMPARE(costs[4], 2400);
    QCOMPARE(costs[6], 2500);
}

void TestLikelyFixes::bundledListKnowsItsForms()
{
    const WordList &words = WordList::bundled();
    QVERIFY(words.size() > 100000);
    // Standard, Taiwanese and Hong Kong forms, which each config writes.
    for (const char16_t *word : {u"頭髮", u"裡面", u"裏面", u"乾杯", u"幹部", u"一隻"})
        QVERIFY2(words.score(QStringView(word)).has_value(), qPrintable(QString::fromUtf16(word)));
    QVERIFY(*words.score(u"頭髮") > words.score(u"頭發").value_or(2 * words.unknownScore()));
}

void TestLikelyFixes::wordsFixAChoice()
{
    // OpenCC writes 幹杯 (干 by default); the words read 乾杯.
    const QString text = QStringLiteral("他们一起干杯。");
    Explanation explained = explainText(plan("s2tw", true), text);
    QCOMPARE(explained.result, QStringLiteral("他們一起乾杯。"));
    QCOMPARE(explained.fixes.size(), size_t(1));
    const LikelyFix &fix = explained.fixes.front();
    QCOMPARE(fix.wrote, QStringLiteral("幹"));
    QCOMPARE(fix.likely, QStringLiteral("乾"));
    QCOMPARE(fix.reason, FixReason::Words);
    const ExplainedSpan &span = explained.spans[fix.span];
    QCOMPARE(span.sourcePosition, 4);
    QVERIFY(span.has(Fixed));
    QCOMPARE(fix.risk, span.risk());
    QVERIFY(fix.risk >= FixRisk);
    QCOMPARE(explained.fixOf(fix.span), &fix);
    // Visible and explained: what OpenCC wrote and why.
    const QString why = explained.describe(span, text);
    QVERIFY2(why.contains(QStringLiteral("OpenCC wrote 幹")), qPrintable(why));
    QVERIFY2(why.contains(QStringLiteral("乾")), qPrintable(why));
    // The risk is OpenCC's candidate's, which the text no longer holds: said so.
    QVERIFY2(why.contains(QStringLiteral(" · fixed: OpenCC's 幹 at risk ")), qPrintable(why));
    QVERIFY2(!why.contains(QStringLiteral(" · risk ")), qPrintable(why));
    // A fix is a substitution: the text is as long, the other spans where they were.
    QCOMPARE(convertText(plan("s2tw", true), text), explained.result);
}

void TestLikelyFixes::nothingFixedUnasked()
{
    const QString text = QStringLiteral("他们一起干杯。她的头发很长。");
    const QString opencc = convertText(plan("s2tw", false), text);
    QCOMPARE(opencc, QStringLiteral("他們一起幹杯。她的頭髮很長。"));
    Explanation explained = explainText(plan("s2tw", false), text);
    QCOMPARE(explained.result, opencc);
    // The likely mistake is found and ranked, only not written.
    QVERIFY(!explained.fixesApplied());
    QCOMPARE(explained.fixes.size(), size_t(1));
    QVERIFY(explained.spans[explained.fixes.front().span].isRisky());
    // Asked, only that character changes.
    const QString fixed = convertText(plan("s2tw", true), text);
    QCOMPARE(fixed, QStringLiteral("他們一起乾杯。她的頭髮很長。"));
}

void TestLikelyFixes::nameFixesCounted()
{
    // 姓于 makes 于 a surname here: 于郎中 is a name, which OpenCC writes 於郎中, and 姓於.
    const QString text = QStringLiteral("我们姓于。于郎中来了，于郎中说。于郎中走了。\n");
    const Explanation explained = explainText(plan("s2t", true), text);
    int names = 0;
    for (const LikelyFix &fix : explained.fixes) {
        if (fix.reason != FixReason::Name)
            continue;
        ++names;
        QCOMPARE(fix.wrote, QStringLiteral("於"));
        QCOMPARE(fix.likely, QStringLiteral("于"));
        QCOMPARE(fix.recurrences, 4);
        QVERIFY(fix.risk > FixRisk);
    }
    QCOMPARE(names, 4);
    QCOMPARE(explained.result.count(u'於'), 0);
    const QString why = Explanation::describeFix(explained.fixes.back());
    QVERIFY2(why.contains(QStringLiteral("4 time")), qPrintable(why));
    QVERIFY(explained.result.startsWith(QStringLiteral("我們姓于。于郎中")));
}

// 老钟, written where a name stands three times in the surname's form 鍾, is a name where the
// phrase 钟摆 (a pendulum, 鐘擺) takes it across the name's end too; a text that names no one so
// keeps the old clock's pendulum.
void TestLikelyFixes::aSurnameWhereANameStandsKeepsItsForm()
{
    const QString person = QStringLiteral("老钟来了。老钟笑了。老钟坐下。老钟摆了摆手。\n");
    QCOMPARE(explainText(plan("s2t", false), person).result,
             QStringLiteral("老鍾來了。老鍾笑了。老鍾坐下。老鐘擺了擺手。\n"));
    const Explanation explained = explainText(plan("s2t", true), person);
    QCOMPARE(explained.result, QStringLiteral("老鍾來了。老鍾笑了。老鍾坐下。老鍾擺了擺手。\n"));
    QCOMPARE(explained.fixes.size(), size_t(1));
    QCOMPARE(explained.fixes.front().reason, FixReason::Name);

    const QString clock = QStringLiteral("老钟来了。墙上的老钟摆了摆。\n");
    QCOMPARE(explainText(plan("s2t", true), clock).result,
             explainText(plan("s2t", false), clock).result);
}

// 于郎中 names 于 a surname where a name stands (a title after it): 于郎 without the title, in a
// pair no word has that the text writes four times, is that name too. Written twice only, a pair
// is no name (范侍郎 does not make 范同 one); nor where the surname is named nowhere.
void TestLikelyFixes::aNamedSurnameRecurringBeforeOneCharacterIsThatName()
{
    const QString text = QStringLiteral("于郎中说，于郎中的药很好。于郎又来了，于郎走了。\n");
    QCOMPARE(explainText(plan("s2tw", false), text).result,
             QStringLiteral("於郎中說，於郎中的藥很好。於郎又來了，於郎走了。\n"));
    QCOMPARE(explainText(plan("s2tw", true), text).result,
             QStringLiteral("于郎中說，于郎中的藥很好。于郎又來了，于郎走了。\n"));
    const QString twice = QStringLiteral("范侍郎来了。范同说：“我来办。”范同笑了笑。\n");
    QVERIFY(explainText(plan("s2tw", true), twice).result.contains(QStringLiteral("範同說")));
    const QString unnamed = QStringLiteral("于郎又来了，于郎走了，于郎笑了。\n");
    QCOMPARE(explainText(plan("s2tw", true), unnamed).result.count(u'於'),
             explainText(plan("s2tw", false), unnamed).result.count(u'於'));
    // Named elsewhere (于先生), the surname leaves the preposition of a pair never marked as a
    // name, however often it stands.
    const QString preposition =
        QStringLiteral("于先生来了。大军驻扎于城外，又屯兵于城外，列阵于城外。\n");
    QCOMPARE(explainText(plan("s2tw", true), preposition).result.count(QStringLiteral("於城外")),
             3);
}

// A given name the story writes eight times, three of them after its surname (陈子于), never
// saying 姓子: each 于 of it is the name's, and every other 于 the preposition 於.
void TestLikelyFixes::aGivenNameKeepsItsForm()
{
    const QString story = readUtf8(namesChapter("01_rainy_night.txt"));
    QVERIFY(!story.isEmpty());
    QCOMPARE(explainText(plan("s2tw", false), story).result.count(QStringLiteral("子於")), 8);
    const Explanation explained = explainText(plan("s2tw", true), story);
    QCOMPARE(explained.result.count(QStringLiteral("子于")), 8);
    for (const char *preposition : {"生於", "長於", "位於", "終於", "對於", "於是"})
        QVERIFY2(explained.result.contains(QString::fromUtf8(preposition)), preposition);
    int names = 0;
    for (const LikelyFix &fix : explained.fixes) {
        if (fix.reason == FixReason::Name) {
            ++names;
            QCOMPARE(fix.likely, QStringLiteral("于"));
            QCOMPARE(fix.recurrences, 8);
        }
    }
    QCOMPARE(names, 8);
}

// The Names list's rows: the story's given name, how often and in which forms the converted text
// writes it now, the forms it could take and the glossary rule that writes it one way.
void TestLikelyFixes::theNamesListCountsTheirForms()
{
    using Forms = std::vector<std::pair<QString, int>>;
    const QString story = readUtf8(namesChapter("01_rainy_night.txt"));
    QVERIFY(!story.isEmpty());
    const Explanation plain = explainText(plan("s2tw", false), story);
    const std::vector<NameEntry> names = NameTally::of(plain, story);
    QCOMPARE(names.size(), size_t(1));
    const NameEntry &name = names.front();
    QCOMPARE(QString(name.name.surname + name.name.given), QStringLiteral("陈子于"));
    QCOMPARE(name.inText, 8);
    QCOMPARE(name.inBook, 8);
    QCOMPARE(name.written, (Forms{{QStringLiteral("子於"), 8}}));
    QCOMPARE(name.forms, QStringList({QStringLiteral("子於"), QStringLiteral("子于")}));
    QCOMPARE(name.surnameWritten, QStringLiteral("陳"));
    // Where a choice goes: each 于 of the name, and the rule for the name wherever it stands.
    QCOMPARE(name.places.size(), size_t(8));
    for (const NameEntry::Place &place : name.places) {
        QCOMPARE(place.index, 1);
        QCOMPARE(story.mid(plain.spans[place.span].sourcePosition, 1), QStringLiteral("于"));
    }
    QCOMPARE(name.ruleFor(QStringLiteral("子于")), QStringLiteral("!子于"));
    QCOMPARE(name.ruleFor(QStringLiteral("子於")), QStringLiteral("子于=子於"));

    // As the text reads now: three places picked otherwise.
    const auto threePicked = [&](size_t span) {
        for (size_t index = 0; index < 3; ++index) {
            if (name.places[index].span == span)
                return QStringLiteral("于");
        }
        return QString();
    };
    QCOMPARE(NameTally::of(plain, story, threePicked).front().written,
             (Forms{{QStringLiteral("子於"), 5}, {QStringLiteral("子于"), 3}}));
    // Fixed, the name is written its own way.
    QCOMPARE(NameTally::of(explainText(plan("s2tw", true), story), story).front().written,
             (Forms{{QStringLiteral("子于"), 8}}));

    // Written by a glossary rule, the name's other forms are still offered, for the rule to write.
    const auto rule = std::make_shared<const Glossary>(Glossary::parse(QStringLiteral("!子于")));
    const std::vector<NameEntry> ruled =
        NameTally::of(explainText(plan("s2tw", false, rule), story), story);
    QVERIFY(ruled.front().ruled);
    QVERIFY(!names.front().ruled);
    QCOMPARE(ruled.front().written, (Forms{{QStringLiteral("子于"), 8}}));
    QVERIFY(ruled.front().forms.contains(QStringLiteral("子於")));

    // A given name of one character is a name only after its surname, and so is its rule.
    Explanation single =
        explainText(plan("s2t", false), QStringLiteral("周干笑了。周干说：干杯。"));
    single.names = {FoundName{QStringLiteral("周"), QStringLiteral("干"), 2, 0, 2}};
    const std::vector<NameEntry> zhou =
        NameTally::of(single, QStringLiteral("周干笑了。周干说：干杯。"));
    QCOMPARE(zhou.front().inText, 2);
    QCOMPARE(zhou.front().ruleSource(), QStringLiteral("周干"));
    QCOMPARE(zhou.front().ruleFor(QStringLiteral("幹")), QStringLiteral("周干=周幹"));
    // Shown and offered as a reader knows it, with its surname; a given name of two characters
    // as itself.
    QCOMPARE(zhou.front().writtenAs(QStringLiteral("乾")), QStringLiteral("周乾"));
    QCOMPARE(names.front().writtenAs(QStringLiteral("子于")), QStringLiteral("子于"));
    QVERIFY(zhou.front().forms.contains(QStringLiteral("乾")));
    QVERIFY(zhou.front().forms.contains(QStringLiteral("幹")));
}

void TestLikelyFixes::phrasesThatCutThroughWords_data()
{
    QTest::addColumn<QString>("config");
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("openccWrites");
    QTest::addColumn<QString>("fixed");
    // OpenCC's longest match takes a phrase across the words of the sentence.
    QTest::newRow("少数|组织") << "s2twp"
                               << "少数组织"
                               << "少陣列織"
                               << "少數組織";
    QTest::newRow("的|士兵, another length") << "s2twp"
                                             << "前线的士兵"
                                             << "前線計程車兵"
                                             << "前線的士兵";
    QTest::newRow("了|如何") << "s2t"
                             << "展示了如何"
                             << "展示瞭如何"
                             << "展示了如何";
    // The same phrases where they are the words.
    QTest::newRow("数组") << "s2twp"
                          << "这个数组的长度"
                          << "這個陣列的長度"
                          << "這個陣列的長度";
    QTest::newRow("的士") << "s2twp"
                          << "我们坐的士去机场"
                          << "我們坐計程車去機場"
                          << "我們坐計程車去機場";
    QTest::newRow("了如指掌") << "s2t"
                              << "了如指掌"
                              << "瞭如指掌"
                              << "瞭如指掌";
    QTest::newRow("头发") << "s2t"
                          << "她的头发很长"
                          << "她的頭髮很長"
                          << "她的頭髮很長";
}

void TestLikelyFixes::phrasesThatCutThroughWords()
{
    QFETCH(QString, config);
    QFETCH(QString, text);
    QFETCH(QString, openccWrites);
    QFETCH(QString, fixed);
    QCOMPARE(explainText(plan(qPrintable(config), false), text).result, openccWrites);
    const Explanation explained = explainText(plan(qPrintable(config), true), text);
    QCOMPARE(explained.result, fixed);
    QCOMPARE(explained.fixes.empty(), fixed == openccWrites);
    for (const LikelyFix &fix : explained.fixes) {
        // Written back as its characters read, or as the words around read it, once the phrase
        // settles nothing.
        QVERIFY(fix.reason == FixReason::Cut || fix.reason == FixReason::Words);
        QVERIFY(explained.spans[fix.span].has(CutsWords));
        QVERIFY(Explanation::describeFix(fix).contains(fix.likely));
    }
}

// 計程車 → 的士 is shorter by one: every span after it is where the result now has it.
void TestLikelyFixes::aFixOfAnotherLengthMovesTheSpansAfterIt()
{
    const QString text = QStringLiteral("前线的士兵发布了软件的消息。");
    const Explanation plain = explainText(plan("s2twp", false), text);
    const Explanation fixed = explainText(plan("s2twp", true), text);
    QCOMPARE(fixed.fixes.size(), size_t(1));
    QCOMPARE(fixed.result.size(), plain.result.size() - 1);
    QCOMPARE(fixed.spans.size(), plain.spans.size());
    for (size_t index = 0; index < fixed.spans.size(); ++index) {
        const ExplainedSpan &before = plain.spans[index];
        const ExplainedSpan &after = fixed.spans[index];
        const QStringView wasWritten =
            QStringView(plain.result).mid(before.resultPosition, before.resultLength);
        const QStringView written =
            QStringView(fixed.result).mid(after.resultPosition, after.resultLength);
        if (index == fixed.fixes.front().span)
            QCOMPARE(written, QStringLiteral("的士"));
        else
            QCOMPARE(written, wasWritten);
    }
}

// 了解 → 瞭解 is OpenCC's standard; Taiwan's own words (libchewing) write 了解 thousands of times
// and 瞭解 never: under s2tw a decision for the reviewer, not a fix, for published Taiwan text
// writes both.
void TestLikelyFixes::theRegionsUsageIsADecision()
{
    QVERIFY2(!WordList::taiwan().isEmpty(), qPrintable(WordList::taiwanPath()));
    const QString text = QStringLiteral("我们了解这个问题。");
    const auto spanOf = [](const Explanation &explained, QChar character) {
        for (const ExplainedSpan &span : explained.spans)
            if (explained.result.at(span.resultPosition) == character)
                return span;
        return ExplainedSpan();
    };
    const Explanation taiwan = explainText(plan("s2tw", true), text);
    QCOMPARE(taiwan.result, QStringLiteral("我們瞭解這個問題。"));
    QVERIFY(taiwan.fixes.empty());
    const ExplainedSpan understood = spanOf(taiwan, u'瞭');
    QVERIFY(understood.has(RegionWritesOtherwise));
    QVERIFY2(understood.isRisky(), qPrintable(QString::number(double(understood.risk()))));
    QVERIFY(!spanOf(explainText(plan("s2t", true), text), u'瞭').has(RegionWritesOtherwise));
}

// Taiwan's own words write 提升 and 提昇 about as often: under s2tw OpenCC's 提升 is a decision
// worth a look, at about even risk, and no fix. They write 家具 about as often as OpenCC's 傢俱,
// which differs in both characters: both are decisions. 嚐試 is eleven times rarer than 嘗試: no
// decision. A phrase longer than the word is judged by the word within it.
void TestLikelyFixes::wordsTheRegionWritesBothWays()
{
    QVERIFY2(!WordList::taiwan().isEmpty(), qPrintable(WordList::taiwanPath()));
    const QString text = QStringLiteral("他提升了技能。我们买了家具。他尝试了。");
    const auto spanAt = [](const Explanation &explained, const QString &source,
                           const QString &character) {
        for (const ExplainedSpan &span : explained.spans)
            if (source.mid(span.sourcePosition, span.sourceLength) == character)
                return span;
        return ExplainedSpan();
    };
    // Hong Kong has no list of its own: what Traditional text at large writes both ways speaks
    // for it, as Taiwan's words do for Taiwan (提升 and 提昇, 家具 and 傢俱 about as often; 嚐試
    // many times rarer than 嘗試).
    for (const char *config : {"s2tw", "s2hk"}) {
        const Explanation region = explainText(plan(config, true), text);
        QCOMPARE(region.result, QStringLiteral("他提升了技能。我們買了傢俱。他嘗試了。"));
        QVERIFY(region.fixes.empty());
        for (const QString &character :
             {QStringLiteral("升"), QStringLiteral("家"), QStringLiteral("具")}) {
            const ExplainedSpan raised = spanAt(region, text, character);
            QVERIFY2(raised.has(RegionWritesOtherwise), qPrintable(config + character));
            QVERIFY2(
                raised.risk() > 0.4F && raised.risk() < 0.6F,
                qPrintable(config + character + u' ' + QString::number(double(raised.risk()))));
        }
        const ExplainedSpan tried = spanAt(region, text, QStringLiteral("尝"));
        QCOMPARE(tried.category, SpanCategory::Phrase);
        QVERIFY(!tried.has(RegionWritesOtherwise));
    }
    const Explanation standard = explainText(plan("s2t", true), text);
    QVERIFY(!spanAt(standard, text, QStringLiteral("升")).has(RegionWritesOtherwise));
    // The phrase 折叠起来 → 摺疊起來 is no word; its word 折叠 is, and Taiwan writes 折疊 more
    // often than 摺疊.
    const QString folded = QStringLiteral("他把毯子折叠起来。");
    const Explanation blanket = explainText(plan("s2tw", true), folded);
    QCOMPARE(blanket.result, QStringLiteral("他把毯子摺疊起來。"));
    const ExplainedSpan fold = spanAt(blanket, folded, QStringLiteral("折"));
    QCOMPARE(fold.sourcePosition, folded.indexOf(u'折'));
    QVERIFY2(fold.has(RegionWritesOtherwise) && fold.risk() > 0.5F,
             qPrintable(QString::number(double(fold.risk()))));
    // The phrase 折叠式 → 摺疊式 is a word too, which Taiwan writes too seldom to tell (折疊式 a
    // few times, 摺疊式 never): its word 折叠 speaks.
    const QString folding = QStringLiteral("一把折叠式的刀。");
    const Explanation knife = explainText(plan("s2tw", true), folding);
    QCOMPARE(knife.result, QStringLiteral("一把摺疊式的刀。"));
    QVERIFY(spanAt(knife, folding, QStringLiteral("折")).has(RegionWritesOtherwise));
    // Rare words, both spellings of which Taiwan writes (袖扣 and 袖釦, a few times each).
    const QString cufflinks = QStringLiteral("银色的袖扣。");
    const Explanation silver = explainText(plan("s2tw", true), cufflinks);
    QCOMPARE(silver.result, QStringLiteral("銀色的袖釦。"));
    QVERIFY(spanAt(silver, cufflinks, QStringLiteral("扣")).has(RegionWritesOtherwise));
}

void TestLikelyFixes::sameFixesWhateverTheChunks()
{
    const QString text = readUtf8(chapterFile("000"));
    QVERIFY(!text.isEmpty());
    const Explanation whole = explainText(plan("s2tw", true), text);
    QVERIFY(!whole.fixes.empty());
    for (const qsizetype chunkSize : {qsizetype(700), qsizetype(4096)}) {
        const Explanation chunked = explainText(plan("s2tw", true), text, nullptr, chunkSize);
        QCOMPARE(chunked.result, whole.result);
        QCOMPARE(chunked.fixes.size(), whole.fixes.size());
        for (size_t index = 0; index < whole.fixes.size(); ++index) {
            QCOMPARE(chunked.spans[chunked.fixes[index].span].sourcePosition,
                     whole.spans[whole.fixes[index].span].sourcePosition);
            QCOMPARE(chunked.fixes[index].likely, whole.fixes[index].likely);
        }
    }
}

void TestLikelyFixes::glossaryRuleIsNeverFixed()
{
    // The user's rule keeps 干杯 as OpenCC converts it; no fix overrides a rule.
    const auto glossary = std::make_shared<const Glossary>(Glossary::parse(u"干杯=幹杯\n"));
    const Explanation explained =
        explainText(plan("s2tw", true, glossary), QStringLiteral("他们一起干杯。"));
    QCOMPARE(explained.result, QStringLiteral("他們一起幹杯。"));
    QVERIFY(explained.fixes.empty());
}

void TestLikelyFixes::openccsDeliberateChoicesStand_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("opencc");
    // OpenCC segments 刚一出 | 戏院; 一出戏 → 一齣戲 would contest the 出, but where the
    // segmentation starts at 一 the longest key is 一出戏院 → 一出戲院, written to keep it.
    QTest::newRow("a longer phrase keeps it") << QStringLiteral("刚一出戏院，一出戏就开场了。")
                                              << QStringLiteral("剛一出戲院，一齣戲就開場了。");
    // 扞 is Simplified as much as Traditional: the writer chose 捍, whatever the words spell.
    QTest::newRow("the writer's own character")
        << QStringLiteral("两者捍格不入。") << QStringLiteral("兩者捍格不入。");
    // A text half converted already: OpenCC writes 於 (its phrase 于坚 → 于堅 needs the
    // Simplified 坚). The words hold 于堅, a poet's name, and read 于 rather than 於 堅城: a
    // surname's own form is the text's names' to decide, never the words' alone.
    QTest::newRow("a famous name in the words")
        << QStringLiteral("頓兵于堅城之下，若是让人") << QStringLiteral("頓兵於堅城之下，若是讓人");
}

void TestLikelyFixes::openccsDeliberateChoicesStand()
{
    QFETCH(QString, text);
    QFETCH(QString, opencc);
    QCOMPARE(convertText(plan("s2t", false), text), opencc);
    const Explanation explained = explainText(plan("s2t", true), text);
    QCOMPARE(explained.result, opencc);
    QVERIFY(explained.fixes.empty());
}

// Nor do the words that read a famous name (于堅) make OpenCC's 於 risky: the review would put a
// right character first, at a risk of 1, with nothing to say why.
void TestLikelyFixes::aFamousNameInTheWordsMakesNothingRisky()
{
    const QString text = QStringLiteral("頓兵于堅城之下，若是让人");
    const Explanation explained = explainText(plan("s2t", true), text);
    const auto span =
        std::find_if(explained.spans.begin(), explained.spans.end(),
                     [](const ExplainedSpan &each) { return each.sourcePosition == 2; });
    QVERIFY(span != explained.spans.end());
    QCOMPARE(explained.result.mid(span->resultPosition, span->resultLength), QStringLiteral("於"));
    QVERIFY2(!span->isRisky(), qPrintable(QString::number(span->risk())));
}

void TestLikelyFixes::towardSimplifiedFixesNothing()
{
    // The list has Traditional words only: a conversion to Simplified is OpenCC's, asked or not.
    QVERIFY(!plan("t2s", true).fixes());
    QVERIFY(plan("s2tw", true).fixes());
    const QString text = QStringLiteral("他們一起乾杯。於是頭髮長了。");
    QCOMPARE(convertText(plan("t2s", true), text), convertText(plan("t2s", false), text));
    QVERIFY(explainText(plan("t2s", true), text).fixes.empty());
}

void TestLikelyFixes::chapterChangesOnlyAtItsFixes()
{
    // On a real chapter: what differs from OpenCC is exactly the fixes, one character each.
    const QString text = readUtf8(chapterFile("000"));
    const QString opencc = convertText(plan("s2t", false), text);
    const Explanation fixed = explainText(plan("s2t", true), text);
    QCOMPARE(fixed.result.size(), opencc.size());
    std::vector<int> differences;
    for (qsizetype index = 0; index < opencc.size(); ++index) {
        if (fixed.result[index] != opencc[index])
            differences.push_back(int(index));
    }
    QVERIFY(!differences.empty());
    std::vector<int> fixPositions;
    for (const LikelyFix &fix : fixed.fixes) {
        const ExplainedSpan &span = fixed.spans[fix.span];
        QCOMPARE(QStringView(opencc).mid(span.resultPosition, span.resultLength), fix.wrote);
        QCOMPARE(QStringView(fixed.result).mid(span.resultPosition, span.resultLength), fix.likely);
        fixPositions.push_back(span.resultPosition);
    }
    QCOMPARE(differences, fixPositions);
    // Few: a fix is a likely mistake, not a second opinion on every choice; no more than the nine
    // mistakes of OpenCC a reader marked in this chapter (tests/data/risk/chapter_mistakes.tsv).
    QVERIFY2(differences.size() <= 9, qPrintable(QString::number(differences.size())));
}

DUIZHAO_TEST_MAIN(TestLikelyFixes)
#include "tst_likelyfixes.moc"
