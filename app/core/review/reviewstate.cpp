// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/review/reviewstate.h"

#include "core/review/savedreview.h"

#include <QHash>

#include <algorithm>

namespace duizhao {

namespace {

quint32 bit(SpanCategory category)
{
    return 1U << int(category);
}

} // namespace

bool walksDecisions(quint32 shown)
{
    const quint32 toReview =
        bit(SpanCategory::Ambiguous) | bit(SpanCategory::Phrase) | bit(SpanCategory::Vocabulary);
    return (shown & toReview) == toReview;
}

quint32 walkedKinds(quint32 shown)
{
    const quint32 decisions =
        shown & (bit(SpanCategory::Ambiguous) | bit(SpanCategory::Vocabulary));
    if (decisions != 0)
        return decisions;
    const quint32 phrases = shown & bit(SpanCategory::Phrase);
    return phrases != 0 ? phrases : shown;
}

ReviewState::ReviewState(std::shared_ptr<const Explanation> explanation)
    : m_explanation(std::move(explanation))
{
    if (!m_explanation)
        return;
    const auto &spans = m_explanation->spans;
    m_reviewed.assign(spans.size(), false);
    for (size_t index = 0; index < spans.size(); ++index) {
        if (needsReview(spans[index].category))
            m_toReview.push_back(int(index));
    }
}

bool ReviewState::isReviewed(int span) const
{
    return span >= 0 && size_t(span) < m_reviewed.size() && m_reviewed[size_t(span)];
}

void ReviewState::setReviewed(int span, bool reviewed)
{
    if (span < 0 || size_t(span) >= m_reviewed.size())
        return;
    m_reviewed[size_t(span)] = reviewed;
}

SpanReview ReviewState::review(int span) const
{
    const auto pick = m_picks.find(span);
    return {isReviewed(span), pick != m_picks.end() ? pick->second : QString()};
}

void ReviewState::setReview(int span, const SpanReview &review)
{
    setReviewed(span, review.reviewed);
    if (review.pick.isEmpty())
        m_picks.erase(span);
    else
        m_picks[span] = review.pick;
}

QStringView ReviewState::currentResult(int span) const
{
    const auto pick = m_picks.find(span);
    if (pick != m_picks.end())
        return pick->second;
    const ExplainedSpan &item = m_explanation->spans[size_t(span)];
    return QStringView(m_explanation->result).sliced(item.resultPosition, item.resultLength);
}

std::vector<int> ReviewState::identicalTo(int span, QStringView source) const
{
    std::vector<int> identical;
    if (!m_explanation || span < 0 || size_t(span) >= m_explanation->spans.size())
        return identical;
    const auto &spans = m_explanation->spans;
    const QStringView result(m_explanation->result);
    const ExplainedSpan &model = spans[size_t(span)];
    const QStringView modelSource = source.sliced(model.sourcePosition, model.sourceLength);
    const QStringView modelResult = result.sliced(model.resultPosition, model.resultLength);
    for (const int index : m_toReview) {
        const ExplainedSpan &other = spans[size_t(index)];
        if (other.isQuiet() == model.isQuiet() && other.sourceLength == model.sourceLength &&
            other.resultLength == model.resultLength &&
            source.sliced(other.sourcePosition, other.sourceLength) == modelSource &&
            result.sliced(other.resultPosition, other.resultLength) == modelResult)
            identical.push_back(index);
    }
    return identical;
}

int ReviewState::adopt(const ReviewState &previous)
{
    // As a review saved of the same text and found again: the spans where they were, reading as
    // they did.
    const auto found = SavedReview::of(previous, {}, {}).spansIn(*this);
    for (const auto &[span, review] : found)
        setReview(span, review);
    return int(found.size());
}

DecisionSummary ReviewState::decisions(QStringView source) const
{
    DecisionSummary summary;
    if (!m_explanation)
        return summary;
    // Views into the texts keep this fast for a novel's hundred thousand spans.
    QHash<QStringView, qsizetype> groupOf;
    std::vector<std::vector<std::pair<QStringView, DecisionRow>>> groups;
    for (const int span : m_toReview) {
        const ExplainedSpan &item = m_explanation->spans[size_t(span)];
        if (item.isQuiet()) {
            ++summary.lowRisk;
            continue;
        }
        ++summary.decisions;
        // A span's risk is that OpenCC's choice is wrong: where its fix stands, that choice is
        // no longer written, and the span is no risky one but a fix to check.
        // (Written into the result, as the command line writes it, or picked, as the window
        // applies it.)
        const LikelyFix *fix = m_explanation->fixOf(size_t(span));
        const bool fixStands = fix && currentResult(span) == fix->likely;
        const bool risky = item.isRisky() && !fixStands;
        summary.risky += risky ? 1 : 0;
        const bool reviewed = isReviewed(span);
        summary.reviewed += reviewed ? 1 : 0;
        summary.riskyReviewed += risky && reviewed ? 1 : 0;
        const QStringView text = source.sliced(item.sourcePosition, item.sourceLength);
        const QStringView result = currentResult(span);
        const auto known = groupOf.constFind(text);
        const qsizetype group = known != groupOf.cend() ? *known : qsizetype(groups.size());
        if (known == groupOf.cend()) {
            groupOf.insert(text, group);
            groups.emplace_back();
        }
        auto &results = groups[size_t(group)];
        auto row = std::find_if(results.begin(), results.end(),
                                [&](const auto &entry) { return entry.first == result; });
        if (row == results.end()) {
            results.push_back({result, {text.toString(), result.toString(), 0, 0}});
            row = std::prev(results.end());
        }
        ++row->second.count;
        row->second.fixed += fixStands ? 1 : 0;
        row->second.risky += risky ? 1 : 0;
        row->second.riskyReviewed += risky && reviewed ? 1 : 0;
        row->second.reviewed += reviewed ? 1 : 0;
        row->second.risk = std::max(row->second.risk, item.risk());
    }
    // Rows by risk, then by count: the riskiest first, 了 → 了 ×20,000 at the bottom.
    const auto riskier = [](const DecisionRow &a, const DecisionRow &b) {
        return a.risk != b.risk ? a.risk > b.risk : a.count > b.count;
    };
    std::vector<std::pair<DecisionRow, size_t>> order; // each group's riskiest row
    for (size_t group = 0; group < groups.size(); ++group) {
        auto &results = groups[group];
        std::stable_sort(results.begin(), results.end(),
                         [&](const auto &a, const auto &b) { return riskier(a.second, b.second); });
        order.push_back({results.front().second, group});
    }
    std::stable_sort(order.begin(), order.end(),
                     [&](const auto &a, const auto &b) { return riskier(a.first, b.first); });
    for (const auto &[first, group] : order) {
        const auto &results = groups[group];
        for (const auto &entry : results)
            summary.rows.push_back(entry.second);
    }
    return summary;
}

} // namespace duizhao
