// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/conversion/prefixmatcher.h"

#include <QVarLengthArray>

#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace opencc {
class Conversion;
class Dict;
class DictEntry;
} // namespace opencc

namespace duizhao {

// A config's chain of conversions, in order: each step's dictionary is applied to the output of
// the step before.
using ConversionSteps = std::vector<std::shared_ptr<opencc::Conversion>>;
// Each step's dictionary as a PrefixMatcher: what the retrace looks its matches up in.
using StepMatchers = std::vector<PrefixMatcher>;

// A config's chain as the explanation reads it: its steps, and their dictionaries as
// PrefixMatchers, which share a table wherever they share a dictionary. Built once for a
// converter, then shared by threads.
struct RetraceChain {
    explicit RetraceChain(ConversionSteps conversions,
                          const std::shared_ptr<opencc::Dict> &segmentationDictionary = nullptr);

    ConversionSteps steps;
    StepMatchers matchers; // each step's dictionary, a group as a group
    // Each step's dictionaries that hold keys longer than one character, in the order its group
    // looks them up, and their matchers: only they can contest a character (see RiskModel).
    std::vector<std::vector<std::shared_ptr<opencc::Dict>>> phraseDictionaries;
    std::vector<std::vector<PrefixMatcher>> phraseMatchers;
    // The segmentation's dictionary, when one was given.
    std::optional<PrefixMatcher> segmentation;
    // Each step's dictionary without the segmentation's, where it begins with it
    // (PrefixMatcher::afterSegmentation): what the step right after the segmentation matches in
    // a run of characters the segmentation matched nowhere.
    std::vector<std::optional<PrefixMatcher>> afterSegmentation;
};

// A dictionary entry that one step of the chain applied.
struct Decision {
    int step;
    const opencc::DictEntry *entry;
    bool phrase; // the key is longer than one character
};

// A stretch of the output as it stands after some steps: the source bytes it came from and the
// entries that made it. Pieces of a segment cover its source without gaps, in order.
struct Piece {
    size_t sourceBegin;
    size_t sourceEnd;
    std::string text;
    // In place: nearly every piece has one or two, and a heap block for each of a novel's
    // millions of pieces cost more than reading them.
    QVarLengthArray<Decision, 2> decisions;
};

// What Conversion::Convert does to one segment in one step: the longest match at each position,
// the default value of its entry, or the character itself where nothing matches, taken by
// convertByChain's own walk (walkStep), whose output the pieces' texts are. A match may cover
// several pieces, or part of one that an earlier step made longer; the pieces it touches become
// one. Throws where the text is not UTF-8 that OpenCC walks.
std::vector<Piece> applyStep(const StepMatchers &steps, int step, const std::vector<Piece> &pieces);

// What OpenCC's MaxMatchSegmentation does to a text: the longest match of the segmentation's
// dictionary at each position is a segment; the characters between matches are one segment
// (walkSegments, as convertByChain walks it). Throws where the text is not UTF-8 that OpenCC walks.
// A segment, with the match of the segmentation's dictionary that it is (none for the characters
// between matches, or where OpenCC's own segmentation cut it).
struct Segment {
    std::string_view text;
    PrefixMatcher::Match match;
};
std::vector<Segment> segmentByLongestMatch(const PrefixMatcher &dict, std::string_view text);

// One segment of OpenCC's segmentation, at byte offset `offset` of the source, through the steps
// of the chain from firstStep on: its pieces, one per code point to begin with.
std::vector<Piece> retraceSegment(const RetraceChain &chain, std::string_view segment,
                                  size_t offset, int firstStep = 0);

struct Taken; // what a step's walk took (retrace.cpp)

// retraceSegment for the segments of a text one after another, its buffers kept from one to the
// next: a novel has millions of segments.
class SegmentRetracer final {
public:
    SegmentRetracer(const RetraceChain &chain, int firstStep);
    ~SegmentRetracer();
    SegmentRetracer(const SegmentRetracer &) = delete;
    SegmentRetracer &operator=(const SegmentRetracer &) = delete;

    // The segment's pieces, as retraceSegment gives them, until the next call.
    const std::vector<Piece> &retrace(std::string_view segment, size_t offset);
    // The same for a segment of segmentByLongestMatch: the step right after the segmentation
    // walks it as walkSegmentStep does.
    const std::vector<Piece> &retrace(const Segment &segment, size_t offset);

private:
    const std::vector<Piece> &retrace(std::string_view segment, size_t offset,
                                      const std::optional<PrefixMatcher> &afterSegmentation,
                                      const PrefixMatcher::Match *matched);
    bool applyStepToCharacters(int step, std::string_view segment, size_t offset,
                               const std::optional<PrefixMatcher> &afterSegmentation,
                               const PrefixMatcher::Match *matched);

    const RetraceChain &m_chain;
    int m_firstStep;
    std::string m_out;
    std::vector<Taken> m_taken;
    std::vector<Piece> m_pieces;
};

} // namespace duizhao
