// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "highlightspans.h"
#include "positionmapping.h"
#include "reviewsession.h"
#include "textfile.h"

#include <QString>

#include <array>
#include <memory>
#include <optional>

namespace duizhao {

struct ConversionOutcome;

// The text open in the window: a conversion (side A the original, side B its conversion) or two
// editions compared (side A the first, side B the second). Comparing is data here, not a branch in
// every caller: each side has the file it belongs to and the format it is written in.
class Session final {
public:
    struct Side {
        // The file: for side A the one read (empty for the sample); for side B the second edition,
        // or where the conversion was last saved (empty until it is).
        QString path;
        TextFormat format; // as read; a conversion is written as its original was read
        qsizetype replacedSequences = 0; // bad byte sequences replaced by U+FFFD as it was read
        FileStamp stamp;                 // the file as it was when it was last read or saved here
    };

    bool isComparing() const { return m_comparing; }
    // Comparing, the panes show the editions as compared (converted), not as they were read.
    bool showsCompared() const { return m_showsCompared; }
    const Side &side(DiffSide which) const { return m_sides[size_t(which)]; }

    // A new text: the outcome of a job that brought new documents.
    void take(const ConversionOutcome &outcome);
    // Where the conversion is saved and how, before it ever was (a book's chapter goes where the
    // book's conversion wrote it).
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
    void followEdit(DiffSide which, int position, int removed, int added);
    // The review of the conversion shown; its spans' places are side B's highlights. A new
    // conversion starts a new review; comparing, there is nothing to review.
    void startReview(std::shared_ptr<const Explanation> explanation, const QString &source);
    ReviewSession &review() { return m_review; }
    const ReviewSession &review() const { return m_review; }
    // Where a conversion by config goes unless the user says otherwise: beside the original,
    // tagged with the script it is in (chapter.zh-Hant.txt).
    QString defaultSavePath(const QString &config) const;

private:
    bool m_comparing = false;
    bool m_showsCompared = false;
    std::array<Side, 2> m_sides;
    std::array<std::shared_ptr<std::vector<Highlight>>, 2> m_highlights{
        std::make_shared<std::vector<Highlight>>(), std::make_shared<std::vector<Highlight>>()};
    std::array<std::shared_ptr<std::vector<Highlight>>, 2> m_edits{
        std::make_shared<std::vector<Highlight>>(), std::make_shared<std::vector<Highlight>>()};
    ReviewSession m_review;
};

} // namespace duizhao
