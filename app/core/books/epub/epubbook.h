// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/books/chapteredtext.h"
#include "core/books/epub/markuptext.h"
#include "core/text/textfile.h"

#include <QCoreApplication>
#include <QList>
#include <QString>

#include <optional>

namespace duizhao {

class EpubArchive;
class JobControl;
class EpubPackage;

// A chapter of a book: one content document of its reading order.
struct EpubChapter {
    QString entry; // the document's entry in the zip
    QString title; // as the table of contents names it, else the document's file name
};

// A book as its reader reads it: the content documents of its reading order, titled by its table
// of contents (EPUB 3's navigation document, else EPUB 2's NCX), each read as a text of
// paragraphs (MarkupText). Opened whole, as EpubArchive and EpubPackage check it; each chapter is
// read from the file when asked for, so that the book is not held in memory.
class EpubBook final {
    Q_DECLARE_TR_FUNCTIONS(EpubBook)

public:
    static std::optional<EpubBook> open(const QString &path, QString *error);

    QString path() const { return m_path; }
    const QList<EpubChapter> &chapters() const { return m_chapters; }
    // The chapter of an entry, if the reading order has it.
    std::optional<int> chapterOf(const QString &entry) const;

    // A chapter's document, read again from the book; the file, the entry and why when it
    // cannot be.
    std::optional<MarkupText> read(int chapter, QString *error) const;

    // A chapter whose document does not read, with why (its entry and line).
    struct UnreadableChapter {
        int chapter;
        QString why;
    };

    // Every chapter's text, one after another, as one text: what `review` and `diff` read. A
    // chapter that cannot be read fails it, or (Skip) is left out, and added to skipped where
    // given: the book's names are found in the chapters that read, while the one that does not
    // says why where it is opened.
    enum class Unreadable { Fail, Skip };
    std::optional<ChapteredText> wholeText(QString *error, Unreadable unreadable = Unreadable::Fail,
                                           QList<UnreadableChapter> *skipped = nullptr) const;

    // The chapters whose documents do not read, read one after another; none when the book
    // itself cannot be read again (error says why) or control is cancelled. What the window marks
    // in the book's list before such a chapter is opened.
    QList<UnreadableChapter> unreadableChapters(const JobControl *control, QString *error) const;

    // Whether a file is an EPUB by its name, as the command line and the window tell them.
    static bool isEpub(const QString &path);

    // A chapter named as one path, the book's and the entry's (书.epub/OEBPS/Text/ch1.xhtml):
    // what the window opens, lists and names. No file has such a path, as a file holds none.
    static QString chapterPath(const QString &book, const QString &entry);
    // The book and the entry of a chapter's path, if it is one (the book a file of that name).
    struct ChapterAddress {
        QString book;
        QString entry;
    };
    static std::optional<ChapterAddress> addressOf(const QString &path);
    // A chapter's text read as a text file is (UTF-8, line feeds), or why it cannot be.
    static ReadResult readChapter(const QString &chapterPath);

private:
    // The chapters of an opened book, titled by its table of contents or (Skip) by their files.
    enum class Titles { Read, Skip };
    static std::optional<EpubBook> ofArchive(const EpubArchive &archive, Titles titled,
                                             QString *error);
    std::optional<MarkupText> read(const EpubArchive &archive, int chapter, QString *error) const;
    // The titles the table of contents gives the documents it points to, by entry.
    static QHash<QString, QString> contentsTitles(const EpubArchive &archive,
                                                  const EpubPackage &package);

    QString m_path;
    QList<EpubChapter> m_chapters;
};

} // namespace duizhao
