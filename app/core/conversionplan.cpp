// SPDX-License-Identifier: GPL-3.0-or-later
#include "conversionplan.h"

#include "configcatalog.h"
#include "converter.h"
#include "glossary.h"
#include "quotes.h"

#include <algorithm>

namespace duizhao {

namespace {

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

ConversionPlan ConversionPlan::forConfig(std::shared_ptr<const Converter> converter,
                                         std::shared_ptr<const Glossary> glossary,
                                         bool cornerQuotes)
{
    const std::optional<ConfigInfo> info =
        converter ? ConfigCatalog::known(converter->configName()) : std::nullopt;
    const bool toSimplified = info && info->to == Script::Simplified;
    return ConversionPlan{std::move(converter), std::move(glossary), cornerQuotes && !toSimplified};
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
