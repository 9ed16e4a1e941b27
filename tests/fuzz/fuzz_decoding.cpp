// SPDX-License-Identifier: GPL-3.0-or-later
//
// Reading a text file's bytes, detected or in a forced encoding: never a crash, an error with a
// place or text that survives writing it back the way it was read and reading it again.
#include "core/text/encodingdetector.h"
#include "core/text/textencoding.h"
#include "core/text/textfile.h"
#include "fuzzsupport.h"

#include <array>

using namespace duizhao;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    if (size == 0)
        return 0;
    // The first byte chooses the encoding: detected, or forced.
    static const std::array<QString, 10> encodings{QString(),
                                                   TextEncoding::Utf8,
                                                   TextEncoding::Gb18030,
                                                   TextEncoding::Big5,
                                                   TextEncoding::Big5Hkscs,
                                                   TextEncoding::Utf16LE,
                                                   TextEncoding::Utf16BE,
                                                   TextEncoding::Utf32LE,
                                                   TextEncoding::Utf32BE,
                                                   QString()};
    ReadOptions options;
    options.encoding = encodings[data[0] % encodings.size()];
    const QByteArray bytes = fuzzing::bytesOf(data + 1, size - 1).toByteArray();

    EncodingDetector::detect(bytes);
    const ReadResult read = TextFile::decode(bytes, QStringLiteral("input"), options);
    if (!read.ok()) {
        FUZZ_CHECK(!read.error->reason.isEmpty());
        return 0;
    }
    FUZZ_CHECK(!read.text.contains(u'\r')); // line breaks are normalized to '\n'

    // Written back as read (encoding, byte-order mark, line breaks) and read again: the same text.
    // Two encodings may map several byte sequences to one character, so the bytes may differ.
    const TextFile::EncodedText encoded = TextFile::encode(read.text, read.format);
    if (encoded.error)
        return 0; // a character the encoding read but cannot write (Big5's few such) is reported
    ReadOptions again;
    again.encoding = read.format.encoding;
    const ReadResult reread =
        TextFile::decode(encoded.pieces.join(), QStringLiteral("again"), again);
    FUZZ_CHECK(reread.ok());
    FUZZ_CHECK(reread.text == read.text);
    FUZZ_CHECK(reread.format.bom == read.format.bom);
    return 0;
}
