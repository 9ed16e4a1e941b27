// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/diff/textdiff.h"

#include <optional>
#include <vector>

namespace duizhao {

// Positions carried from one text of a diff to the other.

// Carries spans of text a over to text b through the changes of a diff of a against b, for spans
// in increasing order: a span moves by what the changes before it added or removed, and keeps its
// place inside changes that replace as many units as they remove (one character picked for
// another). Where a change of another length overlaps it, the span was rewritten and has no place
// in b: a review span after the user's typing.
class SpanMapper final {
public:
    explicit SpanMapper(const std::vector<TextChange> &changes)
        : m_changes(changes)
    {}

    // position must not be smaller than in the previous call.
    std::optional<int> map(int position, int length);

private:
    const std::vector<TextChange> &m_changes;
    size_t m_next = 0; // the first change not known to lie before the last position
    int m_shift = 0;   // what the changes before it added
};

// Carries the boundaries of stretches of text a, in increasing order, over to text b through the
// changes of a diff of a against b, where a stretch may change length: a boundary inside a change
// goes to the start of the change's other side when it starts a stretch, to its end when it ends
// one. Changes found in normalized texts are carried back to the texts as read this way.
class BoundaryMapper final {
public:
    explicit BoundaryMapper(const std::vector<TextChange> &changes)
        : m_changes(changes)
    {}

    // position must not be smaller than in the previous call.
    int mapStart(int position) { return map(position, false); }
    int mapEnd(int position) { return map(position, true); }

private:
    int map(int position, bool end);

    const std::vector<TextChange> &m_changes;
    size_t m_next = 0;
    int m_shift = 0;
};

enum class DiffSide { A, B };

constexpr DiffSide otherSide(DiffSide side)
{
    return side == DiffSide::A ? DiffSide::B : DiffSide::A;
}

// What stands on the other side of a diff opposite a position: inside a change, that change on
// both sides; elsewhere the one character at the same distance after the last change before it.
struct Counterpart {
    int change = -1; // the index of the change the position is in, or -1
    int position = 0;
    int length = 0; // on the side asked from
    int otherPosition = 0;
    int otherLength = 0; // on the other side
};
Counterpart counterpart(const std::vector<TextChange> &changes, DiffSide side, int position);

} // namespace duizhao
