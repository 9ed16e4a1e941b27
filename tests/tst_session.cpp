// SPDX-License-Identifier: GPL-3.0-or-later
#include "conversionjobs.h"
#include "session.h"
#include "testsupport.h"

#include <QTemporaryDir>

using namespace duizhao;
using namespace duizhao::testing;

// The text open in the window, without a window: the two sides of a conversion or of two
// editions, where each belongs and how it is saved.
class TestSession : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void conversionSidesAndSaving();
    void editionsKeepTheirFiles();
    void defaultSavePathNamesTheScript_data();
    void defaultSavePathNamesTheScript();
    void highlightsFollowTheirSidesEdits();
};

void TestSession::conversionSidesAndSaving()
{
    QTemporaryDir dir;
    ConversionOutcome outcome;
    outcome.path = dir.filePath(QStringLiteral("chapter.txt"));
    outcome.format.encoding = TextEncoding::Gb18030;
    Session session;
    session.take(outcome);
    QVERIFY(!session.isComparing());
    QCOMPARE(session.side(DiffSide::A).path, outcome.path);
    QVERIFY(session.side(DiffSide::B).path.isEmpty()); // not saved yet
    // The conversion is written as its original was read, and remembered where.
    const QString target = dir.filePath(QStringLiteral("chapter.zh-Hant.txt"));
    QVERIFY(!session.save(DiffSide::B, QStringLiteral("頭髮\n"), target,
                          session.side(DiffSide::B).format));
    QCOMPARE(session.side(DiffSide::B).path, target);
    QStringDecoder gb = TextEncoding::decoder(TextEncoding::Gb18030);
    QCOMPARE(QString(gb.decode(readAll(target))), QStringLiteral("頭髮\n"));
    // A failed save changes nothing.
    QVERIFY(session.save(DiffSide::B, QStringLiteral("x"), QStringLiteral("/proc/none/x.txt"),
                         TextFormat{}));
    QCOMPARE(session.side(DiffSide::B).path, target);
}

void TestSession::editionsKeepTheirFiles()
{
    ConversionOutcome outcome;
    outcome.comparing = true;
    outcome.path = QStringLiteral("/books/first.txt");
    outcome.secondPath = QStringLiteral("/books/second.txt");
    outcome.secondFormat.encoding = TextEncoding::Big5;
    Session session;
    session.take(outcome);
    QVERIFY(session.isComparing());
    QCOMPARE(session.side(DiffSide::B).path, QStringLiteral("/books/second.txt"));
    QCOMPARE(session.side(DiffSide::B).format.encoding, TextEncoding::Big5);
}

void TestSession::defaultSavePathNamesTheScript_data()
{
    QTest::addColumn<QString>("config");
    QTest::addColumn<QString>("name");
    QTest::newRow("to Traditional")
        << QStringLiteral("s2twp") << QStringLiteral("chapter.zh-Hant.txt");
    QTest::newRow("to Simplified")
        << QStringLiteral("t2s") << QStringLiteral("chapter.zh-Hans.txt");
    QTest::newRow("to Japanese") << QStringLiteral("t2jp") << QStringLiteral("chapter.ja.txt");
    QTest::newRow("a config of one's own")
        << QStringLiteral("mine") << QStringLiteral("chapter.mine.txt");
}

void TestSession::defaultSavePathNamesTheScript()
{
    QFETCH(QString, config);
    QFETCH(QString, name);
    ConversionOutcome outcome;
    outcome.path = QStringLiteral("/books/chapter.txt");
    Session session;
    session.take(outcome);
    QCOMPARE(session.defaultSavePath(config), QStringLiteral("/books/") + name);
}

// Each side's highlights move with that side's edits only, and a new job's replace them.
void TestSession::highlightsFollowTheirSidesEdits()
{
    Session session;
    QVERIFY(session.highlights(DiffSide::A)->empty());
    session.setHighlights(DiffSide::A, std::make_shared<std::vector<Highlight>>(
                                           std::vector<Highlight>{{3, 1, 0, 1}}));
    session.setHighlights(DiffSide::B, std::make_shared<std::vector<Highlight>>(
                                           std::vector<Highlight>{{3, 1, 0, 1}, {5, 2, 1, 1}}));
    session.followEdit(DiffSide::B, 0, 0, 2);
    QCOMPARE(session.highlights(DiffSide::A)->front().position, 3);
    QCOMPARE(session.highlights(DiffSide::B)->front().position, 5);
    QCOMPARE(session.highlights(DiffSide::B)->back().position, 7);
    QCOMPARE(session.edits(DiffSide::B)->size(), size_t(1));
    QCOMPARE(session.edits(DiffSide::B)->front().position, 0);
    QCOMPARE(session.edits(DiffSide::B)->front().length, 2);
    QVERIFY(session.edits(DiffSide::A)->empty());
    session.setHighlights(DiffSide::B, nullptr);
    QVERIFY(session.highlights(DiffSide::B)->empty());
}

QTEST_GUILESS_MAIN(TestSession)
#include "tst_session.moc"
