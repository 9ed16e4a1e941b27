// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/names/booknames.h"

#include "core/books/epub/epubbook.h"
#include "core/conversion/converter.h"
#include "core/jobs/jobcontrol.h"
#include "core/text/textfile.h"

#include <QStringTokenizer>

namespace duizhao {

FoundNames BookNames::ofFiles(const QStringList &paths, const QString &fromEncoding,
                              JobControl *control, const Converter *converter)
{
    NameFinder finder = NameFinder::bundled();
    std::optional<FoundNames> names;
    std::optional<BookNameForms> forms;
    // Read for the surnames, the given names, and then, given a converter, their forms.
    for (const int pass : {0, 1, 2}) {
        if (pass == 2) {
            names = finder.names();
            if (!converter || names->isEmpty())
                break;
            forms.emplace(*names);
        }
        for (const QString &path : paths) {
            if (control && control->isCancelled())
                return {};
            BytesResult bytes = TextFile::readBytes(path, ReadOptions().sizeLimit);
            if (bytes.error)
                continue; // its own conversion says why
            const ReadResult read = TextFile::decode(std::move(bytes.bytes), path, {fromEncoding});
            if (!read.ok())
                continue;
            if (pass == 0)
                finder.readSurnames(read.text);
            else if (pass == 1)
                finder.readGivenNames(read.text);
            else
                forms->read(read.text, *converter);
        }
    }
    if (forms)
        names->setBookForms(forms->commonest());
    return std::move(*names);
}

FoundNames BookNames::ofEpub(const QString &path, JobControl *control, const Converter *converter)
{
    QString error;
    const std::optional<EpubBook> book = EpubBook::open(path, &error);
    // A chapter that does not read leaves the others their names; its own conversion says why.
    const std::optional<ChapteredText> whole =
        book ? book->wholeText(&error, EpubBook::Unreadable::Skip) : std::nullopt;
    if (!whole || (control && control->isCancelled()))
        return {}; // its chapters' conversions say why
    FoundNames names = NameFinder::of(whole->text);
    if (converter && !names.isEmpty()) {
        BookNameForms forms(names);
        forms.read(whole->text, *converter);
        names.setBookForms(forms.commonest());
    }
    return names;
}

BookNameForms::BookNameForms(const FoundNames &names)
    : m_names(names)
    , m_counts(names.all().size())
{
    for (size_t name = 0; name < m_counts.size(); ++name)
        m_counts[name].resize(size_t(names.all()[name].given.size()));
}

void BookNameForms::read(QStringView text, const Converter &converter)
{
    struct Run {
        qsizetype begin;
        qsizetype end;
        FoundNames::Occurrence name;
    };
    // Each name on its own, its surname with it where it follows one: a phrase that runs across
    // the name's end or beginning (周冲走了: 冲走 → 沖走) reads other words, not the name, as
    // TextNames has it too.
    std::vector<Run> runs;
    for (const FoundNames::Occurrence &occurrence : m_names.occurrencesIn(text)) {
        const FoundName &name = m_names.all()[size_t(occurrence.name)];
        const qsizetype begin =
            occurrence.position -
            (m_names.followsSurname(text, occurrence) ? name.surname.size() : 0);
        runs.push_back({begin, occurrence.position + name.given.size(), occurrence});
    }
    // Converted at once, a line each: a line break ends every phrase, as punctuation does.
    QString lines;
    for (const Run &run : runs) {
        lines += text.sliced(run.begin, run.end - run.begin);
        lines += u'\n';
    }
    const QString converted = converter.convert(lines);
    size_t index = 0;
    for (const QStringView line : QStringTokenizer(converted, u'\n')) {
        if (index >= runs.size())
            break;
        const Run &run = runs[index++];
        // Where the conversion changed the run's length (a word replaced by a longer one), its
        // characters no longer stand where the source's do: not counted.
        if (line.size() != run.end - run.begin)
            continue;
        const qsizetype given = m_names.all()[size_t(run.name.name)].given.size();
        for (qsizetype at = 0; at < given; ++at)
            ++m_counts[size_t(run.name.name)][size_t(at)]
                      [line[run.name.position - run.begin + at].unicode()];
    }
}

std::vector<QStringList> BookNameForms::commonest() const
{
    std::vector<QStringList> forms(m_counts.size());
    for (size_t name = 0; name < m_counts.size(); ++name) {
        for (const std::map<char16_t, int> &counts : m_counts[name]) {
            char16_t form = 0;
            int most = 0;
            bool tie = false;
            for (const auto &[written, count] : counts) {
                if (count > most) {
                    form = written;
                    most = count;
                    tie = false;
                } else if (count == most) {
                    tie = true;
                }
            }
            forms[name].append(tie || most == 0 ? QString() : QString(QChar(form)));
        }
    }
    return forms;
}

std::shared_ptr<const FoundNames>
SharedBookNames::get(JobControl *control, const std::shared_ptr<const Converter> &converter)
{
    const std::lock_guard lock(m_mutex);
    std::erase_if(m_names, [](const auto &found) { return found.first.expired(); });
    for (const auto &[by, names] : m_names) {
        if (by.lock() == converter)
            return names;
    }
    FoundNames found = m_find(control, converter.get());
    if (control && control->isCancelled())
        return nullptr;
    m_names.emplace_back(converter, std::make_shared<const FoundNames>(std::move(found)));
    return m_names.back().second;
}

} // namespace duizhao
