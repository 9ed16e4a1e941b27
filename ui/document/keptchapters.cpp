// SPDX-License-Identifier: GPL-3.0-or-later
#include "document/keptchapters.h"

#include "core/books/epub/epubbook.h"

namespace duizhao {

void KeptChapters::follow(const QString &path)
{
    const std::optional<EpubBook::ChapterAddress> address = EpubBook::addressOf(path);
    const QString book = address ? address->book : QString();
    if (book == m_book)
        return;
    m_book = book;
    m_chapters.clear();
    m_unsaved = false;
}

void KeptChapters::keep(const QString &chapterPath, Chapter chapter, bool edited)
{
    m_unsaved = m_unsaved || edited;
    chapter.unsaved = edited;
    if (chapter.text == chapter.openccOutput)
        m_chapters.remove(chapterPath);
    else
        m_chapters.insert(chapterPath, std::move(chapter));
}

const KeptChapters::Chapter *KeptChapters::find(const QString &chapterPath) const
{
    const auto found = m_chapters.constFind(chapterPath);
    return found == m_chapters.cend() ? nullptr : &*found;
}

bool KeptChapters::hasUnsavedEdits(const QString &chapterPath) const
{
    const Chapter *chapter = find(chapterPath);
    return chapter && chapter->unsaved;
}

void KeptChapters::saved()
{
    m_unsaved = false;
    for (Chapter &chapter : m_chapters)
        chapter.unsaved = false;
}

QHash<QString, QString> KeptChapters::texts() const
{
    QHash<QString, QString> texts;
    for (auto chapter = m_chapters.cbegin(); chapter != m_chapters.cend(); ++chapter) {
        if (const auto address = EpubBook::addressOf(chapter.key()))
            texts.insert(address->entry, chapter->text);
    }
    return texts;
}

} // namespace duizhao
