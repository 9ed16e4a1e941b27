// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/diff/paragraphalignment.h"

#include <algorithm>

namespace duizhao {

namespace {

// Whether each line that a stretch [from, to) of text ends is blank; lineStart is where the
// line in progress began, carried from stretch to stretch. The end of the text ends its last line
// too, once, in the first stretch that reaches it and may end it: a common stretch does not, as a
// change after it may still go on with that line on the other side ("乙" against "乙\n\n丙").
std::vector<bool> endingLines(QStringView text, int from, int to, int &lineStart, bool mayEndText)
{
    std::vector<bool> blank;
    const auto endLine = [&](int end) {
        const QStringView line = text.sliced(lineStart, end - lineStart);
        blank.push_back(std::all_of(line.begin(), line.end(), [](QChar c) { return c.isSpace(); }));
        lineStart = end + 1;
    };
    for (int i = from; i < to; ++i) {
        if (text[i] == u'\n')
            endLine(i);
    }
    if (mayEndText && to == text.size() && lineStart <= to)
        endLine(to);
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
    const auto pairStretch = [&](int aFrom, int aTo, int bFrom, int bTo, bool mayEndText) {
        const std::vector<bool> aBlank = endingLines(a, aFrom, aTo, aLineStart, mayEndText);
        const std::vector<bool> bBlank = endingLines(b, bFrom, bTo, bLineStart, mayEndText);
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
        pairStretch(aAt, change.aPosition, bAt, change.bPosition, false);
        aAt = change.aPosition + change.aLength;
        bAt = change.bPosition + change.bLength;
        pairStretch(change.aPosition, aAt, change.bPosition, bAt, true);
    }
    pairStretch(aAt, int(a.size()), bAt, int(b.size()), true);
    return alignment;
}

} // namespace duizhao
