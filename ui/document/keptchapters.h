// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QHash>
#include <QString>

namespace duizhao {

// The chapters of an EPUB as the user left them while the book is open. A chapter left for
// another of the same book keeps its text, and OpenCC's output it was edited from, so that its
// edits are carried onto its conversion when it opens again; the book is saved whole from them.
// Opening a text of another book, or no book, forgets them (after the user was asked to save).
class KeptChapters final {
public:
    struct Chapter {
        QString openccOutput;
        QString text;
        QString source;       // the chapter as the book has it, which its kept review names
        bool unsaved = false; // edited since the book was last saved
    };

    // A text is being opened: the chapters kept stay if it is a chapter of the same book.
    void follow(const QString &path);
    // A chapter left as it reads now; `edited` since the book was last saved. One that reads as
    // OpenCC wrote it is no longer kept.
    void keep(const QString &chapterPath, Chapter chapter, bool edited);
    const Chapter *find(const QString &chapterPath) const;
    // The book's file, while chapters of one are open.
    QString book() const { return m_book; }
    // Every chapter kept as its text reads, by its entry in the book.
    QHash<QString, QString> texts() const;
    // Every chapter kept, by its path.
    const QHash<QString, Chapter> &chapters() const { return m_chapters; }
    bool hasUnsavedEdits() const { return m_unsaved; }
    // Whether a chapter kept has edits made since the book was last saved.
    bool hasUnsavedEdits(const QString &chapterPath) const;
    void saved();

private:
    QString m_book;
    QHash<QString, Chapter> m_chapters; // by the chapter's path
    bool m_unsaved = false;
};

} // namespace duizhao
