// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/review/spanclassifier.h"

#include "core/review/dictionarynames.h"
#include "core/text/utf8units.h"

#include <opencc/Conversion.hpp>
#include <opencc/DictEntry.hpp>

#include <algorithm>

namespace duizhao {

using utf8units::splitCodePoints;
using utf8units::toQString;
using utf8units::utf16Length;

SpanClassifier::SpanClassifier(const RetraceChain &chain, const DictionaryNames &names,
                               Explanation &explanation, std::string_view text)
    : m_steps(chain.steps)
    , m_names(names)
    , m_explanation(explanation)
    , m_text(text)
    , m_candidates(chain.steps)
    , m_risk(chain, m_candidates, ContextEvidence::bundled())
{}

void SpanClassifier::add(const Piece &piece)
{
    const std::string_view source =
        m_text.substr(piece.sourceBegin, piece.sourceEnd - piece.sourceBegin);
    const int sourcePosition = m_sourcePosition;
    const int resultPosition = m_resultPosition;
    m_sourcePosition += utf16Length(source);
    m_resultPosition += utf16Length(piece.text);
    if (piece.decisions.empty())
        return; // no dictionary knows these characters

    // The phrase that made the piece; the last one, where a later step replaced a word again
    // (发布 → 發佈 by STPhrases, then → 釋出 by TWPhrases).
    const Decision *phrase = nullptr;
    for (const Decision &decision : piece.decisions) {
        if (decision.phrase)
            phrase = &decision;
    }
    const int decidedBy = decidedByIndex(piece, phrase);
    const int entry = phrase ? entryIndex(*phrase) : -1;
    splitCodePoints(source, m_sourceCharacters);
    splitCodePoints(piece.text, m_resultCharacters);
    if (isCharacterByCharacter(m_sourceCharacters, m_resultCharacters)) {
        addCharacters(piece, decidedBy, entry, phrase, sourcePosition, resultPosition);
    } else {
        addWord(piece, source, phrase, decidedBy, entry, sourcePosition, resultPosition);
    }
}

// Each character that changed, or that could have come out otherwise, is a span of its own.
void SpanClassifier::addCharacters(const Piece &piece, int decidedBy, int entry,
                                   const Decision *phrase, int sourcePosition, int resultPosition)
{
    for (size_t index = 0; index < m_sourceCharacters.size(); ++index) {
        const std::string_view from = m_sourceCharacters[index];
        const std::string_view to = m_resultCharacters[index];
        ExplainedSpan span{.sourcePosition = sourcePosition,
                           .sourceLength = utf16Length(from),
                           .resultPosition = resultPosition,
                           .resultLength = utf16Length(to),
                           .decidedBy = decidedBy,
                           .entry = entry};
        sourcePosition += span.sourceLength;
        resultPosition += span.resultLength;
        if (m_candidates.of(from).size() > 1) {
            span.category = phrase ? SpanCategory::Phrase : SpanCategory::Ambiguous;
            span.candidates = candidatesIndex(from);
            const RiskAssessment risk =
                m_risk.assess(m_text, size_t(from.data() - m_text.data()), from, to,
                              phrase ? phrase->entry : nullptr, piece.sourceBegin, piece.sourceEnd);
            span.riskLogOdds = risk.logOdds; // not through a probability and back
            span.contestedBy = contenderIndex(risk.contender);
            span.surname = risk.surname;
            if (risk.contextSilent)
                span.add(ContextSilent);
        } else if (from == to) {
            continue;
        }
        m_explanation.spans.push_back(span);
    }
}

// A word for a word: the alternative is what the chain makes of it without the step that replaced
// the word (的士 → 計程車 under s2twp; without TWPhrases, 的士).
void SpanClassifier::addWord(const Piece &piece, std::string_view source, const Decision *phrase,
                             int decidedBy, int entry, int sourcePosition, int resultPosition)
{
    ExplainedSpan span{.sourcePosition = sourcePosition,
                       .sourceLength = m_sourcePosition - sourcePosition,
                       .resultPosition = resultPosition,
                       .resultLength = m_resultPosition - resultPosition,
                       .category = SpanCategory::Vocabulary,
                       .decidedBy = decidedBy,
                       .entry = entry};
    span.setRisk(VocabularyRisk);
    if (phrase) {
        std::string alternative(source);
        for (size_t step = 0; step < m_steps.size(); ++step) {
            if (int(step) != phrase->step)
                alternative = m_steps[step]->Convert(alternative);
        }
        if (alternative != piece.text)
            span.candidates = internCandidates({piece.text, alternative});
    }
    m_explanation.spans.push_back(span);
}

// As many characters on both sides, and every result character the source character or one of
// its candidates.
bool SpanClassifier::isCharacterByCharacter(const std::vector<std::string_view> &source,
                                            const std::vector<std::string_view> &result)
{
    if (source.size() != result.size())
        return false;
    for (size_t index = 0; index < source.size(); ++index) {
        if (source[index] == result[index])
            continue;
        const std::vector<std::string> &options = m_candidates.of(source[index]);
        if (std::find(options.begin(), options.end(), result[index]) == options.end())
            return false;
    }
    return true;
}

// The dictionary that settled the piece: the phrase's, or else every one that changed it.
int SpanClassifier::decidedByIndex(const Piece &piece, const Decision *phrase)
{
    if (phrase)
        return nameIndex(*phrase);
    if (piece.decisions.size() == 1)
        return nameIndex(piece.decisions.front());
    QStringList names;
    for (const Decision &decision : piece.decisions) {
        const QString name = m_explanation.text(nameIndex(decision));
        if (!names.contains(name))
            names.append(name);
    }
    return m_explanation.internText(names.join(QStringLiteral(" → ")));
}

int SpanClassifier::nameIndex(const Decision &decision)
{
    const auto known = m_nameIndexes.find(decision.entry);
    if (known != m_nameIndexes.end())
        return known->second;
    const int index = m_explanation.internText(m_names.of(decision.step, decision.entry));
    m_nameIndexes.emplace(decision.entry, index);
    return index;
}

int SpanClassifier::entryIndex(const Decision &decision)
{
    const auto known = m_entryIndexes.find(decision.entry);
    if (known != m_entryIndexes.end())
        return known->second;
    const int index = m_explanation.internText(Explanation::tr("%1 → %2").arg(
        toQString(decision.entry->Key()), toQString(decision.entry->GetDefault())));
    m_entryIndexes.emplace(decision.entry, index);
    return index;
}

int SpanClassifier::candidatesIndex(std::string_view character)
{
    std::string key(character);
    const auto known = m_candidateIndexes.find(key);
    if (known != m_candidateIndexes.end())
        return known->second;
    const int index = internCandidates(m_candidates.of(character));
    m_candidateIndexes.emplace(std::move(key), index);
    return index;
}

int SpanClassifier::contenderIndex(const opencc::DictEntry *contender)
{
    if (!contender)
        return -1;
    const auto known = m_contenderIndexes.find(contender);
    if (known != m_contenderIndexes.end())
        return known->second;
    const int index = m_explanation.internCandidates(
        {toQString(contender->Key()), toQString(contender->GetDefault())});
    m_contenderIndexes.emplace(contender, index);
    return index;
}

int SpanClassifier::internCandidates(const std::vector<std::string> &options)
{
    QStringList list;
    for (const std::string &option : options)
        list.append(toQString(option));
    return m_explanation.internCandidates(list);
}

} // namespace duizhao
