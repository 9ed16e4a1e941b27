// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/diff/positionmapping.h"

#include <QByteArray>
#include <QFont>
#include <QWidget>

#include <array>

class QAction;
class QLabel;
class QMenu;
class QSplitter;
class QTextCursor;

namespace duizhao {

class DiffPane;
class ElidedLabel;
class Settings;
class OverviewStrip;

// The two panes side by side, each under its header, and the overview strip beside them: the
// panes scroll together (the one scrolled leads, the other follows to the pixel, with or without
// word wrap), share font, zoom and wrapping, and mark where the cursor's counterpart is. It shows;
// what it shows (texts, highlights, the changes) belongs to its owner.
class SideBySideView final : public QWidget {
    Q_OBJECT

public:
    explicit SideBySideView(QWidget *parent = nullptr);

    DiffPane *pane(DiffSide side) const { return m_panes[size_t(side)]; }
    OverviewStrip *overview() const { return m_overview; }
    // A header: its lead in bold ("Original"), the rest elided to fit, whole in the tooltip.
    // A side's header (see ElidedLabel::setParts).
    void setHeader(DiffSide side, const QString &lead, const QString &rest, qsizetype named = 0);
    // A pane that cannot be edited for now, and why ("read-only until the whole text is
    // converted"): the reason stays in its header and the pane looks read-only until this is
    // called again with an empty reason.
    void setWaiting(DiffSide side, const QString &reason);
    QString waitingReason(DiffSide side) const { return m_waiting[size_t(side)]; }
    QByteArray saveSplitterState() const;
    bool restoreSplitterState(const QByteArray &state);
    // The splitter, font, zoom and wrapping as remembered, and remembering them.
    void restoreSettings(const Settings &settings);
    void saveSettings(Settings &settings) const;

    // A CJK font for long reading where one is installed, at 12 points at least.
    static QFont defaultFont();
    // The same family in other regional forms where it comes in several and that one is
    // installed (Noto Serif CJK SC → Noto Serif CJK TC for "TC", Microsoft YaHei → Microsoft
    // JhengHei); else the family as it is.
    static QString familyFor(const QString &family, const QString &region,
                             const QStringList &installed);
    // The regional forms each pane's text is drawn in (see ConfigCatalog::fontRegion): 着 and 裡
    // look as Taiwan writes them in a Traditional pane, as the mainland does in a Simplified one.
    void setFontRegions(const QString &a, const QString &b);
    // The panes' font: a base font, and zoom steps of a point each on top of it.
    QFont textFont() const { return m_font; }
    void setTextFont(const QFont &font);
    int zoom() const { return m_zoom; }
    void zoomBy(int steps);
    void setWordWrap(bool on);
    bool wordWrap() const { return m_wrapAction->isChecked(); }
    // The View menu's entries: word wrap, zoom in, out and back, the font.
    void addViewActions(QMenu *menu);

    // The leader was scrolled (or moved by a jump the scroll bar does not report): the other pane
    // shows the same paragraphs at the same heights.
    void followScroll(DiffSide leader);
    // Selects a stretch on each side and centres it, both panes level.
    void select(int aPosition, int aLength, int bPosition, int bLength);
    // Places a side's cursor where the user asked (Go to Line), as a click there would: what
    // watches the cursor follows it, though the pane may not have the focus yet.
    void placeCursor(DiffSide side, const QTextCursor &cursor);
    // Marks what stands opposite a cursor placed on one side.
    void markCounterpart(DiffSide from, const Counterpart &found);
    // The pane the user was last in (the converted one until then), though the focus may have
    // gone to the find field since: Find searches it, and comparing, Save writes its edition.
    DiffSide lastFocused() const { return m_lastFocused; }

Q_SIGNALS:
    // The user moved the cursor in a pane that has the focus (the view's own moves excluded).
    void cursorMoved(DiffSide side, int position);

private:
    void applyFont();

    std::array<DiffPane *, 2> m_panes{};
    void showHeader(DiffSide side);

    std::array<ElidedLabel *, 2> m_headers{};
    struct HeaderParts {
        QString lead;
        QString rest;
        qsizetype named = 0;
    };
    std::array<HeaderParts, 2> m_headerParts;
    std::array<QString, 2> m_waiting;
    QSplitter *m_splitter;
    OverviewStrip *m_overview;
    QAction *m_wrapAction;
    QFont m_font;
    std::array<QString, 2> m_regions;
    int m_zoom = 0;
    DiffSide m_lastFocused = DiffSide::B;
    bool m_syncing = false; // a pane is being moved to follow the other
};

} // namespace duizhao
