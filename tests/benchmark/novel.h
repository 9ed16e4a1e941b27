// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QDir>
#include <QFile>
#include <QString>

// The benchmarks' test object: the test chapters (tests/data/chapters) repeated into a novel of
// about 10 MB, written into dir; with oneParagraph, with no line break but the last (a text
// pasted without its paragraphs). Built on each run, never committed. Returns the path, empty on
// failure.
inline QString buildNovel(const QDir &dir, qint64 size = 10 * 1024 * 1024,
                          bool oneParagraph = false)
{
    QByteArray chapters;
    const QDir chapterDir(QStringLiteral(DUIZHAO_TEST_CHAPTERS_DIR));
    for (const QString &name :
         chapterDir.entryList({QStringLiteral("*.txt")}, QDir::Files, QDir::Name)) {
        QFile file(chapterDir.filePath(name));
        if (file.open(QIODevice::ReadOnly))
            chapters += oneParagraph ? file.readAll().replace('\n', "") : file.readAll() + '\n';
    }
    if (chapters.isEmpty())
        return {};
    QByteArray novel;
    novel.reserve(size + chapters.size());
    while (novel.size() < size)
        novel += chapters;
    if (oneParagraph)
        novel += '\n';
    const QString path =
        dir.filePath(oneParagraph ? QStringLiteral("paragraph.txt") : QStringLiteral("novel.txt"));
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(novel) != novel.size())
        return {};
    return path;
}

// One test chapter repeated, for comparing two editions of a novel: 000 is an original, 001
// another converter's edition of it with blank lines between paragraphs. Both editions of a
// novel repeat their chapter equally often.
inline QByteArray repeatChapter(const char *prefix, int copies)
{
    const QDir chapterDir(QStringLiteral(DUIZHAO_TEST_CHAPTERS_DIR));
    const QStringList names =
        chapterDir.entryList({QLatin1String(prefix) + QStringLiteral("*.txt")}, QDir::Files);
    QFile file(names.isEmpty() ? QString() : chapterDir.filePath(names.first()));
    if (!file.open(QIODevice::ReadOnly))
        return {};
    const QByteArray chapter = file.readAll() + '\n';
    QByteArray text;
    text.reserve(chapter.size() * copies);
    for (int copy = 0; copy < copies; ++copy)
        text += chapter;
    return text;
}
