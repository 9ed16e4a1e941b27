// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QList>
#include <QString>

namespace duizhao {

// A text made of chapters one after another, each beginning a line of its own: a book read as
// one text, so that a review judges it whole (a name in one chapter speaks for the next) and a
// diff or a listing says where each line is in the book's terms.
struct ChapteredText {
    struct Chapter {
        QString name;        // where the chapter is kept (an EPUB's entry)
        QString title;       // what the table of contents calls it
        qsizetype firstLine; // 1-based, in text
    };
    // A line of the text (1-based) in the book's terms: its chapter and its line there (1-based).
    struct Place {
        int chapter;
        qsizetype line;
    };

    QString text;
    QList<Chapter> chapters;

    // Adds a chapter whose text ends with a line break, or is empty.
    void append(const QString &name, const QString &title, const QString &chapterText);
    // Where a line is; the first chapter's for a text without chapters.
    Place place(qsizetype line) const;
    // "name:line", for a line of the text (1-based).
    QString where(qsizetype line) const;

private:
    qsizetype m_lines = 0;
};

} // namespace duizhao
