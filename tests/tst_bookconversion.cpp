// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/books/bookconversion.h"
#include "core/books/epub/epubarchive.h"
#include "core/books/fileconversion.h"
#include "core/conversion/chunkedconversion.h"
#include "core/conversion/configcatalog.h"
#include "core/conversion/conversionplan.h"
#include "core/conversion/converter.h"
#include "core/conversion/convertercache.h"
#include "core/jobs/jobcontrol.h"
#include "core/review/explanation.h"
#include "epubtestsupport.h"
#include "testsupport.h"

#include <QDirIterator>
#include <QTemporaryDir>
#include <QTest>

using namespace duizhao;
using namespace duizhao::testing;

namespace {

FileConversionSettings s2t()
{
    FileConversionSettings settings;
    settings.converter = loadConverter(QStringLiteral("s2t"));
    return settings;
}

QStringList statuses(const QList<BookFile> &files)
{
    QStringList list;
    for (const BookFile &file : files) {
        switch (file.status) {
        case BookFile::Status::Pending:
            list << QStringLiteral("pending");
            break;
        case BookFile::Status::Converted:
            list << QStringLiteral("converted");
            break;
        case BookFile::Status::Skipped:
            list << QStringLiteral("skipped");
            break;
        case BookFile::Status::Failed:
            list << QStringLiteral("failed");
            break;
        }
    }
    return list;
}

} // namespace

class TestBookConversion : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void init();
    void collectsTextFilesBelowFolders();
    void severalFoldersKeepTheirNames();
    void filesComeInReadingOrder();
    void convertsEveryFileInItsOwnEncoding();
    void convertsFileAndFolderNames();
    void anEpubAmongTheChapters();
    void longChaptersWhateverThePool_data();
    void longChaptersWhateverThePool();
    void aTextFixedInBlocksKeepsEveryCharacter();
    void neverOverwritesAnInput();
    void twoInputsForOneOutput();
    void existingOutputsAreKeptOnRequest();
    void failureStopsOnlyItsFile();
    void aShortFileGuessedIsWrittenElsewhereNotInPlace();
    void cancelledRunLeavesNoHalfWrittenFile();
    void aLongUtf8TextIsConvertedAsItIsRead();
    void aTextNotUtf8FurtherOnIsReadWhole_data();
    void aTextNotUtf8FurtherOnIsReadWhole();
    void quotesOnlyTowardsTraditional();
    void namesComeFromTheWholeBook();
    void aNameIsWrittenAsTheBookWritesIt();
    void aBookInTraditionalKeepsItsWords();
    void aLongTextWithFixesIsExplainedABlockAtATime();
    void whatIsABook();
    void preparingLoadsAndPlans();

private:
    QString book(const QString &relative) const
    {
        return m_dir->filePath(QStringLiteral("book/") + relative);
    }
    QString out(const QString &relative) const
    {
        return m_dir->filePath(QStringLiteral("out/") + relative);
    }
    void addChapter(const QString &relative, const QByteArray &bytes)
    {
        QVERIFY(QDir().mkpath(QFileInfo(book(relative)).absolutePath()));
        QVERIFY(writeAll(book(relative), bytes));
    }

    // The files in the output folder, temporary ones too.
    int filesWritten() const
    {
        int written = 0;
        QDirIterator it(out({}), QDir::Files | QDir::Hidden, QDirIterator::Subdirectories);
        while (it.hasNext()) {
            it.next();
            ++written;
        }
        return written;
    }

    std::unique_ptr<QTemporaryDir> m_dir;
};

// A book: two volumes of Simplified chapters (one in GB18030) and a note that is not a .txt file.
void TestBookConversion::init()
{
    m_dir = std::make_unique<QTemporaryDir>();
    QVERIFY(m_dir->isValid());
    addChapter(QStringLiteral("第一卷/001.txt"), readAll(chapterFile("000")));
    addChapter(QStringLiteral("第一卷/002.txt"), readAll(chapterFile("004")));
    QStringEncoder gb = TextEncoding::encoder(TextEncoding::Gb18030);
    addChapter(QStringLiteral("第二卷/003.txt"), gb.encode(readUtf8(chapterFile("000"))));
    addChapter(QStringLiteral("封面.jpg"), QByteArray("\xff\xd8\xff\xe0", 4));
}

void TestBookConversion::collectsTextFilesBelowFolders()
{
    const QList<BookInput> inputs =
        BookConversion::collect({m_dir->filePath(QStringLiteral("book")), chapterFile("002")});
    QStringList relative;
    for (const BookInput &input : inputs)
        relative << input.relativePath;
    QCOMPARE(
        relative,
        (QStringList{QStringLiteral("第一卷/001.txt"), QStringLiteral("第一卷/002.txt"),
                     QStringLiteral("第二卷/003.txt"), QFileInfo(chapterFile("002")).fileName()}));
    QCOMPARE(inputs.last().path, chapterFile("002"));
}

