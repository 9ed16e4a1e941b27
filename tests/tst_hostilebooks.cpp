// SPDX-License-Identifier: GPL-3.0-or-later
//
// The third round of input meant to lose data, on EPUB books: outputs that land on inputs or on
// each other, an existing conversion replaced without a word, streams, devices and pipes as
// outputs, books replaced in place through links or with other names, containers that name no
// package, entry names that are not UTF-8. Each case was reproduced against the program before it
// was fixed; the books are made here from the test chapters.
#include "core/books/epub/epubarchive.h"
#include "core/books/epub/epubbook.h"
#include "core/books/epub/epubpackage.h"
#include "epubtestsupport.h"
#include "testsupport.h"

#include <QDeadlineTimer>
#include <QProcess>
#include <QTemporaryDir>

#include <csignal>

#include <pwd.h>
#include <sys/stat.h>
#include <unistd.h>
#include <zip.h>

using namespace duizhao;
using namespace duizhao::testing;
using namespace duizhao::testing::epub;

class TestHostileBooks : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void init();
    void booksNeverOverwriteEachOther();
    void anExistingConversionIsKeptUnlessForced();
    void streamsAndDevicesAreWrittenAsThey();
    void inPlaceFollowsTheTextFilesRules();
    void theOwnerAndModeAreKept();
    void theOutputFolderIsMade();
    void aContainerThatNamesNoPackage_data();
    void aContainerThatNamesNoPackage();
    void namesThatAreNotUtf8AreKept();
    void aBookOfManyEntriesOpens();
    void aKilledWriteLeavesNothing();

private:
    QString path(const QString &name) const { return m_dir->filePath(name); }
    // A book of two chapters at name (folders made); its bytes.
    QByteArray makeBook(const QString &name)
    {
        QDir().mkpath(QFileInfo(path(name)).absolutePath());
        writeZip(path(name), book(2, true));
        return readAll(path(name));
    }
    static Run convert(const QStringList &rest)
    {
        return runDuizhao(
            QStringList{QStringLiteral("convert"), QStringLiteral("-c"), QStringLiteral("s2t")} +
            rest);
    }
    // Whether the file is a converted book: it opens, and its title is Traditional.
    static bool isConverted(const QString &file)
    {
        QString error;
        const std::optional<EpubArchive> converted = EpubArchive::open(file, &error);
        return converted && converted->read(QStringLiteral("OEBPS/content.opf"), &error)
                                ->contains(QStringLiteral("<dc:title>頭髮</dc:title>").toUtf8());
    }
    QStringList filesIn(const QString &folder) const
    {
        return QDir(path(folder)).entryList(QDir::Files | QDir::Hidden | QDir::System, QDir::Name);
    }

    std::unique_ptr<QTemporaryDir> m_dir;
};

void TestHostileBooks::init()
{
    m_dir = std::make_unique<QTemporaryDir>();
    QVERIFY(m_dir->isValid());
}

// Several books in one run go through the rule that text files follow: an output on another
// input, or two outputs in one place, refuse the run before anything is written.
void TestHostileBooks::booksNeverOverwriteEachOther()
{
    const QByteArray a = makeBook(QStringLiteral("a.epub"));
    const QByteArray edited = makeBook(QStringLiteral("a.zh-Hant.epub"));
    Run run = convert({path(QStringLiteral("a.epub")), path(QStringLiteral("a.zh-Hant.epub"))});
    QCOMPARE(run.exitCode, 1);
    QVERIFY2(run.err.contains(QStringLiteral("it would overwrite the input file")),
             qPrintable(run.err));
    QVERIFY2(run.err.contains(QStringLiteral("nothing was written")), qPrintable(run.err));
    QCOMPARE(readAll(path(QStringLiteral("a.zh-Hant.epub"))), edited);
    QCOMPARE(filesIn({}),
             (QStringList{QStringLiteral("a.epub"), QStringLiteral("a.zh-Hant.epub")}));

    // --output-dir D x/book.epub D/book.epub: D/book.epub is an input.
    const QByteArray x = makeBook(QStringLiteral("x/book.epub"));
    const QByteArray d = makeBook(QStringLiteral("D/book.epub"));
    run = convert({QStringLiteral("--output-dir"), path(QStringLiteral("D")),
                   path(QStringLiteral("x/book.epub")), path(QStringLiteral("D/book.epub"))});
    QCOMPARE(run.exitCode, 1);
    QCOMPARE(readAll(path(QStringLiteral("D/book.epub"))), d);
    QCOMPARE(readAll(path(QStringLiteral("x/book.epub"))), x);

    // --output-dir O p/book.epub q/book.epub: two books for one place.
    makeBook(QStringLiteral("p/book.epub"));
    makeBook(QStringLiteral("q/book.epub"));
    run = convert({QStringLiteral("--output-dir"), path(QStringLiteral("O")),
                   path(QStringLiteral("p/book.epub")), path(QStringLiteral("q/book.epub"))});
    QCOMPARE(run.exitCode, 1);
    QVERIFY2(run.err.contains(QStringLiteral("its output %1 is also the output of %2")
                                  .arg(QDir::cleanPath(path(QStringLiteral("O/book.epub"))),
                                       path(QStringLiteral("p/book.epub")))),
             qPrintable(run.err));
    QVERIFY(!QFileInfo::exists(path(QStringLiteral("O/book.epub"))));
}

