// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/conversion/chunkedconversion.h"
#include "core/conversion/configcatalog.h"
#include "core/conversion/conversionplan.h"
#include "core/conversion/converter.h"
#include "core/diff/textdiff.h"
#include "core/jobs/jobcontrol.h"
#include "core/review/explanation.h"
#include "testsupport.h"

#include <QTemporaryDir>

using namespace duizhao;
using namespace duizhao::testing;

Q_DECLARE_METATYPE(duizhao::OpenccData)

namespace {

// The configs of the distribution's OpenCC 1.1; the bundled data (OpenCC 1.4) adds two.
const QStringList AllConfigs{
    QStringLiteral("s2t"),   QStringLiteral("t2s"),   QStringLiteral("s2tw"),
    QStringLiteral("tw2s"),  QStringLiteral("s2hk"),  QStringLiteral("hk2s"),
    QStringLiteral("s2twp"), QStringLiteral("tw2sp"), QStringLiteral("t2tw"),
    QStringLiteral("tw2t"),  QStringLiteral("t2hk"),  QStringLiteral("hk2t"),
    QStringLiteral("t2jp"),  QStringLiteral("jp2t")};
const QStringList BundledConfigs =
    AllConfigs + QStringList{QStringLiteral("s2hkp"), QStringLiteral("hk2sp")};

// A row for each bundled config, in a test whose data is the config's name.
void addBundledConfigRows()
{
    QTest::addColumn<QString>("config");
    for (const QString &config : BundledConfigs)
        QTest::newRow(qPrintable(config)) << config;
}

// Every test chapter, one after another, with CR LF between them.
QString allChapters()
{
    QString text;
    for (const QString &file : chapterFiles())
        text += readUtf8(file) + QStringLiteral("\r\n");
    return text;
}

} // namespace

class TestConverter : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void catalogListsEveryShippedConfig();
    void matchesOpenccTool_data();
    void matchesOpenccTool();
    void convertsAsOpenccsOwnCode_data();
    void convertsAsOpenccsOwnCode();
    void chunkingChangesNothing_data();
    void chunkingChangesNothing();
    void aBlockIsCutAfterItsLastLineBreak_data();
    void aBlockIsCutAfterItsLastLineBreak();
    void diffedAsItConverts();
    void missingConfig();
    void namesAsOpenccsToolTakesThem();
    void versionIsTheLibrarysInUse();
    void brokenConfig();
    void dataDirectoryOverride();
    void dataInAFolderOfAnyName();
    void tofuRiskDictionariesOnlyWhenAsked();
    void cancelledConversionReturnsNull();
    void invalidUtf8FailsThroughTheControl();
    void convertsAroundNul_data();
    void convertsAroundNul();
};

void TestConverter::catalogListsEveryShippedConfig()
{
    QStringList names;
    for (const ConfigInfo &info : ConfigCatalog().available())
        names << info.name;
    const QStringList offered{
        QStringLiteral("s2t"),   QStringLiteral("t2s"),   QStringLiteral("s2tw"),
        QStringLiteral("s2twp"), QStringLiteral("s2hk"),  QStringLiteral("s2hkp"),
        QStringLiteral("tw2s"),  QStringLiteral("tw2sp"), QStringLiteral("hk2s"),
        QStringLiteral("hk2sp"), QStringLiteral("t2tw"),  QStringLiteral("tw2t"),
        QStringLiteral("t2hk"),  QStringLiteral("hk2t"),  QStringLiteral("t2jp"),
        QStringLiteral("jp2t")};
    QCOMPARE(names, offered);
    if (openccDataSets().contains(OpenccData::System)) {
        names.clear();
        for (const ConfigInfo &info : ConfigCatalog({}, OpenccData::System).available())
            names << info.name;
        for (const QString &config : AllConfigs)
            QVERIFY2(names.contains(config), qPrintable(config));
        QVERIFY(!names.contains(QStringLiteral("s2hkp")));
    }
    QCOMPARE(ConfigCatalog::known(QStringLiteral("s2twp"))->title,
             QStringLiteral("Simplified → Traditional (Taiwan, with phrases)"));
}

