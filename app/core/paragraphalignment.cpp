// SPDX-License-Identifier: GPL-3.0-or-later
#include "paragraphalignment.h"

#include <algorithm>

namespace duizhao {

namespace {

// Whether each line that a stretch [from, to) of text ends is blank; lineStart is where the
// line in progress began, carried from stretch to stretch.
std::vector<bool> endingLines(QStringView text, int from, int to, int &lineStart)
{
    std::vector<bool> blank;
    for (int i = from; i < to; ++i) {
        if (text[i] != u'\n')
            continue;
        const QStringView line = text.sliced(lineStart, i - lineStart);
        blank.push_back(std::all_of(line.begin(), line.end(), [](QChar c) { return c.isSpace(); }));
        lineStart = i + 1;
    }
    return blank;
}

} // namespace

ParagraphAlignment alignParagraphs(QStringView a, QStringView b, const DiffResult &diff)
{
    ParagraphAlignment alignment;
    alignment.aPartner.assign(size_t(a.count(u'\n')) + 1, -1);
    alignment.bPartner.assign(size_t(b.count(u'\n')) + 1, -1);
    int aLine = 0;
    int bLine = 0;
    int aLineStart = 0;
    int bLineStart = 0;
    const auto pairStretch = [&](int aFrom, int aTo, int bFrom, int bTo) {
        const std::vector<bool> aBlank = endingLines(a, aFrom, aTo, aLineStart);
        const std::vector<bool> bBlank = endingLines(b, bFrom, bTo, bLineStart);
        const bool byCount = aBlank.size() == bBlank.size();
        size_t i = 0;
        size_t j = 0;
        while (i < aBlank.size() && j < bBlank.size()) {
            if (!byCount && aBlank[i]) {
                ++i;
                continue;
            }
            if (!byCount && bBlank[j]) {
                ++j;
                continue;
            }
            alignment.aPartner[size_t(aLine) + i] = bLine + int(j);
            alignment.bPartner[size_t(bLine) + j] = aLine + int(i);
            ++i;
            ++j;
        }
        aLine += int(aBlank.size());
        bLine += int(bBlank.size());
    };
    int aAt = 0;
    int bAt = 0;
    for (const TextChange &change : diff.changes) {
        pairStretch(aAt, change.aPosition, bAt, change.bPosition);
        aAt = change.aPosition + change.aLength;
        bAt = change.bPosition + change.bLength;
        pairStretch(change.aPosition, aAt, change.bPosition, bAt);
    }
    pairStretch(aAt, int(a.size()), bAt, int(b.size()));
    if (alignment.aPartner[size_t(aLine)] < 0 && alignment.bPartner[size_t(bLine)] < 0) {
        alignment.aPartner[size_t(aLine)] = bLine;
        alignment.bPartner[size_t(bLine)] = aLine;
    }
    return alignment;
}

} // namespace duizhao
