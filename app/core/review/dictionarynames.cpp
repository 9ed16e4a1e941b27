// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/review/dictionarynames.h"

#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>

#include <opencc/Conversion.hpp>
#include <opencc/DictEntry.hpp>
#include <opencc/DictGroup.hpp>

namespace duizhao {

DictionaryNames::DictionaryNames(const ConversionSteps &steps, const QJsonArray &chain)
    : m_steps(steps)
{
    const auto name = [this](const auto &self, const QJsonObject &json,
                             const opencc::DictPtr &dict) -> void {
        const auto group = std::dynamic_pointer_cast<opencc::DictGroup>(dict);
        const QJsonArray members = json.value(QStringLiteral("dicts")).toArray();
        if (group) {
            const std::list<opencc::DictPtr> dicts = group->GetDicts();
            auto member = dicts.begin();
            for (qsizetype index = 0; index < members.size() && member != dicts.end();
                 ++index, ++member)
                self(self, members.at(index).toObject(), *member);
            return;
        }
        m_names[dict.get()] = QFileInfo(json.value(QStringLiteral("file")).toString()).baseName();
    };
    for (size_t step = 0; step < m_steps.size() && qsizetype(step) < chain.size(); ++step)
        name(name, chain.at(qsizetype(step)).toObject().value(QStringLiteral("dict")).toObject(),
             m_steps[step]->GetDict());
}

DictionaryNames DictionaryNames::fromConfigFile(const ConversionSteps &steps, const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return DictionaryNames(steps, {});
    return DictionaryNames(steps, QJsonDocument::fromJson(file.readAll())
                                      .object()
                                      .value(QStringLiteral("conversion_chain"))
                                      .toArray());
}

QString DictionaryNames::of(int step, const opencc::DictEntry *entry) const
{
    // A group answers with the entry of the first member that matches; find that member.
    opencc::DictPtr dict = m_steps[size_t(step)]->GetDict();
    while (const auto group = std::dynamic_pointer_cast<opencc::DictGroup>(dict)) {
        opencc::DictPtr member;
        for (const opencc::DictPtr &candidate : group->GetDicts()) {
            const auto match = candidate->Match(entry->Key());
            if (!match.IsNull() && match.Get() == entry) {
                member = candidate;
                break;
            }
        }
        if (!member)
            break;
        dict = member;
    }
    const auto name = m_names.find(dict.get());
    return name != m_names.end() ? name->second : QStringLiteral("step %1").arg(step + 1);
}

} // namespace duizhao
