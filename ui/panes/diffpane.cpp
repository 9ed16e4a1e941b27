// SPDX-License-Identifier: GPL-3.0-or-later
#include "panes/diffpane.h"

#include <QCoreApplication>
#include <QHelpEvent>
#include <QImage>
#include <QInputMethodEvent>
#include <QKeyEvent>
#include <QPainter>
#include <QPlainTextDocumentLayout>
#include <QPointer>
#include <QScrollBar>
#include <QTextBlock>
#include <QTextLayout>
#include <QToolTip>
#include <QWheelEvent>

#include <algorithm>

namespace duizhao {

namespace {

class LineNumberArea final : public QWidget {
public:
    explicit LineNumberArea(DiffPane *pane)
        : QWidget(pane)
        , m_pane(pane)
    {
        setObjectName(QStringLiteral("lineNumbers"));
    }
    QSize sizeHint() const override { return {m_pane->lineNumberAreaWidth(), 0}; }

protected:
    void paintEvent(QPaintEvent *event) override { m_pane->paintLineNumbers(event); }
    // The wheel over the numbers scrolls (or zooms) the text, as over the text itself.
    void wheelEvent(QWheelEvent *event) override
    {
        QCoreApplication::sendEvent(m_pane->viewport(), event);
    }

private:
    DiffPane *m_pane;
};

// The plain-text layout with each block as tall as the taller of it and its partner's block of the
// same number. QPlainTextEdit positions, paints and hit-tests blocks by blockBoundingRect, so the
// padding appears below short paragraphs as blank space, the way KDiff3 pads its rows.
class PaddedLayout final : public QPlainTextDocumentLayout {
public:
    PaddedLayout(QTextDocument *document, DiffPane *pane)
        : QPlainTextDocumentLayout(document)
        , m_pane(pane)
    {}

    QRectF blockBoundingRect(const QTextBlock &block) const override
    {
        QRectF rect = QPlainTextDocumentLayout::blockBoundingRect(block);
        // A document may outlive the pane that showed it.
        const DiffPane *partner = m_pane ? m_pane->partner() : nullptr;
        if (!partner)
            return rect;
        const auto *partnerLayout =
            qobject_cast<const QPlainTextDocumentLayout *>(partner->document()->documentLayout());
        const int other = m_pane->partnerBlock(block.blockNumber());
        if (!partnerLayout || other < 0)
            return rect;
        // The base implementation: the partner's own heights, without their padding.
        const auto ownHeight = [&](int number) {
            const QTextBlock found = partner->document()->findBlockByNumber(number);
            return found.isValid()
                       ? partnerLayout->QPlainTextDocumentLayout::blockBoundingRect(found).height()
                       : 0.0;
        };
        qreal height = qMax(rect.height(), ownHeight(other));
        // The partner's paragraphs with no counterpart that follow, as filler.
        const int partnerBlocks = partner->document()->blockCount();
        for (int next = other + 1; next < partnerBlocks && partner->partnerBlock(next) < 0; ++next)
            height += ownHeight(next);
        rect.setHeight(height);
        return rect;
    }

private:
    QPointer<DiffPane> m_pane;
};

} // namespace

DiffPane::DiffPane(QWidget *parent)
    : QPlainTextEdit(parent)
    , m_lineNumberArea(new LineNumberArea(this))
    , m_glyphPrimer(new GlyphPrimer(this))
{
    setLineWrapMode(QPlainTextEdit::NoWrap);
    // Both panes always show the horizontal bar, so their viewports keep the same height and
    // lines stay level.
    setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOn);
    connect(this, &QPlainTextEdit::blockCountChanged, this, [this] { updateMargins(); });
    connect(this, &QPlainTextEdit::updateRequest, this, &DiffPane::updateLineNumberArea);
    updateMargins();
}

void DiffPane::updateMargins()
{
    setViewportMargins(lineNumberAreaWidth(), -m_topShift, 0, 0);
    const QRect area = contentsRect();
    m_lineNumberArea->setGeometry(area.left(), area.top() - m_topShift, lineNumberAreaWidth(),
                                  area.height() + m_topShift);
}

void DiffPane::setTopShift(int pixels)
{
    if (pixels == m_topShift)
        return;
    m_topShift = pixels;
    updateMargins();
}

void DiffPane::clearTopShift()
{
    setTopShift(0);
}

