// SPDX-License-Identifier: GPL-3.0-or-later
#include "conversionexplainer.h"

#include "textencoding.h"

#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <opencc/Conversion.hpp>
#include <opencc/ConversionChain.hpp>
#include <opencc/Converter.hpp>
#include <opencc/Dict.hpp>
#include <opencc/DictEntry.hpp>
#include <opencc/DictGroup.hpp>
#include <opencc/Segmentation.hpp>
#include <opencc/Segments.hpp>
#include <opencc/UTF8Util.hpp>

#include <algorithm>
#include <string_view>

namespace duizhao {

namespace {

bool isContinuationByte(char byte)
{
    return (uchar(byte) & 0xC0) == 0x80;
}

// UTF-16 length of valid UTF-8: one unit per sequence, two for a four-byte one.
int utf16Length(std::string_view utf8)
{
    int length = 0;
    for (const char byte : utf8) {
        if (!isContinuationByte(byte))
            length += uchar(byte) >= 0xF0 ? 2 : 1;
    }
    return length;
}

std::vector<std::string_view> splitCodePoints(std::string_view utf8)
{
    std::vector<std::string_view> characters;
    size_t position = 0;
    while (position < utf8.size()) {
        size_t next = position + 1;
        while (next < utf8.size() && isContinuationByte(utf8[next]))
            ++next;
        characters.push_back(utf8.substr(position, next - position));
        position = next;
    }
    return characters;
}

QString toQString(std::string_view utf8)
{
    return TextEncoding::fromUtf8Exactly(QByteArrayView(utf8.data(), qsizetype(utf8.size())));
}

} // namespace

// A dictionary entry that one step of the chain applied.
struct ConversionExplainer::Decision {
    int step;
    const opencc::DictEntry *entry;
    bool phrase; // the key is longer than one character
};

// A stretch of the output as it stands after some steps: the source bytes it came from and the
// entries that made it. Pieces of a segment cover its source without gaps, in order.
struct ConversionExplainer::Piece {
    size_t sourceBegin;
    size_t sourceEnd;
    std::string text;
    std::vector<Decision> decisions;
};

// One explanation in progress; a walk belongs to one thread.
class ConversionExplainer::Walk {
    // A character's candidates, and their list's index in the explanation once a span needs it.
    struct CharacterCandidates {
        std::vector<std::string> values;
        int index;
    };

public:
    explicit Walk(const ConversionExplainer &explainer)
        : m_explainer(explainer)
    {}

