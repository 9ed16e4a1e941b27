// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QCoreApplication>
#include <QStringList>

namespace duizhao {

// `duizhao detect`: encoding, byte-order mark, line endings, script and a suggested config.
class DetectCommand final {
    Q_DECLARE_TR_FUNCTIONS(DetectCommand)

public:
    static int run(const QStringList &arguments);
};

} // namespace duizhao
