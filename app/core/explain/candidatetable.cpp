// SPDX-License-Identifier: GPL-3.0-or-later
#include "candidatetable.h"

#include <opencc/Conversion.hpp>
#include <opencc/Dict.hpp>
#include <opencc/DictEntry.hpp>

#include <algorithm>

namespace duizhao {

const std::vector<std::string> &CandidateTable::of(std::string_view character)
{
    std::string key(character);
    const auto known = m_known.find(key);
    if (known != m_known.end())
        return known->second;
    std::vector<std::string> options;
    for (size_t step = 0; step < m_steps.size() && options.empty(); ++step) {
        const opencc::Optional<const opencc::DictEntry *> match =
            m_steps[step]->GetDict()->Match(key);
        if (match.IsNull())
            continue;
        std::vector<std::string> values = match.Get()->Values();
        if (values.empty())
            values.push_back(key);
        for (std::string value : values) {
            for (size_t later = step + 1; later < m_steps.size(); ++later)
                value = m_steps[later]->Convert(value);
            if (std::find(options.begin(), options.end(), value) == options.end())
                options.push_back(value);
        }
    }
    return m_known.emplace(std::move(key), std::move(options)).first->second;
}

} // namespace duizhao
