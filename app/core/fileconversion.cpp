// SPDX-License-Identifier: GPL-3.0-or-later
#include "fileconversion.h"

#include "chunkedconversion.h"
#include "conversionplan.h"
#include "encodingdetector.h"
#include "jobcontrol.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>

#include <cerrno>
#include <cstring>
#include <utility>

namespace duizhao {

namespace {

// UTF-8 in and UTF-8 out with the line endings kept: OpenCC works on the bytes as they are.
ConvertedFile convertUtf8(QByteArray bytes, qsizetype bomSize, bool bom, const Converter &converter,
                          JobControl &control)
{
    ConvertedFile file;
    file.pieces = convertUtf8Text(converter, QByteArrayView(bytes).sliced(bomSize), &control);
    if (control.isCancelled())
        return file;
    if (bom)
        file.pieces.prepend(TextEncoding::byteOrderMark(TextEncoding::Utf8));
    return file;
}

// Any other encoding or line ending, a glossary or quotes: through the decoded text.
ConvertedFile convertDecoded(QByteArray bytes, const QString &path,
                             const FileConversionSettings &settings, JobControl &control)
{
    ConvertedFile file;
    ReadResult read = TextFile::decode(std::move(bytes), path, {settings.fromEncoding});
    if (!read.ok()) {
        file.error = read.error;
        return file;
    }
    file.warning = read.warning;
    ConversionPlan plan =
        ConversionPlan::forConfig(settings.converter, settings.glossary, settings.quotes);
    plan.fixLikely = settings.fixLikely;
    plan.bookNames = settings.bookNames;
    QString converted;
    if (plan.fixes()) {
        // Fixes are decided on the whole text explained (a name of chapter 1 fixes chapter 300).
        Explanation explanation = explainText(plan, read.text, &control);
        converted = std::move(explanation.result);
        file.fixes = int(explanation.fixes.size());
    } else {
        converted = convertText(plan, read.text, &control);
    }
    read.text = QString();
    if (control.isCancelled())
        return file;

    TextFormat format = read.format;
    if (!settings.toEncoding.encoding.isEmpty()) {
        format.encoding = settings.toEncoding.encoding;
        format.bom = settings.toEncoding.bom;
    }
    if (settings.lineEnding)
        format.lineBreaks = LineBreaks{*settings.lineEnding, {}};
    TextFile::EncodedText encoded =
        TextFile::encode(converted, format, {settings.replaceUnrepresentable});
    if (encoded.error)
        file.error = FileError{path, *encoded.error + QStringLiteral("; ") +
                                         FileConversion::adviceFor(format.encoding)};
    else
        file.pieces = {std::move(encoded.bytes)};
    return file;
}

// Whether a file of this guess, with this content, is converted as UTF-8 bytes to UTF-8 bytes.
bool staysUtf8(const EncodingGuess &guess, QByteArrayView content,
               const FileConversionSettings &settings)
{
    const QString target =
        settings.toEncoding.encoding.isEmpty() ? guess.encoding : settings.toEncoding.encoding;
    // Input that is not known to be clean UTF-8 goes the decoding way, which reports what is
    // wrong with it. A glossary, quotes or fixes need the decoded text.
    const bool rules = settings.quotes || settings.glossary || settings.fixLikely;
    return !rules && guess.encoding == TextEncoding::Utf8 && target == TextEncoding::Utf8 &&
           !settings.lineEnding && !content.contains('\0') &&
           (guess.verified || EncodingDetector::isValidUtf8(content));
}

// A file read a block at a time, each block ending where a conversion may cut the text (see
// lastChunkCut); what follows the cut begins the next block.
class BlockReader {
public:
    static constexpr qint64 BlockSize = 1024 * 1024;

    explicit BlockReader(QFile &file)
        : m_file(file)
    {}