// A book's conversion beside it, perhaps edited since, is not replaced without --force.
void TestHostileBooks::anExistingConversionIsKeptUnlessForced()
{
    makeBook(QStringLiteral("a.epub"));
    QVERIFY(writeAll(path(QStringLiteral("a.zh-Hant.epub")), "edited by hand"));
    Run run = convert({path(QStringLiteral("a.epub"))});
    QCOMPARE(run.exitCode, 1);
    QVERIFY2(run.err.contains(QStringLiteral("exists already; --force replaces it")),
             qPrintable(run.err));
    QCOMPARE(readAll(path(QStringLiteral("a.zh-Hant.epub"))), QByteArray("edited by hand"));
    run = convert({QStringLiteral("--force"), path(QStringLiteral("a.epub"))});
    QCOMPARE(run.exitCode, 0);
    QVERIFY(isConverted(path(QStringLiteral("a.zh-Hant.epub"))));
}

// A stream, a device or a pipe as the output is written as it is, never replaced by a file (as
// root, /dev/stdout itself would be); a pipe no one reads is refused, saying so.
void TestHostileBooks::streamsAndDevicesAreWrittenAsThey()
{
    makeBook(QStringLiteral("a.epub"));
    const QString log = path(QStringLiteral("redirected.epub"));
    QVERIFY(writeAll(log, {}));
    for (const QString &stream : {QStringLiteral("/dev/stdout"), QStringLiteral("/dev/fd/1")}) {
        const Run run =
            runDuizhao({QStringLiteral("convert"), QStringLiteral("-c"), QStringLiteral("s2t"),
                        QStringLiteral("-o"), stream, path(QStringLiteral("a.epub"))},
                       log);
        QCOMPARE(run.exitCode, 0);
        QVERIFY(isConverted(log));
        QVERIFY(QFileInfo(QStringLiteral("/dev/stdout")).isSymLink());
    }
    Run run = convert(
        {QStringLiteral("-o"), QStringLiteral("/dev/null"), path(QStringLiteral("a.epub"))});
    QCOMPARE(run.exitCode, 0);
    struct stat null {};
    QCOMPARE(::stat("/dev/null", &null), 0);
    QVERIFY(S_ISCHR(null.st_mode));

    const QString fifo = path(QStringLiteral("pipe.epub"));
    QCOMPARE(::mkfifo(QFile::encodeName(fifo).constData(), 0600), 0);
    run = convert({QStringLiteral("-o"), fifo, path(QStringLiteral("a.epub"))});
    QCOMPARE(run.exitCode, 1);
    QVERIFY2(run.err.contains(QStringLiteral("this pipe has no reader")), qPrintable(run.err));
    QVERIFY(!QFileInfo(fifo).isFile());
}

// --in-place on a book is the text files' --in-place: through a link to the book it leads to, the
// link left a link; a book with other names (hard links) left alone; -o onto another name of the
// input refused.
void TestHostileBooks::inPlaceFollowsTheTextFilesRules()
{
    makeBook(QStringLiteral("real.epub"));
    QVERIFY(QFile::link(path(QStringLiteral("real.epub")), path(QStringLiteral("link.epub"))));
    Run run = convert({QStringLiteral("--in-place"), path(QStringLiteral("link.epub"))});
    QCOMPARE(run.exitCode, 0);
    QVERIFY(QFileInfo(path(QStringLiteral("link.epub"))).isSymLink());
    QVERIFY(isConverted(path(QStringLiteral("real.epub"))));

    const QByteArray linked = makeBook(QStringLiteral("linked.epub"));
    QCOMPARE(::link(QFile::encodeName(path(QStringLiteral("linked.epub"))).constData(),
                    QFile::encodeName(path(QStringLiteral("other name.epub"))).constData()),
             0);
    run = convert({QStringLiteral("--in-place"), path(QStringLiteral("linked.epub"))});
    QCOMPARE(run.exitCode, 1);
    QVERIFY2(run.err.contains(QStringLiteral("which would keep the old text")),
             qPrintable(run.err));
    QCOMPARE(readAll(path(QStringLiteral("linked.epub"))), linked);

    run = convert({path(QStringLiteral("linked.epub")), QStringLiteral("-o"),
                   path(QStringLiteral("other name.epub"))});
    QCOMPARE(run.exitCode, 1);
    QVERIFY2(run.err.contains(QStringLiteral("other name.epub is the input file %1 by another name")
                                  .arg(path(QStringLiteral("linked.epub")))),
             qPrintable(run.err));
    QCOMPARE(readAll(path(QStringLiteral("linked.epub"))), linked);
}

