// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// EPUB books made at test time from the test chapters (see zipwriter.h).

#include <QByteArray>
#include <QFile>
#include <QList>
#include <QString>

#include "testsupport.h"
#include "zipwriter.h"

namespace duizhao::testing::epub {

// META-INF/container.xml pointing to a package document.
inline QByteArray container(const QString &package)
{
    return R"(<?xml version="1.0" encoding="UTF-8"?>
<container version="1.0" xmlns="urn:oasis:names:tc:opendocument:xmlns:container">
  <rootfiles><rootfile full-path=")" +
           package.toUtf8() + R"(" media-type="application/oebps-package+xml"/></rootfiles>
</container>
)";
}

// A chapter of the test text, in a paragraph, titled by its number.
inline QByteArray chapterDocument(int chapter)
{
    const QByteArray text =
        QString::fromUtf8(readAll(chapterFile("000"))).left(200 + chapter % 7).toUtf8();
    return "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<html "
           "xmlns=\"http://www.w3.org/1999/xhtml\"><head><title>第" +
           QByteArray::number(chapter) + "章</title></head><body><p>" + text +
           "</p></body></html>\n";
}

// A chapter of at least `characters` characters, the test chapter's paragraphs over and over,
// each in its own paragraph: longer than one chunk of a conversion (16,384 characters) when
// characters is more.
inline QByteArray longChapterDocument(int chapter, int characters)
{
    const QStringList lines =
        QString::fromUtf8(readAll(chapterFile("000"))).split(u'\n', Qt::SkipEmptyParts);
    QByteArray body;
    for (qsizetype written = 0, line = 0; written < characters; ++line) {
        const QString &paragraph = lines[line % lines.size()];
        body += "<p>" + paragraph.toUtf8() + "</p>\n";
        written += paragraph.size();
    }
    return "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<html "
           "xmlns=\"http://www.w3.org/1999/xhtml\"><head><title>第" +
           QByteArray::number(chapter) + "章</title></head><body>\n" + body + "</body></html>\n";
}

// A PNG of one pixel whose text chunk says 头发 in UTF-8: an image no conversion may touch.
inline QByteArray coverImage()
{
    static const char bytes[] =
        "\x89\x50\x4e\x47\x0d\x0a\x1a\x0a\x00\x00\x00\x0d\x49\x48\x44\x52\x00\x00\x00\x01"
        "\x00\x00\x00\x01\x08\x00\x00\x00\x00\x3a\x7e\x9b\x55\x00\x00\x00\x12\x69\x54"
        "\x58\x74\x54\x69\x74\x6c\x65\x00\x00\x00\x7a\x68\x00\x00\xe5\xa4\xb4\xe5\x8f\x91"
        "\x7a\xcf\xdb\xfd\x00\x00\x00\x0a\x49\x44\x41\x54\x78\x9c\x63\x60\x00\x00\x00\x02"
        "\x00\x01\x48\xaf\xa4\x71\x00\x00\x00\x00\x49\x45\x4e\x44\xae\x42\x60\x82";
    return QByteArray(bytes, sizeof bytes - 1);
}

