// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/names/namefinder.h"

#include <QString>
#include <QStringList>

#include <functional>
#include <map>
#include <memory>
#include <mutex>
#include <vector>

namespace duizhao {

class Converter;
class JobControl;

// A book's names found before any of its chapters is judged (NameFinder), so that chapter 300
// follows chapter 1: each text file of a folder read twice, one at a time, only the counts kept;
// an EPUB's chapters read as one text. Given the converter the chapters are converted with, the
// forms it writes each given name in over the whole book are counted too (a folder's files read
// a third time), and the commonest is the name's form in every chapter (FoundNames::bookForm):
// a chapter whose phrases read the name otherwise (周冲走了 → 周沖走了 three times, where the book
// writes 周衝 everywhere else) follows the book, not its own majority. Empty when cancelled.
class BookNames final {
public:
    static FoundNames ofFiles(const QStringList &paths, const QString &fromEncoding,
                              JobControl *control, const Converter *converter = nullptr);
    static FoundNames ofEpub(const QString &path, JobControl *control,
                             const Converter *converter = nullptr);
};

// How often a converter writes each character of each found given name in each form, counted
// over texts: each name converted on its own, with its surname where it follows one, as a phrase
// that runs across the name's end or beginning reads other words.
class BookNameForms final {
public:
    explicit BookNameForms(const FoundNames &names);

    void read(QStringView text, const Converter &converter);
    // For each name, the commonest form of each character of its given name; empty for a
    // character never counted, or whose commonest forms tie.
    std::vector<QStringList> commonest() const;

private:
    const FoundNames &m_names;
    std::vector<std::vector<std::map<char16_t, int>>> m_counts; // by name, by character, by form
};

// A book's names found once for each converter, the first time a chapter of it converted so
// asks, from whichever thread: the window's conversions of one open book share them. A search
// cancelled is not kept: the next asks again.
class SharedBookNames final {
public:
    using Find = std::function<FoundNames(JobControl *control, const Converter *converter)>;
    explicit SharedBookNames(Find find)
        : m_find(std::move(find))
    {}

    // The book's names, with the forms converter writes them in; null when the search was
    // cancelled.
    std::shared_ptr<const FoundNames> get(JobControl *control,
                                          const std::shared_ptr<const Converter> &converter);

private:
    std::mutex m_mutex;
    Find m_find;
    // By converter: a converter let go of (the data changed) is not held on to here.
    std::vector<std::pair<std::weak_ptr<const Converter>, std::shared_ptr<const FoundNames>>>
        m_names;
};

} // namespace duizhao
