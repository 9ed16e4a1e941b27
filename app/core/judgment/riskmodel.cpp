// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/judgment/riskmodel.h"

#include "core/judgment/phrasepriors.h"
#include "core/text/utf8units.h"

#include <QVarLengthArray>

#include <opencc/Conversion.hpp>
#include <opencc/Dict.hpp>
#include <opencc/DictEntry.hpp>
#include <opencc/DictGroup.hpp>

#include <algorithm>
#include <array>
#include <cmath>

namespace duizhao {

namespace {

// How far before a character a contending phrase may start, in characters: phrases of five and
// more characters rarely overlap a shorter one that won.
constexpr int ContenderReach = 3;
constexpr double ContextWeight = 1.2;
constexpr double MaxContextMargin = 4;
// A phrase of OpenCC's is context itself, chosen on purpose: words alone, which are Taiwan's usage
// where OpenCC's standard differs (仿佛 against its 彷彿), do not make it risky, unless another
// phrase contests it.
constexpr double MaxContextMarginAgainstAPhrase = 2;
constexpr double ContestedLogOdds = 4;
constexpr double DefaultBase = -2;
constexpr double PhraseBase = -4;
constexpr double SurnameLogOdds = 3;
constexpr double AsNameLogOdds = 2;
constexpr double ReadOtherwiseNearbyLogOdds = 2;
// A given name the text writes again and again, where only a name stands too (NameFinder), is
// likelier the name than the word it might be: at least seven in eight.
constexpr double FoundNameLogOdds = 2;

// Surnames whose character converts to another form in other words (范 and 範 "model", 钟 and
// 鐘 "bell"), each with its own form. From the common surnames (百家姓) whose character has
// several candidates in OpenCC's STCharacters.
struct Surname {
    std::string_view simplified;
    std::string_view traditional;
};
constexpr std::array<Surname, 18> Surnames{{{"范", "范"},
                                            {"钟", "鍾"},
                                            {"干", "干"},
                                            {"于", "于"},
                                            {"余", "余"},
                                            {"沈", "沈"},
                                            {"谷", "谷"},
                                            {"姜", "姜"},
                                            {"郁", "郁"},
                                            {"党", "党"},
                                            {"朴", "朴"},
                                            {"胡", "胡"},
                                            {"梁", "梁"},
                                            {"叶", "葉"},
                                            {"万", "萬"},
                                            {"云", "雲"},
                                            {"岳", "岳"},
                                            {"游", "游"}}};

// What stands before a surname (老钟, 阿范, 姓于; not 小, for 小于 is "less than") and the titles
// after it (范侍郎, 钟掌柜): forms of address, and the offices and ranks of the historical and
// martial-arts novels that are much of web fiction. Modern professions (老师, 医生) are left out:
// they follow 对于 and 关于 as often as a surname.
constexpr std::array<std::string_view, 3> NamePrefixes{"老", "阿", "姓"};
constexpr std::array<std::string_view, 48> Titles{
    "先生", "大人", "将军", "侍郎", "掌柜", "公子", "姑娘", "老爷", "小姐", "夫人", "师傅", "师父",
    "大哥", "大姐", "兄",   "道长", "长老", "掌门", "总管", "大夫", "学士", "尚书", "丞相", "捕头",
    "郎中", "主事", "员外", "知县", "知府", "县令", "县丞", "主簿", "书吏", "巡抚", "御史", "都督",
    "统领", "校尉", "参将", "太医", "捕快", "少爷", "宗主", "峰主", "师兄", "师姐", "师弟", "师妹"};

double logistic(double logOdds)
{
    return 1 / (1 + std::exp(-logOdds));
}

} // namespace

RiskModel::RiskModel(const RetraceChain &chain, CandidateTable &candidates,
                     const ContextEvidence &evidence)
    : m_chain(chain)
    , m_candidates(candidates)
    , m_evidence(evidence)
{
    m_phrasePriors.resize(m_chain.phraseDictionaries.size());
}

RiskAssessment RiskModel::assess(std::string_view text, size_t position, std::string_view character,
                                 std::string_view result, const opencc::DictEntry *settledBy,
                                 size_t settledBegin, size_t settledEnd)
{
    RiskAssessment assessment;
    const std::vector<std::string> &options = m_candidates.of(character);
    const auto chosen = std::find(options.begin(), options.end(), result);
    if (options.size() < 2 || chosen == options.end())
        return assessment;
    assessment.contender = contender(text, position, character, result, settledBy != nullptr,
                                     settledBegin, settledEnd);
    double logOdds = settledBy ? PhraseBase : DefaultBase + priorLogOdds(character);
    const double margin = contextMargin(text, position, character, size_t(chosen - options.begin()),
                                        &assessment.contextSilent);
    logOdds += ContextWeight * (settledBy && !assessment.contender
                                    ? std::min(margin, MaxContextMarginAgainstAPhrase)
                                    : margin);
    if (assessment.contender)
        logOdds += ContestedLogOdds;
    // A phrase that starts before the character makes it the end of another word (对于, 关于).
    const bool endsAWord = settledBy && settledBegin < position;
    assessment.surname = surnameReading(text, position, character, result, endsAWord);
    if (assessment.surname == SurnameReading::NamedWrong)
        logOdds += SurnameLogOdds;
    else if (assessment.surname == SurnameReading::NamedRight)
        logOdds -= SurnameLogOdds;
    assessment.logOdds = float(logOdds);
    return assessment;
}

namespace {

double logOddsOf(float risk)
{
    const double clamped = std::clamp(double(risk), 1e-4, 1 - 1e-4);
    return std::log(clamped / (1 - clamped));
}

} // namespace

float RiskModel::asName(float risk)
{
    return float(logistic(std::max(logOddsOf(risk) + AsNameLogOdds, 0.0)));
}

float RiskModel::asFoundName(float risk)
{
    return float(logistic(std::max(logOddsOf(risk) + AsNameLogOdds, FoundNameLogOdds)));
}

float RiskModel::asNameRight(float risk)
{
    return float(logistic(logOddsOf(risk) - AsNameLogOdds));
}

float RiskModel::readOtherwiseNearby(float risk)
{
    return float(logistic(logOddsOf(risk) + ReadOtherwiseNearbyLogOdds));
}

// The phrases that start at most ContenderReach characters before the character and cover it,
// other than the one that settled it and those inside it (蒙蒙 in 蒙蒙亮: the longer phrase says
// more), as OpenCC's longest match would have taken them had the segmentation started there; the
// first that gives the character another candidate.
const opencc::DictEntry *RiskModel::contender(std::string_view text, size_t position,
                                              std::string_view character, std::string_view result,
                                              bool settled, size_t settledBegin, size_t settledEnd)
{
    // The dictionaries of the step that gives the character its candidates: the steps before it
    // (a normalization) leave it as it is.
    const int step = m_candidates.stepOf(character);
    if (step < 0)
        return nullptr;
    size_t start = position;
    for (int before = 0; before <= ContenderReach; ++before) {
        if (before > 0) {
            if (start == 0)
                break;
            start = utf8units::previousCodePoint(text, start);
        }
        // OpenCC's segmentation takes the longest key at a position, the first dictionary's of
        // two that hold it, as DictGroup does: a shorter key there is never used (一出戏 within
        // 一出戏院, which keeps 出 on purpose).
        PrefixMatcher::Match longest;
        for (const PrefixMatcher &dictionary : m_chain.phraseMatchers[size_t(step)]) {
            const PrefixMatcher::Match match = dictionary.longestPrefix(text.substr(start));
            if (match.keyLength > longest.keyLength)
                longest = match;
        }
        if (!longest.entry)
            continue;
        const size_t longestLength = longest.keyLength;
        const size_t keyEnd = start + longestLength;
        const bool inside = settled && start >= settledBegin && keyEnd <= settledEnd;
        if (inside || keyEnd < position + character.size() || keyEnd == start + character.size())
            continue; // the phrase that won or part of it, one ending before, or itself
        const auto valueCharacters = utf8units::splitCodePoints(longest.value);
        if (utf8units::codePointCount(std::string_view(text).substr(start, longestLength)) !=
            valueCharacters.size())
            continue; // a word for a word says nothing of one character
        if (m_candidates.optionOf(character, valueCharacters[size_t(before)]) != result)
            return longest.entry;
    }
    return nullptr;
}

// Whether the risk table speaks of this character's candidates: it has a prior, and only for
// candidates of it. It knows the characters of conversions to Traditional; 沈 is in it as
// 沈/瀋, not as the 沈/沉 of a conversion to Simplified.
bool RiskModel::tableKnows(std::string_view character)
{
    const auto counts = m_evidence.prior(utf8units::codePointAt(character, 0));
    const std::vector<std::string> &values = m_candidates.valuesOf(character);
    return !counts.empty() &&
           std::all_of(counts.begin(), counts.end(), [&](const ContextEvidence::Weight &count) {
               return std::any_of(values.begin(), values.end(), [&](const std::string &value) {
                   return utf8units::codePointCount(value) == 1 &&
                          utf8units::codePointAt(value, 0) == count.candidate;
               });
           });
}

// The log odds by which the best other candidate fits the neighbours better than the chosen one,
// each side's words counted as evidence of its own; 0 where the words say nothing, or speak of
// another character's candidates (see tableKnows).
double RiskModel::contextMargin(std::string_view text, size_t position, std::string_view character,
                                size_t chosen, bool *silent)
{
    *silent = true;
    if (!tableKnows(character))
        return 0;
    const std::vector<std::string> &values = m_candidates.valuesOf(character);
    const char32_t code = utf8units::codePointAt(character, 0);
    QVarLengthArray<double, 8> scores(qsizetype(values.size()), 0.0); // kept in place
    const auto addSide = [&](ContextEvidence::Side side, char32_t neighbour) {
        const auto weights = m_evidence.next(code, side, neighbour);
        if (weights.empty())
            return;
        *silent = false;
        double total = 0;
        for (const ContextEvidence::Weight &weight : weights)
            total += weight.weight;
        for (size_t index = 0; index < values.size(); ++index) {
            const std::string_view value = values[index];
            if (utf8units::codePointCount(value) != 1)
                continue;
            const char32_t candidate = utf8units::codePointAt(value, 0);
            const auto found = std::find_if(weights.begin(), weights.end(), [&](const auto &w) {
                return w.candidate == candidate;
            });
            const double weight = found != weights.end() ? found->weight : 0;
            scores[qsizetype(index)] +=
                std::log((weight + 0.5) / (total + 0.5 * double(values.size())));
        }
    };
    if (position > 0)
        addSide(ContextEvidence::Side::Before,
                utf8units::codePointAt(text, utf8units::previousCodePoint(text, position)));
    if (position + character.size() < text.size())
        addSide(ContextEvidence::Side::After,
                utf8units::codePointAt(text, position + character.size()));
    double best = -INFINITY;
    for (size_t index = 0; index < values.size(); ++index) {
        if (index != chosen)
            best = std::max(best, scores[qsizetype(index)]);
    }
    return std::clamp(best - scores[qsizetype(chosen)], -MaxContextMargin, MaxContextMargin);
}

// The log odds that a phrase overrides the character's default, from how many of OpenCC's
// phrases give each candidate (with one of each added, so that a count of none is not certain).
// The risk table knows the characters of conversions to Traditional; for another character (all
// of a conversion to Simplified, or one the table knows with other candidates, as 沈 → 沈/瀋
// there but 沈 → 沈/沉 here) the step's own phrases are counted. Those list the exceptions to
// the defaults, rarely the defaults themselves, which every unlisted use follows: a conversion
// toward Simplified merges characters, and its default is almost never wrong where no listed
// phrase says otherwise. The defaults count as UnlistedDefaults phrases more, set so that only a
// character with exceptions as many as 沈's (85 phrases for 沉) comes near a decision, while 麼
// (6 for 麽) and 乾 (47 for 乾) stay below it, and one that no phrase ever gives another
// candidate (開 → 开, never 𫔭) is safe. Set by reasoning, as the other weights: there is no
// evaluation set of conversions toward Simplified yet.
double RiskModel::priorLogOdds(std::string_view character)
{
    const char32_t code = utf8units::codePointAt(character, 0);
    const auto counts = m_evidence.prior(code);
    const std::vector<std::string> &values = m_candidates.valuesOf(character);
    const char32_t first = utf8units::codePointAt(values.front(), 0);
    if (tableKnows(character)) {
        double byDefault = 1;
        double overridden = 1;
        for (const ContextEvidence::Weight &count : counts)
            (count.candidate == first ? byDefault : overridden) += count.weight;
        return std::log(overridden / byDefault);
    }
    constexpr double UnlistedDefaults = 200;
    const int step = m_candidates.stepOf(character);
    if (step < 0)
        return 0;
    auto &priors = m_phrasePriors[size_t(step)];
    if (!priors)
        priors = PhrasePriors::of(m_chain.phraseDictionaries[size_t(step)]);
    double byDefault = 1 + UnlistedDefaults;
    double overridden = 0.1;
    if (const auto found = priors->find(code); found != priors->end()) {
        for (const auto &[result, phrases] : found->second)
            (result == first ? byDefault : overridden) += phrases;
    }
    return std::log(overridden / byDefault);
}

std::string_view RiskModel::surnameForm(std::string_view character)
{
    const auto surname = std::find_if(Surnames.begin(), Surnames.end(),
                                      [&](const Surname &s) { return s.simplified == character; });
    return surname == Surnames.end() ? std::string_view() : surname->traditional;
}

SurnameReading RiskModel::surnameReading(std::string_view text, size_t position,
                                         std::string_view character, std::string_view result,
                                         bool endsAWord)
{
    const auto surname = std::find_if(Surnames.begin(), Surnames.end(),
                                      [&](const Surname &s) { return s.simplified == character; });
    if (surname == Surnames.end())
        return SurnameReading::None;
    const std::string_view before = text.substr(0, position);
    const std::string_view after = text.substr(position + character.size());
    const bool name =
        std::any_of(NamePrefixes.begin(), NamePrefixes.end(),
                    [&](std::string_view prefix) { return before.ends_with(prefix); }) ||
        (!endsAWord && std::any_of(Titles.begin(), Titles.end(), [&](std::string_view title) {
            return after.starts_with(title);
        }));
    const bool right = surname->traditional == result;
    if (name)
        return right ? SurnameReading::NamedRight : SurnameReading::NamedWrong;
    return right ? SurnameReading::OwnForm : SurnameReading::Otherwise;
}

} // namespace duizhao
