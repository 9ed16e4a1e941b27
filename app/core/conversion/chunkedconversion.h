// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/diff/textdiff.h"
#include "core/review/explanation.h"

#include <QByteArrayList>
#include <QString>

#include <functional>
#include <optional>

namespace duizhao {

class Converter;
class JobControl;
struct ConversionPlan;

// Converts a whole text, however long, with progress and cancel: it is cut into chunks that end
// at line breaks (passages, see convertPassage), converted in parallel. No OpenCC dictionary
// entry spans a line break, so the result is identical to converting the whole text in one call.
//
// Returns a null QString when the control was cancelled or OpenCC failed (the control's failure()
// then says why). Progress is counted in UTF-16 units.
QString convertText(const Converter &converter, QStringView text, JobControl *control = nullptr);

// The same for UTF-8 text, which is what OpenCC works on: a UTF-8 file converted to UTF-8 needs
// no decoding at all. The converted chunks come back as they are, to be written one after another
// without joining them: with the input, a novel is then held only twice. Line endings pass
// through unchanged. Progress is counted in bytes; an empty list means cancelled or failed.
QByteArrayList convertUtf8Text(const Converter &converter, QByteArrayView text,
                               JobControl *control = nullptr);

// The same for UTF-8 text read a block at a time, in the memory of a block however long the text:
// nextBlock gives each block, an empty one at the end, nothing to stop; each block is cut where
// lastChunkCut says, and its chunks are converted in parallel and handed to write in text order.
// Progress advances by the blocks' bytes against a total the caller sets. Returns false when
// cancelled or failed (the control says why), or stopped by nextBlock or write.
using NextUtf8Block = std::function<std::optional<QByteArray>()>;
using WriteConverted = std::function<bool(const QByteArray &)>;
bool convertUtf8Blocks(const Converter &converter, const NextUtf8Block &nextBlock,
                       const WriteConverted &write, JobControl *control);
// Where UTF-8 text may be cut so that its two parts convert as the whole does: after its last
// line break, or, in a line longer than the text, after its last sentence end (as the chunks of
// convertText are cut). 0 where it may not be cut.
qsizetype lastChunkCut(QByteArrayView text);

// The same by a plan: with the book's glossary and corner-bracket quotes.
QString convertText(const ConversionPlan &plan, QStringView text, JobControl *control = nullptr);

// A text's conversion by a plan and its diff against the text (as diffTexts gives it), made
// together: each chunk is diffed on the core that converted it, while the next converts. Each
// converted chunk is handed to inOrder in text order as soon as those before it are done (in a
// worker thread, one call at a time), so that what is built of the conversion is built while the
// rest converts; a failed or cancelled conversion may have handed some. The converted text is
// null when cancelled or failed.
using ConvertedInOrder = std::function<void(const QString &)>;
struct DiffedConversion {
    QString converted;
    DiffResult diff;
};
DiffedConversion convertAndDiffText(const ConversionPlan &plan, QStringView text,
                                    JobControl *control = nullptr,
                                    const ConvertedInOrder &inOrder = {});

// The conversion with an explanation of every span (see Converter::explain), in parallel chunks
// like convertText, and each span's risk as what the whole text says makes it (judgeWholeText:
// its names, the phrases nearby), once the chunks are joined. A null result means cancelled or
// failed.
Explanation explainText(const ConversionPlan &plan, QStringView text,
                        JobControl *control = nullptr);
// The same for a text whose conversion by the plan is known already: the retrace is checked
// against it (see ExplainCheck) rather than against a conversion made once more, and the result
// is that conversion, shared, not a copy. Should a retrace differ, the text is explained as
// explainText does.
Explanation explainConvertedText(const ConversionPlan &plan, QStringView text,
                                 const QString &conversion, JobControl *control = nullptr);

// The chunks a long text is explained in, four times the usual: each chunk's explanation names its
// dictionaries' entries and candidates afresh, which on a novel took a tenth of the explaining in
// chunks of 16 K. explainText takes them for a long text; a caller that keeps the cores busy
// otherwise, with blocks of a text explained side by side, asks for them.
inline constexpr qsizetype LongChunkSize = 64 * 1024;

// With a chunk length of one's own choosing; for tests, which check that chunking changes nothing,
// and for blocks explained side by side.
QString convertText(const Converter &converter, QStringView text, JobControl *control,
                    qsizetype chunkSize);
QByteArrayList convertUtf8Text(const Converter &converter, QByteArrayView text, JobControl *control,
                               qsizetype chunkSize);
DiffedConversion convertAndDiffText(const ConversionPlan &plan, QStringView text,
                                    JobControl *control, const ConvertedInOrder &inOrder,
                                    qsizetype chunkSize);
Explanation explainText(const ConversionPlan &plan, QStringView text, JobControl *control,
                        qsizetype chunkSize);
Explanation explainConvertedText(const ConversionPlan &plan, QStringView text,
                                 const QString &conversion, JobControl *control,
                                 qsizetype chunkSize);

} // namespace duizhao
