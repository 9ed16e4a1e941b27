// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/books/epub/markupconversion.h"
#include "core/conversion/configcatalog.h"

#include <QCoreApplication>
#include <QHash>
#include <QString>

#include <optional>
#include <utility>
#include <vector>

namespace duizhao {

class EpubArchive;
class JobControl;
struct ConversionPlan;

// What converting a book did.
struct EpubOutcome {
    int documents = 0; // the documents the conversion changed
    int fixes = 0;     // the likely mistakes fixed (see ConversionPlan::fixLikely)
    // The script the book reads in already, where it is the one the conversion writes (see
    // ScriptDetector::writtenAlready, judged on the text of its first documents), or Undetermined.
    Script writtenAlready = Script::Undetermined;
    // The documents whose markup does not read (an unclosed tag, bytes that are no text), each
    // with why: refused, the book is not written; or copied as they are stored.
    std::vector<std::pair<QString, QString>> unreadable;
};

// What becomes of a book's documents whose markup does not read: the book is refused (what the
// command line does), or they are copied unconverted, as stored (the window, where the user
// asked for it).
enum class UnreadableDocuments : quint8 { Refuse, CopyAsStored };

// A whole EPUB converted into another: every content document the package lists (XHTML and
// HTML, the navigation document among them) and the NCX as a reader reads them, the package's
// metadata where a reader sees it, every `lang` naming the target (see MarkupConversion). Nothing
// is renamed, and what no reader reads (styles, fonts, images, scripts) is copied as stored. A
// hostile or broken book is refused with the file, the entry and why, and nothing is written.
class EpubConversion final {
    Q_DECLARE_TR_FUNCTIONS(EpubConversion)

public:
    // Converts `input` into `output`, and says what it did in `outcome`. The documents named
    // in `readAs` come to read as the text given there instead of their conversion (chapters
    // reviewed and edited; see MarkupText::write). Returns why it failed, or nothing when the
    // book was written. A cancelled control stops it before anything is written.
    static std::optional<QString>
    convert(const QString &input, const QString &output, const ConversionPlan &plan,
            JobControl *control, EpubOutcome *outcome = nullptr,
            const QHash<QString, QString> &readAs = {},
            UnreadableDocuments unreadable = UnreadableDocuments::Refuse);

private:
    // Why the first of the entries of `book` not in `read` whose bytes are not what the zip
    // declares (see EpubArchive::unzip) is damaged, or nothing; checked side by side. libzip
    // copies a deflated entry without a look, and a stored one only to fail at the end on its
    // CRC, naming no entry.
    static std::optional<QString>
    damagedCopy(const EpubArchive &book, const QHash<QString, MarkupConversion::Reading> &read);
    // The documents (entry, bytes) converted as one text, fixing likely mistakes, each one's part
    // of the conversion added to `texts` (unless it is there already), the fixes, the script
    // written already and the documents that do not read said in `outcome` (the others are
    // converted without them unless they refuse the book); why not.
    static std::optional<QString>
    convertAsOne(const std::vector<std::pair<QString, const QByteArray *>> &documents,
                 const ConversionPlan &plan, JobControl *control, QHash<QString, QString> &texts,
                 EpubOutcome &outcome, UnreadableDocuments unreadable);
};

} // namespace duizhao
