// SPDX-License-Identifier: GPL-3.0-or-later
#include "convertcommand.h"

#include "chunkedconversion.h"
#include "commandline.h"
#include "commandsupport.h"
#include "converter.h"
#include "jobcontrol.h"
#include "terminal.h"
#include "textfile.h"

#include <QDir>
#include <QDirIterator>
#include <QFileInfo>
#include <QStringEncoder>
#include <QThread>
#include <QtConcurrent/QtConcurrentMap>

#include <optional>

namespace duizhao {

namespace {

const QString StandardOutput = QStringLiteral("-");

struct Task {
    QString input;
    QString output; // StandardOutput for stdout
    std::optional<FileError> error;
};

struct Settings {
    std::shared_ptr<const Converter> converter;
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

std::optional<FileError> writeToStandardOutput(QStringView text, const TextFormat &format)
{
    QStringEncoder encoder = TextEncoding::encoder(format.encoding);
    QByteArray bytes;
    if (format.bom && TextEncoding::isUnicode(format.encoding))
        bytes = TextEncoding::byteOrderMark(format.encoding);
    LineBreakWriter breaks(format.lineBreaks);
    bytes += encoder.encode(breaks.apply(text));
    if (encoder.hasError())
        return FileError{StandardOutput, QCoreApplication::translate(
                                             "ConvertCommand", "the output contains characters "
                                                               "that %1 cannot represent")
                                             .arg(format.encoding)};
    std::fwrite(bytes.constData(), 1, size_t(bytes.size()), stdout);
    std::fflush(stdout);
    return std::nullopt;
}

void convertOne(Task &task, const Settings &settings, JobControl &control)
{
    if (!settings.inPlace && task.output != StandardOutput && isSameFile(task.input, task.output)) {
        task.error = FileError{task.input, QCoreApplication::translate(
                                               "ConvertCommand",
                                               "the output would overwrite the input; use "
                                               "--in-place to allow that")};
        return;
    }
    ReadResult read = TextFile::read(task.input, {settings.fromEncoding});
    if (!read.ok()) {
        task.error = read.error;
        return;
    }
    const QString converted = convertText(*settings.converter, read.text, &control);
    read.text = QString(); // a whole novel need not be held twice
    if (control.isCancelled())
        return;

    TextFormat format = read.format;
    if (!settings.toEncoding.encoding.isEmpty()) {
        format.encoding = settings.toEncoding.encoding;
        format.bom = settings.toEncoding.bom;
    }
    if (settings.lineEnding)
        format.lineBreaks = LineBreaks{*settings.lineEnding, {}};

    if (task.output == StandardOutput) {
        task.error = writeToStandardOutput(converted, format);
        return;
    }
    QDir().mkpath(QFileInfo(task.output).absolutePath());
    task.error = TextFile::write(task.output, converted, format,
                                 {settings.replaceUnrepresentable}, &control);
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
        {QStringLiteral("line-endings"), tr("Write lf, crlf or cr line endings (default: as read)."),
         tr("style")},
        {QStringLiteral("replace-unrepresentable"),
         tr("Write characters the output encoding lacks as '?' instead of failing.")},
    });
    parser.addPositionalArgument(tr("paths"), tr("Files or folders to convert."),
                                 tr("FILE|DIR..."));
    if (const int code = CommandSupport::parse(parser, arguments, QStringLiteral("convert")); code >= 0)
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
        return CommandSupport::usageError(
            tr("several inputs need --output-dir or --in-place"));

    bool ok = true;
    settings.fromEncoding = CommandSupport::encodingOption(parser, QStringLiteral("from-encoding"),
                                                           &ok)
                                .encoding;
    if (!ok)
        return ExitUsageError;
    settings.toEncoding = CommandSupport::encodingOption(parser, QStringLiteral("to-encoding"), &ok);
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

    settings.converter =
        CommandSupport::loadConverter(parser, parser.value(QStringLiteral("config")));
    if (!settings.converter)
        return ExitProcessingError;

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
        tasks.push_back({input.path, output, std::nullopt});
    }

    JobControl control;
    CommandSupport::cancelOnInterrupt(&control);
    std::atomic<int> finished{0};
    // Files run in parallel; a large file is itself split over the cores (a pool thread that
    // waits for its chunks works on them too, so nesting cannot starve the pool).
    QFuture<void> future = QtConcurrent::map(tasks, [&](Task &task) {
        if (!control.isCancelled())
            convertOne(task, settings, control);
        ++finished;
    });
    const bool showProgress = Terminal::isTerminal(stderr);
    while (!future.isFinished()) {
        QThread::msleep(100);
        if (showProgress && !control.isCancelled()) {
            Terminal::progress(tr("Converting: %1 of %2 files, %3")
                                   .arg(finished.load())
                                   .arg(tasks.size())
                                   .arg(CommandSupport::percent(control.fraction())));
        }
    }
    future.waitForFinished();
    if (showProgress)
        Terminal::progressDone();
    CommandSupport::cancelOnInterrupt(nullptr);

    if (control.isCancelled()) {
        CommandSupport::reportError(tr("interrupted; no file was left half-written"));
        return ExitInterrupted;
    }
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
