// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QCoreApplication>
#include <QList>
#include <QString>

#include <optional>

namespace duizhao {

enum class Script { Undetermined, Simplified, Traditional, Mixed, Japanese };

struct ConfigInfo {
    QString name;  // "s2twp"
    QString title; // "Simplified → Traditional (Taiwan, with phrases)"
    Script from = Script::Undetermined;
    Script to = Script::Undetermined;
};

// The OpenCC configurations installed on this system: the JSON files in OpenCC's data directory,
// or in a directory the user names (--opencc-dir, or DUIZHAO_OPENCC_DIR in the environment).
class ConfigCatalog final {
    Q_DECLARE_TR_FUNCTIONS(ConfigCatalog)

public:
    // An empty directory means the environment variable, else the system's OpenCC data directory.
    explicit ConfigCatalog(const QString &dataDirectory = {});

    QString dataDirectory() const { return m_dataDirectory; }
    // Installed configurations, the known ones first in a fixed order.
    QList<ConfigInfo> available() const;
    // The JSON file of a config name, or the name itself when it is a path to a JSON file.
    QString configPath(const QString &nameOrPath) const;

    // Describes the configurations OpenCC ships; nullopt for other names.
    static std::optional<ConfigInfo> known(const QString &name);
    static QString systemDataDirectory();

private:
    QString m_dataDirectory;
};

} // namespace duizhao
