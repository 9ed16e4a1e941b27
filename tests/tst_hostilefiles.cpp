// SPDX-License-Identifier: GPL-3.0-or-later
//
// The second round of input meant to lose data: writes that follow links out of the output
// folder or the book, the same file under another path, a relative folder with "..", standard
// output redirected to a log, files changed while converted in place, owners and hard links,
// the glossary inside the book, chapters left out without a word. Each case was reproduced against
// the program before it was fixed.
#include "core/books/bookconversion.h"
#include "core/conversion/convertercache.h"
#include "core/jobs/jobcontrol.h"
#include "core/text/textencoding.h"
#include "core/text/textfile.h"
#include "testsupport.h"

#include <QRegularExpression>
#include <QTemporaryDir>

#include <pwd.h>
#include <sys/mount.h>
#include <sys/stat.h>
#include <unistd.h>

using namespace duizhao;
using namespace duizhao::testing;

class TestHostileFiles : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void init();
    void cleanup();
    void standardOutputIsAppendedTo();
    void relativeFolderWithDotDot();
    void sameFileByAnotherPath();
    void linksOutOfTheOutputFolderAreRefused();
    void inPlaceDoesNotFollowLinksOutOfTheBook();
    void fileChangedWhileConvertedIsLeftAlone();
    void doubtfulReadIsNotWrittenInPlace();
    void convertedNamesNeverLandOnAnotherInput();
    void ownerAndHardLinksAreKept();
    void glossaryIsNoChapter();
    void everyChapterLeftOutIsNamed();
    void mixedEncodingsAreNotConverted_data();
    void mixedEncodingsAreNotConverted();

private:
    std::unique_ptr<QTemporaryDir> m_dir;
    TestMounts m_mounts;
    QString path(const QString &name) const { return m_dir->filePath(name); }
    bool write(const QString &name, const QByteArray &bytes)
    {
        QDir(m_dir->path()).mkpath(QFileInfo(path(name)).path());
        return writeAll(path(name), bytes);
    }
    static QStringList convert(const QStringList &rest)
    {
        return QStringList{QStringLiteral("convert"), QStringLiteral("-c"), QStringLiteral("s2t")} +
               rest;
    }
};

void TestHostileFiles::init()
{
    m_dir = std::make_unique<QTemporaryDir>();
    QVERIFY(m_dir->isValid());
}

void TestHostileFiles::cleanup()
{
    m_mounts.unmountAll();
}

// duizhao convert x.txt -o /dev/stdout >> log.txt: the log is appended to, not replaced.
void TestHostileFiles::standardOutputIsAppendedTo()
{
    QVERIFY(write(QStringLiteral("x.txt"), "头发\n"));
    QVERIFY(write(QStringLiteral("log.txt"), "earlier lines\n"));
    for (const QString &stream : {QStringLiteral("/dev/stdout"), QStringLiteral("/dev/fd/1")}) {
        QProcess process;
        process.setStandardOutputFile(path(QStringLiteral("log.txt")), QIODevice::Append);
        process.start(duizhaoExecutable(),
                      convert({path(QStringLiteral("x.txt")), QStringLiteral("-o"), stream}));
        QVERIFY(process.waitForFinished(WaitBound));
        QCOMPARE(process.exitCode(), 0);
    }
    QCOMPARE(readAll(path(QStringLiteral("log.txt"))), QByteArray("earlier lines\n頭髮\n頭髮\n"));
}

