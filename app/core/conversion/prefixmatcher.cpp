// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/conversion/prefixmatcher.h"

#include "core/conversion/hasheddict.h"

#include <opencc/DictGroup.hpp>

#include <algorithm>
#include <map>

namespace duizhao {

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
    std::map<const opencc::Dict *, std::shared_ptr<const KeyTable>> tables;
    std::vector<PrefixMatcher> matchers(dicts.size());
    for (size_t index = 0; index < dicts.size(); ++index) {
        std::vector<std::shared_ptr<opencc::Dict>> members;
        collectMembers(dicts[index], members);
        for (const std::shared_ptr<opencc::Dict> &member : members) {
            std::shared_ptr<const KeyTable> &table = tables[member.get()];
            if (!table) {
                const auto hashed = std::dynamic_pointer_cast<HashedDict>(member);
                table = hashed ? hashed->table()
                               : std::make_shared<const KeyTable>(member->GetLexicon());
            }
            matchers[index].m_tables.push_back(table);
        }
    }
    return matchers;
}

std::optional<PrefixMatcher>
PrefixMatcher::afterSegmentation(const PrefixMatcher &segmentation) const
{
    if (segmentation.m_tables.size() != 1 || m_tables.empty() ||
        m_tables.front() != segmentation.m_tables.front())
        return std::nullopt;
    // The segmentation asked its dictionary at the beginning of every character between its
    // matches; a key of another one that ended inside a character would have this step ask it
    // where the segmentation never did.
    if (!std::all_of(m_tables.begin() + 1, m_tables.end(),
                     [](const auto &table) { return table->keysEndOnCharacters(); }))
        return std::nullopt;
    PrefixMatcher rest;
    rest.m_tables.assign(m_tables.begin() + 1, m_tables.end());
    return rest;
}

PrefixMatcher::~PrefixMatcher() = default;
PrefixMatcher::PrefixMatcher(PrefixMatcher &&) noexcept = default;
PrefixMatcher &PrefixMatcher::operator=(PrefixMatcher &&) noexcept = default;

} // namespace duizhao