void TestConverter::matchesOpenccTool_data()
{
    QTest::addColumn<OpenccData>("data");
    QTest::addColumn<QString>("config");
    QTest::addColumn<QString>("file");
    const QStringList chapters = chapterFiles();
    QVERIFY2(chapters.size() == 5, qPrintable(chaptersDir()));
    for (const OpenccData data : openccDataSets()) {
        for (const QString &config : data == OpenccData::Bundled ? BundledConfigs : AllConfigs) {
            for (const QString &file : chapters) {
                QTest::addRow("%s %s %s", qPrintable(ConfigCatalog::dataKey(data)),
                              qPrintable(config), qPrintable(QFileInfo(file).baseName()))
                    << data << config << file;
            }
        }
    }
}

// Byte for byte what the distribution's opencc tool writes with the same config, through both
// the decoded path and the UTF-8 path, for every config of both data sets and every chapter.
void TestConverter::matchesOpenccTool()
{
    QFETCH(OpenccData, data);
    QFETCH(QString, config);
    QFETCH(QString, file);
    const ConfigCatalog catalog({}, data);
    QString error;
    const auto converter = Converter::load(config, catalog, &error);
    QVERIFY2(converter, qPrintable(error));
    const QByteArray expected = runOpenccTool(config, file, catalog);
    QVERIFY(!expected.isEmpty());
    const QByteArray input = readAll(file);
    QCOMPARE(convertText(*converter, QString::fromUtf8(input)).toUtf8(), expected);
    QCOMPARE(convertUtf8Text(*converter, input).join(), expected);
}

void TestConverter::convertsAsOpenccsOwnCode_data()
{
    addBundledConfigRows();
}

// Duizhao walks OpenCC's dictionaries itself (convertByChain); OpenCC's own code must agree at
// every byte: on the chapters, and on what they lack (compatibility ideographs, which some
// configs normalize first; characters outside the BMP; kana, Hangul, Latin, emoji, punctuation;
// words in both scripts side by side; a text that ends inside a phrase).
void TestConverter::convertsAsOpenccsOwnCode()
{
    QFETCH(QString, config);
    const auto converter = loadConverter(config);
    QVERIFY(converter);
    const QString text = allChapters();
    const QString hostile = QStringLiteral(
        "\uFA10\U0002F800塚丽 𠀀𪚥😀 かな カタカナ 한국어 Latin, ÅÄ é "
        "头发頭髮发展發展 干杯乾杯 里面裡面 台湾臺灣 软件軟體 鼠标滑鼠 「引號」『雙』……—— \t\r"
        "于是 皇后 后来 后面 一只 只有 着著 着");
    for (const QString &sample : {text, hostile, hostile.repeated(3), QStringLiteral("头"),
                                  QStringLiteral("\uFA10"), QString()}) {
        const QByteArray utf8 = sample.toUtf8();
        QCOMPARE(converter->convertUtf8(utf8), converter->convertByOpencc(utf8));
    }
}

void TestConverter::chunkingChangesNothing_data()
{
    addBundledConfigRows();
}

