// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/books/epub/markuptext.h"
#include "core/conversion/chunkedconversion.h"
#include "core/conversion/configcatalog.h"
#include "core/conversion/conversionplan.h"
#include "core/conversion/converter.h"
#include "core/diff/textdiff.h"
#include "testsupport.h"

#include <QTest>

using namespace duizhao;

// A book's document read as its reader reads it, one paragraph a line, and written again with
// its text changed: converted or edited.
class TestMarkupText : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void paragraphsAreLines();
    void anUntouchedTextIsTheSameBytes();
    void anEditGoesToItsNode();
    void anEditLandsWhateverTheEncodingSays_data();
    void anEditLandsWhateverTheEncodingSays();
    void anEditAcrossMarkupGoesWhereItBegins();
    void textInsertedBetweenNodes();
    void aWrappedParagraphKeepsItsLineBreaks();
    void paragraphsSplitOrJoinedAreFound();
    void entitiesOfTheDoctypeAreText();
};

namespace {

// A chapter as editors write it: indented markup, a title, paragraphs with emphasis.
const QByteArray Chapter = R"(<?xml version="1.0" encoding="UTF-8"?>
<html xmlns="http://www.w3.org/1999/xhtml" xml:lang="zh-CN">
  <head>
    <title>第一章</title>
  </head>
  <body>
    <h1>第一章 头发</h1>
    <p>　　他的<em>头</em>发很长。</p>
    <p>　　<img src="a.png" alt="插图"/>她笑了。  </p>
  </body>
</html>
)";

MarkupText read(const QByteArray &document)
{
    QString error;
    std::optional<MarkupText> markup =
        MarkupText::read(document, QStringLiteral("OEBPS/Text/c1.xhtml"), &error);
    if (!markup)
        qFatal("%s", qPrintable(error));
    return std::move(*markup);
}

QByteArray written(const MarkupText &markup, const QString &text,
                   const QString &language = QString())
{
    return markup.write(text, diffTexts(markup.text(), text), language);
}

} // namespace

void TestMarkupText::paragraphsAreLines()
{
    // The indentation of the markup is no text; the full-width spaces of a paragraph are.
    QCOMPARE(read(Chapter).text(),
             QStringLiteral("第一章\n第一章 头发\n　　他的头发很长。\n　　\n插图\n她笑了。\n"));
    // The image's description is a line of its own, and says it is not the body's text.
    const std::vector<std::pair<qsizetype, QString>> aside{{4, QStringLiteral("alt")}};
    QCOMPARE(read(Chapter).attributeLines(), aside);
    const QByteArray linked =
        "<html xmlns=\"http://www.w3.org/1999/xhtml\"><body><p>头发<a href=\"n.xhtml\" "
        "title=\"注释\">1</a>长</p><p><img src=\"a.png\" alt=\"图\"/></p></body></html>";
    QCOMPARE(read(linked).text(), QStringLiteral("头发\n注释\n1长\n图\n"));
    const std::vector<std::pair<qsizetype, QString>> both{{1, QStringLiteral("title")},
                                                          {3, QStringLiteral("alt")}};
    QCOMPARE(read(linked).attributeLines(), both);
}

void TestMarkupText::anUntouchedTextIsTheSameBytes()
{
    const MarkupText markup = read(Chapter);
    QCOMPARE(written(markup, markup.text()), Chapter);
    QCOMPARE(written(markup, markup.text(), QStringLiteral("zh-Hant")),
             QByteArray(Chapter).replace("xml:lang=\"zh-CN\"", "xml:lang=\"zh-Hant\""));
}

void TestMarkupText::anEditGoesToItsNode()
{
    const MarkupText markup = read(Chapter);
    QString text = markup.text();
    text.replace(QStringLiteral("头发很长"), QStringLiteral("頭髮很長"))
        .replace(QStringLiteral("插图"), QStringLiteral("插圖 & 說明"));
    QCOMPARE(written(markup, text), QByteArray(Chapter)
                                        .replace("<em>头</em>发很长", "<em>頭</em>髮很長")
                                        .replace("alt=\"插图\"", "alt=\"插圖 &amp; 說明\""));
}

