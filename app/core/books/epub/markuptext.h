// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QCoreApplication>
#include <QHash>
#include <QString>
#include <QStringConverter>

#include <optional>
#include <vector>

namespace duizhao {

struct DiffResult;

// The text a reader reads in one XML document of a book, (X)HTML above all, and the document
// written again with that text changed: its text nodes and its `title` and `alt` attributes, never
// markup, `script` or `style`, a ruby's annotation (`rt`, `rp`), comments or any other attribute.
//
// The text is the document's as a reader reads it: the text of inline elements runs on
// (`<em>头</em>发` reads 头发), block elements and attributes stand on lines of their own, the
// white space that only indents the markup is left out, and a line break inside a text node reads
// as what it renders as: nothing between two Han characters (头\n发 reads 头发, as CSS Text's
// segment break transformation has it), else a space. Each line is a paragraph of the book.
//
// A new text (converted, edited) is mapped back to the text nodes through its diff with the text:
// a replacement of the same length is split where the markup splits its source; one of another
// length that spans markup (内<em>存</em> → 記憶體<em></em> with s2twp, or an edit across an
// emphasis) goes whole to the node where it begins, and the markup then holds less or more of it.
// Everything else stays byte for byte, and so does a document whose text did not change.
//
// Documents in UTF-8 or UTF-16 are read as their declaration says, and written in the same;
// another declared encoding is refused, as is a document that is not well-formed or declares
// entities (the entry and line).
class MarkupText final {
    Q_DECLARE_TR_FUNCTIONS(MarkupText)

public:
    // A content document (XHTML, the navigation document, the NCX) is read whole; the package
    // document only where it describes the book to a reader: dc:title, dc:creator,
    // dc:contributor, dc:description, dc:subject, dc:publisher, their file-as (EPUB 2's
    // opf:file-as, EPUB 3's meta refinements), and dc:language.
    enum class Reading { Document, Package };

    // `entry` names the document in messages.
    static std::optional<MarkupText> read(const QByteArray &document, const QString &entry,
                                          QString *error, Reading reading = Reading::Document);

    const QString &text() const { return m_text; }
    // The lines of text() that are an attribute's value, not text of the document's body: line
    // (from 0) → the attribute's name ("alt", "title"), in reading order.
    std::vector<std::pair<qsizetype, QString>> attributeLines() const;

    // The document with `text` read where text() was, `diff` being the diff of text() to `text`;
    // `lang`, `xml:lang` and dc:language values naming Chinese come to name `language` (kept
    // when empty). The same bytes when nothing changed.
    QByteArray write(const QString &text, const DiffResult &diff, const QString &language) const;
    // The diff of text() to `text` as write() needs it, and only that: where each stretch's
    // beginning and end fall in `text`. For a conversion, which keeps the lines, a changed line
    // that no stretch begins or ends inside is one change; a line that stretches divide is diffed
    // by character (diffTexts). The character diff of every line was a third of a book's
    // conversion, and a book's paragraphs are mostly one stretch each. A text with other lines
    // gets diffTexts' diff. Its statistics are not counted.
    DiffResult diffForWriting(const QString &text) const;
    // Where `text` splits or joins a paragraph of text() (its line, from 1), if it does: a book's
    // paragraphs are its markup, which write() keeps, so such a text cannot be written as it reads.
    std::optional<qsizetype> paragraphsChangedAt(const QString &text, const DiffResult &diff) const;

private:
    enum class Kind { Text, Attribute, Language };
    // A stretch of the document that may be replaced: a text node (or the part of it a reader
    // reads), an attribute's value (between its quotes) or a language. text is what it reads as
    // (entities resolved) with its wraps; [begin, end) where it sits in text(), without them, for
    // the first two.
    struct Stretch {
        Kind kind;
        qsizetype rawBegin;
        qsizetype rawEnd;
        QString text;
        qsizetype begin = 0;
        qsizetype end = 0;
        QChar quote;
        // The characters it writes as references (&ldquo; &#x8868; &amp;), with how: a character
        // that stays is written again as it was.
        QHash<char32_t, QString> spellings;
        // The white space that wraps the markup between two Han characters, which reads as
        // nothing: where it stands in what the stretch reads as, and itself; text holds it.
        std::vector<std::pair<qsizetype, QString>> wraps;
    };
    class Reader;

    QByteArray m_document;
    QString m_source;
    QStringConverter::Encoding m_encoding = QStringConverter::Utf8;
    std::vector<Stretch> m_stretches;
    // Where each attribute read as text begins in m_text, and the attribute's name.
    std::vector<std::pair<qsizetype, QString>> m_attributes;
    QString m_text;
};

} // namespace duizhao
