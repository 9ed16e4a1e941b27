// SPDX-License-Identifier: GPL-3.0-or-later
#include "highlightbuilder.h"

#include "highlightpalette.h"
#include "positionmapping.h"

#include <algorithm>

namespace duizhao {

namespace {

// Lines of highlights for the overview strip, in one pass over the text; highlights sorted.
void addOverviewMarks(std::vector<OverviewMark> &marks, QStringView text,
                      const std::vector<Highlight> &highlights)
{
    int line = 0;
    qsizetype scanned = 0;
    // One mark per line and kind; a line holds a few kinds at most.
    std::vector<OverviewMark> lineMarks;
    const auto flush = [&] {
        marks.insert(marks.end(), lineMarks.begin(), lineMarks.end());
        lineMarks.clear();
    };
    for (const Highlight &highlight : highlights) {
        for (; scanned < highlight.position && scanned < text.size(); ++scanned) {
            if (text[scanned] == u'\n') {
                ++line;
                flush();
            }
        }
        // A line's mark of a kind is quiet only while all its highlights of that kind are.
        const auto known =
            std::find_if(lineMarks.begin(), lineMarks.end(),
                         [&](const OverviewMark &mark) { return mark.kind == highlight.kind; });
        if (known == lineMarks.end())
            lineMarks.push_back({line, highlight.kind, highlight.quiet});
        else
            known->quiet = known->quiet && highlight.quiet;
    }
    flush();
}

} // namespace

PaneHighlights buildHighlights(const Explanation *explanation, const DiffResult &diff,
                               const DiffResult &userEdits, QStringView converted)
{
    std::vector<Highlight> sourceSide;
    std::vector<Highlight> convertedSide;
    std::vector<Highlight> edits;
    if (explanation) {
        const auto &spans = explanation->spans;
        sourceSide.reserve(spans.size());
        convertedSide.reserve(spans.size());
        SpanMapper mapper(userEdits.changes);
        for (size_t index = 0; index < spans.size(); ++index) {
            const ExplainedSpan &span = spans[index];
            const quint8 kind = quint8(span.category);
            const bool quiet = span.isQuiet();
            sourceSide.push_back({span.sourcePosition, span.sourceLength, int(index), kind, quiet});
            if (const std::optional<int> position =
                    mapper.map(span.resultPosition, span.resultLength))
                convertedSide.push_back({*position, span.resultLength, int(index), kind, quiet});
        }
    } else {
        for (const TextChange &change : diff.changes) {
            sourceSide.push_back({change.aPosition, change.aLength, -1, DifferenceKind});
            convertedSide.push_back({change.bPosition, change.bLength, -1, DifferenceKind});
        }
    }
    for (const TextChange &change : userEdits.changes)
        edits.push_back({change.bPosition, change.bLength, -1, UserEditKind});

    PaneHighlights built;
    if (explanation) {
        std::vector<Highlight> risky;
        for (const Highlight &highlight : convertedSide) {
            if (explanation->spans[size_t(highlight.tag)].isRisky())
                risky.push_back(highlight);
        }
        std::vector<OverviewMark> riskyMarks;
        addOverviewMarks(riskyMarks, converted, risky);
        for (const OverviewMark &mark : riskyMarks)
            built.riskyLines.push_back(mark.line);
    }
    addOverviewMarks(built.overviewMarks, converted, convertedSide);
    addOverviewMarks(built.overviewMarks, converted, edits);
    std::stable_sort(built.overviewMarks.begin(), built.overviewMarks.end(),
                     [](const OverviewMark &left, const OverviewMark &right) {
                         return HighlightPalette::stackingOrder(left.kind) <
                                HighlightPalette::stackingOrder(right.kind);
                     });
    built.source = std::make_shared<std::vector<Highlight>>(std::move(sourceSide));
    built.converted = std::make_shared<std::vector<Highlight>>(std::move(convertedSide));
    built.edits = std::make_shared<std::vector<Highlight>>(std::move(edits));
    return built;
}

} // namespace duizhao
