// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/names/namefinder.h"

#include <QCoreApplication>
#include <QHash>
#include <QString>
#include <QStringList>

#include <algorithm>
#include <cmath>
#include <limits>
#include <vector>

namespace duizhao {

// Why a stretch of the converted text reads as it does, from the reviewer's point of view.
enum class SpanCategory : quint8 {
    Conversion,  // a character converted one to one, nothing to decide
    Vocabulary,  // a word replaced by another word (软件 → 軟體), or a change of length
    Ambiguous,   // a character with several candidates, decided by the dictionary's default
    Phrase,      // a character with several candidates, settled by a phrase entry around it
    Protected,   // kept as written by a glossary rule
    Glossary,    // replaced by a glossary rule
    Punctuation, // quotation marks turned into corner brackets
};
inline constexpr int SpanCategoryCount = 7;

// Where an explanation's result is checked against OpenCC's own conversion: where it is made, at
// the cost of converting once more, or by the caller, who has the conversion already.
enum class ExplainCheck : quint8 { Here, ByCaller };

// The word for a category in the command line's JSON ("ambiguous") and its name for people.
QString categoryKey(SpanCategory category);
QString categoryTitle(SpanCategory category);
// Ambiguous, phrase-settled and vocabulary spans are those a reviewer should look at.
bool needsReview(SpanCategory category);

// The risk that a span's conversion is wrong (see RiskModel) from which it is risky: the review
// panel counts it, the overview strip marks it. Below DecisionRisk, and not contested, a span is
// no decision for the reviewer (了 → 了).
inline constexpr float RiskyRisk = 0.5F;
inline constexpr float DecisionRisk = 0.05F;
// A word replaced by another word: rarely wrong, still worth a look.
inline constexpr float VocabularyRisk = 0.1F;

// How a surname's character reads where it is (see RiskModel): what the whole text's names are
// judged from once the text is whole (TextNames).
enum class SurnameReading : quint8 {
    None,       // not a surname's character
    NamedRight, // where a name stands (老钟, 范侍郎), in the surname's form
    NamedWrong, // where a name stands, in another form (老鐘)
    Otherwise,  // in another form than the surname's, where nothing marks a name
    OwnForm,    // in the surname's form, where nothing marks a name
};

// What is known of a span beyond its category, as bits: what the risk was judged from.
enum SpanSignal : quint8 {
    ContextSilent = 1,          // no word has the character next to either neighbour
    RiskyAsName = 2,            // the text names it as a surname or a given name (TextNames)
    LikelyAsName = 4,           // the surname's own form, where the text names the surname
    ReadOtherwiseNearby = 8,    // a phrase nearby read the character another way (NearbyReadings)
    Fixed = 16,                 // a likely mistake of OpenCC's, fixed (see LikelyFix)
    CutsWords = 32,             // a phrase of OpenCC's that cuts through the source's words
    RegionWritesOtherwise = 64, // the target region writes the word with another candidate
};

// From which risk a span's written candidate is likelier wrong than right: where the words
// around it or the text's names say which other candidate is right, it is a likely mistake that
// the conversion fixes when asked to (see LikelyFixes).
inline constexpr float FixRisk = 0.5F;

// What says which candidate a likely mistake should have been.
enum class FixReason : quint8 {
    Words, // the sentence reads likelier with it (SentenceReadings)
    Name,  // the text uses the character as a name's, which has its own form (TextNames)
    Cut,   // OpenCC's phrase cuts through the words of the source (WordBoundaries): 少数组织 is
           // 少数 组织, not 少 数组 织, so 数组 → 陣列 does not apply
};

// A likely mistake of OpenCC's: the span, the candidate OpenCC wrote and the likelier one.
struct LikelyFix {
    size_t span = 0;
    QString wrote;
    QString likely;
    FixReason reason = FixReason::Words;
    float risk = 0;      // that OpenCC's candidate is wrong: the span's risk
    int recurrences = 1; // for a name, how many of its fixes the text has
};

// One explained stretch: where it is on both sides, in UTF-16 offsets, and what decided it.
// Strings are indexes into the owning Explanation's tables: a novel has hundreds of thousands of
// spans but only a few thousand distinct dictionary entries and candidate lists.
struct ExplainedSpan {
    int sourcePosition = 0;
    int sourceLength = 0;
    int resultPosition = 0;
    int resultLength = 0;
    SpanCategory category = SpanCategory::Conversion;
    SurnameReading surname = SurnameReading::None;
    quint8 signalBits = 0; // SpanSignal bits
    // The risk as log odds, which rank spans however sure the evidence (a risk of 0.999 and one
    // of 0.99999 are far apart in log odds, and the same in a probability's few digits).
    float riskLogOdds = -std::numeric_limits<float>::infinity();
    int decidedBy = -1; // "STPhrases", "STCharacters → TWVariants", "glossary line 3"
    int entry = -1; // the dictionary entry that matched, "头发 → 頭髮", when it was a phrase
    int candidates = -1;  // the possible results, in the dictionary's order
    int contestedBy = -1; // the phrase that would have given another candidate, {key, value}

