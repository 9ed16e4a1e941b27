// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/conversion/configcatalog.h"
#include "core/conversion/conversionplan.h"
#include "core/conversion/converter.h"
#include "core/diff/textdiff.h"
#include "core/jobs/processend.h"
#include "core/jobs/workerpool.h"
#include "core/text/textencoding.h"
#include "core/translations.h"

#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QFileInfo>
#include <QHash>
#include <QMutex>
#include <QProcess>
#include <QSemaphore>
#include <QSettings>
#include <QStandardPaths>
#include <QStringList>
#include <QTest>
#include <QThread>
#include <QThreadPool>

#include <memory>

#ifdef Q_OS_WIN
#include <opencc/opencc.h>
#endif
#ifdef Q_OS_LINUX
#include <sys/mount.h>
#endif

// QTEST_GUILESS_MAIN, ended as Duizhao's own main() ends (endProcess): on Windows at once, once the
// test object and the application are gone and the report is written.
#define DUIZHAO_TEST_MAIN(TestObject)                                                              \
    namespace {                                                                                    \
    int runTests(int argc, char *argv[])                                                           \
    {                                                                                              \
        QTEST_QAPP_SETUP(QCoreApplication)                                                         \
        TestObject test;                                                                           \
        QTEST_SET_MAIN_SOURCE_PATH                                                                 \
        return QTest::qExec(&test, argc, argv);                                                    \
    }                                                                                              \
    }                                                                                              \
    int main(int argc, char *argv[])                                                               \
    {                                                                                              \
        return duizhao::endProcess(runTests(argc, argv));                                          \
    }

// Shared by the tests: the test chapters (a copy of tests/data/chapters), the opencc tool, readable
// output of diff types.
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

// A config of the bundled data, loaded once per test program and shared, as the window shares
// its converters; null when it cannot be loaded, with the reason printed.
inline std::shared_ptr<const Converter> loadConverter(const QString &config)
{
    static QMutex mutex;
    static QHash<QString, std::shared_ptr<const Converter>> loaded;
    const QMutexLocker lock(&mutex);
    if (!loaded.contains(config)) {
        QString error;
        loaded.insert(config, Converter::load(config, ConfigCatalog(), &error));
        if (!loaded.value(config))
            qWarning("%s", qPrintable(error));
    }
    return loaded.value(config);
}

// The OpenCC data sets a test runs on: the bundled data, and on Linux the distribution's, which
// Windows does not have.
inline QList<OpenccData> openccDataSets()
{
#ifdef Q_OS_WIN
    return {OpenccData::Bundled};
#else
    return {OpenccData::Bundled, OpenccData::System};
#endif
}

// The plan of a bundled config alone: no glossary, no corner quotation marks.
inline ConversionPlan plainPlan(const QString &config)
{
    return ConversionPlan{loadConverter(config), nullptr, false};
}

// A path the build gives: absolute, or on Windows beside the test program, in the copy of the
// package the tests run from.
inline QString builtPath(const char *path)
{
    return QDir(QCoreApplication::applicationDirPath()).absoluteFilePath(QString::fromUtf8(path));
}

// The test data the tests open (tests/data/chapters and tests/data/names), copied afresh by each
// run of a test program into a folder of its own beside it: the window keeps a review beside a
// text it opens (SavedReview), and a test never writes into the repository, nor opens a text with
// a review another run kept. Beside the program, not in a temporary folder: on Windows a test
// program ends without running its destructors (endProcess), and a copy there would stay behind
// after every run; this one is replaced by the next.
inline QString testDataCopy()
{
    static const QString root = [] {
        const QDir shipped(builtPath(DUIZHAO_TEST_CHAPTERS_DIR) + QStringLiteral("/.."));
        const QString copy = builtPath("test-data-copies/") +
                             QFileInfo(QCoreApplication::applicationFilePath()).completeBaseName();
        if (!QDir(copy).removeRecursively())
            qFatal("cannot remove the last run's copy of the test data, %s", qPrintable(copy));
        for (const char *folder : {"chapters", "names"}) {
            QDirIterator files(shipped.filePath(QLatin1String(folder)), QDir::Files,
                               QDirIterator::Subdirectories);
            while (files.hasNext()) {
                const QString from = files.next();
                const QString to = copy + u'/' + shipped.relativeFilePath(from);
                if (!QDir().mkpath(QFileInfo(to).path()) || !QFile::copy(from, to))
                    qFatal("cannot copy the test data %s to %s", qPrintable(from), qPrintable(to));
            }
        }
        return copy;
    }();
    return root;
}

