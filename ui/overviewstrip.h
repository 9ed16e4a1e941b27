// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "highlightspans.h"

#include <QPixmap>
#include <QTimer>
#include <QWidget>

#include <vector>

namespace duizhao {

class DiffPane;

// A line that holds a highlight of some kind.
struct OverviewMark {
    int line = 0; // 0-based
    quint8 kind = 0;
    bool quiet = false; // of quiet highlights alone (see Highlight::quiet)
};

// A strip beside the scrollbar that shows where in the whole text the changes are, and the part
// on screen; a click or drag centres the view there. One mapping serves the marks, the part on
// screen and the clicks: the strip's height stands for the pane's whole scroll range (its lines as
// laid out, wrapped or not, and a page below the last), so a short chapter and a novel, wrapped
// or not, both fill it. The marks are drawn once into a pixmap, again when the changes, the
// strip's size or the pane's scroll range change.
class OverviewStrip final : public QWidget {
    Q_OBJECT

public:
    explicit OverviewStrip(DiffPane *pane, QWidget *parent = nullptr);

    // Marks sorted by line (paragraph) within each kind; later marks are drawn over earlier ones,
    // so the kinds that matter most come last. colours is indexed by kind. riskyLines, the lines
    // that hold a risky span, are drawn over every mark, across the strip, in red, so that a
    // hundred of them stand out of a novel's thousands of marks. One call, one redraw.
    void setMarks(std::vector<OverviewMark> marks, std::vector<QColor> colours,
                  std::vector<int> riskyLines);
    // Where the part on screen is drawn, in the strip's pixels.
    QRect viewportMarker() const;
    // The lines that hold a reviewed span: ticked at the strip's left edge, so that the progress
    // of a review shows in the whole text.
    void setReviewedLines(std::vector<int> lines);
    const std::vector<int> &reviewedLines() const { return m_reviewedLines; }
    const std::vector<int> &riskyLines() const { return m_riskyLines; }
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
    // The pane's scroll range, in lines: its largest value and a page.
    int scrollLines() const;
    int rowOf(int scrollLine) const;

    DiffPane *m_pane;
    std::vector<OverviewMark> m_marks;
    std::vector<int> m_reviewedLines;
    std::vector<int> m_riskyLines;
    QTimer m_redraw; // the scroll range changes many times as a long text is laid out
    std::vector<QColor> m_colours;
    quint32 m_visibleKinds = ~0U;
    QPixmap m_pixmap;
};

} // namespace duizhao
