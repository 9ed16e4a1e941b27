// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/judgment/wordlattice.h"
#include "core/judgment/wordlist.h"
#include "core/review/explanation.h"

#include <vector>

namespace duizhao {

// What the words of its sentence say of each character the conversion chose among candidates:
// every run of Han characters of the converted text that holds one is read as a whole
// (WordLattice), the characters without a choice as they are, those with one (a default or a
// phrase's pick, never a glossary's) as any of their candidates. A verdict is the margin of the
// best other candidate over the written one, as a natural log: 3 is a sentence twenty times
// likelier with the other.
// Twelve bytes: a novel has hundreds of thousands, held while its names are judged.
struct SentenceVerdict {
    quint32 span;
    qint32 marginScore; // the margin in the word list's scores (ln × 100), as summed
    qint8 written;      // the written candidate's index among the span's candidates
    qint8 likeliest;    // the best other candidate's
    // Whether a word holds the character in either reading; where none does, the margin says
    // only which candidate is commoner alone.
    bool inWord;

    // The sentence's log odds of likeliest over written.
    double margin() const { return marginScore / 100.0; }
};

class SentenceReadings final {
public:
    explicit SentenceReadings(const WordList &words)
        : m_words(words)
    {}

    // The spans of the explanation with a choice, in order, each with its verdict: one character
    // among candidates of one character each, decided by default or by a phrase. The runs are
    // read in parallel; the verdicts depend on the text alone, not on how it is cut.
    std::vector<SentenceVerdict> verdicts(const Explanation &explanation) const;

private:
    struct Run {
        qsizetype begin; // UTF-16 offsets into the result
        qsizetype end;
        size_t firstSpan; // the choices in it, as indexes into the list of choices
        size_t lastSpan;
    };
    // A batch's lattice and the room it reads run after run in.
    struct Reader {
        WordLattice lattice;
        std::vector<WordLattice::Options> candidates; // of each character of the run
        std::vector<int> written;                     // for each choice of the run
        std::vector<size_t> characterOf;              // the character of the run each choice is
    };
    // The run's verdicts, each into the slot of its choice, marked done.
    // options: each list of candidates as the lattice reads it, empty for one it cannot.
    static void read(const Explanation &explanation,
                     const std::vector<WordLattice::Options> &options, const Run &run,
                     const std::vector<quint32> &choices, Reader &reader,
                     std::vector<SentenceVerdict> &verdicts, std::vector<char> &done);

    const WordList &m_words;
};

} // namespace duizhao
