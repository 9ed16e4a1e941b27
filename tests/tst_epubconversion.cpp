// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/books/epub/epubarchive.h"
#include "core/books/epub/epubbook.h"
#include "core/books/epub/epubconversion.h"
#include "core/conversion/chunkedconversion.h"
#include "core/conversion/configcatalog.h"
#include "core/conversion/conversionplan.h"
#include "core/conversion/converter.h"
#include "core/jobs/jobcontrol.h"
#include "epubtestsupport.h"
#include "testsupport.h"

#include <QFileInfo>
#include <QProcess>
#include <QStandardPaths>
#include <QTemporaryDir>

using namespace duizhao;
using namespace duizhao::testing;
using namespace duizhao::testing::epub;

// Whole books converted, EPUB 3 and EPUB 2, made here from the test chapters.
class TestEpubConversion : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void convertsWhatAReaderReads_data();
    void convertsWhatAReaderReads();
    void aValidBookStaysValid_data();
    void aValidBookStaysValid();
    void aHostileBookWritesNothing();
    void longChaptersConvertWhateverThePool_data();
    void longChaptersConvertWhateverThePool();
    void fixesFromTheWholeBook();
    void aBookInTheTargetScriptIsSaidSo();
    void aDamagedEntryRefusesTheBook();
    void aChapterThatDoesNotReadIsCopiedOnlyWhenAsked_data();
    void aChapterThatDoesNotReadIsCopiedOnlyWhenAsked();

private:
    QTemporaryDir m_dir;
};

