// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/conversion/configcatalog.h"
#include "core/conversion/converter.h"
#include "core/text/scriptdetector.h"
#include "testsupport.h"

Q_DECLARE_METATYPE(duizhao::Script)

using namespace duizhao;
using namespace duizhao::testing;

class TestScriptDetector : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void fontRegion_data();
    void fontRegion();
    void chapters_data();
    void chapters();
    void noChinese();
    void configForTheScript_data();
    void configForTheScript();
    void configsAndTheirWayBack_data();
    void configsAndTheirWayBack();
    void aTextWrittenAlreadyIsJudgedByItsChinese();

private:
    std::unique_ptr<ScriptDetector> m_detector;
};

void TestScriptDetector::initTestCase()
{
    QString error;
    const auto s2t = Converter::load(QStringLiteral("s2t"), ConfigCatalog(), &error);
    const auto t2s = Converter::load(QStringLiteral("t2s"), ConfigCatalog(), &error);
    QVERIFY2(s2t && t2s, qPrintable(error));
    m_detector = std::make_unique<ScriptDetector>(s2t, t2s);
}

void TestScriptDetector::chapters_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<Script>("script");
    QTest::addColumn<QString>("config");
    QTest::addColumn<double>("s2tShare"); // as counted with the opencc tool, position by position
    QTest::addColumn<double>("t2sShare");

    QTest::newRow("000 Simplified")
        << chapterFile("000") << Script::Simplified << QStringLiteral("s2t") << 415.0 / 1380 << 0.0;
    // Another converter's Traditional edition: s2t still finds 17 variants to change (裡, 著,
    // 眾 …), but no character that exists only in Simplified.
    QTest::newRow("001 Traditional, other converter")
        << chapterFile("001") << Script::Traditional << QStringLiteral("t2s") << 17.0 / 1381
        << 411.0 / 1381;
    // s2t turns the name 沈萬里 into 沈萬裏 ten times, yet 里 is a Traditional character too.
    QTest::newRow("002 Traditional, OpenCC style")
        << chapterFile("002") << Script::Traditional << QStringLiteral("t2s") << 10.0 / 903
        << 279.0 / 903;
    // Half converted: Traditional with Simplified remnants; finish it towards Traditional.
    QTest::newRow("003 mixed") << chapterFile("003") << Script::Mixed << QStringLiteral("s2t")
                               << 23.0 / 864 << 253.0 / 864;
    QTest::newRow("004 Simplified")
        << chapterFile("004") << Script::Simplified << QStringLiteral("s2t") << 291.0 / 964 << 0.0;
}

void TestScriptDetector::chapters()
{
    QFETCH(QString, file);
    QFETCH(Script, script);
    QFETCH(QString, config);
    QFETCH(double, s2tShare);
    QFETCH(double, t2sShare);
    const ScriptReport report =
        m_detector->analyse(readUtf8(file), ScriptDetector::Shares::Measure);
    QCOMPARE(report.script, script);
    QCOMPARE(report.suggestedConfig, config);
    QVERIFY2(qAbs(report.s2tShare - s2tShare) < 0.0005,
             qPrintable(QString::number(report.s2tShare)));
    QVERIFY2(qAbs(report.t2sShare - t2sShare) < 0.0005,
             qPrintable(QString::number(report.t2sShare)));
    // The window asks for the script alone: the same answer, without converting the sample.
    const ScriptReport scriptAlone = m_detector->analyse(readUtf8(file));
    QCOMPARE(scriptAlone.script, script);
    QCOMPARE(scriptAlone.suggestedConfig, config);
    QCOMPARE(scriptAlone.s2tShare, 0.0);
    // The one mixed chapter, 003, is on its way to Traditional: an edition compared with it is
    // compared in Traditional.
    QCOMPARE(scriptAlone.leaning(), script == Script::Mixed ? Script::Traditional : script);
}

// The config the window converts with: the one the user prefers when it fits the text's script,
// else the suggestion.
void TestScriptDetector::configForTheScript_data()
{
    QTest::addColumn<Script>("script");
    QTest::addColumn<QString>("suggested");
    QTest::addColumn<QString>("preferred");
    QTest::addColumn<QString>("chosen");
    QTest::newRow("Simplified, s2twp preferred")
        << Script::Simplified << QStringLiteral("s2t") << QStringLiteral("s2twp")
        << QStringLiteral("s2twp");
    QTest::newRow("Traditional, s2twp preferred")
        << Script::Traditional << QStringLiteral("t2s") << QStringLiteral("s2twp")
        << QStringLiteral("t2s");
    QTest::newRow("Traditional, t2tw preferred")
        << Script::Traditional << QStringLiteral("t2s") << QStringLiteral("t2tw")
        << QStringLiteral("t2tw");
    QTest::newRow("mixed takes the suggestion")
        << Script::Mixed << QStringLiteral("s2t") << QStringLiteral("t2s") << QStringLiteral("s2t");
    QTest::newRow("undetermined keeps the preference")
        << Script::Undetermined << QString() << QStringLiteral("hk2s") << QStringLiteral("hk2s");
    QTest::newRow("nothing preferred, nothing suggested")
        << Script::Undetermined << QString() << QString() << QStringLiteral("s2t");
}

