// SPDX-License-Identifier: GPL-3.0-or-later
#include "document/bookrules.h"

#include "core/conversion/glossary.h"
#include "document/settings.h"

#include <QFile>
#include <QFileInfo>
#include <QStringList>

namespace duizhao {

BookRules::BookRules(QObject *parent)
    : QObject(parent)
{}

BookRules::~BookRules() = default;

void BookRules::findFor(const QString &textPath)
{
    m_bookPath = textPath;
    m_glossaryPath.clear();
    if (!textPath.isEmpty()) {
        const QString beside = Glossary::pathBeside(textPath);
        const QString chosen = Settings().chosenGlossary(textPath);
        if (QFileInfo::exists(beside))
            m_glossaryPath = beside;
        else if (!chosen.isEmpty() && QFileInfo::exists(chosen))
            m_glossaryPath = chosen;
    }
    load();
}

void BookRules::use(const QString &path)
{
    m_glossaryPath = path;
    load();
    Q_EMIT rulesChanged();
}

void BookRules::choose(const QString &path)
{
    if (!m_bookPath.isEmpty())
        Settings().setChosenGlossary(m_bookPath, path);
    use(path);
}

QString BookRules::pathToWrite() const
{
    if (!m_glossaryPath.isEmpty())
        return m_glossaryPath;
    return m_bookPath.isEmpty() ? QString() : Glossary::pathBeside(m_bookPath);
}

std::optional<FileError> BookRules::append(const QString &rule, const QString &path)
{
    if (auto error = Glossary::appendLine(path, rule))
        return error;
    use(path);
    return std::nullopt;
}

std::optional<FileError> BookRules::setAppliedRule(const QString &rule, const QString &path,
                                                   QString *replaced)
{
    if (auto error = Glossary::setRule(path, rule, replaced))
        return error;
    m_glossaryPath = path;
    load();
    Q_EMIT appliedRulesChanged();
    return std::nullopt;
}

std::optional<FileError> BookRules::removeAppliedRule(const QString &source, const QString &path,
                                                      bool deleteIfEmpty)
{
    bool empty = false;
    if (auto error = Glossary::removeRule(path, source, &empty))
        return error;
    const bool deleted = deleteIfEmpty && empty && QFile::remove(path);
    if (deleted && m_glossaryPath == path)
        m_glossaryPath.clear();
    if (deleted || m_glossaryPath == path) {
        load();
        Q_EMIT appliedRulesChanged();
    }
    return std::nullopt;
}

std::optional<FileError> BookRules::replaceRule(const QString &rule, const QString &path)
{
    if (auto error = Glossary::setRule(path, rule))
        return error;
    use(path);
    return std::nullopt;
}

void BookRules::setCornerQuotes(bool on)
{
    if (m_cornerQuotes == on)
        return;
    m_cornerQuotes = on;
    Q_EMIT rulesChanged();
}

void BookRules::load()
{
    m_glossary.reset();
    m_problems.clear();
    if (!m_glossaryPath.isEmpty()) {
        QString error;
        if (std::optional<Glossary> glossary = Glossary::load(m_glossaryPath, &error)) {
            QStringList lines;
            for (const GlossaryError &bad : glossary->errors())
                lines << tr("Line %1: %2").arg(bad.line).arg(bad.reason);
            m_problems = lines.join(u'\n');
            m_glossary = std::make_shared<const Glossary>(std::move(*glossary));
        } else {
            m_problems = error;
        }
    }
    Q_EMIT loaded();
}

} // namespace duizhao
