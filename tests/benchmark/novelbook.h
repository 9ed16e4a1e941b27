// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "../zipwriter.h"

#include <QFile>
#include <QString>
#include <QStringList>

// The novel as an EPUB of 300 chapters, a paragraph for each line, to convert as its text file is.
inline bool writeNovelBook(const QString &novel, const QString &path)
{
    using namespace duizhao::testing::epub;
    constexpr int Chapters = 300;
    QFile novelFile(novel);
    if (!novelFile.open(QIODevice::ReadOnly))
        return false;
    const QStringList lines = QString::fromUtf8(novelFile.readAll()).split(u'\n');
    const qsizetype perChapter = lines.size() / Chapters + 1;
    QList<Entry> entries{{QStringLiteral("mimetype"), "application/epub+zip", true},
                         {QStringLiteral("META-INF/container.xml"),
                          R"(<?xml version="1.0" encoding="UTF-8"?>
<container version="1.0" xmlns="urn:oasis:names:tc:opendocument:xmlns:container"><rootfiles><rootfile full-path="OEBPS/content.opf" media-type="application/oebps-package+xml"/></rootfiles></container>
)"}};
    QByteArray manifest;
    QByteArray spine;
    for (int chapter = 0; chapter < Chapters; ++chapter) {
        QString body;
        for (const QString &paragraph : lines.mid(chapter * perChapter, perChapter))
            body += QStringLiteral("<p>") + paragraph.toHtmlEscaped() + QStringLiteral("</p>\n");
        const QByteArray name = "c" + QByteArray::number(chapter);
        entries.append({QStringLiteral("OEBPS/%1.xhtml").arg(QString::fromLatin1(name)),
                        "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<html "
                        "xmlns=\"http://www.w3.org/1999/xhtml\"><head><title>" +
                            name + "</title></head><body>\n" + body.toUtf8() + "</body></html>\n"});
        manifest += "<item id=\"" + name + "\" href=\"" + name +
                    ".xhtml\" media-type=\"application/xhtml+xml\"/>\n";
        spine += "<itemref idref=\"" + name + "\"/>\n";
    }
    entries.append({QStringLiteral("OEBPS/content.opf"),
                    "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<package "
                    "xmlns=\"http://www.idpf.org/2007/opf\" version=\"3.0\"><metadata "
                    "xmlns:dc=\"http://purl.org/dc/elements/1.1/\"><dc:title>小说</dc:title>"
                    "<dc:language>zh-CN</dc:language></metadata><manifest>" +
                        manifest + "</manifest><spine>" + spine + "</spine></package>\n"});
    return !writeZip(path, entries).isEmpty();
}
