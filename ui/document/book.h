// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "bookconversion.h"

#include <QString>

#include <optional>

namespace duizhao {

// A folder of chapters open in the window, one chapter at a time: its text files in reading
// order (第2章 before 第10章, 第九章 before 第十章: by the numbers in their names, in digits or
// Chinese numerals), as a book conversion would take
// them (hidden files, the glossary and Duizhao's own files left out). The
// book's glossary is the one beside its chapters, so every chapter converts by the same rules.
class Book final {
public:
    Book() = default;
    // The chapters of a folder; a book without any when it holds no text file.
    static Book ofFolder(const QString &folder);

    bool isOpen() const { return !m_folder.isEmpty(); }
    QString folder() const { return m_folder; }
    int chapterCount() const { return int(m_chapters.size()); }
    // A chapter's file, absolute, and its title in the list (its path below the folder).
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
    QList<BookInput> m_chapters;
    QList<SkippedPath> m_skipped;
};

} // namespace duizhao
