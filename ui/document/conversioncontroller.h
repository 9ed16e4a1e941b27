// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/conversion/conversionplan.h"
#include "document/conversionjobs.h"

#include <QFutureWatcher>
#include <QObject>
#include <QString>

#include <functional>
#include <memory>

namespace duizhao {

class ConverterCache;
class Glossary;
class SharedBookNames;
class JobControl;

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
    // With replaceBadSequences, a file with bad byte sequences is read with them replaced (see
    // ReadOptions); without, its outcome says it was not read (badSequencesError).
    void open(const QString &path, const QString &encoding, const QString &preferredConfig,
              bool replaceBadSequences = false);
    // Converts source again with another config.
    void convert(const QString &source, const QString &config);
    // Converts source again (the rules changed), keeping the user's edits: edited is what the
    // user made of previousOutput. Returning to a book's chapter, the edits are those it was
    // left with (see ConversionOutcome::returnsToChapter).
    enum class Carrying { NewRules, ReturnToChapter };
    void convertKeepingEdits(const QString &source, const QString &config,
                             const QString &previousOutput, const QString &edited,
                             Carrying carrying = Carrying::NewRules);
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
    void setRules(std::shared_ptr<const Glossary> glossary, bool cornerQuotes,
                  std::shared_ptr<SharedBookNames> bookNames = nullptr);
    // How the jobs convert with config: the converter and the book's rules (the converter null,
    // and why in error, when it cannot be loaded).
    ConversionPlan planFor(const QString &config, QString *error) const;
    void cancel();

    bool isBusy() const;
    // The outcomes' owner: it is handed each outcome before the outcome is announced, to take by
    // moving rather than copying (a novel's outcome holds megabytes, and copying it held the GUI
    // thread for tens of milliseconds), and returns what the announcement carries: what it holds
    // now, or the outcome as it was where it did not take it.
    using Owner = std::function<const ConversionOutcome &(ConversionOutcome &outcome)>;
    void setOwner(Owner owner) { m_owner = std::move(owner); }
    // Progress of the running job, 0 to 1.
    double progress() const;

Q_SIGNALS:
    void jobStarted();
    // A long text ahead of its finished outcome: its beginning, converted and diffed ahead of the
    // rest, so that the first screen is there at once; then the whole text converted and diffed,
    // ahead of its explanation (ConversionOutcome::explaining). conversionFinished follows with
    // the explanation.
    void previewReady(const duizhao::ConversionOutcome &outcome);
    void conversionFinished(const duizhao::ConversionOutcome &outcome);
    void conversionCancelled();
    void conversionFailed(const QString &message);

private:
    // A job gets its control, and a function that shows a preview of its outcome.
    using Preview = ConversionJobs::Preview;
    using Job = std::function<ConversionOutcome(JobControl *, const Preview &)>;
    void start(Job job);
    const ConversionOutcome &handOver(ConversionOutcome &outcome) const;

    std::shared_ptr<const ConverterCache> m_converters;
    ConversionJobs::Rules m_rules;
    quint64 m_generation = 0;
    std::shared_ptr<JobControl> m_control;
    Owner m_owner;
};

} // namespace duizhao

Q_DECLARE_METATYPE(duizhao::ConversionOutcome)
