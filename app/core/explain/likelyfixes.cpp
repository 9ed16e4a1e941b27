// SPDX-License-Identifier: GPL-3.0-or-later
#include "likelyfixes.h"

#include "configcatalog.h"
#include "riskmodel.h"
#include "sentencereadings.h"

#include <QFile>

#include <opencc/DictEntry.hpp>
#include <opencc/Exception.hpp>
#include <opencc/MarisaDict.hpp>

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <map>
#include <memory>

namespace duizhao {

namespace {

// A span's risk as log odds, a risk of nothing or of certainty held back to where evidence can
// still move it: OpenCC's choice is never beyond doubt.
double logOdds(const ExplainedSpan &span)
{
    constexpr double Bound = 6.2; // a risk of 1 in 500
    return std::clamp(double(span.riskLogOdds), -Bound, Bound);
}

// The surname's own form among a span's candidates, where the text uses it as a name.
QString nameForm(const Explanation &explanation, const ExplainedSpan &span, QStringView source)
{
    if (!span.has(RiskyAsName) || span.surname == SurnameReading::None)
        return {};
    const QString character = source.mid(span.sourcePosition, span.sourceLength).toString();
    const QString form = QString::fromUtf8(RiskModel::surnameForm(character.toStdString()));
    return explanation.candidates(span).contains(form) ? form : QString();
}

// A phrase of OpenCC's settled the span (跳梁小丑 → 跳樑小丑, 若干周 → 若干週), written for these
// very characters, which a word list that spells the word otherwise (小醜, 若干周) does not
// overrule:
// - where no other phrase contests it;
// - where the one that does lies within it, an exception written against it.
// A phrase that matched across a word's end is contested by that word's own phrase (粉丝发布: 丝发
// → 絲髮 against 发布; 一起干杯: 一起干 → 一起幹 against 干杯 → 乾杯), and judged by the words. A
// contender is what OpenCC's longest match takes where it starts: 一出戏 → 一齣戲 does not contest
// the 出 of 刚一出戏院, for 一出戏院 → 一出戲院 is longer and keeps it.
bool settledByItsPhrase(const Explanation &explanation, const ExplainedSpan &span)
{
    if (span.category != SpanCategory::Phrase)
        return false;
    const QStringList contender = explanation.contender(span);
    if (contender.isEmpty())
        return true;
    // The entry reads "key → value", in whatever language: its key is what comes before the
    // first space, for no phrase of OpenCC's has one.
    const QString key = explanation.text(span.entry).section(u' ', 0, 0);
    return key.size() > contender.front().size() && key.contains(contender.front());
}

// Whether Simplified text writes the character as itself: OpenCC's TSCharacters leaves it as it is
// or lists it among its own values (扞 → 捍/扞, 昇 → 升/昇). The bundled data's, for what
// Simplified writes does not depend on the data a conversion chose; no character, where it cannot
// be read.
bool simplifiedWritesAsItself(const QString &character)
{
    static const opencc::MarisaDictPtr dictionary = []() -> opencc::MarisaDictPtr {
        const QString path =
            ConfigCatalog::bundledDataDirectory() + QStringLiteral("/TSCharacters.ocd2");
        std::unique_ptr<FILE, int (*)(FILE *)> file(
            std::fopen(QFile::encodeName(path).constData(), "rb"), &std::fclose);
        try {
            return file ? opencc::MarisaDict::NewFromFile(file.get()) : nullptr;
        } catch (const std::exception &) {
            return nullptr;
        }
    }();
    if (!dictionary)
        return false;
    const std::string key = character.toStdString();
    const auto entry = dictionary->Match(key.data(), key.size());
    if (entry.IsNull())
        return true;
    const auto values = entry.Get()->Values();
    return std::find(values.begin(), values.end(), key) != values.end();
}

// Where OpenCC kept the character the text wrote (捍格 → 捍格), a candidate that Simplified text
// writes as itself (扞) was the writer's to choose, and they chose this one: words that spell the
// word with the other only make the choice safer, as with a phrase of OpenCC's.
bool writersOwnChoice(const QStringList &candidates, const SentenceVerdict &verdict,
                      QStringView character)
{
    return candidates[verdict.written] == character &&
           simplifiedWritesAsItself(candidates[verdict.likeliest]);
}

} // namespace

void LikelyFixes::judge(Explanation &explanation, QStringView source, const WordList &words)
{
    std::vector<LikelyFix> fixes;
    for (const SentenceVerdict &verdict : SentenceReadings(words).verdicts(explanation)) {
        ExplainedSpan &span = explanation.spans[verdict.span];
        if (span.has(RiskyAsName) || span.has(LikelyAsName))
            continue; // the text's names speak here, which the words cannot
        const QStringList candidates = explanation.candidates(span);
        // Whether OpenCC's choice stands is asked only where the words read another candidate:
        // elsewhere they make it safer or say nothing, and a phrase's or the writer's choice
        // would change neither.
        const bool wordsReadAnother = verdict.inWord && verdict.margin > 0;
        const bool settled = wordsReadAnother &&
                             (settledByItsPhrase(explanation, span) ||
                              writersOwnChoice(candidates, verdict,
                                               source.mid(span.sourcePosition, span.sourceLength)));
        double weighed = MarginWeight * (verdict.margin - NeutralMargin);
        if (!verdict.inWord)
            weighed = std::min(verdict.margin, 0.0);
        else if (settled)
            weighed = std::min(weighed, 0.0);
        weighed = std::max(weighed, -MostReassurance);
        span.riskLogOdds = float(logOdds(span) + weighed);
        // A phrase's span stays as risky as it was for the review, and is never fixed.
        if (wordsReadAnother && !settled && span.risk() >= FixRisk) {
            fixes.push_back({verdict.span, candidates[verdict.written],
                             candidates[verdict.likeliest], FixReason::Words, span.risk()});
        }
    }
    // A name's fixes, counted by the character and its form: "于 as a name, 312 times".
    std::map<std::pair<QString, QString>, int> names;
    for (size_t index = 0; index < explanation.spans.size(); ++index) {
        const ExplainedSpan &span = explanation.spans[index];
        const QString form = nameForm(explanation, span, source);
        const QStringView written =
            QStringView(explanation.result).mid(span.resultPosition, span.resultLength);
        if (form.isEmpty() || form == written || span.risk() <= FixRisk)
            continue;
        fixes.push_back({index, written.toString(), form, FixReason::Name, span.risk()});
        ++names[{source.mid(span.sourcePosition, span.sourceLength).toString(), form}];
    }
    for (LikelyFix &fix : fixes) {
        if (fix.reason == FixReason::Name) {
            const ExplainedSpan &span = explanation.spans[fix.span];
            fix.recurrences =
                names[{source.mid(span.sourcePosition, span.sourceLength).toString(), fix.likely}];
        }
    }
    std::sort(fixes.begin(), fixes.end(),
              [](const LikelyFix &a, const LikelyFix &b) { return a.span < b.span; });
    explanation.fixes = std::move(fixes);
}

} // namespace duizhao
