// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

namespace duizhao {

class Converter;
class JobControl;

// Converts a text on all cores: it is cut into chunks that end at line breaks, and the chunks
// are converted in parallel. No OpenCC dictionary entry spans a line break, so the result is
// identical to converting the whole text in one call.
//
// Returns a null QString when the control was cancelled. Progress is counted in UTF-16 units.
QString convertText(const Converter &converter, QStringView text, JobControl *control = nullptr);

// Chunk length in UTF-16 units; exposed for tests, which check that chunking changes nothing.
QString convertText(const Converter &converter, QStringView text, JobControl *control,
                    qsizetype chunkSize);

} // namespace duizhao
