// SPDX-License-Identifier: GPL-3.0-or-later
#include "livediff.h"

#include "conversionjobs.h"
#include "diffpane.h"
#include "sidebysideview.h"

namespace duizhao {

namespace {
// Typing pauses this long before the diff is brought up to date.
constexpr int PauseMs = 300;
} // namespace

LiveDiff::LiveDiff(SideBySideView *view, std::function<void()> request, QObject *parent)
    : QObject(parent)
    , m_view(view)
    , m_request(std::move(request))
{
    m_pause.setSingleShot(true);
    m_pause.setInterval(PauseMs);
    connect(&m_pause, &QTimer::timeout, this, &LiveDiff::now);
}

void LiveDiff::schedule()
{
    m_pause.start();
}

void LiveDiff::now()
{
    m_pause.stop();
    for (const DiffSide side : {DiffSide::A, DiffSide::B})
        m_revisions[size_t(side)] = m_view->pane(side)->document()->revision();
    m_request();
}

void LiveDiff::stop()
{
    m_pause.stop();
}

bool LiveDiff::isStale(const ConversionOutcome &outcome) const
{
    const auto moved = [this](DiffSide side) {
        return m_view->pane(side)->document()->revision() != m_revisions[size_t(side)];
    };
    // Converting, only the conversion is edited; comparing, either edition.
    return outcome.rediff && (moved(DiffSide::B) || (outcome.comparing && moved(DiffSide::A)));
}

} // namespace duizhao
