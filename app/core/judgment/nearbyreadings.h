// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/judgment/contextevidence.h"
#include "core/review/explanation.h"

#include <QStringView>

#include <unordered_map>
#include <vector>

namespace duizhao {

// A passage keeps to its subject. Where a phrase read a character one way (一碗面 → 一碗麪,
// noodles), the same character nearby that OpenCC left to its default, with no word around it to
// say otherwise, is likelier read that way too (面端上来了 → 面, where the noodles are served):
// the default is a guess there, and the passage has said what it is about. Only a reading that
// most of OpenCC's phrases for the character do not give is news (麪 is 317 of 1515 phrases of
// 面): 里 read 里 by 千里 says nothing of 碗里 nearby, for most phrases of 里 read it 里.
class NearbyReadings final {
public:
    // How far a phrase's reading reaches, in UTF-16 units of the source: a few paragraphs.
    static constexpr int Reach = 300;

    // The explanation of source, whole.
    NearbyReadings(const Explanation &explanation, QStringView source,
                   const ContextEvidence &evidence);

    // The defaults with a phrase nearby that read their character another way, in order.
    std::vector<size_t> likelierOtherwise() const;

private:
    struct Settled {
        int position;
        char32_t result;
    };
    struct Default {
        size_t span;
        int position;
        char32_t character;
        char32_t result;
    };
    bool isNews(char32_t character, char32_t result) const;

    const ContextEvidence &m_evidence;
    std::unordered_map<char32_t, std::vector<Settled>> m_settled; // by character, in text order
    std::vector<Default> m_silentDefaults; // decided by default, no word around them
};

} // namespace duizhao
