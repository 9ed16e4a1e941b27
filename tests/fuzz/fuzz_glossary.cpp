// SPDX-License-Identifier: GPL-3.0-or-later
//
// A glossary and a text (the input cut at its first 0xFF): parsing never crashes, matches are in
// bounds, in order, never overlapping, each its rule's source and on whole characters; converting
// by the plan gives the same text whether done in one piece or in chunks.
#include "core/conversion/chunkedconversion.h"
#include "core/conversion/conversionplan.h"
#include "core/conversion/glossary.h"
#include "core/text/textunits.h"
#include "fuzzsupport.h"

using namespace duizhao;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const auto [rulesBytes, textBytes] = fuzzing::split(fuzzing::bytesOf(data, size));
    const QString rules = QString::fromUtf8(rulesBytes);
    const QString text = QString::fromUtf8(textBytes);
    const auto glossary = std::make_shared<const Glossary>(Glossary::parse(rules));
    for (const GlossaryError &error : glossary->errors())
        FUZZ_CHECK(error.line >= 1 && !error.reason.isEmpty());

    qsizetype end = 0;
    for (const Glossary::Match &match : glossary->findAll(text)) {
        FUZZ_CHECK(match.position >= end && match.length > 0);
        FUZZ_CHECK(match.position + match.length <= text.size());
        FUZZ_CHECK(text.sliced(match.position, match.length) ==
                   glossary->rules()[size_t(match.rule)].source);
        FUZZ_CHECK(!text[match.position].isLowSurrogate());
        if (match.position + match.length < text.size()) {
            const QStringView after = QStringView(text).sliced(match.position + match.length);
            FUZZ_CHECK(!after.front().isLowSurrogate());
            FUZZ_CHECK(!UnitTokenizer::isVariationSelector(after.toUcs4().front()));
        }
        end = match.position + match.length;
    }

    const ConversionPlan plan = ConversionPlan::forConfig(fuzzing::s2t(), glossary, true);
    if (plan.refusal(text)) {
        FUZZ_CHECK(convertText(plan, text).isNull()); // refused whole, never in part
        return 0;
    }
    const QString whole = convertPassage(plan, text);
    FUZZ_CHECK(!whole.isNull());
    FUZZ_CHECK(convertText(plan, text) == whole);
    return 0;
}
