// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QCoreApplication>
#include <QStringList>

#include <cstdio>

namespace duizhao {

class Explanation;
struct ChapteredText;

// `duizhao review`: every span of a conversion that a person should look at (an ambiguous
// character decided by default or by a phrase, a word replaced by another) with the risk that it
// is wrong, as lines (the riskiest first) or JSON (in text order).
class ReviewCommand final {
    Q_DECLARE_TR_FUNCTIONS(ReviewCommand)

public:
    static int run(const QStringList &arguments);

    // Writes the --json object; offsets and lengths in code points of the source, lines and
    // columns 1-based. A book's spans name their chapter, and their line is the chapter's; the
    // offsets are the book's, its chapters read one after another.
    static void writeJson(FILE *stream, const QString &path, const QString &config,
                          const ChapteredText &source, const Explanation &explanation);
    // Which spans the text lists: at most `top` (all for -1), none below minimumRisk.
    struct TextListing {
        int top = -1;
        float minimumRisk = 0;
    };
    // The spans to review as lines, the riskiest first (in text order where risks are equal),
    // and how many there are and how many of them are risky.
    // A book's spans are where its chapters are: entry:line:column.
    static QString toText(const ChapteredText &source, const Explanation &explanation,
                          const TextListing &listing);
};

} // namespace duizhao
