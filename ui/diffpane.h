// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QColor>
#include <QPlainTextEdit>

#include <vector>

namespace duizhao {

// A stretch of a pane's text to highlight, in UTF-16 offsets; sorted, not overlapping.
struct Highlight {
    int position = 0;
    int length = 0; // 0 marks an insertion point on the other side
};

// One side of the comparison: a plain-text editor with line numbers that paints highlights
// behind the text itself, for the visible blocks only. A conversion of a novel changes hundreds of
// thousands of characters; one extra selection each would cost seconds to set and a noticeable
// delay on every repaint.
class DiffPane final : public QPlainTextEdit {
    Q_OBJECT

public:
    explicit DiffPane(QWidget *parent = nullptr);

    // Shows a document built elsewhere; the pane does not take ownership.
    void showDocument(QTextDocument *document);
    // Panes that are partners pad each paragraph to the taller of the two, so that with word
    // wrap every paragraph starts at the same height on both sides (lines pair one to one).
    void setPartner(const DiffPane *partner);
    const DiffPane *partner() const { return m_partner; }
    // Top of a block in viewport coordinates.
    qreal blockTop(int blockNumber) const;
    void setHighlights(std::vector<Highlight> highlights, QColor colour);
    // Highlights of a second kind painted over the first (the user's own edits).
    void setSecondaryHighlights(std::vector<Highlight> highlights, QColor colour);
    void setCurrent(Highlight current);
    Highlight current() const { return m_current; }
    const std::vector<Highlight> &highlights() const { return m_highlights; }

    // Scrolls so that the given block is at the top, showing its line `line` first.
    void scrollToBlock(int blockNumber, int line);
    // The block at the top of the viewport and the line of it shown first.
    std::pair<int, int> topBlockAndLine() const;

    int lineNumberAreaWidth() const;
    void paintLineNumbers(QPaintEvent *event);

Q_SIGNALS:
    void zoomRequested(int steps);

protected:
    void paintEvent(QPaintEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;
    void wheelEvent(QWheelEvent *event) override;
    void changeEvent(QEvent *event) override;

private:
    void paintHighlights(QPainter &painter, const std::vector<Highlight> &highlights, QColor colour,
                         const QTextBlock &block, QPointF offset) const;
    void updateLineNumberArea(const QRect &rect, int dy);

    QWidget *m_lineNumberArea;
    std::vector<Highlight> m_highlights;
    std::vector<Highlight> m_secondary;
    QColor m_colour;
    QColor m_secondaryColour;
    Highlight m_current{-1, 0};
    const DiffPane *m_partner = nullptr;
};

} // namespace duizhao
