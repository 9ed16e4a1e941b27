// SPDX-License-Identifier: GPL-3.0-or-later
//
// Two texts (the input cut at its first 0xFF) and diff options from the first byte: changes are
// sorted, in bounds, never split a surrogate pair; without ignore options, replacing each
// change's span of the first text by its span of the second gives the second text.
#include "core/diff/textdiff.h"
#include "fuzzsupport.h"

using namespace duizhao;

namespace {

bool splitsPair(QStringView text, int position)
{
    return position > 0 && position < text.size() && text[position].isLowSurrogate() &&
           text[position - 1].isHighSurrogate();
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    if (size == 0)
        return 0;
    const uint8_t flags = data[0];
    const auto [aBytes, bBytes] = fuzzing::split(fuzzing::bytesOf(data + 1, size - 1));
    const QString a = QString::fromUtf8(aBytes);
    const QString b = QString::fromUtf8(bBytes);
    DiffOptions options;
    options.mode = flags & 1 ? DiffMode::General : DiffMode::Converter;
    options.ignoreBlankLines = flags & 2;
    options.ignoreWhitespace = flags & 4;
    options.ignorePunctuation = flags & 8;
    options.semanticCleanup = flags & 16;
    if (flags & 32) { // a small work bound, so that the coarse fallback is fuzzed too
        options.baseWorkLimit = 50;
        options.workPerUnit = 1;
    }
    const DiffResult diff = diffTexts(a, b, options);
    FUZZ_CHECK(!diff.cancelled);

    int aEnd = 0;
    int bEnd = 0;
    QString rebuilt;
    for (const TextChange &change : diff.changes) {
        FUZZ_CHECK(change.aPosition >= aEnd && change.bPosition >= bEnd);
        FUZZ_CHECK(change.aLength >= 0 && change.bLength >= 0);
        FUZZ_CHECK(change.aLength + change.bLength > 0);
        FUZZ_CHECK(change.aPosition + change.aLength <= a.size());
        FUZZ_CHECK(change.bPosition + change.bLength <= b.size());
        for (const int position : {change.aPosition, change.aPosition + change.aLength})
            FUZZ_CHECK(!splitsPair(a, position));
        for (const int position : {change.bPosition, change.bPosition + change.bLength})
            FUZZ_CHECK(!splitsPair(b, position));
        rebuilt += QStringView(a).sliced(aEnd, change.aPosition - aEnd);
        rebuilt += QStringView(b).sliced(change.bPosition, change.bLength);
        aEnd = change.aPosition + change.aLength;
        bEnd = change.bPosition + change.bLength;
    }
    rebuilt += QStringView(a).sliced(aEnd);
    if (!options.ignoreBlankLines && !options.ignoreWhitespace && !options.ignorePunctuation)
        FUZZ_CHECK(rebuilt == b);
    FUZZ_CHECK(diff.stats.changes == qint64(diff.changes.size()));
    return 0;
}
