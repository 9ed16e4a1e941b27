// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/review/reviewstate.h"
#include "core/text/textfile.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QString>

#include <optional>
#include <utility>
#include <vector>

namespace duizhao {

// A text's review kept between sessions: the spans reviewed and the candidates picked, in a file
// of its own in a folder beside the text (.duizhao-reviews/chapter.txt.json, beside the book's
// glossary). It names the text by a hash of it and the config that converted it, so that it comes
// back only to the same text converted the same way; a span is found again where it was in the
// text and reading as OpenCC made it read then (a glossary rule added since leaves the spans it
// changed out).
class SavedReview final {
    Q_DECLARE_TR_FUNCTIONS(SavedReview)

public:
    struct Entry {
        int sourcePosition = 0;
        int sourceLength = 0;
        QString result; // what OpenCC made of the span
        SpanReview review;
    };

    // Where the review of a text is kept: the file, beside the text (a book's chapter: beside
    // its book), and the folder it must stay in, the text's or the book's.
    struct Place {
        QString folder;
        QString file; // folder/.duizhao-reviews/…json
        bool isEmpty() const { return file.isEmpty(); }
    };

    static QString folderName() { return QStringLiteral(".duizhao-reviews"); }
    static Place placeFor(const QString &textPath);
    static QString pathFor(const QString &textPath) { return placeFor(textPath).file; }

    // The reviewed and picked spans of a review of source by config.
    static SavedReview of(const ReviewState &state, QStringView source, const QString &config);
    // Null when there is no such file or it is not a saved review of a text of sourceLength
    // characters: never read through a link, nor when it is not a regular file (a pipe would wait
    // forever) or longer than such a review can be (a review file of hundreds of megabytes would
    // take gigabytes to parse).
    static std::optional<SavedReview> read(const Place &place, qsizetype sourceLength);
    // Written atomically, the folder made if need be; an empty review removes the file. Refused
    // when a link is on the way from the place's folder to the file (the store itself, the
    // book's folder in it, the file): nothing is written, made or removed through one.
    std::optional<FileError> write(const Place &place) const;

    bool isEmpty() const { return m_entries.empty() && m_unsaved.isEmpty(); }
    const std::vector<Entry> &entries() const { return m_entries; }
    // Whether it is the review of this text converted by this config.
    bool belongsTo(QStringView source, const QString &config) const;
    // The spans of a review of the same text that the entries name, with their saved reviews.
    std::vector<std::pair<int, SpanReview>> spansIn(const ReviewState &state) const;

    // The converted text as it was last saved to a file with this review, by its hash (hashOf),
    // or empty: a review opened again that reads as saved is no edit to save.
    const QByteArray &savedHash() const { return m_savedHash; }
    void setSavedHash(QByteArray hash) { m_savedHash = std::move(hash); }
    static QByteArray hashOf(QStringView text);
    // The converted text as it read with edits not saved to any file, kept when the window was
    // ended by a signal (kill, a terminal closed), so that they are not lost; empty otherwise.
    const QString &unsaved() const { return m_unsaved; }
    void setUnsaved(QString text) { m_unsaved = std::move(text); }

private:
    // The first link on the way from the place's folder down to its file, or what is there that
    // is not a regular file.
    static std::optional<QString> whyNotAPlainWay(const Place &place);

    QByteArray m_sourceHash;
    QByteArray m_savedHash;
    QString m_config;
    QString m_unsaved;
    std::vector<Entry> m_entries;
};

} // namespace duizhao
