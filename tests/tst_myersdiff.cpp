// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/diff/myersdiff.h"
#include "core/jobs/jobcontrol.h"
#include "testsupport.h"

#include <QRandomGenerator>

using namespace duizhao;

namespace {

std::vector<int> keys(const char *text)
{
    std::vector<int> result;
    for (const char *c = text; *c; ++c)
        result.push_back(*c);
    return result;
}

// Length of the longest common subsequence, by the textbook dynamic programme.
int lcsLength(const std::vector<int> &a, const std::vector<int> &b)
{
    std::vector<int> row(b.size() + 1, 0);
    for (size_t i = 1; i <= a.size(); ++i) {
        int diagonal = 0;
        for (size_t j = 1; j <= b.size(); ++j) {
            const int above = row[j];
            row[j] = a[i - 1] == b[j - 1] ? diagonal + 1 : qMax(row[j], row[j - 1]);
            diagonal = above;
        }
    }
    return row[b.size()];
}

// Applies the changes to a and checks that b comes out; returns the number of edited elements.
int applyAndCount(const std::vector<int> &a, const std::vector<int> &b,
                  const std::vector<SequenceChange> &changes, bool *ok)
{
    std::vector<int> rebuilt;
    int aAt = 0;
    int edits = 0;
    *ok = true;
    for (const SequenceChange &change : changes) {
        if (change.aStart < aAt || change.aStart - aAt != change.bStart - int(rebuilt.size())) {
            *ok = false;
            return 0;
        }
        rebuilt.insert(rebuilt.end(), a.begin() + aAt, a.begin() + change.aStart);
        rebuilt.insert(rebuilt.end(), b.begin() + change.bStart,
                       b.begin() + change.bStart + change.bLength);
        aAt = change.aStart + change.aLength;
        edits += change.aLength + change.bLength;
    }
    rebuilt.insert(rebuilt.end(), a.begin() + aAt, a.end());
    *ok = rebuilt == b;
    return edits;
}

} // namespace

class TestMyersDiff : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void knownCases_data();
    void knownCases();
    void minimalOnRandomSequences();
    void touchingChangesAreMerged();
    void workLimitGivesCoarseButValidResult();
    void coarseFallbackIsPositionalForEqualLengths();
    void cancellationStops();
};

void TestMyersDiff::knownCases_data()
{
    QTest::addColumn<QByteArray>("a");
    QTest::addColumn<QByteArray>("b");
    QTest::addColumn<int>("edits");

    QTest::newRow("equal") << QByteArray("abc") << QByteArray("abc") << 0;
    QTest::newRow("both empty") << QByteArray() << QByteArray() << 0;
    QTest::newRow("insert into empty") << QByteArray() << QByteArray("abc") << 3;
    QTest::newRow("delete all") << QByteArray("abc") << QByteArray() << 3;
    QTest::newRow("nothing in common") << QByteArray("abc") << QByteArray("xyz") << 6;
    QTest::newRow("swap") << QByteArray("ab") << QByteArray("ba") << 2;
    QTest::newRow("Myers paper") << QByteArray("abcabba") << QByteArray("cbabac") << 5;
    QTest::newRow("middle substitution") << QByteArray("axxxb") << QByteArray("ayyyb") << 6;
}

void TestMyersDiff::knownCases()
{
    QFETCH(QByteArray, a);
    QFETCH(QByteArray, b);
    QFETCH(int, edits);
    const std::vector<int> aKeys = keys(a.constData());
    const std::vector<int> bKeys = keys(b.constData());
    MyersDiff diff(aKeys, bKeys, 1'000'000);
    bool ok = false;
    QCOMPARE(applyAndCount(aKeys, bKeys, diff.changes(), &ok), edits);
    QVERIFY(ok);
    QVERIFY(!diff.isCoarse());
}

// The result must be a valid edit script of minimal size: |a| + |b| - 2 LCS.
void TestMyersDiff::minimalOnRandomSequences()
{
    QRandomGenerator random(20261129);
    for (int round = 0; round < 400; ++round) {
        const int alphabet = 2 + int(random.bounded(6));
        std::vector<int> a(random.bounded(40));
        std::vector<int> b(random.bounded(40));
        for (int &k : a)
            k = int(random.bounded(alphabet));
        for (int &k : b)
            k = int(random.bounded(alphabet));
        MyersDiff diff(a, b, 10'000'000);
        bool ok = false;
        const int edits = applyAndCount(a, b, diff.changes(), &ok);
        QVERIFY2(ok, qPrintable(QStringLiteral("round %1").arg(round)));
        QCOMPARE(edits, int(a.size() + b.size()) - 2 * lcsLength(a, b));
    }
}

void TestMyersDiff::touchingChangesAreMerged()
{
    const std::vector<int> a = keys("xab");
    const std::vector<int> b = keys("yzab");
    MyersDiff diff(a, b, 1'000'000);
    const std::vector<SequenceChange> changes = diff.changes();
    QCOMPARE(changes.size(), size_t(1));
    QCOMPARE(changes[0], (SequenceChange{0, 1, 0, 2}));
}

void TestMyersDiff::workLimitGivesCoarseButValidResult()
{
    QRandomGenerator random(7);
    std::vector<int> a(20'000);
    std::vector<int> b(20'000);
    for (int &k : a)
        k = int(random.bounded(50));
    for (int &k : b)
        k = int(random.bounded(50));
    MyersDiff diff(a, b, 100'000);
    bool ok = false;
    applyAndCount(a, b, diff.changes(), &ok);
    QVERIFY(ok);
    QVERIFY(diff.isCoarse());
}

void TestMyersDiff::coarseFallbackIsPositionalForEqualLengths()
{
    const std::vector<int> a = keys("abcdef");
    const std::vector<int> b = keys("aXcYZf");
    std::vector<SequenceChange> out;
    MyersDiff::coarseChanges(a, b, 10, 20, out);
    QCOMPARE(out.size(), size_t(2));
    QCOMPARE(out[0], (SequenceChange{11, 1, 21, 1}));
    QCOMPARE(out[1], (SequenceChange{13, 2, 23, 2}));

    out.clear();
    MyersDiff::coarseChanges(keys("abc"), keys("ab"), 0, 0, out);
    QCOMPARE(out.size(), size_t(1));
    QCOMPARE(out[0], (SequenceChange{0, 3, 0, 2}));
}

void TestMyersDiff::cancellationStops()
{
    std::vector<int> a(200'000);
    std::vector<int> b(200'000);
    for (size_t i = 0; i < a.size(); ++i) {
        a[i] = int(i % 97);
        b[i] = int(i % 89);
    }
    JobControl control;
    control.cancel();
    QElapsedTimer timer;
    timer.start();
    MyersDiff diff(a, b, qint64(1) << 40, &control);
    (void)diff.changes();
    // Without cancellation this search would run for minutes; any bound far below that proves it
    // stopped.
    QVERIFY(timer.elapsed() < 5000);
}

DUIZHAO_TEST_MAIN(TestMyersDiff)
#include "tst_myersdiff.moc"
