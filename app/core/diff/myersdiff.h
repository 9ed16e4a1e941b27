// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QtGlobal>

#include <span>
#include <vector>

namespace duizhao {

class JobControl;

// One difference between two sequences: a[aStart, aStart + aLength) was replaced by
// b[bStart, bStart + bLength). One of the lengths may be zero (a pure insertion or deletion).
struct SequenceChange {
    int aStart = 0;
    int aLength = 0;
    int bStart = 0;
    int bLength = 0;

    friend bool operator==(const SequenceChange &, const SequenceChange &) = default;
};

// Myers' O(ND) difference algorithm in its linear-space form (divide at the middle snake), on
// sequences of int keys: the same engine serves characters (code-point keys) and lines (line ids).
//
// It is written here rather than taken from a library because none of the maintained ones fits:
// diff-match-patch and Qt Creator's Differ compare UTF-16 code units and can split a surrogate
// pair, and none bounds its work in a way that degrades per block instead of per call.
//
// Work is bounded: every step of the search counts against workLimit, and once it is spent the
// blocks still undivided are reported coarsely (see coarseChanges) and isCoarse() turns true. The
// search also stops when the optional JobControl is cancelled; the result is then incomplete and
// must be discarded by the caller.
class MyersDiff final {
public:
    MyersDiff(std::span<const int> a, std::span<const int> b, qint64 workLimit,
              const JobControl *control = nullptr);

    // Sorted changes; changes that touch each other are merged into one.
    std::vector<SequenceChange> changes();
    bool isCoarse() const { return m_coarse; }

    // The fallback for a block that was not searched: position by position when both sides have
    // the same length (a conversion mostly substitutes one character for one), else one change.
    static void coarseChanges(std::span<const int> a, std::span<const int> b, int aStart,
                              int bStart, std::vector<SequenceChange> &out);

private:
    enum class Search { Split, NothingInCommon, Abandoned };

    void diff(int aBegin, int aEnd, int bBegin, int bEnd);
    Search findMiddle(int aBegin, int aEnd, int bBegin, int bEnd, int &aSplit, int &bSplit);
    bool spend(qint64 work);
    void addChange(int aStart, int aLength, int bStart, int bLength);

    std::span<const int> m_a;
    std::span<const int> m_b;
    qint64 m_workLeft;
    const JobControl *m_control;
    bool m_coarse = false;
    bool m_stopped = false;
    std::vector<int> m_forward;
    std::vector<int> m_backward;
    std::vector<SequenceChange> m_changes;
};

} // namespace duizhao
