// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QtGlobal>

#include <functional>
#include <optional>
#include <vector>

namespace duizhao {

// A stretch of a text to highlight, in UTF-16 offsets; a list of them is sorted and without
// overlaps.
struct Highlight final {
    int position = 0;
    int length = 0;  // 0 marks an insertion point on the other side
    int tag = -1;    // what the highlight stands for, for its owner (a span's index)
    quint8 kind = 0; // which colour, and which filter shows it
    // A span no decision rests on (了 → 了 at no risk): hidden where only decisions are shown.
    bool quiet = false;
};

// Highlights of some kind in a stretch of the text, as an overview of the whole text marks them:
// where the first of them is.
struct OverviewMark {
    int position = 0; // in the text
    quint8 kind = 0;
    bool quiet = false; // of quiet highlights alone (see Highlight::quiet)
};

// In a set of shown kinds (a bit per kind), the bit that shows quiet highlights too.
inline constexpr quint8 QuietHighlightsBit = 30;

// Carries highlights through an edit of their text (characters [position, position + removed)
// replaced by added ones): those after it move, one replaced as a whole takes the replacement's
// length, one partly replaced ends where the replacement does at least, and those inside it that
// it did not replace as a whole are gone. So a pick of another character keeps its span, and so do
// several picks made in one step, which arrive as one replacement as long as what it replaced.
void followEdit(std::vector<Highlight> &highlights, int position, int removed, int added);

// Carries the marks of the user's edits through one more edit, and marks what it added (with
// kind), unless a mark starts there already.
void recordEdit(std::vector<Highlight> &edits, int position, int removed, int added, quint8 kind);

// The index of the next highlight from position `from` in a direction (+1 onwards, -1 back) that
// `accept` takes, wrapping around the end; one at `from` itself counts going back, never going
// onwards (it is the current one). None when none is accepted.
std::optional<size_t> nextHighlight(const std::vector<Highlight> &highlights, int from,
                                    int direction,
                                    const std::function<bool(const Highlight &)> &accept);

} // namespace duizhao
