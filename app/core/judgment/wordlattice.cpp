// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/judgment/wordlattice.h"

#include "core/judgment/bestreadings.h"

#include <QChar>

#include <algorithm>

namespace duizhao {

namespace {

// Candidates past the eighth of a character are left out: a choice is three bits.
constexpr size_t MostCandidates = 8;
constexpr int ChoiceBits = 3;
constexpr int Unreached = BestReadings::Unreached;

} // namespace

void WordLattice::addWords(const std::vector<Options> &candidates, int begin,
                           std::vector<Word> &words) const
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
                words.push_back({begin, at + 1, *score, choices});
            const quint32 longer = range.end - range.begin - (whole ? 1 : 0);
            if (longer > 0)
                open.push_back({range, prefix.length + 1, choices});
        }
    }
}

std::vector<std::vector<WordLattice::Best>>
WordLattice::bestWith(const std::vector<Options> &candidates) const
{
    const int length = int(candidates.size());
    std::vector<Word> words;
    words.reserve(size_t(length) * 2);
    for (int begin = 0; begin < length; ++begin)
        addWords(candidates, begin, words);
    const auto [forward, backward] = BestReadings::of(words, length);
    std::vector<std::vector<Best>> best(static_cast<size_t>(length));
    for (int at = 0; at < length; ++at) {
        if (candidates[size_t(at)].size() > 1)
            best[size_t(at)].assign(std::min(size_t(candidates[size_t(at)].size()), MostCandidates),
                                    {Unreached, false});
    }
    for (const Word &word : words) {
        const int reading = forward[size_t(word.begin)] + word.score + backward[size_t(word.end)];
        for (int at = word.begin; at < word.end; ++at) {
            std::vector<Best> &readings = best[size_t(at)];
            if (readings.empty())
                continue;
            const quint32 choice =
                word.choices >> (ChoiceBits * (at - word.begin)) & ((1U << ChoiceBits) - 1);
            if (reading > readings[choice].score)
                readings[choice] = {reading, word.end - word.begin > 1};
        }
    }
    return best;
}

} // namespace duizhao
