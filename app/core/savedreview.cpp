// SPDX-License-Identifier: GPL-3.0-or-later
#include "savedreview.h"

#include "epub/epubbook.h"

#include <QCryptographicHash>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <algorithm>

namespace duizhao {

namespace {

constexpr int FormatVersion = 1;

} // namespace

QString SavedReview::pathFor(const QString &textPath)
{
    // A book's chapter: beside the book, in a folder named after it (no folder can be made in it).
    if (const auto chapter = EpubBook::addressOf(textPath)) {
        const QFileInfo book(chapter->book);
        return book.dir().filePath(folderName() + u'/' + book.fileName() + u'/' + chapter->entry +
                                   QStringLiteral(".json"));
    }
    const QFileInfo text(textPath);
    return text.dir().filePath(folderName() + u'/' + text.fileName() + QStringLiteral(".json"));
}

QByteArray SavedReview::hashOf(QStringView source)
{
    return QCryptographicHash::hash(source.toUtf8(), QCryptographicHash::Sha256).toHex();
}

SavedReview SavedReview::of(const ReviewState &state, QStringView source, const QString &config)
{
    SavedReview saved;
    saved.m_sourceHash = hashOf(source);
    saved.m_config = config;
    const Explanation *explanation = state.explanation();
    if (!explanation)
        return saved;
    for (const int span : state.spansToReview()) {
        const SpanReview review = state.review(span);
        if (!review.reviewed && review.pick.isEmpty())
            continue;
        const ExplainedSpan &item = explanation->spans[size_t(span)];
        saved.m_entries.push_back({item.sourcePosition, item.sourceLength,
                                   explanation->result.mid(item.resultPosition, item.resultLength),
                                   review});
    }
    return saved;
}

std::optional<SavedReview> SavedReview::read(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return std::nullopt;
    const QJsonObject json = QJsonDocument::fromJson(file.readAll()).object();
    if (json.value(QStringLiteral("version")).toInt() != FormatVersion)
        return std::nullopt;
    SavedReview saved;
    saved.m_sourceHash = json.value(QStringLiteral("source_sha256")).toString().toLatin1();
    saved.m_config = json.value(QStringLiteral("config")).toString();
    for (const QJsonValue &value : json.value(QStringLiteral("spans")).toArray()) {
        const QJsonArray span = value.toArray();
        if (span.size() != 5)
            return std::nullopt;
        saved.m_entries.push_back({span[0].toInt(),
                                   span[1].toInt(),
                                   span[2].toString(),
                                   {span[3].toBool(), span[4].toString()}});
    }
    return saved;
}

std::optional<FileError> SavedReview::write(const QString &path) const
{
    if (isEmpty()) {
        if (QFile::exists(path) && !QFile::remove(path))
            return FileError{path, QFile(path).errorString()};
        return std::nullopt;
    }
    if (!QDir().mkpath(QFileInfo(path).absolutePath()))
        return FileError{path, tr("cannot make the folder %1").arg(QFileInfo(path).absolutePath())};
    QJsonArray spans;
    for (const Entry &entry : m_entries)
        spans.append(QJsonArray{entry.sourcePosition, entry.sourceLength, entry.result,
                                entry.review.reviewed, entry.review.pick});
    const QJsonObject json{{QStringLiteral("version"), FormatVersion},
                           {QStringLiteral("source_sha256"), QString::fromLatin1(m_sourceHash)},
                           {QStringLiteral("config"), m_config},
                           {QStringLiteral("spans"), spans}};
    return TextFile::writeBytes(path, {QJsonDocument(json).toJson(QJsonDocument::Compact)});
}

bool SavedReview::belongsTo(QStringView source, const QString &config) const
{
    return config == m_config && hashOf(source) == m_sourceHash;
}

std::vector<std::pair<int, SpanReview>> SavedReview::spansIn(const ReviewState &state) const
{
    std::vector<std::pair<int, SpanReview>> found;
    const Explanation *explanation = state.explanation();
    if (!explanation)
        return found;
    const auto &spans = explanation->spans;
    for (const Entry &entry : m_entries) {
        // Spans are in source order: the one that starts where the saved one did.
        const auto it = std::lower_bound(
            spans.begin(), spans.end(), entry.sourcePosition,
            [](const ExplainedSpan &span, int position) { return span.sourcePosition < position; });
        if (it == spans.end() || it->sourcePosition != entry.sourcePosition ||
            it->sourceLength != entry.sourceLength || !needsReview(it->category) ||
            QStringView(explanation->result).sliced(it->resultPosition, it->resultLength) !=
                entry.result)
            continue;
        found.emplace_back(int(it - spans.begin()), entry.review);
    }
    return found;
}

} // namespace duizhao
