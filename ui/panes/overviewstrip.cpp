// SPDX-License-Identifier: GPL-3.0-or-later
#include "panes/overviewstrip.h"

#include "document/highlightpalette.h"
#include "panes/diffpane.h"

#include <QMouseEvent>
#include <QPainter>
#include <QScrollBar>
#include <QTextBlock>
#include <QTextDocument>

#include <algorithm>
#include <limits>

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
    connect(&m_redraw, &QTimer::timeout, this, &OverviewStrip::markStale);
    connect(pane->verticalScrollBar(), &QScrollBar::rangeChanged, &m_redraw,
            qOverload<>(&QTimer::start));
}

void OverviewStrip::setMarks(std::shared_ptr<const std::vector<OverviewMark>> marks,
                             std::vector<QColor> colours, std::vector<int> riskyPositions)
{
    m_marks = marks ? std::move(marks) : std::make_shared<const std::vector<OverviewMark>>();
    // Where each run of marks of one kind ends, for redrawMarks to skip through.
    m_runEnds.assign(m_marks->size(), 0);
    for (size_t end = m_marks->size(); end-- > 0;) {
        const bool last =
            end + 1 == m_marks->size() || (*m_marks)[end + 1].kind != (*m_marks)[end].kind;
        m_runEnds[end] = last ? quint32(end + 1) : m_runEnds[end + 1];
    }
    m_colours = std::move(colours);
    m_riskyPositions = std::move(riskyPositions);
    markStale();
}

// Drawn at the next paint, in an event of its own: a novel's marks take tens of milliseconds,
// which would otherwise add to the event that brought them.
void OverviewStrip::markStale()
{
    m_stale = true;
    update();
}

void OverviewStrip::setReviewedPositions(std::vector<int> positions)
{
    m_reviewedPositions = std::move(positions);
    update();
}

void OverviewStrip::setVisibleKinds(quint32 kinds)
{
    m_visibleKinds = kinds;
    markStale();
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

int OverviewStrip::firstLineOfRow(int row) const
{
    // The smallest line whose row (rowOf) is row, or after it where no line is on it.
    const qint64 lines = scrollLines();
    return int((qint64(row) * lines + height() - 1) / qMax(1, height()));
}

int OverviewStrip::rowOfPosition(int position) const
{
    return rowOf(m_pane->visualLineOf(position));
}

// Where each row of the strip begins in the text, one lookup in the document a row: a mark's row
// is then found in this array, not by the line its position is on (a novel has hundreds of
// thousands of marks, and tens of thousands of risky spans).
void OverviewStrip::findRowStarts()
{
    const int rows = qMax(1, height());
    m_rowStarts.resize(size_t(rows));
    for (int row = 0; row < rows; ++row)
        m_rowStarts[size_t(row)] = m_pane->firstPositionOfVisualLine(firstLineOfRow(row));
}

// The row a position's line is drawn on (rowOf its line): the last row that begins at or before
// it. A row begins with the first line drawn on it or below it (firstLineOfRow): in a short text,
// whose lines are several rows apart, the rows between a line's and the one before all begin with
// it, and its own row is the last of them.
int OverviewStrip::rowAt(int position) const
{
    const auto after = std::upper_bound(m_rowStarts.begin(), m_rowStarts.end(), position);
    return after == m_rowStarts.begin() ? 0 : int(after - m_rowStarts.begin()) - 1;
}

void OverviewStrip::redrawMarks()
{
    m_stale = false;
    m_pixmap = QPixmap(size() * devicePixelRatioF());
    m_pixmap.setDevicePixelRatio(devicePixelRatioF());
    m_pixmap.fill(palette().color(QPalette::Base));
    findRowStarts();
    QPainter painter(&m_pixmap);
    // Many changes share a pixel row in a long text, drawn once per kind: the marks of a kind come
    // in the order of the text, and those before the next row's beginning are skipped by a binary
    // search through their run, not looked at.
    const std::vector<OverviewMark> &marks = *m_marks;
    const int lastRow = height() - 2;
    int row = -1;
    int kind = -1;
    for (size_t index = 0; index < marks.size();) {
        const OverviewMark &mark = marks[index];
        const bool shown = ((m_visibleKinds >> mark.kind) & 1U) &&
                           (!mark.quiet || ((m_visibleKinds >> QuietHighlightsBit) & 1U));
        if (!shown || mark.kind >= m_colours.size()) {
            ++index;
            continue;
        }
        const int markRow = rowAt(mark.position);
        if (qMin(markRow, lastRow) != row || mark.kind != kind) {
            row = qMin(markRow, lastRow);
            kind = mark.kind;
            painter.fillRect(QRect(2, row, width() - 4, 2), m_colours[mark.kind]);
        }
        const int nextRowBegin = size_t(markRow) + 1 < m_rowStarts.size()
                                     ? m_rowStarts[size_t(markRow) + 1]
                                     : std::numeric_limits<int>::max();
        const auto runEnd = marks.begin() + m_runEnds[index];
        index = size_t(std::partition_point(
                           marks.begin() + qsizetype(index) + 1, runEnd,
                           [&](const OverviewMark &next) { return next.position < nextRowBegin; }) -
                       marks.begin());
    }
    drawRisky(painter);
}

void OverviewStrip::drawReviewed(QPainter &painter)
{
    const QColor tick = palette().color(QPalette::Text);
    for (const int position : m_reviewedPositions)
        painter.fillRect(QRect(0, qMin(rowAt(position), height() - 2), 2, 2), tick);
}

void OverviewStrip::drawRisky(QPainter &painter)
{
    std::vector<int> perRow(size_t(qMax(1, height())), 0);
    for (const int position : m_riskyPositions)
        ++perRow[size_t(qBound(0, rowAt(position), height() - 1))];
    const QColor risky = HighlightPalette::riskyColour();
    // A bar of three rows each while they leave most of the strip free, else one row each in
    // proportion to how many fall on it, at the right, leaving the kinds visible beside it.
    const auto rowsUsed = std::count_if(perRow.begin(), perRow.end(), [](int n) { return n > 0; });
    m_riskDensity = rowsUsed * 3 > height() / 4;
    if (!m_riskDensity) {
        for (int row = 0; row < int(perRow.size()); ++row) {
            if (perRow[size_t(row)] > 0)
                painter.fillRect(QRect(0, qMin(row, height() - 3), width(), 3), risky);
        }
        return;
    }
    const int most = *std::max_element(perRow.begin(), perRow.end());
    for (int row = 0; row < int(perRow.size()); ++row) {
        if (perRow[size_t(row)] == 0)
            continue;
        QColor shade = risky;
        shade.setAlphaF(0.25 + 0.75 * double(perRow[size_t(row)]) / most);
        painter.fillRect(QRect(width() / 2, row, width() - width() / 2, 1), shade);
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
    if (m_stale)
        redrawMarks();
    QPainter painter(this);
    painter.drawPixmap(0, 0, m_pixmap);
    drawReviewed(painter);
    QColor fill = palette().color(QPalette::Highlight);
    fill.setAlpha(60);
    const QRect marker = viewportMarker();
    painter.fillRect(marker, fill);
    painter.setPen(QPen(palette().color(QPalette::Highlight), 1));
    painter.drawRect(marker.adjusted(0, 0, -1, -1));
}

void OverviewStrip::resizeEvent(QResizeEvent *)
{
    markStale();
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
