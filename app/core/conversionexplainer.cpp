// SPDX-License-Identifier: GPL-3.0-or-later
#include "conversionexplainer.h"

#include "explain/spanclassifier.h"
#include "explain/utf8units.h"

#include <opencc/ConversionChain.hpp>
#include <opencc/Converter.hpp>
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

} // namespace

ConversionExplainer::ConversionExplainer(std::shared_ptr<opencc::Converter> converter,
                                         const QString &configPath)
    : m_converter(std::move(converter))
    , m_steps(stepsOf(*m_converter))
    , m_names(DictionaryNames::fromConfigFile(m_steps, configPath))
{}

ConversionExplainer::~ConversionExplainer() = default;

Explanation ConversionExplainer::explain(QStringView text) const
{
    const std::string source = text.toUtf8().toStdString();
    const opencc::SegmentsPtr segments = m_converter->GetSegmentation()->Segment(source);
    Explanation explanation;
    SpanClassifier classifier(m_steps, m_names, explanation, source);
    std::string result;
    result.reserve(source.size() + source.size() / 8);
    size_t offset = 0;
    for (const char *segment : *segments) {
        const std::string_view segmentText(segment);
        for (const Piece &piece : retraceSegment(m_steps, segmentText, offset)) {
            result += piece.text;
            classifier.add(piece);
        }
        offset += segmentText.size();
    }
    explanation.result = utf8units::toQString(result);
    return explanation;
}

} // namespace duizhao