void TestScriptDetector::configForTheScript()
{
    QFETCH(Script, script);
    QFETCH(QString, suggested);
    QFETCH(QString, preferred);
    QFETCH(QString, chosen);
    ScriptReport report;
    report.script = script;
    report.suggestedConfig = suggested;
    QCOMPARE(report.configFor(preferred), chosen);
}

void TestScriptDetector::noChinese()
{
    const ScriptReport report = m_detector->analyse(QStringLiteral("Chapter one\nHello."));
    QCOMPARE(report.script, Script::Undetermined);
    QCOMPARE(report.hanCharacters, 0);
    QVERIFY(report.suggestedConfig.isEmpty());
}

void TestScriptDetector::fontRegion_data()
{
    QTest::addColumn<Script>("script");
    QTest::addColumn<QString>("config");
    QTest::addColumn<QString>("region");
    QTest::newRow("Simplified text") << Script::Simplified << QString() << "SC";
    QTest::newRow("Traditional text") << Script::Traditional << QString() << "TC";
    QTest::newRow("mixed text") << Script::Mixed << QString() << QString();
    QTest::newRow("s2t writes Traditional") << Script::Undetermined << "s2t"
                                            << "TC";
    QTest::newRow("s2twp, Taiwan's") << Script::Undetermined << "s2twp"
                                     << "TC";
    QTest::newRow("s2hk, Hong Kong's") << Script::Undetermined << "s2hk"
                                       << "HK";
    QTest::newRow("t2hk too") << Script::Traditional << "t2hk"
                              << "HK";
    QTest::newRow("hk2s writes Simplified") << Script::Traditional << "hk2s"
                                            << "SC";
    QTest::newRow("t2jp, Japan's") << Script::Undetermined << "t2jp"
                                   << "JP";
}

// The regional forms a pane's font draws: those of the text's script, or of what a config writes.
void TestScriptDetector::fontRegion()
{
    QFETCH(Script, script);
    QFETCH(QString, config);
    QFETCH(QString, region);
    QCOMPARE(ConfigCatalog::fontRegion(script, config), region);
}

void TestScriptDetector::configsAndTheirWayBack_data()
{
    QTest::addColumn<QString>("config");
    QTest::addColumn<Script>("target");
    QTest::addColumn<QString>("back");
    QTest::newRow("s2t") << u"s2t"_qs << Script::Traditional << u"t2s"_qs;
    QTest::newRow("s2tw") << u"s2tw"_qs << Script::Traditional << u"tw2s"_qs;
    QTest::newRow("s2twp") << u"s2twp"_qs << Script::Traditional << u"tw2sp"_qs;
    QTest::newRow("s2hkp") << u"s2hkp"_qs << Script::Traditional << u"hk2sp"_qs;
    QTest::newRow("t2s") << u"t2s"_qs << Script::Simplified << u"s2t"_qs;
    QTest::newRow("tw2sp") << u"tw2sp"_qs << Script::Simplified << u"s2twp"_qs;
    QTest::newRow("hk2s") << u"hk2s"_qs << Script::Simplified << u"s2hk"_qs;
    QTest::newRow("t2tw") << u"t2tw"_qs << Script::Undetermined << QString();
    QTest::newRow("jp2t") << u"jp2t"_qs << Script::Undetermined << QString();
}

// The script a config converts to and the config that converts back, which a warning names.
void TestScriptDetector::configsAndTheirWayBack()
{
    QFETCH(QString, config);
    QFETCH(Script, target);
    QFETCH(QString, back);
    QCOMPARE(ScriptDetector::targetOf(config), target);
    QCOMPARE(ScriptDetector::reverseOf(config), back);
}

// A text in the script a conversion writes is told so, past a preface in English longer than the
// sample judged; a Simplified one and a text without Chinese are not.
void TestScriptDetector::aTextWrittenAlreadyIsJudgedByItsChinese()
{
    QString error;
    const auto s2t = Converter::load(QStringLiteral("s2t"), ConfigCatalog(), &error);
    QVERIFY2(s2t, qPrintable(error));
    const QString preface = QStringLiteral("All rights reserved. No part of this book may be "
                                           "reproduced without permission.\n")
                                .repeated(80);
    QVERIFY(preface.size() > 4000);
    const QString traditional = QString::fromUtf8(readAll(chapterFile("002")));
    const QString simplified = QString::fromUtf8(readAll(chapterFile("000")));
    QCOMPARE(ScriptDetector::writtenAlready(traditional, *s2t), Script::Traditional);
    QCOMPARE(ScriptDetector::writtenAlready(QString(preface + traditional), *s2t),
             Script::Traditional);
    QCOMPARE(ScriptDetector::writtenAlready(QString(preface + simplified), *s2t),
             Script::Undetermined);
    QCOMPARE(ScriptDetector::writtenAlready(preface, *s2t), Script::Undetermined);
}

DUIZHAO_TEST_MAIN(TestScriptDetector)
#include "tst_scriptdetector.moc"
