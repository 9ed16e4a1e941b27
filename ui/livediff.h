// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QObject>
#include <QTimer>

#include <array>
#include <functional>

namespace duizhao {

class SideBySideView;
struct ConversionOutcome;

// Keeps the diff up to date with the user's typing: a new diff once typing pauses, and the result
// of one that the user has typed past dropped (the next one is already on its way).
class LiveDiff final : public QObject {
    Q_OBJECT

public:
    // request starts a diff of what the panes hold now.
    LiveDiff(SideBySideView *view, std::function<void()> request, QObject *parent = nullptr);

    // The text was edited: a diff when typing pauses.
    void schedule();
    // A diff at once (the options changed).
    void now();
    // A new text replaces the one typed in: no diff of it is wanted.
    void stop();
    // A diff of edited text (ConversionOutcome::rediff) that the panes' texts have moved past.
    bool isStale(const ConversionOutcome &outcome) const;

private:
    SideBySideView *m_view;
    std::function<void()> m_request;
    QTimer m_pause;
    std::array<int, 2> m_revisions{-1, -1}; // each pane's document, as the running diff saw it
};

} // namespace duizhao
