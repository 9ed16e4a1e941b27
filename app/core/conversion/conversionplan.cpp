// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/conversion/conversionplan.h"

#include "core/conversion/configcatalog.h"
#include "core/conversion/converter.h"
#include "core/conversion/glossary.h"
#include "core/conversion/quotes.h"
#include "core/judgment/wordlist.h"

#include <QMutex>

#include <algorithm>
#include <system_error>

namespace duizhao {

namespace {

// How much longer than the text the glossary may make it: four times as long, and a little more
// for a short passage.
constexpr qsizetype MaxGrowthFactor = 3;
constexpr qsizetype MaxGrowthSlack = 4096;

// A stretch whose result is fixed before OpenCC sees the text.
struct FixedRun {
    qsizetype position = 0;
    qsizetype length = 0;
    QString result;
    SpanCategory category = SpanCategory::Glossary;
    QString decidedBy;
};

std::vector<FixedRun> fixedRuns(const ConversionPlan &plan, QStringView text)
{
    std::vector<FixedRun> runs;
    if (plan.glossary) {
        for (const Glossary::Match &match : plan.glossary->findAll(text)) {
            const GlossaryRule &rule = plan.glossary->rules()[size_t(match.rule)];
            runs.push_back({match.position, match.length, rule.result,
                            rule.protection ? SpanCategory::Protected : SpanCategory::Glossary,
                            Explanation::tr("glossary line %1").arg(rule.line)});
        }
    }
    if (plan.cornerQuotes) {
        const qsizetype glossaryRuns = qsizetype(runs.size());
        qsizetype next = 0; // the first glossary run that does not end before the quote
        for (const QuoteReplacement &quote : cornerQuotes(text)) {
            while (next < glossaryRuns &&
                   runs[size_t(next)].position + runs[size_t(next)].length <= quote.position)
                ++next;
            if (next < glossaryRuns && runs[size_t(next)].position <= quote.position)
                continue; // a glossary rule has the last word
            runs.push_back({quote.position, 1, QString(quote.replacement),
                            SpanCategory::Punctuation, Explanation::tr("quotation marks")});
        }
        std::inplace_merge(runs.begin(), runs.begin() + glossaryRuns, runs.end(),
                           [](const FixedRun &left, const FixedRun &right) {
                               return left.position < right.position;
                           });
    }
    return runs;
}

// Walks text: the stretches between fixed runs go to convertFree, each fixed run to addFixed.
// Returns false when convertFree does.
template<typename ConvertFree, typename AddFixed>
bool walkPlan(const ConversionPlan &plan, QStringView text, ConvertFree convertFree,
              AddFixed addFixed)
{
    qsizetype position = 0;
    for (const FixedRun &run : fixedRuns(plan, text)) {
        if (run.position > position &&
            !convertFree(text.sliced(position, run.position - position), position))
            return false;
        addFixed(run);
        position = run.position + run.length;
    }
    return position >= text.size() || convertFree(text.sliced(position), position);
}

} // namespace

namespace {

// A rule belongs to the direction it was written for: one whose source the conversion leaves as
// it is, but whose result it would convert, writes the script this conversion converts away from
// (头发=頭髮, 干=幹 in a conversion to Simplified), and is left out. Rules that say nothing of a
// direction (protections, words alike in both scripts) apply to every conversion. Worked out
// once for a glossary and a converter, however many files a book has.
std::shared_ptr<const Glossary> rulesFor(const std::shared_ptr<const Glossary> &glossary,
                                         const std::shared_ptr<const Converter> &converter)
{
    if (!glossary || !converter)
        return glossary;
    struct Known {
        std::weak_ptr<const Glossary> glossary;
        std::weak_ptr<const Converter> converter;
        std::shared_ptr<const Glossary> rules;
    };
    static QMutex mutex;
    static std::vector<Known> known;
    const QMutexLocker locker(&mutex);
    std::erase_if(known, [](const Known &each) {
        return each.glossary.expired() || each.converter.expired();
    });
    for (const Known &each : known) {
        if (each.glossary.lock() == glossary && each.converter.lock() == converter)
            return each.rules;
    }
    auto rules = glossary->keeping([&](const GlossaryRule &rule) {
        return rule.protection || converter->convert(rule.source) != rule.source ||
               converter->convert(rule.result) == rule.result;
    });
    known.push_back({glossary, converter, rules});
    return rules;
}

} // namespace

ConversionPlan ConversionPlan::forConfig(std::shared_ptr<const Converter> converter,
                                         std::shared_ptr<const Glossary> glossary,
                                         bool cornerQuotes)
{
    const std::optional<ConfigInfo> info =
        converter ? ConfigCatalog::known(converter->configName()) : std::nullopt;
    const bool toSimplified = info && info->to == Script::Simplified;
    std::shared_ptr<const Glossary> rules = rulesFor(glossary, converter);
    return ConversionPlan{std::move(converter), std::move(rules), cornerQuotes && !toSimplified};
}

std::optional<QString> ConversionPlan::refusal(QStringView text) const
{
    // A glossary can make a text grow without bound (的= and two thousand characters after it):
    // past a bound it is refused, rather than run out of memory on a novel.
    if (!glossary)
        return std::nullopt;
    qsizetype growth = 0;
    for (const Glossary::Match &match : glossary->findAll(text))
        growth += glossary->rules()[size_t(match.rule)].result.size() - match.length;
    if (growth <= MaxGrowthFactor * text.size() + MaxGrowthSlack)
        return std::nullopt;
    return Explanation::tr("the glossary would make the text over %1 times as long; a rule that "
                           "replaces a short word with a long text is likelier a mistake")
        .arg(MaxGrowthFactor + 1);
}

bool ConversionPlan::judges(const QString &config)
{
    const std::optional<ConfigInfo> info = ConfigCatalog::known(config);
    return info && info->from == Script::Simplified && info->to == Script::Traditional;
}

const WordList *ConversionPlan::words() const
{
    if (!converter || !judges(converter->configName()))
        return nullptr;
    const WordList &bundled = WordList::bundled();
    return bundled.isEmpty() ? nullptr : &bundled;
}

const WordList *ConversionPlan::regionalWords() const
{
    if (!words())
        return nullptr;
    // The configs towards Taiwan's forms are named so by OpenCC (s2tw, s2twp), and Hong Kong's
    // (s2hk, s2hkp). Hong Kong has no word list of its own here: what Traditional text at large
    // writes both ways (the bundled list, Taiwan's words and the essay's) is taken for how it
    // writes a word. On the development texts under s2hk, the mistakes within 5 flags per 1000
    // Han went from 0.55 to 0.69 on Cataclysm's prose and from 0.90 to 0.93 on LibreOffice's
    // help; no fix changes.
    const QString config = converter->configName();
    if (ConfigCatalog::writesHongKongsForms(config))
        return words();
    if (!ConfigCatalog::writesTaiwansForms(config))
        return nullptr;
    const WordList &taiwan = WordList::taiwan();
    return taiwan.isEmpty() ? nullptr : &taiwan;
}

WholeTextJudges ConversionPlan::judges() const
{
    return {words(), regionalWords(), bookNames.get()};
}

std::future<void> ConversionPlan::readWordsAhead(const QString &config)
{
    if (!judges(config))
        return {};
    // Asked here first: Qt keeps the program's folder once found, and finds it unguarded.
    WordList::bundledPath();
    const bool taiwan = ConfigCatalog::writesTaiwansForms(config);
    try {
        return std::async(std::launch::async, [taiwan] {
            WordList::bundled();
            WordList::simplified();
            if (taiwan)
                WordList::taiwan();
        });
    } catch (const std::system_error &) {
        return {}; // no thread to be had: each list is read when it is first asked for
    }
}

bool ConversionPlan::hasRules() const
{
    return cornerQuotes || (glossary && !glossary->isEmpty());
}

QString convertPassage(const ConversionPlan &plan, QStringView text, QString *error)
{
    if (!plan.hasRules())
        return plan.converter->convert(text, error);
    QString result;
    result.reserve(text.size() + 1); // not null: null means failed
    const bool converted = walkPlan(
        plan, text,
        [&](QStringView free, qsizetype) {
            const QString piece = plan.converter->convert(free, error);
            result += piece;
            return !piece.isNull();
        },
        [&](const FixedRun &run) { result += run.result; });
    return converted ? result : QString();
}

Explanation explainPassage(const ConversionPlan &plan, QStringView text, QString *error,
                           ExplainCheck check)
{
    if (!plan.hasRules())
        return plan.converter->explain(text, error, check);
    Explanation explanation;
    explanation.result.reserve(text.size() + 1); // not null: null means failed
    const bool converted = walkPlan(
        plan, text,
        [&](QStringView free, qsizetype position) {
            const Explanation piece = plan.converter->explain(free, error, check);
            explanation.append(piece, int(position));
            return !piece.result.isNull();
        },
        [&](const FixedRun &run) {
            const ExplainedSpan span{.sourcePosition = int(run.position),
                                     .sourceLength = int(run.length),
                                     .resultPosition = int(explanation.result.size()),
                                     .resultLength = int(run.result.size()),
                                     .category = run.category,
                                     .decidedBy = explanation.internText(run.decidedBy)};
            explanation.result += run.result;
            explanation.spans.push_back(span);
        });
    if (!converted)
        return Explanation();
    return explanation;
}

} // namespace duizhao
