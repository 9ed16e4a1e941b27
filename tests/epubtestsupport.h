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

// A book of `chapters` chapters listed in the manifest in reverse and read in order, with an
// EPUB 3 navigation document or an EPUB 2 NCX, a style sheet and an image (both with Chinese in
// them, which no conversion may touch); `manifestExtra` and `spineExtra` are added to the package
// as they are.
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
    entries.append({QStringLiteral("OEBPS/Images/cover.png"), "\x89PNG\r\n\x1a\n头发\0\1", true});
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
             R"(<ncx xmlns="http://www.daisy.org/z3986/2005/ncx/" version="2005-1"><docTitle><text>头发</text></docTitle><navMap><navPoint id="p1" playOrder="1"><navLabel><text>第一章 头发</text></navLabel><content src="Text/%E7%AB%A01.xhtml"/></navPoint></navMap></ncx>)"});
    }
    const QByteArray package = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<package "
                               "xmlns=\"http://www.idpf.org/2007/opf\" version=\"" +
                               QByteArray(epub3 ? "3.0" : "2.0") +
                               "\"><metadata xmlns:dc=\"http://purl.org/dc/elements/1.1/\">"
                               "<dc:title>头发</dc:title><dc:language>zh-CN</dc:language>"
                               "<dc:identifier>头发-1</dc:identifier></metadata><manifest>" +
                               manifest + manifestExtra + "</manifest><spine" +
                               QByteArray(epub3 ? "" : " toc=\"ncx\"") + ">" + spine + spineExtra +
                               "</spine></package>\n";
    entries.insert(2, {QStringLiteral("OEBPS/content.opf"), package});
    return entries;
}

} // namespace duizhao::testing::epub
