// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/review/retrace.h"

#include <string>
#include <string_view>

namespace duizhao {

// OpenCC's conversion of a text, done here over the chain's PrefixMatchers: its longest-match
// segmentation, then each segment through the steps from firstStep to before endStep, each taking
// the longest match at every position. The result is OpenCC's, byte for byte (the tests compare the
// two on every config and on hostile text); what differs is the cost. OpenCC 1.1 copies each
// segment into a string of its own, and each step's output into a string stream, and asks its
// dictionaries through virtual calls and a dynamic_cast for every lookup: on a novel those copies
// took as long as the lookups themselves. Here the steps write into two buffers reused from
// segment to segment, and runs of characters that nothing matches are copied at once.
//
// Appends the conversion to *out. Returns false, having appended part of it, where the text is
// not UTF-8 that OpenCC can walk (a byte that begins no character), which OpenCC itself rejects
// with an exception: the caller asks OpenCC then, for its message.
bool convertByChain(const RetraceChain &chain, size_t firstStep, size_t endStep,
                    std::string_view text, std::string *out);

// The two walks convertByChain is made of, shared with the explanation's retrace so that the
// explained result is this conversion by construction, not by a second conversion compared.

// The length of the character a byte begins, as OpenCC's UTF8Util::NextCharLength tells it; 0
// where OpenCC throws (a continuation byte) or where the text is not UTF-8 at all (five- and
// six-byte forms, which OpenCC would walk and no valid text holds).
inline size_t characterLength(char byte)
{
    const auto lead = static_cast<unsigned char>(byte);
    if (lead < 0x80)
        return 1;
    if (lead < 0xC0)
        return 0;
    return lead < 0xE0 ? 2 : lead < 0xF0 ? 3 : lead < 0xF8 ? 4 : 0;
}

// MaxMatchSegmentation: the longest match of the segmentation's dictionary at each position is a
// segment, the characters between matches one segment; each given to onSegment in order, with
// its match (none for characters between matches), which returns false to stop. False where the
// text cannot be walked, or onSegment stopped.
template<typename OnSegment>
bool walkSegments(const PrefixMatcher &segmentation, std::string_view text, OnSegment &&onSegment)
{
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
        if (unmatched < position &&
            !onSegment(text.substr(unmatched, position - unmatched), nullptr))
            return false;
        if (!onSegment(text.substr(position, match.keyLength), &match))
            return false;
        position += match.keyLength;
        unmatched = position;
    }
    return unmatched >= text.size() || onSegment(text.substr(unmatched), nullptr);
}

// One step over one segment, as Conversion::Convert does it: the longest match at each position
// is replaced by its entry's default value, a character nothing matches is kept; appended to out.
// Each match is told to onMatch(position in segment, match) once its value is appended. False
// where the segment cannot be walked.
template<typename OnMatch>
bool walkStep(const PrefixMatcher &step, std::string_view segment, std::string &out,
              OnMatch &&onMatch)
{
    size_t unmatched = 0; // where the characters kept as they are began
    for (size_t position = 0; position < segment.size();) {
        const PrefixMatcher::Match match = step.longestPrefix(segment.substr(position));
        if (match.entry) {
            out.append(segment.substr(unmatched, position - unmatched));
            out.append(match.value);
            onMatch(position, match);
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

// walkStep for the step right after the segmentation, over a segment as walkSegments gave it with
// its match. Where the step's dictionary begins with the segmentation's (afterSegmentation, see
// RetraceChain), the answers are walkStep's without asking that dictionary again at every
// character: a matched segment is its match, whole, for the step's first dictionary takes the
// same longest key there; in a run between matches that dictionary matched nowhere, and the
// step's others alone answer.
template<typename OnMatch>
bool walkSegmentStep(const PrefixMatcher &step,
                     const std::optional<PrefixMatcher> &afterSegmentation,
                     std::string_view segment, const PrefixMatcher::Match *matched,
                     std::string &out, OnMatch &&onMatch)
{
    if (!afterSegmentation)
        return walkStep(step, segment, out, onMatch);
    if (matched) {
        out.append(matched->value);
        onMatch(0, *matched);
        return true;
    }
    return walkStep(*afterSegmentation, segment, out, onMatch);
}

} // namespace duizhao