// cd work && duizhao convert --output-dir out ../book: the outputs go to work/out, never to
// work/book; a folder named relatively or absolutely gives the same layout.
void TestHostileFiles::relativeFolderWithDotDot()
{
    QVERIFY(write(QStringLiteral("book/1.txt"), "头发\n"));
    QVERIFY(write(QStringLiteral("work/book/1.txt"), "mine\n"));
    QProcess process;
    process.setWorkingDirectory(path(QStringLiteral("work")));
    process.start(duizhaoExecutable(), convert({QStringLiteral("--output-dir"),
                                                QStringLiteral("out"), QStringLiteral("../book")}));
    QVERIFY(process.waitForFinished(WaitBound));
    QCOMPARE(process.exitCode(), 0);
    QCOMPARE(readAll(path(QStringLiteral("work/book/1.txt"))), QByteArray("mine\n"));
    QCOMPARE(readAll(path(QStringLiteral("work/out/1.txt"))), QByteArray("頭髮\n"));

    process.setWorkingDirectory(m_dir->path());
    process.start(duizhaoExecutable(), convert({QStringLiteral("--output-dir"), QStringLiteral("o"),
                                                QStringLiteral("book")}));
    QVERIFY(process.waitForFinished(WaitBound));
    QCOMPARE(process.exitCode(), 0);
    QCOMPARE(readAll(path(QStringLiteral("o/1.txt"))), QByteArray("頭髮\n"));
}

// The book mounted a second time elsewhere: its files under the other path are its own files.
void TestHostileFiles::sameFileByAnotherPath()
{
    QVERIFY(write(QStringLiteral("book/1.txt"), "头发\n"));
    if (!m_mounts.mount(path(QStringLiteral("book")), path(QStringLiteral("alias")), nullptr,
                        MS_BIND, nullptr))
        QSKIP("a bind mount needs root");
    const Run run = runDuizhao(convert({path(QStringLiteral("book/1.txt")), QStringLiteral("-o"),
                                        path(QStringLiteral("alias/1.txt"))}));
    QCOMPARE(run.exitCode, 1);
    // Both names said: the one given for the output is not the input's.
    QVERIFY2(run.err.contains(
                 QStringLiteral("its output %1 is the input file %2 by another name")
                     .arg(path(QStringLiteral("alias/1.txt")), path(QStringLiteral("book/1.txt")))),
             qPrintable(run.err));
    QCOMPARE(readAll(path(QStringLiteral("book/1.txt"))), QByteArray("头发\n"));
}

// out/1.txt a link to a file elsewhere: converting into out refuses it, naming the link.
void TestHostileFiles::linksOutOfTheOutputFolderAreRefused()
{
    QVERIFY(write(QStringLiteral("book/1.txt"), "头发\n"));
    QVERIFY(write(QStringLiteral("victim/important.conf"), "keep me\n"));
    QDir().mkpath(path(QStringLiteral("out")));
    QVERIFY(QFile::link(path(QStringLiteral("victim/important.conf")),
                        path(QStringLiteral("out/1.txt"))));
    const Run run =
        runDuizhao(convert({path(QStringLiteral("book")), QStringLiteral("--output-dir"),
                            path(QStringLiteral("out"))}));
    QCOMPARE(run.exitCode, 1);
    QVERIFY2(run.err.contains(QStringLiteral("written through the link ") +
                              path(QStringLiteral("out/1.txt"))),
             qPrintable(run.err));
    QCOMPARE(readAll(path(QStringLiteral("victim/important.conf"))), QByteArray("keep me\n"));

    // A folder of the output that is a link out of it, the same.
    QVERIFY(QFile::remove(path(QStringLiteral("out/1.txt"))));
    QVERIFY(write(QStringLiteral("book/part/2.txt"), "头发\n"));
    QVERIFY(QFile::link(path(QStringLiteral("victim")), path(QStringLiteral("out/part"))));
    const Run again =
        runDuizhao(convert({path(QStringLiteral("book")), QStringLiteral("--output-dir"),
                            path(QStringLiteral("out"))}));
    QCOMPARE(again.exitCode, 1);
    QVERIFY(!QFile::exists(path(QStringLiteral("victim/2.txt"))));
}

