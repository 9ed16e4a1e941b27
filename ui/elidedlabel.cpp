// SPDX-License-Identifier: GPL-3.0-or-later
#include "elidedlabel.h"

namespace duizhao {

ElidedLabel::ElidedLabel(QWidget *parent)
    : QLabel(parent)
{
    setTextFormat(Qt::RichText);
    setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);
}

void ElidedLabel::setParts(const QString &lead, const QString &rest)
{
    m_lead = lead;
    m_rest = rest;
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
        const QString rest = fontMetrics().elidedText(m_rest, Qt::ElideMiddle, qMax(0, left));
        const QColor secondary = palette().color(QPalette::PlaceholderText);
        setText(QStringLiteral("<b>%1</b> — <span style='color:%2'>%3</span>")
                    .arg(m_lead.toHtmlEscaped(), secondary.name(), rest.toHtmlEscaped()));
    }
    const bool cut = !text().contains(m_rest.toHtmlEscaped());
    setToolTip(cut ? fullText() : QString());
}

} // namespace duizhao
