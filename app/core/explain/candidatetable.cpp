// SPDX-License-Identifier: GPL-3.0-or-later
#include "candidatetable.h"

#include <opencc/Conversion.hpp>
#include <opencc/Dict.hpp>
#include <opencc/DictEntry.hpp>

#include <algorithm>

namespace duizhao {

const CandidateTable::Candidates &CandidateTable::find(std::string_view character)
{
    std::string key(character);
    const auto known = m_known.find(key);
    if (known != m_known.end())
        return known->second;
    Candidates found;
    for (size_t step = 0; step < m_steps.size() && found.options.empty(); ++step) {
        const opencc::Optional<const opencc::DictEntry *> match =
            m_steps[step]->GetDict()->Match(key);
        if (match.IsNull())
            continue;
        found.step = int(step);
        std::vector<std::string> values = match.Get()->Values();
        if (values.empty())
            values.push_back(key);
        for (const std::string &value : values) {
            std::string option = value;
            for (size_t later = step + 1; later < m_steps.size(); ++later)
                option = m_steps[later]->Convert(option);
            if (std::find(found.options.begin(), found.options.end(), option) ==
                found.options.end()) {
                found.options.push_back(std::move(option));
                found.values.push_back(value);
            }
        }
    }
    return m_known.emplace(std::move(key), std::move(found)).first->second;
}

} // namespace duizhao
