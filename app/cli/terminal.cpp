// SPDX-License-Identifier: GPL-3.0-or-later
#include "terminal.h"

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

void Terminal::write(FILE *stream, const QString &text)
{
    const QByteArray bytes = text.toUtf8();
    std::fwrite(bytes.constData(), 1, size_t(bytes.size()), stream);
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
