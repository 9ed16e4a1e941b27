// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QColor>
#include <QCoreApplication>
#include <QString>

#include <vector>

namespace duizhao {

// Colours and names of the highlight kinds (the span categories, plain differences, the user's
// edits), and the filters that show some of them.
class HighlightPalette final {
    Q_DECLARE_TR_FUNCTIONS(HighlightPalette)

public:
    // Translucent, so that they read on light and dark backgrounds alike; indexed by kind.
    static const std::vector<QColor> &colours();
    // The same, opaque, for the overview strip and the legend.
    static std::vector<QColor> solidColours();
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
    // A bit per kind shown.
    static quint32 kindsShown(Filter filter);
};

} // namespace duizhao
