// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>
#include <QtGlobal>

#include <optional>

namespace duizhao {

// A file as the file system knows it, whatever path leads to it: the device (the volume on
// Windows) and the file's number there, and how many names (hard links) it has. Linux has them
// from stat(); Windows from the file's handle, as its C runtime's stat() gives no file number.
struct FileIdentity {
    quint64 device = 0;
    quint64 file = 0;
    int links = 1;

    // None for a path that does not exist or cannot be asked.
    static std::optional<FileIdentity> of(const QString &path);

    friend bool operator==(const FileIdentity &, const FileIdentity &) = default;
};

} // namespace duizhao
