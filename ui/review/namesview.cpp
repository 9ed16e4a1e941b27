// SPDX-License-Identifier: GPL-3.0-or-later
#include "review/namesview.h"

#include "document/namesmodel.h"

#include <QHeaderView>
#include <QLabel>
#include <QMenu>
#include <QTreeView>
#include <QVBoxLayout>

namespace duizhao {

NamesView::NamesView(NamesModel *model, QWidget *parent)
    : QWidget(parent)
    , m_model(model)
    , m_hint(new QLabel)
    , m_list(new QTreeView)
{
    m_hint->setWordWrap(true);
    m_list->setModel(model);
    m_list->setRootIsDecorated(false);
    m_list->setUniformRowHeights(true);
    m_list->setAllColumnsShowFocus(true);
    m_list->setContextMenuPolicy(Qt::CustomContextMenu);
    m_list->header()->setStretchLastSection(true);
    m_list->header()->setSectionResizeMode(QHeaderView::ResizeToContents);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->addWidget(m_hint);
    layout->addWidget(m_list, 1);
    connect(m_list, &QWidget::customContextMenuRequested, this, [this](const QPoint &at) {
        showMenu(m_list->indexAt(at), m_list->viewport()->mapToGlobal(at));
    });
    // Enter and a double-click open the row's forms where the row is.
    connect(m_list, &QTreeView::activated, this, [this](const QModelIndex &index) {
        const QRect row = m_list->visualRect(index);
        showMenu(index, m_list->viewport()->mapToGlobal(row.bottomLeft()));
    });
    connect(model, &QAbstractItemModel::modelReset, this, &NamesView::updateHint);
    updateHint();
}

QMenu *NamesView::formsMenu(int row, QWidget *parent)
{
    auto *menu = new QMenu(parent);
    const NameEntry &entry = m_model->entry(row);
    // Checked: the form the text writes everywhere already, if it writes only one.
    const QString only = entry.written.size() == 1 ? entry.mostWritten() : QString();
    for (const QString &form : entry.forms) {
        QAction *action = menu->addAction(tr("Write %1 Everywhere").arg(entry.writtenAs(form)));
        action->setCheckable(form == only);
        action->setChecked(form == only);
        connect(action, &QAction::triggered, this,
                [this, row, form] { Q_EMIT formChosen(row, form); });
    }
    if (entry.forms.isEmpty())
        menu->addAction(tr("No other form"))->setEnabled(false);
    return menu;
}

void NamesView::showMenu(const QModelIndex &index, const QPoint &at)
{
    if (!index.isValid())
        return;
    QMenu *menu = formsMenu(index.row(), this);
    menu->setAttribute(Qt::WA_DeleteOnClose);
    menu->popup(at);
}

void NamesView::updateHint()
{
    m_hint->setText(m_model->isEmpty()
                        ? tr("No names found whose characters convert more than one way. A name "
                             "is found where a surname is followed, again and again, by "
                             "characters no word has.")
                        : tr("Names this text or its book repeats. Right-click a name to write "
                             "one form everywhere; the choice is kept in the book's glossary."));
}

} // namespace duizhao