void DiffPane::followScroll(const DiffPane &leader)
{
    const auto [block, line] = leader.topBlockAndLine();
    // How far into the paragraph the leader's view starts, in pixels.
    const QTextBlock leaderBlock = leader.document()->findBlockByNumber(block);
    const QTextLayout *leaderLayout = leaderBlock.layout();
    qreal into = leader.m_topShift;
    if (leaderLayout && line < leaderLayout->lineCount())
        into += leaderLayout->lineAt(line).y();
    // The paragraph of this pane that lines up: for one of the leader's paragraphs with no
    // counterpart, the one before it that has one, whose filler it is shown against.
    int anchor = block;
    while (leader.m_alignment && anchor > 0 && leader.partnerBlock(anchor) < 0)
        --anchor;
    if (anchor != block) {
        into += leader.blockBoundingGeometry(leaderBlock).top() -
                leader.blockBoundingGeometry(leader.document()->findBlockByNumber(anchor)).top();
    }
    const int ownNumber = leader.m_alignment ? qMax(0, leader.partnerBlock(anchor)) : block;
    // This pane's last line that starts at or above that depth, and the rest as a shift.
    const QTextBlock own = document()->findBlockByNumber(ownNumber);
    if (!own.isValid())
        return;
    blockBoundingRect(own); // lays the block out if it is not yet
    const QTextLayout *layout = own.layout();
    int ownLine = 0;
    while (ownLine + 1 < layout->lineCount() && layout->lineAt(ownLine + 1).y() <= into)
        ++ownLine;
    scrollToBlock(ownNumber, ownLine);
    const qreal lineTop = layout->lineCount() > 0 ? layout->lineAt(ownLine).y() : 0;
    setTopShift(qMax(0, qRound(into - lineTop)));
}

void DiffPane::showDocument(QTextDocument *document)
{
    if (QTextDocument *previous = this->document())
        disconnect(previous, &QTextDocument::contentsChange, viewport(), nullptr);
    // The plain-text layout first: a font change on a document without one would have Qt create
    // its rich-text layout and lay out all ten megabytes of a novel with it.
    document->setDocumentLayout(new PaddedLayout(document, this));
    document->setDefaultFont(font());
    // A document with its lines already in signals no change of their count: the line numbers'
    // width is made for its largest number here, and before the pane takes it, which lays all of
    // it out for the width left: a width changed after would lay a novel out twice.
    m_blocksToCome = document->blockCount();
    m_keptLayouts.clear(); // the previous document's, which keeps them while it lives
    updateMargins();
    setDocument(document);
    m_blocksToCome = -1;
    // The highlights' owner moves them with an edit; the pane shows them where they are now.
    connect(document, &QTextDocument::contentsChange, viewport(), qOverload<>(&QWidget::update));
    m_glyphPrimer->stop();
    // Qt says nothing of the new document's history: Edit → Undo would stay enabled for the
    // one let go of (the text converted again with new rules starts a history of its own).
    Q_EMIT undoAvailable(document->isUndoAvailable());
    Q_EMIT redoAvailable(document->isRedoAvailable());
}

void DiffPane::setAlignment(std::shared_ptr<const std::vector<int>> partnerOfBlock)
{
    if (!m_alignment && !partnerOfBlock)
        return; // paragraphs pair by number, as they did
    // Every pause in typing diffs the edited text again, with the same alignment most times: a
    // novel is not laid out again for it.
    if (m_alignment && partnerOfBlock && *m_alignment == *partnerOfBlock)
        return;
    m_alignment = std::move(partnerOfBlock);
    // Every paragraph's padding may change: lay the document out again.
    document()->markContentsDirty(0, document()->characterCount());
    viewport()->update();
}

int DiffPane::partnerBlock(int block) const
{
    if (m_alignment)
        return block >= 0 && size_t(block) < m_alignment->size() ? (*m_alignment)[size_t(block)]
                                                                 : -1;
    // Without an alignment, paragraphs pair by number when both texts have as many.
    if (!m_partner || m_partner->document()->blockCount() != document()->blockCount())
        return -1;
    return block;
}

void DiffPane::setPartner(const DiffPane *partner)
{
    m_partner = partner;
    viewport()->update();
}

qreal DiffPane::blockTop(int blockNumber) const
{
    return blockBoundingGeometry(document()->findBlockByNumber(blockNumber))
        .translated(contentOffset())
        .top();
}

