// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/books/fileconversion.h"

#include <QCoreApplication>
#include <QList>
#include <QString>
#include <QStringList>

#include <atomic>
#include <functional>
#include <memory>

namespace duizhao {

class BytesReadAhead;
class Converter;
class JobControl;

// A file to convert, as found: named itself, or a .txt or .epub file inside a folder that was
// named.
struct BookInput {
    QString path;
    QString relativePath; // its path below the folder named (see BookConversion::scan)
    QString folder;       // the folder named, absolute; empty for a file named
};

// A file or folder of a book that is not converted, and why.
struct SkippedPath {
    QString path;
    QString reason;
};

// What the paths named hold: the files to convert, and every file or folder left out with why
// (hidden, unreadable, a name that is not UTF-8, a path too long). Duizhao's own files (the
// glossary, .duizhao-* files and folders) are no chapters and not listed.
struct BookScan {
    QList<BookInput> inputs;
    QList<SkippedPath> skipped;
};

// One file of a book conversion, with where it goes and how it ended.
struct BookFile {
    enum class Status { Pending, Converted, Skipped, Failed };

    QString input;
    QString output;
    bool outputExists = false; // when planned
    Status status = Status::Pending;
    QString reason;           // why it was skipped or failed
    QString warning;          // converted, but see ConvertedFile::warning
    bool inPlace = false;     // the output replaces the input itself
    bool earlierKept = false; // cancelled before it was written, an earlier output still there
    int fixes = 0;            // the likely mistakes fixed in it
    Script writtenAlready = Script::Undetermined; // see ConvertedFile::writtenAlready
    int documents = -1;                           // an EPUB's documents that its conversion changed
    // The input's bytes, when they are read ahead: the file is then read whole, never in blocks.
    std::shared_ptr<BytesReadAhead> bytesReadAhead;
};

// What the user chose for converting a book.
struct BookChoices {
    QStringList paths; // folders and files
    QString outputFolder;
    QString config;
    QString glossary; // a glossary file, or empty
    bool quotes = false;
    bool fixLikely = false;
    QString encoding; // of the outputs, as TextEncoding::fromUserName takes it; empty: as read
    bool convertNames = false;
};

// A book conversion ready to run: the dictionaries and the glossary loaded, every file with its
// output planned; or why it cannot run.
struct PreparedBook {
    // Its files: those to convert, and those left out (see BookScan), skipped with the reason.
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

    // The files named, and the .txt and .epub files in the folders named and below in reading
    // order (ReadingOrder), each with its path below the folder named (worked out from the
    // folder's absolute path, so that ../book/1.txt is 1.txt of it); where several folders are
    // named, below the folder's own name (vol1/1.txt, vol2/1.txt). Files in excludedFolder and
    // below are left out: an output folder inside the book would otherwise have its earlier
    // outputs converted again (book/out/book/…); so is the glossary in use.
    static BookScan scan(const QStringList &paths, const QString &excludedFolder = {},
                         const QString &glossary = {});
    // The files scan finds.
    static QList<BookInput> collect(const QStringList &paths, const QString &excludedFolder = {});

    // Where each input goes in outputFolder: a file of a folder named at its path below that
    // folder, a file named at its name. With namesConverter, file and folder names are converted
    // too. Files that would overwrite an input (by any path: files are compared as the file
    // system knows them, through links and bind mounts), that another input already goes to, or
    // that would be written through a link to outside outputFolder, are skipped with the reason;
    // outputs that already exist are marked, for the caller to ask about.
    static QList<BookFile> plan(const QList<BookInput> &inputs, const QString &outputFolder,
                                const Converter *namesConverter = nullptr);
    // The same checks for outputs chosen otherwise, one for each input: every output against
    // every input and every other output, before anything is written. With inPlace, a file may
    // be replaced by its own conversion, and by nothing else; a file of a folder named that is a
    // link to outside that folder is not (a file named is, through its link).
    static QList<BookFile> assign(const QList<BookInput> &inputs, const QStringList &outputs,
                                  bool inPlace = false);

    // A file or folder left out, as a file of the run, for its report.
    static BookFile skippedFile(const SkippedPath &skipped);
    // Skips every file whose output exists, saying so.
    static void keepExisting(QList<BookFile> &files);

    // Converts every pending file, several at once; each is written atomically, so a file is
    // either complete or not there. A failure stops only its own file. When control is cancelled,
    // files not yet written are skipped as cancelled. fileDone is called (from any thread) after
    // each file. Fixing likely mistakes, the text files' names are found first, in all of them:
    // the text files of a run are one book's chapters (an EPUB is a book of its own).
    static void run(QList<BookFile> &files, const FileConversionSettings &settings,
                    JobControl &control, const std::function<void()> &fileDone = {});

    static int count(const QList<BookFile> &files, BookFile::Status status);
    // How many files run converts at the same time.
    static int filesAtOnce();

private:
    static std::shared_ptr<const FoundNames> namesOf(const QList<BookFile> &files,
                                                     const FileConversionSettings &settings,
                                                     JobControl &control);
    static void convertFile(BookFile &file, const FileConversionSettings &settings,
                            JobControl &control);
    static void convertBook(BookFile &file, const FileConversionSettings &settings,
                            JobControl &control);
};

} // namespace duizhao
