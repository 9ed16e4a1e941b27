// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/diff/highlightspans.h"
#include "core/diff/positionmapping.h"
#include "core/review/conversionreview.h"
#include "core/text/textfile.h"
#include "document/conversionjobs.h"

#include <QCoreApplication>
#include <QString>
#include <QTextDocument>

#include <array>
#include <memory>
#include <optional>

namespace duizhao {

// The text open in the window: a conversion (side A the original, side B its conversion) or two
// editions compared (side A the first, side B the second). Comparing is data here, not a branch in
// every caller: each side has the file it belongs to and the format it is written in.
class Session final {
    Q_DECLARE_TR_FUNCTIONS(Session)

public:
    // Where the open text is, which says what can be done with it. Converting, a long text shows
    // its beginning first (Preview), then the whole with every change (Explaining: the review's
    // spans are placed in the text as it was explained, so editing waits), then the changes
    // explained (Ready); comparing, the editions as read (Comparing, both editable) or as
    // compared (ShowingCompared, converted for the comparison: read-only).
    enum class Stage { Empty, Preview, Explaining, Ready, Comparing, ShowingCompared };

    struct Side {
        // The file: for side A the one read (empty for the sample); for side B the second edition,
        // or where the conversion was last saved (empty until it is).
        QString path;
        TextFormat format; // as read; a conversion is written as its original was read
        qsizetype replacedSequences = 0; // bad byte sequences replaced by U+FFFD as it was read
        FileStamp stamp;                 // the file as it was when it was last read or saved here
    };

    // What showing an outcome changed (see show). The documents it replaced live as long as this
    // does, so that the panes can let go of them first.
    struct Shown {
        bool newSource = false;       // a new text, or two editions, with documents of their own
        bool newConverted = false;    // a new conversion (or second edition) document
        bool replacesPreview = false; // the whole text where only its beginning was
        bool explainsShown = false;   // the explanation of the text shown, which keeps its diff
        std::shared_ptr<QTextDocument> replacedSource;
        std::shared_ptr<QTextDocument> replacedConverted;
        // What the overview strip is to draw, handed over once (see ConversionOutcome).
        std::shared_ptr<const std::vector<OverviewMark>> overviewMarks;
        std::vector<int> riskyPositions;
    };
    // A job's outcome becomes the text shown: an outcome of the same text (an explanation, a
    // re-diff after an edit) keeps the origin, the documents and, explaining the text shown, the
    // diff it has; the session takes the highlights over from it (see setHighlights).
    Shown show(ConversionOutcome outcome);
    // The text shown: the last outcome with what it kept of those before.
    const ConversionOutcome &shown() const { return m_shown; }
    // Whether a text is open, converted or being converted.
    bool hasText() const { return !m_shown.source.isNull(); }

    // The stage of the text shown, as its outcome says.
    Stage stage() const;
    // The explanation was cancelled: the whole text is there, and can be edited.
    void stopExplaining() { m_shown.explaining = false; }
    bool isComparing() const { return m_shown.comparing; }
    // Comparing, the panes show the editions as compared (converted), not as they were read.
    bool showsCompared() const { return stage() == Stage::ShowingCompared; }
    // Whether the user can edit a side now: the conversion once explained, and either edition
    // as read; never the original of a conversion.
    bool canEdit(DiffSide which) const;
    // Why a side that can be edited at some stage cannot be now, for its header ("read-only
    // until the whole text is converted"); empty otherwise.
    QString readOnlyReason(DiffSide which) const;
    // What to say to someone who typed into a side that cannot take it.
    QString whyNotEditable(DiffSide which) const;
    // Whether the texts can be saved: not a beginning alone, nor nothing.
    bool canSave() const { return stage() != Stage::Empty && stage() != Stage::Preview; }
    // Why File → Save would refuse now (only the beginning is converted; the editions are shown
    // converted for the comparison, not as their files hold them); empty when it would not.
    QString whyNotSavable() const;
    // The side the user's work goes to, having been last in workedIn: the conversion, or the
    // edition worked in (File → Save writes it, Replace replaces in it).
    DiffSide sideWorkedOn(DiffSide workedIn) const;
    // What a side holds, for messages: "the converted text", "the first edition" …
    QString sideName(DiffSide which) const;
    // The window's title: the file's name ("Sample" for the sample), or both editions'.
    QString title() const;
    // The files open: the one converted (a chapter's book), or both editions; none for the sample.
    QStringList openedFiles() const;
    // The regional forms a side's text is drawn in (see ConfigCatalog::fontRegion): of its
    // script as detected, or for a conversion of the config's target.
    QString fontRegion(DiffSide which) const;
    const Side &side(DiffSide which) const { return m_sides[size_t(which)]; }

