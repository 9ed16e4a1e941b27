// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QCoreApplication>
#include <QStringList>

namespace duizhao {

class Explanation;

// `duizhao review`: every span of a conversion that a person should look at (an ambiguous
// character decided by default or by a phrase, a word replaced by another), as lines or JSON.
class ReviewCommand final {
    Q_DECLARE_TR_FUNCTIONS(ReviewCommand)

public:
    static int run(const QStringList &arguments);

    // The --json object; offsets and lengths in code points of the source, lines and columns
    // 1-based.
    static QByteArray toJson(const QString &path, const QString &config, QStringView source,
                             const Explanation &explanation);
    static QString toText(QStringView source, const Explanation &explanation);
};

} // namespace duizhao