    Explanation run(QStringView text)
    {
        const std::string source = text.toUtf8().toStdString();
        const opencc::SegmentsPtr segments =
            m_explainer.m_converter->GetSegmentation()->Segment(source);
        std::string result;
        result.reserve(source.size() + source.size() / 8);
        size_t offset = 0;
        for (const char *segment : *segments) {
            const std::string_view segmentText(segment);
            std::vector<Piece> pieces;
            for (const std::string_view character : splitCodePoints(segmentText)) {
                const size_t begin = offset + size_t(character.data() - segment);
                pieces.push_back({begin, begin + character.size(), std::string(character), {}});
            }
            for (int step = 0; step < int(m_explainer.m_steps.size()); ++step)
                pieces = applyStep(step, pieces);
            for (const Piece &piece : pieces) {
                result += piece.text;
                const std::string_view pieceSource(source.data() + piece.sourceBegin,
                                                   piece.sourceEnd - piece.sourceBegin);
                explainPiece(piece, pieceSource);
            }
            offset += segmentText.size();
        }
        m_explanation.result = toQString(result);
        return std::move(m_explanation);
    }

private:
    // What Conversion::Convert does to one segment: the longest match at each position, the
    // default value of its entry, or the character itself where nothing matches. A match may
    // cover several pieces, or part of one that an earlier step made longer; the pieces it
    // touches become one.
    std::vector<Piece> applyStep(int step, const std::vector<Piece> &pieces) const
    {
        std::string input;
        std::vector<size_t> pieceEnds;
        for (const Piece &piece : pieces) {
            input += piece.text;
            pieceEnds.push_back(input.size());
        }
        const opencc::DictPtr dict = m_explainer.m_steps[size_t(step)]->GetDict();
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
                const bool phrase =
                    length > opencc::UTF8Util::NextCharLength(input.c_str() + position);
                target.decisions.push_back({step, match.Get(), phrase});
            }
            lastTouched = last;
            position += length;
        }
        return output;
    }

    void explainPiece(const Piece &piece, std::string_view source)
    {
        const int sourcePosition = m_sourcePosition;
        const int resultPosition = m_resultPosition;
        m_sourcePosition += utf16Length(source);
        m_resultPosition += utf16Length(piece.text);
        if (piece.decisions.empty())
            return; // no dictionary knows these characters

        // The phrase that made the piece; the last one, where a later step replaced a word again
        // (发布 → 發佈 by STPhrases, then → 釋出 by TWPhrases).
        const Decision *phrase = nullptr;
        for (const Decision &decision : piece.decisions) {
            if (decision.phrase)
                phrase = &decision;
        }
        const int decidedBy = decidedByIndex(piece, phrase);
        const int entry = phrase ? entryIndex(*phrase) : -1;

        const auto sourceCharacters = splitCodePoints(source);
        const auto resultCharacters = splitCodePoints(piece.text);
        if (sourceCharacters.size() == resultCharacters.size() &&
            isCharacterByCharacter(sourceCharacters, resultCharacters)) {
            int sourceOffset = sourcePosition;
            int resultOffset = resultPosition;
            for (size_t index = 0; index < sourceCharacters.size(); ++index) {
                const std::string_view from = sourceCharacters[index];
                const std::string_view to = resultCharacters[index];
                CharacterCandidates &options = candidates(from);
                ExplainedSpan span{sourceOffset,
                                   utf16Length(from),
                                   resultOffset,
                                   utf16Length(to),
                                   SpanCategory::Conversion,
                                   decidedBy,
                                   entry,
                                   -1};
                sourceOffset += span.sourceLength;
                resultOffset += span.resultLength;
                if (options.values.size() > 1) {
                    span.category = phrase ? SpanCategory::Phrase : SpanCategory::Ambiguous;
                    if (options.index < 0)
                        options.index = internCandidates(options.values);
                    span.candidates = options.index;
                } else if (from == to) {
                    continue;
                }
                m_explanation.spans.push_back(span);
            }
            return;
        }

        // A word for a word: the alternative is what the chain makes of it without the step that
        // replaced the word (的士 → 計程車 under s2twp; without TWPhrases, 的士).
        ExplainedSpan span{sourcePosition,
                           m_sourcePosition - sourcePosition,
                           resultPosition,
                           m_resultPosition - resultPosition,
                           SpanCategory::Vocabulary,
                           decidedBy,
                           entry,
                           -1};
        if (phrase) {
            std::string alternative(source);
            for (size_t step = 0; step < m_explainer.m_steps.size(); ++step) {
                if (int(step) != phrase->step)
                    alternative = m_explainer.m_steps[step]->Convert(alternative);
            }
            if (alternative != piece.text)
                span.candidates = internCandidates({piece.text, alternative});
        }
        m_explanation.spans.push_back(span);
    }

    // Every result character is the source character or one of its candidates.
    bool isCharacterByCharacter(const std::vector<std::string_view> &source,
                                const std::vector<std::string_view> &result)
    {
        for (size_t index = 0; index < source.size(); ++index) {
            if (source[index] == result[index])
                continue;
            const std::vector<std::string> &options = candidates(source[index]).values;
            if (std::find(options.begin(), options.end(), result[index]) == options.end())
                return false;
        }
        return true;
    }

    // The dictionary that settled the piece: the phrase's, or else every one that changed it.
    int decidedByIndex(const Piece &piece, const Decision *phrase)
    {
        if (phrase)
            return nameIndex(*phrase);
        if (piece.decisions.size() == 1)
            return nameIndex(piece.decisions.front());
        QStringList names;
        for (const Decision &decision : piece.decisions) {
            const QString name = m_explanation.text(nameIndex(decision));
            if (!names.contains(name))
                names.append(name);
        }
        return m_explanation.internText(names.join(QStringLiteral(" → ")));
    }

    // Names and entries are looked up once per walk: a chapter applies the same few thousand
    // entries over and over.
    int nameIndex(const Decision &decision)
    {
        const auto known = m_names.find(decision.entry);
        if (known != m_names.end())
            return known->second;
        const int index =
            m_explanation.internText(m_explainer.dictionaryName(decision.step, decision.entry));
        m_names.emplace(decision.entry, index);
        return index;
    }

    int entryIndex(const Decision &decision)
    {
        const auto known = m_entries.find(decision.entry);
        if (known != m_entries.end())
            return known->second;
        const int index = m_explanation.internText(Explanation::tr("%1 → %2").arg(
            toQString(decision.entry->Key()), toQString(decision.entry->GetDefault())));
        m_entries.emplace(decision.entry, index);
        return index;
    }

    // What a single character can become: the values of its entry in the first step that has
    // one, each carried through the steps after it (里 → 裏/里, then 裏 → 裡 under s2tw).
    CharacterCandidates &candidates(std::string_view character)
    {
        const std::string key(character);
        const auto known = m_candidates.find(key);
        if (known != m_candidates.end())
            return known->second;
        std::vector<std::string> options;
        const auto &steps = m_explainer.m_steps;
        for (size_t step = 0; step < steps.size() && options.empty(); ++step) {
            const opencc::Optional<const opencc::DictEntry *> match =
                steps[step]->GetDict()->Match(key);
            if (match.IsNull())
                continue;
            std::vector<std::string> values = match.Get()->Values();
            if (values.empty())
                values.push_back(key);
            for (std::string value : values) {
                for (size_t later = step + 1; later < steps.size(); ++later)
                    value = steps[later]->Convert(value);
                if (std::find(options.begin(), options.end(), value) == options.end())
                    options.push_back(value);
            }
        }
        return m_candidates.emplace(key, CharacterCandidates{std::move(options), -1}).first->second;
    }

    int internCandidates(const std::vector<std::string> &options)
    {
        QStringList list;
        for (const std::string &option : options)
            list.append(toQString(option));
        return m_explanation.internCandidates(list);
    }

    const ConversionExplainer &m_explainer;
    Explanation m_explanation;
    std::unordered_map<std::string, CharacterCandidates> m_candidates;
    std::unordered_map<const opencc::DictEntry *, int> m_names;
    std::unordered_map<const opencc::DictEntry *, int> m_entries;
    int m_sourcePosition = 0;
    int m_resultPosition = 0;
};

