// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/books/bookconversion.h"

#include "core/books/epub/epubbook.h"
#include "core/books/epub/epubconversion.h"
#include "core/books/readingorder.h"
#include "core/conversion/conversionplan.h"
#include "core/conversion/converter.h"
#include "core/conversion/convertercache.h"
#include "core/conversion/glossary.h"
#include "core/jobs/jobcontrol.h"
#include "core/names/booknames.h"
#include "core/text/bytesreadahead.h"
#include "core/text/fileidentity.h"

#include <QDir>
#include <QDirIterator>
#include <QFileInfo>
#include <QHash>
#include <QSet>
#include <QThread>
#include <QThreadPool>
#include <QtConcurrent/QtConcurrentMap>

#include <climits>
#ifdef Q_OS_UNIX
#include <dirent.h>
#endif
#include <optional>

namespace duizhao {

namespace {

// A file as the file system knows it, whatever path leads to it (a link, a bind mount, ../):
// its device and inode; for a file that does not exist yet, those of its nearest folder that
// does, and the rest of the path.
QString identityOf(const QString &path)
{
    QString rest;
    QString existing = QDir::cleanPath(QFileInfo(path).absoluteFilePath());
    while (true) {
        if (const std::optional<FileIdentity> identity = FileIdentity::of(existing))
            return QStringLiteral("@%1:%2").arg(identity->device).arg(identity->file) + rest;
        const QFileInfo info(existing);
        const QString parent = info.absolutePath();
        if (parent == existing)
            return QDir::cleanPath(QFileInfo(path).absoluteFilePath());
        rest.prepend(u'/' + info.fileName());
        existing = parent;
    }
}

// Whether inside is folder or below it, as the file system resolves both (links followed).
bool isWithin(const QString &inside, const QString &folder)
{
    const QString canonicalFolder = QFileInfo(folder).canonicalFilePath();
    const QString canonical = QFileInfo(inside).canonicalFilePath();
    return !canonicalFolder.isEmpty() && !canonical.isEmpty() &&
           (canonical == canonicalFolder || canonical.startsWith(canonicalFolder + u'/'));
}

// The first link on the way from folder down to path (both absolute, path below folder) that
// leads out of folder, or nothing.
std::optional<QString> linkOutOf(const QString &path, const QString &folder)
{
    QString at = QDir::cleanPath(folder);
    for (const QString &part : QDir::cleanPath(path).mid(at.size() + 1).split(u'/')) {
        at += u'/' + part;
        const QFileInfo info(at);
        if (info.isSymLink() && info.exists() && !isWithin(at, folder))
            return at;
        if (!info.exists())
            break;
    }
    return std::nullopt;
}

// Folders and files of a book, depth first, with what is left out and why.
class BookWalker {
public:
    BookWalker(BookScan &scan, const QString &excludedFolder, const QString &glossary)
        : m_scan(scan)
        , m_excluded(excludedFolder.isEmpty() ? QString() : identityOf(excludedFolder))
        , m_glossary(glossary.isEmpty() ? QString() : identityOf(glossary))
    {}

    void walk(const QString &folder, const QString &root)
    {
        if (!QFileInfo(folder).isReadable() || !QFileInfo(folder).isExecutable()) {
            skip(folder, BookConversion::tr("the folder cannot be read (permission denied)"));
            return;
        }
        const QFileInfoList entries = QDir(folder).entryInfoList(
            QDir::AllEntries | QDir::Hidden | QDir::System | QDir::NoDotAndDotDot, QDir::Name);
        for (const QFileInfo &entry : entries)
            visit(entry, root);
        skipUndecodableNames(folder);
    }

private:
    void visit(const QFileInfo &entry, const QString &root)
    {
        const QString name = entry.fileName();
        const QString path = entry.filePath(); // under the folder as it was given
        const bool text =
            name.endsWith(QStringLiteral(".txt"), Qt::CaseInsensitive) || EpubBook::isEpub(name);
        if (name.startsWith(QStringLiteral(".duizhao-")))
            return; // the glossary, the reviews: Duizhao's own
        if (QFile::encodeName(entry.absoluteFilePath()).size() >= PATH_MAX) {
            skip(path, BookConversion::tr("its path is longer than the system allows (%1 bytes)")
                           .arg(PATH_MAX));
            return;
        }
        if (entry.isDir()) {
            if (!m_excluded.isEmpty() && identityOf(path) == m_excluded)
                return; // the output folder
            if (name.startsWith(u'.'))
                skip(path, BookConversion::tr("a hidden folder (its name starts with a dot)"));
            else if (entry.isSymLink())
                skip(path, BookConversion::tr("a link to a folder, not followed"));
            else
                walk(path, root);
            return;
        }
        if (!text || (!m_glossary.isEmpty() && identityOf(path) == m_glossary))
            return;
        if (name.startsWith(u'.')) {
            skip(path, BookConversion::tr("a hidden file (its name starts with a dot)"));
            return;
        }
        m_scan.inputs.append({path, path.mid(root.size() + 1), root});
    }