// A book replaced in place keeps its owner and its mode, as a text file does.
void TestHostileBooks::theOwnerAndModeAreKept()
{
    makeBook(QStringLiteral("theirs.epub"));
    const QByteArray file = QFile::encodeName(path(QStringLiteral("theirs.epub")));
    QCOMPARE(::chmod(file.constData(), 0640), 0);
    const passwd *nobody = ::getpwnam("nobody");
    const bool root = ::geteuid() == 0 && nobody;
    if (root)
        QCOMPARE(::chown(file.constData(), nobody->pw_uid, nobody->pw_gid), 0);
    const Run run = convert({QStringLiteral("--in-place"), path(QStringLiteral("theirs.epub"))});
    QCOMPARE(run.exitCode, 0);
    QVERIFY(isConverted(path(QStringLiteral("theirs.epub"))));
    struct stat status {};
    QCOMPARE(::stat(file.constData(), &status), 0);
    QCOMPARE(status.st_mode & 07777, mode_t(0640));
    if (root)
        QCOMPARE(status.st_uid, nobody->pw_uid);
}

// --output-dir makes the folders it names for books, as for text files.
void TestHostileBooks::theOutputFolderIsMade()
{
    makeBook(QStringLiteral("a.epub"));
    const Run run = convert({QStringLiteral("--output-dir"), path(QStringLiteral("new/deeper")),
                             path(QStringLiteral("a.epub"))});
    QCOMPARE(run.exitCode, 0);
    QVERIFY(isConverted(path(QStringLiteral("new/deeper/a.epub"))));
}

void TestHostileBooks::aContainerThatNamesNoPackage_data()
{
    QTest::addColumn<QString>("named");
    QTest::newRow("the container itself") << QStringLiteral("META-INF/container.xml");
    QTest::newRow("the navigation document") << QStringLiteral("OEBPS/nav.xhtml");
}

// A container may name any entry as the package; one that is no package is a clear error, not
// "0 documents changed".
void TestHostileBooks::aContainerThatNamesNoPackage()
{
    QFETCH(QString, named);
    QList<Entry> entries = book(2, true);
    for (Entry &entry : entries) {
        if (entry.name == u"META-INF/container.xml")
            entry.bytes = container(named);
    }
    writeZip(path(QStringLiteral("odd.epub")), entries);
    const Run run = convert({path(QStringLiteral("odd.epub"))});
    QCOMPARE(run.exitCode, 1);
    QVERIFY2(run.err.contains(QStringLiteral("names %1 as the book's package document, which it "
                                             "is not")
                                  .arg(named)),
             qPrintable(run.err));
    QVERIFY(!QFileInfo::exists(path(QStringLiteral("odd.zh-Hant.epub"))));
}

// An old book's entry named in GBK (not UTF-8) keeps its name's bytes: a reader that found it
// before finds it after.
void TestHostileBooks::namesThatAreNotUtf8AreKept()
{
    const QString input = path(QStringLiteral("old.epub"));
    writeZip(input, book(1, true));
    const QByteArray gbkName("OEBPS/Images/\xb7\xe2\xc3\xe6.png"); // 封面 in GBK
    int code = 0;
    zip_t *zip = zip_open(QFile::encodeName(input).constData(), 0, &code);
    QVERIFY(zip);
    const QByteArray image = coverImage();
    zip_source_t *source = zip_source_buffer(zip, image.constData(), zip_uint64_t(image.size()), 0);
    QVERIFY(zip_file_add(zip, gbkName.constData(), source, ZIP_FL_ENC_GUESS) >= 0);
    QCOMPARE(zip_close(zip), 0);

    const Run run = convert({input});
    QCOMPARE(run.exitCode, 0);
    zip = zip_open(QFile::encodeName(path(QStringLiteral("old.zh-Hant.epub"))).constData(),
                   ZIP_RDONLY, &code);
    QVERIFY(zip);
    QByteArrayList names;
    for (zip_int64_t index = 0; index < zip_get_num_entries(zip, 0); ++index)
        names << QByteArray(zip_get_name(zip, zip_uint64_t(index), ZIP_FL_ENC_RAW));
    zip_discard(zip);
    QVERIFY2(names.contains(gbkName), names.join(", ").constData());
}

