// SPDX-License-Identifier: GPL-3.0-or-later
#include "conversioncontroller.h"

#include "chunkedconversion.h"
#include "converter.h"
#include "jobcontrol.h"

#include <QtConcurrent/QtConcurrentRun>

namespace duizhao {

ConversionController::ConversionController(QObject *parent)
    : QObject(parent)
{
    qRegisterMetaType<ConversionOutcome>();
}

ConversionController::~ConversionController()
{
    // Jobs hold copies of what they work on, never references to us; cancelling is enough.
    cancel();
}

void ConversionController::convert(const QString &source,
                                   std::shared_ptr<const Converter> converter)
{
    start([source, converter](JobControl *control) {
        ConversionOutcome outcome;
        outcome.source = source;
        outcome.openccOutput = convertText(*converter, source, control);
        if (control->isCancelled())
            return outcome;
        outcome.converted = outcome.openccOutput;
        outcome.diff = diffTexts(source, outcome.converted, {}, control);
        return outcome;
    });
}

void ConversionController::rediff(const QString &source, const QString &openccOutput,
                                  const QString &converted)
{
    start([source, openccOutput, converted](JobControl *control) {
        ConversionOutcome outcome{source, openccOutput, converted, {}, {}, true};
        outcome.diff = diffTexts(source, converted, {}, control);
        if (!control->isCancelled())
            outcome.userEdits = diffTexts(openccOutput, converted, {}, control);
        return outcome;
    });
}

void ConversionController::start(Job job)
{
    if (m_control)
        m_control->cancel();
    const quint64 generation = ++m_generation;
    auto control = std::make_shared<JobControl>();
    m_control = control;

    // Each job gets its own watcher; a superseded one reports to nobody and deletes itself.
    auto *watcher = new QFutureWatcher<ConversionOutcome>(this);
    m_watcher = watcher;
    connect(watcher, &QFutureWatcher<ConversionOutcome>::finished, this,
            [this, watcher, control, generation] {
                watcher->deleteLater();
                if (generation != m_generation)
                    return; // stale
                m_watcher = nullptr;
                m_control.reset();
                if (!control->failure().isEmpty())
                    Q_EMIT conversionFailed(control->failure());
                else if (control->isCancelled())
                    Q_EMIT conversionCancelled();
                else
                    Q_EMIT conversionFinished(watcher->result());
            });
    watcher->setFuture(QtConcurrent::run([job, control] { return job(control.get()); }));
    Q_EMIT jobStarted();
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
