// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/conversion/chunkedconversion.h"

#include "core/conversion/conversionplan.h"
#include "core/conversion/converter.h"
#include "core/jobs/jobcontrol.h"
#include "core/jobs/workerpool.h"
#include "core/names/textnames.h"

#include <array>
#include <functional>
#include <memory>
#include <optional>
#include <vector>

namespace duizhao {

namespace {

// Large enough that OpenCC's per-call cost vanishes, small enough that a 10 MB novel spreads
// evenly over the cores and progress moves smoothly.
constexpr qsizetype DefaultChunkSize = 16 * 1024;
static_assert(LongChunkSize == 4 * DefaultChunkSize);
// Only a text of many long chunks is explained in them: a chapter keeps every core busy, and a
// cancel answered soon.
constexpr qsizetype LongText = 16 * LongChunkSize;

// The marks a chunk may end after, in text and in UTF-8.
std::array<QStringView, 2> lineBreaks(QStringView)
{
    return {u"\n", u"\r"};
}
std::array<QByteArrayView, 2> lineBreaks(QByteArrayView)
{
    return {"\n", "\r"};
}
std::array<QStringView, 3> sentenceEnds(QStringView)
{
    return {u"。", u"！", u"？"};
}
std::array<QByteArrayView, 3> sentenceEnds(QByteArrayView)
{
    return {"\xE3\x80\x82", "\xEF\xBC\x81", "\xEF\xBC\x9F"};
}

// Where a chunk may end at or after `from`: after a line break (LF or CR: a file with old Mac line
// endings is lines too); on a line longer than a few chunks, after the end of a sentence, where no
// phrase of OpenCC's runs on, so that every core works on it and chunking still changes nothing.
template<typename View>
qsizetype chunkEnd(View text, qsizetype from, qsizetype chunkSize)
{
    // Looked for before limit only: a text without CR must not be read to its end for each chunk.
    const auto firstOf = [&](const auto &marks, qsizetype limit) {
        const View window = text.sliced(from, limit - from);
        qsizetype found = -1;
        for (const View mark : marks) {
            const qsizetype at = window.indexOf(mark);
            if (at >= 0 && (found < 0 || from + at + mark.size() < found))
                found = from + at + mark.size();
        }
        return found;
    };
    const qsizetype reach = qMin(text.size(), from + 4 * chunkSize);
    if (const qsizetype lineEnd = firstOf(lineBreaks(text), reach); lineEnd >= 0)
        return lineEnd;
    if (const qsizetype sentenceEnd = firstOf(sentenceEnds(text), reach); sentenceEnd >= 0)
        return sentenceEnd;
    const qsizetype lineEnd = firstOf(lineBreaks(text), text.size());
    return lineEnd >= 0 ? lineEnd : text.size();
}

template<typename View>
std::vector<View> splitAtLineBreaks(View text, qsizetype chunkSize)
{
    std::vector<View> chunks;
    qsizetype start = 0;
    while (start < text.size()) {
        qsizetype end = start + chunkSize;
        end = end >= text.size() ? text.size() : chunkEnd(text, end - 1, chunkSize);
        chunks.push_back(text.sliced(start, end - start));
        start = end;
    }
    return chunks;
}

bool isNull(const QString &text)
{
    return text.isNull();
}
bool isNull(const QByteArray &text)
{
    return text.isNull();
}

// Converts the chunks on every core and hands each, in text order, to join(joined, piece) as soon
// as those before it are done, one call at a time: what is made of the pieces is made while the
// rest convert, and no piece is kept once joined. Returns false when cancelled or failed (the
// control then says why). The text's length is added to the control's total unless it is part of
// a text whose total the caller has set.
enum class Total { Add, SetByCaller };
template<typename Text, typename View, typename Joined, typename ConvertChunk, typename Join>
bool convertInChunks(View text, JobControl *givenControl, qsizetype chunkSize, ConvertChunk convert,
                     Joined &joined, Join join, Total total = Total::Add)
{
    // Failures are reported through a control, so there always is one.
    JobControl ownControl;
    JobControl *control = givenControl ? givenControl : &ownControl;
    if (total == Total::Add)
        control->addToTotal(text.size());
    const std::vector<View> chunks = splitAtLineBreaks(text, chunkSize);
    const auto convertChunk = [&](View chunk) {
        if (control->isCancelled())
            return Text();
        QString error;
        Text converted = convert(chunk, &error);
        if (isNull(converted)) {
            // No exception may leave a pool thread; the failure travels through the control.
            control->fail(error);
            return Text();
        }
        control->advance(chunk.size());
        return converted;
    };
    const auto joinPiece = [&](Joined &into, const Text &piece) {
        if (!isNull(piece) && !control->isCancelled())
            join(into, piece);
    };
    mapReducedOnWorkers(chunks, convertChunk, joinPiece, joined);
    return !control->isCancelled();
}

// A conversion joined as its chunks come: reserved for the text's length at the first, which a
// conversion between the scripts keeps nearly always, so that a novel is not copied as it grows.
struct JoinedText {
    QString text;
    qsizetype expected = 0;

