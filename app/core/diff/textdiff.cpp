// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/diff/textdiff.h"

#include "core/diff/myersdiff.h"
#include "core/jobs/jobcontrol.h"
#include "core/jobs/workerpool.h"
#include "core/text/textunits.h"

#include <QHash>

#include <algorithm>

namespace duizhao {

namespace {

// Lines per parallel batch are chosen so that a batch holds about this many UTF-16 units:
// large enough to amortise scheduling, small enough to spread a chapter over both cores.
constexpr qsizetype BatchSize = 64 * 1024;

struct Changes {
    std::vector<TextChange> list;
    qint64 linesChanged = 0;
    bool coarse = false;
};

// Line starts plus the end of the last line, so that line i spans [starts[i], starts[i + 1]). A
// line's text includes its '\n'.
std::vector<int> lineBounds(QStringView text)
{
    std::vector<int> starts = lineStarts(text);
    if (starts.back() != text.size() || text.isEmpty())
        starts.push_back(int(text.size()));
    return starts;
}

qint64 workLimit(const DiffOptions &options, qsizetype units)
{
    return options.baseWorkLimit + options.workPerUnit * units;
}

bool isIgnoredCharacter(char32_t codePoint, const DiffOptions &options)
{
    return (options.ignoreWhitespace && QChar::isSpace(codePoint)) ||
           (options.ignorePunctuation && QChar::isPunct(codePoint));
}

bool isBlankLine(QStringView line)
{
    return std::all_of(line.begin(), line.end(), [](QChar c) { return c.isSpace(); });
}

// The units of a block that are compared, each with where it starts and ends in the text: the
// ignored ones (see DiffOptions) are left out, so the diff neither sees nor reports them.
struct ComparedUnits {
    std::vector<int> keys;
    std::vector<int> starts;
    std::vector<int> ends;
    int blockStart = 0;

