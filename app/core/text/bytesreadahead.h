// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/text/textfile.h"

#include <QString>

#include <future>

namespace duizhao {

// A file's bytes, read on a thread of its own from the moment this is made (TextFile::readBytes):
// a file that is read whole is read while the converter is loaded, which takes as long, rather
// than after it. Without a thread to be had, read when taken; taken again, read again.
class BytesReadAhead final {
public:
    BytesReadAhead(const QString &path, qint64 sizeLimit);

    const QString &path() const { return m_path; }
    // The bytes, or why they cannot be read; waits for the read to end.
    BytesResult take();

private:
    QString m_path;
    qint64 m_sizeLimit;
    std::future<BytesResult> m_read;
};

} // namespace duizhao
