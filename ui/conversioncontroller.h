// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "textdiff.h"

#include <QFutureWatcher>
#include <QObject>
#include <QString>

#include <functional>
#include <memory>

namespace duizhao {

class Converter;
class JobControl;

// What a finished job hands to the window.
struct ConversionOutcome {
    QString source;
    QString openccOutput; // the converted text as OpenCC made it
    QString converted;    // what the converted pane holds: OpenCC's output with the user's edits
    DiffResult diff;      // source against converted
    DiffResult userEdits; // OpenCC's output against converted: the user's own changes
    bool rediff = false;  // a diff of edited text, not a new conversion
};

// Runs conversion and diff jobs off the GUI thread, one at a time from the window's point of
// view: a new request cancels the one before, and the result of a superseded job is discarded,
// so the window only ever sees the newest.
class ConversionController final : public QObject {
    Q_OBJECT

public:
    explicit ConversionController(QObject *parent = nullptr);
    ~ConversionController() override;

    // Converts source and diffs it against the conversion.
    void convert(const QString &source, std::shared_ptr<const Converter> converter);
    // Diffs source against an edited conversion; openccOutput is the unedited conversion.
    void rediff(const QString &source, const QString &openccOutput, const QString &converted);
    void cancel();

    bool isBusy() const;
    // Progress of the running job, 0 to 1.
    double progress() const;

Q_SIGNALS:
    void jobStarted();
    void conversionFinished(const duizhao::ConversionOutcome &outcome);
    void conversionCancelled();
    void conversionFailed(const QString &message);

private:
    using Job = std::function<ConversionOutcome(JobControl *)>;
    void start(Job job);

    quint64 m_generation = 0;
    std::shared_ptr<JobControl> m_control;
    QFutureWatcher<ConversionOutcome> *m_watcher = nullptr;
};

} // namespace duizhao

Q_DECLARE_METATYPE(duizhao::ConversionOutcome)
