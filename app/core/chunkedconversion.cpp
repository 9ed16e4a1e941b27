// SPDX-License-Identifier: GPL-3.0-or-later
#include "chunkedconversion.h"

#include "converter.h"
#include "jobcontrol.h"

#include <QtConcurrent/QtConcurrentMap>

#include <vector>

namespace duizhao {

namespace {

// Large enough that OpenCC's per-call cost vanishes, small enough that a 10 MB novel spreads
// evenly over the cores and progress moves smoothly.
constexpr qsizetype DefaultChunkSize = 64 * 1024;

std::vector<QStringView> splitAtLineBreaks(QStringView text, qsizetype chunkSize)
{
    std::vector<QStringView> chunks;
    qsizetype start = 0;
    while (start < text.size()) {
        qsizetype end = start + chunkSize;
        if (end >= text.size()) {
            end = text.size();
        } else {
            const qsizetype lineBreak = text.indexOf(u'\n', end - 1);
            end = lineBreak < 0 ? text.size() : lineBreak + 1;
        }
        chunks.push_back(text.sliced(start, end - start));
        start = end;
    }
    return chunks;
}

} // namespace

QString convertText(const Converter &converter, QStringView text, JobControl *control)
{
    return convertText(converter, text, control, DefaultChunkSize);
}

QString convertText(const Converter &converter, QStringView text, JobControl *control,
                    qsizetype chunkSize)
{
    if (control)
        control->addToTotal(text.size());
    const std::vector<QStringView> chunks = splitAtLineBreaks(text, chunkSize);
    const auto convertChunk = [&](QStringView chunk) {
        if (isCancelled(control))
            return QString();
        QString converted = converter.convert(chunk);
        if (control)
            control->advance(chunk.size());
        return converted;
    };

    std::vector<QString> converted;
    if (chunks.size() <= 1) {
        for (QStringView chunk : chunks)
            converted.push_back(convertChunk(chunk));
    } else {
        converted = QtConcurrent::blockingMapped<std::vector<QString>>(chunks, convertChunk);
    }
    if (isCancelled(control))
        return QString();

    qsizetype size = 0;
    for (const QString &chunk : converted)
        size += chunk.size();
    QString result;
    result.reserve(size);
    for (QString &chunk : converted) {
        result += chunk;
        chunk = QString(); // release as we go: a novel's text should not be held three times
    }
    if (result.isNull())
        result = QStringLiteral("");
    return result;
}

} // namespace duizhao
