// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/conversion/chainconversion.h"
#include "core/conversion/hasheddict.h"
#include "core/conversion/prefixmatcher.h"
#include "core/review/candidatetable.h"
#include "core/review/dictionarynames.h"
#include "core/review/retrace.h"
#include "core/review/spanclassifier.h"
#include "testsupport.h"

#include <QJsonDocument>
#include <QTest>

#include <opencc/Conversion.hpp>
#include <opencc/ConversionChain.hpp>
#include <opencc/Converter.hpp>
#include <opencc/DictEntry.hpp>
#include <opencc/DictGroup.hpp>
#include <opencc/Lexicon.hpp>
#include <opencc/MarisaDict.hpp>
#include <opencc/MaxMatchSegmentation.hpp>
#include <opencc/TextDict.hpp>

using namespace duizhao;

namespace {

// A dictionary in memory, as OpenCC's text dictionaries read: each line "KEY VALUE VALUE…".
opencc::DictPtr dictionary(const std::vector<std::vector<std::string>> &entries)
{
    auto lexicon = std::make_shared<opencc::Lexicon>();
    for (const std::vector<std::string> &entry : entries) {
        lexicon->Add(opencc::DictEntryFactory::New(
            entry.front(), std::vector<std::string>(entry.begin() + 1, entry.end())));
    }
    lexicon->Sort();
    return std::make_shared<opencc::TextDict>(lexicon);
}

// A chain shaped like s2tw's, small: phrases and characters in a group, then a variants step.
struct SmallChain {
    opencc::DictPtr phrases = dictionary(
        {{"头发", "頭髮"}, {"发布", "發佈"}, {"被发", "被髮"}, {"软件", "軟件"}, {"公里", "公里"}});
    opencc::DictPtr characters = dictionary(
        {{"发", "發", "髮"}, {"里", "裏", "里", "哩"}, {"头", "頭"}, {"软", "軟"}, {"件", "件"}});
    opencc::DictPtr variants = dictionary({{"裏", "裡"}, {"軟件", "軟體"}});
    ConversionSteps steps{std::make_shared<opencc::Conversion>(std::make_shared<opencc::DictGroup>(
                              std::list<opencc::DictPtr>{phrases, characters})),
                          std::make_shared<opencc::Conversion>(variants)};
    RetraceChain retrace{steps};
    QJsonArray config = QJsonDocument::fromJson(R"([
        {"dict": {"type": "group", "dicts": [{"type": "ocd2", "file": "STPhrases.ocd2"},
                                             {"type": "ocd2", "file": "STCharacters.ocd2"}]}},
        {"dict": {"type": "ocd2", "file": "TWVariants.ocd2"}}])")
                            .array();
};

// "text [source bytes) ← names of the steps that decided it", for each piece.
QStringList describe(const std::vector<Piece> &pieces)
{
    QStringList lines;
    for (const Piece &piece : pieces) {
        QStringList steps;
        for (const Decision &decision : piece.decisions)
            steps << QStringLiteral("%1%2").arg(decision.step).arg(decision.phrase ? "p" : "");
        lines << QStringLiteral("%1 [%2,%3) %4")
                     .arg(QString::fromStdString(piece.text))
                     .arg(piece.sourceBegin)
                     .arg(piece.sourceEnd)
                     .arg(steps.join(u','));
    }
    return lines;
}

} // namespace

// The parts of the explainer, each on a small chain of dictionaries built in memory, as OpenCC
// tests its own parts.
class TestExplainParts : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void prefixMatcherAnswersAsOpenCC();
    void retraceFollowsTheChain_data();
    void retraceFollowsTheChain();
    void segmentsAreWalkedWithTheirMatches();
    void candidatesGoThroughLaterSteps();
    void dictionariesAreNamedByTheirFiles();
    void spansAreClassified();
};