// A book of 100,000 entries whose package lists 20,000 of them: each item is found among the
// entries at once (the figure for larger books is the benchmark's).
void TestHostileBooks::aBookOfManyEntriesOpens()
{
    QList<Entry> entries = book(1, true);
    QByteArray manifest;
    for (int index = 0; index < 100'000; ++index) {
        const QString name = QStringLiteral("OEBPS/Images/%1.png").arg(index);
        entries.append({name, QByteArray::number(index), true});
        if (index % 5 == 0)
            manifest += "<item id=\"i" + QByteArray::number(index) + "\" href=\"Images/" +
                        QByteArray::number(index) + ".png\" media-type=\"image/png\"/>\n";
    }
    for (Entry &entry : entries) {
        if (entry.name == u"OEBPS/content.opf")
            entry.bytes.replace("</manifest>", QByteArray(manifest + "</manifest>"));
    }
    const QString input = writeZip(path(QStringLiteral("many.epub")), entries);
    QVERIFY(!input.isEmpty());
    QString error;
    const std::optional<EpubArchive> archive = EpubArchive::open(input, &error);
    QVERIFY2(archive, qPrintable(error));
    const std::optional<EpubPackage> package = EpubPackage::read(*archive, &error);
    QVERIFY2(package, qPrintable(error));
    QVERIFY(package->items().size() > 20'000);
}

// Killed while it writes a book, the program leaves nothing beside the output: the file being
// written has no name until it is complete (libzip's own writing left a temporary file of the
// book's size at each kill).
void TestHostileBooks::aKilledWriteLeavesNothing()
{
    // Large enough that writing it takes a while: images stored as they are.
    QList<Entry> entries = book(2, true);
    QByteArray noise(4 << 20, Qt::Uninitialized);
    quint32 state = 2463534242u;
    for (char &byte : noise) {
        state ^= state << 13, state ^= state >> 17, state ^= state << 5;
        byte = char(state);
    }
    for (int image = 0; image < 12; ++image)
        entries.append({QStringLiteral("OEBPS/Images/big%1.png").arg(image), noise, true});
    const QString input = writeZip(path(QStringLiteral("big.epub")), entries);
    QVERIFY(!input.isEmpty());
    QVERIFY(QDir().mkpath(path(QStringLiteral("out"))));
    const QString folder = QFileInfo(path(QStringLiteral("out"))).canonicalFilePath() + u'/';

    QProcess process;
    process.start(duizhaoExecutable(),
                  {QStringLiteral("convert"), QStringLiteral("-c"), QStringLiteral("s2t"), input,
                   QStringLiteral("-o"), path(QStringLiteral("out/big.epub"))});
    QVERIFY(process.waitForStarted());
    // Killed as soon as it has a file open in the output folder: while it writes the book.
    const QString descriptors = QStringLiteral("/proc/%1/fd").arg(process.processId());
    const auto writing = [&] {
        const QDir open(descriptors);
        for (const QString &descriptor : open.entryList(QDir::AllEntries | QDir::System)) {
            char target[4096];
            const ssize_t length = ::readlink(
                QFile::encodeName(open.filePath(descriptor)).constData(), target, sizeof target);
            if (length > 0 && QByteArray(target, length).startsWith(QFile::encodeName(folder)))
                return true;
        }
        return false;
    };
    for (QDeadlineTimer bound(WaitBound); !bound.hasExpired();) {
        if (writing()) {
            ::kill(pid_t(process.processId()), SIGKILL);
            break;
        }
        if (process.waitForFinished(1))
            break;
    }
    QVERIFY(process.state() == QProcess::NotRunning || process.waitForFinished(WaitBound));
    // Nothing, or the whole book if it was written before it could be killed.
    const QStringList left = filesIn(QStringLiteral("out"));
    QVERIFY2(left.isEmpty() || left == QStringList{QStringLiteral("big.epub")},
             qPrintable(left.join(QStringLiteral(", "))));
    if (!left.isEmpty())
        QVERIFY(isConverted(path(QStringLiteral("out/big.epub"))));
}

DUIZHAO_TEST_MAIN(TestHostileBooks)
#include "tst_hostilebooks.moc"