ConversionExplainer::ConversionExplainer(std::shared_ptr<opencc::Converter> converter,
                                         const QString &configPath)
    : m_converter(std::move(converter))
{
    for (const opencc::ConversionPtr &conversion :
         m_converter->GetConversionChain()->GetConversions())
        m_steps.push_back(conversion);
    nameDictionaries(configPath);
}

ConversionExplainer::~ConversionExplainer() = default;

Explanation ConversionExplainer::explain(QStringView text) const
{
    return Walk(*this).run(text);
}

QString ConversionExplainer::dictionaryName(int step, const opencc::DictEntry *entry) const
{
    // A group answers with the entry of the first member that matches; find that member.
    opencc::DictPtr dict = m_steps[size_t(step)]->GetDict();
    while (const auto group = std::dynamic_pointer_cast<opencc::DictGroup>(dict)) {
        opencc::DictPtr member;
        for (const opencc::DictPtr &candidate : group->GetDicts()) {
            const auto match = candidate->Match(entry->Key());
            if (!match.IsNull() && match.Get() == entry) {
                member = candidate;
                break;
            }
        }
        if (!member)
            break;
        dict = member;
    }
    const auto name = m_names.find(dict.get());
    return name != m_names.end() ? name->second : QStringLiteral("step %1").arg(step + 1);
}

// The config names each dictionary by its file ("STPhrases.ocd2"); the chain in memory has the
// same shape, so both are walked side by side.
void ConversionExplainer::nameDictionaries(const QString &configPath)
{
    QFile file(configPath);
    if (!file.open(QIODevice::ReadOnly))
        return;
    const QJsonArray chain = QJsonDocument::fromJson(file.readAll())
                                 .object()
                                 .value(QStringLiteral("conversion_chain"))
                                 .toArray();
    const auto name = [this](const auto &self, const QJsonObject &json,
                             const opencc::DictPtr &dict) -> void {
        const auto group = std::dynamic_pointer_cast<opencc::DictGroup>(dict);
        const QJsonArray members = json.value(QStringLiteral("dicts")).toArray();
        if (group) {
            const std::list<opencc::DictPtr> dicts = group->GetDicts();
            auto member = dicts.begin();
            for (qsizetype index = 0; index < members.size() && member != dicts.end();
                 ++index, ++member)
                self(self, members.at(index).toObject(), *member);
            return;
        }
        m_names[dict.get()] = QFileInfo(json.value(QStringLiteral("file")).toString()).baseName();
    };
    for (size_t step = 0; step < m_steps.size() && qsizetype(step) < chain.size(); ++step)
        name(name, chain.at(qsizetype(step)).toObject().value(QStringLiteral("dict")).toObject(),
             m_steps[step]->GetDict());
}

} // namespace duizhao
