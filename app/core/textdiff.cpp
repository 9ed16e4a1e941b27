// SPDX-License-Identifier: GPL-3.0-or-later
#include "textdiff.h"

#include "jobcontrol.h"
#include "myersdiff.h"
#include "textunits.h"
#include "workerpool.h"

#include <QHash>
#include <QtConcurrent/QtConcurrentMap>

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

// Character diff of one block: a and b start at aOffset and bOffset in their texts.
void diffBlock(QStringView a, int aOffset, QStringView b, int bOffset, const DiffOptions &options,
               const JobControl *control, Changes &out)
{
    if (a == b)
        return;
    UnitTokenizer tokenizer;
    const UnitSequence aUnits = tokenizer.split(a, aOffset);
    const UnitSequence bUnits = tokenizer.split(b, bOffset);
    MyersDiff myers(aUnits.keys, bUnits.keys, workLimit(options, a.size() + b.size()), control);
    const std::vector<SequenceChange> changes = myers.changes();
    out.coarse = out.coarse || myers.isCoarse();

    const auto toText = [&](int aStart, int aLength, int bStart, int bLength) {
        const int aPosition = aUnits.offsets[size_t(aStart)];
        const int bPosition = bUnits.offsets[size_t(bStart)];
        out.list.push_back({aPosition, aUnits.offsets[size_t(aStart + aLength)] - aPosition,
                            bPosition, bUnits.offsets[size_t(bStart + bLength)] - bPosition});
    };
    for (const SequenceChange &change : changes) {
        if (change.aLength != change.bLength) {
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

DiffResult diffConverter(QStringView a, QStringView b, const DiffOptions &options,
                         JobControl *control)
{
    const std::vector<int> aStarts = lineBounds(a);
    const std::vector<int> bStarts = lineBounds(b);
    if (aStarts.size() != bStarts.size())
        return diffGeneral(a, b, options, control);
    const int lineCount = int(aStarts.size()) - 1;

    std::vector<LineBatch> batches;
    for (int line = 0; line < lineCount;) {
        const int first = line;
        while (line < lineCount && aStarts[size_t(line)] - aStarts[size_t(first)] < BatchSize)
            ++line;
        batches.push_back({first, line});
    }
    if (control)
        control->addToTotal(lineCount);

    const auto diffBatch = [&](const LineBatch &batch) {
        Changes changes;
        for (int line = batch.firstLine; line < batch.endLine && !isCancelled(control); ++line) {
            // Lines are compared with their '\n', so that a missing final line break counts.
            const int aStart = aStarts[size_t(line)];
            const int bStart = bStarts[size_t(line)];
            const size_t before = changes.list.size();
            diffBlock(a.sliced(aStart, aStarts[size_t(line) + 1] - aStart), aStart,
                      b.sliced(bStart, bStarts[size_t(line) + 1] - bStart), bStart, options,
                      control, changes);
            if (changes.list.size() != before)
                ++changes.linesChanged;
        }
        if (control)
            control->advance(batch.endLine - batch.firstLine);
        return changes;
    };

    std::vector<Changes> parts;
    if (batches.size() <= 1) {
        for (const LineBatch &batch : batches)
            parts.push_back(diffBatch(batch));
    } else {
        parts =
            QtConcurrent::blockingMapped<std::vector<Changes>>(workerPool(), batches, diffBatch);
    }
    DiffResult result = collect(std::move(parts), DiffMode::Converter, a, b);
    result.cancelled = isCancelled(control);
    return result;
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
    // the character diff; int ids do not overflow however many distinct lines a book has.
    QHash<QStringView, int> ids;
    const auto lineIds = [&](QStringView text, const std::vector<int> &starts) {
        std::vector<int> result;
        result.reserve(starts.size() - 1);
        for (int line = 0; line + 1 < int(starts.size()); ++line) {
            const QStringView view = lineView(text, starts, line);
            auto it = ids.constFind(view);
            if (it == ids.cend())
                it = ids.insert(view, int(ids.size()));
            result.push_back(it.value());
        }
        return result;
    };
    const std::vector<int> aIds = lineIds(a, aStarts);
    const std::vector<int> bIds = lineIds(b, bStarts);
    if (control)
        control->addToTotal(qint64(aIds.size()));

    MyersDiff lineDiff(aIds, bIds, workLimit(options, qsizetype(aIds.size() + bIds.size())),
                       control);
    const std::vector<SequenceChange> lineChanges = lineDiff.changes();
    Changes changes;
    changes.coarse = lineDiff.isCoarse();
    for (const SequenceChange &block : lineChanges) {
        if (isCancelled(control))
            break;
        const int aStart = aStarts[size_t(block.aStart)];
        const int aEnd = aStarts[size_t(block.aStart + block.aLength)];
        const int bStart = bStarts[size_t(block.bStart)];
        const int bEnd = bStarts[size_t(block.bStart + block.bLength)];
        if (block.aLength == 0 || block.bLength == 0) {
            changes.list.push_back({aStart, aEnd - aStart, bStart, bEnd - bStart});
        } else {
            diffBlock(a.sliced(aStart, aEnd - aStart), aStart, b.sliced(bStart, bEnd - bStart),
                      bStart, options, control, changes);
        }
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

DiffResult diffTexts(QStringView a, QStringView b, const DiffOptions &options, JobControl *control)
{
    if (options.mode == DiffMode::Converter)
        return diffConverter(a, b, options, control);
    return diffGeneral(a, b, options, control);
}

std::optional<int> RangeMapper::map(int position, int length)
{
    for (; m_next < m_changes.size(); ++m_next) {
        const TextChange &change = m_changes[m_next];
        // An insertion right where the stretch starts comes before it.
        const bool before = change.aLength > 0 ? change.aPosition + change.aLength <= position
                                               : change.aPosition <= position;
        if (!before)
            break;
        m_shift += change.bLength - change.aLength;
    }
    for (size_t index = m_next;
         index < m_changes.size() && m_changes[index].aPosition < position + length; ++index) {
        if (m_changes[index].aLength != m_changes[index].bLength)
            return std::nullopt;
    }
    return position + m_shift;
}

} // namespace duizhao
