// SPDX-License-Identifier: GPL-3.0-or-later
#include "convertcommand.h"

#include "chunkedconversion.h"
#include "commandline.h"
#include "commandsupport.h"
#include "conversionplan.h"
#include "converter.h"
#include "encodingdetector.h"
#include "glossary.h"
#include "jobcontrol.h"
#include "terminal.h"
#include "textfile.h"
#include "workerpool.h"

#include <QDir>
#include <QDirIterator>
#include <QEventLoop>
#include <QFileInfo>
#include <QFutureWatcher>
#include <QThreadPool>
#include <QTimer>
#include <QtConcurrent/QtConcurrentMap>
#include <QtConcurrent/QtConcurrentRun>

#include <optional>

namespace duizhao {

namespace {

const QString StandardOutput = QStringLiteral("-");

struct Task {
    QString input;
    QString output;                      // StandardOutput for stdout
    std::unique_ptr<JobControl> control; // a child of the whole run's control
    std::optional<FileError> error;
};

struct Settings {
    // Loading the dictionaries overlaps with reading the first files.
    QFuture<std::shared_ptr<const Converter>> converter;
    std::shared_ptr<const Glossary> glossary;
    bool quotes = false;
    QString fromEncoding;
    TextEncoding::Choice toEncoding;
    std::optional<LineEnding> lineEnding;
    bool replaceUnrepresentable = false;
    bool inPlace = false;
};

bool isSameFile(const QString &a, const QString &b)
{
    const QFileInfo aInfo(a);
    const QFileInfo bInfo(b);
    if (aInfo.exists() && bInfo.exists())
        return aInfo.canonicalFilePath() == bInfo.canonicalFilePath();
    return aInfo.absoluteFilePath() == bInfo.absoluteFilePath();
}

bool writeToStandardOutput(const QByteArrayList &pieces)
{
    for (const QByteArray &bytes : pieces)
        std::fwrite(bytes.constData(), 1, size_t(bytes.size()), stdout);
    return std::fflush(stdout) == 0 && !std::ferror(stdout);
}

std::optional<FileError> writeOutput(const QString &output, const QByteArrayList &pieces)
{
    if (output != StandardOutput)
        return TextFile::writeBytes(output, pieces);
    if (!writeToStandardOutput(pieces))
        return FileError{output, QCoreApplication::translate("ConvertCommand",
                                                             "cannot write to standard output")};
    return std::nullopt;
}

// UTF-8 in and UTF-8 out with the line endings kept: OpenCC works on the bytes as they are.
void convertUtf8(Task &task, QByteArray bytes, qsizetype bomSize, bool bom,
                 const Converter &converter, JobControl &control)
{
    QByteArrayList converted =
        convertUtf8Text(converter, QByteArrayView(bytes).sliced(bomSize), &control);
    bytes = QByteArray(); // the input is no longer needed
    if (control.isCancelled())
        return;
    if (bom)
        converted.prepend(TextEncoding::byteOrderMark(TextEncoding::Utf8));
    task.error = writeOutput(task.output, converted);
}

// Any other encoding or line ending: through the decoded text.
void convertDecoded(Task &task, QByteArray bytes, const Settings &settings,
                    const std::shared_ptr<const Converter> &converter, JobControl &control)
{
    ReadResult read = TextFile::decode(std::move(bytes), task.input, {settings.fromEncoding});
    if (!read.ok()) {
        task.error = read.error;
        return;
    }
    const ConversionPlan plan{converter, settings.glossary, settings.quotes};
    const QString converted = convertText(plan, read.text, &control);
    read.text = QString();
    if (control.isCancelled())
        return;

    TextFormat format = read.format;
    if (!settings.toEncoding.encoding.isEmpty()) {
        format.encoding = settings.toEncoding.encoding;
        format.bom = settings.toEncoding.bom;
    }
    if (settings.lineEnding)
        format.lineBreaks = LineBreaks{*settings.lineEnding, {}};

    if (task.output != StandardOutput) {
        task.error = TextFile::write(task.output, converted, format,
                                     {settings.replaceUnrepresentable}, &control);
        return;
    }
    const TextFile::EncodedText encoded =
        TextFile::encode(converted, format, {settings.replaceUnrepresentable});
    if (encoded.error) {
        task.error = FileError{StandardOutput, *encoded.error};
        return;
    }
    task.error = writeOutput(task.output, {encoded.bytes});
}

void convertOne(Task &task, const Settings &settings)
{
    JobControl &control = *task.control;
    if (!settings.inPlace && task.output != StandardOutput && isSameFile(task.input, task.output)) {
        task.error =
            FileError{task.input, QCoreApplication::translate(
                                      "ConvertCommand", "the output would overwrite the input; use "
                                                        "--in-place to allow that")};
        return;
    }
    BytesResult file = TextFile::readBytes(task.input, ReadOptions().sizeLimit);
    if (file.error) {
        task.error = file.error;
        return;
    }
    if (task.output != StandardOutput && !QDir().mkpath(QFileInfo(task.output).absolutePath())) {
        task.error = FileError{
            task.output, QCoreApplication::translate("ConvertCommand", "cannot create its folder")};
        return;
    }
    const std::shared_ptr<const Converter> converter = settings.converter.result();
    if (!converter)
        return; // already reported
    const EncodingGuess guess = EncodingDetector::guess(file.bytes, settings.fromEncoding);
    const QString target =
        settings.toEncoding.encoding.isEmpty() ? guess.encoding : settings.toEncoding.encoding;
    const bool bom =
        settings.toEncoding.encoding.isEmpty() ? guess.bomSize > 0 : settings.toEncoding.bom;
    const QByteArrayView content = QByteArrayView(file.bytes).sliced(guess.bomSize);
    // Input that is not known to be clean UTF-8 goes the decoding way, which reports what is
    // wrong with it.
    // A glossary or quotes need the decoded text.
    const bool rules = settings.quotes || settings.glossary;
    if (!rules && guess.encoding == TextEncoding::Utf8 && target == TextEncoding::Utf8 &&
        !settings.lineEnding && !content.contains('\0') &&
        (guess.verified || EncodingDetector::isValidUtf8(content))) {
        convertUtf8(task, std::move(file.bytes), guess.bomSize, bom, *converter, control);
    } else {
        convertDecoded(task, std::move(file.bytes), settings, converter, control);
    }
    if (!task.error && !control.failure().isEmpty())
        task.error = FileError{task.input, control.failure()};
}

// Files named on the command line, and the .txt files inside folders, with their path relative
// to what was named (for --output-dir).
struct Input {
    QString path;
    QString relativePath;
};

QList<Input> collectInputs(const QStringList &paths)
{
    QList<Input> inputs;
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
        for (const QString &file : std::as_const(files))
            inputs.append({file, dir.relativeFilePath(file)});
    }
    return inputs;
}

} // namespace

