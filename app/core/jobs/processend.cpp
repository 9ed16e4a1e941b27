// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/jobs/processend.h"

#include "core/jobs/workerpool.h"

#include <QThreadPool>
#include <QtGlobal>

#ifdef Q_OS_WIN
#include <cstdio>
#include <windows.h>
#endif

namespace duizhao {

int endProcess(int code)
{
    // The jobs first: a job may still give work to the workers.
    jobPool()->waitForDone();
    workerPool()->waitForDone();
#ifdef Q_OS_WIN
    std::fflush(nullptr);
    TerminateProcess(GetCurrentProcess(), UINT(code));
#endif
    return code;
}

} // namespace duizhao
