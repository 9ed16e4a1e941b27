// SPDX-License-Identifier: GPL-3.0-or-later
#include "convertcommand.h"

#include "bookconversion.h"
#include "commandline.h"
#include "commandsupport.h"
#include "converter.h"
#include "fileconversion.h"
#include "glossary.h"
#include "jobcontrol.h"
#include "terminal.h"
#include "textfile.h"
#include "workerpool.h"

#include <QDir>
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
    FileConversionSettings file; // its converter is set once loaded
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
        return FileConversion::write(output, pieces);
    if (!writeToStandardOutput(pieces))
        return FileError{output, QCoreApplication::translate("ConvertCommand",
                                                             "cannot write to standard output")};
    return std::nullopt;
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
    FileConversionSettings fileSettings = settings.file;
    fileSettings.converter = settings.converter.result();
    if (!fileSettings.converter)
        return; // already reported
    const ConvertedFile converted =
        FileConversion::convert(std::move(file.bytes), task.input, fileSettings, control);
    if (converted.error)
        task.error = converted.error;
    else if (!converted.cancelled)
        task.error = writeOutput(task.output, converted.pieces);
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
    const QList<BookInput> inputs = BookConversion::collect(parser.positionalArguments());
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
    settings.file.fromEncoding =
        CommandSupport::encodingOption(parser, QStringLiteral("from-encoding"), &ok).encoding;
    if (!ok)
        return ExitUsageError;
    settings.file.toEncoding =
        CommandSupport::encodingOption(parser, QStringLiteral("to-encoding"), &ok);
    if (!ok)
        return ExitUsageError;
    if (parser.isSet(QStringLiteral("line-endings"))) {
        const QString style = parser.value(QStringLiteral("line-endings")).toLower();
        if (style == u"lf")
            settings.file.lineEnding = LineEnding::Lf;
        else if (style == u"crlf")
            settings.file.lineEnding = LineEnding::CrLf;
        else if (style == u"cr")
            settings.file.lineEnding = LineEnding::Cr;
        else
            return CommandSupport::usageError(tr("--line-endings takes lf, crlf or cr"));
    }
    settings.file.replaceUnrepresentable = parser.isSet(QStringLiteral("replace-unrepresentable"));
    settings.file.quotes = parser.isSet(QStringLiteral("quotes"));
    settings.file.glossary = CommandSupport::loadGlossary(parser, &ok);
    if (!ok)
        return ExitProcessingError;

    settings.converter = QtConcurrent::run(workerPool(), [&parser] {
        return CommandSupport::loadConverter(parser, parser.value(QStringLiteral("config")));
    });

    JobControl control;
    std::vector<Task> tasks;
    for (const BookInput &input : inputs) {
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
    // Files run in parallel in a pool of their own, as in a book conversion (see there why).
    QThreadPool filePool;
    filePool.setMaxThreadCount(BookConversion::filesAtOnce());
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
