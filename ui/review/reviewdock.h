// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QDockWidget>

namespace duizhao {

// A part of the review in a dock of its own: the review panel, scrolled rather than squeezed when
// the window is short, or the Names list. It is put away while there is nothing to review (two
// editions compared) and comes back as the user left it: shown or closed is the user's wish,
// remembered apart.
class ReviewDock final : public QDockWidget {
    Q_OBJECT

public:
    enum class Content { Scrolled, ScrollsItself };

    ReviewDock(const QString &title, QWidget *content, Content kind, QWidget *parent);

    // Whether the user wants the dock (its entry in the menus).
    bool isWanted() const { return m_wanted; }
    void setWanted(bool wanted);
    // Whether there is a conversion to review.
    void setApplies(bool applies);

protected:
    void closeEvent(QCloseEvent *event) override;

private:
    bool m_wanted = true;
    bool m_applies = true;
};

} // namespace duizhao
