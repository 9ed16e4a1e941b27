// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "textdiff.h"

#include <QString>

namespace duizhao {

// Renders a diff for a terminal. Changes that share lines form a hunk. With colour, each hunk
// shows its lines from A ("-") and from B ("+") with the changed characters highlighted; without,
// one text with inline marks: 原[-来-]{+來+}.
class DiffPrinter final {
public:
    DiffPrinter(QStringView a, QStringView b, const DiffResult &diff);

    QString render(bool colour) const;

private:
    struct Hunk {
        size_t firstChange;
        size_t endChange;
        int aFirstLine, aLastLine;
        int bFirstLine, bLastLine;
    };

    std::vector<Hunk> hunks() const;
    QString renderColoured(const Hunk &hunk) const;
    QString renderInline(const Hunk &hunk) const;

    QStringView m_a;
    QStringView m_b;
    const DiffResult &m_diff;
    std::vector<int> m_aLineStarts;
    std::vector<int> m_bLineStarts;
};

} // namespace duizhao
