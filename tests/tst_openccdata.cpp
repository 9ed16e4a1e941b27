// SPDX-License-Identifier: GPL-3.0-or-later
//
// The bundled OpenCC data (resources/opencc/, compiled at build time): its dictionaries say what
// their text says, it fixes what the distribution's data gets wrong, and the choice between the
// two reaches every converter, the command line and --version.
#include "core/conversion/configcatalog.h"
#include "core/conversion/converter.h"
#include "testsupport.h"

#include <QDirIterator>
#include <QTemporaryDir>

using namespace duizhao;
using namespace duizhao::testing;

Q_DECLARE_METATYPE(duizhao::OpenccData)

class TestOpenccData : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void bundledIsTheDefault();
    void dictionariesDoWhatTheirTextSays_data();
    void dictionariesDoWhatTheirTextSays();
    void unionsKeepTheFirstMembersAnswer();
    void currentDataFixesKnownMistakes_data();
    void currentDataFixesKnownMistakes();
    void commandLineChoosesTheData();
    void compatibilityIdeographsAreNormalizedFirst();
    void aConversionIsNamedBesideItsFile();
};

void TestOpenccData::bundledIsTheDefault()
{
    const ConfigCatalog bundled;
    QCOMPARE(bundled.dataDirectory(), ConfigCatalog::bundledDataDirectory());
    QCOMPARE(bundled.dataVersion(),
             QString::fromUtf8(readAll(QStringLiteral(DUIZHAO_SOURCE_DIR) +
                                       QStringLiteral("/resources/opencc/VERSION")))
                 .trimmed());
    QCOMPARE(bundled.dataDescription(),
             QStringLiteral("bundled %1 (%2)").arg(bundled.dataVersion(), bundled.dataDirectory()));
    const ConfigCatalog system({}, OpenccData::System);
    QCOMPARE(system.dataDirectory(), ConfigCatalog::systemDataDirectory());
    QCOMPARE(system.dataDescription(),
             QStringLiteral("system %1 (%2)")
                 .arg(Converter::openccVersion(), ConfigCatalog::systemDataDirectory()));
    // A folder of one's own is named as it is.
    QCOMPARE(ConfigCatalog(QStringLiteral("/tmp")).dataDescription(), QStringLiteral("/tmp"));
    // Which folders hold configurations to convert with: the system may have none.
    QVERIFY(ConfigCatalog::holdsConfigs(ConfigCatalog::bundledDataDirectory()));
    QVERIFY(ConfigCatalog::holdsConfigs(ConfigCatalog::systemDataDirectory()));
    const QTemporaryDir empty;
    QVERIFY(!ConfigCatalog::holdsConfigs(empty.path()));
    QVERIFY(!ConfigCatalog::holdsConfigs(empty.filePath(QStringLiteral("missing"))));
    QVERIFY(!ConfigCatalog::holdsConfigs(QString()));
}

// Each compiled dictionary against its text (resources/opencc/build_data.py writes the text it
// compiles beside the .ocd2): for a sample of its entries, a config of that dictionary alone
// converts the key to its first value.
void TestOpenccData::dictionariesDoWhatTheirTextSays_data()
{
    QTest::addColumn<QString>("text");
    QDirIterator it(ConfigCatalog::bundledDataDirectory() + QStringLiteral("/text"),
                    {QStringLiteral("*.txt")}, QDir::Files);
    QStringList texts;
    while (it.hasNext())
        texts << it.next();
    texts.sort();
    QVERIFY(texts.size() >= 20);
    for (const QString &text : std::as_const(texts))
        QTest::newRow(qPrintable(QFileInfo(text).completeBaseName())) << text;
}

void TestOpenccData::dictionariesDoWhatTheirTextSays()
{
    QFETCH(QString, text);
    const QString ocd2 = QFileInfo(text).dir().filePath(
        QStringLiteral("../") + QFileInfo(text).completeBaseName() + QStringLiteral(".ocd2"));
    QVERIFY2(QFileInfo::exists(ocd2), qPrintable(ocd2));
    QTemporaryDir dir;
    const QByteArray dict = R"({"type": "ocd2", "file": ")" +
                            QFile::encodeName(QFileInfo(ocd2).canonicalFilePath()) + R"("})";
    QVERIFY(writeAll(dir.filePath(QStringLiteral("alone.json")),
                     R"({"name": "alone", "segmentation": {"type": "mmseg", "dict": )" + dict +
                         R"(}, "conversion_chain": [{"dict": )" + dict + "}]}"));
    QString error;
    const auto converter =
        Converter::load(dir.filePath(QStringLiteral("alone.json")), ConfigCatalog(), &error);
    QVERIFY2(converter, qPrintable(error));

    const QStringList lines = readUtf8(text).split(u'\n', Qt::SkipEmptyParts);
    QVERIFY(!lines.isEmpty());
    // About 200 entries of each, the first and the last among them.
    const qsizetype step = qMax<qsizetype>(1, lines.size() / 200);
    for (qsizetype i = 0; i < lines.size(); i += step) {
        const QStringList fields = lines[i].split(u'\t');
        QCOMPARE(fields.size(), 2);
        const QString key = fields[0];
        const QString first = fields[1].split(u' ').constFirst();
        QCOMPARE(converter->convert(key), first);
    }
    const QStringList last = lines.constLast().split(u'\t');
    QCOMPARE(converter->convert(last[0]), last[1].split(u' ').constFirst());
}

