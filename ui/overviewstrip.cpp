// SPDX-License-Identifier: GPL-3.0-or-later
#include "overviewstrip.h"

#include "diffpane.h"

#include <QMouseEvent>
#include <QPainter>
#include <QScrollBar>

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
}

void OverviewStrip::setMarks(std::vector<OverviewMark> marks, int lineCount,
                             std::vector<QColor> colours)
{
    m_marks = std::move(marks);
    m_lineCount = qMax(1, lineCount);
    m_colours = std::move(colours);
    redrawMarks();
    update();
}

void OverviewStrip::setVisibleKinds(quint32 kinds)
{
    m_visibleKinds = kinds;
    redrawMarks();
    update();
}

void OverviewStrip::redrawMarks()
{
    m_pixmap = QPixmap(size() * devicePixelRatioF());
    m_pixmap.setDevicePixelRatio(devicePixelRatioF());
    m_pixmap.fill(palette().color(QPalette::Base));
    QPainter painter(&m_pixmap);
    const int h = height();
    int lastRow = -1;
    int lastKind = -1;
    for (const OverviewMark &mark : m_marks) {
        if (!((m_visibleKinds >> mark.kind) & 1U) || mark.kind >= m_colours.size())
            continue;
        // Many changes share a pixel row in a long text; draw each row once per kind.
        const int row = int(qint64(mark.line) * h / m_lineCount);
        if (row == lastRow && mark.kind == lastKind)
            continue;
        lastRow = row;
        lastKind = mark.kind;
        painter.fillRect(QRect(2, row, width() - 4, 2), m_colours[mark.kind]);
    }
}

void OverviewStrip::paintEvent(QPaintEvent *)
{
    QPainter painter(this);
    painter.drawPixmap(0, 0, m_pixmap);
    // The part of the text on screen.
    const QScrollBar *bar = m_pane->verticalScrollBar();
    const int total = bar->maximum() + bar->pageStep();
    if (total > 0) {
        const int top = int(qint64(bar->value()) * height() / total);
        const int span = qMax(4, int(qint64(bar->pageStep()) * height() / total));
        QColor frame = palette().color(QPalette::Highlight);
        frame.setAlpha(60);
        painter.fillRect(QRect(0, top, width(), span), frame);
    }
}

void OverviewStrip::resizeEvent(QResizeEvent *)
{
    redrawMarks();
}

void OverviewStrip::jumpTo(int y)
{
    const int line = int(qint64(qBound(0, y, height())) * m_lineCount / qMax(1, height()));
    m_pane->scrollToBlock(line, 0);
    m_pane->verticalScrollBar()->setValue(m_pane->verticalScrollBar()->value() -
                                          m_pane->verticalScrollBar()->pageStep() / 2);
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