void DiffPane::setHighlights(std::vector<Highlight> highlights, std::vector<QColor> colours)
{
    setHighlights(std::make_shared<const std::vector<Highlight>>(std::move(highlights)),
                  std::move(colours));
}

void DiffPane::setHighlights(HighlightList highlights, std::vector<QColor> colours)
{
    m_highlights =
        highlights ? std::move(highlights) : std::make_shared<const std::vector<Highlight>>();
    m_colours = std::move(colours);
    viewport()->update();
}

void DiffPane::setVisibleKinds(quint32 kinds)
{
    m_visibleKinds = kinds | (1U << CurrentKind);
    viewport()->update();
}

const Highlight *DiffPane::highlightAt(int position) const
{
    const auto it = std::upper_bound(
        m_highlights->begin(), m_highlights->end(), position,
        [](int at, const Highlight &highlight) { return at < highlight.position; });
    if (it == m_highlights->begin())
        return nullptr;
    const Highlight &candidate = *std::prev(it);
    return position < candidate.position + candidate.length ? &candidate : nullptr;
}

int DiffPane::characterAt(QPoint point) const
{
    const QTextCursor cursor = cursorForPosition(point);
    const QTextCursor selection = textCursor();
    if (selection.hasSelection() && cursor.position() == selection.selectionEnd() &&
        cursorRect(selection).contains(point))
        return selection.selectionStart();
    // cursorForPosition gives the nearest gap: past the middle of a character, the gap after it.
    int position = cursor.position();
    if (point.x() < cursorRect(cursor).left() && position > 0)
        --position;
    return position;
}

void DiffPane::setAsideLines(QHash<int, QString> lines)
{
    m_asideLines = std::move(lines);
    viewport()->update();
    m_lineNumberArea->update();
}

const QString *DiffPane::asideLine(int line) const
{
    const auto found = m_asideLines.constFind(line);
    return found == m_asideLines.cend() ? nullptr : &*found;
}

bool DiffPane::viewportEvent(QEvent *event)
{
    if (event->type() == QEvent::ToolTip) {
        const auto *help = static_cast<QHelpEvent *>(event);
        const int position = characterAt(help->pos());
        const Highlight *highlight = highlightAt(position);
        const QString *aside = asideLine(document()->findBlock(position).blockNumber());
        if (highlight && m_toolTip && isShown(*highlight))
            QToolTip::showText(help->globalPos(), m_toolTip(*highlight), viewport());
        else if (aside)
            QToolTip::showText(help->globalPos(), *aside, viewport());
        else
            QToolTip::hideText();
        return true;
    }
    return QPlainTextEdit::viewportEvent(event);
}

void DiffPane::setSecondaryHighlights(HighlightList highlights, QColor colour)
{
    m_secondary =
        highlights ? std::move(highlights) : std::make_shared<const std::vector<Highlight>>();
    m_secondaryColour = colour;
    viewport()->update();
}

void DiffPane::setCurrent(Highlight current)
{
    m_current = current;
    m_current.kind = CurrentKind;
    viewport()->update();
}

int DiffPane::lineNumberAreaWidth() const
{
    int digits = 1;
    for (int count = qMax(1, m_blocksToCome >= 0 ? m_blocksToCome : blockCount()); count >= 10;
         count /= 10)
        ++digits;
    return 12 + fontMetrics().horizontalAdvance(u'9') * qMax(digits, 3);
}

void DiffPane::updateLineNumberArea(const QRect &rect, int dy)
{
    if (dy != 0)
        m_lineNumberArea->scroll(0, dy);
    else
        m_lineNumberArea->update(0, rect.y(), m_lineNumberArea->width(), rect.height());
}

void DiffPane::resizeEvent(QResizeEvent *event)
{
    QPlainTextEdit::resizeEvent(event);
    // The partner's padding depends on this pane's wrapping.
    if (m_partner)
        m_partner->viewport()->update();
    updateMargins();
}

void DiffPane::keepViewThroughEdit()
{
    const int down = verticalScrollBar()->value();
    const int across = horizontalScrollBar()->value();
    const QTextCursor cursor = textCursor(); // a copy that follows the edit
    // Queued: the text edit moves its cursor, and the view to it, after the document's undo.
    QMetaObject::invokeMethod(
        this,
        [this, down, across, cursor] {
            if (cursor.document() != document())
                return;
            setTextCursor(cursor);
            verticalScrollBar()->setValue(down);
            horizontalScrollBar()->setValue(across);
        },
        Qt::QueuedConnection);
}