int ConvertCommand::run(const QStringList &arguments)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(
        tr("Convert text files between Simplified and Traditional Chinese with OpenCC.\n"
           "Folders are searched for .txt files. One file without -o is written to standard "
           "output; several need --output-dir or --in-place. An input file is never "
           "overwritten without --in-place."));
    CommandSupport::addCommonOptions(parser);
    parser.addOptions({
        {{QStringLiteral("c"), QStringLiteral("config")},
         tr("OpenCC config: s2t, t2s, s2tw, s2twp, s2hk, tw2s, tw2sp, hk2s, t2tw, tw2t, t2hk, "
            "hk2t, t2jp, jp2t, or a path to a JSON config."),
         tr("config")},
        {{QStringLiteral("o"), QStringLiteral("output")},
         tr("Write the converted text to <file> ('-' for standard output)."),
         tr("file")},
        {QStringLiteral("output-dir"), tr("Write converted files into <dir>, keeping their names."),
         tr("dir")},
        {QStringLiteral("in-place"), tr("Replace each input file with its conversion.")},
        {QStringLiteral("from-encoding"), tr("Read inputs in <encoding> instead of detecting it."),
         tr("encoding")},
        {QStringLiteral("to-encoding"),
         tr("Write in <encoding> (default: as read). One of: %1.")
             .arg(TextEncoding::userNames().join(QStringLiteral(", "))),
         tr("encoding")},
        {QStringLiteral("line-endings"),
         tr("Write lf, crlf or cr line endings (default: as read)."), tr("style")},
        {QStringLiteral("replace-unrepresentable"),
         tr("Write characters the output encoding lacks as '?' instead of failing.")},
    });
    CommandSupport::addRuleOptions(parser);
    parser.addPositionalArgument(tr("paths"), tr("Files or folders to convert."),
                                 tr("FILE|DIR..."));
    if (const int code = CommandSupport::parse(parser, arguments, QStringLiteral("convert"));
        code >= 0)
        return code;

    if (!parser.isSet(QStringLiteral("config")))
        return CommandSupport::usageError(tr("convert needs a config: -c s2t, for instance"));
    const QList<Input> inputs = collectInputs(parser.positionalArguments());
    if (parser.positionalArguments().isEmpty())
        return CommandSupport::usageError(tr("convert needs at least one file or folder"));
    if (inputs.isEmpty())
        return CommandSupport::usageError(tr("the folders named hold no .txt file"));

    const bool hasOutput = parser.isSet(QStringLiteral("output"));
    const bool hasOutputDir = parser.isSet(QStringLiteral("output-dir"));
    Settings settings;
    settings.inPlace = parser.isSet(QStringLiteral("in-place"));
    if (int(hasOutput) + int(hasOutputDir) + int(settings.inPlace) > 1)
        return CommandSupport::usageError(tr("-o, --output-dir and --in-place exclude each other"));
    const bool singleFile =
        inputs.size() == 1 && !QFileInfo(parser.positionalArguments().first()).isDir();
    if (hasOutput && !singleFile)
        return CommandSupport::usageError(tr("-o takes one input file; use --output-dir"));
    if (!hasOutput && !hasOutputDir && !settings.inPlace && !singleFile)
        return CommandSupport::usageError(tr("several inputs need --output-dir or --in-place"));

    bool ok = true;
    settings.fromEncoding =
        CommandSupport::encodingOption(parser, QStringLiteral("from-encoding"), &ok).encoding;
    if (!ok)
        return ExitUsageError;
    settings.toEncoding =
        CommandSupport::encodingOption(parser, QStringLiteral("to-encoding"), &ok);
    if (!ok)
        return ExitUsageError;
    if (parser.isSet(QStringLiteral("line-endings"))) {
        const QString style = parser.value(QStringLiteral("line-endings")).toLower();
        if (style == u"lf")
            settings.lineEnding = LineEnding::Lf;
        else if (style == u"crlf")
            settings.lineEnding = LineEnding::CrLf;
        else if (style == u"cr")
            settings.lineEnding = LineEnding::Cr;
        else
            return CommandSupport::usageError(tr("--line-endings takes lf, crlf or cr"));
    }
    settings.replaceUnrepresentable = parser.isSet(QStringLiteral("replace-unrepresentable"));
    settings.quotes = parser.isSet(QStringLiteral("quotes"));
    settings.glossary = CommandSupport::loadGlossary(parser, &ok);
    if (!ok)
        return ExitProcessingError;

    settings.converter = QtConcurrent::run(workerPool(), [&parser] {
        return CommandSupport::loadConverter(parser, parser.value(QStringLiteral("config")));
    });

    JobControl control;
    std::vector<Task> tasks;
    for (const Input &input : inputs) {
        QString output;
        if (settings.inPlace)
            output = input.path;
        else if (hasOutputDir)
            output = QDir(parser.value(QStringLiteral("output-dir"))).filePath(input.relativePath);
        else if (hasOutput)
            output = parser.value(QStringLiteral("output"));
        else
            output = StandardOutput;
        tasks.push_back({input.path, output, std::make_unique<JobControl>(&control), std::nullopt});
    }

    CommandSupport::cancelOnInterrupt(&control);
    std::atomic<int> finished{0};
    // Files run in parallel in a pool of their own; a large file is also split into chunks that
    // run on the global pool. Sharing one pool would not do: a pool thread busy with a file would
    // hold a place that its own chunks then cannot use.
    QThreadPool filePool;
    QFuture<void> future = QtConcurrent::map(&filePool, tasks, [&](Task &task) {
        if (!control.isCancelled())
            convertOne(task, settings);
        ++finished;
    });
    const bool showProgress = Terminal::isTerminal(stderr);
    QFutureWatcher<void> watcher;
    QEventLoop loop;
    QObject::connect(&watcher, &QFutureWatcher<void>::finished, &loop, &QEventLoop::quit);
    QTimer progressTimer;
    QObject::connect(&progressTimer, &QTimer::timeout, &loop, [&] {
        if (!control.isCancelled()) {
            Terminal::progress(tr("Converting: %1 of %2 files, %3")
                                   .arg(finished.load())
                                   .arg(tasks.size())
                                   .arg(CommandSupport::percent(control.fraction())));
        }
    });
    if (showProgress)
        progressTimer.start(100);
    watcher.setFuture(future);
    if (!future.isFinished())
        loop.exec();
    future.waitForFinished();
    if (showProgress)
        Terminal::progressDone();
    CommandSupport::cancelOnInterrupt(nullptr);

    if (control.isCancelled()) {
        CommandSupport::reportError(tr("interrupted; no file was left half-written"));
        return ExitInterrupted;
    }
    if (!settings.converter.result())
        return ExitProcessingError;
    int failures = 0;
    for (const Task &task : tasks) {
        if (task.error) {
            CommandSupport::reportError(task.error->message());
            ++failures;
        }
    }
    return failures > 0 ? ExitProcessingError : ExitSuccess;
}

} // namespace duizhao
