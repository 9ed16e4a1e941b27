// SPDX-License-Identifier: GPL-3.0-or-later
#include "epub/epubarchive.h"
#include "epub/epubpackage.h"
#include "epubtestsupport.h"
#include "testsupport.h"

#include <QTemporaryDir>

using namespace duizhao;
using namespace duizhao::testing;
using namespace duizhao::testing::epub;

// A book's package read: its files, reading order and table of contents, as EPUB 3 and EPUB 2
// books made here from the test chapters give them; packages that would mislead refused.
class TestEpubPackage : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void readsAnEpub3();
    void readsAnEpub2();
    void threeThousandChapters();
    void refusesMisleadingPackages_data();
    void refusesMisleadingPackages();
    void refusesAnEntityBomb();

private:
    QTemporaryDir m_dir;
};

namespace {

QByteArray chapterDocument(int chapter)
{
    QByteArray text = readAll(chapterFile("000")).left(600 + chapter % 7);
    return "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<html "
           "xmlns=\"http://www.w3.org/1999/xhtml\"><head><title>第" +
           QByteArray::number(chapter) + "章</title></head><body><p>" + text +
           "</p></body></html>\n";
}

// A book of `chapters` chapters listed in the manifest in reverse and read in order, with an
// EPUB 3 navigation document or an EPUB 2 NCX; `manifestExtra` and `spineExtra` are added to
// the package as they are.
QList<Entry> book(int chapters, bool epub3, const QByteArray &manifestExtra = {},
                  const QByteArray &spineExtra = {})
{
    QList<Entry> entries{
        {QStringLiteral("mimetype"), "application/epub+zip", true},
        {QStringLiteral("META-INF/container.xml"), container(QStringLiteral("OEBPS/content.opf"))}};
    QByteArray manifest;
    QByteArray spine;
    for (int chapter = chapters; chapter >= 1; --chapter) {
        const QByteArray id = "c" + QByteArray::number(chapter);
        manifest += "<item id=\"" + id + "\" href=\"Text/%E7%AB%A0" + QByteArray::number(chapter) +
                    ".xhtml\" media-type=\"application/xhtml+xml\"/>\n";
        entries.append(
            {QStringLiteral("OEBPS/Text/章%1.xhtml").arg(chapter), chapterDocument(chapter)});
    }
    for (int chapter = 1; chapter <= chapters; ++chapter)
        spine += "<itemref idref=\"c" + QByteArray::number(chapter) + "\"/>\n";
    if (epub3) {
        manifest +=
            R"(<item id="nav" href="nav.xhtml" media-type="application/xhtml+xml" properties="nav"/>)";
        entries.append({QStringLiteral("OEBPS/nav.xhtml"), "<html/>"});
    } else {
        manifest += R"(<item id="ncx" href="toc.ncx" media-type="application/x-dtbncx+xml"/>)";
        entries.append({QStringLiteral("OEBPS/toc.ncx"), "<ncx/>"});
    }
    const QByteArray package = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<package "
                               "xmlns=\"http://www.idpf.org/2007/opf\" version=\"" +
                               QByteArray(epub3 ? "3.0" : "2.0") + "\"><metadata/><manifest>" +
                               manifest + manifestExtra + "</manifest><spine" +
                               QByteArray(epub3 ? "" : " toc=\"ncx\"") + ">" + spine + spineExtra +
                               "</spine></package>\n";
    entries.insert(2, {QStringLiteral("OEBPS/content.opf"), package});
    return entries;
}

} // namespace

void TestEpubPackage::readsAnEpub3()
{
    const QString path = writeZip(m_dir.filePath(QStringLiteral("three.epub")), book(3, true));
    QString error;
    const std::optional<EpubArchive> archive = EpubArchive::open(path, &error);
    QVERIFY2(archive, qPrintable(error));
    const std::optional<EpubPackage> package = EpubPackage::read(*archive, &error);
    QVERIFY2(package, qPrintable(error));
    QCOMPARE(package->path(), QStringLiteral("OEBPS/content.opf"));
    QCOMPARE(package->version(), QStringLiteral("3.0"));
    // In the spine's order, not the manifest's; hrefs percent-decoded, relative to the package.
    QCOMPARE(package->readingOrder(), QStringList({QStringLiteral("OEBPS/Text/章1.xhtml"),
                                                   QStringLiteral("OEBPS/Text/章2.xhtml"),
                                                   QStringLiteral("OEBPS/Text/章3.xhtml")}));
    QCOMPARE(package->navigation(), QStringLiteral("OEBPS/nav.xhtml"));
    QVERIFY(package->ncx().isEmpty());
    QCOMPARE(package->items().size(), 4);
    QVERIFY(EpubPackage::isContentDocument(package->items().first()));
}

