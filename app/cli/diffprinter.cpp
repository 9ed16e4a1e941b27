// SPDX-License-Identifier: GPL-3.0-or-later
#include "cli/diffprinter.h"

#include <algorithm>
#include <functional>

namespace duizhao {

namespace {

const QString Reset = QStringLiteral("\x1b[0m");
const QString Dim = QStringLiteral("\x1b[2m");
const QString Removed = QStringLiteral("\x1b[30;101m");
const QString Added = QStringLiteral("\x1b[30;102m");
// A changed line break is drawn, or it would be invisible.
const QString LineBreakSymbol = QStringLiteral("↵");

struct Span {
    int position;
    int length;
};

// One side's lines [first, last] with the spans highlighted, each named by lineName.
QString colouredLines(QStringView text, const std::vector<int> &starts, int first, int last,
                      const std::vector<Span> &spans, QChar sign, const QString &highlight,
                      const std::function<QString(int)> &lineName)
{
    QString out;
    auto span = spans.begin();
    for (int line = first; line <= last; ++line) {
        const int start = starts[size_t(line)];
        const int end = line + 1 < int(starts.size()) ? starts[size_t(line) + 1] : int(text.size());
        out += Dim + QStringLiteral("%1 %2 ").arg(lineName(line), 6).arg(sign) + Reset;
        bool highlighted = false;
        for (int i = start; i < end; ++i) {
            while (span != spans.end() && span->position + span->length <= i)
                ++span;
            const bool inSpan = span != spans.end() && span->position <= i;
            if (inSpan != highlighted) {
                out += inSpan ? highlight : Reset;
                highlighted = inSpan;
            }
            if (text[i] == u'\n')
                out += inSpan ? LineBreakSymbol : QString();
            else
                out += text[i];
        }
        if (highlighted)
            out += Reset;
        out += u'\n';
    }
    return out;
}

} // namespace

DiffPrinter::DiffPrinter(QStringView a, QStringView b, const DiffResult &diff)
    : m_a(a)
    , m_b(b)
    , m_diff(diff)
    , m_aLineStarts(lineStarts(a))
    , m_bLineStarts(lineStarts(b))
{}

std::vector<DiffPrinter::Hunk> DiffPrinter::hunks() const
{
    std::vector<Hunk> result;
    for (size_t i = 0; i < m_diff.changes.size(); ++i) {
        const TextChange &change = m_diff.changes[i];
        const int aFirst = lineOf(m_aLineStarts, change.aPosition);
        const int aLast = lastLineOf(m_aLineStarts, change.aPosition, change.aLength);
        const int bFirst = lineOf(m_bLineStarts, change.bPosition);
        const int bLast = lastLineOf(m_bLineStarts, change.bPosition, change.bLength);
        if (!result.empty() &&
            (aFirst <= result.back().aLastLine || bFirst <= result.back().bLastLine)) {
            Hunk &hunk = result.back();
            hunk.endChange = i + 1;
            hunk.aLastLine = qMax(hunk.aLastLine, aLast);
            hunk.bLastLine = qMax(hunk.bLastLine, bLast);
        } else {
            result.push_back({i, i + 1, aFirst, aLast, bFirst, bLast});
        }
    }
    return result;
}

QString DiffPrinter::renderColoured(const Hunk &hunk) const
{
    std::vector<Span> aSpans;
    std::vector<Span> bSpans;
    for (size_t i = hunk.firstChange; i < hunk.endChange; ++i) {
        const TextChange &change = m_diff.changes[i];
        aSpans.push_back({change.aPosition, change.aLength});
        bSpans.push_back({change.bPosition, change.bLength});
    }
    return colouredLines(m_a, m_aLineStarts, hunk.aFirstLine, hunk.aLastLine, aSpans, u'-', Removed,
                         [&](int line) { return lineName(m_aChapters, line); }) +
           colouredLines(m_b, m_bLineStarts, hunk.bFirstLine, hunk.bLastLine, bSpans, u'+', Added,
                         [&](int line) { return lineName(m_bChapters, line); });
}

void DiffPrinter::setChapters(const ChapteredText *a, const ChapteredText *b)
{
    m_aChapters = a && !a->chapters.isEmpty() ? a : nullptr;
    m_bChapters = b && !b->chapters.isEmpty() ? b : nullptr;
}

QString DiffPrinter::lineName(const ChapteredText *book, int line)
{
    return QString::number(book ? book->place(line + 1).line : line + 1);
}

QString DiffPrinter::chapterHeading(const Hunk &hunk, int *previous) const
{
    const ChapteredText *book = m_aChapters ? m_aChapters : m_bChapters;
    if (!book)
        return {};
    const int chapter =
        book->place((book == m_aChapters ? hunk.aFirstLine : hunk.bFirstLine) + 1).chapter;
    if (chapter == *previous)
        return {};
    *previous = chapter;
    const ChapteredText::Chapter &named = book->chapters.at(chapter);
    return Dim + QStringLiteral("── %1 · %2\n").arg(named.name, named.title) + Reset;
}

QString DiffPrinter::renderInline(const Hunk &hunk) const
{
    QString out = QStringLiteral("%1: ").arg(m_aChapters ? m_aChapters->where(hunk.aFirstLine + 1)
                                                         : QString::number(hunk.aFirstLine + 1));
    int at = m_aLineStarts[size_t(hunk.aFirstLine)];
    const auto removed = [](QStringView text) {
        return text.isEmpty() ? QString() : QStringLiteral("[-%1-]").arg(text);
    };
    const auto added = [](QStringView text) {
        return text.isEmpty() ? QString() : QStringLiteral("{+%1+}").arg(text);
    };
    const auto leadingBreaks = [](QStringView text) {
        qsizetype count = 0;
        while (count < text.size() && text[count] == u'\n')
            ++count;
        return count;
    };
    const auto trailingBreaks = [](QStringView text) {
        qsizetype count = 0;
        while (count < text.size() && text[text.size() - 1 - count] == u'\n')
            ++count;
        return count;
    };
    for (size_t i = hunk.firstChange; i < hunk.endChange; ++i) {
        const TextChange &change = m_diff.changes[i];
        out += m_a.sliced(at, change.aPosition - at);
        QStringView aText = m_a.sliced(change.aPosition, change.aLength);
        QStringView bText = m_b.sliced(change.bPosition, change.bLength);
        // A blank line added (or taken away) before a changed character is shown apart from it,
        // as before an unchanged one: {+⏎+}[-只-]{+衹+}, not [-只-]{+⏎衹+} (⏎ the line break).
        const qsizetype aBreaks = leadingBreaks(aText);
        const qsizetype bBreaks = leadingBreaks(bText);
        if ((aBreaks == 0) != (bBreaks == 0) && aText.size() > aBreaks && bText.size() > bBreaks) {
            out += removed(aText.first(aBreaks)) + added(bText.first(bBreaks));
            aText = aText.sliced(aBreaks);
            bText = bText.sliced(bBreaks);
        }
        // So is one after it: [-后-]{+後+}{+⏎+}, not [-后-]{+後⏎+}.
        const qsizetype aAfter = trailingBreaks(aText);
        const qsizetype bAfter = trailingBreaks(bText);
        QString after;
        if ((aAfter == 0) != (bAfter == 0) && aText.size() > aAfter && bText.size() > bAfter) {
            after = removed(aText.last(aAfter)) + added(bText.last(bAfter));
            aText.chop(aAfter);
            bText.chop(bAfter);
        }
        out += removed(aText) + added(bText) + after;
        at = change.aPosition + change.aLength;
    }
    const int lineEnd = hunk.aLastLine + 1 < int(m_aLineStarts.size())
                            ? m_aLineStarts[size_t(hunk.aLastLine) + 1]
                            : int(m_a.size());
    out += m_a.sliced(at, qMax(0, lineEnd - at));
    if (!out.endsWith(u'\n'))
        out += u'\n';
    return out;
}

QString DiffPrinter::render(bool colour) const
{
    QString out;
    int chapter = -1;
    for (const Hunk &hunk : hunks())
        out += colour ? chapterHeading(hunk, &chapter) + renderColoured(hunk) : renderInline(hunk);
    return out;
}

} // namespace duizhao
