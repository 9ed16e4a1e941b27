// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/text/scriptdetector.h"

#include "core/conversion/chunkedconversion.h"
#include "core/conversion/converter.h"
#include "core/diff/textdiff.h"
#include "core/review/explanation.h"

#include <QCoreApplication>
#include <QHash>
#include <QSet>
#include <QStringTokenizer>

#include <algorithm>

namespace duizhao {

ScriptDetector::ScriptDetector(std::shared_ptr<const Converter> s2t,
                               std::shared_ptr<const Converter> t2s)
    : m_s2t(std::move(s2t))
    , m_t2s(std::move(t2s))
{}

QString ScriptReport::scriptName(Script script)
{
    switch (script) {
    case Script::Simplified:
        return QCoreApplication::translate("ScriptReport", "Simplified");
    case Script::Traditional:
        return QCoreApplication::translate("ScriptReport", "Traditional");
    case Script::Mixed:
        return QCoreApplication::translate("ScriptReport", "mixed");
    case Script::Japanese:
        return QCoreApplication::translate("ScriptReport", "Japanese");
    case Script::Undetermined:
        break;
    }
    return QCoreApplication::translate("ScriptReport", "undetermined");
}

namespace {

// The characters of list (one a line) that the converter may keep as they are: one of their
// candidates is the character itself (里 → 裏 or 里, 范 → 範 or 范), so they are at home in both
// scripts and tell nothing about which one a text is in.
QSet<QString> keptByDefaultOrChoice(const Converter &converter, const QString &list)
{
    const Explanation explanation = converter.explain(list);
    QSet<QString> kept;
    for (const ExplainedSpan &span : explanation.spans) {
        const QString source = list.mid(span.sourcePosition, span.sourceLength);
        if (explanation.candidates(span).contains(source))
            kept.insert(source);
    }
    return kept;
}

} // namespace

Script ScriptReport::leaning() const
{
    if (script != Script::Mixed)
        return script;
    return traditionalOnlyShare >= simplifiedOnlyShare ? Script::Traditional : Script::Simplified;
}

QString ScriptReport::configFor(const QString &preferred) const
{
    const std::optional<ConfigInfo> info = ConfigCatalog::known(preferred);
    const bool fits =
        info && (script == Script::Undetermined ||
                 (script == Script::Simplified && info->from == Script::Simplified) ||
                 (script == Script::Traditional && info->from == Script::Traditional));
    if (fits || suggestedConfig.isEmpty())
        return preferred.isEmpty() ? QStringLiteral("s2t") : preferred;
    return suggestedConfig;
}

Script ScriptDetector::targetOf(const QString &config)
{
    // The catalog knows each config's scripts; only a change of script has a target here.
    const std::optional<ConfigInfo> info = ConfigCatalog::known(config);
    const bool changesScript =
        info && ((info->from == Script::Simplified && info->to == Script::Traditional) ||
                 (info->from == Script::Traditional && info->to == Script::Simplified));
    return changesScript ? info->to : Script::Undetermined;
}

QString ScriptDetector::reverseOf(const QString &config)
{
    // The region (t, tw, hk) and whether its phrases are converted too (a final p).
    const bool phrases = config.endsWith(u'p');
    const QString p = phrases ? QStringLiteral("p") : QString();
    switch (targetOf(config)) {
    case Script::Traditional: {
        const QString region = config.mid(2).chopped(phrases ? 1 : 0);
        return region + QStringLiteral("2s") + p;
    }
    case Script::Simplified:
        return QStringLiteral("s2") + config.first(config.indexOf(QStringLiteral("2s"))) + p;
    default:
        return {};
    }
}

QString ScriptDetector::chineseLines(QStringView text, qsizetype enough)
{
    const auto isHan = [](QChar unit) {
        return unit.script() == QChar::Script_Han;
    };
    QString lines;
    for (const QStringView line : QStringTokenizer(text, u'\n')) {
        if (lines.size() >= enough)
            break;
        if (std::any_of(line.begin(), line.end(), isHan))
            lines += line + u'\n';
    }
    return lines;
}

Script ScriptDetector::writtenAlready(QStringView text, const Converter &converter)
{
    const Script target = targetOf(converter.configName());
    if (target == Script::Undetermined)
        return Script::Undetermined;
    constexpr qsizetype Sample = 4000;
    const QString lines = chineseLines(text, Sample);
    qsizetype size = qMin(lines.size(), Sample);
    if (size < lines.size() && lines[size - 1].isHighSurrogate())
        --size;
    const QStringView sample = QStringView(lines).first(size);
    qsizetype han = 0;
    for (const char32_t codePoint : sample.toUcs4())
        han += QChar::script(codePoint) == QChar::Script_Han ? 1 : 0;
    if (han < 200)
        return Script::Undetermined; // too little to tell
    // Simplified prose converted to Traditional changes a quarter of its Han characters and
    // more, Traditional prose to Simplified as much; a text in the target's script already, a
    // few variants (里 → 裏, 着) at most.
    const QString converted = converter.convert(sample);
    qint64 changed = 0;
    if (converted.size() == sample.size()) {
        // Character for character, as the character conversions keep the length: no diff.
        for (qsizetype at = 0; at < sample.size(); ++at)
            changed += sample[at] != converted[at] ? 1 : 0;
    } else {
        changed = diffTexts(sample, converted).stats.aCharsChanged;
    }
    if (changed * 20 > han)
        return Script::Undetermined;
    static const std::shared_ptr<const Converter> s2t =
        Converter::load(QStringLiteral("s2t"), ConfigCatalog(), nullptr);
    static const std::shared_ptr<const Converter> t2s =
        Converter::load(QStringLiteral("t2s"), ConfigCatalog(), nullptr);
    if (!s2t || !t2s)
        return Script::Undetermined;
    const Script script = ScriptDetector(s2t, t2s).analyse(sample).script;
    return script == target ? script : Script::Undetermined;
}

ScriptReport ScriptDetector::analyse(QStringView text, Shares shares) const
{
    qsizetype sampleSize = qMin(text.size(), SampleSize);
    if (sampleSize < text.size() && text[sampleSize - 1].isHighSurrogate())
        --sampleSize;
    const QStringView sample = text.first(sampleSize);

    ScriptReport report;
    report.sampled = sampleSize < text.size();
    QHash<char32_t, qsizetype> hanCounts;
    for (const char32_t codePoint : sample.toUcs4()) {
        if (QChar::script(codePoint) == QChar::Script_Han)
            ++hanCounts[codePoint];
    }
    for (const qsizetype count : std::as_const(hanCounts))
        report.hanCharacters += count;
    if (report.hanCharacters == 0)
        return report;

    const auto changedShare = [&](const Converter &converter) {
        const QString converted = convertText(converter, sample); // on every core
        return double(diffTexts(sample, converted).stats.aCharsChanged) /
               double(report.hanCharacters);
    };
    if (shares == Shares::Measure) {
        report.s2tShare = changedShare(*m_s2t);
        report.t2sShare = changedShare(*m_t2s);
    }

    // Each distinct character converted on its own line: what the character dictionaries say,
    // without phrases.
    QList<char32_t> characters = hanCounts.keys();
    QString list;
    for (const char32_t character : std::as_const(characters)) {
        list += QString::fromUcs4(&character, 1);
        list += u'\n';
    }
    const QSet<QString> keptByS2t = keptByDefaultOrChoice(*m_s2t, list);
    const QSet<QString> keptByT2s = keptByDefaultOrChoice(*m_t2s, list);
    const QStringList bySimplified = m_s2t->convert(list).split(u'\n');
    const QStringList byTraditional = m_t2s->convert(list).split(u'\n');
    qsizetype simplifiedOnly = 0;
    qsizetype traditionalOnly = 0;
    for (qsizetype i = 0; i < characters.size(); ++i) {
        const QString original = QString::fromUcs4(&characters[i], 1);
        const bool s2tChanges = bySimplified.value(i) != original && !keptByS2t.contains(original);
        const bool t2sChanges = byTraditional.value(i) != original && !keptByT2s.contains(original);
        if (s2tChanges && !t2sChanges)
            simplifiedOnly += hanCounts.value(characters[i]);
        if (t2sChanges && !s2tChanges)
            traditionalOnly += hanCounts.value(characters[i]);
    }
    report.simplifiedOnlyShare = double(simplifiedOnly) / double(report.hanCharacters);
    report.traditionalOnlyShare = double(traditionalOnly) / double(report.hanCharacters);

    const bool simplified = report.simplifiedOnlyShare >= PresenceThreshold;
    const bool traditional = report.traditionalOnlyShare >= PresenceThreshold;
    if (simplified && traditional) {
        report.script = Script::Mixed;
        // Finish the conversion towards the script that most of the text is already in.
        report.suggestedConfig = report.traditionalOnlyShare >= report.simplifiedOnlyShare
                                     ? m_s2t->configName()
                                     : m_t2s->configName();
    } else if (simplified) {
        report.script = Script::Simplified;
        report.suggestedConfig = m_s2t->configName();
    } else if (traditional) {
        report.script = Script::Traditional;
        report.suggestedConfig = m_t2s->configName();
    }
    return report;
}

} // namespace duizhao