void TestEpubPackage::readsAnEpub2()
{
    const QString path = writeZip(m_dir.filePath(QStringLiteral("two.epub")), book(2, false));
    QString error;
    const std::optional<EpubArchive> archive = EpubArchive::open(path, &error);
    QVERIFY2(archive, qPrintable(error));
    const std::optional<EpubPackage> package = EpubPackage::read(*archive, &error);
    QVERIFY2(package, qPrintable(error));
    QCOMPARE(package->version(), QStringLiteral("2.0"));
    QCOMPARE(package->ncx(), QStringLiteral("OEBPS/toc.ncx"));
    QVERIFY(package->navigation().isEmpty());
    QCOMPARE(package->readingOrder().size(), 2);
}

void TestEpubPackage::threeThousandChapters()
{
    const QString path = writeZip(m_dir.filePath(QStringLiteral("long.epub")), book(3000, true));
    QVERIFY(!path.isEmpty());
    QString error;
    const std::optional<EpubArchive> archive = EpubArchive::open(path, &error);
    QVERIFY2(archive, qPrintable(error));
    const std::optional<EpubPackage> package = EpubPackage::read(*archive, &error);
    QVERIFY2(package, qPrintable(error));
    QCOMPARE(package->readingOrder().size(), 3000);
    QCOMPARE(package->readingOrder().last(), QStringLiteral("OEBPS/Text/章3000.xhtml"));
}

void TestEpubPackage::refusesMisleadingPackages_data()
{
    QTest::addColumn<QByteArray>("manifestExtra");
    QTest::addColumn<QByteArray>("spineExtra");
    QTest::addColumn<QString>("reason");
    QTest::newRow("an item outside the book")
        << QByteArray(R"(<item id="x" href="../../etc/passwd" media-type="text/plain"/>)")
        << QByteArray() << QStringLiteral("lies outside the book");
    QTest::newRow("an item the book lacks")
        << QByteArray(
               R"(<item id="x" href="Text/missing.xhtml" media-type="application/xhtml+xml"/>)")
        << QByteArray() << QStringLiteral("OEBPS/Text/missing.xhtml is not in the book");
    QTest::newRow("a spine of an unlisted item")
        << QByteArray() << QByteArray(R"(<itemref idref="nowhere"/>)")
        << QStringLiteral("names nowhere");
    QTest::newRow("not well-formed") << QByteArray("<item id=\"x\">") << QByteArray()
                                     << QStringLiteral("OEBPS/content.opf, line");
}

void TestEpubPackage::refusesMisleadingPackages()
{
    QFETCH(QByteArray, manifestExtra);
    QFETCH(QByteArray, spineExtra);
    QFETCH(QString, reason);
    const QString path = writeZip(m_dir.filePath(QStringLiteral("misleading.epub")),
                                  book(2, true, manifestExtra, spineExtra));
    QString error;
    const std::optional<EpubArchive> archive = EpubArchive::open(path, &error);
    QVERIFY2(archive, qPrintable(error));
    QVERIFY(!EpubPackage::read(*archive, &error));
    QVERIFY2(error.startsWith(path) && error.contains(reason), qPrintable(error));
}

// A billion laughs: a few hundred bytes that expand to gigabytes, refused before any expands.
void TestEpubPackage::refusesAnEntityBomb()
{
    QList<Entry> entries = book(1, true);
    QByteArray bomb = "<?xml version=\"1.0\"?>\n<!DOCTYPE container [\n<!ENTITY a \"laugh\">\n";
    for (char level = 'b'; level <= 'j'; ++level) {
        const QByteArray previous = "&" + QByteArray(1, char(level - 1)) + ";";
        bomb += "<!ENTITY " + QByteArray(1, level) + " \"" + previous.repeated(10) + "\">\n";
    }
    bomb += "]>\n<container><rootfiles><rootfile full-path=\"&j;\"/></rootfiles></container>\n";
    entries[1].bytes = bomb;
    const QString path = writeZip(m_dir.filePath(QStringLiteral("bomb.epub")), entries);
    QString error;
    const std::optional<EpubArchive> archive = EpubArchive::open(path, &error);
    QVERIFY2(archive, qPrintable(error));
    QVERIFY(!EpubPackage::read(*archive, &error));
    QVERIFY2(error.contains(QStringLiteral("META-INF/container.xml, line")) &&
                 error.contains(QStringLiteral("declares entities")),
             qPrintable(error));
}

QTEST_GUILESS_MAIN(TestEpubPackage)
#include "tst_epubpackage.moc"
