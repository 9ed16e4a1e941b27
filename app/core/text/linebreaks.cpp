// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/text/linebreaks.h"

#include <array>

namespace duizhao {

QString LineBreaks::name(LineEnding ending)
{
    switch (ending) {
    case LineEnding::Lf:
        return QStringLiteral("LF");
    case LineEnding::CrLf:
        return QStringLiteral("CRLF");
    case LineEnding::Cr:
        return QStringLiteral("CR");
    }
    return {};
}

QString LineBreaks::description() const
{
    return isMixed() ? QStringLiteral("mixed (%1)").arg(name(dominant)) : name(dominant);
}

LineBreaks LineBreaks::normalize(QString &text)
{
    LineBreaks breaks;
    if (!text.contains(u'\r'))
        return breaks; // only LF, or no line break at all

    std::vector<LineEnding> endings;
    std::array<qsizetype, 3> counts{};
    QChar *data = text.data();
    const qsizetype size = text.size();
    qsizetype out = 0;
    for (qsizetype in = 0; in < size; ++in) {
        const QChar c = data[in];
        LineEnding ending;
        if (c == u'\r') {
            if (in + 1 < size && data[in + 1] == u'\n') {
                ending = LineEnding::CrLf;
                ++in;
            } else {
                ending = LineEnding::Cr;
            }
        } else if (c == u'\n') {
            ending = LineEnding::Lf;
        } else {
            data[out++] = c;
            continue;
        }
        data[out++] = u'\n';
        endings.push_back(ending);
        ++counts[size_t(ending)];
    }
    text.truncate(out);

    qsizetype kinds = 0;
    for (size_t kind = 0; kind < counts.size(); ++kind) {
        if (counts[kind] > 0)
            ++kinds;
        if (counts[kind] > counts[size_t(breaks.dominant)])
            breaks.dominant = LineEnding(kind);
    }
    if (kinds > 1)
        breaks.sequence = std::move(endings);
    return breaks;
}

QStringView LineBreakWriter::endingFor(qsizetype breakIndex) const
{
    const LineEnding ending = breakIndex < qsizetype(m_breaks.sequence.size())
                                  ? m_breaks.sequence[size_t(breakIndex)]
                                  : m_breaks.dominant;
    switch (ending) {
    case LineEnding::CrLf:
        return u"\r\n";
    case LineEnding::Cr:
        return u"\r";
    case LineEnding::Lf:
        break;
    }
    return u"\n";
}

QString LineBreakWriter::apply(QStringView normalized)
{
    if (!m_breaks.isMixed() && m_breaks.dominant == LineEnding::Lf)
        return normalized.toString();
    QString out;
    out.reserve(normalized.size() + normalized.count(u'\n'));
    qsizetype lineStart = 0;
    for (qsizetype i = 0; i < normalized.size(); ++i) {
        if (normalized[i] != u'\n')
            continue;
        out += normalized.sliced(lineStart, i - lineStart);
        out += endingFor(m_breakIndex++);
        lineStart = i + 1;
    }
    out += normalized.sliced(lineStart);
    return out;
}

} // namespace duizhao
