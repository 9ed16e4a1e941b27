// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/text/bytesreadahead.h"

#include <system_error>

namespace duizhao {

BytesReadAhead::BytesReadAhead(const QString &path, qint64 sizeLimit)
    : m_path(path)
    , m_sizeLimit(sizeLimit)
{
    const auto read = [path, sizeLimit] {
        return TextFile::readBytes(path, sizeLimit);
    };
    try {
        m_read = std::async(std::launch::async, read);
    } catch (const std::system_error &) {
        m_read = std::async(std::launch::deferred, read);
    }
}

BytesResult BytesReadAhead::take()
{
    return m_read.valid() ? m_read.get() : TextFile::readBytes(m_path, m_sizeLimit);
}

} // namespace duizhao
