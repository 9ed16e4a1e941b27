// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QCoreApplication>
#include <QString>

#include <optional>

namespace duizhao {

struct ConversionPlan;

// The language a conversion writes, as a book's `lang`, `xml:lang` and `dc:language` name it:
// zh-Hant, zh-TW or zh-HK for the Traditional configs, zh-Hans for the Simplified ones, empty for
// a config that writes no Chinese script of its own (jp2t …).
QString languageOf(const QString &config);

// Converts the text a reader reads in one XML document of a book, (X)HTML above all: its text
// and its `title` and `alt` attributes, never markup, `script` or `style`, comments or any other
// attribute; `lang` and `xml:lang` values that name Chinese come to name `language`. Everything
// that is not converted stays byte for byte, and so does a text whose conversion is itself.
//
// The document's text is converted as one text, as a reader reads it: the text of inline
// elements runs on (`<em>头</em>发` converts as 头发 does, to 頭髮), block elements end a line.
// The conversion is then mapped back to the text nodes it came from. A replacement of the same
// length is split where the markup splits its source; one of another length that spans markup
// (rare: a phrase of a regional config, 内<em>存</em> → 記憶體<em></em> with s2twp) goes whole
// to the node where it begins, and the markup then holds less or more of it.
//
// Documents in UTF-8 or UTF-16 are read as their declaration says; another declared encoding
// is refused, as is a document that is not well-formed or declares entities (the entry and line).
class MarkupConversion final {
    Q_DECLARE_TR_FUNCTIONS(MarkupConversion)

public:
    // A content document (XHTML, the navigation document, the NCX) is read whole; the package
    // document only where it describes the book to a reader: dc:title, dc:creator,
    // dc:contributor, dc:description, dc:subject, dc:publisher, their file-as (EPUB 2's
    // opf:file-as, EPUB 3's meta refinements), and dc:language, which comes to name `language`.
    enum class Reading { Document, Package };
    // `entry` names the document in messages.
    static std::optional<QByteArray> convert(const QByteArray &document, const QString &entry,
                                             const ConversionPlan &plan, const QString &language,
                                             QString *error, Reading reading = Reading::Document);
};

} // namespace duizhao
