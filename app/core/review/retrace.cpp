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
}

namespace {

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

// The step's walk over input, as the conversion walks it (walkStep), its output in out: what it
// took, in order. Throws where the input is not UTF-8 that OpenCC walks, as OpenCC does.
std::vector<Taken> walk(const PrefixMatcher &step, std::string_view input, std::string &out)
{
    std::vector<Taken> taken;
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
    const bool walked =
        walkStep(step, input, out, [&](size_t position, const PrefixMatcher::Match &match) {
            const size_t valueBegin = out.size() - match.value.size();
            keep(position, valueBegin);
            taken.push_back(
                {position, match.keyLength, valueBegin, match.value.size(), match.entry});
            kept = position + match.keyLength;
        });
    if (!walked)
        throw std::invalid_argument("the text is not UTF-8 that OpenCC can convert");
    keep(input.size(), out.size());
    return taken;
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
    std::vector<Piece> output;
    size_t lastTouched = size_t(-1);
    size_t first = 0;
    for (const Taken &taken : walk(steps[size_t(step)], input, out)) {
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
        for (size_t index = firstNew; index <= last; ++index) {
            const auto &earlier = pieces[index].decisions;
            target.decisions.insert(target.decisions.end(), earlier.begin(), earlier.end());
        }
        if (taken.entry)
            target.decisions.push_back({step, taken.entry, isPhrase(taken, input)});
        lastTouched = last;
    }
    return output;
}

std::vector<std::string_view> segmentByLongestMatch(const PrefixMatcher &dict,
                                                    std::string_view text)
{
    std::vector<std::string_view> segments;
    const bool walked = walkSegments(dict, text, [&](std::string_view segment) {
        segments.push_back(segment);
        return true;
    });
    if (!walked)
        throw std::invalid_argument("the text is not UTF-8 that OpenCC can convert");
    return segments;
}

namespace {

// applyStep on a segment's characters, each a piece of its own, without making those pieces
// first: what the walk took becomes a piece. Nothing where something taken begins inside a
// character (after a key of one's own that ends inside one), which applyStep then does.
std::optional<std::vector<Piece>> applyStepToCharacters(const StepMatchers &steps, int step,
                                                        std::string_view segment, size_t offset)
{
    std::string out;
    const std::vector<Taken> taken = walk(steps[size_t(step)], segment, out);
    std::vector<Piece> output;
    output.reserve(taken.size());
    for (const Taken &each : taken) {
        if (utf8units::isContinuationByte(segment[each.begin]))
            return std::nullopt;
        Piece &piece = output.emplace_back();
        piece.sourceBegin = offset + each.begin;
        piece.sourceEnd = offset + each.begin + each.length;
        piece.text = each.text(out);
        if (each.entry)
            piece.decisions.push_back({step, each.entry, isPhrase(each, segment)});
    }
    return output;
}

} // namespace

std::vector<Piece> retraceSegment(const RetraceChain &chain, std::string_view segment,
                                  size_t offset, int firstStep)
{
    std::vector<Piece> pieces;
    int step = firstStep;
    if (step < int(chain.matchers.size())) {
        if (std::optional<std::vector<Piece>> first =
                applyStepToCharacters(chain.matchers, step, segment, offset)) {
            pieces = std::move(*first);
            ++step;
        }
    }
    if (step == firstStep) {
        for (const std::string_view character : utf8units::splitCodePoints(segment)) {
            const size_t begin = offset + size_t(character.data() - segment.data());
            pieces.push_back({begin, begin + character.size(), std::string(character), {}});
        }
    }
    for (; step < int(chain.matchers.size()); ++step)
        pieces = applyStep(chain.matchers, step, pieces);
    return pieces;
}

} // namespace duizhao