// Chunks of about 100 characters cut every few lines; the result must equal one call over the
// whole text.
void TestConverter::chunkingChangesNothing()
{
    QFETCH(QString, config);
    const auto converter = loadConverter(config);
    QVERIFY(converter);
    const QString text = allChapters();
    QVERIFY(text.size() > 5'000);
    const QString whole = converter->convert(text);
    JobControl control;
    QCOMPARE(convertText(*converter, text, &control, 100), whole);
    QCOMPARE(control.done(), text.size());
    QCOMPARE(control.total(), text.size());
    QCOMPARE(convertUtf8Text(*converter, text.toUtf8(), nullptr, 300).join(), whole.toUtf8());

    // Old Mac line endings (CR alone) are lines as well, and a line as long as a chapter is cut
    // after its sentences: both in many chunks, converted as one.
    QString crOnly = text;
    crOnly.replace(QStringLiteral("\r\n"), QStringLiteral("\r")).replace(u'\n', u'\r');
    const QByteArrayList crPieces = convertUtf8Text(*converter, crOnly.toUtf8(), nullptr, 300);
    QVERIFY(crPieces.size() > 10);
    QCOMPARE(crPieces.join(), converter->convert(crOnly).toUtf8());
    QString oneLine = text;
    oneLine.remove(u'\r').remove(u'\n');
    const QByteArrayList linePieces = convertUtf8Text(*converter, oneLine.toUtf8(), nullptr, 300);
    QVERIFY(linePieces.size() > 10);
    QCOMPARE(linePieces.join(), converter->convert(oneLine).toUtf8());
    QCOMPARE(convertText(*converter, oneLine, nullptr, 100), converter->convert(oneLine));
}

// A block read for conversion ends after its last line break, LF or CR, whichever comes last;
// on a line without one, after its last sentence; nothing where neither is.
void TestConverter::aBlockIsCutAfterItsLastLineBreak_data()
{
    QTest::addColumn<QByteArray>("block");
    QTest::addColumn<qsizetype>("cut");
    const QByteArray line = readAll(chapterFile("000")).left(3000);
    QVERIFY(line.lastIndexOf('\n') > 0 && !line.contains('\r'));
    const qsizetype lastLf = line.lastIndexOf('\n') + 1;
    QTest::newRow("LF") << line << lastLf;
    QTest::newRow("CR after the last LF") << line + "头发\r头" << line.size() + 7;
    QTest::newRow("CR before the last LF") << "头\r" + line << 4 + lastLf;
    QTest::newRow("CR LF at the end") << line + "头发\r\n" << line.size() + 8;
    QTest::newRow("CR alone") << QByteArray("头发\r很长") << qsizetype(7);
    QTest::newRow("sentences") << QByteArray("头发很长。他说！真的？然后") << qsizetype(33);
    QTest::newRow("neither") << QByteArray("头发很长") << qsizetype(0);
    QTest::newRow("empty") << QByteArray() << qsizetype(0);
}

void TestConverter::aBlockIsCutAfterItsLastLineBreak()
{
    QFETCH(QByteArray, block);
    QFETCH(qsizetype, cut);
    QCOMPARE(lastChunkCut(block), cut);
}

// Each chunk diffed on the core that converted it gives the whole text's diff, and hands the
// chunks on in order; a text whose chunks do not end at LF (CR LF or CR alone, or one long line
// cut inside) is diffed whole, to the same result.
void TestConverter::diffedAsItConverts()
{
    const ConversionPlan plan{loadConverter(QStringLiteral("s2t")), nullptr, false};
    QVERIFY(plan.converter);
    QString text;
    for (const QString &file : chapterFiles())
        text += readUtf8(file) + QStringLiteral("\r\n");
    QString oneLine = text;
    oneLine.remove(u'\r').remove(u'\n');
    QString crOnly = text;
    crOnly.replace(QStringLiteral("\r\n"), QStringLiteral("\r")).replace(u'\n', u'\r');
    QString lfOnly = text;
    lfOnly.remove(u'\r');
    for (const QString &source : {lfOnly, text, crOnly, oneLine}) {
        QString handedOn;
        int pieces = 0;
        const DiffedConversion conversion = convertAndDiffText(
            plan, source, nullptr,
            [&](const QString &piece) {
                handedOn += piece;
                ++pieces;
            },
            100);
        const QString converted = convertText(plan, source);
        QCOMPARE(conversion.converted, converted);
        QCOMPARE(handedOn, converted);
        QVERIFY(pieces > 10);
        const DiffResult whole = diffTexts(source, converted);
        QVERIFY2(whole.changes.size() > 300, qPrintable(QString::number(whole.changes.size())));
        QVERIFY(conversion.diff.changes == whole.changes);
        QCOMPARE(conversion.diff.stats.changes, whole.stats.changes);
        QCOMPARE(conversion.diff.stats.aCharsChanged, whole.stats.aCharsChanged);
        QCOMPARE(conversion.diff.stats.bCharsChanged, whole.stats.bCharsChanged);
        QCOMPARE(conversion.diff.stats.linesChanged, whole.stats.linesChanged);
        QCOMPARE(conversion.diff.mode, whole.mode);
    }
}

void TestConverter::missingConfig()
{
    QString error;
    QVERIFY(!Converter::load(QStringLiteral("s2x"), ConfigCatalog(), &error));
    QVERIFY2(error.contains(QStringLiteral("s2x")), qPrintable(error));
    QVERIFY2(error.contains(QStringLiteral("not found; available: s2t, t2s")), qPrintable(error));
}

void TestConverter::namesAsOpenccsToolTakesThem()
{
    // OpenCC's own tool is given s2tw.json, and people type S2TW: the config of that name.
    for (const QString &typed :
         {QStringLiteral("s2tw.json"), QStringLiteral("S2TW"), QStringLiteral("S2tw.JSON")}) {
        QString error;
        const auto converter = Converter::load(typed, ConfigCatalog(), &error);
        QVERIFY2(converter, qPrintable(typed + u' ' + error));
        QCOMPARE(converter->configName(), QStringLiteral("s2tw"));
        QCOMPARE(converter->convert(QStringLiteral("里面的头发")), QStringLiteral("裡面的頭髮"));
    }
    // A file of that name where the command is run is that file, as for OpenCC's tool.
    QTemporaryDir dir;
    QVERIFY(writeAll(dir.filePath(QStringLiteral("s2tw.json")), "{ \"name\": \"mine\", "));
    const QString before = QDir::currentPath();
    QVERIFY(QDir::setCurrent(dir.path()));
    QString error;
    const bool loaded = bool(Converter::load(QStringLiteral("s2tw.json"), ConfigCatalog(), &error));
    const bool named = bool(Converter::load(QStringLiteral("s2tw"), ConfigCatalog(), nullptr));
    QVERIFY(QDir::setCurrent(before));
    QVERIFY(!loaded);
    QVERIFY2(error.contains(QStringLiteral("s2tw.json")), qPrintable(error));
    QVERIFY(named);
}

void TestConverter::brokenConfig()
{
    QTemporaryDir dir;
    QVERIFY(writeAll(dir.filePath(QStringLiteral("bad.json")), "{ \"name\": \"bad\", "));
    QVERIFY(writeAll(dir.filePath(QStringLiteral("nodict.json")),
                     R"({"name": "x", "segmentation": {"type": "mmseg", "dict": {"type": "ocd2",
                        "file": "Missing.ocd2"}}, "conversion_chain": []})"));
    QString error;
    QVERIFY(!Converter::load(QStringLiteral("bad"), ConfigCatalog(dir.path()), &error));
    QVERIFY2(error.contains(shownPath(dir.filePath(QStringLiteral("bad.json")))),
             qPrintable(error));
    error.clear();
    QVERIFY(!Converter::load(QStringLiteral("nodict"), ConfigCatalog(dir.path()), &error));
    QVERIFY2(error.contains(QStringLiteral("Missing.ocd2")), qPrintable(error));
}

