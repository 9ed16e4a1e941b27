// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/diff/comparison.h"

#include "core/conversion/chunkedconversion.h"
#include "core/conversion/converter.h"
#include "core/diff/positionmapping.h"
#include "core/jobs/jobcontrol.h"
#include "core/text/textunits.h"

#include <QHash>

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

// How often each Han character occurs in text, as a share of all its Han characters.
QHash<char32_t, double> hanShares(QStringView text)
{
    QHash<char32_t, double> shares;
    qsizetype total = 0;
    for (const char32_t code : QStringView(text).toUcs4()) {
        if (QChar::script(code) != QChar::Script_Han)
            continue;
        shares[code] += 1;
        ++total;
    }
    for (double &share : shares)
        share /= double(qMax<qsizetype>(1, total));
    return shares;
}

double distance(const QHash<char32_t, double> &a, const QHash<char32_t, double> &b)
{
    double sum = 0;
    for (auto it = a.cbegin(); it != a.cend(); ++it)
        sum += qAbs(it.value() - b.value(it.key()));
    for (auto it = b.cbegin(); it != b.cend(); ++it) {
        if (!a.contains(it.key()))
            sum += it.value();
    }
    return sum;
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

QString automaticNormalization(QStringView first, Script firstScript, QStringView second,
                               Script secondScript, const ConverterCache &converters)
{
    const QString direction = normalizationBetween(firstScript, secondScript);
    const QStringList configs =
        direction == u"s2t"
            ? QStringList{QStringLiteral("s2t"), QStringLiteral("s2tw"), QStringLiteral("s2hk")}
        : direction == u"t2s"
            ? QStringList{QStringLiteral("t2s"), QStringLiteral("tw2s"), QStringLiteral("hk2s")}
            : QStringList();
    QList<std::shared_ptr<const Converter>> candidates;
    for (const QString &config : configs) {
        QString error;
        if (auto converter = converters.get(config, &error))
            candidates << converter;
    }
    return closestNormalization(first, second, candidates);
}

QString closestNormalization(QStringView first, QStringView second,
                             const QList<std::shared_ptr<const Converter>> &candidates)
{
    // A chapter or two is plenty to tell the regional forms apart.
    constexpr qsizetype Sample = 50'000;
    const QHash<char32_t, double> target = hanShares(second.left(Sample));
    const QString sample = first.left(Sample).toString();
    QString best;
    double bestDistance = 0;
    for (const std::shared_ptr<const Converter> &candidate : candidates) {
        if (!candidate)
            continue;
        const double far = distance(hanShares(candidate->convert(sample)), target);
        if (best.isEmpty() || far < bestDistance) {
            best = candidate->configName();
            bestDistance = far;
        }
    }
    return best;
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
