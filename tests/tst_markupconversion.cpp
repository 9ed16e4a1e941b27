// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/books/epub/markupconversion.h"
#include "core/books/epub/markuptext.h"
#include "core/conversion/chunkedconversion.h"
#include "core/conversion/configcatalog.h"
#include "core/conversion/conversionplan.h"
#include "core/conversion/converter.h"
#include "core/diff/textdiff.h"
#include "testsupport.h"

#include <QStringEncoder>

using namespace duizhao;
using namespace duizhao::testing;

// A book's (X)HTML converted as a reader reads it: its text as one text, mapped back to the
// nodes; markup, code and every attribute but title and alt byte for byte.
class TestMarkupConversion : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void languages();
    void aPhraseRunsAcrossInlineMarkup();
    void onlyWhatAReaderReadsChanges();
    void blocksEndAPhrase();
    void aRubyBaseRunsOnItsAnnotationStays();
    void aLongerReplacementGoesWhereItBegins();
    void writtenAsTheCharacterDiffWritesIt_data();
    void writtenAsTheCharacterDiffWritesIt();
    void unchangedIsTheSameBytes();
    void utf16AsItWasRead();
    void thePackageWhereAReaderSeesIt();
    void refusals_data();
    void refusals();
};

namespace {

QByteArray page(const QByteArray &body,
                const QByteArray &html = "<html xmlns=\"http://www.w3.org/1999/xhtml\">")
{
    return "<?xml version=\"1.0\" encoding=\"utf-8\"?>\n<!DOCTYPE html>\n" + html +
           "<head><title>头发</title></head><body>" + body + "</body></html>\n";
}

QByteArray converted(const QByteArray &document, const char *config = "s2t",
                     const QString &language = QStringLiteral("zh-Hant"))
{
    QString error;
    const std::optional<QByteArray> result =
        MarkupConversion::convert(document, QStringLiteral("OEBPS/Text/c1.xhtml"),
                                  plainPlan(QLatin1String(config)), language, &error);
    if (!result)
        qWarning("%s", qPrintable(error));
    return result.value_or(QByteArray());
}

} // namespace

void TestMarkupConversion::languages()
{
    QCOMPARE(languageOf(QStringLiteral("s2t")), QStringLiteral("zh-Hant"));
    QCOMPARE(languageOf(QStringLiteral("s2tw")), QStringLiteral("zh-TW"));
    QCOMPARE(languageOf(QStringLiteral("s2twp")), QStringLiteral("zh-TW"));
    QCOMPARE(languageOf(QStringLiteral("s2hk")), QStringLiteral("zh-HK"));
    QCOMPARE(languageOf(QStringLiteral("t2s")), QStringLiteral("zh-Hans"));
    QCOMPARE(languageOf(QStringLiteral("tw2sp")), QStringLiteral("zh-Hans"));
    QCOMPARE(languageOf(QStringLiteral("hk2s")), QStringLiteral("zh-Hans"));
    QCOMPARE(languageOf(QStringLiteral("jp2t")), QString());
}

void TestMarkupConversion::aPhraseRunsAcrossInlineMarkup()
{
    // 头发 is 頭髮, hair, not 頭發: the phrase holds across <em>, as in plain text.
    QCOMPARE(converted(page("<p><em>头</em>发很长</p>")),
             page("<p><em>頭</em>髮很長</p>").replace("<title>头发", "<title>頭髮"));
}

void TestMarkupConversion::onlyWhatAReaderReadsChanges()
{
    const QByteArray html =
        "<html xmlns=\"http://www.w3.org/1999/xhtml\" lang=\"zh-CN\" xml:lang='zh-CN'>";
    const QByteArray body =
        "<p id=\"头发\" class='发'>发&amp;头 <a href=\"头发.xhtml#发\">头发</a></p>"
        "<!-- 头发 --><script>var 头发 = '头发';</script><style>p.发 { }</style>"
        "<img src=\"头发.png\" alt=\"头发\" title='头发 &amp; 发'/><p lang=\"en\">Hair</p>";
    const QByteArray expected =
        "<p id=\"头发\" class='发'>發&amp;頭 <a href=\"头发.xhtml#发\">頭髮</a></p>"
        "<!-- 头发 --><script>var 头发 = '头发';</script><style>p.发 { }</style>"
        "<img src=\"头发.png\" alt=\"頭髮\" title='頭髮 &amp; 發'/><p lang=\"en\">Hair</p>";
    QCOMPARE(converted(page(body, html)),
             page(expected, "<html xmlns=\"http://www.w3.org/1999/xhtml\" lang=\"zh-Hant\" "
                            "xml:lang='zh-Hant'>")
                 .replace("<title>头发", "<title>頭髮"));
}

void TestMarkupConversion::blocksEndAPhrase()
{
    // Two paragraphs are two lines: 头 ends one, 发 begins the other (發, as on its own).
    QCOMPARE(converted(page("<p>头</p><p>发</p>")),
             page("<p>頭</p><p>發</p>").replace("<title>头发", "<title>頭髮"));
}

