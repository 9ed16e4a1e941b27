// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "configcatalog.h"
#include "textdiff.h"
#include "textencoding.h"
#include "translations.h"

#include <QDir>
#include <QFile>
#include <QProcess>
#include <QSettings>
#include <QStandardPaths>
#include <QStringList>
#include <QTest>

#include <sys/mount.h>

// Shared by the tests: the test chapters (tests/data/chapters), the opencc tool, readable output of
// diff types.
namespace duizhao::testing {

// Settings of the test's own, in a test location, never the user's, and empty at the start: a
// run that was stopped halfway (a failed check, a killed test) leaves no setting behind for the
// next run to start from. The interface is in English (with its plural forms), as the program
// starts with on an English system.
inline void useTestSettings(const char *testName)
{
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(QStringLiteral("DuizhaoTests"));
    QCoreApplication::setApplicationName(QLatin1String(testName));
    QSettings().clear();
    Translations::install(QStringLiteral("en"));
}

// How long a test waits for work that takes seconds when the machine is idle: long enough for the
// sanitizer build on a machine busy with other work, so that only a hang fails.
inline constexpr int WaitBound = 300000;

inline QString chaptersDir()
{
    return QStringLiteral(DUIZHAO_TEST_CHAPTERS_DIR);
}

// Every test chapter, in the order of their numbers.
inline QStringList chapterFiles()
{
    const QDir dir(chaptersDir());
    QStringList files;
    for (const QString &name : dir.entryList({QStringLiteral("*.txt")}, QDir::Files, QDir::Name))
        files << dir.filePath(name);
    return files;
}

// The test chapter whose name starts with prefix ("000"). A missing chapter stops the test program
// at once, naming it, rather than letting a test run on an empty path.
inline QString chapterFile(const char *prefix)
{
    for (const QString &file : chapterFiles()) {
        if (QFileInfo(file).fileName().startsWith(QLatin1String(prefix)))
            return file;
    }
    qFatal("no test chapter %s*.txt in %s", prefix, qPrintable(chaptersDir()));
}

inline QByteArray readAll(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return {};
    return file.readAll();
}

inline QString readUtf8(const QString &path)
{
    return QString::fromUtf8(readAll(path));
}

// text repeated into at least the given number of bytes: a long text built from the chapters.
// Empty when text is, so that a missing chapter fails the test instead of looping on nothing.
inline QByteArray repeatedTo(const QByteArray &text, qsizetype bytes)
{
    return text.isEmpty() ? QByteArray() : text.repeated(bytes / text.size() + 1);
}

inline bool writeAll(const QString &path, const QByteArray &bytes)
{
    QFile file(path);
    return file.open(QIODevice::WriteOnly) && file.write(bytes) == bytes.size();
}

// The characters of text that encoding can represent, in order: Big5 lacks some characters of the
// chapters, and a test that writes them in Big5 needs a faithful encoding.
inline QString representableIn(const QString &text, const QString &encoding)
{
    QString representable;
    for (const char32_t codePoint : text.toUcs4()) {
        const QString character = QString::fromUcs4(&codePoint, 1); // never half a surrogate pair
        QStringEncoder single = TextEncoding::encoder(encoding);
        const QByteArray encoded = single.encode(character); // encode() is lazy
        if (!single.hasError() && !encoded.isEmpty())
            representable += character;
    }
    return representable;
}

// The distribution's opencc command-line tool, the reference the conversion must match: run on
// the config as the catalog has it (by default the bundled data's, which the tool reads as well).
inline QByteArray runOpenccTool(const QString &config, const QString &input,
                                const ConfigCatalog &catalog = ConfigCatalog())
{
    QProcess process;
    process.start(QStringLiteral(DUIZHAO_OPENCC_TOOL),
                  {QStringLiteral("-c"), catalog.configPath(config), QStringLiteral("-i"), input});
    if (!process.waitForFinished(WaitBound) || process.exitCode() != 0)
        return {};
    return process.readAllStandardOutput();
}

// A run of the duizhao executable: its exit code (-1 when it did not finish in time, -2 when it
// crashed) and what it printed.
struct Run {
    int exitCode = -1;
    QByteArray out;
    QString err;
};

inline Run runDuizhao(const QStringList &arguments, const QString &standardOutputFile = {})
{
    QProcess process;
    if (!standardOutputFile.isEmpty())
        process.setStandardOutputFile(standardOutputFile);
    process.start(QStringLiteral(DUIZHAO_EXECUTABLE), arguments);
    Run run;
    if (!process.waitForFinished(WaitBound)) {
        process.kill();
        process.waitForFinished(5000);
        return run;
    }
    run.exitCode = process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -2;
    run.out = process.readAllStandardOutput();
    run.err = QString::fromUtf8(process.readAllStandardError());
    return run;
}

// Waits until the process has installed a handler for signal, read from /proc (SigCgt): the
// state a test needs before it sends the signal, whatever the machine's load.
inline bool waitUntilHandling(const QProcess &process, int signal)
{
    const QString status = QStringLiteral("/proc/%1/status").arg(process.processId());
    return QTest::qWaitFor(
        [&]() -> bool {
            QFile file(status);
            if (!file.open(QIODevice::ReadOnly))
                return false;
            for (const QByteArray &line : file.readAll().split('\n')) {
                if (line.startsWith("SigCgt:"))
                    return (line.mid(7).trimmed().toULongLong(nullptr, 16) >> (signal - 1)) & 1U;
            }
            return false;
        },
        WaitBound);
}

// What the change covers on each side, e.g. "发→發".
inline QString describe(QStringView a, QStringView b, const TextChange &change)
{
    return a.sliced(change.aPosition, change.aLength).toString() + QStringLiteral("→") +
           b.sliced(change.bPosition, change.bLength).toString();
}

inline QStringList describeAll(QStringView a, QStringView b, const DiffResult &diff)
{
    QStringList list;
    for (const TextChange &change : diff.changes)
        list << describe(a, b, change);
    return list;
}

// Mounts a test makes (a small tmpfs, a bind mount), which need root: taken away again by
// unmountAll in the test's cleanup, so that a failed check leaves none behind.
class TestMounts final {
public:
    // Mounts source (for tmpfs its name, for a bind mount a folder) on target, which is made if
    // missing; false where this user cannot mount.
    bool mount(const QString &source, const QString &target, const char *type, unsigned long flags,
               const char *options)
    {
        QDir().mkpath(target);
        if (::mount(QFile::encodeName(source).constData(), QFile::encodeName(target).constData(),
                    type, flags, options) != 0)
            return false;
        m_targets << target;
        return true;
    }
    void unmountAll()
    {
        for (const QString &target : std::as_const(m_targets))
            ::umount(QFile::encodeName(target).constData());
        m_targets.clear();
    }

private:
    QStringList m_targets;
};

} // namespace duizhao::testing

namespace QTest {

template<>
inline char *toString(const duizhao::TextChange &change)
{
    return qstrdup(QStringLiteral("a[%1+%2] b[%3+%4]")
                       .arg(change.aPosition)
                       .arg(change.aLength)
                       .arg(change.bPosition)
                       .arg(change.bLength)
                       .toUtf8()
                       .constData());
}

} // namespace QTest
