// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QMenu>

namespace duizhao {

class FindBar;
class Session;
class SideBySideView;

// The Edit menu: undo and redo in the converted text, find (in the pane last worked in), find
// next and previous, find and replace (in the side the work goes to), go to a line, the
// preferences.
class EditMenu final : public QMenu {
    Q_OBJECT

public:
    EditMenu(const Session &session, SideBySideView *view, FindBar *findBar, QWidget *parent);

Q_SIGNALS:
    void preferencesRequested();
    void message(const QString &text, int timeout);

private:
    void find(bool backwards);
    void goToLine();

    const Session &m_session;
    SideBySideView *m_view;
    FindBar *m_findBar;
};

} // namespace duizhao
