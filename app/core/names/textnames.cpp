// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/names/textnames.h"

#include "core/jobs/workerpool.h"
#include "core/judgment/likelyfixes.h"
#include "core/judgment/nearbyreadings.h"
#include "core/judgment/riskmodel.h"
#include "core/text/utf16units.h"

#include <algorithm>
#include <future>
#include <map>
#include <optional>
#include <string_view>
#include <system_error>

namespace duizhao {

using utf16units::codePointAt;
using utf16units::codePointBefore;

namespace {

// The span that converts the one character at position of the source, if any: spans are in text
// order.
std::optional<size_t> spanAt(const Explanation &explanation, qsizetype position)
{
    const auto &spans = explanation.spans;
    const auto found = std::lower_bound(
        spans.begin(), spans.end(), position,
        [](const ExplainedSpan &span, qsizetype at) { return span.sourcePosition < at; });
    if (found == spans.end() || found->sourcePosition != position || found->sourceLength != 1)
        return std::nullopt;
    return size_t(found - spans.begin());
}

// What begins no given name: a character that is not Han (干。), or one that follows words, a
// particle or what comes after a verb or an adjective (干了, 干的, 干上).
bool beginsNoGivenName(char32_t character)
{
    static constexpr std::u16string_view Grammatical =
        u"的了着过得地们是在和与而也都就又还很不没吗呢吧啊把被从到上下里";
    return QChar::script(character) != QChar::Script_Han ||
           (character <= 0xFFFF &&
            Grammatical.find(char16_t(character)) != std::u16string_view::npos);
}

// Whether a text judged so finds its own names: words judge it, and no book's names were given.
bool findsItsOwnNames(const WholeTextJudges &judges)
{
    return !judges.bookNames && judges.words && !judges.words->isEmpty();
}

} // namespace

TextNames::TextNames(const Explanation &explanation, QStringView source,
                     const ContextEvidence &evidence, const FoundNames &names)
    : m_explanation(explanation)
    , m_evidence(evidence)
    , m_names(names)
{
    for (const FoundNames::Occurrence &occurrence : names.occurrencesIn(source)) {
        const FoundName &name = names.all()[size_t(occurrence.name)];
        const qsizetype nameBegin =
            occurrence.position -
            (names.followsSurname(source, occurrence) ? name.surname.size() : 0);
        const qsizetype nameEnd = occurrence.position + name.given.size();
        for (int index = 0; index < name.given.size(); ++index) {
            const std::optional<size_t> span = spanAt(explanation, occurrence.position + index);
            if (!span)
                continue;
            const ExplainedSpan &found = explanation.spans[*span];
            if (found.category != SpanCategory::Ambiguous && found.category != SpanCategory::Phrase)
                continue;
            m_givenReadings.push_back(
                {*span, occurrence.name, index,
                 explanation.result.mid(found.resultPosition, found.resultLength),
                 phraseRunsAcross(explanation, found, source, nameBegin, nameEnd)});
        }
    }
    for (size_t index = 0; index < explanation.spans.size(); ++index) {
        const ExplainedSpan &span = explanation.spans[index];
        if (span.category != SpanCategory::Ambiguous && span.category != SpanCategory::Phrase)
            continue;
        const char32_t before = codePointBefore(source, span.sourcePosition);
        if (span.surname == SurnameReading::None && !NameFinder::isCommonSurname(before))
            continue; // no name's character
        m_readings.push_back({.span = index,
                              .before = before,
                              .character = codePointAt(source, span.sourcePosition),
                              .after = codePointAt(source, span.sourcePosition + span.sourceLength),
                              .result = codePointAt(explanation.result, span.resultPosition),
                              .surname = span.surname,
                              .settled = span.category == SpanCategory::Phrase});
    }
}

bool TextNames::phraseRunsAcross(const Explanation &explanation, const ExplainedSpan &span,
                                 QStringView source, qsizetype nameBegin, qsizetype nameEnd)
{
    if (span.category != SpanCategory::Phrase)
        return false;
    const QString key = explanation.phraseKey(span);
    // Where the phrase stands: its key around the span's character.
    for (qsizetype offset = 0; offset < key.size(); ++offset) {
        const qsizetype begin = span.sourcePosition - offset;
        if (begin >= 0 && source.sliced(begin).startsWith(key))
            return begin < nameBegin || begin + key.size() > nameEnd;
    }
    return false;
}

// No word of the table has this pair, in any candidate: what a name's characters look like.
bool TextNames::isNoWord(char32_t character, ContextEvidence::Side side, char32_t neighbour) const
{
    return neighbour != 0 && m_evidence.next(character, side, neighbour).empty();
}

// The surnames the text names: where a name stands, everywhere; or, there only, recurring before
// the same character in a pair no word has, read as another word, where a given name may begin.
TextNames::NamedSurnames TextNames::namedSurnames() const
{
    NamedSurnames named;
    std::map<std::pair<char32_t, char32_t>, int> pairs;
    for (const Reading &reading : m_readings) {
        if (reading.surname == SurnameReading::NamedRight ||
            reading.surname == SurnameReading::NamedWrong) {
            named.byPlace.insert(reading.character);
        } else if (reading.surname == SurnameReading::Otherwise && !reading.settled &&
                   !beginsNoGivenName(reading.after) &&
                   isNoWord(reading.character, ContextEvidence::Side::After, reading.after)) {
            if (++pairs[{reading.character, reading.after}] == NameFinder::Recurrence)
                named.byRecurrence.insert({reading.character, reading.after});
        }
    }
    return named;
}

TextNames::Verdicts TextNames::verdicts() const
{
    const NamedSurnames named = namedSurnames();
    // A given name after a surname: the results it was converted to, and where.
    std::map<std::pair<char32_t, char32_t>, std::pair<std::set<char32_t>, std::vector<size_t>>>
        givenNames;
    Verdicts verdicts;
    std::vector<size_t> &risky = verdicts.risky;
    for (const Reading &reading : m_readings) {
        if (named.name(reading)) {
            if (reading.surname == SurnameReading::NamedWrong ||
                (reading.surname == SurnameReading::Otherwise && !reading.settled))
                risky.push_back(reading.span);
            else if (reading.surname == SurnameReading::OwnForm && !reading.settled)
                verdicts.right.push_back(reading.span);
        }
        if (NameFinder::isCommonSurname(reading.before) &&
            isNoWord(reading.character, ContextEvidence::Side::Before, reading.before)) {
            auto &[results, spans] = givenNames[{reading.before, reading.character}];
            results.insert(reading.result);
            spans.push_back(reading.span);
        }
    }
    judgeNamedSurnames(named, verdicts);
    const std::vector<size_t> inTheNamesForm = judgeGivenNames(verdicts);
    // Where the name's form is known, the places written in it are settled; the others are
    // likely mistakes (judgeGivenNames).
    for (const auto &[pair, found] : givenNames) {
        const auto &[results, spans] = found;
        if (results.size() <= 1 || int(spans.size()) < NameFinder::Recurrence)
            continue;
        std::copy_if(spans.begin(), spans.end(), std::back_inserter(risky), [&](size_t span) {
            return !std::binary_search(inTheNamesForm.begin(), inTheNamesForm.end(), span);
        });
    }
    std::sort(risky.begin(), risky.end());
    risky.erase(std::unique(risky.begin(), risky.end()), risky.end());
    // A name converted two ways is risky, whatever its surname says.
    std::erase_if(verdicts.right, [&](size_t span) {
        return std::binary_search(risky.begin(), risky.end(), span) ||
               std::binary_search(verdicts.givenNames.begin(), verdicts.givenNames.end(),
                                  std::pair(span, QString()),
                                  [](const auto &a, const auto &b) { return a.first < b.first; });
    });
    std::sort(verdicts.right.begin(), verdicts.right.end());
    verdicts.right.erase(std::unique(verdicts.right.begin(), verdicts.right.end()),
                         verdicts.right.end());
    return verdicts;
}

// A surname the text writes where a name stands again and again in its own form (老钟 → 老鍾, four
// times) is written so where a phrase took it otherwise (老钟摆了摆手: 钟摆 → 鐘擺, a pendulum,
// read across the name's end): a name is written one way.
void TextNames::judgeNamedSurnames(const NamedSurnames &named, Verdicts &verdicts) const
{
    std::map<char32_t, int> namedRight;
    for (const Reading &reading : m_readings) {
        if (reading.surname == SurnameReading::NamedRight)
            ++namedRight[reading.character];
    }
    for (const Reading &reading : m_readings) {
        const auto right = namedRight.find(reading.character);
        if (reading.surname != SurnameReading::NamedWrong || !reading.settled ||
            right == namedRight.end() || right->second < NameFinder::Recurrence)
            continue;
        const QString own = QString::fromUtf8(
            RiskModel::surnameForm(QString::fromUcs4(&reading.character, 1).toStdString()));
        if (!own.isEmpty())
            verdicts.givenNames.emplace_back(reading.span, own);
    }
    // A name the text marks where it stands (于郎中: a surname with a title), its surname and the
    // character after it in a pair no word has, recurring without the mark (于郎又来了, 于郎走了):
    // that name, in the surname's own form wherever the pair stands. The pair itself must stand
    // where a name is marked: a surname named elsewhere (于先生) leaves the preposition of
    // 驻扎于城外, 屯兵于城外 as it is.
    const auto namePair = [&](const Reading &reading) {
        return named.byPlace.contains(reading.character) && !reading.settled &&
               !beginsNoGivenName(reading.after) &&
               isNoWord(reading.character, ContextEvidence::Side::After, reading.after);
    };
    std::map<std::pair<char32_t, char32_t>, std::pair<int, bool>> pairs; // count; marked once
    for (const Reading &reading : m_readings) {
        if (!namePair(reading))
            continue;
        auto &[count, marked] = pairs[{reading.character, reading.after}];
        ++count;
        marked = marked || reading.surname == SurnameReading::NamedRight ||
                 reading.surname == SurnameReading::NamedWrong;
    }
    for (const Reading &reading : m_readings) {
        if (reading.surname != SurnameReading::Otherwise || !namePair(reading))
            continue;
        const auto &[count, marked] = pairs[{reading.character, reading.after}];
        if (!marked || count < NameFinder::Recurrence)
            continue;
        const QString own = QString::fromUtf8(
            RiskModel::surnameForm(QString::fromUcs4(&reading.character, 1).toStdString()));
        if (!own.isEmpty() &&
            m_explanation.candidates(m_explanation.spans[reading.span]).contains(own))
            verdicts.givenNames.emplace_back(reading.span, own);
    }
}

// Each character of a found given name in one form wherever it stands: the surname's own form
// where its surname has one, else the form its occurrences mostly have (a tie: none). Returns the
// spans written in their name's form, in order.
std::vector<size_t> TextNames::judgeGivenNames(Verdicts &verdicts) const
{
    std::map<std::pair<int, int>, std::map<QString, int>> forms;
    for (const GivenReading &reading : m_givenReadings) {
        if (!reading.acrossTheName)
            ++forms[{reading.name, reading.index}][reading.result];
    }
    std::map<std::pair<int, int>, std::pair<QString, bool>> chosen; // the form; the surname's own
    for (const auto &[character, results] : forms) {
        const QString given = m_names.all()[size_t(character.first)].given;
        const QString own =
            QString::fromUtf8(RiskModel::surnameForm(given.mid(character.second, 1).toStdString()));
        if (!own.isEmpty()) {
            chosen[character] = {own, true};
            continue;
        }
        // A book's chapters write a name as the book does most, not as each does.
        if (const QString book = m_names.bookForm(character.first, character.second);
            !book.isEmpty()) {
            chosen[character] = {book, false};
            continue;
        }
        const auto most =
            std::max_element(results.begin(), results.end(),
                             [](const auto &a, const auto &b) { return a.second < b.second; });
        const bool tie = std::count_if(results.begin(), results.end(), [&](const auto &result) {
                             return result.second == most->second;
                         }) > 1;
        if (!tie)
            chosen[character] = {most->first, false};
    }
    std::vector<size_t> inTheNamesForm;
    for (const GivenReading &reading : m_givenReadings) {
        const auto found = chosen.find({reading.name, reading.index});
        if (found == chosen.end())
            continue;
        const auto &[form, own] = found->second;
        if (reading.result == form) {
            inTheNamesForm.push_back(reading.span);
            if (own)
                verdicts.right.push_back(reading.span);
        } else if (m_explanation.candidates(m_explanation.spans[reading.span]).contains(form)) {
            verdicts.givenNames.emplace_back(reading.span, form);
        }
    }
    std::sort(verdicts.givenNames.begin(), verdicts.givenNames.end());
    verdicts.givenNames.erase(std::unique(verdicts.givenNames.begin(), verdicts.givenNames.end()),
                              verdicts.givenNames.end());
    std::sort(inTheNamesForm.begin(), inTheNamesForm.end());
    return inTheNamesForm;
}

NamesFoundAhead::NamesFoundAhead(QStringView source, const WholeTextJudges &judges)
    : m_judges(judges)
{
    if (findsItsOwnNames(judges)) {
        try {
            m_finding = std::async(std::launch::async, [source] { return NameFinder::of(source); });
        } catch (const std::system_error &) {
            // No thread to be had: judgeWholeText finds the names itself, afterwards.
        }
    }
}

WholeTextJudges NamesFoundAhead::judges()
{
    if (m_finding.valid()) {
        m_found = m_finding.get();
        m_judges.bookNames = &m_found;
    }
    return m_judges;
}

void judgeWholeText(Explanation &explanation, QStringView source, const WholeTextJudges &judges)
{
    const WordList *words = judges.words;
    const bool weighsWords = words && !words->isEmpty();
    // The words' evidence is read on a thread of its own while the names are judged here: both
    // only read the explanation, and each takes a good part of a novel's judging. Not from a
    // task on the workers, which must not wait for work it puts on them (WorkerTask::isRunning):
    // read below then, its maps in this thread.
    std::future<LikelyFixes::WordEvidence> wordEvidence;
    if (weighsWords && !WorkerTask::isRunning()) {
        try {
            wordEvidence = std::async(std::launch::async, [&explanation, source, words] {
                return LikelyFixes::read(explanation, source, *words);
            });
        } catch (const std::system_error &) {
            // No thread to be had: read below, after the names.
        }
    }
    const FoundNames *bookNames = judges.bookNames;
    const ContextEvidence &evidence = ContextEvidence::bundled();
    FoundNames ownNames;
    if (findsItsOwnNames(judges))
        ownNames = NameFinder::of(source);
    const FoundNames &found = bookNames ? *bookNames : ownNames;
    const TextNames::Verdicts names = TextNames(explanation, source, evidence, found).verdicts();
    const std::vector<size_t> readOtherwise =
        NearbyReadings(explanation, source, evidence).likelierOtherwise();
    // Read whole before any span changes.
    const LikelyFixes::WordEvidence read = !weighsWords ? LikelyFixes::WordEvidence()
                                           : wordEvidence.valid()
                                               ? wordEvidence.get()
                                               : LikelyFixes::read(explanation, source, *words);
    explanation.names = found.all();
    const auto judge = [&](const std::vector<size_t> &spans, float (*judged)(float),
                           SpanSignal signal) {
        for (const size_t index : spans) {
            ExplainedSpan &span = explanation.spans[index];
            span.setRisk(judged(span.risk()));
            span.add(signal);
        }
    };
    judge(names.risky, RiskModel::asName, RiskyAsName);
    judge(names.right, RiskModel::asNameRight, LikelyAsName);
    std::vector<size_t> givenNames;
    for (const auto &[span, form] : names.givenNames)
        givenNames.push_back(span);
    judge(givenNames, RiskModel::asFoundName, RiskyAsName);
    judge(readOtherwise, RiskModel::readOtherwiseNearby, ReadOtherwiseNearby);
    if (weighsWords)
        LikelyFixes::judge(explanation, source, read, names.givenNames, judges.regionalWords);
}

} // namespace duizhao
