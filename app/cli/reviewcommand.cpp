// SPDX-License-Identifier: GPL-3.0-or-later
#include "cli/reviewcommand.h"

#include "cli/commandline.h"
#include "cli/commandsupport.h"
#include "cli/interrupts.h"
#include "cli/terminal.h"
#include "core/conversion/chunkedconversion.h"
#include "core/conversion/configcatalog.h"
#include "core/conversion/conversionplan.h"
#include "core/conversion/converter.h"
#include "core/conversion/glossary.h"
#include "core/jobs/jobcontrol.h"
#include "core/review/explanation.h"
#include "core/text/scriptdetector.h"
#include "core/text/textfile.h"
#include "core/text/textunits.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <algorithm>
#include <array>
#include <cmath>
#include <future>

namespace duizhao {

namespace {

// Where each span is, in the terms a person or a script uses: code points and 1-based
// line:column. Spans come in source order, so one forward pass serves them all: the column is
// counted on the way, never again from the line's start (a novel may be one 10 MB line).
class SpanLocator {
public:
    explicit SpanLocator(QStringView source)
        : m_source(source)
        , m_cursor(source)
    {}

    struct Location {
        qsizetype line;
        qsizetype column;
        qsizetype offset;
        qsizetype length;
    };

    Location locate(const ExplainedSpan &span)
    {
        while (m_scanned < span.sourcePosition) {
            const QChar unit = m_source[m_scanned];
            if (unit == u'\n') {
                ++m_line;
                m_columnsBefore = 0;
            } else if (!unit.isLowSurrogate() || m_scanned == 0 ||
                       !m_source[m_scanned - 1].isHighSurrogate()) {
                ++m_columnsBefore; // the second half of a pair is no column of its own
            }
            ++m_scanned;
        }
        const qsizetype offset = m_cursor.codePointOffset(span.sourcePosition);
        const qsizetype end = m_cursor.codePointOffset(span.sourcePosition + span.sourceLength);
        return {m_line, m_columnsBefore + 1, offset, end - offset};
    }

private:
    QStringView m_source;
    CodePointCursor m_cursor;
    qsizetype m_scanned = 0;
    qsizetype m_line = 1;
    qsizetype m_columnsBefore = 0; // code points between the line's start and m_scanned
};

QString sourceOf(QStringView source, const ExplainedSpan &span)
{
    return source.sliced(span.sourcePosition, span.sourceLength).toString();
}

QString resultOf(const Explanation &explanation, const ExplainedSpan &span)
{
    return explanation.result.mid(span.resultPosition, span.resultLength);
}

// The risk as JSON gives it: to the third decimal, which is finer than it is stored.
double roundedRisk(const ExplainedSpan &span)
{
    return std::round(double(span.risk()) * 1000) / 1000;
}

// What the whole text said of the span's risk, as JSON names it.
QJsonArray signalsOf(const ExplainedSpan &span)
{
    QJsonArray keys;
    if (span.has(RiskyAsName))
        keys.append(QStringLiteral("name_in_text"));
    if (span.has(LikelyAsName))
        keys.append(QStringLiteral("surname_named_in_text"));
    if (span.has(ReadOtherwiseNearby))
        keys.append(QStringLiteral("read_otherwise_nearby"));
    if (span.has(CutsWords))
        keys.append(QStringLiteral("phrase_cuts_words"));
    if (span.has(RegionWritesOtherwise))
        keys.append(QStringLiteral("region_writes_otherwise"));
    return keys;
}

QString reasonKey(FixReason reason)
{
    switch (reason) {
    case FixReason::Name:
        return QStringLiteral("name");
    case FixReason::Cut:
        return QStringLiteral("cut");
    case FixReason::Words:
        break;
    }
    return QStringLiteral("words");
}

// The fixes, each where it is and what it changed.
QJsonArray fixesOf(const ChapteredText &book, const Explanation &explanation)
{
    QJsonArray fixes;
    SpanLocator locator(book.text);
    for (const LikelyFix &fix : explanation.fixes) {
        const SpanLocator::Location location = locator.locate(explanation.spans[fix.span]);
        const ChapteredText::Place place = book.place(location.line);
        QJsonObject object{
            {QStringLiteral("line"), qint64(place.line)},
            {QStringLiteral("column"), qint64(location.column)},
            {QStringLiteral("offset"), qint64(location.offset)},
            {QStringLiteral("opencc"), fix.wrote},
            {QStringLiteral("duizhao"), fix.likely},
            {QStringLiteral("reason"), reasonKey(fix.reason)},
            {QStringLiteral("why"), Explanation::describeFix(fix)},
            {QStringLiteral("confidence"), std::round(double(fix.risk) * 1000) / 1000},
        };
        if (!book.chapters.isEmpty())
            object.insert(QStringLiteral("chapter"), book.chapters.at(place.chapter).name);
        fixes.append(object);
    }
    return fixes;
}

} // namespace

void ReviewCommand::writeJson(FILE *stream, const QString &path, const QString &config,
                              const ChapteredText &book, const Explanation &explanation)
{
    const QStringView source = book.text;
    // Written span by span, a megabyte at a time: a novel has hundreds of thousands of spans,
    // and a document of them all would hold several times the text's size at once. Keys in the
    // order QJsonObject gives them, alphabetical, as one document would have them.
    const auto value = [](const QJsonValue &json) {
        const QByteArray array = QJsonDocument(QJsonArray{json}).toJson(QJsonDocument::Compact);
        return array.sliced(1, array.size() - 2);
    };
    QByteArray out = "{\"config\":" + value(config) + ",\"file\":" + value(path);
    if (explanation.fixesApplied())
        out += ",\"fixes\":" + value(fixesOf(book, explanation));
    out += ",\"spans\":[";
    SpanLocator locator(source);
    int listed = 0;
    int risky = 0;
    std::array<int, SpanCategoryCount> counts{};
    for (const ExplainedSpan &span : explanation.spans) {
        ++counts[size_t(span.category)];
        if (!needsReview(span.category))
            continue;
        const SpanLocator::Location location = locator.locate(span);
        const ChapteredText::Place place = book.place(location.line);
        QJsonObject object{
            {QStringLiteral("line"), qint64(place.line)},
            {QStringLiteral("column"), qint64(location.column)},
            {QStringLiteral("offset"), qint64(location.offset)},
            {QStringLiteral("length"), qint64(location.length)},
            {QStringLiteral("source"), sourceOf(source, span)},
            {QStringLiteral("result"), resultOf(explanation, span)},
            {QStringLiteral("candidates"),
             QJsonArray::fromStringList(explanation.candidates(span))},
            {QStringLiteral("category"), categoryKey(span.category)},
            {QStringLiteral("decided_by"), explanation.text(span.decidedBy)},
            {QStringLiteral("risk"), roundedRisk(span)},
        };
        if (!book.chapters.isEmpty())
            object.insert(QStringLiteral("chapter"), book.chapters.at(place.chapter).name);
        if (span.entry >= 0)
            object.insert(QStringLiteral("entry"), explanation.text(span.entry));
        const QStringList contender = explanation.contender(span);
        if (!contender.isEmpty()) {
            object.insert(QStringLiteral("contested_by"),
                          QJsonObject{{QStringLiteral("source"), contender.at(0)},
                                      {QStringLiteral("result"), contender.at(1)}});
        }
        const QJsonArray signalKeys = signalsOf(span);
        if (!signalKeys.isEmpty())
            object.insert(QStringLiteral("signals"), signalKeys);
        if (span.has(Fixed))
            object.insert(QStringLiteral("fixed_from"),
                          explanation.fixOf(size_t(&span - explanation.spans.data()))->wrote);
        if (listed++ > 0)
            out += ',';
        out += QJsonDocument(object).toJson(QJsonDocument::Compact);
        risky += span.isRiskyAsWritten() ? 1 : 0;
        if (out.size() > 1024 * 1024) {
            Terminal::writeBytes(stream, out);
            out.clear();
        }
    }
    QJsonObject summary{{QStringLiteral("needs_review"), listed}, {QStringLiteral("risky"), risky}};
    if (explanation.fixesApplied())
        summary.insert(QStringLiteral("fixed"), qint64(explanation.fixes.size()));
    for (int category = 0; category < SpanCategoryCount; ++category)
        summary.insert(categoryKey(SpanCategory(category)), counts[size_t(category)]);
    out += "],\"summary\":" + QJsonDocument(summary).toJson(QJsonDocument::Compact) + "}\n";
    Terminal::writeBytes(stream, out);
}

QString ReviewCommand::toText(const ChapteredText &book, const Explanation &explanation,
                              const TextListing &listing)
{
    const QStringView source = book.text;
    // Located in source order, as the locator needs, then listed by risk.
    struct Listed {
        const ExplainedSpan *span;
        SpanLocator::Location location;
    };
    SpanLocator locator(source);
    std::vector<Listed> listed;
    int toReview = 0;
    int risky = 0;
    for (const ExplainedSpan &span : explanation.spans) {
        if (!needsReview(span.category))
            continue;
        ++toReview;
        risky += span.isRiskyAsWritten() ? 1 : 0;
        if (span.risk() >= listing.minimumRisk)
            listed.push_back({&span, locator.locate(span)});
    }
    std::stable_sort(listed.begin(), listed.end(), [](const Listed &a, const Listed &b) {
        return a.span->isRiskierThan(*b.span);
    });
    if (listing.top >= 0 && listed.size() > size_t(listing.top))
        listed.resize(size_t(listing.top));
    QString text;
    for (const Listed &item : listed) {
        text += QStringLiteral("%1:%2\t%3\n")
                    .arg(book.where(item.location.line))
                    .arg(item.location.column)
                    .arg(explanation.describe(*item.span, source));
    }
    if (listed.size() < size_t(toReview)) {
        text += tr("%1 of %n span(s) to review listed, the riskiest first; %2 risky\n", nullptr,
                   toReview)
                    .arg(listed.size())
                    .arg(risky);
    } else {
        text += tr("%n span(s) to review, the riskiest first; %1 risky\n", nullptr, toReview)
                    .arg(risky);
    }
    if (explanation.fixesApplied() && explanation.fixes.empty())
        text += tr("No likely mistakes of OpenCC found\n");
    else if (explanation.fixesApplied())
        text +=
            tr("%n likely mistake(s) of OpenCC fixed\n", nullptr, int(explanation.fixes.size()));
    return text;
}

int ReviewCommand::run(const QStringList &arguments)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(
        tr("List every span of a conversion that needs a person's look: a character with "
           "several candidates decided by default (ambiguous) or by a phrase around it (phrase), "
           "and a word replaced by another (vocabulary)."));
    CommandSupport::addCommonOptions(parser);
    parser.addOptions({
        {{QStringLiteral("c"), QStringLiteral("config")},
         tr("OpenCC config (default: the one the file's script suggests)."),
         tr("config")},
        {QStringLiteral("from-encoding"), tr("Read FILE in <encoding> instead of detecting it."),
         tr("encoding")},
        {QStringLiteral("json"),
         tr("Print one JSON object: file, config, with --fix-likely the fixes (where, what "
            "OpenCC wrote, what Duizhao wrote, why, how sure), spans in text order (offsets and "
            "lengths in code points, lines and columns from 1, risk from 0 to 1, the phrase "
            "contesting the result) and a summary.")},
        {QStringLiteral("top"),
         tr("List only the <n> riskiest spans (not with --json, which gives every span)."),
         tr("n")},
        {QStringLiteral("min-risk"),
         tr("List only spans with a risk of at least <r> (0 to 1; not with --json)."), tr("r")},
    });
    CommandSupport::addRuleOptions(parser);
    parser.addPositionalArgument(
        tr("file"),
        tr("The text to review: a text file, or an EPUB, reviewed whole and its spans named by "
           "chapter (entry:line:column)."),
        tr("FILE"));
    if (const int code = CommandSupport::parse(parser, arguments, QStringLiteral("review"));
        code >= 0)
        return code;
    if (parser.positionalArguments().size() != 1)
        return CommandSupport::usageError(tr("review takes one file"));
    const QString path = parser.positionalArguments().first();
    const bool json = parser.isSet(QStringLiteral("json"));
    if (json && (parser.isSet(QStringLiteral("top")) || parser.isSet(QStringLiteral("min-risk"))))
        return CommandSupport::usageError(
            tr("--top and --min-risk choose the lines of the listing; --json gives every span"));
    TextListing listing;
    if (parser.isSet(QStringLiteral("top"))) {
        bool isNumber = false;
        listing.top = parser.value(QStringLiteral("top")).toInt(&isNumber);
        if (!isNumber || listing.top < 0)
            return CommandSupport::usageError(tr("--top takes a number of spans, 0 or more"));
    }
    if (parser.isSet(QStringLiteral("min-risk"))) {
        bool isNumber = false;
        listing.minimumRisk = parser.value(QStringLiteral("min-risk")).toFloat(&isNumber);
        // Not NaN either, which every comparison would let through.
        if (!isNumber || !(listing.minimumRisk >= 0 && listing.minimumRisk <= 1))
            return CommandSupport::usageError(tr("--min-risk takes a number from 0 to 1"));
    }

