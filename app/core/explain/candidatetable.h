// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "retrace.h"

#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

namespace duizhao {

// What a single character can become under a chain: the values of its entry in the first step
// that has one, each carried through the steps after it (里 → 裏/里, then 裏 → 裡 under s2tw).
// Looked up once per character and kept: a chapter asks for the same few thousand over and over.
// One table belongs to one thread.
class CandidateTable final {
public:
    explicit CandidateTable(const ConversionSteps &steps)
        : m_steps(steps)
    {}

    // None for a character no step's dictionary has; one for a character with one reading.
    const std::vector<std::string> &of(std::string_view character);

private:
    const ConversionSteps &m_steps;
    std::unordered_map<std::string, std::vector<std::string>> m_known;
};

} // namespace duizhao
