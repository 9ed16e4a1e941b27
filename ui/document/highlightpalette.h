// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/diff/highlightspans.h"
#include "core/review/explanation.h"

#include <QColor>
#include <QCoreApplication>
#include <QString>

#include <vector>

namespace duizhao {

// What the panes and the overview strip colour: the span categories (SpanCategory), then these.
enum HighlightKind : quint8 {
    DifferenceKind = SpanCategoryCount, // a difference with no explanation
    UserEditKind,
    FixKind, // a likely mistake of OpenCC's (Explanation::fixes), fixed or not
    HighlightKindCount,
};

// Colours and names of the highlight kinds (the span categories, plain differences, the user's
// edits, OpenCC's likely mistakes), and the filters that show some of them.
class HighlightPalette final {
    Q_DECLARE_TR_FUNCTIONS(HighlightPalette)

public:
    // Translucent, so that they read on light and dark backgrounds alike; indexed by kind.
    static const std::vector<QColor> &colours();
    // The same, opaque, for the overview strip and the legend.
    static std::vector<QColor> solidColours();
    // What marks a risky span or decision: the overview strip's marks, the Decisions list's risk.
    static QColor riskyColour() { return {0xc0, 0x20, 0x20}; }
    static QString title(quint8 kind);

    enum Filter {
        ShowAll,
        ShowNeedsLook, // ambiguous, phrase-settled, vocabulary, and the user's edits
        ShowAmbiguous,
        ShowPhrase,
        ShowVocabulary,
        ShowConversion,
        ShowGlossary,
        ShowPunctuation,
        ShowEdits,
        FilterCount,
    };
    static QString filterTitle(Filter filter);
    // A bit per kind shown, and QuietHighlightsBit where quiet highlights (spans no decision
    // rests on) show too: with every filter but "What needs a decision".
    static quint32 kindsShown(Filter filter);

    // Which kind is drawn over which where two share a row of the overview strip: what needs a
    // decision over the routine changes, the user's edits over everything.
    static int stackingOrder(quint8 kind);
};

} // namespace duizhao
