// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QString>
#include <QStringView>

#include <algorithm>
#include <memory>
#include <optional>
#include <utility>
#include <vector>

namespace duizhao {

// Modern Traditional words and how likely each is, in the forms every config writes: the table
// that resources/words/build_words.py makes from libchewing's and rime-essay's word lists (its
// format is described there). A word's score is its probability's natural log times 100.
//
// Our own table rather than OpenCC's MarisaDict, which keeps each of a quarter of a million
// entries as strings of their own (tens of megabytes): this holds the file's three megabytes in
// three arrays, the words sorted so that those sharing a beginning stand together, which is what
// a lattice walking a sentence asks for (see narrow). The arrays lie in the bytes as read, straight
// into room of their own: the bundled lists' seven megabytes, copied twice more into arrays zeroed
// first, were a third of the time it took to start converting with fixes.
class WordList final {
public:
    // The words that begin with the same units, as a range of the sorted table.
    struct Range {
        quint32 begin = 0;
        quint32 end = 0;
        quint32 depth = 0;  // how many units every word of the range begins with
        char16_t first = 0; // at depth 1, their first unit, whose pairs narrow looks up (kept
                            // here, not read from a word's text at every step)
        bool isEmpty() const { return begin >= end; }
    };

    // The list the build made: installed beside the program (share/duizhao/words), else in the
    // build tree. Empty, with a warning, when it cannot be read: nothing is then fixed.
    static const WordList &bundled();
    static QString bundledPath();
    // Taiwan's own words, libchewing's alone in its forms (build_words.py): how Taiwan writes a
    // word that OpenCC's standard writes otherwise (了解, not 瞭解).
    static const WordList &taiwan();
    static QString taiwanPath();
    // Simplified words the same way (resources/words/build_simplified_words.py): where the words
    // of a source text begin and end.
    static const WordList &simplified();
    static QString simplifiedPath();

    // The table in bytes; empty, with *error saying why, when they are no such table.
    static WordList fromTable(QByteArrayView table, QString *error);
    // The bytes of a table of these words and scores, and the score of a character none has; for
    // tests, which build lists of their own.
    static QByteArray tableOf(std::vector<std::pair<QString, int>> words, int unknownScore);

    WordList() = default;

    bool isEmpty() const { return m_count == 0; }
    int size() const { return int(m_count); }
    // The score of a single character no word of the list is.
    int unknownScore() const { return m_unknownScore; }

    // Every word.
    Range all() const { return {0, m_count, 0}; }
    // The words of range that go on with next.
    Range narrow(Range range, QStringView next) const;
    // The score of the word that is exactly the range's beginning, if the list has it.
    std::optional<int> wholeWord(Range range) const;
    // The score of a word, if the list has it.
    std::optional<int> score(QStringView word) const;

private:
    // narrow where the lookups of a first unit and of a pair (inline: a lattice asks for them at
    // every character of every sentence) do not serve: past a word's second unit, by two units
    // from the first, and from an empty range.
    Range narrowBySearch(Range range, QStringView next) const;
    static QString bundledTablePath(const QString &name);
    static WordList read(const QString &path);
    QStringView word(quint32 index) const;

    // The bytes the arrays below point into.
    struct Bytes;
    static WordList fromBytes(std::shared_ptr<Bytes> bytes, QString *error);

    std::shared_ptr<const Bytes> m_bytes;
    quint32 m_count = 0;
    int m_unknownScore = 0;
    const quint32 *m_offsets = nullptr; // m_count + 1, into m_units
    const qint16 *m_scores = nullptr;
    const char16_t *m_units = nullptr;
    // Each word's third unit, 0 past its end: the searches after the second unit read these,
    // close together, not a word's offsets and then its text.
    std::vector<char16_t> m_thirdUnits;
    // The words' first two units, each pair once, in the words' order: the second unit (0 for a
    // word of one unit) in m_pairUnits, the first word of the pair in m_pairBegins (one more, the
    // end), and for each first unit where its pairs begin in m_pairsOfFirst (0x10001). A lattice
    // narrows by a second unit at nearly every character of every sentence; among a common
    // character's thousands of words its few hundred pairs are a short search, which then knows
    // where the words end without searching for it. The words of a first unit are those of its
    // pairs: from the first word of its first pair to that of the next unit's.
    std::vector<quint32> m_pairsOfFirst;
    std::vector<char16_t> m_pairUnits;
    std::vector<quint32> m_pairBegins;
    // Each word's length in units, at most 255 (a longer one is looked up): what wholeWord asks
    // at every step of a lattice, read from a byte rather than from two offsets.
    std::vector<quint8> m_lengths;
};

inline WordList::Range WordList::narrow(Range range, QStringView next) const
{
    if (next.isEmpty())
        return range; // as it is, its first unit too
    if (range.depth == 0 && range.begin == 0 && range.end == m_count && m_count > 0) {
        // The words beginning with a unit, looked up rather than searched: every reading of a
        // sentence starts here at every character.
        const char16_t first = next[0].unicode();
        range = {m_pairBegins[m_pairsOfFirst[first]], m_pairBegins[m_pairsOfFirst[first + 1]], 1,
                 first};
        next = next.sliced(1);
        if (next.isEmpty())
            return range;
    }
    if (range.depth == 1 && next.size() == 1 && !range.isEmpty()) {
        const auto pairsBegin = m_pairUnits.begin() + m_pairsOfFirst[range.first];
        const auto pairsEnd = m_pairUnits.begin() + m_pairsOfFirst[range.first + 1];
        const auto second = std::lower_bound(pairsBegin, pairsEnd, next[0].unicode());
        if (second == pairsEnd || *second != next[0].unicode())
            return {range.end, range.end, 2};
        const size_t index = size_t(second - m_pairUnits.begin());
        return {m_pairBegins[index], m_pairBegins[index + 1], 2};
    }
    return narrowBySearch(range, next);
}

inline std::optional<int> WordList::wholeWord(Range range) const
{
    if (range.isEmpty())
        return std::nullopt;
    const quint8 length = m_lengths[range.begin];
    if (length == 255 ? word(range.begin).size() != qsizetype(range.depth) : length != range.depth)
        return std::nullopt;
    return m_scores[range.begin];
}

} // namespace duizhao
