// SPDX-License-Identifier: GPL-3.0-or-later
#include "review/reviewpanel.h"

#include "document/highlightpalette.h"

#include <QCheckBox>
#include <QFileInfo>
#include <QGridLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QProgressBar>
#include <QToolButton>
#include <QTreeWidget>
#include <QVBoxLayout>

namespace duizhao {

ReviewPanel::ReviewPanel(QWidget *parent)
    : QWidget(parent)
    , m_progressLabel(new QLabel)
    , m_progress(new QProgressBar)
    , m_sorting(new QProgressBar)
    , m_legend(new QGridLayout)
    , m_decisions(new QTreeWidget)
    , m_glossaryLabel(new QLabel)
    , m_glossaryErrors(new QLabel)
    , m_quotes(new QCheckBox(tr("Quotes “” → 「」")))
{
    auto *layout = new QVBoxLayout(this);
    m_progressLabel->setWordWrap(true);
    layout->addWidget(m_progressLabel);
    for (QProgressBar *bar : {m_progress, m_sorting}) {
        bar->setTextVisible(false);
        bar->setMaximumHeight(8);
        layout->addWidget(bar);
    }
    m_sorting->setRange(0, 0); // busy, without a share known
    m_sorting->hide();

    // Spans, not changes: a character kept that could have been written otherwise (只 → 只) is
    // marked too, and the status bar counts only what changed.
    auto *legendBox = new QGroupBox(tr("Marked in the text"));
    legendBox->setToolTip(tr("The spans the text marks, by colour. A character OpenCC kept but "
                             "could have written otherwise (只, 里) is marked too, so these add up "
                             "to more than the changes the status bar counts."));
    legendBox->setLayout(m_legend);
    m_legend->setVerticalSpacing(1);
    m_legend->setColumnStretch(1, 1);
    const std::vector<QColor> &colours = HighlightPalette::colours();
    for (int kind = 0; kind < HighlightKindCount; ++kind) {
        auto *swatch = new QLabel;
        swatch->setFixedSize(14, 14);
        QColor solid = colours[size_t(kind)];
        solid.setAlpha(qMin(255, solid.alpha() * 2));
        swatch->setStyleSheet(
            QStringLiteral("background: %1; border-radius: 3px;").arg(solid.name(QColor::HexArgb)));
        auto *count = new QLabel;
        count->setAlignment(Qt::AlignRight | Qt::AlignVCenter);
        m_legend->addWidget(swatch, kind, 0);
        // Wrapped, not cut off: the panel may be narrow, and the names are what it explains.
        auto *title = new QLabel(HighlightPalette::title(quint8(kind)));
        title->setWordWrap(true);
        m_legend->addWidget(title, kind, 1);
        m_legend->addWidget(count, kind, 2);
        m_counts.push_back(count);
        m_legendRows.push_back({swatch, title, count});
    }
    layout->addWidget(legendBox);

    auto *decisionsBox = new QGroupBox(tr("Decisions"));
    auto *decisionsLayout = new QVBoxLayout(decisionsBox);
    m_decisions->setColumnCount(4);
    m_decisions->setHeaderLabels({tr("Source → now"), tr("Risk"), tr("Spans"), tr("Reviewed")});
    m_decisions->setRootIsDecorated(true);
    m_decisions->setUniformRowHeights(true);
    m_decisions->header()->setStretchLastSection(false);
    m_decisions->header()->setSectionResizeMode(0, QHeaderView::Stretch);
    m_decisions->header()->setSectionResizeMode(1, QHeaderView::ResizeToContents);
    m_decisions->header()->setSectionResizeMode(2, QHeaderView::ResizeToContents);
    m_decisions->header()->setSectionResizeMode(3, QHeaderView::ResizeToContents);
    m_decisions->headerItem()->setToolTip(
        1, tr("How likely it is that the conversion is wrong here, from 0 to 1: the highest of "
              "the row's spans"));
    m_decisions->setToolTip(tr("Double-click a row to go to its next span not yet reviewed"));
    // A few rows at least, however short the window: the panel scrolls rather than squeeze it.
    // Beyond them the list takes the room left, and asks for none: the dock's scroll area sizes
    // the panel by the height it prefers, and a list's preferred height would push the glossary
    // out of a laptop's 1280×800.
    m_decisions->setMinimumHeight(m_decisions->fontMetrics().height() * 4);
    m_decisions->setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Ignored);
    decisionsLayout->addWidget(m_decisions);
    layout->addWidget(decisionsBox, 1);
    connect(m_decisions, &QTreeWidget::itemActivated, this, [this](QTreeWidgetItem *item) {
        Q_EMIT decisionActivated(item->data(0, Qt::UserRole).toString(),
                                 item->data(0, Qt::UserRole + 1).toString());
    });