// The document read as UTF-8 after a byte-order mark, or declaring UTF-16 while it is UTF-8 (as
// a careless tool writes it), or in UTF-16: the same text, and an edit where it was made, the
// rest of the bytes kept.
void TestMarkupText::anEditLandsWhateverTheEncodingSays_data()
{
    QTest::addColumn<QByteArray>("document");
    QTest::addColumn<QByteArray>("expected");
    const QByteArray edited = QByteArray(Chapter).replace("<em>头</em>发很长", "<em>頭</em>髮很長");
    QTest::newRow("a byte-order mark") << "\xEF\xBB\xBF" + Chapter << "\xEF\xBB\xBF" + edited;
    const auto declared = [](QByteArray document) {
        return document.replace(R"(<?xml version="1.0" encoding="UTF-8"?>)",
                                R"(<?xml version = '1.0'  encoding='utf-8' standalone="no"?>)");
    };
    QTest::newRow("UTF-8 declared otherwise") << declared(Chapter) << declared(edited);
    QTest::newRow("UTF-16 declared") << QByteArray(Chapter).replace("UTF-8", "UTF-16")
                                     << QByteArray(edited).replace("UTF-8", "UTF-16");
    const auto utf16 = [](QByteArray utf8) {
        QStringEncoder encoder(QStringEncoder::Utf16LE, QStringEncoder::Flag::WriteBom);
        return QByteArray(encoder.encode(QString::fromUtf8(utf8.replace("UTF-8", "UTF-16"))));
    };
    QTest::newRow("UTF-16") << utf16(Chapter) << utf16(edited);
}

void TestMarkupText::anEditLandsWhateverTheEncodingSays()
{
    QFETCH(QByteArray, document);
    QFETCH(QByteArray, expected);
    const MarkupText markup = read(document);
    QCOMPARE(markup.text(), read(Chapter).text());
    QCOMPARE(written(markup, markup.text()), document);
    QString text = markup.text();
    text.replace(QStringLiteral("头发很长"), QStringLiteral("頭髮很長"));
    QCOMPARE(written(markup, text), expected);
}

void TestMarkupText::anEditAcrossMarkupGoesWhereItBegins()
{
    // 他的头发 → 他那一頭長髮: a longer text replacing the emphasis and what follows it whole.
    const MarkupText markup = read(Chapter);
    QString text = markup.text();
    text.replace(QStringLiteral("的头发"), QStringLiteral("那一頭長髮"));
    QCOMPARE(written(markup, text),
             QByteArray(Chapter).replace("他的<em>头</em>发", "他那一頭長髮<em></em>"));
}

// Text typed where one node ends goes to it; text typed at the beginning of a paragraph goes to
// the node that begins it (never into the markup between paragraphs, where it would be lost).
void TestMarkupText::textInsertedBetweenNodes()
{
    const MarkupText markup = read(Chapter);
    QString text = markup.text();
    text.replace(QStringLiteral("头发很长"), QStringLiteral("头！发很长"))
        .replace(QStringLiteral("第一章 头发"), QStringLiteral("【第一章 头发】"));
    QCOMPARE(written(markup, text), QByteArray(Chapter)
                                        .replace("<em>头</em>发很长", "<em>头！</em>发很长")
                                        .replace("<h1>第一章 头发", "<h1>【第一章 头发】"));
}

// A paragraph wrapped in the markup reads as it renders, and is written with its line breaks: a
// break between two Han characters as nothing (头\n发 is 头发, whose words a space cut), any other
// as a space.
void TestMarkupText::aWrappedParagraphKeepsItsLineBreaks()
{
    const QByteArray wrapped = "<html xmlns=\"http://www.w3.org/1999/xhtml\"><body><p>头发\n"
                               "很长。\nHello\n world 他\n  说\U0002000B\n头</p></body></html>";
    const MarkupText markup = read(wrapped);
    QCOMPARE(markup.text(), QStringLiteral("头发很长。 Hello  world 他说\U0002000B头\n"));
    const QString converted = convertText(testing::plainPlan(QStringLiteral("s2t")), markup.text());
    QCOMPARE(converted, QStringLiteral("頭髮很長。 Hello  world 他說\U0002000B頭\n"));
    QCOMPARE(written(markup, converted), QByteArray(wrapped)
                                             .replace("头发\n很长", "頭髮\n很長")
                                             .replace("他\n  说", "他\n  說")
                                             .replace("\n头<", "\n頭<"));
    // An edit that changes the paragraph's length writes its wraps at their offsets, as far as it
    // goes: inside the paragraph still, where they render as little as they did.
    QCOMPARE(written(markup, QStringLiteral("头发很长很长。 Hello  world 他说\n")),
             QByteArray(wrapped).replace("很长。\nHello\n world 他\n  说\U0002000B\n头",
                                         "很长很长。 Hello  world\n   他说\n"));
    // Never between the halves of a character beyond the Basic Multilingual Plane.
    const QByteArray astral =
        "<html xmlns=\"http://www.w3.org/1999/xhtml\"><body><p>内存\U0002000B\n"
        "头</p></body></html>";
    const MarkupText beyond = read(astral);
    QCOMPARE(beyond.text(), QStringLiteral("内存\U0002000B头\n"));
    QCOMPARE(written(beyond, QStringLiteral("記憶體\U0002000B頭\n")),
             QByteArray(astral).replace("内存\U0002000B\n头", "記憶體\U0002000B\n頭"));
}

