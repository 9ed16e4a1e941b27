// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/conversion/glossary.h"

#include "core/text/encodingdetector.h"
#include "core/text/textencoding.h"
#include "core/text/textunits.h"

#include <QDir>
#include <QFileInfo>

#include <algorithm>
#include <numeric>

namespace duizhao {

QString Glossary::pathBeside(const QString &textPath)
{
    return QFileInfo(textPath).dir().filePath(fileName());
}

Glossary Glossary::parse(QStringView text)
{
    Glossary glossary;
    int number = 0;
    for (const QStringView line : text.tokenize(u'\n')) {
        ++number;
        glossary.addLine(line, number);
    }
    glossary.sortSources();
    return glossary;
}

void Glossary::sortSources()
{
    m_bySortedSource.resize(m_rules.size());
    std::iota(m_bySortedSource.begin(), m_bySortedSource.end(), 0);
    std::sort(m_bySortedSource.begin(), m_bySortedSource.end(), [&](int left, int right) {
        return m_rules[size_t(left)].source < m_rules[size_t(right)].source;
    });
}

std::shared_ptr<const Glossary>
Glossary::keeping(const std::function<bool(const GlossaryRule &)> &keep) const
{
    auto kept = std::make_shared<Glossary>();
    kept->m_path = m_path;
    kept->m_errors = m_errors;
    for (const GlossaryRule &rule : m_rules) {
        if (!keep(rule))
            continue;
        kept->m_bySource.insert(rule.source, int(kept->m_rules.size()));
        kept->m_rules.push_back(rule);
    }
    kept->sortSources();
    return kept;
}

namespace {

// Spaces and tabs around a rule or its parts are layout; a full-width space (U+3000) is text, the
// indentation of a novel's paragraphs, and a rule may well be about it.
QStringView trimLayout(QStringView text)
{
    const auto isLayout = [](QChar c) {
        return c == u' ' || c == u'\t' || c == u'\r' || c == QChar(0xFEFF);
    };
    while (!text.isEmpty() && isLayout(text.front()))
        text = text.sliced(1);
    while (!text.isEmpty() && isLayout(text.back()))
        text.chop(1);
    return text;
}

// Whether a match may end before position: not inside a surrogate pair, and not between a
// character and the variation selector that belongs to it.
bool isCharacterBoundary(QStringView text, qsizetype position)
{
    if (position >= text.size())
        return true;
    if (text[position].isLowSurrogate())
        return false;
    char32_t next = text[position].unicode();
    if (text[position].isHighSurrogate() && position + 1 < text.size() &&
        text[position + 1].isLowSurrogate())
        next = QChar::surrogateToUcs4(text[position], text[position + 1]);
    return !UnitTokenizer::isVariationSelector(next);
}

// The line without a note after its rule: a # after a space or a tab, to the end of the line.
QStringView withoutNote(QStringView line)
{
    for (qsizetype at = 1; at < line.size(); ++at) {
        if (line[at] == u'#' && (line[at - 1] == u' ' || line[at - 1] == u'\t'))
            return trimLayout(line.first(at));
    }
    return line;
}

// A rule's words hold no tab and no run of spaces: there, a note without its # would be written
// into the text (岳托=岳託    replaces). One space between words is text (an English name).
bool hasGap(QStringView words)
{
    return words.contains(u'\t') || words.contains(u"  ");
}

} // namespace

void Glossary::addLine(QStringView raw, int number)
{
    const QStringView line = withoutNote(trimLayout(raw));
    if (line.isEmpty() || line.startsWith(u'#'))
        return;

    const auto fail = [&](const QString &reason) {
        m_errors.push_back({number, reason});
    };

    GlossaryRule rule;
    rule.line = number;
    if (line.startsWith(u'!')) {
        rule.source = trimLayout(line.sliced(1)).toString();
        if (rule.source.isEmpty())
            return fail(tr("nothing to protect after “!”"));
        if (rule.source.contains(u'='))
            return fail(tr("a protection (“!”) cannot also replace (“=”)"));
        rule.result = rule.source;
        rule.protection = true;
    } else {
        const qsizetype equals = line.indexOf(u'=');
        if (equals < 0)
            return fail(tr("“%1” is neither SOURCE=RESULT nor !PROTECTED nor a # comment")
                            .arg(line.toString()));
        if (line.indexOf(u'=', equals + 1) >= 0)
            return fail(tr("more than one “=”"));
        rule.source = trimLayout(line.first(equals)).toString();
        rule.result = trimLayout(line.sliced(equals + 1)).toString();
        if (rule.source.isEmpty())
            return fail(tr("nothing to replace before “=”"));
        if (rule.result.isEmpty())
            return fail(tr("no replacement after “=”"));
    }
    if (hasGap(rule.source) || hasGap(rule.result))
        return fail(tr("“%1” holds a tab or a run of spaces: a note after a rule begins with #")
                        .arg(line.toString()));
    // Rules are words and names; a source thousands of characters long would make matching
    // crawl (each place of the text compared with it as far as they agree).
    if (rule.source.size() > MaxSourceLength)
        return fail(tr("a rule's source is at most %1 characters long").arg(MaxSourceLength));
    if (const auto earlier = m_bySource.constFind(rule.source); earlier != m_bySource.cend())
        return fail(tr("“%1” already has a rule on line %2")
                        .arg(rule.source)
                        .arg(m_rules[size_t(*earlier)].line));
    m_bySource.insert(rule.source, int(m_rules.size()));
    m_rules.push_back(std::move(rule));
}

ReadResult Glossary::readText(const QString &path)
{
    ReadOptions options;
    options.encoding = TextEncoding::Utf8;
    ReadResult read = TextFile::read(path, options);
    if (!read.ok() && QFileInfo(path).isFile()) {
        // Notepad's "Unicode" is UTF-16: say so, rather than that the file is binary.
        const QString encoding =
            EncodingDetector::detect(TextFile::readBytes(path, options.sizeLimit).bytes).encoding;
        if (encoding == TextEncoding::Utf16LE || encoding == TextEncoding::Utf16BE)
            read.error =
                FileError{path, tr("a glossary must be UTF-8, and this file looks like %1; "
                                   "save it as UTF-8")
                                    .arg(encoding)};
    }
    return read;
}

std::optional<FileError> Glossary::writeText(const QString &path, QString text,
                                             const TextFormat &format)
{
    if (!text.isEmpty() && !text.endsWith(u'\n'))
        text += u'\n';
    return TextFile::write(path, text, format);
}

TextFormat Glossary::keptFormat(const ReadResult &read)
{
    TextFormat format;
    format.bom = read.format.bom;
    format.lineBreaks.dominant = read.format.lineBreaks.dominant;
    return format;
}

std::optional<FileError> Glossary::appendLine(const QString &path, const QString &line)
{
    QString text;
    TextFormat format;
    if (QFileInfo::exists(path)) {
        ReadResult read = readText(path);
        if (!read.ok())
            return read.error;
        format = keptFormat(read);
        text = std::move(read.text);
        if (!text.isEmpty() && !text.endsWith(u'\n'))
            text += u'\n';
    }
    return writeText(path, text + line, format);
}

namespace {

// The index of the line whose rule is for source, or -1.
qsizetype lineOfRule(const QStringList &lines, const QString &source)
{
    for (qsizetype index = lines.size() - 1; index >= 0; --index) {
        const Glossary line = Glossary::parse(lines[index]);
        if (line.rules().size() == 1 && line.rules().front().source == source)
            return index;
    }
    return -1;
}

} // namespace

std::optional<FileError> Glossary::setRule(const QString &path, const QString &line,
                                           QString *replaced)
{
    const Glossary rule = parse(line);
    if (rule.rules().size() != 1 || !QFileInfo::exists(path))
        return appendLine(path, line);
    ReadResult read = readText(path);
    if (!read.ok())
        return read.error;
    QStringList lines = read.text.split(u'\n');
    const qsizetype found = lineOfRule(lines, rule.rules().front().source);
    if (found < 0)
        return appendLine(path, line);
    if (replaced)
        *replaced = lines[found];
    lines[found] = line;
    return writeText(path, lines.join(u'\n'), keptFormat(read));
}

std::optional<FileError> Glossary::removeRule(const QString &path, const QString &source,
                                              bool *leftEmpty)
{
    ReadResult read = readText(path);
    if (!read.ok())
        return read.error;
    QStringList lines = read.text.split(u'\n');
    const qsizetype found = lineOfRule(lines, source);
    if (found >= 0)
        lines.removeAt(found);
    const QString text = lines.join(u'\n');
    if (leftEmpty)
        *leftEmpty = text.trimmed().isEmpty();
    return found < 0 ? std::nullopt : writeText(path, text, keptFormat(read));
}

std::optional<Glossary> Glossary::load(const QString &path, QString *error)
{
    const ReadResult read = readText(path);
    if (!read.ok()) {
        if (error)
            *error = read.error->message();
        return std::nullopt;
    }
    Glossary glossary = parse(read.text);
    glossary.m_path = path;
    return glossary;
}

std::shared_ptr<const Glossary> Glossary::loadStrict(const QString &path, QString *error)
{
    std::optional<Glossary> glossary = load(path, error);
    if (!glossary)
        return nullptr;
    if (!glossary->errors().empty()) {
        if (error)
            *error = glossary->describeErrors();
        return nullptr;
    }
    return std::make_shared<const Glossary>(std::move(*glossary));
}

QString Glossary::describeErrors() const
{
    QStringList lines;
    for (const GlossaryError &error : m_errors)
        lines << QStringLiteral("%1:%2: %3").arg(m_path).arg(error.line).arg(error.reason);
    return lines.join(QLatin1Char('\n'));
}

QString Glossary::formatRule(const QString &source, const QString &result)
{
    if (source == result)
        return QLatin1Char('!') + source;
    return source + QLatin1Char('=') + result;
}

std::vector<Glossary::Match> Glossary::findAll(QStringView text) const
{
    std::vector<Match> matches;
    if (m_rules.empty())
        return matches;
    const auto sourceOf = [this](int rule) -> const QString & {
        return m_rules[size_t(rule)].source;
    };
    for (qsizetype position = 0; position < text.size();) {
        if (!isCharacterBoundary(text, position)) {
            ++position;
            continue;
        }
        // The rules whose sources start with the text's next `length` units form a range of the
        // sorted rules, narrowed one unit at a time; a source exactly that long heads the range.
        auto begin = m_bySortedSource.cbegin();
        auto end = m_bySortedSource.cend();
        int longest = -1;
        for (qsizetype length = 1; position + length <= text.size() && begin != end; ++length) {
            const QChar unit = text[position + length - 1];
            const qsizetype index = length - 1;
            begin = std::lower_bound(begin, end, unit, [&](int rule, QChar value) {
                const QString &source = sourceOf(rule);
                return source.size() <= index || source[index] < value;
            });
            end = std::upper_bound(begin, end, unit, [&](QChar value, int rule) {
                return value < sourceOf(rule)[index];
            });
            if (begin != end && sourceOf(*begin).size() == length &&
                isCharacterBoundary(text, position + length))
                longest = *begin;
        }
        if (longest >= 0) {
            const qsizetype length = sourceOf(longest).size();
            matches.push_back({position, length, longest});
            position += length;
        } else {
            ++position;
        }
    }
    return matches;
}

} // namespace duizhao