    auto *glossaryBox = new QGroupBox(tr("Glossary of this book"));
    auto *glossaryLayout = new QVBoxLayout(glossaryBox);
    m_glossaryLabel->setWordWrap(true);
    m_glossaryLabel->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_glossaryErrors->setObjectName(QStringLiteral("glossaryErrors"));
    m_glossaryErrors->setWordWrap(true);
    m_glossaryErrors->setStyleSheet(QStringLiteral("color: #c0392b;"));
    m_glossaryErrors->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_glossaryErrors->hide();
    auto *buttons = new QHBoxLayout;
    // Tool buttons, as wide as their words: a push button's style minimum would make the panel
    // wider than a small screen leaves it.
    auto *edit = new QToolButton;
    edit->setText(tr("Edit…"));
    auto *choose = new QToolButton;
    choose->setText(tr("Choose…"));
    buttons->addWidget(edit);
    buttons->addWidget(choose);
    buttons->addStretch(1);
    glossaryLayout->addWidget(m_glossaryLabel);
    glossaryLayout->addWidget(m_glossaryErrors);
    glossaryLayout->addLayout(buttons);
    // Short, for a narrow panel: the tooltip says it whole.
    m_quotes->setToolTip(tr("Corner-bracket quotes: “” and ‘’ become 「」 and 『』 in this book's "
                            "conversions to Traditional"));
    glossaryLayout->addWidget(m_quotes);
    layout->addWidget(glossaryBox);
    connect(edit, &QToolButton::clicked, this, &ReviewPanel::editGlossaryRequested);
    connect(choose, &QToolButton::clicked, this, &ReviewPanel::chooseGlossaryRequested);
    connect(m_quotes, &QCheckBox::toggled, this, &ReviewPanel::cornerQuotesToggled);
    setGlossary({}, 0, {});
    // Until a text is shown (behind the error of a file that did not open, before the sample
    // comes): the legend is the key to the colours, and nothing is said of a conversion.
    m_progressLabel->setText(tr("No text is open."));
    m_progress->setRange(0, 1);
    m_progress->setValue(0);
}

void ReviewPanel::setProgress(const DecisionSummary &summary)
{
    QString text = summary.decisions == 0
                       ? tr("Nothing in this conversion needs a decision.")
                       : tr("<b>%1 of %2</b> decisions reviewed (ambiguous characters and "
                            "replaced words that may be wrong).")
                             .arg(summary.reviewed)
                             .arg(summary.decisions);
    // Lines of their own: sentences are not joined by a space in every language.
    // With how many of them are reviewed: the risky work is done when every one is.
    if (summary.risky > 0) {
        const QString risky =
            summary.riskyReviewed == 0 ? tr("%n risky span(s)", nullptr, summary.risky)
            : summary.riskyReviewed == summary.risky
                ? tr("%n risky span(s), every one reviewed", nullptr, summary.risky)
                : tr("%n risky span(s), %1 of them reviewed", nullptr, summary.risky)
                      .arg(summary.riskyReviewed);
        text += QStringLiteral("<br><b>") + risky.toHtmlEscaped() + QStringLiteral("</b>");
    }
    if (summary.lowRisk > 0)
        text += QStringLiteral("<br>") +
                tr("%n ambiguous character(s) at low risk, no decision.", nullptr, summary.lowRisk);
    m_progressLabel->setText(text);
    m_progress->setRange(0, qMax(1, summary.decisions));
    m_progress->setValue(summary.reviewed);
    m_sorting->hide();
    m_progress->show();
}

void ReviewPanel::setExplaining()
{
    m_progressLabel->setText(tr("Sorting the changes for the review…"));
    m_progress->hide();
    m_sorting->show();
    for (size_t kind = 0; kind < m_counts.size(); ++kind) {
        m_counts[kind]->setText(QStringLiteral("…"));
        showLegendRow(kind, true);
    }
    m_decisions->clear();
}

