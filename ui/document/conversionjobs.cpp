// SPDX-License-Identifier: GPL-3.0-or-later
#include "document/conversionjobs.h"

#include "core/books/epub/epubbook.h"
#include "core/conversion/chunkedconversion.h"
#include "core/conversion/conversionplan.h"
#include "core/conversion/converter.h"
#include "core/conversion/convertercache.h"
#include "core/conversion/glossary.h"
#include "core/diff/comparison.h"
#include "core/diff/editcarrying.h"
#include "core/diff/paragraphalignment.h"
#include "core/diff/positionmapping.h"
#include "core/jobs/jobcontrol.h"
#include "core/jobs/workerpool.h"
#include "core/names/booknames.h"
#include "core/text/scriptdetector.h"
#include "document/highlightbuilder.h"

#include <QCoreApplication>
#include <QFileInfo>
#include <QTextBlock>
#include <QTextCursor>
#include <QTextDocument>
#include <QTextLayout>
#include <QThread>
#include <QtConcurrent/QtConcurrentRun>

#include <algorithm>
#include <array>
#include <optional>
#include <utility>

namespace duizhao {

namespace {

const QString SamplePath = QStringLiteral(":/sample/taohuayuanji.txt");
// Texts longer than this (UTF-16 units) get a preview of about PreviewSize: a few screens.
constexpr qsizetype PreviewAbove = 256 * 1024;
constexpr qsizetype PreviewSize = 16 * 1024;

// A pane's document, built off the GUI thread (a 10 MB setPlainText blocks for seconds) piece by
// piece as the text comes, then handed to the GUI thread. If the result is dropped as stale, the
// document is deleted there too. The document gets its layout in the GUI thread: laying out text
// here would hold the font engine's lock, which the GUI thread needs for every paint, for as long
// as the whole text takes.
class DocumentAssembly {
public:
    DocumentAssembly()
        : m_document(new QTextDocument)
        , m_cursor(m_document)
    {
        // The window's from the start: an object moves only from the thread it lives in, and
        // the pieces come on whichever thread joins them. (Plain text adds no child object.)
        m_document->moveToThread(QCoreApplication::instance()->thread());
        // As setPlainText does: no undo, and one edit, announced at its end.
        m_document->setUndoRedoEnabled(false);
        m_cursor.beginEditBlock();
    }
    ~DocumentAssembly()
    {
        m_cursor = QTextCursor();
        delete m_document;
    }
    DocumentAssembly(const DocumentAssembly &) = delete;
    DocumentAssembly &operator=(const DocumentAssembly &) = delete;

    // May be called from one thread after another, one call at a time.
    void append(const QString &text)
    {
        // A CR LF split between two pieces is one line break, not two.
        if (std::exchange(m_carriageReturnHeld, false) && !text.startsWith(u'\n'))
            insert(QStringLiteral("\r"));
        m_carriageReturnHeld = text.endsWith(u'\r');
        insert(m_carriageReturnHeld ? text.chopped(1) : text);
    }

    std::shared_ptr<QTextDocument> finish()
    {
        if (m_carriageReturnHeld)
            insert(QStringLiteral("\r"));
        m_cursor.endEditBlock();
        m_cursor = QTextCursor();
        QTextDocument *document = std::exchange(m_document, nullptr);
        document->setUndoRedoEnabled(true);
        document->setModified(false);
        return std::shared_ptr<QTextDocument>(document, [](QTextDocument *d) { d->deleteLater(); });
    }

private:
    void insert(const QString &text)
    {
        const int from = m_cursor.position();
        m_cursor.insertText(text);
        // Each new block's QTextLayout is created here, empty (it holds no font or shaping yet):
        // the pane's layout creates any that are missing when it takes the document, and for a
        // novel's 33,000 paragraphs on two panes that held the GUI thread for 200 ms.
        for (QTextBlock block = m_document->findBlock(from); block.isValid(); block = block.next())
            block.layout();
    }

