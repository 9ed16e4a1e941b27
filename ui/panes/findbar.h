// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/diff/positionmapping.h"

#include <QTimer>
#include <QWidget>

#include <array>

class QComboBox;
class QLabel;
class QLineEdit;
class QPlainTextEdit;
class QPushButton;

namespace duizhao {

// The find bar under the panes: the first match is found as the text is typed, Enter finds the
// next match, Shift+Enter the previous one, Escape or Close puts the bar away. It says which pane
// it searches (the one last worked in, unless chosen) and which match of how many is selected;
// opened for replacing, it replaces the match selected, or all of them as one step of the pane's
// undo history, in a pane that can be edited.
class FindBar final : public QWidget {
    Q_OBJECT

public:
    // The panes of sides A and B, named in the bar as the window names them.
    FindBar(std::array<QPlainTextEdit *, 2> panes, std::array<QString, 2> paneNames,
            QWidget *parent = nullptr);

    // Shows the bar with its text selected, ready for typing; with replacing, its second row too.
    void open(bool replacing = false);
    QString text() const;
    void setText(const QString &text);
    void setReplacement(const QString &text);
    DiffSide side() const;
    // The pane searched: the one the user worked in last, until chosen in the bar.
    void setSide(DiffSide side);

    // Selects the next (previous) match in the pane from its cursor, wrapping around the end once.
    // Without a match the pane's cursor and view stay as they were, and it says false.
    bool find(bool backwards);
    // Replaces the match selected (if the selection is one) and finds the next one.
    bool replace();
    // Replaces every match in the pane, as one undo step; how many.
    int replaceAll();
    // What the last search found: "Match 3 of 17", "Not found", "17 replaced".
    QString resultText() const;

protected:
    void keyPressEvent(QKeyEvent *event) override;

private:
    QPlainTextEdit *pane() const;
    bool selectionIsMatch() const;
    void showPosition();
    void updateReplacing();
    // The first match of the text typed from where the match selected begins, so that typing on
    // keeps the place; without one, the pane stays as it was.
    void findAsTyped();

    std::array<QPlainTextEdit *, 2> m_panes;
    QLineEdit *m_field;
    QComboBox *m_sideBox;
    QLabel *m_result;
    QTimer m_typing; // a moment after the last key: each search reads a novel whole
    QWidget *m_replaceRow;
    QLineEdit *m_replacement;
    QPushButton *m_replace;
    QPushButton *m_replaceAll;
};

} // namespace duizhao
