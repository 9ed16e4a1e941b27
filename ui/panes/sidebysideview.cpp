// SPDX-License-Identifier: GPL-3.0-or-later
#include "panes/sidebysideview.h"

#include "document/settings.h"

#include "panes/diffpane.h"
#include "panes/elidedlabel.h"
#include "panes/overviewstrip.h"

#include <QAction>
#include <QApplication>
#include <QFontDatabase>
#include <QFontDialog>
#include <QHBoxLayout>
#include <QLabel>
#include <QMenu>
#include <QScrollBar>
#include <QSplitter>
#include <QTextCursor>
#include <QVBoxLayout>

namespace duizhao {

SideBySideView::SideBySideView(QWidget *parent)
    : QWidget(parent)
    , m_splitter(new QSplitter(Qt::Horizontal))
    , m_wrapAction(new QAction(tr("&Word Wrap"), this))
{
    m_wrapAction->setCheckable(true);
    m_wrapAction->setObjectName(QStringLiteral("wordWrapAction"));
    connect(m_wrapAction, &QAction::toggled, this, &SideBySideView::setWordWrap);
    for (const DiffSide side : {DiffSide::A, DiffSide::B}) {
        auto *box = new QWidget;
        auto *layout = new QVBoxLayout(box);
        layout->setContentsMargins(0, 0, 0, 0);
        layout->setSpacing(2);
        auto *header = new ElidedLabel;
        header->setObjectName(side == DiffSide::A ? QStringLiteral("originalHeader")
                                                  : QStringLiteral("convertedHeader"));
        header->setContentsMargins(6, 2, 6, 2);
        // Equal header heights keep the two panes' lines level.
        header->setFixedHeight(header->fontMetrics().height() * 3 / 2 + 4);
        // A long header is elided rather than widening its side: both panes stay equally wide.
        header->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Fixed);
        auto *pane = new DiffPane;
        layout->addWidget(header);
        layout->addWidget(pane);
        m_splitter->addWidget(box);
        m_headers[size_t(side)] = header;
        m_panes[size_t(side)] = pane;
    }
    DiffPane *original = pane(DiffSide::A);
    DiffPane *converted = pane(DiffSide::B);
    // The strip sits outside the panes, so that both panes are equally wide and wrap alike.
    m_overview = new OverviewStrip(converted);
    m_overview->setObjectName(QStringLiteral("overviewStrip"));
    original->setPartner(converted);
    converted->setPartner(original);

    auto *layout = new QHBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(0);
    layout->addWidget(m_splitter, 1);
    layout->addWidget(m_overview);

    connect(qApp, &QApplication::focusChanged, this, [this](QWidget *, QWidget *now) {
        for (const DiffSide side : {DiffSide::A, DiffSide::B}) {
            if (now == pane(side))
                m_lastFocused = side;
        }
    });
    for (const DiffSide side : {DiffSide::A, DiffSide::B}) {
        DiffPane *here = pane(side);
        DiffPane *other = pane(otherSide(side));
        connect(here->verticalScrollBar(), &QScrollBar::valueChanged, this,
                [this, side] { followScroll(side); });
        // Scrolling by keyboard (Ctrl+End, Page Down, arrows past the edge) moves the scroll bar
        // with its signals blocked; the pane still reports the move as an update that scrolls.
        connect(here, &QPlainTextEdit::updateRequest, this, [this, side](const QRect &, int dy) {
            if (dy != 0)
                followScroll(side);
        });
        connect(here->horizontalScrollBar(), &QScrollBar::valueChanged, this,
                [this, other](int value) {
                    if (m_syncing)
                        return;
                    m_syncing = true;
                    other->horizontalScrollBar()->setValue(value);
                    m_syncing = false;
                });
        connect(here, &QPlainTextEdit::cursorPositionChanged, this, [this, here, side] {
            if (!m_syncing && here->hasFocus())
                Q_EMIT cursorMoved(side, here->textCursor().position());
        });
        connect(here, &DiffPane::zoomRequested, this, &SideBySideView::zoomBy);
    }
}

void SideBySideView::setHeader(DiffSide side, const QString &lead, const QString &rest,
                               qsizetype named)
{
    m_headerParts[size_t(side)] = {lead, rest, named};
    showHeader(side);
}

void SideBySideView::setWaiting(DiffSide side, const QString &reason)
{
    m_waiting[size_t(side)] = reason;
    pane(side)->setWaiting(!reason.isEmpty());
    showHeader(side);
}

void SideBySideView::showHeader(DiffSide side)
{
    // The reason goes with the lead, which is never cut off.
    const auto &[lead, rest, named] = m_headerParts[size_t(side)];
    const QString &waiting = m_waiting[size_t(side)];
    m_headers[size_t(side)]->setParts(waiting.isEmpty() ? lead : tr("%1 (%2)").arg(lead, waiting),
                                      rest, named);
}

QByteArray SideBySideView::saveSplitterState() const
{
    return m_splitter->saveState();
}

bool SideBySideView::restoreSplitterState(const QByteArray &state)
{
    if (m_splitter->restoreState(state))
        return true;
    m_splitter->setSizes({1, 1});
    return false;
}

QFont SideBySideView::defaultFont()
{
    QFont font = QFontDatabase::systemFont(QFontDatabase::GeneralFont);
    const QStringList families = QFontDatabase::families();
    for (const QString &cjk :
         {QStringLiteral("Noto Serif CJK SC"), QStringLiteral("Noto Sans CJK SC"),
          QStringLiteral("Source Han Serif SC"), QStringLiteral("WenQuanYi Micro Hei"),
          QStringLiteral("Microsoft YaHei")}) {
        if (families.contains(cjk)) {
            font.setFamily(cjk);
            break;
        }
    }
    font.setPointSize(qMax(font.pointSize(), 12));
    return font;
}

