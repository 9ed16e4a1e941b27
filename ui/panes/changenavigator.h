// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/diff/positionmapping.h"
#include "core/diff/textdiff.h"

#include <QObject>

namespace duizhao {

class SideBySideView;

// Go → Next and Previous Change, and the change the cursor is in: which change of the diff shown
// is the current one, selected in both panes. Placing the cursor in one pane marks the
// corresponding place in the other; in a change, that change becomes the current one.
class ChangeNavigator final : public QObject {
    Q_OBJECT

public:
    explicit ChangeNavigator(SideBySideView *view, QObject *parent = nullptr);

    // The diff the panes now show (its owner keeps it); no change is current unless keepCurrent
    // says that it is the same diff again.
    void setDiff(const DiffResult &diff, bool keepCurrent = false);
    // The current change's index, -1 for none.
    int current() const { return m_current; }
    void goTo(int index);
    // From the current change, or from the cursor when it is in none (see stepFrom).
    void next();
    void previous();
    // The change at position of a side becomes the current one, none where no change is there;
    // the panes' marks stay as they are (the review's walk marks a span of its own).
    void followSelection(DiffSide side, int position);

Q_SIGNALS:
    void currentChanged(int index);

private:
    void showCounterpart(DiffSide side, int position);
    void setCurrent(int index);
    int stepFrom(int direction) const;

    SideBySideView *m_view;
    const DiffResult *m_diff = nullptr;
    int m_current = -1;
};

} // namespace duizhao
