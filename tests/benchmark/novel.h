// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QDir>
#include <QFile>
#include <QString>

// The benchmarks' test object: the seed chapters repeated into a novel of about 10 MB, written
// into dir. Built on each run, never committed. Returns the path, empty on failure.
inline QString buildNovel(const QDir &dir, qint64 size = 10 * 1024 * 1024)
{
    QByteArray chapters;
    const QDir seeds(QStringLiteral(DUIZHAO_SEEDS_DIR));
    for (const QString &name :
         seeds.entryList({QStringLiteral("*.txt")}, QDir::Files, QDir::Name)) {
        QFile file(seeds.filePath(name));
        if (file.open(QIODevice::ReadOnly))
            chapters += file.readAll() + '\n';
    }
    if (chapters.isEmpty())
        return {};
    QByteArray novel;
    novel.reserve(size + chapters.size());
    while (novel.size() < size)
        novel += chapters;
    const QString path = dir.filePath(QStringLiteral("novel.txt"));
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(novel) != novel.size())
        return {};
    return path;
}

// One seed chapter repeated, for comparing two editions of a novel: 000 is an original, 001
// another converter's edition of it with blank lines between paragraphs. Both editions of a
// novel repeat their chapter equally often.
inline QByteArray repeatSeed(const char *prefix, int copies)
{
    const QDir seeds(QStringLiteral(DUIZHAO_SEEDS_DIR));
    const QStringList names =
        seeds.entryList({QLatin1String(prefix) + QStringLiteral("*.txt")}, QDir::Files);
    QFile file(names.isEmpty() ? QString() : seeds.filePath(names.first()));
    if (!file.open(QIODevice::ReadOnly))
        return {};
    const QByteArray chapter = file.readAll() + '\n';
    QByteArray text;
    text.reserve(chapter.size() * copies);
    for (int copy = 0; copy < copies; ++copy)
        text += chapter;
    return text;
}
