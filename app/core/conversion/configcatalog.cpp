// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/conversion/configcatalog.h"

#include "core/conversion/converter.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>

#include <atomic>

#ifdef Q_OS_WIN
#include <windows.h>
#endif

namespace duizhao {

namespace {

struct KnownConfig {
    const char *name;
    const char *title;
    Script from;
    Script to;
};

// The order in which configs are offered: the common directions first.
constexpr KnownConfig KnownConfigs[] = {
    {"s2t", QT_TRANSLATE_NOOP("ConfigCatalog", "Simplified → Traditional (OpenCC standard)"),
     Script::Simplified, Script::Traditional},
    {"t2s", QT_TRANSLATE_NOOP("ConfigCatalog", "Traditional → Simplified"), Script::Traditional,
     Script::Simplified},
    {"s2tw", QT_TRANSLATE_NOOP("ConfigCatalog", "Simplified → Traditional (Taiwan)"),
     Script::Simplified, Script::Traditional},
    {"s2twp", QT_TRANSLATE_NOOP("ConfigCatalog", "Simplified → Traditional (Taiwan, with phrases)"),
     Script::Simplified, Script::Traditional},
    {"s2hk", QT_TRANSLATE_NOOP("ConfigCatalog", "Simplified → Traditional (Hong Kong)"),
     Script::Simplified, Script::Traditional},
    {"s2hkp",
     QT_TRANSLATE_NOOP("ConfigCatalog", "Simplified → Traditional (Hong Kong, with phrases)"),
     Script::Simplified, Script::Traditional},
    {"tw2s", QT_TRANSLATE_NOOP("ConfigCatalog", "Traditional (Taiwan) → Simplified"),
     Script::Traditional, Script::Simplified},
    {"tw2sp",
     QT_TRANSLATE_NOOP("ConfigCatalog",
                       "Traditional (Taiwan) → Simplified (with mainland phrases)"),
     Script::Traditional, Script::Simplified},
    {"hk2s", QT_TRANSLATE_NOOP("ConfigCatalog", "Traditional (Hong Kong) → Simplified"),
     Script::Traditional, Script::Simplified},
    {"hk2sp",
     QT_TRANSLATE_NOOP("ConfigCatalog",
                       "Traditional (Hong Kong) → Simplified (with mainland phrases)"),
     Script::Traditional, Script::Simplified},
    {"t2tw", QT_TRANSLATE_NOOP("ConfigCatalog", "Traditional → Traditional (Taiwan)"),
     Script::Traditional, Script::Traditional},
    {"tw2t", QT_TRANSLATE_NOOP("ConfigCatalog", "Traditional (Taiwan) → Traditional (OpenCC)"),
     Script::Traditional, Script::Traditional},
    {"t2hk", QT_TRANSLATE_NOOP("ConfigCatalog", "Traditional → Traditional (Hong Kong)"),
     Script::Traditional, Script::Traditional},
    {"hk2t", QT_TRANSLATE_NOOP("ConfigCatalog", "Traditional (Hong Kong) → Traditional (OpenCC)"),
     Script::Traditional, Script::Traditional},
    {"t2jp", QT_TRANSLATE_NOOP("ConfigCatalog", "Traditional (Kyūjitai) → Japanese (Shinjitai)"),
     Script::Traditional, Script::Japanese},
    {"jp2t", QT_TRANSLATE_NOOP("ConfigCatalog", "Japanese (Shinjitai) → Traditional (Kyūjitai)"),
     Script::Japanese, Script::Traditional},
};

const QString JsonSuffix = QStringLiteral(".json");
const QString TofuRiskSuffix = QStringLiteral(".tofu-risk.json");

} // namespace

ConfigCatalog::ConfigCatalog(const QString &dataDirectory, OpenccData data)
    : m_dataDirectory(dataDirectory)
{
    if (m_dataDirectory.isEmpty())
        m_dataDirectory = qEnvironmentVariable("DUIZHAO_OPENCC_DIR");
    if (m_dataDirectory.isEmpty()) {
        m_data = data;
        m_dataDirectory =
            data == OpenccData::Bundled ? bundledDataDirectory() : systemDataDirectory();
    }
    // Only data that has the variants can include them (the system's OpenCC 1.1 has none).
    m_tofuRisk = includesTofuRisk() && keepsTofuRiskApart(m_dataDirectory);
}

bool ConfigCatalog::keepsTofuRiskApart(const QString &directory)
{
    return !QDir(directory).entryList({QLatin1Char('*') + TofuRiskSuffix}, QDir::Files).isEmpty();
}

namespace {

std::atomic<OpenccData> preferred{OpenccData::Bundled};
std::atomic<bool> tofuRisk{false};

} // namespace

OpenccData ConfigCatalog::preferredData()
{
    return preferred.load();
}

void ConfigCatalog::setPreferredData(OpenccData data)
{
    preferred.store(data);
}

bool ConfigCatalog::includesTofuRisk()
{
    return tofuRisk.load();
}

void ConfigCatalog::setIncludesTofuRisk(bool include)
{
    tofuRisk.store(include);
}

QString ConfigCatalog::dataKey(OpenccData data)
{
    return data == OpenccData::Bundled ? QStringLiteral("bundled") : QStringLiteral("system");
}

std::optional<OpenccData> ConfigCatalog::dataFromKey(QStringView key)
{
    if (key == u"bundled")
        return OpenccData::Bundled;
    if (key == u"system")
        return OpenccData::System;
    return std::nullopt;
}

QString ConfigCatalog::installedData(const QString &relative)
{
    const QString program = QCoreApplication::applicationDirPath();
    // Installed on Linux (bin/duizhao, share/duizhao/…), or unpacked from the Windows package,
    // where everything lies beside the program.
    for (const QString &folder : {QString(program + QStringLiteral("/../share/duizhao/")),
                                  QString(program + QStringLiteral("/data/"))}) {
        if (QFileInfo::exists(folder + relative))
            return QDir::cleanPath(folder + relative);
    }
    return {};
}

std::string ConfigCatalog::openccPath(const QString &path)
{
#ifdef Q_OS_WIN
    const std::wstring wide = QDir::toNativeSeparators(path).toStdWString();
    const DWORD length = GetShortPathNameW(wide.c_str(), nullptr, 0);
    if (length > 0) {
        std::wstring shortPath(length, L'\0');
        if (const DWORD written = GetShortPathNameW(wide.c_str(), shortPath.data(), length);
            written > 0 && written < length) {
            shortPath.resize(written);
            return QString::fromStdWString(shortPath).toLocal8Bit().toStdString();
        }
    }
    return path.toLocal8Bit().toStdString();
#else
    return QFile::encodeName(path).toStdString();
#endif
}

std::unique_ptr<FILE, int (*)(FILE *)> ConfigCatalog::openForOpencc(const QString &path)
{
#ifdef Q_OS_WIN
    FILE *file =
        _wfopen(reinterpret_cast<const wchar_t *>(QDir::toNativeSeparators(path).utf16()), L"rb");
#else
    FILE *file = std::fopen(QFile::encodeName(path).constData(), "rb");
#endif
    return {file, &std::fclose};
}

QString ConfigCatalog::bundledDataDirectory()
{
    const QString installed = installedData(QStringLiteral("opencc/VERSION"));
    return installed.isEmpty() ? QStringLiteral(DUIZHAO_BUNDLED_OPENCC_DIR)
                               : QFileInfo(installed).path();
}

QString ConfigCatalog::dataVersion() const
{
    if (!m_data)
        return {};
    if (*m_data == OpenccData::System)
        return Converter::openccVersion();
    QFile version(m_dataDirectory + QStringLiteral("/VERSION"));
    return version.open(QIODevice::ReadOnly) ? QString::fromUtf8(version.readAll()).trimmed()
                                             : QString();
}

QString ConfigCatalog::dataDescription() const
{
    const QString directory = QDir::toNativeSeparators(m_dataDirectory);
    if (!m_data)
        return directory;
    const QString description =
        (*m_data == OpenccData::Bundled ? tr("bundled %1 (%2)") : tr("system %1 (%2)"))
            .arg(dataVersion(), directory);
    return m_tofuRisk ? description + tr(", with the dictionaries that may output tofu")
                      : description;
}

QString ConfigCatalog::systemDataDirectory()
{
    for (const QString &candidate :
         {QStringLiteral("/usr/share/opencc"), QStringLiteral("/usr/local/share/opencc")}) {
        if (QFileInfo::exists(candidate + QStringLiteral("/s2t.json")))
            return candidate;
    }
    return QStringLiteral("/usr/share/opencc");
}

bool ConfigCatalog::holdsConfigs(const QString &directory)
{
    return !directory.isEmpty() &&
           !QDir(directory).entryList({QStringLiteral("*.json")}, QDir::Files).isEmpty();
}

bool ConfigCatalog::writesTaiwansForms(const QString &config)
{
    return config.endsWith(u"tw") || config.endsWith(u"twp");
}

bool ConfigCatalog::writesHongKongsForms(const QString &config)
{
    return config.endsWith(u"hk") || config.endsWith(u"hkp");
}

QString ConfigCatalog::fontRegion(Script script, const QString &config)
{
    if (const std::optional<ConfigInfo> info = known(config)) {
        script = info->to;
        if (writesHongKongsForms(config))
            return QStringLiteral("HK");
    }
    switch (script) {
    case Script::Simplified:
        return QStringLiteral("SC");
    case Script::Traditional:
        return QStringLiteral("TC");
    case Script::Japanese:
        return QStringLiteral("JP");
    default:
        return {};
    }
}

std::optional<ConfigInfo> ConfigCatalog::known(const QString &name)
{
    for (const KnownConfig &config : KnownConfigs) {
        if (name == QLatin1String(config.name))
            return ConfigInfo{name, tr(config.title), config.from, config.to};
    }
    return std::nullopt;
}

QList<ConfigInfo> ConfigCatalog::available() const
{
    const QDir dir(m_dataDirectory);
    QList<ConfigInfo> configs;
    for (const KnownConfig &config : KnownConfigs) {
        const QString name = QLatin1String(config.name);
        if (dir.exists(name + JsonSuffix))
            configs.append(*known(name));
    }
    const QStringList files = dir.entryList({QStringLiteral("*.json")}, QDir::Files, QDir::Name);
    for (const QString &file : files) {
        const QString name = file.chopped(JsonSuffix.size());
        // A config's variant with the dictionaries that may output tofu is the same config.
        if (!known(name) && !file.endsWith(TofuRiskSuffix))
            configs.append({name, name, Script::Undetermined, Script::Undetermined});
    }
    return configs;
}

QString ConfigCatalog::configPath(const QString &nameOrPath) const
{
    if (nameOrPath.endsWith(JsonSuffix, Qt::CaseInsensitive) || nameOrPath.contains(u'/') ||
        nameOrPath.contains(u'\\'))
        return nameOrPath;
    const QDir dir(m_dataDirectory);
    if (m_tofuRisk && dir.exists(nameOrPath + TofuRiskSuffix))
        return dir.filePath(nameOrPath + TofuRiskSuffix);
    return dir.filePath(nameOrPath + JsonSuffix);
}

QString ConfigCatalog::resolvedName(const QString &typed) const
{
    const bool json = typed.endsWith(JsonSuffix, Qt::CaseInsensitive);
    if (typed.contains(u'/') || typed.contains(u'\\') || (json && QFileInfo::exists(typed)))
        return typed; // a file of one's own
    const QString name = json ? typed.chopped(JsonSuffix.size()) : typed;
    const QList<ConfigInfo> configs = available();
    for (const Qt::CaseSensitivity sensitivity : {Qt::CaseSensitive, Qt::CaseInsensitive}) {
        for (const ConfigInfo &info : configs) {
            if (info.name.compare(name, sensitivity) == 0)
                return info.name;
        }
    }
    return typed;
}

QString ConfigCatalog::convertedFileName(const QString &path, const QString &config)
{
    const QFileInfo source(path);
    const std::optional<ConfigInfo> info = known(config);
    QString tag = config;
    if (info && info->to == Script::Traditional)
        tag = QStringLiteral("zh-Hant");
    else if (info && info->to == Script::Simplified)
        tag = QStringLiteral("zh-Hans");
    else if (info && info->to == Script::Japanese)
        tag = QStringLiteral("ja");
    const QString suffix = source.suffix().isEmpty() ? QStringLiteral("txt") : source.suffix();
    // A conversion's conversion takes the tag of the one it was made from (book.zh-Hant.epub
    // back to Simplified is book.zh-Hans.epub), unless that would name the file itself.
    QString base = source.completeBaseName();
    for (const QLatin1String written :
         {QLatin1String(".zh-Hant"), QLatin1String(".zh-Hans"), QLatin1String(".ja")}) {
        if (base.endsWith(written) && base.size() > written.size() &&
            base.chopped(written.size()) + u'.' + tag + u'.' + suffix != source.fileName()) {
            base.chop(written.size());
            break;
        }
    }
    const QString name = base + u'.' + tag + u'.' + suffix;
    // Beside the file as it was named: book.epub's is book.zh-Hant.epub, not ./book.zh-Hant.epub.
    return source.fileName() == path ? name : source.dir().filePath(name);
}

} // namespace duizhao
