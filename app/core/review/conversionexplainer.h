// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/review/dictionarynames.h"
#include "core/review/explanation.h"
#include "core/review/retrace.h"

#include <QString>

#include <memory>
#include <mutex>
#include <string_view>
#include <vector>

namespace opencc {
class Converter;
class Dict;
class Segments;
} // namespace opencc

namespace duizhao {

// Retraces what OpenCC does to a text, step by step, to tell why each character came out as it
// did. OpenCC cuts the text into segments with its segmentation dictionary, then runs every
// segment through each conversion of the chain, each taking the longest dictionary match at every
// position. The explainer does the same walk over the same dictionaries (GetSegmentation,
// GetConversionChain, their entries looked up by PrefixMatcher): retraceSegment keeps for every
// piece of the output the source characters it came from and the dictionary entries that produced
// it, and SpanClassifier makes spans of the pieces, with their candidates (CandidateTable) and the
// names of the dictionaries (DictionaryNames). The distribution's OpenCC has no way to report this
// itself.
class ConversionExplainer final {
public:
    // configPath is the config's JSON file, read again for the dictionaries' file names, which
    // the loaded dictionaries do not carry.
    // normalizesFirst: the chain's first step is the normalization of compatibility ideographs
    // (see Converter::load).
    ConversionExplainer(std::shared_ptr<opencc::Converter> converter, const QString &configPath,
                        bool normalizesFirst);
    ~ConversionExplainer();

    // The conversion of text and its explanation, spans relative to text. The result is built
    // from the retraced pieces, which the chain's longest-match walk takes from convertByChain's
    // own walk (OpenCC's conversion byte for byte). With ExplainCheck::Here, a segmentation the
    // chain does not walk has OpenCC convert the text too, and the two must agree: where they do
    // not, the result is OpenCC's and no span is kept. *checked says whether the result is
    // OpenCC's: not for a text holding a compatibility ideograph, which OpenCC normalizes before
    // segmenting it (see Converter::load), and which the caller checks.
    Explanation explain(QStringView text, ExplainCheck check, bool *checked = nullptr) const;

    // OpenCC's conversion of UTF-8 text without a NUL, appended to *out, made by convertByChain
    // over the chain's dictionaries; the normalization of compatibility ideographs, when the
    // config begins with it, is a pass over the whole text first, as Converter::load makes it.
    // False where OpenCC's segmentation is not its longest match (no config of OpenCC's) or the
    // text is not UTF-8 that OpenCC walks: OpenCC converts it then.
    bool convert(std::string_view text, std::string *out) const;

    // Whether UTF-8 text holds a CJK compatibility ideograph (塚 U+FA10), which the normalization
    // of OpenCC 1.4's configs changes; nothing else does.
    static bool holdsCompatibilityIdeograph(QByteArrayView utf8);

private:
    // OpenCC's segments of the source; held keeps those that OpenCC made.
    std::vector<Segment> segment(const std::string &source,
                                 std::shared_ptr<opencc::Segments> &held) const;

    // The chain's matchers, made when first asked for: a converter loaded only to convert (or
    // to tell a text's script) needs none.
    const RetraceChain &chain() const;

    std::shared_ptr<opencc::Converter> m_converter;
    ConversionSteps m_steps;
    // The segmentation's dictionary when it is OpenCC's longest-match segmentation (the only
    // kind its configs name); else OpenCC segments.
    std::shared_ptr<opencc::Dict> m_segmentationDictionary;
    mutable std::once_flag m_chainMade;
    mutable std::unique_ptr<const RetraceChain> m_chain;
    // OpenCC's conversion without the normalization, for a text that needs none.
    std::shared_ptr<opencc::Converter> m_converterAfterNormalization;
    DictionaryNames m_names;
    bool m_normalizesFirst;
};

} // namespace duizhao
