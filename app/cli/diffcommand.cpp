// SPDX-License-Identifier: GPL-3.0-or-later
#include "cli/diffcommand.h"

#include "cli/commandline.h"
#include "cli/commandsupport.h"
#include "cli/diffprinter.h"
#include "cli/terminal.h"
#include "core/conversion/converter.h"
#include "core/diff/comparison.h"
#include "core/jobs/conversionjob.h"
#include "core/jobs/jobcontrol.h"
#include "core/text/scriptdetector.h"
#include "core/text/textfile.h"
#include "core/text/textunits.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

namespace duizhao {

namespace {

// Two editions in different scripts differ wherever a conversion changes a character: the
// comparison a reader wants is in one script, which the window makes by itself. Said, not done:
// the command's output stays what it was asked for.
void adviseNormalization(const QCommandLineParser &parser, const QStringList &files,
                         QStringView first, QStringView second)
{
    const ConverterCache converters(CommandSupport::catalog(parser));
    QString error;
    const auto s2t = converters.get(QStringLiteral("s2t"), &error);
    const auto t2s = converters.get(QStringLiteral("t2s"), &error);
    if (!s2t || !t2s)
        return;
    const ScriptDetector detector(s2t, t2s);
    const Script firstScript = detector.analyse(first).script;
    const ScriptReport secondReport = detector.analyse(second);
    const Script secondScript = secondReport.script;
    // As the window compares: a half-converted second edition in the script it leans to.
    const QString config =
        automaticNormalization(first, firstScript, second, secondReport.leaning(), converters);
    if (config.isEmpty())
        return;
    CommandSupport::reportWarning(
        DiffCommand::tr("%1 is %2 and %3 is %4: they differ wherever a conversion changes a "
                        "character; --normalize %5 compares them in one script")
            .arg(files[0], ScriptReport::scriptName(firstScript), files[1],
                 ScriptReport::scriptName(secondScript), config));
}

} // namespace

QByteArray DiffCommand::toJson(const QString &aPath, const QString &bPath, const QString &config,
                               const ChapteredText &aBook, QStringView b, const DiffResult &diff)
{
    const QStringView a = aBook.text;
    CodePointCursor aCursor(a);
    CodePointCursor bCursor(b);
    QJsonArray changes;
    for (const TextChange &change : diff.changes) {
        const qsizetype aStart = aCursor.codePointOffset(change.aPosition);
        const qsizetype aEnd = aCursor.codePointOffset(change.aPosition + change.aLength);
        const qsizetype bStart = bCursor.codePointOffset(change.bPosition);
        const qsizetype bEnd = bCursor.codePointOffset(change.bPosition + change.bLength);
        changes.append(QJsonObject{
            {QStringLiteral("a"), QJsonArray{qint64(aStart), qint64(aEnd - aStart)}},
            {QStringLiteral("b"), QJsonArray{qint64(bStart), qint64(bEnd - bStart)}},
        });
    }
    const QJsonObject stats{
        {QStringLiteral("changes"), diff.stats.changes},
        {QStringLiteral("a_chars_changed"), diff.stats.aCharsChanged},
        {QStringLiteral("b_chars_changed"), diff.stats.bCharsChanged},
        {QStringLiteral("lines_changed"), diff.stats.linesChanged},
    };
    QJsonObject root{
        {QStringLiteral("a"), aPath},
        {QStringLiteral("b"), bPath.isEmpty() ? QJsonValue() : QJsonValue(bPath)},
        {QStringLiteral("config"), config.isEmpty() ? QJsonValue() : QJsonValue(config)},
        {QStringLiteral("coarse"), diff.coarse},
        {QStringLiteral("changes"), changes},
        {QStringLiteral("stats"), stats},
    };
    // Where A's chapters begin, in code points, for a book.
    if (!aBook.chapters.isEmpty()) {
        QJsonArray chapters;
        CodePointCursor cursor(a);
        qsizetype line = 1;
        qsizetype at = 0;
        for (const ChapteredText::Chapter &chapter : aBook.chapters) {
            for (; line < chapter.firstLine; ++at)
                line += a[at] == u'\n' ? 1 : 0;
            chapters.append(
                QJsonObject{{QStringLiteral("name"), chapter.name},
                            {QStringLiteral("title"), chapter.title},
                            {QStringLiteral("offset"), qint64(cursor.codePointOffset(at))}});
        }
        root.insert(QStringLiteral("chapters"), chapters);
    }
    return QJsonDocument(root).toJson(QJsonDocument::Compact) + '\n';
}

QString DiffCommand::statsText(const DiffResult &diff)
{
    return QStringLiteral("changes: %1\na_chars_changed: %2\nb_chars_changed: %3\n"
                          "lines_changed: %4\n")
        .arg(diff.stats.changes)
        .arg(diff.stats.aCharsChanged)
        .arg(diff.stats.bCharsChanged)
        .arg(diff.stats.linesChanged);
}

int DiffCommand::run(const QStringList &arguments)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(
        tr("Show where two texts differ, character by character.\n"
           "With one file and -c, the file is compared with its conversion; with two files, "
           "the files are compared with each other."));
    CommandSupport::addCommonOptions(parser);
    parser.addOptions({
        {{QStringLiteral("c"), QStringLiteral("config")},
         tr("Compare FILE with its conversion by this OpenCC config."),
         tr("config")},
        {QStringLiteral("from-encoding"),
         tr("Read the files in <encoding> instead of detecting it."), tr("encoding")},
        {QStringLiteral("normalize"),
         tr("With two files: convert A with this OpenCC config before comparing, so that what "
            "remains is where B disagrees with a proper conversion of A (offsets still refer to "
            "the files as they are)."),
         tr("config")},
        {QStringLiteral("normalize-both"), tr("With --normalize, convert B too.")},
        {QStringLiteral("ignore-blank-lines"), tr("Ignore lines of nothing but whitespace.")},
        {QStringLiteral("ignore-whitespace"),
         tr("Ignore spaces, tabs, full-width spaces and line breaks (a paragraph split or "
            "merged is no difference).")},
        {QStringLiteral("ignore-punctuation"), tr("Ignore punctuation differences.")},
        {QStringLiteral("cleanup"),
         tr("Merge changes separated by an equal run shorter than they are.")},
        {QStringLiteral("json"), tr("Print one JSON object with every change (offsets and lengths "
                                    "in code points).")},
        {QStringLiteral("stat"), tr("Print only the statistics, one 'name: value' a line.")},
    });
    parser.addPositionalArgument(
        tr("files"),
        tr("One file (with -c) or two files; an EPUB is read as its chapters one after another, "
           "and its lines are named by chapter (entry:line)."),
        tr("A [B]"));
    if (const int code = CommandSupport::parse(parser, arguments, QStringLiteral("diff"));
        code >= 0)
        return code;

