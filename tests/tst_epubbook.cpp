// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/books/epub/epubbook.h"
#include "core/books/epub/epubconversion.h"
#include "core/conversion/chunkedconversion.h"
#include "core/conversion/configcatalog.h"
#include "core/conversion/conversionplan.h"
#include "core/conversion/converter.h"
#include "core/jobs/jobcontrol.h"
#include "core/names/booknames.h"
#include "epubtestsupport.h"
#include "testsupport.h"

#include <QRegularExpression>
#include <QTemporaryDir>

using namespace duizhao;
using namespace duizhao::testing;
using namespace duizhao::testing::epub;

// A book as its reader reads it: chapters in reading order, titled by the table of contents, each
// a text of paragraphs; and a book written from chapters as they were reviewed.
class TestEpubBook : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void chaptersInReadingOrder_data();
    void chaptersInReadingOrder();
    void aTitleKeepsItsIdeographicSpace();
    void aChapterReadsAsItsText();
    void aBookWrittenFromItsReviewedChapters();
    void aBrokenChapterIsNamed();
    void aBrokenChapterLeavesTheOthersTheirNames();
    void fixingLikelyMistakesReadsTheWholeBook();

private:
    QString write(const QString &name, const QList<Entry> &entries)
    {
        return writeZip(m_dir.filePath(name), entries);
    }
    QTemporaryDir m_dir;
};

void TestEpubBook::chaptersInReadingOrder_data()
{
    QTest::addColumn<bool>("epub3");
    QTest::newRow("EPUB 3: the navigation document") << true;
    QTest::newRow("EPUB 2: the NCX") << false;
}

void TestEpubBook::chaptersInReadingOrder()
{
    QFETCH(bool, epub3);
    // The manifest lists the chapters backwards; the spine reads them in order, and the
    // navigation document is no chapter of its own.
    QString error;
    const std::optional<EpubBook> book =
        EpubBook::open(write(QStringLiteral("three.epub"), epub::book(3, epub3)), &error);
    QVERIFY2(book, qPrintable(error));
    QCOMPARE(book->chapters().size(), 3);
    QCOMPARE(book->chapters()[0].entry, QStringLiteral("OEBPS/Text/章1.xhtml"));
    QCOMPARE(book->chapters()[2].entry, QStringLiteral("OEBPS/Text/章3.xhtml"));
    // Titled by the table of contents where it names the chapter, else by the file.
    QCOMPARE(book->chapters()[0].title, QStringLiteral("第一章 头发"));
    QCOMPARE(book->chapters()[1].title, QStringLiteral("章2"));
    QCOMPARE(book->chapterOf(QStringLiteral("OEBPS/Text/章2.xhtml")), 1);
    QVERIFY(!book->chapterOf(QStringLiteral("OEBPS/nav.xhtml")));
}

// A title's XML white space collapses to a space; its ideographic space (第一章　头发) is its own.
void TestEpubBook::aTitleKeepsItsIdeographicSpace()
{
    QList<Entry> entries = epub::book(1, true);
    for (Entry &entry : entries) {
        if (entry.name == QStringLiteral("OEBPS/nav.xhtml"))
            entry.bytes.replace(QStringLiteral("第一章 头发").toUtf8(),
                                QStringLiteral("第一章　头发\n        上").toUtf8());
    }
    QString error;
    const std::optional<EpubBook> book =
        EpubBook::open(write(QStringLiteral("spaces.epub"), entries), &error);
    QVERIFY2(book, qPrintable(error));
    QCOMPARE(book->chapters()[0].title, QStringLiteral("第一章　头发 上"));
}

void TestEpubBook::aChapterReadsAsItsText()
{
    QString error;
    const std::optional<EpubBook> book =
        EpubBook::open(write(QStringLiteral("one.epub"), epub::book(1, true)), &error);
    QVERIFY2(book, qPrintable(error));
    const std::optional<MarkupText> chapter = book->read(0, &error);
    QVERIFY2(chapter, qPrintable(error));
    // The document's title, then its paragraph, whose line breaks read as nothing between two Han
    // characters, else as spaces.
    const QString paragraph = QString::fromUtf8(readAll(chapterFile("000")))
                                  .left(201)
                                  .remove(QRegularExpression(QStringLiteral(
                                      "(?<=[\\x{4E00}-\\x{9FFF}])\n(?=[\\x{4E00}-\\x{9FFF}])")))
                                  .replace(u'\n', u' ');
    QCOMPARE(chapter->text(), QStringLiteral("第1章\n") + paragraph + u'\n');
}

