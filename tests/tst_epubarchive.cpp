// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/books/epub/epubarchive.h"
#include "epubtestsupport.h"
#include "testsupport.h"

#include <QTemporaryDir>

using namespace duizhao;
using namespace duizhao::testing;
using namespace duizhao::testing::epub;

// An EPUB's zip opened safely: hostile books refused before anything is read. The books are made
// here, with libzip, from the test chapters.
class TestEpubArchive : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void readsABookInItsOrder();
    void writesItsEntriesAgain();
    void refusesHostileNames_data();
    void refusesHostileNames();
    void refusesDrm_data();
    void refusesDrm();
    void obfuscatedFontsAreNoDrm();
    void refusesAZipBomb();
    void refusesADamagedEntry_data();
    void refusesADamagedEntry();
    void refusesWhatIsNoZip();

private:
    QTemporaryDir m_dir;
};

namespace {

// A small book: mimetype first and stored, a chapter of the test text.
QList<Entry> bookEntries()
{
    QByteArray chapter = "<html xmlns=\"http://www.w3.org/1999/xhtml\"><body><p>";
    chapter += readAll(chapterFile("000")).left(3000);
    chapter += "</p></body></html>";
    return {
        {QStringLiteral("mimetype"), "application/epub+zip", true},
        {QStringLiteral("META-INF/container.xml"), container(QStringLiteral("OEBPS/content.opf"))},
        {QStringLiteral("OEBPS/content.opf"), "<package/>"},
        {QStringLiteral("OEBPS/Text/chapter1.xhtml"), chapter}};
}

} // namespace

void TestEpubArchive::readsABookInItsOrder()
{
    const QList<Entry> entries = bookEntries();
    const QString path = writeZip(m_dir.filePath(QStringLiteral("book.epub")), entries);
    QVERIFY(!path.isEmpty());
    QString error;
    const std::optional<EpubArchive> book = EpubArchive::open(path, &error);
    QVERIFY2(book, qPrintable(error));
    QVERIFY(book->hasProperMimetype());
    QCOMPARE(book->entries().size(), entries.size());
    for (qsizetype index = 0; index < entries.size(); ++index) {
        QCOMPARE(book->entries()[index].name, entries[index].name);
        QCOMPARE(book->entries()[index].stored, entries[index].stored);
        QCOMPARE(book->read(entries[index].name, &error), entries[index].bytes);
    }
    QVERIFY(book->entries().last().packed < book->entries().last().size);
    QVERIFY(!book->read(QStringLiteral("OEBPS/missing.xhtml"), &error));
    QVERIFY(error.contains(QStringLiteral("OEBPS/missing.xhtml")));

    // mimetype compressed, or not first: readable, but not as readers want it.
    QList<Entry> reordered = entries;
    reordered.move(0, 2);
    const QString second = writeZip(m_dir.filePath(QStringLiteral("second.epub")), reordered);
    const std::optional<EpubArchive> misordered = EpubArchive::open(second, &error);
    QVERIFY2(misordered, qPrintable(error));
    QVERIFY(!misordered->hasProperMimetype());
}

// A book written again: the replaced entries deflated (side by side, ahead of libzip), the others
// copied as stored, each read back as it was given, in the book's order.
void TestEpubArchive::writesItsEntriesAgain()
{
    QList<Entry> entries = book(40, true);
    entries.append({QStringLiteral("OEBPS/empty.xhtml"), QByteArray()});
    const QString path = writeZip(m_dir.filePath(QStringLiteral("again.epub")), entries);
    QString error;
    const std::optional<EpubArchive> original = EpubArchive::open(path, &error);
    QVERIFY2(original, qPrintable(error));
    QHash<QString, QByteArray> replaced;
    QHash<QString, PackedEntry> packed;
    for (const Entry &entry : std::as_const(entries)) {
        if (entry.name.endsWith(QStringLiteral(".xhtml"))) {
            replaced.insert(entry.name, entry.bytes + entry.bytes); // twice as long
            packed.insert(entry.name, PackedEntry::of(replaced[entry.name], entry.stored));
        }
    }
    // A book's entries are held until it is written: each holds its deflated bytes, not the
    // room that deflating them needed at most (as large as the chapter).
    for (const PackedEntry &entry : std::as_const(packed)) {
        QVERIFY(entry.deflated);
        QCOMPARE(entry.data.capacity(), entry.data.size());
    }
    // What cannot be deflated here is left to libzip: a chapter given as it is.
    const QString given = QStringLiteral("OEBPS/Text/章1.xhtml");
    QVERIFY(packed.contains(given));
    packed[given] = PackedEntry{replaced[given], quint64(replaced[given].size()), 0, false};
    const QString written = m_dir.filePath(QStringLiteral("again.zh-Hant.epub"));
    const std::optional<QString> failed = original->writeTo(written, packed);
    QVERIFY2(!failed, qPrintable(failed.value_or(QString())));
    const std::optional<EpubArchive> again = EpubArchive::open(written, &error);
    QVERIFY2(again, qPrintable(error));
    QVERIFY(again->hasProperMimetype());
    QCOMPARE(again->entries().size(), entries.size());
    for (qsizetype index = 0; index < entries.size(); ++index) {
        const EpubEntry &entry = again->entries()[index];
        QCOMPARE(entry.name, entries[index].name);
        QCOMPARE(entry.stored, entries[index].stored);
        QCOMPARE(again->read(entry.name, &error), replaced.value(entry.name, entries[index].bytes));
        if (replaced.value(entry.name).size() > 1000)
            QVERIFY2(entry.packed < entry.size / 2, qPrintable(entry.name)); // deflated
    }
}

