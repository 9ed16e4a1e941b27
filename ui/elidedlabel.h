// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QLabel>

namespace duizhao {

// A one-line label that fits its width: a lead in bold, kept whole, and the rest after it elided
// in the middle (a file name keeps its start and its end) in the colour of secondary text; without
// a lead, the text elided at its end. What is cut off is in the tooltip, so nothing is lost.
class ElidedLabel final : public QLabel {
    Q_OBJECT

public:
    explicit ElidedLabel(QWidget *parent = nullptr);

    void setParts(const QString &lead, const QString &rest);
    // The whole text, as plain text: "Original — chapter.txt (UTF-8, LF; Simplified)".
    QString fullText() const;
    QSize minimumSizeHint() const override;

protected:
    void resizeEvent(QResizeEvent *event) override;

private:
    void updateShown();

    QString m_lead;
    QString m_rest;
};

} // namespace duizhao