namespace {

// What epubcheck says of a book, or why it could not be asked; empty when the book is valid. Its
// Debian package installs a jar, run by Java here (its wrapper needs binfmt_misc).
QString epubcheckErrors(const QString &book)
{
    const QString jar = QStandardPaths::findExecutable(QStringLiteral("epubcheck"));
    if (jar.isEmpty())
        return QStringLiteral("epubcheck is not installed (./dev.sh installs it)");
    QProcess check;
    check.setProcessChannelMode(QProcess::MergedChannels);
    check.start(QStringLiteral("java"),
                {QStringLiteral("-jar"), QFileInfo(jar).canonicalFilePath(), book});
    if (!check.waitForFinished(900'000))
        return QStringLiteral("epubcheck did not finish: ") + check.errorString();
    const QString said = QString::fromUtf8(check.readAll());
    return check.exitStatus() == QProcess::NormalExit && check.exitCode() == 0 ? QString() : said;
}

} // namespace

void TestEpubConversion::convertsWhatAReaderReads_data()
{
    QTest::addColumn<bool>("epub3");
    QTest::newRow("EPUB 3") << true;
    QTest::newRow("EPUB 2") << false;
}

void TestEpubConversion::convertsWhatAReaderReads()
{
    QFETCH(bool, epub3);
    QList<Entry> entries = book(3, epub3);
    // mimetype last and compressed: written first and stored, as readers require.
    Entry mimetype = entries.takeFirst();
    mimetype.stored = false;
    entries.append(mimetype);
    const QString input = writeZip(m_dir.filePath(QStringLiteral("book.epub")), entries);
    const QString output = m_dir.filePath(QStringLiteral("book.zh-Hant.epub"));
    JobControl control;
    EpubOutcome outcome;
    const std::optional<QString> failed =
        EpubConversion::convert(input, output, plainPlan("s2t"), &control, &outcome);
    QVERIFY2(!failed, qPrintable(failed.value_or(QString())));
    QCOMPARE(outcome.documents, 5); // three chapters, the package, the table of contents
    QCOMPARE(outcome.writtenAlready, Script::Undetermined); // a Simplified book

    QString error;
    const std::optional<EpubArchive> converted = EpubArchive::open(output, &error);
    QVERIFY2(converted, qPrintable(error));
    QVERIFY(converted->hasProperMimetype());
    // The same entries in the same order (mimetype moved first); none renamed.
    QStringList names;
    for (const Entry &entry : std::as_const(entries))
        if (entry.name != u"mimetype")
            names << entry.name;
    names.prepend(QStringLiteral("mimetype"));
    QStringList written;
    for (const EpubEntry &entry : converted->entries())
        written << entry.name;
    QCOMPARE(written, names);

    const auto read = [&](const QString &name) {
        return QString::fromUtf8(converted->read(name, &error).value_or(QByteArray()));
    };
    // What no reader reads, byte for byte, compressed as it was.
    for (const Entry &entry : std::as_const(entries)) {
        if (entry.name.endsWith(QStringLiteral(".css")) ||
            entry.name.endsWith(QStringLiteral(".png")))
            QCOMPARE(converted->read(entry.name, &error).value_or(QByteArray()), entry.bytes);
    }
    for (const EpubEntry &entry : converted->entries()) {
        if (entry.name.endsWith(QStringLiteral(".png")))
            QVERIFY(entry.stored);
    }
    // The chapters' text as the plain text converts; the title, the language, the contents.
    const QString chapter = read(QStringLiteral("OEBPS/Text/章1.xhtml"));
    const QString source = QString::fromUtf8(readAll(chapterFile("000"))).left(201);
    QVERIFY(chapter.contains(convertText(plainPlan("s2t"), source)));
    const QString package = read(QStringLiteral("OEBPS/content.opf"));
    QVERIFY(package.contains(QStringLiteral("<dc:title>頭髮</dc:title>")));
    QVERIFY(package.contains(QStringLiteral("<dc:language>zh-Hant</dc:language>")));
    QVERIFY(package.contains(QStringLiteral("<dc:identifier id=\"uid\">头发-1</dc:identifier>")));
    QVERIFY(package.contains(QStringLiteral("href=\"Text/%E7%AB%A01.xhtml\"")));
    const QString contents =
        read(epub3 ? QStringLiteral("OEBPS/nav.xhtml") : QStringLiteral("OEBPS/toc.ncx"));
    QVERIFY2(contents.contains(QStringLiteral("第一章 頭髮")), qPrintable(contents));
    QVERIFY(contents.contains(QStringLiteral("Text/%E7%AB%A01.xhtml")));
}

void TestEpubConversion::aValidBookStaysValid_data()
{
    convertsWhatAReaderReads_data();
}

// A book that passes epubcheck gives one that passes it, converted both ways.
void TestEpubConversion::aValidBookStaysValid()
{
    QFETCH(bool, epub3);
    const QString input = writeZip(m_dir.filePath(QStringLiteral("valid.epub")), book(3, epub3));
    // epubcheck is Java's, run where the tests run on Linux; on Windows the books are converted
    // and read back unchecked.
#ifdef Q_OS_WIN
    const bool checking = false;
#else
    const bool checking = true;
#endif
    const QString checked = checking ? epubcheckErrors(input) : QString();
    QVERIFY2(checked.isEmpty(), qPrintable(checked));
    const QString traditional = m_dir.filePath(QStringLiteral("valid.zh-Hant.epub"));
    const QString simplified = m_dir.filePath(QStringLiteral("valid.zh-Hans.epub"));
    JobControl control;
    std::optional<QString> failed =
        EpubConversion::convert(input, traditional, plainPlan("s2twp"), &control);
    QVERIFY2(!failed, qPrintable(failed.value_or(QString())));
    failed = EpubConversion::convert(traditional, simplified, plainPlan("t2s"), &control);
    QVERIFY2(!failed, qPrintable(failed.value_or(QString())));
    for (const QString &output : {traditional, simplified}) {
        const QString errors = checking ? epubcheckErrors(output) : QString();
        QVERIFY2(errors.isEmpty(), qPrintable(errors));
    }
    // The conversion did something epubcheck could have caught: the package speaks of it.
    QString error;
    const std::optional<EpubArchive> converted = EpubArchive::open(traditional, &error);
    QVERIFY2(converted, qPrintable(error));
    QVERIFY(converted->read(QStringLiteral("OEBPS/content.opf"), &error)
                ->contains("<dc:language>zh-TW</dc:language>"));
}

void TestEpubConversion::aHostileBookWritesNothing()
{
    QList<Entry> entries = book(1, true);
    entries.append({QStringLiteral("../outside.xhtml"), "<html/>"});
    const QString input = writeZip(m_dir.filePath(QStringLiteral("hostile.epub")), entries);
    const QString output = m_dir.filePath(QStringLiteral("hostile.zh-Hant.epub"));
    JobControl control;
    const std::optional<QString> failed =
        EpubConversion::convert(input, output, plainPlan("s2t"), &control);
    QVERIFY(failed);
    QVERIFY2(failed->contains(input) && failed->contains(QStringLiteral("../outside.xhtml")),
             qPrintable(*failed));
    QVERIFY(!QFile::exists(output));
    QCOMPARE(QDir(m_dir.path()).entryList({QStringLiteral("hostile*")}, QDir::Files),
             QStringList{QStringLiteral("hostile.epub")});
}

void TestEpubConversion::longChaptersConvertWhateverThePool_data()
{
    QTest::addColumn<int>("threads");
    QTest::addColumn<int>("chapters");
    QTest::addColumn<int>("characters");
    QTest::addColumn<bool>("fixLikely");
    QTest::newRow("1 thread, one chapter of 65,000 characters") << 1 << 1 << 65000 << false;
    QTest::newRow("2 threads, two chapters of 17,000") << 2 << 2 << 17000 << false;
    QTest::newRow("8 threads, nine chapters of 17,000") << 8 << 9 << 17000 << false;
    QTest::newRow("2 threads, fixing, three chapters of 40,000") << 2 << 3 << 40000 << true;
    QTest::newRow("8 threads, fixing, nine chapters of 17,000") << 8 << 9 << 17000 << true;
}

// Chapters longer than a chunk, as many as the workers or more: each is cut into chunks, and
// the book converts whole (no thread waits on work queued behind it), as each chapter alone does.
void TestEpubConversion::longChaptersConvertWhateverThePool()
{
    QFETCH(int, threads);
    QFETCH(int, chapters);
    QFETCH(int, characters);
    QFETCH(bool, fixLikely);
    const WorkerThreads pool(threads);
    const QString input = writeZip(m_dir.filePath(QStringLiteral("long.epub")),
                                   bookOfLongChapters(chapters, characters));
    const QString output = m_dir.filePath(QStringLiteral("long.zh-Hant.epub"));
    ConversionPlan conversion = plainPlan("s2t");
    conversion.fixLikely = fixLikely;
    std::optional<QString> failed;
    EpubOutcome outcome;
    finishWithinBound(
        [&] {
            JobControl control;
            failed = EpubConversion::convert(input, output, conversion, &control, &outcome);
        },
        "An EPUB of long chapters");
    QVERIFY2(!failed, qPrintable(failed.value_or(QString())));
    QCOMPARE(outcome.documents, chapters + 2); // and the package, the navigation document
    QString error;
    const std::optional<EpubBook> source = EpubBook::open(input, &error);
    const std::optional<EpubBook> converted = EpubBook::open(output, &error);
    QVERIFY2(source && converted, qPrintable(error));
    // As the whole text converts (chunking changes nothing; fixing judges the book as one).
    QString sourceText;
    QString written;
    for (int chapter = 0; chapter < chapters; ++chapter) {
        sourceText += source->read(chapter, &error)->text();
        written += converted->read(chapter, &error)->text();
    }
    QVERIFY(sourceText.size() >= chapters * characters);
    QVERIFY(written.contains(u"頭髮"));
    QCOMPARE(written, convertText(conversion, sourceText));
}

// Fixing likely mistakes judges the book whole: the hero of chapter 1 is named in chapter 3,
// alone, and a phrase that cuts through the words there is written back shorter (計程車 → 的士),
// the markup around it kept.
void TestEpubConversion::fixesFromTheWholeBook()
{
    QString story;
    for (const QString &line : readUtf8(namesChapter("01_rainy_night.txt")).split(u'\n'))
        if (!line.isEmpty())
            story += QStringLiteral("<p>") + line + QStringLiteral("</p>\n");
    QList<Entry> entries = bookWithChapter(3, 1, story);
    const QList<Entry> third =
        bookWithChapter(3, 3, QStringLiteral("<p>子于走出客栈，前线的士兵<b>回来</b>了。</p>"));
    for (int index = 0; index < entries.size(); ++index) {
        if (entries[index].name.endsWith(QStringLiteral("章3.xhtml")))
            entries[index] = third[index];
    }
    const QString input = writeZip(m_dir.filePath(QStringLiteral("names.epub")), entries);
    const QString output = m_dir.filePath(QStringLiteral("names.zh-Hant.epub"));
    ConversionPlan conversion = plainPlan("s2twp");
    conversion.fixLikely = true;
    JobControl control;
    EpubOutcome outcome;
    const std::optional<QString> failed =
        EpubConversion::convert(input, output, conversion, &control, &outcome);
    const int fixes = outcome.fixes;
    QVERIFY2(!failed, qPrintable(failed.value_or(QString())));
    QString error;
    const std::optional<EpubArchive> converted = EpubArchive::open(output, &error);
    QVERIFY2(converted, qPrintable(error));
    const QString chapter = QString::fromUtf8(
        converted->read(QStringLiteral("OEBPS/Text/章3.xhtml"), &error).value_or(QByteArray()));
    QVERIFY2(chapter.contains(QStringLiteral("<p>子于走出客棧，前線的士兵<b>回來</b>了。</p>")),
             qPrintable(chapter));
    const QString first = QString::fromUtf8(
        converted->read(QStringLiteral("OEBPS/Text/章1.xhtml"), &error).value_or(QByteArray()));
    QCOMPARE(first.count(QStringLiteral("子于")), 8);
    QCOMPARE(fixes, 8 + 2);
}

// A book converted into the script it is written in already is converted as asked, and the
// outcome says so, whether the book's documents are converted apart or, fixing likely mistakes,
// as one text; its way back is not remarked.
void TestEpubConversion::aBookInTheTargetScriptIsSaidSo()
{
    // Its first document a copyright page in English, longer than the sample judged: not what
    // its script is judged by.
    QList<Entry> entries =
        book(3, true,
             R"(<item id="front" href="Text/front.xhtml" media-type="application/xhtml+xml"/>)");
    entries.insert(3, {QStringLiteral("OEBPS/Text/front.xhtml"),
                       "<html xmlns=\"http://www.w3.org/1999/xhtml\"><body>" +
                           QByteArray("<p>All rights reserved.</p>\n").repeated(300) +
                           "</body></html>"});
    const QString input = writeZip(m_dir.filePath(QStringLiteral("simplified.epub")), entries);
    const QString traditional = m_dir.filePath(QStringLiteral("once.zh-Hant.epub"));
    JobControl control;
    EpubOutcome outcome;
    std::optional<QString> failed =
        EpubConversion::convert(input, traditional, plainPlan("s2t"), &control, &outcome);
    QVERIFY2(!failed, qPrintable(failed.value_or(QString())));
    QCOMPARE(outcome.writtenAlready, Script::Undetermined);
    for (const bool fixes : {false, true}) {
        ConversionPlan again = plainPlan("s2t");
        again.fixLikely = fixes;
        outcome = EpubOutcome();
        failed = EpubConversion::convert(traditional, m_dir.filePath(QStringLiteral("twice.epub")),
                                         again, &control, &outcome);
        QVERIFY2(!failed, qPrintable(failed.value_or(QString())));
        QCOMPARE(outcome.writtenAlready, Script::Traditional);
    }
    outcome = EpubOutcome();
    failed = EpubConversion::convert(traditional, m_dir.filePath(QStringLiteral("back.epub")),
                                     plainPlan("t2s"), &control, &outcome);
    QVERIFY2(!failed, qPrintable(failed.value_or(QString())));
    QCOMPARE(outcome.writtenAlready, Script::Undetermined);
}

// An entry no reader reads whose bytes are not what the zip says: a stored image (which libzip
// refused only once the book was being written, naming no entry) or a deflated style sheet
// (which it copied without a look). The book is refused with the entry and why; nothing is
// written.
void TestEpubConversion::aDamagedEntryRefusesTheBook()
{
    const QString input = writeZip(m_dir.filePath(QStringLiteral("cover.epub")), book(2, true));
    QByteArray zip = readAll(input);
    QCOMPARE(zip.count("IEND"), 1); // the image is stored: its bytes are in the zip as they are
    zip.replace("IEND", "IENX");
    QVERIFY(writeAll(input, zip));
    const QString output = m_dir.filePath(QStringLiteral("cover.zh-Hant.epub"));
    JobControl control;
    std::optional<QString> failed =
        EpubConversion::convert(input, output, plainPlan("s2t"), &control);
    QCOMPARE(failed.value_or(QString()),
             input + QStringLiteral(": the entry OEBPS/Images/cover.png is damaged: CRC error"));
    QVERIFY(!QFileInfo::exists(output));
    // The style sheet's deflated bytes made invalid.
    QList<Entry> entries = book(2, true);
    for (Entry &entry : entries) {
        if (entry.name.endsWith(QStringLiteral(".css")))
            entry.bytes = QByteArray(4000, 'x');
    }
    const QString styled = writeZip(m_dir.filePath(QStringLiteral("style.epub")), entries);
    zip = readAll(styled);
    // Its first block made of the type deflate reserves.
    zip[dataOf(zip, "OEBPS/Styles/book.css")] = char(0xFF);
    QVERIFY(writeAll(styled, zip));
    failed = EpubConversion::convert(styled, output, plainPlan("s2t"), &control);
    QVERIFY2(failed && failed->contains(QStringLiteral("OEBPS/Styles/book.css is damaged")),
             qPrintable(failed.value_or(QString())));
    QVERIFY(!QFileInfo::exists(output));
}

void TestEpubConversion::aChapterThatDoesNotReadIsCopiedOnlyWhenAsked_data()
{
    QTest::addColumn<bool>("fixLikely");
    QTest::newRow("chapters converted apart") << false;
    QTest::newRow("fixing likely mistakes: the book read as one") << true;
}

// A chapter whose markup does not read refuses the book, naming it, unless it is to be copied as
// it is stored: then the others are converted and it is written unconverted, byte for byte.
void TestEpubConversion::aChapterThatDoesNotReadIsCopiedOnlyWhenAsked()
{
    QFETCH(bool, fixLikely);
    QList<Entry> entries = book(3, true);
    QByteArray broken;
    for (Entry &entry : entries) {
        if (entry.name == QStringLiteral("OEBPS/Text/章2.xhtml")) {
            entry.bytes.replace("</p>", "</b>");
            broken = entry.bytes;
        }
    }
    const QString input = writeZip(m_dir.filePath(QStringLiteral("断.epub")), entries);
    const QString output = m_dir.filePath(fixLikely ? QStringLiteral("断.fixed.epub")
                                                    : QStringLiteral("断.zh-Hant.epub"));
    ConversionPlan conversion = plainPlan("s2t");
    conversion.fixLikely = fixLikely;
    JobControl control;
    EpubOutcome outcome;
    std::optional<QString> failed =
        EpubConversion::convert(input, output, conversion, &control, &outcome);
    QVERIFY2(failed && failed->contains(QStringLiteral("章2.xhtml")),
             qPrintable(failed.value_or(QString())));
    QVERIFY(!QFileInfo::exists(output));
    QCOMPARE(outcome.unreadable.size(), size_t(1));
    QCOMPARE(outcome.unreadable.front().first, QStringLiteral("OEBPS/Text/章2.xhtml"));
    QVERIFY(outcome.unreadable.front().second.contains(QStringLiteral("line")));

    outcome = EpubOutcome();
    failed = EpubConversion::convert(input, output, conversion, &control, &outcome, {},
                                     UnreadableDocuments::CopyAsStored);
    QVERIFY2(!failed, qPrintable(failed.value_or(QString())));
    QCOMPARE(outcome.unreadable.size(), size_t(1));
    QString error;
    const std::optional<EpubArchive> converted = EpubArchive::open(output, &error);
    QVERIFY2(converted, qPrintable(error));
    QCOMPARE(converted->read(QStringLiteral("OEBPS/Text/章2.xhtml"), &error).value_or(QByteArray()),
             broken);
    const QString third = QString::fromUtf8(
        converted->read(QStringLiteral("OEBPS/Text/章3.xhtml"), &error).value_or(QByteArray()));
    QVERIFY2(third.contains(QStringLiteral("<title>第3章</title>")) &&
                 third.contains(QStringLiteral("黃河")),
             qPrintable(third));
}

DUIZHAO_TEST_MAIN(TestEpubConversion)
#include "tst_epubconversion.moc"
