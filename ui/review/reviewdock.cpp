// SPDX-License-Identifier: GPL-3.0-or-later
#include "review/reviewdock.h"

#include <QAction>
#include <QScrollArea>

namespace duizhao {

ReviewDock::ReviewDock(const QString &title, QWidget *content, Content kind, QWidget *parent)
    : QDockWidget(title, parent)
{
    if (kind == Content::Scrolled) {
        auto *scroller = new QScrollArea;
        scroller->setWidget(content);
        scroller->setWidgetResizable(true);
        scroller->setFrameShape(QFrame::NoFrame);
        scroller->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
        content = scroller;
    }
    setWidget(content);
    setFeatures(QDockWidget::DockWidgetClosable | QDockWidget::DockWidgetMovable);
    // Asked for from the menu, it comes to the front of the docks it shares a place with.
    connect(toggleViewAction(), &QAction::triggered, this, [this](bool shown) {
        m_wanted = shown;
        if (shown)
            raise();
    });
}

void ReviewDock::closeEvent(QCloseEvent *event)
{
    // Closed with its own button, not put away: the user's wish, as the menu's.
    m_wanted = false;
    QDockWidget::closeEvent(event);
}

void ReviewDock::setWanted(bool wanted)
{
    m_wanted = wanted;
    setVisible(m_applies && m_wanted);
}

void ReviewDock::setApplies(bool applies)
{
    m_applies = applies;
    setVisible(m_applies && m_wanted);
}

} // namespace duizhao
