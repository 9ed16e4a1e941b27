// SPDX-License-Identifier: GPL-3.0-or-later
#include "document/book.h"

#include "core/books/epub/epubbook.h"
#include "core/conversion/glossary.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>

namespace duizhao {

Book Book::ofFolder(const QString &folder)
{
    Book book;
    book.m_folder = QDir::cleanPath(QFileInfo(folder).absoluteFilePath());
    BookScan scan = BookConversion::scan({book.m_folder}, QString(),
                                         QDir(book.m_folder).filePath(Glossary::fileName()));
    // An EPUB among the chapters is a book of its own, with chapters of its own.
    for (const BookInput &input : std::as_const(scan.inputs)) {
        if (EpubBook::isEpub(input.path))
            scan.skipped.append(
                {input.path, QCoreApplication::translate(
                                 "Book", "an EPUB is a book of its own: open it alone")});
        else
            book.m_chapters.append(input);
    }
    book.m_skipped = std::move(scan.skipped);
    return book;
}

Book Book::ofEpub(const QString &path, QString *error)
{
    const QString absolute = QDir::cleanPath(QFileInfo(path).absoluteFilePath());
    const std::optional<EpubBook> epub = EpubBook::open(absolute, error);
    if (!epub)
        return Book();
    Book book;
    book.m_folder = absolute;
    book.m_epub = true;
    for (const EpubChapter &chapter : epub->chapters())
        book.m_chapters.append(
            {EpubBook::chapterPath(absolute, chapter.entry), chapter.title, absolute});
    return book;
}

std::optional<int> Book::chapterOf(const QString &path) const
{
    const QString wanted = QDir::cleanPath(path);
    for (int chapter = 0; chapter < chapterCount(); ++chapter) {
        if (m_chapters.at(chapter).path == wanted)
            return chapter;
    }
    return std::nullopt;
}

std::optional<int> Book::neighbour(int chapter, int direction) const
{
    const int next = chapter + direction;
    if (next < 0 || next >= chapterCount())
        return std::nullopt;
    return next;
}

} // namespace duizhao
