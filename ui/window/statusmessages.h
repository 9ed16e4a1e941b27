// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "document/session.h"

#include <QObject>

class QStatusBar;

namespace duizhao {

class ElidedLabel;
class OpenText;

// What the status bar says of the open text as it goes through its stages: the beginning shown
// while the rest converts, the changes being sorted, a cancel and what it left, the edits carried
// over a conversion with new rules; and a warning of how the file was read, in a label of its own
// that stays beside every message and the change counter as long as the text is shown.
class StatusMessages final : public QObject {
    Q_OBJECT

public:
    StatusMessages(OpenText *text, QStatusBar *bar, QObject *parent = nullptr);

    // The stage of the text shown, before the review takes it (whose messages, such as a review
    // restored, come after).
    void showStage();
    // A conversion with new rules shown and its review taken: the edits and reviews carried over
    // (adoptedReviews of the review before it; ownEdits of the user's, fixes not counted).
    void showCarriedEdits(int adoptedReviews, int ownEdits);

private:
    void showCancel(Session::Stage stage);

    const Session &m_session;
    QStatusBar *m_bar;
    ElidedLabel *m_readWarning;
};

} // namespace duizhao
