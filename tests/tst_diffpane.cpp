// SPDX-License-Identifier: GPL-3.0-or-later
#include "panes/diffpane.h"
#include "testsupport.h"

#include <QElapsedTimer>
#include <QHBoxLayout>
#include <QPaintEngine>
#include <QPainter>
#include <QScreen>
#include <QScrollBar>
#include <QSet>
#include <QTextBlock>
#include <QTextDocument>
#include <QTextLayout>
#include <QWheelEvent>

using namespace duizhao;

class TestDiffPane : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void init();
    void cleanup();
    void wrappedParagraphsStartLevel();
    void highlightsArePainted();
    void insertionPointIsMarked();
    void lineNumbersFitTheLargest();
    void wheelOverLineNumbersScrolls();
    void highlightEndingAtAWrapLeavesNoSliver();
    void reviewedAndEditedLookDifferent();
    void linesAsLaidOutAndTheirPositions();
    void onlyTheParagraphsOnScreenKeepTheirShapedText();
    void glyphsAreDrawnAheadUnseen_data();
    void glyphsAreDrawnAheadUnseen();
    void charactersWaitingAreDrawn();
    void glyphsAreDrawnAgainInANewFontOnly();
    void aTextOfEveryCharacterIsDrawnInPart();
    void aLongParagraphIsReadInPieces();

private:
    // Where a character of the left pane's document is, in its viewport.
    QRect leftRectAt(int position) const;

    std::unique_ptr<QWidget> m_window;
    DiffPane *m_left = nullptr;
    DiffPane *m_right = nullptr;
    QTextDocument m_leftDocument;
    QTextDocument m_rightDocument;
};

void TestDiffPane::init()
{
    m_window = std::make_unique<QWidget>();
    auto *layout = new QHBoxLayout(m_window.get());
    m_left = new DiffPane;
    m_right = new DiffPane;
    layout->addWidget(m_left);
    layout->addWidget(m_right);
    m_left->setPartner(m_right);
    m_right->setPartner(m_left);
    m_window->resize(700, 500);
    m_window->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
}

QRect TestDiffPane::leftRectAt(int position) const
{
    QTextCursor cursor(m_left->document());
    cursor.setPosition(position);
    return m_left->cursorRect(cursor);
}

void TestDiffPane::cleanup()
{
    m_window.reset();
}

// A reviewed span is drawn pale and framed, one still to review in full colour; the user's
// edits are underlined, so that the span's own colour shows beneath them unmixed.
void TestDiffPane::reviewedAndEditedLookDifferent()
{
    m_leftDocument.setPlainText(QStringLiteral("头发里面\n"));
    m_left->showDocument(&m_leftDocument);
    const QColor orange(245, 120, 0);
    m_left->setHighlights({{1, 1, 0, 0}, {2, 1, 1, 0}}, {orange});
    m_left->setReviewedTest([](int tag) { return tag == 1; });
    m_left->setSecondaryHighlights(
        std::make_shared<const std::vector<Highlight>>(std::vector<Highlight>{{3, 1}}),
        QColor(60, 110, 230));
    QCoreApplication::processEvents();
    const QImage image = m_left->viewport()->grab().toImage();
    // Inside each character near the top of its line: 发 orange, 里 paler, 面 not filled.
    const QPoint unreviewed = leftRectAt(1).topLeft() + QPoint(2, 2);
    const QPoint reviewed = leftRectAt(2).topLeft() + QPoint(2, 2);
    const QPoint edited = leftRectAt(3).topLeft() + QPoint(2, 2);
    QCOMPARE(image.pixelColor(unreviewed), orange);
    QVERIFY(image.pixelColor(reviewed) != orange);
    QVERIFY(image.pixelColor(reviewed) != image.pixelColor(leftRectAt(0).topLeft() + QPoint(2, 2)));
    QCOMPARE(image.pixelColor(edited), image.pixelColor(leftRectAt(0).topLeft() + QPoint(2, 2)));
    // The edit's mark is at the bottom of its line, in its own colour.
    const QPoint underline = leftRectAt(3).bottomLeft() + QPoint(3, -1);
    QVERIFY2(image.pixelColor(underline).blue() > 150 && image.pixelColor(underline).red() < 150,
             qPrintable(image.pixelColor(underline).name()));
}

