// SPDX-License-Identifier: GPL-3.0-or-later
#include "document/conversioncontroller.h"

#include "core/conversion/conversionplan.h"
#include "core/conversion/convertercache.h"
#include "core/jobs/jobcontrol.h"
#include "core/jobs/workerpool.h"

#include <QCoreApplication>
#include <QPointer>
#include <QSemaphore>
#include <QtConcurrent/QtConcurrentRun>

namespace duizhao {

namespace {
// How long a job waits for the window to take what it shows early (see start).
constexpr int TakenBoundMs = 2000;
} // namespace

ConversionController::ConversionController(std::shared_ptr<const ConverterCache> converters,
                                           QObject *parent)
    : QObject(parent)
    , m_converters(std::move(converters))
{
    qRegisterMetaType<ConversionOutcome>();
}

ConversionController::~ConversionController()
{
    // Jobs hold copies of what they work on, never references to us; cancelling is enough.
    cancel();
}

void ConversionController::open(const QString &path, const QString &encoding,
                                const QString &preferredConfig, bool replaceBadSequences)
{
    ReadOptions reading{encoding};
    reading.replaceBadSequences = replaceBadSequences;
    reading.encodingNaming = tr("File → Reopen with Encoding");
    start([converters = m_converters, rules = m_rules, path, reading,
           preferredConfig](JobControl *control, const Preview &preview) {
        return ConversionJobs::open(*converters, rules, path, reading, preferredConfig, control,
                                    preview);
    });
}

void ConversionController::convert(const QString &source, const QString &config)
{
    start([converters = m_converters, rules = m_rules, source, config](JobControl *control,
                                                                       const Preview &preview) {
        return ConversionJobs::convert(*converters, rules, source, config, control, preview);
    });
}

void ConversionController::convertKeepingEdits(const QString &source, const QString &config,
                                               const QString &previousOutput, const QString &edited,
                                               Carrying carrying)
{
    start([converters = m_converters, rules = m_rules, source, config, previousOutput, edited,
           carrying](JobControl *control, const Preview &) {
        ConversionOutcome outcome = ConversionJobs::convertKeepingEdits(
            *converters, rules, source, config, previousOutput, edited, control);
        outcome.returnsToChapter = carrying == Carrying::ReturnToChapter;
        return outcome;
    });
}

void ConversionController::rediff(const QString &source, const QString &openccOutput,
                                  const QString &converted,
                                  std::shared_ptr<const Explanation> explanation)
{
    start([source, openccOutput, converted, explanation](JobControl *control, const Preview &) {
        return ConversionJobs::rediff(source, openccOutput, converted, explanation, control);
    });
}

void ConversionController::compare(const QString &firstPath, const QString &secondPath,
                                   const CompareSettings &settings)
{
    start([converters = m_converters, firstPath, secondPath, settings](JobControl *control,
                                                                       const Preview &) {
        return ConversionJobs::compare(*converters, firstPath, secondPath, settings, control);
    });
}

void ConversionController::recompare(const QString &first, const QString &second,
                                     const CompareSettings &settings)
{
    start(
        [converters = m_converters, first, second, settings](JobControl *control, const Preview &) {
            return ConversionJobs::recompare(*converters, first, second, settings, control);
        });
}

void ConversionController::setRules(std::shared_ptr<const Glossary> glossary, bool cornerQuotes,
                                    std::shared_ptr<SharedBookNames> bookNames)
{
    m_rules = {std::move(glossary), cornerQuotes, std::move(bookNames)};
}

void ConversionController::start(Job job)
{
    if (m_control)
        m_control->cancel();
    const quint64 generation = ++m_generation;
    auto control = std::make_shared<JobControl>();
    m_control = control;

    // Each job has its own watcher; a superseded one reports to nobody and deletes itself.
    auto *watcher = new QFutureWatcher<ConversionOutcome>(this);
    connect(watcher, &QFutureWatcher<ConversionOutcome>::finished, this,
            [this, watcher, control, generation] {
                watcher->deleteLater();
                if (generation != m_generation)
                    return; // stale
                m_control.reset();
                if (!control->failure().isEmpty())
                    Q_EMIT conversionFailed(control->failure());
                else if (control->isCancelled())
                    Q_EMIT conversionCancelled();
                else {
                    // Taken, not copied: a novel's outcome holds megabytes of highlights.
                    ConversionOutcome outcome = watcher->future().takeResult();
                    Q_EMIT conversionFinished(handOver(outcome));
                }
            });
    // The job may outlive us (cancelled, it winds down on its own): it reaches us through a guard
    // read in the GUI thread only, where we are deleted.
    const QPointer<ConversionController> self(this);
    watcher->setFuture(QtConcurrent::run(jobPool(), [self, job, control, generation] {
        const Preview preview = [self, control, generation](ConversionOutcome outcome) {
            // Delivered in the GUI thread, and only while this job is still the newest.
            const auto taken = std::make_shared<QSemaphore>();
            QMetaObject::invokeMethod(
                QCoreApplication::instance(),
                [self, outcome = std::move(outcome), control, generation, taken]() mutable {
                    if (self && generation == self->m_generation && !control->isCancelled())
                        Q_EMIT self->previewReady(self->handOver(outcome));
                    taken->release();
                },
                Qt::QueuedConnection);
            // The job goes on once the window has taken the text: the window lays out a novel's
            // two documents meanwhile, and with the job's next step on every core that took it
            // twice as long, its event loop stalled all the while. Bounded, for a window that is
            // closing and takes nothing more.
            taken->tryAcquire(1, TakenBoundMs);
        };
        return job(control.get(), preview);
    }));
    Q_EMIT jobStarted();
}

const ConversionOutcome &ConversionController::handOver(ConversionOutcome &outcome) const
{
    return m_owner ? m_owner(outcome) : outcome;
}

ConversionPlan ConversionController::planFor(const QString &config, QString *error) const
{
    return ConversionJobs::planOf(*m_converters, m_rules, config, error);
}

void ConversionController::cancel()
{
    if (m_control)
        m_control->cancel();
}

bool ConversionController::isBusy() const
{
    return m_control != nullptr;
}

double ConversionController::progress() const
{
    return m_control ? m_control->fraction() : 0.0;
}

} // namespace duizhao