// A book whose chapter is a link to a file outside it: that file is neither replaced (--in-place)
// nor read and copied into another folder (--output-dir); a file named itself is converted
// through its link, as asked.
void TestHostileFiles::inPlaceDoesNotFollowLinksOutOfTheBook()
{
    QVERIFY(write(QStringLiteral("book/1.txt"), "头发\n"));
    QVERIFY(write(QStringLiteral("elsewhere/notes.txt"), "发展\n"));
    QVERIFY(QFile::link(path(QStringLiteral("elsewhere/notes.txt")),
                        path(QStringLiteral("book/2.txt"))));
    const Run run =
        runDuizhao(convert({path(QStringLiteral("book")), QStringLiteral("--in-place")}));
    QCOMPARE(run.exitCode, 1);
    QVERIFY2(run.err.contains(QStringLiteral("outside the folder")), qPrintable(run.err));
    QCOMPARE(readAll(path(QStringLiteral("elsewhere/notes.txt"))), QByteArray("发展\n"));
    QCOMPARE(readAll(path(QStringLiteral("book/1.txt"))), QByteArray("头发\n"));

    const Run copied =
        runDuizhao(convert({path(QStringLiteral("book")), QStringLiteral("--output-dir"),
                            path(QStringLiteral("out"))}));
    QCOMPARE(copied.exitCode, 1);
    QVERIFY2(copied.err.contains(path(QStringLiteral("book/2.txt")) +
                                 QStringLiteral(": not converted, as it is a link to")),
             qPrintable(copied.err));
    QVERIFY(!QFileInfo::exists(path(QStringLiteral("out/2.txt"))));

    const Run named =
        runDuizhao(convert({path(QStringLiteral("book/2.txt")), QStringLiteral("--in-place")}));
    QCOMPARE(named.exitCode, 0);
    QCOMPARE(readAll(path(QStringLiteral("elsewhere/notes.txt"))), QByteArray("發展\n"));
    QVERIFY(QFileInfo(path(QStringLiteral("book/2.txt"))).isSymLink());
}

// A file that grows (another program appends to it) between being read and being replaced is
// left as it is then, with a reason.
void TestHostileFiles::fileChangedWhileConvertedIsLeftAlone()
{
    QVERIFY(write(QStringLiteral("x.txt"), "头发\n"));
    const QString file = path(QStringLiteral("x.txt"));
    const FileStamp read = FileStamp::of(file);
    QVERIFY(read.exists());
    QFile appending(file);
    QVERIFY(appending.open(QIODevice::Append));
    appending.write("appended meanwhile\n");
    appending.close();
    const std::optional<FileError> error = TextFile::writeBytes(file, {"頭髮\n"}, &read);
    QVERIFY(error);
    QVERIFY2(error->message().contains(QStringLiteral("changed while it was converted")),
             qPrintable(error->message()));
    QCOMPARE(readAll(file), QByteArray("头发\nappended meanwhile\n"));
    // Unchanged, it is replaced.
    const FileStamp now = FileStamp::of(file);
    QVERIFY(!TextFile::writeBytes(file, {"頭髮\n"}, &now));
    QCOMPARE(readAll(file), QByteArray("頭髮\n"));
}

// A Big5 file forced to GB18030 reads as rare characters: in place, that warning refuses the
// write, and the file keeps its bytes.
void TestHostileFiles::doubtfulReadIsNotWrittenInPlace()
{
    const QString big5 = representableIn(readUtf8(chapterFile("002")), TextEncoding::Big5);
    const QByteArray bytes = TextEncoding::encoder(TextEncoding::Big5).encode(big5);
    QVERIFY(write(QStringLiteral("big5.txt"), bytes));
    const Run run =
        runDuizhao(convert({path(QStringLiteral("big5.txt")), QStringLiteral("--in-place"),
                            QStringLiteral("--from-encoding"), QStringLiteral("gb18030")}));
    QCOMPARE(run.exitCode, 1);
    QVERIFY2(run.err.contains(QStringLiteral("nothing was written")), qPrintable(run.err));
    QCOMPARE(readAll(path(QStringLiteral("big5.txt"))), bytes);
}

