// SPDX-License-Identifier: GPL-3.0-or-later
#include "book.h"

#include "glossary.h"

#include <QDir>
#include <QFileInfo>

#include <algorithm>

namespace duizhao {

namespace {

// Readers number chapters without leading zeros: names compare by the numbers in them, as a file
// manager lists them, not character by character (第10章 after 第2章, not before). Written here
// because QCollator's numeric mode needs a locale of ICU's, and the C locale ignores it.
bool readsBefore(QStringView a, QStringView b)
{
    // A run of digits from `from`, without its leading zeros; `from` moved past it.
    const auto number = [](QStringView text, qsizetype &from) {
        while (from + 1 < text.size() && text[from] == u'0' && text[from + 1].isDigit())
            ++from;
        const qsizetype start = from;
        while (from < text.size() && text[from].isDigit())
            ++from;
        return text.sliced(start, from - start);
    };
    qsizetype i = 0;
    qsizetype j = 0;
    while (i < a.size() && j < b.size()) {
        if (a[i].isDigit() && b[j].isDigit()) {
            const QStringView x = number(a, i);
            const QStringView y = number(b, j);
            if (x.size() != y.size())
                return x.size() < y.size(); // the longer number is the larger
            if (x != y)
                return x < y;
            continue;
        }
        if (a[i] != b[j])
            return a[i] < b[j];
        ++i;
        ++j;
    }
    return a.size() - i < b.size() - j;
}

} // namespace

Book Book::ofFolder(const QString &folder)
{
    Book book;
    book.m_folder = QDir::cleanPath(QFileInfo(folder).absoluteFilePath());
    BookScan scan = BookConversion::scan({book.m_folder}, QString(),
                                         QDir(book.m_folder).filePath(Glossary::fileName()));
    std::stable_sort(scan.inputs.begin(), scan.inputs.end(),
                     [](const BookInput &a, const BookInput &b) {
                         return readsBefore(a.relativePath, b.relativePath);
                     });
    book.m_chapters = std::move(scan.inputs);
    book.m_skipped = std::move(scan.skipped);
    return book;
}

std::optional<int> Book::chapterOf(const QString &path) const
{
    const QString wanted = QDir::cleanPath(path);
    for (int chapter = 0; chapter < chapterCount(); ++chapter) {
        if (m_chapters.at(chapter).path == wanted)
            return chapter;
    }
    return std::nullopt;
}

std::optional<int> Book::neighbour(int chapter, int direction) const
{
    const int next = chapter + direction;
    if (next < 0 || next >= chapterCount())
        return std::nullopt;
    return next;
}

} // namespace duizhao
