// SPDX-License-Identifier: GPL-3.0-or-later
#include "cli/commandline.h"
#include "core/books/bookconversion.h"
#include "core/jobs/memorypolicy.h"
#include "core/jobs/processend.h"
#include "core/translations.h"
#include "dialogs/preferencesdialog.h"
#include "window/mainwindow.h"

#include <QApplication>
#include <QCoreApplication>
#include <QFileInfo>
#include <QFontDatabase>
#include <QIcon>

#include <memory>

#ifdef Q_OS_WIN
#include <windows.h>
#endif

namespace {

void describeApplication()
{
    QCoreApplication::setApplicationName(QStringLiteral("duizhao"));
    QCoreApplication::setOrganizationName(QStringLiteral("Duizhao"));
    QCoreApplication::setApplicationVersion(QStringLiteral(DUIZHAO_VERSION));
}

// The arguments as given, before Qt has read them: Windows passes main() the arguments in its
// ANSI code page, which loses a Chinese file name; its wide command line keeps it.
QStringList givenArguments(int argc, char *argv[])
{
    QStringList given;
#ifdef Q_OS_WIN
    Q_UNUSED(argc)
    Q_UNUSED(argv)
    int count = 0;
    if (wchar_t **wide = CommandLineToArgvW(GetCommandLineW(), &count)) {
        for (int i = 0; i < count; ++i)
            given << QString::fromWCharArray(wide[i]);
        LocalFree(wide);
    }
#else
    for (int i = 0; i < argc; ++i)
        given << QString::fromLocal8Bit(argv[i]);
#endif
    return given;
}

// Windows' interface font (Segoe UI) has no Chinese; its own fonts for a Chinese interface do.
void useTheInterfaceFontOf(const QString &language)
{
#ifdef Q_OS_WIN
    const QString family = language == u"zh_CN"   ? QStringLiteral("Microsoft YaHei UI")
                           : language == u"zh_TW" ? QStringLiteral("Microsoft JhengHei UI")
                                                  : QString();
    if (family.isEmpty() || !QFontDatabase::families().contains(family))
        return;
    QFont font = QApplication::font();
    font.setFamily(family);
    QApplication::setFont(font);
#else
    Q_UNUSED(language)
#endif
}

// Whether a window can be shown: on Linux, a display to show it on, or a platform named. Without
// one Qt ends the program with a message of its own and a core dump.
bool canShowAWindow(const QStringList &given)
{
#if defined(Q_OS_LINUX)
    return qEnvironmentVariableIsSet("DISPLAY") || qEnvironmentVariableIsSet("WAYLAND_DISPLAY") ||
           qEnvironmentVariableIsSet("QT_QPA_PLATFORM") ||
           given.contains(QStringLiteral("-platform"));
#else
    Q_UNUSED(given)
    return true;
#endif
}

// The program: a command, or the window, whose every object of Qt's is gone when it returns.
int run(int argc, char *argv[])
{
    duizhao::returnLargeBlocksToTheSystem();
    // Subcommands run headless: no display is needed for converting a book on a server. So do
    // arguments the window cannot take, to report them.
    // Qt's own options for a window (-style, -platform …) go to Qt, whatever follows them.
    const QStringList given = givenArguments(argc, argv);
    const QStringList arguments = duizhao::CommandLine::withoutQtOptions(given);
    const QStringList files = arguments.mid(1);
    if (!duizhao::CommandLine::isHeadless(arguments) && !canShowAWindow(given)) {
        QCoreApplication app(argc, argv);
        describeApplication();
        duizhao::Translations::installFromSettings();
        return duizhao::CommandLine::noWindow(files);
    }
    if (duizhao::CommandLine::isHeadless(arguments) ||
        (files.size() > 2 && !duizhao::BookConversion::isBook(files)) ||
        arguments.value(1).startsWith(u'-')) {
        QCoreApplication app(argc, argv);
        describeApplication();
        duizhao::Translations::installFromSettings();
        return duizhao::CommandLine::run(arguments);
    }

    QApplication app(argc, argv);
    describeApplication();
    useTheInterfaceFontOf(duizhao::Translations::installFromSettings());
    duizhao::PreferencesDialog::applyOpenccDataFromSettings();
    QApplication::setApplicationDisplayName(QApplication::translate("main", "Duizhao"));
    QApplication::setDesktopFileName(QStringLiteral(DUIZHAO_APP_ID));
    QIcon icon;
    for (const int size : {16, 24, 32, 48, 64, 128, 256})
        icon.addFile(QStringLiteral(":/icons/%1.png").arg(size));
    QApplication::setWindowIcon(icon);
    duizhao::MainWindow window;
    window.keepOnEndingSignals();
    int ended = 0; // by a signal, even before exec() (a message shown as the window opens)
    QObject::connect(&window, &duizhao::MainWindow::keptForEnding, &app, [&ended](int code) {
        ended = code;
        QCoreApplication::exit(code);
    });
    window.show();
    // Two files are two editions to compare. A file that cannot be opened is reported, and the
    // sample takes its place; where one of two editions is no file, the other is shown alone.
    // A folder alone opens as a book of chapters; several files or folders are a book to convert.
    if (files.size() == 1 && QFileInfo(files[0]).isDir()) {
        window.openBook(files[0]);
    } else if (duizhao::BookConversion::isBook(files)) {
        window.openFile(QString());
        window.showBookDialog(files);
    } else if (files.size() == 2) {
        window.compareFiles(files[0], files[1]);
    } else {
        window.openFile(files.value(0));
    }
    return ended != 0 ? ended : QApplication::exec();
}

} // namespace

int main(int argc, char *argv[])
{
    return duizhao::endProcess(run(argc, argv));
}