// 发型 is 髮型 (a hairstyle): the base of a ruby is read with the text around it; its annotation
// (a reading, and the parentheses for readers without ruby) is not text to convert.
void TestMarkupConversion::aRubyBaseRunsOnItsAnnotationStays()
{
    QCOMPARE(converted(page("<p><ruby>发<rp>(</rp><rt>fà</rt><rp>)</rp></ruby>型很干净</p>"
                            "<p><ruby>头<rtc><rt>头</rt></rtc></ruby>发</p>")),
             page("<p><ruby>髮<rp>(</rp><rt>fà</rt><rp>)</rp></ruby>型很乾淨</p>"
                  "<p><ruby>頭<rtc><rt>头</rt></rtc></ruby>髮</p>")
                 .replace("<title>头发", "<title>頭髮"));
}

void TestMarkupConversion::aLongerReplacementGoesWhereItBegins()
{
    // s2twp writes 内存 as 記憶體: three characters for two, across the markup.
    QCOMPARE(converted(page("<p>内<em>存</em>很大</p>"), "s2twp", QStringLiteral("zh-TW")),
             page("<p>記憶體<em></em>很大</p>").replace("<title>头发", "<title>頭髮"));
}

void TestMarkupConversion::writtenAsTheCharacterDiffWritesIt_data()
{
    QTest::addColumn<QString>("config");
    for (const char *config : {"s2t", "s2twp", "s2hk", "t2s", "tw2sp"})
        QTest::newRow(config) << QString::fromLatin1(config);
}

// A document is written by the diff of its paragraphs that diffForWriting makes (a changed line
// one change, unless markup divides it) exactly as by the character diff of every line: chapters
// as paragraphs, some plain, some with every few characters in inline markup, an entity, a line
// that converts to another length.
void TestMarkupConversion::writtenAsTheCharacterDiffWritesIt()
{
    QFETCH(QString, config);
    const ConversionPlan conversion = plainPlan(config);
    QVERIFY(conversion.converter);
    QByteArray body;
    int line = 0;
    for (const QString &file : chapterFiles()) {
        for (const QString &paragraph : readUtf8(file).split(u'\n', Qt::SkipEmptyParts)) {
            QString marked;
            if (++line % 3 == 0) {
                for (qsizetype at = 0; at < paragraph.size(); at += 5)
                    marked += QStringLiteral("<em>") + paragraph.mid(at, 2).toHtmlEscaped() +
                              QStringLiteral("</em>") + paragraph.mid(at + 2, 3).toHtmlEscaped();
            } else {
                marked = paragraph.toHtmlEscaped();
            }
            body += "<p>" + marked.toUtf8() + "</p>\n";
        }
    }
    body += "<p>内<em>存</em>的软件&amp;鼠标</p><p>鼠<b>标</b></p>";
    QString error;
    const std::optional<MarkupText> markup =
        MarkupText::read(page(body), QStringLiteral("c1.xhtml"), &error);
    QVERIFY2(markup, qPrintable(error));
    const QString text = convertText(conversion, markup->text());
    QVERIFY(text != markup->text());
    const DiffResult byLines = markup->diffForWriting(text);
    const DiffResult byCharacters = diffTexts(markup->text(), text);
    QVERIFY(byLines.changes.size() < byCharacters.changes.size());
    QCOMPARE(markup->write(text, byLines, QStringLiteral("zh")),
             markup->write(text, byCharacters, QStringLiteral("zh")));
}

void TestMarkupConversion::unchangedIsTheSameBytes()
{
    const QByteArray traditional =
        page("<p>頭髮&#x5F88;長</p>").replace("<title>头发", "<title>頭髮");
    QCOMPARE(converted(traditional), traditional);
}

void TestMarkupConversion::utf16AsItWasRead()
{
    const QString text = QString::fromUtf8(page("<p>头发</p>").replace("utf-8", "utf-16"));
    QStringEncoder encoder(QStringConverter::Utf16LE, QStringConverter::Flag::WriteBom);
    const QByteArray document = encoder.encode(text);
    QStringEncoder again(QStringConverter::Utf16LE, QStringConverter::Flag::WriteBom);
    QString expected = text;
    expected.replace(QStringLiteral("头发"), QStringLiteral("頭髮"));
    QCOMPARE(converted(document), QByteArray(again.encode(expected)));
}

