// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/books/chapteredtext.h"
#include "core/conversion/configcatalog.h"
#include "core/text/textencoding.h"

#include <QCommandLineParser>
#include <QCoreApplication>

#include <memory>
#include <optional>

namespace duizhao {

class Converter;
class Glossary;
struct ReadResult;

// What the subcommands share: option parsing, error reporting, loading converters.
class CommandSupport final {
    Q_DECLARE_TR_FUNCTIONS(CommandSupport)

public:
    // Adds the options every subcommand takes (--help, --opencc-dir).
    static void addCommonOptions(QCommandLineParser &parser);
    // Returns -1 to go on, else the exit code to stop with (after printing help or an error); a
    // usage error from then on points to the command's own help.
    static int parse(QCommandLineParser &parser, const QStringList &arguments,
                     const QString &command);

    static int usageError(const QString &message);
    static void reportError(const QString &message);
    static void reportWarning(const QString &message);

    // The converter of a config, or null after reporting why not; *code is then the exit code:
    // bad usage for a config that does not exist (a mistyped name), else a processing error.
    static std::shared_ptr<const Converter>
    loadConverter(const QCommandLineParser &parser, const QString &config, int *code = nullptr);
    // The configs to choose from, as --opencc-dir and --opencc-data say.
    static ConfigCatalog catalog(const QCommandLineParser &parser);
    // --glossary FILE, --quotes and --fix-likely, for the commands that convert.
    static void addRuleOptions(QCommandLineParser &parser);
    // Whether --fix-likely can fix a conversion by this converter; warns why not when it cannot
    // (a conversion toward Simplified, or the word list missing).
    static bool checkFixes(const std::shared_ptr<const Converter> &converter);
    // The --glossary file, or null without the option. A glossary that cannot be read or has bad
    // lines is reported (every bad line with its number) and *ok set to false.
    static std::shared_ptr<const Glossary> loadGlossary(const QCommandLineParser &parser, bool *ok);

    // --from-encoding / --to-encoding values; an empty encoding when the option is absent.
    // Sets ok to false (after reporting) for an unknown name.
    static TextEncoding::Choice encodingOption(const QCommandLineParser &parser,
                                               const QString &option, bool *ok);

    static QString percent(double share);

    // The text `diff` and `review` read: a text file's (in `encoding`, or detected), or an EPUB's
    // chapters one after another (ChapteredText). Reports why it cannot be read.
    static std::optional<ChapteredText> readText(const QString &path, const QString &encoding);
};

} // namespace duizhao
