// SPDX-License-Identifier: GPL-3.0-or-later
#include "window/editmenu.h"

#include "document/session.h"
#include "panes/diffpane.h"
#include "panes/findbar.h"
#include "panes/sidebysideview.h"
#include "window/standardkeys.h"

#include <QInputDialog>
#include <QTextBlock>

namespace duizhao {

EditMenu::EditMenu(const Session &session, SideBySideView *view, FindBar *findBar, QWidget *parent)
    : QMenu(tr("&Edit"), parent)
    , m_session(session)
    , m_view(view)
    , m_findBar(findBar)
{
    DiffPane *converted = view->pane(DiffSide::B);
    QAction *undo = addAction(tr("&Undo"), converted, &QPlainTextEdit::undo);
    undo->setShortcut(QKeySequence::Undo);
    undo->setEnabled(false);
    connect(converted, &QPlainTextEdit::undoAvailable, undo, &QAction::setEnabled);
    QAction *redo = addAction(tr("&Redo"), converted, &QPlainTextEdit::redo);
    redo->setShortcut(QKeySequence::Redo);
    redo->setEnabled(false);
    connect(converted, &QPlainTextEdit::redoAvailable, redo, &QAction::setEnabled);
    addSeparator();
    addPaneAction(tr("Cu&t"), QKeySequence::Cut, &QPlainTextEdit::cut, Needs::SelectionToChange);
    addPaneAction(tr("&Copy"), QKeySequence::Copy, &QPlainTextEdit::copy, Needs::Selection);
    addPaneAction(tr("&Paste"), QKeySequence::Paste, &QPlainTextEdit::paste, Needs::Pasting);
    addPaneAction(tr("Select &All"), QKeySequence::SelectAll, &QPlainTextEdit::selectAll,
                  Needs::Nothing);
    connect(this, &QMenu::aboutToShow, this, &EditMenu::enablePaneActions);
    addSeparator();
    // Find and replace in the pane last worked in, unless another is chosen in the bar.
    QAction *findAction = addAction(tr("&Find…"), this, [this] {
        m_findBar->setSide(m_view->lastFocused());
        m_findBar->open();
    });
    findAction->setShortcut(QKeySequence::Find);
    QAction *findNext = addAction(tr("Find &Next"), this, [this] { find(false); });
    findNext->setShortcut(QKeySequence::FindNext);
    QAction *findPrevious = addAction(tr("Find Pre&vious"), this, [this] { find(true); });
    findPrevious->setShortcut(QKeySequence::FindPrevious);
    QAction *replace = addAction(tr("Find and Rep&lace…"), this, [this] {
        m_findBar->setSide(m_session.sideWorkedOn(m_view->lastFocused()));
        m_findBar->open(true);
    });
    replace->setShortcuts(standardOr(QKeySequence::Replace, QKeySequence(Qt::CTRL | Qt::Key_H)));
    QAction *goToLine = addAction(tr("&Go to Line…"), this, &EditMenu::goToLine);
    goToLine->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_L));
    addSeparator();
    QAction *preferences = addAction(tr("Pr&eferences…"), this, &EditMenu::preferencesRequested);
    preferences->setShortcuts(
        standardOr(QKeySequence::Preferences, QKeySequence(Qt::CTRL | Qt::Key_Comma)));
    preferences->setMenuRole(QAction::PreferencesRole);
}

// A clipboard command in the pane last worked in. Its key is the pane's own (a text edit takes
// Ctrl+C before any window shortcut), shown here and answered by the menu only while it is open:
// the same key in a table or a field stays that widget's.
void EditMenu::addPaneAction(const QString &text, QKeySequence::StandardKey key,
                             void (QPlainTextEdit::*command)(), Needs needs)
{
    QAction *action = addAction(text, this, [this, command] {
        DiffPane *pane = m_view->pane(m_view->lastFocused());
        (pane->*command)();
        pane->setFocus();
    });
    action->setShortcut(key);
    action->setShortcutContext(Qt::WidgetShortcut);
    m_paneActions.append({action, needs});
}

void EditMenu::enablePaneActions()
{
    const DiffPane *pane = m_view->pane(m_view->lastFocused());
    const bool selection = pane->textCursor().hasSelection();
    for (const auto &[action, needs] : std::as_const(m_paneActions)) {
        switch (needs) {
        case Needs::Selection:
            action->setEnabled(selection);
            break;
        case Needs::SelectionToChange:
            action->setEnabled(selection && !pane->isReadOnly());
            break;
        case Needs::Pasting:
            action->setEnabled(pane->canPaste());
            break;
        case Needs::Nothing:
            action->setEnabled(true);
            break;
        }
    }
}

void EditMenu::find(bool backwards)
{
    if (m_findBar->text().isEmpty()) {
        m_findBar->setSide(m_view->lastFocused());
        m_findBar->open();
        return;
    }
    if (!m_findBar->find(backwards))
        Q_EMIT message(tr("Not found: %1").arg(m_findBar->text()), 4000);
}

// The paragraph of that number, at the top of both panes (lines are numbered as in the panes'
// margins, a paragraph each).
void EditMenu::goToLine()
{
    DiffPane *pane = m_view->pane(m_view->lastFocused());
    bool ok = false;
    const int line = QInputDialog::getInt(
        parentWidget(), tr("Go to Line"), tr("Line (1 to %1):").arg(pane->blockCount()),
        pane->textCursor().blockNumber() + 1, 1, pane->blockCount(), 1, &ok);
    if (!ok)
        return;
    m_view->placeCursor(m_view->lastFocused(),
                        QTextCursor(pane->document()->findBlockByNumber(line - 1)));
    pane->scrollToBlock(line - 1, 0);
    m_view->followScroll(m_view->lastFocused());
    pane->setFocus();
}

} // namespace duizhao
