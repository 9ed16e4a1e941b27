// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/judgment/nearbyreadings.h"

#include "core/text/utf16units.h"

#include <algorithm>

namespace duizhao {

NearbyReadings::NearbyReadings(const Explanation &explanation, QStringView source,
                               const ContextEvidence &evidence)
    : m_evidence(evidence)
{
    for (size_t index = 0; index < explanation.spans.size(); ++index) {
        const ExplainedSpan &span = explanation.spans[index];
        const bool settled = span.category == SpanCategory::Phrase;
        if (!(settled || (span.category == SpanCategory::Ambiguous && span.has(ContextSilent))))
            continue;
        const char32_t character = utf16units::codePointAt(source, span.sourcePosition);
        const char32_t result = utf16units::codePointAt(explanation.result, span.resultPosition);
        if (!settled)
            m_silentDefaults.push_back({index, span.sourcePosition, character, result});
        else if (isNews(character, result))
            m_settled[character].push_back({span.sourcePosition, result});
    }
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

std::vector<size_t> NearbyReadings::likelierOtherwise() const
{
    std::vector<size_t> likelier;
    for (const Default &reading : m_silentDefaults) {
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
