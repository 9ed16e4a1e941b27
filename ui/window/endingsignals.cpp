// SPDX-License-Identifier: GPL-3.0-or-later
#include "window/endingsignals.h"

#include <QCoreApplication>
#include <QSocketNotifier>

#ifdef Q_OS_UNIX
#include <cerrno>
#include <csignal>
#include <fcntl.h>
#include <sys/socket.h>
#include <unistd.h>
#endif

namespace duizhao {

#ifdef Q_OS_UNIX
namespace {

int writeEnd = -1; // the handler's end of the socket pair

void handler(int signal)
{
    const int saved = errno;
    const char number = char(signal);
    [[maybe_unused]] const ssize_t written = ::write(writeEnd, &number, 1);
    errno = saved;
}

} // namespace
#endif

EndingSignals *EndingSignals::install()
{
    static EndingSignals *installed = nullptr;
    if (installed)
        return installed;
#ifdef Q_OS_UNIX
    int pair[2];
    if (::socketpair(AF_UNIX, SOCK_STREAM, 0, pair) != 0)
        return nullptr;
    for (const int end : pair)
        ::fcntl(end, F_SETFD, FD_CLOEXEC);
    // A handler never waits: should the socket ever be full, a signal is waiting there already.
    ::fcntl(pair[0], F_SETFL, ::fcntl(pair[0], F_GETFL) | O_NONBLOCK);
    writeEnd = pair[0];
    installed = new EndingSignals(pair[1]);
    struct sigaction action = {};
    action.sa_handler = handler;
    sigemptyset(&action.sa_mask);
    action.sa_flags = SA_RESTART;
    for (const int signal : {SIGTERM, SIGHUP, SIGINT}) {
        // A signal ignored as the program started stays ignored: `nohup duizhao &` outlives its
        // terminal, and a window started in the background of a script ignores its Ctrl+C.
        struct sigaction inherited = {};
        if (sigaction(signal, nullptr, &inherited) == 0 && inherited.sa_handler != SIG_IGN)
            sigaction(signal, &action, nullptr);
    }
#else
    installed = new EndingSignals(-1);
#endif
    return installed;
}

EndingSignals::EndingSignals(int socket)
    : QObject(QCoreApplication::instance())
    , m_socket(socket)
{
#ifdef Q_OS_UNIX
    m_notifier = new QSocketNotifier(socket, QSocketNotifier::Read, this);
    connect(m_notifier, &QSocketNotifier::activated, this, &EndingSignals::readArrived);
#endif
}

void EndingSignals::readArrived()
{
#ifdef Q_OS_UNIX
    char number = 0;
    if (::read(m_socket, &number, 1) != 1)
        return;
    // Once: a second signal, while the program winds down (a conversion cancelled, a book being
    // written), ends it at once, as it would have without this.
    struct sigaction byDefault = {};
    byDefault.sa_handler = SIG_DFL;
    sigemptyset(&byDefault.sa_mask);
    for (const int signal : {SIGTERM, SIGHUP, SIGINT}) {
        struct sigaction now = {};
        if (sigaction(signal, nullptr, &now) == 0 && now.sa_handler == handler)
            sigaction(signal, &byDefault, nullptr);
    }
    m_notifier->setEnabled(false);
    Q_EMIT arrived(int(number));
#endif
}

} // namespace duizhao
