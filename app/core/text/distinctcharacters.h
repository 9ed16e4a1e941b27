// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>
#include <QStringView>

#include <vector>

namespace duizhao {

// The characters of a text, each once, in the order they first appear: the glyphs a view of the
// text will draw. Whole code points, never half a surrogate pair (a lone surrogate is left out,
// as it has no glyph of its own); line breaks, line and paragraph separators and other control
// characters are left out too.
class DistinctCharacters final {
public:
    // Adds the characters of text not seen before to those waiting.
    void add(QStringView text);
    // Up to count of the characters waiting, in the order they came; they are no longer waiting.
    QString take(qsizetype count);
    bool hasWaiting() const { return m_taken < m_waiting.size(); }
    // How many distinct characters have been seen.
    qsizetype seen() const { return m_seen; }
    // Forgets every character seen.
    void clear();

private:
    bool firstSight(char32_t codePoint);

    std::vector<quint64> m_bits; // a bit per code point seen, grown as code points come
    QString m_waiting;           // the characters seen, those before m_taken taken
    qsizetype m_taken = 0;
    qsizetype m_seen = 0;
};

} // namespace duizhao