void DiffPane::keyPressEvent(QKeyEvent *event)
{
    const bool typing = !event->text().isEmpty() && event->text().front().isPrint() &&
                        !(event->modifiers() & (Qt::ControlModifier | Qt::AltModifier));
    if (isReadOnly() && typing)
        Q_EMIT typedWhileReadOnly();
    QPlainTextEdit::keyPressEvent(event);
}

void DiffPane::inputMethodEvent(QInputMethodEvent *event)
{
    if (isReadOnly() && !event->commitString().isEmpty())
        Q_EMIT typedWhileReadOnly();
    QPlainTextEdit::inputMethodEvent(event);
}

void DiffPane::wheelEvent(QWheelEvent *event)
{
    if (event->modifiers() & Qt::ControlModifier) {
        const int steps = event->angleDelta().y() / 120;
        if (steps != 0)
            Q_EMIT zoomRequested(steps);
        event->accept();
        return;
    }
    QPlainTextEdit::wheelEvent(event);
}

void DiffPane::changeEvent(QEvent *event)
{
    QPlainTextEdit::changeEvent(event);
    if (event->type() == QEvent::FontChange) {
        m_lineNumberArea->setFont(font());
        updateMargins();
        m_glyphPrimer->fontChanged();
    }
}

void DiffPane::paintLineNumbers(QPaintEvent *event)
{
    QPainter painter(m_lineNumberArea);
    painter.fillRect(event->rect(), palette().alternateBase());
    // A rule between the numbers and the text: scrolled sideways, the glyphs cut off at the text's
    // edge are plainly the text's, not the margin's.
    painter.setPen(palette().color(QPalette::Mid));
    painter.drawLine(m_lineNumberArea->width() - 1, event->rect().top(),
                     m_lineNumberArea->width() - 1, event->rect().bottom());
    painter.setPen(palette().color(QPalette::PlaceholderText));
    QTextBlock block = firstVisibleBlock();
    qreal top = blockBoundingGeometry(block).translated(contentOffset()).top();
    const int width = m_lineNumberArea->width() - 6;
    while (block.isValid() && top <= event->rect().bottom()) {
        const qreal height = blockBoundingRect(block).height();
        if (block.isVisible() && top + height >= event->rect().top()) {
            // A line aside from the text: its number in italics, on the tint of the line.
            const bool aside = asideLine(block.blockNumber());
            if (aside)
                painter.fillRect(0, int(top), m_lineNumberArea->width() - 1, int(height),
                                 asideTint());
            QFont font = painter.font();
            font.setItalic(aside);
            painter.setFont(font);
            painter.drawText(0, int(top), width, fontMetrics().height(), Qt::AlignRight,
                             QString::number(block.blockNumber() + 1));
        }
        top += height;
        block = block.next();
    }
}

namespace {

// The first line of a layout for which below(line) holds, by binary search: a paragraph of a
// hundred thousand characters has thousands of lines, and a repaint must not walk them all for
// every highlight.
template<typename Predicate>
int firstLineWhere(const QTextLayout &layout, Predicate below)
{
    int low = 0;
    int high = layout.lineCount();
    while (low < high) {
        const int middle = (low + high) / 2;
        if (below(layout.lineAt(middle)))
            high = middle;
        else
            low = middle + 1;
    }
    return low;
}

// The line that holds a position of the block's text (the last line for its end).
int lineOfPosition(const QTextLayout &layout, int position)
{
    const int after = firstLineWhere(
        layout, [position](const QTextLine &line) { return line.textStart() > position; });
    return qMax(0, after - 1);
}

} // namespace