void TestConverter::dataDirectoryOverride()
{
    QTemporaryDir dir;
    // A copy of s2t under another name, in another directory, found through the environment; its
    // dictionaries named where they are.
    const QString data = ConfigCatalog::bundledDataDirectory();
    QByteArray json = readAll(data + QStringLiteral("/s2t.json"));
    QVERIFY(json.contains("\"file\": \""));
    json.replace("\"file\": \"", QByteArray("\"file\": \"" + data.toUtf8() + '/'));
    QVERIFY(writeAll(dir.filePath(QStringLiteral("mine.json")), json));
    qputenv("DUIZHAO_OPENCC_DIR", dir.path().toUtf8());
    const ConfigCatalog catalog;
    qunsetenv("DUIZHAO_OPENCC_DIR");
    QCOMPARE(catalog.dataDirectory(), dir.path());
    QCOMPARE(catalog.available().size(), 1);
    QString error;
    const auto converter = Converter::load(QStringLiteral("mine"), catalog, &error);
    QVERIFY2(converter, qPrintable(error));
    QCOMPARE(converter->convert(QStringLiteral("头发")), QStringLiteral("頭髮"));
    QCOMPARE(converter->configName(), QStringLiteral("mine"));
}

// Data in a folder whose name is Chinese, as under a Chinese user's profile: on Windows OpenCC
// opens its files through the ANSI code page, which may not hold the name
// (ConfigCatalog::openccPath).
void TestConverter::dataInAFolderOfAnyName()
{
    QTemporaryDir dir;
    const QString data = dir.filePath(QStringLiteral("对照数据"));
    QVERIFY(QDir().mkpath(data));
    const QString bundled = ConfigCatalog::bundledDataDirectory();
    const QByteArray json = readAll(bundled + QStringLiteral("/s2t.json"));
    QVERIFY(writeAll(data + QStringLiteral("/s2t.json"), json));
    const QRegularExpression file(QStringLiteral("\"file\": *\"([^\"]+)\""));
    for (const QRegularExpressionMatch &match : file.globalMatch(QString::fromUtf8(json))) {
        const QString name = match.captured(1);
        QVERIFY(QFile::exists(data + u'/' + name) ||
                QFile::copy(bundled + u'/' + name, data + u'/' + name));
    }
    QString error;
    const auto converter = Converter::load(QStringLiteral("s2t"), ConfigCatalog(data), &error);
    QVERIFY2(converter, qPrintable(error));
    QCOMPARE(converter->convert(QStringLiteral("头发")), QStringLiteral("頭髮"));
}

