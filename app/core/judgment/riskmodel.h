// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/judgment/contextevidence.h"
#include "core/judgment/phrasepriors.h"
#include "core/review/candidatetable.h"
#include "core/review/explanation.h"
#include "core/review/retrace.h"

#include <QtGlobal>

#include <limits>
#include <memory>
#include <string_view>
#include <vector>

namespace opencc {
class Dict;
}

namespace duizhao {

// How likely it is that the conversion picked the wrong candidate for one character, the phrase
// that would have picked another one there, and how it reads if it is a surname's.
struct RiskAssessment {
    // The risk as log odds, as the span keeps it (no risk at all where nothing is to decide).
    float logOdds = -std::numeric_limits<float>::infinity();
    const opencc::DictEntry *contender = nullptr;
    SurnameReading surname = SurnameReading::None;
    bool contextSilent = false; // no word has the character next to either neighbour
};

// Scores the risk of a character with several candidates from four signals, strongest first:
// - contested segmentation: a phrase of the dictionary that gives the character its candidates,
//   overlapping it, that longest-match segmentation did not take, would have given another (被发布:
//   被发 → 被髮 was taken, 发布 → 發佈 would give 發);
// - context: how well each candidate fits the neighbours in modern Traditional words
//   (ContextEvidence): the margin of the best other candidate over the chosen one, in log odds;
// - the prior: how often OpenCC's phrases override the character's default (里 often, 了 rarely),
//   which matters for a character decided by default, not for one a phrase settled;
// - a surname where a name stands: a character whose surname has its own form (范 → 范, not 範;
//   钟 → 鍾, not 鐘; 于 → 于, not 於) after 老, 阿 or 姓, or before a title (侍郎, 掌柜, 先生,
//   郎中, 知县 …; not after 对于, where the character ends another word),
//   converted to another form (老钟 → 老鐘), and the other way round, one converted to the
//   surname's form is likely right (老钟 → 老鍾). Names are a novel's commonest trap, and a
//   glossary rule fixes each at once.
// They add up in log odds: risk = σ(base + prior + 1.2 × context margin (at most ±4; at most 2
// against a phrase no other contests) + 4 when
// contested ± 3 for a surname, ± 2 for a name the whole text marks (TextNames; raised, at least
// even), + 2 for a default a phrase nearby contradicts (NearbyReadings), the base −2 for a default
// and −4 for a phrase. The weights were set by reasoning on those scales (a contested phrase ≈ 0.5
// before context, an uncontested one ≈ 0.02), not fitted to the evaluation set (the name rules came
// after reading parts of it: tests/data/risk/README.md). One model belongs to one walk, and so to
// one thread.
class RiskModel final {
public:
    RiskModel(const RetraceChain &chain, CandidateTable &candidates,
              const ContextEvidence &evidence);

    // The character at byte `position` of text converted to result; settledBy is the phrase that
    // settled it, or null where it was decided by default, and [settledBegin, settledEnd) the
    // bytes of text that the phrase covered.
    RiskAssessment assess(std::string_view text, size_t position, std::string_view character,
                          std::string_view result, const opencc::DictEntry *settledBy,
                          size_t settledBegin, size_t settledEnd);
    // The risk of a character that the text's names make suspect (TextNames: 于郎中 → 於郎中 in a
    // text that says 姓于, 周干 converted two ways): raised, and at least even, for what is left
    // to the default where a name recurs is as likely the name as the word.
    static float asName(float risk);
    // The risk of a character of a given name that the text or its book writes again and again
    // (NameFinder), converted otherwise than the name's form: at least seven in eight.
    static float asFoundName(float risk);
    // The risk of a surname's character in the surname's form, in a text that names the surname
    // (钟 → 鍾 where the text says 姓钟): lowered as much.
    static float asNameRight(float risk);
    // The risk of a character decided by default, where no word speaks of its neighbours, with a
    // phrase nearby that read it another way (NearbyReadings): raised.
    static float readOtherwiseNearby(float risk);
    // The form of its own of a surname's character (钟 → 鍾, 于 → 于), in OpenCC's standard
    // forms; empty for a character that is no such surname.
    static std::string_view surnameForm(std::string_view character);

private:
    const opencc::DictEntry *contender(std::string_view text, size_t position,
                                       std::string_view character, std::string_view result,
                                       bool settled, size_t settledBegin, size_t settledEnd);
    double contextMargin(std::string_view text, size_t position, std::string_view character,
                         size_t chosen, bool *silent);
    double priorLogOdds(std::string_view character);
    bool tableKnows(std::string_view character);
    static SurnameReading surnameReading(std::string_view text, size_t position,
                                         std::string_view character, std::string_view result,
                                         bool endsAWord);

    // Each step's dictionaries of phrases (see RetraceChain): only they can contest a character,
    // and a novel asks them hundreds of thousands of times.
    const RetraceChain &m_chain;
    CandidateTable &m_candidates;
    const ContextEvidence &m_evidence;
    // Each step's phrases counted, where the risk table has no prior (see priorLogOdds).
    std::vector<std::shared_ptr<const PhrasePriors::Counts>> m_phrasePriors;
};

} // namespace duizhao
