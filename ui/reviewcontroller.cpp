// SPDX-License-Identifier: GPL-3.0-or-later
#include "reviewcontroller.h"

#include "bookrules.h"
#include "conversioncontroller.h"
#include "diffpane.h"
#include "glossary.h"
#include "highlightpalette.h"
#include "reviewpanel.h"
#include "session.h"
#include "settings.h"

#include <QAbstractUndoItem>
#include <QFileInfo>
#include <QTextBlock>
#include <QTextDocument>

#include <algorithm>

namespace duizhao {

namespace {

// Review marks and picks on the converted document's undo stack, so that Edit → Undo takes them
// back in their turn with the text edits and typing around them.
class ReviewUndo final : public QAbstractUndoItem {
public:
    struct Change {
        int span;
        SpanReview before;
        SpanReview after;
    };

    ReviewUndo(std::weak_ptr<ReviewState> state, std::vector<Change> changes,
               std::function<void()> changed)
        : m_state(std::move(state))
        , m_changes(std::move(changes))
        , m_changed(std::move(changed))
    {}

    void undo() override { apply(&Change::before); }
    void redo() override { apply(&Change::after); }

private:
    void apply(SpanReview Change::*side)
    {
        const std::shared_ptr<ReviewState> state = m_state.lock();
        if (!state)
            return; // a newer conversion replaced the review
        for (const Change &change : m_changes)
            state->setReview(change.span, change.*side);
        m_changed();
    }

