// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QCoreApplication>
#include <QList>
#include <QString>
#include <QStringList>

#include <optional>

class QXmlStreamReader;

namespace duizhao {

class EpubArchive;

// A file of the book as its package lists it.
struct EpubItem {
    QString id;
    QString path; // the entry's name in the zip
    QString mediaType;
    QStringList properties; // EPUB 3's: "nav", "scripted", "cover-image" …
};

// What a book is made of, read from its package document (the OPF that META-INF/container.xml
// points to): every file with its media type, the reading order, the table of contents, the
// version. Read with Qt's XML stream reader: a document that is not well-formed is refused with
// its entry and line, and so is one that declares entities (an entity bomb expands a few bytes
// into gigabytes), as is a reference that leaves the book or names a file it does not hold.
class EpubPackage final {
    Q_DECLARE_TR_FUNCTIONS(EpubPackage)

public:
    static std::optional<EpubPackage> read(const EpubArchive &book, QString *error);

    QString path() const { return m_path; } // the OPF's entry
    QString version() const { return m_version; }
    const QList<EpubItem> &items() const { return m_items; }
    // The spine: the documents in reading order, as entry names.
    const QStringList &readingOrder() const { return m_readingOrder; }
    // EPUB 3's navigation document and EPUB 2's NCX, as entry names; empty where there is none.
    QString navigation() const { return m_navigation; }
    QString ncx() const { return m_ncx; }
    // The items whose text a reader reads: (X)HTML content documents.
    static bool isContentDocument(const EpubItem &item);

    // The entry a reference in the entry `from` names (relative, percent-encoded, perhaps with a
    // fragment), or empty when it climbs out of the book.
    static QString resolve(const QString &from, const QString &reference);
    // Reads an entry's XML to its end, or says why it is refused: entity declarations, or not
    // well-formed (the entry and the line).
    static std::optional<QString> xmlError(const QString &entry, QXmlStreamReader &xml);
    // Why a document that declares entities is refused: a book does not need them, and an
    // entity bomb expands a few bytes into gigabytes.
    static QString declaresEntities(const QString &entry, qint64 line);
    // Elements nested this deep are refused: no book needs them, and the XML reader keeps every
    // open element (two million nested ones took hundreds of megabytes).
    static constexpr int MaxNesting = 1024;
    static QString nestedTooDeep(const QString &entry, qint64 line);
    // A reader's error as a message: the entry, the line and what is wrong.
    static QString readingError(const QString &entry, const QXmlStreamReader &xml);

private:
    QString m_path;
    QString m_version;
    QList<EpubItem> m_items;
    QStringList m_readingOrder;
    QString m_navigation;
    QString m_ncx;
};

} // namespace duizhao
