// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/names/nametally.h"

#include "core/conversion/glossary.h"
#include "core/judgment/contextevidence.h"

#include <algorithm>
#include <map>
#include <optional>

namespace duizhao {

QString NameEntry::ruleSource() const
{
    return name.given.size() == 1 ? name.surname + name.given : name.given;
}

QString NameEntry::writtenAs(const QString &form) const
{
    if (name.given.size() != 1)
        return form;
    return (surnameWritten.isEmpty() ? name.surname : surnameWritten) + form;
}

QString NameEntry::ruleFor(const QString &form) const
{
    return Glossary::formatRule(ruleSource(), writtenAs(form));
}

namespace {

// Reads the converted text one source character at a time.
class ConvertedCharacters final {
public:
    ConvertedCharacters(const Explanation &explanation, QStringView source,
                        const NameTally::Reads &reads)
        : m_explanation(explanation)
        , m_source(source)
        , m_reads(reads)
    {}

    struct Reading {
        QString text;                    // what the character became; empty inside a word replaced
        std::optional<size_t> candidate; // its span, where one of several candidates was written
        bool ruled = false;              // written by a glossary rule
    };

    Reading at(qsizetype position) const
    {
        const auto &spans = m_explanation.spans;
        // The last span that begins at or before position.
        auto found = std::upper_bound(
            spans.begin(), spans.end(), position,
            [](qsizetype at, const ExplainedSpan &span) { return at < span.sourcePosition; });
        if (found == spans.begin() ||
            (--found, position >= found->sourcePosition + found->sourceLength))
            return {QString(m_source[position]), std::nullopt}; // converted to itself
        const ExplainedSpan &span = *found;
        const bool ruled =
            span.category == SpanCategory::Protected || span.category == SpanCategory::Glossary;
        if (span.sourceLength != span.resultLength)
            return {QString(), std::nullopt, ruled};
        const size_t index = size_t(found - spans.begin());
        const bool several = span.sourceLength == 1 && span.candidates >= 0;
        QString now = several && m_reads ? m_reads(index) : QString();
        if (now.size() != 1)
            now = m_explanation.result.mid(span.resultPosition + position - span.sourcePosition, 1);
        return {now, several ? std::optional(index) : std::nullopt, ruled};
    }

private:
    const Explanation &m_explanation;
    QStringView m_source;
    const NameTally::Reads &m_reads;
};

// Every form the characters' options make, those written first, the commonest first, then the
// others in the order of the options (the written ones first among each character's).
QStringList formsOf(const std::vector<std::pair<QString, int>> &written,
                    const std::vector<QStringList> &options)
{
    QStringList forms{QString()};
    for (const QStringList &characterOptions : options) {
        QStringList longer;
        for (const QString &form : forms) {
            for (const QString &option : characterOptions)
                longer << form + option;
        }
        forms = longer;
    }
    QStringList ordered;
    for (const auto &[form, count] : written)
        ordered << form;
    for (const QString &form : forms) {
        if (!ordered.contains(form))
            ordered << form;
    }
    return ordered;
}

} // namespace

std::vector<NameEntry> NameTally::of(const Explanation &explanation, QStringView source,
                                     const Reads &reads)
{
    std::vector<NameEntry> entries;
    if (explanation.names.empty())
        return entries;
    const FoundNames names(explanation.names);
    const ConvertedCharacters converted(explanation, source, reads);
    struct Counts {
        std::map<QString, int> written;
        std::map<QString, int> surnames;
        std::vector<QStringList> options;
    };
    std::vector<Counts> counts(names.all().size());
    for (size_t index = 0; index < names.all().size(); ++index) {
        const FoundName &name = names.all()[index];
        NameEntry entry;
        entry.name = name;
        entry.inBook = name.withSurname + name.alone;
        entries.push_back(std::move(entry));
        counts[index].options.resize(size_t(name.given.size()));
    }
    for (const FoundNames::Occurrence &occurrence : names.occurrencesIn(source)) {
        NameEntry &entry = entries[size_t(occurrence.name)];
        Counts &count = counts[size_t(occurrence.name)];
        ++entry.inText;
        QString form;
        bool whole = true;
        for (int index = 0; index < entry.name.given.size(); ++index) {
            const ConvertedCharacters::Reading reading = converted.at(occurrence.position + index);
            whole = whole && reading.text.size() == 1;
            form += reading.text;
            QStringList &options = count.options[size_t(index)];
            if (reading.text.size() == 1 && !options.contains(reading.text))
                options << reading.text;
            if (reading.ruled) {
                // The rule's span has no candidates: the character's own readings stand in.
                entry.ruled = true;
                const char32_t character = entry.name.given[index].unicode();
                for (const ContextEvidence::Weight &weight :
                     ContextEvidence::bundled().prior(character)) {
                    const QString candidate = QString::fromUcs4(&weight.candidate, 1);
                    if (!options.contains(candidate))
                        options << candidate;
                }
            }
            if (!reading.candidate)
                continue;
            entry.places.push_back({*reading.candidate, index});
            for (const QString &candidate :
                 explanation.candidates(explanation.spans[*reading.candidate])) {
                if (!options.contains(candidate))
                    options << candidate;
            }
        }
        if (whole)
            ++count.written[form];
        if (names.followsSurname(source, occurrence)) {
            const qsizetype surname = occurrence.position - entry.name.surname.size();
            if (const QString written = converted.at(surname).text; !written.isEmpty())
                ++count.surnames[written];
        }
    }
    const auto commonest = [](const std::map<QString, int> &counted) {
        std::vector<std::pair<QString, int>> sorted(counted.begin(), counted.end());
        std::stable_sort(sorted.begin(), sorted.end(),
                         [](const auto &a, const auto &b) { return a.second > b.second; });
        return sorted;
    };
    for (size_t index = 0; index < entries.size(); ++index) {
        NameEntry &entry = entries[index];
        entry.written = commonest(counts[index].written);
        if (const auto surnames = commonest(counts[index].surnames); !surnames.empty())
            entry.surnameWritten = surnames.front().first;
        entry.forms = formsOf(entry.written, counts[index].options);
    }
    std::stable_sort(entries.begin(), entries.end(), [](const NameEntry &a, const NameEntry &b) {
        return a.inText != b.inText ? a.inText > b.inText : a.inBook > b.inBook;
    });
    return entries;
}

} // namespace duizhao
