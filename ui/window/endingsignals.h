// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QObject>

class QSocketNotifier;

namespace duizhao {

// SIGTERM, SIGHUP and SIGINT, which end a program at once by default, turned into a signal of the
// event loop: a window ended by `kill`, by its terminal closing or by Ctrl+C there then keeps what
// it keeps when it is closed (its settings, the review) before it ends. Only the handler's write
// of the signal's number to a socket happens inside the handler, as POSIX allows; the rest in the
// event loop. The first signal only: the next ends the program at once. A signal the program
// started ignoring (nohup) stays ignored. Nothing on Windows, which has none of these signals for
// a window.
class EndingSignals final : public QObject {
    Q_OBJECT

public:
    // Installs the handlers, once for the process; later calls return the same object.
    static EndingSignals *install();

Q_SIGNALS:
    // The signal that arrived (SIGTERM, SIGHUP or SIGINT).
    void arrived(int signal);

private:
    explicit EndingSignals(int socket);
    void readArrived();

    QSocketNotifier *m_notifier = nullptr;
    int m_socket = -1;
};

} // namespace duizhao