// OpenCC 1.4's union of STPhrases and the phrases generated from the regional ones, merged:
// every key of either is there, and where both have a key, STPhrases' values win.
void TestOpenccData::unionsKeepTheFirstMembersAnswer()
{
    const QString source =
        QStringLiteral(DUIZHAO_SOURCE_DIR) + QStringLiteral("/resources/opencc/dictionary/");
    const auto entries = [](const QString &path) {
        QHash<QString, QString> map;
        for (const QString &line : readUtf8(path).split(u'\n', Qt::SkipEmptyParts)) {
            if (line.startsWith(u'#'))
                continue;
            const QStringList fields = line.split(u'\t');
            if (fields.size() == 2 && !map.contains(fields[0]))
                map.insert(fields[0], fields[1]);
        }
        return map;
    };
    const QHash<QString, QString> phrases = entries(source + QStringLiteral("STPhrases.txt"));
    const QHash<QString, QString> generated =
        entries(source + QStringLiteral("STPhrases_GeneratedFromRegionalPhrases.txt"));
    const QHash<QString, QString> merged =
        entries(ConfigCatalog::bundledDataDirectory() +
                QStringLiteral("/text/STPhrases+STPhrases_GeneratedFromRegionalPhrases.txt"));
    QVERIFY(!phrases.isEmpty() && !generated.isEmpty());
    int shared = 0;
    for (auto it = generated.cbegin(); it != generated.cend(); ++it) {
        QVERIFY2(merged.contains(it.key()), qPrintable(it.key()));
        if (phrases.contains(it.key())) {
            ++shared;
            QCOMPARE(merged.value(it.key()), phrases.value(it.key()));
        }
    }
    for (auto it = phrases.cbegin(); it != phrases.cend(); ++it)
        QCOMPARE(merged.value(it.key()), it.value());
    QCOMPARE(merged.size(), phrases.size() + generated.size() - shared);
}

// Mistakes of the distribution's data (OpenCC 1.1) that OpenCC's current dictionaries fix.
void TestOpenccData::currentDataFixesKnownMistakes_data()
{
    QTest::addColumn<QString>("config");
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("current");
    QTest::addColumn<QString>("system");
    const auto row = [](const char *config, const char *text, const char *current,
                        const char *system) {
        QTest::newRow(text) << QString::fromLatin1(config) << QString::fromUtf8(text)
                            << QString::fromUtf8(current) << QString::fromUtf8(system);
    };
    row("s2t", "胚胎发育", "胚胎發育", "胚胎髮育");
    row("s2t", "扇风", "搧風", "扇風");
    row("s2t", "控制台", "控制台", "控制檯");
    row("s2t", "跳梁小丑", "跳樑小丑", "跳樑小醜");
    row("s2t", "爱丽舍宫", "愛麗舍宮", "愛麗捨宮");
    row("s2t", "妆发", "妝髮", "妝發");
    row("s2t", "荔枝干", "荔枝乾", "荔枝幹");
    row("s2tw", "控制台", "控制台", "控制檯");
}

void TestOpenccData::currentDataFixesKnownMistakes()
{
    QFETCH(QString, config);
    QFETCH(QString, text);
    QFETCH(QString, current);
    QFETCH(QString, system);
    QString error;
    const auto bundled = Converter::load(config, ConfigCatalog(), &error);
    QVERIFY2(bundled, qPrintable(error));
    QCOMPARE(bundled->convert(text), current);
    const auto installed = Converter::load(config, ConfigCatalog({}, OpenccData::System), &error);
    QVERIFY2(installed, qPrintable(error));
    QCOMPARE(installed->convert(text), system);
}