// The package's metadata a reader sees converts; identifiers, dates, the manifest do not.
void TestMarkupConversion::thePackageWhereAReaderSeesIt()
{
    const QByteArray package = R"(<?xml version="1.0" encoding="UTF-8"?>
<package xmlns="http://www.idpf.org/2007/opf" xmlns:opf="http://www.idpf.org/2007/opf" version="3.0" xml:lang="zh-CN">
<metadata xmlns:dc="http://purl.org/dc/elements/1.1/">
<dc:identifier id="id">头发-2024</dc:identifier>
<dc:title id="t">头发</dc:title>
<dc:creator id="a" opf:file-as="发，头">头发</dc:creator>
<meta refines="#a" property="file-as">发，头</meta>
<meta refines="#a" property="role">发</meta>
<dc:language>zh-CN</dc:language>
<dc:description>发展</dc:description>
<meta property="dcterms:modified">2024-01-01T00:00:00Z</meta>
</metadata>
<manifest><item id="c1" href="头发.xhtml" media-type="application/xhtml+xml"/></manifest>
<spine><itemref idref="c1"/></spine>
</package>
)";
    QByteArray expected = package;
    expected.replace("xml:lang=\"zh-CN\"", "xml:lang=\"zh-Hant\"")
        .replace("<dc:title id=\"t\">头发", "<dc:title id=\"t\">頭髮")
        .replace("opf:file-as=\"发，头\">头发", "opf:file-as=\"發，頭\">頭髮")
        .replace("property=\"file-as\">发，头", "property=\"file-as\">發，頭")
        .replace("<dc:language>zh-CN", "<dc:language>zh-Hant")
        .replace("<dc:description>发展", "<dc:description>發展");
    QString error;
    const std::optional<QByteArray> result = MarkupConversion::convert(
        package, QStringLiteral("OEBPS/content.opf"), plainPlan("s2t"), QStringLiteral("zh-Hant"),
        &error, MarkupConversion::Reading::Package);
    QVERIFY2(result, qPrintable(error));
    QCOMPARE(QString::fromUtf8(*result).split(u'\n'), QString::fromUtf8(expected).split(u'\n'));
}

void TestMarkupConversion::refusals_data()
{
    QTest::addColumn<QByteArray>("document");
    QTest::addColumn<QString>("reason");
    QTest::newRow("Big5 declared") << page("<p>头发</p>").replace("utf-8", "big5")
                                   << QStringLiteral("declares the encoding big5");
    QTest::newRow("Big5 bytes") << page("<p>\xC0\x59\xBE\x76</p>").replace("utf-8", "big5")
                                << QStringLiteral("declares the encoding big5");
    QTest::newRow("not UTF-8") << page("<p>\xC0\x59\xBE\x76</p>")
                               << QStringLiteral("not UTF-8 or UTF-16");
    // UTF-16 with a high surrogate alone: Qt's decoder passes it, and it came out as '?'.
    QStringEncoder utf16(QStringConverter::Utf16LE, QStringConverter::Flag::WriteBom);
    QByteArray unpaired =
        utf16.encode(QString::fromUtf8(page("<p>头发X很长</p>").replace("utf-8", "utf-16")));
    unpaired.replace(QByteArray("X\0", 2), QByteArray("\0\xD8", 2));
    QTest::newRow("an unpaired surrogate in UTF-16")
        << unpaired << QStringLiteral("not valid UTF-16: an unpaired surrogate");
    QTest::newRow("nested too deep")
        << page(QByteArray("<span>").repeated(2000) + "头发" + QByteArray("</span>").repeated(2000))
        << QStringLiteral("line 3: elements nested more than 1024 deep");
    QTest::newRow("not well-formed")
        << page("<p>头发</b>") << QStringLiteral("line 3: Opening and ending tag mismatch");
    // Its declaration is read as XML orders it, whatever the reader is given to read it faster.
    QTest::newRow("standalone before the encoding")
        << page("<p>头发</p>").replace("encoding=", "standalone=\"yes\" encoding=")
        << QStringLiteral(
               "line 1: The standalone pseudo attribute must appear after the encoding.");
    QTest::newRow("the encoding before the version")
        << page("<p>头发</p>")
               .replace("version=\"1.0\" encoding=\"utf-8\"", "encoding=\"utf-8\" version=\"1.0\"")
        << QStringLiteral("line 1: Expected 'version'");
    QTest::newRow("the encoding in capitals")
        << page("<p>头发</p>").replace("encoding=", "ENCODING=")
        << QStringLiteral("line 1: Invalid attribute in XML declaration.");
    // Its line breaks counted as they were: the mismatch is on line 4.
    QTest::newRow("a declaration over two lines")
        << page("<p>头发</b>").replace("\" encoding=", "\"\n  encoding=")
        << QStringLiteral("line 4: Opening and ending tag mismatch");
    QTest::newRow("entities") << QByteArray("<?xml version=\"1.0\"?>\n<!DOCTYPE html [\n"
                                            "<!ENTITY a \"头发\">\n]>\n<html><p>&a;</p></html>")
                              << QStringLiteral("declares entities");
}

void TestMarkupConversion::refusals()
{
    QFETCH(QByteArray, document);
    QFETCH(QString, reason);
    QString error;
    QVERIFY(!MarkupConversion::convert(document, QStringLiteral("OEBPS/Text/c1.xhtml"),
                                       plainPlan("s2t"), QStringLiteral("zh-Hant"), &error));
    QVERIFY2(error.startsWith(QStringLiteral("OEBPS/Text/c1.xhtml")) && error.contains(reason),
             qPrintable(error));
}

DUIZHAO_TEST_MAIN(TestMarkupConversion)
#include "tst_markupconversion.moc"
