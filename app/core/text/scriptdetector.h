// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/conversion/configcatalog.h"

#include <QString>

#include <memory>

namespace duizhao {

class Converter;

struct ScriptReport {
    Script script = Script::Undetermined;
    qsizetype hanCharacters = 0; // in the part of the text examined
    bool sampled = false;        // only the text's beginning was (ScriptDetector::SampleSize)
    // Share of Han characters that s2t and t2s would change (when measured, see
    // ScriptDetector::analyse).
    double s2tShare = 0;
    double t2sShare = 0;
    // Share of Han characters that exist only in Simplified (s2t changes them, t2s keeps them,
    // and s2t never keeps them), and only in Traditional (the reverse). These decide the script:
    // a Traditional text made by another converter still gives s2t a few variants to change, but
    // none of these; a name such as 沈萬里 gives s2t a 里 to change, but 里 may stay 里.
    double simplifiedOnlyShare = 0;
    double traditionalOnlyShare = 0;
    QString suggestedConfig; // empty when there is nothing to convert

    // The config to convert with: the preferred one when it converts from the script the text is
    // in (or the script is undetermined), else the suggestion; s2t when nothing is preferred.
    QString configFor(const QString &preferred) const;
    // The script the text is in; for a mixed one, the script most of its characters of one
    // script only are in: a half-converted chapter leans to the script it is on its way to.
    Script leaning() const;

    static QString scriptName(Script script);
};

// Tells whether a text is mostly Simplified, mostly Traditional or a mix of both (a
// half-converted chapter), and which config would finish the job.
class ScriptDetector final {
public:
    ScriptDetector(std::shared_ptr<const Converter> s2t, std::shared_ptr<const Converter> t2s);

    // The shares of the text that s2t and t2s would change (ScriptReport::s2tShare) take a
    // conversion of the whole sample each way, and decide nothing: measured when asked for.
    enum class Shares { Skip, Measure };
    ScriptReport analyse(QStringView text, Shares shares = Shares::Skip) const;

    // The script a known config converts to (ConfigCatalog::known): Traditional for s2t,
    // s2twp …, Simplified for t2s, tw2sp …; Undetermined for one between variants of a script
    // (t2tw), Japanese, or a config of the user's own.
    static Script targetOf(const QString &config);
    // The config that converts the other way, by the same names (s2tw and tw2s, s2twp and
    // tw2sp, s2t and t2s); empty for one between variants of a script.
    static QString reverseOf(const QString &config);

    // Whether text is in the script converter writes already, judged on its beginning: a
    // Traditional chapter given to s2t is converted a second time (沈萬里 → 沈萬裏), which a
    // reader wants to be told. That script, or Undetermined (a half-converted text is Mixed, and
    // its conversion finishes it). Cheap where the conversion changes much, as it does where it
    // is meant to: only a text it changes little is examined further, with the bundled data.
    // Judged on the lines that hold Chinese, of which an English preface or copyright page has
    // none.
    static Script writtenAlready(QStringView text, const Converter &converter);
    // The lines of text that hold a Han character, each with its line break, until they are at
    // least `enough` UTF-16 units long.
    static QString chineseLines(QStringView text, qsizetype enough);

    // Only the first this many UTF-16 units are examined: a chapter's worth is plenty.
    static constexpr qsizetype SampleSize = 200'000;
    // A script is present when its own characters make at least this share of the Han text.
    static constexpr double PresenceThreshold = 0.005;

private:
    std::shared_ptr<const Converter> m_s2t;
    std::shared_ptr<const Converter> m_t2s;
};

} // namespace duizhao