void TestOpenccData::commandLineChoosesTheData()
{
    QTemporaryDir dir;
    const QString input = dir.filePath(QStringLiteral("in.txt"));
    QVERIFY(writeAll(input, "胚胎发育，荔枝干\n"));
    Run run =
        runDuizhao({QStringLiteral("convert"), QStringLiteral("-c"), QStringLiteral("s2t"), input});
    QCOMPARE(run.exitCode, 0);
    QCOMPARE(QString::fromUtf8(run.out), QStringLiteral("胚胎發育，荔枝乾\n"));
    run =
        runDuizhao({QStringLiteral("convert"), QStringLiteral("--opencc-data"),
                    QStringLiteral("system"), QStringLiteral("-c"), QStringLiteral("s2t"), input});
    QCOMPARE(run.exitCode, 0);
    QCOMPARE(QString::fromUtf8(run.out), QStringLiteral("胚胎髮育，荔枝幹\n"));
    run = runDuizhao({QStringLiteral("review"), QStringLiteral("--opencc-data"),
                      QStringLiteral("system"), QStringLiteral("-c"), QStringLiteral("s2hkp"),
                      input});
    // The system's OpenCC 1.1 has no s2hkp: a config name that does not exist is bad usage.
    QCOMPARE(run.exitCode, 2);
    QVERIFY2(run.err.contains(QStringLiteral("OpenCC config s2hkp")), qPrintable(run.err));
    run =
        runDuizhao({QStringLiteral("convert"), QStringLiteral("--opencc-data"),
                    QStringLiteral("newest"), QStringLiteral("-c"), QStringLiteral("s2t"), input});
    QCOMPARE(run.exitCode, 2);
    run = runDuizhao({QStringLiteral("--version")});
    QCOMPARE(run.exitCode, 0);
    const QString line =
        QStringLiteral("\nOpenCC data: %1\n").arg(ConfigCatalog().dataDescription());
    QVERIFY2(QString::fromUtf8(run.out).contains(line), run.out.constData());
}

// OpenCC 1.4 turns compatibility ideographs into their unified forms before anything else. The
// bundled configs do it as their first step, which Duizhao runs only on text that holds one.
void TestOpenccData::compatibilityIdeographsAreNormalizedFirst()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("compat.txt"));
    // U+F900 豈 and U+2F800 丽 (compatibility forms of 豈 and 丽) among Simplified text.
    const QString text = QStringLiteral("\uF900头发\U0002F800丽\n发展\n");
    QVERIFY(writeAll(path, text.toUtf8()));
    QString error;
    const auto converter = Converter::load(QStringLiteral("s2t"), ConfigCatalog(), &error);
    QVERIFY2(converter, qPrintable(error));
    const QString converted = converter->convert(text);
    QCOMPARE(converted.toUtf8(), runOpenccTool(QStringLiteral("s2t"), path));
    QVERIFY(!converted.contains(QChar(0xF900)));
    QVERIFY(converted.startsWith(QStringLiteral("豈頭髮")));
}

// A conversion's default name: beside its file as the file was named, tagged with the script
// it is written in.
void TestOpenccData::aConversionIsNamedBesideItsFile()
{
    QCOMPARE(ConfigCatalog::convertedFileName(QStringLiteral("书.epub"), QStringLiteral("s2t")),
             QStringLiteral("书.zh-Hant.epub"));
    QCOMPARE(ConfigCatalog::convertedFileName(QStringLiteral("./书.epub"), QStringLiteral("s2tw")),
             QStringLiteral("./书.zh-Hant.epub"));
    QCOMPARE(
        ConfigCatalog::convertedFileName(QStringLiteral("卷一/书.epub"), QStringLiteral("t2s")),
        QStringLiteral("卷一/书.zh-Hans.epub"));
    QCOMPARE(ConfigCatalog::convertedFileName(QStringLiteral("/书/notes"), QStringLiteral("s2hk")),
             QStringLiteral("/书/notes.zh-Hant.txt"));
    // A conversion converted again takes the new tag in place of the old, but never its own name.
    QCOMPARE(
        ConfigCatalog::convertedFileName(QStringLiteral("书.zh-Hant.epub"), QStringLiteral("t2s")),
        QStringLiteral("书.zh-Hans.epub"));
    QCOMPARE(
        ConfigCatalog::convertedFileName(QStringLiteral("书.zh-Hans.txt"), QStringLiteral("s2twp")),
        QStringLiteral("书.zh-Hant.txt"));
    QCOMPARE(
        ConfigCatalog::convertedFileName(QStringLiteral("书.zh-Hant.txt"), QStringLiteral("t2tw")),
        QStringLiteral("书.zh-Hant.zh-Hant.txt"));
    QCOMPARE(
        ConfigCatalog::convertedFileName(QStringLiteral(".zh-Hant.txt"), QStringLiteral("t2s")),
        QStringLiteral(".zh-Hant.zh-Hans.txt"));
}

DUIZHAO_TEST_MAIN(TestOpenccData)
#include "tst_openccdata.moc"
