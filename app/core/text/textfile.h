// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/text/linebreaks.h"

#include <QByteArrayList>
#include <QCoreApplication>
#include <QDir>
#include <QString>

#include <functional>
#include <optional>
#include <utility>
#include <vector>

class QFileDevice;

namespace duizhao {

struct EncodingGuess;

class JobControl;

// What a save needs to reproduce the file as it was read.
struct TextFormat {
    QString encoding = QStringLiteral("UTF-8");
    bool bom = false;
    LineBreaks lineBreaks;
};

// A failure that names the file and says why, ready to show to a user.
struct FileError {
    QString path;
    QString reason;
    // The file is text with bad byte sequences in it: it can be read with them replaced (see
    // ReadOptions::replaceBadSequences).
    bool badSequences = false;

    QString message() const
    {
        return QDir::toNativeSeparators(path) + QStringLiteral(": ") + reason;
    }
};

struct ReadOptions {
    QString encoding; // canonical name (see TextEncoding); empty to detect
    qint64 sizeLimit = qint64(512) * 1024 * 1024;
    // Read a text with bad byte sequences all the same, each replaced with U+FFFD, rather than
    // refuse it; ReadResult says how many and where.
    bool replaceBadSequences = false;
    // How the user names the encoding read here (the command line's option, the window's menu),
    // said after a guess from a few characters.
    QString encodingNaming = QString();
};

struct ReadResult {
    QString text; // line breaks normalized to '\n', no byte-order mark
    TextFormat format;
    std::optional<FileError> error;
    // Read, but doubtful: a forced encoding that gave text made mostly of rare characters, or bad
    // byte sequences replaced.
    QString warning;
    // The warning says only that the encoding was guessed from a few characters: the text may
    // well read right, and what is written elsewhere may be written (see
    // FileConversionSettings::refuseDoubtfulReads); a file replaced in place is not.
    bool guessedFromFew = false;
    qsizetype replacedSequences = 0;
    qsizetype firstReplaced = -1; // where the first replacement is in text
    // A book's chapter: its lines that are an attribute's value, not its body's text (a link's
    // title, an image's alt), as MarkupText::attributeLines gives them.
    std::vector<std::pair<qsizetype, QString>> attributeLines;

    bool ok() const { return !error.has_value(); }
};

struct BytesResult {
    QByteArray bytes;
    std::optional<FileError> error;
};

// What a file was like when it was read, so that replacing it can be refused if it changed since
// (another program appended to it while it was converted).
struct FileStamp {
    qint64 size = -1;
    qint64 modifiedNanoseconds = -1;
    bool exists() const { return size >= 0; }
    static FileStamp of(const QString &path);
    friend bool operator==(const FileStamp &, const FileStamp &) = default;
};

struct WriteOptions {
    // Write characters that the encoding cannot represent as a substitute ('?') instead of
    // refusing to write the file.
    bool replaceUnrepresentable = false;
};

// Reading and writing text files in the encodings Chinese novels come in.
class TextFile final {
    Q_DECLARE_TR_FUNCTIONS(TextFile)

public:
    static ReadResult read(const QString &path, const ReadOptions &options = {});
    // The file's bytes, with the checks every read makes (exists, not a folder, within the size
    // limit, readable).
    static BytesResult readBytes(const QString &path, qint64 sizeLimit);
    // Why path is no file to read, without reading it: it does not exist, it is a folder, a
    // device, a pipe or a socket.
    static std::optional<FileError> notAFile(const QString &path);
    // The same for bytes already in memory; path is only used in messages.
    static ReadResult decode(QByteArray bytes, const QString &path,
                             const ReadOptions &options = {});
    // The same, the bytes' encoding guessed already (EncodingDetector::guess with
    // options.encoding): a long text is not scanned twice.
    static ReadResult decode(QByteArray bytes, const QString &path, const ReadOptions &options,
                             const EncodingGuess &guess);

    // Atomic: the text goes to a temporary file that replaces the target only when everything
    // was written, so on any failure the old file stays as it was and nothing else is left.
    static std::optional<FileError> write(const QString &path, QStringView text,
                                          const TextFormat &format,
                                          const WriteOptions &options = {},
                                          const JobControl *control = nullptr);

