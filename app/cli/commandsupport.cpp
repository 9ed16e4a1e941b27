// SPDX-License-Identifier: GPL-3.0-or-later
#include "cli/commandsupport.h"

#include "cli/commandline.h"
#include "cli/terminal.h"
#include "core/books/epub/epubbook.h"
#include "core/conversion/configcatalog.h"
#include "core/conversion/conversionplan.h"
#include "core/conversion/converter.h"
#include "core/conversion/glossary.h"
#include "core/judgment/wordlist.h"
#include "core/text/textfile.h"

#include <QDir>

namespace duizhao {

namespace {

const QString OpenccDirOption = QStringLiteral("opencc-dir");
const QString OpenccDataOption = QStringLiteral("opencc-data");
const QString TofuRiskOption = QStringLiteral("include-tofu-risk-dictionaries");

} // namespace

void CommandSupport::addCommonOptions(QCommandLineParser &parser)
{
    parser.setSingleDashWordOptionMode(QCommandLineParser::ParseAsLongOptions);
    parser.addHelpOption();
    parser.addOption({OpenccDataOption,
                      tr("Convert with OpenCC's current dictionaries that Duizhao carries "
                         "(bundled, the default) or with those installed on this system "
                         "(system)."),
                      tr("data")});
    parser.addOption({TofuRiskOption,
                      tr("Convert with the dictionaries that may output characters fonts lack "
                         "too (OpenCC's TSCharactersExt: 㑮 → 𫝈), as OpenCC's own tool does with "
                         "this option; they are left out by default.")});
    parser.addOption({OpenccDirOption,
                      tr("Look for OpenCC configs in <dir> instead (default: "
                         "$DUIZHAO_OPENCC_DIR, else the data of --opencc-data)."),
                      tr("dir")});
}

void CommandSupport::addRuleOptions(QCommandLineParser &parser)
{
    parser.addOptions({
        {QStringLiteral("glossary"),
         tr("Apply the rules of the glossary <file> before OpenCC: SOURCE=RESULT replaces, "
            "!WORD keeps a word as written; a line that begins with # is a comment, and a "
            "note follows a rule after a space and # (SOURCE=RESULT # note)."),
         tr("file")},
        {QStringLiteral("quotes"),
         tr("Turn quotation marks “” and ‘’ into corner brackets 「」 and 『』, nested, in "
            "conversions to Traditional; conversions to Simplified keep their marks.")},
        {QStringLiteral("fix-likely"),
         tr("Fix OpenCC's likely mistakes in conversions from Simplified to Traditional: where "
            "the words of the sentence or the text's names make another candidate likelier, "
            "write it. Without it the conversion is OpenCC's own.")},
    });
}

bool CommandSupport::checkFixes(const std::shared_ptr<const Converter> &converter)
{
    const ConversionPlan plan{converter, nullptr, false, true};
    if (plan.fixes())
        return true;
    if (WordList::bundled().isEmpty())
        reportWarning(tr("--fix-likely fixes nothing: the word list %1 cannot be read")
                          .arg(QDir::toNativeSeparators(WordList::bundledPath())));
    else
        reportWarning(tr("--fix-likely fixes conversions from Simplified to Traditional only, not "
                         "%1")
                          .arg(converter->configName()));
    return false;
}

std::shared_ptr<const Glossary> CommandSupport::loadGlossary(const QCommandLineParser &parser,
                                                             bool *ok)
{
    *ok = true;
    if (!parser.isSet(QStringLiteral("glossary")))
        return nullptr;
    QString error;
    std::optional<Glossary> glossary =
        Glossary::load(parser.value(QStringLiteral("glossary")), &error);
    if (!glossary) {
        reportError(tr("glossary %1").arg(error)); // the file named as what it was given for
    } else if (!glossary->errors().empty()) {
        // A line each, as a compiler says where each error is.
        for (const QString &line : glossary->describeErrors().split(u'\n'))
            reportError(line);
    } else {
        return std::make_shared<const Glossary>(std::move(*glossary));
    }
    *ok = false;
    return nullptr;
}

namespace {

// The command being run, whose help a usage error points to; none before one is parsed.
QString &commandRun()
{
    static QString command;
    return command;
}

} // namespace

int CommandSupport::parse(QCommandLineParser &parser, const QStringList &arguments,
                          const QString &command)
{
    commandRun() = command;
    if (!parser.parse(arguments))
        return usageError(parser.errorText());
    if (parser.isSet(QStringLiteral("help"))) {
        QString help = parser.helpText();
        // The parser names the program by its path (in a usage line that Qt's translations may
        // word differently); the usage line should read as typed.
        const QString program = QCoreApplication::arguments().constFirst();
        if (const qsizetype at = help.indexOf(program); at >= 0 && at < help.indexOf(u'\n'))
            help.replace(at, program.size(), QStringLiteral("duizhao ") + command);
        Terminal::out(help);
        return ExitSuccess;
    }
    if (parser.positionalArguments().contains(QStringLiteral("-")))
        return usageError(tr("'-' would be standard input, which is not read: name a file"));
    if (parser.isSet(OpenccDataOption)) {
        const std::optional<OpenccData> data =
            ConfigCatalog::dataFromKey(parser.value(OpenccDataOption));
        if (!data)
            return usageError(tr("--opencc-data takes bundled or system"));
        ConfigCatalog::setPreferredData(*data);
    }
    if (parser.isSet(TofuRiskOption))
        ConfigCatalog::setIncludesTofuRisk(true);
    return -1;
}

int CommandSupport::usageError(const QString &message)
{
    const QString help = commandRun().isEmpty()
                             ? QStringLiteral("duizhao --help")
                             : QStringLiteral("duizhao %1 --help").arg(commandRun());
    Terminal::err(QStringLiteral("duizhao: ") + message + u'\n' +
                  tr("Try '%1' for more information.").arg(help) + u'\n');
    return ExitUsageError;
}

void CommandSupport::reportError(const QString &message)
{
    Terminal::err(QStringLiteral("duizhao: ") + message + u'\n');
}

void CommandSupport::reportWarning(const QString &message)
{
    Terminal::err(tr("duizhao: warning: %1").arg(message) + u'\n');
}

std::shared_ptr<const Converter> CommandSupport::loadConverter(const QCommandLineParser &parser,
                                                               const QString &config, int *code)
{
    const ConfigCatalog configs = catalog(parser);
    QString error;
    std::shared_ptr<const Converter> converter = Converter::load(config, configs, &error);
    if (!converter) {
        reportError(error);
        if (code)
            *code = QFileInfo::exists(configs.configPath(configs.resolvedName(config)))
                        ? ExitProcessingError
                        : ExitUsageError;
    }
    return converter;
}

ConfigCatalog CommandSupport::catalog(const QCommandLineParser &parser)
{
    return ConfigCatalog(parser.value(OpenccDirOption));
}

TextEncoding::Choice CommandSupport::encodingOption(const QCommandLineParser &parser,
                                                    const QString &option, bool *ok)
{
    *ok = true;
    if (!parser.isSet(option))
        return {};
    const TextEncoding::Choice choice = TextEncoding::fromUserName(
        parser.value(option),
        option == u"to-encoding" ? TextEncoding::Use::Writing : TextEncoding::Use::Reading);
    if (choice.encoding.isEmpty()) {
        usageError(tr("unknown encoding '%1' for --%2; known: %3")
                       .arg(parser.value(option), option,
                            TextEncoding::userNames().join(QStringLiteral(", "))));
        *ok = false;
    }
    return choice;
}

QString CommandSupport::percent(double share)
{
    return QString::number(share * 100, 'f', 1) + u'%';
}

std::optional<ChapteredText> CommandSupport::readText(const QString &path, const QString &encoding)
{
    if (EpubBook::isEpub(path)) {
        QString error;
        const std::optional<EpubBook> book = EpubBook::open(path, &error);
        std::optional<ChapteredText> text = book ? book->wholeText(&error) : std::nullopt;
        if (!text)
            reportError(error);
        return text;
    }
    ReadOptions reading;
    reading.encoding = encoding;
    reading.encodingNaming = QStringLiteral("--from-encoding"); // review's and diff's option
    const ReadResult read = TextFile::read(path, reading);
    if (!read.ok()) {
        reportError(read.error->message());
        return std::nullopt;
    }
    // Said as convert says it: what review and diff list rests on how the file was read.
    if (!read.warning.isEmpty())
        reportWarning(path + QStringLiteral(": ") + read.warning);
    ChapteredText text;
    text.text = read.text;
    return text;
}

} // namespace duizhao
