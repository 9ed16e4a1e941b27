// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/text/textfile.h"

#include "core/jobs/jobcontrol.h"
#include "core/jobs/workerpool.h"
#include "core/text/encodingdetector.h"
#include "core/text/fileidentity.h"
#include "core/text/textencoding.h"
#include "core/text/utf8units.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSaveFile>
#include <QStorageInfo>
#include <QStringDecoder>
#include <QStringEncoder>

#include <algorithm>
#include <cerrno>
#include <cstdio>
#include <cstring>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

namespace duizhao {

namespace {

// Writing goes in pieces of about this many UTF-16 units, so that a large file is never held
// encoded in memory as a whole.
constexpr qsizetype WriteSlice = 1 << 20;
constexpr int MaxListedCharacters = 5;

QByteArrayView newlineIn(const QString &encoding)
{
    if (encoding == TextEncoding::Utf16LE)
        return QByteArrayView("\n\0", 2);
    if (encoding == TextEncoding::Utf16BE)
        return QByteArrayView("\0\n", 2);
    return QByteArrayView("\n", 1);
}

FileError tooLarge(const QString &path, qint64 size, qint64 sizeLimit)
{
    return FileError{path, TextFile::tr("the file is %1 MiB, more than the limit of %2 MiB")
                               .arg(size / (1024 * 1024))
                               .arg(sizeLimit / (1024 * 1024))};
}

QString codePointName(char32_t codePoint)
{
    return QStringLiteral("U+%1").arg(uint(codePoint), 4, 16, QLatin1Char('0')).toUpper();
}

// UTF-8 checked valid throughout, decoded in pieces side by side, each into its place in the
// text (a novel's ten megabytes took 40 ms on one core with Qt's decoder); each piece begins a
// character, and is decoded as the whole is (a U+FEFF is the character it is). A text too short to
// share out is decoded at once. Null where the text does not decode after all.
QString decodeCheckedUtf8(QByteArrayView content)
{
    const std::string_view whole(content.data(), size_t(content.size()));
    if (whole.size() < 2 * utf8units::ParallelPieceSize) {
        bool bad = false;
        const QString text = TextEncoding::fromUtf8Exactly(content, &bad);
        return bad ? QString() : text;
    }
    const std::vector<std::string_view> pieces =
        utf8units::piecesAtCharacters(whole, utf8units::ParallelPieceSize);
    const auto lengths = mappedOnWorkers<std::vector<int>>(pieces, utf8units::utf16Length);
    struct Piece {
        std::string_view bytes;
        qsizetype at = 0; // in the text
        qsizetype length = 0;
        bool decoded = false;
    };
    std::vector<Piece> places;
    qsizetype total = 0;
    for (size_t index = 0; index < pieces.size(); ++index) {
        places.push_back({pieces[index], total, lengths[index]});
        total += lengths[index];
    }
    QString text(total, Qt::Uninitialized);
    QChar *const out = text.data();
    mapOnWorkers(places, [out](Piece &piece) {
        const QChar *end = TextEncoding::decodeWellFormedUtf8(
            QByteArrayView(piece.bytes.data(), qsizetype(piece.bytes.size())), out + piece.at);
        piece.decoded = end == out + piece.at + piece.length;
    });
    const bool decoded =
        std::all_of(places.begin(), places.end(), [](const Piece &piece) { return piece.decoded; });
    return decoded ? text : QString(); // the whole text was checked: it decodes
}

} // namespace

std::optional<FileError> TextFile::notAFile(const QString &path)
{
    const QFileInfo info(path);
    if (!info.exists())
        return FileError{path, tr("the file does not exist")};
    if (info.isDir())
        return FileError{path, tr("this is a folder, not a text file")};
    // A device or a pipe has no size to check and may never end (/dev/zero), or block the open
    // until a writer comes (a FIFO): only regular files are read.
    if (!info.isFile())
        return FileError{path, tr("this is a device, a pipe or a socket, not a regular file")};
    return std::nullopt;
}

BytesResult TextFile::readBytes(const QString &path, qint64 sizeLimit)
{
    BytesResult result;
    const QFileInfo info(path);
    if (std::optional<FileError> notOne = notAFile(path)) {
        result.error = std::move(notOne);
    } else if (info.size() > sizeLimit) {
        result.error = tooLarge(path, info.size(), sizeLimit);
    } else {
        QFile file(path);
        if (!file.open(QIODevice::ReadOnly)) {
            result.error = FileError{path, tr("cannot open the file: %1").arg(file.errorString())};
        } else {
            // A read reserves what it asks for. Asked for more than the allocator keeps in its
            // heap (glibc maps a block above 32 MB of its own, which goes back to the system when
            // freed), the buffer does not stay there: with a read of the measured size, a novel's
            // window peaked 12 MB higher. Asked for the whole limit, each read reserved 512 MB,
            // which Windows commits, and Linux too where it does not overcommit. The limit holds
            // while reading: the file may have grown since it was measured, and what follows is
            // read too, a piece at a time, as far as the limit.
            constexpr qint64 OwnMapping = qint64(64) << 20;
            const qint64 asked = std::min(sizeLimit, std::max(info.size(), OwnMapping)) + 1;
            result.bytes = file.read(asked);
            bool whole = result.bytes.size() == asked;
            while (whole && file.error() == QFileDevice::NoError &&
                   result.bytes.size() <= sizeLimit) {
                const qint64 piece = std::min(OwnMapping, sizeLimit + 1 - result.bytes.size());
                const QByteArray more = file.read(piece);
                result.bytes += more;
                whole = more.size() == piece;
            }
            // Short of what was asked, the file ended: the room not filled goes back (glibc
            // shrinks a block of its own where it is).
            if (result.bytes.size() < asked)
                result.bytes.squeeze();
            if (file.error() != QFileDevice::NoError)
                result.error =
                    FileError{path, tr("cannot read the file: %1").arg(file.errorString())};
            else if (result.bytes.size() > sizeLimit)
                result.error = tooLarge(path, file.size(), sizeLimit);
            if (result.error)
                result.bytes = QByteArray();
        }
    }
    return result;
}

ReadResult TextFile::read(const QString &path, const ReadOptions &options)
{
    BytesResult file = readBytes(path, options.sizeLimit);
    if (file.error) {
        ReadResult result;
        result.error = file.error;
        return result;
    }
    return decode(std::move(file.bytes), path, options);
}

ReadResult TextFile::decode(QByteArray bytes, const QString &path, const ReadOptions &options)
{
    // Too large a text is refused before it is scanned.
    const EncodingGuess guess = bytes.size() > options.sizeLimit
                                    ? EncodingGuess()
                                    : EncodingDetector::guess(bytes, options.encoding);
    return decode(std::move(bytes), path, options, guess);
}

ReadResult TextFile::decode(QByteArray bytes, const QString &path, const ReadOptions &options,
                            const EncodingGuess &guess)
{
    ReadResult result;
    if (bytes.size() > options.sizeLimit) {
        result.error = FileError{path, tr("the text is larger than the limit of %1 MiB")
                                           .arg(options.sizeLimit / (1024 * 1024))};
        return result;
    }
    if (guess.binary) {
        result.error = FileError{path, tr("this is a binary file, not text (it contains NUL "
                                          "bytes)")};
        return result;
    }
    if (guess.encoding.isEmpty()) {
        QString reason = tr("cannot tell the encoding of this file; name it explicitly");
        if (!options.encodingNaming.isEmpty())
            reason = tr("%1 (%2)", "a warning, and where to act on it")
                         .arg(reason, options.encodingNaming);
        result.error = FileError{path, reason};
        return result;
    }

    QStringDecoder decoder = TextEncoding::decoder(guess.encoding);
    if (!decoder.isValid()) {
        result.error = FileError{path, tr("the encoding %1 is not supported").arg(guess.encoding)};
        return result;
    }
    const QByteArrayView content = QByteArrayView(bytes).sliced(guess.bomSize);
    // In UTF-16 and UTF-32 every ASCII character has NUL bytes; elsewhere they mean binary.
    const bool wide =
        guess.encoding == TextEncoding::Utf16LE || guess.encoding == TextEncoding::Utf16BE ||
        guess.encoding == TextEncoding::Utf32LE || guess.encoding == TextEncoding::Utf32BE;
    if (!wide && content.contains('\0')) {
        result.error = FileError{path, tr("this is a binary file, not text (it contains NUL "
                                          "bytes)")};
        return result;
    }
    // The legacy encodings, in which a part in another encoding may still decode.
    const bool legacy = guess.encoding == TextEncoding::Gb18030 ||
                        guess.encoding == TextEncoding::Big5 ||
                        guess.encoding == TextEncoding::Big5Hkscs;
    std::optional<BadSequences> bad;
    const bool utf16 =
        guess.encoding == TextEncoding::Utf16LE || guess.encoding == TextEncoding::Utf16BE;
    if (utf16) {
        const Utf8Scan scan =
            EncodingDetector::scanUtf16(content, guess.encoding == TextEncoding::Utf16BE);
        if (scan.badSequences > 0) {
            // Everything before the first bad unit is valid, so it says where that unit is.
            const QString before = decoder.decode(content.first(scan.firstBad & ~qsizetype(1)));
            decoder.resetState();
            const qsizetype lineStart = before.lastIndexOf(u'\n') + 1;
            bad = BadSequences{scan.badSequences, before.count(u'\n') + 1,
                               QStringView(before).sliced(lineStart).toUcs4().size() + 1};
        }
    }
    if (guess.encoding == TextEncoding::Utf8 && guess.verified)
        result.text = decodeCheckedUtf8(content);
    if (result.text.isNull())
        result.text = decoder.decode(content);
    if (!bad && decoder.hasError())
        bad = findBadSequences(content, guess.encoding);
    if (bad && !options.replaceBadSequences) {
        result.text.clear();
        if (const QString other = options.encoding.isEmpty() && legacy
                                      ? readAsFrom(content, bad->line, guess.encoding)
                                      : QString();
            !other.isEmpty()) {
            // Lines of UTF-8 after a GBK book: not bad bytes, another encoding.
            result.error = FileError{path, tr("the encoding changes at line %1: what comes "
                                              "before reads as %2, from there on %3 (two "
                                              "encodings in one file?); convert each part by "
                                              "itself")
                                               .arg(bad->line)
                                               .arg(guess.encoding, other)};
            return result;
        }
        result.error = FileError{path, decodeErrorMessage(guess.encoding, *bad), true};
        return result;
    }
    if (bad) {
        // The decoder marks what it cannot read with U+FFFD (a cut-off UTF-8 sequence byte by
        // byte, an odd last UTF-16 byte); unpaired UTF-16 surrogates it passes on, and they are
        // no text either.
        if (utf16) {
            for (qsizetype i = 0; i < result.text.size(); ++i) {
                const QChar c = result.text.at(i);
                if (c.isHighSurrogate() && i + 1 < result.text.size() &&
                    result.text.at(i + 1).isLowSurrogate())
                    ++i;
                else if (c.isSurrogate())
                    result.text[i] = QChar::ReplacementCharacter;
            }
        }
        result.replacedSequences = bad->count;
        result.warning = tr("%n bad byte sequence(s) replaced with U+FFFD (�), the first at line "
                            "%1, column %2; the file itself is unchanged",
                            nullptr, int(bad->count))
                             .arg(bad->line)
                             .arg(bad->column);
    }
    bytes = QByteArray(); // the decoded text replaces the bytes; large files need the memory
    // One part of the file read well and another not: two encodings in one file (a Big5 chapter
    // appended to a GBK book). Detected, it is refused, as converting it would ruin that part;
    // forced, it is doubtful.
    if (const std::optional<EncodingChange> found =
            legacy ? EncodingDetector::encodingChange(result.text, guess.encoding) : std::nullopt) {
        const QString lines =
            found->firstLine == found->lastLine
                ? tr("line %1 reads").arg(found->firstLine)
                : tr("lines %1 to %2 read").arg(found->firstLine).arg(found->lastLine);
        const QString change = tr("the encoding changes at line %1: %2 as %3, the rest as %4 (two "
                                  "encodings in one file?)")
                                   .arg(found->firstLine)
                                   .arg(lines, found->readsAs, guess.encoding);
        if (options.encoding.isEmpty()) {
            result.text.clear();
            result.error = FileError{path, change + tr("; convert each part by itself")};
            return result;
        }
        result.warning = change;
    } else if (!options.encoding.isEmpty() && EncodingDetector::looksMisdecoded(result.text)) {
        result.warning = tr("read as %1, the text is mostly rare characters and symbols: it may "
                            "be in another encoding")
                             .arg(guess.encoding);
    } else if (options.encoding.isEmpty() && guess.fewCharacters > 0) {
        // Two characters read as well in GB18030 as in Big5 (頭髮 in Big5 is 繷绿 in GB18030):
        // the guess is said, with how to name the encoding.
        result.warning = tr("read as %1, a guess from only %n Han character(s): if the text "
                            "reads wrongly, name its encoding",
                            nullptr, guess.fewCharacters)
                             .arg(guess.encoding);
        if (!options.encodingNaming.isEmpty())
            result.warning = tr("%1 (%2)", "a warning, and where to act on it")
                                 .arg(result.warning, options.encodingNaming);
        result.guessedFromFew = true;
    }

    result.format.encoding = guess.encoding;
    result.format.bom = guess.bomSize > 0;
    result.format.lineBreaks = LineBreaks::normalize(result.text);
    // The decoder made room for the most units the bytes could give, three times what Chinese
    // in UTF-8 gives: kept for the whole conversion, that is the text twice over.
    result.text.squeeze();
    if (bad) {
        // Line and column of the first bad sequence, as a position in the text as read.
        qsizetype at = 0;
        for (qsizetype line = 1; line < bad->line && at >= 0; ++line)
            at = result.text.indexOf(u'\n', at) + 1;
        for (qsizetype column = 1; column < bad->column && at < result.text.size(); ++column)
            at += result.text.at(at).isHighSurrogate() ? 2 : 1;
        result.firstReplaced = qBound<qsizetype>(0, at, result.text.size());
    }
    return result;
}

// Decoding failed somewhere: find where, line by line, which is slow but only runs for bad files.
TextFile::BadSequences TextFile::findBadSequences(QByteArrayView data, const QString &encoding)
{
    if (encoding == TextEncoding::Utf8) {
        const Utf8Scan scan = EncodingDetector::scanUtf8(data);
        const QByteArrayView before = data.first(scan.firstBad);
        const qsizetype lineStart = before.lastIndexOf('\n') + 1;
        return {scan.badSequences, before.count('\n') + 1,
                TextEncoding::fromUtf8Exactly(before.sliced(lineStart)).toUcs4().size() + 1};
    }

    // U+FFFD marks each bad sequence in the decoded text, but the file may also hold a real,
    // correctly encoded U+FFFD; those are subtracted.
    QStringEncoder replacementEncoder = TextEncoding::encoder(encoding);
    const QByteArray encodedReplacement = replacementEncoder.encode(QStringView(u"\uFFFD"));
    const bool replacementEncodable = !replacementEncoder.hasError();

    const QByteArrayView newline = newlineIn(encoding);
    qsizetype badSequences = 0;
    qsizetype firstLine = 0;
    qsizetype firstColumn = 0;
    qsizetype lineNumber = 0;
    for (qsizetype start = 0; start < data.size();) {
        qsizetype end = data.indexOf(newline, start);
        // UTF-16 newlines must start on a code unit boundary.
        while (end >= 0 && newline.size() == 2 && (end - start) % 2 != 0)
            end = data.indexOf(newline, end + 1);
        end = end < 0 ? data.size() : end + newline.size();
        const QByteArrayView line = data.sliced(start, end - start);
        start = end;
        ++lineNumber;

        QStringDecoder decoder = TextEncoding::decoder(encoding);
        const QString decoded = decoder.decode(line);
        if (!decoder.hasError())
            continue;
        qsizetype bad = decoded.count(QChar::ReplacementCharacter);
        if (replacementEncodable)
            bad -= line.count(encodedReplacement);
        badSequences += qMax<qsizetype>(bad, 1);
        if (firstLine == 0) {
            firstLine = lineNumber;
            const qsizetype at = decoded.indexOf(QChar::ReplacementCharacter);
            firstColumn = at < 0 ? 1 : QStringView(decoded).first(at).toUcs4().size() + 1;
        }
    }
    return {badSequences, firstLine, firstColumn};
}

QString TextFile::decodeErrorMessage(const QString &encoding, const BadSequences &bad)
{
    return tr("the text is not valid %1 (bad byte sequences: %2; the first at line %3, column %4)")
        .arg(encoding)
        .arg(bad.count)
        .arg(bad.line)
        .arg(bad.column);
}

QString TextFile::describeUnrepresentable(QStringView text, const QString &encoding)
{
    QStringList found;
    qsizetype total = 0;
    qsizetype lineNumber = 0;
    for (QStringView line : text.tokenize(u'\n')) {
        ++lineNumber;
        QStringEncoder lineEncoder = TextEncoding::encoder(encoding);
        // encode() is lazy: the bytes must be taken for the encoder to run.
        const QByteArray lineBytes = lineEncoder.encode(line);
        if (!lineEncoder.hasError())
            continue;
        qsizetype column = 0;
        for (qsizetype i = 0; i < line.size();) {
            const qsizetype width =
                line[i].isHighSurrogate() && i + 1 < line.size() && line[i + 1].isLowSurrogate()
                    ? 2
                    : 1;
            const QStringView character = line.sliced(i, width);
            ++column;
            i += width;
            QStringEncoder encoder = TextEncoding::encoder(encoding);
            const QByteArray characterBytes = encoder.encode(character);
            if (!encoder.hasError())
                continue;
            ++total;
            if (found.size() < MaxListedCharacters) {
                found << tr("%1 (%2) at line %3, column %4")
                             .arg(character.toString(), codePointName(character.toUcs4().at(0)))
                             .arg(lineNumber)
                             .arg(column);
            }
        }
    }
    QString message = tr("%1 cannot represent %2 of the characters: %3")
                          .arg(encoding)
                          .arg(total)
                          .arg(found.join(QStringLiteral("; ")));
    if (total > found.size())
        message += tr("; and others");
    return message;
}

// Why a write or save failed, asked right after the failing call. Qt reports a full disk as
// "Unknown error" (a buffered write's error is lost by the time it is reported), so errno and the
// free space are asked too.
QString TextFile::writeFailure(const QFileDevice &file, int savedErrno)
{
    // A file system that has no size at all (/proc, /sys) has no space to be out of either.
    const bool full = !file.fileName().isEmpty() && [&file] {
        const QStorageInfo storage(QFileInfo(file.fileName()).absolutePath());
        return storage.isValid() && storage.bytesTotal() > 0 && storage.bytesAvailable() == 0;
    }();
#ifdef EDQUOT
    const bool overQuota = savedErrno == EDQUOT;
#else
    const bool overQuota = false; // Windows reports a quota as a full disk
#endif
    if (savedErrno == ENOSPC || overQuota || full)
        return tr("cannot write the file: no space left on the device");
    // QSaveFile says only that the existing file is not writable.
    const QStorageInfo storage(QFileInfo(file.fileName()).absolutePath());
    if (savedErrno == EROFS || (storage.isValid() && storage.isReadOnly()))
        return tr("cannot write the file: the file system it is on is read-only");
    QString reason = file.errorString();
    if (savedErrno != 0 && (reason.isEmpty() || reason == u"Unknown error"))
        reason = QString::fromLocal8Bit(std::strerror(savedErrno));
    return tr("cannot write the file: %1").arg(reason);
}

FileStamp FileStamp::of(const QString &path)
{
#ifdef Q_OS_WIN
    // Windows keeps times to 100 ns, which Qt gives to the millisecond.
    const QFileInfo info(path);
    if (!info.exists())
        return {};
    return {info.size(), info.lastModified().toMSecsSinceEpoch() * 1'000'000};
#else
    struct stat status {};
    if (::stat(QFile::encodeName(path).constData(), &status) != 0)
        return {};
    return {qint64(status.st_size),
            qint64(status.st_mtim.tv_sec) * 1'000'000'000 + status.st_mtim.tv_nsec};
#endif
}

std::optional<int> TextFile::streamDescriptor(const QString &path)
{
    if (path == u"-" || path == u"/dev/stdout")
        return STDOUT_FILENO;
    if (path == u"/dev/stderr")
        return STDERR_FILENO;
    for (const QString &prefix : {QStringLiteral("/dev/fd/"), QStringLiteral("/proc/self/fd/")}) {
        bool ok = false;
        const int descriptor = path.startsWith(prefix) ? path.mid(prefix.size()).toInt(&ok) : -1;
        if (ok && descriptor >= 0)
            return descriptor;
    }
    return std::nullopt;
}

// The encoding that the bytes from a line on read well in, other than the one that failed there;
// empty when none does.
QString TextFile::readAsFrom(QByteArrayView content, qsizetype line, const QString &failed)
{
    qsizetype at = 0;
    for (qsizetype passed = 1; passed < line && at >= 0; ++passed)
        at = content.indexOf('\n', at) + 1;
    const QByteArrayView rest = content.sliced(qMax<qsizetype>(0, at));
    for (const QString &other : {TextEncoding::Utf8, TextEncoding::Big5, TextEncoding::Gb18030}) {
        if (other != failed && EncodingDetector::readingShare(rest, other) >= 0.9)
            return other;
    }
    return {};
}

std::optional<FileError>
TextFile::saveAtomically(const QString &path,
                         const std::function<std::optional<QString>(QFileDevice &)> &produce,
                         const FileStamp *readAs)
{
    if (const std::optional<int> descriptor = streamDescriptor(path))
        return writeToDescriptor(path, *descriptor, produce);
    if (!replacesAtomically(path))
        return writeToSpecialFile(path, produce);
    QSaveFile file(path);
    errno = 0;
    if (!file.open(QIODevice::WriteOnly))
        return FileError{path, writeFailure(file, errno)};
    std::optional<QString> reason = produce(file);
    if (!reason)
        reason = checkReplacing(path, file, readAs);
    // QSaveFile's commit writes what is still buffered without asking whether it was written, and
    // puts the file in place whatever: on a full disk, a short text became an empty file where the
    // text was. So what is buffered is written, and synced (where a full disk may show first),
    // before the commit, and a failure cancels the save.
    errno = 0;
    if (!reason && (!file.flush() || !syncToDisk(file)))
        reason = writeFailure(file, errno);
    if (reason) {
        file.cancelWriting();
        return FileError{path, *reason};
    }
    errno = 0;
    if (!file.commit())
        return FileError{path, writeFailure(file, errno)};
    return std::nullopt;
}

bool TextFile::replacesAtomically(const QString &path)
{
    const QFileInfo target(path);
    return !streamDescriptor(path) && !(target.exists() && !target.isFile() && !target.isDir());
}

// Before a file is replaced by the new one: the file it replaces is still the one read (not
// grown by another program meanwhile), has no other names (hard links, which would keep the old
// text), and the new file takes its owner, group and permissions; where the owner cannot be kept
// (replaced by another user than root), nothing is replaced.
std::optional<QString> TextFile::checkReplacing(const QString &path, QFileDevice &file,
                                                const FileStamp *readAs)
{
    if (!QFileInfo::exists(path))
        return readAs && readAs->exists()
                   ? std::optional(tr("it was removed while it was converted"))
                   : std::nullopt;
    if (readAs && FileStamp::of(path) != *readAs)
        return tr("it changed while it was converted (another program wrote to it); it was left "
                  "as it is now");
    if (const std::optional<FileIdentity> identity = FileIdentity::of(path);
        identity && identity->links > 1)
        return tr("it has %n other name(s) (hard links), which would keep the old text; convert a "
                  "copy instead",
                  nullptr, identity->links - 1);
    return keepOwnerAndMode(path, file);
}

#ifdef Q_OS_WIN

bool TextFile::syncToDisk(QFileDevice &)
{
    return true; // QSaveFile's commit flushes the file's buffers to the disk itself
}

// A file written on Windows takes the permissions its folder gives; there is no owner to keep.
std::optional<QString> TextFile::keepOwnerAndMode(const QString &, QFileDevice &)
{
    return std::nullopt;
}

#else

bool TextFile::syncToDisk(QFileDevice &file)
{
    return ::fsync(file.handle()) == 0;
}

std::optional<QString> TextFile::keepOwnerAndMode(const QString &path, QFileDevice &file)
{
    struct stat old {};
    if (::stat(QFile::encodeName(path).constData(), &old) != 0)
        return std::nullopt;
    const int descriptor = file.handle();
    struct stat made {};
    if (::fstat(descriptor, &made) == 0 &&
        (made.st_uid != old.st_uid || made.st_gid != old.st_gid) &&
        ::fchown(descriptor, old.st_uid, old.st_gid) != 0 && made.st_uid != old.st_uid)
        return tr("it belongs to another user (%1), and replacing it would make it yours")
            .arg(old.st_uid);
    ::fchmod(descriptor, old.st_mode & 07777);
    return std::nullopt;
}

#endif

// A stream of this process, written from where it stands (appended to, for a log that standard
// output goes to).
std::optional<FileError>
TextFile::writeToDescriptor(const QString &path, int descriptor,
                            const std::function<std::optional<QString>(QFileDevice &)> &produce)
{
    if (descriptor == STDOUT_FILENO)
        std::fflush(stdout);
    QFile file;
    if (!file.open(descriptor, QIODevice::WriteOnly, QFileDevice::DontCloseHandle))
        return FileError{path, writeFailure(file, errno)};
    return produceAndFlush(path, file, produce);
}

// A device or a pipe (-o /dev/null, a FIFO a reader waits on) is written to as it is: an atomic
// save would put a regular file in its place, and as root that destroys /dev/null. A FIFO that
// no one reads is refused rather than waited on, as nothing could end that wait.
std::optional<FileError>
TextFile::writeToSpecialFile(const QString &path,
                             const std::function<std::optional<QString>(QFileDevice &)> &produce)
{
#ifdef Q_OS_WIN
    // A device (NUL, COM1) opens as a file does; Windows has no FIFO to wait on.
    QFile file(path);
    errno = 0;
    if (!file.open(QIODevice::WriteOnly))
        return FileError{path, writeFailure(file, errno)};
#else
    const QByteArray name = QFile::encodeName(path);
    const int descriptor = ::open(name.constData(), O_WRONLY | O_NONBLOCK | O_CLOEXEC);
    if (descriptor < 0) {
        const int reason = errno;
        return FileError{path, reason == ENXIO
                                   ? tr("cannot write the file: this pipe has no reader")
                                   : tr("cannot write the file: %1")
                                         .arg(QString::fromLocal8Bit(std::strerror(reason)))};
    }
    ::fcntl(descriptor, F_SETFL, ::fcntl(descriptor, F_GETFL) & ~O_NONBLOCK);
    QFile file;
    if (!file.open(descriptor, QIODevice::WriteOnly, QFileDevice::AutoCloseHandle)) {
        ::close(descriptor);
        return FileError{path, writeFailure(file, errno)};
    }
#endif
    return produceAndFlush(path, file, produce);
}

// Writes what produce makes into a file written as it is (a stream, a device), to its end.
std::optional<FileError>
TextFile::produceAndFlush(const QString &path, QFileDevice &file,
                          const std::function<std::optional<QString>(QFileDevice &)> &produce)
{
    if (const std::optional<QString> reason = produce(file))
        return FileError{path, *reason};
    errno = 0;
    if (!file.flush())
        return FileError{path, writeFailure(file, errno)};
    return std::nullopt;
}

std::optional<QString> TextFile::writePiece(QFileDevice &file, const QByteArray &bytes)
{
    errno = 0;
    if (file.write(bytes) != bytes.size())
        return writeFailure(file, errno);
    return std::nullopt;
}

std::optional<FileError> TextFile::writeProduced(const QString &path, const Producer &produce,
                                                 const FileStamp *readAs)
{
    return saveAtomically(path, produce, readAs);
}

std::optional<FileError> TextFile::writeBytes(const QString &path, const QByteArrayList &pieces,
                                              const FileStamp *readAs)
{
    return saveAtomically(
        path,
        [&](QFileDevice &file) -> std::optional<QString> {
            for (const QByteArray &bytes : pieces) {
                if (auto failure = writePiece(file, bytes))
                    return failure;
            }
            return std::nullopt;
        },
        readAs);
}

namespace {

// Text cut into the slices it is encoded in, none cutting a surrogate pair.
std::vector<QStringView> slicesOf(QStringView text)
{
    std::vector<QStringView> slices;
    for (qsizetype at = 0; at < text.size();) {
        qsizetype length = qMin(WriteSlice, text.size() - at);
        // A lone high surrogate before a pair would leave the pair's low half to the next.
        while (at + length < text.size() && text[at + length - 1].isHighSurrogate())
            ++length;
        slices.push_back(text.sliced(at, length));
        at += length;
    }
    return slices;
}

} // namespace

std::optional<QString> TextFile::encodeInPieces(QStringView text, const TextFormat &format,
                                                const WriteOptions &options,
                                                const JobControl *control, const ByteSink &sink)
{
    QStringEncoder encoder = TextEncoding::encoder(format.encoding);
    if (!encoder.isValid())
        return tr("the encoding %1 is not supported").arg(format.encoding);
    if (format.bom && TextEncoding::isUnicode(format.encoding)) {
        if (auto failure = sink(TextEncoding::byteOrderMark(format.encoding)))
            return failure;
    }
    LineBreakWriter breakWriter(format.lineBreaks);
    for (const QStringView slice : slicesOf(text)) {
        if (isCancelled(control))
            return tr("cancelled");
        const QByteArray encoded =
            TextEncoding::encode(encoder, format.encoding, breakWriter.apply(slice));
        if (encoder.hasError() && !options.replaceUnrepresentable)
            return describeUnrepresentable(text, format.encoding);
        if (auto failure = sink(encoded))
            return failure;
    }
    return std::nullopt;
}

std::optional<FileError> TextFile::write(const QString &path, QStringView text,
                                         const TextFormat &format, const WriteOptions &options,
                                         const JobControl *control)
{
    return saveAtomically(path, [&](QFileDevice &file) {
        return encodeInPieces(text, format, options, control,
                              [&](const QByteArray &bytes) { return writePiece(file, bytes); });
    });
}

TextFile::EncodedText TextFile::encode(QStringView text, const TextFormat &format,
                                       const WriteOptions &options)
{
    EncodedText result;
    const auto collect = [&](const QByteArray &bytes) -> std::optional<QString> {
        result.pieces.append(bytes);
        return std::nullopt;
    };
    // Unicode with one line ending throughout encodes a slice alike wherever it begins (no
    // encoder's state, no line ending taken in turn), so the slices are encoded at once on the
    // workers: a novel converted waits for its encoding otherwise.
    if (!TextEncoding::isUnicode(format.encoding) || format.lineBreaks.isMixed()) {
        result.error = encodeInPieces(text, format, options, nullptr, collect);
    } else {
        struct Slice {
            QByteArray bytes;
            bool unrepresentable = false;
        };
        const auto encodeSlice = [&format](QStringView slice) {
            QStringEncoder encoder = TextEncoding::encoder(format.encoding);
            Slice encoded{encoder.encode(LineBreakWriter(format.lineBreaks).apply(slice))};
            encoded.unrepresentable = encoder.hasError();
            return encoded;
        };
        if (format.bom)
            collect(TextEncoding::byteOrderMark(format.encoding));
        for (const Slice &slice :
             mappedOnWorkers<std::vector<Slice>>(slicesOf(text), encodeSlice)) {
            if (slice.unrepresentable && !options.replaceUnrepresentable) {
                result.error = describeUnrepresentable(text, format.encoding);
                break;
            }
            collect(slice.bytes);
        }
    }
    if (result.error)
        result.pieces.clear();
    return result;
}

std::optional<FileError> TextFile::makeFolderOf(const QString &path)
{
    const QString folder = QFileInfo(path).absolutePath();
    // Two files of a book converted at once may make their folder at once. On Windows the one
    // that comes second is told it failed, with the folder there; and Qt's mkpath there gives up
    // when a parent it is about to make appears meanwhile, before the other has made the folder
    // itself. Asked again, it finds the parents made. A few times: a book's files run a few at
    // once.
    bool made = false;
    int reason = 0;
    for (int attempt = 0; attempt < 3 && !made; ++attempt) {
        errno = 0;
        made = QDir().mkpath(folder);
        // QDir says no more than that it failed; the system says why (read-only file system).
        reason = errno;
    }
    if (!made && !QFileInfo(folder).isDir()) {
        return FileError{path, tr("cannot create its folder %1: %2")
                                   .arg(QDir::toNativeSeparators(folder),
                                        reason != 0 ? QString::fromLocal8Bit(std::strerror(reason))
                                                    : tr("a file of that name is in the way, or "
                                                         "permission is denied"))};
    }
    return std::nullopt;
}

} // namespace duizhao
