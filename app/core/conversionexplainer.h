// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "explanation.h"

#include <QString>

#include <memory>
#include <string>
#include <unordered_map>
#include <vector>

namespace opencc {
class Converter;
class Conversion;
class Dict;
class DictEntry;
} // namespace opencc

namespace duizhao {

// Retraces what OpenCC does to a text, step by step, to tell why each character came out as it
// did. OpenCC cuts the text into segments with its segmentation dictionary, then runs every
// segment through each conversion of the chain, each taking the longest dictionary match at every
// position. This class does the same walk through OpenCC's public API (GetSegmentation,
// GetConversionChain, Dict::MatchPrefix), keeping for every piece of the output the source
// characters it came from and the dictionary entries that produced it. The distribution's OpenCC
// has no way to report this itself.
class ConversionExplainer final {
public:
    // configPath is the config's JSON file, read again for the dictionaries' file names, which
    // the loaded dictionaries do not carry.
    ConversionExplainer(std::shared_ptr<opencc::Converter> converter, const QString &configPath);
    ~ConversionExplainer();

    // The conversion of text and its explanation, spans relative to text. The result is built
    // from the retraced pieces; Converter::explain checks it against OpenCC's own.
    Explanation explain(QStringView text) const;

private:
    struct Decision;
    struct Piece;
    class Walk;

    QString dictionaryName(int step, const opencc::DictEntry *entry) const;
    void nameDictionaries(const QString &configPath);

    std::shared_ptr<opencc::Converter> m_converter;
    std::vector<std::shared_ptr<opencc::Conversion>> m_steps;
    std::unordered_map<const opencc::Dict *, QString> m_names;
};

} // namespace duizhao
