// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QCoreApplication>
#include <QString>

#include "core/books/epub/markuptext.h"

#include <optional>

namespace duizhao {

struct ConversionPlan;

// The language a conversion writes, as a book's `lang`, `xml:lang` and `dc:language` name it:
// zh-Hant, zh-TW or zh-HK for the Traditional configs, zh-Hans for the Simplified ones, empty for
// a config that writes no Chinese script of its own (jp2t …).
QString languageOf(const QString &config);

// Converts the text a reader reads in one XML document of a book (see MarkupText): its text as
// one text, mapped back to the nodes it came from; `lang` and `xml:lang` values that name Chinese
// come to name `language`. A text whose conversion is itself stays the same bytes.
class MarkupConversion final {
    Q_DECLARE_TR_FUNCTIONS(MarkupConversion)

public:
    using Reading = MarkupText::Reading;
    // `entry` names the document in messages; `text`, where given, comes to hold the document's
    // text as read (MarkupText::text).
    static std::optional<QByteArray> convert(const QByteArray &document, const QString &entry,
                                             const ConversionPlan &plan, const QString &language,
                                             QString *error, Reading reading = Reading::Document,
                                             QString *text = nullptr);
};

} // namespace duizhao
