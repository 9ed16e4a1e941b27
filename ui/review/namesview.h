// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QWidget>

class QLabel;
class QMenu;
class QModelIndex;
class QPoint;
class QTreeView;

namespace duizhao {

class NamesModel;

// The Names list: the names the text or its book writes again and again, each with how often,
// the forms it is written in and the others it could take. A form chosen (from the row's menu,
// by a double-click or Enter) is asked to be written everywhere; the list owns nothing of it.
class NamesView final : public QWidget {
    Q_OBJECT

public:
    NamesView(NamesModel *model, QWidget *parent = nullptr);

    QTreeView *list() const { return m_list; }
    // The menu of a row's forms, for a test to trigger; the caller owns it.
    QMenu *formsMenu(int row, QWidget *parent);

Q_SIGNALS:
    void formChosen(int row, const QString &form);

private:
    void showMenu(const QModelIndex &index, const QPoint &at);
    void updateHint();

    NamesModel *m_model;
    QLabel *m_hint;
    QTreeView *m_list;
};

} // namespace duizhao
