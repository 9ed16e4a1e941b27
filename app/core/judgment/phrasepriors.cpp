// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/judgment/phrasepriors.h"

#include "core/text/utf8units.h"

#include <opencc/Dict.hpp>
#include <opencc/DictEntry.hpp>
#include <opencc/Lexicon.hpp>

#include <QMutex>

#include <algorithm>

namespace duizhao {

namespace {

struct Counted {
    std::vector<std::weak_ptr<opencc::Dict>> dictionaries;
    std::shared_ptr<const PhrasePriors::Counts> counts;
};

bool sameDictionaries(const Counted &counted,
                      const std::vector<std::shared_ptr<opencc::Dict>> &dictionaries)
{
    return std::equal(
        counted.dictionaries.begin(), counted.dictionaries.end(), dictionaries.begin(),
        dictionaries.end(),
        [](const std::weak_ptr<opencc::Dict> &kept, const std::shared_ptr<opencc::Dict> &asked) {
            return kept.lock() == asked;
        });
}

PhrasePriors::Counts count(const std::vector<std::shared_ptr<opencc::Dict>> &dictionaries)
{
    PhrasePriors::Counts counts;
    for (const std::shared_ptr<opencc::Dict> &dictionary : dictionaries) {
        for (const auto &entry : *dictionary->GetLexicon()) {
            const std::string key = entry->Key();
            const std::string value = entry->GetDefault();
            const auto keys = utf8units::splitCodePoints(key);
            const auto values = utf8units::splitCodePoints(value);
            if (keys.size() != values.size())
                continue; // a word for a word says nothing of one character
            for (size_t index = 0; index < keys.size(); ++index)
                ++counts[utf8units::codePointAt(keys[index], 0)]
                        [utf8units::codePointAt(values[index], 0)];
        }
    }
    return counts;
}

} // namespace

std::shared_ptr<const PhrasePriors::Counts>
PhrasePriors::of(const std::vector<std::shared_ptr<opencc::Dict>> &phraseDictionaries)
{
    // A few configs at most are in use at once; their dictionaries are looked for by identity,
    // and counts of dictionaries gone are dropped.
    static QMutex mutex;
    static std::vector<Counted> known;
    const QMutexLocker locker(&mutex);
    std::erase_if(known, [](const Counted &counted) {
        return std::any_of(counted.dictionaries.begin(), counted.dictionaries.end(),
                           [](const auto &dictionary) { return dictionary.expired(); });
    });
    for (const Counted &counted : known) {
        if (sameDictionaries(counted, phraseDictionaries))
            return counted.counts;
    }
    Counted counted{{phraseDictionaries.begin(), phraseDictionaries.end()},
                    std::make_shared<const Counts>(count(phraseDictionaries))};
    known.push_back(counted);
    return counted.counts;
}

} // namespace duizhao
