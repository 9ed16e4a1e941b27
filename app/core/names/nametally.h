// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/review/explanation.h"

#include <QString>
#include <QStringList>
#include <QStringView>

#include <functional>
#include <utility>
#include <vector>

namespace duizhao {

// A name of the text, or of its book, as the converted text writes it: a row of the window's
// Names list, and where a choice of its form goes.
struct NameEntry {
    // A character of the given name where the text has it, converted with several candidates: its
    // span (of that one character) and the character's index in the given name.
    struct Place {
        size_t span;
        int index;
    };

    FoundName name;
    int inText = 0;         // occurrences in this text
    int inBook = 0;         // as the name finder counted them: in the whole book, for a book
    QString surnameWritten; // the surname as converted where the name follows it
    // The given name's forms in the converted text and how often, the commonest first.
    std::vector<std::pair<QString, int>> written;
    // Every form its characters' candidates give, those written first.
    QStringList forms;
    std::vector<Place> places; // in text order
    // Whether a glossary rule writes it somewhere in the text: another form is then the rule's
    // to write, converting again, as no place of it is a candidate of OpenCC's to pick.
    bool ruled = false;

    // What a glossary rule for the name replaces: a given name of two characters wherever it
    // stands, one of a single character only after its surname (as the name finder reads them).
    QString ruleSource() const;
    // What the name reads as, written in form (one of forms or written): a given name of two
    // characters as itself, one of a single character with its surname, as the rule writes it
    // and as a reader knows it (周幹, not 幹).
    QString writtenAs(const QString &form) const;
    // The glossary rule that writes the name as form.
    QString ruleFor(const QString &form) const;
    // The form the text writes most, or empty when it writes the name nowhere.
    QString mostWritten() const { return written.empty() ? QString() : written.front().first; }
};

// The names an explanation was judged with (Explanation::names), each with the forms the
// converted text writes it in: the names most written in the text first.
class NameTally final {
public:
    // What a span reads now in the converted text (a pick, a fix, an edit); the explanation's
    // result where it returns nothing.
    using Reads = std::function<QString(size_t span)>;

    static std::vector<NameEntry> of(const Explanation &explanation, QStringView source,
                                     const Reads &reads = {});
};

} // namespace duizhao
