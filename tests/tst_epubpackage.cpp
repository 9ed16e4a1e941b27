// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/books/epub/epubarchive.h"
#include "core/books/epub/epubpackage.h"
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
    QCOMPARE(package->items().size(), 6);
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

DUIZHAO_TEST_MAIN(TestEpubPackage)
#include "tst_epubpackage.moc"
