// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/conversion/keytable.h"

#include <opencc/DictEntry.hpp>
#include <opencc/Lexicon.hpp>

#include <algorithm>

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

bool walksToItsEnd(std::string_view key)
{
    size_t position = 0;
    while (position < key.size())
        position += leadLength(key[position]);
    return !key.empty() && position == key.size();
}

// A slot: the tag (the hash's low half) above, what it stores below.
uint64_t slotValue(uint64_t hash, uint32_t stored)
{
    return (hash << 32) | stored;
}

} // namespace

// The slot's place comes from the hash's high bits. Inline, as are the filter's bit and an entry's
// key: asked at every character of every text converted, as calls they were a tenth of the walk's
// instructions.
inline size_t KeyTable::home(uint64_t hash) const
{
    return size_t((hash * 0x9E3779B97F4A7C15ULL) >> (64 - m_bits));
}

// The filter's bit, from other bits of the hash than the slot's.
inline size_t KeyTable::filterBit(uint64_t hash) const
{
    return size_t((hash * 0xC2B2AE3D27D4EB4FULL) >> (64 - m_filterBits));
}

inline bool KeyTable::mayHold(uint64_t hash) const
{
    const size_t bit = filterBit(hash);
    return (m_filter[bit / 64] >> (bit % 64)) & 1;
}

inline std::string_view KeyTable::keyOf(uint32_t index) const
{
    const Entry &entry = m_entries[index];
    return std::string_view(m_bytes).substr(entry.key, entry.keyLength);
}

KeyTable::KeyTable(std::shared_ptr<opencc::Lexicon> lexicon)
    : m_lexicon(std::move(lexicon))
{
    // Every block in its final size at once: grown by doubling, the tables of a phrase dictionary
    // were copied into fresh pages of the system's again and again as a command started.
    size_t bytes = 0;
    for (const std::unique_ptr<opencc::DictEntry> &entry : *m_lexicon)
        bytes += entry->Key().size() + entry->GetDefault().size();
    m_bytes.reserve(bytes);
    m_entries.reserve(m_lexicon->Length());
    for (const std::unique_ptr<opencc::DictEntry> &entry : *m_lexicon)
        add(entry.get());
    size_t characters = 0; // of the keys: a slot for each key's every prefix
    for (uint32_t index = 0; index < m_entries.size(); ++index) {
        const std::string_view key = keyOf(index);
        for (size_t position = 0; position < key.size(); position += leadLength(key[position]))
            ++characters;
    }
    std::vector<std::pair<uint64_t, uint32_t>> slots; // hash, entry index + 1 or PrefixOnly
    slots.reserve(characters);
    for (uint32_t index = 0; index < m_entries.size(); ++index) {
        const std::string_view key = keyOf(index);
        m_longestKey = std::max(m_longestKey, key.size());
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
    std::stable_sort(m_unwalkedKeys.begin(), m_unwalkedKeys.end(), [this](uint32_t a, uint32_t b) {
        return m_entries[a].keyLength > m_entries[b].keyLength;
    });
    // A prefix that several keys share is kept once; the table is at most 70 % full.
    std::sort(slots.begin(), slots.end());
    slots.erase(
        std::unique(slots.begin(), slots.end(),
                    [](const auto &a, const auto &b) { return a == b && a.second == PrefixOnly; }),
        slots.end());
    m_bits = 4;
    while ((size_t(1) << m_bits) * 7 < slots.size() * 10)
        ++m_bits;
    m_slots.assign(size_t(1) << m_bits, 0);
    m_filterBits = 6;
    while ((size_t(1) << m_filterBits) < 16 * slots.size())
        ++m_filterBits;
    m_filter.assign(size_t(1) << (m_filterBits - 6), 0);
    for (const auto &[hash, stored] : slots) {
        insert(hash, stored);
        const size_t bit = filterBit(hash);
        m_filter[bit / 64] |= uint64_t(1) << (bit % 64);
    }
}

KeyTable::Match KeyTable::longest(std::string_view text) const
{
    std::optional<uint32_t> found;
    walk(text, [&](uint32_t index) {
        found = index;
        return true;
    });
    for (const uint32_t index : m_unwalkedKeys) {
        if (found && m_entries[index].keyLength <= m_entries[*found].keyLength)
            break; // longest first: none longer follows
        if (text.starts_with(keyOf(index))) {
            found = index;
            break;
        }
    }
    return found ? matchOf(*found) : Match();
}

std::vector<const opencc::DictEntry *> KeyTable::allPrefixes(std::string_view text) const
{
    std::vector<uint32_t> found;
    walk(text, [&](uint32_t index) {
        found.push_back(index);
        return true;
    });
    for (const uint32_t index : m_unwalkedKeys) {
        if (text.starts_with(keyOf(index)))
            found.push_back(index);
    }
    std::stable_sort(found.begin(), found.end(), [this](uint32_t a, uint32_t b) {
        return m_entries[a].keyLength > m_entries[b].keyLength;
    });
    std::vector<const opencc::DictEntry *> entries;
    for (const uint32_t index : found)
        entries.push_back(m_lexicon->At(index));
    return entries;
}

const opencc::DictEntry *KeyTable::find(std::string_view key) const
{
    std::optional<uint32_t> found;
    walk(key, [&](uint32_t index) {
        if (m_entries[index].keyLength == key.size())
            found = index;
        return !found;
    });
    for (const uint32_t index : m_unwalkedKeys) {
        if (!found && keyOf(index) == key)
            found = index;
    }
    return found ? m_lexicon->At(*found) : nullptr;
}

template<typename Found>
void KeyTable::walk(std::string_view text, const Found &found) const
{
    uint64_t hash = HashStart;
    for (size_t position = 0; position < text.size();) {
        const size_t end = position + leadLength(text[position]);
        if (end > text.size())
            return;
        for (; position < end; ++position)
            hash = hashStep(hash, text[position]);
        if (!mayHold(hash))
            return;
        const Probe probe = this->probe(hash, text.substr(0, end));
        if (probe.entry && !found(*probe.entry))
            return;
        if (!probe.prefix)
            return;
    }
}

void KeyTable::add(const opencc::DictEntry *entry)
{
    const std::string key = entry->Key();
    const std::string value = entry->GetDefault();
    m_entries.push_back({uint32_t(m_bytes.size()), uint32_t(key.size()), uint32_t(value.size())});
    m_bytes += key;
    m_bytes += value;
}

void KeyTable::insert(uint64_t hash, uint32_t stored)
{
    size_t slot = home(hash);
    while (m_slots[slot] != 0)
        slot = next(slot);
    m_slots[slot] = slotValue(hash, stored);
}

// The key is checked byte by byte (of two equal keys the first stored, the first in the lexicon,
// as OpenCC's binary search finds it); a tag shared by chance may say a prefix where none is,
// which costs one more probe, never a wrong match.
KeyTable::Probe KeyTable::probe(uint64_t hash, std::string_view prefix) const
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

KeyTable::Match KeyTable::matchOf(uint32_t index) const
{
    const Entry &entry = m_entries[index];
    return {m_lexicon->At(index), entry.keyLength,
            std::string_view(m_bytes).substr(entry.key + entry.keyLength, entry.valueLength)};
}

} // namespace duizhao