    void skip(const QString &path, const QString &reason) { m_scan.skipped.append({path, reason}); }

    // Qt reads names as UTF-8 and leaves out of a folder's listing the names that are not: they
    // are read here as the system has them, to be named with why they are left out.
    void skipUndecodableNames(const QString &folder)
    {
#ifdef Q_OS_UNIX
        DIR *directory = ::opendir(QFile::encodeName(folder).constData());
        if (!directory)
            return;
        while (const dirent *entry = ::readdir(directory)) {
            const QByteArray name(entry->d_name);
            const QString decoded = QFile::decodeName(name);
            if (QFile::encodeName(decoded) != name)
                skip(folder + u'/' + decoded,
                     BookConversion::tr("its name is not valid UTF-8, which Duizhao cannot "
                                        "open; rename it"));
        }
        ::closedir(directory);
#else
        Q_UNUSED(folder)
#endif
    }

    BookScan &m_scan;
    QString m_excluded;
    QString m_glossary;
};

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

namespace {

// Several folders (two volumes, two books) each keep their own under a name of theirs, as a copy
// of them would, so that their chapters of the same names stay apart: the folder's name, or where
// two are named alike (a/卷一, b/卷一) their paths below the folder that holds them all. One folder
// is the book itself, and needs none. By the path given.
QHash<QString, QString> namesOfFolders(const QStringList &paths)
{
    QHash<QString, QString> absolute;
    for (const QString &path : paths) {
        if (QFileInfo(path).isDir())
            absolute.insert(path, QDir::cleanPath(QFileInfo(path).absoluteFilePath()));
    }
    if (absolute.size() < 2)
        return {};
    QHash<QString, QString> names;
    QSet<QString> seen;
    bool alike = false;
    for (auto folder = absolute.cbegin(); folder != absolute.cend(); ++folder) {
        const QString name = QFileInfo(*folder).fileName();
        alike = alike || seen.contains(name);
        seen.insert(name);
        names.insert(folder.key(), name);
    }
    if (!alike)
        return names;
    const auto holds = [](const QString &outer, const QString &inner) {
        return inner == outer || inner.startsWith(outer.endsWith(u'/') ? outer : outer + u'/');
    };
    QString common = absolute.cbegin().value();
    for (const QString &folder : std::as_const(absolute)) {
        while (!holds(common, folder)) {
            const QString parent = QFileInfo(common).path();
            if (parent == common)
                return names; // no folder holds them all (two drives): alike they stay
            common = parent;
        }
    }
    for (auto folder = absolute.cbegin(); folder != absolute.cend(); ++folder)
        names[folder.key()] = QDir(common).relativeFilePath(*folder);
    return names;
}

} // namespace

BookScan BookConversion::scan(const QStringList &paths, const QString &excludedFolder,
                              const QString &glossary)
{
    BookScan scan;
    BookWalker walker(scan, excludedFolder, glossary);
    const QHash<QString, QString> folderNames = namesOfFolders(paths);
    for (const QString &path : paths) {
        const QFileInfo info(path);
        if (!info.isDir()) {
            scan.inputs.append({path, info.fileName(), QString()});
            continue;
        }
        // Named as the user named it (a relative path stays relative), as a single file is.
        const QString folder = QDir::cleanPath(path);
        const qsizetype first = scan.inputs.size();
        walker.walk(folder, folder);
        if (const QString name = folderNames.value(path); !name.isEmpty()) {
            for (qsizetype index = first; index < scan.inputs.size(); ++index)
                scan.inputs[index].relativePath.prepend(name + u'/');
        }
        std::sort(scan.inputs.begin() + first, scan.inputs.end(),
                  [](const BookInput &a, const BookInput &b) {
                      return ReadingOrder::before(a.relativePath, b.relativePath);
                  });
    }
    return scan;
}

QList<BookInput> BookConversion::collect(const QStringList &paths, const QString &excludedFolder)
{
    return scan(paths, excludedFolder).inputs;
}

QList<BookFile> BookConversion::plan(const QList<BookInput> &inputs, const QString &outputFolder,
                                     const Converter *namesConverter)
{
    // The outputs named under the folder as it was given (a relative one stays relative, as the
    // inputs do), and checked against it as the file system has it.
    const QString folder = QDir::cleanPath(QFileInfo(outputFolder).absoluteFilePath());
    const QString given = outputFolder.isEmpty() ? QStringLiteral(".") : outputFolder;
    QStringList outputs;
    for (const BookInput &input : inputs) {
        const QString relative =
            namesConverter ? convertNames(input.relativePath, *namesConverter) : input.relativePath;
        outputs << QDir::cleanPath(given + u'/' + relative);
    }
    QList<BookFile> files = assign(inputs, outputs);
    for (BookFile &file : files) {
        if (file.status != BookFile::Status::Pending)
            continue;
        const QString output = QDir::cleanPath(QFileInfo(file.output).absoluteFilePath());
        if (!output.startsWith(folder + u'/')) {
            file.status = BookFile::Status::Skipped;
            file.reason = tr("its output %1 would be outside the output folder").arg(file.output);
        } else if (const std::optional<QString> link = linkOutOf(output, folder)) {
            file.status = BookFile::Status::Skipped;
            file.reason = tr("it would be written through the link %1 to %2, outside the output "
                             "folder")
                              .arg(*link, QFileInfo(*link).canonicalFilePath());
        }
    }
    return files;
}

QList<BookFile> BookConversion::assign(const QList<BookInput> &inputs, const QStringList &outputs,
                                       bool inPlace)
{
    QHash<QString, QString> inputPaths; // identity → as named
    for (const BookInput &input : inputs)
        inputPaths.insert(identityOf(input.path), input.path);

    QHash<QString, QString> claimedBy; // output → the input that goes there
    QList<BookFile> files;
    for (qsizetype i = 0; i < inputs.size(); ++i) {
        BookFile file;
        file.input = inputs[i].path;
        file.output = outputs.value(i);
        const QString key = identityOf(file.output);
        file.outputExists = QFileInfo::exists(file.output);
        const bool ownInput = inPlace && key == identityOf(file.input);
        file.inPlace = ownInput;
        const QString &folder = inputs[i].folder;
        if (!folder.isEmpty() && !isWithin(file.input, folder)) {
            // Neither read nor replaced through: a book's folder may hold a link to any file of
            // the system (book/passwd.txt → /etc/passwd), which would be copied out converted.
            file.status = BookFile::Status::Skipped;
            file.reason = tr("it is a link to %1, outside the folder %2, and a book's links out of "
                             "it are not followed (name the file itself to convert it)")
                              .arg(QFileInfo(file.input).canonicalFilePath(), folder);
        } else if (inputPaths.contains(key) && !ownInput) {
            file.status = BookFile::Status::Skipped;
            const QString &overwritten = inputPaths.value(key);
            // Named otherwise than the input (a link, another spelling of the path): both named.
            file.reason = QFileInfo(file.output).absoluteFilePath() ==
                                  QFileInfo(overwritten).absoluteFilePath()
                              ? tr("it would overwrite the input file %1").arg(overwritten)
                              : tr("its output %1 is the input file %2 by another name: it would "
                                   "overwrite it")
                                    .arg(QDir::toNativeSeparators(file.output), overwritten);
        } else if (claimedBy.contains(key)) {
            file.status = BookFile::Status::Skipped;
            file.reason = tr("its output %1 is also the output of %2")
                              .arg(QDir::toNativeSeparators(file.output), claimedBy.value(key));
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
    result.settings.fixLikely = choices.fixLikely;
    result.settings.toEncoding =
        TextEncoding::fromUserName(choices.encoding, TextEncoding::Use::Writing);
    // A read that looks wrong (an encoding forced that makes rare characters) is not written
    // over a book unattended.
    result.settings.refuseDoubtfulReads = true;
    const BookScan found = scan(choices.paths, choices.outputFolder, choices.glossary);
    if (found.inputs.isEmpty() && found.skipped.isEmpty()) {
        result.error = tr("The folders chosen hold no .txt or .epub file.");
        return result;
    }
    result.files = plan(found.inputs, choices.outputFolder,
                        choices.convertNames ? result.settings.converter.get() : nullptr);
    for (const SkippedPath &skipped : found.skipped)
        result.files.append(skippedFile(skipped));
    return result;
}

BookFile BookConversion::skippedFile(const SkippedPath &skipped)
{
    BookFile file;
    file.input = skipped.path;
    file.status = BookFile::Status::Skipped;
    file.reason = skipped.reason;
    return file;
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

// The names of the text files, found before any is converted (BookNames). Null unless likely
// mistakes are fixed and there are several text files.
std::shared_ptr<const FoundNames> BookConversion::namesOf(const QList<BookFile> &files,
                                                          const FileConversionSettings &settings,
                                                          JobControl &control)
{
    ConversionPlan plan = ConversionPlan::forConfig(settings.converter, nullptr, false);
    plan.fixLikely = settings.fixLikely;
    QStringList texts;
    for (const BookFile &file : files) {
        if (file.status == BookFile::Status::Pending && !EpubBook::isEpub(file.input))
            texts.append(file.input);
    }
    if (!plan.fixes() || texts.size() < 2)
        return nullptr;
    FoundNames names =
        BookNames::ofFiles(texts, settings.fromEncoding, &control, settings.converter.get());
    return control.isCancelled() ? nullptr : std::make_shared<const FoundNames>(std::move(names));
}

void BookConversion::run(QList<BookFile> &files, const FileConversionSettings &bookSettings,
                         JobControl &control, const std::function<void()> &fileDone)
{
    FileConversionSettings settings = bookSettings;
    if (!settings.bookNames)
        settings.bookNames = namesOf(files, settings, control);
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
            // Replacing an earlier run's outputs, the folder now holds two runs' files.
            file.earlierKept = file.outputExists;
            file.reason = file.earlierKept
                              ? tr("cancelled before it was written; the file there is still "
                                   "the earlier one")
                              : tr("cancelled before it was written");
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
    if (EpubBook::isEpub(file.input)) {
        convertBook(file, settings, fileControl);
        return;
    }
    // Replacing the input, the file as it is before it is read: if it changes before it is
    // replaced, it is left as it is then.
    const FileStamp readAs = file.inPlace ? FileStamp::of(file.input) : FileStamp();
    const FileStamp *replacing = file.inPlace ? &readAs : nullptr;
    // A UTF-8 text that stays UTF-8 is converted as it is read, in little memory; any other
    // is read whole, as is one whose bytes were read ahead.
    const bool readAhead = file.bytesReadAhead && file.bytesReadAhead->path() == file.input;
    std::optional<ConvertedFile> streamed =
        readAhead ? std::nullopt
                  : FileConversion::convertInBlocks(file.input, file.output, settings, fileControl,
                                                    replacing);
    ConvertedFile converted;
    if (streamed) {
        converted = std::move(*streamed);
    } else if (BytesResult read = readAhead
                                      ? file.bytesReadAhead->take()
                                      : TextFile::readBytes(file.input, ReadOptions().sizeLimit);
               read.error) {
        converted.error = read.error;
    } else {
        converted =
            FileConversion::convert(std::move(read.bytes), file.input, settings, fileControl);
    }
    if (!converted.error && !converted.warning.isEmpty() &&
        (file.inPlace || (settings.refuseDoubtfulReads && !converted.guessedFromFew)))
        converted.error =
            FileError{file.input, tr("%1; nothing was written").arg(converted.warning)};
    bool written = streamed && !converted.error && !converted.cancelled;
    if (!streamed && !converted.error && !converted.cancelled && !control.isCancelled()) {
        converted.error = FileConversion::write(file.output, converted.pieces, replacing);
        written = !converted.error;
    }
    if (written) {
        file.status = BookFile::Status::Converted;
        file.warning = converted.warning;
        file.fixes = converted.fixes;
        file.writtenAlready = converted.writtenAlready;
    }
    if (converted.error) {
        file.status = BookFile::Status::Failed;
        file.reason = converted.error->message();
    }
}

// An EPUB of the book converted whole into another (see EpubConversion), written at once or not
// at all.
void BookConversion::convertBook(BookFile &file, const FileConversionSettings &settings,
                                 JobControl &control)
{
    ConversionPlan plan =
        ConversionPlan::forConfig(settings.converter, settings.glossary, settings.quotes);
    plan.fixLikely = settings.fixLikely;
    EpubOutcome outcome;
    const std::optional<QString> failed =
        EpubConversion::convert(file.input, file.output, plan, &control, &outcome);
    if (!failed) {
        file.status = BookFile::Status::Converted; // even if cancelled meanwhile: it is written
        file.documents = outcome.documents;
        file.fixes = outcome.fixes;
        file.writtenAlready = outcome.writtenAlready;
    } else if (!control.isCancelled()) {
        file.status = BookFile::Status::Failed;
        file.reason = *failed;
    } // else pending: nothing was written
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
