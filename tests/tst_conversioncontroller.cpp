// SPDX-License-Identifier: GPL-3.0-or-later
#include "configcatalog.h"
#include "conversioncontroller.h"
#include "converter.h"
#include "testsupport.h"

#include <QSignalSpy>

using namespace duizhao;
using namespace duizhao::testing;

class TestConversionController : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void convertsInTheBackground();
    void newerRequestSupersedesOlder();
    void cancel();
    void rediffFindsUserEdits();

private:
    std::shared_ptr<const Converter> m_s2t;
    std::shared_ptr<const Converter> m_t2s;
};

void TestConversionController::initTestCase()
{
    QString error;
    m_s2t = Converter::load(QStringLiteral("s2t"), ConfigCatalog(), &error);
    m_t2s = Converter::load(QStringLiteral("t2s"), ConfigCatalog(), &error);
    QVERIFY2(m_s2t && m_t2s, qPrintable(error));
}

void TestConversionController::convertsInTheBackground()
{
    ConversionController controller;
    QSignalSpy finished(&controller, &ConversionController::conversionFinished);
    const QString source = readUtf8(seed("000"));
    controller.convert(source, m_s2t);
    QVERIFY(controller.isBusy());
    QVERIFY(finished.wait(30000));
    const auto outcome = finished.first().first().value<ConversionOutcome>();
    QCOMPARE(outcome.converted.toUtf8(), runOpenccTool(QStringLiteral("s2t"), seed("000")));
    QCOMPARE(outcome.diff.stats.aCharsChanged, 577);
    QVERIFY(!controller.isBusy());
}

// Two requests in a row: only the second one's result arrives.
void TestConversionController::newerRequestSupersedesOlder()
{
    ConversionController controller;
    QSignalSpy finished(&controller, &ConversionController::conversionFinished);
    QSignalSpy cancelled(&controller, &ConversionController::conversionCancelled);
    QString novel;
    for (int i = 0; i < 200; ++i)
        novel += readUtf8(seed("000"));
    controller.convert(novel, m_s2t);
    const QString chapter = readUtf8(seed("002"));
    controller.convert(chapter, m_t2s);
    QVERIFY(finished.wait(60000));
    QTest::qWait(200); // give a stale result every chance to arrive
    QCOMPARE(finished.size(), 1);
    QCOMPARE(cancelled.size(), 0);
    const auto outcome = finished.first().first().value<ConversionOutcome>();
    QCOMPARE(outcome.source, chapter);
    QCOMPARE(outcome.diff.stats.aCharsChanged, 675);
}

void TestConversionController::cancel()
{
    ConversionController controller;
    QSignalSpy finished(&controller, &ConversionController::conversionFinished);
    QSignalSpy cancelled(&controller, &ConversionController::conversionCancelled);
    QString novel;
    for (int i = 0; i < 400; ++i)
        novel += readUtf8(seed("004"));
    controller.convert(novel, m_s2t);
    controller.cancel();
    QVERIFY(cancelled.wait(60000));
    QCOMPARE(finished.size(), 0);
    QVERIFY(!controller.isBusy());
}

void TestConversionController::rediffFindsUserEdits()
{
    ConversionController controller;
    QSignalSpy finished(&controller, &ConversionController::conversionFinished);
    const QString source = QStringLiteral("她一头金发，咸来问讯。");
    const QString opencc = m_s2t->convert(source);
    QCOMPARE(opencc, QStringLiteral("她一頭金髮，鹹來問訊。"));
    QString edited = opencc;
    edited.replace(u'鹹', u'咸');
    controller.rediff(source, opencc, edited);
    QVERIFY(finished.wait(30000));
    const auto outcome = finished.first().first().value<ConversionOutcome>();
    QVERIFY(outcome.rediff);
    QCOMPARE(describeAll(source, edited, outcome.diff),
             (QStringList{QStringLiteral("头→頭"), QStringLiteral("发→髮"), QStringLiteral("来→來"),
                          QStringLiteral("问→問"), QStringLiteral("讯→訊")}));
    QCOMPARE(describeAll(opencc, edited, outcome.userEdits), QStringList{QStringLiteral("鹹→咸")});
}

QTEST_MAIN(TestConversionController)
#include "tst_conversioncontroller.moc"