inline QString chaptersDir()
{
    return testDataCopy() + QStringLiteral("/chapters");
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

// A chapter of the story whose given name recurs (tests/data/names/), by its file name.
inline QString namesChapter(const char *name)
{
    return testDataCopy() + QStringLiteral("/names/") + QLatin1String(name);
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
// Windows has no such tool: there OpenCC's own library converts the file, as the tool would.
inline QByteArray runOpenccTool(const QString &config, const QString &input,
                                const ConfigCatalog &catalog = ConfigCatalog())
{
#ifdef Q_OS_WIN
    try {
        const opencc::SimpleConverter converter(
            ConfigCatalog::openccPath(catalog.configPath(config)));
        const QByteArray text = readAll(input);
        return QByteArray::fromStdString(converter.Convert(text.constData(), text.size()));
    } catch (const std::exception &error) {
        qWarning("OpenCC: %s", error.what());
        return {};
    }
#else
    QProcess process;
    process.start(QStringLiteral(DUIZHAO_OPENCC_TOOL),
                  {QStringLiteral("-c"), catalog.configPath(config), QStringLiteral("-i"), input});
    if (!process.waitForFinished(WaitBound) || process.exitCode() != 0)
        return {};
    return process.readAllStandardOutput();
#endif
}

// A path as messages show it: with the system's separators (backslashes on Windows).
inline QString shownPath(const QString &path)
{
    return QDir::toNativeSeparators(path);
}

// The duizhao program the tests run (on Windows duizhao.com, the one with a console).
inline QString duizhaoExecutable()
{
    return builtPath(DUIZHAO_EXECUTABLE);
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
    process.start(duizhaoExecutable(), arguments);
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

// A GBK text with parts in another encoding, and the line (from 1) where the first part begins:
// the text a book of chapters gathered from several sites becomes.
struct MixedText {
    QByteArray bytes;
    qsizetype firstChangedLine = 0;
};

// Chapter 000 in GB18030 with chapter 002 appended in `second`.
inline MixedText gbkThenAppended(const QString &second)
{
    const QByteArray first = QByteArray(
        TextEncoding::encoder(TextEncoding::Gb18030).encode(readUtf8(chapterFile("000"))));
    const QString appended = representableIn(readUtf8(chapterFile("002")), second);
    return {first + QByteArray(TextEncoding::encoder(second).encode(appended)),
            first.count('\n') + 1};
}

// The Simplified chapters' lines in GB18030, blocks of `lines` lines of them taking turns with as
// many of the Traditional chapter's in Big5.
inline MixedText gbkWithBig5Blocks(int lines)
{
    const auto linesOf = [](std::initializer_list<const char *> chapters, const QString &encoding) {
        QStringList all;
        for (const char *chapter : chapters) {
            for (const QString &line : readUtf8(chapterFile(chapter)).split(u'\n'))
                if (!line.trimmed().isEmpty())
                    all << representableIn(line, encoding);
        }
        return all;
    };
    const QStringList gbk = linesOf({"000", "004"}, TextEncoding::Gb18030);
    const QStringList big5 = linesOf({"002"}, TextEncoding::Big5);
    MixedText mixed;
    mixed.firstChangedLine = lines + 1;
    QStringEncoder toGbk = TextEncoding::encoder(TextEncoding::Gb18030);
    QStringEncoder toBig5 = TextEncoding::encoder(TextEncoding::Big5);
    for (qsizetype at = 0; at < qMin(gbk.size(), big5.size()); at += lines) {
        mixed.bytes += QByteArray(toGbk.encode(gbk.mid(at, lines).join(u'\n') + u'\n'));
        mixed.bytes += QByteArray(toBig5.encode(big5.mid(at, lines).join(u'\n') + u'\n'));
    }
    return mixed;
}

// The Simplified chapters' lines in GB18030 with `lines` of the Traditional chapter's (each of 30
// characters or more) in Big5 put before line `at` (from 1).
inline MixedText gbkWithBig5Passage(int at, int lines)
{
    QStringList text;
    for (const char *chapter : {"000", "004"}) {
        for (const QString &line : readUtf8(chapterFile(chapter)).split(u'\n'))
            if (!line.trimmed().isEmpty())
                text << representableIn(line, TextEncoding::Gb18030);
    }
    QStringList big5;
    for (const QString &line : readUtf8(chapterFile("002")).split(u'\n')) {
        const QString representable = representableIn(line, TextEncoding::Big5);
        if (representable.size() >= 30 && big5.size() < lines)
            big5 << representable;
    }
    QStringEncoder toGbk = TextEncoding::encoder(TextEncoding::Gb18030);
    QStringEncoder toBig5 = TextEncoding::encoder(TextEncoding::Big5);
    const QString before = text.mid(0, at - 1).join(u'\n');
    const QString after = text.mid(at - 1).join(u'\n');
    return {QByteArray(toGbk.encode(before.isEmpty() ? before : before + u'\n')) +
                QByteArray(toBig5.encode(big5.join(u'\n') + u'\n')) +
                QByteArray(toGbk.encode(after + u'\n')),
            at};
}

// Runs work on a thread of its own and waits for it, at most WaitBound: work that never ends (a
// deadlock, every thread waiting on another) ends the test program, naming what hung, rather
// than leaving it to hang until it is killed.
template<typename Work>
void finishWithinBound(Work work, const char *what)
{
    std::unique_ptr<QThread> thread(QThread::create(std::move(work)));
    thread->start();
    if (!thread->wait(QDeadlineTimer(WaitBound)))
        qFatal("%s did not finish in %d s: it hangs", what, WaitBound / 1000);
}

// Ends the test program, naming what hung, if it lives longer than WaitBound: for work that must
// run in the calling thread (a window's nested event loop) and might never end.
class Watchdog final {
public:
    explicit Watchdog(const char *what)
        : m_thread(QThread::create([this, what] {
            if (!m_done.tryAcquire(1, WaitBound))
                qFatal("%s did not finish in %d s: it hangs", what, WaitBound / 1000);
        }))
    {
        m_thread->start();
    }
    ~Watchdog()
    {
        m_done.release();
        m_thread->wait();
    }
    Q_DISABLE_COPY_MOVE(Watchdog)

private:
    QSemaphore m_done;
    std::unique_ptr<QThread> m_thread;
};

// The worker pool with a given number of threads, as a machine of that many cores has it, for as
// long as it lives.
class WorkerThreads final {
public:
    explicit WorkerThreads(int threads)
        : m_before(workerPool()->maxThreadCount())
    {
        workerPool()->setMaxThreadCount(threads);
    }
    ~WorkerThreads() { workerPool()->setMaxThreadCount(m_before); }
    Q_DISABLE_COPY_MOVE(WorkerThreads)

    // A test's rows for pools of 1, 2 and 8 threads, in the column "threads".
    static void addRows()
    {
        QTest::addColumn<int>("threads");
        for (const int threads : {1, 2, 8})
            QTest::addRow("%d thread%s", threads, threads > 1 ? "s" : "") << threads;
    }

private:
    int m_before;
};

#ifdef Q_OS_LINUX
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
#endif

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

#ifdef Q_OS_LINUX
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
#endif

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
