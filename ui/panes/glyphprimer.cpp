// SPDX-License-Identifier: GPL-3.0-or-later
#include "panes/glyphprimer.h"

#include "core/text/textunits.h"

#include <QElapsedTimer>
#include <QPainter>
#include <QPlainTextEdit>
#include <QTextBlock>

#include <algorithm>
#include <utility>

namespace duizhao {

namespace {

// The window stays responsive: each slice of reading, and each paint's drawing, takes about this.
constexpr qint64 SliceNs = 2'000'000;
// Characters drawn in one call: enough to spread the cost of a call, few enough to fit the pane's
// width at any zoom but the largest, where the rest is clipped but still rasterized.
constexpr qsizetype CharactersPerCall = 8;

} // namespace

GlyphPrimer::GlyphPrimer(QPlainTextEdit *pane)
    : QObject(pane)
    , m_pane(pane)
{
    m_timer.setSingleShot(true);
    m_timer.setInterval(0);
    connect(&m_timer, &QTimer::timeout, this, &GlyphPrimer::readSome);
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
}

void GlyphPrimer::fontChanged()
{
    if (m_started)
        restart();
}

void GlyphPrimer::restart()
{
    m_started = true;
    m_characters.clear();
    m_nextBlock = 0;
    m_primed = 0;
    m_paintAsked = false;
    m_timer.start();
}

// Reads the document's paragraphs for a slice of time (a block number, not a QTextBlock, is kept
// between slices: the document may be edited or replaced meanwhile), then asks for a paint if new
// characters came.
void GlyphPrimer::readSome()
{
    QElapsedTimer clock;
    clock.start();
    QTextBlock block = m_pane->document()->findBlockByNumber(m_nextBlock);
    while (block.isValid() && clock.nsecsElapsed() < SliceNs) {
        m_characters.add(block.text());
        block = block.next();
        ++m_nextBlock;
    }
    if (m_characters.hasWaiting()) {
        m_paintAsked = true;
        m_pane->viewport()->update(
            QRect(0, 0, m_pane->viewport()->width(), m_pane->fontMetrics().lineSpacing()));
    } else if (block.isValid()) {
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
    // On the background, under everything the pane paints next: nothing of it shows.
    painter.setPen(m_pane->viewport()->palette().color(m_pane->viewport()->backgroundRole()));
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
