// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/jobs/memorypolicy.h"

#include <cstdlib> // defines __GLIBC__ where it is glibc

#if defined(__GLIBC__)
#include <malloc.h>
#endif

namespace duizhao {

void returnLargeBlocksToTheSystem()
{
#if defined(__GLIBC__)
    // Setting the threshold also turns off its dynamic adjustment.
    mallopt(M_MMAP_THRESHOLD, 1024 * 1024);
    mallopt(M_TRIM_THRESHOLD, 4 * 1024 * 1024);
#endif
}

} // namespace duizhao
