// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/books/bookconversion.h"

#include <QString>

#include <optional>

namespace duizhao {

// A folder of chapters open in the window, one chapter at a time: its text files in reading
// order (第2章 before 第10章, 第九章 before 第十章: by the numbers in their names, in digits or
// Chinese numerals), as a book conversion would take
// them (hidden files, the glossary and Duizhao's own files left out). The
// book's glossary is the one beside its chapters, so every chapter converts by the same rules.
//
// Or an EPUB: its chapters in its reading order, titled by its table of contents, each named by
// its path in the book (EpubBook::chapterPath).
class Book final {
public:
    Book() = default;
    // The chapters of a folder; a book without any when it holds no text file.
    static Book ofFolder(const QString &folder);
    // The chapters of an EPUB; a book without any, and why, when it cannot be read.
    static Book ofEpub(const QString &path, QString *error);

    bool isOpen() const { return !m_folder.isEmpty(); }
    // The book's folder, or its EPUB file.
    QString folder() const { return m_folder; }
    bool isEpub() const { return m_epub; }
    int chapterCount() const { return int(m_chapters.size()); }
    // A chapter's file, absolute, and its title in the list (its path below the folder, or the
    // table of contents' title).
    QString path(int chapter) const { return m_chapters.at(chapter).path; }
    QString title(int chapter) const { return m_chapters.at(chapter).relativePath; }
    // The files left out of the book, and why.
    const QList<SkippedPath> &skipped() const { return m_skipped; }
    // The chapter of a file (an absolute path), if the book has it.
    std::optional<int> chapterOf(const QString &path) const;
    // The chapter next to one in reading order (onwards for +1), if there is one.
    std::optional<int> neighbour(int chapter, int direction) const;

private:
    QString m_folder;
    bool m_epub = false;
    QList<BookInput> m_chapters;
    QList<SkippedPath> m_skipped;
};

} // namespace duizhao
