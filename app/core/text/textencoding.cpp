// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/text/textencoding.h"

#include <algorithm>
#include <array>

namespace duizhao::TextEncoding {

Choice fromUserName(QStringView name)
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
    if (lower == u"gb18030" || lower == u"gbk" || lower == u"gb2312" || lower == u"cp936" ||
        lower == u"euc-cn")
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

QStringDecoder decoder(const QString &encoding, QStringDecoder::Flags flags)
{
    return QStringDecoder(encoding.toLatin1().constData(), flags);
}

QString fromUtf8Exactly(QByteArrayView utf8, bool *bad)
{
    QStringDecoder utf8Decoder(QStringDecoder::Utf8, QStringDecoder::Flag::Stateless |
                                                         QStringDecoder::Flag::ConvertInitialBom);
    QString text = utf8Decoder.decode(utf8);
    if (bad)
        *bad = utf8Decoder.hasError();
    return text;
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
    return QStringEncoder(encoding.toLatin1().constData(), flags);
}

} // namespace duizhao::TextEncoding
