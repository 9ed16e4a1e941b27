// SPDX-License-Identifier: GPL-3.0-or-later
#include "textencoding.h"

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
    return encoding == Utf8 || encoding == Utf16LE || encoding == Utf16BE;
}

QByteArray byteOrderMark(const QString &encoding)
{
    if (encoding == Utf8)
        return QByteArrayLiteral("\xEF\xBB\xBF");
    if (encoding == Utf16LE)
        return QByteArrayLiteral("\xFF\xFE");
    if (encoding == Utf16BE)
        return QByteArrayLiteral("\xFE\xFF");
    return {};
}

} // namespace duizhao::TextEncoding

namespace duizhao::TextEncoding {

QStringDecoder decoder(const QString &encoding, QStringDecoder::Flags flags)
{
    return QStringDecoder(encoding.toLatin1().constData(), flags);
}

QString fromUtf8Exactly(QByteArrayView utf8)
{
    QStringDecoder utf8Decoder(QStringDecoder::Utf8, QStringDecoder::Flag::Stateless |
                                                         QStringDecoder::Flag::ConvertInitialBom);
    return utf8Decoder.decode(utf8);
}

QStringEncoder encoder(const QString &encoding, QStringEncoder::Flags flags)
{
    return QStringEncoder(encoding.toLatin1().constData(), flags);
}

} // namespace duizhao::TextEncoding
