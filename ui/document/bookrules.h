// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/text/textfile.h"

#include <QObject>
#include <QString>

#include <memory>
#include <optional>

namespace duizhao {

class Glossary;

// The rules a book is converted with around OpenCC: its glossary and the choice of corner-bracket
// quotes. Their only owner: the review, the window and the conversion jobs read them here.
class BookRules final : public QObject {
    Q_OBJECT

public:
    explicit BookRules(QObject *parent = nullptr);
    ~BookRules() override;

    // The glossary of the book a text belongs to: the one beside it (Glossary::pathBeside), else
    // the one last chosen for it; none for the sample. Not a change of rules: the text is about
    // to be converted with them.
    void findFor(const QString &textPath);
    // A glossary file from now on (after it was edited, or a rule added to it).
    void use(const QString &path);
    // A glossary chosen for this book: used from now on, and found again when it is opened.
    void choose(const QString &path);
    // The glossary in use, else a new one beside the book; empty for the sample, which has no
    // folder to offer.
    QString pathToWrite() const;
    // Adds a rule line to the glossary at path (created if need be) and uses it.
    std::optional<FileError> append(const QString &rule, const QString &path);
    // Writes a rule over the one for the same source (Glossary::setRule), and uses the glossary
    // from now on: the text is converted again.
    std::optional<FileError> replaceRule(const QString &rule, const QString &path);
    // Sets (takes back) a rule that the text shown reads as already (a name's form picked
    // everywhere): the conversions that follow use it, and the text is not converted again.
    // Glossary::setRule and removeRule.
    std::optional<FileError> setAppliedRule(const QString &rule, const QString &path,
                                            QString *replaced = nullptr);
    // With deleteIfEmpty, a file left without a line is deleted (one the rule had created).
    std::optional<FileError> removeAppliedRule(const QString &source, const QString &path,
                                               bool deleteIfEmpty = false);
    void setCornerQuotes(bool on);

    std::shared_ptr<const Glossary> glossary() const { return m_glossary; }
    QString glossaryPath() const { return m_glossaryPath; }
    QString bookPath() const { return m_bookPath; }
    // What is wrong with the glossary: its bad lines, one a line with its number, or why it
    // could not be read.
    QString problems() const { return m_problems; }
    bool cornerQuotes() const { return m_cornerQuotes; }

Q_SIGNALS:
    // The glossary was (re)loaded, whether or not the rules changed.
    void loaded();
    // The glossary or the quotation marks changed: the text should be converted again.
    void rulesChanged();
    // The glossary changed, and the text shown reads as it says already: only the conversions
    // that follow need it.
    void appliedRulesChanged();

private:
    void load();

    QString m_bookPath;
    QString m_glossaryPath;
    std::shared_ptr<const Glossary> m_glossary;
    QString m_problems;
    bool m_cornerQuotes = false;
};

} // namespace duizhao
