// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

class QThreadPool;

namespace duizhao {

// The threads that conversions and diffs run on, one per core. Not Qt's global pool: Qt uses
// that one itself (the raster paint engine hands parts of painting to it), and a window whose
// paint waits behind a novel's conversion would freeze for seconds.
QThreadPool *workerPool();

// The threads that the window's jobs run on: a job hands its work to the workers in chunks and
// waits for them. Waiting in a worker would leave the workers a core short (QtConcurrent's
// blocking calls do not work in the thread that waits), and a novel would convert on one core.
QThreadPool *jobPool();

} // namespace duizhao