// A book of `chapters` chapters listed in the manifest in reverse and read in order, with an
// EPUB 3 navigation document or an EPUB 2 NCX, a style sheet and an image (both with Chinese in
// them, which no conversion may touch); valid, as epubcheck reads it; `manifestExtra` and
// `spineExtra` are added to the package as they are.
inline QList<Entry> book(int chapters, bool epub3, const QByteArray &manifestExtra = {},
                         const QByteArray &spineExtra = {})
{
    QList<Entry> entries{
        {QStringLiteral("mimetype"), "application/epub+zip", true},
        {QStringLiteral("META-INF/container.xml"), container(QStringLiteral("OEBPS/content.opf"))}};
    QByteArray manifest;
    QByteArray spine;
    for (int chapter = chapters; chapter >= 1; --chapter) {
        const QByteArray id = "c" + QByteArray::number(chapter);
        manifest += "<item id=\"" + id + "\" href=\"Text/%E7%AB%A0" + QByteArray::number(chapter) +
                    ".xhtml\" media-type=\"application/xhtml+xml\"/>\n";
        entries.append(
            {QStringLiteral("OEBPS/Text/章%1.xhtml").arg(chapter), chapterDocument(chapter)});
    }
    for (int chapter = 1; chapter <= chapters; ++chapter)
        spine += "<itemref idref=\"c" + QByteArray::number(chapter) + "\"/>\n";
    manifest += R"(<item id="css" href="Styles/book.css" media-type="text/css"/>
<item id="cover" href="Images/cover.png" media-type="image/png"/>
)";
    entries.append({QStringLiteral("OEBPS/Styles/book.css"), "/* 头发 */ p { margin: 0; }\n"});
    entries.append({QStringLiteral("OEBPS/Images/cover.png"), coverImage(), true});
    if (epub3) {
        manifest +=
            R"(<item id="nav" href="nav.xhtml" media-type="application/xhtml+xml" properties="nav"/>)";
        entries.append(
            {QStringLiteral("OEBPS/nav.xhtml"),
             R"(<html xmlns="http://www.w3.org/1999/xhtml" xmlns:epub="http://www.idpf.org/2007/ops"><head><title>目录</title></head><body><nav epub:type="toc"><ol><li><a href="Text/%E7%AB%A01.xhtml">第一章 头发</a></li></ol></nav></body></html>)"});
    } else {
        manifest += R"(<item id="ncx" href="toc.ncx" media-type="application/x-dtbncx+xml"/>)";
        entries.append(
            {QStringLiteral("OEBPS/toc.ncx"),
             R"(<ncx xmlns="http://www.daisy.org/z3986/2005/ncx/" version="2005-1"><head><meta name="dtb:uid" content="头发-1"/></head><docTitle><text>头发</text></docTitle><navMap><navPoint id="p1" playOrder="1"><navLabel><text>第一章 头发</text></navLabel><content src="Text/%E7%AB%A01.xhtml"/></navPoint></navMap></ncx>)"});
    }
    const QByteArray package = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<package "
                               "xmlns=\"http://www.idpf.org/2007/opf\" version=\"" +
                               QByteArray(epub3 ? "3.0" : "2.0") +
                               "\" unique-identifier=\"uid\"><metadata "
                               "xmlns:dc=\"http://purl.org/dc/elements/1.1/\">"
                               "<dc:title>头发</dc:title><dc:language>zh-CN</dc:language>"
                               "<dc:identifier id=\"uid\">头发-1</dc:identifier>" +
                               QByteArray(epub3 ? "<meta property=\"dcterms:modified\">"
                                                  "2026-01-01T00:00:00Z</meta>"
                                                : "") +
                               "</metadata><manifest>" + manifest + manifestExtra +
                               "</manifest><spine" + QByteArray(epub3 ? "" : " toc=\"ncx\"") + ">" +
                               spine + spineExtra + "</spine></package>\n";
    entries.insert(2, {QStringLiteral("OEBPS/content.opf"), package});
    return entries;
}

// The book of `chapters` chapters, one of them (from 1) with this body instead: a chapter made
// for a test.
inline QList<Entry> bookWithChapter(int chapters, int chapter, const QString &body)
{
    QList<Entry> entries = book(chapters, true);
    for (Entry &entry : entries) {
        if (entry.name == QStringLiteral("OEBPS/Text/章%1.xhtml").arg(chapter))
            entry.bytes = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<html "
                          "xmlns=\"http://www.w3.org/1999/xhtml\"><head><title>第" +
                          QByteArray::number(chapter) + "章</title></head><body>" + body.toUtf8() +
                          "</body></html>\n";
    }
    return entries;
}

// The same book with chapters of at least `characters` characters each (see
// longChapterDocument): a novel saved as a few long documents.
inline QList<Entry> bookOfLongChapters(int chapters, int characters)
{
    QList<Entry> entries = book(chapters, true);
    for (int chapter = 1; chapter <= chapters; ++chapter) {
        for (Entry &entry : entries) {
            if (entry.name == QStringLiteral("OEBPS/Text/章%1.xhtml").arg(chapter))
                entry.bytes = longChapterDocument(chapter, characters);
        }
    }
    return entries;
}

// A little-endian field of a zip's header.
inline quint32 field(const QByteArray &zip, qsizetype at, int bytes)
{
    quint32 value = 0;
    for (int byte = bytes - 1; byte >= 0; --byte)
        value = (value << 8) | quint8(zip[at + byte]);
    return value;
}

inline void setField(QByteArray &zip, qsizetype at, int bytes, quint32 value)
{
    for (int byte = 0; byte < bytes; ++byte)
        zip[at + byte] = char((value >> (8 * byte)) & 0xFF);
}

// Where an entry's headers are in a zip: its local header and its record in the central
// directory.
struct Headers {
    qsizetype local = -1;
    qsizetype central = -1;
};

inline Headers headersOf(const QByteArray &zip, const QByteArray &name)
{
    for (qsizetype at = zip.indexOf("PK\x01\x02"); at >= 0;
         at = zip.indexOf("PK\x01\x02", at + 4)) {
        if (zip.mid(at + 46, qsizetype(field(zip, at + 28, 2))) == name)
            return {qsizetype(field(zip, at + 42, 4)), at};
    }
    return {};
}

// Where an entry's data begins in a zip: after its local header, its name and its extra field.
inline qsizetype dataOf(const QByteArray &zip, const QByteArray &name)
{
    const qsizetype local = headersOf(zip, name).local;
    return local < 0 ? -1 : local + 30 + field(zip, local + 26, 2) + field(zip, local + 28, 2);
}

} // namespace duizhao::testing::epub
