// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "fileconversion.h"

#include <QCoreApplication>
#include <QList>
#include <QString>
#include <QStringList>

#include <atomic>
#include <functional>

namespace duizhao {

class Converter;
class JobControl;

// A file to convert, as found: named itself, or a .txt file inside a folder that was named.
struct BookInput {
    QString path;
    QString relativePath; // its path below the folder named (the file name for a file named)
};

// One file of a book conversion, with where it goes and how it ended.
struct BookFile {
    enum class Status { Pending, Converted, Skipped, Failed };

    QString input;
    QString output;
    bool outputExists = false; // when planned
    Status status = Status::Pending;
    QString reason;  // why it was skipped or failed
    QString warning; // converted, but see ConvertedFile::warning
};

// What the user chose for converting a book.
struct BookChoices {
    QStringList paths; // folders and files
    QString outputFolder;
    QString config;
    QString glossary; // a glossary file, or empty
    bool quotes = false;
    QString encoding; // of the outputs, as TextEncoding::fromUserName takes it; empty: as read
    bool convertNames = false;
};

// A book conversion ready to run: the dictionaries and the glossary loaded, every file with its
// output planned; or why it cannot run.
struct PreparedBook {
    QList<BookFile> files;
    FileConversionSettings settings;
    QString error;
};

class ConverterCache;

// Converting many files at once: a folder of chapters, or several files, into an output folder.
class BookConversion final {
    Q_DECLARE_TR_FUNCTIONS(BookConversion)

public:
    // Whether paths name a book rather than a text or two editions: they all exist, and there are
    // more than two of them or one is a folder.
    static bool isBook(const QStringList &paths);

    // Loads what the choices name and plans the files (see collect and plan); slow, so for a
    // worker thread. A glossary with a bad line stops it, with every bad line in the error.
    static PreparedBook prepare(const ConverterCache &converters, const BookChoices &choices);

    // The files named, and the .txt files in the folders named and below, sorted. Files in
    // excludedFolder and below are left out: an output folder inside the book would otherwise
    // have its earlier outputs converted again (book/out/book/…).
    static QList<BookInput> collect(const QStringList &paths, const QString &excludedFolder = {});

    // Where each input goes in outputFolder, keeping the folders below what was named. With
    // namesConverter, file and folder names are converted too. Files that would overwrite an input,
    // or that another input already goes to, are skipped with the reason; outputs that already
    // exist are marked, for the caller to ask about.
    static QList<BookFile> plan(const QList<BookInput> &inputs, const QString &outputFolder,
                                const Converter *namesConverter = nullptr);
    // The same checks for outputs chosen otherwise, one for each input: every output against
    // every input and every other output, before anything is written. With inPlace, a file may
    // be replaced by its own conversion, and by nothing else.
    static QList<BookFile> assign(const QList<BookInput> &inputs, const QStringList &outputs,
                                  bool inPlace = false);

    // Skips every file whose output exists, saying so.
    static void keepExisting(QList<BookFile> &files);

    // Converts every pending file, several at once; each is written atomically, so a file is
    // either complete or not there. A failure stops only its own file. When control is cancelled,
    // files not yet written are skipped as cancelled. fileDone is called (from any thread) after
    // each file.
    static void run(QList<BookFile> &files, const FileConversionSettings &settings,
                    JobControl &control, const std::function<void()> &fileDone = {});

    static int count(const QList<BookFile> &files, BookFile::Status status);
    // How many files run converts at the same time.
    static int filesAtOnce();

private:
    static void convertFile(BookFile &file, const FileConversionSettings &settings,
                            JobControl &control);
};

} // namespace duizhao
