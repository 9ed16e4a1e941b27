// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QDockWidget>

namespace duizhao {

class ReviewPanel;

// The review panel in a dock of its own, scrolled rather than squeezed when the window is short.
// It is put away while there is nothing to review (two editions compared) and comes back as the
// user left it: shown or closed is the user's wish, remembered apart.
class ReviewDock final : public QDockWidget {
    Q_OBJECT

public:
    ReviewDock(ReviewPanel *panel, QWidget *parent);

    // Whether the user wants the panel (the Review menu's Review Panel).
    bool isWanted() const { return m_wanted; }
    void setWanted(bool wanted);
    // Whether there is a conversion to review.
    void setApplies(bool applies);

private:
    bool m_wanted = true;
    bool m_applies = true;
};

} // namespace duizhao
