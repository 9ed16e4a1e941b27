// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/books/epub/epubpackage.h"

#include "core/books/epub/epubarchive.h"

#include <QDir>
#include <QHash>
#include <QUrl>
#include <QXmlStreamReader>

namespace duizhao {

namespace {

const QString Container = QStringLiteral("META-INF/container.xml");

} // namespace

QString EpubPackage::resolve(const QString &from, const QString &reference)
{
    QString target = QUrl::fromPercentEncoding(reference.section(u'#', 0, 0).toUtf8());
    const qsizetype folderEnd = from.lastIndexOf(u'/');
    if (folderEnd >= 0)
        target = from.left(folderEnd + 1) + target;
    target = QDir::cleanPath(target);
    if (target == u".." || target.startsWith(QStringLiteral("../")) || target.startsWith(u'/'))
        return {};
    return target;
}

std::optional<QString> EpubPackage::xmlError(const QString &entry, QXmlStreamReader &xml)
{
    int depth = 0;
    while (!xml.atEnd()) {
        const QXmlStreamReader::TokenType token = xml.readNext();
        if (token == QXmlStreamReader::DTD && !xml.entityDeclarations().isEmpty())
            return declaresEntities(entry, xml.lineNumber());
        depth += token == QXmlStreamReader::StartElement ? 1
                 : token == QXmlStreamReader::EndElement ? -1
                                                         : 0;
        if (depth > MaxNesting)
            return nestedTooDeep(entry, xml.lineNumber());
    }
    if (xml.hasError())
        return readingError(entry, xml);
    return std::nullopt;
}

QString EpubPackage::declaresEntities(const QString &entry, qint64 line)
{
    return tr("%1, line %2: declares entities, which a book does not need (and an entity bomb "
              "uses)")
        .arg(entry)
        .arg(line);
}

QString EpubPackage::nestedTooDeep(const QString &entry, qint64 line)
{
    return tr("%1, line %2: elements nested more than %3 deep, which no book needs")
        .arg(entry)
        .arg(line)
        .arg(MaxNesting);
}

QString EpubPackage::readingError(const QString &entry, const QXmlStreamReader &xml)
{
    return tr("%1, line %2: %3").arg(entry).arg(xml.lineNumber()).arg(xml.errorString());
}

bool EpubPackage::isContentDocument(const EpubItem &item)
{
    return item.mediaType == u"application/xhtml+xml" || item.mediaType == u"text/html";
}

std::optional<EpubPackage> EpubPackage::read(const EpubArchive &book, QString *error)
{
    const auto fail = [&](const QString &reason) {
        if (error)
            *error = tr("%1: %2").arg(book.path(), reason);
        return std::nullopt;
    };
    // An entry's XML, checked whole before it is read for what it says.
    const auto readXml = [&](const QString &entry) -> std::optional<QByteArray> {
        std::optional<QByteArray> bytes = book.read(entry, error);
        if (!bytes)
            return std::nullopt;
        QXmlStreamReader check(*bytes);
        if (const std::optional<QString> bad = xmlError(entry, check)) {
            fail(*bad);
            return std::nullopt;
        }
        return bytes;
    };
    const std::optional<QByteArray> container = readXml(Container);
    if (!container)
        return std::nullopt;
    // The first rootfile is the package a reader opens.
    QString packagePath;
    for (QXmlStreamReader xml(*container); !xml.atEnd() && packagePath.isEmpty();) {
        if (xml.readNext() == QXmlStreamReader::StartElement && xml.name() == u"rootfile")
            packagePath = xml.attributes().value(QStringLiteral("full-path")).toString();
    }
    if (packagePath.isEmpty())
        return fail(tr("%1 names no package document").arg(Container));

    EpubPackage package;
    package.m_path = packagePath;
    const std::optional<QByteArray> opf = readXml(packagePath);
    if (!opf)
        return std::nullopt;
    QXmlStreamReader xml(*opf);
    // A container may name anything; only a package document describes a book.
    while (!xml.atEnd() && xml.readNext() != QXmlStreamReader::StartElement) {
    }
    if (xml.name() != u"package")
        return fail(tr("%1 names %2 as the book's package document, which it is not (its root "
                       "element is <%3>, not <package>)")
                        .arg(Container, packagePath, xml.name().toString()));
    QHash<QString, qsizetype> byId;
    QString tocId;
    QStringList spineIds;
    package.m_version = xml.attributes().value(QStringLiteral("version")).toString();
    while (!xml.atEnd()) {
        if (xml.readNext() != QXmlStreamReader::StartElement)
            continue;
        const QXmlStreamAttributes attributes = xml.attributes();
        if (xml.name() == u"item") {
            const QString href = attributes.value(QStringLiteral("href")).toString();
            EpubItem item{attributes.value(QStringLiteral("id")).toString(),
                          resolve(packagePath, href),
                          attributes.value(QStringLiteral("media-type")).toString(),
                          attributes.value(QStringLiteral("properties"))
                              .toString()
                              .split(u' ', Qt::SkipEmptyParts)};
            if (item.path.isEmpty())
                return fail(tr("%1, line %2: the item %3 lies outside the book")
                                .arg(packagePath)
                                .arg(xml.lineNumber())
                                .arg(href));
            // Remote resources (EPUB 3 allows audio and video by URL) are not in the zip.
            if (QUrl(href).scheme().isEmpty() && !book.contains(item.path))
                return fail(tr("%1, line %2: the item %3 is not in the book")
                                .arg(packagePath)
                                .arg(xml.lineNumber())
                                .arg(item.path));
            if (item.properties.contains(QStringLiteral("nav")))
                package.m_navigation = item.path;
            byId.insert(item.id, package.m_items.size());
            package.m_items.append(item);
        } else if (xml.name() == u"spine") {
            tocId = attributes.value(QStringLiteral("toc")).toString();
        } else if (xml.name() == u"itemref") {
            spineIds.append(attributes.value(QStringLiteral("idref")).toString());
        }
    }
    for (const QString &id : std::as_const(spineIds)) {
        const auto found = byId.constFind(id);
        if (found == byId.cend())
            return fail(tr("%1: the reading order names %2, which the package does not list")
                            .arg(packagePath, id));
        package.m_readingOrder.append(package.m_items.at(*found).path);
    }
    if (package.m_readingOrder.isEmpty())
        return fail(tr("%1: its reading order (the spine) lists no document, so there is "
                       "nothing to read or convert")
                        .arg(packagePath));
    if (const auto found = byId.constFind(tocId); !tocId.isEmpty() && found != byId.cend())
        package.m_ncx = package.m_items.at(*found).path;
    return package;
}

} // namespace duizhao
