// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/conversion/chainconversion.h"

#include <algorithm>

namespace duizhao {

namespace {

bool applyStep(const PrefixMatcher &step, std::string_view segment, std::string &out)
{
    return walkStep(step, segment, out, [](size_t, const PrefixMatcher::Match &) {});
}

// A segment through the steps from firstStep to before endStep, appended to out; scratch holds the
// steps' outputs in between.
bool convertSegment(const StepMatchers &steps, size_t firstStep, size_t endStep,
                    std::string_view segment, std::string *out, std::string (&scratch)[2])
{
    std::string_view input = segment;
    for (size_t step = firstStep; step < endStep; ++step) {
        if (step + 1 == endStep)
            return applyStep(steps[step], input, *out);
        std::string &next = scratch[step % 2];
        next.clear();
        if (!applyStep(steps[step], input, next))
            return false;
        input = next;
    }
    out->append(input); // no step at all
    return true;
}

} // namespace

bool convertByChain(const RetraceChain &chain, size_t firstStep, size_t endStep,
                    std::string_view text, std::string *out)
{
    if (!chain.segmentation)
        return false;
    std::string scratch[2];
    endStep = std::min(endStep, chain.matchers.size());
    const auto convert = [&](std::string_view segment) {
        return convertSegment(chain.matchers, firstStep, endStep, segment, out, scratch);
    };
    return walkSegments(*chain.segmentation, text, convert);
}

} // namespace duizhao