void TestEpubBook::aBookWrittenFromItsReviewedChapters()
{
    QString error;
    const QString input = write(QStringLiteral("reviewed.epub"), epub::book(2, true));
    const std::optional<EpubBook> book = EpubBook::open(input, &error);
    QVERIFY2(book, qPrintable(error));
    const std::optional<MarkupText> first = book->read(0, &error);
    QVERIFY2(first, qPrintable(error));
    // The first chapter as a reviewer left it: converted, then edited.
    const ConversionPlan plan = plainPlan(QStringLiteral("s2t"));
    const QString reviewed =
        convertText(plan, first->text()).replace(u'第', QStringLiteral("【第"));
    const QString output = m_dir.filePath(QStringLiteral("reviewed.zh-Hant.epub"));
    JobControl control;
    const std::optional<QString> failed = EpubConversion::convert(
        input, output, plan, &control, nullptr, {{book->chapters()[0].entry, reviewed}});
    QVERIFY2(!failed, qPrintable(failed.value_or(QString())));

    const std::optional<EpubBook> written = EpubBook::open(output, &error);
    QVERIFY2(written, qPrintable(error));
    // The reviewed chapter reads exactly as the reviewer left it; the other is converted.
    QCOMPARE(written->read(0, &error)->text(), reviewed);
    const QString second = book->read(1, &error)->text();
    QCOMPARE(written->read(1, &error)->text(), convertText(plan, second));
    QVERIFY(written->read(1, &error)->text() != second);

    // A paragraph split in review cannot be written as it reads: refused, nothing written.
    const QString split = QString(reviewed).replace(u'。', QStringLiteral("。\n"));
    const QString refused = m_dir.filePath(QStringLiteral("split.zh-Hant.epub"));
    const std::optional<QString> why = EpubConversion::convert(
        input, refused, plan, &control, nullptr, {{book->chapters()[0].entry, split}});
    QVERIFY(why);
    QVERIFY2(why->contains(QStringLiteral("OEBPS/Text/章1.xhtml, line 2: a paragraph is split")),
             qPrintable(*why));
    QVERIFY(!QFile::exists(refused));

    // Split further down, in a chapter long enough that its text and the edited one, two
    // scripts, would be diffed coarsely as one block: the line named is the one split.
    QList<Entry> entries = epub::book(2, true);
    for (Entry &entry : entries) {
        if (entry.name == u"OEBPS/Text/章1.xhtml")
            entry.bytes = epub::longChapterDocument(1, 30000);
    }
    const QString longer = write(QStringLiteral("longer.epub"), entries);
    const std::optional<EpubBook> longerBook = EpubBook::open(longer, &error);
    QVERIFY2(longerBook, qPrintable(error));
    QStringList lines = convertText(plan, longerBook->read(0, &error)->text()).split(u'\n');
    QVERIFY(lines.size() > 8);
    lines[6].insert(lines[6].size() / 2, u'\n');
    const std::optional<QString> named =
        EpubConversion::convert(longer, refused, plan, &control, nullptr,
                                {{longerBook->chapters()[0].entry, lines.join(u'\n')}});
    QVERIFY(named);
    QVERIFY2(named->contains(QStringLiteral("OEBPS/Text/章1.xhtml, line 7: a paragraph is split")),
             qPrintable(*named));
    QVERIFY(!QFile::exists(refused));
}

