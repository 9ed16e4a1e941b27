// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/books/epub/markupconversion.h"

#include "core/books/epub/markuptext.h"
#include "core/conversion/chunkedconversion.h"
#include "core/conversion/conversionplan.h"
#include "core/jobs/jobcontrol.h"

namespace duizhao {

QString languageOf(const QString &config)
{
    if (config.startsWith(QStringLiteral("s2tw")) || config == u"t2tw")
        return QStringLiteral("zh-TW");
    if (config.startsWith(QStringLiteral("s2hk")) || config == u"t2hk")
        return QStringLiteral("zh-HK");
    if (config.startsWith(QStringLiteral("s2t")))
        return QStringLiteral("zh-Hant");
    if (config.contains(QStringLiteral("2s")))
        return QStringLiteral("zh-Hans");
    return {};
}

std::optional<QByteArray> MarkupConversion::convert(const QByteArray &document,
                                                    const QString &entry,
                                                    const ConversionPlan &plan,
                                                    const QString &language, QString *error,
                                                    Reading reading, QString *text)
{
    const std::optional<MarkupText> markup = MarkupText::read(document, entry, error, reading);
    if (!markup)
        return std::nullopt;
    if (text)
        *text = markup->text();
    JobControl control;
    const QString converted = convertText(plan, markup->text(), &control);
    if (converted.isNull()) {
        if (error)
            *error = tr("%1: %2").arg(entry, control.failure());
        return std::nullopt;
    }
    return markup->write(converted, markup->diffForWriting(converted), language);
}

} // namespace duizhao