// At every byte of a text, PrefixMatcher finds what OpenCC's MatchPrefix finds in a marisa
// dictionary (what .ocd2 files are) and in a group of them, and HashedDict answers every lookup
// as the marisa dictionary does: keys that begin others, keys of one byte and of several, a group
// whose first member answers with a shorter key than the second has, and keys that end inside a
// character, which only a byte-by-byte comparison finds.
void TestExplainParts::prefixMatcherAnswersAsOpenCC()
{
    const auto marisa = [](const std::vector<std::vector<std::string>> &entries) {
        return opencc::DictPtr(opencc::MarisaDict::NewFromDict(*dictionary(entries)));
    };
    const opencc::DictPtr phrases = marisa({{"头发", "頭髮"},
                                            {"头发型", "頭髮型"},
                                            {"头发型师傅", "頭髮型師傅"},
                                            {"发", "發"},
                                            {"a", "A"},
                                            {"ab", "AB"},
                                            {"\xE4", "?"},
                                            {"x\xE4\xBD", "?"}});
    const opencc::DictPtr characters = marisa({{"头", "頭"}, {"发型师", "髮型師"}, {"型", "型"}});
    const opencc::DictPtr group =
        std::make_shared<opencc::DictGroup>(std::list<opencc::DictPtr>{phrases, characters});
    const std::string text = "头发型师傅头发型师头发a头abx你发型师发你x\xE4\xBD";
    for (const opencc::DictPtr &dict : {phrases, characters, group}) {
        const PrefixMatcher matcher(dict);
        for (size_t position = 0; position < text.size(); ++position) {
            const auto expected = dict->MatchPrefix(text.c_str() + position);
            const PrefixMatcher::Match found =
                matcher.longestPrefix(std::string_view(text).substr(position));
            QCOMPARE(found.entry, expected.IsNull() ? nullptr : expected.Get());
            if (found.entry) {
                QCOMPARE(found.keyLength, expected.Get()->KeyLength());
                QCOMPARE(std::string(found.value), expected.Get()->GetDefault());
            }
        }
    }
    // HashedDict answers OpenCC as the marisa dictionary it was made of: every lookup, at every
    // byte, and a word read no further than the length given.
    for (const opencc::DictPtr &dict : {phrases, characters}) {
        const HashedDict hashed(*dict);
        QCOMPARE(hashed.KeyMaxLength(), dict->KeyMaxLength());
        QCOMPARE(hashed.GetLexicon(), dict->GetLexicon());
        for (size_t position = 0; position < text.size(); ++position) {
            const char *word = text.c_str() + position;
            const auto entryOf = [](const opencc::Optional<const opencc::DictEntry *> &found) {
                return found.IsNull() ? nullptr : found.Get();
            };
            QCOMPARE(entryOf(hashed.MatchPrefix(word)), entryOf(dict->MatchPrefix(word)));
            QCOMPARE(hashed.MatchAllPrefixes(word, text.size() - position),
                     dict->MatchAllPrefixes(word, text.size() - position));
            for (size_t length = 1; length <= 9 && position + length <= text.size(); ++length) {
                QCOMPARE(entryOf(hashed.Match(word, length)), entryOf(dict->Match(word, length)));
                QCOMPARE(entryOf(hashed.MatchPrefix(word, length)),
                         entryOf(dict->MatchPrefix(word, length)));
            }
        }
        for (const std::unique_ptr<opencc::DictEntry> &entry : *dict->GetLexicon())
            QCOMPARE(hashed.Match(entry->Key()).Get(), entry.get());
    }

    // The group answers with its first member that matches, however short (发, not 发型师).
    const PrefixMatcher matcher(group);
    QCOMPARE(std::string(matcher.longestPrefix("发型师").value), std::string("發"));
    QCOMPARE(std::string(matcher.longestPrefix("型").value), std::string("型"));
    QVERIFY(!matcher.longestPrefix("好").entry);
    // A key that ends inside a character matches its bytes (你 begins with E4).
    QCOMPARE(std::string(matcher.longestPrefix("你").value), std::string("?"));
    QVERIFY(!PrefixMatcher().longestPrefix("头发").entry);
}

