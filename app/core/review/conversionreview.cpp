// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/review/conversionreview.h"

#include <algorithm>

namespace duizhao {

ConversionReview::ConversionReview()
    : m_state(std::make_shared<ReviewState>())
    , m_places(std::make_shared<std::vector<Highlight>>())
{}

ConversionReview::ConversionReview(std::shared_ptr<const Explanation> explanation, QString source)
    : m_state(std::make_shared<ReviewState>(std::move(explanation)))
    , m_source(std::move(source))
    , m_places(std::make_shared<std::vector<Highlight>>())
{}

void ConversionReview::setPlaces(std::shared_ptr<const std::vector<Highlight>> places)
{
    m_places = places ? std::move(places) : std::make_shared<std::vector<Highlight>>();
}

std::optional<Highlight> ConversionReview::place(int span) const
{
    // Tags grow with the position: spans are in text order, and edits keep their order.
    const std::vector<Highlight> &places = *m_places;
    const auto it = std::lower_bound(places.begin(), places.end(), span,
                                     [](const Highlight &h, int tag) { return h.tag < tag; });
    if (span < 0 || it == places.end() || it->tag != span)
        return std::nullopt;
    return *it;
}

bool ConversionReview::isWalked(int span, quint32 shownKinds) const
{
    const ExplainedSpan &item = explanation()->spans[size_t(span)];
    if (!((shownKinds >> int(item.category)) & 1U))
        return false;
    if (walksDecisions(shownKinds))
        return item.isDecision();
    return (walkedKinds(shownKinds) >> int(item.category)) & 1U;
}

std::optional<int> ConversionReview::nextSpan(int from, int direction, quint32 shownKinds,
                                              WalkOrder order, int current) const
{
    if (!explanation())
        return std::nullopt;
    if (order == WalkOrder::ByRisk) {
        return nextIn(riskOrder(), current, direction,
                      [&](int span) { return isWalked(span, shownKinds) && place(span); });
    }
    for (const bool unreviewedOnly : {true, false}) {
        const auto next = nextHighlight(*m_places, from, direction, [&](const Highlight &h) {
            if (h.tag < 0 || !isWalked(h.tag, shownKinds))
                return false;
            return !unreviewedOnly || !m_state->isReviewed(h.tag);
        });
        if (next)
            return (*m_places)[*next].tag;
    }
    return std::nullopt;
}

bool ConversionReview::wrapsAround(int from, int current, int next, int direction,
                                   WalkOrder order) const
{
    // From no span (a walk just begun, from the cursor) the first step never wraps.
    if (current < 0)
        return false;
    if (order == WalkOrder::ByRisk) {
        const std::vector<int> &ranked = riskOrder();
        const auto rank = [&ranked](int span) {
            return std::find(ranked.begin(), ranked.end(), span) - ranked.begin();
        };
        if (rank(current) == qsizetype(ranked.size()))
            return false;
        return direction > 0 ? rank(next) <= rank(current) : rank(next) >= rank(current);
    }
    const std::optional<Highlight> there = place(next);
    if (!there)
        return false;
    return direction > 0 ? there->position <= from : there->position >= from;
}

void ConversionReview::sortRiskiestFirst(std::vector<int> &spans) const
{
    const auto &explained = explanation()->spans;
    std::stable_sort(spans.begin(), spans.end(), [&](int a, int b) {
        return explained[size_t(a)].isRiskierThan(explained[size_t(b)]);
    });
}

const std::vector<int> &ConversionReview::riskOrder() const
{
    // The risks are the explanation's and never change: sorted once, at the first walk by risk,
    // not at every step of it.
    if (m_riskOrder.size() != m_state->spansToReview().size()) {
        m_riskOrder = m_state->spansToReview();
        sortRiskiestFirst(m_riskOrder);
    }
    return m_riskOrder;
}

std::optional<int> ConversionReview::nextIn(const std::vector<int> &order, int current,
                                            int direction,
                                            const std::function<bool(int)> &walked) const
{
    if (order.empty())
        return std::nullopt;
    const auto size = qsizetype(order.size());
    const auto found = std::find(order.begin(), order.end(), current);
    // Not among them: from the top going on, from the bottom going back.
    const qsizetype start = found != order.end() ? qsizetype(found - order.begin())
                            : direction > 0      ? -1
                                                 : size;
    for (const bool unreviewedOnly : {true, false}) {
        for (qsizetype step = 1; step <= size; ++step) {
            const int span = order[size_t(((start + direction * step) % size + size) % size)];
            if ((!unreviewedOnly || !m_state->isReviewed(span)) && walked(span))
                return span;
        }
    }
    return std::nullopt;
}

std::optional<int> ConversionReview::spanOfDecision(QStringView source, QStringView result,
                                                    int after) const
{
    const Explanation *explained = explanation();
    if (!explained)
        return std::nullopt;
    // The row's spans, as decisionRows counted them, the riskiest first.
    std::vector<int> row;
    for (const int span : m_state->spansToReview()) {
        const ExplainedSpan &item = explained->spans[size_t(span)];
        if (item.isDecision() &&
            QStringView(m_source).sliced(item.sourcePosition, item.sourceLength) == source &&
            m_state->currentResult(span) == result)
            row.push_back(span);
    }
    sortRiskiestFirst(row);
    return nextIn(row, after, 1, [](int) { return true; });
}

DecisionSummary ConversionReview::decisionRows() const
{
    return m_state->decisions(m_source);
}

PickEdits ConversionReview::editsForPick(int span, const QString &candidate, bool everywhere) const
{
    const Explanation *explained = explanation();
    if (!explained || span < 0 || size_t(span) >= explained->spans.size())
        return {};
    std::vector<std::pair<int, QString>> picks{{span, candidate}};
    if (everywhere) {
        for (const int other : m_state->identicalTo(span, m_source)) {
            if (other != span && !m_state->isReviewed(other))
                picks.emplace_back(other, candidate);
        }
    }
    return editsForPicks(std::move(picks));
}

PickEdits ConversionReview::editsForPicks(std::vector<std::pair<int, QString>> picks) const
{
    PickEdits edits;
    const Explanation *explained = explanation();
    if (!explained)
        return edits;
    std::erase_if(picks, [&](const auto &pick) {
        return pick.first < 0 || size_t(pick.first) >= explained->spans.size();
    });
    std::sort(picks.begin(), picks.end());
    picks.erase(std::unique(picks.begin(), picks.end(),
                            [](const auto &a, const auto &b) { return a.first == b.first; }),
                picks.end());
    for (auto it = picks.rbegin(); it != picks.rend(); ++it) {
        const auto &[span, candidate] = *it;
        const std::optional<Highlight> now = place(span);
        if (!now)
            continue;
        edits.replacements.push_back({now->position, now->length, candidate});
        // Picking the conversion's own result back is no pick.
        const ExplainedSpan &item = explained->spans[size_t(span)];
        const bool original =
            QStringView(explained->result).sliced(item.resultPosition, item.resultLength) ==
            candidate;
        edits.changes.push_back(
            {span, m_state->review(span), {true, original ? QString() : candidate}});
    }
    return edits;
}

std::vector<ReviewChange> ConversionReview::marksFor(const std::vector<int> &spans,
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

void ConversionReview::apply(const std::vector<ReviewChange> &changes)
{
    for (const ReviewChange &change : changes)
        m_state->setReview(change.span, change.after);
}

} // namespace duizhao
