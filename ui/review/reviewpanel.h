// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/review/reviewstate.h"

#include <QWidget>

#include <vector>

class QCheckBox;
class QGridLayout;
class QLabel;
class QProgressBar;
class QTreeWidget;

namespace duizhao {

// The side panel of a review: progress, what each colour means and how many spans have it, the
// decisions so far (发 → 髮 ×23), and the book's glossary and quotation-mark choice.
class ReviewPanel final : public QWidget {
    Q_OBJECT

public:
    explicit ReviewPanel(QWidget *parent = nullptr);

    // Of the decisions, how many are reviewed and how many are risky; and how many spans are at
    // low risk, there to look at but no decision.
    void setProgress(const DecisionSummary &summary);
    // The conversion is still being explained: no counts or decisions yet, and the panel says so
    // rather than that there is nothing to decide.
    void setExplaining();
    // Spans per highlight kind.
    void setCounts(const std::vector<int> &counts);
    // How many of the likely mistakes counted stand fixed (-1: fixing is off, the count says
    // those found); set after the counts.
    void setFixesStanding(int standing);
    // The count shown for a kind, as the legend says it.
    QString countText(quint8 kind) const;
    // Whether the legend lists the kind: the colours the text has, every one while it is
    // explained.
    bool lists(quint8 kind) const;
    // Rows sorted as they are to be listed; rows of one source text are grouped under it, with
    // the highest risk of its rows.
    void setDecisions(const std::vector<DecisionRow> &rows);
    // path empty: no glossary. errors: one line each, with line numbers.
    void setGlossary(const QString &path, int rules, const QString &errors);
    void setCornerQuotes(bool on);

    QString progressText() const;
    QTreeWidget *decisions() const { return m_decisions; }

Q_SIGNALS:
    void decisionActivated(const QString &source, const QString &result);
    void editGlossaryRequested();
    void chooseGlossaryRequested();
    void cornerQuotesToggled(bool on);

private:
    void showLegendRow(size_t kind, bool shown);

    QLabel *m_progressLabel;
    // The share reviewed, and a bar of its own for the time the changes are sorted: a bar that
    // was busy keeps its style's busy animation (Fusion's stripes) running, and repainting, once
    // it shows a share again, while nothing is reviewed and the window sits idle. Hidden, a bar's
    // animation stops.
    QProgressBar *m_progress;
    QProgressBar *m_sorting;
    QGridLayout *m_legend;
    std::vector<QLabel *> m_counts;
    std::vector<std::vector<QWidget *>> m_legendRows; // swatch, title and count of each kind
    QTreeWidget *m_decisions;
    QLabel *m_glossaryLabel;
    QLabel *m_glossaryErrors;
    QCheckBox *m_quotes;
};

} // namespace duizhao
