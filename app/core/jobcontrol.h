// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QtGlobal>

#include <atomic>

namespace duizhao {

// Shared between a long-running job and whoever started it: the job reports progress and checks
// for cancellation, the owner cancels and polls progress. Every member is safe to call from any
// thread, so a GUI can poll it from a timer while worker threads advance it.
class JobControl final {
public:
    JobControl() = default;
    Q_DISABLE_COPY_MOVE(JobControl)

    void cancel() { m_cancelled.store(true, std::memory_order_relaxed); }
    bool isCancelled() const { return m_cancelled.load(std::memory_order_relaxed); }

    // Work is counted in arbitrary units; stages of one job may add to the total as they start.
    void addToTotal(qint64 units) { m_total.fetch_add(units, std::memory_order_relaxed); }
    void advance(qint64 units) { m_done.fetch_add(units, std::memory_order_relaxed); }
    qint64 done() const { return m_done.load(std::memory_order_relaxed); }
    qint64 total() const { return m_total.load(std::memory_order_relaxed); }

    // Between 0 and 1; 0 while nothing is known about the total.
    double fraction() const
    {
        const qint64 all = total();
        return all > 0 ? qBound(0.0, double(done()) / double(all), 1.0) : 0.0;
    }

private:
    std::atomic<bool> m_cancelled{false};
    std::atomic<qint64> m_done{0};
    std::atomic<qint64> m_total{0};
};

// Convenience for code that takes an optional control.
inline bool isCancelled(const JobControl *control)
{
    return control && control->isCancelled();
}

} // namespace duizhao
