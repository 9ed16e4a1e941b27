// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QCoreApplication>

namespace duizhao {

class JobControl;

// Ctrl+C (SIGINT) and SIGTERM: the program ends, with exit code 128 + the signal's number (130,
// 143) and nothing half-written, within a bounded time whatever its jobs are doing.
//
// While nothing is being written, at once. While a job runs (see cancelOnInterrupt), the signal
// cancels the job, which stops at its next check and says what it left; should it not have ended
// WindDownSeconds later (a write blocked on a pipe that no one reads, a line of megabytes
// converted in one piece), or should a second signal come, the process ends all the same. Files
// are replaced atomically (the new one is unnamed until it is complete), so ending at any moment
// leaves each either as it was or complete.
class Interrupts final {
    Q_DECLARE_TR_FUNCTIONS(Interrupts)

public:
    static constexpr int WindDownSeconds = 5;

    // From here on, signals are handled as said above. Called first thing, before any file is
    // read and before any thread is started.
    static void handle();
    // A signal cancels this control instead of ending the process at once. Pass null when the
    // job is over.
    static void cancelOnInterrupt(JobControl *control);
    // The exit code for a job that a signal stopped: 130 for Ctrl+C, 143 for SIGTERM.
    static int exitCode();
};

} // namespace duizhao
