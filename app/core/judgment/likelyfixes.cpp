// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/judgment/likelyfixes.h"

#include "core/conversion/configcatalog.h"
#include "core/jobs/workerpool.h"
#include "core/judgment/riskmodel.h"
#include "core/judgment/sentencereadings.h"
#include "core/judgment/wordboundaries.h"

#include <QFile>

#include <opencc/DictEntry.hpp>
#include <opencc/Exception.hpp>
#include <opencc/MarisaDict.hpp>

#include <algorithm>
#include <array>
#include <climits>
#include <cmath>
#include <cstdio>
#include <functional>
#include <map>
#include <memory>

namespace duizhao {

namespace {

// A span's risk as log odds, a risk of nothing or of certainty held back to where evidence can
// still move it: OpenCC's choice is never beyond doubt.
double logOdds(const ExplainedSpan &span)
{
    constexpr double Bound = 6.2; // a risk of 1 in 500
    return std::clamp(double(span.riskLogOdds), -Bound, Bound);
}

// The surname's own form among a span's candidates, where the text uses it as a name.
QString nameForm(const Explanation &explanation, const ExplainedSpan &span, QStringView source)
{
    if (!span.has(RiskyAsName) || span.surname == SurnameReading::None)
        return {};
    const QString character = source.mid(span.sourcePosition, span.sourceLength).toString();
    const QString form = QString::fromUtf8(RiskModel::surnameForm(character.toStdString()));
    return explanation.candidates(span).contains(form) ? form : QString();
}

// A phrase of OpenCC's settled the span (跳梁小丑 → 跳樑小丑, 若干周 → 若干週), written for these
// very characters, which a word list that spells the word otherwise (小醜, 若干周) does not
// overrule:
// - where no other phrase contests it;
// - where the one that does lies within it, an exception written against it.
// A phrase that matched across a word's end is contested by that word's own phrase (粉丝发布: 丝发
// → 絲髮 against 发布; 一起干杯: 一起干 → 一起幹 against 干杯 → 乾杯), and judged by the words. A
// contender is what OpenCC's longest match takes where it starts: 一出戏 → 一齣戲 does not contest
// the 出 of 刚一出戏院, for 一出戏院 → 一出戲院 is longer and keeps it.
bool settledByItsPhrase(const Explanation &explanation, const ExplainedSpan &span)
{
    if (span.category != SpanCategory::Phrase || span.has(CutsWords))
        return false;
    const QStringList contender = explanation.contender(span);
    if (contender.isEmpty())
        return true;
    const QString key = explanation.phraseKey(span);
    return key.size() > contender.front().size() && key.contains(contender.front());
}

// Whether Simplified text writes the character as itself: OpenCC's TSCharacters leaves it as it is
// or lists it among its own values (扞 → 捍/扞, 昇 → 升/昇). The bundled data's, for what
// Simplified writes does not depend on the data a conversion chose; no character, where it cannot
// be read.
bool simplifiedWritesAsItself(const QString &character)
{
    static const opencc::MarisaDictPtr dictionary = []() -> opencc::MarisaDictPtr {
        const QString path =
            ConfigCatalog::bundledDataDirectory() + QStringLiteral("/TSCharacters.ocd2");
        const auto file = ConfigCatalog::openForOpencc(path);
        try {
            return file ? opencc::MarisaDict::NewFromFile(file.get()) : nullptr;
        } catch (const std::exception &) {
            return nullptr;
        }
    }();
    if (!dictionary)
        return false;
    const std::string key = character.toStdString();
    const auto entry = dictionary->Match(key.data(), key.size());
    if (entry.IsNull())
        return true;
    const auto values = entry.Get()->Values();
    return std::find(values.begin(), values.end(), key) != values.end();
}

// Where OpenCC kept the character the text wrote (捍格 → 捍格), a candidate that Simplified text
// writes as itself (扞) was the writer's to choose, and they chose this one: words that spell the
// word with the other only make the choice safer, as with a phrase of OpenCC's.
bool writersOwnChoice(const QStringList &candidates, const SentenceVerdict &verdict,
                      QStringView character)
{
    return candidates[verdict.written] == character &&
           simplifiedWritesAsItself(candidates[verdict.likeliest]);
}

// Where in the source the phrase that decided a span stands: the span itself for a word
// replaced (数组 → 陣列, whose key is written in the Traditional of the step before), else the
// key found around the span's character (了如 around 了).
std::optional<std::pair<qsizetype, qsizetype>>
phraseRange(const Explanation &explanation, const ExplainedSpan &span, QStringView source)
{
    const QString key = explanation.phraseKey(span);
    if (key.size() < 2)
        return std::nullopt;
    if (span.category == SpanCategory::Vocabulary)
        return key.size() == span.sourceLength
                   ? std::optional(std::pair(qsizetype(span.sourcePosition),
                                             qsizetype(span.sourcePosition) + key.size()))
                   : std::nullopt;
    for (qsizetype start = std::max(qsizetype(0), span.sourcePosition - key.size() + 1);
         start <= span.sourcePosition; ++start) {
        if (source.mid(start, key.size()) == key)
            return std::pair(start, start + key.size());
    }
    return std::nullopt;
}

// The phrases of OpenCC's that the source's words cut through (WordBoundaries), by how much, in
// nats: a reading of the sentence that ends a word inside the phrase at least
// LikelyFixes::CutMargin likelier than any that keeps it whole. Returns the indexes of the
// spans so cut, in order, each with its margin.
std::vector<std::pair<size_t, double>> cutPhrases(const Explanation &explanation,
                                                  QStringView source)
{
    const WordList &simplified = WordList::simplified();
    if (simplified.isEmpty())
        return {};
    const WordBoundaries boundaries(simplified);
    // Batches of spans judged in parallel, each span by one batch, which writes only its own
    // cuts. A run of Han characters that two batches share is read by both, to the same costs:
    // where a batch begins changes nothing.
    constexpr size_t BatchSpans = 16384;
    struct Batch {
        size_t first = 0;
        size_t last = 0; // one past
        std::vector<std::pair<size_t, double>> cuts;
    };
    std::vector<Batch> batches;
    for (size_t first = 0; first < explanation.spans.size(); first += BatchSpans)
        batches.push_back({first, std::min(first + BatchSpans, explanation.spans.size()), {}});
    const auto cutBatch = [&](Batch &batch) {
        qsizetype runBegin = -1;
        qsizetype runEnd = -1;
        std::vector<int> costs;
        for (size_t index = batch.first; index < batch.last; ++index) {
            const ExplainedSpan &span = explanation.spans[index];
            if (span.category != SpanCategory::Phrase && span.category != SpanCategory::Vocabulary)
                continue;
            const auto range = phraseRange(explanation, span, source);
            if (!range || !WordBoundaries::isWordCharacter(source[range->first]))
                continue;
            if (range->first < runBegin || range->first >= runEnd) {
                costs = boundaries.costs(source, range->first, &runBegin);
                runEnd = runBegin + qsizetype(costs.size()) - 1;
            }
            if (range->second > runEnd)
                continue; // the phrase goes on past the run: not the words' to judge
            const int cost = std::max(costs[size_t(range->first - runBegin)],
                                      costs[size_t(range->second - runBegin)]);
            const double margin = cost / 100.0;
            if (margin >= LikelyFixes::CutMargin)
                batch.cuts.emplace_back(index, margin);
        }
    };
    mapOnWorkers(batches, cutBatch);
    std::vector<std::pair<size_t, double>> cuts;
    for (const Batch &batch : batches)
        cuts.insert(cuts.end(), batch.cuts.begin(), batch.cuts.end());
    return cuts;
}

// The spellings of a word that regionalSpelling weighs at most: a word of four characters with
// four candidates each.
constexpr qsizetype MostRegionalSpellings = 256;

// Calls visit with each word of the Simplified list, of two characters or more, that lies within
// the phrase at [phrase.first, phrase.second) of the source and holds the span, the longest first
// (折叠 within 折叠起来; 折叠式, then 折叠, within 折叠式), until it returns true.
template<typename Visit>
void visitWordsWithin(std::pair<qsizetype, qsizetype> phrase, const ExplainedSpan &span,
                      QStringView source, Visit visit)
{
    const qsizetype spanEnd = span.sourcePosition + span.sourceLength;
    for (qsizetype length = phrase.second - phrase.first; length >= 2; --length) {
        for (qsizetype first = std::max(phrase.first, spanEnd - length);
             first <= span.sourcePosition && first + length <= phrase.second; ++first) {
            const QStringView word = source.sliced(first, length);
            const bool oneCharacter = length == 2 && word.front().isHighSurrogate();
            if (!oneCharacter && WordList::simplified().score(word) &&
                visit(std::pair(first, first + length)))
                return;
        }
    }
}

// The score of the spelling of a word that the target region's own words write most often among
// those its characters' candidates make with another character at [changed, changed + length) of
// the word (家具 for 傢俱, at either character); none where they write none at least `floor` above
// their unknown score, or there are too many to weigh. The word is at [range) of the source,
// written at `begin` of the result, character for character.
std::optional<int> commonestOtherSpelling(const Explanation &explanation,
                                          std::pair<qsizetype, qsizetype> range, qsizetype begin,
                                          const QString &written, qsizetype changed,
                                          qsizetype length, const WordList &regional, int floor)
{
    struct Choice {
        qsizetype at; // in the word as written
        QStringList candidates;
    };
    std::vector<Choice> choices;
    qsizetype spellings = 1;
    const auto first =
        std::lower_bound(explanation.spans.begin(), explanation.spans.end(), range.first,
                         [](const ExplainedSpan &span, qsizetype position) {
                             return span.sourcePosition < position;
                         });
    for (auto span = first; span != explanation.spans.end() && span->sourcePosition < range.second;
         ++span) {
        QStringList candidates;
        for (const QString &candidate : explanation.candidates(*span)) {
            if (candidate.size() == span->resultLength)
                candidates << candidate;
        }
        const qsizetype at = span->resultPosition - begin;
        if (candidates.size() > 1 && at >= 0 && at + span->resultLength <= written.size()) {
            choices.push_back({at, candidates});
            spellings *= candidates.size();
        }
    }
    if (spellings > MostRegionalSpellings)
        return std::nullopt;
    std::optional<int> commonest;
    QString other = written;
    const std::function<void(size_t)> spell = [&](size_t index) {
        if (index == choices.size()) {
            if (QStringView(other).mid(changed, length) ==
                QStringView(written).mid(changed, length))
                return;
            const int score = regional.score(other).value_or(INT_MIN);
            if (score >= regional.unknownScore() + floor && (!commonest || score > *commonest))
                commonest = score;
            return;
        }
        const Choice &choice = choices[index];
        for (const QString &candidate : choice.candidates) {
            other.replace(choice.at, candidate.size(), candidate);
            spell(index + 1);
        }
        const qsizetype size = choice.candidates.front().size();
        other.replace(choice.at, size, written.mid(choice.at, size));
    };
    spell(0);
    return commonest;
}

// How the target region's own words write the word a phrase of OpenCC's wrote, where they spell
// the span otherwise: the score of their commonest such spelling, if they write one often enough
// to be their usage (了解 for 瞭解 in Taiwan: libchewing has 了解 9,268 times and 瞭解 with a
// count of nothing), or at all where they write the word as written too; and the written word's,
// if they write that.
struct RegionalSpelling {
    int score = 0;
    std::optional<int> writtenScore;
};

std::optional<RegionalSpelling> regionalSpelling(const Explanation &explanation,
                                                 const ExplainedSpan &span, QStringView source,
                                                 const WordList &regional)
{
    // Only a phrase its sentence reads so, and in it the word of the source that holds the span:
    // a fragment (被复 → 被複, of 被复制) says nothing of how a word is written.
    if (span.category != SpanCategory::Phrase || span.has(CutsWords))
        return std::nullopt;
    const auto phrase = phraseRange(explanation, span, source);
    if (!phrase)
        return std::nullopt;
    // The longest word the region writes speaks, as written or otherwise: 折疊 within 折疊式,
    // which the region writes too seldom to tell.
    std::optional<RegionalSpelling> spelling;
    visitWordsWithin(*phrase, span, source, [&](std::pair<qsizetype, qsizetype> range) {
        const qsizetype begin = span.resultPosition - (span.sourcePosition - range.first);
        const qsizetype length = range.second - range.first;
        if (begin < 0 || begin + length > explanation.result.size())
            return false;
        const QString written = explanation.result.mid(begin, length);
        // libchewing lists words it never saw with a count of nothing (瞭解 0): as good as absent.
        std::optional<int> writtenScore = regional.score(written);
        if (writtenScore && *writtenScore <= regional.unknownScore() + LikelyFixes::Unseen)
            writtenScore.reset();
        // Where the region writes the word as written, any other spelling it writes too (a
        // count of one or more: 袖扣 beside 袖釦) is weighed by its share (RegionalShare); where it
        // never does, only one it writes often makes the phrase a decision (RegionalUsage).
        const int floor = writtenScore ? LikelyFixes::Unseen + 1 : LikelyFixes::RegionalUsage;
        if (const std::optional<int> other = commonestOtherSpelling(
                explanation, range, begin, written, span.resultPosition - begin, span.resultLength,
                regional, floor)) {
            spelling = RegionalSpelling{*other, writtenScore};
            return true;
        }
        return writtenScore.has_value(); // the region writes the word so: nothing more to ask
    });
    return spelling;
}

// Whether candidate is a surname's form that Traditional text writes for the name alone (于,
// where 於 writes everything else; 范, where 範 does): words that read it read a name. Other
// surnames' forms are words too (鍾愛, 游泳, 干涉).
bool isNameOnlyForm(QStringView character, const QString &candidate)
{
    static constexpr std::array<char16_t, 2> NameOnlyForms{u'于', u'范'};
    return character.size() == 1 && candidate == character &&
           std::find(NameOnlyForms.begin(), NameOnlyForms.end(), character.front().unicode()) !=
               NameOnlyForms.end();
}

} // namespace

double LikelyFixes::WordEvidence::cutOf(size_t span) const
{
    const auto found = std::lower_bound(
        cuts.begin(), cuts.end(), span,
        [](const std::pair<size_t, double> &cut, size_t index) { return cut.first < index; });
    return found != cuts.end() && found->first == span ? found->second : 0;
}

LikelyFixes::WordEvidence LikelyFixes::read(const Explanation &explanation, QStringView source,
                                            const WordList &words)
{
    return {cutPhrases(explanation, source), SentenceReadings(words).verdicts(explanation)};
}

void LikelyFixes::judge(Explanation &explanation, QStringView source, const WordEvidence &evidence,
                        const std::vector<std::pair<size_t, QString>> &givenNames,
                        const WordList *regionalWords)
{
    std::vector<LikelyFix> fixes;
    for (const auto &[index, margin] : evidence.cuts)
        explanation.spans[index].add(CutsWords);
    // A word replaced by a phrase that cuts through the source's words is written back as its
    // characters read (的士 for 計程車 in 前线的士兵): the phrase step's own key.
    for (const auto &[index, margin] : evidence.cuts) {
        ExplainedSpan &span = explanation.spans[index];
        if (span.category != SpanCategory::Vocabulary)
            continue;
        const QString key = explanation.phraseKey(span);
        const QString written = explanation.result.mid(span.resultPosition, span.resultLength);
        if (key == written || !explanation.candidates(span).contains(key))
            continue;
        span.riskLogOdds = std::max(span.riskLogOdds, float(margin - NeutralMargin));
        if (span.risk() >= FixRisk)
            fixes.push_back({index, written, key, FixReason::Cut, span.risk()});
    }
    for (const SentenceVerdict &verdict : evidence.verdicts) {
        ExplainedSpan &span = explanation.spans[verdict.span];
        if (span.has(RiskyAsName) || span.has(LikelyAsName))
            continue; // the text's names speak here, which the words cannot
        const QStringList candidates = explanation.candidates(span);
        // Whether OpenCC's choice stands is asked only where the words read another candidate:
        // elsewhere they make it safer or say nothing, and a phrase's or the writer's choice
        // would change neither.
        const bool wordsReadAnother = verdict.inWord && verdict.margin() > 0;
        const QStringView character = source.mid(span.sourcePosition, span.sourceLength);
        // Words that read a surname's own form read a name (the list holds famous people: 于堅),
        // and 頓兵于堅城 is no name: they make OpenCC's 於 no riskier, and fix nothing. The
        // text's own names decide where one stands.
        const bool readsAName =
            wordsReadAnother && isNameOnlyForm(character, candidates[verdict.likeliest]);
        const bool settled =
            wordsReadAnother && (readsAName || settledByItsPhrase(explanation, span) ||
                                 writersOwnChoice(candidates, verdict, character));
        double weighed = MarginWeight * (verdict.margin() - NeutralMargin);
        if (!verdict.inWord)
            weighed = std::min(verdict.margin(), 0.0);
        else if (settled)
            weighed = std::min(weighed, 0.0);
        weighed = std::max(weighed, -MostReassurance);
        span.riskLogOdds = float(logOdds(span) + weighed);
        // A phrase's span stays as risky as it was for the review, and is never fixed.
        if (wordsReadAnother && !settled && span.risk() >= FixRisk) {
            fixes.push_back({verdict.span, candidates[verdict.written],
                             candidates[verdict.likeliest], FixReason::Words, span.risk()});
        } else if (span.has(CutsWords) && !verdict.inWord && verdict.written != 0) {
            // A phrase that cut through the source's words, where no word holds the character:
            // the character as OpenCC writes it alone, its default (了 in 展示了如何).
            span.riskLogOdds =
                std::max(span.riskLogOdds, float(evidence.cutOf(verdict.span) - NeutralMargin));
            if (span.risk() >= FixRisk)
                fixes.push_back({verdict.span, candidates[verdict.written], candidates.front(),
                                 FixReason::Cut, span.risk()});
        }
    }
    // A phrase that writes a word the target region writes otherwise: a decision for the
    // reviewer, not a fix (see RegionalUsage and RegionalShare).
    if (regionalWords) {
        for (ExplainedSpan &span : explanation.spans) {
            if (span.has(RiskyAsName) || span.has(LikelyAsName))
                continue;
            const std::optional<RegionalSpelling> spelling =
                regionalSpelling(explanation, span, source, *regionalWords);
            if (!spelling)
                continue;
            double logOdds = RegionalLogOdds; // the region never writes the word as written
            if (spelling->writtenScore) {
                logOdds = (spelling->score - *spelling->writtenScore) / 100.0;
                if (logOdds < RegionalShare)
                    continue;
            }
            span.riskLogOdds = std::max(span.riskLogOdds, float(logOdds));
            span.add(RegionWritesOtherwise);
        }
    }
    // A name's fixes, counted by the character and its form: "于 as a name, 312 times".
    std::map<std::pair<QString, QString>, int> names;
    for (size_t index = 0; index < explanation.spans.size(); ++index) {
        const ExplainedSpan &span = explanation.spans[index];
        const auto given = std::lower_bound(
            givenNames.begin(), givenNames.end(), index,
            [](const std::pair<size_t, QString> &name, size_t at) { return name.first < at; });
        const QString form = given != givenNames.end() && given->first == index
                                 ? given->second
                                 : nameForm(explanation, span, source);
        const QStringView written =
            QStringView(explanation.result).mid(span.resultPosition, span.resultLength);
        if (form.isEmpty() || form == written || span.risk() <= FixRisk)
            continue;
        fixes.push_back({index, written.toString(), form, FixReason::Name, span.risk()});
        ++names[{source.mid(span.sourcePosition, span.sourceLength).toString(), form}];
    }
    for (LikelyFix &fix : fixes) {
        if (fix.reason == FixReason::Name) {
            const ExplainedSpan &span = explanation.spans[fix.span];
            fix.recurrences =
                names[{source.mid(span.sourcePosition, span.sourceLength).toString(), fix.likely}];
        }
    }
    std::sort(fixes.begin(), fixes.end(),
              [](const LikelyFix &a, const LikelyFix &b) { return a.span < b.span; });
    explanation.fixes = std::move(fixes);
}

} // namespace duizhao
