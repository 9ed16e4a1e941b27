// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QCoreApplication>
#include <QHash>
#include <QList>
#include <QString>

#include <memory>
#include <optional>

struct zip;

namespace duizhao {
struct FileStamp;
}

namespace duizhao {

// One entry of a book's zip, in the zip's order.
struct EpubEntry {
    QString name;        // as stored: a path inside the book, '/' between folders
    QByteArray rawName;  // its bytes in the zip (not UTF-8 in some old books), written back so
    quint64 size = 0;    // uncompressed, as the zip declares it
    quint64 packed = 0;  // compressed
    bool stored = false; // kept uncompressed (as `mimetype` must be)
    qint64 modified = 0; // seconds since the epoch, as the zip says
};

// An entry's new bytes as the archive writes them: deflated, or as they are for an entry kept
// stored. Packed where the bytes are made (a chapter as soon as it is converted, on the worker
// that converted it) rather than when the archive is closed: a book's chapters are then deflated
// side by side, and a book is not held whole, twice, until it is written.
struct PackedEntry {
    QByteArray data;  // deflated (raw deflate, as a zip holds it), or the bytes when stored
    quint64 size = 0; // the bytes' own size
    quint32 crc = 0;  // the bytes' CRC-32, as a zip declares it, where deflated
    bool deflated = false;

    static PackedEntry of(const QByteArray &bytes, bool stored);
};

// An entry's bytes as the zip holds them, read from the archive (from one thread at a time, as
// libzip reads) to be inflated anywhere (EpubArchive::unzip): a book's chapters are then inflated
// side by side.
struct ZippedEntry {
    QString name;
    QByteArray data;  // deflated, or the entry's bytes themselves
    quint64 size = 0; // the bytes' own size, as the zip declares it
    quint32 crc = 0;  // their CRC-32, as the zip declares it, where deflated
    bool deflated = false;
};

// What a book may take when read: a zip bomb is refused before it is inflated.
struct EpubLimits {
    // All entries together, uncompressed.
    quint64 totalSize = quint64(1) << 30;
    // An entry larger than ratioFrom bytes may expand at most maxRatio times its packed size:
    // text and markup deflate some ten times, images and fonts hardly at all.
    quint64 ratioFrom = 1 << 20;
    quint64 maxRatio = 200;
};

// An EPUB's zip, opened for reading through libzip. Everything that would make reading it unsafe
// or converting it wrong is checked when it opens, and such a book is refused with the file, the
// entry and the reason: names that climb out of the book (`../`), absolute names or with a drive,
// names used twice (also once letter case is folded, as OCF requires), DRM (`META-INF/rights.xml`,
// or `META-INF/encryption.xml` encrypting anything but the fonts' obfuscation), and entries or a
// whole larger than the limits. Entries are then read one by one, each bounded by its declared
// size however the zip lies about it.
class EpubArchive final {
    Q_DECLARE_TR_FUNCTIONS(EpubArchive)

public:
    // A file's name as libzip opens it: the locale's bytes on Unix, UTF-8 on Windows, where
    // libzip widens it to UTF-16 (the ANSI code page would lose a Chinese name).
    static QByteArray zipFileName(const QString &path);
    static std::optional<EpubArchive> open(const QString &path, QString *error,
                                           const EpubLimits &limits = {});
    EpubArchive(EpubArchive &&) noexcept;
    EpubArchive &operator=(EpubArchive &&) noexcept;
    ~EpubArchive();

    QString path() const { return m_path; }
    const QList<EpubEntry> &entries() const { return m_entries; }
    bool contains(const QString &name) const;
    // Whether `mimetype` comes first, stored, and says application/epub+zip, as readers require.
    bool hasProperMimetype() const { return m_properMimetype; }

    // An entry's bytes; empty with the reason in error when it cannot be read whole.
    std::optional<QByteArray> read(const QString &name, QString *error) const;
    // read() in two steps: the entry as zipped, which reads the archive, and its bytes, which
    // do not (unzip may run on any thread, beside readZipped on another). A deflated entry
    // that inflates to more or less than it declares, or to other bytes than its CRC says, is
    // refused as read() refuses it.
    std::optional<ZippedEntry> readZipped(const QString &name, QString *error) const;
    std::optional<QByteArray> unzip(const ZippedEntry &zipped, QString *error) const;

    // Writes the book again to `output`, whole or not at all, as TextFile writes a file (with
    // readAs, refused if the file it replaces changed since): `mimetype` first and stored, as
    // readers require, then the entries in their order, with their names, times and
    // compression; those in `replaced` with their new bytes, the others copied as stored, byte
    // for byte. Returns why it failed.
    std::optional<QString> writeTo(const QString &output,
                                   const QHash<QString, PackedEntry> &replaced,
                                   const FileStamp *readAs = nullptr) const;

private:
    EpubArchive() = default;
    static QString badName(const QString &name);
    bool checkEntries(const EpubLimits &limits, QString *error);
    bool checkRights(QString *error) const;

    QString m_path;
    std::unique_ptr<struct zip, void (*)(struct zip *)> m_zip{nullptr, nullptr};
    QList<EpubEntry> m_entries;
    QHash<QString, qsizetype> m_indexOf; // of each name in m_entries: a book may list 100,000
    bool m_properMimetype = false;
};

} // namespace duizhao
