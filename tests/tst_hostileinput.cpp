// SPDX-License-Identifier: GPL-3.0-or-later
//
// The command line against input that tries to lose data or hang it: outputs that would land on
// inputs or on each other, NUL and U+FEFF, malformed UTF-16, devices and pipes, full disks and a
// full standard output, damaged dictionaries, a glossary in the wrong encoding, a wrong forced
// encoding. Each case is a report that was reproduced against the program before it was fixed.
#include "cli/convertcommand.h"
#include "core/books/bookconversion.h"
#include "core/text/textencoding.h"
#include "testsupport.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QStorageInfo>
#include <QTemporaryDir>

#include <sys/mount.h>
#include <sys/stat.h>
#include <sys/sysmacros.h>

using namespace duizhao;
using namespace duizhao::testing;

class TestHostileInput : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void init();
    void cleanup();
    void outputNeverLandsOnAnotherInput();
    void twoInputsForOneOutputAreRefused();
    void outputFolderInsideTheBookIsLeftOut();
    void nulIsConvertedAround_data();
    void nulIsConvertedAround();
    void leadingFeffSurvives_data();
    void leadingFeffSurvives();
    void malformedUtf16IsRefused();
    void variationSequenceIsNotSplitByARule();
    void nonRegularFilesAreRefusedAtOnce_data();
    void nonRegularFilesAreRefusedAtOnce();
    void devicesAndPipesAreWrittenNotReplaced();
    void interruptionSaysWhatWasWritten();
    void fullStandardOutputFails_data();
    void fullStandardOutputFails();
    void fullDiskIsNamed();
    void aShortTextOnAFullDiskIsKept();
    void aFileSystemWithoutSpaceIsNotFull();
    void readOnlyOutputFolderSaysWhy();
    void damagedDictionaryIsNamed();
    void utf16GlossaryIsNamed();
    void wrongForcedEncodingIsWarned();

private:
    std::unique_ptr<QTemporaryDir> m_dir;
    QString path(const QString &name) const { return m_dir->filePath(name); }
    bool write(const QString &name, const QByteArray &bytes)
    {
        QDir(m_dir->path()).mkpath(QFileInfo(path(name)).path());
        return writeAll(path(name), bytes);
    }
    // A small file system of its own at name (root only); empty when it cannot be had.
    QString mountTmpfs(const QString &name, const char *options);
    TestMounts m_mounts;
};

void TestHostileInput::init()
{
    m_dir = std::make_unique<QTemporaryDir>();
    QVERIFY(m_dir->isValid());
}

void TestHostileInput::cleanup()
{
    m_mounts.unmountAll();
}

QString TestHostileInput::mountTmpfs(const QString &name, const char *options)
{
    const QString target = path(name);
    return m_mounts.mount(QStringLiteral("tmpfs"), target, "tmpfs", 0, options) ? target
                                                                                : QString();
}

// convert a/x.txt out/x.txt --output-dir out: the conversion of a/x.txt would replace the input
// out/x.txt. Every output is checked against every input before anything is written.
void TestHostileInput::outputNeverLandsOnAnotherInput()
{
    QVERIFY(write(QStringLiteral("a/x.txt"), "头发\n"));
    QVERIFY(write(QStringLiteral("out/x.txt"), "发展\n"));
    const Run run =
        runDuizhao({QStringLiteral("convert"), QStringLiteral("-c"), QStringLiteral("s2t"),
                    path(QStringLiteral("a/x.txt")), path(QStringLiteral("out/x.txt")),
                    QStringLiteral("--output-dir"), path(QStringLiteral("out"))});
    QCOMPARE(run.exitCode, 1);
    QCOMPARE(readAll(path(QStringLiteral("out/x.txt"))), QByteArray("发展\n"));
    QVERIFY2(run.err.contains(path(QStringLiteral("a/x.txt")) +
                              QStringLiteral(": not converted, as it would overwrite the input "
                                             "file ") +
                              path(QStringLiteral("out/x.txt"))),
             qPrintable(run.err));
    QVERIFY2(run.err.contains(QStringLiteral("nothing was written")), qPrintable(run.err));
    QCOMPARE(QDir(path(QStringLiteral("out"))).entryList(QDir::Files | QDir::Hidden),
             QStringList{QStringLiteral("x.txt")});
}

