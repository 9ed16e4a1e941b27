// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/conversion/configcatalog.h"
#include "core/text/linebreaks.h"
#include "core/text/textencoding.h"
#include "core/text/textfile.h"

#include <QByteArrayList>
#include <QCoreApplication>

#include <memory>
#include <optional>

namespace duizhao {

class Converter;
class FoundNames;
class Glossary;
class JobControl;

// How the files of a run are converted: the command line's options, the book dialog's choices.
struct FileConversionSettings {
    std::shared_ptr<const Converter> converter;
    std::shared_ptr<const Glossary> glossary;
    bool quotes = false;
    bool fixLikely = false;                                // see ConversionPlan::fixLikely
    std::shared_ptr<const FoundNames> bookNames = nullptr; // see ConversionPlan::bookNames
    QString fromEncoding;                                  // empty to detect each file's own
    QString fromEncodingNaming;                            // see ReadOptions::encodingNaming
    TextEncoding::Choice toEncoding;                       // empty encoding to write as read
    std::optional<LineEnding> lineEnding;                  // none to keep each file's own
    bool replaceUnrepresentable = false;
    // How the user chooses the encoding written, said after the advice when characters do not fit
    // the one chosen (the command line's options; the book dialog shows its choice beside it).
    QString encodingChoice;
    // The size from which a UTF-8 file whose likely mistakes are fixed is explained a block at a
    // time (FileConversion::convertInBlocks): a novel of ten megabytes is explained whole, as the
    // window explains it, and only a longer one is cut. Tests lower it.
    qint64 fixedInBlocksFrom = 16 * 1024 * 1024;
    // A file read doubtfully (ReadResult::warning: an encoding forced that makes rare characters)
    // is not written: a book, or a file replaced in place, is not written over unattended. One
    // whose encoding was guessed from a few characters is written, warned, unless it replaces
    // its input.
    bool refuseDoubtfulReads = false;
};

// One file's converted bytes, ready to be written one piece after another, or why there are none.
struct ConvertedFile {
    QByteArrayList pieces;
    std::optional<FileError> error;
    bool cancelled = false;
    QString warning;             // see ReadResult::warning
    bool guessedFromFew = false; // see ReadResult::guessedFromFew
    int fixes = 0;               // the likely mistakes fixed (see ConversionPlan::fixLikely)
    // The script the conversion writes, where the text was written in it already
    // (ScriptDetector::writtenAlready): converted a second time, as asked.
    Script writtenAlready = Script::Undetermined;
};

// Converting one whole file, read into memory, into the bytes of its conversion.
class FileConversion final {
    Q_DECLARE_TR_FUNCTIONS(FileConversion)

public:
    // path only names the file in messages. Clean UTF-8 that stays UTF-8 is converted as bytes,
    // without decoding; anything else is decoded, converted and encoded again.
    static ConvertedFile convert(QByteArray bytes, const QString &path,
                                 const FileConversionSettings &settings, JobControl &control);
    // The same for a UTF-8 file that stays UTF-8, with no rule that needs the whole text (no
    // glossary, quotes or other line endings): read, converted and written atomically a block at
    // a time, in the memory of a block however long the file (see convertUtf8Blocks). With likely
    // mistakes fixed, a file of settings.fixedInBlocksFrom or more is read for its names first
    // (unless its book's are given), then each block explained and fixed with them, three blocks
    // at a time, as the chapters of a book are: what else the text says of a span (a name's form in
    // the text, a phrase nearby that read a character otherwise) is judged within its block, so
    // that a few characters near a block's edge may come out as the block alone reads them. A
    // shorter file is not converted here. Nothing, and nothing written, for any other file, which
    // its first block tells, or a later one (a byte that is not UTF-8, a NUL), or for a path that
    // is not replaced atomically (standard output): the caller converts it whole then, which says
    // what is wrong with it. The result has no pieces: they are written. With readAs, as write.
    static std::optional<ConvertedFile> convertInBlocks(const QString &input, const QString &output,
                                                        const FileConversionSettings &settings,
                                                        JobControl &control,
                                                        const FileStamp *readAs = nullptr);
    // What to do about the characters lacked that an encoding cannot hold in converter's
    // conversion, for the reason a file was not written: a region's config where its forms fit.
    static QString adviceFor(const QString &encoding, const Converter &converter,
                             const QString &lacked);
    // Writes the converted bytes atomically, creating the folders the path names.
    // With readAs, the output replaces the input read then (see TextFile::writeBytes).
    static std::optional<FileError> write(const QString &path, const QByteArrayList &pieces,
                                          const FileStamp *readAs = nullptr);
};

} // namespace duizhao
