// SPDX-License-Identifier: GPL-3.0-or-later
#include "glossary.h"

#include <QDir>
#include <QFileInfo>

#include <algorithm>

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
    for (std::vector<int> &rules : glossary.m_byFirstUnit) {
        std::stable_sort(rules.begin(), rules.end(), [&](int left, int right) {
            return glossary.m_rules[size_t(left)].source.size() >
                   glossary.m_rules[size_t(right)].source.size();
        });
    }
    return glossary;
}

void Glossary::addLine(QStringView raw, int number)
{
    // Spaces and tabs around a rule are layout; a full-width space inside one is text.
    QStringView line = raw;
    while (!line.isEmpty() &&
           (line.front() == u' ' || line.front() == u'\t' || line.front() == QChar(0xFEFF)))
        line = line.sliced(1);
    while (!line.isEmpty() && (line.back() == u' ' || line.back() == u'\t' || line.back() == u'\r'))
        line.chop(1);
    if (line.isEmpty() || line.startsWith(u'#'))
        return;

    const auto fail = [&](const QString &reason) {
        m_errors.push_back({number, reason});
    };
    GlossaryRule rule;
    rule.line = number;
    if (line.startsWith(u'!')) {
        rule.source = line.sliced(1).trimmed().toString();
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
        rule.source = line.first(equals).trimmed().toString();
        rule.result = line.sliced(equals + 1).trimmed().toString();
        if (rule.source.isEmpty())
            return fail(tr("nothing to replace before “=”"));
        if (rule.result.isEmpty())
            return fail(tr("no replacement after “=”"));
    }
    if (const auto earlier = m_bySource.constFind(rule.source); earlier != m_bySource.cend())
        return fail(tr("“%1” already has a rule on line %2")
                        .arg(rule.source)
                        .arg(m_rules[size_t(*earlier)].line));
    m_bySource.insert(rule.source, int(m_rules.size()));
    m_byFirstUnit[rule.source.front()].push_back(int(m_rules.size()));
    m_rules.push_back(std::move(rule));
}

ReadResult Glossary::readText(const QString &path)
{
    ReadOptions options;
    options.encoding = QStringLiteral("UTF-8");
    return TextFile::read(path, options);
}

std::optional<FileError> Glossary::writeText(const QString &path, QString text)
{
    if (!text.isEmpty() && !text.endsWith(u'\n'))
        text += u'\n';
    return TextFile::write(path, text, TextFormat{});
}

std::optional<FileError> Glossary::appendLine(const QString &path, const QString &line)
{
    QString text;
    if (QFileInfo::exists(path)) {
        ReadResult read = readText(path);
        if (!read.ok())
            return read.error;
        text = std::move(read.text);
        if (!text.isEmpty() && !text.endsWith(u'\n'))
            text += u'\n';
    }
    return writeText(path, text + line);
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
    for (qsizetype position = 0; position < text.size();) {
        const auto candidates = m_byFirstUnit.constFind(text[position]);
        if (candidates != m_byFirstUnit.cend()) {
            const auto rule = std::find_if(candidates->begin(), candidates->end(), [&](int index) {
                return text.sliced(position).startsWith(m_rules[size_t(index)].source);
            });
            if (rule != candidates->end()) {
                const qsizetype length = m_rules[size_t(*rule)].source.size();
                matches.push_back({position, length, *rule});
                position += length;
                continue;
            }
        }
        ++position;
    }
    return matches;
}

} // namespace duizhao
