// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QMutex>
#include <QString>

#include <atomic>

namespace duizhao {

// Shared between a long-running job and whoever started it: the job reports progress and checks
// for cancellation, the owner cancels and polls progress. Every member is safe to call from any
// thread, so a GUI can poll it from a timer while worker threads advance it.
//
// A control may have a parent: cancelling the parent cancels the child, and the child's progress
// counts for the parent too. A batch of files gives each file a child, so that one file's failure
// stops only that file.
class JobControl final {
public:
    // How a child's progress counts: for its parent too, or for itself alone, where it is
    // counted in units of its own (a file's blocks explained in characters, the file in bytes).
    enum class Progress : quint8 { CountsForParent, OwnOnly };

    explicit JobControl(JobControl *parent = nullptr, Progress progress = Progress::CountsForParent)
        : m_parent(parent)
        , m_progressParent(progress == Progress::CountsForParent ? parent : nullptr)
    {}
    Q_DISABLE_COPY_MOVE(JobControl)

    void cancel() { m_cancelled.store(true, std::memory_order_relaxed); }
    bool isCancelled() const
    {
        return m_cancelled.load(std::memory_order_relaxed) || (m_parent && m_parent->isCancelled());
    }

    // Stops the job because of an error; the first reason is kept.
    void fail(const QString &reason)
    {
        const QMutexLocker locker(&m_mutex);
        if (m_failure.isEmpty())
            m_failure = reason;
        cancel();
    }
    QString failure() const
    {
        const QMutexLocker locker(&m_mutex);
        return m_failure;
    }

    // Work is counted in arbitrary units; stages of one job may add to the total as they start.
    void addToTotal(qint64 units)
    {
        m_total.fetch_add(units, std::memory_order_relaxed);
        if (m_progressParent)
            m_progressParent->addToTotal(units);
    }
    void advance(qint64 units)
    {
        m_done.fetch_add(units, std::memory_order_relaxed);
        if (m_progressParent)
            m_progressParent->advance(units);
    }
    qint64 done() const { return m_done.load(std::memory_order_relaxed); }
    qint64 total() const { return m_total.load(std::memory_order_relaxed); }

    // Between 0 and 1; 0 while nothing is known about the total.
    double fraction() const
    {
        const qint64 all = total();
        return all > 0 ? qBound(0.0, double(done()) / double(all), 1.0) : 0.0;
    }

private:
    JobControl *m_parent;
    JobControl *m_progressParent;
    std::atomic<bool> m_cancelled{false};
    std::atomic<qint64> m_done{0};
    std::atomic<qint64> m_total{0};
    mutable QMutex m_mutex;
    QString m_failure;
};

// Convenience for code that takes an optional control.
inline bool isCancelled(const JobControl *control)
{
    return control && control->isCancelled();
}

} // namespace duizhao