// a/x.txt b/x.txt --output-dir out: both would go to out/x.txt.
void TestHostileInput::twoInputsForOneOutputAreRefused()
{
    QVERIFY(write(QStringLiteral("a/x.txt"), "头发\n"));
    QVERIFY(write(QStringLiteral("b/x.txt"), "发展\n"));
    const Run run =
        runDuizhao({QStringLiteral("convert"), QStringLiteral("-c"), QStringLiteral("s2t"),
                    path(QStringLiteral("a/x.txt")), path(QStringLiteral("b/x.txt")),
                    QStringLiteral("--output-dir"), path(QStringLiteral("out"))});
    QCOMPARE(run.exitCode, 1);
    QVERIFY2(run.err.contains(path(QStringLiteral("b/x.txt")) +
                              QStringLiteral(": not converted, as its output ") +
                              path(QStringLiteral("out/x.txt")) +
                              QStringLiteral(" is also the output of ") +
                              path(QStringLiteral("a/x.txt"))),
             qPrintable(run.err));
    QVERIFY(!QFile::exists(path(QStringLiteral("out/x.txt"))));
}

// An output folder inside the book: the second run must not convert the first run's outputs.
void TestHostileInput::outputFolderInsideTheBookIsLeftOut()
{
    QVERIFY(write(QStringLiteral("book/001.txt"), "头发\n"));
    QVERIFY(write(QStringLiteral("book/part/002.txt"), "发展\n"));
    const QStringList arguments{QStringLiteral("convert"),      QStringLiteral("-c"),
                                QStringLiteral("s2t"),          path(QStringLiteral("book")),
                                QStringLiteral("--output-dir"), path(QStringLiteral("book/out"))};
    for (int round = 0; round < 2; ++round) {
        const Run run = runDuizhao(arguments);
        QCOMPARE(run.exitCode, 0);
    }
    QCOMPARE(BookConversion::collect({path(QStringLiteral("book"))}).size(), 4);
    QVERIFY(!QFileInfo::exists(path(QStringLiteral("book/out/out"))));
    QCOMPARE(readAll(path(QStringLiteral("book/out/part/002.txt"))), QByteArray("發展\n"));
}

// OpenCC stops at the first NUL; a UTF-16 file may hold one. Everything after it is converted
// too, with and without a glossary and quotes.
void TestHostileInput::nulIsConvertedAround_data()
{
    QTest::addColumn<QStringList>("options");
    QTest::newRow("plain") << QStringList();
    QTest::newRow("glossary and quotes") << QStringList{
        QStringLiteral("--glossary"), QStringLiteral("glossary.txt"), QStringLiteral("--quotes")};
}

