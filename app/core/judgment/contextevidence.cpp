// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/judgment/contextevidence.h"

#include <QFile>
#include <QList>
#include <QString>

namespace duizhao {

namespace {

// A key for a character, a side (or the prior) and a neighbour: code points fit in 21 bits.
quint64 keyOf(char32_t character, int side, char32_t neighbour)
{
    return quint64(character) << 23 | quint64(side) << 21 | quint64(neighbour);
}

constexpr int PriorSide = 2;

// The one code point of a field, or 0.
char32_t codePointOf(QByteArrayView field)
{
    const QList<uint> codePoints = QString::fromUtf8(field).toUcs4();
    return codePoints.size() == 1 ? char32_t(codePoints.front()) : 0;
}

} // namespace

const ContextEvidence &ContextEvidence::bundled()
{
    static const ContextEvidence table = [] {
        QFile file(QStringLiteral(":/risk/context.tsv"));
        return ContextEvidence(file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray());
    }();
    return table;
}

ContextEvidence::ContextEvidence(QByteArrayView table)
{
    for (const QByteArray &line : table.toByteArray().split('\n')) {
        if (line.isEmpty() || line.startsWith('#'))
            continue;
        const QList<QByteArray> fields = line.split('\t');
        if (fields.size() < 3)
            continue;
        const char32_t character = codePointOf(fields[0]);
        const int side = fields[1] == "L"   ? int(Side::Before)
                         : fields[1] == "R" ? int(Side::After)
                         : fields[1] == "P" ? PriorSide
                                            : -1;
        const char32_t neighbour = side == PriorSide ? 0 : codePointOf(fields[2]);
        if (character == 0 || side < 0 || (side != PriorSide && neighbour == 0))
            continue;
        const auto begin = quint32(m_weights.size());
        for (const QByteArray &item : fields.back().split(' ')) {
            const qsizetype colon = item.lastIndexOf(':');
            const char32_t candidate = codePointOf(item.first(std::max<qsizetype>(colon, 0)));
            bool ok = false;
            const int weight = item.sliced(colon + 1).toInt(&ok);
            if (colon > 0 && candidate != 0 && ok)
                m_weights.push_back({candidate, weight});
        }
        m_ranges[keyOf(character, side, neighbour)] = {begin, quint32(m_weights.size()) - begin};
    }
}

std::span<const ContextEvidence::Weight> ContextEvidence::next(char32_t character, Side side,
                                                               char32_t neighbour) const
{
    return find(keyOf(character, int(side), neighbour));
}

std::span<const ContextEvidence::Weight> ContextEvidence::prior(char32_t character) const
{
    return find(keyOf(character, PriorSide, 0));
}

std::span<const ContextEvidence::Weight> ContextEvidence::find(quint64 key) const
{
    const auto found = m_ranges.find(key);
    if (found == m_ranges.end())
        return {};
    return std::span<const Weight>(m_weights).subspan(found->second.begin, found->second.count);
}

} // namespace duizhao