    bool ok = true;
    const QString encoding =
        CommandSupport::encodingOption(parser, QStringLiteral("from-encoding"), &ok).encoding;
    if (!ok)
        return ExitUsageError;
    // The word lists that weigh the config given, read meanwhile on another core.
    const std::future<void> wordsRead = ConversionPlan::readWordsAhead(
        CommandSupport::catalog(parser).resolvedName(parser.value(QStringLiteral("config"))));
    const bool quotes = parser.isSet(QStringLiteral("quotes"));
    const std::shared_ptr<const Glossary> glossary = CommandSupport::loadGlossary(parser, &ok);
    if (!ok)
        return ExitProcessingError;

    const std::optional<ChapteredText> read = CommandSupport::readText(path, encoding);
    if (!read)
        return ExitProcessingError;
    QString config = parser.value(QStringLiteral("config"));
    if (config.isEmpty()) {
        const auto s2t = CommandSupport::loadConverter(parser, QStringLiteral("s2t"));
        const auto t2s = CommandSupport::loadConverter(parser, QStringLiteral("t2s"));
        if (!s2t || !t2s)
            return ExitProcessingError;
        config = ScriptDetector(s2t, t2s).analyse(read->text).suggestedConfig;
        if (config.isEmpty()) {
            CommandSupport::reportError(
                tr("%1: no Chinese text to convert; name a config with -c").arg(path));
            return ExitProcessingError;
        }
    }
    int code = ExitProcessingError;
    ConversionPlan plan = ConversionPlan::forConfig(
        CommandSupport::loadConverter(parser, config, &code), glossary, quotes);
    if (!plan.converter)
        return code;
    plan.fixLikely =
        parser.isSet(QStringLiteral("fix-likely")) && CommandSupport::checkFixes(plan.converter);
    // A config named that converts toward the script the text is in already leaves little to
    // review, as convert warns.
    if (const Script script = ScriptDetector::writtenAlready(read->text, *plan.converter);
        parser.isSet(QStringLiteral("config")) && script != Script::Undetermined)
        CommandSupport::reportWarning(
            tr("%1 reads as %2 already, the script %3 converts to: little is left to review (%4 "
               "converts it to %5)")
                .arg(path, ScriptReport::scriptName(script), plan.converter->configName(),
                     ScriptDetector::reverseOf(plan.converter->configName()),
                     ScriptReport::scriptName(script == Script::Traditional
                                                  ? Script::Simplified
                                                  : Script::Traditional)));

    JobControl control;
    Interrupts::cancelOnInterrupt(&control);
    const Explanation explanation = explainText(plan, read->text, &control);
    Interrupts::cancelOnInterrupt(nullptr);
    if (explanation.result.isNull()) {
        if (control.failure().isEmpty()) {
            CommandSupport::reportError(tr("interrupted; nothing was listed"));
            return Interrupts::exitCode();
        }
        CommandSupport::reportError(path + QStringLiteral(": ") + control.failure());
        return ExitProcessingError;
    }
    if (json) {
        writeJson(stdout, path, plan.converter->configName(), *read, explanation);
    } else {
        Terminal::out(toText(*read, explanation, listing));
    }
    return ExitSuccess;
}

} // namespace duizhao
