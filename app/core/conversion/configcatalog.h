// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QCoreApplication>
#include <QList>
#include <QString>

#include <cstdio>
#include <memory>
#include <optional>
#include <string>

namespace duizhao {

enum class Script { Undetermined, Simplified, Traditional, Mixed, Japanese };

struct ConfigInfo {
    QString name;  // "s2twp"
    QString title; // "Simplified → Traditional (Taiwan, with phrases)"
    Script from = Script::Undetermined;
    Script to = Script::Undetermined;
};

// Which OpenCC data converts: the current release's dictionaries that Duizhao carries (built
// from resources/opencc/), or those the distribution installed with its OpenCC.
enum class OpenccData { Bundled, System };

// The OpenCC configurations to choose from: the JSON files of the bundled data or of the system's
// OpenCC data directory, or of a directory the user names (--opencc-dir, or DUIZHAO_OPENCC_DIR in
// the environment), which wins.
class ConfigCatalog final {
    Q_DECLARE_TR_FUNCTIONS(ConfigCatalog)

public:
    // An empty directory means the environment variable, else the data chosen.
    explicit ConfigCatalog(const QString &dataDirectory = {}, OpenccData data = preferredData());

    // The data that catalogs read when not told otherwise: bundled, unless the user chose the
    // system's (Edit → Preferences, --opencc-data system). Set once at start-up.
    static OpenccData preferredData();
    static void setPreferredData(OpenccData data);
    // "bundled" / "system" and back; nullopt for other words.
    // Whether the dictionaries that may output characters fonts lack (OpenCC's TSCharactersExt,
    // marked may_output_tofu: 㑮 → 𫝈) convert too. OpenCC 1.4's own tool leaves them out unless
    // asked (--include-tofu-risk-dictionaries), and so does Duizhao: off, unless the user chose
    // otherwise. Set once at start-up; a catalog follows the choice made when it is made. The
    // bundled data has each config that uses one also as NAME.tofu-risk.json.
    static bool includesTofuRisk();
    static void setIncludesTofuRisk(bool include);
    static QString dataKey(OpenccData data);
    static std::optional<OpenccData> dataFromKey(QStringView key);

    QString dataDirectory() const { return m_dataDirectory; }
    // What the catalog reads, for --version and About: "bundled 1.4.2 (/usr/share/duizhao/opencc)",
    // "system 1.1.6 (/usr/share/opencc)", or the folder named.
    QString dataDescription() const;
    // The OpenCC release the data comes from ("1.4.2"), empty for a folder of one's own.
    QString dataVersion() const;
    // Installed configurations, the known ones first in a fixed order.
    QList<ConfigInfo> available() const;
    // The JSON file of a config name, or the name itself when it is a path to a JSON file.
    QString configPath(const QString &nameOrPath) const;
    // The config a name typed by hand means, as OpenCC's own tool reads it: s2t.json is s2t
    // where no such file is here, and a name in another case (S2TW) the config of that name.
    // Otherwise the name as typed.
    QString resolvedName(const QString &typed) const;

    // Describes the configurations OpenCC ships; nullopt for other names.
    static std::optional<ConfigInfo> known(const QString &name);
    // The file a conversion is written to beside its input, tagged with the script it writes:
    // book.txt → book.zh-Hant.txt, book.epub → book.zh-Hans.epub (zh-Hant, zh-Hans, ja; the
    // config's name for one of its own); book.zh-Hant.epub → book.zh-Hans.epub.
    static QString convertedFileName(const QString &path, const QString &config);
    // The regional forms a CJK font should draw text in ("SC", "TC", "HK", "JP"; empty when it
    // does not matter): those of a script, or with a config, of what the config writes (Hong
    // Kong's for s2hk, Japan's for t2jp).
    static QString fontRegion(Script script, const QString &config = {});
    // Whether a config writes Taiwan's forms (OpenCC names those s2tw, s2twp, t2tw), or Hong
    // Kong's (s2hk, s2hkp, t2hk).
    static bool writesTaiwansForms(const QString &config);
    static bool writesHongKongsForms(const QString &config);
    static QString systemDataDirectory();
    // Whether a folder holds OpenCC configurations to convert with. A system may have none:
    // Windows has no OpenCC of its own, and a Debian system may lack the opencc package's data.
    static bool holdsConfigs(const QString &directory);
    // Whether a folder keeps the dictionaries that may output tofu apart, as NAME.tofu-risk.json
    // (the bundled data); OpenCC 1.1's data has no such variants and always applies them.
    static bool keepsTofuRiskApart(const QString &directory);
    // Found beside the program (see installedData), else the build tree's.
    static QString bundledDataDirectory();
    // A file of Duizhao's data as installed: share/duizhao/RELATIVE of the program's install
    // prefix, or data/RELATIVE beside the program as the Windows package has it; empty when
    // neither exists (a program run from its build tree).
    static QString installedData(const QString &relative);

    // A path as OpenCC opens it, with narrow characters: the locale's bytes on Unix. On Windows
    // OpenCC built with MinGW uses the ANSI code page, which cannot name every folder (a Chinese
    // user's profile on an English Windows): there it is the path's short (8.3) form, all ASCII,
    // where the volume keeps one.
    static std::string openccPath(const QString &path);
    // A data file opened for reading for OpenCC's loaders, by its full name on every system; null
    // where it cannot be opened.
    static std::unique_ptr<FILE, int (*)(FILE *)> openForOpencc(const QString &path);

private:
    QString m_dataDirectory;
    std::optional<OpenccData> m_data; // none for a folder the user named
    bool m_tofuRisk = false;
};

} // namespace duizhao
