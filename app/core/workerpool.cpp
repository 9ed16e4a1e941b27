// SPDX-License-Identifier: GPL-3.0-or-later
#include "workerpool.h"

#include <QThreadPool>

namespace duizhao {

Q_GLOBAL_STATIC(QThreadPool, pool)

QThreadPool *workerPool()
{
    return pool();
}

} // namespace duizhao
