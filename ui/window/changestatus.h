// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/diff/textdiff.h"

#include <QWidget>

class QLabel;

namespace duizhao {

// The status bar's account of the changes: which one is current of how many, and how much of
// the text changed (the user's own edits, and whether long lines were diffed coarsely).
class ChangeStatus final : public QWidget {
    Q_OBJECT

public:
    explicit ChangeStatus(QWidget *parent = nullptr);

    // current is the index of the current change, -1 for none.
    // fixes: how many of the user edits are OpenCC's likely mistakes fixed (standing fixes).
    void setChanges(const DiffResult &diff, int current, const DiffResult &userEdits, int fixes);
    // "Change 3 of 589", "589 changes" or "No changes".
    QString changeText() const;

private:
    QLabel *m_change;
    QLabel *m_stats;
};

} // namespace duizhao
