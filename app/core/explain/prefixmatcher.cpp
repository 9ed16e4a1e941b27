// SPDX-License-Identifier: GPL-3.0-or-later
#include "prefixmatcher.h"

#include <opencc/Dict.hpp>
#include <opencc/DictEntry.hpp>
#include <opencc/DictGroup.hpp>
#include <opencc/Lexicon.hpp>

#include <algorithm>
#include <array>
#include <bit>
#include <map>
#include <optional>

namespace duizhao {

namespace {

// The length of the character a byte begins, as OpenCC's UTF8Util::NextCharLength tells it from
// the lead byte alone; a byte that begins none counts as one. Keys and texts are walked character
// by character so told: where a key begins a text, the two are cut alike.
size_t leadLength(char byte)
{
    const auto lead = static_cast<unsigned char>(byte);
    return lead < 0xC0 ? 1 : lead < 0xE0 ? 2 : lead < 0xF0 ? 3 : lead < 0xF8 ? 4 : 1;
}

// FNV-1a, one byte at a time: the hashes of a text's prefixes come from one pass over it.
constexpr uint64_t HashStart = 0xcbf29ce484222325ULL;
uint64_t hashStep(uint64_t hash, char byte)
{
    return (hash ^ static_cast<unsigned char>(byte)) * 0x100000001b3ULL;
}

} // namespace

// One dictionary's keys, and every prefix of them, in one hash table. A key that begins a text is
// found by walking the text a character at a time while what was walked is the prefix of some
// key, remembering the longest that is a key: two or three probes at most positions of real text.
// A slot keeps a tag of the hash beside the entry, so that a probe reads one cache line unless
// it finds. Keys that do not end on a character's end are compared one by one: OpenCC's
// dictionaries have none, a dictionary of one's own might.
class PrefixMatcher::Table {
public:
    explicit Table(std::shared_ptr<opencc::Dict> dict)
        : m_dict(std::move(dict))
    {
        m_lexicon = m_dict->GetLexicon();
        m_entries.reserve(m_lexicon->Length());
        for (const std::unique_ptr<opencc::DictEntry> &entry : *m_lexicon)
            add(entry.get());
        std::vector<std::pair<uint64_t, uint32_t>> slots; // hash, entry index + 1 or PrefixOnly
        for (uint32_t index = 0; index < m_entries.size(); ++index) {
            const std::string_view key = keyOf(index);
            if (!walksToItsEnd(key)) {
                m_unwalkedKeys.push_back(index);
                continue;
            }
            uint64_t hash = HashStart;
            for (size_t position = 0; position < key.size();) {
                const size_t end = position + leadLength(key[position]);
                for (; position < end; ++position)
                    hash = hashStep(hash, key[position]);
                slots.emplace_back(hash, end == key.size() ? index + 1 : PrefixOnly);
            }
        }
        std::stable_sort(m_unwalkedKeys.begin(), m_unwalkedKeys.end(),
                         [this](uint32_t a, uint32_t b) {
                             return m_entries[a].keyLength > m_entries[b].keyLength;
                         });
        // A prefix that several keys share is kept once; the table is at most 70 % full.
        std::sort(slots.begin(), slots.end());
        slots.erase(std::unique(slots.begin(), slots.end(),
                                [](const auto &a, const auto &b) {
                                    return a == b && a.second == PrefixOnly;
                                }),
                    slots.end());
        m_bits = 4;
        while ((size_t(1) << m_bits) * 7 < slots.size() * 10)
            ++m_bits;
        m_slots.assign(size_t(1) << m_bits, 0);
        for (const auto &[hash, stored] : slots)
            insert(hash, stored);
    }

    Match longest(std::string_view text) const
    {
        std::optional<uint32_t> found;
        uint64_t hash = HashStart;
        for (size_t position = 0; position < text.size();) {
            const size_t end = position + leadLength(text[position]);
            if (end > text.size())
                break;
            for (; position < end; ++position)
                hash = hashStep(hash, text[position]);
            const Probe probe = this->probe(hash, text.substr(0, end));
            if (probe.entry)
                found = probe.entry;
            if (!probe.prefix)
                break;
        }
        for (const uint32_t index : m_unwalkedKeys) {
            const size_t length = m_entries[index].keyLength;
            if (found && length <= m_entries[*found].keyLength)
                break; // longest first: none longer follows
            if (text.starts_with(keyOf(index))) {
                found = index;
                break;
            }
        }
        return found ? matchOf(*found) : Match();
    }

private:
    static constexpr uint32_t PrefixOnly = 0xFFFFFFFF;

    // An entry of the lexicon, by the same index: its key and its default value, one after the
    // other in m_bytes.
    struct Entry {
        uint32_t key;
        uint32_t keyLength;
        uint32_t valueLength;
    };

