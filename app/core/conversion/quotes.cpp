// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/conversion/quotes.h"

namespace duizhao {

namespace {

constexpr char16_t LeftDouble = u'“';
constexpr char16_t RightDouble = u'”';
constexpr char16_t LeftSingle = u'‘';
constexpr char16_t RightSingle = u'’';

QChar bracket(qsizetype depth, bool opening)
{
    if (depth % 2 == 0)
        return opening ? QChar(u'「') : QChar(u'」');
    return opening ? QChar(u'『') : QChar(u'』');
}

} // namespace

std::vector<QuoteReplacement> cornerQuotes(QStringView text)
{
    std::vector<QuoteReplacement> replacements;
    std::vector<char16_t> open; // the opening marks not yet closed on this line, outermost first
    // The outermost mark the lines before left open: a quotation that goes on into this line and
    // closes there, before any mark opens (“第一行 / 第二行”), closes as it opened. A quotation
    // whose every paragraph opens again (“第一段 / “第二段”) starts afresh.
    char16_t carried = 0;
    for (qsizetype position = 0; position < text.size(); ++position) {
        const char16_t unit = text[position].unicode();
        if (unit == u'\n') {
            if (!open.empty())
                carried = open.front();
            open.clear();
        } else if (unit == LeftDouble || unit == LeftSingle) {
            replacements.push_back({position, bracket(qsizetype(open.size()), true)});
            open.push_back(unit);
            carried = 0;
        } else if (unit == RightDouble || unit == RightSingle) {
            const char16_t opening = unit == RightDouble ? LeftDouble : LeftSingle;
            // Close the innermost pair of the same kind, and any left open inside it.
            qsizetype level = qsizetype(open.size()) - 1;
            while (level >= 0 && open[size_t(level)] != opening)
                --level;
            if (level < 0 && carried == opening) {
                replacements.push_back({position, bracket(0, false)});
                carried = 0;
                continue;
            }
            if (level < 0)
                continue; // an apostrophe (don’t), or a mark no quotation opened
            replacements.push_back({position, bracket(level, false)});
            open.resize(size_t(level));
        }
    }
    return replacements;
}

} // namespace duizhao
