// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/review/explanation.h"

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

// How the spans with one source text read now, for the review panel's list of decisions.
struct DecisionRow {
    QString source;
    QString result;
    int count = 0;
    int reviewed = 0;
    int fixed = 0;         // of them, the likely mistakes of OpenCC whose fix stands
    int risky = 0;         // of them, risky where OpenCC's choice is still written
    int riskyReviewed = 0; // of the risky, those reviewed
    float risk = 0;        // the highest of its spans: that OpenCC's choice there is wrong

    friend bool operator==(const DecisionRow &, const DecisionRow &) = default;
};

// The decisions of a review: the spans worth a decision (ExplainedSpan::isDecision: contested, or
// not far from risky, whatever their category), how many are reviewed and how many risky; how
// many spans to review are at low risk, there to look at with a filter but no decision; and rows
// grouped by source text and what they read now: the source with the riskiest row first, within
// one the riskiest row first (the most frequent where risks are equal).
struct DecisionSummary {
    int decisions = 0;
    int reviewed = 0;
    int risky = 0; // where OpenCC's risky choice is still written (not where its fix stands)
    int riskyReviewed = 0; // of them, those reviewed: the risky work left is the others
    int lowRisk = 0;
    std::vector<DecisionRow> rows;
};

// Of the kinds of span a filter shows (a bit per SpanCategory, other bits ignored), those the
// review walks from one to the next: the decisions (see walksDecisions) when every kind to review
// is shown; else the ambiguous and replaced words when shown; else spans settled by a phrase;
// else whatever is shown.
quint32 walkedKinds(quint32 shown);
// Whether a filter showing these kinds walks the decisions, whatever their category, rather than
// every span of some categories: it shows all that needs a look.
bool walksDecisions(quint32 shown);

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
    // and the same OpenCC result) and are as much a decision (a decision's row of the Decisions
    // panel; a quiet span's quiet ones, 终于's 於 no decision rests on when 陈子于's is picked),
    // this one included, in text order.
    std::vector<int> identicalTo(int span, QStringView source) const;

    // Takes over the reviews of a previous review of the same source by another conversion (a
    // glossary rule added, say): a span that covers the same characters and reads as it did keeps
    // its mark and pick. Returns how many were taken over.
    int adopt(const ReviewState &previous);

    // The decisions, by what the spans read now: the pick, else the conversion's result (typing
    // over a span shows as an edit in the panes, not here). source is the converted text's source.
    DecisionSummary decisions(QStringView source) const;

private:
    std::shared_ptr<const Explanation> m_explanation;
    std::vector<int> m_toReview;
    std::vector<bool> m_reviewed; // by span index
    std::unordered_map<int, QString> m_picks;
};

} // namespace duizhao
