// SPDX-License-Identifier: GPL-3.0-or-later
#include "panes/opentextview.h"

#include "document/highlightpalette.h"
#include "document/opentext.h"
#include "document/paneheaders.h"
#include "panes/diffpane.h"
#include "panes/overviewstrip.h"
#include "panes/sidebysideview.h"

namespace duizhao {

OpenTextView::OpenTextView(OpenText *text, SideBySideView *view, QObject *parent)
    : QObject(parent)
    , m_session(text->session())
    , m_view(view)
{
    connect(text, &OpenText::textShown, this, &OpenTextView::show);
    connect(text, &OpenText::cancelled, this, [this] {
        showEditing();
        primeGlyphsOnceSettled();
    });
    // Entering a line aside from the text says what it is; once a line, not at every key.
    connect(view, &SideBySideView::cursorMoved, this, [this](DiffSide side, int position) {
        DiffPane *pane = m_view->pane(side);
        const int line = pane->document()->findBlock(position).blockNumber();
        const QString *aside = pane->asideLine(line);
        if (aside && line != std::exchange(m_asideLineEntered, line))
            Q_EMIT asideLineEntered(tr("Line %1 is %2").arg(line + 1).arg(*aside));
        else if (!aside)
            m_asideLineEntered = -1;
    });
    for (const DiffSide side : {DiffSide::A, DiffSide::B}) {
        connect(view->pane(side), &DiffPane::typedWhileReadOnly, this, [this, side] {
            const QString why = m_session.whyNotEditable(side);
            if (!why.isEmpty())
                Q_EMIT refusedTyping(why);
        });
    }
    showEditing();
}

void OpenTextView::show(const Session::Shown &changes)
{
    const ConversionOutcome &now = m_session.shown();
    DiffPane *original = m_view->pane(DiffSide::A);
    DiffPane *converted = m_view->pane(DiffSide::B);
    // A preview is replaced by the whole text where the user is reading; an explanation of the
    // text shown leaves the user at the change they went to.
    const auto [block, line] = original->topBlockAndLine();
    if (changes.newSource)
        original->showDocument(now.sourceDocument.get());
    if (changes.newConverted)
        converted->showDocument(now.convertedDocument.get());
    if (changes.newSource || changes.newConverted || m_session.isComparing())
        showHeaders();
    if (changes.newSource || changes.newConverted) {
        m_view->setFontRegions(m_session.fontRegion(DiffSide::A),
                               m_session.fontRegion(DiffSide::B));
        showAsideLines();
    }
    showEditing();
    if (changes.newSource && !changes.replacesPreview)
        original->scrollToBlock(0, 0);
    else if (changes.newSource || changes.newConverted)
        original->scrollToBlock(block, line);

    const std::vector<QColor> &colours = HighlightPalette::colours();
    for (const DiffSide side : {DiffSide::A, DiffSide::B}) {
        DiffPane *pane = m_view->pane(side);
        pane->setHighlights(m_session.highlights(side), colours);
        pane->setSecondaryHighlights(m_session.edits(side), colours[UserEditKind]);
    }
    original->setAlignment(now.sourceAlignment);
    converted->setAlignment(now.convertedAlignment);
    m_view->followScroll(DiffSide::A);
    m_view->overview()->setMarks(changes.overviewMarks, HighlightPalette::solidColours(),
                                 changes.riskyPositions);
    // A file read with bad byte sequences replaced: the first of them, on both sides.
    if (changes.newSource && m_session.canSave() && now.firstReplaced >= 0) {
        const Counterpart there =
            counterpart(now.diff.changes, DiffSide::A, int(now.firstReplaced));
        m_view->select(int(now.firstReplaced), 1, there.otherPosition, 1);
    }
    primeGlyphsOnceSettled();
    Q_EMIT textShown(changes);
}

// The text settled (its explanation come, or cancelled), the panes draw its characters ahead
// while the window is idle; not while a job still works on it, whose memory the glyphs would add
// to.
void OpenTextView::primeGlyphsOnceSettled()
{
    const Session::Stage stage = m_session.stage();
    if (stage == Session::Stage::Preview || stage == Session::Stage::Explaining)
        return;
    for (const DiffSide side : {DiffSide::A, DiffSide::B})
        m_view->pane(side)->primeGlyphs();
}

// A book's attribute values are lines of their own: set apart in both panes (their lines are
// the same on both sides), each said for what it is.
void OpenTextView::showAsideLines()
{
    QHash<int, QString> lines;
    for (const auto &[line, attribute] : m_session.shown().attributeLines) {
        lines.insert(int(line),
                     attribute == u"alt"
                         ? tr("an image's description (its alt attribute), not the chapter's "
                              "text: an edit there changes the description")
                         : tr("a tooltip of the page (a title attribute), not the chapter's "
                              "text: an edit there changes the tooltip"));
    }
    for (const DiffSide side : {DiffSide::A, DiffSide::B})
        m_view->pane(side)->setAsideLines(lines);
    m_asideLineEntered = -1;
}

void OpenTextView::showHeaders()
{
    if (!m_session.hasText())
        return;
    for (const DiffSide side : {DiffSide::A, DiffSide::B}) {
        const PaneHeaders::Text header = PaneHeaders::of(m_session, side);
        m_view->setHeader(side, header.lead, header.rest, header.named);
    }
}

void OpenTextView::showEditing()
{
    // A side waiting for the text to be ready shows why in its header, and stays read-only.
    for (const DiffSide side : {DiffSide::A, DiffSide::B})
        m_view->setWaiting(side, m_session.readOnlyReason(side));
    // The original of a conversion is never edited (it has no reason to wait for).
    DiffPane *first = m_view->pane(DiffSide::A);
    const bool editable = m_session.canEdit(DiffSide::A);
    first->setReadOnly(!editable);
    first->setTextInteractionFlags(editable
                                       ? Qt::TextEditorInteraction
                                       : Qt::TextSelectableByMouse | Qt::TextSelectableByKeyboard);
}

} // namespace duizhao
