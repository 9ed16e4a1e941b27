// SPDX-License-Identifier: GPL-3.0-or-later
#include "reviewdock.h"

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
    connect(toggleViewAction(), &QAction::triggered, this,
            [this](bool shown) { m_wanted = shown; });
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
