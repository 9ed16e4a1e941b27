// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/judgment/contextevidence.h"
#include "core/names/namefinder.h"
#include "core/review/explanation.h"

#include <QStringView>

#include <future>
#include <set>
#include <vector>

namespace duizhao {

// What a whole text says of the names in it, which no single character's neighbours say. A name
// recurs: a novel writes it hundreds of times, and OpenCC converts each occurrence on its own, as
// words. Three things mark one:
// - a surname where a name stands (姓于, 范侍郎; see RiskModel);
// - a surname's character followed, again and again, by the same character in a pair no word of
//   Traditional Chinese has (于郎 in 于郎中 three times): 于 is then a name, not 於, where that
//   pair stands. Punctuation, or a grammatical character that follows words (干的, 干了, 干上),
//   begins no given name, and its pair marks none;
// - a surname followed, again and again, by the same character in a pair no word has, converted
//   more than one way (周干 → 周幹, and 周乾 where 干笑 → 乾笑 matched across the name's end): a
//   name is written one way, so one of the two is wrong, likely both.
// Where a surname is named (by where it stands, or by its recurring pair where that stands), its
// character decided by default as another word, or converted to another form where a name stands,
// is risky (于郎中 → 於郎中 in a text that says
// 姓于), and decided by default in the surname's own form likely right (钟 → 鍾 in a text that says
// 姓钟); a name converted two ways is risky wherever it stands, but where it is written in its
// found name's form (below). Judged once the text is whole: a novel names its people in its first
// chapter and writes them to its last. Besides, the given names that the text or its book writes
// again and again (NameFinder: 某于, written 170 times, 17 of them as 王某于) keep their
// characters' name forms wherever they stand: the surname's own form where a surname has one (于,
// 鍾), else the form the book's occurrences mostly have where its forms were counted
// (FoundNames::bookForm), else the text's, counted where no phrase ran across the name (周冲走了,
// 冲走 → 沖走, is no vote for 周沖); the others are likely mistakes.
class TextNames final {
public:
    struct Verdicts {
        std::vector<size_t> risky; // spans that the text's names make risky, in order
        std::vector<size_t> right; // a named surname in its own form elsewhere, in order
        // A character of a name in another form than the name's, and the name's form: a found
        // given name's, or a surname's written where a name stands (judgeNamedSurnames); in
        // order.
        std::vector<std::pair<size_t, QString>> givenNames;
    };

    // The explanation of source, whole; names found in it or in its book.
    TextNames(const Explanation &explanation, QStringView source, const ContextEvidence &evidence,
              const FoundNames &names);

    Verdicts verdicts() const;

private:
    struct Reading {
        size_t span;     // the span's index in the explanation
        char32_t before; // the character before it, or 0
        char32_t character;
        char32_t after;  // the character after it, or 0
        char32_t result; // what it was converted to
        SurnameReading surname;
        bool settled; // by a phrase
    };

    // A character of a found given name where it stands, converted.
    struct GivenReading {
        size_t span;
        int name;  // in FoundNames::all()
        int index; // of the character in the given name
        QString result;
        // Decided by a phrase that runs across the name's end or beginning (周冲走了: 冲走 →
        // 沖走): a reading of other words, which says nothing of how the name is written.
        bool acrossTheName;
    };
    static bool phraseRunsAcross(const Explanation &explanation, const ExplainedSpan &span,
                                 QStringView source, qsizetype nameBegin, qsizetype nameEnd);

    // The surnames a text names, and where.
    struct NamedSurnames {
        std::set<char32_t> byPlace; // where a name stands (姓于, 范侍郎): everywhere
        // A surname and the character after it, in a pair no word has that recurs: there only.
        std::set<std::pair<char32_t, char32_t>> byRecurrence;
        bool name(const Reading &reading) const
        {
            return byPlace.contains(reading.character) ||
                   byRecurrence.contains({reading.character, reading.after});
        }
    };

    bool isNoWord(char32_t character, ContextEvidence::Side side, char32_t neighbour) const;
    NamedSurnames namedSurnames() const;
    void judgeNamedSurnames(const NamedSurnames &named, Verdicts &verdicts) const;
    std::vector<size_t> judgeGivenNames(Verdicts &verdicts) const;

    const Explanation &m_explanation;
    const ContextEvidence &m_evidence;
    const FoundNames &m_names;
    std::vector<Reading> m_readings; // the spans a name may concern, in text order
    std::vector<GivenReading> m_givenReadings;
};

class WordList;

// The risk of each span as what the whole text says makes it: its names (TextNames), the readings
// of phrases nearby (NearbyReadings) and, given a list of the target's words, the words of each
// sentence, with the likely mistakes they show (LikelyFixes). After the explanations of a text's
// chunks are joined, once.
struct WholeTextJudges {
    const WordList *words = nullptr;         // the target's words; null judges no words
    const WordList *regionalWords = nullptr; // the target region's own words, if any
    // The names found beforehand: the book's that the text is part of, or the text's own
    // (NamesFoundAhead); null to find the text's own.
    const FoundNames *bookNames = nullptr;
};
void judgeWholeText(Explanation &explanation, QStringView source, const WholeTextJudges &judges);

// A text's own names, found on a thread of their own from the moment the text is known, while its
// chunks are explained on the workers: NameFinder reads the source alone, and found after the
// explanation it kept a core idle. Not on the worker pool, whose tasks may be this text's chunks,
// or its caller. The source must outlive this, which waits for the finder when it goes: a
// cancelled explanation waits for it too, which reads a 10 MB novel in about 0.05 s.
class NamesFoundAhead final {
public:
    NamesFoundAhead(QStringView source, const WholeTextJudges &judges);
    // The judges with the text's names (or the book's, as given), once found.
    WholeTextJudges judges();

private:
    WholeTextJudges m_judges;
    std::future<FoundNames> m_finding;
    FoundNames m_found;
};

} // namespace duizhao
