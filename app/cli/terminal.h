// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArrayView>
#include <QString>

#include <cstdio>

namespace duizhao {

// Writing to the standard streams: UTF-8 text, colour only on a terminal that wants it.
class Terminal final {
public:
    // The standard streams carry bytes as they are: Windows' C runtime would write each line feed
    // of a conversion sent to standard output as CR LF, and end standard input at a Ctrl+Z.
    static void passBytesAsTheyAre();

    static bool isTerminal(FILE *stream);
    // A terminal, and NO_COLOR not set (https://no-color.org).
    static bool wantsColour(FILE *stream);

    static void write(FILE *stream, const QString &text);
    static void writeBytes(FILE *stream, QByteArrayView bytes);
    static void out(const QString &text) { write(stdout, text); }
    static void err(const QString &text) { write(stderr, text); }
    // Flushes standard output; the errno of the first write to it that failed, 0 if none did.
    static int standardOutputFailure();

    // Overwrites the current line of stderr with a progress message; done() ends that line.
    static void progress(const QString &message);
    static void progressDone();
};

} // namespace duizhao
