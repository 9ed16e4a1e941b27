// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/names/namefinder.h"

#include "core/judgment/contextevidence.h"
#include "core/judgment/wordboundaries.h"
#include "core/judgment/wordlist.h"

#include <algorithm>
#include <array>
#include <bitset>
#include <string_view>

namespace duizhao {

namespace {

// About the hundred commonest Chinese surnames (107). Surnames that are common words as well are
// in it too (高, 白, 方): that no word has the name, and that it recurs, are what tell a name.
constexpr std::u16string_view CommonSurnames =
    u"王李张刘陈杨黄赵吴周徐孙马朱胡郭何林罗高郑梁谢宋唐许韩邓冯曹彭曾肖田董潘袁蔡蒋余于杜叶程"
    u"魏苏吕丁任卢姚沈钟姜崔谭陆范汪廖石金韦贾夏付方邹熊白孟秦邱侯江尹薛闫段雷龙黎史陶贺毛郝顾"
    u"龚邵万覃武钱戴严欧莫孔向常汤康易乔赖文";

// What stands before a name and nothing else: a form of address that is no word with the surname.
constexpr std::u16string_view AddressPrefixes = u"老阿小";

// Where only a name stands, in a story: before what a person says and does (某于说, 某于点头),
// and after those a person is spoken to, with or looked at by (跟某于, 看着某于). A preposition's
// object or a word's next character is never followed by 说 or preceded by 看着 this way.
constexpr std::array<std::u16string_view, 33> NameFollowers{
    u"说",   u"道",   u"笑",   u"问",   u"答", u"喊",   u"叫",   u"骂",   u"叹",   u"哼",   u"点头",
    u"摇头", u"皱眉", u"心想", u"一愣", u"愣", u"苦笑", u"冷笑", u"沉声", u"低声", u"大声", u"转身",
    u"抬头", u"低头", u"看着", u"站",   u"走", u"挥手", u"摆手", u"咬牙", u"也",   u"却",   u"便"};
constexpr std::array<std::u16string_view, 22> NamePrecedents{
    u"跟", u"和", u"对", u"叫", u"向", u"给",   u"与",   u"同",   u"让",   u"请", u"问",
    u"找", u"陪", u"帮", u"替", u"朝", u"看着", u"望着", u"拉着", u"告诉", u"喊", u"看向"};

// A character a name may hold: one a word of the Simplified list may (WordBoundaries).
bool isIdeograph(char16_t unit)
{
    return unit != 0 && WordBoundaries::isWordCharacter(QChar(unit));
}

char16_t unitAt(QStringView text, qsizetype position)
{
    return position >= 0 && position < text.size() ? text[position].unicode() : u'\0';
}

quint64 pack(char16_t first, char16_t second, char16_t third = 0)
{
    return (quint64(first) << 32) | (quint64(second) << 16) | quint64(third);
}

std::u16string_view view(QStringView text)
{
    return {reinterpret_cast<const char16_t *>(text.utf16()), size_t(text.size())};
}

// Whether a name of length units at position of text stands where only a name does.
bool inNameContext(QStringView text, qsizetype start, qsizetype end)
{
    const std::u16string_view before = view(text.first(start));
    const std::u16string_view after = view(text.sliced(end));
    return std::any_of(NameFollowers.begin(), NameFollowers.end(),
                       [&](std::u16string_view follower) { return after.starts_with(follower); }) ||
           std::any_of(NamePrecedents.begin(), NamePrecedents.end(),
                       [&](std::u16string_view precedent) { return before.ends_with(precedent); });
}

} // namespace

FoundNames::FoundNames(std::vector<FoundName> names)
    : m_names(std::move(names))
{
    for (int index = 0; index < int(m_names.size()); ++index) {
        const char16_t first = m_names[size_t(index)].given.front().unicode();
        m_byFirst[first].push_back(index);
        m_firsts.set(first);
    }
    // The longest given name first where two begin alike.
    for (auto &[first, indexes] : m_byFirst)
        std::stable_sort(indexes.begin(), indexes.end(), [&](int left, int right) {
            return m_names[size_t(left)].given.size() > m_names[size_t(right)].given.size();
        });
}

QString FoundNames::bookForm(int name, int index) const
{
    if (size_t(name) >= m_bookForms.size() || index < 0 ||
        index >= m_bookForms[size_t(name)].size())
        return {};
    return m_bookForms[size_t(name)][index];
}

void FoundNames::setBookForms(std::vector<QStringList> forms)
{
    m_bookForms = std::move(forms);
}

bool FoundNames::followsSurname(QStringView text, const Occurrence &occurrence) const
{
    const QString &surname = m_names[size_t(occurrence.name)].surname;
    return occurrence.position >= surname.size() &&
           text.sliced(occurrence.position - surname.size(), surname.size()) == surname;
}

std::vector<FoundNames::Occurrence> FoundNames::occurrencesIn(QStringView text) const
{
    std::vector<Occurrence> occurrences;
    if (m_names.empty())
        return occurrences;
    for (qsizetype position = 0; position < text.size(); ++position) {
        if (!m_firsts.test(text[position].unicode()))
            continue;
        const auto found = m_byFirst.find(text[position].unicode());
        if (found == m_byFirst.end())
            continue;
        for (const int index : found->second) {
            const FoundName &name = m_names[size_t(index)];
            const Occurrence occurrence{position, index};
            if (!text.sliced(position).startsWith(name.given) ||
                (name.given.size() == 1 && !followsSurname(text, occurrence)))
                continue;
            occurrences.push_back(occurrence);
            position += name.given.size() - 1;
            break;
        }
    }
    return occurrences;
}

NameFinder::NameFinder(const WordList &simplifiedWords, SeveralReadings severalReadings,
                       const WordList *traditionalWords)
    : m_words(simplifiedWords)
    , m_traditionalWords(traditionalWords)
    , m_severalReadings(std::move(severalReadings))
{}

NameFinder NameFinder::bundled()
{
    return NameFinder(WordList::simplified(), bundledReadings(), &WordList::bundled());
}

bool NameFinder::isCommonSurname(char32_t character)
{
    // Asked of every character of a novel: looked up, not searched for.
    static const std::bitset<0x10000> surnames = [] {
        std::bitset<0x10000> set;
        for (const char16_t surname : CommonSurnames)
            set.set(surname);
        return set;
    }();
    return character <= 0xFFFF && surnames.test(character);
}

bool NameFinder::isWord(std::u16string_view characters) const
{
    const QStringView word(characters.data(), qsizetype(characters.size()));
    return m_words.score(word) || (m_traditionalWords && m_traditionalWords->score(word));
}

void NameFinder::readSurnames(QStringView text)
{
    for (qsizetype position = 0; position + 1 < text.size(); ++position) {
        const char16_t surname = text[position].unicode();
        if (!isCommonSurname(surname) || !isIdeograph(unitAt(text, position + 1)))
            continue;
        // A surname's character that ends a word is no surname there (国王, 一万), unless the
        // word is a form of address (老王).
        const char16_t before = unitAt(text, position - 1);
        if (isIdeograph(before) && AddressPrefixes.find(before) == std::u16string_view::npos &&
            isWord(std::u16string{before, surname}))
            continue;
        const char16_t first = text[position + 1].unicode();
        ++m_pairs[pack(surname, first)];
        const char16_t second = unitAt(text, position + 2);
        if (isIdeograph(second))
            ++m_triples[pack(surname, first, second)];
    }
}

// The given names worth counting, from the surnames and what follows them (see the class).
void NameFinder::chooseCandidates()
{
    m_chosen = true;
    // The likeliest second character of each surname and first character.
    std::unordered_map<quint64, std::pair<char16_t, int>> likeliestSecond;
    for (const auto &[key, count] : m_triples) {
        auto &[second, most] = likeliestSecond[key & ~quint64(0xFFFF)];
        if (count > most || (count == most && char16_t(key) < second)) {
            second = char16_t(key);
            most = count;
        }
    }
    std::vector<FoundName> candidates;
    for (const auto &[key, count] : m_pairs) {
        const char16_t surname = char16_t(key >> 32);
        const char16_t first = char16_t(key >> 16);
        if (count < 2 || isWord(std::u16string{surname, first}))
            continue;
        const auto second = likeliestSecond.find(key);
        if (second != likeliestSecond.end() && second->second.second >= 2 &&
            2 * second->second.second >= count) {
            const std::u16string given{first, second->second.first};
            if (!isWord(given) && !isWord(std::u16string{surname} + given) &&
                (m_severalReadings(given[0]) || m_severalReadings(given[1])))
                candidates.push_back(
                    {QString(QChar(surname)), QString::fromStdU16String(given), 0, 0, 0});
        } else if (count >= Recurrence && m_severalReadings(first)) {
            candidates.push_back({QString(QChar(surname)), QString(QChar(first)), 0, 0, 0});
        }
    }
    // In an order of their own, whatever the hash tables' order.
    std::sort(candidates.begin(), candidates.end(), [](const FoundName &a, const FoundName &b) {
        return std::tie(a.given, a.surname) < std::tie(b.given, b.surname);
    });
    m_counted = candidates;
    m_candidates = FoundNames(std::move(candidates));
    m_pairs = {};
    m_triples = {};
}

void NameFinder::readGivenNames(QStringView text)
{
    if (!m_chosen)
        chooseCandidates();
    for (const FoundNames::Occurrence &occurrence : m_candidates.occurrencesIn(text)) {
        FoundName &name = m_counted[size_t(occurrence.name)];
        const bool withSurname = m_candidates.followsSurname(text, occurrence);
        (withSurname ? name.withSurname : name.alone) += 1;
        const qsizetype start = occurrence.position - (withSurname ? name.surname.size() : 0);
        if (inNameContext(text, start, occurrence.position + name.given.size()))
            ++name.inNameContext;
    }
}

FoundNames NameFinder::names() const
{
    std::vector<FoundName> names;
    for (const FoundName &name : m_counted) {
        const bool recurs =
            name.given.size() == 1
                ? name.withSurname >= Recurrence
                : name.withSurname >= 2 && name.withSurname + name.alone >= Recurrence;
        if (recurs && name.inNameContext > 0)
            names.push_back(name);
    }
    return FoundNames(std::move(names));
}

FoundNames NameFinder::of(QStringView text, const WordList &simplifiedWords,
                          const SeveralReadings &severalReadings, const WordList *traditionalWords)
{
    NameFinder finder(simplifiedWords, severalReadings, traditionalWords);
    finder.readSurnames(text);
    finder.readGivenNames(text);
    return finder.names();
}

NameFinder::SeveralReadings NameFinder::bundledReadings()
{
    return [](char32_t character) {
        return !ContextEvidence::bundled().prior(character).empty();
    };
}

FoundNames NameFinder::of(QStringView text)
{
    return of(text, WordList::simplified(), bundledReadings(), &WordList::bundled());
}

} // namespace duizhao