// A highlight that ends where a wrapped line ends paints nothing on the line below.
void TestDiffPane::highlightEndingAtAWrapLeavesNoSliver()
{
    m_leftDocument.setPlainText(QString(300, QChar(u'字')));
    m_left->showDocument(&m_leftDocument);
    m_left->setLineWrapMode(QPlainTextEdit::WidgetWidth);
    QCoreApplication::processEvents();
    const QTextLayout *layout = m_leftDocument.firstBlock().layout();
    QVERIFY(layout->lineCount() > 2);
    const int firstLineEnd = layout->lineAt(0).textLength();
    const int secondLineEnd = firstLineEnd + layout->lineAt(1).textLength();
    // The whole first line, and the second line's whole second half.
    m_left->setHighlights({{0, firstLineEnd}, {secondLineEnd - 3, 3}}, {QColor(255, 0, 0)});
    QCoreApplication::processEvents();
    const QImage image = m_left->viewport()->grab().toImage();
    QCOMPARE(image.pixelColor(leftRectAt(0).topLeft() + QPoint(2, 2)), QColor(255, 0, 0));
    // The second line starts unpainted: no sliver of the first highlight at its left edge.
    const QRect second = leftRectAt(firstLineEnd);
    QVERIFY(second.top() > leftRectAt(0).top());
    for (int x = 0; x < 3; ++x)
        QVERIFY(image.pixelColor(second.topLeft() + QPoint(x, 3)) != QColor(255, 0, 0));
    // And the third line has nothing of the second highlight at its start either.
    const QRect third = leftRectAt(secondLineEnd);
    for (int x = 0; x < 3; ++x)
        QVERIFY(image.pixelColor(third.topLeft() + QPoint(x, 3)) != QColor(255, 0, 0));
}

void TestDiffPane::wheelOverLineNumbersScrolls()
{
    m_leftDocument.setPlainText(QStringLiteral("行\n").repeated(500));
    m_left->showDocument(&m_leftDocument);
    auto *numbers = m_left->findChild<QWidget *>(QStringLiteral("lineNumbers"));
    QVERIFY(numbers);
    QCOMPARE(m_left->verticalScrollBar()->value(), 0);
    QWheelEvent wheel(QPointF(5, 20), numbers->mapToGlobal(QPointF(5, 20)), QPoint(),
                      QPoint(0, -120), Qt::NoButton, Qt::NoModifier, Qt::NoScrollPhase, false);
    QCoreApplication::sendEvent(numbers, &wheel);
    QVERIFY(m_left->verticalScrollBar()->value() > 0);
}

// A novel's 63,201 lines are numbered in full, whether its document was shown whole or grew.
void TestDiffPane::lineNumbersFitTheLargest()
{
    const int digit = m_left->fontMetrics().horizontalAdvance(u'9');
    m_leftDocument.setPlainText(QStringLiteral("短\n").repeated(63200));
    m_left->showDocument(&m_leftDocument);
    QCOMPARE(m_leftDocument.blockCount(), 63201);
    const int wide = m_left->viewport()->geometry().left();
    QVERIFY2(wide >= 5 * digit + 12, qPrintable(QString::number(wide)));
    // A small document after it: the column is as narrow as three digits again.
    m_rightDocument.setPlainText(QStringLiteral("短\n短"));
    m_left->showDocument(&m_rightDocument);
    QCOMPARE(m_left->viewport()->geometry().left(), wide - 2 * digit);
}

