// SPDX-License-Identifier: GPL-3.0-or-later
#include "document/highlightbuilder.h"

#include "core/diff/positionmapping.h"
#include "document/highlightpalette.h"

#include <algorithm>

namespace duizhao {

namespace {

// Marks of highlights for the overview strip, in one pass over the text; highlights sorted. A mark
// stands for the highlights of one kind in a stretch of a paragraph (a paragraph, or up to
// MarkStretch characters of a long one), so that a paragraph of a hundred thousand characters has
// its marks spread over the strip, not piled on its first line.
constexpr int MarkStretch = 256;

void addOverviewMarks(std::vector<OverviewMark> &marks, QStringView text,
                      const std::vector<Highlight> &highlights)
{
    qsizetype scanned = 0;
    int stretchStart = -1; // the first position of the stretch's marks
    // One mark per stretch and kind; a stretch holds a few kinds at most.
    std::vector<OverviewMark> stretchMarks;
    const auto flush = [&] {
        marks.insert(marks.end(), stretchMarks.begin(), stretchMarks.end());
        stretchMarks.clear();
        stretchStart = -1;
    };
    for (const Highlight &highlight : highlights) {
        for (; scanned < highlight.position && scanned < text.size(); ++scanned) {
            if (text[scanned] == u'\n')
                flush();
        }
        if (stretchStart >= 0 && highlight.position >= stretchStart + MarkStretch)
            flush();
        if (stretchStart < 0)
            stretchStart = highlight.position;
        // A stretch's mark of a kind is quiet only while all its highlights of that kind are.
        const auto known =
            std::find_if(stretchMarks.begin(), stretchMarks.end(),
                         [&](const OverviewMark &mark) { return mark.kind == highlight.kind; });
        if (known == stretchMarks.end())
            stretchMarks.push_back({highlight.position, highlight.kind, highlight.quiet});
        else
            known->quiet = known->quiet && highlight.quiet;
    }
    flush();
}

} // namespace

PaneHighlights buildHighlights(const Explanation *explanation, const DiffResult &diff,
                               const DiffResult &userEdits, QStringView converted, bool withSource)
{
    std::vector<Highlight> sourceSide;
    std::vector<Highlight> convertedSide;
    std::vector<Highlight> edits;
    std::vector<Highlight> risky;
    if (explanation) {
        const auto &spans = explanation->spans;
        sourceSide.reserve(withSource ? spans.size() : 0);
        convertedSide.reserve(spans.size());
        SpanMapper mapper(userEdits.changes);
        for (size_t index = 0; index < spans.size(); ++index) {
            const ExplainedSpan &span = spans[index];
            const LikelyFix *fix = explanation->fixOf(index);
            // A likely mistake has a colour of its own, whether the reviewer had it fixed or not.
            const quint8 kind = fix ? quint8(FixKind) : quint8(span.category);
            const bool quiet = span.isQuiet();
            if (withSource)
                sourceSide.push_back(
                    {span.sourcePosition, span.sourceLength, int(index), kind, quiet});
            const std::optional<int> position = mapper.map(span.resultPosition, span.resultLength);
            if (!position)
                continue;
            convertedSide.push_back({*position, span.resultLength, int(index), kind, quiet});
            // A span's risk is that OpenCC's choice is wrong: where its likely fix stands (written
            // with the conversion, or picked), the choice is no longer there to check (as the
            // review panel counts, ReviewState::decisions).
            const bool fixStands =
                fix && converted.mid(*position, span.resultLength) == fix->likely;
            if (span.isRisky() && !fixStands)
                risky.push_back(convertedSide.back());
        }
    } else {
        for (const TextChange &change : diff.changes) {
            if (withSource)
                sourceSide.push_back({change.aPosition, change.aLength, -1, DifferenceKind});
            convertedSide.push_back({change.bPosition, change.bLength, -1, DifferenceKind});
        }
    }
    for (const TextChange &change : userEdits.changes)
        edits.push_back({change.bPosition, change.bLength, -1, UserEditKind});

    PaneHighlights built;
    if (explanation) {
        std::vector<OverviewMark> riskyMarks;
        addOverviewMarks(riskyMarks, converted, risky);
        for (const OverviewMark &mark : riskyMarks)
            built.riskyPositions.push_back(mark.position);
    }
    addOverviewMarks(built.overviewMarks, converted, convertedSide);
    addOverviewMarks(built.overviewMarks, converted, edits);
    std::stable_sort(built.overviewMarks.begin(), built.overviewMarks.end(),
                     [](const OverviewMark &left, const OverviewMark &right) {
                         return HighlightPalette::stackingOrder(left.kind) <
                                HighlightPalette::stackingOrder(right.kind);
                     });
    if (withSource)
        built.source = std::make_shared<std::vector<Highlight>>(std::move(sourceSide));
    built.converted = std::make_shared<std::vector<Highlight>>(std::move(convertedSide));
    built.edits = std::make_shared<std::vector<Highlight>>(std::move(edits));
    return built;
}

} // namespace duizhao
