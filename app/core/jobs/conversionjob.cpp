// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/jobs/conversionjob.h"

#include "core/conversion/chunkedconversion.h"
#include "core/jobs/jobcontrol.h"

namespace duizhao {

ConversionResult runConversion(const ConversionRequest &request, JobControl *control)
{
    ConversionResult result;
    result.converted = convertText(*request.converter, request.source, control);
    if (isCancelled(control)) {
        result.cancelled = true;
        return result;
    }
    result.diff = diffTexts(request.source, result.converted, request.diffOptions, control);
    result.cancelled = result.diff.cancelled;
    return result;
}

} // namespace duizhao