void TestHostileInput::nulIsConvertedAround()
{
    QFETCH(QStringList, options);
    const QString text = QStringLiteral("“头发”") + QChar(0) + QStringLiteral("发展了\n");
    QStringEncoder utf16 = TextEncoding::encoder(TextEncoding::Utf16LE);
    QVERIFY(write(QStringLiteral("in.txt"), "\xFF\xFE" + QByteArray(utf16.encode(text))));
    QVERIFY(write(QStringLiteral("glossary.txt"), "了=瞭\n"));
    for (QString &option : options) {
        if (option.endsWith(QStringLiteral(".txt")))
            option = path(option);
    }
    const Run run = runDuizhao(QStringList{QStringLiteral("convert"), QStringLiteral("-c"),
                                           QStringLiteral("s2t"), path(QStringLiteral("in.txt")),
                                           QStringLiteral("-o"), path(QStringLiteral("out.txt"))} +
                               options);
    QCOMPARE(run.exitCode, 0);
    QStringDecoder decoder = TextEncoding::decoder(TextEncoding::Utf16LE);
    const QString converted = decoder.decode(readAll(path(QStringLiteral("out.txt"))).sliced(2));
    const QString expected =
        options.isEmpty() ? QStringLiteral("“頭髮”") + QChar(0) + QStringLiteral("發展了\n")
                          : QStringLiteral("「頭髮」") + QChar(0) + QStringLiteral("發展瞭\n");
    QCOMPARE(converted, expected);

    // The review sees the spans after the NUL.
    const Run review =
        runDuizhao({QStringLiteral("review"), QStringLiteral("-c"), QStringLiteral("s2t"),
                    QStringLiteral("--json"), path(QStringLiteral("in.txt"))});
    QCOMPARE(review.exitCode, 0);
    const QJsonArray spans =
        QJsonDocument::fromJson(review.out).object().value(QStringLiteral("spans")).toArray();
    QVERIFY(std::any_of(spans.begin(), spans.end(), [](const QJsonValue &span) {
        return span.toObject().value(QStringLiteral("offset")).toInt() == 5; // 发 of 发展
    }));
}

// Text in, text out: a U+FEFF after the byte-order mark (a double BOM), or at the start of a
// GB18030 file, is a character of the text and is written back.
void TestHostileInput::leadingFeffSurvives_data()
{
    QTest::addColumn<QByteArray>("input");
    QTest::addColumn<QStringList>("options");
    QTest::addColumn<QByteArray>("expected");
    QTest::newRow("UTF-8 double BOM")
        << QByteArray("\xEF\xBB\xBF\xEF\xBB\xBF头发\n") << QStringList()
        << QByteArray("\xEF\xBB\xBF\xEF\xBB\xBF頭髮\n");
    QStringEncoder gb = TextEncoding::encoder(TextEncoding::Gb18030);
    const QByteArray gbIn = gb.encode(QStringLiteral("\uFEFF头发\n"));
    QStringEncoder gbOut = TextEncoding::encoder(TextEncoding::Gb18030);
    const QByteArray gbExpected = gbOut.encode(QStringLiteral("\uFEFF頭髮\n"));
    QTest::newRow("GB18030 starting with U+FEFF")
        << gbIn << QStringList{QStringLiteral("--from-encoding"), QStringLiteral("gb18030")}
        << gbExpected;
}

void TestHostileInput::leadingFeffSurvives()
{
    QFETCH(QByteArray, input);
    QFETCH(QStringList, options);
    QFETCH(QByteArray, expected);
    QVERIFY(write(QStringLiteral("in.txt"), input));
    const Run run = runDuizhao(QStringList{QStringLiteral("convert"), QStringLiteral("-c"),
                                           QStringLiteral("s2t"), path(QStringLiteral("in.txt")),
                                           QStringLiteral("-o"), path(QStringLiteral("out.txt"))} +
                               options);
    QCOMPARE(run.exitCode, 0);
    QCOMPARE(readAll(path(QStringLiteral("out.txt"))), expected);
}

void TestHostileInput::malformedUtf16IsRefused()
{
    // 头 \n 发 and a last odd byte.
    QVERIFY(write(QStringLiteral("in.txt"), QByteArray("\xFF\xFE\x34\x59\x0A\x00\xD1\x53\x41", 9)));
    const Run run = runDuizhao({QStringLiteral("convert"), QStringLiteral("-c"),
                                QStringLiteral("s2t"), path(QStringLiteral("in.txt")),
                                QStringLiteral("-o"), path(QStringLiteral("out.txt"))});
    QCOMPARE(run.exitCode, 1);
    QVERIFY2(run.err.contains(QStringLiteral("not valid UTF-16LE")) &&
                 run.err.contains(QStringLiteral("line 2, column 2")),
             qPrintable(run.err));
    QVERIFY(!QFile::exists(path(QStringLiteral("out.txt"))));
}

