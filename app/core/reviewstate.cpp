// SPDX-License-Identifier: GPL-3.0-or-later
#include "reviewstate.h"

namespace duizhao {

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
        if (other.sourceLength == model.sourceLength && other.resultLength == model.resultLength &&
            source.sliced(other.sourcePosition, other.sourceLength) == modelSource &&
            result.sliced(other.resultPosition, other.resultLength) == modelResult)
            identical.push_back(index);
    }
    return identical;
}

} // namespace duizhao
