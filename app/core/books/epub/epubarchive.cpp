// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/books/epub/epubarchive.h"

#include "core/books/epub/epubpackage.h"
#include "core/text/textfile.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QScopeGuard>
#include <QSet>
#include <QXmlStreamReader>

#include <libdeflate.h>
#include <zip.h>

#include <algorithm>
#include <cstring>
#include <deque>
#include <memory>

namespace duizhao {

namespace {

const QString Mimetype = QStringLiteral("mimetype");
const QString Encryption = QStringLiteral("META-INF/encryption.xml");
const QString Rights = QStringLiteral("META-INF/rights.xml");

} // namespace

// Why a name may not be in a book, or nothing: every name must stay inside it.
QString EpubArchive::badName(const QString &name)
{
    if (name.isEmpty())
        return tr("an entry has no name");
    if (name.startsWith(u'/') || name.contains(u'\\') ||
        (name.size() >= 2 && name[1] == u':' && name[0].isLetter()))
        return tr("the entry %1 is named by an absolute path").arg(name);
    for (const QStringView part : QStringView(name).split(u'/')) {
        if (part == u"..")
            return tr("the entry %1 climbs out of the book").arg(name);
    }
    return {};
}

namespace {

// The algorithms with which fonts are obfuscated, not encrypted: a book may use them and be read.
bool obfuscatesFonts(QStringView algorithm)
{
    return algorithm == u"http://www.idpf.org/2008/embedding" ||
           algorithm == u"http://ns.adobe.com/pdf/enc#RC";
}

} // namespace

QByteArray EpubArchive::zipFileName(const QString &path)
{
#ifdef Q_OS_WIN
    return QDir::toNativeSeparators(path).toUtf8();
#else
    return QFile::encodeName(path);
#endif
}

std::optional<EpubArchive> EpubArchive::open(const QString &path, QString *error,
                                             const EpubLimits &limits)
{
    const auto fail = [&](const QString &reason) {
        if (error)
            *error = tr("%1: %2").arg(path, reason);
        return std::nullopt;
    };
    // libzip's own words for the common cases are terse ("Not a zip archive" for a book cut
    // short, whose zip directory at its end is gone); its words for the rest.
    const QFileInfo file(path);
    if (file.isFile() && file.size() == 0)
        return fail(tr("the file is empty"));
    int code = 0;
    zip_t *opened = zip_open(zipFileName(path).constData(), ZIP_RDONLY, &code);
    if (!opened) {
        if (code == ZIP_ER_NOENT || !file.exists())
            return fail(tr("the file does not exist"));
        if (code == ZIP_ER_NOZIP)
            return fail(tr("not an EPUB: it is no zip archive, or one cut short (its directory, "
                           "at its end, is missing)"));
        zip_error_t zipError;
        zip_error_init_with_code(&zipError, code);
        const QString reason = QString::fromLocal8Bit(zip_error_strerror(&zipError));
        zip_error_fini(&zipError);
        return fail(tr("not a readable EPUB (zip): %1").arg(reason));
    }
    EpubArchive archive;
    archive.m_path = path;
    archive.m_zip = {opened, &zip_discard};
    QString reason;
    if (!archive.checkEntries(limits, &reason) || !archive.checkRights(&reason))
        return fail(reason);
    return archive;
}

EpubArchive::EpubArchive(EpubArchive &&) noexcept = default;
EpubArchive &EpubArchive::operator=(EpubArchive &&) noexcept = default;
EpubArchive::~EpubArchive() = default;

bool EpubArchive::checkEntries(const EpubLimits &limits, QString *error)
{
    const zip_int64_t count = zip_get_num_entries(m_zip.get(), 0);
    QSet<QString> names;
    QSet<QString> folded;
    quint64 total = 0;
    for (zip_int64_t index = 0; index < count; ++index) {
        zip_stat_t stat;
        zip_stat_init(&stat);
        if (zip_stat_index(m_zip.get(), zip_uint64_t(index), ZIP_FL_ENC_GUESS, &stat) != 0 ||
            !(stat.valid & ZIP_STAT_NAME)) {
            *error = tr("entry %1 cannot be read").arg(index + 1);
            return false;
        }
        EpubEntry entry{QString::fromUtf8(stat.name),
                        QByteArray(zip_get_name(m_zip.get(), zip_uint64_t(index), ZIP_FL_ENC_RAW)),
                        stat.size,
                        stat.comp_size,
                        stat.comp_method == ZIP_CM_STORE,
                        (stat.valid & ZIP_STAT_MTIME) ? qint64(stat.mtime) : 0};
        if (const QString bad = badName(entry.name); !bad.isEmpty()) {
            *error = bad;
            return false;
        }
        if (names.contains(entry.name) || folded.contains(entry.name.toCaseFolded())) {
            *error = tr("the name %1 is used twice").arg(entry.name);
            return false;
        }
        names.insert(entry.name);
        folded.insert(entry.name.toCaseFolded());
        if ((stat.valid & ZIP_STAT_ENCRYPTION_METHOD) && stat.encryption_method != ZIP_EM_NONE) {
            *error = tr("the entry %1 is encrypted").arg(entry.name);
            return false;
        }
        if (entry.size > limits.ratioFrom &&
            entry.size / qMax<quint64>(entry.packed, 1) > limits.maxRatio) {
            *error = tr("the entry %1 would expand %2 times, to %3 bytes (a zip bomb?)")
                         .arg(entry.name)
                         .arg(entry.size / qMax<quint64>(entry.packed, 1))
                         .arg(entry.size);
            return false;
        }
        total += entry.size;
        if (total > limits.totalSize) {
            *error =
                tr("its entries hold more than %1 MB uncompressed").arg(limits.totalSize >> 20);
            return false;
        }
        m_indexOf.insert(entry.name, m_entries.size());
        m_entries.append(entry);
    }
    if (!m_entries.isEmpty() && m_entries.first().name == Mimetype && m_entries.first().stored) {
        QString ignored;
        m_properMimetype = read(Mimetype, &ignored) == QByteArray("application/epub+zip");
    }
    return true;
}

// A book whose content is encrypted cannot be converted (its text is not there to read): the DRM
// of rights.xml, or encryption.xml naming anything but obfuscated fonts.
bool EpubArchive::checkRights(QString *error) const
{
    if (contains(Rights)) {
        *error = tr("it is protected by DRM (%1)").arg(Rights);
        return false;
    }
    if (!contains(Encryption))
        return true;
    const std::optional<QByteArray> encryption = read(Encryption, error);
    if (!encryption)
        return false;
    // Read as every XML of the book is (well-formed, no entities) before it is read for what it
    // says.
    QXmlStreamReader check(*encryption);
    if (const std::optional<QString> bad = EpubPackage::xmlError(Encryption, check)) {
        *error = *bad;
        return false;
    }
    QXmlStreamReader xml(*encryption);
    QString algorithm;
    while (!xml.atEnd()) {
        if (xml.readNext() != QXmlStreamReader::StartElement)
            continue;
        if (xml.name() == u"EncryptionMethod") {
            algorithm = xml.attributes().value(QStringLiteral("Algorithm")).toString();
        } else if (xml.name() == u"CipherReference" && !obfuscatesFonts(algorithm)) {
            *error = tr("%1 is encrypted (DRM, %2)")
                         .arg(xml.attributes().value(QStringLiteral("URI")).toString(), Encryption);
            return false;
        }
    }
    return true;
}

bool EpubArchive::contains(const QString &name) const
{
    return m_indexOf.contains(name);
}

namespace {

// libzip deflates and inflates with zlib. An entry is deflated and inflated here with libdeflate
// instead, on the worker that converts it: at the same level it deflates a book's text twice as
// fast into the same size, and inflates it three times as fast. One of each per thread, kept:
// each holds buffers of hundreds of kilobytes, and a book is hundreds of entries.
libdeflate_compressor *compressor()
{
    thread_local const std::unique_ptr<libdeflate_compressor, void (*)(libdeflate_compressor *)>
        compressing(libdeflate_alloc_compressor(6), &libdeflate_free_compressor);
    return compressing.get();
}

libdeflate_decompressor *decompressor()
{
    thread_local const std::unique_ptr<libdeflate_decompressor, void (*)(libdeflate_decompressor *)>
        decompressing(libdeflate_alloc_decompressor(), &libdeflate_free_decompressor);
    return decompressing.get();
}

} // namespace

std::optional<QByteArray> EpubArchive::read(const QString &name, QString *error) const
{
    const std::optional<ZippedEntry> zipped = readZipped(name, error);
    return zipped ? unzip(*zipped, error) : std::nullopt;
}

std::optional<ZippedEntry> EpubArchive::readZipped(const QString &name, QString *error) const
{
    const auto fail = [&](const QString &reason) {
        if (error)
            *error = tr("%1: %2").arg(m_path, reason);
        return std::nullopt;
    };
    const zip_int64_t index =
        zip_name_locate(m_zip.get(), name.toUtf8().constData(), ZIP_FL_ENC_GUESS);
    if (index < 0)
        return fail(tr("the book has no entry %1").arg(name));
    const EpubEntry &entry = m_entries.at(qsizetype(index));
    zip_stat_t stat;
    zip_stat_init(&stat);
    // A deflated entry is read as the zip holds it, to be inflated by unzip; any other is read
    // through libzip, which inflates what libdeflate does not know and checks its CRC.
    const bool deflated = zip_stat_index(m_zip.get(), zip_uint64_t(index), 0, &stat) == 0 &&
                          (stat.valid & ZIP_STAT_COMP_METHOD) &&
                          stat.comp_method == ZIP_CM_DEFLATE && (stat.valid & ZIP_STAT_CRC);
    std::unique_ptr<zip_file_t, int (*)(zip_file_t *)> file(
        zip_fopen_index(m_zip.get(), zip_uint64_t(index), deflated ? ZIP_FL_COMPRESSED : 0),
        &zip_fclose);
    if (!file)
        return fail(tr("the entry %1 cannot be opened: %2")
                        .arg(name, QString::fromLocal8Bit(zip_strerror(m_zip.get()))));
    // One byte more than declared: an entry that holds more than its size is not read on.
    const quint64 expected = deflated ? entry.packed : entry.size;
    QByteArray bytes(qsizetype(expected) + 1, Qt::Uninitialized);
    qsizetype done = 0;
    while (done < bytes.size()) {
        const zip_int64_t got =
            zip_fread(file.get(), bytes.data() + done, zip_uint64_t(bytes.size() - done));
        if (got < 0)
            return fail(tr("the entry %1 is damaged: %2")
                            .arg(name, QString::fromLocal8Bit(zip_file_strerror(file.get()))));
        if (got == 0)
            break;
        done += qsizetype(got);
    }
    if (done != qsizetype(expected))
        return fail(
            tr("the entry %1 does not hold the %2 bytes it declares").arg(name).arg(expected));
    bytes.truncate(done);
    return ZippedEntry{name, std::move(bytes), entry.size, deflated ? quint32(stat.crc) : 0,
                       deflated};
}

std::optional<QByteArray> EpubArchive::unzip(const ZippedEntry &zipped, QString *error) const
{
    if (!zipped.deflated)
        return zipped.data;
    const auto fail = [&](const QString &reason) {
        if (error)
            *error = tr("%1: %2").arg(m_path, reason);
        return std::nullopt;
    };
    libdeflate_decompressor *const inflating = decompressor();
    if (!inflating)
        return fail(tr("the entry %1 cannot be read: not enough memory").arg(zipped.name));
    const QString damaged = tr("the entry %1 is damaged: %2");
    QByteArray bytes(qsizetype(zipped.size), Qt::Uninitialized);
    size_t inflated = 0;
    const libdeflate_result result = libdeflate_deflate_decompress(
        inflating, zipped.data.constData(), size_t(zipped.data.size()), bytes.data(),
        size_t(bytes.size()), &inflated);
    if (result != LIBDEFLATE_SUCCESS && result != LIBDEFLATE_INSUFFICIENT_SPACE)
        return fail(damaged.arg(zipped.name, tr("its compressed data is not valid")));
    if (result == LIBDEFLATE_INSUFFICIENT_SPACE || inflated != size_t(zipped.size))
        return fail(tr("the entry %1 does not hold the %2 bytes it declares")
                        .arg(zipped.name)
                        .arg(zipped.size));
    if (libdeflate_crc32(0, bytes.constData(), size_t(bytes.size())) != zipped.crc)
        return fail(damaged.arg(zipped.name, tr("CRC error")));
    return bytes;
}

PackedEntry PackedEntry::of(const QByteArray &bytes, bool stored)
{
    // At level 6, zlib's default and what zip tools write. Bytes that libdeflate fails on are
    // left as they are, for libzip to deflate when it writes them.
    PackedEntry packed{bytes, quint64(bytes.size()), 0, false};
    if (stored)
        return packed;
    libdeflate_compressor *const deflating = compressor();
    if (!deflating)
        return packed;
    QByteArray deflated(
        qsizetype(libdeflate_deflate_compress_bound(deflating, size_t(bytes.size()))),
        Qt::Uninitialized);
    const size_t size =
        libdeflate_deflate_compress(deflating, bytes.constData(), size_t(bytes.size()),
                                    deflated.data(), size_t(deflated.size()));
    if (size == 0)
        return packed;
    // Held until the book is written: a chapter's room to deflate in, kept, was three quarters
    // of what a book of 300 chapters held above its text file (8 MB of 12).
    deflated.truncate(qsizetype(size));
    deflated.squeeze();
    packed.crc = libdeflate_crc32(0, bytes.constData(), size_t(bytes.size()));
    packed.data = std::move(deflated);
    packed.deflated = true;
    return packed;
}

namespace {

using ZipSource = std::unique_ptr<zip_source_t, void (*)(zip_source_t *)>;

QString zipErrorText(zip_error_t *error)
{
    return QString::fromLocal8Bit(zip_error_strerror(error));
}

// A libzip source of a packed entry that is deflated: its stat says the data is deflated, with
// its size and CRC, so that libzip writes it as it is, as it copies an entry kept from the book.
// (libzip deflates what it is given when the archive is closed, one entry after another, at zlib's
// highest level: for a book of hundreds of converted chapters, most of the time a conversion took.)
struct DeflatedSource {
    const PackedEntry *entry;
    zip_uint64_t readTo = 0;
    zip_error_t error{};
};

zip_int64_t readDeflated(void *state, void *data, zip_uint64_t length, zip_source_cmd_t command)
{
    auto *source = static_cast<DeflatedSource *>(state);
    const QByteArray &deflated = source->entry->data;
    switch (command) {
    case ZIP_SOURCE_OPEN:
        source->readTo = 0;
        return 0;
    case ZIP_SOURCE_READ: {
        const zip_uint64_t count = std::min(length, zip_uint64_t(deflated.size()) - source->readTo);
        std::memcpy(data, deflated.constData() + source->readTo, size_t(count));
        source->readTo += count;
        return zip_int64_t(count);
    }
    case ZIP_SOURCE_CLOSE:
    case ZIP_SOURCE_FREE: // the source is its writer's
        return 0;
    case ZIP_SOURCE_STAT: {
        auto *stat = ZIP_SOURCE_GET_ARGS(zip_stat_t, data, length, &source->error);
        if (!stat)
            return -1;
        zip_stat_init(stat);
        stat->valid = ZIP_STAT_SIZE | ZIP_STAT_COMP_SIZE | ZIP_STAT_COMP_METHOD | ZIP_STAT_CRC |
                      ZIP_STAT_ENCRYPTION_METHOD;
        stat->size = source->entry->size;
        stat->comp_size = zip_uint64_t(deflated.size());
        stat->comp_method = ZIP_CM_DEFLATE;
        stat->crc = source->entry->crc;
        stat->encryption_method = ZIP_EM_NONE;
        return sizeof(zip_stat_t);
    }
    case ZIP_SOURCE_ERROR:
        return zip_error_to_data(&source->error, data, length);
    case ZIP_SOURCE_SUPPORTS:
        return zip_source_make_command_bitmap(ZIP_SOURCE_OPEN, ZIP_SOURCE_READ, ZIP_SOURCE_CLOSE,
                                              ZIP_SOURCE_STAT, ZIP_SOURCE_ERROR, ZIP_SOURCE_FREE,
                                              -1);
    default:
        zip_error_set(&source->error, ZIP_ER_OPNOTSUPP, 0);
        return -1;
    }
}

// The bytes of a zip made in memory, handed to a file in pieces as they are read.
std::optional<QString> copyOut(zip_source_t *zip, QFileDevice &file)
{
    if (zip_source_open(zip) != 0)
        return zipErrorText(zip_source_error(zip));
    const auto close = qScopeGuard([zip] { zip_source_close(zip); });
    QByteArray piece(1 << 20, Qt::Uninitialized);
    while (true) {
        const zip_int64_t got = zip_source_read(zip, piece.data(), zip_uint64_t(piece.size()));
        if (got < 0)
            return zipErrorText(zip_source_error(zip));
        if (got == 0)
            return std::nullopt;
        if (file.write(piece.constData(), got) != got)
            return file.errorString();
    }
}

} // namespace

std::optional<QString> EpubArchive::writeTo(const QString &output,
                                            const QHash<QString, PackedEntry> &replaced,
                                            const FileStamp *readAs) const
{
    // Made in memory first, then written as every file of ours is (see TextFile::writeProduced):
    // atomically, through a link to what it leads to, keeping the owner and the mode of the file
    // it replaces, to a stream or a device as it is. libzip's own writing would put a file of its
    // own in the output's place, even where that is /dev/stdout or a link.
    zip_error_t error;
    zip_error_init(&error);
    ZipSource memory(zip_source_buffer_create(nullptr, 0, 0, &error), &zip_source_free);
    zip_t *written = memory ? zip_open_from_source(memory.get(), ZIP_TRUNCATE, &error) : nullptr;
    if (!written) {
        const QString reason = zipErrorText(&error);
        zip_error_fini(&error);
        return tr("%1: cannot be written: %2").arg(output, reason);
    }
    zip_error_fini(&error);
    zip_source_keep(memory.get()); // held by the archive too, and read once it is closed
    const auto failure = [&](zip_t *zip) {
        const QString reason = QString::fromLocal8Bit(zip_strerror(zip));
        zip_discard(zip);
        return tr("%1: cannot be written: %2").arg(output, reason);
    };
    static const QByteArray EpubType("application/epub+zip");
    zip_source_t *mimetype =
        zip_source_buffer(written, EpubType.constData(), zip_uint64_t(EpubType.size()), 0);
    const zip_int64_t first = zip_file_add(written, "mimetype", mimetype, 0);
    if (first < 0) {
        zip_source_free(mimetype);
        return failure(written);
    }
    if (zip_set_file_compression(written, zip_uint64_t(first), ZIP_CM_STORE, 0) != 0)
        return failure(written);
    // Dated as the book's own, not now: the same book converted twice gives the same bytes.
    const auto own = m_indexOf.constFind(Mimetype);
    const qint64 dated = own != m_indexOf.cend() ? m_entries.at(*own).modified
                         : m_entries.isEmpty()   ? 0
                                                 : m_entries.first().modified;
    if (dated > 0)
        zip_file_set_mtime(written, zip_uint64_t(first), time_t(dated), 0);
    std::deque<DeflatedSource> deflatedSources; // read by libzip when the zip is closed
    for (qsizetype index = 0; index < m_entries.size(); ++index) {
        const EpubEntry &entry = m_entries.at(index);
        if (entry.name == Mimetype)
            continue;
        const auto replacement = replaced.constFind(entry.name);
        // The bytes handed to libzip are read when the zip is closed: `replaced` holds them.
        zip_source_t *source = nullptr;
        if (replacement == replaced.cend())
            source =
                zip_source_zip(written, m_zip.get(), zip_uint64_t(index), ZIP_FL_COMPRESSED, 0, -1);
        else if (replacement->deflated)
            source =
                zip_source_function(written, readDeflated,
                                    &deflatedSources.emplace_back(DeflatedSource{&*replacement}));
        else
            source = zip_source_buffer(written, replacement->data.constData(),
                                       zip_uint64_t(replacement->data.size()), 0);
        if (!source)
            return failure(written);
        // The name's own bytes: a name that is not UTF-8 (an old book's CP437 or GBK) is kept as
        // it was, not renamed into what libzip guessed of it.
        const zip_int64_t added =
            zip_file_add(written, entry.rawName.constData(), source, ZIP_FL_ENC_GUESS);
        if (added < 0) {
            zip_source_free(source);
            return failure(written);
        }
        // Said of every entry: libzip deflates an entry copied stored unless told otherwise.
        if (zip_set_file_compression(written, zip_uint64_t(added),
                                     entry.stored ? ZIP_CM_STORE : ZIP_CM_DEFLATE, 0) != 0)
            return failure(written);
        if (entry.modified > 0)
            zip_file_set_mtime(written, zip_uint64_t(added), time_t(entry.modified), 0);
    }
    if (zip_close(written) != 0)
        return failure(written);
    if (const std::optional<FileError> failed = TextFile::writeProduced(
            output, [&](QFileDevice &file) { return copyOut(memory.get(), file); }, readAs))
        return failed->message();
    return std::nullopt;
}

} // namespace duizhao
