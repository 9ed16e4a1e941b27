// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/diff/highlightspans.h"
#include "panes/glyphprimer.h"

#include <QColor>
#include <QHash>
#include <QPlainTextEdit>
#include <QTextBlock>

#include <functional>
#include <memory>
#include <span>
#include <vector>

namespace duizhao {

// Highlights are shared, not copied, between their owner (the window's Session) and the pane that
// shows them: a novel has half a million of them.
using HighlightList = std::shared_ptr<const std::vector<Highlight>>;

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
    // Which of the partner's paragraphs each of this pane's paragraphs lines up with, -1 for one
    // with no counterpart, when the two texts do not pair paragraph for paragraph (two editions).
    // The paragraphs of either side that have no counterpart show as blank filler space on the
    // other, below the paragraph before them. Null: paragraph i pairs with paragraph i.
    void setAlignment(std::shared_ptr<const std::vector<int>> partnerOfBlock);
    // The partner's paragraph that paragraph block lines up with, or -1.
    int partnerBlock(int block) const;
    // Top of a block in viewport coordinates.
    qreal blockTop(int blockNumber) const;
    // colours[kind] paints the highlights of that kind. The pane shows them; their owner (the
    // window's Session) moves them with the text as it is edited.
    void setHighlights(HighlightList highlights, std::vector<QColor> colours);
    void setHighlights(std::vector<Highlight> highlights, std::vector<QColor> colours);
    // Highlights of a second kind, underlined beneath the first so that both stay readable: the
    // user's own edits, which their owner keeps and adds to with every edit.
    void setSecondaryHighlights(HighlightList highlights, QColor colour);
    // Which highlights (by tag) stand for spans the reviewer has looked at: they are drawn pale
    // and framed, the ones still to look at in full colour.
    void setReviewedTest(std::function<bool(int tag)> reviewed)
    {
        m_reviewed = std::move(reviewed);
    }
    // A bit per kind: the kinds shown. All by default; the current highlight always shows.
    static constexpr quint8 CurrentKind = 31;
    void setVisibleKinds(quint32 kinds);
    bool isVisibleKind(quint8 kind) const { return (m_visibleKinds >> kind) & 1U; }
    // Its kind shown, and if it is quiet, quiet highlights too (QuietHighlightsBit).
    bool isShown(const Highlight &highlight) const
    {
        return isVisibleKind(highlight.kind) &&
               (!highlight.quiet || isVisibleKind(QuietHighlightsBit));
    }
    // The text position of the character at a point of the viewport (not of the gap nearest to
    // it, as cursorForPosition gives); for a point at the end of the selection, as a keyboard's
    // menu key gives, the selection's start.
    int characterAt(QPoint point) const;
    // The highlight at a text position, or null.
    const Highlight *highlightAt(int position) const;
    // Text for the tooltip over a highlight; without one, highlights have no tooltip.
    // Lines that are not the text's body (a book's attribute values): line → what it is, shown
    // set apart, said by their tooltip.
    void setAsideLines(QHash<int, QString> lines);
    const QString *asideLine(int line) const;
    void setToolTipProvider(std::function<QString(const Highlight &)> provider)
    {
        m_toolTip = std::move(provider);
    }
    void setCurrent(Highlight current);
    Highlight current() const { return m_current; }
    // Puts the view and the cursor back where they are now once the edit under way is done (an
    // undo or redo of a step that changed the text in many places), where the text edit would
    // show the place it changed.
    void keepViewThroughEdit();
    const std::vector<Highlight> &highlights() const { return *m_highlights; }
    const std::vector<Highlight> &secondaryHighlights() const { return *m_secondary; }