// Paragraph i of one side wraps to other line counts than paragraph i of the other; every
// paragraph still starts at the same height in both panes, wherever the panes are scrolled.
void TestDiffPane::wrappedParagraphsStartLevel()
{
    QString left;
    QString right;
    for (int i = 0; i < 60; ++i) {
        left += QString(5 + (i * 37) % 90, QChar(u'甲')) + u'\n';
        right += QString(5 + (i * 53) % 120, QChar(u'乙')) + u'\n';
    }
    m_leftDocument.setPlainText(left);
    m_rightDocument.setPlainText(right);
    m_left->showDocument(&m_leftDocument);
    m_right->showDocument(&m_rightDocument);
    for (DiffPane *pane : {m_left, m_right})
        pane->setLineWrapMode(QPlainTextEdit::WidgetWidth);
    QCoreApplication::processEvents();

    // Lines differ: some paragraph really wraps differently on the two sides.
    bool differentWrap = false;
    for (int i = 0; i < 60; ++i) {
        differentWrap =
            differentWrap || m_leftDocument.findBlockByNumber(i).layout()->lineCount() !=
                                 m_rightDocument.findBlockByNumber(i).layout()->lineCount();
    }
    QVERIFY(differentWrap);
    // Every scroll position of either pane, the other following: the paragraphs on screen start
    // at the same heights, also while the top paragraph is scrolled part-way.
    for (DiffPane *leader : {m_left, m_right}) {
        DiffPane *follower = leader == m_left ? m_right : m_left;
        for (int value = 0; value <= leader->verticalScrollBar()->maximum(); ++value) {
            leader->clearTopShift();
            leader->verticalScrollBar()->setValue(value);
            follower->followScroll(*leader);
            const int top = leader->topBlockAndLine().first;
            // Within a pixel: lines sit at fractional heights, a viewport moves by whole pixels.
            for (int block = top + 1; block < qMin(top + 6, 60); ++block) {
                QVERIFY2(qAbs(follower->visibleBlockTop(block) - leader->visibleBlockTop(block)) <=
                             1,
                         qPrintable(QStringLiteral("value %1, block %2: %3 vs %4")
                                        .arg(value)
                                        .arg(block)
                                        .arg(follower->visibleBlockTop(block))
                                        .arg(leader->visibleBlockTop(block))));
            }
        }
    }
}

void TestDiffPane::linesAsLaidOutAndTheirPositions()
{
    // Wrapped paragraphs of different lengths, and an empty one.
    QString text;
    for (int i = 0; i < 12; ++i)
        text += QString(3 + (i * 41) % 150, QChar(u'甲')) +
                (i == 5 ? QStringLiteral("\n") : QString()) + u'\n';
    m_leftDocument.setPlainText(text);
    m_left->showDocument(&m_leftDocument);
    m_left->setLineWrapMode(QPlainTextEdit::WidgetWidth);
    QCoreApplication::processEvents();
    const int lines = m_leftDocument.lastBlock().firstLineNumber() +
                      m_leftDocument.lastBlock().layout()->lineCount();
    QVERIFY(lines > m_leftDocument.blockCount()); // some paragraph wraps
    // Each line's first position is on it, the one before on the line before; the positions asked
    // in order through a cursor give what they give alone.
    DiffPane::LineCursor cursor;
    for (int line = 0; line < lines; ++line) {
        const int first = m_left->firstPositionOfVisualLine(line);
        QCOMPARE(m_left->visualLineOf(first), line);
        if (line > 0)
            QCOMPARE(m_left->visualLineOf(first - 1), line - 1);
    }
    for (int position = 0; position < m_leftDocument.characterCount(); ++position)
        QCOMPARE(m_left->visualLineOf(position, cursor), m_left->visualLineOf(position));
    QCOMPARE(m_left->firstPositionOfVisualLine(lines), m_leftDocument.characterCount());
}

void TestDiffPane::highlightsArePainted()
{
    m_leftDocument.setPlainText(QStringLiteral("头发\n发展\n"));
    m_left->showDocument(&m_leftDocument);
    m_left->setHighlights({{1, 1}}, {QColor(255, 0, 0)});
    QCoreApplication::processEvents();
    const QImage image = m_left->viewport()->grab().toImage();
    // Just right of the start of 发 (highlighted) and of 头 (not), near the top of the line.
    const QPoint inside = leftRectAt(1).topLeft() + QPoint(2, 2);
    const QPoint outside = leftRectAt(0).topLeft() + QPoint(2, 2);
    QCOMPARE(image.pixelColor(inside), QColor(255, 0, 0));
    QVERIFY(image.pixelColor(outside) != QColor(255, 0, 0));
}

