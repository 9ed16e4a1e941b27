// SPDX-License-Identifier: GPL-3.0-or-later
#include "cli/convertcommand.h"

#include "cli/commandline.h"
#include "cli/commandsupport.h"
#include "cli/interrupts.h"
#include "cli/terminal.h"
#include "core/books/bookconversion.h"
#include "core/books/epub/epubconversion.h"
#include "core/books/fileconversion.h"
#include "core/conversion/configcatalog.h"
#include "core/conversion/conversionplan.h"
#include "core/conversion/converter.h"
#include "core/conversion/glossary.h"
#include "core/jobs/jobcontrol.h"
#include "core/text/bytesreadahead.h"
#include "core/text/scriptdetector.h"
#include "core/text/textfile.h"

#include <QDir>
#include <QEventLoop>
#include <QFileInfo>
#include <QThread>
#include <QTimer>

#include <algorithm>
#include <atomic>
#include <cstdio>
#include <future>
#include <memory>

namespace duizhao {

namespace {

bool isEpubName(const QString &path)
{
    return path.endsWith(QStringLiteral(".epub"), Qt::CaseInsensitive);
}

// Whether -o names a file that is or will be a regular one, whose name says what it holds: not
// standard output, a device (/dev/null, Windows' NUL) or a pipe, which take whatever is written.
bool namesARegularFile(const QString &output)
{
    if (TextFile::streamDescriptor(output))
        return false;
    const QFileInfo info(output);
#ifdef Q_OS_WIN
    if (info.completeBaseName().compare(u"NUL", Qt::CaseInsensitive) == 0)
        return false;
#endif
    return !info.exists() || info.isFile();
}

// One file converted to standard output: nothing is written until the whole text is converted.
int convertToStandardOutput(BytesReadAhead &input, const FileConversionSettings &settings)
{
    JobControl control;
    Interrupts::cancelOnInterrupt(&control);
    BytesResult file = input.take();
    ConvertedFile converted;
    if (file.error)
        converted.error = file.error;
    else
        converted = FileConversion::convert(std::move(file.bytes), input.path(), settings, control);
    Interrupts::cancelOnInterrupt(nullptr);
    if (converted.error) {
        CommandSupport::reportError(converted.error->message());
        return ExitProcessingError;
    }
    if (converted.cancelled) {
        CommandSupport::reportError(ConvertCommand::tr("interrupted; nothing was written"));
        return Interrupts::exitCode();
    }
    if (!converted.warning.isEmpty())
        CommandSupport::reportWarning(input.path() + QStringLiteral(": ") + converted.warning);
    ConvertCommand::warnIfWrittenAlready(input.path(), converted.writtenAlready, settings);
    if (settings.fixLikely)
        Terminal::err(ConvertCommand::fixesReport(input.path(), converted.fixes));
    for (const QByteArray &bytes : converted.pieces)
        Terminal::writeBytes(stdout, bytes);
    return ExitSuccess; // whether standard output took it all is checked for every command
}

// Runs the book conversion on a thread of its own, so that this one can show progress.
void runWithProgress(QList<BookFile> &files, const FileConversionSettings &settings,
                     JobControl &control)
{
    std::atomic<int> finished{0};
    std::unique_ptr<QThread> worker(QThread::create(
        [&] { BookConversion::run(files, settings, control, [&finished] { ++finished; }); }));
    QEventLoop loop;
    QObject::connect(worker.get(), &QThread::finished, &loop, &QEventLoop::quit);
    QTimer progressTimer;
    QObject::connect(&progressTimer, &QTimer::timeout, &loop, [&] {
        if (!control.isCancelled()) {
            Terminal::progress(ConvertCommand::tr("Converting: %1 of %2 files, %3")
                                   .arg(finished.load())
                                   .arg(files.size())
                                   .arg(CommandSupport::percent(control.fraction())));
        }
    });
    const bool showProgress = Terminal::isTerminal(stderr);
    if (showProgress)
        progressTimer.start(100);
    worker->start();
    loop.exec();
    worker->wait();
    if (showProgress)
        Terminal::progressDone();
}

} // namespace

void ConvertCommand::warnIfWrittenAlready(const QString &file, Script script,
                                          const FileConversionSettings &settings)
{
    if (script == Script::Undetermined)
        return;
    const QString config = settings.converter->configName();
    CommandSupport::reportWarning(
        tr("%1 reads as %2 already, the script %3 converts to; it was converted anyway (%4 "
           "converts it to %5)")
            .arg(file, ScriptReport::scriptName(script), config, ScriptDetector::reverseOf(config),
                 ScriptReport::scriptName(script == Script::Traditional ? Script::Simplified
                                                                        : Script::Traditional)));
}

QString ConvertCommand::fixesReport(const QString &file, int fixes)
{
    // "0 likely mistakes fixed" reads as if something was left undone.
    const QString report =
        fixes == 0 ? tr("%1: no likely mistakes of OpenCC found").arg(file)
                   : tr("%1: %n likely mistake(s) of OpenCC fixed", nullptr, fixes).arg(file);
    return QStringLiteral("duizhao: ") + report + QLatin1Char('\n');
}

QString ConvertCommand::interruptedReport(const QList<BookFile> &files)
{
    QStringList written;
    for (const BookFile &file : files) {
        if (file.status == BookFile::Status::Converted)
            written << QDir::toNativeSeparators(file.output);
    }
    if (written.isEmpty())
        return tr("interrupted before any file was written; nothing was changed");
    constexpr qsizetype Named = 10;
    QString names = written.mid(0, Named).join(QStringLiteral(", "));
    if (written.size() > Named)
        names += tr(" and %n more", nullptr, int(written.size() - Named));
    return tr("interrupted: %1 of %2 files were written completely (%3), the others not at all; "
              "no file was left half-written")
        .arg(written.size())
        .arg(files.size())
        .arg(names);
}

std::optional<FileConversionSettings> ConvertCommand::settingsOf(const QCommandLineParser &parser,
                                                                 int *code)
{
    FileConversionSettings settings;
    bool ok = true;
    *code = ExitUsageError;
    settings.fromEncoding =
        CommandSupport::encodingOption(parser, QStringLiteral("from-encoding"), &ok).encoding;
    if (!ok)
        return std::nullopt;
    settings.fromEncodingNaming = QStringLiteral("--from-encoding");
    settings.toEncoding =
        CommandSupport::encodingOption(parser, QStringLiteral("to-encoding"), &ok);
    if (!ok)
        return std::nullopt;
    if (parser.isSet(QStringLiteral("line-endings"))) {
        const QString style = parser.value(QStringLiteral("line-endings")).toLower();
        if (style == u"lf")
            settings.lineEnding = LineEnding::Lf;
        else if (style == u"crlf")
            settings.lineEnding = LineEnding::CrLf;
        else if (style == u"cr")
            settings.lineEnding = LineEnding::Cr;
        else {
            *code = CommandSupport::usageError(tr("--line-endings takes lf, crlf or cr"));
            return std::nullopt;
        }
    }
    settings.replaceUnrepresentable = parser.isSet(QStringLiteral("replace-unrepresentable"));
    settings.encodingChoice = tr("--to-encoding chooses the encoding written, "
                                 "--replace-unrepresentable writes ? for what does not fit");
    settings.quotes = parser.isSet(QStringLiteral("quotes"));
    settings.fixLikely = parser.isSet(QStringLiteral("fix-likely"));
    *code = ExitProcessingError;
    settings.glossary = CommandSupport::loadGlossary(parser, &ok);
    if (!ok)
        return std::nullopt;
    settings.converter =
        CommandSupport::loadConverter(parser, parser.value(QStringLiteral("config")), code);
    if (!settings.converter)
        return std::nullopt;
    if (settings.fixLikely && !CommandSupport::checkFixes(settings.converter))
        settings.fixLikely = false;
    *code = ExitSuccess;
    return settings;
}

namespace {

// -o names a file to write, not folders to make: a folder mistyped would be made and the file
// written where nobody looks (an output folder, --output-dir, is made, with a book's folders).
// Said once the usage is right, with the file and the folder.
bool outputFolderIsMissing(const QString &output)
{
    if (output.isEmpty() || output == u"-" || QFileInfo(QFileInfo(output).absolutePath()).isDir())
        return false;
    CommandSupport::reportError(
        ConvertCommand::tr("%1: cannot write it: no folder %2")
            .arg(output, QDir::toNativeSeparators(QFileInfo(output).path())));
    return true;
}

} // namespace

// EPUB books, each into another book: beside it as name.zh-Hant.epub, or as -o, --output-dir or
// --in-place say, by the same rules as text files (see convertFiles). An output named by no one
// is not written over (it may be a copy edited since), unless --force says so, as gzip does.
int ConvertCommand::convertBooks(const QCommandLineParser &parser)
{
    const QStringList books = parser.positionalArguments();
    const bool inPlace = parser.isSet(QStringLiteral("in-place"));
    const bool hasOutput = parser.isSet(QStringLiteral("output"));
    const bool hasOutputDir = parser.isSet(QStringLiteral("output-dir"));
    const QString output = parser.value(QStringLiteral("output"));
    if (hasOutput && books.size() > 1)
        return CommandSupport::usageError(tr("-o takes one input file; use --output-dir"));
    if (hasOutput && TextFile::streamDescriptor(output) == fileno(stdout) &&
        Terminal::isTerminal(stdout))
        return CommandSupport::usageError(
            tr("an EPUB book is not written to a terminal; redirect standard output to a file"));
    if (hasOutput && outputFolderIsMissing(output))
        return ExitProcessingError;
    int code = ExitSuccess;
    const std::optional<FileConversionSettings> settings = settingsOf(parser, &code);
    if (!settings)
        return code;
    QList<BookInput> inputs;
    QStringList outputs;
    for (const QString &book : books) {
        inputs.append({book, QFileInfo(book).fileName(), QString()});
        outputs << (inPlace     ? book
                    : hasOutput ? output
                                : ConfigCatalog::convertedFileName(
                                      book, settings->converter->configName()));
    }
    QList<BookFile> files =
        hasOutputDir ? BookConversion::plan(inputs, parser.value(QStringLiteral("output-dir")))
                     : BookConversion::assign(inputs, outputs, inPlace);
    if (!inPlace && !hasOutput && !hasOutputDir && !parser.isSet(QStringLiteral("force"))) {
        for (BookFile &file : files) {
            if (file.status == BookFile::Status::Pending && file.outputExists) {
                file.status = BookFile::Status::Skipped;
                file.reason = tr("%1 exists already; --force replaces it")
                                  .arg(QDir::toNativeSeparators(file.output));
            }
        }
    }
    return convertFiles(files, *settings, hasOutput);
}

// Converts the files planned, or none of them if any was refused; says what became of each.
int ConvertCommand::convertFiles(QList<BookFile> &files, const FileConversionSettings &settings,
                                 bool hasOutput)
{
    // Every output was checked against every input and every other output before anything is
    // written: a run either converts what was asked or refuses it whole.
    bool refused = false;
    for (const BookFile &file : std::as_const(files)) {
        if (file.status == BookFile::Status::Skipped) {
            CommandSupport::reportError(
                tr("%1: not converted, as %2").arg(file.input, file.reason) +
                (hasOutput ? tr(" (--in-place replaces a file with its conversion)") : QString()));
            refused = true;
        }
    }
    if (refused) {
        CommandSupport::reportError(tr("nothing was written"));
        return ExitProcessingError;
    }

    JobControl control;
    Interrupts::cancelOnInterrupt(&control);
    runWithProgress(files, settings, control);
    Interrupts::cancelOnInterrupt(nullptr);

    int failures = 0;
    for (const BookFile &file : std::as_const(files)) {
        if (!file.warning.isEmpty())
            CommandSupport::reportWarning(file.input + QStringLiteral(": ") + file.warning);
        if (file.status == BookFile::Status::Failed) {
            CommandSupport::reportError(file.reason);
            ++failures;
            continue;
        }
        if (file.status != BookFile::Status::Converted)
            continue;
        warnIfWrittenAlready(file.input, file.writtenAlready, settings);
        const QString output = TextFile::streamDescriptor(file.output)
                                   ? tr("standard output")
                                   : QDir::toNativeSeparators(file.output);
        if (file.documents >= 0) // a book
            Terminal::err(tr("%1: written to %2 (%n document(s) changed)", nullptr, file.documents)
                              .arg(QDir::toNativeSeparators(file.input), output) +
                          u'\n');
        // Named by its input, as a text written to standard output is: outputs may all be one
        // (-o /dev/null), and the input is what the user knows the text by.
        if (settings.fixLikely)
            Terminal::err(fixesReport(QDir::toNativeSeparators(file.input), file.fixes));
    }
    // An interruption that came once everything was written stopped nothing.
    const bool allWritten =
        BookConversion::count(files, BookFile::Status::Converted) == files.size();
    if (control.isCancelled() && control.failure().isEmpty() && !allWritten) {
        CommandSupport::reportError(interruptedReport(files));
        return Interrupts::exitCode();
    }
    return failures > 0 ? ExitProcessingError : ExitSuccess;
}

int ConvertCommand::run(const QStringList &arguments)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(
        tr("Convert text files between Simplified and Traditional Chinese with OpenCC.\n"
           "Folders are searched for .txt and .epub files. One file without -o is written to "
           "standard "
           "output; several need --output-dir or --in-place. An input file is never "
           "overwritten without --in-place.") +
        u'\n' +
        tr("An EPUB book is converted whole, to NAME.zh-Hant.epub beside it (zh-Hans for a "
           "conversion to Simplified) unless -o, --output-dir or --in-place say otherwise."));
    CommandSupport::addCommonOptions(parser);
    parser.addOptions({
        {{QStringLiteral("c"), QStringLiteral("config")},
         tr("OpenCC config, required: s2t, t2s, s2tw, s2twp, s2hk, tw2s, tw2sp, hk2s, t2tw, tw2t, "
            "t2hk, hk2t, t2jp, jp2t, and with the bundled data s2hkp and hk2sp; or a path to a "
            "JSON config."),
         tr("config")},
        {{QStringLiteral("o"), QStringLiteral("output")},
         tr("Write the converted text to <file> ('-' for standard output), replacing "
            "it if it exists."),
         tr("file")},
        {QStringLiteral("output-dir"),
         tr("Write converted files into <dir>, keeping their names; files "
            "of those names there are replaced."),
         tr("dir")},
        {QStringLiteral("in-place"), tr("Replace each input file with its conversion.")},
        {{QStringLiteral("f"), QStringLiteral("force")},
         tr("Replace an EPUB's conversion beside it (NAME.zh-Hant.epub) if it exists already "
            "(what -o and --output-dir name is replaced without it).")},
        {QStringLiteral("from-encoding"), tr("Read inputs in <encoding> instead of detecting it."),
         tr("encoding")},
        {QStringLiteral("to-encoding"),
         tr("Write in <encoding> (default: as read): %1, or another the system knows (shift_jis).")
             .arg(TextEncoding::userNames().join(QStringLiteral(", "))),
         tr("encoding")},
        {QStringLiteral("line-endings"),
         tr("Write lf, crlf or cr line endings (default: as read)."), tr("style")},
        {QStringLiteral("replace-unrepresentable"),
         tr("Write characters the output encoding lacks as '?' instead of failing.")},
    });
    CommandSupport::addRuleOptions(parser);
    // The config is named in the usage line: a conversion has no default one.
    parser.addPositionalArgument(tr("paths"), tr("Files or folders to convert."),
                                 tr("-c CONFIG FILE|DIR..."));
    if (const int code = CommandSupport::parse(parser, arguments, QStringLiteral("convert"));
        code >= 0)
        return code;

