// SPDX-License-Identifier: GPL-3.0-or-later
#include "retrace.h"

#include "utf8units.h"

#include <opencc/Conversion.hpp>
#include <opencc/Dict.hpp>
#include <opencc/DictEntry.hpp>
#include <opencc/UTF8Util.hpp>

namespace duizhao {

std::vector<Piece> applyStep(const ConversionSteps &steps, int step,
                             const std::vector<Piece> &pieces)
{
    std::string input;
    std::vector<size_t> pieceEnds;
    for (const Piece &piece : pieces) {
        input += piece.text;
        pieceEnds.push_back(input.size());
    }
    const opencc::DictPtr dict = steps[size_t(step)]->GetDict();
    std::vector<Piece> output;
    size_t lastTouched = size_t(-1);
    size_t first = 0;
    for (size_t position = 0; position < input.size();) {
        // The one-argument MatchPrefix is what Conversion::Convert calls.
        const opencc::Optional<const opencc::DictEntry *> match =
            dict->MatchPrefix(input.c_str() + position);
        size_t length;
        std::string value;
        if (match.IsNull()) {
            length = opencc::UTF8Util::NextCharLength(input.c_str() + position);
            value = input.substr(position, length);
        } else {
            length = match.Get()->KeyLength();
            value = match.Get()->GetDefault();
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
        if (!match.IsNull()) {
            const bool phrase = length > opencc::UTF8Util::NextCharLength(input.c_str() + position);
            target.decisions.push_back({step, match.Get(), phrase});
        }
        lastTouched = last;
        position += length;
    }
    return output;
}

std::vector<Piece> retraceSegment(const ConversionSteps &steps, std::string_view segment,
                                  size_t offset, int firstStep)
{
    std::vector<Piece> pieces;
    for (const std::string_view character : utf8units::splitCodePoints(segment)) {
        const size_t begin = offset + size_t(character.data() - segment.data());
        pieces.push_back({begin, begin + character.size(), std::string(character), {}});
    }
    for (int step = firstStep; step < int(steps.size()); ++step)
        pieces = applyStep(steps, step, pieces);
    return pieces;
}

} // namespace duizhao