// Two folders named, two volumes whose chapters have the same names: each volume keeps its own
// under its name, none is skipped as the output of the other.
void TestBookConversion::severalFoldersKeepTheirNames()
{
    for (const QString &volume : {QStringLiteral("上卷"), QStringLiteral("下卷")}) {
        QVERIFY(QDir(m_dir->path()).mkpath(volume));
        QVERIFY(writeAll(m_dir->filePath(volume + QStringLiteral("/第1章.txt")), "发展\n"));
    }
    const QList<BookInput> inputs = BookConversion::collect(
        {m_dir->filePath(QStringLiteral("上卷")), m_dir->filePath(QStringLiteral("下卷"))});
    QStringList relative;
    for (const BookInput &input : inputs)
        relative << input.relativePath;
    QCOMPARE(relative,
             (QStringList{QStringLiteral("上卷/第1章.txt"), QStringLiteral("下卷/第1章.txt")}));
    const QList<BookFile> files = BookConversion::plan(inputs, out({}));
    QCOMPARE(files.size(), 2);
    for (const BookFile &file : files)
        QVERIFY2(file.status == BookFile::Status::Pending, qPrintable(file.reason));
    QCOMPARE(files[1].output, out(QStringLiteral("下卷/第1章.txt")));

    // Two books' volumes named alike: below the folder that holds both.
    for (const QString &volume : {QStringLiteral("甲/卷一"), QStringLiteral("乙/卷一")}) {
        QVERIFY(QDir(m_dir->path()).mkpath(volume));
        QVERIFY(writeAll(m_dir->filePath(volume + QStringLiteral("/第1章.txt")), "发展\n"));
    }
    relative.clear();
    for (const BookInput &input :
         BookConversion::collect({m_dir->filePath(QStringLiteral("甲/卷一")),
                                  m_dir->filePath(QStringLiteral("乙/卷一"))}))
        relative << input.relativePath;
    QCOMPARE(relative, (QStringList{QStringLiteral("甲/卷一/第1章.txt"),
                                    QStringLiteral("乙/卷一/第1章.txt")}));
}

// As a reader reads them: numbers as numbers, a preface first, the afterword last, whatever the
// characters' codes say (后 and 番 come before 第, 序 after it).
void TestBookConversion::filesComeInReadingOrder()
{
    const QStringList reading{
        QStringLiteral("【序】致读者.txt"), QStringLiteral("楔子.txt"),
        QStringLiteral("第1章 开端.txt"),   QStringLiteral("第2章.txt"),
        QStringLiteral("第10章.txt"),       QStringLiteral("第十二章 归来.txt"),
        QStringLiteral("尾声.txt"),         QStringLiteral("番外/番外一.txt"),
        QStringLiteral("番外/番外二.txt"),  QStringLiteral("后记.txt"),
    };
    QTemporaryDir dir;
    for (const QString &name : reading) {
        QVERIFY(QDir(dir.path()).mkpath(QFileInfo(dir.filePath(name)).path()));
        QVERIFY(writeAll(dir.filePath(name), "第一回\n"));
    }
    QStringList relative;
    for (const BookInput &input : BookConversion::collect({dir.path()}))
        relative << input.relativePath;
    QCOMPARE(relative, reading);
}

void TestBookConversion::convertsEveryFileInItsOwnEncoding()
{
    QList<BookFile> files = BookConversion::plan(
        BookConversion::collect({m_dir->filePath(QStringLiteral("book"))}), out({}));
    QCOMPARE(statuses(files), QStringList(3, QStringLiteral("pending")));
    QCOMPARE(files[2].output, QDir::cleanPath(out(QStringLiteral("第二卷/003.txt"))));
    JobControl control;
    int done = 0;
    BookConversion::run(files, s2t(), control, [&done] { ++done; });
    QCOMPARE(done, 3);
    QCOMPARE(statuses(files), QStringList(3, QStringLiteral("converted")));

    const QByteArray expected000 = runOpenccTool(QStringLiteral("s2t"), chapterFile("000"));
    QVERIFY(!expected000.isEmpty());
    QCOMPARE(readAll(out(QStringLiteral("第一卷/001.txt"))), expected000);
    QCOMPARE(readAll(out(QStringLiteral("第一卷/002.txt"))),
             runOpenccTool(QStringLiteral("s2t"), chapterFile("004")));
    // The GB18030 chapter stays GB18030, converted like its UTF-8 original.
    const QByteArray gbOutput = readAll(out(QStringLiteral("第二卷/003.txt")));
    QVERIFY(!gbOutput.isEmpty());
    QCOMPARE(QString(TextEncoding::decoder(TextEncoding::Gb18030).decode(gbOutput)),
             QString::fromUtf8(expected000));
}

void TestBookConversion::convertsFileAndFolderNames()
{
    addChapter(QStringLiteral("后记/发财了.txt"), QByteArray("头发\n"));
    const auto converter = loadConverter(QStringLiteral("s2t"));
    QList<BookFile> files =
        BookConversion::plan(BookConversion::collect({m_dir->filePath(QStringLiteral("book"))}),
                             out({}), converter.get());
    // The afterword last, as the book is read.
    QCOMPARE(files.last().input, book(QStringLiteral("后记/发财了.txt")));
    QCOMPARE(files.last().output, QDir::cleanPath(out(QStringLiteral("後記/發財了.txt"))));
    // 卷 is a volume, not 捲 (to roll): the names go through OpenCC's phrases like the text.
    QCOMPARE(files[0].output, QDir::cleanPath(out(QStringLiteral("第一卷/001.txt"))));
    JobControl control;
    BookConversion::run(files, s2t(), control);
    QCOMPARE(readUtf8(out(QStringLiteral("後記/發財了.txt"))), QStringLiteral("頭髮\n"));
}

