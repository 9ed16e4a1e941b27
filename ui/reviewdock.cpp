// SPDX-License-Identifier: GPL-3.0-or-later
#include "reviewdock.h"

#include "reviewpanel.h"

#include <QAction>
#include <QScrollArea>

namespace duizhao {

ReviewDock::ReviewDock(ReviewPanel *panel, QWidget *parent)
    : QDockWidget(tr("Review"), parent)
{
    setObjectName(QStringLiteral("reviewDock"));
    auto *scroller = new QScrollArea;
    scroller->setWidget(panel);
    scroller->setWidgetResizable(true);
    scroller->setFrameShape(QFrame::NoFrame);
    scroller->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    setWidget(scroller);
    setFeatures(QDockWidget::DockWidgetClosable | QDockWidget::DockWidgetMovable);
    toggleViewAction()->setText(tr("Review &Panel"));
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
