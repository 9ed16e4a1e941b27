// SPDX-License-Identifier: GPL-3.0-or-later
#include "document/opentext.h"

#include "core/books/epub/epubbook.h"
#include "core/text/textencoding.h"

#include <QTextCursor>
#include <QTextDocument>

#include <utility>

namespace duizhao {

namespace {
// Typing pauses this long before the diff is brought up to date.
constexpr int TypingPauseMs = 300;
} // namespace

OpenText::OpenText(std::shared_ptr<const ConverterCache> converters, QObject *parent)
    : QObject(parent)
    , m_jobs(new ConversionController(std::move(converters), this))
{
    m_typingPause.setSingleShot(true);
    m_typingPause.setInterval(TypingPauseMs);
    connect(&m_typingPause, &QTimer::timeout, this, &OpenText::rediff);
    m_jobs->setOwner([this](ConversionOutcome &outcome) -> const ConversionOutcome & {
        return receive(outcome);
    });
    connect(m_jobs, &ConversionController::conversionCancelled, this, [this] {
        const Session::Stage stage = m_session.stage();
        m_session.stopExplaining();
        Q_EMIT cancelled(stage);
    });
}

void OpenText::open(const QString &path, const QString &encoding, const QString &config,
                    bool replaceBadSequences)
{
    m_typingPause.stop();
    leaveChapter();
    m_kept.follow(path);
    m_restoring = m_kept.find(path) ? path : QString();
    m_saveTarget = {path, QString(), QString()};
    m_jobs->open(path, encoding, config, replaceBadSequences);
}

void OpenText::leaveChapter()
{
    const ConversionOutcome &shown = m_session.shown();
    const QTextDocument *converted = shown.convertedDocument.get();
    if (!EpubBook::addressOf(shown.path) || shown.comparing || !converted ||
        shown.openccOutput.isNull() || m_session.stage() == Session::Stage::Preview)
        return;
    m_kept.keep(shown.path,
                {shown.openccOutput, m_session.text(DiffSide::B), m_session.text(DiffSide::A)},
                converted->isModified());
}

void OpenText::saveOpenedAt(const QString &output, const QString &encoding)
{
    m_saveTarget.output = output;
    m_saveTarget.encoding = encoding;
}

void OpenText::convert(const QString &config)
{
    if (!canConvert())
        return;
    m_typingPause.stop();
    // Only the beginning is here (its conversion was cancelled): the whole file is read again.
    if (m_session.stage() == Session::Stage::Preview) {
        const Session::Side &original = m_session.side(DiffSide::A);
        m_jobs->open(original.path, original.format.encoding, config);
        return;
    }
    m_jobs->convert(m_session.shown().source, config);
}

void OpenText::setRules(std::shared_ptr<const Glossary> glossary, bool cornerQuotes,
                        std::shared_ptr<SharedBookNames> bookNames)
{
    m_jobs->setRules(std::move(glossary), cornerQuotes, std::move(bookNames));
}

bool OpenText::canKeepEdits() const
{
    return m_session.hasText() && m_session.stage() != Session::Stage::Preview &&
           !m_session.shown().openccOutput.isNull();
}

void OpenText::convertKeepingEdits()
{
    if (!canKeepEdits())
        return;
    m_typingPause.stop();
    const ConversionOutcome &shown = m_session.shown();
    m_jobs->convertKeepingEdits(shown.source, shown.config, shown.openccOutput,
                                m_session.text(DiffSide::B));
}

void OpenText::compare(const QString &first, const QString &second)
{
    m_typingPause.stop();
    m_jobs->compare(first, second, m_compareSettings);
}

// A conversion whose own output is known (not a beginning alone), or two editions.
bool OpenText::diffsEdits() const
{
    return m_session.isComparing() || !m_session.shown().openccOutput.isNull();
}

void OpenText::rediff()
{
    m_typingPause.stop();
    if (!diffsEdits() || !document(DiffSide::A) || !document(DiffSide::B))
        return;
    for (const DiffSide side : {DiffSide::A, DiffSide::B})
        m_diffedRevisions[size_t(side)] = document(side)->revision();
    const QString &first = m_session.text(DiffSide::A);
    const QString &second = m_session.text(DiffSide::B);
    const ConversionOutcome &shown = m_session.shown();
    if (m_session.isComparing())
        m_jobs->recompare(first, second, m_compareSettings);
    else
        m_jobs->rediff(shown.source, shown.openccOutput, second, shown.explanation);
}

void OpenText::cancel()
{
    m_typingPause.stop();
    m_jobs->cancel();
}

QTextDocument *OpenText::document(DiffSide side) const
{
    const ConversionOutcome &shown = m_session.shown();
    return (side == DiffSide::A ? shown.sourceDocument : shown.convertedDocument).get();
}

bool OpenText::isStale(const ConversionOutcome &outcome) const
{
    const auto moved = [this](DiffSide side) {
        return document(side) && document(side)->revision() != m_diffedRevisions[size_t(side)];
    };
    // Converting, only the conversion is edited; comparing, either edition.
    return outcome.rediff && (moved(DiffSide::B) || (outcome.comparing && moved(DiffSide::A)));
}

const ConversionOutcome &OpenText::receive(ConversionOutcome &outcome)
{
    if (!outcome.badSequencesError.isEmpty()) {
        Q_EMIT badSequencesFound(outcome.badSequencesError);
        return outcome;
    }
    // The user typed on while this diff ran: the next one is already scheduled.
    if (isStale(outcome))
        return outcome;
    const Session::Shown changes = m_session.show(std::move(outcome));
    const ConversionOutcome &now = m_session.shown();
    if (changes.newSource && !m_saveTarget.output.isEmpty() && !now.comparing &&
        now.path == m_saveTarget.opened) {
        TextFormat format = now.format;
        if (!m_saveTarget.encoding.isEmpty()) {
            const TextEncoding::Choice choice =
                TextEncoding::fromUserName(m_saveTarget.encoding, TextEncoding::Use::Writing);
            format.encoding = choice.encoding;
            format.bom = choice.bom;
        }
        m_session.setSaveTarget(m_saveTarget.output, format);
    }
    // A chapter kept before, here whole: its edits come back onto its conversion.
    if (!m_restoring.isEmpty() && now.path == m_restoring &&
        m_session.stage() == Session::Stage::Ready) {
        // Once this outcome is taken: a job started inside the taking would be its successor.
        QMetaObject::invokeMethod(
            this,
            [this, path = std::exchange(m_restoring, {})] {
                const KeptChapters::Chapter *kept = m_kept.find(path);
                const ConversionOutcome &shown = m_session.shown();
                if (kept && shown.path == path)
                    m_jobs->convertKeepingEdits(shown.source, shown.config, kept->openccOutput,
                                                kept->text,
                                                ConversionController::Carrying::ReturnToChapter);
            },
            Qt::QueuedConnection);
    }
    if (changes.newSource)
        follow(document(DiffSide::A), DiffSide::A);
    if (changes.newConverted)
        follow(document(DiffSide::B), DiffSide::B);
    Q_EMIT textShown(changes);
    return now;
}

void OpenText::follow(QTextDocument *document, DiffSide side)
{
    // Before the panes repaint and the review reads them, the highlights are where the text is.
    // (Qt announces edits of a document only once it has a layout, which the pane showing it
    // gives it.)
    auto &[edited, newLayout] = m_followed[size_t(side)];
    disconnect(edited);
    disconnect(newLayout);
    // A new layout is announced as the whole text inserted (QTextDocumentPrivate::setLayout),
    // straight after documentLayoutChanged: no edit.
    newLayout = connect(document, &QTextDocument::documentLayoutChanged, this,
                        [this, side] { m_layoutChanging[size_t(side)] = true; });
    edited = connect(document, &QTextDocument::contentsChange, this,
                     [this, side, document](int position, int removed, int added) {
                         if (std::exchange(m_layoutChanging[size_t(side)], false))
                             return;
                         followEdit(*document, side, position, removed, added);
                         if (diffsEdits())
                             m_typingPause.start();
                     });
}

// The session's text of a side follows an edit of its document character for character: what was
// typed or picked, as the document holds it (a paragraph typed is a line break).
void OpenText::followEdit(QTextDocument &document, DiffSide side, int position, int removed,
                          int added)
{
    // Without the paragraph separator every document ends with, which Qt counts in some edits.
    const int length = document.characterCount() - 1;
    QTextCursor inserted(&document);
    inserted.setPosition(qMin(position, length));
    inserted.setPosition(qMin(position + added, length), QTextCursor::KeepAnchor);
    m_session.followEdit(side, position, removed,
                         inserted.selectedText().replace(QChar::ParagraphSeparator, u'\n'));
    // Should the two ever differ in length, the document is what the user sees.
    if (m_session.text(side).size() != length)
        m_session.resetText(side, document.toRawText().replace(QChar::ParagraphSeparator, u'\n'));
}

} // namespace duizhao