// The book converted into its own folder, names converted: 发.txt would become 發.txt, which is
// another chapter of the book; neither is written over.
void TestHostileFiles::convertedNamesNeverLandOnAnotherInput()
{
    QVERIFY(write(QStringLiteral("book/发.txt"), "头发\n"));
    QVERIFY(write(QStringLiteral("book/發.txt"), "mine\n"));
    BookChoices choices;
    choices.paths = {path(QStringLiteral("book"))};
    choices.outputFolder = path(QStringLiteral("book"));
    choices.config = QStringLiteral("s2t");
    choices.convertNames = true;
    ConverterCache converters;
    PreparedBook prepared = BookConversion::prepare(converters, choices);
    QVERIFY2(prepared.error.isEmpty(), qPrintable(prepared.error));
    JobControl control;
    BookConversion::run(prepared.files, prepared.settings, control);
    QCOMPARE(readAll(path(QStringLiteral("book/發.txt"))), QByteArray("mine\n"));
    QCOMPARE(readAll(path(QStringLiteral("book/发.txt"))), QByteArray("头发\n"));
    QCOMPARE(BookConversion::count(prepared.files, BookFile::Status::Converted), 0);
}

// As root, a file of another user converted in place stays that user's, with its mode; a file
// with other hard links is refused, so that no link is left with the old text.
void TestHostileFiles::ownerAndHardLinksAreKept()
{
    QVERIFY(write(QStringLiteral("x.txt"), "头发\n"));
    const QByteArray file = QFile::encodeName(path(QStringLiteral("x.txt")));
    const passwd *nobody = ::getpwnam("nobody");
    if (::geteuid() != 0 || !nobody)
        QSKIP("changing a file's owner needs root");
    QCOMPARE(::chown(file.constData(), nobody->pw_uid, nobody->pw_gid), 0);
    QCOMPARE(::chmod(file.constData(), 0640), 0);
    Run run = runDuizhao(convert({path(QStringLiteral("x.txt")), QStringLiteral("--in-place")}));
    QCOMPARE(run.exitCode, 0);
    struct stat status {};
    QCOMPARE(::stat(file.constData(), &status), 0);
    QCOMPARE(status.st_uid, nobody->pw_uid);
    QCOMPARE(status.st_gid, nobody->pw_gid);
    QCOMPARE(status.st_mode & 07777, mode_t(0640));
    QCOMPARE(readAll(path(QStringLiteral("x.txt"))), QByteArray("頭髮\n"));

    QVERIFY(write(QStringLiteral("y.txt"), "头发\n"));
    QCOMPARE(::link(QFile::encodeName(path(QStringLiteral("y.txt"))).constData(),
                    QFile::encodeName(path(QStringLiteral("z.txt"))).constData()),
             0);
    run = runDuizhao(convert({path(QStringLiteral("y.txt")), QStringLiteral("--in-place")}));
    QCOMPARE(run.exitCode, 1);
    QVERIFY2(run.err.contains(QStringLiteral("(a hard link)")), qPrintable(run.err));
    QCOMPARE(readAll(path(QStringLiteral("z.txt"))), QByteArray("头发\n"));
}

// The glossary kept among the chapters is the book's rules, never a chapter; nor is Duizhao's own
// .duizhao-glossary.txt.
void TestHostileFiles::glossaryIsNoChapter()
{
    QVERIFY(write(QStringLiteral("book/1.txt"), "头发\n"));
    QVERIFY(write(QStringLiteral("book/glossary.txt"), "头发=頭髮X\n"));
    QVERIFY(write(QStringLiteral("book/.duizhao-glossary.txt"), "头发=頭髮Y\n"));
    const Run run = runDuizhao(convert(
        {path(QStringLiteral("book")), QStringLiteral("--output-dir"), path(QStringLiteral("out")),
         QStringLiteral("--glossary"), path(QStringLiteral("book/glossary.txt"))}));
    QCOMPARE(run.exitCode, 0);
    QCOMPARE(QDir(path(QStringLiteral("out"))).entryList(QDir::Files | QDir::Hidden),
             QStringList{QStringLiteral("1.txt")});
    QCOMPARE(readAll(path(QStringLiteral("out/1.txt"))), QByteArray("頭髮X\n"));
}

