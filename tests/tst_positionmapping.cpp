// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/diff/positionmapping.h"
#include "testsupport.h"

using namespace duizhao;
using namespace duizhao::testing;

Q_DECLARE_METATYPE(duizhao::DiffSide)

// Positions carried from one text of a diff to the other.
class TestPositionMapping : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void spansKeepTheirPlaceThroughSameLengthChanges_data();
    void spansKeepTheirPlaceThroughSameLengthChanges();
    void boundariesThroughChangesOfLength();
    void counterpartOfAPosition_data();
    void counterpartOfAPosition();
};

// 头发很长 with the user's edits: a span of the conversion still has its place afterwards unless
// an edit of another length overlaps it.
void TestPositionMapping::spansKeepTheirPlaceThroughSameLengthChanges_data()
{
    QTest::addColumn<QString>("before");
    QTest::addColumn<QString>("after");
    QTest::addColumn<int>("position");
    QTest::addColumn<int>("length");
    QTest::addColumn<int>("mapped"); // -1: no place
    QTest::newRow("untouched") << QStringLiteral("頭髮很長") << QStringLiteral("頭髮很長") << 1 << 1
                               << 1;
    QTest::newRow("picked another candidate")
        << QStringLiteral("頭髮很長") << QStringLiteral("頭發很長") << 1 << 1 << 1;
    QTest::newRow("text inserted before")
        << QStringLiteral("頭髮很長") << QStringLiteral("她的頭髮很長") << 1 << 1 << 3;
    QTest::newRow("text removed before")
        << QStringLiteral("她的頭髮很長") << QStringLiteral("頭髮很長") << 3 << 1 << 1;
    QTest::newRow("rewritten with another length")
        << QStringLiteral("頭髮很長") << QStringLiteral("頭上的毛很長") << 1 << 1 << -1;
    QTest::newRow("inserted right at the span")
        << QStringLiteral("頭髮很長") << QStringLiteral("頭黑髮很長") << 1 << 1 << 2;
}

void TestPositionMapping::spansKeepTheirPlaceThroughSameLengthChanges()
{
    QFETCH(QString, before);
    QFETCH(QString, after);
    QFETCH(int, position);
    QFETCH(int, length);
    QFETCH(int, mapped);
    const DiffResult diff = diffTexts(before, after);
    SpanMapper mapper(diff.changes);
    QCOMPARE(mapper.map(position, length).value_or(-1), mapped);
}

void TestPositionMapping::boundariesThroughChangesOfLength()
{
    // 的士 (2) became 計程車 (3) at 2; 國 replaced 国 at 1.
    const std::vector<TextChange> changes{{1, 1, 1, 1}, {2, 2, 2, 3}};
    BoundaryMapper mapper(changes);
    QCOMPARE(mapper.mapStart(0), 0);
    QCOMPARE(mapper.mapStart(1), 1);
    QCOMPARE(mapper.mapEnd(2), 2);
    QCOMPARE(mapper.mapStart(3), 2); // inside the word: its start
    QCOMPARE(mapper.mapEnd(3), 5);   // ... or its end
    QCOMPARE(mapper.mapStart(4), 5);
    QCOMPARE(mapper.mapEnd(6), 7);
}

// 美国的士兵 → 美國計程車兵 under s2twp: changes 国/國 at 1 and 的士/計程車 at 2.
void TestPositionMapping::counterpartOfAPosition_data()
{
    QTest::addColumn<DiffSide>("side");
    QTest::addColumn<int>("position");
    QTest::addColumn<int>("change");
    QTest::addColumn<int>("otherPosition");
    QTest::addColumn<int>("otherLength");
    QTest::newRow("before any change") << DiffSide::A << 0 << -1 << 0 << 1;
    QTest::newRow("in a change") << DiffSide::A << 1 << 0 << 1 << 1;
    QTest::newRow("in a longer change") << DiffSide::A << 3 << 1 << 2 << 3;
    QTest::newRow("after it") << DiffSide::A << 4 << -1 << 5 << 1;
    QTest::newRow("from the other side") << DiffSide::B << 4 << 1 << 2 << 2;
    QTest::newRow("after it, other side") << DiffSide::B << 5 << -1 << 4 << 1;
}

void TestPositionMapping::counterpartOfAPosition()
{
    QFETCH(DiffSide, side);
    QFETCH(int, position);
    QFETCH(int, change);
    QFETCH(int, otherPosition);
    QFETCH(int, otherLength);
    const std::vector<TextChange> changes{{1, 1, 1, 1}, {2, 2, 2, 3}};
    const Counterpart found = counterpart(changes, side, position);
    QCOMPARE(found.change, change);
    QCOMPARE(found.otherPosition, otherPosition);
    QCOMPARE(found.otherLength, otherLength);
}

DUIZHAO_TEST_MAIN(TestPositionMapping)
#include "tst_positionmapping.moc"
