// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/names/nametally.h"
#include "core/review/conversionreview.h"
#include "core/review/savedreview.h"
#include "document/highlightpalette.h"

#include <QObject>
#include <QTimer>

#include <functional>
#include <memory>
#include <optional>

namespace duizhao {

class BookRules;
class DiffPane;
class KeptChapters;
class ReviewPanel;
class Session;
struct ConversionOutcome;
struct Highlight;

// The review of a conversion in the window: it explains the span under the mouse, picks another
// candidate (for one span or for every one alike), marks spans reviewed and walks from one span
// that needs a look to the next; ReviewActions brings the menus, keys and glossary dialogs. Picks
// are edits of the converted text and marks join the same undo history, so Edit → Undo takes back
// either.
class ReviewController final : public QObject {
    Q_OBJECT

public:
    // The spans' places come from the session, which keeps them through edits; the panes show
    // them and take the cursor.
    ReviewController(Session *session, DiffPane *original, DiffPane *converted, ReviewPanel *panel,
                     BookRules *rules, QObject *parent = nullptr);
    ~ReviewController() override;

    // Takes the outcome the panes now show.
    void setOutcome(const ConversionOutcome &outcome);
    // The explanation the outcome shown waited for will not come.
    void setExplainingCancelled();
    // Writes the review to the file kept beside the text (see SavedReview), if it changed since
    // it was last written; reviews are kept by themselves a moment after each step, and when the
    // text or the window goes.
    void keepReview();
    // The review written as the window ends by a signal (see MainWindow::keepOnEndingSignals),
    // with the converted text where it holds edits not saved: they come back when the same text
    // is opened again (SavedReview::unsaved), and are kept so until they are saved or given up.
    void keepForEnding();
    // The user gave up the edits not saved (closing the window without saving them): the review
    // is kept without them from now on.
    void giveUpUnsavedEdits();
    // The converted text was saved to a file as it reads now: its review, opened again reading
    // so, is no edit to save (see SavedReview::savedHash).
    void textSaved();
    // A book was saved with the chapters kept as the user left them: each one's kept review is
    // told so, as textSaved tells the chapter shown (which is left out here).
    void chaptersSaved(const KeptChapters &kept);
    void setFilter(HighlightPalette::Filter filter);
    HighlightPalette::Filter filter() const { return m_filter; }
    // The order of the walk from span to span: the riskiest first by default.
    void setWalkOrder(WalkOrder order) { m_walkOrder = order; }
    WalkOrder walkOrder() const { return m_walkOrder; }

    const ConversionReview &review() const;
    const ReviewState &state() const { return review().state(); }
    // The span last gone to, -1 for none.
    int currentSpan() const { return m_currentSpan; }
    // Of the last conversion that carried the user's edits over, the reviews taken over.
    int adoptedReviews() const { return m_adoptedReviews; }

    // Goes to the next (previous) span that needs a look and is shown by the filter, in the walk
    // order, those not yet reviewed first; selects it in both panes.
    void goToNextSpan();
    void goToPreviousSpan();
    // In a book, the walk goes on into the next chapter (or back into the previous) instead of
    // starting the text over: where the walk passes the end of the text onwards (direction +1)
    // or its beginning going back (-1), or has no span left that is not reviewed, it asks
    // walkOn(direction), and starts the text over only if that returns false.
    void setWalkBeyondTheText(std::function<bool(int direction)> walkOn)
    {
        m_walkOn = std::move(walkOn);
    }
    // Goes to a span of a row of the review panel: spans of this source that now read result.
    void goToDecision(const QString &source, const QString &result);
    // Replaces a span's text with a candidate, and marks it reviewed; with everywhere, every span
    // alike not yet reviewed too. One undo step.
    void pick(int span, const QString &candidate, bool everywhere = false);
    void setReviewed(const std::vector<int> &spans, bool reviewed);

