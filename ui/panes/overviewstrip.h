// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/diff/highlightspans.h"

#include <QPixmap>
#include <QTimer>
#include <QWidget>

#include <memory>
#include <vector>

namespace duizhao {

class DiffPane;

// A strip beside the scrollbar that shows where in the whole text the changes are, and the part
// on screen; a click or drag centres the view there. One mapping serves the marks, the part on
// screen and the clicks: the strip's height stands for the pane's whole scroll range (its lines as
// laid out, wrapped or not, and a page below the last), so a short chapter and a novel, wrapped
// or not, both fill it; a mark is drawn on the row of its own line as the pane lays it out, so a
// paragraph a hundred lines long spreads its marks over a hundred lines' worth of the strip. The
// marks are drawn once into a pixmap, again when the changes, the strip's size or the pane's
// scroll range change.
class OverviewStrip final : public QWidget {
    Q_OBJECT

public:
    explicit OverviewStrip(DiffPane *pane, QWidget *parent = nullptr);

    // Marks sorted by position within each kind; later marks are drawn over earlier ones, so the
    // kinds that matter most come last. colours is indexed by kind. The risky spans (where they
    // are, sorted) are drawn over every mark in red, so that a hundred of them stand out of a
    // novel's thousands of marks: across the strip while they are few, as a band of their
    // density at its right where they outnumber its rows. One call, one redraw.
    void setMarks(std::shared_ptr<const std::vector<OverviewMark>> marks,
                  std::vector<QColor> colours, std::vector<int> riskyPositions);
    // Where the part on screen is drawn, in the strip's pixels; framed, so that it shows over
    // any marks.
    QRect viewportMarker() const;
    // Where the reviewed spans are: ticked at the strip's left edge, so that the progress of a
    // review shows in the whole text. Drawn over the marks, not into them: a review moves on at
    // every step, and a novel's marks take longer to draw than a frame lasts.
    void setReviewedPositions(std::vector<int> positions);
    const std::vector<int> &reviewedPositions() const { return m_reviewedPositions; }
    const std::vector<int> &riskyPositions() const { return m_riskyPositions; }
    // The row on which the mark of a position of the text is drawn.
    int rowOfPosition(int position) const;
    // How the risky spans are drawn now: as a band of their density, rather than one bar each.
    bool drawsRiskDensity() const { return m_riskDensity; }
    // A bit per kind, as DiffPane::setVisibleKinds.
    void setVisibleKinds(quint32 kinds);
    QSize sizeHint() const override { return {14, 100}; }

protected:
    void paintEvent(QPaintEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;
    void mousePressEvent(QMouseEvent *event) override;
    void mouseMoveEvent(QMouseEvent *event) override;

private:
    void jumpTo(int y);
    void redrawMarks();
    void markStale();
    void drawReviewed(QPainter &painter);
    void findRowStarts();
    int rowAt(int position) const;
    // The pane's scroll range, in lines: its largest value and a page.
    int scrollLines() const;
    int rowOf(int scrollLine) const;
    int firstLineOfRow(int row) const;

    DiffPane *m_pane;
    void drawRisky(QPainter &painter);

    std::shared_ptr<const std::vector<OverviewMark>> m_marks =
        std::make_shared<const std::vector<OverviewMark>>();
    std::vector<quint32> m_runEnds; // for each mark, where the run of its kind ends
    std::vector<int> m_rowStarts;   // where each row begins in the text, as last drawn
    std::vector<int> m_reviewedPositions;
    std::vector<int> m_riskyPositions;
    bool m_riskDensity = false;
    bool m_stale = true; // the marks changed since they were drawn, or were never drawn
    QTimer m_redraw;     // the scroll range changes many times as a long text is laid out
    std::vector<QColor> m_colours;
    quint32 m_visibleKinds = ~0U;
    QPixmap m_pixmap;
};

} // namespace duizhao
