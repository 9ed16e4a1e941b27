// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/review/conversionexplainer.h"

#include "core/conversion/chainconversion.h"
#include "core/review/spanclassifier.h"
#include "core/text/textencoding.h"
#include "core/text/utf8units.h"

#include <opencc/ConversionChain.hpp>
#include <opencc/Converter.hpp>
#include <opencc/MaxMatchSegmentation.hpp>
#include <opencc/Segmentation.hpp>
#include <opencc/Segments.hpp>

namespace duizhao {

namespace {

ConversionSteps stepsOf(const opencc::Converter &converter)
{
    const std::list<opencc::ConversionPtr> conversions =
        converter.GetConversionChain()->GetConversions();
    return ConversionSteps(conversions.begin(), conversions.end());
}

opencc::DictPtr segmentationDictionaryOf(const opencc::Converter &converter)
{
    const auto segmentation =
        std::dynamic_pointer_cast<opencc::MaxMatchSegmentation>(converter.GetSegmentation());
    return segmentation ? segmentation->GetDict() : nullptr;
}

} // namespace

ConversionExplainer::ConversionExplainer(std::shared_ptr<opencc::Converter> converter,
                                         const QString &configPath, bool normalizesFirst)
    : m_converter(std::move(converter))
    , m_steps(stepsOf(*m_converter))
    , m_segmentationDictionary(segmentationDictionaryOf(*m_converter))
    , m_names(DictionaryNames::fromConfigFile(m_steps, configPath))
    , m_normalizesFirst(normalizesFirst)
{
    std::list<opencc::ConversionPtr> steps(m_steps.begin(), m_steps.end());
    if (m_normalizesFirst && !steps.empty())
        steps.pop_front();
    m_converterAfterNormalization =
        std::make_shared<opencc::Converter>(std::string(), m_converter->GetSegmentation(),
                                            std::make_shared<opencc::ConversionChain>(steps));
}

ConversionExplainer::~ConversionExplainer() = default;

const RetraceChain &ConversionExplainer::chain() const
{
    std::call_once(m_chainMade, [this] {
        m_chain = std::make_unique<const RetraceChain>(m_steps, m_segmentationDictionary);
    });
    return *m_chain;
}

Explanation ConversionExplainer::explain(QStringView text, ExplainCheck check, bool *checked) const
{
    const std::string source = TextEncoding::toUtf8(text).toStdString();
    // The normalization matches compatibility ideographs only: a text without one passes it
    // unchanged, and retracing it would cost a lookup and a copy of every character.
    const int firstStep = m_normalizesFirst && !holdsCompatibilityIdeograph(source) ? 1 : 0;
    Explanation explanation;
    const RetraceChain &chain = this->chain();
    SpanClassifier classifier(chain, m_names, explanation, source);
    std::string result;
    result.reserve(source.size() + source.size() / 8);
    size_t offset = 0;
    opencc::SegmentsPtr openccSegments;
    SegmentRetracer retracer(chain, firstStep);
    for (const Segment &segmentMade : segment(source, openccSegments)) {
        for (const Piece &piece : retracer.retrace(segmentMade, offset)) {
            result += piece.text;
            classifier.add(piece);
        }
        offset += segmentMade.text.size();
    }
    explanation.result = utf8units::toQString(result);
    // OpenCC's own conversion, as Converter::convert gives it for a text without a compatibility
    // ideograph. Where the chain walks OpenCC's segmentation itself, the pieces were taken from
    // its conversion's own walk (walkSegments, walkStep): the result is convertByChain's by
    // construction, which is OpenCC's byte for byte. Elsewhere OpenCC converts the text too, and
    // the two must agree.
    const bool checking = check == ExplainCheck::Here && (firstStep == 1 || !m_normalizesFirst);
    if (checked)
        *checked = checking;
    if (checking && !chain.segmentation) {
        const std::string converted = m_converterAfterNormalization->Convert(source);
        if (converted != result) {
            qWarning("The retraced conversion of a %d-character text differs from OpenCC's",
                     int(text.size()));
            explanation = Explanation();
            explanation.result = utf8units::toQString(converted);
        }
    }
    return explanation;
}

bool ConversionExplainer::convert(std::string_view text, std::string *out) const
{
    const RetraceChain &chain = this->chain();
    const size_t steps = chain.matchers.size();
    if (!m_normalizesFirst)
        return convertByChain(chain, 0, steps, text, out);
    if (!holdsCompatibilityIdeograph(QByteArrayView(text.data(), qsizetype(text.size()))))
        return convertByChain(chain, 1, steps, text, out);
    std::string normalized;
    normalized.reserve(text.size());
    return convertByChain(chain, 0, 1, text, &normalized) &&
           convertByChain(chain, 1, steps, normalized, out);
}

std::vector<Segment> ConversionExplainer::segment(const std::string &source,
                                                  opencc::SegmentsPtr &held) const
{
    if (const std::optional<PrefixMatcher> &longest = chain().segmentation)
        return segmentByLongestMatch(*longest, source);
    held = m_converter->GetSegmentation()->Segment(source);
    std::vector<Segment> segments;
    for (const char *segment : *held)
        segments.push_back({segment, {}});
    return segments;
}

// UTF-8 of a CJK compatibility ideograph: U+F900–U+FAFF (EF A4 80 … EF AB BF) or
// U+2F800–U+2FA1F (F0 AF A0 80 … F0 AF A8 9F).
bool ConversionExplainer::holdsCompatibilityIdeograph(QByteArrayView utf8)
{
    const auto *bytes = reinterpret_cast<const uchar *>(utf8.data());
    for (qsizetype i = 0; i + 2 < utf8.size(); ++i) {
        if (bytes[i] == 0xEF && bytes[i + 1] >= 0xA4 && bytes[i + 1] <= 0xAB)
            return true;
        if (bytes[i] == 0xF0 && bytes[i + 1] == 0xAF && bytes[i + 2] >= 0xA0 &&
            bytes[i + 2] <= 0xA8)
            return true;
    }
    return false;
}

} // namespace duizhao