    // The line of the text as laid out (wrapped or not) that holds a position, counted from the
    // first as the vertical scroll bar counts them.
    int visualLineOf(int position) const;
    // The same for positions asked in order, many in one paragraph (the overview's marks): the
    // paragraph of the last one and its first line are kept here, and found again only when a
    // position lies outside it.
    struct LineCursor {
        QTextBlock block;
        int begin = 0; // the paragraph's first position, and one past its last
        int end = 0;
        int firstLine = 0;
    };
    int visualLineOf(int position, LineCursor &cursor) const;
    // The first position of a line as laid out; past the last line, the end of the text.
    int firstPositionOfVisualLine(int line) const;
    // Read-only for now (the text is still being converted, say), and looking it: a grey wash
    // over the text, which typing would otherwise seem to reach.
    void setWaiting(bool waiting);
    bool isWaiting() const { return m_waiting; }
    // Scrolls so that the given block is at the top, showing its line `line` first.
    void scrollToBlock(int blockNumber, int line);
    // The block at the top of the viewport and the line of it shown first.
    std::pair<int, int> topBlockAndLine() const;

    // Scrolls so that the same paragraph is at the same height as in the leader, to the pixel. A
    // pane scrolls by its own lines; where the leader has scrolled further into a paragraph than
    // this pane's shorter wrap of it has lines, the rest is made up by shifting the viewport up
    // (a negative top margin), so paragraphs stay level however far the top one is scrolled.
    void followScroll(const DiffPane &leader);
    // Drops the shift, for a pane that the user scrolls itself.
    void clearTopShift();
    // Top of a block as the user sees it, in this pane's own coordinates.
    qreal visibleBlockTop(int blockNumber) const { return blockTop(blockNumber) - m_topShift; }

    // Draws the characters of the document shown ahead, while the window is idle, and again in
    // a new font (see GlyphPrimer); a new document stops it.
    void primeGlyphs() { m_glyphPrimer->start(); }
    const GlyphPrimer &glyphPrimer() const { return *m_glyphPrimer; }
    GlyphPrimer &glyphPrimer() { return *m_glyphPrimer; }

    int lineNumberAreaWidth() const;
    void paintLineNumbers(QPaintEvent *event);

Q_SIGNALS:
    void zoomRequested(int steps);
    // The user typed (or an input method committed text) while the pane is read-only: the
    // owner says why, where the user is looking.
    void typedWhileReadOnly();

protected:
    void keyPressEvent(QKeyEvent *event) override;
    void inputMethodEvent(QInputMethodEvent *event) override;
    void paintEvent(QPaintEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;
    void wheelEvent(QWheelEvent *event) override;
    void changeEvent(QEvent *event) override;
    bool viewportEvent(QEvent *event) override;

private:
    QColor asideTint() const;
    enum class Style { Fill, Underline };
    // colours is indexed by kind; a single colour paints every highlight.
    void paintHighlights(QPainter &painter, std::span<const Highlight> highlights,
                         std::span<const QColor> colours, const QTextBlock &block, QPointF offset,
                         Style style = Style::Fill) const;
    void updateLineNumberArea(const QRect &rect, int dy);
    void keepLayoutsOnScreen(const std::vector<int> &onScreen);
    void updateMargins();
    void setTopShift(int pixels);

    QWidget *m_lineNumberArea;
    GlyphPrimer *m_glyphPrimer;
    HighlightList m_highlights = std::make_shared<const std::vector<Highlight>>();
    HighlightList m_secondary = std::make_shared<const std::vector<Highlight>>();
    std::vector<QColor> m_colours;
    QColor m_secondaryColour;
    std::function<bool(int tag)> m_reviewed;
    quint32 m_visibleKinds = ~0U;
    QHash<int, QString> m_asideLines;
    std::function<QString(const Highlight &)> m_toolTip;
    Highlight m_current{-1, 0};
    const DiffPane *m_partner = nullptr;
    std::shared_ptr<const std::vector<int>> m_alignment;
    std::vector<int> m_keptLayouts; // blocks whose layouts keep their shaped text
    int m_topShift = 0;             // pixels of the viewport hidden above the pane
    int m_blocksToCome = -1;        // while a document is taken: its paragraphs, for the margin
    bool m_waiting = false;
};

} // namespace duizhao