    const QStringList files = parser.positionalArguments();
    const bool hasConfig = !parser.value(QStringLiteral("config")).isEmpty();
    if (files.size() == 1 && !hasConfig)
        return CommandSupport::usageError(tr("diff with one file needs a config: -c s2t"));
    if (files.size() == 2 && hasConfig)
        return CommandSupport::usageError(tr("diff takes -c with one file, not with two"));
    if (files.isEmpty() || files.size() > 2)
        return CommandSupport::usageError(tr("diff takes one or two files"));
    if (parser.isSet(QStringLiteral("json")) && parser.isSet(QStringLiteral("stat")))
        return CommandSupport::usageError(tr("--json and --stat exclude each other"));
    if (hasConfig && parser.isSet(QStringLiteral("normalize")))
        return CommandSupport::usageError(tr("--normalize compares two files; -c converts one"));
    if (parser.isSet(QStringLiteral("normalize-both")) &&
        !parser.isSet(QStringLiteral("normalize")))
        return CommandSupport::usageError(tr("--normalize-both needs --normalize CONFIG"));
    DiffOptions options;
    options.ignoreBlankLines = parser.isSet(QStringLiteral("ignore-blank-lines"));
    options.ignoreWhitespace = parser.isSet(QStringLiteral("ignore-whitespace"));
    options.ignorePunctuation = parser.isSet(QStringLiteral("ignore-punctuation"));
    options.semanticCleanup = parser.isSet(QStringLiteral("cleanup"));

