// SPDX-License-Identifier: GPL-3.0-or-later
#include "comparison.h"

#include "positionmapping.h"

#include "chunkedconversion.h"
#include "converter.h"
#include "jobcontrol.h"
#include "textunits.h"

namespace duizhao {

namespace {

// The normalized text of a side, and the changes normalizing made, reversed (normalized → raw).
struct NormalizedSide {
    QString text;
    std::vector<TextChange> backToRaw;
};

NormalizedSide normalize(QStringView raw, const Converter &converter, JobControl *control)
{
    NormalizedSide side;
    side.text = convertText(converter, raw, control);
    if (side.text.isNull())
        return side;
    // A conversion keeps the lines: converter mode pairs them one to one.
    const DiffResult made = diffTexts(raw, side.text, {}, control);
    side.backToRaw.reserve(made.changes.size());
    for (const TextChange &change : made.changes)
        side.backToRaw.push_back(
            {change.bPosition, change.bLength, change.aPosition, change.aLength});
    return side;
}

void countChanges(DiffResult &diff, QStringView a, QStringView b)
{
    diff.stats.changes = qint64(diff.changes.size());
    diff.stats.aCharsChanged = 0;
    diff.stats.bCharsChanged = 0;
    for (const TextChange &change : diff.changes) {
        diff.stats.aCharsChanged += codePointCount(a.sliced(change.aPosition, change.aLength));
        diff.stats.bCharsChanged += codePointCount(b.sliced(change.bPosition, change.bLength));
    }
}

} // namespace

QString normalizationBetween(Script first, Script second)
{
    if (first == Script::Simplified && second == Script::Traditional)
        return QStringLiteral("s2t");
    if (first == Script::Traditional && second == Script::Simplified)
        return QStringLiteral("t2s");
    return {};
}

Comparison compareEditions(QStringView a, QStringView b, const ComparisonOptions &options,
                           JobControl *control)
{
    Comparison comparison;
    const bool normalizeA = options.normalizer && options.normalizeA;
    const bool normalizeB = options.normalizer && options.normalizeB;
    NormalizedSide aSide;
    NormalizedSide bSide;
    if (normalizeA)
        aSide = normalize(a, *options.normalizer, control);
    if (normalizeB && !isCancelled(control))
        bSide = normalize(b, *options.normalizer, control);
    if (isCancelled(control)) {
        comparison.cancelled = true;
        return comparison;
    }
    const QStringView aCompared = normalizeA ? QStringView(aSide.text) : a;
    const QStringView bCompared = normalizeB ? QStringView(bSide.text) : b;
    comparison.diff = diffTexts(aCompared, bCompared, options.diff, control);
    comparison.cancelled = comparison.diff.cancelled;
    if ((normalizeA || normalizeB) && !options.asCompared) {
        BoundaryMapper aMapper(aSide.backToRaw);
        BoundaryMapper bMapper(bSide.backToRaw);
        for (TextChange &change : comparison.diff.changes) {
            if (normalizeA) {
                const int start = aMapper.mapStart(change.aPosition);
                change.aLength = aMapper.mapEnd(change.aPosition + change.aLength) - start;
                change.aPosition = start;
            }
            if (normalizeB) {
                const int start = bMapper.mapStart(change.bPosition);
                change.bLength = bMapper.mapEnd(change.bPosition + change.bLength) - start;
                change.bPosition = start;
            }
        }
        countChanges(comparison.diff, a, b);
    }
    comparison.normalizedA = std::move(aSide.text);
    comparison.normalizedB = std::move(bSide.text);
    return comparison;
}

} // namespace duizhao
