// SPDX-License-Identifier: GPL-3.0-or-later
#include "document/session.h"

#include "core/books/epub/epubbook.h"
#include "core/conversion/configcatalog.h"
#include "document/conversionjobs.h"
#include "document/highlightpalette.h"

#include <QDir>
#include <QFileInfo>

#include <algorithm>

namespace duizhao {

Session::Stage Session::stage() const
{
    if (m_shown.comparing)
        return m_shown.compareSettings.showCompared &&
                       !m_shown.compareSettings.normalizeConfig.isEmpty()
                   ? Stage::ShowingCompared
                   : Stage::Comparing;
    if (m_shown.preview)
        return Stage::Preview;
    if (m_shown.explaining)
        return Stage::Explaining;
    return hasText() ? Stage::Ready : Stage::Empty;
}

Session::Shown Session::show(ConversionOutcome outcome)
{
    Shown shown;
    shown.newSource = outcome.sourceDocument != nullptr;
    shown.newConverted = outcome.convertedDocument != nullptr;
    shown.replacesPreview = stage() == Stage::Preview;
    shown.explainsShown = stage() == Stage::Explaining && !shown.newConverted;
    if (shown.newSource) {
        take(outcome);
    } else {
        // Converted again by another config: the file saved before holds another conversion,
        // which a Save would replace unasked. The next Save asks where.
        if (shown.newConverted && !outcome.comparing && !outcome.config.isEmpty() &&
            outcome.config != m_shown.config)
            forgetSaveTarget();
        outcome.keepOriginOf(m_shown);
    }
    // The outcome keeps the panes' documents alive: one that built no new document leaves the
    // pane with the one it has.
    if (shown.newSource) {
        shown.replacedSource = std::exchange(m_shown.sourceDocument, nullptr);
        m_texts[size_t(DiffSide::A)] = outcome.source; // what the new document was made of
    } else {
        outcome.sourceDocument = m_shown.sourceDocument;
    }
    if (shown.newConverted) {
        shown.replacedConverted = std::exchange(m_shown.convertedDocument, nullptr);
        m_texts[size_t(DiffSide::B)] = outcome.converted;
    } else {
        outcome.convertedDocument = m_shown.convertedDocument;
    }
    // The explanation of the text shown comes without the diff the window has.
    if (shown.explainsShown)
        outcome.diff = std::move(m_shown.diff);
    // A diff again after an edit that left the source pane's highlights to stay (see
    // ConversionJobs::rediff) keeps them.
    const bool keepsSource = outcome.rediff && !outcome.comparing && !outcome.sourceHighlights &&
                             outcome.explanation && outcome.explanation == m_shown.explanation;
    if (!keepsSource)
        setHighlights(DiffSide::A, std::exchange(outcome.sourceHighlights, nullptr));
    setHighlights(DiffSide::B, std::exchange(outcome.convertedHighlights, nullptr));
    if (auto edits = std::exchange(outcome.editHighlights, nullptr))
        setEdits(DiffSide::B, std::move(edits));
    setEdits(DiffSide::A, nullptr);
    // Shared with the strip, not copied: a novel has hundreds of thousands of marks.
    shown.overviewMarks =
        std::make_shared<const std::vector<OverviewMark>>(std::move(outcome.overviewMarks));
    outcome.overviewMarks.clear();
    shown.riskyPositions = std::move(outcome.riskyPositions);
    m_shown = std::move(outcome);
    return shown;
}

bool Session::canEdit(DiffSide which) const
{
    switch (stage()) {
    case Stage::Ready:
        return which == DiffSide::B;
    case Stage::Comparing:
        return true;
    default:
        return false;
    }
}

QString Session::readOnlyReason(DiffSide which) const
{
    if (which == DiffSide::A && !isComparing())
        return {};
    switch (stage()) {
    case Stage::ShowingCompared:
        return tr("shown as compared, read-only");
    case Stage::Preview:
        return tr("read-only until the whole text is converted");
    case Stage::Explaining:
        return tr("read-only until the changes are sorted for the review");
    default:
        return {};
    }
}

QString Session::whyNotEditable(DiffSide which) const
{
    if (stage() == Stage::ShowingCompared)
        return tr("The editions are shown as compared; turn that off in the Compare menu to edit "
                  "them.");
    if (which == DiffSide::A && !isComparing())
        return tr("The original stays as it was read; edit the conversion beside it.");
    if (stage() == Stage::Preview)
        return tr("Editing waits until the whole text is converted.");
    if (stage() == Stage::Explaining)
        return tr("Editing waits a moment, until the changes are sorted for the review.");
    return {};
}

QString Session::whyNotSavable() const
{
    switch (stage()) {
    case Stage::Preview:
        return tr("Only the beginning of the text is converted so far; saving it would lose the "
                  "rest. Wait for the conversion, or start it again.");
    case Stage::ShowingCompared:
        return tr("The editions are shown converted, not as their files hold them. Turn off "
                  "Compare → Show the Editions as Compared to edit and save them.");
    default:
        return {};
    }
}

DiffSide Session::sideWorkedOn(DiffSide workedIn) const
{
    return isComparing() ? workedIn : DiffSide::B;
}

QString Session::sideName(DiffSide which) const
{
    if (!isComparing())
        return which == DiffSide::A ? tr("the original") : tr("the converted text");
    return which == DiffSide::A ? tr("the first edition") : tr("the second edition");
}

QString Session::title() const
{
    const QString first = side(DiffSide::A).path;
    const QString name = first.isEmpty() ? tr("Sample") : QFileInfo(first).fileName();
    if (!isComparing())
        return name;
    return tr("%1 ↔ %2").arg(name, QFileInfo(side(DiffSide::B).path).fileName());
}

QStringList Session::openedFiles() const
{
    QStringList files;
    // A book's chapter: the book, which opens again as one.
    if (const auto chapter = EpubBook::addressOf(side(DiffSide::A).path))
        files << chapter->book;
    else if (!side(DiffSide::A).path.isEmpty())
        files << side(DiffSide::A).path;
    if (isComparing())
        files << side(DiffSide::B).path;
    return files;
}

QString Session::fontRegion(DiffSide which) const
{
    if (which == DiffSide::A)
        return ConfigCatalog::fontRegion(m_shown.script.script);
    return isComparing() ? ConfigCatalog::fontRegion(m_shown.secondScript.script)
                         : ConfigCatalog::fontRegion(Script::Undetermined, m_shown.config);
}

void Session::take(const ConversionOutcome &outcome)
{
    m_sides[size_t(DiffSide::A)] = {outcome.path, outcome.format, outcome.replacedSequences,
                                    outcome.stamp};
    m_sides[size_t(DiffSide::B)] =
        outcome.comparing ? Side{outcome.secondPath, outcome.secondFormat, 0, outcome.secondStamp}
                          : Side{QString(), outcome.format, 0, {}};
    const auto chapter = EpubBook::addressOf(outcome.path);
    if (!outcome.comparing && chapter && chapter->book == m_savedBook)
        m_sides[size_t(DiffSide::B)] = m_savedBookTarget;
}

void Session::forgetSaveTarget()
{
    Side &converted = m_sides[size_t(DiffSide::B)];
    converted.path.clear();
    converted.stamp = {};
    m_savedBook.clear();
    m_savedBookTarget = {};
}

void Session::setSaveTarget(const QString &path, const TextFormat &format)
{
    m_sides[size_t(DiffSide::B)] = {path, format, 0, FileStamp::of(path)};
    const auto chapter = EpubBook::addressOf(m_sides[size_t(DiffSide::A)].path);
    m_savedBook = chapter && !m_shown.comparing ? chapter->book : QString();
    m_savedBookTarget = m_sides[size_t(DiffSide::B)];
}

void Session::setHighlights(DiffSide which, std::shared_ptr<std::vector<Highlight>> highlights)
{
    m_highlights[size_t(which)] =
        highlights ? std::move(highlights) : std::make_shared<std::vector<Highlight>>();
    if (which == DiffSide::B)
        m_review.setPlaces(m_highlights[size_t(which)]);
}

void Session::startReview(std::shared_ptr<const Explanation> explanation, const QString &source)
{
    m_review = ConversionReview(std::move(explanation), source);
    m_review.setPlaces(m_highlights[size_t(DiffSide::B)]);
}

void Session::setEdits(DiffSide which, std::shared_ptr<std::vector<Highlight>> edits)
{
    m_edits[size_t(which)] = edits ? std::move(edits) : std::make_shared<std::vector<Highlight>>();
}

void Session::followEdit(DiffSide which, int position, int removed, const QString &inserted)
{
    const int added = int(inserted.size());
    QString &text = m_texts[size_t(which)];
    text.replace(position, qMin<qsizetype>(removed, text.size() - position), inserted);
    duizhao::followEdit(*m_highlights[size_t(which)], position, removed, added);
    recordEdit(*m_edits[size_t(which)], position, removed, added, UserEditKind);
}

std::optional<FileError> Session::save(DiffSide which, QStringView text, const QString &path,
                                       const TextFormat &format)
{
    if (auto error = TextFile::write(path, text, format))
        return error;
    m_sides[size_t(which)].path = path;
    m_sides[size_t(which)].stamp = FileStamp::of(path);
    return std::nullopt;
}

bool Session::changedOnDisk(const QString &path) const
{
    // (QFileInfo holds two files that do not exist for the same: a file not there is new.)
    const QFileInfo target(path);
    return target.exists() && std::any_of(m_sides.begin(), m_sides.end(), [&](const Side &side) {
               return !side.path.isEmpty() && side.stamp.exists() &&
                      QFileInfo(side.path) == target && FileStamp::of(path) != side.stamp;
           });
}

QString Session::defaultSavePath(const QString &config) const
{
    const QString original = side(DiffSide::A).path;
    return ConfigCatalog::convertedFileName(
        QFileInfo(original.isEmpty() ? QStringLiteral("taohuayuanji.txt") : original)
            .absoluteFilePath(),
        config);
}

} // namespace duizhao