// A book folder may hold EPUBs among its text files: each is converted whole into another EPUB.
void TestBookConversion::anEpubAmongTheChapters()
{
    QVERIFY(!epub::writeZip(book(QStringLiteral("外传.epub")), epub::book(2, true)).isEmpty());
    QList<BookFile> files = BookConversion::plan(
        BookConversion::collect({m_dir->filePath(QStringLiteral("book"))}), out({}));
    QCOMPARE(files.size(), 4);
    QCOMPARE(files.last().output, QDir::cleanPath(out(QStringLiteral("外传.epub"))));
    JobControl control;
    BookConversion::run(files, s2t(), control);
    QCOMPARE(statuses(files), QStringList(4, QStringLiteral("converted")));
    QString error;
    const std::optional<EpubArchive> converted =
        EpubArchive::open(out(QStringLiteral("外传.epub")), &error);
    QVERIFY2(converted, qPrintable(error));
    QVERIFY(converted->read(QStringLiteral("OEBPS/content.opf"), &error)
                ->contains(QStringLiteral("<dc:title>頭髮</dc:title>").toUtf8()));

    // A book that fails in a folder of its own leaves no trace: not even the folder.
    QVERIFY(QDir().mkpath(book(QStringLiteral("番外"))));
    QVERIFY(writeAll(book(QStringLiteral("番外/坏.epub")), "PK not a zip"));
    files = BookConversion::plan(BookConversion::collect({m_dir->filePath(QStringLiteral("book"))}),
                                 out(QStringLiteral("again")));
    BookConversion::run(files, s2t(), control);
    QCOMPARE(statuses(files).count(QStringLiteral("failed")), 1);
    QVERIFY(QFileInfo::exists(out(QStringLiteral("again/外传.epub"))));
    QVERIFY(!QFileInfo::exists(out(QStringLiteral("again/番外"))));
}

void TestBookConversion::longChaptersWhateverThePool_data()
{
    QTest::addColumn<int>("threads");
    QTest::addColumn<bool>("fixLikely");
    for (const int threads : {1, 2, 8}) {
        QTest::addRow("%d threads", threads) << threads << false;
        QTest::addRow("%d threads, fixing", threads) << threads << true;
    }
}

