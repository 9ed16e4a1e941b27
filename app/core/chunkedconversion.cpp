// SPDX-License-Identifier: GPL-3.0-or-later
#include "chunkedconversion.h"

#include "converter.h"
#include "jobcontrol.h"
#include "workerpool.h"

#include <QtConcurrent/QtConcurrentMap>

#include <vector>

namespace duizhao {

namespace {

// Large enough that OpenCC's per-call cost vanishes, small enough that a 10 MB novel spreads
// evenly over the cores and progress moves smoothly.
constexpr qsizetype DefaultChunkSize = 16 * 1024;

template<typename View>
std::vector<View> splitAtLineBreaks(View text, qsizetype chunkSize)
{
    std::vector<View> chunks;
    qsizetype start = 0;
    while (start < text.size()) {
        qsizetype end = start + chunkSize;
        if (end >= text.size()) {
            end = text.size();
        } else {
            const qsizetype lineBreak = text.indexOf('\n', end - 1);
            end = lineBreak < 0 ? text.size() : lineBreak + 1;
        }
        chunks.push_back(text.sliced(start, end - start));
        start = end;
    }
    return chunks;
}

// The converted chunks in order, or an empty list when cancelled or failed.
template<typename Text, typename View, typename ConvertChunk>
QList<Text> convertInChunks(View text, JobControl *givenControl, qsizetype chunkSize,
                            ConvertChunk convert)
{
    // Failures are reported through a control, so there always is one.
    JobControl ownControl;
    JobControl *control = givenControl ? givenControl : &ownControl;
    control->addToTotal(text.size());
    const std::vector<View> chunks = splitAtLineBreaks(text, chunkSize);
    const auto convertChunk = [&](View chunk) {
        if (control->isCancelled())
            return Text();
        QString error;
        Text converted = convert(chunk, &error);
        if (converted.isNull()) {
            // No exception may leave a pool thread; the failure travels through the control.
            control->fail(error);
            return Text();
        }
        control->advance(chunk.size());
        return converted;
    };

    QList<Text> converted;
    if (chunks.size() <= 1) {
        for (View chunk : chunks)
            converted.append(convertChunk(chunk));
    } else {
        converted = QtConcurrent::blockingMapped<QList<Text>>(workerPool(), chunks, convertChunk);
    }
    if (control->isCancelled())
        return {};
    return converted;
}

} // namespace

QString convertText(const Converter &converter, QStringView text, JobControl *control)
{
    return convertText(converter, text, control, DefaultChunkSize);
}

QString convertText(const Converter &converter, QStringView text, JobControl *control,
                    qsizetype chunkSize)
{
    QList<QString> pieces =
        convertInChunks<QString>(text, control, chunkSize, [&](QStringView chunk, QString *error) {
            return converter.convert(chunk, error);
        });
    if (pieces.isEmpty() && !text.isEmpty())
        return QString();
    qsizetype size = 0;
    for (const QString &piece : std::as_const(pieces))
        size += piece.size();
    QString result;
    result.reserve(qMax<qsizetype>(size, 1)); // not null: null means cancelled
    for (QString &piece : pieces) {
        result += piece;
        piece = QString(); // release as we go: a novel's text should not be held three times
    }
    return result;
}

QByteArrayList convertUtf8Text(const Converter &converter, QByteArrayView text, JobControl *control)
{
    return convertUtf8Text(converter, text, control, DefaultChunkSize);
}

QByteArrayList convertUtf8Text(const Converter &converter, QByteArrayView text, JobControl *control,
                               qsizetype chunkSize)
{
    return convertInChunks<QByteArray>(
        text, control, chunkSize,
        [&](QByteArrayView chunk, QString *error) { return converter.convertUtf8(chunk, error); });
}

} // namespace duizhao
