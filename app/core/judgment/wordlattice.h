// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/judgment/bestreadings.h"
#include "core/judgment/wordlist.h"

#include <QVarLengthArray>

#include <span>
#include <vector>

namespace duizhao {

// The readings of a stretch of text whose characters may each be one of several candidates (发 is
// 發 or 髮), in the words of a WordList: a reading cuts the stretch into words of the list or
// single characters, and scores the sum of their scores (the log of a product of independent
// probabilities). For each candidate of a character with several, the score of the best whole
// reading that has that candidate there: the margin between two candidates says how much the
// sentence prefers one, every choice around it made at its best (冲茶 reads 沖茶; 冲过去, 衝過去).
//
// The reading is decided over the stretch together, not one character at a time: a lattice of
// words, best scores forward and backward (Viterbi), which is linear in the stretch. A stretch is
// a run of Han characters; words do not cross punctuation.
class WordLattice final {
public:
    static constexpr int LongestWord = 6; // in characters

    explicit WordLattice(const WordList &words)
        : m_words(words)
    {}

    // The best reading with a candidate at a character: its score, and whether a word of the
    // list holds the character there (or the reading has it as a character alone, which says
    // only how common the character is).
    struct Best {
        int score;
        bool inWord;
    };

    // A character's candidates, kept in place: a stretch has one for each of its characters,
    // most with a single candidate, and a heap block each would cost more than reading it.
    using Options = QVarLengthArray<char32_t, 4>;

    // For each character of a stretch, the best reading with each of its candidates, empty for
    // those with one.
    class Readings final {
    public:
        std::span<const Best> at(size_t character) const
        {
            return std::span<const Best>(m_best).subspan(
                m_starts[character], m_starts[character + 1] - m_starts[character]);
        }

    private:
        friend WordLattice;
        std::vector<Best> m_best;
        std::vector<quint32> m_starts; // each character's first in m_best, and the end
    };

    // For each character of the stretch its candidates, a single one where nothing is to
    // decide. The readings stand until the next call: a lattice reads stretch after stretch in
    // the room of its own that it keeps.
    const Readings &bestWith(const std::vector<Options> &candidates);

private:
    struct Word {
        int begin;
        int end;
        int score;
        quint32 choices; // the candidate at each character, three bits each
    };
    void addWords(const std::vector<Options> &candidates, int begin);

    const WordList &m_words;
    std::vector<Word> m_found;
    BestReadings m_scores;
    Readings m_readings;
};

} // namespace duizhao
