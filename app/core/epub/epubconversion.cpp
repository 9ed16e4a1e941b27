// SPDX-License-Identifier: GPL-3.0-or-later
#include "epubconversion.h"

#include "conversionplan.h"
#include "converter.h"
#include "epubarchive.h"
#include "epubpackage.h"
#include "jobcontrol.h"
#include "markupconversion.h"

#include <QHash>

namespace duizhao {

std::optional<QString> EpubConversion::convert(const QString &input, const QString &output,
                                               const ConversionPlan &plan, JobControl *control,
                                               int *documents)
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
    if (control)
        control->addToTotal(read.size());
    QHash<QString, QByteArray> replaced;
    for (const EpubEntry &entry : book->entries()) {
        const auto reading = read.constFind(entry.name);
        if (reading == read.cend())
            continue;
        if (control && control->isCancelled())
            return tr("%1: cancelled; nothing was written").arg(input);
        const std::optional<QByteArray> bytes = book->read(entry.name, &error);
        if (!bytes)
            return error;
        const std::optional<QByteArray> converted =
            MarkupConversion::convert(*bytes, entry.name, plan, language, &error, *reading);
        if (!converted)
            return tr("%1: %2").arg(input, error);
        if (*converted != *bytes)
            replaced.insert(entry.name, *converted);
        if (control)
            control->advance(1);
    }
    if (const std::optional<QString> failed = book->writeTo(output, replaced))
        return failed;
    if (documents)
        *documents = int(replaced.size());
    return std::nullopt;
}

} // namespace duizhao
