// SPDX-License-Identifier: GPL-3.0-or-later
#include "document/highlightpalette.h"

#include <array>

namespace duizhao {

namespace {

constexpr quint32 bit(int kind)
{
    return 1U << kind;
}

} // namespace

const std::vector<QColor> &HighlightPalette::colours()
{
    static const std::vector<QColor> colours{
        QColor(40, 170, 70, 70),   // conversion: green
        QColor(150, 70, 210, 90),  // vocabulary: violet
        QColor(245, 120, 0, 130),  // ambiguous: orange
        QColor(225, 195, 0, 100),  // phrase: yellow
        QColor(110, 110, 110, 80), // protected: grey
        QColor(0, 150, 160, 90),   // glossary: teal
        QColor(225, 60, 140, 90),  // punctuation: pink
        QColor(230, 60, 50, 70),   // difference: red
        QColor(60, 110, 230, 110), // user edit: blue
        QColor(170, 0, 0, 120),    // likely mistake of OpenCC: dark red
    };
    return colours;
}

std::vector<QColor> HighlightPalette::solidColours()
{
    std::vector<QColor> solid = colours();
    for (QColor &colour : solid)
        colour.setAlpha(255);
    return solid;
}

QString HighlightPalette::title(quint8 kind)
{
    if (kind < SpanCategoryCount)
        return categoryTitle(SpanCategory(kind));
    if (kind == DifferenceKind)
        return tr("Difference");
    if (kind == FixKind)
        return tr("Likely mistake of OpenCC");
    return tr("Your edits");
}

int HighlightPalette::stackingOrder(quint8 kind)
{
    // By kind: conversion, vocabulary, ambiguous, phrase, protected, glossary, punctuation,
    // difference, user edit, likely mistake.
    static constexpr std::array<int, HighlightKindCount> order{1, 5, 6, 4, 2, 3, 2, 0, 8, 7};
    return kind < HighlightKindCount ? order[kind] : 0;
}

QString HighlightPalette::filterTitle(Filter filter)
{
    switch (filter) {
    case ShowAll:
        return tr("All changes");
    case ShowNeedsLook:
        return tr("What needs a decision");
    case ShowAmbiguous:
        return tr("Ambiguous, decided by default");
    case ShowPhrase:
        return tr("Ambiguous, settled by a phrase");
    case ShowVocabulary:
        return tr("Vocabulary");
    case ShowConversion:
        return tr("One-to-one changes");
    case ShowGlossary:
        return tr("Glossary");
    case ShowPunctuation:
        return tr("Quotation marks");
    case ShowEdits:
        return tr("Your edits");
    case FilterCount:
        break;
    }
    return {};
}

quint32 HighlightPalette::kindsShown(Filter filter)
{
    const auto kind = [](SpanCategory category) {
        return bit(int(category));
    };
    const quint32 quiet = bit(QuietHighlightsBit);
    // A likely mistake is an ambiguous span, decided by default or by a phrase.
    const quint32 fix = bit(FixKind);
    switch (filter) {
    case ShowAll:
        return ~0U;
    case ShowNeedsLook: // the decisions alone
        return kind(SpanCategory::Ambiguous) | kind(SpanCategory::Phrase) |
               kind(SpanCategory::Vocabulary) | bit(UserEditKind) | fix;
    case ShowAmbiguous:
        return kind(SpanCategory::Ambiguous) | fix | quiet;
    case ShowPhrase:
        return kind(SpanCategory::Phrase) | fix | quiet;
    case ShowVocabulary:
        return kind(SpanCategory::Vocabulary) | quiet;
    case ShowConversion:
        return kind(SpanCategory::Conversion) | bit(DifferenceKind) | quiet;
    case ShowGlossary:
        return kind(SpanCategory::Glossary) | kind(SpanCategory::Protected) | quiet;
    case ShowPunctuation:
        return kind(SpanCategory::Punctuation) | quiet;
    case ShowEdits:
        return bit(UserEditKind) | quiet;
    case FilterCount:
        break;
    }
    return ~0U;
}

} // namespace duizhao
