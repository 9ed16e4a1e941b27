// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/books/readingorder.h"

#include <array>

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
bool namesBefore(QStringView a, QStringView b)
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

// Where a file's name puts it among a book's parts, by the word it begins with: a name that begins
// with a number is numbered by the author, and the number decides.
enum class Part { Front, Body, Epilogue, Extras, Afterword };

Part partOf(QStringView name)
{
    struct Marker {
        QStringView word;
        Part part;
    };
    static constexpr std::array markers{
        Marker{u"序", Part::Front},
        Marker{u"前言", Part::Front},
        Marker{u"楔子", Part::Front},
        Marker{u"引子", Part::Front},
        Marker{u"引言", Part::Front},
        Marker{u"题记", Part::Front},
        Marker{u"題記", Part::Front},
        Marker{u"文案", Part::Front},
        Marker{u"简介", Part::Front},
        Marker{u"簡介", Part::Front},
        Marker{u"内容简介", Part::Front},
        Marker{u"內容簡介", Part::Front},
        Marker{u"目录", Part::Front},
        Marker{u"目錄", Part::Front},
        Marker{u"封面", Part::Front},
        Marker{u"cover", Part::Front},
        Marker{u"preface", Part::Front},
        Marker{u"prologue", Part::Front},
        Marker{u"foreword", Part::Front},
        Marker{u"introduction", Part::Front},
        Marker{u"尾声", Part::Epilogue},
        Marker{u"尾聲", Part::Epilogue},
        Marker{u"终章", Part::Epilogue},
        Marker{u"終章", Part::Epilogue},
        Marker{u"大结局", Part::Epilogue},
        Marker{u"大結局", Part::Epilogue},
        Marker{u"epilogue", Part::Epilogue},
        Marker{u"番外", Part::Extras},
        Marker{u"外传", Part::Extras},
        Marker{u"外傳", Part::Extras},
        Marker{u"extra", Part::Extras},
        Marker{u"后记", Part::Afterword},
        Marker{u"後記", Part::Afterword},
        Marker{u"完本感言", Part::Afterword},
        Marker{u"感言", Part::Afterword},
        Marker{u"跋", Part::Afterword},
        Marker{u"附录", Part::Afterword},
        Marker{u"附錄", Part::Afterword},
        Marker{u"afterword", Part::Afterword},
        Marker{u"postscript", Part::Afterword},
        Marker{u"appendix", Part::Afterword},
    };
    // Brackets and spaces before the word do not count: 【番外】, (序).
    qsizetype start = 0;
    while (start < name.size() && (name[start].isSpace() || name[start].isPunct()))
        ++start;
    const QStringView word = name.mid(start);
    if (!word.isEmpty() && isDigitOrNumeral(word.front()))
        return Part::Body;
    for (const Marker &marker : markers) {
        if (word.startsWith(marker.word, Qt::CaseInsensitive))
            return marker.part;
    }
    return Part::Body;
}

} // namespace

bool ReadingOrder::before(QStringView a, QStringView b)
{
    // The first folder or file name in which the two differ decides, by its part of the book,
    // then by its name.
    qsizetype i = 0;
    while (i < a.size() && i < b.size() && a[i] == b[i])
        ++i;
    const qsizetype from = i == 0 ? 0 : a.left(i).lastIndexOf(u'/') + 1;
    const auto nameAt = [from](QStringView path) {
        const qsizetype slash = path.indexOf(u'/', from);
        return path.mid(from, slash < 0 ? -1 : slash - from);
    };
    const Part x = partOf(nameAt(a));
    const Part y = partOf(nameAt(b));
    if (x != y)
        return x < y;
    return namesBefore(a.mid(from), b.mid(from));
}

} // namespace duizhao
