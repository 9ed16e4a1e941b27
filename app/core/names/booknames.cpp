// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/names/booknames.h"

#include "core/books/epub/epubbook.h"
#include "core/jobs/jobcontrol.h"
#include "core/judgment/wordlist.h"
#include "core/text/textfile.h"

namespace duizhao {

FoundNames BookNames::ofFiles(const QStringList &paths, const QString &fromEncoding,
                              JobControl *control)
{
    NameFinder finder(WordList::simplified(), NameFinder::bundledReadings());
    for (const bool surnames : {true, false}) {
        for (const QString &path : paths) {
            if (control && control->isCancelled())
                return {};
            BytesResult bytes = TextFile::readBytes(path, ReadOptions().sizeLimit);
            if (bytes.error)
                continue; // its own conversion says why
            const ReadResult read = TextFile::decode(std::move(bytes.bytes), path, {fromEncoding});
            if (!read.ok())
                continue;
            if (surnames)
                finder.readSurnames(read.text);
            else
                finder.readGivenNames(read.text);
        }
    }
    return finder.names();
}

FoundNames BookNames::ofEpub(const QString &path, JobControl *control)
{
    QString error;
    const std::optional<EpubBook> book = EpubBook::open(path, &error);
    const std::optional<ChapteredText> whole = book ? book->wholeText(&error) : std::nullopt;
    if (!whole || (control && control->isCancelled()))
        return {}; // its chapters' conversions say why
    return NameFinder::of(whole->text);
}

std::shared_ptr<const FoundNames> SharedBookNames::get(JobControl *control)
{
    const std::lock_guard lock(m_mutex);
    if (!m_names) {
        FoundNames found = m_find(control);
        if (control && control->isCancelled())
            return nullptr;
        m_names = std::make_shared<const FoundNames>(std::move(found));
    }
    return m_names;
}

} // namespace duizhao
