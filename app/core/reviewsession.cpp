// SPDX-License-Identifier: GPL-3.0-or-later
#include "reviewsession.h"

#include <algorithm>

namespace duizhao {

ReviewSession::ReviewSession()
    : m_state(std::make_shared<ReviewState>())
    , m_places(std::make_shared<std::vector<Highlight>>())
{}

ReviewSession::ReviewSession(std::shared_ptr<const Explanation> explanation, QString source)
    : m_state(std::make_shared<ReviewState>(std::move(explanation)))
    , m_source(std::move(source))
    , m_places(std::make_shared<std::vector<Highlight>>())
{}

void ReviewSession::setPlaces(std::shared_ptr<const std::vector<Highlight>> places)
{
    m_places = places ? std::move(places) : std::make_shared<std::vector<Highlight>>();
}

std::optional<Highlight> ReviewSession::place(int span) const
{
    // Tags grow with the position: spans are in text order, and edits keep their order.
    const std::vector<Highlight> &places = *m_places;
    const auto it = std::lower_bound(places.begin(), places.end(), span,
                                     [](const Highlight &h, int tag) { return h.tag < tag; });
    if (span < 0 || it == places.end() || it->tag != span)
        return std::nullopt;
    return *it;
}

std::optional<int> ReviewSession::nextSpan(int from, int direction, quint32 shownKinds) const
{
    const quint32 walked = walkedKinds(shownKinds);
    for (const bool unreviewedOnly : {true, false}) {
        const auto next = nextHighlight(*m_places, from, direction, [&](const Highlight &h) {
            if (h.tag < 0 || !((walked >> h.kind) & 1U))
                return false;
            return !unreviewedOnly || !needsReview(SpanCategory(h.kind)) ||
                   !m_state->isReviewed(h.tag);
        });
        if (next)
            return (*m_places)[*next].tag;
    }
    return std::nullopt;
}

std::optional<int> ReviewSession::spanOfDecision(QStringView source, QStringView result,
                                                 int after) const
{
    const Explanation *explained = explanation();
    if (!explained)
        return std::nullopt;
    // The row's spans, as decisionRows counted them.
    std::vector<int> row;
    for (const int span : m_state->spansToReview()) {
        const ExplainedSpan &item = explained->spans[size_t(span)];
        if (item.category != SpanCategory::Phrase &&
            QStringView(m_source).sliced(item.sourcePosition, item.sourceLength) == source &&
            m_state->currentResult(span) == result)
            row.push_back(span);
    }
    const auto unreviewed = [&](int span) {
        return !m_state->isReviewed(span);
    };
    const auto next = std::find_if(row.begin(), row.end(),
                                   [&](int span) { return span > after && unreviewed(span); });
    if (next != row.end())
        return *next;
    const auto first = std::find_if(row.begin(), row.end(), unreviewed);
    if (first != row.end())
        return *first;
    return row.empty() ? std::nullopt : std::optional<int>(row.front());
}

DecisionSummary ReviewSession::decisionRows() const
{
    return m_state->decisions(m_source);
}

PickEdits ReviewSession::editsForPick(int span, const QString &candidate, bool everywhere) const
{
    PickEdits edits;
    const Explanation *explained = explanation();
    if (!explained || span < 0 || size_t(span) >= explained->spans.size())
        return edits;
    std::vector<int> targets{span};
    if (everywhere) {
        for (const int other : m_state->identicalTo(span, m_source)) {
            if (other != span && !m_state->isReviewed(other))
                targets.push_back(other);
        }
        std::sort(targets.begin(), targets.end());
    }
    for (auto it = targets.rbegin(); it != targets.rend(); ++it) {
        const std::optional<Highlight> now = place(*it);
        if (!now)
            continue;
        edits.replacements.push_back({now->position, now->length, candidate});
        // Picking the conversion's own result back is no pick.
        const ExplainedSpan &item = explained->spans[size_t(*it)];
        const bool original =
            QStringView(explained->result).sliced(item.resultPosition, item.resultLength) ==
            candidate;
        edits.changes.push_back(
            {*it, m_state->review(*it), {true, original ? QString() : candidate}});
    }
    return edits;
}

std::vector<ReviewChange> ReviewSession::marksFor(const std::vector<int> &spans,
                                                  bool reviewed) const
{
    std::vector<ReviewChange> changes;
    for (const int span : spans) {
        const SpanReview before = m_state->review(span);
        if (before.reviewed != reviewed)
            changes.push_back({span, before, {reviewed, before.pick}});
    }
    return changes;
}

void ReviewSession::apply(const std::vector<ReviewChange> &changes)
{
    for (const ReviewChange &change : changes)
        m_state->setReview(change.span, change.after);
}

} // namespace duizhao
