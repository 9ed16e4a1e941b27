// SPDX-License-Identifier: GPL-3.0-or-later
#include "panes/elidedlabel.h"

namespace duizhao {

ElidedLabel::ElidedLabel(QWidget *parent)
    : QLabel(parent)
{
    setTextFormat(Qt::RichText);
    setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);
}

void ElidedLabel::setParts(const QString &lead, const QString &rest, qsizetype named)
{
    m_lead = lead;
    m_rest = rest;
    m_named = qBound(qsizetype(0), named, rest.size());
    updateShown();
}

QString ElidedLabel::fullText() const
{
    return m_lead.isEmpty() ? m_rest : m_lead + QStringLiteral(" — ") + m_rest;
}

QSize ElidedLabel::minimumSizeHint() const
{
    return {fontMetrics().horizontalAdvance(QStringLiteral("……")),
            QLabel::minimumSizeHint().height()};
}

void ElidedLabel::resizeEvent(QResizeEvent *event)
{
    QLabel::resizeEvent(event);
    updateShown();
}

// The rest in `room`: whole, or the file's name and what follows it cut at its end, or the name
// alone elided in its middle.
QString ElidedLabel::elided(int room) const
{
    const QFontMetrics metrics = fontMetrics();
    if (metrics.horizontalAdvance(m_rest) <= room)
        return m_rest;
    const QString name = m_rest.left(m_named);
    const int nameWidth = metrics.horizontalAdvance(name);
    if (m_named > 0 && nameWidth + metrics.horizontalAdvance(QStringLiteral(" …")) > room)
        return metrics.elidedText(name, Qt::ElideMiddle, room);
    return name + metrics.elidedText(m_rest.mid(m_named), Qt::ElideRight, room - nameWidth);
}

void ElidedLabel::updateShown()
{
    const int room = contentsRect().width() - 2 * margin() - 2;
    if (m_lead.isEmpty()) {
        setText(fontMetrics().elidedText(m_rest, Qt::ElideRight, room).toHtmlEscaped());
    } else {
        QFont bold = font();
        bold.setBold(true);
        const int left = room - QFontMetrics(bold).horizontalAdvance(m_lead) -
                         fontMetrics().horizontalAdvance(QStringLiteral(" — "));
        const QColor secondary = palette().color(QPalette::PlaceholderText);
        // Too narrow for the lead and a few characters of the file's name: the name, which says
        // more than the lead (the pane's place says which side it is), and the lead in the tooltip.
        if (m_named > 0 && left < fontMetrics().horizontalAdvance(QStringLiteral("文件…名")))
            setText(QStringLiteral("<span style='color:%1'>%2</span>")
                        .arg(secondary.name(), elided(room).toHtmlEscaped()));
        else
            setText(QStringLiteral("<b>%1</b> — <span style='color:%2'>%3</span>")
                        .arg(m_lead.toHtmlEscaped(), secondary.name(),
                             elided(qMax(0, left)).toHtmlEscaped()));
    }
    const bool cut = !text().contains(m_rest.toHtmlEscaped());
    setToolTip(cut ? fullText() : QString());
}

} // namespace duizhao
