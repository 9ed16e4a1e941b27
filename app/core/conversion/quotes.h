// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

#include <vector>

namespace duizhao {

struct QuoteReplacement {
    qsizetype position = 0; // UTF-16 offset of the quotation mark
    QChar replacement;
};

// Corner brackets for curly quotation marks, as Traditional Chinese typesetting has them: “” and
// ‘’ become 「」 for the outermost pair and 『』 for a pair inside it, then 「」 again, whichever
// kind the source used at each level. Nesting starts afresh on every line, because a quotation
// that runs over several paragraphs opens again on each one and closes only on the last. A closing
// mark with no opening one (an apostrophe, don’t) is left alone.
std::vector<QuoteReplacement> cornerQuotes(QStringView text);

} // namespace duizhao
