// SPDX-License-Identifier: GPL-3.0-or-later
#include "window/changestatus.h"

#include <QHBoxLayout>
#include <QLabel>

namespace duizhao {

ChangeStatus::ChangeStatus(QWidget *parent)
    : QWidget(parent)
    , m_change(new QLabel)
    , m_stats(new QLabel)
{
    auto *layout = new QHBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(12);
    layout->addWidget(m_change);
    layout->addWidget(m_stats, 1);
}

void ChangeStatus::setChanges(const DiffResult &diff, int current, const DiffResult &userEdits,
                              int fixes)
{
    const DiffStats &stats = diff.stats;
    if (stats.changes == 0)
        m_change->setText(tr("No changes"));
    else if (current < 0)
        m_change->setText(tr("%n change(s)", nullptr, int(stats.changes)));
    else
        m_change->setText(tr("Change %1 of %2").arg(current + 1).arg(stats.changes));
    // One count a message: each takes its own plural form.
    QString text = tr("%n character(s) changed", nullptr, int(stats.aCharsChanged)) + tr(", ") +
                   tr("%n line(s) changed", nullptr, int(stats.linesChanged));
    const int ownEdits = qMax(0, int(userEdits.stats.changes) - fixes);
    if (ownEdits > 0)
        text += tr(", ") + tr("%n edit(s) of yours", nullptr, ownEdits);
    if (fixes > 0)
        text += tr(", ") + tr("%n likely mistake(s) of OpenCC fixed", nullptr, fixes);
    if (diff.coarse)
        text += tr(" — some long differing lines are shown coarsely");
    m_stats->setText(text);
}

QString ChangeStatus::changeText() const
{
    return m_change->text();
}

} // namespace duizhao