// Hidden files and folders, folders that cannot be read, names that are not UTF-8: each is named
// with why it is left out, the rest converted, and the exit code says some were left out.
void TestHostileFiles::everyChapterLeftOutIsNamed()
{
    QVERIFY(write(QStringLiteral("book/1.txt"), "头发\n"));
    QVERIFY(write(QStringLiteral("book/.hidden.txt"), "头发\n"));
    QVERIFY(write(QStringLiteral("book/.draft/2.txt"), "头发\n"));
    QVERIFY(write(QStringLiteral("book/locked/3.txt"), "头发\n"));
    const QByteArray badName = QFile::encodeName(path(QStringLiteral("book/"))) + "\xff\xfe.txt";
    QFile bad;
    QVERIFY(bad.open(::fopen(badName.constData(), "w"), QIODevice::WriteOnly,
                     QFileDevice::AutoCloseHandle));
    bad.write("头发\n");
    bad.close();
    QCOMPARE(::chmod(QFile::encodeName(path(QStringLiteral("book/locked"))).constData(), 0), 0);
    const bool root = ::geteuid() == 0; // root reads every folder
    const Run run =
        runDuizhao(convert({path(QStringLiteral("book")), QStringLiteral("--output-dir"),
                            path(QStringLiteral("out"))}));
    ::chmod(QFile::encodeName(path(QStringLiteral("book/locked"))).constData(), 0755);
    QCOMPARE(run.exitCode, 1);
    QCOMPARE(readAll(path(QStringLiteral("out/1.txt"))), QByteArray("頭髮\n"));
    for (const QString &expected : QStringList{
             path(QStringLiteral("book/.hidden.txt")) + QStringLiteral(": not converted: a hidden"),
             path(QStringLiteral("book/.draft")) +
                 QStringLiteral(": not converted: a hidden folder"),
             QStringLiteral("not converted: its name is not valid UTF-8")}) {
        QVERIFY2(run.err.contains(expected), qPrintable(run.err));
    }
    if (!root) {
        QVERIFY2(run.err.contains(path(QStringLiteral("book/locked")) +
                                  QStringLiteral(": not converted: the folder cannot be read")),
                 qPrintable(run.err));
    }
}

// A GBK book with a Big5 chapter appended: converted in place it would be written back with the
// Big5 part ruined. It is refused, and detect says where the encoding changes.
void TestHostileFiles::mixedEncodingsAreNotConverted_data()
{
    QTest::addColumn<int>("blockLines"); // 0: a chapter appended
    QTest::newRow("a Big5 chapter appended") << 0;
    QTest::newRow("Big5 in blocks of 30 lines") << 30;
}

void TestHostileFiles::mixedEncodingsAreNotConverted()
{
    QFETCH(int, blockLines);
    const MixedText mixed =
        blockLines > 0 ? gbkWithBig5Blocks(blockLines) : gbkThenAppended(TextEncoding::Big5);
    const QByteArray &bytes = mixed.bytes;
    QVERIFY(write(QStringLiteral("mixed.txt"), bytes));
    const Run run =
        runDuizhao(convert({path(QStringLiteral("mixed.txt")), QStringLiteral("--in-place")}));
    QCOMPARE(run.exitCode, 1);
    QCOMPARE(readAll(path(QStringLiteral("mixed.txt"))), bytes);
    // Where the first part in Big5 begins.
    const QRegularExpressionMatch said =
        QRegularExpression(QStringLiteral("the encoding changes at line (\\d+)")).match(run.err);
    QVERIFY2(said.hasMatch(), qPrintable(run.err));
    const int line = said.captured(1).toInt();
    QVERIFY2(line == mixed.firstChangedLine, qPrintable(run.err));
    const Run detect = runDuizhao({QStringLiteral("detect"), path(QStringLiteral("mixed.txt"))});
    QCOMPARE(detect.exitCode, 1);
    QVERIFY2(detect.err.contains(said.captured(0)), qPrintable(detect.err));
}

DUIZHAO_TEST_MAIN(TestHostileFiles)
#include "tst_hostilefiles.moc"