    // The next block, empty at the end; nothing when the file cannot be read.
    std::optional<QByteArray> next()
    {
        QByteArray block = std::exchange(m_rest, QByteArray());
        for (;;) {
            const QByteArray more = m_file.read(BlockSize);
            if (m_file.error() != QFileDevice::NoError)
                return std::nullopt;
            if (more.isEmpty())
                return block; // the end, or the last block
            block += more;
            if (const qsizetype cut = lastChunkCut(block); cut > 0) {
                m_rest = block.sliced(cut);
                block.truncate(cut);
                return block;
            }
        }
    }

private:
    QFile &m_file;
    QByteArray m_rest;
};

} // namespace

QString FileConversion::adviceFor(const QString &encoding)
{
    // Taiwan's and Hong Kong's standard forms are the ones their encodings were made for: 著 for
    // 着, 裡 for 裏.
    if (encoding == TextEncoding::Big5)
        return tr("convert with a Taiwan config (s2tw, s2twp) or write UTF-8");
    if (encoding == TextEncoding::Big5Hkscs)
        return tr("convert with a Hong Kong config (s2hk) or write UTF-8");
    return tr("write UTF-8 or GB18030, which hold every character");
}

ConvertedFile FileConversion::convert(QByteArray bytes, const QString &path,
                                      const FileConversionSettings &settings, JobControl &control)
{
    const EncodingGuess guess = EncodingDetector::guess(bytes, settings.fromEncoding);
    const bool bom =
        settings.toEncoding.encoding.isEmpty() ? guess.bomSize > 0 : settings.toEncoding.bom;
    ConvertedFile file;
    if (staysUtf8(guess, QByteArrayView(bytes).sliced(guess.bomSize), settings)) {
        file = convertUtf8(std::move(bytes), guess.bomSize, bom, *settings.converter, control);
    } else {
        file = convertDecoded(std::move(bytes), path, settings, control);
    }
    if (!file.error && !control.failure().isEmpty())
        file.error = FileError{path, control.failure()};
    file.cancelled = !file.error && control.isCancelled();
    if (file.error || file.cancelled)
        file.pieces.clear();
    return file;
}

std::optional<ConvertedFile> FileConversion::convertInBlocks(const QString &input,
                                                             const QString &output,
                                                             const FileConversionSettings &settings,
                                                             JobControl &control,
                                                             const FileStamp *readAs)
{
    if (!TextFile::replacesAtomically(output) || !QFileInfo(input).isFile() ||
        QFileInfo(input).size() > ReadOptions().sizeLimit)
        return std::nullopt;
    QFile file(input);
    if (!file.open(QIODevice::ReadOnly))
        return std::nullopt;
    BlockReader reader(file);
    std::optional<QByteArray> first = reader.next();
    if (!first)
        return std::nullopt;
    // The whole file is UTF-8 as the detector tells it when its first block is, with a mark or
    // none, and every block is valid and free of NULs: each is checked before it is converted.
    const EncodingGuess guess = EncodingDetector::guess(*first, settings.fromEncoding);
    if (!staysUtf8(guess, QByteArrayView(*first).sliced(guess.bomSize), settings))
        return std::nullopt;
    bool notUtf8 = false;
    bool unreadable = false;
    const NextUtf8Block nextBlock = [&]() -> std::optional<QByteArray> {
        if (first)
            return std::exchange(first, std::nullopt)->sliced(guess.bomSize);
        std::optional<QByteArray> block = reader.next();
        unreadable = !block;
        notUtf8 = block && (block->contains('\0') || !EncodingDetector::isValidUtf8(*block));
        return notUtf8 ? std::nullopt : block;
    };
    const bool bom =
        settings.toEncoding.encoding.isEmpty() ? guess.bomSize > 0 : settings.toEncoding.bom;
    control.addToTotal(file.size());
    control.advance(guess.bomSize); // the blocks' bytes are counted as they are converted
    ConvertedFile converted;
    if ((converted.error = makeFolderOf(output)))
        return converted;
    const std::optional<FileError> written = TextFile::writeProduced(
        output,
        [&](QFileDevice &device) -> std::optional<QString> {
            std::optional<QString> failure;
            if (bom)
                failure =
                    TextFile::writePiece(device, TextEncoding::byteOrderMark(TextEncoding::Utf8));
            const WriteConverted write = [&](const QByteArray &piece) {
                failure = TextFile::writePiece(device, piece);
                return !failure;
            };
            // Stopped for a reason the caller tells below (the control's, the file's), or by a
            // failed write, which is failure.
            if (!failure && !convertUtf8Blocks(*settings.converter, nextBlock, write, &control))
                return failure ? failure : QStringLiteral("stopped");
            return failure;
        },
        readAs);
    if (notUtf8)
        return std::nullopt; // the temporary file is gone
    if (!written)
        return converted; // written whole, even if cancelled just after
    if (unreadable)
        converted.error =
            FileError{input, TextFile::tr("cannot read the file: %1").arg(file.errorString())};
    else if (!control.failure().isEmpty())
        converted.error = FileError{input, control.failure()};
    else if (control.isCancelled())
        converted.cancelled = true;
    else
        converted.error = written;
    return converted;
}

std::optional<FileError> FileConversion::makeFolderOf(const QString &path)
{
    const QString folder = QFileInfo(path).absolutePath();
    errno = 0;
    if (!QDir().mkpath(folder)) {
        // QDir says no more than that it failed; the system says why (read-only file system).
        const int reason = errno;
        return FileError{path, tr("cannot create its folder %1: %2")
                                   .arg(folder, reason != 0
                                                    ? QString::fromLocal8Bit(std::strerror(reason))
                                                    : tr("a file of that name is in the way, or "
                                                         "permission is denied"))};
    }
    return std::nullopt;
}

std::optional<FileError> FileConversion::write(const QString &path, const QByteArrayList &pieces,
                                               const FileStamp *readAs)
{
    if (auto failure = makeFolderOf(path))
        return failure;
    return TextFile::writeBytes(path, pieces, readAs);
}

} // namespace duizhao
