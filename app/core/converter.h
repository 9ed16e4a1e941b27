// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QCoreApplication>
#include <QString>

#include <memory>

namespace opencc {
class Converter;
}

namespace duizhao {

class ConfigCatalog;

// One loaded OpenCC configuration. Loading reads the dictionaries, which takes a moment, so a
// converter is loaded once and shared; converting is const and safe from several threads at once
// (OpenCC's dictionaries are read-only after loading).
//
// This is the only place that includes OpenCC's headers.
class Converter final {
    Q_DECLARE_TR_FUNCTIONS(Converter)

public:
    // config is a name from the catalog ("s2t") or a path to a JSON file. On failure returns null
    // and sets *error to a message naming the config and the reason.
    static std::shared_ptr<const Converter> load(const QString &config,
                                                 const ConfigCatalog &catalog, QString *error);

    QString configName() const { return m_configName; }

    // Converts in the calling thread. See convertText() for long texts. OpenCC rejects invalid
    // UTF-8 (never produced from a QString); then the result is null and *error says why.
    QString convert(QStringView text, QString *error = nullptr) const;
    QByteArray convertUtf8(QByteArrayView text, QString *error = nullptr) const;

    // The version of the OpenCC library in use.
    static QString openccVersion();

    explicit Converter(const QString &configName, std::shared_ptr<opencc::Converter> converter);

private:
    QString m_configName;
    std::shared_ptr<opencc::Converter> m_converter;
};

} // namespace duizhao
