// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/review/retrace.h"

#include "core/conversion/chainconversion.h"
#include "core/text/utf8units.h"

#include <opencc/Conversion.hpp>
#include <opencc/Dict.hpp>
#include <opencc/DictEntry.hpp>
#include <opencc/DictGroup.hpp>

#include <algorithm>
#include <optional>
#include <stdexcept>

namespace duizhao {

namespace {

// The dictionaries of a step that hold keys longer than one character, in the order a group
// looks them up.
void addPhraseDictionaries(const opencc::DictPtr &dictionary,
                           std::vector<std::shared_ptr<opencc::Dict>> &phrases)
{
    if (const auto group = std::dynamic_pointer_cast<opencc::DictGroup>(dictionary)) {
        for (const opencc::DictPtr &member : group->GetDicts())
            addPhraseDictionaries(member, phrases);
    } else if (dictionary->KeyMaxLength() > 4) { // a UTF-8 character is at most 4 bytes
        phrases.push_back(dictionary);
    }
}

} // namespace

RetraceChain::RetraceChain(ConversionSteps conversions,
                           const std::shared_ptr<opencc::Dict> &segmentationDictionary)
    : steps(std::move(conversions))
{
    // All matchers made at once, to share their tables: the steps', the phrases', the
    // segmentation's.
    std::vector<opencc::DictPtr> dicts;
    for (const std::shared_ptr<opencc::Conversion> &step : steps) {
        dicts.push_back(step->GetDict());
        addPhraseDictionaries(step->GetDict(), phraseDictionaries.emplace_back());
    }
    for (const auto &phrases : phraseDictionaries)
        dicts.insert(dicts.end(), phrases.begin(), phrases.end());
    if (segmentationDictionary)
        dicts.push_back(segmentationDictionary);
    std::vector<PrefixMatcher> made = PrefixMatcher::forEach(dicts);
    auto next = std::make_move_iterator(made.begin());
    matchers.assign(next, next + std::ptrdiff_t(steps.size()));
    next += std::ptrdiff_t(steps.size());
    for (const auto &phrases : phraseDictionaries) {
        phraseMatchers.emplace_back(next, next + std::ptrdiff_t(phrases.size()));
        next += std::ptrdiff_t(phrases.size());
    }
    if (segmentationDictionary)
        segmentation = std::move(*next);
    for (const PrefixMatcher &step : matchers)
        afterSegmentation.push_back(segmentation ? step.afterSegmentation(*segmentation)
                                                 : std::nullopt);
}

// What one step's walk took at a position: a match, or a character nothing matched; where it
// stands in the step's input, and where its text stands in the walk's output.
struct Taken {
    size_t begin;
    size_t length;
    size_t outBegin;
    size_t outLength;
    const opencc::DictEntry *entry; // none for a character kept