// The highlights that fall into the visible lines of a block, drawn as rectangles behind each
// laid-out line: work in proportion to what is on screen, however long the paragraph.
void DiffPane::paintHighlights(QPainter &painter, std::span<const Highlight> highlights,
                               std::span<const QColor> colours, const QTextBlock &block,
                               QPointF offset, Style style) const
{
    const QTextLayout *layout = block.layout();
    if (!layout || layout->lineCount() == 0 || colours.empty())
        return;
    // The lines between the viewport's top and bottom, and the text they hold.
    const qreal top = -offset.y();
    const qreal bottom = top + viewport()->height();
    const int firstLine = firstLineWhere(
        *layout, [top](const QTextLine &line) { return line.y() + line.height() >= top; });
    const int endLine =
        firstLineWhere(*layout, [bottom](const QTextLine &line) { return line.y() > bottom; });
    if (firstLine >= endLine)
        return;
    const int blockStart = block.position();
    const QTextLine lastVisible = layout->lineAt(endLine - 1);
    const int visibleStart = blockStart + layout->lineAt(firstLine).textStart();
    const int visibleEnd = endLine == layout->lineCount()
                               ? blockStart + block.length()
                               : blockStart + lastVisible.textStart() + lastVisible.textLength();
    auto it = std::lower_bound(highlights.begin(), highlights.end(), visibleStart,
                               [](const Highlight &h, int position) {
                                   return h.position + qMax(h.length, 1) <= position;
                               });
    for (; it != highlights.end() && it->position <= visibleEnd; ++it) {
        if (!isShown(*it))
            continue;
        const QColor colour = colours.size() == 1
                                  ? colours.front()
                                  : colours[qMin(size_t(it->kind), colours.size() - 1)];
        const bool reviewed =
            style == Style::Fill && it->tag >= 0 && m_reviewed && m_reviewed(it->tag);
        const int start = qMax(it->position, blockStart) - blockStart;
        const int end = qMin(it->position + it->length, blockStart + block.length()) - blockStart;
        const int from = qMax(firstLine, lineOfPosition(*layout, start));
        const int to = qMin(endLine - 1, lineOfPosition(*layout, qMax(start, end - 1)));
        for (int i = from; i <= to; ++i) {
            const QTextLine line = layout->lineAt(i);
            const int lineStart = line.textStart();
            const int lineEnd = lineStart + line.textLength();
            // cursorToX is in layout coordinates, the line's own position included.
            const QRectF lineRect = line.rect().translated(offset);
            if (it->length == 0) {
                if (start < lineStart || start > lineEnd)
                    continue;
                // An insertion on the other side, or a deletion here: a bar where the text would
                // go, with caps at its ends that set it apart from the text cursor.
                const qreal x = offset.x() + line.cursorToX(start);
                const QColor bar = colour.darker(130);
                painter.fillRect(QRectF(x - 1, lineRect.top(), 2, lineRect.height()), bar);
                painter.fillRect(QRectF(x - 3, lineRect.top(), 6, 2), bar);
                painter.fillRect(QRectF(x - 3, lineRect.bottom() - 2, 6, 2), bar);
                break;
            }
            // Only the lines the stretch has characters on: a stretch that ends where a wrapped
            // line begins leaves no sliver on it.
            if (end <= lineStart || start >= lineEnd)
                continue;
            const qreal x1 = line.cursorToX(qMax(start, lineStart));
            const qreal x2 = end > lineEnd ? line.x() + line.naturalTextWidth() + 6
                                           : line.cursorToX(qMin(end, lineEnd));
            // Inset by a pixel so that neighbouring changes stay visibly separate.
            const QRectF box(offset.x() + x1 + 0.5, lineRect.top() + 1, x2 - x1 - 1,
                             lineRect.height() - 2);
            if (style == Style::Underline) {
                QColor solid = colour;
                solid.setAlpha(230);
                painter.fillRect(QRectF(box.left(), box.bottom() - 2, box.width(), 2.5), solid);
            } else if (reviewed) {
                QColor pale = colour;
                pale.setAlpha(colour.alpha() / 3);
                QColor frame = colour;
                frame.setAlpha(qMin(255, colour.alpha() * 2));
                painter.fillRect(box, pale);
                painter.setPen(QPen(frame, 1));
                painter.drawRect(box.adjusted(0.5, 0.5, -0.5, -0.5));
            } else {
                painter.fillRect(box, colour);
            }
        }
    }
}

// The tint of lines aside from the text: the palette's link colour, faint, so that it reads on
// light and dark themes.
QColor DiffPane::asideTint() const
{
    QColor tint = palette().color(QPalette::Link);
    tint.setAlpha(28);
    return tint;
}

void DiffPane::setWaiting(bool waiting)
{
    m_waiting = waiting;
    setReadOnly(waiting);
    viewport()->update();
}

