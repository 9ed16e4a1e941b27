// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QPixmap>
#include <QWidget>

#include <vector>

namespace duizhao {

class DiffPane;

// A strip beside the scrollbar that shows where in the whole text the changes are, and the part
// on screen; a click or drag jumps there. The marks are drawn once into a pixmap and only redrawn
// when the changes or the strip's size change.
class OverviewStrip final : public QWidget {
    Q_OBJECT

public:
    explicit OverviewStrip(DiffPane *pane, QWidget *parent = nullptr);

    // Line numbers (0-based, sorted) that hold a change, of lineCount lines in all.
    void setChangedLines(std::vector<int> lines, int lineCount, QColor colour);
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
    std::vector<int> m_lines;
    int m_lineCount = 0;
    QColor m_colour;
    QPixmap m_marks;
};

} // namespace duizhao