QString ReviewPanel::progressText() const
{
    return m_progressLabel->text();
}

void ReviewPanel::setCounts(const std::vector<int> &counts)
{
    // Only the colours the text has: eleven rows, most of them 0, left the decisions a few
    // lines of a laptop's screen.
    for (size_t kind = 0; kind < m_counts.size(); ++kind) {
        const int count = kind < counts.size() ? counts[kind] : 0;
        m_counts[kind]->setText(kind < counts.size() ? QString::number(count) : QString());
        showLegendRow(kind, count > 0);
    }
}

void ReviewPanel::showLegendRow(size_t kind, bool shown)
{
    for (QWidget *widget : m_legendRows[kind])
        widget->setVisible(shown);
}

bool ReviewPanel::lists(quint8 kind) const
{
    return kind < m_legendRows.size() && !m_legendRows[kind].front()->isHidden();
}

void ReviewPanel::setFixesStanding(int standing)
{
    QLabel *count = m_counts[FixKind];
    const int found = count->text().toInt();
    const bool some = standing >= 0 && standing != found;
    if (some)
        count->setText(tr("%1 of %2").arg(standing).arg(found));
    count->setToolTip(some ? tr("%1 fixed of the %2 found; the others are OpenCC's again or as "
                                "you picked")
                                 .arg(standing)
                                 .arg(found)
                           : QString());
}

QString ReviewPanel::countText(quint8 kind) const
{
    return kind < m_counts.size() ? m_counts[kind]->text() : QString();
}

void ReviewPanel::setDecisions(const std::vector<DecisionRow> &rows)
{
    m_decisions->setUpdatesEnabled(false);
    m_decisions->clear();
    QTreeWidgetItem *group = nullptr;
    for (const DecisionRow &row : rows) {
        if (!group || group->data(0, Qt::UserRole).toString() != row.source) {
            group = new QTreeWidgetItem(m_decisions);
            group->setData(0, Qt::UserRole, row.source);
            group->setText(0, row.source);
        }
        auto *item = new QTreeWidgetItem(group);
        item->setText(0, tr("%1 → %2").arg(row.source, row.result));
        item->setData(0, Qt::UserRole, row.source);
        item->setData(0, Qt::UserRole + 1, row.result);
        // Rows come riskiest first within a group: the group's risk is its first row's.
        const QString risk = QString::number(double(row.risk), 'f', 2);
        item->setText(1, risk);
        if (group->text(1).isEmpty())
            group->setText(1, risk);
        item->setText(2, QString::number(row.count));
        item->setText(3, QString::number(row.reviewed));
        group->setText(2, QString::number(group->text(2).toInt() + row.count));
        group->setText(3, QString::number(group->text(3).toInt() + row.reviewed));
        // Red where a risky choice of OpenCC's is written and not yet reviewed; a fix standing
        // is no risk but OpenCC's mistake fixed, which the tooltip says.
        if (row.risky > row.riskyReviewed)
            item->setForeground(1, HighlightPalette::riskyColour());
        if (row.fixed > 0)
            item->setToolTip(1, tr("%n likely mistake(s) of OpenCC fixed here: the risk is that "
                                   "OpenCC's choice was wrong",
                                   nullptr, row.fixed));
        for (int column : {1, 2, 3}) {
            item->setTextAlignment(column, Qt::AlignRight);
            group->setTextAlignment(column, Qt::AlignRight);
        }
    }
    m_decisions->expandAll();
    m_decisions->setUpdatesEnabled(true);
}

void ReviewPanel::setGlossary(const QString &path, int rules, const QString &errors)
{
    if (path.isEmpty()) {
        m_glossaryLabel->setText(tr("No glossary. Rules you add are kept in a file beside the "
                                    "book, found again when it is opened."));
    } else {
        m_glossaryLabel->setText(
            tr("%1 — %n rule(s)", nullptr, rules).arg(QFileInfo(path).fileName().toHtmlEscaped()));
        m_glossaryLabel->setToolTip(path);
    }
    m_glossaryErrors->setText(errors);
    m_glossaryErrors->setVisible(!errors.isEmpty());
}

void ReviewPanel::setCornerQuotes(bool on)
{
    const QSignalBlocker blocker(m_quotes);
    m_quotes->setChecked(on);
}

} // namespace duizhao
