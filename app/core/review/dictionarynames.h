// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/review/retrace.h"

#include <QJsonArray>
#include <QString>

#include <unordered_map>

namespace opencc {
class Dict;
}

namespace duizhao {

// The names of a chain's dictionaries ("STPhrases", "TWVariants"), for saying which one decided a
// span. The loaded dictionaries do not carry them; the config names each by its file, and the
// chain in memory has the config's shape, so both are walked side by side.
class DictionaryNames final {
public:
    // chain is the config's "conversion_chain".
    DictionaryNames(const ConversionSteps &steps, const QJsonArray &chain);
    // From a config's JSON file; no names (every one "step N") when it cannot be read.
    static DictionaryNames fromConfigFile(const ConversionSteps &steps, const QString &path);

    // The dictionary of a step that holds entry: within a group, the member that answered.
    QString of(int step, const opencc::DictEntry *entry) const;

private:
    const ConversionSteps &m_steps;
    std::unordered_map<const opencc::Dict *, QString> m_names;
};

} // namespace duizhao
