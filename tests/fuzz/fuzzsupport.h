// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/conversion/configcatalog.h"
#include "core/conversion/converter.h"

#include <QByteArrayView>
#include <QString>

#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <memory>

// What the libFuzzer harnesses share: the input as bytes or text, a converter loaded once, and
// a check that stops the run with a message (libFuzzer then keeps the input that failed).
namespace duizhao::fuzzing {

inline QByteArrayView bytesOf(const uint8_t *data, size_t size)
{
    return QByteArrayView(reinterpret_cast<const char *>(data), qsizetype(size));
}

// The input cut in two at its first byte 0xFF (which no UTF-8 text holds): the second part is
// empty when there is none.
inline std::pair<QByteArrayView, QByteArrayView> split(QByteArrayView input)
{
    const qsizetype at = input.indexOf('\xFF');
    if (at < 0)
        return {input, {}};
    return {input.first(at), input.sliced(at + 1)};
}

// OpenCC's s2t, loaded once for the whole run.
inline std::shared_ptr<const Converter> s2t()
{
    static const std::shared_ptr<const Converter> loaded = [] {
        QString error;
        auto result = Converter::load(QStringLiteral("s2t"), ConfigCatalog(), &error);
        if (!result) {
            std::fprintf(stderr, "cannot load s2t: %s\n", qPrintable(error));
            std::abort();
        }
        return result;
    }();
    return loaded;
}

} // namespace duizhao::fuzzing

// Like assert, but also in release builds, and saying what failed.
#define FUZZ_CHECK(condition)                                                                      \
    do {                                                                                           \
        if (!(condition)) {                                                                        \
            std::fprintf(stderr, "%s:%d: check failed: %s\n", __FILE__, __LINE__, #condition);     \
            std::abort();                                                                          \
        }                                                                                          \
    } while (false)
