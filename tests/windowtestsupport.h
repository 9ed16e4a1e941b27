// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/jobs/workerpool.h"
#include "core/translations.h"
#include "testsupport.h"
#include "window/mainwindow.h"

#include <QAction>
#include <QCoreApplication>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTest>
#include <QThreadPool>

#include <array>

// Shared by the tests of the window.
namespace duizhao::testing {

// Watches the window's jobs (a conversion, a re-diff, a comparison) from before the action that
// starts one, so that a job that ends before the test begins to wait is not missed.
class JobWatch final {
public:
    explicit JobWatch(const MainWindow &window)
        : m_controller(window.controller())
    {
        const auto ended = [this](bool finished) {
            return [this, finished] {
                ++m_ends;
                m_lastFinished = finished;
            };
        };
        m_connections = {
            QObject::connect(m_controller, &ConversionController::conversionFinished, ended(true)),
            QObject::connect(m_controller, &ConversionController::conversionCancelled,
                             ended(false)),
            QObject::connect(m_controller, &ConversionController::conversionFailed, ended(false)),
        };
    }
    ~JobWatch()
    {
        for (const QMetaObject::Connection &connection : m_connections)
            QObject::disconnect(connection);
    }
    Q_DISABLE_COPY_MOVE(JobWatch)

    // Waits until a job has ended since the last wait and no other runs; true when the last one
    // finished (it was neither cancelled nor failed).
    bool wait()
    {
        const bool ended = QTest::qWaitFor(
            [this] { return m_ends > m_seen && !m_controller->isBusy(); }, WaitBound);
        m_seen = m_ends;
        return ended && m_lastFinished;
    }

private:
    const ConversionController *m_controller;
    std::array<QMetaObject::Connection, 3> m_connections;
    int m_ends = 0;
    int m_seen = 0;
    bool m_lastFinished = false;
};

// Lets every job on the worker pool end and its result reach the GUI thread: after this, a result
// that has not arrived never will (a superseded job's, say).
inline void settleJobs()
{
    jobPool()->waitForDone(-1); // the jobs first: a job may still give work to the workers
    workerPool()->waitForDone(-1);
    for (int round = 0; round < 3; ++round) {
        QCoreApplication::sendPostedEvents();
        QCoreApplication::processEvents();
    }
}

// The window's action with this text (its menu's, with its &), or nothing.
inline QAction *actionByText(QWidget *window, const QString &text)
{
    for (QAction *action : window->findChildren<QAction *>()) {
        if (action->text() == text)
            return action;
    }
    return nullptr;
}

// Triggers the window's action with this shortcut, as the key would.
inline void triggerAction(QWidget *window, const QKeySequence &keys)
{
    for (QAction *action : window->findChildren<QAction *>()) {
        if (action->shortcuts().contains(keys)) {
            action->trigger();
            return;
        }
    }
    QFAIL(qPrintable(QStringLiteral("no action for %1").arg(keys.toString())));
}

inline void triggerAction(QWidget *window, QKeySequence::StandardKey key)
{
    triggerAction(window, QKeySequence::keyBindings(key).value(0));
}

// The rows of a test run with word wrap off and on.
inline void addWrapRows()
{
    QTest::addColumn<bool>("wrap");
    QTest::newRow("no wrap") << false;
    QTest::newRow("word wrap") << true;
}

} // namespace duizhao::testing
