// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/text/textencoding.h"

#include <QtEndian>

#include <algorithm>
#include <array>
#include <cstring>

namespace duizhao::TextEncoding {

Choice fromUserName(QStringView name, Use use)
{
    const QString lower = name.trimmed().toString().toLower().replace(u'_', u'-');
    if (lower == u"utf-8" || lower == u"utf8")
        return {Utf8, false};
    if (lower == u"utf-8-bom" || lower == u"utf-8-sig" || lower == u"utf8-bom")
        return {Utf8, true};
    if (lower == u"utf-16le")
        return {Utf16LE, false};
    if (lower == u"utf-16be")
        return {Utf16BE, false};
    if (lower == u"utf-16" || lower == u"ucs-2")
        return {Utf16LE, true};
    if (lower == u"utf-32le")
        return {Utf32LE, false};
    if (lower == u"utf-32be")
        return {Utf32BE, false};
    if (lower == u"utf-32")
        return {Utf32LE, true};
    // GBK is written as itself: a reader that asks for GBK cannot read GB18030's four-byte
    // characters, and what GBK lacks is refused, as in any other encoding. Read, it is GB18030,
    // its superset, which reads a file that is GBK but for a few characters. (Qt's GB2312 codec,
    // ICU's, maps the em dash and the middle dot otherwise than GB18030 and GBK do: GB2312 stays
    // GB18030 both ways.) GB18030 where Qt has no GBK codec (built without ICU).
    if (use == Use::Writing && (lower == u"gbk" || lower == u"cp936" || lower == u"windows-936") &&
        decoder(Gbk).isValid())
        return {Gbk, false};
    if (lower == u"gb18030" || lower == u"gbk" || lower == u"gb2312" || lower == u"cp936" ||
        lower == u"euc-cn" || lower == u"windows-936")
        return {Gb18030, false};
    if (lower == u"big5" || lower == u"cp950")
        return {Big5, false};
    if (lower == u"big5-hkscs" || lower == u"big5hkscs")
        return {Big5Hkscs, false};
    const QString passed = name.trimmed().toString();
    if (!passed.isEmpty() && decoder(passed).isValid())
        return {passed, false};
    return {};
}

QStringList userNames()
{
    return {QStringLiteral("utf-8"),    QStringLiteral("utf-8-bom"),  QStringLiteral("gb18030"),
            QStringLiteral("big5"),     QStringLiteral("big5-hkscs"), QStringLiteral("utf-16le"),
            QStringLiteral("utf-16be"), QStringLiteral("utf-16")};
}

bool isUnicode(const QString &encoding)
{
    return encoding == Utf8 || encoding == Utf16LE || encoding == Utf16BE || encoding == Utf32LE ||
           encoding == Utf32BE;
}

bool canEncode(const QString &encoding, QStringView text)
{
    if (isUnicode(encoding))
        return true;
    QStringEncoder encoder = TextEncoding::encoder(encoding);
    const QByteArray encoded = encoder.encode(text); // encoded when made a QByteArray
    return !encoder.hasError();
}

QByteArray byteOrderMark(const QString &encoding)
{
    if (encoding == Utf8)
        return QByteArrayLiteral("\xEF\xBB\xBF");
    if (encoding == Utf16LE)
        return QByteArrayLiteral("\xFF\xFE");
    if (encoding == Utf16BE)
        return QByteArrayLiteral("\xFE\xFF");
    if (encoding == Utf32LE)
        return QByteArray("\xFF\xFE\x00\x00", 4);
    if (encoding == Utf32BE)
        return QByteArray("\x00\x00\xFE\xFF", 4);
    return {};
}

} // namespace duizhao::TextEncoding