void TestEpubArchive::refusesHostileNames_data()
{
    QTest::addColumn<QString>("name");
    QTest::addColumn<QString>("reason");
    QTest::newRow("climbs out") << QStringLiteral("OEBPS/../../evil.xhtml")
                                << QStringLiteral("climbs out of the book");
    QTest::newRow("absolute") << QStringLiteral("/etc/evil.xhtml")
                              << QStringLiteral("absolute path");
    QTest::newRow("drive") << QStringLiteral("C:/evil.xhtml") << QStringLiteral("absolute path");
    QTest::newRow("twice, but for case")
        << QStringLiteral("OEBPS/TEXT/Chapter1.xhtml") << QStringLiteral("used twice");
}

void TestEpubArchive::refusesHostileNames()
{
    QFETCH(QString, name);
    QFETCH(QString, reason);
    QList<Entry> entries = bookEntries();
    entries.append({name, "<html/>"});
    const QString path = writeZip(m_dir.filePath(QStringLiteral("hostile.epub")), entries);
    QVERIFY(!path.isEmpty());
    QString error;
    QVERIFY(!EpubArchive::open(path, &error));
    QVERIFY2(error.startsWith(path) && error.contains(name) && error.contains(reason),
             qPrintable(error));
}

void TestEpubArchive::refusesDrm_data()
{
    QTest::addColumn<QString>("name");
    QTest::addColumn<QByteArray>("bytes");
    QTest::newRow("rights.xml") << QStringLiteral("META-INF/rights.xml") << QByteArray("<rights/>");
    QTest::newRow("encrypted chapter")
        << QStringLiteral("META-INF/encryption.xml")
        << QByteArray(R"(<encryption xmlns="urn:oasis:names:tc:opendocument:xmlns:container"
    xmlns:enc="http://www.w3.org/2001/04/xmlenc#">
  <enc:EncryptedData>
    <enc:EncryptionMethod Algorithm="http://www.w3.org/2001/04/xmlenc#aes128-cbc"/>
    <enc:CipherData><enc:CipherReference URI="OEBPS/Text/chapter1.xhtml"/></enc:CipherData>
  </enc:EncryptedData>
</encryption>)");
}

void TestEpubArchive::refusesDrm()
{
    QFETCH(QString, name);
    QFETCH(QByteArray, bytes);
    QList<Entry> entries = bookEntries();
    entries.insert(2, {name, bytes});
    const QString path = writeZip(m_dir.filePath(QStringLiteral("drm.epub")), entries);
    QString error;
    QVERIFY(!EpubArchive::open(path, &error));
    QVERIFY2(error.contains(QStringLiteral("DRM")), qPrintable(error));
}

