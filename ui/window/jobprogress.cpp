// SPDX-License-Identifier: GPL-3.0-or-later
#include "window/jobprogress.h"

#include "document/conversioncontroller.h"

#include <QHBoxLayout>
#include <QProgressBar>
#include <QPushButton>

namespace duizhao {

JobProgress::JobProgress(ConversionController *controller, QWidget *parent)
    : QWidget(parent)
    , m_controller(controller)
    , m_bar(new QProgressBar)
{
    auto *layout = new QHBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    m_bar->setRange(0, 1000);
    m_bar->setMaximumWidth(200);
    auto *cancel = new QPushButton(tr("Cancel"));
    layout->addWidget(m_bar);
    layout->addWidget(cancel);
    hide();
    connect(cancel, &QPushButton::clicked, controller, &ConversionController::cancel);
    m_timer.setInterval(100);
    connect(&m_timer, &QTimer::timeout, this, [this] {
        if (!m_controller->isBusy())
            return;
        show();
        m_bar->setValue(int(m_controller->progress() * 1000));
    });
    connect(controller, &ConversionController::jobStarted, this, [this] { m_timer.start(); });
    connect(controller, &ConversionController::conversionFinished, this, &JobProgress::stop);
    connect(controller, &ConversionController::conversionCancelled, this, &JobProgress::stop);
    connect(controller, &ConversionController::conversionFailed, this, &JobProgress::stop);
}

void JobProgress::stop()
{
    m_timer.stop();
    hide();
}

} // namespace duizhao
