// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "comparison.h"
#include "diffpane.h"
#include "explanation.h"
#include "overviewstrip.h"
#include "scriptdetector.h"
#include "textdiff.h"
#include "textfile.h"

#include <QFutureWatcher>
#include <QObject>
#include <QString>

#include <functional>
#include <memory>

class QTextDocument;

namespace duizhao {

class ConverterCache;
class Glossary;
class JobControl;

// What a finished job hands to the window.
// How two editions are compared (see compareEditions).
struct CompareSettings {
    QString normalizeConfig;    // empty: as they are
    bool normalizeBoth = false; // else only the first edition
    DiffOptions diff{DiffMode::General};
};

struct ConversionOutcome {
    QString path; // the file opened; empty for the sample
    TextFormat format;
    ScriptReport script;
    QString config; // the config that converted it
    QString source;
    QString openccOutput; // the converted text as OpenCC (with the glossary and quotes) made it
    QString converted;    // what the converted pane holds: OpenCC's output with the user's edits
    DiffResult diff;      // source against converted
    DiffResult userEdits; // OpenCC's output against converted: the user's own changes
    bool rediff = false;  // a diff of edited text, not a new conversion
    bool preview = false; // only the beginning of a long text; the whole follows
    // Two editions compared: source is the first, converted the second, as read (or edited).
    bool comparing = false;
    QString secondPath;
    TextFormat secondFormat;
    CompareSettings compareSettings;
    // Why each span of openccOutput reads as it does; shared, never changed.
    std::shared_ptr<const Explanation> explanation;

    // Ready for the panes and the strip, built off the GUI thread. A highlight's tag is the
    // index of its span in the explanation; the converted side is carried over the user's edits.
    HighlightList sourceHighlights;
    HighlightList convertedHighlights;
    HighlightList editHighlights;
    std::vector<OverviewMark> overviewMarks;
    // Two editions: which paragraph of the other side each paragraph lines up with (see
    // DiffPane::setAlignment); null when they pair by number.
    std::shared_ptr<const std::vector<int>> sourceAlignment;
    std::shared_ptr<const std::vector<int>> convertedAlignment;
    int convertedLineCount = 0;

    // Documents built off the GUI thread (a 10 MB setPlainText blocks for seconds) and moved to
    // it, ready for the panes; null where the pane keeps its document.
    std::shared_ptr<QTextDocument> sourceDocument;
    std::shared_ptr<QTextDocument> convertedDocument;
};

// Runs the window's jobs off the GUI thread, one at a time from the window's point of view: a new
// request cancels the one before, and the result of a superseded job is discarded, so the window
// only ever sees the newest.
class ConversionController final : public QObject {
    Q_OBJECT

public:
    explicit ConversionController(std::shared_ptr<const ConverterCache> converters,
                                  QObject *parent = nullptr);
    ~ConversionController() override;

    // Reads a file, tells its script, converts it with preferredConfig (or with the suggested
    // config when preferredConfig does not fit the script) and diffs the two.
    void open(const QString &path, const QString &encoding, const QString &preferredConfig);
    // Converts source again with another config.
    void convert(const QString &source, const QString &config);
    // Diffs source against an edited conversion; openccOutput is the unedited conversion and
    // explanation explains it.
    void rediff(const QString &source, const QString &openccOutput, const QString &converted,
                std::shared_ptr<const Explanation> explanation);
    // Reads two editions and compares them; recompare compares them again as edited, keeping
    // the documents the panes have.
    void compare(const QString &firstPath, const QString &secondPath,
                 const CompareSettings &settings);
    void recompare(const QString &first, const QString &second, const CompareSettings &settings);
    // The book's glossary and the quotation-mark choice, for the conversions that follow.
    void setRules(std::shared_ptr<const Glossary> glossary, bool cornerQuotes);
    void cancel();

    bool isBusy() const;
    // Progress of the running job, 0 to 1.
    double progress() const;

Q_SIGNALS:
    void jobStarted();
    // The beginning of a long text, converted and diffed ahead of the rest, so that the first
    // screen is there at once. conversionFinished follows with the whole text.
    void previewReady(const duizhao::ConversionOutcome &outcome);
    void conversionFinished(const duizhao::ConversionOutcome &outcome);
    void conversionCancelled();
    void conversionFailed(const QString &message);

private:
    // A job gets its control, and a function that shows a preview of its outcome.
    using Preview = std::function<void(const ConversionOutcome &)>;
    using Job = std::function<ConversionOutcome(JobControl *, const Preview &)>;
    void start(Job job);

    std::shared_ptr<const ConverterCache> m_converters;
    std::shared_ptr<const Glossary> m_glossary;
    bool m_cornerQuotes = false;
    quint64 m_generation = 0;
    std::shared_ptr<JobControl> m_control;
};

} // namespace duizhao

Q_DECLARE_METATYPE(duizhao::ConversionOutcome)