    float risk() const { return 1.0F / (1.0F + std::exp(-riskLogOdds)); }
    void setRisk(float risk)
    {
        const float p = std::clamp(risk, 0.0F, 1.0F);
        riskLogOdds = std::log(p) - std::log1p(-p);
    }
    // Riskier than another span: first in the walk by risk.
    bool isRiskierThan(const ExplainedSpan &other) const { return riskLogOdds > other.riskLogOdds; }
    bool isContested() const { return contestedBy >= 0; }
    bool has(SpanSignal signal) const { return (signalBits & signal) != 0; }
    void add(SpanSignal signal) { signalBits |= signal; }
    // Worth the reviewer's decision: contested, or not far from risky.
    bool isDecision() const { return isContested() || risk() >= DecisionRisk; }
    bool isRisky() const { return risk() >= RiskyRisk; }
    // Risky where OpenCC's choice is still written: not where its fix was written instead (the
    // risk is that OpenCC's choice is wrong).
    bool isRiskyAsWritten() const { return isRisky() && !has(Fixed); }
    // A span to review that is no decision (了 → 了 at no risk): left plain where only decisions
    // are shown, counted apart in the review.
    bool isQuiet() const { return needsReview(category) && !isDecision(); }
};

// A conversion together with an explanation of every change in it, and of every ambiguous
// character it left unchanged (只 stays 只 by default, yet could be 隻).
class Explanation final {
    Q_DECLARE_TR_FUNCTIONS(Explanation)

public:
    QString result;
    std::vector<ExplainedSpan> spans; // sorted by position, not overlapping
    // The likely mistakes, in the order of their spans: proposed once the text is whole
    // (judgeWholeText), written into the result by applyFixes.
    std::vector<LikelyFix> fixes;
    // The names of the text, or of the book it is part of, that it was judged with (TextNames),
    // once the text is whole: what the window's Names list shows.
    std::vector<FoundName> names;

    QString text(int index) const { return index < 0 ? QString() : m_strings.at(index); }
    // The key of the phrase that decided a span ("了如" of "了如 → 瞭如"), empty for none. The
    // entry reads "key → value", in whatever language: its key is what comes before the first
    // space, for no phrase of OpenCC's has one. Cut there, not by QString::section, which splits
    // the whole entry into a list first: asked of every phrase's span, that was a fiftieth of
    // converting with fixes.
    QString phraseKey(const ExplainedSpan &span) const
    {
        if (span.entry < 0)
            return QString();
        const QString &entry = m_strings.at(span.entry);
        return entry.left(entry.indexOf(u' ')); // all of it where it has no space
    }
    QStringList candidates(const ExplainedSpan &span) const
    {
        return span.candidates < 0 ? QStringList() : m_candidateLists.at(span.candidates);
    }
    // The phrase that contests the span, as {key, value} ("发布", "發佈"); empty for none.
    QStringList contender(const ExplainedSpan &span) const
    {
        return span.contestedBy < 0 ? QStringList() : m_candidateLists.at(span.contestedBy);
    }
    int internText(const QString &text);
    int internCandidates(const QStringList &candidates);
    // The lists of candidates interned, by index (a span's candidates, its contender): few, where
    // spans are hundreds of thousands.
    const QList<QStringList> &candidateLists() const { return m_candidateLists; }

    // Writes each likely mistake's likelier candidate into the result, in place (a fix never
    // changes a length), and marks its span Fixed. Once.
    void applyFixes();
    bool fixesApplied() const { return m_fixesApplied; }
    // The fix of a span, or null.
    const LikelyFix *fixOf(size_t span) const;
    // Why a fix was made, for the status bar and a listing: "OpenCC wrote 於; this text uses 于 as
    // part of a name, 312 times".
    static QString describeFix(const LikelyFix &fix);

    // Appends another explanation whose source and result follow this one's.
    void append(const Explanation &next, int sourceOffset);
    // Appends only the spans of another explanation whose result is at resultOffset already.
    void appendSpans(const Explanation &next, int sourceOffset, int resultOffset);

    // A one-line description for a tooltip or a listing: "发 → 髮 · STPhrases (头发 → 頭髮) ·
    // candidates 發 髮 · risk 0.02", with "contested by 发布 → 發佈" where another phrase would
    // have given another candidate, what the whole text said of it ("a name in this text"), and
    // for a likely mistake what OpenCC wrote and why another is likelier (describeFix).
    // `shownAs`, if given, is what the text reads there now (a fix, a pick) instead of the result.
    // The likely mistake's reason comes right after the span where the line may be cut off at
    // its end (a status bar): it is what the reader needs first.
    enum class Order : quint8 { AsListed, LikelyMistakeFirst };
    QString describe(const ExplainedSpan &span, QStringView source,
                     const QString *shownAs = nullptr, Order order = Order::AsListed) const;

private:
    bool m_fixesApplied = false;
    QStringList m_strings;
    QHash<QString, int> m_stringIndex;
    QList<QStringList> m_candidateLists;
    QHash<QString, int> m_candidateIndex;
};

} // namespace duizhao
