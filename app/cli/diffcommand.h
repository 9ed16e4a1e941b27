// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QCoreApplication>
#include <QStringList>

namespace duizhao {

struct ChapteredText;
struct DiffResult;

// `duizhao diff`: a file against its conversion, or two files, as coloured text, JSON or stats.
class DiffCommand final {
    Q_DECLARE_TR_FUNCTIONS(DiffCommand)

public:
    static int run(const QStringList &arguments);

    // The --json object; offsets and lengths in code points of the decoded texts (a book's
    // chapters one after another), and where A's chapters begin when it is a book.
    static QByteArray toJson(const QString &aPath, const QString &bPath, const QString &config,
                             const ChapteredText &a, QStringView b, const DiffResult &diff);
    static QString statsText(const DiffResult &diff);
};

} // namespace duizhao