    // Whether OpenCC's likely mistakes (Explanation::fixes) are fixed in the converted text as each
    // conversion's explanation comes. Turned on, the text shown gets its fixes; turned off, the
    // fixes still standing and not reviewed are taken back; each as one undo step, whose undoing
    // turns the mode back (see fixLikelyFollowed).
    void setFixLikely(bool on);
    // Turns fixing on from the next text shown, the one shown now left as it is; `why` is said
    // with the fixes that text gets.
    void fixFromNextText(const QString &why);
    bool fixesLikely() const { return m_fixLikely; }
    // What the converted pane reads at a place.
    QString convertedText(const Highlight &place) const;
    // The fix of a span, if the text shows it now.
    const LikelyFix *standingFix(int span) const;
    // Writes OpenCC's own candidate back over a fix, or over every standing fix of the same
    // characters (于 → 于 for 于 → 於), marked reviewed; one undo step.
    void revertFix(int span, bool alike);
    // How many standing fixes revertFix with alike takes back; how many stand in all.
    int standingFixesAlike(int span) const;
    int standingFixes() const;
    // The user's own edits of the conversion, the fixes standing not counted.
    int ownEdits() const;

    // The names of the text or its book, with the forms the converted text writes them in now.
    std::vector<NameEntry> names() const;
    // Writes a name in form wherever the text has it, its spans marked reviewed, as one undo
    // step that also undoes and redoes `along` (the glossary rule that keeps the choice for the
    // book, written by the caller). How many places changed.
    int writeNameEverywhere(const NameEntry &name, const QString &form,
                            std::function<void(bool redo)> along);

    QString describe(int span) const;
    // Where the spans the reviewer has looked at are in the converted text, in text order.
    std::vector<int> reviewedPositions() const;

Q_SIGNALS:
    void message(const QString &text);
    // Fix Likely Mistakes was turned on or off by Edit → Undo or Redo of the step that turned it.
    void fixLikelyFollowed(bool on);
    // Spans were marked or picked, or a new review began.
    void reviewChanged();
    // A walk through the spans (by risk or in the text's order), or a decision gone to, selected
    // the span at position of the converted text.
    void spanShown(int position);

private:
    void goToSpan(int span);
    void goBy(int direction);
    void applyUndoably(std::vector<ReviewChange> changes);
    void noteUndoStep(int spans, bool undone, bool spoke, int onlySpan = -1);
    void applyEdits(PickEdits edits);
    // Returns the text the window was ended with unsaved, if the kept review has one.
    QString restoreKeptReview();
    void restoreUnsavedEdits(const QString &unsaved);
    std::optional<SavedReview> keptReview(const SavedReview::Place &place,
                                          QStringView source) const;
    enum class NothingFixed : quint8 { Said, Unsaid };
    int applyFixes(NothingFixed nothingFixed = NothingFixed::Said);
    void applyFixesMadeWithTheConversion();
    QString noFixesMessage() const;
    void followFixMode(bool on);
    int revertFixes(const std::function<bool(const LikelyFix &)> &which, bool reviewed);
    PickEdits fixEdits(const std::function<bool(const LikelyFix &)> &which, bool fixing,
                       bool reviewed) const;
    void refreshPanel();
    void showGlossary();
    void noteChange();

    Session *m_session;
    bool m_explaining = false; // the outcome shown is waiting for its explanation
    DiffPane *m_original;
    DiffPane *m_converted;
    ReviewPanel *m_panel;
    BookRules *m_rules;
    HighlightPalette::Filter m_filter = HighlightPalette::ShowAll;
    WalkOrder m_walkOrder = WalkOrder::ByRisk;
    int m_currentSpan = -1;
    int m_adoptedReviews = 0;
    bool m_fixLikely = false;
    QString m_fixingBecause; // why fixing was turned on, to say with the next text's fixes
    std::function<bool(int)> m_walkOn; // see setWalkBeyondTheText
    // The step of Undo or Redo going on: how many spans it took back or again, and whether a part
    // of it said what it did.
    struct UndoStep {
        int spans = 0;
        int onlySpan = -1;                 // the span, where the step is of one
        std::weak_ptr<ReviewState> review; // whose span it is
        bool undone = false;
        bool spoke = false;
        bool pending = false; // its message is due once the step is through
    };
    UndoStep m_undoStep;
    QTimer m_refreshTimer;
    QTimer m_keepTimer;               // writes the review a moment after the reviewer's last step
    bool m_unkept = false;            // the review has changes not written yet
    bool m_keepsUnsaved = false;      // the review is kept with the edits not saved (keepForEnding)
    SavedReview::Place m_reviewPlace; // where the review of the text shown is kept; empty: not
    QString m_reviewConfig;           // the config of the conversion reviewed
    QByteArray m_savedHash; // of the converted text as last saved with this review, or empty
};

} // namespace duizhao
