// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace opencc {
class DictEntry;
class Lexicon;
} // namespace opencc

namespace duizhao {

// One OpenCC dictionary's keys, and every prefix of them, in one hash table: what HashedDict
// answers OpenCC with and PrefixMatcher the retrace.
//
// OpenCC 1.1 looks its .ocd2 dictionaries up in marisa tries: a search walks the trie's succinct
// bit vectors, and those lookups were most of the time a conversion took and two thirds of an
// explanation's. Here a key that begins a text is found by walking the text a character at a time
// while what was walked is the prefix of some key, remembering the longest that is a key: two or
// three probes at most positions of real text, most of them answered by a filter of one bit per
// key and prefix. A slot keeps a tag of the hash beside the entry, so that a probe reads one
// cache line unless it finds. The entries are the lexicon's own (the
// same pointers). Keys that do not end on a character's end are compared one by one: OpenCC's
// dictionaries have none, a dictionary of one's own might. Built once, then read by any thread.
class KeyTable final {
public:
    explicit KeyTable(std::shared_ptr<opencc::Lexicon> lexicon);

    struct Match {
        const opencc::DictEntry *entry = nullptr; // null: no key
        size_t keyLength = 0;                     // bytes
        std::string_view value;                   // the entry's default value
    };
    // The longest key that begins the text, as a marisa trie's common-prefix search finds it.
    Match longest(std::string_view text) const;
    // Every key that begins the text, longest first.
    std::vector<const opencc::DictEntry *> allPrefixes(std::string_view text) const;
    // The entry of this very key (of two equal keys the first, as OpenCC's binary search finds).
    const opencc::DictEntry *find(std::string_view key) const;

    size_t longestKey() const { return m_longestKey; } // bytes
    // Whether every key ends where a character does: a walk over such keys from a character's
    // beginning only ever stands at characters' beginnings.
    bool keysEndOnCharacters() const { return m_unwalkedKeys.empty(); }
    const std::shared_ptr<opencc::Lexicon> &lexicon() const { return m_lexicon; }

private:
    static constexpr uint32_t PrefixOnly = 0xFFFFFFFF;

    // An entry of the lexicon, by the same index: its key and its default value, one after the
    // other in m_bytes.
    struct Entry {
        uint32_t key;
        uint32_t keyLength;
        uint32_t valueLength;
    };
    // What the table holds for a prefix of a text: the key it is and whether it begins longer
    // keys.
    struct Probe {
        std::optional<uint32_t> entry;
        bool prefix = false;
    };

    void add(const opencc::DictEntry *entry);
    void insert(uint64_t hash, uint32_t stored);
    Probe probe(uint64_t hash, std::string_view prefix) const;
    // Calls found(index) for each key that begins text, shortest first, until it returns false.
    template<typename Found>
    void walk(std::string_view text, const Found &found) const;
    size_t home(uint64_t hash) const;
    size_t filterBit(uint64_t hash) const;
    // False where the table holds nothing for the hash; true where it holds something, or (one
    // time in sixteen) not.
    bool mayHold(uint64_t hash) const;
    size_t next(size_t slot) const { return (slot + 1) & (m_slots.size() - 1); }
    std::string_view keyOf(uint32_t index) const;
    Match matchOf(uint32_t index) const;

    std::shared_ptr<opencc::Lexicon> m_lexicon; // owns the entries
    std::string m_bytes;                        // every key and value
    std::vector<Entry> m_entries;
    std::vector<uint64_t> m_slots; // tag above, entry index + 1 or PrefixOnly below; 0 free
    int m_bits = 0;
    // A bit for the hash of every key and prefix the slots hold, sixteen bits to each: most
    // prefixes of a text that begin no key (a character and the next) are told by one bit in a
    // table small enough to stay in the cache, not by a probe of the slots, which are not.
    std::vector<uint64_t> m_filter;
    int m_filterBits = 0;
    std::vector<uint32_t> m_unwalkedKeys; // longest first
    size_t m_longestKey = 0;
};

} // namespace duizhao
