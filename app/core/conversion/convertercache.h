// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/conversion/configcatalog.h"

#include <QCoreApplication>
#include <QMutex>

#include <map>
#include <memory>

namespace duizhao {

class Converter;

// Converters loaded once and shared, from any thread: a window switching between configs, and
// its worker jobs, load each config's dictionaries only the first time.
class ConverterCache final {
public:
    explicit ConverterCache(const ConfigCatalog &catalog = ConfigCatalog());
    Q_DISABLE_COPY_MOVE(ConverterCache)

    const ConfigCatalog &catalog() const { return m_catalog; }
    // Null with *error set when the config cannot be loaded.
    std::shared_ptr<const Converter> get(const QString &config, QString *error) const;

private:
    const ConfigCatalog m_catalog;
    mutable QMutex m_mutex;
    mutable std::map<QString, std::shared_ptr<const Converter>> m_loaded;
};

} // namespace duizhao
