// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QHash>
#include <QString>

#include <vector>

namespace duizhao {

// A stretch of text as the units that the character diff compares. A unit is one Unicode code
// point, or a base character together with the variation selectors that follow it: a CJK
// Extension B character such as 𠀀 (a surrogate pair in QString) or an ideographic variation
// sequence such as 葛󠄀 (U+845B U+E0100) is compared, highlighted and counted as one whole.
struct UnitSequence {
    std::vector<int> keys;    // equal keys mean equal units
    std::vector<int> offsets; // UTF-16 offset of each unit in the text, plus one for the end

    int size() const { return int(keys.size()); }
};

// Splits texts into units. Keys of sequences (base + selectors) are interned per tokenizer, so the
// two sides of one diff must be split by the same tokenizer.
class UnitTokenizer final {
public:
    // Offsets are relative to the start of the text plus offsetBase.
    UnitSequence split(QStringView text, int offsetBase = 0);

    static bool isVariationSelector(char32_t codePoint)
    {
        return (codePoint >= 0xFE00 && codePoint <= 0xFE0F) ||
               (codePoint >= 0xE0100 && codePoint <= 0xE01EF) ||
               (codePoint >= 0x180B && codePoint <= 0x180D);
    }

private:
    QHash<QString, int> m_sequenceKeys;
};

// Number of code points in a UTF-16 text; a lone surrogate counts as one.
qsizetype codePointCount(QStringView text);

// Maps increasing UTF-16 offsets of one text to code-point offsets in a single forward pass.
class CodePointCursor final {
public:
    explicit CodePointCursor(QStringView text)
        : m_text(text)
    {}

    // utf16Offset must not be smaller than in the previous call.
    qsizetype codePointOffset(qsizetype utf16Offset);

private:
    QStringView m_text;
    qsizetype m_utf16 = 0;
    qsizetype m_codePoints = 0;
};

} // namespace duizhao
