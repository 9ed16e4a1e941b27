// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QKeySequence>
#include <QList>
#include <QMenu>

class QPlainTextEdit;

namespace duizhao {

class FindBar;
class Session;
class SideBySideView;

// The Edit menu: undo and redo in the converted text; cut, copy, paste, select all, find, find
// next and previous in the pane last worked in; find and replace (in the side the work goes to),
// go to a line, the preferences.
class EditMenu final : public QMenu {
    Q_OBJECT

public:
    EditMenu(const Session &session, SideBySideView *view, FindBar *findBar, QWidget *parent);

Q_SIGNALS:
    void preferencesRequested();
    void message(const QString &text, int timeout);

private:
    // What a clipboard command needs of the pane to be enabled.
    enum class Needs { Nothing, Selection, SelectionToChange, Pasting };

    void addPaneAction(const QString &text, QKeySequence::StandardKey key,
                       void (QPlainTextEdit::*command)(), Needs needs);
    void enablePaneActions();
    void find(bool backwards);
    void goToLine();

    const Session &m_session;
    SideBySideView *m_view;
    FindBar *m_findBar;
    QList<std::pair<QAction *, Needs>> m_paneActions;
};

} // namespace duizhao
