// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/conversion/glossary.h"
#include "document/book.h"
#include "testsupport.h"

#include <QDir>
#include <QFileInfo>
#include <QTemporaryDir>

#include <algorithm>

using namespace duizhao;
using namespace duizhao::testing;

// A folder of chapters as the window opens it, without a window.
class TestBook : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void chaptersComeInReadingOrder();
    void chineseNumeralsAreNumbers();
    void neighboursStopAtTheEnds();
    void aFolderWithoutTextHasNoChapter();
};

void TestBook::chaptersComeInReadingOrder()
{
    QTemporaryDir dir;
    for (const char *name :
         {"第10章.txt", "第2章.txt", "第01章 序.txt", "第1章.txt", "cover.jpg", ".notes.txt"})
        QVERIFY(writeAll(dir.filePath(QString::fromUtf8(name)), "第一回\n"));
    QVERIFY(writeAll(dir.filePath(Glossary::fileName()), "头发=頭髮\n"));
    // Opened by a path that is neither absolute nor clean.
    const QString roundabout = QDir::current().relativeFilePath(dir.path()) + QStringLiteral("/.");
    const Book book = Book::ofFolder(roundabout);
    QVERIFY(book.isOpen());
    QCOMPARE(book.folder(), QDir::cleanPath(dir.path()));
    // By the numbers in the names, not character by character (第10章 after 第2章); the glossary,
    // hidden files and what is not text are no chapters.
    QCOMPARE(book.chapterCount(), 4);
    QCOMPARE(book.title(0), QStringLiteral("第01章 序.txt")); // 01 is 1, and "章 " before "章."
    QCOMPARE(book.title(1), QStringLiteral("第1章.txt"));
    QCOMPARE(book.title(2), QStringLiteral("第2章.txt"));
    QCOMPARE(book.title(3), QStringLiteral("第10章.txt"));
    QCOMPARE(book.path(3), dir.filePath(QStringLiteral("第10章.txt")));
    QCOMPARE(book.chapterOf(dir.filePath(QStringLiteral("第2章.txt"))), std::optional<int>(2));
    QCOMPARE(book.chapterOf(dir.filePath(QStringLiteral("cover.jpg"))), std::nullopt);
    QVERIFY(!book.skipped().isEmpty()); // the hidden file, named with why
}

// Web novels number their chapters in Chinese numerals as often as in digits, volumes too.
void TestBook::chineseNumeralsAreNumbers()
{
    QTemporaryDir dir;
    const QStringList reading{
        QStringLiteral("第一卷/第一章 初见.txt"),
        QStringLiteral("第一卷/第二章.txt"),
        QStringLiteral("第一卷/第9章.txt"),
        QStringLiteral("第一卷/第十章.txt"),
        QStringLiteral("第一卷/第十一章.txt"),
        QStringLiteral("第一卷/第二十章.txt"),
        QStringLiteral("第一卷/第九十九章.txt"),
        QStringLiteral("第一卷/第一百章.txt"),
        QStringLiteral("第一卷/第一百零五章.txt"),
        QStringLiteral("第一卷/第一百一十章.txt"),
        QStringLiteral("第一卷/第三千零二十章.txt"),
        QStringLiteral("第一卷/第一万零一章.txt"),
        QStringLiteral("第二卷/第一章.txt"),
        QStringLiteral("第十卷/第一章.txt"),
        QStringLiteral("第十卷/第二〇二三章 番外.txt"),
    };
    QStringList shuffled = reading;
    std::reverse(shuffled.begin(), shuffled.end());
    std::swap(shuffled[2], shuffled[9]);
    for (const QString &name : std::as_const(shuffled)) {
        QVERIFY(QDir(dir.path()).mkpath(QFileInfo(dir.filePath(name)).path()));
        QVERIFY(writeAll(dir.filePath(name), "第一回\n"));
    }
    const Book book = Book::ofFolder(dir.path());
    QStringList titles;
    for (int chapter = 0; chapter < book.chapterCount(); ++chapter)
        titles << book.title(chapter);
    // 二〇二三 is 2023, read digit by digit.
    QCOMPARE(titles, reading);
}

void TestBook::neighboursStopAtTheEnds()
{
    QTemporaryDir dir;
    for (const char *name : {"a.txt", "b.txt"})
        QVERIFY(writeAll(dir.filePath(QString::fromUtf8(name)), "第一回\n"));
    const Book book = Book::ofFolder(dir.path());
    QCOMPARE(book.neighbour(0, 1), std::optional<int>(1));
    QCOMPARE(book.neighbour(0, -1), std::nullopt);
    QCOMPARE(book.neighbour(1, 1), std::nullopt);
    QCOMPARE(book.neighbour(1, -1), std::optional<int>(0));
}

void TestBook::aFolderWithoutTextHasNoChapter()
{
    QTemporaryDir dir;
    QVERIFY(writeAll(dir.filePath(QStringLiteral("cover.jpg")), "\xff\xd8"));
    QCOMPARE(Book::ofFolder(dir.path()).chapterCount(), 0);
}

DUIZHAO_TEST_MAIN(TestBook)
#include "tst_book.moc"