    void append(const QString &piece)
    {
        if (text.isNull())
            text.reserve(qMax<qsizetype>(expected, piece.size()));
        text += piece;
    }
    // Not null for an empty text: null means cancelled or failed.
    QString take()
    {
        if (text.isNull())
            text.reserve(1);
        return std::move(text);
    }
};

// A chunk's conversion and its diff, offsets within the chunk.
struct DiffedChunk {
    QString converted;
    DiffResult diff;
    int sourceLength = 0;
    bool endsLine = false;
};
bool isNull(const DiffedChunk &chunk)
{
    return chunk.converted.isNull();
}

// The chunks' conversions and diffs as the whole text's. Converter-mode diffs pair line with line
// (lines that end in LF, as the window's text has them), so diffs of chunks that end at an LF,
// shifted, are the whole text's diff exactly; after a chunk cut inside a long line or after a CR,
// or one whose lines did not pair (the whole then is diffed in general mode), the diff is not
// exact, and the whole text is diffed once converted.
struct JoinedDiff {
    JoinedText converted;
    DiffResult diff;
    int sourceOffset = 0;
    bool exact = true;
    bool lastEndedLine = true;

    void append(const DiffedChunk &piece)
    {
        exact = exact && lastEndedLine && piece.diff.mode == DiffMode::Converter;
        lastEndedLine = piece.endsLine;
        if (exact) {
            const int convertedOffset = int(converted.text.size());
            for (TextChange change : piece.diff.changes) {
                change.aPosition += sourceOffset;
                change.bPosition += convertedOffset;
                diff.changes.push_back(change);
            }
            diff.stats.aCharsChanged += piece.diff.stats.aCharsChanged;
            diff.stats.bCharsChanged += piece.diff.stats.bCharsChanged;
            diff.stats.linesChanged += piece.diff.stats.linesChanged;
            diff.coarse = diff.coarse || piece.diff.coarse;
        }
        sourceOffset += piece.sourceLength;
        converted.append(piece.converted);
    }
};

// A chunk's explanation, offsets within the chunk, and the explanations joined so far.
struct ExplainedChunk {
    Explanation explanation;
    int sourceLength = 0;
};
bool isNull(const ExplainedChunk &chunk)
{
    return chunk.explanation.result.isNull();
}
struct JoinedExplanation {
    Explanation explanation;
    int sourceOffset = 0;

