// SPDX-License-Identifier: GPL-3.0-or-later
#include "panes/glyphprimer.h"

#include "core/text/textunits.h"

#include <QElapsedTimer>
#include <QFontInfo>
#include <QPainter>
#include <QPlainTextEdit>
#include <QTextCursor>
#include <QTextDocument>

#include <algorithm>
#include <utility>

namespace duizhao {

namespace {

// The window stays responsive: each slice of reading, and each paint's drawing, takes about this.
constexpr qint64 SliceNs = 2'000'000;
// Characters drawn in one call: enough to spread the cost of a call, few enough to keep to a
// slice's time.
constexpr qsizetype CharactersPerCall = 8;
// Qt draws glyphs larger than this (pixels, at the device's scale) as outlines, cached nowhere
// (QT_MAX_CACHED_GLYPH_SIZE in Qt's paint engines).
constexpr qreal LargestCachedGlyph = 64;

} // namespace

GlyphPrimer::GlyphPrimer(QPlainTextEdit *pane)
    : QObject(pane)
    , m_pane(pane)
{
    m_timer.setSingleShot(true);
    m_timer.setInterval(0);
    connect(&m_timer, &QTimer::timeout, this, &GlyphPrimer::readSome);
    m_fontSettles.setSingleShot(true);
    m_fontSettles.setInterval(FontSettlesMs);
    connect(&m_fontSettles, &QTimer::timeout, this, &GlyphPrimer::restart);
}

void GlyphPrimer::start()
{
    if (!m_started)
        restart();
}

void GlyphPrimer::stop()
{
    m_started = false;
    m_paintAsked = false;
    m_timer.stop();
    m_fontSettles.stop();
    m_characters.clear();
}

void GlyphPrimer::fontChanged()
{
    if (!m_started)
        return;
    m_timer.stop();
    m_paintAsked = false;
    m_fontSettles.start();
}

bool GlyphPrimer::isDone() const
{
    return m_started && !m_timer.isActive() && !m_fontSettles.isActive() && !m_paintAsked;
}

bool GlyphPrimer::glyphsAreCached() const
{
    return QFontInfo(m_pane->font()).pixelSize() * m_pane->devicePixelRatioF() <=
           LargestCachedGlyph;
}

void GlyphPrimer::restart()
{
    m_started = true;
    m_characters.clear();
    m_nextPosition = 0;
    m_primed = 0;
    m_paintAsked = false;
    if (glyphsAreCached())
        m_timer.start();
}

// Reads the document for a slice of time (a position is kept between slices, not a block: the
// document may be edited meanwhile), then asks for a paint if new characters came.
void GlyphPrimer::readSome()
{
    QElapsedTimer clock;
    clock.start();
    const QTextDocument *document = m_pane->document();
    const int end = document->characterCount() - 1; // the last paragraph's end is no character
    QTextCursor piece(m_pane->document());
    while (m_nextPosition < end && clock.nsecsElapsed() < SliceNs) {
        int to = std::min(end, m_nextPosition + PieceLength);
        if (to < end && document->characterAt(to - 1).isHighSurrogate())
            ++to; // a pair of surrogates read whole
        piece.setPosition(m_nextPosition);
        piece.setPosition(to, QTextCursor::KeepAnchor);
        m_characters.add(piece.selectedText());
        m_nextPosition = to;
    }
    if (m_characters.hasWaiting()) {
        m_paintAsked = true;
        // A paint of one pixel, at the bottom of the document's left margin, where no glyph
        // reaches: Qt rasterizes every glyph drawn, clipped or not, and nothing of the text is
        // painted again (a style sheet's background can leave text painted over itself).
        m_pane->viewport()->update(QRect(0, m_pane->viewport()->height() - 1, 1, 1));
    } else if (m_nextPosition < end) {
        m_timer.start();
    }
}

void GlyphPrimer::paint(QPainter &painter, const QRect &exposed)
{
    if (!std::exchange(m_paintAsked, false))
        return;
    QElapsedTimer clock;
    clock.start();
    painter.save();
    painter.setFont(m_pane->font());
    painter.setPen(m_pane->palette().color(QPalette::Text));
    painter.setCompositionMode(QPainter::CompositionMode_Destination);
    const QPoint baseline(exposed.left(), exposed.top() + painter.fontMetrics().ascent());
    while (m_characters.hasWaiting() && m_primed < MaxCharacters &&
           clock.nsecsElapsed() < SliceNs) {
        const QString characters =
            m_characters.take(std::min(CharactersPerCall, MaxCharacters - m_primed));
        painter.drawText(baseline, characters);
        m_primed += codePointCount(characters);
    }
    painter.restore();
    if (m_primed < MaxCharacters)
        m_timer.start();
}

} // namespace duizhao
