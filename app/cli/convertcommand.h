// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/books/bookconversion.h"
#include "core/books/fileconversion.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QStringList>

#include <optional>

namespace duizhao {

// `duizhao convert`: converts files or whole folders, in parallel, with atomic writes.
class ConvertCommand final {
    Q_DECLARE_TR_FUNCTIONS(ConvertCommand)

public:
    static int run(const QStringList &arguments);
    // What a run interrupted before all its files were written says it did: which files were
    // written completely, if any.
    static QString interruptedReport(const QList<BookFile> &files);
    // How many likely mistakes --fix-likely fixed in a file, as a line for standard error.
    static QString fixesReport(const QString &file, int fixes);
    // Warns that a file was in the script its conversion writes already (nothing for Undetermined).
    static void warnIfWrittenAlready(const QString &file, Script script,
                                     const FileConversionSettings &settings);

private:
    // The conversion the options ask for, or the exit code of what is wrong with them (said).
    static std::optional<FileConversionSettings> settingsOf(const QCommandLineParser &parser,
                                                            int *code);
    static int convertBooks(const QCommandLineParser &parser);
    static int convertFiles(QList<BookFile> &files, const FileConversionSettings &settings,
                            bool hasOutput);
};

} // namespace duizhao
