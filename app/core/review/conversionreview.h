// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/diff/highlightspans.h"
#include "core/review/reviewstate.h"

#include <QString>

#include <functional>
#include <memory>
#include <optional>
#include <vector>

namespace duizhao {

// Characters [position, position + length) of a text replaced by text.
struct TextReplacement {
    int position = 0;
    int length = 0;
    QString text;

    friend bool operator==(const TextReplacement &, const TextReplacement &) = default;
};

// One span's review before and after a step of the reviewer's, so that the step can be undone.
struct ReviewChange {
    int span = -1;
    SpanReview before;
    SpanReview after;
};

// What picking a candidate takes: the replacements in the converted text, from the last to the
// first (each leaves the places of those still to do as they are), and the spans' new reviews.
struct PickEdits {
    std::vector<TextReplacement> replacements;
    std::vector<ReviewChange> changes;
};

// The order of the review's walk from span to span: the riskiest first, or as they stand.
enum class WalkOrder : quint8 { ByRisk, InText };

// The review of one conversion: the reviewer's marks and picks (ReviewState) and where each span
// is in the converted text now. The places are the converted side's highlights, tagged with their
// span's index; their owner keeps them where their text is through the user's edits
// (followEdit), so that a pick replaces what the span reads now.
class ConversionReview final {
public:
    ConversionReview();
    ConversionReview(std::shared_ptr<const Explanation> explanation, QString source);

    const Explanation *explanation() const { return m_state->explanation(); }
    // The text the spans are in.
    const QString &source() const { return m_source; }
    const ReviewState &state() const { return *m_state; }
    // For undo steps that must not outlive the review they belong to.
    std::weak_ptr<ReviewState> stateForUndo() const { return m_state; }

    // The converted side's highlights: the spans' places. A rediff of the same conversion brings
    // new ones; the review goes on.
    void setPlaces(std::shared_ptr<const std::vector<Highlight>> places);
    // Where a span is in the converted text now, or nothing when an edit rewrote it.
    std::optional<Highlight> place(int span) const;

    // The next span (onwards for direction +1, back for -1) that the review walks with these
    // kinds shown (walkedKinds, walksDecisions), wrapping around the end; those not reviewed yet
    // first. In text order it is the next from position `from` of the converted text; by risk,
    // the next after span `current` in the order of risk (spans of equal risk in text order),
    // the riskiest when current is none of them. None when no span is walked.
    std::optional<int> nextSpan(int from, int direction, quint32 shownKinds,
                                WalkOrder order = WalkOrder::InText, int current = -1) const;
    // Whether the walk from span `current` (at position `from` of the converted text) to `next`
    // passes the end of the text in that direction and starts over: the text is walked. Never
    // from no span (current -1).
    bool wrapsAround(int from, int current, int next, int direction, WalkOrder order) const;
    // A span of a decision row (source text and what it reads now), in the order of risk: the
    // first not reviewed after `after`, else the first not reviewed, else the first. None for a
    // row with no span.
    std::optional<int> spanOfDecision(QStringView source, QStringView result, int after) const;
    // The decision rows of the review panel, with the progress.
    DecisionSummary decisionRows() const;

    // Picking candidate for span (with everywhere, for every span alike not yet reviewed too):
    // each span that still has a place reads candidate and is marked reviewed.
    PickEdits editsForPick(int span, const QString &candidate, bool everywhere) const;
    // Picks of their own candidate for several spans at once, one each, as one step.
    PickEdits editsForPicks(std::vector<std::pair<int, QString>> picks) const;
    // Marking spans reviewed (or not): the changes of those that are not already.
    std::vector<ReviewChange> marksFor(const std::vector<int> &spans, bool reviewed) const;
    // Applies the changes' `after` reviews.
    void apply(const std::vector<ReviewChange> &changes);
    // Takes over the marks and picks of a review of another conversion of the same source (see
    // ReviewState::adopt); how many.
    int adopt(const ConversionReview &previous) { return m_state->adopt(previous.state()); }

private:
    bool isWalked(int span, quint32 shownKinds) const;
    // Spans of equal risk stay in the order they come in (text order).
    void sortRiskiestFirst(std::vector<int> &spans) const;
    // Every span to review, the riskiest first.
    const std::vector<int> &riskOrder() const;
    // The span after `current` in `order` (by `direction`, wrapping) that is walked, those not
    // reviewed first.
    std::optional<int> nextIn(const std::vector<int> &order, int current, int direction,
                              const std::function<bool(int)> &walked) const;

    std::shared_ptr<ReviewState> m_state;
    QString m_source;
    std::shared_ptr<const std::vector<Highlight>> m_places;
    mutable std::vector<int> m_riskOrder; // see riskOrder
};

} // namespace duizhao
