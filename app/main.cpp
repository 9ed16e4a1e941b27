// SPDX-License-Identifier: GPL-3.0-or-later
#include "commandline.h"

#include <QCoreApplication>

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    QCoreApplication::setApplicationName(QStringLiteral("duizhao"));
    QCoreApplication::setOrganizationName(QStringLiteral("Duizhao"));
    QCoreApplication::setApplicationVersion(QStringLiteral(DUIZHAO_VERSION));
    return duizhao::CommandLine::run(QCoreApplication::arguments());
}
