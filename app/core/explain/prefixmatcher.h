// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <cstdint>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

namespace opencc {
class Dict;
class DictEntry;
} // namespace opencc

namespace duizhao {

// The answers of an OpenCC dictionary's MatchPrefix, from hash tables of its entries.
//
// Retracing a conversion asks a dictionary for its longest match at every character, as OpenCC
// does, and OpenCC 1.1 answers from a marisa trie: a search walks the trie's succinct bit
// vectors, and those lookups were two thirds of the time an explanation took. Here the text is
// walked a character at a time through one hash table of the keys and their prefixes: two or
// three probes at most positions instead of a trie walk. The answers are the dictionary's own
// entries (the same pointers), so everything that names or counts entries works unchanged.
// OpenCC's own conversion checks every retrace (see explainConvertedText); the tests compare the
// two matchers at every byte of a text, and the retrace with the opencc tool under every config.
//
// A group (opencc::DictGroup) answers with its first member that matches, as OpenCC 1.1's does;
// nested groups flatten to their members in order. Built once, then shared by threads.
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

    struct Match {
        const opencc::DictEntry *entry = nullptr; // null: no key begins the text
        size_t keyLength = 0;                     // bytes
        std::string_view value;                   // the entry's default value
    };
    // What dict->MatchPrefix answers for a text (OpenCC's ends at a NUL, which no key holds).
    Match longestPrefix(std::string_view text) const;

private:
    class Table;
    std::vector<std::shared_ptr<const Table>> m_tables; // a group's members, in order
};

} // namespace duizhao
