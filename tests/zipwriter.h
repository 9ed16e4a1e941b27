// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Zips written with libzip, entry by entry in the order given: the EPUB books the tests and the
// benchmark make.

#include <QByteArray>
#include <QFile>
#include <QList>
#include <QString>

#include "core/books/epub/epubarchive.h"

#include <zip.h>

namespace duizhao::testing::epub {

struct Entry {
    QString name;
    QByteArray bytes;
    bool stored = false;
};

// Writes a zip of these entries in this order; empty on failure.
inline QString writeZip(const QString &path, const QList<Entry> &entries)
{
    int code = 0;
    zip_t *zip =
        zip_open(EpubArchive::zipFileName(path).constData(), ZIP_CREATE | ZIP_TRUNCATE, &code);
    if (!zip)
        return {};
    for (const Entry &entry : entries) {
        zip_source_t *source =
            zip_source_buffer(zip, entry.bytes.constData(), zip_uint64_t(entry.bytes.size()), 0);
        const zip_int64_t index =
            zip_file_add(zip, entry.name.toUtf8().constData(), source, ZIP_FL_ENC_UTF_8);
        if (index < 0) {
            zip_source_free(source);
            zip_discard(zip);
            return {};
        }
        zip_set_file_compression(zip, zip_uint64_t(index),
                                 entry.stored ? ZIP_CM_STORE : ZIP_CM_DEFLATE, 0);
    }
    // The buffers are read when the zip is written, here.
    return zip_close(zip) == 0 ? path : QString();
}

} // namespace duizhao::testing::epub
