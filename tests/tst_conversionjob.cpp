// SPDX-License-Identifier: GPL-3.0-or-later
#include "configcatalog.h"
#include "conversionjob.h"
#include "converter.h"
#include "jobcontrol.h"
#include "testsupport.h"

using namespace duizhao;
using namespace duizhao::testing;

class TestConversionJob : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void convertsAndDiffs();
    void oneToManyTraps_data();
    void oneToManyTraps();
    void cancelled();
};

namespace {

std::shared_ptr<const Converter> load(const QString &config)
{
    QString error;
    return Converter::load(config, ConfigCatalog(), &error);
}

} // namespace

void TestConversionJob::convertsAndDiffs()
{
    const QString source = readUtf8(chapterFile("000"));
    JobControl control;
    const ConversionResult result =
        runConversion({source, load(QStringLiteral("s2t")), {}}, &control);
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
    const ConversionResult result = runConversion({source, load(config), {}});
    QCOMPARE(describeAll(source, result.converted, result.diff), changes);
}

void TestConversionJob::cancelled()
{
    JobControl control;
    control.cancel();
    const ConversionResult result =
        runConversion({readUtf8(chapterFile("000")), load(QStringLiteral("s2t")), {}}, &control);
    QVERIFY(result.cancelled);
}

QTEST_GUILESS_MAIN(TestConversionJob)
#include "tst_conversionjob.moc"
