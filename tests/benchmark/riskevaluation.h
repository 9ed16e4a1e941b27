// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/conversion/chunkedconversion.h"
#include "core/conversion/conversionplan.h"
#include "core/conversion/converter.h"
#include "core/review/explanation.h"
#include "core/text/textfile.h"

#include <QDir>
#include <QString>
#include <QStringList>

#include <algorithm>
#include <cmath>
#include <initializer_list>
#include <vector>

// How well the review's risk ranking finds the conversion's real mistakes, on the evaluation set
// of tests/data/risk (see its README): texts whose mistakes a reader marked.
namespace riskevaluation {

// A text and where s2t got it wrong, in UTF-16 offsets of the source.
struct MarkedText {
    QString name;
    QString text;
    std::vector<int> mistakes;
    QString marks = QStringLiteral("mistakes"); // what the marked places are
    QStringList right = {}; // for each mistake, the right character, where the set says it
};

// A file of the set as the program reads it; empty where it cannot be read.
inline QString readText(const QString &path)
{
    return duizhao::TextFile::read(path).text;
}

// The text of the chapter numbered `number` (its file name starts "000_") in the first of the
// folders that has it; empty where none has.
inline QString chapterText(const QString &number, std::initializer_list<QDir> folders)
{
    for (const QDir &folder : folders) {
        const QStringList names =
            folder.entryList({number + QStringLiteral("_*.txt")}, QDir::Files);
        if (!names.isEmpty())
            return readText(folder.filePath(names.first()));
    }
    return {};
}

inline int hanCount(QStringView text)
{
    int count = 0;
    for (const char32_t c : text.toUcs4())
        count += (c >= 0x4E00 && c <= 0x9FFF) || (c >= 0x3400 && c <= 0x4DBF) || c >= 0x20000;
    return count;
}

// The sentences: each one's mistakes are where s2t's result differs from the reader's corrected
// conversion (character for character: a correction never changes a length).
inline MarkedText sentences(const QDir &data, const duizhao::Converter &s2t)
{
    MarkedText marked{QStringLiteral("sentences"), {}, {}};
    for (const QString &line :
         readText(data.filePath(QStringLiteral("sentences.tsv"))).split(u'\n')) {
        const QStringList fields = line.split(u'\t');
        if (line.startsWith(u'#') || fields.size() < 2)
            continue;
        const int offset = int(marked.text.size());
        const QString converted = s2t.convert(fields[0]);
        for (qsizetype index = 0; index < converted.size() && index < fields[1].size(); ++index) {
            if (converted[index] != fields[1][index]) {
                marked.mistakes.push_back(offset + int(index));
                marked.right.append(fields[1][index]);
            }
        }
        marked.text += fields[0] + u'\n';
    }
    return marked;
}

// A chapter (of tests/data/chapters or of the evaluation set) and the mistakes that rows of
// chapter_mistakes.tsv list for it, by line and column.
inline MarkedText chapter(const QDir &data, const QDir &chapters, const QString &number,
                          const QStringList &mistakeRows)
{
    // A test chapter, or one of the evaluation set's own.
    MarkedText marked{
        QStringLiteral("chapter ") + number, chapterText(number, {chapters, data}), {}};
    const QStringList lines = marked.text.split(u'\n');
    for (const QString &row : mistakeRows) {
        const QStringList fields = row.split(u'\t');
        if (row.startsWith(u'#') || fields.size() < 3 || fields[0] != number)
            continue;
        const QStringList place = fields[1].split(u':');
        const int line = place.value(0).toInt() - 1;
        int offset = 0;
        for (int index = 0; index < line && index < lines.size(); ++index)
            offset += int(lines[index].size()) + 1;
        // Columns count code points, offsets UTF-16 units: 004 has characters beyond the BMP.
        const QList<uint> codePoints = lines.value(line).toUcs4();
        const int column = place.value(1).toInt() - 1;
        offset += int(QString::fromUcs4(reinterpret_cast<const char32_t *>(codePoints.constData()),
                                        std::min<qsizetype>(column, codePoints.size()))
                          .size());
        marked.mistakes.push_back(offset);
        marked.right.append(fields.value(4));
    }
    return marked;
}

struct Recall {
    int han = 0;
    int mistakes = 0;
    int flagsAt5 = 0;
    int foundAt5 = 0;
    int flagsAt20 = 0;
    int foundAt20 = 0;
    int flagsToFindAll = -1; // -1: some mistake is never flagged
    int flags = 0;           // every span to review
};

// The spans to review ranked as the review walks them (riskiest first, or in text order when
// byRisk is false), and how many mistakes the first 5 and 20 flags per 1000 Han characters meet.
inline Recall recall(const MarkedText &marked, const duizhao::ConversionPlan &s2t, bool byRisk)
{
    // As the review explains a text: the whole text judged (its names, the phrases nearby).
    const duizhao::Explanation explanation = duizhao::explainText(s2t, marked.text);
    std::vector<const duizhao::ExplainedSpan *> ranked;
    for (const duizhao::ExplainedSpan &span : explanation.spans) {
        if (duizhao::needsReview(span.category))
            ranked.push_back(&span);
    }
    if (byRisk)
        std::stable_sort(ranked.begin(), ranked.end(),
                         [](const auto *a, const auto *b) { return a->isRiskierThan(*b); });
    Recall result;
    result.han = hanCount(marked.text);
    result.mistakes = int(marked.mistakes.size());
    result.flags = int(ranked.size());
    const auto rankOf = [&](int position) {
        for (size_t rank = 0; rank < ranked.size(); ++rank) {
            const auto *span = ranked[rank];
            if (span->sourcePosition <= position &&
                position < span->sourcePosition + span->sourceLength)
                return int(rank);
        }
        return -1;
    };
    result.flagsAt5 = int(std::ceil(5.0 * result.han / 1000));
    result.flagsAt20 = int(std::ceil(20.0 * result.han / 1000));
    int last = 0;
    for (const int mistake : marked.mistakes) {
        const int rank = rankOf(mistake);
        result.foundAt5 += rank >= 0 && rank < result.flagsAt5;
        result.foundAt20 += rank >= 0 && rank < result.flagsAt20;
        last = rank < 0 || last < 0 ? -1 : std::max(last, rank + 1);
    }
    result.flagsToFindAll = last;
    return result;
}

// Test chapter 000 against its third-party edition 001: where the edition has another candidate
// of the same character than s2t, on lines of the same length (blank lines dropped, as the
// edition puts one between paragraphs). Not every one is s2t's mistake (the edition writes 燬 for
// 毀), but every mistake the edition corrects is one.
inline MarkedText editionDisagreements(const QDir &chapters, const duizhao::Converter &s2t)
{
    MarkedText marked{QStringLiteral("000 against its edition 001"),
                      {},
                      {},
                      QStringLiteral("places where the edition differs")};
    marked.text = chapterText(QStringLiteral("000"), {chapters});
    const duizhao::Explanation explanation = s2t.explain(marked.text);
    const QStringList sourceLines = marked.text.split(u'\n');
    const QStringList convertedLines = explanation.result.split(u'\n');
    QStringList editionLines = chapterText(QStringLiteral("001"), {chapters}).split(u'\n');
    editionLines.removeIf([](const QString &line) { return line.trimmed().isEmpty(); });
    int lineStart = 0;
    qsizetype edition = 0;
    for (qsizetype line = 0; line < sourceLines.size(); ++line) {
        const QString &converted = convertedLines.value(line);
        if (!sourceLines[line].trimmed().isEmpty() && edition < editionLines.size()) {
            const QString &theirs = editionLines[edition++];
            for (const duizhao::ExplainedSpan &span : explanation.spans) {
                const int at = span.sourcePosition - lineStart;
                if (theirs.size() != converted.size() || at < 0 || at >= converted.size() ||
                    span.sourceLength != 1 || span.resultLength != 1)
                    continue;
                if (theirs[at] != converted[at] &&
                    explanation.candidates(span).contains(QString(theirs[at])))
                    marked.mistakes.push_back(span.sourcePosition);
            }
        }
        lineStart += int(sourceLines[line].size()) + 1;
    }
    return marked;
}

inline MarkedText joined(const QString &name, const std::vector<MarkedText> &parts)
{
    MarkedText all{name, {}, {}};
    for (const MarkedText &part : parts) {
        const int offset = int(all.text.size());
        for (const int mistake : part.mistakes)
            all.mistakes.push_back(offset + mistake);
        all.right += part.right;
        all.text += part.text;
        if (!all.text.endsWith(u'\n'))
            all.text += u'\n';
    }
    return all;
}

// The chapters numbered, one after another as a book's, with their mistakes.
inline MarkedText chapters(const QDir &data, const QDir &chapterDir, const QString &name,
                           const QStringList &numbers)
{
    const QStringList rows =
        readText(data.filePath(QStringLiteral("chapter_mistakes.tsv"))).split(u'\n');
    std::vector<MarkedText> parts;
    for (const QString &number : numbers)
        parts.push_back(chapter(data, chapterDir, number, rows));
    return joined(name, parts);
}

} // namespace riskevaluation
