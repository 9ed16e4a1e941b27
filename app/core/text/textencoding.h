// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QString>
#include <QStringDecoder>
#include <QStringEncoder>
#include <QStringList>

#include <optional>

namespace duizhao {

// Names of the encodings Duizhao reads and writes. Canonical names are the ones QStringDecoder
// and QStringEncoder take (Debian's Qt reaches GB18030 and Big5 through ICU).
namespace TextEncoding {

inline const QString Utf8 = QStringLiteral("UTF-8");
inline const QString Utf16LE = QStringLiteral("UTF-16LE");
inline const QString Utf16BE = QStringLiteral("UTF-16BE");
inline const QString Utf32LE = QStringLiteral("UTF-32LE");
inline const QString Utf32BE = QStringLiteral("UTF-32BE");
inline const QString Gb18030 = QStringLiteral("GB18030");
inline const QString Big5 = QStringLiteral("Big5");
inline const QString Big5Hkscs = QStringLiteral("Big5-HKSCS");
// Written only (see fromUserName): GB18030's two-byte part.
inline const QString Gbk = QStringLiteral("GBK");

// An encoding as a user names it: the canonical encoding and whether a byte-order mark goes with
// it ("utf-8-bom", "utf-16" = UTF-16LE with a BOM).
struct Choice {
    QString encoding;
    bool bom = false;
};

// Accepts canonical names in any case and common aliases (gbk, gb2312, cp936 → GB18030, its
// superset, except gbk and cp936 written, which are GBK; big5hkscs; utf8). Any other name the
// system's converters know is passed through. Returns an empty encoding for an unknown name.
enum class Use : quint8 { Reading, Writing };
Choice fromUserName(QStringView name, Use use = Use::Reading);

// The names listed in --help and offered when saving.
QStringList userNames();

bool isUnicode(const QString &encoding);
// Whether encoding holds every character of text.
bool canEncode(const QString &encoding, QStringView text);

// Converters by canonical name (Qt 6.4 takes names as char * only). Decoders are stateless by
// default: each call decodes a whole text. They keep a U+FEFF at the start: a file's own
// byte-order mark is taken off before decoding (EncodingDetector), so what remains is text.
// Encoders are not stateless: an ICU-backed encoder that is does not report characters it cannot
// represent.
QStringDecoder decoder(const QString &encoding,
                       QStringDecoder::Flags flags = QStringDecoder::Flag::Stateless |
                                                     QStringDecoder::Flag::ConvertInitialBom);
// Text in encoding, as encoder makes it, but for the characters Big5 has twice, which are written
// in standard Big5 (═ as A2A4, not the ETEN extension's F9F9, which strict Big5 readers reject).
QByteArray encode(QStringEncoder &encoder, const QString &encoding, QStringView text);

QStringEncoder encoder(const QString &encoding,
                       QStringEncoder::Flags flags = QStringEncoder::Flag::Default);

// UTF-8 to text, every code point kept: QString::fromUtf8 drops a U+FEFF at the start, which is
// text in a piece cut out of a longer text or after a file's own byte-order mark. Given bad, it
// says whether a sequence was bad (one cut short at the end too), each decoded as U+FFFD.
QString fromUtf8Exactly(QByteArrayView utf8, bool *bad = nullptr);

// Well-formed UTF-8 written to `out` as UTF-16, every code point kept (a U+FEFF at the start
// too), as Qt's decoder writes it: the end of what was written, or nullptr at the first sequence
// that is not well-formed (what was written is then to be thrown away). `out` has room for the
// units the text decodes to (utf8.size() units are always enough). Qt 6.4's decoder takes about 33
// instructions a byte of Chinese text, a call for each character beyond ASCII; every chapter
// converted is decoded at least once.
QChar *decodeWellFormedUtf8(QByteArrayView utf8, QChar *out);
// The text in UTF-8 where every surrogate in it is paired, as Qt's encoders write it, quicker (for
// the same reason: Qt 6.4 takes about 30 instructions a Chinese character); nothing where one is
// alone, which Qt's encoders write in ways of their own.
std::optional<QByteArray> encodeWellFormedUtf8(QStringView text);
// QString::toUtf8's bytes, by the quicker way where every surrogate is paired.
QByteArray toUtf8(QStringView text);

// The BOM bytes of a Unicode encoding, empty for others.
QByteArray byteOrderMark(const QString &encoding);

} // namespace TextEncoding

} // namespace duizhao
