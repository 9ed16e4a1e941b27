// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/conversion/chainconversion.h"

#include <algorithm>

namespace duizhao {

namespace {

const auto ignoreMatch = [](size_t, const PrefixMatcher::Match &) {
};

// A segment (with the segmentation's match, if it is one) through the steps from firstStep to
// before endStep, appended to out; scratch holds the steps' outputs in between.
bool convertSegment(const RetraceChain &chain, size_t firstStep, size_t endStep,
                    std::string_view segment, const PrefixMatcher::Match *matched, std::string *out,
                    std::string (&scratch)[2])
{
    std::string_view input = segment;
    for (size_t step = firstStep; step < endStep; ++step) {
        std::string &next = step + 1 == endStep ? *out : scratch[step % 2];
        if (step + 1 < endStep)
            next.clear();
        const bool walked =
            step == firstStep ? walkSegmentStep(chain.matchers[step], chain.afterSegmentation[step],
                                                input, matched, next, ignoreMatch)
                              : walkStep(chain.matchers[step], input, next, ignoreMatch);
        if (!walked)
            return false;
        input = next;
    }
    if (firstStep >= endStep)
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
    const auto convert = [&](std::string_view segment, const PrefixMatcher::Match *matched) {
        return convertSegment(chain, firstStep, endStep, segment, matched, out, scratch);
    };
    return walkSegments(*chain.segmentation, text, convert);
}

} // namespace duizhao
