// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QStringView>

// Code points of a UTF-16 text at a span's offsets: what the whole text's judgments read around a
// span, where 𠀀 and its like are two units.
namespace duizhao::utf16units {

// The code point that starts at a position, or 0 outside the text.
inline char32_t codePointAt(QStringView text, qsizetype position)
{
    if (position < 0 || position >= text.size())
        return 0;
    const QChar unit = text[position];
    if (unit.isHighSurrogate() && position + 1 < text.size() && text[position + 1].isLowSurrogate())
        return QChar::surrogateToUcs4(unit, text[position + 1]);
    return unit.unicode();
}

// The code point that ends before a position, or 0 at the start.
inline char32_t codePointBefore(QStringView text, qsizetype position)
{
    if (position <= 0 || position > text.size())
        return 0;
    if (position >= 2 && text[position - 1].isLowSurrogate() &&
        text[position - 2].isHighSurrogate())
        return codePointAt(text, position - 2);
    return text[position - 1].unicode();
}

} // namespace duizhao::utf16units
