// SPDX-License-Identifier: GPL-3.0-or-later
#include "commandline.h"

#include "commandsupport.h"
#include "conversionjob.h"
#include "convertcommand.h"
#include "converter.h"
#include "detectcommand.h"
#include "diffcommand.h"
#include "diffprinter.h"
#include "scriptdetector.h"
#include "terminal.h"
#include "textfile.h"

#include <QFile>

namespace duizhao {

namespace {

const QString SamplePath = QStringLiteral(":/sample/taohuayuanji.txt");

} // namespace

QString CommandLine::usage()
{
    return tr("Usage: duizhao [FILE]\n"
              "       duizhao <command> [options] [arguments]\n"
              "\n"
              "Without a command, shows FILE (or a sample chapter) converted, with every changed "
              "character highlighted.\n"
              "\n"
              "Commands:\n"
              "  convert   Convert files or folders between Simplified and Traditional Chinese\n"
              "  diff      Show where a file differs from its conversion, or from another file\n"
              "  detect    Tell a file's encoding, line endings and script; suggest a config\n"
              "\n"
              "Run 'duizhao <command> --help' for a command's options.\n"
              "\n"
              "Options:\n"
              "  -h, --help     Show this help.\n"
              "  -v, --version  Show the version of Duizhao, Qt and OpenCC.\n"
              "\n"
              "Exit codes: 0 success, 1 a file could not be read, converted or written, 2 bad "
              "usage, 130 interrupted.\n");
}

bool CommandLine::isHeadless(const QStringList &arguments)
{
    if (arguments.size() < 2)
        return false;
    static const QStringList headless{QStringLiteral("convert"),  QStringLiteral("diff"),
                                      QStringLiteral("detect"),   QStringLiteral("-h"),
                                      QStringLiteral("--help"),   QStringLiteral("-v"),
                                      QStringLiteral("--version")};
    return headless.contains(arguments.at(1));
}

int CommandLine::run(const QStringList &arguments)
{
    const QString command = arguments.value(1);
    const QStringList rest = QStringList{arguments.value(0)} + arguments.mid(2);
    if (command == u"convert")
        return ConvertCommand::run(rest);
    if (command == u"diff")
        return DiffCommand::run(rest);
    if (command == u"detect")
        return DetectCommand::run(rest);
    if (command == u"-h" || command == u"--help") {
        Terminal::out(usage());
        return ExitSuccess;
    }
    if (command == u"-v" || command == u"--version") {
        Terminal::out(tr("duizhao %1 (Qt %2, OpenCC %3)\n")
                          .arg(QCoreApplication::applicationVersion(),
                               QString::fromLatin1(qVersion()), Converter::openccVersion()));
        return ExitSuccess;
    }
    if (command.startsWith(u'-'))
        return CommandSupport::usageError(tr("unknown option '%1'").arg(command));
    if (arguments.size() > 2)
        return CommandSupport::usageError(tr("unknown command '%1'").arg(command));
    return showInTerminal(command);
}

int CommandLine::showInTerminal(const QString &path)
{
    const QString source = path.isEmpty() ? SamplePath : path;
    const ReadResult read = TextFile::read(source);
    if (!read.ok()) {
        CommandSupport::reportError(read.error->message());
        return ExitProcessingError;
    }
    const ConfigCatalog catalog;
    QString error;
    const auto s2t = Converter::load(QStringLiteral("s2t"), catalog, &error);
    const auto t2s = Converter::load(QStringLiteral("t2s"), catalog, &error);
    if (!s2t || !t2s) {
        CommandSupport::reportError(error);
        return ExitProcessingError;
    }
    const ScriptReport report = ScriptDetector(s2t, t2s).analyse(read.text);
    const auto converter = report.suggestedConfig == t2s->configName() ? t2s : s2t;
    const ConversionResult result = runConversion({read.text, converter, {}});

    const bool colour = Terminal::wantsColour(stdout);
    Terminal::out(tr("%1 — %2, %3 → %4\n\n")
                      .arg(path.isEmpty() ? tr("Sample: 桃花源记 (Tao Yuanming)") : path,
                           read.format.encoding, ScriptReport::scriptName(report.script),
                           converter->configName()));
    Terminal::out(DiffPrinter(read.text, result.converted, result.diff).render(colour));
    Terminal::out(tr("\n%1 changes, %2 characters changed, %3 lines changed\n")
                      .arg(result.diff.stats.changes)
                      .arg(result.diff.stats.aCharsChanged)
                      .arg(result.diff.stats.linesChanged));
    return ExitSuccess;
}

} // namespace duizhao
