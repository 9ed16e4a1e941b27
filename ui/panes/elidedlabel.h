// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QLabel>

namespace duizhao {

// A one-line label that fits its width: a lead in bold, kept whole, and the rest after it in the
// colour of secondary text, cut at its end; the file the rest begins by naming is kept whole, or
// where even it does not fit, elided in its middle (a file name keeps its start and its end); too
// narrow for the lead and a few characters of that name, the name alone. What is cut off is in
// the tooltip, so nothing is lost.
class ElidedLabel final : public QLabel {
    Q_OBJECT

public:
    explicit ElidedLabel(QWidget *parent = nullptr);

    // `named`: how many characters at the start of rest name a file.
    void setParts(const QString &lead, const QString &rest, qsizetype named = 0);
    // The whole text, as plain text: "Original — chapter.txt (UTF-8, LF; Simplified)".
    QString fullText() const;
    QSize minimumSizeHint() const override;

protected:
    void resizeEvent(QResizeEvent *event) override;

private:
    void updateShown();
    QString elided(int room) const;

    QString m_lead;
    QString m_rest;
    qsizetype m_named = 0;
};

} // namespace duizhao
