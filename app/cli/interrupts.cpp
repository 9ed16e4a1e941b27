// SPDX-License-Identifier: GPL-3.0-or-later
#include "cli/interrupts.h"

#include "cli/commandline.h"
#include "core/jobs/jobcontrol.h"

#include <atomic>
#include <chrono>
#include <csignal>
#include <cstdlib>
#include <thread>

#ifdef Q_OS_WIN
#include <io.h>
#else
#include <semaphore.h>
#include <unistd.h>
#endif

namespace duizhao {

namespace {

std::atomic<JobControl *> interruptTarget{nullptr};
std::atomic<int> caughtSignal{0};
// Made before any signal can come: a handler may write bytes, not build a message.
QByteArray interruptMessage;

void endNow(int signal)
{
#ifdef Q_OS_WIN
    _write(2, interruptMessage.constData(), unsigned(interruptMessage.size()));
#else
    [[maybe_unused]] const auto written =
        ::write(STDERR_FILENO, interruptMessage.constData(), size_t(interruptMessage.size()));
#endif
    std::_Exit(128 + signal);
}

#ifdef Q_OS_WIN

// Windows runs a handler of Ctrl+C in a thread of its own: it can wait there for the job to end.
extern "C" void onInterrupt(int signal)
{
    caughtSignal.store(signal);
    if (JobControl *control = interruptTarget.load()) {
        control->cancel();
        std::this_thread::sleep_for(std::chrono::seconds(Interrupts::WindDownSeconds));
    }
    endNow(signal);
}

void startWatching() {}

#else

// Posted by the handler (sem_post may be called in one), waited on by the watchdog.
sem_t interrupted;

extern "C" void onInterrupt(int signal)
{
    int none = 0;
    const bool first = caughtSignal.compare_exchange_strong(none, signal);
    JobControl *control = interruptTarget.load();
    if (!first || !control)
        endNow(signal); // nothing is being written, or a second signal: at once
    // A job that may be writing a file stops at its next check and says what it left.
    control->cancel();
    sem_post(&interrupted);
}

// The watchdog: woken by a signal that cancelled a job, it gives the job its time to end and
// then ends the process, as the job may never reach its next check.
void startWatching()
{
    sem_init(&interrupted, 0, 0);
    std::thread([] {
        while (sem_wait(&interrupted) != 0) {
        }
        std::this_thread::sleep_for(std::chrono::seconds(Interrupts::WindDownSeconds));
        endNow(caughtSignal.load());
    }).detach();
}

#endif

} // namespace

void Interrupts::handle()
{
    interruptMessage =
        (QStringLiteral("duizhao: ") + tr("interrupted; no file was left half-written") + u'\n')
            .toUtf8();
    startWatching();
    std::signal(SIGINT, onInterrupt);
    std::signal(SIGTERM, onInterrupt);
}

void Interrupts::cancelOnInterrupt(JobControl *control)
{
    interruptTarget.store(control);
}

int Interrupts::exitCode()
{
    const int signal = caughtSignal.load();
    return signal > 0 ? 128 + signal : ExitInterrupted;
}

} // namespace duizhao
