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
    for (qsizetype position = 0; position < text.size(); ++position) {
        const char16_t unit = text[position].unicode();
        if (unit == u'\n') {
            open.clear();
        } else if (unit == LeftDouble || unit == LeftSingle) {
            replacements.push_back({position, bracket(qsizetype(open.size()), true)});
            open.push_back(unit);
        } else if (unit == RightDouble || unit == RightSingle) {
            const char16_t opening = unit == RightDouble ? LeftDouble : LeftSingle;
            // Close the innermost pair of the same kind, and any left open inside it.
            qsizetype level = qsizetype(open.size()) - 1;
            while (level >= 0 && open[size_t(level)] != opening)
                --level;
            if (level < 0)
                continue;
            replacements.push_back({position, bracket(level, false)});
            open.resize(size_t(level));
        }
    }
    return replacements;
}

} // namespace duizhao
