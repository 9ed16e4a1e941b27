// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>
#include <QStringList>
#include <QStringView>

#include <bitset>
#include <functional>
#include <unordered_map>
#include <vector>

namespace duizhao {

class WordList;

// A person's name that a text or a book writes again and again, in the source's Simplified.
struct FoundName {
    QString surname;       // the surname it follows where written in full (王)
    QString given;         // one or two characters (某于)
    int withSurname = 0;   // how often after the surname
    int alone = 0;         // how often without it (for a given name of two characters)
    int inNameContext = 0; // how often where a name stands (跟某于, 某于说)
};

// The names found, and where they stand in a text.
class FoundNames final {
public:
    struct Occurrence {
        qsizetype position; // of the given name, in UTF-16 units
        int name;           // its index in all()
    };

    FoundNames() = default;
    explicit FoundNames(std::vector<FoundName> names);

    bool isEmpty() const { return m_names.empty(); }
    const std::vector<FoundName> &all() const { return m_names; }
    // Every given name in text, in order, the longest where two begin alike: a name of two
    // characters wherever it stands, one of a single character only after its surname (alone it is
    // likelier a word).
    std::vector<Occurrence> occurrencesIn(QStringView text) const;
    // Whether the name at position of text follows its surname.
    bool followsSurname(QStringView text, const Occurrence &occurrence) const;

    // The form a conversion writes a character of a given name in most often over the whole
    // book (BookNames, given a converter): the name's form in every chapter, so that chapter 300
    // follows chapter 1. Empty where the book's forms were not counted, or two forms tie.
    QString bookForm(int name, int index) const;
    // For each name, a form for each character of its given name (empty for none).
    void setBookForms(std::vector<QStringList> forms);

private:
    std::vector<FoundName> m_names;
    std::vector<QStringList> m_bookForms; // empty, or one list for each name
    std::unordered_map<char16_t, std::vector<int>>
        m_byFirst; // names by the given name's first unit
    // The units a given name begins with: asked of every unit of a novel, where a lookup in
    // m_byFirst was most of the search.
    std::bitset<0x10000> m_firsts;
};

// Finds names as a reader does, in the Simplified source: a common surname followed, again and
// again, by the same one or two characters that no word has (王某于: neither 王某, 某于 nor 王某于
// is a word; of either script, for a chapter may be Traditional already or half converted, and
// 沈萬里 is no more a name than 沈万里: 萬里 is a word too), which then recur with or without the
// surname, at least once where only a name stands (before 说, 道, 笑, 问, 点头 …; after 跟, 对, 叫,
// 看着 …). A given name of two characters must follow its surname in at least half of the places
// where the surname's next character does (李白于 is 李白 and the preposition 于, for 李白 goes on
// with other characters). Only names with a character of several readings are kept: the others
// convert one way.
//
// Reads texts twice, so that a book's names come from all its chapters: readSurnames over every
// text, then readGivenNames over every text. Counts only, never the texts. A name's characters are
// ideographs of the Basic Multilingual Plane; any other character ends it.
class NameFinder final {
public:
    // Whether a character converts to several readings (于 → 於/于).
    using SeveralReadings = std::function<bool(char32_t)>;

    // The word lists are read while the finder lives, not copied; traditionalWords may be null.
    NameFinder(const WordList &simplifiedWords, SeveralReadings severalReadings,
               const WordList *traditionalWords = nullptr);
    // With the bundled word lists of both scripts and OpenCC's data (bundledReadings).
    static NameFinder bundled();

    // How often a name recurs before it counts: once or twice is a coincidence.
    static constexpr int Recurrence = 3;

    void readSurnames(QStringView text);
    void readGivenNames(QStringView text);
    FoundNames names() const;

    // The names of one text: both readings.
    static FoundNames of(QStringView text, const WordList &simplifiedWords,
                         const SeveralReadings &severalReadings,
                         const WordList *traditionalWords = nullptr);
    // The bundled word lists' and OpenCC's data: the characters of several readings are those of
    // the risk table (ContextEvidence).
    static FoundNames of(QStringView text);
    static SeveralReadings bundledReadings();

    // About the hundred commonest Chinese surnames.
    static bool isCommonSurname(char32_t character);

private:
    bool isWord(std::u16string_view characters) const;
    void chooseCandidates();

    const WordList &m_words;
    const WordList *m_traditionalWords;
    SeveralReadings m_severalReadings;
    // A surname and the one or two characters after it, as 16-bit units packed into 48 bits.
    std::unordered_map<quint64, int> m_pairs;
    std::unordered_map<quint64, int> m_triples;
    FoundNames m_candidates;          // once every text's surnames are read
    std::vector<FoundName> m_counted; // the candidates as the given names' reading counts them
    bool m_chosen = false;
};

} // namespace duizhao
