// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <memory>
#include <string>
#include <string_view>
#include <vector>

namespace opencc {
class Conversion;
class DictEntry;
} // namespace opencc

namespace duizhao {

// A config's chain of conversions, in order: each step's dictionary is applied to the output of
// the step before.
using ConversionSteps = std::vector<std::shared_ptr<opencc::Conversion>>;

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
    std::vector<Decision> decisions;
};

// What Conversion::Convert does to one segment in one step: the longest match at each position,
// the default value of its entry, or the character itself where nothing matches. A match may
// cover several pieces, or part of one that an earlier step made longer; the pieces it touches
// become one.
std::vector<Piece> applyStep(const ConversionSteps &steps, int step,
                             const std::vector<Piece> &pieces);

// One segment of OpenCC's segmentation, at byte offset `offset` of the source, through the steps
// of the chain from firstStep on: its pieces, one per code point to begin with.
std::vector<Piece> retraceSegment(const ConversionSteps &steps, std::string_view segment,
                                  size_t offset, int firstStep = 0);

} // namespace duizhao
