// SPDX-License-Identifier: GPL-3.0-or-later
#include "cli/terminal.h"

#include <atomic>
#include <cerrno>

#ifdef Q_OS_WIN
#include <fcntl.h>
#include <io.h>
#include <windows.h>
#else
#include <unistd.h>
#endif

namespace duizhao {

#ifdef Q_OS_WIN

namespace {

HANDLE handleOf(FILE *stream)
{
    return reinterpret_cast<HANDLE>(_get_osfhandle(_fileno(stream)));
}

// Windows' console shows UTF-8, colours and the progress line's escapes once asked to (Windows
// 10 and later); its own code page would show Duizhao's UTF-8 as mojibake.
void prepareConsole()
{
    static const bool prepared = [] {
        for (FILE *stream : {stdout, stderr}) {
            DWORD mode = 0;
            if (GetConsoleMode(handleOf(stream), &mode))
                SetConsoleMode(handleOf(stream), mode | ENABLE_VIRTUAL_TERMINAL_PROCESSING);
        }
        SetConsoleOutputCP(CP_UTF8);
        return true;
    }();
    Q_UNUSED(prepared)
}

} // namespace

void Terminal::passBytesAsTheyAre()
{
    for (FILE *stream : {stdin, stdout, stderr})
        _setmode(_fileno(stream), _O_BINARY);
}

// A console, not just a character device: _isatty says yes to NUL as well. A console too old for
// escapes is written to as a file is.
bool Terminal::isTerminal(FILE *stream)
{
    prepareConsole();
    DWORD mode = 0;
    return GetConsoleMode(handleOf(stream), &mode) &&
           (mode & ENABLE_VIRTUAL_TERMINAL_PROCESSING || stream == stdin);
}

#else

void Terminal::passBytesAsTheyAre() {} // Unix's streams do

bool Terminal::isTerminal(FILE *stream)
{
    return isatty(fileno(stream)) == 1;
}

#endif

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
#ifdef Q_OS_WIN
    prepareConsole();
#endif
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
