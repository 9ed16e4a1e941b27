// SPDX-License-Identifier: GPL-3.0-or-later
#include "fileconversion.h"

#include "chunkedconversion.h"
#include "conversionplan.h"
#include "encodingdetector.h"
#include "jobcontrol.h"

#include <QDir>
#include <QFileInfo>

#include <cerrno>
#include <cstring>

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
    const QString target =
        settings.toEncoding.encoding.isEmpty() ? guess.encoding : settings.toEncoding.encoding;
    const bool bom =
        settings.toEncoding.encoding.isEmpty() ? guess.bomSize > 0 : settings.toEncoding.bom;
    const QByteArrayView content = QByteArrayView(bytes).sliced(guess.bomSize);
    // Input that is not known to be clean UTF-8 goes the decoding way, which reports what is
    // wrong with it. A glossary, quotes or fixes need the decoded text.
    const bool rules = settings.quotes || settings.glossary || settings.fixLikely;
    ConvertedFile file;
    if (!rules && guess.encoding == TextEncoding::Utf8 && target == TextEncoding::Utf8 &&
        !settings.lineEnding && !content.contains('\0') &&
        (guess.verified || EncodingDetector::isValidUtf8(content))) {
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

std::optional<FileError> FileConversion::write(const QString &path, const QByteArrayList &pieces,
                                               const FileStamp *readAs)
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
    return TextFile::writeBytes(path, pieces, readAs);
}

} // namespace duizhao