    // The bytes a save would write (for standard output), in pieces; on failure, none and the
    // reason.
    struct EncodedText {
        QByteArrayList pieces;
        std::optional<QString> error;
    };
    static EncodedText encode(QStringView text, const TextFormat &format,
                              const WriteOptions &options = {});

    // Bytes that are already encoded, one piece after another, atomically too. With readAs, the
    // file is replacing the one read then, and is refused if that changed since.
    static std::optional<FileError> writeBytes(const QString &path, const QByteArrayList &pieces,
                                               const FileStamp *readAs = nullptr);

    // What produce writes to the device it is given (it returns why it stopped, if it did),
    // written as writeBytes writes: atomically, or as a stream; with readAs, refused if the file
    // replaced changed since.
    using Producer = std::function<std::optional<QString>(QFileDevice &)>;
    static std::optional<FileError> writeProduced(const QString &path, const Producer &produce,
                                                  const FileStamp *readAs = nullptr);

    // Makes the folders a path names that do not exist yet; why not, if it could not.
    static std::optional<FileError> makeFolderOf(const QString &path);

    // The descriptor a path names as a stream of this process (-, /dev/stdout, /dev/fd/1,
    // /proc/self/fd/1), which is written as it is, never replaced: behind it may be a log that
    // standard output is appended to.
    static std::optional<int> streamDescriptor(const QString &path);
    // Whether a write to the path goes through a temporary file that replaces it at the end: not
    // for a stream or a device, which are written as the bytes come.
    static bool replacesAtomically(const QString &path);
    // Writes bytes to a device a producer was given; why not, if it could not.
    static std::optional<QString> writePiece(QFileDevice &file, const QByteArray &bytes);
    // Why text cannot be written in encoding: the first characters it cannot hold, where.
    static QString describeUnrepresentable(QStringView text, const QString &encoding);

private:
    // Lets produce write to a QSaveFile and commits only when it returns no error reason; a device
    // or a pipe is written to as it is.
    static std::optional<FileError>
    saveAtomically(const QString &path,
                   const std::function<std::optional<QString>(QFileDevice &)> &produce,
                   const FileStamp *readAs = nullptr);
    static std::optional<QString> checkReplacing(const QString &path, QFileDevice &file,
                                                 const FileStamp *readAs);
    // The replacement given the replaced file's owner, group and permissions where the system
    // has them; why not, when it cannot be.
    static std::optional<QString> keepOwnerAndMode(const QString &path, QFileDevice &file);
    // Whether what was written to the file is on the disk (errno says why not).
    static bool syncToDisk(QFileDevice &file);
    static std::optional<FileError>
    writeToDescriptor(const QString &path, int descriptor,
                      const std::function<std::optional<QString>(QFileDevice &)> &produce);
    static std::optional<FileError>
    writeToSpecialFile(const QString &path,
                       const std::function<std::optional<QString>(QFileDevice &)> &produce);
    static QString readAsFrom(QByteArrayView content, qsizetype line, const QString &failed);
    static std::optional<FileError>
    produceAndFlush(const QString &path, QFileDevice &file,
                    const std::function<std::optional<QString>(QFileDevice &)> &produce);
    static QString writeFailure(const QFileDevice &file, int savedErrno);
    // Encodes text as saved (byte-order mark, line endings) in pieces handed to sink; a sink
    // returns a reason to stop. Returns why it stopped, if it did.
    using ByteSink = std::function<std::optional<QString>(const QByteArray &)>;
    static std::optional<QString> encodeInPieces(QStringView text, const TextFormat &format,
                                                 const WriteOptions &options,
                                                 const JobControl *control, const ByteSink &sink);
    // How many bad byte sequences, and the line and column (1-based) of the first.
    struct BadSequences {
        qsizetype count = 0;
        qsizetype line = 0;
        qsizetype column = 0;
    };
    static BadSequences findBadSequences(QByteArrayView data, const QString &encoding);
    static QString decodeErrorMessage(const QString &encoding, const BadSequences &bad);
};

} // namespace duizhao
