// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/judgment/sentencereadings.h"
#include "core/judgment/wordlist.h"
#include "core/review/explanation.h"

#include <QStringView>

#include <utility>
#include <vector>

namespace duizhao {

// Decides which of OpenCC's choices are likely mistakes, and what they should have been. One
// probability does both jobs: a span's risk is the probability that its written candidate is
// wrong, and a span whose risk reaches FixRisk with a likelier candidate is a fix.
//
// - The words of the sentence (SentenceReadings) move the risk of a choice the words can judge,
//   in log odds, by MarginWeight × (the margin of the likeliest other candidate − NeutralMargin):
//   a sentence much likelier with another candidate makes the written one likely wrong, one much
//   likelier as written makes it safe. The likeliest other candidate is the fix. Where no word
//   holds the character, the margin only lowers the risk (see below).
//   A choice that a phrase of OpenCC's settled, with no other phrase contesting it, the words
//   may only make safer, and never fix: the phrase was written for those characters. Unless the
//   source's own words cut through the phrase (WordBoundaries: 展示了如何 is 展示 了 如何, and 了如
//   → 瞭如 matched across 了 and 如何): then it settles nothing, and a word it replaced (数组 →
//   陣列 in 少数组织, 的士 → 計程車 in 前线的士兵) is written back as its characters read.
//   Nor do the words alone write a form Traditional text writes for a surname only (于 for 於,
//   范 for 範), or make OpenCC's other choice riskier for it: the list holds famous people's
//   names (于堅), and the text's own names decide where a surname stands.
// - A phrase's word that the target region never writes, where it writes the word with another
//   candidate (瞭解 and 了解 under s2tw), is a decision, never fixed (RegionalUsage); so is one
//   it writes both ways (RegionalShare).
// - A character the text uses as a name (TextNames: 姓于 … 于郎中 converted 於郎中) is judged by
//   the names, which no word list knows: where its surname has a form of its own among the
//   candidates (于, 范, 鍾), that form is the fix; as is a given name's own form wherever the
//   name stands (TextNames: 某于 → 某于 where 王某于 recurs).
// The weights were set on the development texts of tests/data/published (LibreOffice's shared help,
// and Cataclysm's prose for the names and the region's usage), the figures reported on the others
// (./dev.sh bench).
class LikelyFixes final {
public:
    // How much a nat of the sentence's margin moves the risk, in log odds, and the margin that
    // leaves the risk as it was: OpenCC's own choice, a phrase's or the default, is evidence too.
    static constexpr double MarginWeight = 3;
    static constexpr double NeutralMargin = 1;
    // How much safer the words may make OpenCC's choice, in log odds (twenty times): a word list
    // knows words, not what a sentence means (往锅里下面 reads 下面, "below", the likelier word,
    // where the noodles go into the pot), and a mistake it hides is one nobody looks at.
    static constexpr double MostReassurance = 3;
    // How much likelier, in nats, the source's words must read with a word ending inside one of
    // OpenCC's phrases than with the phrase whole, for the phrase to cut through them (twenty
    // times): a phrase settles nothing then, and a word it replaced is written back as its
    // characters read (WordBoundaries).
    static constexpr double CutMargin = 3;
    // Where the target region's own words (Taiwan's: WordList::taiwan) never write the word a
    // phrase of OpenCC's wrote, and write it with another candidate at least a hundred times as
    // often as their rarest word (RegionalUsage, in the list's score: ln 100 × 100), the phrase is
    // OpenCC's standard and not the region's usage: a decision with a risk of RegionalLogOdds, not
    // a fix. Fixed, on the development texts under s2tw it fixed 24 and broke 10 more
    // (LibreOffice's help 3 and 4: 瞭解 → 了解 where the publisher writes 瞭解, 綵帶 → 彩帶;
    // Cataclysm's prose 21 and 6: 散佈 → 散布 where 散布 stands elsewhere), one new mistake for
    // every 2.4 fixed against a target of one for ten: published Taiwan text writes both.
    static constexpr int RegionalUsage = 460;
    // A word the region's list holds at most this far above its rarest (ln 2.7 × 100: a count
    // of 0 made 1) is one it never writes.
    static constexpr int Unseen = 100;
    static constexpr double RegionalLogOdds = 2;
    // Where the region writes both spellings (摺疊 and 折疊, 提升 and 提昇), the other at least
    // half as often as the one written (this log ratio), the span is a decision with the other's
    // share of the two as its risk. Only the walk by risk changes: on the development texts under
    // s2tw, Cataclysm's prose had 0.54 of its mistakes within 5 flags per 1000 Han and now 0.69,
    // LibreOffice's help 0.90 and now 0.93 (with the word sought within a longer phrase, and
    // every spelling of it weighed that its characters' candidates make: 家具 for 傢俱; a
    // shorter word where the region writes the longest too seldom to tell: 折疊 in 折疊式, 0.71;
    // any other spelling the region writes at all where it writes the word as written too, not
    // only one it writes often: 袖扣 beside 袖釦, 0.74; the figures at 20 flags unchanged).
    static constexpr double RegionalShare = -0.69;
    // Where no word holds the character, only how common each candidate is alone speaks, taken
    // as the likelihood ratio it is: it lowers the risk of a commoner candidate as written (並
    // rather than 併), and never raises one nor fixes it, for OpenCC's default knows better than
    // a count of single characters which one a sentence wants (地瓜干: 幹 is commoner than 乾).

    // What the words of the source say of each span: the phrases they cut through and the
    // sentences' readings. Read without changing the explanation, so that the text's names can
    // be judged meanwhile (judgeWholeText).
    struct WordEvidence {
        // The spans whose phrase the words cut through, in order, each with by how much.
        std::vector<std::pair<size_t, double>> cuts;
        std::vector<SentenceVerdict> verdicts;

        double cutOf(size_t span) const; // 0 where the words cut no phrase
    };
    static WordEvidence read(const Explanation &explanation, QStringView source,
                             const WordList &words);

    // Weighs each span of the whole explanation of source by the words' evidence, and proposes
    // its fixes (Explanation::fixes); the names judged already (judgeWholeText), givenNames the
    // spans of given names the text or its book writes again and again, with each one's form,
    // in order.
    static void judge(Explanation &explanation, QStringView source, const WordEvidence &evidence,
                      const std::vector<std::pair<size_t, QString>> &givenNames = {},
                      const WordList *regionalWords = nullptr);
};

} // namespace duizhao
