// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <algorithm>
#include <climits>
#include <vector>

namespace duizhao {

// The best readings of a stretch of `length` characters cut into words (Viterbi): for each place,
// the best score of a reading of what comes before it (forward) and of what comes after it
// (backward), a reading's score the sum of its words'. The words come in the order of their
// beginnings, each with begin, end and score: forward, a word's beginning is scored before it is
// left; backward, its end before it is reached. What no reading reaches stays at Unreached.
struct BestReadings {
    static constexpr int Unreached = INT_MIN / 4;

    std::vector<int> forward;
    std::vector<int> backward;

    template<typename Word>
    static BestReadings of(const std::vector<Word> &words, int length)
    {
        BestReadings best;
        best.read(words, length);
        return best;
    }

    // The same into these vectors, whose room is kept: a lattice reads run after run.
    template<typename Word>
    void read(const std::vector<Word> &words, int length)
    {
        forward.assign(size_t(length) + 1, Unreached);
        backward.assign(size_t(length) + 1, Unreached);
        forward[0] = 0;
        backward[size_t(length)] = 0;
        for (const Word &word : words) {
            int &score = forward[size_t(word.end)];
            score = std::max(score, forward[size_t(word.begin)] + word.score);
        }
        for (auto word = words.rbegin(); word != words.rend(); ++word) {
            int &score = backward[size_t(word->begin)];
            score = std::max(score, backward[size_t(word->end)] + word->score);
        }
    }
};

} // namespace duizhao
