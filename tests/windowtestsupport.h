// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "mainwindow.h"
#include "translations.h"

#include <QCoreApplication>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTest>

// Shared by the tests of the window.
namespace duizhao::testing {

// Settings go to a test location of this test's own, never to the user's.
// Settings of the test's own, and the interface in English (with its plural forms), as the
// program starts with on an English system.
inline void useTestSettings(const char *testName)
{
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(QStringLiteral("DuizhaoTests"));
    QCoreApplication::setApplicationName(QLatin1String(testName));
    Translations::install(QStringLiteral("en"));
}

// Waits for the window's running job (a conversion, a re-diff, a comparison) to finish.
inline bool waitForJob(const MainWindow &window)
{
    QSignalSpy finished(window.controller(), &ConversionController::conversionFinished);
    return finished.wait(30000);
}

// The rows of a test run with word wrap off and on.
inline void addWrapRows()
{
    QTest::addColumn<bool>("wrap");
    QTest::newRow("no wrap") << false;
    QTest::newRow("word wrap") << true;
}

} // namespace duizhao::testing
