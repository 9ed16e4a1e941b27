// SPDX-License-Identifier: GPL-3.0-or-later
#include "workerpool.h"

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

} // namespace

Q_GLOBAL_STATIC(JobThreads, jobs)

QThreadPool *jobPool()
{
    return jobs();
}

} // namespace duizhao
