// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/review/retrace.h"

#include "core/text/utf8units.h"

#include <opencc/Conversion.hpp>
#include <opencc/Dict.hpp>
#include <opencc/DictEntry.hpp>
#include <opencc/DictGroup.hpp>
#include <opencc/UTF8Util.hpp>

#include <algorithm>
#include <optional>

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

std::vector<Piece> applyStep(const StepMatchers &steps, int step, const std::vector<Piece> &pieces)
{
    std::string input;
    std::vector<size_t> pieceEnds;
    for (const Piece &piece : pieces) {
        input += piece.text;
        pieceEnds.push_back(input.size());
    }
    const PrefixMatcher &dict = steps[size_t(step)];
    std::vector<Piece> output;
    size_t lastTouched = size_t(-1);
    size_t first = 0;
    for (size_t position = 0; position < input.size();) {
        // What Conversion::Convert's MatchPrefix finds here.
        const PrefixMatcher::Match match =
            dict.longestPrefix(std::string_view(input).substr(position));
        const size_t characterLength = opencc::UTF8Util::NextCharLength(input.c_str() + position);
        size_t length;
        std::string_view value;
        if (!match.entry) {
            length = characterLength;
            value = std::string_view(input).substr(position, length);
        } else {
            length = match.keyLength;
            value = match.value;
        }
        while (pieceEnds[first] <= position)
            ++first;
        size_t last = first;
        while (pieceEnds[last] < position + length)
            ++last;

        size_t firstNew = first;
        if (!output.empty() && lastTouched == first) {
            ++firstNew; // shares a piece with the previous match: grow that one
        } else {
            output.push_back({pieces[first].sourceBegin, pieces[first].sourceEnd, {}, {}});
        }
        Piece &target = output.back();
        target.text += value;
        target.sourceEnd = pieces[last].sourceEnd;
        for (size_t index = firstNew; index <= last; ++index) {
            const auto &earlier = pieces[index].decisions;
            target.decisions.insert(target.decisions.end(), earlier.begin(), earlier.end());
        }
        if (match.entry)
            target.decisions.push_back({step, match.entry, length > characterLength});
        lastTouched = last;
        position += length;
    }
    return output;
}

std::vector<std::string_view> segmentByLongestMatch(const PrefixMatcher &dict,
                                                    std::string_view text)
{
    std::vector<std::string_view> segments;
    size_t unmatched = 0; // where the characters no key matched began
    size_t position = 0;
    const auto endUnmatched = [&] {
        if (unmatched < position)
            segments.push_back(text.substr(unmatched, position - unmatched));
    };
    while (position < text.size()) {
        const PrefixMatcher::Match match = dict.longestPrefix(text.substr(position));
        if (match.entry) {
            endUnmatched();
            segments.push_back(text.substr(position, match.keyLength));
            position += match.keyLength;
            unmatched = position;
        } else {
            position += std::min(opencc::UTF8Util::NextCharLength(text.data() + position),
                                 text.size() - position);
        }
    }
    endUnmatched();
    return segments;
}

namespace {

// applyStep on a segment's characters, each a piece of its own, without making those pieces
// first: every match covers whole characters and makes a piece. Nothing where a match ends inside
// a character (a key of one's own may), which applyStep then does.
std::optional<std::vector<Piece>> applyStepToCharacters(const StepMatchers &steps, int step,
                                                        std::string_view segment, size_t offset)
{
    std::vector<Piece> output;
    for (size_t position = 0; position < segment.size();) {
        const PrefixMatcher::Match match =
            steps[size_t(step)].longestPrefix(segment.substr(position));
        const size_t characterLength = opencc::UTF8Util::NextCharLength(segment.data() + position);
        const size_t length = match.entry ? match.keyLength : characterLength;
        if (position + length < segment.size() &&
            utf8units::isContinuationByte(segment[position + length]))
            return std::nullopt;
        Piece &piece = output.emplace_back();
        piece.sourceBegin = offset + position;
        piece.sourceEnd = offset + position + length;
        piece.text = match.entry ? match.value : segment.substr(position, length);
        if (match.entry)
            piece.decisions.push_back({step, match.entry, length > characterLength});
        position += length;
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