void TestHostileInput::variationSequenceIsNotSplitByARule()
{
    QVERIFY(write(QStringLiteral("in.txt"), QStringLiteral("葛\U000E0100葛\n").toUtf8()));
    QVERIFY(write(QStringLiteral("glossary.txt"), "葛=藤\n"));
    const Run run =
        runDuizhao({QStringLiteral("convert"), QStringLiteral("-c"), QStringLiteral("s2t"),
                    QStringLiteral("--glossary"), path(QStringLiteral("glossary.txt")),
                    path(QStringLiteral("in.txt"))});
    QCOMPARE(run.exitCode, 0);
    QCOMPARE(QString::fromUtf8(run.out), QStringLiteral("葛\U000E0100藤\n"));
}

// /dev/zero never ends and has no size; a FIFO blocks the open until a writer comes (and then
// Ctrl+C could not end the wait). Both are refused at once.
void TestHostileInput::nonRegularFilesAreRefusedAtOnce_data()
{
    QTest::addColumn<QString>("input");
    QTest::newRow("/dev/zero") << QStringLiteral("/dev/zero");
    QTest::newRow("FIFO") << QStringLiteral("fifo");
}

void TestHostileInput::nonRegularFilesAreRefusedAtOnce()
{
    QFETCH(QString, input);
    if (input == u"fifo") {
        input = path(input);
        QCOMPARE(::mkfifo(QFile::encodeName(input).constData(), 0600), 0);
    }
    const Run run =
        runDuizhao({QStringLiteral("convert"), QStringLiteral("-c"), QStringLiteral("s2t"), input,
                    QStringLiteral("-o"), path(QStringLiteral("out.txt"))});
    QCOMPARE(run.exitCode, 1);
    QVERIFY2(run.err.contains(input + QStringLiteral(": this is a device, a pipe or a socket")),
             qPrintable(run.err));
    QVERIFY(!QFile::exists(path(QStringLiteral("out.txt"))));
}

// -o /dev/null, or a FIFO a reader waits on: written to as they are. An atomic save would rename a
// regular file over them, which as root destroys /dev/null. A FIFO nobody reads is refused, as
// nothing could end the wait for a reader.
void TestHostileInput::devicesAndPipesAreWrittenNotReplaced()
{
    const QString device = path(QStringLiteral("null"));
    if (::mknod(QFile::encodeName(device).constData(), S_IFCHR | 0600, makedev(1, 3)) != 0)
        QSKIP("making a device node needs root");
    const QStringList convert{QStringLiteral("convert"), QStringLiteral("-c"),
                              QStringLiteral("s2t"), chapterFile("000"), QStringLiteral("-o")};
    Run run = runDuizhao(convert + QStringList{device});
    QCOMPARE(run.exitCode, 0);
    QVERIFY(QFileInfo(device).exists() && !QFileInfo(device).isFile());

    const QString fifo = path(QStringLiteral("fifo"));
    QCOMPARE(::mkfifo(QFile::encodeName(fifo).constData(), 0600), 0);
    run = runDuizhao(convert + QStringList{fifo});
    QCOMPARE(run.exitCode, 1);
    QVERIFY2(run.err.contains(fifo + QStringLiteral(": cannot write the file: this pipe has no "
                                                    "reader")),
             qPrintable(run.err));
    QVERIFY(QFileInfo(fifo).exists() && !QFileInfo(fifo).isFile());
}

