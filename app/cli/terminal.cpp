// SPDX-License-Identifier: GPL-3.0-or-later
#include "terminal.h"

#include <atomic>
#include <cerrno>

#include <unistd.h>

namespace duizhao {

bool Terminal::isTerminal(FILE *stream)
{
    return isatty(fileno(stream)) == 1;
}

bool Terminal::wantsColour(FILE *stream)
{
    return isTerminal(stream) && qEnvironmentVariableIsEmpty("NO_COLOR") &&
           qEnvironmentVariable("TERM") != u"dumb";
}

namespace {

// Why writing to stdout failed, taken when it did: later calls overwrite errno.
std::atomic<int> firstOutputFailure{0};

void remember(int reason)
{
    int none = 0;
    firstOutputFailure.compare_exchange_strong(none, reason != 0 ? reason : EIO);
}

} // namespace

void Terminal::write(FILE *stream, const QString &text)
{
    writeBytes(stream, text.toUtf8());
}

void Terminal::writeBytes(FILE *stream, QByteArrayView bytes)
{
    errno = 0;
    if (std::fwrite(bytes.data(), 1, size_t(bytes.size()), stream) != size_t(bytes.size()) &&
        stream == stdout)
        remember(errno);
}

int Terminal::standardOutputFailure()
{
    errno = 0;
    if (std::fflush(stdout) != 0 || std::ferror(stdout))
        remember(errno);
    return firstOutputFailure.load();
}

void Terminal::progress(const QString &message)
{
    err(QStringLiteral("\r\x1b[2K") + message);
    std::fflush(stderr);
}

void Terminal::progressDone()
{
    err(QStringLiteral("\r\x1b[2K"));
    std::fflush(stderr);
}

} // namespace duizhao