// Embedded fonts are often obfuscated (the IDPF's or Adobe's algorithm): that is no DRM, the book's
// text is there to read.
void TestEpubArchive::obfuscatedFontsAreNoDrm()
{
    QList<Entry> entries = bookEntries();
    entries.insert(2, {QStringLiteral("META-INF/encryption.xml"),
                       R"(<encryption xmlns="urn:oasis:names:tc:opendocument:xmlns:container"
    xmlns:enc="http://www.w3.org/2001/04/xmlenc#">
  <enc:EncryptedData>
    <enc:EncryptionMethod Algorithm="http://www.idpf.org/2008/embedding"/>
    <enc:CipherData><enc:CipherReference URI="OEBPS/Fonts/kai.ttf"/></enc:CipherData>
  </enc:EncryptedData>
</encryption>)"});
    const QString path = writeZip(m_dir.filePath(QStringLiteral("fonts.epub")), entries);
    QString error;
    QVERIFY2(EpubArchive::open(path, &error), qPrintable(error));
}

// 64 MB of one byte deflates to some 64 KB: refused by its ratio before it is inflated; the same
// under a lower bound on the whole.
void TestEpubArchive::refusesAZipBomb()
{
    QList<Entry> entries = bookEntries();
    entries.append({QStringLiteral("OEBPS/Text/bomb.xhtml"), QByteArray(64 << 20, 'a')});
    const QString path = writeZip(m_dir.filePath(QStringLiteral("bomb.epub")), entries);
    QVERIFY(!path.isEmpty());
    QString error;
    QVERIFY(!EpubArchive::open(path, &error));
    QVERIFY2(error.contains(QStringLiteral("OEBPS/Text/bomb.xhtml")) &&
                 error.contains(QStringLiteral("zip bomb")),
             qPrintable(error));
    EpubLimits small;
    small.totalSize = 1024;
    QVERIFY(!EpubArchive::open(m_dir.filePath(QStringLiteral("book.epub")), &error, small));
    QVERIFY2(error.contains(QStringLiteral("uncompressed")), qPrintable(error));
}

// A deflated entry whose data is damaged, or whose headers lie about it, is refused with the book,
// the entry and the reason, as libzip refused it before the entries were inflated side by side.
void TestEpubArchive::refusesADamagedEntry_data()
{
    QTest::addColumn<QString>("damage");
    QTest::addColumn<QString>("reason");
    QTest::newRow("its CRC") << QStringLiteral("crc") << QStringLiteral("CRC error");
    QTest::newRow("its deflated data")
        << QStringLiteral("data") << QStringLiteral("compressed data is not valid");
    QTest::newRow("a size larger than its bytes")
        << QStringLiteral("larger") << QStringLiteral("does not hold the");
    QTest::newRow("a size smaller than its bytes")
        << QStringLiteral("smaller") << QStringLiteral("does not hold the");
}

void TestEpubArchive::refusesADamagedEntry()
{
    QFETCH(QString, damage);
    QFETCH(QString, reason);
    const QString chapter = QStringLiteral("OEBPS/Text/chapter1.xhtml");
    const QString path =
        writeZip(m_dir.filePath(QStringLiteral("damaged-%1.epub").arg(damage)), bookEntries());
    QVERIFY(!path.isEmpty());
    QByteArray zip = readAll(path);
    const Headers headers = headersOf(zip, chapter.toUtf8());
    QVERIFY(headers.local >= 0 && headers.central >= 0);
    QCOMPARE(field(zip, headers.central + 10, 2), 8u); // deflated
    // The same field in both headers: the local one at the central one's offset less two.
    const auto change = [&](qsizetype centralOffset, qint64 by) {
        const quint32 value = field(zip, headers.central + centralOffset, 4);
        setField(zip, headers.central + centralOffset, 4, quint32(qint64(value) + by));
        setField(zip, headers.local + centralOffset - 2, 4, quint32(qint64(value) + by));
    };
    if (damage == u"crc") {
        change(16, 1);
    } else if (damage == u"larger") {
        change(24, 10);
    } else if (damage == u"smaller") {
        change(24, -10);
    } else {
        zip[dataOf(zip, chapter.toUtf8())] = char(0xFF); // a final block of a type deflate reserves
    }
    QVERIFY(writeAll(path, zip));
    QString error;
    const std::optional<EpubArchive> book = EpubArchive::open(path, &error);
    QVERIFY2(book, qPrintable(error));
    QVERIFY(!book->read(chapter, &error));
    QVERIFY2(error.startsWith(path) && error.contains(chapter) && error.contains(reason),
             qPrintable(error));
    // The entries not damaged read as they did.
    QCOMPARE(book->read(QStringLiteral("OEBPS/content.opf"), &error), QByteArray("<package/>"));
}

void TestEpubArchive::refusesWhatIsNoZip()
{
    const QString path = m_dir.filePath(QStringLiteral("text.epub"));
    QVERIFY(writeAll(path, readAll(chapterFile("000"))));
    QString error;
    QVERIFY(!EpubArchive::open(path, &error));
    QVERIFY2(error.startsWith(path) && error.contains(QStringLiteral("no zip archive")),
             qPrintable(error));
    // A book cut short, an empty file and none at all, each said as it is.
    const QString book = writeZip(m_dir.filePath(QStringLiteral("whole.epub")), bookEntries());
    QVERIFY(!book.isEmpty());
    const QString cut = m_dir.filePath(QStringLiteral("cut.epub"));
    QVERIFY(writeAll(cut, readAll(book).first(1000)));
    QVERIFY(!EpubArchive::open(cut, &error));
    QVERIFY2(error == cut + QStringLiteral(": not an EPUB: it is no zip archive, or one cut short "
                                           "(its directory, at its end, is missing)"),
             qPrintable(error));
    const QString empty = m_dir.filePath(QStringLiteral("empty.epub"));
    QVERIFY(writeAll(empty, QByteArray()));
    QVERIFY(!EpubArchive::open(empty, &error));
    QCOMPARE(error, empty + QStringLiteral(": the file is empty"));
    const QString none = m_dir.filePath(QStringLiteral("none.epub"));
    QVERIFY(!EpubArchive::open(none, &error));
    QCOMPARE(error, none + QStringLiteral(": the file does not exist"));
}

DUIZHAO_TEST_MAIN(TestEpubArchive)
#include "tst_epubarchive.moc"
