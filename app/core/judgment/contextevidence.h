// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArrayView>

#include <span>
#include <unordered_map>
#include <vector>

namespace duizhao {

// How often each Traditional candidate of a Simplified character is found next to a neighbour in
// modern Traditional words (里 after 千: 里, as in 千里眼), and how often OpenCC's phrases turn the
// character into each candidate (its prior). Read from the table resources/risk/context.tsv, which
// resources/risk/build_context_table.py builds from libchewing's word list; see its README.
class ContextEvidence final {
public:
    enum class Side : quint8 { Before, After };

    struct Weight {
        char32_t candidate;
        int weight;
    };

    // The table built into the program.
    static const ContextEvidence &bundled();

    // A table in the format of context.tsv; lines it cannot read are skipped.
    explicit ContextEvidence(QByteArrayView table);

    // The candidates of character seen with neighbour on that side of it, with their weights;
    // empty when the words say nothing of this pair.
    std::span<const Weight> next(char32_t character, Side side, char32_t neighbour) const;
    // How many phrases turn character into each candidate.
    std::span<const Weight> prior(char32_t character) const;

private:
    struct Range {
        quint32 begin;
        quint32 count;
    };
    std::span<const Weight> find(quint64 key) const;

    std::vector<Weight> m_weights;
    std::unordered_map<quint64, Range> m_ranges;
};

} // namespace duizhao