    std::string_view text(const std::string &out) const
    {
        return std::string_view(out).substr(outBegin, outLength);
    }
};

namespace {

const std::optional<PrefixMatcher> NotAfterSegmentation;

// The step's walk over input, as the conversion walks it (walkStep; walkSegmentStep over a
// segment, with the segmentation's match if it is one), its output in out: what it took, in
// order. Throws where the input is not UTF-8 that OpenCC walks, as OpenCC does.
void walk(const PrefixMatcher &step, const std::optional<PrefixMatcher> &afterSegmentation,
          const PrefixMatcher::Match *matched, std::string_view input, std::string &out,
          std::vector<Taken> &taken)
{
    taken.clear();
    taken.reserve(input.size() / 3 + 1);
    out.clear();
    size_t kept = 0; // where the characters nothing matched begin
    // Each character from kept to end, as it stands, its copy ending at outEnd of the output.
    const auto keep = [&](size_t end, size_t outEnd) {
        for (size_t at = outEnd - (end - kept); kept < end;) {
            const size_t length = std::max<size_t>(characterLength(input[kept]), 1);
            taken.push_back({kept, length, at, length, nullptr});
            kept += length;
            at += length;
        }
    };
    const auto took = [&](size_t position, const PrefixMatcher::Match &match) {
        const size_t valueBegin = out.size() - match.value.size();
        keep(position, valueBegin);
        taken.push_back({position, match.keyLength, valueBegin, match.value.size(), match.entry});
        kept = position + match.keyLength;
    };
    const bool walked = walkSegmentStep(step, afterSegmentation, input, matched, out, took);
    if (!walked)
        throw std::invalid_argument("the text is not UTF-8 that OpenCC can convert");
    keep(input.size(), out.size());
}

// Whether what the step took is a phrase: a key longer than the character it begins with (or one
// that begins inside a character, after a key of one's own that ended there: characterLength
// gives 0 for it).
bool isPhrase(const Taken &taken, std::string_view input)
{
    return taken.length > characterLength(input[taken.begin]);
}

} // namespace

std::vector<Piece> applyStep(const StepMatchers &steps, int step, const std::vector<Piece> &pieces)
{
    std::string input;
    std::vector<size_t> pieceEnds;
    for (const Piece &piece : pieces) {
        input += piece.text;
        pieceEnds.push_back(input.size());
    }
    std::string out;
    std::vector<Taken> walked;
    walk(steps[size_t(step)], NotAfterSegmentation, nullptr, input, out, walked);
    std::vector<Piece> output;
    size_t lastTouched = size_t(-1);
    size_t first = 0;
    for (const Taken &taken : walked) {
        const size_t position = taken.begin;
        while (pieceEnds[first] <= position)
            ++first;
        size_t last = first;
        while (pieceEnds[last] < position + taken.length)
            ++last;

        size_t firstNew = first;
        if (!output.empty() && lastTouched == first) {
            ++firstNew; // shares a piece with the previous match: grow that one
        } else {
            output.push_back({pieces[first].sourceBegin, pieces[first].sourceEnd, {}, {}});
        }
        Piece &target = output.back();
        target.text += taken.text(out);
        target.sourceEnd = pieces[last].sourceEnd;
        for (size_t index = firstNew; index <= last; ++index)
            target.decisions.append(pieces[index].decisions.data(), pieces[index].decisions.size());
        if (taken.entry)
            target.decisions.push_back({step, taken.entry, isPhrase(taken, input)});
        lastTouched = last;
    }
    return output;
}

std::vector<Segment> segmentByLongestMatch(const PrefixMatcher &dict, std::string_view text)
{
    std::vector<Segment> segments;
    const bool walked =
        walkSegments(dict, text, [&](std::string_view segment, const PrefixMatcher::Match *match) {
            segments.push_back({segment, match ? *match : PrefixMatcher::Match()});
            return true;
        });
    if (!walked)
        throw std::invalid_argument("the text is not UTF-8 that OpenCC can convert");
    return segments;
}

SegmentRetracer::SegmentRetracer(const RetraceChain &chain, int firstStep)
    : m_chain(chain)
    , m_firstStep(firstStep)
{}

SegmentRetracer::~SegmentRetracer() = default;

// applyStep on a segment's characters, each a piece of its own, without making those pieces
// first: what the walk took becomes a piece. False where something taken begins inside a
// character (after a key of one's own that ends inside one), which applyStep then does.
bool SegmentRetracer::applyStepToCharacters(int step, std::string_view segment, size_t offset,
                                            const std::optional<PrefixMatcher> &afterSegmentation,
                                            const PrefixMatcher::Match *matched)
{
    walk(m_chain.matchers[size_t(step)], afterSegmentation, matched, segment, m_out, m_taken);
    m_pieces.clear();
    for (const Taken &each : m_taken) {
        if (utf8units::isContinuationByte(segment[each.begin]))
            return false;
        Piece &piece = m_pieces.emplace_back();
        piece.sourceBegin = offset + each.begin;
        piece.sourceEnd = offset + each.begin + each.length;
        piece.text = each.text(m_out);
        if (each.entry)
            piece.decisions.push_back({step, each.entry, isPhrase(each, segment)});
    }
    return true;
}

const std::vector<Piece> &SegmentRetracer::retrace(const Segment &segment, size_t offset)
{
    const bool first = m_firstStep < int(m_chain.matchers.size());
    return retrace(segment.text, offset,
                   first ? m_chain.afterSegmentation[size_t(m_firstStep)] : NotAfterSegmentation,
                   segment.match.entry ? &segment.match : nullptr);
}

const std::vector<Piece> &SegmentRetracer::retrace(std::string_view segment, size_t offset)
{
    return retrace(segment, offset, NotAfterSegmentation, nullptr);
}

const std::vector<Piece> &
SegmentRetracer::retrace(std::string_view segment, size_t offset,
                         const std::optional<PrefixMatcher> &afterSegmentation,
                         const PrefixMatcher::Match *matched)
{
    int step = m_firstStep;
    if (step < int(m_chain.matchers.size()) &&
        applyStepToCharacters(step, segment, offset, afterSegmentation, matched))
        ++step;
    if (step == m_firstStep) {
        m_pieces.clear();
        for (const std::string_view character : utf8units::splitCodePoints(segment)) {
            const size_t begin = offset + size_t(character.data() - segment.data());
            m_pieces.push_back({begin, begin + character.size(), std::string(character), {}});
        }
    }
    for (; step < int(m_chain.matchers.size()); ++step)
        m_pieces = applyStep(m_chain.matchers, step, m_pieces);
    return m_pieces;
}

std::vector<Piece> retraceSegment(const RetraceChain &chain, std::string_view segment,
                                  size_t offset, int firstStep)
{
    return SegmentRetracer(chain, firstStep).retrace(segment, offset);
}

} // namespace duizhao
