// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/names/namefinder.h"

#include <QString>
#include <QStringList>

#include <functional>
#include <memory>
#include <mutex>

namespace duizhao {

class JobControl;

// A book's names found before any of its chapters is judged (NameFinder), so that chapter 300
// follows chapter 1: each text file of a folder read twice, one at a time, only the counts kept;
// an EPUB's chapters read as one text. Empty when cancelled.
class BookNames final {
public:
    static FoundNames ofFiles(const QStringList &paths, const QString &fromEncoding,
                              JobControl *control);
    static FoundNames ofEpub(const QString &path, JobControl *control);
};

// A book's names found once, the first time a chapter of it asks, from whichever thread: the
// window's conversions of one open book share one. A search cancelled is not kept: the next asks
// again.
class SharedBookNames final {
public:
    using Find = std::function<FoundNames(JobControl *control)>;
    explicit SharedBookNames(Find find)
        : m_find(std::move(find))
    {}

    // The book's names; null when the search was cancelled.
    std::shared_ptr<const FoundNames> get(JobControl *control);

private:
    std::mutex m_mutex;
    Find m_find;
    std::shared_ptr<const FoundNames> m_names;
};

} // namespace duizhao
