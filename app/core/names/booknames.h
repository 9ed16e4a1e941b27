// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/names/namefinder.h"

#include <QString>
#include <QStringList>

#include <functional>
#include <memory>
#include <mutex>
#include <optional>
#include <vector>

namespace duizhao {

class Converter;
class JobControl;

// A book's names found before any of its chapters is judged (NameFinder), so that chapter 300
// follows chapter 1: each text file of a folder read twice, one at a time, only the counts kept;
// an EPUB's chapters read as one text. Given the converter the chapters are converted with, the
// form it writes each given name in over the whole book is the name's form in every chapter
// (FoundNames::bookForm, countForms): a chapter whose phrases read the name otherwise (周冲走了 →
// 周沖走了 three times, where the book writes 周衝 everywhere else) follows the book, not its own
// majority. Empty when cancelled.
class BookNames final {
public:
    static FoundNames ofFiles(const QStringList &paths, const QString &fromEncoding,
                              JobControl *control, const Converter *converter = nullptr);
    static FoundNames ofEpub(const QString &path, JobControl *control,
                             const Converter *converter = nullptr);

    // Sets the form converter writes each character of each given name in most often over the
    // book the names were found in. A name is converted on its own, with its surname where it
    // follows one, for a phrase that runs across the name's end or beginning (冲走 → 沖走) reads
    // other words, not the name. So every occurrence after the surname is written alike, and
    // every one without it: the finder's counts of each (FoundName::withSurname, alone) weigh the
    // two forms, and the texts need not be read again. A form is empty where the two tie.
    static void countForms(FoundNames &names, const Converter &converter);
};

// A book's names found once, the first time a chapter of it converted so asks, from whichever
// thread, and their forms counted once for each converter (BookNames::countForms): the window's
// conversions of one open book share them, and a config changed does not read the book again. A
// search cancelled is not kept: the next asks again.
class SharedBookNames final {
public:
    // The book's names, their forms not counted.
    using Find = std::function<FoundNames(JobControl *control)>;
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
    std::optional<FoundNames> m_found;
    // By converter: a converter let go of (the data changed) is not held on to here.
    std::vector<std::pair<std::weak_ptr<const Converter>, std::shared_ptr<const FoundNames>>>
        m_names;
};

} // namespace duizhao