void TestExplainParts::retraceFollowsTheChain_data()
{
    QTest::addColumn<QString>("segment");
    QTest::addColumn<QStringList>("pieces");
    // Bytes: each of these characters is three.
    QTest::newRow("a phrase, then a character by default")
        << "头发里" << QStringList{"頭髮 [0,6) 0p", "裡 [6,9) 0,1"};
    QTest::newRow("the longest match wins")
        << "被发布" << QStringList{"被髮 [0,6) 0p", "布 [6,9) "};
    QTest::newRow("a later step rewrites a word") << "软件" << QStringList{"軟體 [0,6) 0p,1p"};
    QTest::newRow("unknown characters pass") << "你好" << QStringList{"你 [0,3) ", "好 [3,6) "};
}

void TestExplainParts::retraceFollowsTheChain()
{
    QFETCH(QString, segment);
    QFETCH(QStringList, pieces);
    const SmallChain chain;
    const std::string text = segment.toStdString();
    QCOMPARE(describe(retraceSegment(chain.retrace, text, 0)), pieces);
    // At an offset in a longer source, the pieces say where they are in it.
    const std::vector<Piece> later = retraceSegment(chain.retrace, text, 30);
    QCOMPARE(later.front().sourceBegin, size_t(30));
    QCOMPARE(later.back().sourceEnd, size_t(30) + text.size());
}

// A config segments by the phrases its first step converts with: that step takes a segment the
// phrases matched as that match, whole, and walks a run the phrases matched nowhere without them
// (RetraceChain::afterSegmentation). The pieces are those of walking each segment with every
// dictionary, and the conversion OpenCC's, where a phrase begins inside a run (里的 then 的软:
// none), a longer key wins (头发型 against 头发), and a character nothing knows stands between.
void TestExplainParts::segmentsAreWalkedWithTheirMatches()
{
    SmallChain chain;
    const RetraceChain segmented{chain.steps, chain.phrases};
    QVERIFY(segmented.afterSegmentation[0].has_value()); // the group begins with the phrases
    QVERIFY(!segmented.afterSegmentation[1].has_value());
    const std::string text = "头发里的软件发布了，被发布公里x头发型软件里发";
    const std::vector<Segment> segments = segmentByLongestMatch(*segmented.segmentation, text);
    QVERIFY(std::any_of(segments.begin(), segments.end(),
                        [](const Segment &segment) { return segment.match.entry != nullptr; }));
    QVERIFY(std::any_of(segments.begin(), segments.end(),
                        [](const Segment &segment) { return segment.match.entry == nullptr; }));
    SegmentRetracer retracer(segmented, 0);
    size_t offset = 0;
    for (const Segment &segment : segments) {
        QCOMPARE(describe(retracer.retrace(segment, offset)),
                 describe(retraceSegment(segmented, segment.text, offset)));
        offset += segment.text.size();
    }
    QCOMPARE(offset, text.size());
    std::string converted;
    QVERIFY(convertByChain(segmented, 0, segmented.steps.size(), text, &converted));
    const opencc::Converter opencc(
        "", std::make_shared<opencc::MaxMatchSegmentation>(chain.phrases),
        std::make_shared<opencc::ConversionChain>(
            std::list<opencc::ConversionPtr>(chain.steps.begin(), chain.steps.end())));
    QCOMPARE(converted, opencc.Convert(text));

    // A dictionary of one's own whose key ends inside a character (E4 of 中) would have the step
    // ask the phrases where the segmentation never did (B8 AD, the rest of 中): no shortcut there.
    // Marisa dictionaries, as .ocd2 files are, match such keys byte by byte.
    const auto marisa = [](const std::vector<std::vector<std::string>> &entries) {
        return opencc::DictPtr(opencc::MarisaDict::NewFromDict(*dictionary(entries)));
    };
    const opencc::DictPtr tail = marisa({{"\xB8\xAD", "T"}});
    const opencc::DictPtr lead = marisa({{"\xE4", "L"}});
    const ConversionSteps ownSteps{std::make_shared<opencc::Conversion>(
        std::make_shared<opencc::DictGroup>(std::list<opencc::DictPtr>{tail, lead}))};
    const RetraceChain own{ownSteps, tail};
    QVERIFY(!own.afterSegmentation[0].has_value());
    std::string ownConverted;
    QVERIFY(convertByChain(own, 0, 1, "中", &ownConverted));
    const opencc::Converter ownOpencc(
        "", std::make_shared<opencc::MaxMatchSegmentation>(tail),
        std::make_shared<opencc::ConversionChain>(
            std::list<opencc::ConversionPtr>(ownSteps.begin(), ownSteps.end())));
    QCOMPARE(ownConverted, ownOpencc.Convert("中"));
    QCOMPARE(ownConverted, std::string("LT"));
}

