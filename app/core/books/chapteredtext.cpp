// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/books/chapteredtext.h"

#include <algorithm>

namespace duizhao {

void ChapteredText::append(const QString &name, const QString &title, const QString &chapterText)
{
    chapters.append({name, title, m_lines + 1});
    text += chapterText;
    m_lines += chapterText.count(u'\n');
}

ChapteredText::Place ChapteredText::place(qsizetype line) const
{
    const auto after = std::upper_bound(
        chapters.cbegin(), chapters.cend(), line,
        [](qsizetype wanted, const Chapter &chapter) { return wanted < chapter.firstLine; });
    if (after == chapters.cbegin())
        return {0, line};
    const auto chapter = std::prev(after);
    return {int(chapter - chapters.cbegin()), line - chapter->firstLine + 1};
}

QString ChapteredText::where(qsizetype line) const
{
    const Place at = place(line);
    if (chapters.isEmpty())
        return QString::number(line);
    return QStringLiteral("%1:%2").arg(chapters.at(at.chapter).name).arg(at.line);
}

} // namespace duizhao