// Ctrl+C says what happened: a file written completely before the interruption was noticed is
// reported as written, not as "nothing left half-written". (A run whose every file was written
// before the interruption was noticed is no interrupted run: it says each was written, and exits
// with 0.)
void TestHostileInput::interruptionSaysWhatWasWritten()
{
    QList<BookFile> files(3);
    for (qsizetype i = 0; i < files.size(); ++i)
        files[i].output = QStringLiteral("out/%1.txt").arg(i);
    QCOMPARE(ConvertCommand::interruptedReport(files),
             QStringLiteral("interrupted before any file was written; nothing was changed"));
    files[0].status = BookFile::Status::Converted;
    QCOMPARE(ConvertCommand::interruptedReport(files),
             QStringLiteral("interrupted: 1 of 3 files were written completely (out/0.txt), the "
                            "others not at all; no file was left half-written"));
    // A book of many: ten named, the rest counted.
    files.resize(14);
    for (qsizetype i = 0; i < 13; ++i) {
        files[i].output = QStringLiteral("out/%1.txt").arg(i);
        files[i].status = BookFile::Status::Converted;
    }
    QVERIFY(ConvertCommand::interruptedReport(files).startsWith(
        QStringLiteral("interrupted: 13 of 14 files were written completely (out/0.txt, "
                       "out/1.txt, ")));
    QVERIFY(ConvertCommand::interruptedReport(files).contains(
        QStringLiteral("out/9.txt and 3 more), the others not at all")));
}

// Output that cannot be written is a failure, for every command that prints.
void TestHostileInput::fullStandardOutputFails_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::newRow("convert") << QStringList{QStringLiteral("convert"), QStringLiteral("-c"),
                                            QStringLiteral("s2t")};
    QTest::newRow("diff") << QStringList{QStringLiteral("diff"), QStringLiteral("-c"),
                                         QStringLiteral("s2t")};
    QTest::newRow("diff --json") << QStringList{QStringLiteral("diff"), QStringLiteral("-c"),
                                                QStringLiteral("s2t"), QStringLiteral("--json")};
    QTest::newRow("review") << QStringList{QStringLiteral("review")};
    QTest::newRow("review --json")
        << QStringList{QStringLiteral("review"), QStringLiteral("--json")};
    QTest::newRow("detect") << QStringList{QStringLiteral("detect")};
}

void TestHostileInput::fullStandardOutputFails()
{
    QFETCH(QStringList, arguments);
    const Run run = runDuizhao(arguments << chapterFile("000"), QStringLiteral("/dev/full"));
    QCOMPARE(run.exitCode, 1);
    QVERIFY2(run.err.contains(
                 QStringLiteral("cannot write to standard output: no space left on the device")),
             qPrintable(run.err));
}

