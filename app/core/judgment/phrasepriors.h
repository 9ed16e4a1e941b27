// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <memory>
#include <unordered_map>
#include <vector>

namespace opencc {
class Dict;
}

namespace duizhao {

// How many of a step's phrases turn each character into each result character (乾 → 乾 in
// 乾隆, 乾坤; 乾 → 干 in 乾淨), counted from the phrase dictionaries themselves: the prior of a
// character that the risk table has no prior for (every conversion toward Simplified), so that a
// character whose other candidates no phrase ever gives (開 → 开, never 𫔭) is known to be safe
// by default, and one that many phrases keep (乾) is not.
class PhrasePriors final {
public:
    // character → result → count, of phrases whose key and value have as many characters.
    using Counts = std::unordered_map<char32_t, std::unordered_map<char32_t, int>>;

    // The counts of a step's phrase dictionaries, counted once and kept for as long as the
    // dictionaries live (they are shared by every conversion with the config). Thread-safe.
    static std::shared_ptr<const Counts>
    of(const std::vector<std::shared_ptr<opencc::Dict>> &phraseDictionaries);
};

} // namespace duizhao
