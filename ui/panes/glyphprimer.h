// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/text/distinctcharacters.h"

#include <QObject>
#include <QTimer>

class QPainter;
class QPlainTextEdit;
class QRect;

namespace duizhao {

// Draws every character of a pane's text once, unseen, a few at a time while the window is idle,
// so that the first visit to a page does not pay for its glyphs. Qt rasterizes a glyph the first
// time it draws it in a font at a size, and looks for a fallback font for each character the font
// lacks: on pages of a novel reached by a far jump, that took most of the paint (15–23 ms, where
// a page seen before took 4).
//
// The characters are drawn on the pane itself, from its paint event: Qt keeps a glyph in the
// format of the device it was drawn on (a screen may take subpixel rendering where an image takes
// grey), so glyphs drawn on an image would not serve it. They are drawn with the destination kept
// as it is (QPainter::CompositionMode_Destination): the glyphs are rasterized and cached on the
// way, and nothing shows, whatever the pane's background (a style sheet's gradient, say).
//
// The pane's owner starts it once the text is settled; a new document stops it. A new font (each
// step of a zoom) starts it over once the font has stayed a while, and not at all at sizes whose
// glyphs Qt does not cache.
class GlyphPrimer final : public QObject {
public:
    explicit GlyphPrimer(QPlainTextEdit *pane);

    // Draws the characters of the pane's document, unless it is doing so already.
    void start();
    // Stops, for a new document: the next start begins again.
    void stop();
    // Begins again in the new font, if started, once it has stayed for FontSettlesMs.
    void fontChanged();
    // Called from the pane's paint event: draws the characters waiting, if this paint was asked
    // for them.
    void paint(QPainter &painter, const QRect &exposed);
    // Started, and every character of the text drawn (or as many as are ever, MaxCharacters).
    bool isDone() const;
    // Characters wait for a paint of the pane (which a hidden pane does not get).
    bool waitsForPaint() const { return m_paintAsked; }
    // The distinct characters drawn since the last start.
    qsizetype primed() const { return m_primed; }

    // Beyond this many, characters are left to be drawn when seen: a text of every CJK
    // character would otherwise hold megabytes of glyphs it mostly never shows.
    static constexpr qsizetype MaxCharacters = 6000;
    // Zooming in steps draws each size's glyphs only for the size the user stays at.
    static constexpr int FontSettlesMs = 1000;
    // The text is read in pieces of this many units, so that a slice ends on time even in a
    // paragraph of megabytes.
    static constexpr int PieceLength = 16 * 1024;

private:
    void restart();
    void readSome();
    bool glyphsAreCached() const;

    QPlainTextEdit *m_pane;
    QTimer m_timer;
    QTimer m_fontSettles;
    DistinctCharacters m_characters;
    int m_nextPosition = 0;
    bool m_started = false;
    bool m_paintAsked = false;
    qsizetype m_primed = 0;
};

} // namespace duizhao