// Where the other side inserted, or this side's text was deleted: a mark unlike the text cursor.
void TestDiffPane::insertionPointIsMarked()
{
    m_leftDocument.setPlainText(QStringLiteral("原来这一刻\n"));
    m_left->showDocument(&m_leftDocument);
    m_left->setHighlights({{2, 0}}, {QColor(0, 0, 255)});
    QCoreApplication::processEvents();
    const QImage image = m_left->viewport()->grab().toImage();
    QTextCursor cursor(&m_leftDocument);
    cursor.setPosition(2);
    const QRect at = m_left->cursorRect(cursor);
    // The colour made darker (the white around is blue too).
    const auto marked = [&image](int x, int y) {
        const QColor pixel = image.pixelColor(x, y);
        return pixel.blue() > 100 && pixel.red() < 100 && pixel.green() < 100;
    };
    const auto markedAcross = [&](int y) {
        int count = 0;
        for (int dx = -4; dx <= 4; ++dx)
            count += marked(at.left() + dx, y) ? 1 : 0;
        return count;
    };
    // A bar at the insertion point, capped at the line's top and bottom: wider than a text
    // cursor there.
    QVERIFY(markedAcross(at.center().y()) >= 1);
    QVERIFY(markedAcross(at.center().y()) <= 3);
    for (const int y : {at.top() + 1, at.bottom() - 1})
        QVERIFY2(markedAcross(y) >= 5, qPrintable(QString::number(markedAcross(y))));
}

// The paragraphs on screen keep their shaped text from one repaint to the next (a paragraph of a
// megabyte took 15 ms a pane to shape again), the ones scrolled away give it up, and highlights
// stay where their characters are when the pane scrolls within a long paragraph.
void TestDiffPane::onlyTheParagraphsOnScreenKeepTheirShapedText()
{
    const QString paragraph = QStringLiteral("头发里面，").repeated(2000);
    m_leftDocument.setPlainText(QStringList(4, paragraph).join(u'\n'));
    m_left->showDocument(&m_leftDocument);
    m_left->setLineWrapMode(QPlainTextEdit::WidgetWidth);
    QCoreApplication::processEvents();
    const auto kept = [this] {
        QList<int> blocks;
        for (QTextBlock block = m_leftDocument.firstBlock(); block.isValid(); block = block.next())
            if (block.layout()->cacheEnabled())
                blocks << block.blockNumber();
        return blocks;
    };
    m_left->viewport()->repaint();
    QCOMPARE(kept(), QList<int>{0});

    // Twice: once the paragraphs passed on the way are laid out, their lines are counted.
    for (int i = 0; i < 2; ++i) {
        m_left->scrollToBlock(2, 40);
        m_left->viewport()->repaint();
    }
    QCOMPARE(kept(), QList<int>{2});
    const QTextLayout *layout = m_leftDocument.findBlockByNumber(2).layout();
    const int position = int(m_leftDocument.toPlainText().indexOf(
        u'发', m_leftDocument.findBlockByNumber(2).position() + layout->lineAt(42).textStart()));
    QVERIFY(m_left->viewport()->rect().contains(leftRectAt(position)));
    m_left->setHighlights({{position, 1}}, {QColor(255, 0, 0)});
    m_left->viewport()->repaint();
    const QImage image = m_left->viewport()->grab().toImage();
    QCOMPARE(image.pixelColor(leftRectAt(position).topLeft() + QPoint(2, 2)), QColor(255, 0, 0));
    QVERIFY(image.pixelColor(leftRectAt(position - 1).topLeft() + QPoint(2, 2)) !=
            QColor(255, 0, 0));
}

// The characters of the test chapters, each once, as a pane draws them ahead.
static qsizetype distinctCharactersOf(const QString &text)
{
    QSet<uint> characters;
    for (const uint c : text.toUcs4()) {
        if (c >= 0x20 && !(c >= 0x7F && c <= 0x9F) && c != 0x2028 && c != 0x2029)
            characters.insert(c);
    }
    return characters.size();
}

static QString everyChapter()
{
    QString text;
    for (const QString &file : testing::chapterFiles())
        text += testing::readUtf8(file);
    return text;
}

// Holds back the paint events of a single pixel that a widget gets.
class PixelPaintsHeld final : public QObject {
public:
    explicit PixelPaintsHeld(QWidget *widget)
        : m_widget(widget)
    {
        widget->installEventFilter(this);
    }
    ~PixelPaintsHeld() override { m_widget->removeEventFilter(this); }

protected:
    bool eventFilter(QObject *, QEvent *event) override
    {
        return event->type() == QEvent::Paint &&
               static_cast<QPaintEvent *>(event)->rect().size() == QSize(1, 1);
    }

private:
    QWidget *m_widget;
};

