// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/books/epub/epubbook.h"

#include "core/books/epub/epubarchive.h"
#include "core/books/epub/epubpackage.h"
#include "core/jobs/jobcontrol.h"
#include "core/text/textencoding.h"

#include <QFileInfo>
#include <QHash>
#include <QRegularExpression>
#include <QSet>
#include <QXmlStreamReader>

namespace duizhao {

namespace {

const QString OpsNamespace = QStringLiteral("http://www.idpf.org/2007/ops");

// The text of the element the reader stands on, to its end, its spaces collapsed: XML's white
// space (space, tab, line breaks), not the ideographic space of 第一章　雨夜, which is the title's
// own, as QString::simplified would take it.
QString elementText(QXmlStreamReader &xml)
{
    static const QRegularExpression xmlSpace(QStringLiteral("[ \\t\\r\\n]+"));
    return xml.readElementText(QXmlStreamReader::IncludeChildElements)
        .split(xmlSpace, Qt::SkipEmptyParts)
        .join(u' ');
}

// The table of contents of EPUB 3's navigation document: each link of its `toc` nav.
void readNavigation(QXmlStreamReader &xml, const QString &entry, QHash<QString, QString> &titles)
{
    int tocDepth = 0; // inside <nav epub:type="toc"> when positive
    while (!xml.atEnd()) {
        const QXmlStreamReader::TokenType token = xml.readNext();
        if (token == QXmlStreamReader::StartElement && xml.name() == u"nav") {
            const bool toc = xml.attributes()
                                 .value(OpsNamespace, QStringLiteral("type"))
                                 .split(u' ')
                                 .contains(u"toc");
            tocDepth += tocDepth > 0 || toc ? 1 : 0;
        } else if (token == QXmlStreamReader::EndElement && xml.name() == u"nav" && tocDepth > 0) {
            --tocDepth;
        } else if (token == QXmlStreamReader::StartElement && tocDepth > 0 && xml.name() == u"a") {
            const QString target = EpubPackage::resolve(
                entry, xml.attributes().value(QStringLiteral("href")).toString());
            const QString title = elementText(xml);
            if (!target.isEmpty() && !title.isEmpty() && !titles.contains(target))
                titles.insert(target, title);
        }
    }
}

// The table of contents of EPUB 2's NCX: each navPoint's label, given to its content.
void readNcx(QXmlStreamReader &xml, const QString &entry, QHash<QString, QString> &titles)
{
    QString label;
    while (!xml.atEnd()) {
        if (xml.readNext() != QXmlStreamReader::StartElement)
            continue;
        if (xml.name() == u"navLabel") {
            label = elementText(xml);
        } else if (xml.name() == u"content") {
            const QString target = EpubPackage::resolve(
                entry, xml.attributes().value(QStringLiteral("src")).toString());
            if (!target.isEmpty() && !label.isEmpty() && !titles.contains(target))
                titles.insert(target, label);
            label.clear();
        }
    }
}

} // namespace

std::optional<EpubBook> EpubBook::open(const QString &path, QString *error)
{
    const std::optional<EpubArchive> archive = EpubArchive::open(path, error);
    return archive ? ofArchive(*archive, Titles::Read, error) : std::nullopt;
}

std::optional<EpubBook> EpubBook::ofArchive(const EpubArchive &archive, Titles titled,
                                            QString *error)
{
    const std::optional<EpubPackage> package = EpubPackage::read(archive, error);
    if (!package)
        return std::nullopt;
    QHash<QString, const EpubItem *> items;
    for (const EpubItem &item : package->items())
        items.insert(item.path, &item);
    const QHash<QString, QString> titles =
        titled == Titles::Read ? contentsTitles(archive, *package) : QHash<QString, QString>();
    EpubBook book;
    book.m_path = archive.path();
    QSet<QString> listed; // a document read twice in the spine is one chapter
    for (const QString &entry : package->readingOrder()) {
        const EpubItem *item = items.value(entry);
        if (!item || !EpubPackage::isContentDocument(*item) || listed.contains(entry))
            continue;
        listed.insert(entry);
        book.m_chapters.append({entry, titles.value(entry, QFileInfo(entry).completeBaseName())});
    }
    return book;
}

std::optional<int> EpubBook::chapterOf(const QString &entry) const
{
    for (int chapter = 0; chapter < m_chapters.size(); ++chapter) {
        if (m_chapters[chapter].entry == entry)
            return chapter;
    }
    return std::nullopt;
}

std::optional<MarkupText> EpubBook::read(int chapter, QString *error) const
{
    const std::optional<EpubArchive> archive = EpubArchive::open(m_path, error);
    if (!archive)
        return std::nullopt;
    return read(*archive, chapter, error);
}

std::optional<MarkupText> EpubBook::read(const EpubArchive &archive, int chapter,
                                         QString *error) const
{
    const QString &entry = m_chapters.at(chapter).entry;
    const std::optional<QByteArray> bytes = archive.read(entry, error); // names the book
    if (!bytes)
        return std::nullopt;
    std::optional<MarkupText> text = MarkupText::read(*bytes, entry, error);
    if (!text && error)
        *error = tr("%1: %2").arg(m_path, *error);
    return text;
}

std::optional<ChapteredText> EpubBook::wholeText(QString *error, Unreadable unreadable,
                                                 QList<UnreadableChapter> *skipped) const
{
    const std::optional<EpubArchive> archive = EpubArchive::open(m_path, error);
    if (!archive)
        return std::nullopt;
    ChapteredText whole;
    for (int chapter = 0; chapter < m_chapters.size(); ++chapter) {
        QString why;
        const std::optional<MarkupText> text = read(*archive, chapter, &why);
        if (!text && unreadable == Unreadable::Skip) {
            if (skipped)
                skipped->append({chapter, why});
            continue;
        }
        if (!text) {
            if (error)
                *error = why;
            return std::nullopt;
        }
        whole.append(m_chapters[chapter].entry, m_chapters[chapter].title, text->text());
    }
    return whole;
}

QList<EpubBook::UnreadableChapter> EpubBook::unreadableChapters(const JobControl *control,
                                                                QString *error) const
{
    const std::optional<EpubArchive> archive = EpubArchive::open(m_path, error);
    if (!archive)
        return {};
    QList<UnreadableChapter> unreadable;
    for (int chapter = 0; chapter < m_chapters.size(); ++chapter) {
        if (control && control->isCancelled())
            return {};
        QString why;
        if (!read(*archive, chapter, &why))
            unreadable.append({chapter, why});
    }
    return unreadable;
}

bool EpubBook::isEpub(const QString &path)
{
    return path.endsWith(QStringLiteral(".epub"), Qt::CaseInsensitive);
}

QString EpubBook::chapterPath(const QString &book, const QString &entry)
{
    return book + u'/' + entry;
}

std::optional<EpubBook::ChapterAddress> EpubBook::addressOf(const QString &path)
{
    static const QString Suffix = QStringLiteral(".epub/");
    for (qsizetype at = path.indexOf(Suffix, 0, Qt::CaseInsensitive); at > 0;
         at = path.indexOf(Suffix, at + 1, Qt::CaseInsensitive)) {
        const QString book = path.left(at + Suffix.size() - 1);
        if (QFileInfo(book).isFile())
            return ChapterAddress{book, path.mid(book.size() + 1)};
    }
    return std::nullopt;
}

ReadResult EpubBook::readChapter(const QString &chapterPath)
{
    ReadResult result;
    result.format.encoding = TextEncoding::Utf8;
    const std::optional<ChapterAddress> address = addressOf(chapterPath);
    QString error;
    // The book opened once, without its table of contents: one chapter is read, not listed.
    const std::optional<EpubArchive> archive =
        address ? EpubArchive::open(address->book, &error) : std::nullopt;
    const std::optional<EpubBook> book =
        archive ? ofArchive(*archive, Titles::Skip, &error) : std::nullopt;
    const std::optional<int> chapter = book ? book->chapterOf(address->entry) : std::nullopt;
    if (!address)
        error = tr("%1: names no chapter of a book").arg(chapterPath);
    else if (book && !chapter)
        error = tr("%1: the book has no chapter %2").arg(address->book, address->entry);
    const std::optional<MarkupText> text =
        chapter ? book->read(*archive, *chapter, &error) : std::nullopt;
    if (!text) {
        // The messages name the book and the entry already.
        result.error = FileError{address ? address->book : chapterPath,
                                 error.section(QStringLiteral(": "), 1)};
        return result;
    }
    result.text = text->text();
    result.attributeLines = text->attributeLines();
    return result;
}

QHash<QString, QString> EpubBook::contentsTitles(const EpubArchive &archive,
                                                 const EpubPackage &package)
{
    QHash<QString, QString> titles;
    // The package was read well-formed and without entities; its contents were not yet.
    const auto read = [&](const QString &entry, auto reader) {
        QString ignored;
        const std::optional<QByteArray> bytes = archive.read(entry, &ignored);
        if (!bytes)
            return;
        QXmlStreamReader check(*bytes);
        if (EpubPackage::xmlError(entry, check))
            return; // a book without titles still reads
        QXmlStreamReader xml(*bytes);
        reader(xml, entry, titles);
    };
    if (!package.navigation().isEmpty())
        read(package.navigation(), readNavigation);
    if (titles.isEmpty() && !package.ncx().isEmpty())
        read(package.ncx(), readNcx);
    return titles;
}

} // namespace duizhao
