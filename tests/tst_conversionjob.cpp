// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/conversion/configcatalog.h"
#include "core/conversion/converter.h"
#include "core/jobs/conversionjob.h"
#include "core/jobs/jobcontrol.h"
#include "core/jobs/workerpool.h"
#include "testsupport.h"

#include <QThreadPool>
#include <QtConcurrent/QtConcurrentMap>
#include <QtConcurrent/QtConcurrentRun>

#include <atomic>

using namespace duizhao;
using namespace duizhao::testing;

class TestConversionJob : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void convertsAndDiffs();
    void oneToManyTraps_data();
    void oneToManyTraps();
    void cancelled();
    void aJobsChunksRunOnEveryWorker();
};

void TestConversionJob::convertsAndDiffs()
{
    const QString source = readUtf8(chapterFile("000"));
    JobControl control;
    const ConversionResult result =
        runConversion({source, loadConverter(QStringLiteral("s2t")), {}}, &control);
    QVERIFY(!result.cancelled);
    QCOMPARE(result.converted.toUtf8(), runOpenccTool(QStringLiteral("s2t"), chapterFile("000")));
    QCOMPARE(result.diff.stats.aCharsChanged, 415);
    QCOMPARE(control.fraction(), 1.0);
}

void TestConversionJob::oneToManyTraps_data()
{
    QTest::addColumn<QString>("config");
    QTest::addColumn<QString>("source");
    QTest::addColumn<QStringList>("changes");
    QTest::newRow("头发/发展") << QStringLiteral("s2t") << QStringLiteral("头发和发展")
                               << QStringList{QStringLiteral("头→頭"), QStringLiteral("发→髮"),
                                              QStringLiteral("发→發")};
    QTest::newRow("然后/皇后") << QStringLiteral("s2t") << QStringLiteral("然后皇后")
                               << QStringList{QStringLiteral("后→後")};
    QTest::newRow("的士 under s2twp") << QStringLiteral("s2twp") << QStringLiteral("坐的士回家")
                                      << QStringList{QStringLiteral("的士→計程車")};
}

// The diff of a conversion points at each decision, one-to-many characters included.
void TestConversionJob::oneToManyTraps()
{
    QFETCH(QString, config);
    QFETCH(QString, source);
    QFETCH(QStringList, changes);
    const ConversionResult result = runConversion({source, loadConverter(config), {}});
    QCOMPARE(describeAll(source, result.converted, result.diff), changes);
}

void TestConversionJob::cancelled()
{
    JobControl control;
    control.cancel();
    const ConversionResult result = runConversion(
        {readUtf8(chapterFile("000")), loadConverter(QStringLiteral("s2t")), {}}, &control);
    QVERIFY(result.cancelled);
}

DUIZHAO_TEST_MAIN(TestConversionJob)
#include "tst_conversionjob.moc"

// A job waits for the chunks it hands to the workers; were it one of them, a novel would convert
// on one core fewer than the machine has. Each chunk here waits until all are running at once.
void TestConversionJob::aJobsChunksRunOnEveryWorker()
{
    const int workers = workerPool()->maxThreadCount();
    if (workers < 2)
        QSKIP("one core: nothing runs side by side");
    std::atomic<int> running = 0;
    const auto chunk = [&](int) {
        ++running;
        QDeadlineTimer bound(60000);
        while (running.load() < workers && !bound.hasExpired())
            QThread::yieldCurrentThread();
        return running.load() >= workers;
    };
    const std::vector<int> chunks(size_t(workers), 0);
    const QList<bool> sideBySide =
        QtConcurrent::run(jobPool(), [&] {
            return QtConcurrent::blockingMapped<QList<bool>>(workerPool(), chunks, chunk);
        }).result();
    QCOMPARE(sideBySide, QList<bool>(workers, true));
}