void TestDiffPane::glyphsAreDrawnAheadUnseen_data()
{
    QTest::addColumn<bool>("gradient");
    QTest::newRow("a plain background") << false;
    // A background that no one colour matches (its QBrush::color() is black): drawn in any
    // colour, the glyphs would show.
    QTest::newRow("a gradient") << true;
}

// The characters of the test chapters are drawn ahead while the window is idle, on the pane, where
// the user sees nothing of them: the window as shown is the same, pixel for pixel, after every
// paint that drew some of them.
void TestDiffPane::glyphsAreDrawnAheadUnseen()
{
    QFETCH(bool, gradient);
    const QString text = everyChapter();
    QVERIFY(text.size() > 5000);
    if (gradient) {
        QLinearGradient shades(0, 0, 600, 500);
        shades.setColorAt(0, Qt::white);
        shades.setColorAt(1, QColor(48, 80, 192));
        QPalette palette = m_left->palette();
        palette.setBrush(QPalette::Base, shades);
        m_left->setPalette(palette);
    }
    m_leftDocument.setPlainText(text);
    m_left->showDocument(&m_leftDocument);
    // Nothing else to change on the screen meanwhile: no blinking cursor, and a scroll bar
    // already there before the pane knows how long its text is.
    m_left->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_left->setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOn);
    m_left->setHighlights({{0, 2, 0, 0}}, {QColor(245, 120, 0)});
    m_left->viewport()->repaint();
    QScreen *screen = m_window->screen();
    const QImage before = screen->grabWindow(m_window->winId()).toImage();
    QVERIFY(!before.isNull());
    const GlyphPrimer &primer = m_left->glyphPrimer();
    QVERIFY(!primer.isDone());

    m_left->primeGlyphs();
    int paintsThatDrew = 0;
    QElapsedTimer bound;
    bound.start();
    // The pane asks for a paint of one pixel where no text is; the test paints the whole pane
    // instead, as when the user scrolls, so that the characters waiting are drawn where the text
    // is.
    const PixelPaintsHeld held(m_left->viewport());
    while (!primer.isDone() && bound.elapsed() < 60000) {
        if (!primer.waitsForPaint()) {
            QCoreApplication::processEvents();
            continue;
        }
        const qsizetype primed = primer.primed();
        m_left->viewport()->repaint();
        QVERIFY(primer.primed() > primed);
        ++paintsThatDrew;
        QCOMPARE(screen->grabWindow(m_window->winId()).toImage(), before);
    }
    QVERIFY(primer.isDone());
    QVERIFY(paintsThatDrew > 0);
    QCOMPARE(primer.primed(), distinctCharactersOf(text));
}

// A paint device that keeps the text drawn on it, and draws nothing.
class TextRecorder final : public QPaintDevice {
public:
    QStringList texts;

    QPaintEngine *paintEngine() const override { return &m_engine; }

protected:
    int metric(PaintDeviceMetric metric) const override
    {
        switch (metric) {
        case PdmWidth:
            return 400;
        case PdmHeight:
            return 40;
        case PdmDpiX:
        case PdmDpiY:
        case PdmPhysicalDpiX:
        case PdmPhysicalDpiY:
            return 96;
        case PdmDevicePixelRatioScaled:
            return int(devicePixelRatioFScale());
        default:
            return 1;
        }
    }

private:
    class Engine final : public QPaintEngine {
    public:
        explicit Engine(QStringList &texts)
            : QPaintEngine(AllFeatures)
            , m_texts(texts)
        {}
        bool begin(QPaintDevice *) override { return true; }
        bool end() override { return true; }
        void updateState(const QPaintEngineState &) override {}
        void drawPixmap(const QRectF &, const QPixmap &, const QRectF &) override {}
        void drawTextItem(const QPointF &, const QTextItem &item) override
        {
            m_texts << item.text();
        }
        Type type() const override { return User; }

    private:
        QStringList &m_texts;
    };
    mutable Engine m_engine{texts};
};

