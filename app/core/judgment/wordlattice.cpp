// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/judgment/wordlattice.h"

#include <QChar>

#include <algorithm>

namespace duizhao {

namespace {

// Candidates past the eighth of a character are left out: a choice is three bits.
constexpr size_t MostCandidates = 8;
constexpr int ChoiceBits = 3;
constexpr int Unreached = BestReadings::Unreached;

} // namespace

void WordLattice::addWords(const std::vector<Options> &candidates, int begin)
{
    struct Prefix {
        WordList::Range range;
        int length;
        quint32 choices;
    };
    // In place rather than on the heap: this runs at every character of every sentence read, and
    // a heap block each time was a tenth of reading a novel's sentences. Thirty-two prefixes
    // open at once are more than a sentence's candidates nearly ever make; more go to the heap.
    QVarLengthArray<Prefix, 32> open{{m_words.all(), 0, 0}};
    while (!open.empty()) {
        const Prefix prefix = open.back();
        open.removeLast();
        const int at = begin + prefix.length;
        if (at >= int(candidates.size()) || prefix.length == LongestWord)
            continue;
        const Options &options = candidates[size_t(at)];
        for (size_t choice = 0; choice < std::min(size_t(options.size()), MostCandidates);
             ++choice) {
            char16_t units[2];
            qsizetype length = 1;
            if (QChar::requiresSurrogates(options[choice])) {
                units[0] = QChar::highSurrogate(options[choice]);
                units[1] = QChar::lowSurrogate(options[choice]);
                length = 2;
            } else {
                units[0] = char16_t(options[choice]);
            }
            const WordList::Range range = m_words.narrow(prefix.range, QStringView(units, length));
            const quint32 choices = prefix.choices | quint32(choice)
                                                         << (ChoiceBits * prefix.length);
            const std::optional<int> whole = m_words.wholeWord(range);
            // Any single character is a reading, the rarer for being no word.
            std::optional<int> score = whole;
            if (prefix.length == 0 && !score)
                score = m_words.unknownScore();
            if (score)
                m_found.push_back({begin, at + 1, *score, choices});
            const quint32 longer = range.end - range.begin - (whole ? 1 : 0);
            if (longer > 0)
                open.push_back({range, prefix.length + 1, choices});
        }
    }
}

const WordLattice::Readings &WordLattice::bestWith(const std::vector<Options> &candidates)
{
    const int length = int(candidates.size());
    m_found.clear();
    for (int begin = 0; begin < length; ++begin)
        addWords(candidates, begin);
    m_scores.read(m_found, length);
    std::vector<Best> &best = m_readings.m_best;
    std::vector<quint32> &starts = m_readings.m_starts;
    best.clear();
    starts.clear();
    for (int at = 0; at < length; ++at) {
        starts.push_back(quint32(best.size()));
        if (candidates[size_t(at)].size() > 1)
            best.insert(best.end(), std::min(size_t(candidates[size_t(at)].size()), MostCandidates),
                        {Unreached, false});
    }
    starts.push_back(quint32(best.size()));
    for (const Word &word : m_found) {
        const int score =
            m_scores.forward[size_t(word.begin)] + word.score + m_scores.backward[size_t(word.end)];
        for (int at = word.begin; at < word.end; ++at) {
            const quint32 first = starts[size_t(at)];
            if (first == starts[size_t(at) + 1])
                continue;
            const quint32 choice =
                word.choices >> (ChoiceBits * (at - word.begin)) & ((1U << ChoiceBits) - 1);
            Best &reading = best[first + choice];
            if (score > reading.score)
                reading = {score, word.end - word.begin > 1};
        }
    }
    return m_readings;
}

} // namespace duizhao
