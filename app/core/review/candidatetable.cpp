// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/review/candidatetable.h"

#include "core/conversion/chainconversion.h"
#include "core/text/utf8units.h"

#include <opencc/Conversion.hpp>
#include <opencc/Dict.hpp>
#include <opencc/DictEntry.hpp>

#include <algorithm>

namespace duizhao {

const CandidateTable::Candidates &CandidateTable::find(std::string_view character)
{
    // By number only a whole character: a piece cut inside one (a key of one's own may end there)
    // is kept by its bytes, which no number stands for.
    if (character.empty() || characterLength(character.front()) != character.size()) {
        std::string key(character);
        const auto known = m_byText.find(key);
        if (known != m_byText.end())
            return known->second;
        Candidates found = lookUp(key);
        return m_byText.emplace(std::move(key), std::move(found)).first->second;
    }
    const char32_t codePoint = utf8units::codePointAt(character, 0);
    if (m_last && codePoint == m_lastCodePoint)
        return *m_last;
    auto known = m_byCodePoint.find(codePoint);
    if (known == m_byCodePoint.end())
        known = m_byCodePoint.emplace(codePoint, lookUp(std::string(character))).first;
    m_lastCodePoint = codePoint;
    m_last = &known->second; // an unordered_map's elements stay where they are
    return *m_last;
}

CandidateTable::Candidates CandidateTable::lookUp(const std::string &key) const
{
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
            std::string option = carried(value, int(step));
            if (std::find(found.options.begin(), found.options.end(), option) ==
                found.options.end()) {
                found.options.push_back(std::move(option));
                found.values.push_back(value);
            }
        }
    }
    return found;
}

std::string CandidateTable::optionOf(std::string_view character, std::string_view value)
{
    const Candidates &candidates = find(character);
    const auto known = std::find(candidates.values.begin(), candidates.values.end(), value);
    if (known != candidates.values.end())
        return candidates.options[size_t(known - candidates.values.begin())];
    return carried(value, candidates.step);
}

std::string CandidateTable::carried(std::string_view value, int step) const
{
    std::string option(value);
    for (size_t later = size_t(step + 1); later < m_steps.size(); ++later)
        option = m_steps[later]->Convert(option);
    return option;
}

} // namespace duizhao