    // Where the conversion is saved and how, before it ever was (a book's chapter goes where the
    // book's conversion wrote it). For an EPUB's chapter, where the whole book is saved: every
    // chapter of the book shown from then on saves there.
    void setSaveTarget(const QString &path, const TextFormat &format);
    // Whether path is the file of a side and changed on disk since that side last read or saved
    // it (by another program, or saved from the other side, the same file open twice).
    bool changedOnDisk(const QString &path) const;
    // Writes a side's text to path, atomically; path becomes the side's file.
    std::optional<FileError> save(DiffSide which, QStringView text, const QString &path,
                                  const TextFormat &format);
    // A side's highlights, from the job that found them; the panes show them, the review walks
    // them. They stay where their text is through the user's edits until the next job's replace
    // them: followEdit is to be called with every edit of that side's document.
    void setHighlights(DiffSide which, std::shared_ptr<std::vector<Highlight>> highlights);
    std::shared_ptr<const std::vector<Highlight>> highlights(DiffSide which) const
    {
        return m_highlights[size_t(which)];
    }
    // The marks of the user's own edits of a side, kept the same way; an edit adds its own.
    void setEdits(DiffSide which, std::shared_ptr<std::vector<Highlight>> edits);
    std::shared_ptr<const std::vector<Highlight>> edits(DiffSide which) const
    {
        return m_edits[size_t(which)];
    }
    // An edit of a side's document: `removed` characters at position replaced by `inserted`.
    void followEdit(DiffSide which, int position, int removed, const QString &inserted);
    // A side's text exactly as it is now, every character as read or converted and the user's
    // edits as typed: what Save writes and what is diffed again after an edit. (A document's
    // plain text is not: it turns non-breaking spaces into spaces, U+2028 and U+2029 into line
    // breaks.)
    const QString &text(DiffSide which) const { return m_texts[size_t(which)]; }
    // The text of a side as its document has it, where the two ever part.
    void resetText(DiffSide which, QString text) { m_texts[size_t(which)] = std::move(text); }
    // The review of the conversion shown; its spans' places are side B's highlights. A new
    // conversion starts a new review; comparing, there is nothing to review.
    void startReview(std::shared_ptr<const Explanation> explanation, const QString &source);
    ConversionReview &review() { return m_review; }
    const ConversionReview &review() const { return m_review; }
    // Where a conversion by config goes unless the user says otherwise: beside the original,
    // tagged with the script it is in (chapter.zh-Hant.txt).
    QString defaultSavePath(const QString &config) const;

private:
    // The files of a new text: the outcome of a job that brought new documents.
    void take(const ConversionOutcome &outcome);
    // The converted text is saved nowhere yet: the next Save asks where.
    void forgetSaveTarget();

    ConversionOutcome m_shown;
    std::array<Side, 2> m_sides;
    // The EPUB last saved and where: its chapters are one file, saved once for all.
    QString m_savedBook;
    Side m_savedBookTarget;
    std::array<QString, 2> m_texts; // see text()
    std::array<std::shared_ptr<std::vector<Highlight>>, 2> m_highlights{
        std::make_shared<std::vector<Highlight>>(), std::make_shared<std::vector<Highlight>>()};
    std::array<std::shared_ptr<std::vector<Highlight>>, 2> m_edits{
        std::make_shared<std::vector<Highlight>>(), std::make_shared<std::vector<Highlight>>()};
    ConversionReview m_review;
};

} // namespace duizhao
