// SPDX-License-Identifier: GPL-3.0-or-later
#include "bookconversion.h"

#include "converter.h"
#include "convertercache.h"
#include "glossary.h"
#include "jobcontrol.h"

#include <QDir>
#include <QDirIterator>
#include <QFileInfo>
#include <QHash>
#include <QSet>
#include <QThread>
#include <QThreadPool>
#include <QtConcurrent/QtConcurrentMap>

namespace duizhao {

namespace {

QString canonicalOrAbsolute(const QString &path)
{
    const QFileInfo info(path);
    const QString canonical = info.canonicalFilePath();
    return canonical.isEmpty() ? QDir::cleanPath(info.absoluteFilePath()) : canonical;
}

// Each folder and file name converted on its own: a name never runs into the next one.
QString convertNames(const QString &relativePath, const Converter &converter)
{
    QStringList parts = relativePath.split(u'/');
    for (QString &part : parts) {
        const QString converted = converter.convert(part);
        if (!converted.isEmpty())
            part = converted;
    }
    return parts.join(u'/');
}

} // namespace

bool BookConversion::isBook(const QStringList &paths)
{
    const auto exists = [](const QString &path) {
        return QFileInfo::exists(path);
    };
    const auto isFolder = [](const QString &path) {
        return QFileInfo(path).isDir();
    };
    return !paths.isEmpty() && std::all_of(paths.cbegin(), paths.cend(), exists) &&
           (paths.size() > 2 || std::any_of(paths.cbegin(), paths.cend(), isFolder));
}

QList<BookInput> BookConversion::collect(const QStringList &paths, const QString &excludedFolder)
{
    const QString excluded =
        excludedFolder.isEmpty() ? QString() : canonicalOrAbsolute(excludedFolder) + u'/';
    const auto isExcluded = [&excluded](const QString &file) {
        return !excluded.isEmpty() && canonicalOrAbsolute(file).startsWith(excluded);
    };
    QList<BookInput> inputs;
    for (const QString &path : paths) {
        const QFileInfo info(path);
        if (!info.isDir()) {
            inputs.append({path, info.fileName()});
            continue;
        }
        QStringList files;
        QDirIterator it(path, {QStringLiteral("*.txt"), QStringLiteral("*.TXT")}, QDir::Files,
                        QDirIterator::Subdirectories);
        while (it.hasNext())
            files << it.next();
        files.sort();
        const QDir dir(path);
        for (const QString &file : std::as_const(files)) {
            if (!isExcluded(file))
                inputs.append({file, dir.relativeFilePath(file)});
        }
    }
    return inputs;
}

QList<BookFile> BookConversion::plan(const QList<BookInput> &inputs, const QString &outputFolder,
                                     const Converter *namesConverter)
{
    const QDir folder(outputFolder);
    QStringList outputs;
    for (const BookInput &input : inputs) {
        const QString relative =
            namesConverter ? convertNames(input.relativePath, *namesConverter) : input.relativePath;
        outputs << QDir::cleanPath(folder.absoluteFilePath(relative));
    }
    return assign(inputs, outputs);
}

QList<BookFile> BookConversion::assign(const QList<BookInput> &inputs, const QStringList &outputs,
                                       bool inPlace)
{
    QHash<QString, QString> inputPaths; // canonical → as named
    for (const BookInput &input : inputs)
        inputPaths.insert(canonicalOrAbsolute(input.path), input.path);

    QHash<QString, QString> claimedBy; // output → the input that goes there
    QList<BookFile> files;
    for (qsizetype i = 0; i < inputs.size(); ++i) {
        BookFile file;
        file.input = inputs[i].path;
        file.output = outputs.value(i);
        const QString key = canonicalOrAbsolute(file.output);
        file.outputExists = QFileInfo::exists(file.output);
        const bool ownInput = inPlace && key == canonicalOrAbsolute(file.input);
        if (inputPaths.contains(key) && !ownInput) {
            file.status = BookFile::Status::Skipped;
            file.reason = tr("it would overwrite the input file %1").arg(inputPaths.value(key));
        } else if (claimedBy.contains(key)) {
            file.status = BookFile::Status::Skipped;
            file.reason = tr("%1 is already written there").arg(claimedBy.value(key));
        } else {
            claimedBy.insert(key, file.input);
        }
        files.append(file);
    }
    return files;
}

PreparedBook BookConversion::prepare(const ConverterCache &converters, const BookChoices &choices)
{
    PreparedBook result;
    QString error;
    result.settings.converter = converters.get(choices.config, &error);
    if (!result.settings.converter) {
        result.error = error;
        return result;
    }
    if (!choices.glossary.isEmpty()) {
        result.settings.glossary = Glossary::loadStrict(choices.glossary, &error);
        if (!result.settings.glossary) {
            result.error = error;
            return result;
        }
    }
    result.settings.quotes = choices.quotes;
    result.settings.toEncoding = TextEncoding::fromUserName(choices.encoding);
    const QList<BookInput> inputs = collect(choices.paths, choices.outputFolder);
    if (inputs.isEmpty()) {
        result.error = tr("The folders chosen hold no .txt file.");
        return result;
    }
    result.files = plan(inputs, choices.outputFolder,
                        choices.convertNames ? result.settings.converter.get() : nullptr);
    return result;
}

void BookConversion::keepExisting(QList<BookFile> &files)
{
    for (BookFile &file : files) {
        if (file.outputExists && file.status == BookFile::Status::Pending) {
            file.status = BookFile::Status::Skipped;
            file.reason = tr("the output file exists and was kept");
        }
    }
}

void BookConversion::run(QList<BookFile> &files, const FileConversionSettings &settings,
                         JobControl &control, const std::function<void()> &fileDone)
{
    // Files run in parallel in a pool of their own; a large file is also split into chunks that
    // run on the worker pool. Sharing one pool would not do: a pool thread busy with a file would
    // hold a place that its own chunks then cannot use.
    QThreadPool filePool;
    filePool.setMaxThreadCount(filesAtOnce());
    QtConcurrent::blockingMap(&filePool, files, [&](BookFile &file) {
        if (file.status == BookFile::Status::Pending && !control.isCancelled())
            convertFile(file, settings, control);
        if (file.status == BookFile::Status::Pending) {
            file.status = BookFile::Status::Skipped;
            file.reason = tr("cancelled before it was written");
        }
        if (fileDone)
            fileDone();
    });
}

// Reads, converts and writes one file; it stays pending when the run is cancelled before it is
// written.
void BookConversion::convertFile(BookFile &file, const FileConversionSettings &settings,
                                 JobControl &control)
{
    JobControl fileControl(&control); // a failure stops this file only
    BytesResult read = TextFile::readBytes(file.input, ReadOptions().sizeLimit);
    ConvertedFile converted;
    if (read.error)
        converted.error = read.error;
    else
        converted =
            FileConversion::convert(std::move(read.bytes), file.input, settings, fileControl);
    if (!converted.error && !converted.cancelled && !control.isCancelled()) {
        converted.error = FileConversion::write(file.output, converted.pieces);
        if (!converted.error) {
            file.status = BookFile::Status::Converted;
            file.warning = converted.warning;
        }
    }
    if (converted.error) {
        file.status = BookFile::Status::Failed;
        file.reason = converted.error->message();
    }
}

int BookConversion::filesAtOnce()
{
    // Each file ends in an atomic save that waits for the disk (QSaveFile syncs it): twice as many
    // files as cores keep the cores busy meanwhile.
    return 2 * QThread::idealThreadCount();
}

int BookConversion::count(const QList<BookFile> &files, BookFile::Status status)
{
    return int(std::count_if(files.cbegin(), files.cend(),
                             [status](const BookFile &file) { return file.status == status; }));
}

} // namespace duizhao