// A folder holding books of long chapters and a long text file: each book's chapters are cut into
// chunks while other files convert, and the run ends whatever the number of workers. With fixes,
// the text is long enough to be explained a block at a time, three blocks at once.
void TestBookConversion::longChaptersWhateverThePool()
{
    QFETCH(int, threads);
    QFETCH(bool, fixLikely);
    const WorkerThreads pool(threads);
    for (const QString &name : {QStringLiteral("上.epub"), QStringLiteral("下.epub")})
        QVERIFY(!epub::writeZip(book(name), epub::bookOfLongChapters(3, 20000)).isEmpty());
    addChapter(QStringLiteral("全文.txt"),
               repeatedTo(readAll(chapterFile("000")), fixLikely ? 2'500'000 : 200'000));
    QList<BookFile> files = BookConversion::plan(
        BookConversion::collect({m_dir->filePath(QStringLiteral("book"))}), out({}));
    QCOMPARE(files.size(), 6);
    FileConversionSettings settings = s2t();
    settings.fixLikely = fixLikely;
    settings.fixedInBlocksFrom = 2 * 1024 * 1024; // a block at a time with fixes too
    JobControl control;
    finishWithinBound([&] { BookConversion::run(files, settings, control); },
                      "A folder of books of long chapters");
    QCOMPARE(statuses(files), QStringList(6, QStringLiteral("converted")));
    QVERIFY(readUtf8(out(QStringLiteral("全文.txt"))).contains(QStringLiteral("頭髮")));
}

// Lines that begin with U+FEFF, as chapters joined with their byte order marks do: a block read
// with fixes begins at a line's start, and its first character is text like any other.
void TestBookConversion::aTextFixedInBlocksKeepsEveryCharacter()
{
    const QByteArray mark("\xEF\xBB\xBF");
    QByteArray text("第一章\n");
    const QList<QByteArray> lines = readAll(chapterFile("000")).split('\n');
    while (text.size() < 2'500'000) {
        for (const QByteArray &line : lines)
            text += mark + line + '\n';
    }
    addChapter(QStringLiteral("全文.txt"), text);
    QList<BookFile> files =
        BookConversion::plan(BookConversion::collect({book(QStringLiteral("全文.txt"))}), out({}));
    FileConversionSettings settings = s2t();
    settings.fixLikely = true;
    settings.fixedInBlocksFrom = 2 * 1024 * 1024;
    JobControl control;
    BookConversion::run(files, settings, control);
    QCOMPARE(statuses(files), QStringList{QStringLiteral("converted")});
    const QByteArray converted = readAll(files.first().output);
    QVERIFY(converted.contains("頭髮"));
    QCOMPARE(converted.count(mark), text.count(mark));
}

void TestBookConversion::neverOverwritesAnInput()
{
    // Output folder = the book's own folder: every output would replace its input.
    const QByteArray before = readAll(book(QStringLiteral("第一卷/001.txt")));
    QList<BookFile> files =
        BookConversion::plan(BookConversion::collect({m_dir->filePath(QStringLiteral("book"))}),
                             m_dir->filePath(QStringLiteral("book")));
    QCOMPARE(statuses(files), QStringList(3, QStringLiteral("skipped")));
    QVERIFY(files[0].reason.contains(QStringLiteral("overwrite the input file")));
    JobControl control;
    BookConversion::run(files, s2t(), control);
    QCOMPARE(readAll(book(QStringLiteral("第一卷/001.txt"))), before);
}

void TestBookConversion::twoInputsForOneOutput()
{
    // 发.txt and 發.txt both become 發.txt when names are converted.
    addChapter(QStringLiteral("发.txt"), QByteArray("发\n"));
    addChapter(QStringLiteral("發.txt"), QByteArray("發\n"));
    const auto converter = loadConverter(QStringLiteral("s2t"));
    QList<BookFile> files = BookConversion::plan(
        BookConversion::collect({book(QStringLiteral("发.txt")), book(QStringLiteral("發.txt"))}),
        out({}), converter.get());
    QCOMPARE(statuses(files), (QStringList{QStringLiteral("pending"), QStringLiteral("skipped")}));
    QVERIFY2(files[1].reason.contains(book(QStringLiteral("发.txt"))), qPrintable(files[1].reason));
}

void TestBookConversion::existingOutputsAreKeptOnRequest()
{
    QVERIFY(QDir().mkpath(out(QStringLiteral("第一卷"))));
    QVERIFY(writeAll(out(QStringLiteral("第一卷/002.txt")), "mine\n"));
    QList<BookFile> files = BookConversion::plan(
        BookConversion::collect({m_dir->filePath(QStringLiteral("book"))}), out({}));
    QCOMPARE(files[0].outputExists, false);
    QCOMPARE(files[1].outputExists, true);
    BookConversion::keepExisting(files);
    JobControl control;
    BookConversion::run(files, s2t(), control);
    QCOMPARE(statuses(files), (QStringList{QStringLiteral("converted"), QStringLiteral("skipped"),
                                           QStringLiteral("converted")}));
    QCOMPARE(readAll(out(QStringLiteral("第一卷/002.txt"))), QByteArray("mine\n"));

    // Replacing them is the other answer.
    files = BookConversion::plan(BookConversion::collect({m_dir->filePath(QStringLiteral("book"))}),
                                 out({}));
    BookConversion::run(files, s2t(), control);
    QCOMPARE(statuses(files), QStringList(3, QStringLiteral("converted")));
    QCOMPARE(readAll(out(QStringLiteral("第一卷/002.txt"))),
             runOpenccTool(QStringLiteral("s2t"), chapterFile("004")));
}

void TestBookConversion::failureStopsOnlyItsFile()
{
    // Big5 has no 𠀀 (U+20000, a surrogate pair): that chapter cannot be written, the other is.
    addChapter(QStringLiteral("bad.txt"), QByteArray("第一行\n𠀀字\n"));
    addChapter(QStringLiteral("good.txt"), QByteArray("头发\n"));
    FileConversionSettings settings = s2t();
    settings.toEncoding = {TextEncoding::Big5, false};
    QList<BookFile> files =
        BookConversion::plan(BookConversion::collect({book(QStringLiteral("bad.txt")),
                                                      book(QStringLiteral("good.txt"))}),
                             out({}));
    JobControl control;
    BookConversion::run(files, settings, control);
    QCOMPARE(statuses(files), (QStringList{QStringLiteral("failed"), QStringLiteral("converted")}));
    QVERIFY2(files[0].reason.startsWith(shownPath(book(QStringLiteral("bad.txt")))),
             qPrintable(files[0].reason));
    QVERIFY2(files[0].reason.contains(QStringLiteral("line 2")), qPrintable(files[0].reason));
    // And what to do about it: no config writes 𠀀 in Big5.
    QVERIFY2(files[0].reason.endsWith(
                 QStringLiteral("; write UTF-8 or GB18030, which hold every character")),
             qPrintable(files[0].reason));
    QVERIFY(!QFileInfo::exists(out(QStringLiteral("bad.txt"))));
    QCOMPARE(QString(TextEncoding::decoder(TextEncoding::Big5)
                         .decode(readAll(out(QStringLiteral("good.txt"))))),
             QStringLiteral("頭髮\n"));
}

// A title page of a Big5 book, five characters: its encoding is a guess from a few characters,
// said with the file. Written into the output folder of a book (which refuses doubtful reads), as
// the original stays; not written over itself in place.
void TestBookConversion::aShortFileGuessedIsWrittenElsewhereNotInPlace()
{
    QStringEncoder big5 = TextEncoding::encoder(TextEncoding::Big5);
    const QByteArray title = big5.encode(QStringLiteral("第一章 開始\n"));
    addChapter(QStringLiteral("序.txt"), title);
    FileConversionSettings settings = s2t();
    settings.refuseDoubtfulReads = true;
    QList<BookFile> files =
        BookConversion::plan(BookConversion::collect({book(QStringLiteral("序.txt"))}), out({}));
    JobControl control;
    BookConversion::run(files, settings, control);
    QCOMPARE(statuses(files), QStringList{QStringLiteral("converted")});
    QVERIFY2(files.front().warning.contains(QStringLiteral("a guess from only 5 Han character")),
             qPrintable(files.front().warning));
    QCOMPARE(readAll(out(QStringLiteral("序.txt"))), title);

    QList<BookFile> inPlace =
        BookConversion::assign(BookConversion::collect({book(QStringLiteral("序.txt"))}),
                               {book(QStringLiteral("序.txt"))}, true);
    JobControl again;
    BookConversion::run(inPlace, settings, again);
    QCOMPARE(statuses(inPlace), QStringList{QStringLiteral("failed")});
    QVERIFY2(inPlace.front().reason.endsWith(QStringLiteral("; nothing was written")),
             qPrintable(inPlace.front().reason));
}

void TestBookConversion::cancelledRunLeavesNoHalfWrittenFile()
{
    for (int i = 4; i < 40; ++i)
        addChapter(QStringLiteral("第三卷/%1.txt").arg(i, 3, 10, QLatin1Char('0')),
                   readAll(chapterFile("002")));
    QList<BookFile> files = BookConversion::plan(
        BookConversion::collect({m_dir->filePath(QStringLiteral("book"))}), out({}));
    JobControl control;
    BookConversion::run(files, s2t(), control, [&control] { control.cancel(); });
    const int converted = BookConversion::count(files, BookFile::Status::Converted);
    QStringList reasons;
    for (const BookFile &file : std::as_const(files))
        reasons << file.reason;
    QVERIFY2(converted >= 1, qPrintable(reasons.join(u'\n')));
    // At most the files already running when the first one finished.
    QVERIFY2(converted <= BookConversion::filesAtOnce(), qPrintable(QString::number(converted)));
    QCOMPARE(BookConversion::count(files, BookFile::Status::Skipped), files.size() - converted);
    for (const BookFile &file : std::as_const(files)) {
        if (file.status == BookFile::Status::Converted) {
            QVERIFY(!readAll(file.output).isEmpty());
        } else {
            QCOMPARE(file.reason, QStringLiteral("cancelled before it was written"));
            QVERIFY2(!QFileInfo::exists(file.output), qPrintable(file.output));
        }
    }
    // Nothing else in the output folders: no temporary file left behind.
    QCOMPARE(filesWritten(), converted);

    // Run again over them and cancelled at once: the first run's outputs stay, and say so.
    files = BookConversion::plan(BookConversion::collect({m_dir->filePath(QStringLiteral("book"))}),
                                 out({}));
    JobControl atOnce;
    atOnce.cancel();
    BookConversion::run(files, s2t(), atOnce, {});
    int earlier = 0;
    for (const BookFile &file : std::as_const(files)) {
        QCOMPARE(file.status, BookFile::Status::Skipped);
        earlier += file.outputExists ? 1 : 0;
        QCOMPARE(file.reason, file.outputExists
                                  ? QStringLiteral("cancelled before it was written; "
                                                   "the file there is still the "
                                                   "earlier one")
                                  : QStringLiteral("cancelled before it was written"));
    }
    QCOMPARE(earlier, converted);
}

// A UTF-8 text longer than a few blocks is read, converted and written a block at a time, to the
// bytes a conversion of the whole gives: chapters with CR LF, then a line longer than a block, cut
// after its sentences; the byte-order mark kept. The progress counts every byte.
void TestBookConversion::aLongUtf8TextIsConvertedAsItIsRead()
{
    const QByteArray chapters =
        repeatedTo(readAll(chapterFile("000")).replace("\n", "\r\n"), 1'500'000);
    const QByteArray oneLine =
        repeatedTo(readAll(chapterFile("004")), 1'500'000).replace('\n', "").replace('\r', "");
    const QByteArray bom("\xEF\xBB\xBF");
    addChapter(QStringLiteral("长.txt"), bom + chapters + oneLine);
    const FileConversionSettings settings = s2t();
    JobControl control;
    const std::optional<ConvertedFile> converted = FileConversion::convertInBlocks(
        book(QStringLiteral("长.txt")), out(QStringLiteral("长.txt")), settings, control);
    QVERIFY(converted);
    QVERIFY(!converted->error && !converted->cancelled);
    QVERIFY(converted->pieces.isEmpty());
    const QByteArray expected =
        convertUtf8Text(*settings.converter, QByteArray(chapters + oneLine)).join();
    QVERIFY(expected.contains("頭髮"));
    QCOMPARE(readAll(out(QStringLiteral("长.txt"))), bom + expected);
    QCOMPARE(control.total(), bom.size() + chapters.size() + oneLine.size());
    QCOMPARE(control.done(), control.total());
    QCOMPARE(filesWritten(), 1);

    // In place, the input is replaced by its conversion; cancelled, nothing is written.
    const QString input = book(QStringLiteral("长.txt"));
    const FileStamp readAs = FileStamp::of(input);
    JobControl inPlace;
    QVERIFY(FileConversion::convertInBlocks(input, input, settings, inPlace, &readAs));
    QCOMPARE(readAll(input), bom + expected);
    // A text that can be cut nowhere (no line break, no sentence end) is one block.
    const QByteArray uncut = QByteArray("头发，发展").repeated(200'000);
    addChapter(QStringLiteral("一行.txt"), uncut);
    JobControl oneBlock;
    QVERIFY(FileConversion::convertInBlocks(book(QStringLiteral("一行.txt")),
                                            out(QStringLiteral("一行.txt")), settings, oneBlock));
    QCOMPARE(readAll(out(QStringLiteral("一行.txt"))), QByteArray("頭髮，發展").repeated(200'000));
    QCOMPARE(filesWritten(), 2);
    JobControl cancelled;
    cancelled.cancel();
    const std::optional<ConvertedFile> none =
        FileConversion::convertInBlocks(input, out(QStringLiteral("又.txt")), settings, cancelled);
    QVERIFY(none && none->cancelled && !none->error);
    QCOMPARE(filesWritten(), 2);
}

void TestBookConversion::aTextNotUtf8FurtherOnIsReadWhole_data()
{
    QTest::addColumn<QByteArray>("tail");
    QTest::addColumn<bool>("fixLikely");
    QStringEncoder gb = TextEncoding::encoder(TextEncoding::Gb18030);
    QTest::newRow("GB18030") << QByteArray(gb.encode(readUtf8(chapterFile("000")))) << false;
    QTest::newRow("a NUL") << QByteArray("头发\0发展\n", 13) << false;
    QTest::newRow("a stray byte") << QByteArray("头发\x80\n") << false;
    // Its names are read first, which finds the byte before anything is written.
    QTest::newRow("a stray byte, fixing") << QByteArray("头发\x80\n") << true;
}

// A text that is UTF-8 for megabytes and then is not: the conversion in blocks gives up, leaving
// nothing written and nothing counted, and the book conversion converts it as read whole, to what
// the whole file's conversion gives.
void TestBookConversion::aTextNotUtf8FurtherOnIsReadWhole()
{
    QFETCH(QByteArray, tail);
    QFETCH(bool, fixLikely);
    const QByteArray bytes = repeatedTo(readAll(chapterFile("000")), 2'500'000) + tail;
    addChapter(QStringLiteral("长.txt"), bytes);
    FileConversionSettings settings = s2t();
    settings.fixLikely = fixLikely;
    settings.fixedInBlocksFrom = 2 * 1024 * 1024; // a block at a time with fixes too
    JobControl control;
    QVERIFY(!FileConversion::convertInBlocks(book(QStringLiteral("长.txt")),
                                             out(QStringLiteral("长.txt")), settings, control));
    QCOMPARE(filesWritten(), 0);
    // Nothing counted either: the file's progress is all to come.
    QCOMPARE(control.total(), 0);
    QCOMPARE(control.done(), 0);

    QList<BookFile> files = BookConversion::assign(
        BookConversion::collect({book(QStringLiteral("长.txt"))}), {out(QStringLiteral("长.txt"))});
    BookConversion::run(files, settings, control);
    JobControl wholeControl;
    const ConvertedFile whole =
        FileConversion::convert(bytes, book(QStringLiteral("长.txt")), settings, wholeControl);
    if (whole.error) {
        QCOMPARE(statuses(files), QStringList{QStringLiteral("failed")});
        QCOMPARE(files.front().reason, whole.error->message());
        QCOMPARE(filesWritten(), 0);
    } else {
        QCOMPARE(statuses(files), QStringList{QStringLiteral("converted")});
        QCOMPARE(readAll(out(QStringLiteral("长.txt"))), whole.pieces.join());
    }
}

// Converts chapters of dir as a book into outputFolder below it, each expected converted.
void convertBook(const QTemporaryDir &dir, const FileConversionSettings &settings,
                 const QStringList &chapters, const QString &outputFolder)
{
    QList<BookInput> inputs;
    for (const QString &chapter : chapters)
        inputs.append(BookConversion::collect({dir.filePath(chapter)}));
    QList<BookFile> files = BookConversion::plan(inputs, dir.filePath(outputFolder));
    JobControl control;
    BookConversion::run(files, settings, control);
    QCOMPARE(statuses(files), QStringList(chapters.size(), QStringLiteral("converted")));
}

// Chapter 2 writes the hero's given name once, alone: the book's first chapter says it is a name
// (陈子于, 子于问 …), so it is fixed there too, as it is not when the chapter is converted alone.
void TestBookConversion::namesComeFromTheWholeBook()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    for (const char *name : {"01_rainy_night.txt", "02_the_old_case.txt"})
        QVERIFY(QFile::copy(namesChapter(name), dir.filePath(QString::fromLatin1(name))));
    FileConversionSettings settings;
    settings.converter = loadConverter(QStringLiteral("s2tw"));
    settings.fixLikely = true;
    convertBook(dir, settings,
                {QStringLiteral("01_rainy_night.txt"), QStringLiteral("02_the_old_case.txt")},
                QStringLiteral("book"));
    QVERIFY(readUtf8(dir.filePath(QStringLiteral("book/02_the_old_case.txt")))
                .contains(QStringLiteral("子于走出客棧")));
    QCOMPARE(readUtf8(dir.filePath(QStringLiteral("book/01_rainy_night.txt")))
                 .count(QStringLiteral("子于")),
             8);
    convertBook(dir, settings, {QStringLiteral("02_the_old_case.txt")}, QStringLiteral("alone"));
    QVERIFY(readUtf8(dir.filePath(QStringLiteral("alone/02_the_old_case.txt")))
                .contains(QStringLiteral("子於走出客棧")));
}

// A name is written as the book writes it most, in every chapter. Chapter 1 writes 周冲 where
// only a name stands, which OpenCC makes 周衝; in chapter 2 phrases run across the name's end
// (冲走, 冲淡, 冲洗 → 沖), and OpenCC writes its hero 周沖 three times of four. Such a phrase reads
// other words, not the name: the book writes 周衝, and so does the chapter converted alone.
void TestBookConversion::aNameIsWrittenAsTheBookWritesIt()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    for (const char *name : {"zhou_chong/01_departure.txt", "zhou_chong/02_the_inn.txt"})
        QVERIFY(QFile::copy(namesChapter(name),
                            dir.filePath(QFileInfo(QString::fromLatin1(name)).fileName())));
    FileConversionSettings settings;
    settings.converter = loadConverter(QStringLiteral("s2t"));
    settings.fixLikely = true;
    convertBook(dir, settings,
                {QStringLiteral("01_departure.txt"), QStringLiteral("02_the_inn.txt")},
                QStringLiteral("book"));
    const QString first = readUtf8(dir.filePath(QStringLiteral("book/01_departure.txt")));
    const QString second = readUtf8(dir.filePath(QStringLiteral("book/02_the_inn.txt")));
    QCOMPARE(first.count(QStringLiteral("周衝")), 5);
    QCOMPARE(second.count(QStringLiteral("周衝")), 4);
    // The phrases that read the name otherwise are fixed; what else they read is kept.
    QVERIFY2(second.contains(QStringLiteral("周衝走了過去")), qPrintable(second));
    convertBook(dir, settings, {QStringLiteral("02_the_inn.txt")}, QStringLiteral("alone"));
    QCOMPARE(readUtf8(dir.filePath(QStringLiteral("alone/02_the_inn.txt")))
                 .count(QStringLiteral("周衝")),
             4);
}

// Two chapters already in Traditional, converted with s2t as a book: OpenCC writes 沈萬里 as 沈萬裏
// but where a phrase (里正) keeps 里, and the words around fix the others. 萬里 is a word, not a
// name the book writes as OpenCC mostly did, so the one place a phrase kept stays as it was.
void TestBookConversion::aBookInTraditionalKeepsItsWords()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    QStringList chapters;
    for (const char *prefix : {"001", "002"}) {
        chapters << QFileInfo(chapterFile(prefix)).fileName();
        QVERIFY(QFile::copy(chapterFile(prefix), dir.filePath(chapters.back())));
    }
    FileConversionSettings settings;
    settings.converter = loadConverter(QStringLiteral("s2t"));
    settings.fixLikely = true;
    convertBook(dir, settings, chapters, QStringLiteral("book"));
    for (const QString &chapter : chapters) {
        const QString converted = readUtf8(dir.filePath(QStringLiteral("book/") + chapter));
        QVERIFY2(converted.count(QStringLiteral("沈萬里")) >= 11, qPrintable(chapter));
        QVERIFY2(!converted.contains(QStringLiteral("沈萬裏")), qPrintable(chapter));
    }
}

// A text of megabytes with fixes is explained a block at a time, in the memory of a block, and
// its names found over the whole text first: the hero's given name, which only the first chapter
// says is a name, is fixed in the last, megabytes and blocks later, as it is when the whole text
// is explained at once. Near a block's edge, a line may come out as the block alone reads it.
void TestBookConversion::aLongTextWithFixesIsExplainedABlockAtATime()
{
    const QByteArray first = readAll(namesChapter("01_rainy_night.txt"));
    const QByteArray last = readAll(namesChapter("02_the_old_case.txt"));
    const QByteArray bytes = first + repeatedTo(readAll(chapterFile("000")), 3'000'000) + last;
    addChapter(QStringLiteral("长.txt"), bytes);
    FileConversionSettings settings;
    settings.converter = loadConverter(QStringLiteral("s2tw"));
    settings.fixLikely = true;
    settings.fixedInBlocksFrom = 2 * 1024 * 1024;
    JobControl control;
    const std::optional<ConvertedFile> converted = FileConversion::convertInBlocks(
        book(QStringLiteral("长.txt")), out(QStringLiteral("长.txt")), settings, control);
    QVERIFY(converted);
    QVERIFY(!converted->error && !converted->cancelled);
    const QString written = readUtf8(out(QStringLiteral("长.txt")));
    QVERIFY(written.endsWith(QStringLiteral("\n")));
    const QString lastConverted = written.right(QString::fromUtf8(last).size());
    QVERIFY(lastConverted.contains(QStringLiteral("子于走出客棧")));
    QVERIFY(!lastConverted.contains(QStringLiteral("子於")));

    ConversionPlan plan = ConversionPlan::forConfig(settings.converter, nullptr, false);
    plan.fixLikely = true;
    const Explanation whole = explainText(plan, QString::fromUtf8(bytes));
    const QStringList lines = written.split(u'\n');
    const QStringList wholeLines = whole.result.split(u'\n');
    QCOMPARE(lines.size(), wholeLines.size());
    int differing = 0;
    for (qsizetype line = 0; line < lines.size(); ++line)
        differing += lines[line] != wholeLines[line];
    const int blocks = int(bytes.size() / (1024 * 1024)) + 1;
    QVERIFY2(differing <= 2 * blocks, qPrintable(QString::number(differing)));
    QVERIFY(converted->fixes > int(whole.fixes.size()) * 99 / 100);
    QCOMPARE(control.total(), bytes.size());
    QCOMPARE(control.done(), control.total());

    // A chapter, or a text shorter than the size set, is explained whole, by the caller: not here.
    JobControl chapter;
    QVERIFY(!FileConversion::convertInBlocks(namesChapter("02_the_old_case.txt"),
                                             out(QStringLiteral("短.txt")), settings, chapter));
    // Cancelled, nothing is written.
    JobControl cancelled;
    cancelled.cancel();
    const std::optional<ConvertedFile> none = FileConversion::convertInBlocks(
        book(QStringLiteral("长.txt")), out(QStringLiteral("又.txt")), settings, cancelled);
    QVERIFY(none && none->cancelled && !none->error);
    QCOMPARE(filesWritten(), 1);
}

// The book conversion follows the same rule as the window and the command line: corner brackets
// in a conversion to Traditional, the marks kept in one to Simplified.
void TestBookConversion::quotesOnlyTowardsTraditional()
{
    QDir(m_dir->path()).mkpath(QStringLiteral("quoted"));
    QVERIFY(writeAll(m_dir->filePath(QStringLiteral("quoted/a.txt")),
                     QStringLiteral("他说：“头发‘长’了。”\n").toUtf8()));
    for (const auto &[config, expected] :
         {std::pair{QStringLiteral("s2t"), QStringLiteral("他說：「頭髮『長』了。」\n")},
          std::pair{QStringLiteral("t2s"), QStringLiteral("他说：“头发‘长’了。”\n")}}) {
        const QString output = out(config);
        QList<BookFile> files = BookConversion::plan(
            BookConversion::collect({m_dir->filePath(QStringLiteral("quoted"))}), output);
        FileConversionSettings settings;
        settings.converter = loadConverter(config);
        settings.quotes = true;
        JobControl control;
        BookConversion::run(files, settings, control, [] {});
        QCOMPARE(statuses(files), QStringList{QStringLiteral("converted")});
        QCOMPARE(readUtf8(output + QStringLiteral("/a.txt")), expected);
    }
}

// Folders, or more than two files, are a book: the command line and a drop open the book dialog
// for them; one file is a text, two are editions to compare.
void TestBookConversion::whatIsABook()
{
    const QString folder = m_dir->filePath(QStringLiteral("book"));
    const QString a = book(QStringLiteral("第一卷/001.txt"));
    const QString b = book(QStringLiteral("第一卷/002.txt"));
    const QString c = book(QStringLiteral("第二卷/003.txt"));
    QVERIFY(BookConversion::isBook({folder}));
    QVERIFY(BookConversion::isBook({a, b, c}));
    QVERIFY(BookConversion::isBook({a, folder}));
    QVERIFY(!BookConversion::isBook({a}));
    QVERIFY(!BookConversion::isBook({a, b}));
    QVERIFY(!BookConversion::isBook({}));
    QVERIFY(!BookConversion::isBook({a, b, m_dir->filePath(QStringLiteral("missing.txt"))}));
}

// What the book dialog runs in the background before converting: the dictionaries, the glossary,
// the plan; or why not.
void TestBookConversion::preparingLoadsAndPlans()
{
    const ConverterCache converters;
    BookChoices choices;
    choices.paths = {m_dir->filePath(QStringLiteral("book"))};
    choices.outputFolder = out({});
    choices.config = QStringLiteral("s2t");
    choices.convertNames = true;
    choices.encoding = QStringLiteral("utf-8");
    PreparedBook prepared = BookConversion::prepare(converters, choices);
    QVERIFY2(prepared.error.isEmpty(), qPrintable(prepared.error));
    QCOMPARE(prepared.settings.converter->configName(), QStringLiteral("s2t"));
    QCOMPARE(prepared.settings.toEncoding.encoding, TextEncoding::Utf8);
    QCOMPARE(prepared.files.size(), 3);
    // Names converted too: 第二卷 stays, 卷 has no other form.
    QCOMPARE(prepared.files[2].output, QDir::cleanPath(out(QStringLiteral("第二卷/003.txt"))));

    QVERIFY(writeAll(m_dir->filePath(QStringLiteral("glossary.txt")), "头发=頭髮\nbad line\n"));
    choices.glossary = m_dir->filePath(QStringLiteral("glossary.txt"));
    prepared = BookConversion::prepare(converters, choices);
    QVERIFY2(prepared.error.contains(choices.glossary + QStringLiteral(":2: ")),
             qPrintable(prepared.error));
    QVERIFY(prepared.files.isEmpty());

    choices.glossary.clear();
    choices.paths = {m_dir->filePath(QStringLiteral("empty"))};
    QDir(m_dir->path()).mkpath(QStringLiteral("empty"));
    QCOMPARE(BookConversion::prepare(converters, choices).error,
             QStringLiteral("The folders chosen hold no .txt or .epub file."));
    choices.config = QStringLiteral("s2x");
    QVERIFY(BookConversion::prepare(converters, choices).error.contains(QStringLiteral("s2x")));
}

DUIZHAO_TEST_MAIN(TestBookConversion)
#include "tst_bookconversion.moc"
