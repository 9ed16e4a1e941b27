// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/jobs/processend.h"

#include <QtGlobal>

#ifdef Q_OS_WIN
#include "core/jobs/workerpool.h"

#include <QThreadPool>

#include <cstdio>
#include <windows.h>
#endif

namespace duizhao {

int endProcess(int code)
{
#ifdef Q_OS_WIN
    workerPool()->waitForDone();
    jobPool()->waitForDone();
    std::fflush(nullptr);
    TerminateProcess(GetCurrentProcess(), UINT(code));
#endif
    return code;
}

} // namespace duizhao
