// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/books/epub/markuptext.h"

#include "core/books/epub/epubpackage.h"
#include "core/books/epub/xhtmlentities.h"
#include "core/diff/textdiff.h"
#include "core/text/encodingdetector.h"
#include "core/text/textencoding.h"

#include <QRegularExpression>
#include <QSet>
#include <QStringDecoder>
#include <QStringEncoder>
#include <QXmlStreamReader>

#include <algorithm>
#include <array>

namespace duizhao {

namespace {

// Elements whose content is not text to read or convert: code, and a ruby's annotation (its
// reading, 发<rt>fà</rt>, and the parentheses shown without ruby), which stands above the base
// while the base runs on with the text around it (<ruby>发<rt>fà</rt></ruby>型 reads 发型).
bool isCode(QStringView name)
{
    return name == u"script" || name == u"style" || name == u"rt" || name == u"rp" ||
           name == u"rtc";
}

// Elements that begin a line of their own and end it: a phrase does not run across them.
bool isBlock(QStringView name)
{
    // Compared as they are, not made into strings to look up: every element of a book asks.
    static constexpr std::array<QStringView, 41> Blocks{
        u"address", u"article", u"aside", u"blockquote", u"body", u"br", u"caption", u"dd", u"div",
        u"dl", u"dt", u"figcaption", u"figure", u"footer", u"h1", u"h2", u"h3", u"h4", u"h5", u"h6",
        u"head", u"header", u"hr", u"html", u"li", u"nav", u"ol", u"p", u"pre", u"section",
        u"table", u"td", u"th", u"title", u"tr", u"ul",
        // The NCX's and the package's own elements that hold a text each.
        u"text", u"navLabel", u"docTitle", u"docAuthor", u"meta"};
    return std::find(Blocks.begin(), Blocks.end(), name) != Blocks.end();
}

// What an element holds for a reader: nothing to read (code), text read in the package's
// metadata, a language, or whatever its kind of document says.
enum class Role { Plain, Code, Text, Language };

Role roleOf(const QXmlStreamReader &xml, MarkupText::Reading reading)
{
    if (isCode(xml.name()))
        return Role::Code;
    if (reading == MarkupText::Reading::Document)
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

// The raw ranges of a start tag's attribute values, by their names as written (xml:lang …).
// The tag has been read well-formed by QXmlStreamReader: its attributes follow each other as
// name = "value" or 'value', and a value holds no quote of its own kind.
std::vector<std::pair<QString, std::pair<qsizetype, qsizetype>>> attributeValues(QStringView tag,
                                                                                 qsizetype at)
{
    static const QRegularExpression attribute(
        QStringLiteral(R"(\s+([^\s=/>]+)\s*=\s*("[^"]*"|'[^']*'))"));
    std::vector<std::pair<QString, std::pair<qsizetype, qsizetype>>> values;
    if (!tag.contains(u'='))
        return values; // no attribute (<p>, most of a book's tags): no expression to run
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

// Text written into the document: what XML needs escaped escaped, and a character the stretch
// wrote as a reference written so again.
QString escaped(const QString &text, QChar quote, const QHash<char32_t, QString> &spellings)
{
    // What stands for the character at `at` (of `length` units), or nothing where it is written
    // as it is. A surrogate without its other half is the replacement character, as toUcs4 reads
    // it.
    const auto written = [&](qsizetype at, qsizetype *length) -> std::optional<QString> {
        const QChar unit = text[at];
        const bool pair =
            unit.isHighSurrogate() && at + 1 < text.size() && text[at + 1].isLowSurrogate();
        *length = pair ? 2 : 1;
        const bool alone = !pair && unit.isSurrogate();
        const char32_t character = pair    ? QChar::surrogateToUcs4(unit, text[at + 1])
                                   : alone ? char32_t(QChar::ReplacementCharacter)
                                           : char32_t(unit.unicode());
        if (!spellings.isEmpty()) {
            if (const auto spelling = spellings.constFind(character); spelling != spellings.cend())
                return *spelling;
        }
        if (alone)
            return QString(QChar(QChar::ReplacementCharacter));
        if (character == u'&')
            return QStringLiteral("&amp;");
        if (character == u'<')
            return QStringLiteral("&lt;");
        if (character == u'>')
            return QStringLiteral("&gt;");
        if (character == quote.unicode() && character == u'"')
            return QStringLiteral("&quot;");
        if (character == quote.unicode() && character == u'\'')
            return QStringLiteral("&apos;");
        return std::nullopt;
    };
    // The characters written as they are are copied a run at a time, and a text with nothing to
    // escape, nearly every paragraph, is not copied at all.
    QString out;
    qsizetype copied = 0; // the text before it is in out
    qsizetype length = 1;
    for (qsizetype at = 0; at < text.size(); at += length) {
        if (const std::optional<QString> spelt = written(at, &length)) {
            if (out.isEmpty())
                out.reserve(text.size() + text.size() / 8);
            out += QStringView(text).sliced(copied, at - copied);
            out += *spelt;
            copied = at + length;
        }
    }
    if (copied == 0)
        return text;
    out += QStringView(text).sliced(copied);
    return out;
}

// The character a reference stands for (amp, #x8868, ldquo: the name between & and ;): XML's
// five, character references and XHTML's named entities.
std::optional<char32_t> referenced(QStringView name)
{
    static const QHash<QString, char32_t> own{{QStringLiteral("amp"), U'&'},
                                              {QStringLiteral("lt"), U'<'},
                                              {QStringLiteral("gt"), U'>'},
                                              {QStringLiteral("quot"), U'"'},
                                              {QStringLiteral("apos"), U'\''}};
    if (name.startsWith(u'#')) {
        bool ok = false;
        const uint code = name.startsWith(u"#x") ? name.sliced(2).toUInt(&ok, 16)
                                                 : name.sliced(1).toUInt(&ok, 10);
        return ok && code <= 0x10FFFF ? std::optional(char32_t(code)) : std::nullopt;
    }
    if (const auto found = own.constFind(name.toString()); found != own.cend())
        return *found;
    return xhtmlEntity(name);
}

// A raw stretch of the document with its references resolved, and how each character so written
// was spelt. An attribute's literal white space reads as spaces, as XML reads it.
struct Resolved {
    QString text;
    QHash<char32_t, QString> spellings;
};
Resolved resolved(QStringView raw, bool attribute)
{
    Resolved result;
    for (qsizetype at = 0; at < raw.size(); ++at) {
        const qsizetype semicolon = raw[at] == u'&' ? raw.indexOf(u';', at) : -1;
        const std::optional<char32_t> character =
            semicolon > at ? referenced(raw.sliced(at + 1, semicolon - at - 1)) : std::nullopt;
        if (character) {
            result.text += QString::fromUcs4(&*character, 1);
            result.spellings.insert(*character, raw.sliced(at, semicolon - at + 1).toString());
            at = semicolon;
        } else {
            const QChar c = raw[at];
            result.text += attribute && (c == u'\n' || c == u'\r' || c == u'\t') ? QChar(u' ') : c;
        }
    }
    return result;
}

// Where each offset of the document's text falls in its new text, by the diff of the two: a
// replacement of another length that an offset falls inside goes to the stretch where it begins.
// Text inserted at an offset comes before it, unless asked to come after it: text inserted where
// one stretch ends goes to that one, text inserted at the beginning of a line to the stretch
// that begins it.
class OffsetMap {
public:
    explicit OffsetMap(const std::vector<TextChange> &changes)
        : m_changes(changes)
    {}
    enum class Inserted { Before, After };
    // Offsets asked for in increasing order.
    qsizetype operator()(qsizetype offset, Inserted inserted = Inserted::Before)
    {
        if (offset != m_insertedAt) {
            m_insertedAt = offset;
            m_insertedHere = 0;
        }
        while (m_next < m_changes.size() &&
               m_changes[m_next].aPosition + m_changes[m_next].aLength <= offset) {
            const TextChange &change = m_changes[m_next];
            m_shift += change.bLength - change.aLength;
            if (change.aLength == 0 && change.aPosition == offset)
                m_insertedHere += change.bLength;
            ++m_next;
        }
        if (m_next < m_changes.size() && m_changes[m_next].aPosition < offset &&
            m_changes[m_next].aLength != m_changes[m_next].bLength)
            return m_changes[m_next].bPosition + m_changes[m_next].bLength;
        return offset + m_shift - (inserted == Inserted::After ? m_insertedHere : 0);
    }

private:
    const std::vector<TextChange> &m_changes;
    size_t m_next = 0;
    qsizetype m_shift = 0;
    qsizetype m_insertedAt = -1;
    qsizetype m_insertedHere = 0; // the text inserted at m_insertedAt
};

// The document as text, by its byte order mark or its declaration (without the mark); empty when
// the encoding is neither UTF-8 nor UTF-16, or the bytes do not decode (for UTF-16, where the first
// bad unit is in badUtf16At).
std::optional<QString> decode(const QByteArray &document, QStringConverter::Encoding *encoding,
                              QString *declared, qsizetype *badUtf16At)
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
    // Qt's UTF-16 decoder lets an unpaired surrogate through, which would come out of the
    // conversion as '?': UTF-16 is checked strictly first.
    if (*encoding != QStringConverter::Utf8) {
        const Utf8Scan scan =
            EncodingDetector::scanUtf16(document, *encoding == QStringConverter::Utf16BE);
        if (scan.badSequences > 0) {
            *badUtf16At = scan.firstBad;
            return std::nullopt;
        }
    }
    if (*encoding == QStringConverter::Utf8) {
        // Without its byte order mark, as Qt's decoder reads a document.
        const bool mark = document.startsWith("\xEF\xBB\xBF");
        bool bad = false;
        QString text =
            TextEncoding::fromUtf8Exactly(QByteArrayView(document).sliced(mark ? 3 : 0), &bad);
        return bad ? std::nullopt : std::optional(std::move(text));
    }
    QStringDecoder decoder(*encoding, QStringDecoder::Flag::Stateless);
    QString text = decoder.decode(document);
    if (decoder.hasError() || !declares(text.left(256)))
        return std::nullopt;
    return text;
}

// The document as Qt's reader is to read it, where it was UTF-8: the text decoded here, in UTF-16
// after its byte order mark, which Qt's decoder copies rather than decodes (Qt 6.4 takes about
// 24 instructions a byte of Chinese UTF-8). Its declaration's encoding="UTF-8" is given as spaces,
// its line breaks kept: the reader reads the text the same, at the same offsets and lines, and
// does not decode it a second time, whole, as Qt 6.4's does once a declaration names an encoding
// (QXmlStreamReaderPrivate::startDocument). Nothing where the declaration names an encoding
// otherwise than XML has it (after standalone, before the version, in capitals): the reader then
// reads the bytes themselves and refuses the declaration as before.
std::optional<QByteArray> forQtsReader(const QString &source)
{
    // XML's own white space, and its names as they are written; only the encoding's name is
    // read in any case.
    static const QRegularExpression declaration(QStringLiteral(
        R"(^<\?xml[ \t\r\n]+version[ \t\r\n]*=[ \t\r\n]*(?:"[^"]*"|'[^']*'))"
        R"re(([ \t\r\n]+encoding[ \t\r\n]*=[ \t\r\n]*(?:"(?i:utf-8)"|'(?i:utf-8)')))re"));
    QString given = source;
    if (source.startsWith(QStringLiteral("<?xml"))) {
        const QStringView head = QStringView(source).first(qMax(source.indexOf(u'>'), 0));
        const QRegularExpressionMatch match = declaration.match(head);
        if (match.hasMatch()) {
            for (qsizetype at = match.capturedStart(1); at < match.capturedEnd(1); ++at) {
                if (given[at] != u'\n' && given[at] != u'\r')
                    given[at] = u' ';
            }
        } else if (head.contains(QStringLiteral("encoding"), Qt::CaseInsensitive)) {
            return std::nullopt;
        }
    }
    const char16_t mark = 0xFEFF; // in the machine's own byte order, as the units are
    QByteArray bytes;
    bytes.reserve((given.size() + 1) * 2);
    bytes.append(reinterpret_cast<const char *>(&mark), 2);
    bytes.append(reinterpret_cast<const char *>(given.utf16()), given.size() * 2);
    return bytes;
}

// White space as XML has it: what only indents the markup, and what a reader sees as a space.
bool isXmlSpace(QChar c)
{
    return c == u' ' || c == u'\t' || c == u'\n' || c == u'\r';
}

bool isLineBreak(QChar c)
{
    return c == u'\n' || c == u'\r';
}

// The white space of a text node that wraps the markup between two Han characters (头\n    发):
// where it begins in the text without it, and itself. CSS Text's segment break transformation
// renders a line break between two such characters as nothing (Firefox does), and read as a space
// it cut the words there (头 发 → 頭 發, where 头发 → 頭髮).
using Wraps = std::vector<std::pair<qsizetype, QString>>;

bool isHan(char32_t c)
{
    return QChar::script(c) == QChar::Script_Han;
}

// The text node's characters without their wraps, which go to wraps.
QString unwrapped(const QString &characters, Wraps &wraps)
{
    if (std::none_of(characters.cbegin(), characters.cend(), isLineBreak))
        return characters;
    QString text;
    qsizetype copied = 0;
    for (qsizetype at = 0; at < characters.size();) {
        if (!isXmlSpace(characters[at])) {
            ++at;
            continue;
        }
        qsizetype end = at;
        bool breaks = false;
        for (; end < characters.size() && isXmlSpace(characters[end]); ++end)
            breaks = breaks || isLineBreak(characters[end]);
        const auto before = [&] {
            const QChar last = characters[at - 1];
            return last.isLowSurrogate() && at >= 2 && characters[at - 2].isHighSurrogate()
                       ? QChar::surrogateToUcs4(characters[at - 2], last)
                       : char32_t(last.unicode());
        };
        const auto after = [&] {
            const QChar first = characters[end];
            return first.isHighSurrogate() && end + 1 < characters.size() &&
                           characters[end + 1].isLowSurrogate()
                       ? QChar::surrogateToUcs4(first, characters[end + 1])
                       : char32_t(first.unicode());
        };
        if (breaks && at > 0 && end < characters.size() && isHan(before()) && isHan(after())) {
            text += QStringView(characters).sliced(copied, at - copied);
            wraps.emplace_back(text.size(), characters.sliced(at, end - at));
            copied = end;
        }
        at = end;
    }
    if (wraps.empty())
        return characters;
    text += QStringView(characters).sliced(copied);
    return text;
}

// A text node's new text with its wraps written back where they were: at the same places where
// the text kept its length, else at the same offsets as far as the text goes.
QString rewrapped(QStringView text, const Wraps &wraps)
{
    QString written;
    written.reserve(text.size() + 8 * qsizetype(wraps.size()));
    qsizetype copied = 0;
    for (const auto &[at, space] : wraps) {
        qsizetype to = qBound(copied, at, text.size());
        // Never between the halves of a character beyond the Basic Multilingual Plane.
        if (to > 0 && to < text.size() && text[to].isLowSurrogate() &&
            text[to - 1].isHighSurrogate())
            ++to;
        written += text.sliced(copied, to - copied);
        written += space;
        copied = to;
    }
    written += text.sliced(copied);
    return written;
}

} // namespace

// The document read token by token into its stretches and its text.
class MarkupText::Reader {
public:
    // Where the document is UTF-8 and says so (or nothing), the reader reads its text in UTF-16
    // (forQtsReader), or else its own bytes; given the text as a string, Qt 6.4's reader would
    // make it UTF-8 again to read it.
    Reader(MarkupText &read, Reading reading, bool readBytes)
        : m(read)
        , m_reading(reading)
    {
        // Fewer than four bytes are no document to Qt's reader, which then says so.
        const std::optional<QByteArray> given =
            readBytes && read.m_document.size() >= 4 ? forQtsReader(read.m_source) : std::nullopt;
        if (given)
            m_xml.addData(*given);
        else if (readBytes)
            m_xml.addData(read.m_document);
        else
            m_xml.addData(read.m_source);
    }

    // Why the document cannot be read, or nothing.
    std::optional<QString> run(const QString &entry)
    {
        const QString &source = m.m_source;
        qsizetype position = 0;
        while (!m_xml.atEnd()) {
            const QXmlStreamReader::TokenType token = m_xml.readNext();
            qsizetype end = m_xml.characterOffset();
            // A text's offset counts what was read after it; a CDATA section ends at its "]]>",
            // other text where markup or an entity XML does not know begins, and such an entity
            // at its ';'.
            if (token == QXmlStreamReader::Characters && m_xml.isCDATA()) {
                const qsizetype after = source.indexOf(QStringLiteral("]]>"), position);
                end = after < 0 ? source.size() : after + 3;
            } else if (token == QXmlStreamReader::Characters) {
                end = textEnd(source, position);
            } else if (token == QXmlStreamReader::EntityReference) {
                const qsizetype semicolon = source.indexOf(u';', position);
                end = semicolon < 0 ? source.size() : semicolon + 1;
            }
            switch (token) {
            case QXmlStreamReader::DTD:
                if (!m_xml.entityDeclarations().isEmpty())
                    return EpubPackage::declaresEntities(entry, m_xml.lineNumber());
                break;
            case QXmlStreamReader::StartElement:
                if (m_open.size() >= size_t(EpubPackage::MaxNesting))
                    return EpubPackage::nestedTooDeep(entry, m_xml.lineNumber());
                startElement(position, end);
                break;
            case QXmlStreamReader::EndElement: {
                const Role role = m_open.empty() ? Role::Plain : m_open.back();
                if (!m_open.empty())
                    m_open.pop_back();
                count(role, -1);
                if (isBlock(m_xml.name()) || role == Role::Text)
                    endLine();
                break;
            }
            case QXmlStreamReader::Characters:
                characters(position, end);
                break;
            case QXmlStreamReader::EntityReference:
                entity(position, end);
                break;
            default:
                break;
            }
            position = end;
        }
        endLine();
        if (m_xml.hasError())
            return EpubPackage::readingError(entry, m_xml);
        return std::nullopt;
    }

private:
    void count(Role role, int by)
    {
        m_code += role == Role::Code ? by : 0;
        m_readable += role == Role::Text ? by : 0;
        m_languages += role == Role::Language ? by : 0;
    }

    bool atLineStart() const { return m.m_text.isEmpty() || m.m_text.endsWith(u'\n'); }

    // Ends the line the text is on, if any, without the white space a text node ended it with.
    void endLine()
    {
        if (atLineStart())
            return;
        if (!m.m_stretches.empty() && m.m_stretches.back().kind == Kind::Text &&
            m.m_stretches.back().end == m.m_text.size()) {
            Stretch &last = m.m_stretches.back();
            qsizetype trailing = 0;
            while (last.end - trailing > last.begin &&
                   isXmlSpace(m.m_text[last.end - 1 - trailing]))
                ++trailing;
            if (trailing > 0 && literalSpace(last.rawEnd - trailing, last.rawEnd)) {
                last.end -= trailing;
                last.rawEnd -= trailing;
                last.text.chop(trailing);
                m.m_text.chop(trailing);
                if (last.begin == last.end)
                    m.m_stretches.pop_back();
            }
        }
        if (!atLineStart())
            m.m_text += u'\n';
    }

    // Whether the document's characters in [from, to) are white space as written (no entity).
    bool literalSpace(qsizetype from, qsizetype to) const
    {
        for (qsizetype at = from; at < to; ++at) {
            if (at < 0 || !isXmlSpace(m.m_source[at]))
                return false;
        }
        return true;
    }

    void startElement(qsizetype position, qsizetype end)
    {
        const Role role = roleOf(m_xml, m_reading);
        m_open.push_back(role);
        count(role, 1);
        if (isBlock(m_xml.name()) || role == Role::Text)
            endLine();
        const QString &source = m.m_source;
        for (const auto &[name, range] :
             attributeValues(QStringView(source).sliced(position, end - position), position)) {
            const QChar quote = source[range.first - 1];
            // Resolved here: XML leaves a DTD's entity in a value as it is written.
            Resolved value =
                resolved(QStringView(source).sliced(range.first, range.second - range.first), true);
            const bool read = m_reading == Reading::Document
                                  ? name == u"title" || name == u"alt"
                                  : role == Role::Text && name.endsWith(QStringLiteral("file-as"));
            if (name == u"lang" || name == u"xml:lang") {
                if (namesChinese(value.text))
                    m.m_stretches.push_back({Kind::Language,
                                             range.first,
                                             range.second,
                                             value.text,
                                             0,
                                             0,
                                             quote,
                                             {},
                                             {}});
            } else if (read && !value.text.trimmed().isEmpty()) {
                endLine();
                const qsizetype begin = m.m_text.size();
                m.m_text += value.text;
                m.m_stretches.push_back({Kind::Attribute,
                                         range.first,
                                         range.second,
                                         std::move(value.text),
                                         begin,
                                         m.m_text.size(),
                                         quote,
                                         std::move(value.spellings),
                                         {}});
                m.m_attributes.push_back({begin, name});
                endLine();
            }
        }
    }

    void characters(qsizetype position, qsizetype end)
    {
        if (m_languages > 0 && namesChinese(m_xml.text())) {
            m.m_stretches.push_back(
                {Kind::Language, position, end, m_xml.text().toString(), 0, 0, QChar(), {}, {}});
            return;
        }
        if (m_code > 0 || (m_reading == Reading::Package && m_readable == 0))
            return;
        QString characters = m_xml.text().toString();
        // The white space that begins a line only indents the markup: a reader does not see it.
        if (atLineStart() && !m_xml.isCDATA()) {
            qsizetype leading = 0;
            while (leading < characters.size() && isXmlSpace(characters[leading]))
                ++leading;
            if (literalSpace(position, position + leading)) {
                position += leading;
                characters.remove(0, leading);
            }
        }
        if (characters.isEmpty())
            return;
        const QStringView raw = QStringView(m.m_source).sliced(position, end - position);
        Wraps wraps;
        QString text = unwrapped(characters, wraps);
        m.m_stretches.push_back({Kind::Text, position, end, characters, m.m_text.size(),
                                 m.m_text.size() + text.size(), QChar(),
                                 raw.contains(u'&') && !m_xml.isCDATA()
                                     ? resolved(raw, false).spellings
                                     : QHash<char32_t, QString>(),
                                 std::move(wraps)});
        // Any other line break inside a paragraph renders as a space: the paragraph stays one
        // line. The characters are shared with their stretch, and copied only where one is
        // replaced.
        const auto readsAsSpace = [](QChar c) {
            return c != u' ' && isXmlSpace(c);
        };
        if (std::any_of(text.cbegin(), text.cend(), readsAsSpace))
            std::replace_if(text.begin(), text.end(), readsAsSpace, QChar(u' '));
        m.m_text += text;
    }

    // An entity of the DTD the DOCTYPE names (&ldquo; &nbsp;), which XML leaves unresolved: read
    // as the character it stands for, written back as it was unless that character changed. One
    // XHTML does not declare is not text: a word ends there.
    void entity(qsizetype position, qsizetype end)
    {
        if (m_code > 0 || m_languages > 0 || (m_reading == Reading::Package && m_readable == 0))
            return;
        const std::optional<char32_t> character = xhtmlEntity(m_xml.name());
        if (!character) {
            m.m_text += u' ';
            return;
        }
        const QString text = QString::fromUcs4(&*character, 1);
        m.m_stretches.push_back({Kind::Text,
                                 position,
                                 end,
                                 text,
                                 m.m_text.size(),
                                 m.m_text.size() + text.size(),
                                 QChar(),
                                 {},
                                 {}});
        m.m_text += text;
    }

    // Where the text that begins at `from` ends in the document: at markup, or at an entity
    // reference that XML does not resolve itself (its five own and character references it
    // does, and they are part of the text).
    static qsizetype textEnd(const QString &source, qsizetype from)
    {
        for (qsizetype at = from; at < source.size(); ++at) {
            if (source[at] == u'<')
                return at;
            if (source[at] != u'&')
                continue;
            const qsizetype semicolon = source.indexOf(u';', at);
            const QStringView name =
                QStringView(source).sliced(at + 1, qMax<qsizetype>(semicolon - at - 1, 0));
            if (!name.startsWith(u'#') && name != u"amp" && name != u"lt" && name != u"gt" &&
                name != u"quot" && name != u"apos")
                return at;
        }
        return source.size();
    }

    MarkupText &m;
    const Reading m_reading;
    QXmlStreamReader m_xml;
    std::vector<Role> m_open; // the roles of the elements open
    int m_code = 0;
    int m_readable = 0;
    int m_languages = 0;
};

std::vector<std::pair<qsizetype, QString>> MarkupText::attributeLines() const
{
    std::vector<std::pair<qsizetype, QString>> lines;
    qsizetype line = 0;
    qsizetype counted = 0; // text() up to here has `line` line breaks
    for (const auto &[begin, name] : m_attributes) {
        line += QStringView(m_text).sliced(counted, begin - counted).count(u'\n');
        counted = begin;
        lines.push_back({line, name});
    }
    return lines;
}

std::optional<MarkupText> MarkupText::read(const QByteArray &document, const QString &entry,
                                           QString *error, Reading reading)
{
    const auto fail = [&](const QString &reason) {
        if (error)
            *error = reason;
        return std::nullopt;
    };
    MarkupText markup;
    QString declared;
    qsizetype badUtf16At = -1;
    std::optional<QString> decoded = decode(document, &markup.m_encoding, &declared, &badUtf16At);
    if (!decoded && badUtf16At >= 0)
        return fail(tr("%1: not valid UTF-16: an unpaired surrogate or a cut-off character at "
                       "byte %2")
                        .arg(entry)
                        .arg(badUtf16At));
    if (!decoded)
        return fail(declared.isEmpty() ||
                            declared.startsWith(QStringLiteral("utf"), Qt::CaseInsensitive)
                        ? tr("%1: not UTF-8 or UTF-16 text").arg(entry)
                        : tr("%1: declares the encoding %2; a book's documents are read in UTF-8 "
                             "or UTF-16")
                              .arg(entry, declared));
    markup.m_document = document;
    markup.m_source = std::move(*decoded);
    const bool utf8 = markup.m_encoding == QStringConverter::Utf8 &&
                      (declared.isEmpty() || declared.compare(u"utf-8", Qt::CaseInsensitive) == 0);
    if (const std::optional<QString> failed = Reader(markup, reading, utf8).run(entry))
        return fail(*failed);
    return markup;
}

QByteArray MarkupText::write(const QString &text, const DiffResult &diff,
                             const QString &language) const
{
    OffsetMap map(diff.changes);
    QString result;
    result.reserve(m_source.size() + m_source.size() / 16);
    qsizetype copied = 0;
    qsizetype lastEnd = -1; // where the last stretch of text() ended
    for (const Stretch &stretch : m_stretches) {
        QString now;
        if (stretch.kind == Kind::Language) {
            now = language.isEmpty() ? stretch.text : language;
        } else {
            const qsizetype from =
                map(stretch.begin, stretch.begin == lastEnd ? OffsetMap::Inserted::Before
                                                            : OffsetMap::Inserted::After);
            now = text.sliced(from, map(stretch.end) - from);
            lastEnd = stretch.end;
            if (!stretch.wraps.empty())
                now = rewrapped(now, stretch.wraps);
            // The line breaks a paragraph was written with, where the text still has its spaces.
            if (now.size() == stretch.text.size()) {
                for (qsizetype at = 0; at < now.size(); ++at) {
                    if (now.at(at) == u' ' && isXmlSpace(stretch.text[at]))
                        now[at] = stretch.text[at];
                }
            }
        }
        result += QStringView(m_source).sliced(copied, stretch.rawBegin - copied);
        if (now == stretch.text)
            result +=
                QStringView(m_source).sliced(stretch.rawBegin, stretch.rawEnd - stretch.rawBegin);
        else
            result += escaped(now, stretch.kind == Kind::Text ? QChar() : stretch.quote,
                              stretch.spellings);
        copied = stretch.rawEnd;
    }
    result += QStringView(m_source).sliced(copied);
    if (result == m_source)
        return m_document;
    // Written as it was read, its byte order mark too.
    const bool byteOrderMark = m_document.startsWith("\xEF\xBB\xBF") ||
                               m_document.startsWith("\xFF\xFE") ||
                               m_document.startsWith("\xFE\xFF");
    if (m_encoding == QStringConverter::Utf8) {
        if (std::optional<QByteArray> utf8 = TextEncoding::encodeWellFormedUtf8(result))
            return byteOrderMark ? utf8->prepend("\xEF\xBB\xBF") : *utf8;
    }
    QStringEncoder encoder(m_encoding, byteOrderMark ? QStringConverter::Flag::WriteBom
                                                     : QStringConverter::Flag::Default);
    return QByteArray(encoder.encode(result));
}

DiffResult MarkupText::diffForWriting(const QString &text) const
{
    if (text.count(u'\n') != m_text.count(u'\n'))
        return diffTexts(m_text, text);
    // Where stretches begin or end, in order: a line holding one inside is diffed by character.
    std::vector<qsizetype> boundaries;
    for (const Stretch &stretch : m_stretches) {
        if (stretch.kind != Kind::Language)
            boundaries.insert(boundaries.end(), {stretch.begin, stretch.end});
    }
    std::sort(boundaries.begin(), boundaries.end());
    DiffResult diff;
    diff.mode = DiffMode::Converter;
    auto boundary = boundaries.cbegin();
    qsizetype a = 0;
    qsizetype b = 0;
    while (a <= m_text.size()) {
        const qsizetype aEnd = m_text.indexOf(u'\n', a);
        const qsizetype aLineEnd = aEnd < 0 ? m_text.size() : aEnd;
        const qsizetype bLineEnd = aEnd < 0 ? text.size() : text.indexOf(u'\n', b);
        const QStringView aLine = QStringView(m_text).sliced(a, aLineEnd - a);
        const QStringView bLine = QStringView(text).sliced(b, bLineEnd - b);
        while (boundary != boundaries.cend() && *boundary <= a)
            ++boundary;
        const bool divided = boundary != boundaries.cend() && *boundary < aLineEnd;
        if (aLine != bLine && !divided) {
            diff.changes.push_back({int(a), int(aLine.size()), int(b), int(bLine.size())});
        } else if (aLine != bLine) {
            // With its line break, as the whole text's diff pairs the lines.
            const qsizetype withBreak = aEnd < 0 ? 0 : 1;
            const DiffResult lineDiff =
                diffTexts(QStringView(m_text).sliced(a, aLine.size() + withBreak),
                          QStringView(text).sliced(b, bLine.size() + withBreak));
            diff.coarse = diff.coarse || lineDiff.coarse;
            for (TextChange change : lineDiff.changes) {
                change.aPosition += int(a);
                change.bPosition += int(b);
                diff.changes.push_back(change);
            }
        }
        if (aEnd < 0)
            break;
        a = aLineEnd + 1;
        b = bLineEnd + 1;
    }
    diff.stats.changes = qint64(diff.changes.size());
    return diff;
}

std::optional<qsizetype> MarkupText::paragraphsChangedAt(const QString &text,
                                                         const DiffResult &diff) const
{
    for (const TextChange &change : diff.changes) {
        const QStringView before = QStringView(m_text).sliced(change.aPosition, change.aLength);
        const QStringView after = QStringView(text).sliced(change.bPosition, change.bLength);
        if (before.count(u'\n') != after.count(u'\n'))
            return QStringView(text).first(change.bPosition).count(u'\n') + 1;
    }
    return std::nullopt;
}

} // namespace duizhao
