// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/review/retrace.h"

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
    const std::vector<std::string> &of(std::string_view character)
    {
        return find(character).options;
    }
    // The values each of those came from, as the first dictionary with an entry has them (裏 for
    // the 裡 of s2tw): what tables keyed by OpenCC's STCharacters know them as.
    const std::vector<std::string> &valuesOf(std::string_view character)
    {
        return find(character).values;
    }

    // The step whose dictionary has the character, or -1.
    int stepOf(std::string_view character) { return find(character).step; }
    // What the chain makes of a value that character's step could give it (裏 → 裡 under s2tw),
    // a value of a phrase as much as one of its own entry.
    std::string optionOf(std::string_view character, std::string_view value);

private:
    struct Candidates {
        std::vector<std::string> options;
        std::vector<std::string> values; // one for each option
        int step = -1;
    };
    const Candidates &find(std::string_view character);
    Candidates lookUp(const std::string &character) const;
    // value carried through the steps after step.
    std::string carried(std::string_view value, int step) const;

    const ConversionSteps &m_steps;
    // A character is one code point, kept by its number: a span asks for its character's
    // candidates several times over, and a number hashes and compares at once where a string is
    // made and hashed each time. Anything longer is kept by its text.
    std::unordered_map<char32_t, Candidates> m_byCodePoint;
    std::unordered_map<std::string, Candidates> m_byText;
    char32_t m_lastCodePoint = 0;
    const Candidates *m_last = nullptr; // the last character's, asked for again at once
};

} // namespace duizhao
