// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/books/chapteredtext.h"
#include "core/diff/textdiff.h"

#include <QString>

namespace duizhao {

// Renders a diff for a terminal. Changes that share lines form a hunk. With colour, each hunk
// shows its lines from A ("-") and from B ("+") with the changed characters highlighted; without,
// one text with inline marks: 原[-来-]{+來+}. A book's lines are numbered in its chapters: with
// colour each chapter's hunks come under its name and title, without each hunk begins with
// entry:line.
class DiffPrinter final {
public:
    DiffPrinter(QStringView a, QStringView b, const DiffResult &diff);
    // The chapters of A and of B, when they are books (ChapteredText); kept by the caller.
    void setChapters(const ChapteredText *a, const ChapteredText *b);

    QString render(bool colour) const;

private:
    struct Hunk {
        size_t firstChange;
        size_t endChange;
        int aFirstLine, aLastLine;
        int bFirstLine, bLastLine;
    };

    std::vector<Hunk> hunks() const;
    QString renderColoured(const Hunk &hunk) const;
    QString renderInline(const Hunk &hunk) const;

    // A 0-based line as a person reads it: 1-based, in its chapter for a book.
    static QString lineName(const ChapteredText *book, int line);
    // The chapter heading a hunk comes under, when it begins another chapter than `previous`.
    QString chapterHeading(const Hunk &hunk, int *previous) const;

    QStringView m_a;
    QStringView m_b;
    const DiffResult &m_diff;
    std::vector<int> m_aLineStarts;
    std::vector<int> m_bLineStarts;
    const ChapteredText *m_aChapters = nullptr;
    const ChapteredText *m_bChapters = nullptr;
};

} // namespace duizhao
