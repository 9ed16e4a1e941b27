// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/judgment/wordboundaries.h"

#include "core/judgment/bestreadings.h"

#include <algorithm>

namespace duizhao {

bool WordBoundaries::isWordCharacter(QChar character)
{
    return character.script() == QChar::Script_Han && !character.isSurrogate();
}

std::vector<int> WordBoundaries::costs(QStringView text, qsizetype position,
                                       qsizetype *runBegin) const
{
    qsizetype begin = position;
    while (begin > 0 && isWordCharacter(text[begin - 1]))
        --begin;
    qsizetype end = position;
    while (end < text.size() && isWordCharacter(text[end]))
        ++end;
    *runBegin = begin;
    return costsOfRun(text.sliced(begin, end - begin));
}

std::vector<int> WordBoundaries::costsOfRun(QStringView run) const
{
    const int length = int(run.size());
    struct Word {
        int begin;
        int end;
        int score;
    };
    // Every word of the list in the run, and every character alone; in the order of their
    // beginnings.
    std::vector<Word> words;
    for (int begin = 0; begin < length; ++begin) {
        WordList::Range range = m_words.all();
        bool single = false;
        for (int end = begin + 1; end <= std::min(length, begin + LongestWord); ++end) {
            range = m_words.narrow(range, run.sliced(end - 1, 1));
            if (range.isEmpty())
                break;
            if (const std::optional<int> score = m_words.wholeWord(range)) {
                words.push_back({begin, end, *score});
                single = single || end == begin + 1;
            }
        }
        if (!single)
            words.push_back({begin, begin + 1, m_words.unknownScore()});
    }
    const auto [forward, backward] = BestReadings::of(words, length);
    // The best reading with a boundary at a place is the best up to it and the best after it.
    std::vector<int> costs(size_t(length) + 1, 0);
    for (int at = 0; at <= length; ++at)
        costs[size_t(at)] = forward[size_t(length)] - (forward[size_t(at)] + backward[size_t(at)]);
    return costs;
}

} // namespace duizhao
