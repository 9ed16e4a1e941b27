// SPDX-License-Identifier: GPL-3.0-or-later
#include "opentext.h"

namespace duizhao {

OpenText::OpenText(std::shared_ptr<const ConverterCache> converters, QObject *parent)
    : QObject(parent)
    , m_jobs(new ConversionController(std::move(converters), this))
{
    connect(m_jobs, &ConversionController::conversionCancelled, this, [this] {
        const Session::Stage stage = m_session.stage();
        m_session.stopExplaining();
        Q_EMIT cancelled(stage);
    });
}

void OpenText::open(const QString &path, const QString &encoding, const QString &config,
                    bool replaceBadSequences)
{
    m_jobs->open(path, encoding, config, replaceBadSequences);
}

void OpenText::convert(const QString &config)
{
    if (!m_session.hasText() || m_session.isComparing())
        return;
    // Only the beginning is here (its conversion was cancelled): the whole file is read again.
    if (m_session.stage() == Session::Stage::Preview) {
        const Session::Side &original = m_session.side(DiffSide::A);
        m_jobs->open(original.path, original.format.encoding, config);
        return;
    }
    m_jobs->convert(m_session.shown().source, config);
}

void OpenText::setRules(std::shared_ptr<const Glossary> glossary, bool cornerQuotes)
{
    m_jobs->setRules(std::move(glossary), cornerQuotes);
}

bool OpenText::canKeepEdits() const
{
    return m_session.hasText() && m_session.stage() != Session::Stage::Preview &&
           !m_session.shown().openccOutput.isNull();
}

void OpenText::convertKeepingEdits(const QString &edited)
{
    if (!canKeepEdits())
        return;
    const ConversionOutcome &shown = m_session.shown();
    m_jobs->convertKeepingEdits(shown.source, shown.config, shown.openccOutput, edited);
}

void OpenText::compare(const QString &first, const QString &second, const CompareSettings &settings)
{
    m_jobs->compare(first, second, settings);
}

void OpenText::rediff(const QString &first, const QString &second, const CompareSettings &settings)
{
    if (m_session.isComparing()) {
        m_jobs->recompare(first, second, settings);
        return;
    }
    const ConversionOutcome &shown = m_session.shown();
    if (!shown.openccOutput.isNull())
        m_jobs->rediff(shown.source, shown.openccOutput, second, shown.explanation);
}

void OpenText::cancel()
{
    m_jobs->cancel();
}

Session::Shown OpenText::show(ConversionOutcome outcome)
{
    return m_session.show(std::move(outcome));
}

} // namespace duizhao
