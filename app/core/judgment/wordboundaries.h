// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/judgment/wordlist.h"

#include <QStringView>

#include <vector>

namespace duizhao {

// Where the words of a Simplified text begin and end, as a reader of it sees them: each run of
// Han characters read as its likeliest words of a list of Simplified words (the bundled one is
// jieba's, WordList::simplified), a character no word has counting as the rarest word. For each
// place between two characters, how much less likely the best reading is that puts a word's end
// there: nothing where the likeliest reading does (少数|组织), a lot inside a common word (少|数组|
// 织 reads far less likely than 少数组织). A phrase of OpenCC's that the text's words cut through
// (数组 → 陣列 in 少数组织) is likely a mistake.
//
// Our own few lines of Viterbi rather than a segmentation library: the word list is the one
// WordList holds already, and the answer wanted is a cost at every boundary, which segmenters do
// not give (they return the one best cut).
class WordBoundaries final {
public:
    static constexpr int LongestWord = 8; // in UTF-16 units

    explicit WordBoundaries(const WordList &words)
        : m_words(words)
    {}

    // For the run of Han characters around text[position], the cost of a boundary at each place
    // from the run's start to its end, in the list's score (a natural log × 100); 0 at both ends.
    // *runBegin is where the run starts.
    std::vector<int> costs(QStringView text, qsizetype position, qsizetype *runBegin) const;
    // The cost of a boundary at each place of a run of Han characters, whole.
    std::vector<int> costsOfRun(QStringView run) const;

    // Whether a character is one a word of the list may hold (a Han character of the Basic
    // Multilingual Plane: jieba's words are).
    static bool isWordCharacter(QChar character);

private:
    const WordList &m_words;
};

} // namespace duizhao
