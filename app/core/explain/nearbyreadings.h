// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "contextevidence.h"

#include <cstddef>
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
    explicit NearbyReadings(const ContextEvidence &evidence);

    // How far a phrase's reading reaches, in UTF-16 units of the source: a few paragraphs.
    static constexpr int Reach = 300;

    // A character a phrase settled, at a source position, in text order.
    void addSettled(int position, char32_t character, char32_t result);
    // A character decided by default where the words say nothing of its neighbours; span is its
    // index in the explanation.
    void addSilentDefault(size_t span, int position, char32_t character, char32_t result);
    // The silent defaults with a phrase nearby that read their character another way, in order.
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
    std::vector<Default> m_defaults;
};

} // namespace duizhao
