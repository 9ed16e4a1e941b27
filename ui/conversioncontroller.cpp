// SPDX-License-Identifier: GPL-3.0-or-later
#include "conversioncontroller.h"

#include "chunkedconversion.h"
#include "converter.h"
#include "convertercache.h"
#include "jobcontrol.h"
#include "workerpool.h"

#include <QCoreApplication>
#include <QTextDocument>
#include <QThread>
#include <QtConcurrent/QtConcurrentRun>

namespace duizhao {

namespace {

const QString SamplePath = QStringLiteral(":/sample/taohuayuanji.txt");
// Texts longer than this (UTF-16 units) get a preview of about PreviewSize: a few screens.
constexpr qsizetype PreviewAbove = 256 * 1024;
constexpr qsizetype PreviewSize = 16 * 1024;

// Builds a pane's document in the calling (worker) thread and hands it to the GUI thread. If the
// result is dropped as stale, the document is deleted there too. The document gets its layout in
// the GUI thread: laying out text here would hold the font engine's lock, which the GUI thread
// needs for every paint, for as long as the whole text takes.
std::shared_ptr<QTextDocument> makeDocument(const QString &text)
{
    auto *document = new QTextDocument;
    document->setPlainText(text);
    document->setModified(false);
    document->moveToThread(QCoreApplication::instance()->thread());
    return std::shared_ptr<QTextDocument>(document, [](QTextDocument *d) { d->deleteLater(); });
}

// Which lines of the converted text the changes touch, in one pass over the text.
void findChangedLines(ConversionOutcome &outcome)
{
    const QString &text = outcome.converted;
    int line = 0;
    qsizetype scanned = 0;
    for (const TextChange &change : outcome.diff.changes) {
        for (; scanned < change.bPosition && scanned < text.size(); ++scanned) {
            if (text[scanned] == u'\n')
                ++line;
        }
        if (outcome.changedLines.empty() || outcome.changedLines.back() != line)
            outcome.changedLines.push_back(line);
    }
    outcome.convertedLineCount = int(text.count(u'\n')) + 1;
}

// Converts outcome.source with outcome.config and diffs the two. The documents the panes will
// show are built meanwhile on the other core; a waiting job runs a task that has not started
// itself, so waiting here cannot starve the pool.
void convertAndDiff(ConversionOutcome &outcome, const ConverterCache &converters,
                    JobControl *control, bool withSourceDocument)
{
    QString error;
    const auto converter = converters.get(outcome.config, &error);
    if (!converter) {
        control->fail(error);
        return;
    }
    QFuture<std::shared_ptr<QTextDocument>> sourceDocument;
    if (withSourceDocument)
        sourceDocument = QtConcurrent::run(workerPool(), makeDocument, outcome.source);
    outcome.openccOutput = convertText(*converter, outcome.source, control);
    if (!control->isCancelled()) {
        outcome.converted = outcome.openccOutput;
        const QFuture<std::shared_ptr<QTextDocument>> convertedDocument =
            QtConcurrent::run(workerPool(), makeDocument, outcome.converted);
        outcome.diff = diffTexts(outcome.source, outcome.converted, {}, control);
        findChangedLines(outcome);
        outcome.convertedDocument = convertedDocument.result();
    }
    if (withSourceDocument)
        outcome.sourceDocument = sourceDocument.result();
}

// A long text's first lines, converted and diffed on their own, ahead of the rest. Conversion and
// the converter-mode diff work line by line, so this is exactly what the whole will show there.
void showBeginning(const ConversionOutcome &whole, const ConverterCache &converters,
                   const std::function<void(const ConversionOutcome &)> &preview)
{
    if (whole.source.size() < PreviewAbove)
        return;
    QString error;
    const auto converter = converters.get(whole.config, &error);
    if (!converter)
        return;
    const qsizetype end = whole.source.indexOf(u'\n', PreviewSize);
    ConversionOutcome beginning = whole;
    beginning.preview = true;
    beginning.source = whole.source.left(end < 0 ? whole.source.size() : end + 1);
    beginning.openccOutput = converter->convert(beginning.source);
    beginning.converted = beginning.openccOutput;
    beginning.diff = diffTexts(beginning.source, beginning.converted);
    findChangedLines(beginning);
    beginning.sourceDocument = makeDocument(beginning.source);
    beginning.convertedDocument = makeDocument(beginning.converted);
    preview(beginning);
}

// The preferred config when it converts from the script the text is in, else the suggestion.
QString chooseConfig(const ScriptReport &report, const QString &preferred)
{
    const std::optional<ConfigInfo> info = ConfigCatalog::known(preferred);
    const bool fits =
        info && (report.script == Script::Undetermined ||
                 (report.script == Script::Simplified && info->from == Script::Simplified) ||
                 (report.script == Script::Traditional && info->from == Script::Traditional));
    if (fits || report.suggestedConfig.isEmpty())
        return preferred.isEmpty() ? QStringLiteral("s2t") : preferred;
    return report.suggestedConfig;
}

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
                                const QString &preferredConfig)
{
    start([converters = m_converters, path, encoding, preferredConfig](JobControl *control,
                                                                       const Preview &preview) {
        ConversionOutcome outcome;
        outcome.path = path;
        ReadResult read = TextFile::read(path.isEmpty() ? SamplePath : path, {encoding});
        if (!read.ok()) {
            control->fail(read.error->message());
            return outcome;
        }
        outcome.source = std::move(read.text);
        outcome.format = read.format;
        QString error;
        const auto s2t = converters->get(QStringLiteral("s2t"), &error);
        const auto t2s = converters->get(QStringLiteral("t2s"), &error);
        if (s2t && t2s)
            outcome.script = ScriptDetector(s2t, t2s).analyse(outcome.source);
        outcome.config = chooseConfig(outcome.script, preferredConfig);
        showBeginning(outcome, *converters, preview);
        convertAndDiff(outcome, *converters, control, true);
        return outcome;
    });
}

void ConversionController::convert(const QString &source, const QString &config)
{
    start([converters = m_converters, source, config](JobControl *control, const Preview &) {
        ConversionOutcome outcome;
        outcome.source = source;
        outcome.config = config;
        convertAndDiff(outcome, *converters, control, false);
        return outcome;
    });
}

void ConversionController::rediff(const QString &source, const QString &openccOutput,
                                  const QString &converted)
{
    start([source, openccOutput, converted](JobControl *control, const Preview &) {
        ConversionOutcome outcome;
        outcome.source = source;
        outcome.openccOutput = openccOutput;
        outcome.converted = converted;
        outcome.rediff = true;
        outcome.diff = diffTexts(source, converted, {}, control);
        findChangedLines(outcome);
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
                else
                    Q_EMIT conversionFinished(watcher->result());
            });
    watcher->setFuture(QtConcurrent::run(workerPool(), [this, job, control, generation] {
        const Preview preview = [this, control, generation](const ConversionOutcome &outcome) {
            // Delivered in the GUI thread, and only while this job is still the newest.
            QMetaObject::invokeMethod(
                this,
                [this, outcome, control, generation] {
                    if (generation == m_generation && !control->isCancelled())
                        Q_EMIT previewReady(outcome);
                },
                Qt::QueuedConnection);
        };
        return job(control.get(), preview);
    }));
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