// OpenCC's dictionaries that may output characters fonts lack (TSCharactersExt) convert only when
// asked, as OpenCC 1.4's own tool does; explained as converted either way. The system's OpenCC 1.1
// data has no such dictionary, and configs without one are the same either way.
void TestConverter::tofuRiskDictionariesOnlyWhenAsked()
{
    const QString text = QStringLiteral("㑮振聾發嘳");
    const auto convert = [&](bool include) {
        ConfigCatalog::setIncludesTofuRisk(include);
        const ConfigCatalog catalog;
        ConfigCatalog::setIncludesTofuRisk(false);
        QString error;
        const auto converter = Converter::load(QStringLiteral("t2s"), catalog, &error);
        if (!converter)
            return error;
        const QString converted = converter->convert(text, &error);
        const ConversionPlan plan = ConversionPlan::forConfig(converter, nullptr, false);
        return explainText(plan, text).result == converted ? converted : QStringLiteral("retrace");
    };
    QCOMPARE(convert(false), QStringLiteral("㑮振聋发嘳"));
    QCOMPARE(convert(true), QStringLiteral("𫝈振聋发𪡞"));

    ConfigCatalog::setIncludesTofuRisk(true);
    const ConfigCatalog bundled;
    const ConfigCatalog system({}, OpenccData::System);
    ConfigCatalog::setIncludesTofuRisk(false);
    QVERIFY(
        bundled.configPath(QStringLiteral("t2s")).endsWith(QStringLiteral("/t2s.tofu-risk.json")));
    QVERIFY(bundled.configPath(QStringLiteral("s2t")).endsWith(QStringLiteral("/s2t.json")));
    QVERIFY(bundled.dataDescription().contains(QStringLiteral("tofu")));
    QVERIFY(system.configPath(QStringLiteral("t2s")).endsWith(QStringLiteral("/t2s.json")));
    QVERIFY(!system.dataDescription().contains(QStringLiteral("tofu")));
    QVERIFY(!ConfigCatalog().dataDescription().contains(QStringLiteral("tofu")));
}

