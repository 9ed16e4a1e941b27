// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/names/booknames.h"

#include "core/books/epub/epubbook.h"
#include "core/conversion/converter.h"
#include "core/jobs/jobcontrol.h"
#include "core/text/textfile.h"

namespace duizhao {

FoundNames BookNames::ofFiles(const QStringList &paths, const QString &fromEncoding,
                              JobControl *control, const Converter *converter)
{
    NameFinder finder = NameFinder::bundled();
    // Read for the surnames, then for the given names.
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
    FoundNames names = finder.names();
    if (converter)
        countForms(names, *converter);
    return names;
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
    if (converter)
        countForms(names, *converter);
    return names;
}

void BookNames::countForms(FoundNames &names, const Converter &converter)
{
    if (names.isEmpty())
        return;
    // Every name twice, with its surname and alone, converted at once, a line each: a line break
    // ends every phrase, as punctuation does.
    QString lines;
    for (const FoundName &name : names.all())
        lines += name.surname + name.given + u'\n' + name.given + u'\n';
    const QString converted = converter.convert(lines);
    const QList<QStringView> written = QStringView(converted).split(u'\n');
    std::vector<QStringList> forms;
    for (size_t index = 0; index < names.all().size(); ++index) {
        const FoundName &name = names.all()[index];
        QStringView withSurname = written.value(qsizetype(2 * index));
        const QStringView alone = written.value(qsizetype(2 * index + 1));
        // Where the conversion changed a length (a word replaced by a longer one), the given
        // name's characters no longer stand where the source's do: that form is not counted.
        withSurname = withSurname.size() == name.surname.size() + name.given.size()
                          ? withSurname.sliced(name.surname.size())
                          : QStringView();
        const int withCount = withSurname.size() == name.given.size() ? name.withSurname : 0;
        const int aloneCount = alone.size() == name.given.size() ? name.alone : 0;
        QStringList nameForms;
        for (qsizetype at = 0; at < name.given.size(); ++at) {
            const QChar withForm = withCount > 0 ? withSurname[at] : QChar();
            const QChar aloneForm = aloneCount > 0 ? alone[at] : QChar();
            const QChar form = withForm == aloneForm || withCount > aloneCount ? withForm
                               : aloneCount > withCount                        ? aloneForm
                                                                               : QChar(); // a tie
            nameForms.append(form.isNull() ? QString() : QString(form));
        }
        forms.push_back(std::move(nameForms));
    }
    names.setBookForms(std::move(forms));
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
    if (!m_found) {
        FoundNames found = m_find(control);
        if (control && control->isCancelled())
            return nullptr;
        m_found = std::move(found);
    }
    FoundNames names = *m_found;
    if (converter)
        BookNames::countForms(names, *converter);
    m_names.emplace_back(converter, std::make_shared<const FoundNames>(std::move(names)));
    return m_names.back().second;
}

} // namespace duizhao