    void append(const ExplainedChunk &piece)
    {
        explanation.append(piece.explanation, sourceOffset);
        sourceOffset += piece.sourceLength;
    }
};

} // namespace

QString convertText(const Converter &converter, QStringView text, JobControl *control)
{
    return convertText(converter, text, control, DefaultChunkSize);
}

QString convertText(const Converter &converter, QStringView text, JobControl *control,
                    qsizetype chunkSize)
{
    JoinedText joined{QString(), text.size()};
    if (!convertInChunks<QString>(
            text, control, chunkSize,
            [&](QStringView chunk, QString *error) { return converter.convert(chunk, error); },
            joined, [](JoinedText &into, const QString &piece) { into.append(piece); }))
        return {};
    return joined.take();
}

namespace {

// The plan's refusal of the whole text, if any, left in the control (see ConversionPlan::refusal).
bool refused(const ConversionPlan &plan, QStringView text, JobControl *control)
{
    const std::optional<QString> refusal = plan.refusal(text);
    if (refusal && control)
        control->fail(*refusal);
    return refusal.has_value();
}

} // namespace

QString convertText(const ConversionPlan &plan, QStringView text, JobControl *control)
{
    if (plan.fixes())
        return explainText(plan, text, control).result; // fixes need the whole text explained
    if (refused(plan, text, control))
        return {};
    JoinedText joined{QString(), text.size()};
    if (!convertInChunks<QString>(
            text, control, DefaultChunkSize,
            [&](QStringView chunk, QString *error) { return convertPassage(plan, chunk, error); },
            joined, [](JoinedText &into, const QString &piece) { into.append(piece); }))
        return {};
    return joined.take();
}

DiffedConversion convertAndDiffText(const ConversionPlan &plan, QStringView text,
                                    JobControl *control, const ConvertedInOrder &inOrder)
{
    return convertAndDiffText(plan, text, control, inOrder, DefaultChunkSize);
}

DiffedConversion convertAndDiffText(const ConversionPlan &plan, QStringView text,
                                    JobControl *control, const ConvertedInOrder &inOrder,
                                    qsizetype chunkSize)
{
    DiffedConversion result;
    if (plan.fixes()) {
        result.converted = convertText(plan, text, control);
        if (!result.converted.isNull()) {
            if (inOrder)
                inOrder(result.converted);
            result.diff = diffTexts(text, result.converted, {}, control);
        }
        return result;
    }
    if (refused(plan, text, control))
        return result;
    JoinedDiff joined;
    joined.converted.expected = text.size();
    const auto convertChunk = [&](QStringView chunk, QString *error) {
        DiffedChunk piece{
            convertPassage(plan, chunk, error), {}, int(chunk.size()), chunk.endsWith(u'\n')};
        if (!piece.converted.isNull())
            piece.diff = diffTexts(chunk, piece.converted);
        return piece;
    };
    const auto join = [&](JoinedDiff &into, const DiffedChunk &piece) {
        into.append(piece);
        if (inOrder)
            inOrder(piece.converted);
    };
    if (!convertInChunks<DiffedChunk>(text, control, chunkSize, convertChunk, joined, join))
        return result;
    result.converted = joined.converted.take();
    if (joined.exact) {
        result.diff = std::move(joined.diff);
        result.diff.stats.changes = qint64(result.diff.changes.size());
    } else {
        result.diff = diffTexts(text, result.converted, {}, control);
    }
    return result;
}

Explanation explainText(const ConversionPlan &plan, QStringView text, JobControl *control)
{
    return explainText(plan, text, control,
                       text.size() >= LongText ? LongChunkSize : DefaultChunkSize);
}

Explanation explainText(const ConversionPlan &plan, QStringView text, JobControl *control,
                        qsizetype chunkSize)
{
    if (refused(plan, text, control))
        return {};
    NamesFoundAhead names(text, plan.judges());
    // Joined as the chunks come, each let go at once: a novel's spans are held once, not twice.
    JoinedExplanation joined;
    joined.explanation.result.reserve(text.size() + text.size() / 8 + 1); // null means failed
    // Room for more spans than most texts have (a novel's are a fifth of its characters), taken
    // from the system as it is written: no copy of a novel's spans each time they outgrow it.
    joined.explanation.spans.reserve(size_t(text.size() / 3));
    if (!convertInChunks<ExplainedChunk>(
            text, control, chunkSize,
            [&](QStringView chunk, QString *error) {
                return ExplainedChunk{explainPassage(plan, chunk, error), int(chunk.size())};
            },
            joined,
            [](JoinedExplanation &into, const ExplainedChunk &piece) { into.append(piece); }))
        return {};
    Explanation explanation = std::move(joined.explanation);
    judgeWholeText(explanation, text, names.judges());
    if (plan.fixes())
        explanation.applyFixes();
    return explanation;
}

Explanation explainConvertedText(const ConversionPlan &plan, QStringView text,
                                 const QString &conversion, JobControl *control)
{
    return explainConvertedText(plan, text, conversion, control, DefaultChunkSize);
}

Explanation explainConvertedText(const ConversionPlan &plan, QStringView text,
                                 const QString &conversion, JobControl *control,
                                 qsizetype chunkSize)
{
    JobControl ownControl;
    JobControl *reporting = control ? control : &ownControl;
    reporting->addToTotal(text.size());
    struct Piece {
        Explanation explanation;
        int sourceLength = 0;
    };
    struct Joined {
        Explanation explanation;
        int sourceOffset = 0;
        qsizetype resultOffset = 0;
        bool differs = false;
    };
    const auto explainChunk = [&](QStringView chunk) {
        Piece piece{Explanation(), int(chunk.size())};
        if (reporting->isCancelled())
            return piece;
        QString error;
        piece.explanation = explainPassage(plan, chunk, &error, ExplainCheck::ByCaller);
        if (piece.explanation.result.isNull())
            reporting->fail(error);
        reporting->advance(chunk.size());
        return piece;
    };
    // Joined in order as the pieces come: each is checked against its stretch of the conversion
    // and let go at once, so that a novel's explanation is not held twice.
    const auto join = [&](Joined &joined, const Piece &piece) {
        const QString &result = piece.explanation.result;
        if (joined.differs || reporting->isCancelled())
            return;
        if (QStringView(conversion).mid(joined.resultOffset, result.size()) != result) {
            joined.differs = true;
            return;
        }
        joined.explanation.appendSpans(piece.explanation, joined.sourceOffset,
                                       int(joined.resultOffset));
        joined.sourceOffset += piece.sourceLength;
        joined.resultOffset += result.size();
    };
    Joined joined;
    NamesFoundAhead names(text, plan.judges());
    mapReducedOnWorkers(splitAtLineBreaks(text, chunkSize), explainChunk, join, joined);
    if (reporting->isCancelled())
        return Explanation();
    if (joined.differs || joined.resultOffset != conversion.size()) {
        qWarning("The retraced conversion of a %d-character text differs from OpenCC's",
                 int(text.size()));
        return explainText(plan, text, control, chunkSize);
    }
    joined.explanation.result = conversion;
    judgeWholeText(joined.explanation, text, names.judges());
    if (plan.fixes())
        joined.explanation.applyFixes();
    return std::move(joined.explanation);
}

QByteArrayList convertUtf8Text(const Converter &converter, QByteArrayView text, JobControl *control)
{
    return convertUtf8Text(converter, text, control, DefaultChunkSize);
}

namespace {

QByteArrayList convertUtf8Chunks(const Converter &converter, QByteArrayView text,
                                 JobControl *control, qsizetype chunkSize, Total total)
{
    QByteArrayList pieces;
    if (!convertInChunks<QByteArray>(
            text, control, chunkSize,
            [&](QByteArrayView chunk, QString *error) {
                return converter.convertUtf8(chunk, error);
            },
            pieces, [](QByteArrayList &into, const QByteArray &piece) { into.append(piece); },
            total))
        return {};
    return pieces;
}

} // namespace

QByteArrayList convertUtf8Text(const Converter &converter, QByteArrayView text, JobControl *control,
                               qsizetype chunkSize)
{
    return convertUtf8Chunks(converter, text, control, chunkSize, Total::Add);
}

qsizetype lastChunkCut(QByteArrayView text)
{
    const auto after = [&](const auto &marks) {
        qsizetype cut = 0;
        // Each mark looked for after the cut found so far only, which one ending before it cannot
        // move: a block without CR was read through, backwards, for every block.
        for (const QByteArrayView mark : marks) {
            if (const qsizetype at = text.sliced(cut).lastIndexOf(mark); at >= 0)
                cut += at + mark.size();
        }
        return cut;
    };
    if (const qsizetype lineEnd = after(lineBreaks(text)); lineEnd > 0)
        return lineEnd;
    return after(sentenceEnds(text));
}

bool convertUtf8Blocks(const Converter &converter, const NextUtf8Block &nextBlock,
                       const WriteConverted &write, JobControl *control)
{
    for (;;) {
        const std::optional<QByteArray> block = nextBlock();
        if (!block)
            return false;
        if (block->isEmpty())
            return true;
        const QByteArrayList pieces =
            convertUtf8Chunks(converter, *block, control, DefaultChunkSize, Total::SetByCaller);
        if (pieces.isEmpty())
            return false;
        for (const QByteArray &piece : pieces) {
            if (!write(piece))
                return false;
        }
    }
}

} // namespace duizhao