// What a paint of the pane draws ahead: the characters waiting, handed to the painter as text.
void TestDiffPane::charactersWaitingAreDrawn()
{
    m_window->hide(); // a hidden pane gets no paint: the characters wait for this one
    m_leftDocument.setPlainText(QStringLiteral("头发里面\n干净头发"));
    m_left->showDocument(&m_leftDocument);
    m_left->primeGlyphs();
    GlyphPrimer &primer = m_left->glyphPrimer();
    QTRY_VERIFY_WITH_TIMEOUT(primer.waitsForPaint(), 60000);
    QCOMPARE(primer.primed(), 0);
    TextRecorder device;
    QPainter painter(&device);
    primer.paint(painter, QRect(0, 0, 400, 40)); // as the pane's paint event does
    painter.end();
    QCOMPARE(device.texts.join(QString()), QStringLiteral("头发里面干净"));
    QCOMPARE(primer.primed(), 6);
    QVERIFY(!primer.waitsForPaint());
}

// Drawn once for a document and font: the text shown again (as after each pause in typing) draws
// nothing more; a new font draws them all again once it has stayed (a zoom's steps in a row draw
// only the last); a size Qt draws as outlines draws none; a new document stops it until asked.
void TestDiffPane::glyphsAreDrawnAgainInANewFontOnly()
{
    m_leftDocument.setPlainText(QStringLiteral("头发里面\n干净"));
    m_left->showDocument(&m_leftDocument);
    m_left->primeGlyphs();
    const GlyphPrimer &primer = m_left->glyphPrimer();
    QTRY_VERIFY_WITH_TIMEOUT(primer.isDone(), 60000);
    QCOMPARE(primer.primed(), 6);

    m_left->primeGlyphs();
    QVERIFY(primer.isDone());
    QFont font = m_left->font();
    for (int step = 1; step <= 3; ++step) {
        font.setPointSizeF(font.pointSizeF() + 1);
        m_left->setFont(font);
        QVERIFY(!primer.isDone());
        QCOMPARE(primer.primed(), 6); // not yet started over
    }
    QTRY_VERIFY_WITH_TIMEOUT(primer.isDone(), 60000);
    QCOMPARE(primer.primed(), 6);

    font.setPixelSize(100);
    m_left->setFont(font);
    QTRY_VERIFY_WITH_TIMEOUT(primer.isDone(), 60000);
    QCOMPARE(primer.primed(), 0);

    m_left->setFont(QFont());
    m_rightDocument.setPlainText(QStringLiteral("只有"));
    m_left->showDocument(&m_rightDocument);
    QVERIFY(!primer.isDone());
    QTest::qWait(2 * GlyphPrimer::FontSettlesMs);
    QVERIFY(!primer.isDone()); // stopped, not started over
    m_left->primeGlyphs();
    QTRY_VERIFY_WITH_TIMEOUT(primer.isDone(), 60000);
    QCOMPARE(primer.primed(), 2);
}

// A text of more characters than are ever drawn ahead: the first of them, then no more.
void TestDiffPane::aTextOfEveryCharacterIsDrawnInPart()
{
    QString text;
    for (char16_t c = 0x4E00; c < 0x4E00 + GlyphPrimer::MaxCharacters + 500; ++c) {
        text += QChar(c);
        if (c % 64 == 0)
            text += u'\n';
    }
    m_leftDocument.setPlainText(text);
    m_left->showDocument(&m_leftDocument);
    m_left->primeGlyphs();
    const GlyphPrimer &primer = m_left->glyphPrimer();
    QTRY_VERIFY_WITH_TIMEOUT(primer.isDone(), 120000);
    QCOMPARE(primer.primed(), GlyphPrimer::MaxCharacters);
}

// A paragraph longer than a piece read at once: a character of a pair of surrogates where a piece
// ends is read whole, not as two halves that are no character.
void TestDiffPane::aLongParagraphIsReadInPieces()
{
    QString text = QStringLiteral("x") + QString(GlyphPrimer::PieceLength - 2, u'字');
    text += QStringLiteral("𠀀"); // its high half the piece's last unit
    text += QString(GlyphPrimer::PieceLength * 2, u'字') + QStringLiteral("𪚥");
    m_leftDocument.setPlainText(text);
    QCOMPARE(m_leftDocument.blockCount(), 1);
    m_left->showDocument(&m_leftDocument);
    m_left->primeGlyphs();
    const GlyphPrimer &primer = m_left->glyphPrimer();
    QTRY_VERIFY_WITH_TIMEOUT(primer.isDone(), 60000);
    QCOMPARE(primer.primed(), 4);
}

QTEST_MAIN(TestDiffPane)
#include "tst_diffpane.moc"