    if (parser.value(QStringLiteral("config")).isEmpty()) // not given, or given as ""
        return CommandSupport::usageError(tr("convert needs a config: -c s2t, for instance"));
    if (parser.positionalArguments().isEmpty())
        return CommandSupport::usageError(tr("convert needs at least one file or folder"));
    const bool hasOutput = parser.isSet(QStringLiteral("output"));
    const bool hasOutputDir = parser.isSet(QStringLiteral("output-dir"));
    const bool inPlace = parser.isSet(QStringLiteral("in-place"));
    const QString outputDir = parser.value(QStringLiteral("output-dir"));
    const QString output = parser.value(QStringLiteral("output"));
    if (hasOutput && output.isEmpty())
        return CommandSupport::usageError(tr("-o needs a file name ('-' for standard output)"));
    // out/ names a folder, and out\ too where the system's separator is \ (Windows).
    if (hasOutput &&
        (QDir::fromNativeSeparators(output).endsWith(u'/') || QFileInfo(output).isDir()))
        return CommandSupport::usageError(
            tr("-o names a file, and %1 names a folder; use --output-dir for a folder")
                .arg(output));
    if (hasOutputDir && outputDir.isEmpty())
        return CommandSupport::usageError(tr("--output-dir needs a folder"));
    if (hasOutputDir && QFileInfo::exists(outputDir) && !QFileInfo(outputDir).isDir())
        return CommandSupport::usageError(
            tr("--output-dir %1 is a file, not a folder").arg(outputDir));
    if (int(hasOutput) + int(hasOutputDir) + int(inPlace) > 1)
        return CommandSupport::usageError(tr("-o, --output-dir and --in-place exclude each other"));
    const QStringList paths = parser.positionalArguments();
    const auto isBook = [](const QString &path) {
        return isEpubName(path) && QFileInfo(path).isFile();
    };
    const bool books = std::any_of(paths.begin(), paths.end(), isBook);
    if (books && !std::all_of(paths.begin(), paths.end(), isBook))
        return CommandSupport::usageError(
            tr("EPUB books are converted on their own: convert the text files in another run"));
    // A book comes out a book and a text a text: a book under another name (out.txt) would be a
    // zip that no text editor, and no reader looking for .epub, opens.
    if (hasOutput && namesARegularFile(output)) {
        if (books && !isEpubName(output))
            return CommandSupport::usageError(
                tr("-o %1: an EPUB book is converted into an EPUB book; name the output .epub")
                    .arg(output));
        if (!books && paths.size() == 1 && QFileInfo(paths.first()).isFile() && isEpubName(output))
            return CommandSupport::usageError(
                tr("-o %1: a text file is converted into a text file; an EPUB book is made only "
                   "of an EPUB book")
                    .arg(output));
    }
    // The word lists that judge the fixes, read meanwhile on another core.
    const std::future<void> wordsRead =
        parser.isSet(QStringLiteral("fix-likely"))
            ? ConversionPlan::readWordsAhead(CommandSupport::catalog(parser).resolvedName(
                  parser.value(QStringLiteral("config"))))
            : std::future<void>();
    if (books)
        return convertBooks(parser);
    // Every file or folder left out is named, with why; the others are converted all the same,
    // and the exit code says that some were left out.
    const BookScan found =
        BookConversion::scan(parser.positionalArguments(), hasOutputDir ? outputDir : QString(),
                             parser.value(QStringLiteral("glossary")));
    for (const SkippedPath &skipped : found.skipped)
        CommandSupport::reportError(tr("%1: not converted: %2").arg(skipped.path, skipped.reason));
    const QList<BookInput> &inputs = found.inputs;
    if (inputs.isEmpty()) {
        if (!found.skipped.isEmpty())
            return ExitProcessingError;
        return CommandSupport::usageError(
            tr("no .txt or .epub file in %1")
                .arg(parser.positionalArguments().join(QStringLiteral(", "))));
    }
    const bool singleFile =
        inputs.size() == 1 && !QFileInfo(parser.positionalArguments().first()).isDir();
    if (hasOutput && !singleFile)
        return CommandSupport::usageError(tr("-o takes one input file; use --output-dir"));
    if (!hasOutput && !hasOutputDir && !inPlace && !singleFile)
        return CommandSupport::usageError(
            paths.size() == 1 ? tr("a folder's files need --output-dir or --in-place")
                              : tr("several inputs need --output-dir or --in-place"));
    if (hasOutput && outputFolderIsMissing(output))
        return ExitProcessingError;

