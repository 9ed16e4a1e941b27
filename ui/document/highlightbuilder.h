// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/diff/highlightspans.h"
#include "core/diff/textdiff.h"
#include "core/review/explanation.h"

#include <memory>
#include <vector>

namespace duizhao {

// What the panes and the overview strip show of a text and its conversion.
struct PaneHighlights {
    std::shared_ptr<std::vector<Highlight>> source;
    std::shared_ptr<std::vector<Highlight>> converted;
    std::shared_ptr<std::vector<Highlight>> edits; // the user's own, in the converted text
    std::vector<OverviewMark> overviewMarks;       // in the palette's stacking order
    std::vector<int> riskyPositions;               // where risky spans are, one per mark's stretch
};

// The highlights of both panes and the strip's marks. With an explanation, one per span in its
// category, tagged with the span's index, carried over the user's edits (userEdits: OpenCC's
// output against converted); without one, one per change of the diff. converted is the text the
// converted pane holds. Where the risky spans are is listed apart, so that they stand out of a
// novel's strip. Without withSource, the source pane's are left out (null).
PaneHighlights buildHighlights(const Explanation *explanation, const DiffResult &diff,
                               const DiffResult &userEdits, QStringView converted,
                               bool withSource = true);

} // namespace duizhao
