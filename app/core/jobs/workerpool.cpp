// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/jobs/workerpool.h"

#include <QThreadPool>

namespace duizhao {

Q_GLOBAL_STATIC(QThreadPool, workers)

QThreadPool *workerPool()
{
    return workers();
}

namespace {

// Two: a superseded job, cancelled, may still be winding down when the next one starts.
struct JobThreads : QThreadPool {
    JobThreads() { setMaxThreadCount(2); }
};

thread_local bool runningWorkerTask = false;

} // namespace

Q_GLOBAL_STATIC(JobThreads, jobs)

QThreadPool *jobPool()
{
    return jobs();
}

WorkerTask::WorkerTask()
    : m_outer(runningWorkerTask)
{
    runningWorkerTask = true;
}

WorkerTask::~WorkerTask()
{
    runningWorkerTask = m_outer;
}

bool WorkerTask::isRunning()
{
    return runningWorkerTask;
}

} // namespace duizhao