    void add(const opencc::DictEntry *entry)
    {
        const std::string key = entry->Key();
        const std::string value = entry->GetDefault();
        m_entries.push_back(
            {uint32_t(m_bytes.size()), uint32_t(key.size()), uint32_t(value.size())});
        m_bytes += key;
        m_bytes += value;
    }

    static bool walksToItsEnd(std::string_view key)
    {
        size_t position = 0;
        while (position < key.size())
            position += leadLength(key[position]);
        return !key.empty() && position == key.size();
    }

    // A slot: the tag (the hash's low half) above, the entry's index + 1 or PrefixOnly below;
    // 0 is free. Its place comes from the hash's high bits.
    static uint64_t slotValue(uint64_t hash, uint32_t stored) { return (hash << 32) | stored; }
    size_t home(uint64_t hash) const
    {
        return size_t((hash * 0x9E3779B97F4A7C15ULL) >> (64 - m_bits));
    }
    size_t next(size_t slot) const { return (slot + 1) & (m_slots.size() - 1); }

    void insert(uint64_t hash, uint32_t stored)
    {
        size_t slot = home(hash);
        while (m_slots[slot] != 0)
            slot = next(slot);
        m_slots[slot] = slotValue(hash, stored);
    }

    // What the table holds for a prefix of a text, by its hash: the key it is (checked byte by
    // byte; of two equal keys the first, as OpenCC's binary search finds it) and whether it
    // begins longer keys. A tag shared by chance may say so where none is: that costs one more
    // probe, never a wrong match.
    struct Probe {
        std::optional<uint32_t> entry;
        bool prefix = false;
    };
    Probe probe(uint64_t hash, std::string_view prefix) const
    {
        Probe found;
        const uint64_t tag = hash & 0xFFFFFFFF;
        for (size_t slot = home(hash); m_slots[slot] != 0; slot = next(slot)) {
            if (m_slots[slot] >> 32 != tag)
                continue;
            const uint32_t stored = uint32_t(m_slots[slot]);
            if (stored == PrefixOnly)
                found.prefix = true;
            else if (!found.entry && keyOf(stored - 1) == prefix)
                found.entry = stored - 1;
        }
        return found;
    }

    std::string_view keyOf(uint32_t index) const
    {
        const Entry &entry = m_entries[index];
        return std::string_view(m_bytes).substr(entry.key, entry.keyLength);
    }

    Match matchOf(uint32_t index) const
    {
        const Entry &entry = m_entries[index];
        return {m_lexicon->At(index), entry.keyLength,
                std::string_view(m_bytes).substr(entry.key + entry.keyLength, entry.valueLength)};
    }

    std::shared_ptr<opencc::Dict> m_dict; // owns the lexicon
    std::shared_ptr<opencc::Lexicon> m_lexicon;
    std::string m_bytes; // every key and value
    std::vector<Entry> m_entries;
    std::vector<uint64_t> m_slots;
    int m_bits = 0;
    std::vector<uint32_t> m_unwalkedKeys; // longest first
};

namespace {

void collectMembers(const std::shared_ptr<opencc::Dict> &dict,
                    std::vector<std::shared_ptr<opencc::Dict>> &members)
{
    if (const auto group = std::dynamic_pointer_cast<opencc::DictGroup>(dict)) {
        for (const opencc::DictPtr &member : group->GetDicts())
            collectMembers(member, members);
    } else {
        members.push_back(dict);
    }
}

} // namespace

PrefixMatcher::PrefixMatcher(const std::shared_ptr<opencc::Dict> &dict)
{
    *this = std::move(forEach({dict}).front());
}

std::vector<PrefixMatcher>
PrefixMatcher::forEach(const std::vector<std::shared_ptr<opencc::Dict>> &dicts)
{
    std::map<const opencc::Dict *, std::shared_ptr<const Table>> tables;
    std::vector<PrefixMatcher> matchers(dicts.size());
    for (size_t index = 0; index < dicts.size(); ++index) {
        std::vector<std::shared_ptr<opencc::Dict>> members;
        collectMembers(dicts[index], members);
        for (const std::shared_ptr<opencc::Dict> &member : members) {
            std::shared_ptr<const Table> &table = tables[member.get()];
            if (!table)
                table = std::make_shared<const Table>(member);
            matchers[index].m_tables.push_back(table);
        }
    }
    return matchers;
}

PrefixMatcher::~PrefixMatcher() = default;
PrefixMatcher::PrefixMatcher(PrefixMatcher &&) noexcept = default;
PrefixMatcher &PrefixMatcher::operator=(PrefixMatcher &&) noexcept = default;

PrefixMatcher::Match PrefixMatcher::longestPrefix(std::string_view text) const
{
    for (const std::shared_ptr<const Table> &table : m_tables) {
        if (const Match match = table->longest(text); match.entry)
            return match;
    }
    return {};
}

} // namespace duizhao