    bool ok = true;
    const QString encoding =
        CommandSupport::encodingOption(parser, QStringLiteral("from-encoding"), &ok).encoding;
    if (!ok)
        return ExitUsageError;

    const std::optional<ChapteredText> a = CommandSupport::readText(files[0], encoding);
    if (!a)
        return ExitProcessingError;
    std::optional<ChapteredText> b;
    QString bText;
    QString aShown; // the first edition as compared, where it was normalized and is shown so
    QString config;
    DiffResult diff;
    if (hasConfig) {
        int code = ExitProcessingError;
        const auto converter =
            CommandSupport::loadConverter(parser, parser.value(QStringLiteral("config")), &code);
        if (!converter)
            return code;
        config = converter->configName();
        ConversionResult result = runConversion({a->text, converter, options});
        bText = std::move(result.converted);
        diff = std::move(result.diff);
    } else {
        b = CommandSupport::readText(files[1], encoding);
        if (!b)
            return ExitProcessingError;
        bText = b->text;
        ComparisonOptions comparing;
        comparing.diff = options;
        std::shared_ptr<const Converter> normalizer;
        if (parser.isSet(QStringLiteral("normalize"))) {
            int code = ExitProcessingError;
            normalizer = CommandSupport::loadConverter(
                parser, parser.value(QStringLiteral("normalize")), &code);
            if (!normalizer)
                return code;
            comparing.normalizer = normalizer.get();
            comparing.normalizeB = parser.isSet(QStringLiteral("normalize-both"));
            // Shown as text, a change is shown as compared: the first edition's 娘 against the
            // second's 娘, where normalizing wrote 孃, would read as no change at all. --json's
            // offsets and --stat's counts stay those of the files as they are.
            comparing.asCompared =
                !parser.isSet(QStringLiteral("json")) && !parser.isSet(QStringLiteral("stat"));
            config = normalizer->configName();
        }
        Comparison compared = compareEditions(a->text, bText, comparing);
        diff = std::move(compared.diff);
        if (!compared.normalizedA.isEmpty() && comparing.asCompared)
            aShown = std::move(compared.normalizedA);
        if (!compared.normalizedB.isEmpty() && comparing.asCompared)
            bText = std::move(compared.normalizedB);
        if (!normalizer)
            adviseNormalization(parser, files, a->text, bText);
        else if (const Script script = ScriptDetector::writtenAlready(a->text, *normalizer);
                 script != Script::Undetermined)
            CommandSupport::reportWarning(
                tr("%1 reads as %2 already, the script --normalize %3 converts it to: it changes "
                   "little (--normalize %4 converts it to %5)")
                    .arg(files[0], ScriptReport::scriptName(script), config,
                         ScriptDetector::reverseOf(config),
                         ScriptReport::scriptName(script == Script::Traditional
                                                      ? Script::Simplified
                                                      : Script::Traditional)));
    }

    const QString bPath = files.size() == 2 ? files[1] : QString();
    if (parser.isSet(QStringLiteral("json"))) {
        const QByteArray json = toJson(files[0], bPath, config, *a, bText, diff);
        Terminal::writeBytes(stdout, json);
    } else if (parser.isSet(QStringLiteral("stat"))) {
        Terminal::out(statsText(diff));
    } else {
        DiffPrinter printer(aShown.isNull() ? a->text : aShown, bText, diff);
        // A conversion keeps every line where it was: the book's chapters are its too.
        printer.setChapters(&*a, hasConfig ? &*a : b ? &*b : nullptr);
        Terminal::out(printer.render(Terminal::wantsColour(stdout)));
    }
    return ExitSuccess;
}

} // namespace duizhao
