// SPDX-License-Identifier: GPL-3.0-or-later
#include "commandline.h"
#include "mainwindow.h"

#include <QApplication>
#include <QCoreApplication>

#include <memory>

namespace {

void describeApplication()
{
    QCoreApplication::setApplicationName(QStringLiteral("duizhao"));
    QCoreApplication::setOrganizationName(QStringLiteral("Duizhao"));
    QCoreApplication::setApplicationVersion(QStringLiteral(DUIZHAO_VERSION));
}

} // namespace

int main(int argc, char *argv[])
{
    // Subcommands run headless: no display is needed for converting a book on a server.
    QStringList arguments;
    for (int i = 0; i < argc; ++i)
        arguments << QString::fromLocal8Bit(argv[i]);
    if (duizhao::CommandLine::isHeadless(arguments)) {
        QCoreApplication app(argc, argv);
        describeApplication();
        return duizhao::CommandLine::run(QCoreApplication::arguments());
    }

    QApplication app(argc, argv);
    describeApplication();
    QApplication::setApplicationDisplayName(QStringLiteral("Duizhao"));
    const QStringList files = QApplication::arguments().mid(1);
    if (files.size() > 1) {
        return duizhao::CommandLine::run(QCoreApplication::arguments());
    }
    duizhao::MainWindow window;
    window.show();
    if (!window.openFile(files.value(0)) && !files.isEmpty())
        window.openFile(QString());
    return QApplication::exec();
}