    std::weak_ptr<ReviewState> m_state;
    std::vector<Change> m_changes;
    std::function<void()> m_changed;
};

} // namespace

ReviewController::ReviewController(const Session *session, DiffPane *original, DiffPane *converted,
                                   ReviewPanel *panel, BookRules *rules, QObject *parent)
    : QObject(parent)
    , m_session(session)
    , m_original(original)
    , m_converted(converted)
    , m_panel(panel)
    , m_rules(rules)
    , m_state(std::make_shared<ReviewState>())
{
    m_refreshTimer.setSingleShot(true);
    m_refreshTimer.setInterval(150);
    connect(&m_refreshTimer, &QTimer::timeout, this, &ReviewController::refreshPanel);
    for (DiffPane *pane : {m_original, m_converted}) {
        pane->setToolTipProvider([this](const Highlight &highlight) {
            return highlight.tag >= 0 ? describe(highlight.tag) : QString();
        });
    }
    connect(m_panel, &ReviewPanel::decisionActivated, this, &ReviewController::goToDecision);
    connect(m_panel, &ReviewPanel::cornerQuotesToggled, m_rules, &BookRules::setCornerQuotes);
    connect(m_rules, &BookRules::loaded, this, &ReviewController::showGlossary);
    connect(m_rules, &BookRules::rulesChanged, this,
            [this] { m_panel->setCornerQuotes(m_rules->cornerQuotes()); });
}

ReviewController::~ReviewController() = default;

void ReviewController::setOutcome(const ConversionOutcome &outcome)
{
    if (!outcome.rediff || m_state->explanation() != outcome.explanation.get()) {
        m_state = std::make_shared<ReviewState>(outcome.explanation);
        m_source = outcome.source;
        m_currentSpan = -1;
    }
    refreshPanel();
}

void ReviewController::setFilter(HighlightPalette::Filter filter)
{
    m_filter = filter;
    const quint32 kinds = HighlightPalette::kindsShown(filter);
    m_original->setVisibleKinds(kinds);
    m_converted->setVisibleKinds(kinds);
}

std::optional<Highlight> ReviewController::convertedHighlight(int span) const
{
    // Tags grow with the position: spans are in text order, and edits keep their order.
    const auto list = m_session->highlights(DiffSide::B);
    const std::vector<Highlight> &highlights = *list;
    const auto it = std::lower_bound(highlights.begin(), highlights.end(), span,
                                     [](const Highlight &h, int tag) { return h.tag < tag; });
    if (it == highlights.end() || it->tag != span)
        return std::nullopt;
    return *it;
}

QString ReviewController::describe(int span) const
{
    const Explanation *explanation = m_state->explanation();
    if (!explanation || span < 0 || size_t(span) >= explanation->spans.size())
        return {};
    const ExplainedSpan &item = explanation->spans[size_t(span)];
    QString text = explanation->describe(item, m_source).toHtmlEscaped();
    if (needsReview(item.category)) {
        text += QStringLiteral("<br>") +
                (m_state->isReviewed(span) ? tr("Reviewed.") : tr("Not reviewed yet."));
        if (!explanation->candidates(item).isEmpty())
            text += QLatin1Char(' ') +
                    tr("Right-click to pick another; after Alt+Shift+Down, digit keys pick.");
    }
    return QStringLiteral("<p style='white-space:pre'>") + text + QStringLiteral("</p>");
}

bool ReviewController::isNavigable(const Highlight &highlight, bool unreviewedOnly) const
{
    if (highlight.tag < 0 || !m_converted->isVisibleKind(highlight.kind))
        return false;
    const quint32 walked = walkedKinds(HighlightPalette::kindsShown(m_filter));
    if (!((walked >> highlight.kind) & 1U))
        return false;
    return !unreviewedOnly || !needsReview(SpanCategory(highlight.kind)) ||
           !m_state->isReviewed(highlight.tag);
}

void ReviewController::goBy(int direction)
{
    const auto list = m_session->highlights(DiffSide::B);
    const std::vector<Highlight> &highlights = *list;
    if (highlights.empty())
        return;
    // From the current span, or from the cursor when there is none.
    int from = m_converted->textCursor().position();
    if (const std::optional<Highlight> current = convertedHighlight(m_currentSpan))
        from = current->position;
    for (const bool unreviewedOnly : {true, false}) {
        const auto next = nextHighlight(highlights, from, direction, [&](const Highlight &h) {
            return isNavigable(h, unreviewedOnly);
        });
        if (next) {
            goToSpan(highlights[*next].tag);
            return;
        }
    }
    Q_EMIT message(tr("Nothing here to review with this filter"));
}

void ReviewController::goToDecision(const QString &source, const QString &result)
{
    const Explanation *explanation = m_state->explanation();
    if (!explanation)
        return;
    // The row's spans, as the panel counted them.
    std::vector<int> row;
    for (const int span : m_state->spansToReview()) {
        const ExplainedSpan &item = explanation->spans[size_t(span)];
        if (item.category != SpanCategory::Phrase &&
            QStringView(m_source).sliced(item.sourcePosition, item.sourceLength) == source &&
            m_state->currentResult(span) == result)
            row.push_back(span);
    }
    // The next one after the current span not yet reviewed, else the first not reviewed.
    const auto unreviewed = [&](int span) {
        return !m_state->isReviewed(span);
    };
    const auto after = std::find_if(
        row.begin(), row.end(), [&](int span) { return span > m_currentSpan && unreviewed(span); });
    const auto first = std::find_if(row.begin(), row.end(), unreviewed);
    if (after != row.end())
        goToSpan(*after);
    else if (first != row.end())
        goToSpan(*first);
    else if (!row.empty())
        goToSpan(row.front());
}

void ReviewController::goToNextSpan()
{
    goBy(1);
}

void ReviewController::goToPreviousSpan()
{
    goBy(-1);
}

void ReviewController::goToSpan(int span)
{
    const Explanation *explanation = m_state->explanation();
    const std::optional<Highlight> now = convertedHighlight(span);
    if (!explanation || !now)
        return;
    m_currentSpan = span;
    const ExplainedSpan &item = explanation->spans[size_t(span)];
    QTextCursor cursor(m_converted->document());
    cursor.setPosition(now->position);
    cursor.setPosition(now->position + now->length, QTextCursor::KeepAnchor);
    m_converted->setTextCursor(cursor);
    m_converted->centerCursor();
    Q_EMIT convertedPaneScrolled();
    m_converted->setCurrent({now->position, now->length});
    m_original->setCurrent({item.sourcePosition, item.sourceLength});
    m_converted->setFocus();
    QStringList options;
    const QStringList candidates = explanation->candidates(item);
    for (qsizetype index = 0; index < candidates.size() && index < 9; ++index)
        options << QStringLiteral("%1 %2").arg(index + 1).arg(candidates[index]);
    Q_EMIT message(explanation->describe(item, m_source) +
                   (options.isEmpty()
                        ? QString()
                        : QStringLiteral("   ") +
                              tr("Keys: %1, Ctrl+Return reviewed").arg(options.join(u' '))));
}

void ReviewController::pick(int span, const QString &candidate, bool everywhere)
{
    std::vector<int> targets{span};
    if (everywhere) {
        for (const int other : m_state->identicalTo(span, m_source)) {
            if (other != span && !m_state->isReviewed(other))
                targets.push_back(other);
        }
        std::sort(targets.begin(), targets.end());
    }
    QTextDocument *document = m_converted->document();
    const Explanation *explanation = m_state->explanation();
    QTextCursor cursor(document);
    cursor.beginEditBlock();
    std::vector<ReviewUndo::Change> changes;
    // From the last, so that a change of length does not move the ones still to do.
    for (auto it = targets.rbegin(); it != targets.rend(); ++it) {
        const std::optional<Highlight> now = convertedHighlight(*it);
        if (!now)
            continue;
        cursor.setPosition(now->position);
        cursor.setPosition(now->position + now->length, QTextCursor::KeepAnchor);
        if (cursor.selectedText() != candidate)
            cursor.insertText(candidate);
        const ExplainedSpan &item = explanation->spans[size_t(*it)];
        const bool original =
            QStringView(explanation->result).sliced(item.resultPosition, item.resultLength) ==
            candidate;
        changes.push_back({*it, m_state->review(*it), {true, original ? QString() : candidate}});
    }
    for (const ReviewUndo::Change &change : changes)
        m_state->setReview(change.span, change.after);
    const int count = int(changes.size());
    document->appendUndoItem(new ReviewUndo(m_state, std::move(changes), [this] { noteChange(); }));
    cursor.endEditBlock();
    if (const std::optional<Highlight> now = convertedHighlight(span))
        m_converted->setCurrent({now->position, now->length});
    Q_EMIT message(tr("%1 → %2, %n span(s)", nullptr, count)
                       .arg(QStringView(m_source)
                                .sliced(m_state->explanation()->spans[size_t(span)].sourcePosition,
                                        m_state->explanation()->spans[size_t(span)].sourceLength)
                                .toString(),
                            candidate));
    noteChange();
}

void ReviewController::setReviewed(const std::vector<int> &spans, bool reviewed)
{
    std::vector<ReviewUndo::Change> changes;
    for (const int span : spans) {
        const SpanReview before = m_state->review(span);
        if (before.reviewed != reviewed)
            changes.push_back({span, before, {reviewed, before.pick}});
    }
    if (changes.empty())
        return;
    for (const ReviewUndo::Change &change : changes)
        m_state->setReview(change.span, change.after);
    // A mark changes no text: the document stays unmodified if it was.
    QTextDocument *document = m_converted->document();
    const bool wasModified = document->isModified();
    document->appendUndoItem(new ReviewUndo(m_state, std::move(changes), [this] { noteChange(); }));
    if (!wasModified)
        document->setModified(false);
    noteChange();
}

void ReviewController::noteChange()
{
    m_refreshTimer.start();
    m_converted->viewport()->update();
}

void ReviewController::showGlossary()
{
    m_panel->setGlossary(m_rules->glossaryPath(),
                         m_rules->glossary() ? int(m_rules->glossary()->rules().size()) : 0,
                         m_rules->problems());
}

void ReviewController::refreshPanel()
{
    std::vector<int> counts(HighlightKindCount, 0);
    const auto original = m_session->highlights(DiffSide::A);
    for (const Highlight &highlight : *original)
        ++counts[qMin<size_t>(highlight.kind, counts.size() - 1)];
    counts[UserEditKind] = int(m_session->edits(DiffSide::B)->size());
    m_panel->setCounts(counts);

    const DecisionSummary summary = m_state->decisions(m_source);
    m_panel->setProgress(summary.reviewed, summary.decisions, summary.settledByPhrase);
    m_panel->setDecisions(summary.rows);
}

} // namespace duizhao
