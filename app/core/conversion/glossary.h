// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/text/textfile.h"

#include <QCoreApplication>
#include <QHash>
#include <QString>

#include <functional>
#include <memory>
#include <optional>
#include <vector>

namespace duizhao {

// One line of a glossary: replace source with result, or keep source as written.
struct GlossaryRule {
    QString source;
    QString result; // equals source for a protection
    bool protection = false;
    int line = 0; // 1-based, in the glossary file
};

struct GlossaryError {
    int line = 0;
    QString reason;
};

// A book's own decisions, applied before OpenCC: a plain UTF-8 file, one rule a line.
//
//     # comment
//     岳托=岳託        # replace 岳托 with 岳託 instead of converting it
//     !多尔衮          # keep 多尔衮 as written
//
// A note follows a rule after a space or a tab and #; a rule's words hold no tab and no run of
// spaces, which would be a note without its # written into the text.
// Every bad line is reported with its number; the good lines still apply.
class Glossary final {
    Q_DECLARE_TR_FUNCTIONS(Glossary)

public:
    static constexpr qsizetype MaxSourceLength = 200;

    // The file a book's glossary is looked for in, beside the book's files.
    static QString fileName() { return QStringLiteral(".duizhao-glossary.txt"); }
    static QString pathBeside(const QString &textPath);

    static Glossary parse(QStringView text);
    // A glossary file's text (always UTF-8), and writing it back atomically with a final line
    // break, in the format it was read in (keptFormat); appendLine adds one rule, creating the
    // file if need be.
    static ReadResult readText(const QString &path);
    static std::optional<FileError> writeText(const QString &path, QString text,
                                              const TextFormat &format = {});
    // The format a glossary read is written back in: its byte order mark and its line ending
    // (one made in Notepad stays CRLF with its mark), every line with the file's commonest.
    static TextFormat keptFormat(const ReadResult &read);
    static std::optional<FileError> appendLine(const QString &path, const QString &line);
    // Writes a rule line as the file's rule for its source: over the line that has a rule for the
    // same source, else at the end (creating the file if need be). The line it replaced, or
    // empty, in *replaced.
    static std::optional<FileError> setRule(const QString &path, const QString &line,
                                            QString *replaced = nullptr);
    // Takes the line of the rule for source out of the file; none there is no error. *leftEmpty
    // says whether the file then holds nothing but blank lines.
    static std::optional<FileError> removeRule(const QString &path, const QString &source,
                                               bool *leftEmpty = nullptr);
    // A missing or unreadable file is an error (the message names the file); bad lines are not,
    // they are in errors().
    static std::optional<Glossary> load(const QString &path, QString *error);
    // A glossary to convert files by, unattended: refused, with every bad line, when any line is
    // bad, since a rule silently dropped would convert a whole book differently.
    static std::shared_ptr<const Glossary> loadStrict(const QString &path, QString *error);

    const std::vector<GlossaryRule> &rules() const { return m_rules; }
    const std::vector<GlossaryError> &errors() const { return m_errors; }
    bool isEmpty() const { return m_rules.empty(); }
    QString path() const { return m_path; }
    // The errors as "path:line: reason" lines.
    QString describeErrors() const;

    // The same glossary with only the rules that keep says to keep (their lines as they were).
    std::shared_ptr<const Glossary>
    keeping(const std::function<bool(const GlossaryRule &)> &keep) const;

    // The rule's text as a glossary line.
    static QString formatRule(const QString &source, const QString &result);

    struct Match {
        qsizetype position = 0;
        qsizetype length = 0;
        int rule = 0; // index in rules()
    };
    // Every occurrence of a rule's source in text, left to right, the longest where several
    // start at one place, never overlapping. A rule matches whole characters only: never half a
    // surrogate pair, and never a base character without the variation selector that follows it
    // (葛=藤 leaves 葛 + U+E0100 alone).
    std::vector<Match> findAll(QStringView text) const;

private:
    void addLine(QStringView line, int number);
    void sortSources();

    QString m_path;
    std::vector<GlossaryRule> m_rules;
    std::vector<GlossaryError> m_errors;
    QHash<QString, int> m_bySource;
    // Rules in the order of their sources: the rules that start with a given text are a range of
    // it, found by binary search, however many rules share a first character.
    std::vector<int> m_bySortedSource;
};

} // namespace duizhao
