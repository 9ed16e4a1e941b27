// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "explain/dictionarynames.h"
#include "explain/retrace.h"
#include "explanation.h"

#include <QString>

#include <memory>

namespace opencc {
class Converter;
}

namespace duizhao {

// Retraces what OpenCC does to a text, step by step, to tell why each character came out as it
// did. OpenCC cuts the text into segments with its segmentation dictionary, then runs every
// segment through each conversion of the chain, each taking the longest dictionary match at every
// position. The explainer does the same walk through OpenCC's public API (GetSegmentation,
// GetConversionChain, Dict::MatchPrefix): retraceSegment keeps for every piece of the output the
// source characters it came from and the dictionary entries that produced it, and SpanClassifier
// makes spans of the pieces, with their candidates (CandidateTable) and the names of the
// dictionaries (DictionaryNames). The distribution's OpenCC has no way to report this itself.
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
    std::shared_ptr<opencc::Converter> m_converter;
    ConversionSteps m_steps;
    DictionaryNames m_names;
};

} // namespace duizhao
