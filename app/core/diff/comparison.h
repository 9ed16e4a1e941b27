// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/conversion/configcatalog.h"
#include "core/conversion/convertercache.h"
#include "core/diff/textdiff.h"

#include <QString>

#include <memory>

namespace duizhao {

class Converter;
class JobControl;

struct ComparisonOptions {
    // Both editions, or one, converted with this converter before comparing, so that what
    // remains is where they really disagree; null to compare them as they are.
    const Converter *normalizer = nullptr;
    bool normalizeA = true;
    bool normalizeB = true;
    // The diff left in the offsets of the texts as compared (normalizedA, normalizedB), for
    // showing them, rather than carried back to the texts as read.
    bool asCompared = false;
    DiffOptions diff{DiffMode::General};
};

struct Comparison {
    // Between the editions as they were read: normalized or not, the changes are in their
    // offsets, for showing and saving the raw text.
    DiffResult diff;
    // The editions as compared; null where a side was not normalized.
    QString normalizedA;
    QString normalizedB;
    bool cancelled = false;
};

// The conversion that brings a first edition into the script of the second, so that their
// comparison shows where they disagree rather than every character of the script: s2t for a
// Simplified edition against a Traditional one, t2s the other way; none when the scripts agree
// or either is mixed or undetermined.
QString normalizationBetween(Script first, Script second);
// Of the configs that bring the first edition into the second's script, the regional ones
// included (s2t, s2tw, s2hk), the one whose output is most like the second edition: a
// Taiwan-style edition is compared with s2tw's output, not with s2t's, whose 裏 and 着 it writes
// 裡 and 著. Likeness is that of the two texts' character counts, sampled from their beginnings,
// so that editions whose paragraphs differ compare as well. Empty when none is given.
QString closestNormalization(QStringView first, QStringView second,
                             const QList<std::shared_ptr<const Converter>> &candidates);

// The normalization the window makes by itself: of the configs that bring the first edition into
// the second's script (normalizationBetween), the one closest to the second
// (closestNormalization) among the standard and the regional ones the cache can load. Empty when
// the scripts agree, either is mixed or undetermined, or none loads.
QString automaticNormalization(QStringView first, Script firstScript, QStringView second,
                               Script secondScript, const ConverterCache &converters);

// Compares two editions of a text, which may differ in paragraph structure (general mode). With
// a normalizer, the diff runs on the converted texts and its changes are carried back to the
// texts as they were; a change inside a word that normalizing turned into one of another length
// covers that word.
Comparison compareEditions(QStringView a, QStringView b, const ComparisonOptions &options,
                           JobControl *control = nullptr);

} // namespace duizhao
