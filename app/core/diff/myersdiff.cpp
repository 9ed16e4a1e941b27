// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/diff/myersdiff.h"

#include "core/jobs/jobcontrol.h"

#include <algorithm>

namespace duizhao {

MyersDiff::MyersDiff(std::span<const int> a, std::span<const int> b, qint64 workLimit,
                     const JobControl *control)
    : m_a(a)
    , m_b(b)
    , m_workLeft(workLimit)
    , m_control(control)
{}

std::vector<SequenceChange> MyersDiff::changes()
{
    m_changes.clear();
    diff(0, int(m_a.size()), 0, int(m_b.size()));
    return std::move(m_changes);
}

void MyersDiff::coarseChanges(std::span<const int> a, std::span<const int> b, int aStart,
                              int bStart, std::vector<SequenceChange> &out)
{
    if (a.empty() && b.empty())
        return;
    if (a.size() != b.size()) {
        out.push_back({aStart, int(a.size()), bStart, int(b.size())});
        return;
    }
    for (size_t i = 0; i < a.size(); ++i) {
        if (a[i] == b[i])
            continue;
        const int at = int(i);
        if (!out.empty() && out.back().aStart + out.back().aLength == aStart + at &&
            out.back().bStart + out.back().bLength == bStart + at) {
            ++out.back().aLength;
            ++out.back().bLength;
        } else {
            out.push_back({aStart + at, 1, bStart + at, 1});
        }
    }
}

bool MyersDiff::spend(qint64 work)
{
    m_workLeft -= work;
    if (m_workLeft < 0 && !m_coarse)
        m_coarse = true;
    if (!m_stopped && isCancelled(m_control))
        m_stopped = true;
    return m_workLeft >= 0 && !m_stopped;
}

void MyersDiff::addChange(int aStart, int aLength, int bStart, int bLength)
{
    if (aLength == 0 && bLength == 0)
        return;
    if (!m_changes.empty()) {
        SequenceChange &last = m_changes.back();
        if (last.aStart + last.aLength == aStart && last.bStart + last.bLength == bStart) {
            last.aLength += aLength;
            last.bLength += bLength;
            return;
        }
    }
    m_changes.push_back({aStart, aLength, bStart, bLength});
}

void MyersDiff::diff(int aBegin, int aEnd, int bBegin, int bEnd)
{
    // Common prefix and suffix are trimmed first: cheap, and most blocks shrink a lot.
    while (aBegin < aEnd && bBegin < bEnd && m_a[size_t(aBegin)] == m_b[size_t(bBegin)]) {
        ++aBegin;
        ++bBegin;
    }
    while (aBegin < aEnd && bBegin < bEnd && m_a[size_t(aEnd - 1)] == m_b[size_t(bEnd - 1)]) {
        --aEnd;
        --bEnd;
    }
    if (aBegin == aEnd || bBegin == bEnd) {
        addChange(aBegin, aEnd - aBegin, bBegin, bEnd - bBegin);
        return;
    }

    int aSplit = 0;
    int bSplit = 0;
    const Search search = findMiddle(aBegin, aEnd, bBegin, bEnd, aSplit, bSplit);
    if (search == Search::NothingInCommon) {
        addChange(aBegin, aEnd - aBegin, bBegin, bEnd - bBegin);
        return;
    }
    if (search == Search::Abandoned) {
        if (m_stopped)
            return;
        // Out of budget: report the block without searching it further.
        std::vector<SequenceChange> coarse;
        coarseChanges(m_a.subspan(size_t(aBegin), size_t(aEnd - aBegin)),
                      m_b.subspan(size_t(bBegin), size_t(bEnd - bBegin)), aBegin, bBegin, coarse);
        for (const SequenceChange &change : coarse)
            addChange(change.aStart, change.aLength, change.bStart, change.bLength);
        return;
    }
    diff(aBegin, aSplit, bBegin, bSplit);
    diff(aSplit, aEnd, bSplit, bEnd);
}

// Finds a point on an optimal edit path that splits the block into two smaller ones, searching
// from both ends at once until the furthest-reaching paths overlap.
MyersDiff::Search MyersDiff::findMiddle(int aBegin, int aEnd, int bBegin, int bEnd, int &aSplit,
                                        int &bSplit)
{
    const int n = aEnd - aBegin;
    const int m = bEnd - bBegin;
    const int maxD = (n + m + 1) / 2;
    const int offset = maxD + 1;
    const size_t width = size_t(2 * maxD + 3);
    m_forward.assign(width, -1);
    m_backward.assign(width, -1);
    m_forward[size_t(offset + 1)] = 0;
    m_backward[size_t(offset + 1)] = 0;
    const int delta = n - m;
    // With an odd delta the paths can only meet during a forward step, with an even one only
    // during a backward step.
    const bool meetsForward = (delta % 2) != 0;
    const int *a = m_a.data() + aBegin;
    const int *b = m_b.data() + bBegin;

    // Diagonals that ran off the edge of the grid are skipped from then on.
    int forwardStartTrim = 0, forwardEndTrim = 0, backwardStartTrim = 0, backwardEndTrim = 0;
    for (int d = 0; d < maxD; ++d) {
        if (!spend(2 * d + 2))
            return Search::Abandoned;
        for (int k = -d + forwardStartTrim; k <= d - forwardEndTrim; k += 2) {
            const size_t kIndex = size_t(offset + k);
            int x = (k == -d || (k != d && m_forward[kIndex - 1] < m_forward[kIndex + 1]))
                        ? m_forward[kIndex + 1]
                        : m_forward[kIndex - 1] + 1;
            int y = x - k;
            const int snakeStart = x;
            while (x < n && y < m && a[x] == b[y]) {
                ++x;
                ++y;
            }
            if (!spend(x - snakeStart))
                return Search::Abandoned;
            m_forward[kIndex] = x;
            if (x > n) {
                forwardEndTrim += 2;
            } else if (y > m) {
                forwardStartTrim += 2;
            } else if (meetsForward) {
                const int backwardK = delta - k;
                const int backwardIndex = offset + backwardK;
                if (backwardIndex >= 0 && backwardIndex < int(width) &&
                    m_backward[size_t(backwardIndex)] != -1 &&
                    x >= n - m_backward[size_t(backwardIndex)]) {
                    aSplit = aBegin + x;
                    bSplit = bBegin + y;
                    return Search::Split;
                }
            }
        }
        for (int k = -d + backwardStartTrim; k <= d - backwardEndTrim; k += 2) {
            const size_t kIndex = size_t(offset + k);
            int x = (k == -d || (k != d && m_backward[kIndex - 1] < m_backward[kIndex + 1]))
                        ? m_backward[kIndex + 1]
                        : m_backward[kIndex - 1] + 1;
            int y = x - k;
            const int snakeStart = x;
            while (x < n && y < m && a[n - x - 1] == b[m - y - 1]) {
                ++x;
                ++y;
            }
            if (!spend(x - snakeStart))
                return Search::Abandoned;
            m_backward[kIndex] = x;
            if (x > n) {
                backwardEndTrim += 2;
            } else if (y > m) {
                backwardStartTrim += 2;
            } else if (!meetsForward) {
                const int forwardK = delta - k;
                const int forwardIndex = offset + forwardK;
                if (forwardIndex >= 0 && forwardIndex < int(width) &&
                    m_forward[size_t(forwardIndex)] != -1) {
                    const int forwardX = m_forward[size_t(forwardIndex)];
                    const int forwardY = forwardX - forwardK;
                    if (forwardX >= n - x) {
                        aSplit = aBegin + forwardX;
                        bSplit = bBegin + forwardY;
                        return Search::Split;
                    }
                }
            }
        }
    }
    // The paths did not meet: the two blocks share no element at all.
    return Search::NothingInCommon;
}

} // namespace duizhao
