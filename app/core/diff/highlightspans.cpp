// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/diff/highlightspans.h"

#include <algorithm>

namespace duizhao {

void followEdit(std::vector<Highlight> &highlights, int position, int removed, int added)
{
    // A stretch replaced by one as long keeps the spans inside where they are: several picks made
    // as one step of the undo history reach us as one change from the first to the last.
    if (removed == added)
        return;
    std::erase_if(highlights, [&](const Highlight &highlight) {
        return highlight.position >= position &&
               highlight.position + highlight.length <= position + removed &&
               !(highlight.position == position && highlight.length == removed);
    });
    for (Highlight &highlight : highlights) {
        if (highlight.position >= position + removed) {
            highlight.position += added - removed;
        } else if (highlight.position == position && highlight.length == removed) {
            highlight.length = added; // replaced as a whole
        } else if (highlight.position + highlight.length > position) {
            // Partly replaced: it ends where the replacement does, at least.
            highlight.length =
                qMax(highlight.length + added - removed, position + added - highlight.position);
        }
    }
}

void recordEdit(std::vector<Highlight> &edits, int position, int removed, int added, quint8 kind)
{
    followEdit(edits, position, removed, added);
    if (added == 0)
        return;
    const auto at = std::lower_bound(edits.begin(), edits.end(), position,
                                     [](const Highlight &h, int p) { return h.position < p; });
    if (at == edits.end() || at->position != position)
        edits.insert(at, Highlight{position, added, -1, kind});
}

std::optional<size_t> nextHighlight(const std::vector<Highlight> &highlights, int from,
                                    int direction,
                                    const std::function<bool(const Highlight &)> &accept)
{
    const qsizetype count = qsizetype(highlights.size());
    const auto start = std::lower_bound(highlights.begin(), highlights.end(), from,
                                        [](const Highlight &h, int p) { return h.position < p; });
    qsizetype first = start - highlights.begin();
    if (direction > 0 && first < count && highlights[size_t(first)].position == from)
        ++first; // past the current one
    if (direction < 0)
        --first;
    for (qsizetype step = 0; step < count; ++step) {
        const qsizetype index = ((first + direction * step) % count + count) % count;
        if (accept(highlights[size_t(index)]))
            return size_t(index);
    }
    return std::nullopt;
}

} // namespace duizhao
