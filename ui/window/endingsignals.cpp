// SPDX-License-Identifier: GPL-3.0-or-later
#include "window/endingsignals.h"

#include <QCoreApplication>
#include <QSocketNotifier>

#ifdef Q_OS_UNIX
#include <cerrno>
#include <csignal>
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
    if (::socketpair(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC, 0, pair) != 0)
        return nullptr;
    writeEnd = pair[0];
    installed = new EndingSignals(pair[1]);
    struct sigaction action = {};
    action.sa_handler = handler;
    sigemptyset(&action.sa_mask);
    action.sa_flags = SA_RESTART;
    for (const int signal : {SIGTERM, SIGHUP, SIGINT})
        sigaction(signal, &action, nullptr);
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
    if (::read(m_socket, &number, 1) == 1)
        Q_EMIT arrived(int(number));
#endif
}

} // namespace duizhao
