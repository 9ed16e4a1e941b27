// SPDX-License-Identifier: GPL-3.0-or-later
#include "overviewstrip.h"

#include "diffpane.h"
#include "highlightpalette.h"

#include <QMouseEvent>
#include <QPainter>
#include <QScrollBar>
#include <QTextBlock>
#include <QTextDocument>

namespace duizhao {

OverviewStrip::OverviewStrip(DiffPane *pane, QWidget *parent)
    : QWidget(parent)
    , m_pane(pane)
{
    setFixedWidth(14);
    setCursor(Qt::PointingHandCursor);
    setToolTip(tr("Where the changes are; click to go there"));
    connect(pane->verticalScrollBar(), &QScrollBar::valueChanged, this,
            qOverload<>(&QWidget::update));
    m_redraw.setSingleShot(true);
    m_redraw.setInterval(50);
    connect(&m_redraw, &QTimer::timeout, this, [this] {
        redrawMarks();
        update();
    });
    connect(pane->verticalScrollBar(), &QScrollBar::rangeChanged, &m_redraw,
            qOverload<>(&QTimer::start));
}

void OverviewStrip::setMarks(std::vector<OverviewMark> marks, std::vector<QColor> colours,
                             std::vector<int> riskyLines)
{
    m_marks = std::move(marks);
    m_colours = std::move(colours);
    m_riskyLines = std::move(riskyLines);
    redrawMarks();
    update();
}

void OverviewStrip::setReviewedLines(std::vector<int> lines)
{
    m_reviewedLines = std::move(lines);
    redrawMarks();
    update();
}

void OverviewStrip::setVisibleKinds(quint32 kinds)
{
    m_visibleKinds = kinds;
    redrawMarks();
    update();
}

int OverviewStrip::scrollLines() const
{
    const QScrollBar *bar = m_pane->verticalScrollBar();
    return qMax(1, bar->maximum() + bar->pageStep());
}

int OverviewStrip::rowOf(int scrollLine) const
{
    return int(qint64(scrollLine) * height() / scrollLines());
}

void OverviewStrip::redrawMarks()
{
    m_pixmap = QPixmap(size() * devicePixelRatioF());
    m_pixmap.setDevicePixelRatio(devicePixelRatioF());
    m_pixmap.fill(palette().color(QPalette::Base));
    QPainter painter(&m_pixmap);
    const QTextDocument *document = m_pane->document();
    int lastRow = -1;
    int lastKind = -1;
    for (const OverviewMark &mark : m_marks) {
        const bool shown = ((m_visibleKinds >> mark.kind) & 1U) &&
                           (!mark.quiet || ((m_visibleKinds >> QuietHighlightsBit) & 1U));
        if (!shown || mark.kind >= m_colours.size())
            continue;
        // The paragraph's first line as the pane lays it out; many changes share a pixel row in
        // a long text, drawn once per kind.
        const QTextBlock block = document->findBlockByNumber(mark.line);
        if (!block.isValid())
            continue;
        const int row = qMin(rowOf(block.firstLineNumber()), height() - 2);
        if (row == lastRow && mark.kind == lastKind)
            continue;
        lastRow = row;
        lastKind = mark.kind;
        painter.fillRect(QRect(2, row, width() - 4, 2), m_colours[mark.kind]);
    }
    const QColor risky = HighlightPalette::riskyColour();
    for (const int line : m_riskyLines) {
        const QTextBlock block = document->findBlockByNumber(line);
        if (block.isValid())
            painter.fillRect(
                QRect(0, qMin(rowOf(block.firstLineNumber()), height() - 3), width(), 3), risky);
    }
    const QColor tick = palette().color(QPalette::Text);
    for (const int line : m_reviewedLines) {
        const QTextBlock block = document->findBlockByNumber(line);
        if (block.isValid())
            painter.fillRect(QRect(0, qMin(rowOf(block.firstLineNumber()), height() - 2), 2, 2),
                             tick);
    }
}

QRect OverviewStrip::viewportMarker() const
{
    const QScrollBar *bar = m_pane->verticalScrollBar();
    const int top = rowOf(bar->value());
    return {0, top, width(), qMax(4, rowOf(bar->value() + bar->pageStep()) - top)};
}

void OverviewStrip::paintEvent(QPaintEvent *)
{
    QPainter painter(this);
    painter.drawPixmap(0, 0, m_pixmap);
    QColor frame = palette().color(QPalette::Highlight);
    frame.setAlpha(60);
    painter.fillRect(viewportMarker(), frame);
}

void OverviewStrip::resizeEvent(QResizeEvent *)
{
    redrawMarks();
}

// The line at y is centred in the view, as far as the text lets it.
void OverviewStrip::jumpTo(int y)
{
    QScrollBar *bar = m_pane->verticalScrollBar();
    const qint64 line = qint64(qBound(0, y, height())) * scrollLines() / qMax(1, height());
    bar->setValue(int(line) - bar->pageStep() / 2);
}

void OverviewStrip::mousePressEvent(QMouseEvent *event)
{
    jumpTo(int(event->position().y()));
}

void OverviewStrip::mouseMoveEvent(QMouseEvent *event)
{
    if (event->buttons() & Qt::LeftButton)
        jumpTo(int(event->position().y()));
}

} // namespace duizhao