    int size() const { return int(keys.size()); }
    // Where a change of length units from index begins and ends in the text; an empty change sits
    // right after the unit before it.
    int begin(int index, int length) const
    {
        if (length > 0)
            return starts[size_t(index)];
        return index > 0 ? ends[size_t(index) - 1] : blockStart;
    }
    int end(int index, int length) const
    {
        return length > 0 ? ends[size_t(index + length) - 1] : begin(index, 0);
    }
};

ComparedUnits comparedUnits(UnitTokenizer &tokenizer, QStringView text, int offset,
                            const DiffOptions &options)
{
    const UnitSequence units = tokenizer.split(text, offset);
    ComparedUnits compared;
    compared.blockStart = offset;
    compared.keys.reserve(units.keys.size());
    compared.starts.reserve(units.keys.size());
    compared.ends.reserve(units.keys.size());
    // With blank lines ignored, every unit of a blank line is.
    std::vector<std::pair<int, int>> blankLines;
    if (options.ignoreBlankLines) {
        int lineStart = 0;
        for (int i = 0; i <= int(text.size()); ++i) {
            if (i == int(text.size()) || text[i] == u'\n') {
                const int lineEnd = qMin(i + 1, int(text.size()));
                if (isBlankLine(text.sliced(lineStart, i - lineStart)))
                    blankLines.push_back({offset + lineStart, offset + lineEnd});
                lineStart = i + 1;
            }
        }
    }
    auto blank = blankLines.begin();
    for (int i = 0; i < units.size(); ++i) {
        const int start = units.offsets[size_t(i)];
        const int key = units.keys[size_t(i)];
        while (blank != blankLines.end() && blank->second <= start)
            ++blank;
        if (blank != blankLines.end() && blank->first <= start)
            continue;
        if (key < 0x110000 && isIgnoredCharacter(char32_t(key), options))
            continue;
        compared.keys.push_back(key);
        compared.starts.push_back(start);
        compared.ends.push_back(units.offsets[size_t(i) + 1]);
    }
    return compared;
}

// Merges changes separated by an equal run no longer than the changes on either side of it.
std::vector<SequenceChange> mergeAcrossShortEquals(const std::vector<SequenceChange> &changes)
{
    std::vector<SequenceChange> merged;
    for (const SequenceChange &change : changes) {
        if (!merged.empty()) {
            SequenceChange &previous = merged.back();
            const int gap = change.aStart - (previous.aStart + previous.aLength);
            const int previousSize = qMax(previous.aLength, previous.bLength);
            const int size = qMax(change.aLength, change.bLength);
            if (gap <= qMin(previousSize, size)) {
                previous.aLength = change.aStart + change.aLength - previous.aStart;
                previous.bLength = change.bStart + change.bLength - previous.bStart;
                continue;
            }
        }
        merged.push_back(change);
    }
    return merged;
}

// Character diff of one block: a and b start at aOffset and bOffset in their texts.
void diffBlock(QStringView a, int aOffset, QStringView b, int bOffset, const DiffOptions &options,
               const JobControl *control, Changes &out)
{
    if (a == b)
        return;
    UnitTokenizer tokenizer;
    const ComparedUnits aUnits = comparedUnits(tokenizer, a, aOffset, options);
    const ComparedUnits bUnits = comparedUnits(tokenizer, b, bOffset, options);
    MyersDiff myers(aUnits.keys, bUnits.keys, workLimit(options, a.size() + b.size()), control);
    std::vector<SequenceChange> changes = myers.changes();
    out.coarse = out.coarse || myers.isCoarse();
    if (options.semanticCleanup)
        changes = mergeAcrossShortEquals(changes);

    const auto toText = [&](int aStart, int aLength, int bStart, int bLength) {
        const int aPosition = aUnits.begin(aStart, aLength);
        const int bPosition = bUnits.begin(bStart, bLength);
        out.list.push_back({aPosition, aUnits.end(aStart, aLength) - aPosition, bPosition,
                            bUnits.end(bStart, bLength) - bPosition});
    };
    for (const SequenceChange &change : changes) {
        if (change.aLength != change.bLength || options.semanticCleanup) {
            toText(change.aStart, change.aLength, change.bStart, change.bLength);
            continue;
        }
        // An equal-length replacement is a run of substitutions; each one is a change of its own.
        for (int i = 0; i < change.aLength; ++i) {
            if (aUnits.keys[size_t(change.aStart + i)] != bUnits.keys[size_t(change.bStart + i)])
                toText(change.aStart + i, 1, change.bStart + i, 1);
        }
    }
}

struct LineBatch {
    int firstLine;
    int endLine;
};

DiffResult collect(std::vector<Changes> &&parts, DiffMode mode, QStringView a, QStringView b)
{
    DiffResult result;
    result.mode = mode;
    size_t total = 0;
    for (const Changes &part : parts)
        total += part.list.size();
    result.changes.reserve(total);
    for (Changes &part : parts) {
        result.changes.insert(result.changes.end(), part.list.begin(), part.list.end());
        result.stats.linesChanged += part.linesChanged;
        result.coarse = result.coarse || part.coarse;
        part.list = {};
    }
    result.stats.changes = qint64(result.changes.size());
    for (const TextChange &change : result.changes) {
        result.stats.aCharsChanged += codePointCount(a.sliced(change.aPosition, change.aLength));
        result.stats.bCharsChanged += codePointCount(b.sliced(change.bPosition, change.bLength));
    }
    return result;
}

DiffResult diffGeneral(QStringView a, QStringView b, const DiffOptions &options,
                       JobControl *control);

// A line of one side paired with a line of the other: [start, end) in each text, '\n' included,
// so that a missing final line break counts.
struct LinePair {
    int aStart;
    int aEnd;
    int bStart;
    int bEnd;
};

// Diffs paired lines character by character, in parallel batches.
DiffResult diffPairs(QStringView a, QStringView b, const std::vector<LinePair> &pairs,
                     DiffMode mode, const DiffOptions &options, JobControl *control)
{
    const int pairCount = int(pairs.size());
    std::vector<LineBatch> batches;
    for (int pair = 0; pair < pairCount;) {
        const int first = pair;
        while (pair < pairCount &&
               pairs[size_t(pair)].aStart - pairs[size_t(first)].aStart < BatchSize)
            ++pair;
        batches.push_back({first, pair});
    }
    if (control)
        control->addToTotal(pairCount);

    const auto diffBatch = [&](const LineBatch &batch) {
        Changes changes;
        for (int index = batch.firstLine; index < batch.endLine && !isCancelled(control); ++index) {
            const LinePair &pair = pairs[size_t(index)];
            const size_t before = changes.list.size();
            diffBlock(a.sliced(pair.aStart, pair.aEnd - pair.aStart), pair.aStart,
                      b.sliced(pair.bStart, pair.bEnd - pair.bStart), pair.bStart, options, control,
                      changes);
            if (changes.list.size() != before)
                ++changes.linesChanged;
        }
        if (control)
            control->advance(batch.endLine - batch.firstLine);
        return changes;
    };

    DiffResult result =
        collect(mappedOnWorkers<std::vector<Changes>>(batches, diffBatch), mode, a, b);
    result.cancelled = isCancelled(control);
    return result;
}

DiffResult diffConverter(QStringView a, QStringView b, const DiffOptions &options,
                         JobControl *control)
{
    const std::vector<int> aStarts = lineBounds(a);
    const std::vector<int> bStarts = lineBounds(b);
    if (aStarts.size() != bStarts.size())
        return diffGeneral(a, b, options, control);
    std::vector<LinePair> pairs;
    pairs.reserve(aStarts.size() - 1);
    for (size_t line = 0; line + 1 < aStarts.size(); ++line)
        pairs.push_back({aStarts[line], aStarts[line + 1], bStarts[line], bStarts[line + 1]});
    return diffPairs(a, b, pairs, DiffMode::Converter, options, control);
}

DiffResult diffGeneral(QStringView a, QStringView b, const DiffOptions &options,
                       JobControl *control)
{
    const std::vector<int> aStarts = lineBounds(a);
    const std::vector<int> bStarts = lineBounds(b);
    const auto lineView = [](QStringView text, const std::vector<int> &starts, int line) {
        return text.sliced(starts[size_t(line)], starts[size_t(line) + 1] - starts[size_t(line)]);
    };

    // Lines become int ids (equal text, equal id), so the line diff runs on the same engine as
    // the character diff; int ids do not overflow however many distinct lines a book has. With
    // characters ignored, a line's id is that of its text without them; ignored blank lines get
    // no id at all, and lines[i] says which line the i-th id stands for.
    const bool normalizeLines = options.ignoreWhitespace || options.ignorePunctuation;
    QHash<QString, int> ids;
    struct LineIds {
        std::vector<int> ids;
        std::vector<int> lines;
    };
    const auto lineIds = [&](QStringView text, const std::vector<int> &starts) {
        LineIds result;
        result.ids.reserve(starts.size() - 1);
        for (int line = 0; line + 1 < int(starts.size()); ++line) {
            const QStringView view = lineView(text, starts, line);
            if (options.ignoreBlankLines && isBlankLine(view))
                continue;
            QString key = view.toString();
            if (normalizeLines) {
                key.removeIf([&](QChar c) { return isIgnoredCharacter(c.unicode(), options); });
            }
            auto it = ids.constFind(key);
            if (it == ids.cend())
                it = ids.insert(key, int(ids.size()));
            result.ids.push_back(it.value());
            result.lines.push_back(line);
        }
        return result;
    };
    const LineIds aLines = lineIds(a, aStarts);
    const LineIds bLines = lineIds(b, bStarts);

    // Editions of one text that differ in their blank lines, and in a few characters of nearly
    // every paragraph, have lines that pair one to one once blank lines are left out; a line diff
    // would find next to nothing in common and grow quadratic. Pairs of similar length show
    // that pairing holds; else the line diff aligns them.
    if (options.ignoreBlankLines && aLines.lines.size() == bLines.lines.size()) {
        std::vector<LinePair> pairs;
        qsizetype similar = 0;
        for (size_t index = 0; index < aLines.lines.size(); ++index) {
            const int aLine = aLines.lines[index];
            const int bLine = bLines.lines[index];
            const LinePair pair{aStarts[size_t(aLine)], aStarts[size_t(aLine) + 1],
                                bStarts[size_t(bLine)], bStarts[size_t(bLine) + 1]};
            const int aLength = pair.aEnd - pair.aStart;
            const int bLength = pair.bEnd - pair.bStart;
            if (qAbs(aLength - bLength) * 5 <= qMax(aLength, bLength))
                ++similar;
            pairs.push_back(pair);
        }
        if (similar * 10 >= qsizetype(pairs.size()) * 9)
            return diffPairs(a, b, pairs, DiffMode::General, options, control);
    }
    const std::vector<int> &aIds = aLines.ids;
    const std::vector<int> &bIds = bLines.ids;
    if (control)
        control->addToTotal(qint64(aIds.size()));

    // Where the i-th compared line of a side begins, and where the last of a run of them ends;
    // for an empty run, after the compared line before it.
    const auto runStart = [](const LineIds &lines, const std::vector<int> &starts, int index) {
        if (index < int(lines.lines.size()))
            return starts[size_t(lines.lines[size_t(index)])];
        return index > 0 ? starts[size_t(lines.lines[size_t(index) - 1]) + 1] : 0;
    };
    const auto runEnd = [&](const LineIds &lines, const std::vector<int> &starts, int index,
                            int length) {
        if (length == 0)
            return index > 0 ? starts[size_t(lines.lines[size_t(index) - 1]) + 1] : 0;
        return starts[size_t(lines.lines[size_t(index + length) - 1]) + 1];
    };

    MyersDiff lineDiff(aIds, bIds, workLimit(options, qsizetype(aIds.size() + bIds.size())),
                       control);
    const std::vector<SequenceChange> lineChanges = lineDiff.changes();
    Changes changes;
    changes.coarse = lineDiff.isCoarse();
    for (const SequenceChange &block : lineChanges) {
        if (isCancelled(control))
            break;
        const int aStart = block.aLength > 0 ? runStart(aLines, aStarts, block.aStart)
                                             : runEnd(aLines, aStarts, block.aStart, 0);
        const int aEnd = runEnd(aLines, aStarts, block.aStart, block.aLength);
        const int bStart = block.bLength > 0 ? runStart(bLines, bStarts, block.bStart)
                                             : runEnd(bLines, bStarts, block.bStart, 0);
        const int bEnd = runEnd(bLines, bStarts, block.bStart, block.bLength);
        const size_t before = changes.list.size();
        if ((block.aLength == 0 || block.bLength == 0) && !normalizeLines) {
            changes.list.push_back({aStart, aEnd - aStart, bStart, bEnd - bStart});
        } else {
            // Lines whose ids differ may still differ only in what is ignored.
            diffBlock(a.sliced(aStart, aEnd - aStart), aStart, b.sliced(bStart, bEnd - bStart),
                      bStart, options, control, changes);
        }
        if (changes.list.size() != before)
            changes.linesChanged += qMax(block.aLength, block.bLength);
    }
    if (control)
        control->advance(qint64(aIds.size()));

    std::vector<Changes> parts;
    parts.push_back(std::move(changes));
    DiffResult result = collect(std::move(parts), DiffMode::General, a, b);
    result.cancelled = isCancelled(control);
    return result;
}

// The lines of one side that the changes touch, each counted once.
qint64 linesTouched(const std::vector<int> &starts, const std::vector<TextChange> &changes,
                    int TextChange::*position, int TextChange::*length)
{
    qint64 count = 0;
    int counted = -1; // the last line counted
    for (const TextChange &change : changes) {
        const int first = std::max(lineOf(starts, change.*position), counted + 1);
        const int last = lastLineOf(starts, change.*position, change.*length);
        if (last >= first)
            count += last - first + 1;
        counted = std::max(counted, last);
    }
    return count;
}

// Composes the diff of a against c with that of c against b into a diff of a against b. Walking c,
// changes of either that overlap, or meet at an insertion, make one stretch: a stretch of the first
// alone keeps its changes, one of the second alone is the edit (c's text there is a's), and where
// both meet the two ends of the stretch are diffed anew (an edit may have undone a conversion).
void compose(QStringView a, QStringView b, const std::vector<TextChange> &conversion,
             const std::vector<TextChange> &edits, const DiffOptions &options,
             const JobControl *control, Changes &out)
{
    size_t next = 0;     // in conversion
    size_t nextEdit = 0; // in edits
    int aShift = 0;      // a's position minus c's, outside the conversion's changes
    int bShift = 0;      // b's position minus c's, outside the edits
    // An insertion where a change begins goes before it, a stretch of its own.
    const auto comesFirst = [](int position, int length, int otherPosition, int otherLength) {
        return position < otherPosition ||
               (position == otherPosition && (length == 0 || otherLength > 0));
    };
    while ((next < conversion.size() || nextEdit < edits.size()) && !isCancelled(control)) {
        const bool conversionFirst =
            nextEdit == edits.size() ||
            (next < conversion.size() &&
             comesFirst(conversion[next].bPosition, conversion[next].bLength,
                        edits[nextEdit].aPosition, edits[nextEdit].aLength));
        const int start = conversionFirst ? conversion[next].bPosition : edits[nextEdit].aPosition;
        const int aStart = conversionFirst ? conversion[next].aPosition : start + aShift;
        const int bStart = conversionFirst ? start + bShift : edits[nextEdit].bPosition;
        int end = start;
        const size_t firstChange = next;
        const size_t firstEdit = nextEdit;
        const auto takeChange = [&] {
            const TextChange &change = conversion[next++];
            end = std::max(end, change.bPosition + change.bLength);
            aShift += change.aLength - change.bLength;
        };
        const auto takeEdit = [&] {
            const TextChange &edit = edits[nextEdit++];
            end = std::max(end, edit.aPosition + edit.aLength);
            bShift += edit.bLength - edit.aLength;
        };
        conversionFirst ? takeChange() : takeEdit();
        // Changes that overlap the stretch join it, and an insertion at an insertion's place.
        const auto joins = [&](int position, int length) {
            return position < end || (position == end && length == 0 && end == start);
        };
        for (bool grew = true; grew;) {
            grew = false;
            for (; next < conversion.size() &&
                   joins(conversion[next].bPosition, conversion[next].bLength);
                 grew = true)
                takeChange();
            for (; nextEdit < edits.size() &&
                   joins(edits[nextEdit].aPosition, edits[nextEdit].aLength);
                 grew = true)
                takeEdit();
        }
        if (nextEdit == firstEdit) {
            for (size_t index = firstChange; index < next; ++index) {
                const TextChange &change = conversion[index];
                out.list.push_back(
                    {change.aPosition, change.aLength, change.bPosition + bShift, change.bLength});
            }
        } else if (next == firstChange) {
            out.list.push_back({aStart, end + aShift - aStart, bStart, end + bShift - bStart});
        } else {
            diffBlock(a.sliced(aStart, end + aShift - aStart), aStart,
                      b.sliced(bStart, end + bShift - bStart), bStart, options, control, out);
        }
    }
}

} // namespace

std::vector<int> lineStarts(QStringView text)
{
    std::vector<int> starts{0};
    for (qsizetype i = 0; i < text.size(); ++i) {
        if (text[i] == u'\n')
            starts.push_back(int(i + 1));
    }
    return starts;
}

int lineOf(const std::vector<int> &starts, int position)
{
    return int(std::upper_bound(starts.begin(), starts.end(), position) - starts.begin()) - 1;
}

int lastLineOf(const std::vector<int> &starts, int position, int length)
{
    return lineOf(starts, length > 0 ? position + length - 1 : position);
}

DiffResult diffTexts(QStringView a, QStringView b, const DiffOptions &options, JobControl *control)
{
    if (options.mode == DiffMode::Converter && !options.ignoreBlankLines)
        return diffConverter(a, b, options, control);
    return diffGeneral(a, b, options, control);
}

DiffResult diffAlongEdits(QStringView a, QStringView c, QStringView b,
                          const std::vector<TextChange> &edits, const DiffOptions &options,
                          JobControl *control)
{
    DiffOptions converter = options;
    converter.mode = DiffMode::Converter;
    DiffResult conversion = diffTexts(a, c, converter, control);
    if (conversion.mode != DiffMode::Converter) // c is not a conversion of a
        return diffGeneral(a, b, options, control);
    if (conversion.cancelled)
        return conversion;
    Changes changes;
    changes.coarse = conversion.coarse;
    compose(a, b, conversion.changes, edits, options, control, changes);
    conversion = {};
    const std::vector<int> aStarts = lineStarts(a);
    const std::vector<int> bStarts = lineStarts(b);
    changes.linesChanged =
        std::max(linesTouched(aStarts, changes.list, &TextChange::aPosition, &TextChange::aLength),
                 linesTouched(bStarts, changes.list, &TextChange::bPosition, &TextChange::bLength));
    const bool linesKept = aStarts.size() == bStarts.size() &&
                           std::none_of(edits.begin(), edits.end(), [&](const TextChange &edit) {
                               return c.sliced(edit.aPosition, edit.aLength).contains(u'\n') ||
                                      b.sliced(edit.bPosition, edit.bLength).contains(u'\n');
                           });
    std::vector<Changes> parts;
    parts.push_back(std::move(changes));
    DiffResult result =
        collect(std::move(parts), linesKept ? DiffMode::Converter : DiffMode::General, a, b);
    result.cancelled = isCancelled(control);
    return result;
}

} // namespace duizhao
