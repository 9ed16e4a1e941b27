// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/conversion/keytable.h"

#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace opencc {
class Dict;
} // namespace opencc

namespace duizhao {

// The answers of an OpenCC dictionary's MatchPrefix for the retrace: the longest key that begins
// a text, from the KeyTable of each dictionary (a HashedDict's own, else one made for it), the
// entries the dictionary's own. A group (opencc::DictGroup) answers with its first member that
// matches, as OpenCC 1.1's does; nested groups flatten to their members in order. Built once,
// then shared by threads. The retrace takes its pieces from the chain's own conversion
// (convertByChain's walks), which the tests check against OpenCC's own.
class PrefixMatcher final {
public:
    explicit PrefixMatcher(const std::shared_ptr<opencc::Dict> &dict);
    // One for each dictionary, those that share a member sharing its table (a config's
    // segmentation reads the phrases its first step converts with).
    static std::vector<PrefixMatcher>
    forEach(const std::vector<std::shared_ptr<opencc::Dict>> &dicts);
    PrefixMatcher() = default; // matches nothing
    ~PrefixMatcher();
    PrefixMatcher(PrefixMatcher &&) noexcept;
    PrefixMatcher &operator=(PrefixMatcher &&) noexcept;

    using Match = KeyTable::Match;
    // What dict->MatchPrefix answers for a text (OpenCC's ends at a NUL, which no key holds).
    Match longestPrefix(std::string_view text) const;

    // This matcher's answers where the segmentation's matched nothing, when the segmentation's
    // dictionary is this one's first (a config segments by the phrases its first step converts
    // with): its other dictionaries alone. Nothing otherwise, as when the segmentation's is a
    // group, or another dictionary has a key that ends inside a character (one's own).
    std::optional<PrefixMatcher> afterSegmentation(const PrefixMatcher &segmentation) const;

private:
    std::vector<std::shared_ptr<const KeyTable>> m_tables; // a group's members, in order
};

// Inline: asked at nearly every character of a text converted, by the segmentation, each step and
// the risk's contender.
inline PrefixMatcher::Match PrefixMatcher::longestPrefix(std::string_view text) const
{
    for (const std::shared_ptr<const KeyTable> &table : m_tables) {
        if (const Match match = table->longest(text); match.entry)
            return match;
    }
    return {};
}

} // namespace duizhao