    // The one input, where it is read whole (to standard output, or fixed and shorter than what is
    // fixed in blocks), is read while the converter loads.
    const bool toStandardOutput = !hasOutputDir && !inPlace && (!hasOutput || output == u"-");
    const QString &firstInput = inputs.first().path;
    const bool readWhole =
        toStandardOutput ||
        (singleFile && !inPlace && parser.isSet(QStringLiteral("fix-likely")) &&
         QFileInfo(firstInput).size() < FileConversionSettings().fixedInBlocksFrom);
    auto readAhead =
        readWhole ? std::make_shared<BytesReadAhead>(firstInput, ReadOptions().sizeLimit) : nullptr;
    int code = ExitSuccess;
    std::optional<FileConversionSettings> read = settingsOf(parser, &code);
    if (!read)
        return code;
    FileConversionSettings &settings = *read;
    // A book, or files replaced in place, are not written over from a doubtful read.
    settings.refuseDoubtfulReads = inPlace || hasOutputDir;
    // Kept where the settings read the file whole: with fixes the config cannot make (t2s)
    // dropped, it is converted as it is read.
    std::shared_ptr<BytesReadAhead> bytesReadAhead =
        toStandardOutput || settings.fixLikely ? readAhead : nullptr;
    readAhead.reset();

    if (toStandardOutput)
        return convertToStandardOutput(*bytesReadAhead, settings);

    QStringList outputs;
    for (const BookInput &input : inputs)
        outputs << (inPlace ? input.path : output);
    QList<BookFile> files = hasOutputDir ? BookConversion::plan(inputs, outputDir)
                                         : BookConversion::assign(inputs, outputs, inPlace);
    files.first().bytesReadAhead = bytesReadAhead;
    const int converted = convertFiles(files, settings, hasOutput);
    return converted == ExitSuccess && !found.skipped.isEmpty() ? ExitProcessingError : converted;
}

} // namespace duizhao
