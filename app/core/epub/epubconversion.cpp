// SPDX-License-Identifier: GPL-3.0-or-later
#include "epubconversion.h"

#include "conversionplan.h"
#include "converter.h"
#include "epubarchive.h"
#include "epubpackage.h"
#include "jobcontrol.h"
#include "markupconversion.h"
#include "markuptext.h"
#include "textdiff.h"

#include "workerpool.h"

#include <QHash>
#include <QtConcurrent/QtConcurrentMap>

#include <vector>

namespace duizhao {

std::optional<QString> EpubConversion::convert(const QString &input, const QString &output,
                                               const ConversionPlan &plan, JobControl *control,
                                               int *documents,
                                               const QHash<QString, QString> &readAs)
{
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
        QString name;
        MarkupConversion::Reading reading;
        QByteArray bytes;
        std::optional<QByteArray> converted;
        QString error;
    };
    std::vector<Document> readable;
    for (const EpubEntry &entry : book->entries()) {
        const auto reading = read.constFind(entry.name);
        if (reading == read.cend())
            continue;
        std::optional<QByteArray> bytes = book->read(entry.name, &error);
        if (!bytes)
            return error;
        readable.push_back({entry.name, *reading, std::move(*bytes), std::nullopt, QString()});
    }
    // A book is hundreds of chapters, each short: they convert side by side on every core.
    if (control)
        control->addToTotal(qint64(readable.size()));
    QtConcurrent::blockingMap(workerPool(), readable, [&](Document &document) {
        if (control && control->isCancelled())
            return;
        const auto given = readAs.constFind(document.name);
        if (given == readAs.cend()) {
            document.converted = MarkupConversion::convert(
                document.bytes, document.name, plan, language, &document.error, document.reading);
        } else if (const std::optional<MarkupText> markup =
                       MarkupText::read(document.bytes, document.name, &document.error)) {
            const DiffResult diff = diffTexts(markup->text(), *given);
            if (const std::optional<qsizetype> line = markup->paragraphsChangedAt(*given, diff))
                document.error = tr("%1, line %2: a paragraph is split or joined there, and a "
                                    "book's paragraphs are its markup's; undo that edit (or make "
                                    "it in an EPUB editor)")
                                     .arg(document.name)
                                     .arg(*line);
            else
                document.converted = markup->write(*given, diff, language);
        }
        if (control)
            control->advance(1);
    });
    if (control && control->isCancelled())
        return tr("%1: cancelled; nothing was written").arg(input);
    QHash<QString, QByteArray> replaced;
    for (Document &document : readable) {
        if (!document.converted)
            return tr("%1: %2").arg(input, document.error);
        if (*document.converted != document.bytes)
            replaced.insert(document.name, std::move(*document.converted));
        document.bytes = QByteArray(); // a book's text is not held three times
    }
    if (const std::optional<QString> failed = book->writeTo(output, replaced))
        return failed;
    if (documents)
        *documents = int(replaced.size());
    return std::nullopt;
}

} // namespace duizhao
