// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

#include <optional>
#include <vector>

namespace duizhao {

class JobControl;

// A difference between two texts in UTF-16 offsets (what a text widget needs). One side may be
// empty. Offsets are int: texts are limited to 512 MiB, and a compact change matters when a
// conversion changes hundreds of thousands of characters.
struct TextChange {
    int aPosition = 0;
    int aLength = 0;
    int bPosition = 0;
    int bLength = 0;

    friend bool operator==(const TextChange &, const TextChange &) = default;
};

struct DiffStats {
    qint64 changes = 0;
    qint64 aCharsChanged = 0; // code points
    qint64 bCharsChanged = 0; // code points
    // Rows that differ in a side-by-side view: a changed block of lines counts as many rows as
    // its longer side.
    qint64 linesChanged = 0;
};

enum class DiffMode {
    // A conversion keeps the line structure: line i of one text pairs with line i of the other.
    Converter,
    // Lines may be inserted, removed, merged or split: a line diff aligns them first.
    General,
};

struct DiffOptions {
    DiffMode mode = DiffMode::Converter;
    // For comparing two editions. Blank lines: lines of nothing but whitespace, on either side.
    // Whitespace: spaces, tabs, full-width spaces and line breaks, so that a paragraph split or
    // merged differs no more. Punctuation: Unicode punctuation (，。「」…). Ignoring blank lines
    // works in general mode, which diffTexts then uses.
    bool ignoreBlankLines = false;
    bool ignoreWhitespace = false;
    bool ignorePunctuation = false;
    // Changes separated by an equal run no longer than either of them become one change
    // (麻雀虽小 → 麻將雖小 reads as one change, not three).
    bool semanticCleanup = false;
    // Search steps allowed per block, beyond which the block is reported coarsely. Proportional
    // to the block's size so that the whole diff stays linear in the worst case.
    qint64 baseWorkLimit = 2'000'000;
    qint64 workPerUnit = 64;
};

struct DiffResult {
    std::vector<TextChange> changes; // sorted by position on both sides
    DiffStats stats;
    DiffMode mode = DiffMode::Converter; // the mode actually used
    bool coarse = false;                 // some block was too costly to search exactly
    bool cancelled = false;              // incomplete; discard it
};

// Offsets at which each line of a text starts: 0, and one past every '\n'.
std::vector<int> lineStarts(QStringView text);
// The line (from 0) a position is on, by its text's lineStarts; and the last line that `length`
// units from it reach (its own line when empty).
int lineOf(const std::vector<int> &starts, int position);
int lastLineOf(const std::vector<int> &starts, int position, int length);

// Compares two texts unit by unit (code points, variation sequences kept whole; see
// UnitSequence). No cleanup merges short equal runs: each substituted character is a change of its
// own (发展经济 → 發展經濟 gives 发/發, 经/經, 济/濟), which is what reviewing a conversion needs.
//
// Converter mode falls back to general mode when the line counts differ. Long texts are diffed on
// all cores; the optional control is advanced by lines and can cancel.
DiffResult diffTexts(QStringView a, QStringView b, const DiffOptions &options = {},
                     JobControl *control = nullptr);

// A diff of a against b, where b is c edited: c has a's lines one for one (OpenCC's output of a),
// and edits is the diff of c against b (the user's edits). The conversion's own diff, line by
// line, is composed with the edits: each change stays where neither touches the other, and where
// an edit meets a conversion's change, that stretch of a is diffed against what it became. A
// paragraph the user split or joined thus still pairs with its source, exactly: diffTexts would
// pair the lines by number while there are as many, and else diff the two texts, in two scripts,
// as one block, slowly, no line of one being found in the other. Without such a c, general mode.
DiffResult diffAlongEdits(QStringView a, QStringView c, QStringView b,
                          const std::vector<TextChange> &edits, const DiffOptions &options = {},
                          JobControl *control = nullptr);

} // namespace duizhao