void SideBySideView::setTextFont(const QFont &font)
{
    m_font = font;
    applyFont();
}

void SideBySideView::zoomBy(int steps)
{
    m_zoom = qBound(-8, m_zoom + steps, 40);
    applyFont();
}

QString SideBySideView::familyFor(const QString &family, const QString &region,
                                  const QStringList &installed)
{
    static const QStringList regions{QStringLiteral("SC"), QStringLiteral("TC"),
                                     QStringLiteral("HK"), QStringLiteral("JP"),
                                     QStringLiteral("KR")};
    // Windows draws Simplified in Microsoft YaHei and Traditional in Microsoft JhengHei.
    static const QStringList windowsFamilies{QStringLiteral("Microsoft YaHei"),
                                             QStringLiteral("Microsoft JhengHei")};
    if (windowsFamilies.contains(family) && !region.isEmpty()) {
        const QString variant = windowsFamilies[region == u"SC" ? 0 : 1];
        return region != u"JP" && region != u"KR" && installed.contains(variant) ? variant : family;
    }
    const qsizetype space = family.lastIndexOf(u' ');
    if (region.isEmpty() || space < 0 || !regions.contains(family.sliced(space + 1)))
        return family;
    const QString variant = family.left(space + 1) + region;
    return installed.contains(variant) ? variant : family;
}

void SideBySideView::setFontRegions(const QString &a, const QString &b)
{
    m_regions = {a, b};
    applyFont();
}

void SideBySideView::applyFont()
{
    const QStringList installed = QFontDatabase::families();
    for (const DiffSide side : {DiffSide::A, DiffSide::B}) {
        QFont font = m_font;
        font.setFamily(familyFor(m_font.family(), m_regions[size_t(side)], installed));
        font.setPointSizeF(qMax(4.0, m_font.pointSizeF() + m_zoom));
        // A new font lays the whole document out again: a novel's panes only when it changed.
        if (pane(side)->font() != font)
            pane(side)->setFont(font);
    }
}

void SideBySideView::addViewActions(QMenu *menu)
{
    menu->addAction(m_wrapAction);
    menu->addSeparator();
    QAction *zoomIn = menu->addAction(tr("Zoom &In"), this, [this] { zoomBy(1); });
    zoomIn->setShortcuts({QKeySequence::ZoomIn, QKeySequence(Qt::CTRL | Qt::Key_Equal)});
    QAction *zoomOut = menu->addAction(tr("Zoom &Out"), this, [this] { zoomBy(-1); });
    zoomOut->setShortcut(QKeySequence::ZoomOut);
    QAction *zoomReset = menu->addAction(tr("&Reset Zoom"), this, [this] { zoomBy(-m_zoom); });
    zoomReset->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_0));
    menu->addAction(tr("&Font…"), this, [this] {
        bool ok = false;
        const QFont font = QFontDialog::getFont(&ok, m_font, window(), tr("Font of both panes"));
        if (ok)
            setTextFont(font);
    });
}

void SideBySideView::setWordWrap(bool on)
{
    const QSignalBlocker blocker(m_wrapAction);
    m_wrapAction->setChecked(on);
    for (DiffPane *each : m_panes)
        each->setLineWrapMode(on ? QPlainTextEdit::WidgetWidth : QPlainTextEdit::NoWrap);
    followScroll(DiffSide::A);
}

void SideBySideView::followScroll(DiffSide leader)
{
    if (m_syncing)
        return;
    DiffPane *from = pane(leader);
    DiffPane *to = pane(otherSide(leader));
    m_syncing = true;
    from->clearTopShift();
    if (from->lineWrapMode() == QPlainTextEdit::NoWrap && from->blockCount() == to->blockCount()) {
        to->clearTopShift();
        to->verticalScrollBar()->setValue(from->verticalScrollBar()->value());
    } else {
        to->followScroll(*from);
    }
    m_syncing = false;
}

void SideBySideView::placeCursor(DiffSide side, const QTextCursor &cursor)
{
    pane(side)->setTextCursor(cursor);
    Q_EMIT cursorMoved(side, cursor.position());
}

void SideBySideView::select(int aPosition, int aLength, int bPosition, int bLength)
{
    m_syncing = true;
    for (auto [each, position, length] : {std::tuple{pane(DiffSide::A), aPosition, aLength},
                                          std::tuple{pane(DiffSide::B), bPosition, bLength}}) {
        QTextCursor cursor(each->document());
        cursor.setPosition(position);
        cursor.setPosition(position + length, QTextCursor::KeepAnchor);
        each->setTextCursor(cursor);
        each->centerCursor();
        each->setCurrent({position, length});
    }
    m_syncing = false;
    followScroll(DiffSide::A);
}

void SideBySideView::markCounterpart(DiffSide from, const Counterpart &found)
{
    DiffPane *here = pane(from);
    DiffPane *other = pane(otherSide(from));
    if (found.change >= 0) {
        other->setCurrent({found.otherPosition, found.otherLength});
        here->setCurrent({found.position, found.length});
        return;
    }
    other->setCurrent({qBound(0, found.otherPosition, other->document()->characterCount() - 1), 1});
    here->setCurrent({found.position, 1});
}

void SideBySideView::restoreSettings(const Settings &settings)
{
    restoreSplitterState(settings.splitterState());
    setTextFont(settings.font().value_or(defaultFont()));
    zoomBy(settings.zoom() - zoom());
    setWordWrap(settings.wordWrap());
}

void SideBySideView::saveSettings(Settings &settings) const
{
    settings.setSplitterState(saveSplitterState());
    settings.setFont(textFont());
    settings.setZoom(zoom());
    settings.setWordWrap(wordWrap());
}

} // namespace duizhao
