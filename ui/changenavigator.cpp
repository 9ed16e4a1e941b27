// SPDX-License-Identifier: GPL-3.0-or-later
#include "changenavigator.h"

#include "diffpane.h"
#include "positionmapping.h"
#include "sidebysideview.h"

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
    if (!m_diff || m_diff->changes.empty())
        return;
    const std::vector<TextChange> &changes = m_diff->changes;
    const DiffPane *converted = m_view->pane(DiffSide::B);
    const int cursor = converted->hasFocus() ? converted->textCursor().selectionEnd() : -1;
    int index = m_current + 1;
    if (cursor >= 0 && m_current < 0) {
        const auto after = std::upper_bound(
            changes.begin(), changes.end(), cursor,
            [](int position, const TextChange &change) { return position < change.bPosition; });
        index = int(after - changes.begin());
    }
    goTo(qMin(index, int(changes.size()) - 1));
}

void ChangeNavigator::previous()
{
    if (m_diff && !m_diff->changes.empty())
        goTo(qMax(m_current - 1, 0));
}

void ChangeNavigator::showCounterpart(DiffSide side, int position)
{
    if (!m_diff)
        return;
    const Counterpart found = counterpart(m_diff->changes, side, position);
    m_view->markCounterpart(side, found);
    if (found.change >= 0)
        setCurrent(found.change);
}

} // namespace duizhao
