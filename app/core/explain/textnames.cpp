// SPDX-License-Identifier: GPL-3.0-or-later
#include "textnames.h"

#include "likelyfixes.h"
#include "nearbyreadings.h"
#include "riskmodel.h"
#include "utf16units.h"

#include <algorithm>
#include <map>
#include <string_view>

namespace duizhao {

using utf16units::codePointAt;
using utf16units::codePointBefore;

namespace {

// How often a pair recurs before it counts as a name: once or twice is a coincidence.
constexpr int NameRecurrence = 3;

// About the hundred commonest Chinese surnames (107), before which a recurring pair that no word
// has is a given name. Surnames that are common words as well are in it too (高, 白, 方): the other
// conditions (no word, recurring, converted two ways) are what tell a name.
constexpr std::u32string_view CommonSurnames =
    U"王李张刘陈杨黄赵吴周徐孙马朱胡郭何林罗高郑梁谢宋唐许韩邓冯曹彭曾肖田董潘袁蔡蒋余于杜叶程"
    U"魏苏吕丁任卢姚沈钟姜崔谭陆范汪廖石金韦贾夏付方邹熊白孟秦邱侯江尹薛闫段雷龙黎史陶贺毛郝顾"
    U"龚邵万覃武钱戴严欧莫孔向常汤康易乔赖文";

} // namespace

TextNames::TextNames(const Explanation &explanation, QStringView source,
                     const ContextEvidence &evidence)
    : m_evidence(evidence)
{
    for (size_t index = 0; index < explanation.spans.size(); ++index) {
        const ExplainedSpan &span = explanation.spans[index];
        if (span.category != SpanCategory::Ambiguous && span.category != SpanCategory::Phrase)
            continue;
        const char32_t before = codePointBefore(source, span.sourcePosition);
        if (span.surname == SurnameReading::None &&
            CommonSurnames.find(before) == std::u32string_view::npos)
            continue; // no name's character
        m_readings.push_back({.span = index,
                              .before = before,
                              .character = codePointAt(source, span.sourcePosition),
                              .after = codePointAt(source, span.sourcePosition + span.sourceLength),
                              .result = codePointAt(explanation.result, span.resultPosition),
                              .surname = span.surname,
                              .settled = span.category == SpanCategory::Phrase});
    }
}

// No word of the table has this pair, in any candidate: what a name's characters look like.
bool TextNames::isNoWord(char32_t character, ContextEvidence::Side side, char32_t neighbour) const
{
    return neighbour != 0 && m_evidence.next(character, side, neighbour).empty();
}

// The surnames the text names: where a name stands, or recurring before the same character in a
// pair no word has, read as another word.
std::set<char32_t> TextNames::namedSurnames() const
{
    std::set<char32_t> named;
    std::map<std::pair<char32_t, char32_t>, int> pairs;
    for (const Reading &reading : m_readings) {
        if (reading.surname == SurnameReading::NamedRight ||
            reading.surname == SurnameReading::NamedWrong) {
            named.insert(reading.character);
        } else if (reading.surname == SurnameReading::Otherwise && !reading.settled &&
                   isNoWord(reading.character, ContextEvidence::Side::After, reading.after)) {
            if (++pairs[{reading.character, reading.after}] == NameRecurrence)
                named.insert(reading.character);
        }
    }
    return named;
}

TextNames::Verdicts TextNames::verdicts() const
{
    const std::set<char32_t> named = namedSurnames();
    // A given name after a surname: the results it was converted to, and where.
    std::map<std::pair<char32_t, char32_t>, std::pair<std::set<char32_t>, std::vector<size_t>>>
        givenNames;
    Verdicts verdicts;
    std::vector<size_t> &risky = verdicts.risky;
    for (const Reading &reading : m_readings) {
        if (named.contains(reading.character)) {
            if (reading.surname == SurnameReading::NamedWrong ||
                (reading.surname == SurnameReading::Otherwise && !reading.settled))
                risky.push_back(reading.span);
            else if (reading.surname == SurnameReading::OwnForm && !reading.settled)
                verdicts.right.push_back(reading.span);
        }
        if (CommonSurnames.find(reading.before) != std::u32string_view::npos &&
            isNoWord(reading.character, ContextEvidence::Side::Before, reading.before)) {
            auto &[results, spans] = givenNames[{reading.before, reading.character}];
            results.insert(reading.result);
            spans.push_back(reading.span);
        }
    }
    for (const auto &[pair, found] : givenNames) {
        const auto &[results, spans] = found;
        if (results.size() > 1 && int(spans.size()) >= NameRecurrence)
            risky.insert(risky.end(), spans.begin(), spans.end());
    }
    std::sort(risky.begin(), risky.end());
    risky.erase(std::unique(risky.begin(), risky.end()), risky.end());
    // A name converted two ways is risky, whatever its surname says.
    std::erase_if(verdicts.right, [&](size_t span) {
        return std::binary_search(risky.begin(), risky.end(), span);
    });
    return verdicts;
}

void judgeWholeText(Explanation &explanation, QStringView source, const WordList *words)
{
    const ContextEvidence &evidence = ContextEvidence::bundled();
    const TextNames::Verdicts names = TextNames(explanation, source, evidence).verdicts();
    const std::vector<size_t> readOtherwise =
        NearbyReadings(explanation, source, evidence).likelierOtherwise();
    const auto judge = [&](const std::vector<size_t> &spans, float (*judged)(float),
                           SpanSignal signal) {
        for (const size_t index : spans) {
            ExplainedSpan &span = explanation.spans[index];
            span.setRisk(judged(span.risk()));
            span.add(signal);
        }
    };
    judge(names.risky, RiskModel::asName, RiskyAsName);
    judge(names.right, RiskModel::asNameRight, LikelyAsName);
    judge(readOtherwise, RiskModel::readOtherwiseNearby, ReadOtherwiseNearby);
    if (words && !words->isEmpty())
        LikelyFixes::judge(explanation, source, *words);
}

} // namespace duizhao