// A paragraph split or joined cannot be written (the paragraphs are the markup's): where it is.
void TestMarkupText::paragraphsSplitOrJoinedAreFound()
{
    const MarkupText markup = read(Chapter);
    const auto changedAt = [&](const QString &text) {
        return markup.paragraphsChangedAt(text, diffTexts(markup.text(), text));
    };
    QString text = markup.text();
    QCOMPARE(changedAt(text), std::nullopt);
    QCOMPARE(
        changedAt(QString(text).replace(QStringLiteral("头发很长"), QStringLiteral("頭髮很長"))),
        std::nullopt);
    QCOMPARE(
        changedAt(QString(text).replace(QStringLiteral("头发很长"), QStringLiteral("头发\n很长"))),
        qsizetype(3));
    QCOMPARE(changedAt(QString(text).replace(QStringLiteral("插图\n"), QStringLiteral("插图"))),
             qsizetype(5));
}

// An EPUB 2 chapter whose DOCTYPE (XHTML 1.1's, as most EPUB 2 books have it) declares the named
// entities: they are text, read as their characters and written back as they were, and the text
// beside them stays where it was.
void TestMarkupText::entitiesOfTheDoctypeAreText()
{
    const QByteArray chapter = R"(<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.1//EN" "http://www.w3.org/TR/xhtml11/DTD/xhtml11.dtd">
<html xmlns="http://www.w3.org/1999/xhtml">
<head><title>第一章</title></head>
<body>
<p>&ldquo;这里的面条很干&rdquo;他说&hellip;&hellip;</p>
<p>Hello&nbsp;world &amp; 头&#x53D1;&mdash;完</p>
<p>&unknown;头发</p>
<p><img src="a.png" alt="&lsquo;干杯&rsquo;里面" title="A&amp;B&nbsp;头发"/>&#x8868;面条&#x5934;发</p>
</body>
</html>
)";
    const MarkupText markup = read(chapter);
    QCOMPARE(markup.text(), QStringLiteral("第一章\n“这里的面条很干”他说……\n"
                                           "Hello\u00A0world & 头发—完\n 头发\n"
                                           "‘干杯’里面\nA&B\u00A0头发\n表面条头发\n"));
    QCOMPARE(written(markup, markup.text()), chapter);

    const ConversionPlan plan = testing::plainPlan(QStringLiteral("s2t"));
    QVERIFY(plan.converter);
    const QString converted = convertText(plan, markup.text());
    QCOMPARE(converted, QStringLiteral("第一章\n“這裏的麪條很乾”他說……\n"
                                       "Hello\u00A0world & 頭髮—完\n 頭髮\n"
                                       "‘乾杯’裏面\nA&B\u00A0頭髮\n表面條頭髮\n"));
    const QString document = QString::fromUtf8(written(markup, converted));
    QVERIFY2(document.contains(QStringLiteral("<p>&ldquo;這裏的麪條很乾&rdquo;他說&hellip;"
                                              "&hellip;</p>")),
             qPrintable(document));
    QVERIFY2(document.contains(QStringLiteral("<p>Hello&nbsp;world &amp; 頭髮&mdash;完</p>")),
             qPrintable(document));
    QVERIFY2(document.contains(QStringLiteral("<p>&unknown;頭髮</p>")), qPrintable(document));
    // In attribute values too; a character reference whose character stays is written so again.
    QVERIFY2(document.contains(QStringLiteral("alt=\"&lsquo;乾杯&rsquo;裏面\" "
                                              "title=\"A&amp;B&nbsp;頭髮\"/>&#x8868;面條頭髮</p>")),
             qPrintable(document));
}

DUIZHAO_TEST_MAIN(TestMarkupText)
#include "tst_markuptext.moc"
