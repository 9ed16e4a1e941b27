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

} // namespace duizhao
