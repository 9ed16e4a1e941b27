// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QPixmap>
#include <QWidget>

#include <vector>

namespace duizhao {

class DiffPane;

// A line that holds a highlight of some kind.
struct OverviewMark {
    int line = 0; // 0-based
    quint8 kind = 0;
};

// A strip beside the scrollbar that shows where in the whole text the changes are, and the part
// on screen; a click or drag jumps there. The marks are drawn once into a pixmap and only redrawn
// when the changes or the strip's size change.
class OverviewStrip final : public QWidget {
    Q_OBJECT

public:
    explicit OverviewStrip(DiffPane *pane, QWidget *parent = nullptr);

    // Marks sorted by line within each kind; later marks are drawn over earlier ones, so the
    // kinds that matter most come last. colours is indexed by kind.
    void setMarks(std::vector<OverviewMark> marks, int lineCount, std::vector<QColor> colours);
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

    DiffPane *m_pane;
    std::vector<OverviewMark> m_marks;
    int m_lineCount = 0;
    std::vector<QColor> m_colours;
    quint32 m_visibleKinds = ~0U;
    QPixmap m_pixmap;
};

} // namespace duizhao
