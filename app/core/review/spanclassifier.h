// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/judgment/riskmodel.h"
#include "core/review/candidatetable.h"
#include "core/review/explanation.h"
#include "core/review/retrace.h"

#include <string_view>
#include <unordered_map>
#include <vector>

namespace duizhao {

class DictionaryNames;

// Turns retraced pieces, in text order, into an explanation's spans: a character converted one to
// one, a character with several candidates decided by default or settled by a phrase, a word
// replaced by another word. Strings are interned in the explanation; names and entries are looked
// up once. One classifier belongs to one walk, and so to one thread.
class SpanClassifier final {
public:
    // text is the whole source the pieces come from, in UTF-8: a span's risk looks at its
    // neighbours and at the phrases around it.
    SpanClassifier(const RetraceChain &chain, const DictionaryNames &names,
                   Explanation &explanation, std::string_view text);

    // The next piece.
    void add(const Piece &piece);

private:
    // The piece's characters, split by add into m_sourceCharacters and m_resultCharacters.
    void addCharacters(const Piece &piece, int decidedBy, int entry, const Decision *phrase,
                       int sourcePosition, int resultPosition);
    void addWord(const Piece &piece, std::string_view source, const Decision *phrase, int decidedBy,
                 int entry, int sourcePosition, int resultPosition);
    bool isCharacterByCharacter(const std::vector<std::string_view> &source,
                                const std::vector<std::string_view> &result);
    int decidedByIndex(const Piece &piece, const Decision *phrase);
    int nameIndex(const Decision &decision);
    int entryIndex(const Decision &decision);
    int candidatesIndex(std::string_view character);
    int internCandidates(const std::vector<std::string> &options);
    int contenderIndex(const opencc::DictEntry *contender);

    const ConversionSteps &m_steps;
    const DictionaryNames &m_names;
    Explanation &m_explanation;
    std::string_view m_text;
    CandidateTable m_candidates;
    RiskModel m_risk;
    std::unordered_map<std::string, int> m_candidateIndexes;
    std::unordered_map<const opencc::DictEntry *, int> m_nameIndexes;
    std::unordered_map<const opencc::DictEntry *, int> m_entryIndexes;
    std::unordered_map<const opencc::DictEntry *, int> m_contenderIndexes;
    int m_sourcePosition = 0;
    int m_resultPosition = 0;
    // The characters of the piece being added, kept from piece to piece for their storage.
    std::vector<std::string_view> m_sourceCharacters;
    std::vector<std::string_view> m_resultCharacters;
};

} // namespace duizhao
