// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/conversion/conversionplan.h"
#include "core/diff/comparison.h"
#include "core/diff/highlightspans.h"
#include "core/diff/textdiff.h"
#include "core/review/explanation.h"
#include "core/text/scriptdetector.h"
#include "core/text/textfile.h"

#include <QString>

#include <functional>
#include <memory>

class QTextDocument;

namespace duizhao {

class ConverterCache;
class Glossary;
class JobControl;
class SharedBookNames;

// How two editions are compared (see compareEditions).
struct CompareSettings {
    // Normalizing by itself when the editions' scripts differ (see normalizationBetween).
    static inline const QString Automatic = QStringLiteral("auto");
    QString normalizeConfig = Automatic; // empty: as they are; else a config
    bool automatic = false;     // in an outcome: the config was chosen because the scripts differ
    bool normalizeBoth = false; // else only the first edition
    DiffOptions diff{DiffMode::General};
    // Show the editions as compared (normalized, read-only) rather than as read; a view, not
    // remembered.
    bool showCompared = false;
};

// What a finished job hands to the window.
struct ConversionOutcome {
    QString path; // the file opened; empty for the sample
    TextFormat format;
    FileStamp stamp;     // the file as it was when it was read
    QString readWarning; // the file read, but doubtfully (see ReadResult::warning), named
    // Read with bad byte sequences replaced: how many, and where the first is in source.
    qsizetype replacedSequences = 0;
    qsizetype firstReplaced = -1;
    // A book's chapter: the lines that are an attribute's value (see ReadResult).
    std::vector<std::pair<qsizetype, QString>> attributeLines;
    // Not read for its bad byte sequences (the reason, named): it can be opened with them
    // replaced. The outcome holds nothing else.
    QString badSequencesError;
    ScriptReport script;       // of source (the first edition)
    ScriptReport secondScript; // of the second edition, comparing
    QString config;            // the config that converted it
    QString source;
    QString openccOutput; // the converted text as OpenCC (with the glossary and quotes) made it
    QString converted;    // what the converted pane holds: OpenCC's output with the user's edits
    DiffResult diff;      // source against converted
    DiffResult userEdits; // OpenCC's output against converted: the user's own changes
    bool rediff = false;  // a diff of edited text, not a new conversion
    bool preview = false; // only the beginning of a long text; the whole follows
    // The whole text converted and diffed, its explanation (and with it the review) to follow.
    bool explaining = false;
    // Converted again with the user's edits carried over (see carryEdits): how many were kept and
    // how many gave way to the new conversion; the review is to be taken over too.
    bool carriedEdits = false;
    int keptEdits = 0;
    int droppedEdits = 0;
    // The edits carried are those a book's chapter was left with, now that it opens again (the
    // rules need not have changed).
    bool returnsToChapter = false;
    // Two editions compared: source is the first, converted the second, as read (or edited).
    bool comparing = false;
    QString secondPath;
    TextFormat secondFormat;
    FileStamp secondStamp;
    CompareSettings compareSettings;
    // Why each span of openccOutput reads as it does; shared, never changed.
    std::shared_ptr<const Explanation> explanation;

    // Ready for the panes and the strip, built off the GUI thread. A highlight's tag is the
    // index of its span in the explanation; the converted side is carried over the user's edits.
    // The window's Session takes them and keeps them where their text is as it is edited.
    std::shared_ptr<std::vector<Highlight>> sourceHighlights;
    std::shared_ptr<std::vector<Highlight>> convertedHighlights;
    std::shared_ptr<std::vector<Highlight>> editHighlights;
    std::vector<OverviewMark> overviewMarks;
    std::vector<int> riskyPositions;
    // Two editions, or a conversion whose edits split or joined paragraphs: which paragraph of the
    // other side each paragraph lines up with (see DiffPane::setAlignment); null when they pair by
    // number.
    std::shared_ptr<const std::vector<int>> sourceAlignment;
    std::shared_ptr<const std::vector<int>> convertedAlignment;

    // Documents built off the GUI thread (a 10 MB setPlainText blocks for seconds) and moved to
    // it, ready for the panes; null where the pane keeps its document.
    std::shared_ptr<QTextDocument> sourceDocument;
    std::shared_ptr<QTextDocument> convertedDocument;

    // An outcome of the text shown (converted again, or diffed after an edit: no new source
    // document) knows only its texts; where they came from and what they are stays as shown: the
    // files, their formats, scripts and how doubtfully they were read, and the config unless this
    // outcome converted with another.
    void keepOriginOf(const ConversionOutcome &shown);
};

// The window's jobs, as plain functions of what they are given: each reads, converts, explains,
// diffs and builds the panes' documents and highlights, and returns the outcome.
// ConversionController runs them off the GUI thread; the tests call them directly. A failure or
// cancellation is left in the control.
namespace ConversionJobs {

// The book's rules around OpenCC (see BookRules).
struct Rules {
    std::shared_ptr<const Glossary> glossary;
    bool cornerQuotes = false;
    // The names of the book the text is a chapter of, found the first time a chapter asks; null
    // for a text of its own (see ConversionPlan::bookNames).
    std::shared_ptr<SharedBookNames> bookNames;
};
// How the jobs convert with config: its converter, the book's glossary and quotation marks (the
// converter null, and why in error, when it cannot be loaded). The book's names are the job's to
// add (they may take reading the book); a book saved is judged whole, its names its own.
ConversionPlan planOf(const ConverterCache &converters, const Rules &rules, const QString &config,
                      QString *error);
// Shows an outcome ahead of the finished one: a long text's beginning.
using Preview = std::function<void(ConversionOutcome)>;

// Reads a file (the sample when path is empty), tells its script, converts it with
// preferredConfig (or with the suggested config when preferredConfig does not fit the script) and
// diffs the two. A long text is shown early through preview: its beginning, then the whole
// converted and diffed (explaining); the outcome returned adds the explanation.
ConversionOutcome open(const ConverterCache &converters, const Rules &rules, const QString &path,
                       const ReadOptions &reading, const QString &preferredConfig,
                       JobControl *control, const Preview &preview);
// Converts source again with another config. A long text with a preview comes in two steps, as
// in open: the conversion shown early, the explanation returned.
ConversionOutcome convert(const ConverterCache &converters, const Rules &rules,
                          const QString &source, const QString &config, JobControl *control,
                          const Preview &preview = {});
// Converts source again (new rules) and carries the user's edits over: edited is what the user
// made of previousOutput, the conversion before.
ConversionOutcome convertKeepingEdits(const ConverterCache &converters, const Rules &rules,
                                      const QString &source, const QString &config,
                                      const QString &previousOutput, const QString &edited,
                                      JobControl *control);
// Diffs source against an edited conversion; openccOutput is the unedited conversion and
// explanation explains it.
ConversionOutcome rediff(const QString &source, const QString &openccOutput,
                         const QString &converted, std::shared_ptr<const Explanation> explanation,
                         JobControl *control);
// Reads two editions and compares them; recompare compares them again as edited, keeping the
// documents the panes have.
ConversionOutcome compare(const ConverterCache &converters, const QString &firstPath,
                          const QString &secondPath, const CompareSettings &settings,
                          JobControl *control);
ConversionOutcome recompare(const ConverterCache &converters, const QString &first,
                            const QString &second, const CompareSettings &settings,
                            JobControl *control);

} // namespace ConversionJobs

} // namespace duizhao
