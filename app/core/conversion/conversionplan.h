// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/names/textnames.h"
#include "core/review/explanation.h"

#include <QString>

#include <future>
#include <memory>
#include <optional>

namespace duizhao {

class Converter;
class FoundNames;
class Glossary;
class WordList;

// How a text is converted: an OpenCC config, and around it the book's glossary and the choice of
// corner-bracket quotation marks. Text that a glossary rule matches never reaches OpenCC, which
// converts everything in between as it would on its own.
struct ConversionPlan {
    std::shared_ptr<const Converter> converter;
    std::shared_ptr<const Glossary> glossary; // may be null
    bool cornerQuotes = false;
    // Write the likelier candidate where OpenCC's is a likely mistake (LikelyFixes): off unless
    // asked for, for the conversion is then no longer OpenCC's.
    bool fixLikely = false;
    // The names found in the whole book the text is a part of (NameFinder), or null where the
    // text is a whole of its own: its likely mistakes are judged with the book's names.
    std::shared_ptr<const FoundNames> bookNames = nullptr;

    // The plan for a converter with the user's rules. Corner brackets are Traditional
    // typesetting: asked for, they apply to every conversion except those towards Simplified,
    // whose output keeps its “” and ‘’. The glossary's rules written for the other direction are
    // left out (头发=頭髮 in a conversion to Simplified). The one rule for the window, books and
    // the command line.
    static ConversionPlan forConfig(std::shared_ptr<const Converter> converter,
                                    std::shared_ptr<const Glossary> glossary, bool cornerQuotes);

    bool hasRules() const;
    // Whether a config's choices are judged by words: a conversion from Simplified to
    // Traditional, whose forms the bundled list has.
    static bool judges(const QString &config);
    // The words that judge the conversion's choices (see judges); null otherwise.
    const WordList *words() const;
    // The words of the target region (Taiwan's own, for s2tw and s2twp; the bundled words of
    // Traditional text at large for Hong Kong's configs): how the region writes a word that
    // OpenCC's standard writes otherwise.
    const WordList *regionalWords() const;
    // What judges the whole text once converted: the words, the region's, the book's names.
    WholeTextJudges judges() const;
    // Reads the word lists that judge a config's conversion (words, regionalWords, and the
    // Simplified words that tell where the source's words end) on a thread of its own, while
    // the caller reads its files and its converter: they take as long to read as a megabyte
    // takes to convert. The future waits for the reading when it goes; each list asked for
    // meanwhile waits for its own. Nothing for a config that is not judged.
    static std::future<void> readWordsAhead(const QString &config);
    // Whether the conversion fixes likely mistakes: asked for, and words to judge them by.
    bool fixes() const { return fixLikely && words(); }
    // Why the plan refuses to convert text, checked on a whole text before it is converted: a
    // glossary that would make it grow beyond bound (over four times as long).
    std::optional<QString> refusal(QStringView text) const;
};

// Converts a passage by the plan: a stretch short enough to take at once (a chunk of a long text,
// a preview's few screens), in the calling thread. A null result means OpenCC failed; *error says
// why. A whole text, however long, goes to convertText (chunkedconversion.h).
QString convertPassage(const ConversionPlan &plan, QStringView text, QString *error = nullptr);
// The same with an explanation of every span (see Converter::explain).
Explanation explainPassage(const ConversionPlan &plan, QStringView text, QString *error = nullptr,
                           ExplainCheck check = ExplainCheck::Here);

} // namespace duizhao
