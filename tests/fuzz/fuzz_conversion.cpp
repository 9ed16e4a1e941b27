// SPDX-License-Identifier: GPL-3.0-or-later
//
// Any valid text converted with s2t: Duizhao's walk of OpenCC's dictionaries agrees with OpenCC's
// own code (up to the first NUL, where OpenCC stops), the QString and UTF-8 paths agree, chunks
// (cut at LF, CR and sentence ends, 16 characters or bytes on) change nothing, and the
// explanation's result is the conversion, its spans in bounds, in order, not overlapping.
#include "core/conversion/chunkedconversion.h"
#include "core/conversion/conversionplan.h"
#include "core/review/explanation.h"
#include "fuzzsupport.h"

using namespace duizhao;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    // OpenCC takes valid UTF-8 only (the readers refuse anything else before it gets there).
    const QString text = QString::fromUtf8(fuzzing::bytesOf(data, size));
    const Converter &converter = *fuzzing::s2t();
    const QString converted = converter.convert(text);
    FUZZ_CHECK(!converted.isNull());
    FUZZ_CHECK(converter.convertUtf8(text.toUtf8()) == converted.toUtf8());
    const QByteArray beforeNul = text.toUtf8().split('\0').front();
    FUZZ_CHECK(converter.convertUtf8(beforeNul) == converter.convertByOpencc(beforeNul));
    FUZZ_CHECK(convertText(converter, text, nullptr, 16) == converted);
    // Cut into chunks at line breaks (CR too) and sentence ends, the bytes convert alike.
    FUZZ_CHECK(convertUtf8Text(converter, text.toUtf8(), nullptr, 16).join() == converted.toUtf8());

    const ConversionPlan plan{fuzzing::s2t(), nullptr, false};
    const Explanation explanation = explainText(plan, text, nullptr, 16);
    FUZZ_CHECK(explanation.result == converted);
    int sourceEnd = 0;
    int resultEnd = 0;
    for (const ExplainedSpan &span : explanation.spans) {
        FUZZ_CHECK(span.sourcePosition >= sourceEnd && span.resultPosition >= resultEnd);
        FUZZ_CHECK(span.sourcePosition + span.sourceLength <= text.size());
        FUZZ_CHECK(span.resultPosition + span.resultLength <= converted.size());
        sourceEnd = span.sourcePosition + span.sourceLength;
        resultEnd = span.resultPosition + span.resultLength;
    }
    return 0;
}
