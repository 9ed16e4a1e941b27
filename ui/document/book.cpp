// SPDX-License-Identifier: GPL-3.0-or-later
#include "book.h"

#include "epub/epubbook.h"
#include "glossary.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>

#include <algorithm>

namespace duizhao {

namespace {

// The value of a Chinese numeral character, or -1: the digits (零 and 〇 to 九, 两, and their
// financial forms) and the units 十, 百, 千 (as 10, 100, 1000), 万 and 亿.
int chineseNumeral(char16_t c)
{
    switch (c) {
    case u'零':
    case u'〇':
        return 0;
    case u'一':
    case u'壹':
        return 1;
    case u'二':
    case u'两':
    case u'兩':
    case u'贰':
    case u'貳':
        return 2;
    case u'三':
    case u'叁':
    case u'參':
        return 3;
    case u'四':
    case u'肆':
        return 4;
    case u'五':
    case u'伍':
        return 5;
    case u'六':
    case u'陆':
    case u'陸':
        return 6;
    case u'七':
    case u'柒':
        return 7;
    case u'八':
    case u'捌':
        return 8;
    case u'九':
    case u'玖':
        return 9;
    case u'十':
    case u'拾':
        return 10;
    case u'百':
    case u'佰':
        return 100;
    case u'千':
    case u'仟':
        return 1000;
    case u'万':
    case u'萬':
        return 10'000;
    case u'亿':
    case u'億':
        return 100'000'000;
    default:
        return -1;
    }
}

bool isDigitOrNumeral(QChar c)
{
    return c.isDigit() || chineseNumeral(c.unicode()) >= 0;
}

// The value of the number that starts at `from`, in digits (ASCII or full-width: 01 is 1) or in
// Chinese numerals (第十二章, 一百零五, 二〇二三), and `from` moved past it. Values beyond what
// a chapter could be numbered by saturate.
quint64 numberAt(QStringView text, qsizetype &from)
{
    constexpr quint64 Limit = quint64(1) << 60;
    const auto times = [](quint64 value, quint64 by) {
        return value > Limit / by ? Limit : value * by;
    };
    quint64 whole = 0;   // what the units 万 and 亿 closed
    quint64 section = 0; // what 十, 百 and 千 closed since
    quint64 digits = 0;  // the digits since, read positionally (二〇二三, 零五)
    for (; from < text.size() && isDigitOrNumeral(text[from]); ++from) {
        const QChar c = text[from];
        const int numeral = c.isDigit() ? c.digitValue() : chineseNumeral(c.unicode());
        if (numeral < 10) {
            digits = qMin(Limit, times(digits, 10) + quint64(numeral));
        } else if (numeral < 10'000) {
            // 十 alone is ten: a unit without a digit before it counts once.
            section = qMin(Limit, section + times(digits == 0 ? 1 : digits, quint64(numeral)));
            digits = 0;
        } else {
            whole = qMin(Limit, whole + times(section + digits, quint64(numeral)));
            section = 0;
            digits = 0;
        }
    }
    return qMin(Limit, whole + section + digits);
}

// Readers number chapters without leading zeros and in Chinese numerals: names compare by the
// numbers in them, as a file manager lists them, not character by character (第10章 after 第2章,
// 第十章 after 第九章). Written here because QCollator's numeric mode needs a locale of ICU's,
// the C locale ignores it, and no collator reads Chinese numerals.
bool readsBefore(QStringView a, QStringView b)
{
    qsizetype i = 0;
    qsizetype j = 0;
    while (i < a.size() && j < b.size()) {
        if (isDigitOrNumeral(a[i]) && isDigitOrNumeral(b[j])) {
            const quint64 x = numberAt(a, i);
            const quint64 y = numberAt(b, j);
            // The same number, however written (01 and 1), reads on to what follows.
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
    // An EPUB among the chapters is a book of its own, with chapters of its own.
    for (const BookInput &input : std::as_const(scan.inputs)) {
        if (EpubBook::isEpub(input.path))
            scan.skipped.append(
                {input.path, QCoreApplication::translate(
                                 "Book", "an EPUB is a book of its own: open it alone")});
        else
            book.m_chapters.append(input);
    }
    book.m_skipped = std::move(scan.skipped);
    return book;
}

Book Book::ofEpub(const QString &path, QString *error)
{
    const QString absolute = QDir::cleanPath(QFileInfo(path).absoluteFilePath());
    const std::optional<EpubBook> epub = EpubBook::open(absolute, error);
    if (!epub)
        return Book();
    Book book;
    book.m_folder = absolute;
    book.m_epub = true;
    for (const EpubChapter &chapter : epub->chapters())
        book.m_chapters.append(
            {EpubBook::chapterPath(absolute, chapter.entry), chapter.title, absolute});
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
