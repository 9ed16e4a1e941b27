// SPDX-License-Identifier: GPL-3.0-or-later
#include "nearbyreadings.h"

#include <algorithm>

namespace duizhao {

NearbyReadings::NearbyReadings(const ContextEvidence &evidence)
    : m_evidence(evidence)
{}

void NearbyReadings::addSettled(int position, char32_t character, char32_t result)
{
    if (isNews(character, result))
        m_settled[character].push_back({position, result});
}

// A reading fewer than half of the character's phrases give.
bool NearbyReadings::isNews(char32_t character, char32_t result) const
{
    int reading = 0;
    int all = 0;
    for (const ContextEvidence::Weight &count : m_evidence.prior(character)) {
        all += count.weight;
        if (count.candidate == result)
            reading += count.weight;
    }
    return 2 * reading < all;
}

void NearbyReadings::addSilentDefault(size_t span, int position, char32_t character,
                                      char32_t result)
{
    m_defaults.push_back({span, position, character, result});
}

std::vector<size_t> NearbyReadings::likelierOtherwise() const
{
    std::vector<size_t> likelier;
    for (const Default &reading : m_defaults) {
        const auto found = m_settled.find(reading.character);
        if (found == m_settled.end())
            continue;
        const std::vector<Settled> &settled = found->second;
        auto first = std::lower_bound(
            settled.begin(), settled.end(), reading.position - Reach,
            [](const Settled &entry, int position) { return entry.position < position; });
        for (; first != settled.end() && first->position <= reading.position + Reach; ++first) {
            if (first->result != reading.result) {
                likelier.push_back(reading.span);
                break;
            }
        }
    }
    return likelier;
}

} // namespace duizhao
