// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/text/distinctcharacters.h"

namespace duizhao {

namespace {

// Unicode's control characters (C0, DEL and C1) and the line and paragraph separators (a text
// document's paragraphs end in U+2029): nothing to draw.
bool hasNoGlyph(QChar unit)
{
    const char16_t c = unit.unicode();
    return c < 0x20 || (c >= 0x7F && c <= 0x9F) || c == 0x2028 || c == 0x2029;
}

} // namespace

bool DistinctCharacters::firstSight(char32_t codePoint)
{
    const size_t word = codePoint / 64;
    const quint64 bit = quint64(1) << (codePoint % 64);
    if (word >= m_bits.size())
        m_bits.resize(word + 1);
    if (m_bits[word] & bit)
        return false;
    m_bits[word] |= bit;
    ++m_seen;
    return true;
}

void DistinctCharacters::add(QStringView text)
{
    const qsizetype size = text.size();
    for (qsizetype i = 0; i < size; ++i) {
        const QChar unit = text[i];
        if (unit.isHighSurrogate() && i + 1 < size && text[i + 1].isLowSurrogate()) {
            const QChar low = text[++i];
            if (firstSight(QChar::surrogateToUcs4(unit, low))) {
                m_waiting.append(unit);
                m_waiting.append(low);
            }
        } else if (!unit.isSurrogate() && !hasNoGlyph(unit) && firstSight(unit.unicode())) {
            m_waiting.append(unit);
        }
    }
}

QString DistinctCharacters::take(qsizetype count)
{
    qsizetype end = m_taken;
    for (qsizetype taken = 0; taken < count && end < m_waiting.size(); ++taken)
        end += m_waiting[end].isHighSurrogate() ? 2 : 1;
    const QString taken = m_waiting.sliced(m_taken, end - m_taken);
    m_taken = end;
    if (m_taken == m_waiting.size()) {
        m_waiting.clear();
        m_taken = 0;
    }
    return taken;
}

void DistinctCharacters::clear()
{
    m_bits.clear();
    m_waiting.clear();
    m_taken = 0;
    m_seen = 0;
}

} // namespace duizhao