void TestConverter::cancelledConversionReturnsNull()
{
    const auto converter = loadConverter(QStringLiteral("s2t"));
    JobControl control;
    control.cancel();
    QVERIFY(convertText(*converter, readUtf8(chapterFile("000")), &control).isNull());
    QVERIFY(!convertText(*converter, QString()).isNull());
}

void TestConverter::invalidUtf8FailsThroughTheControl()
{
    const auto converter = loadConverter(QStringLiteral("s2t"));
    JobControl control;
    const QByteArrayList result = convertUtf8Text(*converter, QByteArray("头发\n\x80\n"), &control);
    QVERIFY(result.isEmpty());
    QVERIFY(control.isCancelled());
    QVERIFY2(control.failure().contains(QStringLiteral("OpenCC")), qPrintable(control.failure()));
}

// OpenCC stops at the first NUL of its input; a NUL in a UTF-16 file is text like any other, and
// everything after it is converted too — plainly, by plan with a glossary or quotes, explained.
void TestConverter::convertsAroundNul_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("expected");
    const QChar nul(0);
    QTest::newRow("one NUL") << QStringLiteral("头发") + nul + QStringLiteral("发展")
                             << QStringLiteral("頭髮") + nul + QStringLiteral("發展");
    QTest::newRow("NULs at both ends and together")
        << nul + QStringLiteral("头发") + nul + nul + QStringLiteral("发展\n") + nul
        << nul + QStringLiteral("頭髮") + nul + nul + QStringLiteral("發展\n") + nul;
    QTest::newRow("U+FEFF first") << QStringLiteral("\uFEFF头发") << QStringLiteral("\uFEFF頭髮");
}

void TestConverter::convertsAroundNul()
{
    QFETCH(QString, text);
    QFETCH(QString, expected);
    const auto converter = loadConverter(QStringLiteral("s2t"));
    QCOMPARE(converter->convert(text), expected);
    QCOMPARE(converter->convertUtf8(text.toUtf8()), expected.toUtf8());
    const Explanation explanation = converter->explain(text);
    QCOMPARE(explanation.result, expected);
    QVERIFY(!explanation.spans.empty());
    // Spans stay on their characters on both sides, past every NUL.
    const QStringList pairs{QStringLiteral("头頭"), QStringLiteral("发髮"), QStringLiteral("发發")};
    for (const ExplainedSpan &span : explanation.spans) {
        const QString pair = text.mid(span.sourcePosition, span.sourceLength) +
                             expected.mid(span.resultPosition, span.resultLength);
        QVERIFY2(pairs.contains(pair), qPrintable(pair));
    }
    QCOMPARE(explanation.spans.back().sourcePosition, text.lastIndexOf(u'发'));
    const ConversionPlan withQuotes = ConversionPlan::forConfig(converter, nullptr, true);
    QCOMPARE(convertText(withQuotes, text), expected);
    QCOMPARE(convertText(*converter, text.repeated(300), nullptr, 100), expected.repeated(300));
}

// The version Help → About and --version show is the library's that is loaded, which is also the
// one the opencc tool of the distribution reports.
void TestConverter::versionIsTheLibrarysInUse()
{
#ifdef Q_OS_WIN
    QSKIP("Windows has no opencc tool to ask");
#endif
    QProcess tool;
    tool.start(QStringLiteral(DUIZHAO_OPENCC_TOOL), {QStringLiteral("--version")});
    QVERIFY(tool.waitForFinished(WaitBound));
    const QString output = QString::fromUtf8(tool.readAll());
    const QRegularExpressionMatch match =
        QRegularExpression(QStringLiteral("Version: (\\S+)")).match(output);
    QVERIFY2(match.hasMatch(), qPrintable(output));
    QCOMPARE(Converter::openccVersion(), match.captured(1));
}

DUIZHAO_TEST_MAIN(TestConverter)
#include "tst_converter.moc"
