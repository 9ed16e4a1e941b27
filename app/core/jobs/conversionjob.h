// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/diff/textdiff.h"

#include <QString>

#include <memory>

namespace duizhao {

class Converter;
class JobControl;

struct ConversionRequest {
    QString source;
    std::shared_ptr<const Converter> converter;
    DiffOptions diffOptions;
};

struct ConversionResult {
    QString converted;
    DiffResult diff; // source against converted
    bool cancelled = false;
};

// Convert, then diff the source against the result: the whole job a worker thread runs for a
// window. A pure function of its request, so it is tested without threads.
ConversionResult runConversion(const ConversionRequest &request, JobControl *control = nullptr);

} // namespace duizhao
