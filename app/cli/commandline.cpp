// SPDX-License-Identifier: GPL-3.0-or-later
#include "cli/commandline.h"

#include "cli/commandsupport.h"
#include "cli/convertcommand.h"
#include "cli/detectcommand.h"
#include "cli/diffcommand.h"
#include "cli/interrupts.h"
#include "cli/reviewcommand.h"
#include "cli/terminal.h"
#include "core/conversion/configcatalog.h"
#include "core/conversion/converter.h"

#include <QFileInfo>

#include <cerrno>
#include <cstring>

namespace duizhao {

QString CommandLine::usage()
{
    return tr(
        "Usage: duizhao [FILE | FIRST SECOND | FOLDER...]\n"
        "       duizhao <command> [options] [arguments]\n"
        "\n"
        "Without a command, opens the window on FILE (or on a sample chapter): the original "
        "and its conversion side by side, every changed character highlighted. With two "
        "files, compares two editions of a text in the window. A folder alone opens as a book "
        "of chapters; several folders, a folder with files, or more than two files open "
        "Convert a Book on them.\n"
        "\n"
        "Commands:\n"
        "  convert   Convert files or folders between Simplified and Traditional Chinese\n"
        "  diff      Show where a file differs from its conversion, or from another file\n"
        "  review    List the spans of a conversion that need a person's look\n"
        "  detect    Tell a file's encoding, line endings and script; suggest a config\n"
        "\n"
        "Run 'duizhao <command> --help' for a command's options.\n"
        "\n"
        "Options:\n"
        "  -h, --help     Show this help.\n"
        "  -v, --version  Show the version of Duizhao, Qt and OpenCC.\n"
        "\n"
        "Exit codes: 0 success, 1 a file could not be read, converted or written, 2 bad "
        "usage, 130 interrupted (Ctrl+C), 143 terminated (SIGTERM).\n");
}

bool CommandLine::isHeadless(const QStringList &arguments)
{
    if (arguments.size() < 2)
        return false;
    static const QStringList headless{QStringLiteral("convert"), QStringLiteral("diff"),
                                      QStringLiteral("detect"),  QStringLiteral("review"),
                                      QStringLiteral("-h"),      QStringLiteral("--help"),
                                      QStringLiteral("-v"),      QStringLiteral("--version")};
    return headless.contains(arguments.at(1));
}

QStringList CommandLine::withoutQtOptions(const QStringList &arguments)
{
    // As QGuiApplication and QApplication take them (see their documentation), one dash or two.
    static const QStringList withValue{
        QStringLiteral("platform"),        QStringLiteral("platformpluginpath"),
        QStringLiteral("platformtheme"),   QStringLiteral("plugin"),
        QStringLiteral("qwindowgeometry"), QStringLiteral("qwindowicon"),
        QStringLiteral("qwindowtitle"),    QStringLiteral("style"),
        QStringLiteral("stylesheet"),      QStringLiteral("session"),
        QStringLiteral("display"),         QStringLiteral("geometry"),
        QStringLiteral("title"),           QStringLiteral("name"),
        QStringLiteral("qmljsdebugger")};
    static const QStringList alone{QStringLiteral("reverse"), QStringLiteral("widgetcount"),
                                   QStringLiteral("nograb"), QStringLiteral("dograb"),
                                   QStringLiteral("sync")};
    QStringList kept;
    for (qsizetype index = 0; index < arguments.size(); ++index) {
        const QString &argument = arguments[index];
        QString name = argument;
        if (index == 0 || !name.startsWith(u'-')) {
            kept << argument;
            continue;
        }
        name.remove(0, name.startsWith(QStringLiteral("--")) ? 2 : 1);
        const qsizetype equals = name.indexOf(u'=');
        const QString key = equals < 0 ? name : name.left(equals);
        if (withValue.contains(key)) {
            if (equals < 0)
                ++index; // its value follows
            continue;
        }
        if (!alone.contains(key))
            kept << argument;
    }
    return kept;
}

int CommandLine::noWindow(const QStringList &files)
{
    for (const QString &file : files) {
        if (!QFileInfo::exists(file)) {
            CommandSupport::usageError(
                tr("'%1' is neither a command nor a file; the commands are convert, diff, review "
                   "and detect")
                    .arg(file));
            return ExitUsageError;
        }
    }
    return CommandSupport::usageError(
        tr("there is no display to open the window on (DISPLAY is not set); the command line "
           "converts without one"));
}

int CommandLine::run(const QStringList &arguments)
{
    Interrupts::handle();
    Terminal::passBytesAsTheyAre();
    const int code = runCommand(arguments);
    // What a command printed may still sit in stdout's buffer, and a full disk or a closed pipe
    // says so only now: a listing that did not reach its reader is a failure.
    if (const int reason = Terminal::standardOutputFailure(); reason != 0) {
        CommandSupport::reportError(tr("cannot write to standard output: %1")
                                        .arg(reason == ENOSPC
                                                 ? tr("no space left on the device")
                                                 : QString::fromLocal8Bit(std::strerror(reason))));
        return code == ExitSuccess ? ExitProcessingError : code;
    }
    return code;
}

int CommandLine::runCommand(const QStringList &arguments)
{
    const QString command = arguments.value(1);
    const QStringList rest = QStringList{arguments.value(0)} + arguments.mid(2);
    if (command == u"convert")
        return ConvertCommand::run(rest);
    if (command == u"diff")
        return DiffCommand::run(rest);
    if (command == u"review")
        return ReviewCommand::run(rest);
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
        Terminal::out(tr("OpenCC data: %1\n").arg(ConfigCatalog().dataDescription()));
        return ExitSuccess;
    }
    if (command.startsWith(u'-'))
        return CommandSupport::usageError(tr("unknown option '%1'").arg(command));
    return CommandSupport::usageError(
        tr("unknown command '%1'; the window opens one file, or two editions to compare")
            .arg(command));
}

} // namespace duizhao
