// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QCoreApplication>
#include <QStringList>

namespace duizhao {

// Exit codes of every subcommand, as documented in --help and docs/command-line.md.
enum ExitCode : int {
    ExitSuccess = 0,
    ExitProcessingError = 1, // a file could not be read, converted or written
    ExitUsageError = 2,      // the command line itself is wrong
    ExitInterrupted = 130,   // Ctrl+C (143: SIGTERM); nothing was left half-written
};

// The headless side of the `duizhao` executable: `convert`, `diff`, `review` and `detect`.
class CommandLine final {
    Q_DECLARE_TR_FUNCTIONS(CommandLine)

public:
    // True when the arguments name a subcommand or ask for help or the version, i.e. when no
    // window is wanted.
    static bool isHeadless(const QStringList &arguments);
    // The arguments without the options every Qt program takes for its window (-style Fusion,
    // -platform xcb, -stylesheet file.qss, -reverse …), which are Qt's, not ours to refuse.
    static QStringList withoutQtOptions(const QStringList &arguments);

    // What the program says when the window was asked for (files, or nothing) where there is no
    // display to show it on: a word that names no file may have been meant as a command.
    static int noWindow(const QStringList &files);

    // arguments as from QCoreApplication::arguments(), the program name first. Fails when what
    // the command printed could not all be written to standard output.
    static int run(const QStringList &arguments);

    static QString usage();

private:
    static int runCommand(const QStringList &arguments);
};

} // namespace duizhao
