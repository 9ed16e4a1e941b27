// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/books/epub/epubconversion.h"

#include "core/books/epub/epubarchive.h"
#include "core/books/epub/epubpackage.h"
#include "core/books/epub/markupconversion.h"
#include "core/books/epub/markuptext.h"
#include "core/conversion/chunkedconversion.h"
#include "core/conversion/conversionplan.h"
#include "core/conversion/converter.h"
#include "core/diff/textdiff.h"
#include "core/jobs/jobcontrol.h"
#include "core/jobs/workerpool.h"
#include "core/text/fileidentity.h"
#include "core/text/scriptdetector.h"
#include "core/text/textfile.h"

#include <QHash>
#include <QMutex>
#include <QSet>

#include <algorithm>
#include <vector>

namespace duizhao {

namespace {

// Bytes of markup beyond which a document's text is longer than one chunk of a conversion.
constexpr qsizetype LongDocument = 64 * 1024;

// A document's text against the text given for it (a chapter reviewed in the window, or the
// document's part of a book fixed as one). Where the lines are the text's, line by line; where a
// paragraph was split or joined, through the text's conversion, which has its lines and the
// given text's script (see diffAlongEdits): the two texts alone, in two scripts, would be diffed
// as one block and the split found at the first line that differs.
DiffResult diffAsEdited(const QString &text, const QString &given, const ConversionPlan &plan)
{
    if (text.count(u'\n') == given.count(u'\n'))
        return diffTexts(text, given);
    const QString converted = convertText(plan, text);
    DiffOptions general;
    general.mode = DiffMode::General;
    return diffAlongEdits(text, converted, given, diffTexts(converted, given, general).changes);
}

// Enough of a book's text for ScriptDetector::writtenAlready, which judges its first 4,000 units,
// taken from the lines that hold Chinese in its first documents (past a cover, a title page and a
// few empty ones), not from each of its hundreds.
constexpr qsizetype ScriptSample = 4000;
constexpr size_t ScriptDocuments = 32;

// An entry's bytes, read from the archive under `lock` (libzip reads an archive from one thread)
// and inflated outside it, beside the other workers'.
std::optional<QByteArray> readBeside(const EpubArchive &book, const QString &name, QMutex &lock,
                                     QString *error)
{
    std::optional<ZippedEntry> zipped;
    {
        const QMutexLocker locked(&lock);
        zipped = book.readZipped(name, error);
    }
    return zipped ? book.unzip(*zipped, error) : std::nullopt;
}

} // namespace

std::optional<QString>
EpubConversion::convertAsOne(const std::vector<std::pair<QString, const QByteArray *>> &documents,
                             const ConversionPlan &plan, JobControl *control,
                             QHash<QString, QString> &texts, EpubOutcome &outcome,
                             UnreadableDocuments unreadable)
{
    std::vector<MarkupText> markups;
    std::vector<QString> names; // of the markups
    QString whole;
    for (const auto &[name, bytes] : documents) {
        QString error;
        std::optional<MarkupText> markup = MarkupText::read(*bytes, name, &error);
        if (!markup) {
            outcome.unreadable.emplace_back(name, error);
            continue;
        }
        whole += markup->text(); // each ends its last line
        markups.push_back(std::move(*markup));
        names.push_back(name);
    }
    if (!outcome.unreadable.empty() && unreadable == UnreadableDocuments::Refuse)
        return outcome.unreadable.front().second;
    outcome.writtenAlready = ScriptDetector::writtenAlready(whole, *plan.converter);
    JobControl converting(control);
    Explanation explained = explainText(plan, whole, &converting);
    outcome.fixes += int(explained.fixes.size());
    const QString converted = std::move(explained.result);
    explained = Explanation(); // its spans are not needed to cut the text up
    if (converted.isNull())
        return converting.failure().isEmpty() ? tr("cancelled; nothing was written")
                                              : converting.failure();
    // The conversion keeps every line break where it was: each document's lines are its own.
    qsizetype from = 0;
    for (size_t index = 0; index < markups.size(); ++index) {
        qsizetype to = from;
        for (qsizetype lines = markups[index].text().count(u'\n'); lines > 0; --lines) {
            const qsizetype lineEnd = converted.indexOf(u'\n', to);
            if (lineEnd < 0)
                return tr("%1: its conversion lost a paragraph").arg(names[index]);
            to = lineEnd + 1;
        }
        if (!texts.contains(names[index]))
            texts.insert(names[index], converted.sliced(from, to - from));
        from = to;
    }
    return std::nullopt;
}

std::optional<QString>
EpubConversion::damagedCopy(const EpubArchive &book,
                            const QHash<QString, MarkupConversion::Reading> &read)
{
    std::vector<const EpubEntry *> copied;
    for (const EpubEntry &entry : book.entries()) {
        if (!read.contains(entry.name) && entry.name != u"mimetype" && !entry.name.endsWith(u'/'))
            copied.push_back(&entry);
    }
    QMutex archiveLock;
    const auto damage = [&](const EpubEntry *entry) {
        QString error;
        return readBeside(book, entry->name, archiveLock, &error) ? QString() : error;
    };
    for (const QString &reason : mappedOnWorkers<std::vector<QString>>(copied, damage)) {
        if (!reason.isEmpty())
            return reason;
    }
    return std::nullopt;
}

std::optional<QString> EpubConversion::convert(const QString &input, const QString &output,
                                               const ConversionPlan &plan, JobControl *control,
                                               EpubOutcome *outcome,
                                               const QHash<QString, QString> &readAs,
                                               UnreadableDocuments unreadable)
{
    EpubOutcome done;
    // Replacing the book itself (--in-place, or saved over it): the book as it is before it is
    // read; should it change before it is replaced, it is left as it is then.
    const std::optional<FileIdentity> inputFile = FileIdentity::of(input);
    const bool replacesInput = inputFile && FileIdentity::of(output) == inputFile;
    const FileStamp inputAsRead = replacesInput ? FileStamp::of(input) : FileStamp();
    QString error;
    const std::optional<EpubArchive> book = EpubArchive::open(input, &error);
    if (!book)
        return error;
    const std::optional<EpubPackage> package = EpubPackage::read(*book, &error);
    if (!package)
        return error;
    // What a reader reads, and how: the package only where it describes the book.
    QHash<QString, MarkupConversion::Reading> read{
        {package->path(), MarkupConversion::Reading::Package}};
    for (const EpubItem &item : package->items()) {
        if (EpubPackage::isContentDocument(item) || item.mediaType == u"application/x-dtbncx+xml")
            read.insert(item.path, MarkupConversion::Reading::Document);
    }
    const QString language = languageOf(plan.converter->configName());
    struct Document {
        const EpubEntry *entry;
        MarkupConversion::Reading reading;
        QByteArray bytes; // read when it is converted, let go of once it is
        QString head;     // the beginning of its text, of which the book's script is judged
        bool converted = false;
        std::optional<PackedEntry> packed; // what is written, where the conversion changed it
        QString error;
        bool unreadable = false;       // error names the book and the entry
        bool markupUnreadable = false; // read from the book, but its markup does not read
    };
    std::vector<Document> readable;
    for (const EpubEntry &entry : book->entries()) {
        const auto reading = read.constFind(entry.name);
        if (reading != read.cend())
            readable.push_back(
                {&entry, *reading, QByteArray(), QString(), false, std::nullopt, QString()});
    }
    // A document is read by the worker that converts it, from the archive one at a time (libzip
    // reads an archive from one thread), and inflated beside the others: the book is not held
    // whole before its conversion begins.
    QMutex archiveLock;
    const auto readBytes = [&](Document &document) {
        std::optional<QByteArray> bytes =
            readBeside(*book, document.entry->name, archiveLock, &document.error);
        document.unreadable = !bytes;
        if (bytes)
            document.bytes = std::move(*bytes);
        return bytes.has_value();
    };
    // What no reader reads is copied as it is, but not when it is damaged: a broken book is
    // refused, as a damaged chapter refuses it, before anything of it is converted.
    if (const std::optional<QString> damaged = damagedCopy(*book, read))
        return damaged;
    // Fixing likely mistakes judges the whole text (a name named in one chapter speaks for the
    // next): the documents are then converted as one text, each written as its part of it reads.
    // The documents given as they read are part of that text (their names speak for the others)
    // and keep what was given.
    QHash<QString, QString> texts = readAs;
    if (plan.fixes()) {
        std::vector<std::pair<QString, const QByteArray *>> whole;
        for (Document &document : readable) {
            if (!readBytes(document))
                return document.error;
            if (document.reading == MarkupConversion::Reading::Document)
                whole.push_back({document.entry->name, &document.bytes});
        }
        if (const std::optional<QString> failed =
                convertAsOne(whole, plan, control, texts, done, unreadable)) {
            if (outcome)
                outcome->unreadable = std::move(done.unreadable);
            return tr("%1: %2").arg(input, *failed);
        }
    }
    // Those that do not read, known already, are copied as stored.
    QSet<QString> copied;
    for (const auto &[name, why] : done.unreadable)
        copied.insert(name);
    if (control)
        control->addToTotal(qint64(readable.size()));
    const auto convertDocument = [&](Document &document) {
        if ((control && control->isCancelled()) ||
            (document.bytes.isNull() && !readBytes(document)))
            return;
        const QString &name = document.entry->name;
        std::optional<QByteArray> converted;
        const auto given = texts.constFind(name);
        if (copied.contains(name)) {
            document.markupUnreadable = true;
        } else if (given == texts.cend()) {
            QString text;
            converted = MarkupConversion::convert(document.bytes, name, plan, language,
                                                  &document.error, document.reading, &text);
            // Not for a paragraph's trouble, nor a failed conversion: the markup itself.
            document.markupUnreadable =
                !converted && !MarkupText::read(document.bytes, name, nullptr, document.reading);
            if (document.reading == MarkupConversion::Reading::Document &&
                size_t(&document - readable.data()) < ScriptDocuments)
                document.head = ScriptDetector::chineseLines(text, ScriptSample);
        } else if (const std::optional<MarkupText> markup =
                       MarkupText::read(document.bytes, name, &document.error)) {
            const DiffResult diff = diffAsEdited(markup->text(), *given, plan);
            if (const std::optional<qsizetype> line = markup->paragraphsChangedAt(*given, diff))
                document.error = tr("%1, line %2: a paragraph is split or joined there, and a "
                                    "book's paragraphs are its markup's; undo that edit (or make "
                                    "it in an EPUB editor)")
                                     .arg(name)
                                     .arg(*line);
            else
                converted = markup->write(*given, diff, language);
        }
        // Packed for the archive here, on the worker that converted it: the book's documents
        // are deflated side by side, and neither their text nor its conversion is held on.
        if (converted) {
            document.converted = true;
            if (*converted != document.bytes)
                document.packed = PackedEntry::of(*converted, document.entry->stored);
            document.bytes = QByteArray();
        }
        if (control)
            control->advance(1);
    };
    // A book is hundreds of chapters, each short: they convert side by side on every core. A
    // long one (a novel saved as a few documents) is cut into chunks that do: one after another,
    // from here, as work on the workers waits for no other work there (see WorkerTask).
    std::vector<Document *> shortOnes;
    for (Document &document : readable) {
        if (document.entry->size > quint64(LongDocument))
            convertDocument(document);
        else
            shortOnes.push_back(&document);
    }
    mapOnWorkers(shortOnes, [&](Document *document) { convertDocument(*document); });
    if (control && control->isCancelled())
        return tr("%1: cancelled; nothing was written").arg(input);
    // The documents whose markup does not read, unless the book read as one said already.
    if (copied.isEmpty()) {
        for (const Document &document : readable) {
            if (document.markupUnreadable)
                done.unreadable.emplace_back(document.entry->name, document.error);
        }
    }
    // Another failure first: copying what does not read would not save the book.
    const auto otherFailure =
        std::find_if(readable.begin(), readable.end(), [](const Document &each) {
            return !each.converted && !each.markupUnreadable;
        });
    if (otherFailure != readable.end())
        return otherFailure->unreadable ? otherFailure->error
                                        : tr("%1: %2").arg(input, otherFailure->error);
    if (outcome && unreadable == UnreadableDocuments::Refuse)
        outcome->unreadable = done.unreadable; // said, should they refuse the book
    QHash<QString, PackedEntry> replaced;
    for (Document &document : readable) {
        if (document.markupUnreadable && unreadable == UnreadableDocuments::CopyAsStored)
            continue; // copied as it is stored
        if (!document.converted)
            return tr("%1: %2").arg(input, document.error);
        if (document.packed)
            replaced.insert(document.entry->name, std::move(*document.packed));
    }
    // Its folder made only now: a book that fails leaves nothing behind, not even a folder.
    if (const std::optional<FileError> failed = TextFile::makeFolderOf(output))
        return failed->message();
    if (const std::optional<QString> failed =
            book->writeTo(output, replaced, replacesInput ? &inputAsRead : nullptr))
        return failed;
    done.documents = int(replaced.size());
    if (!plan.fixes()) {
        QString beginning; // the first documents' text, in the zip's order, judged as one
        for (const Document &document : readable) {
            if (beginning.size() >= ScriptSample)
                break;
            beginning += document.head;
        }
        done.writtenAlready = ScriptDetector::writtenAlready(beginning, *plan.converter);
    }
    if (outcome)
        *outcome = done;
    return std::nullopt;
}

} // namespace duizhao
