// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QWidget>

class QLineEdit;
class QPlainTextEdit;

namespace duizhao {

// The find bar under the panes: Enter finds the next match, Shift+Enter the previous one, Escape
// or Close puts the bar away. Which pane it searches is its owner's choice.
class FindBar final : public QWidget {
    Q_OBJECT

public:
    explicit FindBar(QWidget *parent = nullptr);

    // Shows the bar with its text selected, ready for typing.
    void open();
    QString text() const;
    // Selects the next (previous) match in pane from its cursor, wrapping around the end once.
    // Without a match the pane's cursor and view stay as they were, and it says false.
    bool findIn(QPlainTextEdit *pane, bool backwards) const;

Q_SIGNALS:
    void findRequested(bool backwards);

protected:
    void keyPressEvent(QKeyEvent *event) override;

private:
    QLineEdit *m_field;
};

} // namespace duizhao
