// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

#include <vector>

namespace duizhao {

enum class LineEnding : quint8 { Lf, CrLf, Cr };

// How a file ended its lines. Texts are held with '\n' only; this is what a save needs to put
// the original endings back, including a file that mixes them.
struct LineBreaks {
    LineEnding dominant = LineEnding::Lf;
    // For a file that mixes endings: the ending of each line break in order. Breaks past its end
    // (lines the user added) get the dominant ending.
    std::vector<LineEnding> sequence;

    bool isMixed() const { return !sequence.empty(); }
    // "LF", "CRLF", "CR" or "mixed (CRLF)".
    QString description() const;

    // Rewrites "\r\n" and lone "\r" to "\n" in place and reports what was there.
    static LineBreaks normalize(QString &text);
    static QString name(LineEnding ending);
};

// Turns '\n' back into the recorded endings, one piece of text after another.
class LineBreakWriter final {
public:
    explicit LineBreakWriter(const LineBreaks &breaks)
        : m_breaks(breaks)
    {}

    QString apply(QStringView normalized);

private:
    QStringView endingFor(qsizetype breakIndex) const;

    const LineBreaks &m_breaks;
    qsizetype m_breakIndex = 0;
};

} // namespace duizhao
