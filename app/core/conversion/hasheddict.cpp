// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/conversion/hasheddict.h"

#include <opencc/Conversion.hpp>
#include <opencc/ConversionChain.hpp>
#include <opencc/Converter.hpp>
#include <opencc/DictGroup.hpp>
#include <opencc/MaxMatchSegmentation.hpp>

#include <algorithm>
#include <cstring>
#include <list>
#include <map>

namespace duizhao {

namespace {

using Answer = opencc::Optional<const opencc::DictEntry *>;

Answer answer(const opencc::DictEntry *entry)
{
    return entry ? Answer(entry) : Answer::Null();
}

// A dictionary answered by a HashedDict, a group by a group of them; each made once, so that
// what the config shares stays shared.
opencc::DictPtr hashedDict(const opencc::DictPtr &dict,
                           std::map<const opencc::Dict *, opencc::DictPtr> &rebuilt)
{
    opencc::DictPtr &made = rebuilt[dict.get()]; // a map's references outlive insertions
    if (made)
        return made;
    if (const auto group = std::dynamic_pointer_cast<opencc::DictGroup>(dict)) {
        std::list<opencc::DictPtr> members;
        for (const opencc::DictPtr &member : group->GetDicts())
            members.push_back(hashedDict(member, rebuilt));
        made = std::make_shared<opencc::DictGroup>(members);
    } else {
        made = std::make_shared<HashedDict>(*dict);
    }
    return made;
}

} // namespace

HashedDict::HashedDict(const opencc::Dict &dict)
    : m_table(std::make_shared<const KeyTable>(dict.GetLexicon()))
{}

// OpenCC's marisa dictionary reads the word's first len bytes, at most as many as its longest key
// (past a NUL too: no key holds one, so it is read up to the NUL here).
Answer HashedDict::Match(const char *word, size_t len) const
{
    const size_t length = std::min(len, KeyMaxLength());
    return answer(m_table->find(std::string_view(word, strnlen(word, length))));
}

Answer HashedDict::MatchPrefix(const char *word, size_t len) const
{
    const size_t length = std::min(len, KeyMaxLength());
    return answer(m_table->longest(std::string_view(word, strnlen(word, length))).entry);
}

std::vector<const opencc::DictEntry *> HashedDict::MatchAllPrefixes(const char *word,
                                                                    size_t len) const
{
    const size_t length = std::min(len, KeyMaxLength());
    return m_table->allPrefixes(std::string_view(word, strnlen(word, length)));
}

size_t HashedDict::KeyMaxLength() const
{
    return m_table->longestKey();
}

opencc::LexiconPtr HashedDict::GetLexicon() const
{
    return m_table->lexicon();
}

std::shared_ptr<opencc::Converter> HashedDict::rebuild(const opencc::Converter &converter,
                                                       const std::string &name)
{
    std::map<const opencc::Dict *, opencc::DictPtr> rebuilt;
    const auto hashed = [&rebuilt](const opencc::DictPtr &dict) {
        return hashedDict(dict, rebuilt);
    };
    opencc::SegmentationPtr segmentation = converter.GetSegmentation();
    if (const auto longest = std::dynamic_pointer_cast<opencc::MaxMatchSegmentation>(segmentation))
        segmentation = std::make_shared<opencc::MaxMatchSegmentation>(hashed(longest->GetDict()));
    std::list<opencc::ConversionPtr> steps;
    for (const opencc::ConversionPtr &step : converter.GetConversionChain()->GetConversions())
        steps.push_back(std::make_shared<opencc::Conversion>(hashed(step->GetDict())));
    return std::make_shared<opencc::Converter>(name, segmentation,
                                               std::make_shared<opencc::ConversionChain>(steps));
}

} // namespace duizhao