void TestEpubBook::aBrokenChapterIsNamed()
{
    QList<Entry> entries = epub::book(2, true);
    for (Entry &entry : entries) {
        if (entry.name == u"OEBPS/Text/章2.xhtml")
            entry.bytes = "<html><body><p>头发</b></body></html>";
    }
    const QString path = write(QStringLiteral("broken.epub"), entries);
    QString error;
    const std::optional<EpubBook> book = EpubBook::open(path, &error);
    QVERIFY2(book, qPrintable(error));
    QVERIFY(book->read(0, &error));
    QVERIFY(!book->read(1, &error));
    QVERIFY2(error.startsWith(path + QStringLiteral(": OEBPS/Text/章2.xhtml, line 1")),
             qPrintable(error));
    // Found before it is opened, with the same reason; none when the search is cancelled.
    const QList<EpubBook::UnreadableChapter> unreadable = book->unreadableChapters(nullptr, &error);
    QCOMPARE(unreadable.size(), 1);
    QCOMPARE(unreadable.front().chapter, 1);
    QCOMPARE(unreadable.front().why, error);
    JobControl cancelled;
    cancelled.cancel();
    QVERIFY(book->unreadableChapters(&cancelled, &error).isEmpty());
    // An entry whose deflated bytes are damaged: the book named once, then the entry.
    QByteArray zip = readAll(path);
    const QByteArray name = QStringLiteral("OEBPS/Text/章1.xhtml").toUtf8();
    const qsizetype data = zip.indexOf(name) + name.size(); // the local header's name, then data
    QVERIFY(data > name.size());
    for (qsizetype at = data + 4; at < data + 24; ++at)
        zip[at] = char(zip[at] ^ 0x5a);
    const QString damaged = m_dir.filePath(QStringLiteral("damaged.epub"));
    QVERIFY(writeAll(damaged, zip));
    const std::optional<EpubBook> opened = EpubBook::open(damaged, &error);
    QVERIFY2(opened, qPrintable(error));
    QVERIFY(!opened->wholeText(&error));
    QVERIFY2(error.startsWith(damaged + QStringLiteral(": the entry OEBPS/Text/章1.xhtml")) &&
                 error.count(damaged) == 1,
             qPrintable(error));
}

// A chapter whose XML is broken fails the book's whole text, but not its names: they are found
// in the chapters that read (the window's Names list and fixes of every other chapter), and the
// broken one says why where it is opened.
void TestEpubBook::aBrokenChapterLeavesTheOthersTheirNames()
{
    QString story;
    for (const QString &line : QString::fromUtf8(readAll(namesChapter("01_rainy_night.txt")))
                                   .split(u'\n', Qt::SkipEmptyParts))
        story += QStringLiteral("<p>%1</p>").arg(line.toHtmlEscaped());
    QList<epub::Entry> entries = epub::bookWithChapter(3, 1, story);
    for (epub::Entry &entry : entries) {
        if (entry.name == QStringLiteral("OEBPS/Text/章2.xhtml"))
            entry.bytes.replace("<p>", "<p><b>");
    }
    const QString path = write(QStringLiteral("broken-names.epub"), entries);
    QString error;
    const std::optional<EpubBook> book = EpubBook::open(path, &error);
    QVERIFY2(book, qPrintable(error));
    QVERIFY(!book->wholeText(&error));
    const std::optional<ChapteredText> readable =
        book->wholeText(&error, EpubBook::Unreadable::Skip);
    QVERIFY(readable);
    QVERIFY(readable->text.contains(QStringLiteral("子于")));
    const FoundNames names = BookNames::ofEpub(path, nullptr);
    QCOMPARE(names.all().size(), size_t(1));
    QCOMPARE(names.all().front().surname + names.all().front().given, QStringLiteral("陈子于"));
}

// Fixing OpenCC's likely mistakes judges the whole text: the book's chapters convert as one text,
// each written as its part of that conversion reads.
void TestEpubBook::fixingLikelyMistakesReadsTheWholeBook()
{
    QString error;
    const QString input = write(QStringLiteral("fixed.epub"), epub::book(3, false));
    const std::optional<EpubBook> book = EpubBook::open(input, &error);
    QVERIFY2(book, qPrintable(error));
    ConversionPlan plan = plainPlan(QStringLiteral("s2t"));
    plan.fixLikely = true;
    const QString output = m_dir.filePath(QStringLiteral("fixed.zh-Hant.epub"));
    JobControl control;
    const std::optional<QString> failed = EpubConversion::convert(input, output, plan, &control);
    QVERIFY2(!failed, qPrintable(failed.value_or(QString())));
    const std::optional<ChapteredText> whole = book->wholeText(&error);
    QVERIFY2(whole, qPrintable(error));
    const QString converted = convertText(plan, whole->text);
    const std::optional<EpubBook> written = EpubBook::open(output, &error);
    QVERIFY2(written, qPrintable(error));
    QString read;
    for (int chapter = 0; chapter < 3; ++chapter)
        read += written->read(chapter, &error)->text();
    QCOMPARE(read, converted);
}

DUIZHAO_TEST_MAIN(TestEpubBook)
#include "tst_epubbook.moc"