void DiffPane::paintEvent(QPaintEvent *event)
{
    {
        QPainter painter(viewport());
        m_glyphPrimer->paint(painter, event->rect());
        if (m_waiting) {
            QColor wash = palette().color(QPalette::Window);
            wash.setAlpha(160);
            painter.fillRect(event->rect(), wash);
        }
        QPointF offset = contentOffset();
        QTextBlock block = firstVisibleBlock();
        const qreal bottom = viewport()->rect().bottom();
        const QColor current(255, 170, 0, 150);
        std::vector<int> onScreen;
        while (block.isValid() && offset.y() <= bottom) {
            onScreen.push_back(block.blockNumber());
            block.layout()->setCacheEnabled(true); // before the highlights ask it for positions
            const QRectF rect = blockBoundingRect(block).translated(offset);
            const QPointF blockOffset = rect.topLeft();
            if (asideLine(block.blockNumber()))
                painter.fillRect(QRectF(0, rect.top(), viewport()->width(), rect.height()),
                                 asideTint());
            paintHighlights(painter, *m_highlights, m_colours, block, blockOffset);
            paintHighlights(painter, *m_secondary, {&m_secondaryColour, 1}, block, blockOffset,
                            Style::Underline);
            if (m_current.position >= 0)
                paintHighlights(painter, {&m_current, 1}, {&current, 1}, block, blockOffset);
            offset.ry() += rect.height();
            block = block.next();
        }
        keepLayoutsOnScreen(onScreen);
    }
    QPlainTextEdit::paintEvent(event);
}

// A block's layout rebuilds its shaped text for a position's x or a draw, over the whole paragraph
// (its script items and each character's break attributes), and by default throws it away after
// each draw: a paragraph of a megabyte cost 15 ms a pane on every repaint, on screen or not far
// from it. The blocks on screen keep theirs; a block that leaves the screen gives it up, so that
// what is kept stays in proportion to what is shown.
void DiffPane::keepLayoutsOnScreen(const std::vector<int> &onScreen)
{
    for (const int number : m_keptLayouts) {
        if (std::find(onScreen.begin(), onScreen.end(), number) != onScreen.end())
            continue;
        const QTextBlock block = document()->findBlockByNumber(number);
        if (!block.isValid() || !block.layout())
            continue;
        QTextLayout *layout = block.layout();
        layout->setCacheEnabled(false);
        // A layout that does not cache frees its shaped text at the end of a draw: a draw placed
        // below a clip of one pixel paints nothing and shapes nothing.
        QImage nothing(1, 1, QImage::Format_ARGB32_Premultiplied);
        QPainter painter(&nothing);
        layout->draw(&painter, QPointF(0, 1e7), {}, QRectF(0, 0, 1, 1));
    }
    m_keptLayouts = onScreen;
}

int DiffPane::visualLineOf(int position) const
{
    LineCursor cursor;
    return visualLineOf(position, cursor);
}

int DiffPane::visualLineOf(int position, LineCursor &cursor) const
{
    if (!cursor.block.isValid() || position < cursor.begin || position >= cursor.end) {
        cursor.block = document()->findBlock(position);
        if (!cursor.block.isValid())
            return 0;
        cursor.begin = cursor.block.position();
        cursor.end = cursor.begin + cursor.block.length();
        cursor.firstLine = cursor.block.firstLineNumber();
    }
    const QTextLayout *layout = cursor.block.layout();
    const int within =
        layout && layout->lineCount() > 1 ? lineOfPosition(*layout, position - cursor.begin) : 0;
    return cursor.firstLine + within;
}

int DiffPane::firstPositionOfVisualLine(int line) const
{
    const QTextBlock block = document()->findBlockByLineNumber(line);
    if (!block.isValid())
        return document()->characterCount();
    const QTextLayout *layout = block.layout();
    const int within = line - block.firstLineNumber();
    if (!layout || within <= 0 || within >= layout->lineCount())
        return block.position();
    return block.position() + layout->lineAt(within).textStart();
}

void DiffPane::scrollToBlock(int blockNumber, int line)
{
    const QTextBlock block = document()->findBlockByNumber(blockNumber);
    if (!block.isValid())
        return;
    const int lines = qMax(1, block.layout()->lineCount());
    verticalScrollBar()->setValue(block.firstLineNumber() + qBound(0, line, lines - 1));
}

std::pair<int, int> DiffPane::topBlockAndLine() const
{
    const QTextBlock block = firstVisibleBlock();
    return {block.blockNumber(), verticalScrollBar()->value() - block.firstLineNumber()};
}

} // namespace duizhao
