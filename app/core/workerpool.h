// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

class QThreadPool;

namespace duizhao {

// The threads that conversions and diffs run on, one per core. Not Qt's global pool: Qt uses
// that one itself (the raster paint engine hands parts of painting to it), and a window whose
// paint waits behind a novel's conversion would freeze for seconds.
QThreadPool *workerPool();

} // namespace duizhao
