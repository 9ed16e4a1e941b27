// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QCoreApplication>
#include <QStringList>

namespace duizhao {

struct ScriptReport;

// `duizhao detect`: encoding, byte-order mark, line endings, script and a suggested config; for an
// EPUB book, its chapters and their script.
class DetectCommand final {
    Q_DECLARE_TR_FUNCTIONS(DetectCommand)

public:
    static int run(const QStringList &arguments);

private:
    static QString scriptLines(const ScriptReport &report);
};

} // namespace duizhao
