// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/judgment/sentencereadings.h"

#include "core/jobs/workerpool.h"
#include "core/judgment/wordlattice.h"
#include "core/text/utf16units.h"

#include <algorithm>

namespace duizhao {

namespace {

using utf16units::codePointAt;

// The choices are read in batches of about this many, in parallel.
constexpr size_t BatchChoices = 4096;

bool isHan(char32_t codePoint)
{
    return QChar::script(codePoint) == QChar::Script_Han;
}

qsizetype unitsOf(char32_t codePoint)
{
    return QChar::requiresSurrogates(codePoint) ? 2 : 1;
}

// The one code point of a string, or 0.
char32_t onlyCodePoint(QStringView text)
{
    const char32_t first = codePointAt(text, 0);
    return first != 0 && unitsOf(first) == text.size() ? first : 0;
}

// Whether a list of candidates can be read by the lattice: several, each one code point.
bool readable(const QStringList &candidates)
{
    return candidates.size() > 1 &&
           std::all_of(candidates.begin(), candidates.end(),
                       [](const QString &candidate) { return onlyCodePoint(candidate) != 0; });
}

// Whether the span's result is one Han character among its candidates.
bool writesOneHanOf(const Explanation &explanation, const ExplainedSpan &span,
                    const QStringList &candidates)
{
    if (span.category != SpanCategory::Ambiguous && span.category != SpanCategory::Phrase)
        return false;
    const QStringView result =
        QStringView(explanation.result).mid(span.resultPosition, span.resultLength);
    return isHan(onlyCodePoint(result)) && candidates.contains(result);
}

// Whether text holds only Han characters from position from up to position to.
bool onlyHanBetween(QStringView text, qsizetype from, qsizetype to)
{
    for (qsizetype at = from; at < to;) {
        const char32_t character = codePointAt(text, at);
        if (!isHan(character))
            return false;
        at += unitsOf(character);
    }
    return true;
}

} // namespace

std::vector<SentenceVerdict> SentenceReadings::verdicts(const Explanation &explanation) const
{
    // Each list of candidates looked at once, as the lattice reads it, not for each span.
    const QList<QStringList> &lists = explanation.candidateLists();
    std::vector<WordLattice::Options> options(size_t(lists.size()));
    for (qsizetype index = 0; index < lists.size(); ++index) {
        if (readable(lists[index])) {
            for (const QString &candidate : lists[index])
                options[size_t(index)].push_back(codePointAt(candidate, 0));
        }
    }
    std::vector<quint32> choices; // span indexes: an explanation's spans are ints' positions
    for (size_t index = 0; index < explanation.spans.size(); ++index) {
        const ExplainedSpan &span = explanation.spans[index];
        if (span.candidates >= 0 && !options[size_t(span.candidates)].isEmpty() &&
            writesOneHanOf(explanation, span, lists[span.candidates]))
            choices.push_back(quint32(index));
    }
    // Batches of choices, read in parallel, each ending where a run of Han characters does: a
    // batch finds its own runs, so that a novel's are never listed all at once.
    const QStringView text = explanation.result;
    const auto positionOf = [&](size_t choice) {
        return explanation.spans[choices[choice]].resultPosition;
    };
    std::vector<std::pair<size_t, size_t>> batches; // [first, last) of choices
    for (size_t first = 0; first < choices.size();) {
        size_t last = std::min(first + BatchChoices, choices.size());
        while (last < choices.size() &&
               onlyHanBetween(text, positionOf(last - 1), positionOf(last)))
            ++last;
        batches.emplace_back(first, last);
        first = last;
    }
    std::vector<SentenceVerdict> verdicts(choices.size());
    std::vector<char> done(choices.size()); // bytes, not bits: threads write their own
    // Each verdict goes to the slot of its own choice, one each at most, so that a novel's
    // hundreds of thousands are not held twice: once read, then joined.
    const auto readBatch = [&](const std::pair<size_t, size_t> &batch) {
        Reader reader{WordLattice(m_words), {}, {}, {}};
        for (size_t next = batch.first; next < batch.second;) {
            // The run of Han characters around the choice, and the choices in it.
            const qsizetype position = positionOf(next);
            qsizetype begin = position;
            while (begin > 0 && isHan(utf16units::codePointBefore(text, begin)))
                begin -= unitsOf(utf16units::codePointBefore(text, begin));
            qsizetype end = position;
            while (end < text.size() && isHan(codePointAt(text, end)))
                end += unitsOf(codePointAt(text, end));
            size_t last = next;
            while (last + 1 < batch.second && positionOf(last + 1) < end)
                ++last;
            read(explanation, options, {begin, end, next, last}, choices, reader, verdicts, done);
            next = last + 1;
        }
    };
    mapOnWorkers(batches, readBatch);
    size_t kept = 0;
    for (size_t index = 0; index < verdicts.size(); ++index) {
        if (done[index])
            verdicts[kept++] = verdicts[index];
    }
    verdicts.resize(kept);
    return verdicts;
}

void SentenceReadings::read(const Explanation &explanation,
                            const std::vector<WordLattice::Options> &options, const Run &run,
                            const std::vector<quint32> &choices, Reader &reader,
                            std::vector<SentenceVerdict> &verdicts, std::vector<char> &done)
{
    const QStringView text = explanation.result;
    std::vector<WordLattice::Options> &candidates = reader.candidates;
    std::vector<int> &written = reader.written;
    std::vector<size_t> &characterOf = reader.characterOf;
    candidates.clear();
    written.clear();
    characterOf.clear();
    size_t choice = run.firstSpan;
    for (qsizetype at = run.begin; at < run.end;) {
        const char32_t character = codePointAt(text, at);
        if (choice <= run.lastSpan && explanation.spans[choices[choice]].resultPosition == at) {
            const WordLattice::Options &its =
                options[size_t(explanation.spans[choices[choice]].candidates)];
            written.push_back(int(std::find(its.begin(), its.end(), character) - its.begin()));
            characterOf.push_back(candidates.size());
            candidates.push_back(its);
            ++choice;
        } else {
            candidates.push_back(WordLattice::Options{character});
        }
        at += unitsOf(character);
    }
    const WordLattice::Readings &best = reader.lattice.bestWith(candidates);
    for (size_t index = 0; index < written.size(); ++index) {
        const std::span<const WordLattice::Best> readings = best.at(characterOf[index]);
        const int chosen = written[size_t(index)];
        if (chosen >= int(readings.size()))
            continue; // a candidate past those the lattice reads
        int likeliest = -1;
        for (int other = 0; other < int(readings.size()); ++other) {
            if (other != chosen && (likeliest < 0 || readings[size_t(other)].score >
                                                         readings[size_t(likeliest)].score))
                likeliest = other;
        }
        const size_t slot = run.firstSpan + index;
        verdicts[slot] = {choices[slot],
                          readings[size_t(likeliest)].score - readings[size_t(chosen)].score,
                          qint8(chosen), qint8(likeliest),
                          readings[size_t(chosen)].inWord || readings[size_t(likeliest)].inWord};
        done[slot] = true;
    }
}

} // namespace duizhao
