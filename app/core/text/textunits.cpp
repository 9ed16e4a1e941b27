// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/text/textunits.h"

namespace duizhao {

namespace {

// Keys above the Unicode range name interned sequences.
constexpr int FirstSequenceKey = 0x110000;

struct CodePointAt {
    char32_t value;
    int width; // in UTF-16 code units
};

CodePointAt codePointAt(QStringView text, qsizetype i)
{
    const QChar c = text[i];
    if (c.isHighSurrogate() && i + 1 < text.size() && text[i + 1].isLowSurrogate())
        return {QChar::surrogateToUcs4(c, text[i + 1]), 2};
    return {c.unicode(), 1};
}

} // namespace

UnitSequence UnitTokenizer::split(QStringView text, int offsetBase)
{
    UnitSequence units;
    units.keys.reserve(size_t(text.size()));
    units.offsets.reserve(size_t(text.size()) + 1);
    qsizetype i = 0;
    while (i < text.size()) {
        const qsizetype start = i;
        const CodePointAt base = codePointAt(text, i);
        i += base.width;
        while (i < text.size()) {
            const CodePointAt next = codePointAt(text, i);
            if (!isVariationSelector(next.value))
                break;
            i += next.width;
        }
        int key = int(base.value);
        if (i - start > base.width) {
            const QString sequence = text.sliced(start, i - start).toString();
            auto it = m_sequenceKeys.constFind(sequence);
            if (it == m_sequenceKeys.cend())
                it = m_sequenceKeys.insert(sequence, FirstSequenceKey + int(m_sequenceKeys.size()));
            key = it.value();
        }
        units.keys.push_back(key);
        units.offsets.push_back(offsetBase + int(start));
    }
    units.offsets.push_back(offsetBase + int(text.size()));
    return units;
}

qsizetype codePointCount(QStringView text)
{
    qsizetype count = text.size();
    for (qsizetype i = 0; i + 1 < text.size(); ++i) {
        if (text[i].isHighSurrogate() && text[i + 1].isLowSurrogate()) {
            --count;
            ++i;
        }
    }
    return count;
}

qsizetype CodePointCursor::codePointOffset(qsizetype utf16Offset)
{
    Q_ASSERT(utf16Offset >= m_utf16);
    m_codePoints += codePointCount(m_text.sliced(m_utf16, utf16Offset - m_utf16));
    m_utf16 = utf16Offset;
    return m_codePoints;
}

} // namespace duizhao
