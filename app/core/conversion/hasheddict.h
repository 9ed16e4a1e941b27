// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/conversion/keytable.h"

#include <opencc/Dict.hpp>

#include <memory>
#include <string>

namespace duizhao {

// An OpenCC dictionary answered from a KeyTable of its entries, as OpenCC answers from a marisa
// trie, a Darts array or a sorted text: a backend of our own beside OpenCC's. OpenCC's conversion,
// segmentation and groups run as they are, over these lookups; Converter::load gives every loaded
// config's dictionaries one, which made converting several times faster (see KeyTable). The
// answers are those of OpenCC's marisa dictionaries, byte for byte, on every text: the tests
// compare them at every byte, and the conversion with the opencc tool under every config.
//
// OpenCC's Dict has no virtual destructor, as none of OpenCC's own dictionaries need: they are
// held by shared_ptr made as what they are (make_shared<HashedDict>), which deletes them as that.
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wnon-virtual-dtor"
class HashedDict final : public opencc::Dict {
public:
    // The dictionary's entries, now kept here: the dictionary itself may go.
    explicit HashedDict(const opencc::Dict &dict);

    using opencc::Dict::Match;
    using opencc::Dict::MatchAllPrefixes;
    using opencc::Dict::MatchPrefix;
    opencc::Optional<const opencc::DictEntry *> Match(const char *word, size_t len) const override;
    opencc::Optional<const opencc::DictEntry *> MatchPrefix(const char *word,
                                                            size_t len) const override;
    std::vector<const opencc::DictEntry *> MatchAllPrefixes(const char *word,
                                                            size_t len) const override;
    size_t KeyMaxLength() const override;
    opencc::LexiconPtr GetLexicon() const override;

    const std::shared_ptr<const KeyTable> &table() const { return m_table; }

    // The converter with each of its dictionaries answered by a HashedDict, groups kept as
    // groups, a dictionary shared by the segmentation and a step shared still.
    static std::shared_ptr<opencc::Converter> rebuild(const opencc::Converter &converter,
                                                      const std::string &name);

private:
    std::shared_ptr<const KeyTable> m_table;
};
#pragma GCC diagnostic pop

} // namespace duizhao
