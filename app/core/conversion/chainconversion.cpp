// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/conversion/chainconversion.h"

#include <algorithm>

namespace duizhao {

namespace {

// The length of the character a byte begins, as OpenCC's UTF8Util::NextCharLength tells it; 0
// where OpenCC throws (a continuation byte) or where the text is not UTF-8 at all (five- and
// six-byte forms, which OpenCC would walk and no valid text holds).
size_t characterLength(char byte)
{
    const auto lead = static_cast<unsigned char>(byte);
    if (lead < 0x80)
        return 1;
    if (lead < 0xC0)
        return 0;
    return lead < 0xE0 ? 2 : lead < 0xF0 ? 3 : lead < 0xF8 ? 4 : 0;
}

// One step over one segment, as Conversion::Convert does it: the longest match at each position
// is replaced by its entry's default value, a character nothing matches is kept.
bool applyStep(const PrefixMatcher &step, std::string_view segment, std::string &out)
{
    size_t unmatched = 0; // where the characters kept as they are began
    for (size_t position = 0; position < segment.size();) {
        const PrefixMatcher::Match match = step.longestPrefix(segment.substr(position));
        if (match.entry) {
            out.append(segment.substr(unmatched, position - unmatched));
            out.append(match.value);
            position += match.keyLength;
            unmatched = position;
            continue;
        }
        const size_t length = characterLength(segment[position]);
        if (length == 0 || length > segment.size() - position)
            return false;
        position += length;
    }
    out.append(segment.substr(unmatched));
    return true;
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
    const PrefixMatcher &segmentation = *chain.segmentation;
    std::string scratch[2];
    endStep = std::min(endStep, chain.matchers.size());
    const auto convert = [&](std::string_view segment) {
        return convertSegment(chain.matchers, firstStep, endStep, segment, out, scratch);
    };
    // MaxMatchSegmentation: the longest match of the segmentation's dictionary at each position
    // is a segment, the characters between matches one segment.
    size_t unmatched = 0;
    for (size_t position = 0; position < text.size();) {
        const PrefixMatcher::Match match = segmentation.longestPrefix(text.substr(position));
        if (!match.entry) {
            const size_t length = characterLength(text[position]);
            if (length == 0 || length > text.size() - position)
                return false;
            position += length;
            continue;
        }
        if (unmatched < position && !convert(text.substr(unmatched, position - unmatched)))
            return false;
        if (!convert(text.substr(position, match.keyLength)))
            return false;
        position += match.keyLength;
        unmatched = position;
    }
    return unmatched >= text.size() || convert(text.substr(unmatched));
}

} // namespace duizhao