void TestExplainParts::candidatesGoThroughLaterSteps()
{
    const SmallChain chain;
    CandidateTable table(chain.steps);
    QCOMPARE(table.of("里"), (std::vector<std::string>{"裡", "里", "哩"}));
    QCOMPARE(table.of("发"), (std::vector<std::string>{"發", "髮"}));
    QCOMPARE(table.of("头"), std::vector<std::string>{"頭"});
    QVERIFY(table.of("你").empty());
    // The same again, from the table.
    QCOMPARE(&table.of("里"), &table.of("里"));
    // A character cut short (a key of one's own may end inside one) is not the character its
    // first bytes would begin: 你 begins with E4 BD, as Ľ (U+013D) would were it whole.
    QVERIFY(&table.of("\xE4\xBD") != &table.of("Ľ"));
    QVERIFY(&table.of("\xE4\xBD") != &table.of("你"));
}

void TestExplainParts::dictionariesAreNamedByTheirFiles()
{
    const SmallChain chain;
    const DictionaryNames names(chain.steps, chain.config);
    const auto entryOf = [](const opencc::DictPtr &dict, const std::string &key) {
        return dict->Match(key).Get();
    };
    // Within the group, the member that holds the entry.
    QCOMPARE(names.of(0, entryOf(chain.phrases, "头发")), QStringLiteral("STPhrases"));
    QCOMPARE(names.of(0, entryOf(chain.characters, "发")), QStringLiteral("STCharacters"));
    QCOMPARE(names.of(1, entryOf(chain.variants, "裏")), QStringLiteral("TWVariants"));
    // A config that names nothing: the step's number.
    const DictionaryNames unnamed(chain.steps, QJsonArray());
    QCOMPARE(unnamed.of(1, entryOf(chain.variants, "裏")), QStringLiteral("step 2"));
}

void TestExplainParts::spansAreClassified()
{
    const SmallChain chain;
    const DictionaryNames names(chain.steps, chain.config);
    Explanation explanation;
    const std::string source = "头发里你软件";
    SpanClassifier classifier(chain.retrace, names, explanation, source);
    std::string result;
    for (const Piece &piece : retraceSegment(chain.retrace, source, 0)) {
        result += piece.text;
        classifier.add(piece);
    }
    explanation.result = QString::fromStdString(result);
    QCOMPARE(explanation.result, QStringLiteral("頭髮裡你軟體"));
    const QString text = QString::fromStdString(source);
    QStringList spans;
    for (const ExplainedSpan &span : explanation.spans)
        spans << explanation.describe(span, text);
    QCOMPARE(spans,
             (QStringList{
                 // 头 has one reading: a plain conversion, by the phrase around it.
                 "头 → 頭 · One-to-one change · STPhrases (头发 → 頭髮)",
                 "发 → 髮 · Ambiguous, settled by a phrase · STPhrases (头发 → 頭髮) · "
                 "candidates: 發 髮",
                 // The risk of a default: the prior of 里 in the bundled table, no context.
                 "里 → 裡 · Ambiguous, decided by default · STCharacters → TWVariants · "
                 "candidates: 裡 里 哩 · risk 0.18",
                 // Replaced as a word by the second step; without it, 軟件.
                 "软件 → 軟體 · Vocabulary · TWVariants (軟件 → 軟體) · candidates: 軟體 軟件 · "
                 "risk 0.10"}));
    QCOMPARE(explanation.spans[1].category, SpanCategory::Phrase);
    QCOMPARE(explanation.spans[2].category, SpanCategory::Ambiguous);
    QCOMPARE(explanation.spans[3].category, SpanCategory::Vocabulary);
}

DUIZHAO_TEST_MAIN(TestExplainParts)
#include "tst_explainparts.moc"
