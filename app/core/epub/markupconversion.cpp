// SPDX-License-Identifier: GPL-3.0-or-later
#include "markupconversion.h"

#include "chunkedconversion.h"
#include "conversionplan.h"
#include "epubpackage.h"
#include "jobcontrol.h"

#include <QRegularExpression>
#include <QSet>
#include <QStringDecoder>
#include <QStringEncoder>
#include <QXmlStreamReader>

#include <vector>

namespace duizhao {

QString languageOf(const QString &config)
{
    if (config.startsWith(QStringLiteral("s2tw")) || config == u"t2tw")
        return QStringLiteral("zh-TW");
    if (config.startsWith(QStringLiteral("s2hk")) || config == u"t2hk")
        return QStringLiteral("zh-HK");
    if (config.startsWith(QStringLiteral("s2t")))
        return QStringLiteral("zh-Hant");
    if (config.contains(QStringLiteral("2s")))
        return QStringLiteral("zh-Hans");
    return {};
}

namespace {

// Elements whose content no reader reads as text.
bool isCode(QStringView name)
{
    return name == u"script" || name == u"style";
}

// Elements that begin a line of their own and end it: a phrase does not run across them.
bool isBlock(QStringView name)
{
    static const QSet<QString> blocks{
        QStringLiteral("address"), QStringLiteral("article"), QStringLiteral("aside"),
        QStringLiteral("blockquote"), QStringLiteral("body"), QStringLiteral("br"),
        QStringLiteral("caption"), QStringLiteral("dd"), QStringLiteral("div"),
        QStringLiteral("dl"), QStringLiteral("dt"), QStringLiteral("figcaption"),
        QStringLiteral("figure"), QStringLiteral("footer"), QStringLiteral("h1"),
        QStringLiteral("h2"), QStringLiteral("h3"), QStringLiteral("h4"), QStringLiteral("h5"),
        QStringLiteral("h6"), QStringLiteral("head"), QStringLiteral("header"),
        QStringLiteral("hr"), QStringLiteral("html"), QStringLiteral("li"), QStringLiteral("nav"),
        QStringLiteral("ol"), QStringLiteral("p"), QStringLiteral("pre"), QStringLiteral("rt"),
        QStringLiteral("section"), QStringLiteral("table"), QStringLiteral("td"),
        QStringLiteral("th"), QStringLiteral("title"), QStringLiteral("tr"), QStringLiteral("ul"),
        // The NCX's and the package's own elements that hold a text each.
        QStringLiteral("text"), QStringLiteral("navLabel"), QStringLiteral("docTitle"),
        QStringLiteral("docAuthor"), QStringLiteral("meta")};
    return blocks.contains(name.toString());
}

// What an element holds for a reader: nothing to read (code), text read in the package's
// metadata, a language, or whatever its kind of document says.
enum class Role { Plain, Code, Text, Language };

Role roleOf(const QXmlStreamReader &xml, MarkupConversion::Reading reading)
{
    if (isCode(xml.name()))
        return Role::Code;
    if (reading == MarkupConversion::Reading::Document)
        return Role::Plain;
    // The metadata a reader sees: Dublin Core's names, and refinements written as file-as.
    static const QSet<QString> seen{QStringLiteral("title"),       QStringLiteral("creator"),
                                    QStringLiteral("contributor"), QStringLiteral("description"),
                                    QStringLiteral("subject"),     QStringLiteral("publisher")};
    if (xml.namespaceUri() == u"http://purl.org/dc/elements/1.1/") {
        if (xml.name() == u"language")
            return Role::Language;
        if (seen.contains(xml.name().toString()))
            return Role::Text;
    }
    if (xml.name() == u"meta" && xml.attributes().value(QStringLiteral("property")) == u"file-as")
        return Role::Text;
    return Role::Plain;
}

bool namesChinese(QStringView language)
{
    return language.trimmed().startsWith(QStringLiteral("zh"), Qt::CaseInsensitive);
}

enum class Kind { Text, Attribute, Language };

// A stretch of the document that may be replaced: a text node, an attribute's value (between its
// quotes) or a language. text is what it reads as (entities resolved); where it sits in the
// document as one text, for the first two.
struct Stretch {
    Kind kind;
    qsizetype rawBegin;
    qsizetype rawEnd;
    QString text;
    qsizetype begin = 0;
    qsizetype end = 0;
    QChar quote;
};

// The raw ranges of a start tag's attribute values, by their names as written (xml:lang …).
// The tag has been read well-formed by QXmlStreamReader: its attributes follow each other as
// name = "value" or 'value', and a value holds no quote of its own kind.
std::vector<std::pair<QString, std::pair<qsizetype, qsizetype>>> attributeValues(QStringView tag,
                                                                                 qsizetype at)
{
    static const QRegularExpression attribute(
        QStringLiteral(R"(\s+([^\s=/>]+)\s*=\s*("[^"]*"|'[^']*'))"));
    std::vector<std::pair<QString, std::pair<qsizetype, qsizetype>>> values;
    qsizetype from = tag.indexOf(u'<') + 1;
    while (from < tag.size() && !tag[from].isSpace() && tag[from] != u'>' && tag[from] != u'/')
        ++from; // past the element's name
    for (;;) {
        const QRegularExpressionMatch match =
            attribute.match(tag, from, QRegularExpression::NormalMatch,
                            QRegularExpression::AnchorAtOffsetMatchOption);
        if (!match.hasMatch())
            break;
        values.push_back(
            {match.captured(1), {at + match.capturedStart(2) + 1, at + match.capturedEnd(2) - 1}});
        from = match.capturedEnd(0);
    }
    return values;
}

QString escaped(const QString &text, QChar quote)
{
    QString out;
    out.reserve(text.size());
    for (const QChar c : text) {
        if (c == u'&')
            out += QStringLiteral("&amp;");
        else if (c == u'<')
            out += QStringLiteral("&lt;");
        else if (c == u'>')
            out += QStringLiteral("&gt;");
        else if (c == quote && c == u'"')
            out += QStringLiteral("&quot;");
        else if (c == quote && c == u'\'')
            out += QStringLiteral("&apos;");
        else
            out += c;
    }
    return out;
}

// Where each offset of the document's text falls in its conversion, by the diff of the two: a
// replacement of another length that an offset falls inside goes to the stretch where it begins.
class OffsetMap {
public:
    explicit OffsetMap(const std::vector<TextChange> &changes)
        : m_changes(changes)
    {}
    // Offsets asked for in increasing order.
    qsizetype operator()(qsizetype offset)
    {
        while (m_next < m_changes.size() &&
               m_changes[m_next].aPosition + m_changes[m_next].aLength <= offset) {
            m_shift += m_changes[m_next].bLength - m_changes[m_next].aLength;
            ++m_next;
        }
        if (m_next < m_changes.size() && m_changes[m_next].aPosition < offset &&
            m_changes[m_next].aLength != m_changes[m_next].bLength)
            return m_changes[m_next].bPosition + m_changes[m_next].bLength;
        return offset + m_shift;
    }

private:
    const std::vector<TextChange> &m_changes;
    size_t m_next = 0;
    qsizetype m_shift = 0;
};

// The document as text, by its byte order mark or its declaration (without the mark); empty when
// the encoding is neither UTF-8 nor UTF-16, or the bytes do not decode.
std::optional<QString> decode(const QByteArray &document, QStringConverter::Encoding *encoding,
                              QString *declared)
{
    *encoding = QStringConverter::encodingForData(document).value_or(QStringConverter::Utf8);
    if (*encoding != QStringConverter::Utf8 && *encoding != QStringConverter::Utf16LE &&
        *encoding != QStringConverter::Utf16BE)
        return std::nullopt;
    // The declaration is ASCII in a document without a UTF-16 byte order mark: read before the
    // bytes are decoded, so that a Big5 document is named as such.
    static const QRegularExpression declaration(
        QStringLiteral(R"(^\x{FEFF}?\s*<\?xml[^>]*\bencoding\s*=\s*["']([^"']+)["'])"));
    const auto declares = [&](const QString &start) {
        if (const QRegularExpressionMatch match = declaration.match(start); match.hasMatch())
            *declared = match.captured(1);
        const QString name = declared->toLower();
        return name.isEmpty() || name == u"utf-8" || name == u"utf8" ||
               name.startsWith(QStringLiteral("utf-16"));
    };
    if (*encoding == QStringConverter::Utf8 && !declares(QString::fromLatin1(document.left(256))))
        return std::nullopt;
    QStringDecoder decoder(*encoding, QStringDecoder::Flag::Stateless);
    QString text = decoder.decode(document);
    if (decoder.hasError() || (*encoding != QStringConverter::Utf8 && !declares(text.left(256))))
        return std::nullopt;
    return text;
}

} // namespace

std::optional<QByteArray> MarkupConversion::convert(const QByteArray &document,
                                                    const QString &entry,
                                                    const ConversionPlan &plan,
                                                    const QString &language, QString *error,
                                                    Reading reading)
{
    const auto fail = [&](const QString &reason) {
        if (error)
            *error = reason;
        return std::nullopt;
    };
    QStringConverter::Encoding encoding;
    QString declared;
    const std::optional<QString> decoded = decode(document, &encoding, &declared);
    if (!decoded)
        return fail(declared.isEmpty() ||
                            declared.startsWith(QStringLiteral("utf"), Qt::CaseInsensitive)
                        ? tr("%1: not UTF-8 or UTF-16 text").arg(entry)
                        : tr("%1: declares the encoding %2; a book's documents are read in UTF-8 "
                             "or UTF-16")
                              .arg(entry, declared));
    const QString &source = *decoded;

    // The document's stretches, and its text as one: inline elements run on, blocks and
    // attributes stand on lines of their own.
    std::vector<Stretch> stretches;
    QString text;
    const auto endLine = [&] {
        if (!text.isEmpty() && !text.endsWith(u'\n'))
            text += u'\n';
    };
    QXmlStreamReader xml(source);
    qsizetype position = 0;
    std::vector<Role> open; // the roles of the elements open
    int code = 0;
    int readable = 0;
    int languages = 0;
    const auto count = [&](Role role, int by) {
        code += role == Role::Code ? by : 0;
        readable += role == Role::Text ? by : 0;
        languages += role == Role::Language ? by : 0;
    };
    while (!xml.atEnd()) {
        const QXmlStreamReader::TokenType token = xml.readNext();
        qsizetype end = xml.characterOffset();
        // A text's offset counts the '<' read after it; a CDATA section ends at its "]]>".
        if (token == QXmlStreamReader::Characters) {
            const qsizetype after = xml.isCDATA() ? source.indexOf(QStringLiteral("]]>"), position)
                                                  : source.indexOf(u'<', position);
            end = after < 0 ? source.size() : after + (xml.isCDATA() ? 3 : 0);
        }
        switch (token) {
        case QXmlStreamReader::DTD:
            if (!xml.entityDeclarations().isEmpty())
                return fail(EpubPackage::declaresEntities(entry, xml.lineNumber()));
            break;
        case QXmlStreamReader::StartElement: {
            const Role role = roleOf(xml, reading);
            open.push_back(role);
            count(role, 1);
            if (isBlock(xml.name()) || role == Role::Text)
                endLine();
            for (const auto &[name, range] :
                 attributeValues(QStringView(source).sliced(position, end - position), position)) {
                const QChar quote = source[range.first - 1];
                const QString value = xml.attributes().value(name).toString();
                const bool read =
                    reading == Reading::Document
                        ? name == u"title" || name == u"alt"
                        : role == Role::Text && name.endsWith(QStringLiteral("file-as"));
                if (name == u"lang" || name == u"xml:lang") {
                    if (!language.isEmpty() && namesChinese(value))
                        stretches.push_back(
                            {Kind::Language, range.first, range.second, value, 0, 0, quote});
                } else if (read) {
                    endLine();
                    stretches.push_back({Kind::Attribute, range.first, range.second, value,
                                         text.size(), text.size() + value.size(), quote});
                    text += value;
                    endLine();
                }
            }
            break;
        }
        case QXmlStreamReader::EndElement: {
            const Role role = open.empty() ? Role::Plain : open.back();
            if (!open.empty())
                open.pop_back();
            count(role, -1);
            if (isBlock(xml.name()) || role == Role::Text)
                endLine();
            break;
        }
        case QXmlStreamReader::Characters:
            if (languages > 0 && !language.isEmpty() && namesChinese(xml.text())) {
                stretches.push_back(
                    {Kind::Language, position, end, xml.text().toString(), 0, 0, QChar()});
            } else if (code == 0 && (reading == Reading::Document || readable > 0)) {
                const QString characters = xml.text().toString();
                stretches.push_back({Kind::Text, position, end, characters, text.size(),
                                     text.size() + characters.size(), QChar()});
                text += characters;
            }
            break;
        case QXmlStreamReader::EntityReference:
            text += u' '; // an entity of an external DTD (&nbsp;): a word ends there
            break;
        default:
            break;
        }
        position = end;
    }
    if (xml.hasError())
        return fail(EpubPackage::readingError(entry, xml));

    JobControl control;
    const DiffedConversion conversion = convertAndDiffText(plan, text, &control);
    if (conversion.converted.isNull())
        return fail(tr("%1: %2").arg(entry, control.failure()));
    OffsetMap map(conversion.diff.changes);

    // The document again, each stretch replaced where its reading changed.
    QString result;
    result.reserve(source.size() + source.size() / 16);
    qsizetype copied = 0;
    for (const Stretch &stretch : stretches) {
        QString now;
        if (stretch.kind == Kind::Language) {
            now = language;
        } else {
            const qsizetype from = map(stretch.begin);
            now = conversion.converted.sliced(from, map(stretch.end) - from);
        }
        result += QStringView(source).sliced(copied, stretch.rawBegin - copied);
        if (now == stretch.text)
            result +=
                QStringView(source).sliced(stretch.rawBegin, stretch.rawEnd - stretch.rawBegin);
        else
            result += escaped(now, stretch.kind == Kind::Text ? QChar() : stretch.quote);
        copied = stretch.rawEnd;
    }
    result += QStringView(source).sliced(copied);
    if (result == source)
        return document;
    // Written as it was read, its byte order mark too.
    const bool byteOrderMark = document.startsWith("\xEF\xBB\xBF") ||
                               document.startsWith("\xFF\xFE") || document.startsWith("\xFE\xFF");
    QStringEncoder encoder(encoding, byteOrderMark ? QStringConverter::Flag::WriteBom
                                                   : QStringConverter::Flag::Default);
    return QByteArray(encoder.encode(result));
}

} // namespace duizhao
