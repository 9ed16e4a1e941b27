// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/review/savedreview.h"

#include "core/books/epub/epubbook.h"

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
constexpr qint64 MaxBytesPerCharacter = 64;
constexpr qint64 MaxReviewBytes = qint64(64) << 20;
constexpr qint64 UnsavedTyping = qint64(1) << 20;

} // namespace

SavedReview::Place SavedReview::placeFor(const QString &textPath)
{
    // A book's chapter: beside the book, in a folder named after it (no folder can be made in it).
    if (const auto chapter = EpubBook::addressOf(textPath)) {
        const QFileInfo book(chapter->book);
        return {book.absolutePath(),
                book.dir().filePath(folderName() + u'/' + book.fileName() + u'/' + chapter->entry +
                                    QStringLiteral(".json"))};
    }
    const QFileInfo text(textPath);
    return {text.absolutePath(),
            text.dir().filePath(folderName() + u'/' + text.fileName() + QStringLiteral(".json"))};
}

std::optional<QString> SavedReview::whyNotAPlainWay(const Place &place)
{
    const QString folder = QDir::cleanPath(QDir(place.folder).absolutePath());
    const QString file = QDir::cleanPath(QFileInfo(place.file).absoluteFilePath());
    if (!file.startsWith(folder + u'/'))
        return tr("it is outside the folder %1").arg(folder);
    QString at = folder;
    for (const QString &part : file.mid(folder.size() + 1).split(u'/')) {
        at += u'/' + part;
        const QFileInfo info(at);
        if (info.isSymLink())
            return tr("%1 is a link, and a review is never written or read through one")
                .arg(QDir::toNativeSeparators(at));
        if (!info.exists())
            return std::nullopt;
        if (at != file && !info.isDir())
            return tr("%1 is not a folder").arg(QDir::toNativeSeparators(at));
    }
    if (!QFileInfo(file).isFile())
        return tr("it is not a regular file");
    return std::nullopt;
}

QByteArray SavedReview::hashOf(QStringView text)
{
    return QCryptographicHash::hash(text.toUtf8(), QCryptographicHash::Sha256).toHex();
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

std::optional<SavedReview> SavedReview::read(const Place &place, qsizetype sourceLength)
{
    if (place.isEmpty() || whyNotAPlainWay(place))
        return std::nullopt;
    QFile file(place.file);
    // An entry ([position, length, "OpenCC's", reviewed, "picked"]) takes some 40 bytes, and a
    // text has at most a span for each character; a novel's whole review takes a few megabytes.
    // The text with edits not saved (unsaved()) takes a few bytes a character more, and what was
    // typed into it, up to a megabyte.
    const qint64 longest =
        qMin(qint64(sourceLength) * MaxBytesPerCharacter + UnsavedTyping + 4096, MaxReviewBytes);
    if (file.size() > longest || !file.open(QIODevice::ReadOnly))
        return std::nullopt;
    const QJsonObject json = QJsonDocument::fromJson(file.readAll()).object();
    if (json.value(QStringLiteral("version")).toInt() != FormatVersion)
        return std::nullopt;
    SavedReview saved;
    saved.m_sourceHash = json.value(QStringLiteral("source_sha256")).toString().toLatin1();
    saved.m_config = json.value(QStringLiteral("config")).toString();
    saved.m_savedHash = json.value(QStringLiteral("saved_sha256")).toString().toLatin1();
    saved.m_unsaved = json.value(QStringLiteral("unsaved_text")).toString();
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

std::optional<FileError> SavedReview::write(const Place &place) const
{
    const QString &path = place.file;
    if (const std::optional<QString> why = whyNotAPlainWay(place))
        return FileError{path, tr("the review is not kept: %1").arg(*why)};
    if (isEmpty()) {
        if (QFile::exists(path) && !QFile::remove(path))
            return FileError{path, QFile(path).errorString()};
        // The folders it leaves empty go too, up to the store itself: a review undone leaves
        // nothing beside the text. (rmdir takes no folder that holds anything.)
        const QString store = QDir::cleanPath(QDir(place.folder).filePath(folderName()));
        for (QString at = QDir::cleanPath(QFileInfo(path).absolutePath());
             (at == store || at.startsWith(store + u'/')) && QDir().rmdir(at);
             at = QFileInfo(at).absolutePath()) {
        }
        return std::nullopt;
    }
    if (!QDir().mkpath(QFileInfo(path).absolutePath()))
        return FileError{path, tr("cannot make the folder %1").arg(QFileInfo(path).absolutePath())};
    // Made just now, by whoever: looked at again before writing.
    if (const std::optional<QString> why = whyNotAPlainWay(place))
        return FileError{path, tr("the review is not kept: %1").arg(*why)};
    QJsonArray spans;
    for (const Entry &entry : m_entries)
        spans.append(QJsonArray{entry.sourcePosition, entry.sourceLength, entry.result,
                                entry.review.reviewed, entry.review.pick});
    QJsonObject json{{QStringLiteral("version"), FormatVersion},
                     {QStringLiteral("source_sha256"), QString::fromLatin1(m_sourceHash)},
                     {QStringLiteral("config"), m_config},
                     {QStringLiteral("spans"), spans}};
    if (!m_savedHash.isEmpty())
        json.insert(QStringLiteral("saved_sha256"), QString::fromLatin1(m_savedHash));
    if (!m_unsaved.isEmpty())
        json.insert(QStringLiteral("unsaved_text"), m_unsaved);
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