namespace duizhao::TextEncoding {

namespace {

// The codec Qt's name for an encoding is read and written with. GBK by ICU's ibm-1386: GB18030's
// two-byte part, which writes every character alike (€ as A2E3, as GB18030 does; ICU's "GBK",
// Windows' code page 936, writes it as 80, which no GB18030 reader reads, Duizhao's among them).
QByteArray codecName(const QString &encoding)
{
    return encoding == Gbk ? QByteArrayLiteral("ibm-1386") : encoding.toLatin1();
}

} // namespace

QStringDecoder decoder(const QString &encoding, QStringDecoder::Flags flags)
{
    return QStringDecoder(codecName(encoding).constData(), flags);
}

QString fromUtf8Exactly(QByteArrayView utf8, bool *bad)
{
    // Text that is well-formed, nearly all, decoded by the quick path; anything else by Qt's
    // decoder, which says what is bad and writes U+FFFD for it.
    QString text(utf8.size(), Qt::Uninitialized);
    if (const QChar *end = decodeWellFormedUtf8(utf8, text.data())) {
        text.truncate(end - text.constData());
        if (bad)
            *bad = false;
        return text;
    }
    QStringDecoder utf8Decoder(QStringDecoder::Utf8, QStringDecoder::Flag::Stateless |
                                                         QStringDecoder::Flag::ConvertInitialBom);
    text = utf8Decoder.decode(utf8);
    if (bad)
        *bad = utf8Decoder.hasError();
    return text;
}

// Written by hand, beside Qt's decoder rather than instead of it: only well-formed text is taken,
// where UTF-8 has one reading, so that the text is the same to the unit; the first byte that
// does not fit leaves the whole text to Qt. What is well-formed is Unicode's table 3-7: no
// overlong form, no surrogate, nothing above U+10FFFF, no sequence cut short.
QChar *decodeWellFormedUtf8(QByteArrayView utf8, QChar *out)
{
    const auto *at = reinterpret_cast<const uchar *>(utf8.data());
    const uchar *const end = at + utf8.size();
    char16_t *written = reinterpret_cast<char16_t *>(out);
    // Bytes 80–BF continue a sequence: each then reads below 40 with its top bit turned over,
    // and so does the bitwise or of several.
    const auto continuing = [](uchar byte) {
        return uint(byte ^ 0x80);
    };
    // The unit of three bytes that begin and continue as they should (E0–EF, 80–BF, 80–BF); 0,
    // which three bytes never are, where they are an overlong form or a surrogate.
    const auto threeByteUnit = [](uint lead, uint second, uint third) {
        const uint unit = ((lead & 0x0F) << 12) | ((second & 0x3F) << 6) | (third & 0x3F);
        return unit < 0x800 || (unit & 0xF800) == 0xD800 ? char16_t(0) : char16_t(unit);
    };
    while (at < end) {
        // A character of three bytes, the Han characters, read as one word where four bytes are
        // left: lead E0–EF and two bytes 80–BF, in the word's low bytes first.
        if (end - at >= 4) {
            const quint32 word = qFromLittleEndian<quint32>(at);
            if ((word & 0xC0C0F0) == 0x8080E0) {
                const char16_t unit = threeByteUnit(word & 0xFF, (word >> 8) & 0xFF, word >> 16);
                if (unit == 0)
                    return nullptr;
                *written++ = unit;
                at += 3;
                continue;
            }
        }
        const uchar lead = *at;
        if (lead >= 0xE0 && lead <= 0xEF) { // U+0800–U+FFFF, near the end
            if (end - at < 3 || (continuing(at[1]) | continuing(at[2])) >= 0x40)
                return nullptr;
            const char16_t unit = threeByteUnit(lead, at[1], at[2]);
            if (unit == 0)
                return nullptr;
            *written++ = unit;
            at += 3;
        } else if (lead < 0x80) {
            // Eight ASCII bytes at once where they come together (markup, Latin text, digits).
            quint64 eight = 0;
            if (end - at >= 8)
                std::memcpy(&eight, at, 8);
            if (end - at >= 8 && (eight & 0x8080808080808080ULL) == 0) {
                for (int byte = 0; byte < 8; ++byte)
                    written[byte] = at[byte];
                written += 8;
                at += 8;
            } else {
                *written++ = lead;
                at += 1;
            }
        } else if (lead >= 0xC2 && lead <= 0xDF) { // U+0080–U+07FF
            if (end - at < 2 || continuing(at[1]) >= 0x40)
                return nullptr;
            *written++ = char16_t(((lead & 0x1F) << 6) | (at[1] & 0x3F));
            at += 2;
        } else if (lead >= 0xF0 && lead <= 0xF4) { // U+10000–U+10FFFF, a surrogate pair
            if (end - at < 4 || (continuing(at[1]) | continuing(at[2]) | continuing(at[3])) >= 0x40)
                return nullptr;
            const char32_t character = ((lead & 0x07) << 18) | ((at[1] & 0x3F) << 12) |
                                       ((at[2] & 0x3F) << 6) | (at[3] & 0x3F);
            if (character < 0x10000 || character > 0x10FFFF)
                return nullptr;
            *written++ = QChar::highSurrogate(character);
            *written++ = QChar::lowSurrogate(character);
            at += 4;
        } else {
            return nullptr; // a continuation byte first, C0, C1 or F5–FF
        }
    }
    return reinterpret_cast<QChar *>(written);
}

std::optional<QByteArray> encodeWellFormedUtf8(QStringView text)
{
    // Three bytes at most for each unit, as Qt reserves them; what a surrogate pair's two units
    // write is four.
    QByteArray bytes(text.size() * 3 + 1, Qt::Uninitialized); // + 1: the last word's fourth byte
    auto *written = reinterpret_cast<uchar *>(bytes.data());
    const char16_t *at = text.utf16();
    const char16_t *const end = at + text.size();
    while (at < end) {
        const char16_t unit = *at;
        if (unit < 0x80) {
            *written++ = uchar(unit);
            at += 1;
        } else if (unit < 0x800) {
            *written++ = uchar(0xC0 | (unit >> 6));
            *written++ = uchar(0x80 | (unit & 0x3F));
            at += 1;
        } else if (!QChar::isSurrogate(unit)) {
            // The three bytes written as one word, low byte first; its fourth is written over next.
            qToLittleEndian<quint32>(
                0x8080E0 | (unit >> 12) | ((unit << 2) & 0x3F00) | ((unit & 0x3F) << 16), written);
            written += 3;
            at += 1;
        } else if (QChar::isHighSurrogate(unit) && end - at >= 2 && QChar::isLowSurrogate(at[1])) {
            const char32_t character = QChar::surrogateToUcs4(unit, at[1]);
            *written++ = uchar(0xF0 | (character >> 18));
            *written++ = uchar(0x80 | ((character >> 12) & 0x3F));
            *written++ = uchar(0x80 | ((character >> 6) & 0x3F));
            *written++ = uchar(0x80 | (character & 0x3F));
            at += 2;
        } else {
            return std::nullopt; // a surrogate alone
        }
    }
    bytes.truncate(reinterpret_cast<char *>(written) - bytes.data());
    return bytes;
}

QByteArray toUtf8(QStringView text)
{
    if (text.isNull())
        return QByteArray(); // null, as QString::toUtf8 gives it
    std::optional<QByteArray> utf8 = encodeWellFormedUtf8(text);
    return utf8 ? std::move(*utf8) : text.toUtf8();
}

QByteArray encode(QStringEncoder &encoder, const QString &encoding, QStringView text)
{
    if (encoding != Big5 && encoding != Big5Hkscs)
        return encoder.encode(text);
    // The box-drawing characters that standard Big5 has at A2A4–A2A7 and the ETEN extension again
    // at F9F9 and F9E9–F9EB; ICU writes the extension's.
    static constexpr std::array<std::pair<char16_t, const char *>, 4> Standard{
        {{u'\u2550', "\xA2\xA4"},
         {u'\u255E', "\xA2\xA5"},
         {u'\u256A', "\xA2\xA6"},
         {u'\u2561', "\xA2\xA7"}}};
    QByteArray bytes;
    qsizetype run = 0;
    for (qsizetype at = 0; at < text.size(); ++at) {
        const auto standard = std::find_if(Standard.begin(), Standard.end(), [&](const auto &pair) {
            return pair.first == text[at];
        });
        if (standard == Standard.end())
            continue;
        bytes += encoder.encode(text.sliced(run, at - run));
        bytes += standard->second;
        run = at + 1;
    }
    if (run == 0)
        return encoder.encode(text);
    bytes += encoder.encode(text.sliced(run));
    return bytes;
}

QStringEncoder encoder(const QString &encoding, QStringEncoder::Flags flags)
{
    return QStringEncoder(codecName(encoding).constData(), flags);
}

} // namespace duizhao::TextEncoding