    QTextDocument *m_document;
    QTextCursor m_cursor;
    bool m_carriageReturnHeld = false;
};

std::shared_ptr<QTextDocument> makeDocument(const QString &text)
{
    DocumentAssembly assembly;
    assembly.append(text);
    return assembly.finish();
}

// Whether the outcome's highlights are its explanation's spans. No spans for a text that the
// conversion changed: the retrace was dropped (see Converter::explain), and the diff is all there
// is.
bool highlightsSpans(const ConversionOutcome &outcome)
{
    return outcome.explanation && (!outcome.explanation->spans.empty() ||
                                   outcome.explanation->result == QStringView(outcome.source));
}

// The panes' highlights and the strip's marks for an outcome (see buildHighlights); the source
// pane's left out (null) without withSource.
void buildHighlights(ConversionOutcome &outcome, bool withSource = true)
{
    PaneHighlights built =
        duizhao::buildHighlights(highlightsSpans(outcome) ? outcome.explanation.get() : nullptr,
                                 outcome.diff, outcome.userEdits, outcome.converted, withSource);
    outcome.sourceHighlights = std::move(built.source);
    outcome.convertedHighlights = std::move(built.converted);
    outcome.editHighlights = std::move(built.edits);
    outcome.overviewMarks = std::move(built.overviewMarks);
    outcome.riskyPositions = std::move(built.riskyPositions);
}

// The plan of outcome.config with the book's rules; without a converter when the config cannot
// be loaded, the job failed with the reason.
ConversionPlan makePlan(const ConversionOutcome &outcome, const ConverterCache &converters,
                        const ConversionJobs::Rules &rules, JobControl *control)
{
    QString error;
    ConversionPlan plan = ConversionJobs::planOf(converters, rules, outcome.config, &error);
    if (!plan.converter)
        control->fail(error);
    else if (rules.bookNames && plan.words())
        plan.bookNames = rules.bookNames->get(control, plan.converter);
    return plan;
}

ConversionOutcome outcomeOf(const QString &source, const QString &config)
{
    ConversionOutcome outcome;
    outcome.source = source;
    outcome.config = config;
    return outcome;
}

// Converts outcome.source with outcome.config and diffs the two. The documents the panes will
// show are built meanwhile on the other core; a waiting job runs a task that has not started
// itself, so waiting here cannot starve the pool.
//
// A long text with somewhere to show it early comes in two steps: first its plain conversion, its
// diff and its documents, so that every change can be gone to at once; then the explanation that
// sorts the changes for the review, which takes twice as long as the conversion. The outcome
// returned is the second step, without documents: the panes keep the first step's.
using DocumentFuture = QFuture<std::shared_ptr<QTextDocument>>;

DocumentFuture documentOf(const QString &text)
{
    return runOnWorkers([text] { return makeDocument(text); });
}

// The highlights, while the panes' documents are finished on the other core; the source's when
// one is being built.
void highlightAndTakeDocuments(ConversionOutcome &outcome, const DocumentFuture &convertedDocument,
                               const std::optional<DocumentFuture> &sourceDocument)
{
    buildHighlights(outcome);
    outcome.convertedDocument = convertedDocument.result();
    if (sourceDocument)
        outcome.sourceDocument = sourceDocument->result();
}

// The same, the diff of outcome.source against outcome.converted first.
void diffAndTakeDocuments(ConversionOutcome &outcome, const DocumentFuture &convertedDocument,
                          const std::optional<DocumentFuture> &sourceDocument, JobControl *control)
{
    outcome.diff = diffTexts(outcome.source, outcome.converted, {}, control);
    highlightAndTakeDocuments(outcome, convertedDocument, sourceDocument);
}

void convertAndDiff(ConversionOutcome &outcome, const ConversionPlan &plan, JobControl *control,
                    std::optional<DocumentFuture> sourceDocument,
                    const ConversionJobs::Preview &early = {})
{
    const bool inTwoSteps = early && outcome.source.size() >= PreviewAbove;
    if (inTwoSteps) {
        ConversionOutcome shown = outcome;
        // Each chunk is diffed, and the converted pane's document grows, on the cores that
        // convert, as the chunks come.
        DocumentAssembly convertedDocument;
        DiffedConversion conversion =
            convertAndDiffText(plan, outcome.source, control,
                               [&](const QString &piece) { convertedDocument.append(piece); });
        if (conversion.converted.isNull()) {
            if (sourceDocument)
                sourceDocument->waitForFinished();
            return;
        }
        shown.openccOutput = std::move(conversion.converted);
        shown.converted = shown.openccOutput;
        shown.diff = std::move(conversion.diff);
        shown.explaining = true;
        highlightAndTakeDocuments(shown, runOnWorkers([&] { return convertedDocument.finish(); }),
                                  sourceDocument);
        if (control->isCancelled())
            return;
        outcome.converted = shown.converted;
        // The diff goes to the window, which keeps it (it is not needed to place the spans).
        early(std::move(shown));
        // The conversion at hand checks the explanation, and is its result.
        outcome.explanation = std::make_shared<const Explanation>(
            explainConvertedText(plan, outcome.source, outcome.converted, control));
        outcome.openccOutput = outcome.converted;
        if (control->isCancelled())
            return;
        // Nothing explained (never seen): the plain diff places the highlights, as it did.
        if (outcome.explanation->spans.empty())
            outcome.diff = diffTexts(outcome.source, outcome.converted, {}, control);
        buildHighlights(outcome);
        return;
    }
    auto explanation = std::make_shared<Explanation>(explainText(plan, outcome.source, control));
    if (control->isCancelled())
        return;
    outcome.openccOutput = explanation->result;
    outcome.converted = outcome.openccOutput;
    outcome.explanation = std::move(explanation);
    diffAndTakeDocuments(outcome, documentOf(outcome.converted), sourceDocument, control);
}

// A long text's first lines, converted and diffed on their own, ahead of the rest. Conversion and
// the converter-mode diff work line by line, so this is exactly what the whole will show there.
void showBeginning(const ConversionOutcome &whole, const ConversionPlan &plan,
                   const std::function<void(const ConversionOutcome &)> &preview)
{
    if (whole.source.size() < PreviewAbove)
        return;
    const qsizetype end = whole.source.indexOf(u'\n', PreviewSize);
    ConversionOutcome beginning = whole;
    beginning.preview = true;
    beginning.source = whole.source.left(end < 0 ? whole.source.size() : end + 1);
    auto explanation = std::make_shared<Explanation>(explainText(plan, beginning.source));
    if (explanation->result.isNull())
        return;
    beginning.openccOutput = explanation->result;
    beginning.converted = beginning.openccOutput;
    beginning.explanation = std::move(explanation);
    beginning.diff = diffTexts(beginning.source, beginning.converted);
    buildHighlights(beginning);
    beginning.sourceDocument = makeDocument(beginning.source);
    beginning.convertedDocument = makeDocument(beginning.converted);
    preview(beginning);
}

// Lines up the paragraphs of the two editions (see alignParagraphs) for the panes.
void takeAlignment(ConversionOutcome &outcome, ParagraphAlignment alignment)
{
    outcome.sourceAlignment =
        std::make_shared<const std::vector<int>>(std::move(alignment.aPartner));
    outcome.convertedAlignment =
        std::make_shared<const std::vector<int>>(std::move(alignment.bPartner));
}

void alignParagraphs(ConversionOutcome &outcome)
{
    takeAlignment(outcome,
                  duizhao::alignParagraphs(outcome.source, outcome.converted, outcome.diff));
}

// Whether one of the user's edits (outcome.userEdits, OpenCC's output against the text now) took
// a line break out or put one in.
bool editsLineBreaks(const ConversionOutcome &outcome)
{
    const QStringView before(outcome.openccOutput);
    const QStringView now(outcome.converted);
    return std::any_of(outcome.userEdits.changes.begin(), outcome.userEdits.changes.end(),
                       [&](const TextChange &change) {
                           return before.sliced(change.aPosition, change.aLength).contains(u'\n') ||
                                  now.sliced(change.bPosition, change.bLength).contains(u'\n');
                       });
}

// A converted text whose user's edits split or joined paragraphs: its paragraphs no longer pair
// with the source's by number, and are lined up as two editions' are (the panes pad the side with
// fewer lines), even where the line counts came out even (one paragraph split, two others
// joined). OpenCC's output has the source's lines one for one, and the user's edits diffed against
// it, text of one script, say best where each went: the source against the edited text, in two
// scripts, differs on most lines. A text the edits left paragraph for paragraph pays nothing more.
void alignEditedParagraphs(ConversionOutcome &outcome, JobControl *control)
{
    if (control->isCancelled() || !editsLineBreaks(outcome))
        return;
    if (outcome.openccOutput.count(u'\n') != outcome.source.count(u'\n')) {
        alignParagraphs(outcome); // never seen: a rule of the conversion wrote a line break
        return;
    }
    takeAlignment(outcome, duizhao::alignParagraphs(outcome.openccOutput, outcome.converted,
                                                    outcome.userEdits));
}

// The user's edits: the text now against OpenCC's output. Lines may have been split, joined,
// added or removed as many as elsewhere, the counts even: a line diff finds where each went.
DiffResult diffUsersEdits(const ConversionOutcome &outcome, JobControl *control)
{
    DiffOptions options;
    options.mode = DiffMode::General;
    return diffTexts(outcome.openccOutput, outcome.converted, options, control);
}

// The source against the text now, through OpenCC's output: the conversion's lines as the
// user's edits left, split or joined them.
void diffThroughEdits(ConversionOutcome &outcome, JobControl *control)
{
    if (control->isCancelled())
        return;
    outcome.diff = diffAlongEdits(outcome.source, outcome.openccOutput, outcome.converted,
                                  outcome.userEdits.changes, {}, control);
}

// Each paragraph of a pane costs about a kilobyte in Qt's text document, however short: a text of
// a million one-character lines would take gigabytes. Beyond MaxParagraphs (a 10 MB novel has
// about 100,000) the window says so, and what handles such a text.
constexpr qsizetype MaxParagraphs = 300'000;

QString beyondTheWindow(const QString &path, QStringView text)
{
    // The lines an editor counts (the document has a paragraph more after a last line break).
    const qsizetype lines = text.count(u'\n') + (text.endsWith(u'\n') ? 0 : 1);
    if (lines <= MaxParagraphs)
        return {};
    return QCoreApplication::translate("ConversionJobs",
                                       "%1 has %L2 lines, and the window shows texts of up to %L3 "
                                       "lines (a 10 MB novel has about 100,000); convert it with "
                                       "File → Convert a Book, or with duizhao convert")
        .arg(path)
        .arg(lines)
        .arg(MaxParagraphs);
}

// The comparison of outcome.source (the first edition) with outcome.converted (the second).
// The editions' scripts; automatic normalization becomes a config, or none, by them.
void resolveNormalization(ConversionOutcome &outcome, const ConverterCache &converters)
{
    // The scripts, for the fonts too.
    QString error;
    const auto s2t = converters.get(QStringLiteral("s2t"), &error);
    const auto t2s = converters.get(QStringLiteral("t2s"), &error);
    if (s2t && t2s) {
        const ScriptDetector detector(s2t, t2s);
        outcome.script = detector.analyse(outcome.source);
        outcome.secondScript = detector.analyse(outcome.converted);
    }
    CompareSettings &settings = outcome.compareSettings;
    if (settings.normalizeConfig != CompareSettings::Automatic)
        return;
    // The direction by the scripts, the region by the second edition's own characters. A
    // half-converted second edition is compared in the script it is on its way to, so that its
    // remnants show; a half-converted first is compared as it is, for converting it would undo
    // them.
    settings.normalizeConfig =
        automaticNormalization(outcome.source, outcome.script.script, outcome.converted,
                               outcome.secondScript.leaning(), converters);
    settings.automatic = !settings.normalizeConfig.isEmpty();
}

void compareSides(ConversionOutcome &outcome, const ConverterCache &converters, JobControl *control)
{
    resolveNormalization(outcome, converters);
    const CompareSettings &settings = outcome.compareSettings;
    ComparisonOptions options;
    options.diff = settings.diff;
    options.normalizeB = settings.normalizeBoth;
    std::shared_ptr<const Converter> normalizer;
    if (!settings.normalizeConfig.isEmpty()) {
        QString error;
        normalizer = converters.get(settings.normalizeConfig, &error);
        if (!normalizer) {
            control->fail(error);
            return;
        }
        options.normalizer = normalizer.get();
    }
    options.asCompared = settings.showCompared && normalizer;
    Comparison comparison = compareEditions(outcome.source, outcome.converted, options, control);
    if (options.asCompared) {
        outcome.source = std::move(comparison.normalizedA);
        if (options.normalizeB)
            outcome.converted = std::move(comparison.normalizedB);
    }
    outcome.diff = comparison.diff;
    buildHighlights(outcome);
    alignParagraphs(outcome);
}

} // namespace

void ConversionOutcome::keepOriginOf(const ConversionOutcome &shown)
{
    path = shown.path;
    format = shown.format;
    stamp = shown.stamp;
    if (readWarning.isEmpty())
        readWarning = shown.readWarning; // of the same text, read once
    replacedSequences = shown.replacedSequences;
    attributeLines = shown.attributeLines;
    script = shown.script;
    secondPath = shown.secondPath;
    secondFormat = shown.secondFormat;
    secondStamp = shown.secondStamp;
    secondScript = shown.secondScript;
    if (config.isEmpty())
        config = shown.config;
}

namespace ConversionJobs {

ConversionPlan planOf(const ConverterCache &converters, const Rules &rules, const QString &config,
                      QString *error)
{
    return ConversionPlan::forConfig(converters.get(config, error), rules.glossary,
                                     rules.cornerQuotes);
}

ConversionOutcome open(const ConverterCache &converters, const Rules &rules, const QString &path,
                       const ReadOptions &reading, const QString &preferredConfig,
                       JobControl *control, const Preview &preview)
{
    ConversionOutcome outcome;
    outcome.path = path;
    // A book's chapter is read from its book, whose stamp it keeps.
    const std::optional<EpubBook::ChapterAddress> chapter = EpubBook::addressOf(path);
    outcome.stamp = FileStamp::of(chapter ? chapter->book : path);
    ReadResult read = chapter ? EpubBook::readChapter(path)
                              : TextFile::read(path.isEmpty() ? SamplePath : path, reading);
    if (!read.ok() && read.error->badSequences) {
        outcome.badSequencesError = read.error->message();
        return outcome;
    }
    if (!read.ok()) {
        control->fail(read.error->message());
        return outcome;
    }
    if (const QString tooMany = beyondTheWindow(path, read.text); !tooMany.isEmpty()) {
        control->fail(tooMany);
        return outcome;
    }
    outcome.replacedSequences = read.replacedSequences;
    outcome.firstReplaced = read.firstReplaced;
    outcome.attributeLines = std::move(read.attributeLines);
    outcome.source = std::move(read.text);
    outcome.format = read.format;
    // Named by the file's name, as the pane's header names it: a long path would leave the
    // status bar no room for why and what to do.
    if (!read.warning.isEmpty())
        outcome.readWarning = QFileInfo(path).fileName() + QStringLiteral(": ") + read.warning;
    // The original's pane document is built from here on, while the script is told and the text
    // converted.
    const DocumentFuture sourceDocument = documentOf(outcome.source);
    QString error;
    const auto s2t = converters.get(QStringLiteral("s2t"), &error);
    const auto t2s = converters.get(QStringLiteral("t2s"), &error);
    if (s2t && t2s)
        outcome.script = ScriptDetector(s2t, t2s).analyse(outcome.source);
    outcome.config = outcome.script.configFor(preferredConfig);
    const ConversionPlan plan = makePlan(outcome, converters, rules, control);
    if (!plan.converter)
        return outcome;
    if (preview)
        showBeginning(outcome, plan, preview);
    convertAndDiff(outcome, plan, control, sourceDocument, preview);
    return outcome;
}

ConversionOutcome convert(const ConverterCache &converters, const Rules &rules,
                          const QString &source, const QString &config, JobControl *control,
                          const Preview &preview)
{
    ConversionOutcome outcome = outcomeOf(source, config);
    const ConversionPlan plan = makePlan(outcome, converters, rules, control);
    if (!plan.converter)
        return outcome;
    convertAndDiff(outcome, plan, control, std::nullopt, preview);
    return outcome;
}

ConversionOutcome convertKeepingEdits(const ConverterCache &converters, const Rules &rules,
                                      const QString &source, const QString &config,
                                      const QString &previousOutput, const QString &edited,
                                      JobControl *control)
{
    ConversionOutcome outcome = outcomeOf(source, config);
    const ConversionPlan plan = makePlan(outcome, converters, rules, control);
    if (!plan.converter)
        return outcome;
    auto explanation = std::make_shared<Explanation>(explainText(plan, source, control));
    if (control->isCancelled())
        return outcome;
    outcome.openccOutput = explanation->result;
    outcome.explanation = std::move(explanation);
    const CarriedEdits carried = carryEdits(previousOutput, edited, outcome.openccOutput, control);
    outcome.carriedEdits = true;
    outcome.keptEdits = carried.kept;
    outcome.droppedEdits = carried.dropped;
    outcome.converted = carried.text;
    outcome.userEdits = diffUsersEdits(outcome, control);
    const DocumentFuture convertedDocument = documentOf(outcome.converted);
    diffThroughEdits(outcome, control);
    highlightAndTakeDocuments(outcome, convertedDocument, std::nullopt);
    alignEditedParagraphs(outcome, control);
    return outcome;
}

ConversionOutcome rediff(const QString &source, const QString &openccOutput,
                         const QString &converted, std::shared_ptr<const Explanation> explanation,
                         JobControl *control)
{
    ConversionOutcome outcome;
    outcome.source = source;
    outcome.openccOutput = openccOutput;
    outcome.converted = converted;
    outcome.explanation = std::move(explanation);
    outcome.rediff = true;
    outcome.userEdits = diffUsersEdits(outcome, control);
    diffThroughEdits(outcome, control);
    // The source pane's highlights are the explanation's spans, which an edit of the converted
    // text does not move: those shown stay (Session::show), rather than a novel's hundreds of
    // thousands built again beside them.
    buildHighlights(outcome, !highlightsSpans(outcome));
    alignEditedParagraphs(outcome, control);
    return outcome;
}

ConversionOutcome compare(const ConverterCache &converters, const QString &firstPath,
                          const QString &secondPath, const CompareSettings &settings,
                          JobControl *control)
{
    ConversionOutcome outcome;
    outcome.comparing = true;
    outcome.compareSettings = settings;
    outcome.path = firstPath;
    outcome.secondPath = secondPath;
    outcome.stamp = FileStamp::of(firstPath);
    outcome.secondStamp = FileStamp::of(secondPath);
    ReadResult first = TextFile::read(firstPath);
    ReadResult second = first.ok() ? TextFile::read(secondPath) : ReadResult{};
    if (!first.ok() || !second.ok()) {
        QString why = (first.ok() ? second : first).error->message();
        // A failure names each file at fault (a folder named, and another mistyped), not only
        // the first; the second is not read for it.
        if (const std::optional<FileError> alsoSecond = TextFile::notAFile(secondPath);
            !first.ok() && alsoSecond && secondPath != firstPath)
            why += u'\n' + alsoSecond->message();
        control->fail(why);
        return outcome;
    }
    for (const auto &[edition, read] : {std::pair{firstPath, &first}, {secondPath, &second}}) {
        if (const QString tooMany = beyondTheWindow(edition, read->text); !tooMany.isEmpty()) {
            control->fail(tooMany);
            return outcome;
        }
    }
    outcome.source = std::move(first.text);
    outcome.format = first.format;
    outcome.converted = std::move(second.text);
    outcome.secondFormat = second.format;
    // The editions as read are shown, their documents built while they are compared; shown as
    // compared, the texts are known only once they are.
    DocumentFuture firstDocument;
    DocumentFuture secondDocument;
    if (!settings.showCompared) {
        firstDocument = documentOf(outcome.source);
        secondDocument = documentOf(outcome.converted);
    }
    compareSides(outcome, converters, control);
    outcome.sourceDocument =
        settings.showCompared ? makeDocument(outcome.source) : firstDocument.result();
    outcome.convertedDocument =
        settings.showCompared ? makeDocument(outcome.converted) : secondDocument.result();
    return outcome;
}

ConversionOutcome recompare(const ConverterCache &converters, const QString &first,
                            const QString &second, const CompareSettings &settings,
                            JobControl *control)
{
    ConversionOutcome outcome;
    outcome.comparing = true;
    outcome.rediff = true;
    outcome.compareSettings = settings;
    outcome.source = first;
    outcome.converted = second;
    compareSides(outcome, converters, control);
    return outcome;
}

} // namespace ConversionJobs

} // namespace duizhao
