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
// lacks: on pages of a novel reached by a far jump, that took most of the paint (15–20 ms, where
// a page seen before took 4).
//
// The characters are drawn on the pane itself, first in its paint event, in the colour of its
// background: Qt keeps a glyph in the format of the device it was drawn on (a screen may take
// subpixel rendering where an image takes grey), so glyphs drawn on an image would not serve it.
// The pane's owner starts it once the text is settled; a new document stops it.
class GlyphPrimer final : public QObject {
public:
    explicit GlyphPrimer(QPlainTextEdit *pane);

    // Draws the characters of the pane's document, unless it is doing so already.
    void start();
    // Stops, for a new document: the next start begins again.
    void stop();
    // Begins again in the new font, if started.
    void fontChanged();
    // Called first from the pane's paint event: draws the characters waiting if this paint was
    // asked for them.
    void paint(QPainter &painter, const QRect &exposed);
    // Started, and every character of the text drawn (or as many as are ever, MaxCharacters).
    bool isDone() const { return m_started && !m_timer.isActive() && !m_paintAsked; }
    // The distinct characters drawn since the last start.
    qsizetype primed() const { return m_primed; }

    // Beyond this many, characters are left to be drawn when seen: a text of every CJK
    // character would otherwise hold megabytes of glyphs it mostly never shows.
    static constexpr qsizetype MaxCharacters = 6000;

private:
    void restart();
    void readSome();

    QPlainTextEdit *m_pane;
    QTimer m_timer;
    DistinctCharacters m_characters;
    int m_nextBlock = 0;
    bool m_started = false;
    bool m_paintAsked = false;
    qsizetype m_primed = 0;
};

} // namespace duizhao
