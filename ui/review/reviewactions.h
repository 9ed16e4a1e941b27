// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QObject>
#include <QString>

class QAction;
class QComboBox;
class QMenu;
class QWidget;

namespace duizhao {

class BookRules;
struct NameEntry;
class DiffPane;
class ReviewController;
class ReviewPanel;

// What the user reviews with: the context menu of a span on either pane (its candidates, here or
// for every one alike; marks; adding to the glossary), digit keys that pick a candidate of the span
// gone to, and the glossary's dialogs. They act on the review (ReviewController) and on the book's
// rules (BookRules), and own neither.
class ReviewActions final : public QObject {
    Q_OBJECT

public:
    ReviewActions(ReviewController *review, BookRules *rules, DiffPane *original,
                  DiffPane *converted, ReviewPanel *panel, QObject *parent = nullptr);

    // The Review menu's own entries: the walk through the spans, marks, corner quotes and the
    // glossary's dialogs.
    void addMenuActions(QMenu *menu, QWidget *window);
    // The toolbar's "Show:" box: which highlights the panes show and the review walks.
    QComboBox *filterBox() const { return m_filterBox; }
    // Checks Review → Fix Likely Mistakes, if it is not, for the next text opened, saying why.
    void fixLikelyMistakes(const QString &why);
    // The menu for a right-click at a text position of a pane.
    QMenu *contextMenu(DiffPane *pane, int position, QWidget *parent);
    // Adds a rule line to the glossary file (created beside the book if need be).
    bool addGlossaryRule(const QString &rule);
    // A rule for a span as the glossary would read it: the span and the character after it.
    QString suggestedRule(int span) const;
    void addToGlossary(int span, QWidget *parent);
    // Writes a name in form wherever the text has it (the Names list's choice), and keeps the
    // choice as the book's glossary rule for the name; Edit → Undo takes back both.
    void writeNameEverywhere(const NameEntry &name, const QString &form);
    void editGlossary(QWidget *parent);
    void chooseGlossary(QWidget *parent);

Q_SIGNALS:
    void message(const QString &text);
    // The kinds of highlight the filter chosen shows (see HighlightPalette::kindsShown).
    void kindsShown(quint32 kinds);

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    QString glossaryPathToWrite(QWidget *parent) const;

    ReviewController *m_review;
    BookRules *m_rules;
    DiffPane *m_original;
    DiffPane *m_converted;
    ReviewPanel *m_panel;
    QAction *m_fixLikely = nullptr; // Review → Fix Likely Mistakes
    QComboBox *m_filterBox;
};

} // namespace duizhao
