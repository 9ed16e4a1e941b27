// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/conversion/convertercache.h"

#include "core/conversion/converter.h"

namespace duizhao {

ConverterCache::ConverterCache(const ConfigCatalog &catalog)
    : m_catalog(catalog)
{}

std::shared_ptr<const Converter> ConverterCache::get(const QString &config, QString *error) const
{
    const QMutexLocker locker(&m_mutex);
    auto it = m_loaded.find(config);
    if (it != m_loaded.end())
        return it->second;
    auto loaded = Converter::load(config, m_catalog, error);
    if (loaded)
        m_loaded.emplace(config, loaded);
    return loaded;
}

} // namespace duizhao
