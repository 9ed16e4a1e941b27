// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "explanation.h"

#include <memory>
#include <unordered_map>
#include <vector>

namespace duizhao {

// What a reviewer did with one span: looked at it, and perhaps picked another candidate.
struct SpanReview {
    bool reviewed = false;
    QString pick; // empty: the conversion's own result stands

    friend bool operator==(const SpanReview &, const SpanReview &) = default;
};

// A reviewer's progress through the spans of one conversion that need a look (ambiguous,
// phrase-settled, vocabulary): which of them have been looked at, and the candidates picked.
class ReviewState final {
public:
    ReviewState() = default;
    explicit ReviewState(std::shared_ptr<const Explanation> explanation);

    const Explanation *explanation() const { return m_explanation.get(); }
    // Indexes into the explanation's spans, in text order.
    const std::vector<int> &spansToReview() const { return m_toReview; }

    bool isReviewed(int span) const;
    void setReviewed(int span, bool reviewed);
    SpanReview review(int span) const;
    void setReview(int span, const SpanReview &review);
    // What the span reads now as far as reviewing goes: the pick, or the conversion's result.
    QStringView currentResult(int span) const;

    // The spans to review that read like this one before and after conversion (the same source
    // and the same OpenCC result), this one included, in text order.
    std::vector<int> identicalTo(int span, QStringView source) const;

private:
    std::shared_ptr<const Explanation> m_explanation;
    std::vector<int> m_toReview;
    std::vector<bool> m_reviewed; // by span index
    std::unordered_map<int, QString> m_picks;
};

} // namespace duizhao
