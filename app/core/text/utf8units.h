// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/text/textencoding.h"

#include <QString>

#include <algorithm>
#include <string_view>
#include <vector>

// OpenCC works on UTF-8; explanations count in UTF-16 units, as QString does. Helpers for valid
// UTF-8, which is all OpenCC is given and gives back.
namespace duizhao::utf8units {

inline bool isContinuationByte(char byte)
{
    return (uchar(byte) & 0xC0) == 0x80;
}

// UTF-16 length: one unit per sequence, two for a four-byte one.
inline int utf16Length(std::string_view utf8)
{
    int length = 0;
    for (const char byte : utf8) {
        if (!isContinuationByte(byte))
            length += uchar(byte) >= 0xF0 ? 2 : 1;
    }
    return length;
}

// The pieces a long text is checked and decoded in on the workers: small enough for every core,
// large enough that handing them out costs nothing.
constexpr size_t ParallelPieceSize = 1024 * 1024;

// utf8 in pieces of about pieceSize bytes, each cut before a byte that begins a character (or
// where four bytes in a row continue one, which no valid text has): each piece then checks and
// decodes alone as it does within the whole, and pieces can be read side by side.
inline std::vector<std::string_view> piecesAtCharacters(std::string_view utf8, size_t pieceSize)
{
    std::vector<std::string_view> pieces;
    for (size_t begin = 0; begin < utf8.size();) {
        size_t end = std::min(begin + std::max<size_t>(pieceSize, 1), utf8.size());
        for (int step = 0; step < 3 && end < utf8.size() && isContinuationByte(utf8[end]); ++step)
            ++end;
        pieces.push_back(utf8.substr(begin, end - begin));
        begin = end;
    }
    return pieces;
}

inline size_t codePointCount(std::string_view utf8)
{
    size_t count = 0;
    for (const char byte : utf8)
        count += isContinuationByte(byte) ? 0 : 1;
    return count;
}

// The code points of utf8 into characters, which keeps its storage: a caller that splits text
// after text reuses one vector.
inline void splitCodePoints(std::string_view utf8, std::vector<std::string_view> &characters)
{
    characters.clear();
    size_t position = 0;
    while (position < utf8.size()) {
        size_t next = position + 1;
        while (next < utf8.size() && isContinuationByte(utf8[next]))
            ++next;
        characters.push_back(utf8.substr(position, next - position));
        position = next;
    }
}

inline std::vector<std::string_view> splitCodePoints(std::string_view utf8)
{
    std::vector<std::string_view> characters;
    splitCodePoints(utf8, characters);
    return characters;
}

// The code point that starts at byte `position` of valid UTF-8.
inline char32_t codePointAt(std::string_view utf8, size_t position)
{
    const auto byte = [&](size_t index) {
        return char32_t(uchar(utf8[index]));
    };
    const char32_t lead = byte(position);
    if (lead < 0x80)
        return lead;
    const int length = lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : 2;
    char32_t value = lead & (0x7F >> length);
    for (int index = 1; index < length && position + size_t(index) < utf8.size(); ++index)
        value = value << 6 | (byte(position + size_t(index)) & 0x3F);
    return value;
}

// Where the code point before the one at byte `position` starts; position 0 stays.
inline size_t previousCodePoint(std::string_view utf8, size_t position)
{
    if (position == 0)
        return 0;
    do
        --position;
    while (position > 0 && isContinuationByte(utf8[position]));
    return position;
}

inline QString toQString(std::string_view utf8)
{
    return TextEncoding::fromUtf8Exactly(QByteArrayView(utf8.data(), qsizetype(utf8.size())));
}

} // namespace duizhao::utf8units
