// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/diff/positionmapping.h"

#include <algorithm>

namespace duizhao {

std::optional<int> SpanMapper::map(int position, int length)
{
    for (; m_next < m_changes.size(); ++m_next) {
        const TextChange &change = m_changes[m_next];
        // An insertion right where the span starts comes before it.
        const bool before = change.aLength > 0 ? change.aPosition + change.aLength <= position
                                               : change.aPosition <= position;
        if (!before)
            break;
        m_shift += change.bLength - change.aLength;
    }
    for (size_t index = m_next;
         index < m_changes.size() && m_changes[index].aPosition < position + length; ++index) {
        if (m_changes[index].aLength != m_changes[index].bLength)
            return std::nullopt;
    }
    return position + m_shift;
}

int BoundaryMapper::map(int position, bool end)
{
    // Changes wholly before the position move it by what they add; an insertion right at it
    // counts as before it only for the end of a stretch.
    for (; m_next < m_changes.size(); ++m_next) {
        const TextChange &change = m_changes[m_next];
        const int changeEnd = change.aPosition + change.aLength;
        const bool before = change.aLength > 0 ? changeEnd <= position
                                               : (change.aPosition < position ||
                                                  (end && change.aPosition == position));
        if (!before)
            break;
        m_shift += change.bLength - change.aLength;
    }
    if (m_next < m_changes.size()) {
        const TextChange &change = m_changes[m_next];
        if (change.aPosition < position && position < change.aPosition + change.aLength)
            return end ? change.bPosition + change.bLength : change.bPosition;
    }
    return position + m_shift;
}

Counterpart counterpart(const std::vector<TextChange> &changes, DiffSide side, int position)
{
    const bool fromA = side == DiffSide::A;
    // The last change that starts at or before the position decides the offset between the sides.
    const auto it = std::upper_bound(changes.begin(), changes.end(), position,
                                     [fromA](int at, const TextChange &change) {
                                         return at < (fromA ? change.aPosition : change.bPosition);
                                     });
    Counterpart result{-1, position, 1, position, 1};
    if (it == changes.begin())
        return result;
    const TextChange &change = *std::prev(it);
    const int start = fromA ? change.aPosition : change.bPosition;
    const int length = fromA ? change.aLength : change.bLength;
    const int otherStart = fromA ? change.bPosition : change.aPosition;
    const int otherLength = fromA ? change.bLength : change.aLength;
    if (position < start + length)
        return {int(std::prev(it) - changes.begin()), start, length, otherStart, otherLength};
    result.otherPosition = otherStart + otherLength + (position - start - length);
    return result;
}

} // namespace duizhao
