// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QTimer>
#include <QWidget>

class QProgressBar;

namespace duizhao {

class ConversionController;

// The progress of the controller's job in the status bar, with a Cancel button. Only a job that
// has run a moment shows them: a chapter is done before anyone could read a bar.
class JobProgress final : public QWidget {
    Q_OBJECT

public:
    explicit JobProgress(ConversionController *controller, QWidget *parent = nullptr);

private:
    void stop();

    ConversionController *m_controller;
    QProgressBar *m_bar;
    QTimer m_timer;
};

} // namespace duizhao
