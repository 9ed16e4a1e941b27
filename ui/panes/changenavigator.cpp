// SPDX-License-Identifier: GPL-3.0-or-later
#include "panes/changenavigator.h"

#include "core/diff/positionmapping.h"
#include "panes/diffpane.h"
#include "panes/sidebysideview.h"

#include <algorithm>

namespace duizhao {

ChangeNavigator::ChangeNavigator(SideBySideView *view, QObject *parent)
    : QObject(parent)
    , m_view(view)
{
    connect(m_view, &SideBySideView::cursorMoved, this, &ChangeNavigator::showCounterpart);
}

void ChangeNavigator::setDiff(const DiffResult &diff, bool keepCurrent)
{
    m_diff = &diff;
    if (keepCurrent && m_current < int(diff.changes.size())) {
        setCurrent(m_current);
        return;
    }
    for (const DiffSide side : {DiffSide::A, DiffSide::B})
        m_view->pane(side)->setCurrent({-1, 0});
    setCurrent(-1);
}

void ChangeNavigator::setCurrent(int index)
{
    m_current = index;
    Q_EMIT currentChanged(index);
}

void ChangeNavigator::goTo(int index)
{
    if (!m_diff || index < 0 || index >= int(m_diff->changes.size()))
        return;
    const TextChange &change = m_diff->changes[size_t(index)];
    m_view->select(change.aPosition, change.aLength, change.bPosition, change.bLength);
    setCurrent(index);
}

void ChangeNavigator::next()
{
    if (m_diff && !m_diff->changes.empty())
        goTo(qMin(stepFrom(1), int(m_diff->changes.size()) - 1));
}

void ChangeNavigator::previous()
{
    if (m_diff && !m_diff->changes.empty())
        goTo(qMax(stepFrom(-1), 0));
}

void ChangeNavigator::followSelection(DiffSide side, int position)
{
    if (m_diff)
        setCurrent(counterpart(m_diff->changes, side, position).change);
}

// The change after (before) the current one; with none current (the cursor left it, or none was
// gone to yet), the first change after (the last before) the cursor of the pane last worked in.
int ChangeNavigator::stepFrom(int direction) const
{
    if (m_current >= 0)
        return m_current + direction;
    const std::vector<TextChange> &changes = m_diff->changes;
    const DiffSide side = m_view->lastFocused();
    const QTextCursor cursor = m_view->pane(side)->textCursor();
    const int from = direction > 0 ? cursor.selectionEnd() : cursor.selectionStart();
    const auto firstFrom = std::partition_point(
        changes.begin(), changes.end(), [side, from](const TextChange &change) {
            return (side == DiffSide::A ? change.aPosition : change.bPosition) < from;
        });
    return int(firstFrom - changes.begin()) - (direction > 0 ? 0 : 1);
}

void ChangeNavigator::showCounterpart(DiffSide side, int position)
{
    if (!m_diff)
        return;
    const Counterpart found = counterpart(m_diff->changes, side, position);
    m_view->markCounterpart(side, found);
    // Out of every change, none is current: Next and Previous go from the cursor.
    setCurrent(found.change);
}

} // namespace duizhao
