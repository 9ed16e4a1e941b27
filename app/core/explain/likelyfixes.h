// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "explanation.h"
#include "wordlist.h"

#include <QStringView>

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
//   may only make safer, and never fix: the phrase was written for those characters.
// - A character the text uses as a name (TextNames: 姓于 … 于郎中 converted 於郎中) is judged by
//   the names, which no word list knows: where its surname has a form of its own among the
//   candidates (于, 范, 鍾), that form is the fix.
// The weights were set on the development text of tests/data/published (LibreOffice's shared help),
// the figures reported on the others (./dev.sh bench).
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
    // Where no word holds the character, only how common each candidate is alone speaks, taken
    // as the likelihood ratio it is: it lowers the risk of a commoner candidate as written (並
    // rather than 併), and never raises one nor fixes it, for OpenCC's default knows better than
    // a count of single characters which one a sentence wants (地瓜干: 幹 is commoner than 乾).

    // Weighs each span of the whole explanation of source, and proposes its fixes
    // (Explanation::fixes); the names judged already (judgeWholeText).
    static void judge(Explanation &explanation, QStringView source, const WordList &words);
};

} // namespace duizhao