void TestHostileInput::fullDiskIsNamed()
{
    const QString small = mountTmpfs(QStringLiteral("small"), "size=64k");
    if (small.isEmpty())
        QSKIP("mounting a small file system needs root");
    QVERIFY(write(QStringLiteral("in.txt"), repeatedTo(readAll(chapterFile("000")), 200'000)));
    const QString output = small + QStringLiteral("/out.txt");
    const Run run =
        runDuizhao({QStringLiteral("convert"), QStringLiteral("-c"), QStringLiteral("s2t"),
                    path(QStringLiteral("in.txt")), QStringLiteral("-o"), output});
    QCOMPARE(run.exitCode, 1);
    QVERIFY2(run.err.contains(
                 output + QStringLiteral(": cannot write the file: no space left on the device")),
             qPrintable(run.err));
    QCOMPARE(QDir(small).entryList(QDir::Files | QDir::Hidden), QStringList()); // nothing left
}

// A chapter shorter than what a file keeps in its buffer, converted in place on a disk that is
// full: the write fails only when the buffer is written, at the end. The chapter stays as it was,
// and the failure is said, as for a new file beside it.
void TestHostileInput::aShortTextOnAFullDiskIsKept()
{
    const QString small = mountTmpfs(QStringLiteral("small"), "size=64k");
    if (small.isEmpty())
        QSKIP("mounting a small file system needs root");
    const QString chapter = small + QStringLiteral("/chapter.txt");
    const QByteArray original = readAll(chapterFile("000"));
    QVERIFY(original.size() < 16 * 1024);
    QVERIFY(writeAll(chapter, original));
    QFile filler(small + QStringLiteral("/filler"));
    QVERIFY(filler.open(QIODevice::WriteOnly | QIODevice::Unbuffered));
    const QByteArray page(4096, 'x');
    while (filler.write(page) == page.size()) {
    }
    filler.close();
    QCOMPARE(QStorageInfo(small).bytesAvailable(), 0);

    const Run inPlace = runDuizhao({QStringLiteral("convert"), QStringLiteral("-c"),
                                    QStringLiteral("s2t"), QStringLiteral("--in-place"), chapter});
    QCOMPARE(inPlace.exitCode, 1);
    QVERIFY2(inPlace.err.contains(QStringLiteral("no space left on the device")),
             qPrintable(inPlace.err));
    QCOMPARE(readAll(chapter), original);

    const QString beside = small + QStringLiteral("/converted.txt");
    const Run newFile = runDuizhao({QStringLiteral("convert"), QStringLiteral("-c"),
                                    QStringLiteral("s2t"), chapter, QStringLiteral("-o"), beside});
    QCOMPARE(newFile.exitCode, 1);
    QVERIFY2(newFile.err.contains(beside + QStringLiteral(": cannot write the file: no space "
                                                          "left on the device")),
             qPrintable(newFile.err));
    QVERIFY(!QFileInfo::exists(beside));
}

// /proc has no size at all, so no free space either: a file refused there is not said to be on a
// full disk.
void TestHostileInput::aFileSystemWithoutSpaceIsNotFull()
{
    if (QStorageInfo(QStringLiteral("/proc")).bytesTotal() != 0)
        QSKIP("this system's /proc has a size");
    const Run run = runDuizhao({QStringLiteral("convert"), QStringLiteral("-c"),
                                QStringLiteral("s2t"), chapterFile("000"), QStringLiteral("-o"),
                                QStringLiteral("/proc/self/converted.txt")});
    QCOMPARE(run.exitCode, 1);
    QVERIFY2(run.err.contains(QStringLiteral("/proc/self/converted.txt: cannot write the file: ")),
             qPrintable(run.err));
    QVERIFY2(!run.err.contains(QStringLiteral("no space")), qPrintable(run.err));
}

void TestHostileInput::readOnlyOutputFolderSaysWhy()
{
    const QString readOnly = mountTmpfs(QStringLiteral("ro"), "size=64k");
    if (readOnly.isEmpty())
        QSKIP("mounting a file system needs root");
    QVERIFY(writeAll(readOnly + QStringLiteral("/chapter.txt"), "头发\n"));
    QCOMPARE(::mount("tmpfs", QFile::encodeName(readOnly).constData(), "tmpfs",
                     MS_REMOUNT | MS_RDONLY, "size=64k"),
             0);
    // A file on it replaced in place: said to be on a read-only file system, not "not writable".
    const Run inPlace =
        runDuizhao({QStringLiteral("convert"), QStringLiteral("-c"), QStringLiteral("s2t"),
                    readOnly + QStringLiteral("/chapter.txt"), QStringLiteral("--in-place")});
    QCOMPARE(inPlace.exitCode, 1);
    QVERIFY2(inPlace.err.contains(QStringLiteral("the file system it is on is read-only")),
             qPrintable(inPlace.err));
    const Run run = runDuizhao(
        {QStringLiteral("convert"), QStringLiteral("-c"), QStringLiteral("s2t"), chapterFile("000"),
         QStringLiteral("--output-dir"), readOnly + QStringLiteral("/book")});
    QCOMPARE(run.exitCode, 1);
    QVERIFY2(run.err.contains(QStringLiteral("cannot create its folder ") + readOnly +
                              QStringLiteral("/book: Read-only file system")),
             qPrintable(run.err));
}

// A truncated dictionary: the message names it, not only MARISA's "reader.cc:134".
void TestHostileInput::damagedDictionaryIsNamed()
{
    const QString system = QStringLiteral("/usr/share/opencc");
    QVERIFY(QFile::copy(system + QStringLiteral("/s2t.json"), path(QStringLiteral("s2t.json"))));
    QVERIFY(QFile::copy(system + QStringLiteral("/STPhrases.ocd2"),
                        path(QStringLiteral("STPhrases.ocd2"))));
    QVERIFY(write(QStringLiteral("STCharacters.ocd2"),
                  readAll(system + QStringLiteral("/STCharacters.ocd2")).first(1000)));
    const Run run =
        runDuizhao({QStringLiteral("convert"), QStringLiteral("-c"), QStringLiteral("s2t"),
                    QStringLiteral("--opencc-dir"), m_dir->path(), chapterFile("000")});
    QCOMPARE(run.exitCode, 1);
    QVERIFY2(run.err.contains(QStringLiteral("its dictionary ") +
                              path(QStringLiteral("STCharacters.ocd2")) +
                              QStringLiteral(" is missing or damaged")),
             qPrintable(run.err));
}

void TestHostileInput::utf16GlossaryIsNamed()
{
    QStringEncoder utf16 = TextEncoding::encoder(TextEncoding::Utf16LE);
    QVERIFY(write(QStringLiteral("glossary.txt"),
                  "\xFF\xFE" + QByteArray(utf16.encode(QStringLiteral("头发=頭髮\n")))));
    const Run run = runDuizhao({QStringLiteral("convert"), QStringLiteral("-c"),
                                QStringLiteral("s2t"), QStringLiteral("--glossary"),
                                path(QStringLiteral("glossary.txt")), chapterFile("000")});
    QCOMPARE(run.exitCode, 1);
    QVERIFY2(run.err.contains(QStringLiteral("a glossary must be UTF-8, and this file looks like "
                                             "UTF-16LE")),
             qPrintable(run.err));
}

// Big5 read as GB18030 decodes without an error into nonsense: say so.
void TestHostileInput::wrongForcedEncodingIsWarned()
{
    const QString chapter = readUtf8(chapterFile("002"));
    const QString big5 = representableIn(chapter, TextEncoding::Big5);
    QStringEncoder encoder = TextEncoding::encoder(TextEncoding::Big5);
    QVERIFY(write(QStringLiteral("big5.txt"), encoder.encode(big5)));
    Run run = runDuizhao({QStringLiteral("convert"), QStringLiteral("-c"), QStringLiteral("t2s"),
                          QStringLiteral("--from-encoding"), QStringLiteral("gb18030"),
                          QStringLiteral("--to-encoding"), QStringLiteral("utf-8"),
                          path(QStringLiteral("big5.txt")), QStringLiteral("-o"),
                          path(QStringLiteral("out.txt"))});
    QVERIFY2(run.exitCode == 0, qPrintable(run.err));
    QVERIFY2(run.err.contains(QStringLiteral("warning: ") + path(QStringLiteral("big5.txt")) +
                              QStringLiteral(": read as GB18030, the text is mostly rare")),
             qPrintable(run.err));
    // Read as what it is, no warning.
    run = runDuizhao({QStringLiteral("convert"), QStringLiteral("-c"), QStringLiteral("t2s"),
                      QStringLiteral("--from-encoding"), QStringLiteral("big5"),
                      QStringLiteral("--to-encoding"), QStringLiteral("utf-8"),
                      path(QStringLiteral("big5.txt")), QStringLiteral("-o"),
                      path(QStringLiteral("out2.txt"))});
    QCOMPARE(run.exitCode, 0);
    QVERIFY2(run.err.isEmpty(), qPrintable(run.err));
}

DUIZHAO_TEST_MAIN(TestHostileInput)
#include "tst_hostileinput.moc"
