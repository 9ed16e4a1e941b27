// SPDX-License-Identifier: GPL-3.0-or-later
#include "review/reviewcontroller.h"

#include "core/conversion/conversionplan.h"
#include "core/conversion/glossary.h"
#include "core/diff/textdiff.h"
#include "core/review/savedreview.h"
#include "document/bookrules.h"
#include "document/conversioncontroller.h"
#include "document/highlightpalette.h"
#include "document/keptchapters.h"
#include "document/session.h"
#include "document/settings.h"
#include "panes/diffpane.h"
#include "review/reviewpanel.h"

#include <QAbstractUndoItem>
#include <QFileInfo>
#include <QKeySequence>
#include <QPointer>
#include <QTextBlock>
#include <QTextDocument>

#include <algorithm>
#include <utility>

namespace duizhao {

namespace {

// Review marks and picks on the converted document's undo stack, so that Edit → Undo takes them
// back in their turn with the text edits and typing around them.
class ReviewUndo final : public QAbstractUndoItem {
public:
    // changed is told which spans went back (undone) or forth again.
    ReviewUndo(std::weak_ptr<ReviewState> state, std::vector<ReviewChange> changes,
               std::function<void(const std::vector<ReviewChange> &changes, bool undone)> changed)
        : m_state(std::move(state))
        , m_changes(std::move(changes))
        , m_changed(std::move(changed))
    {}

    void undo() override { apply(&ReviewChange::before, true); }
    void redo() override { apply(&ReviewChange::after, false); }

private:
    void apply(SpanReview ReviewChange::*side, bool undone)
    {
        const std::shared_ptr<ReviewState> state = m_state.lock();
        if (!state)
            return; // a newer conversion replaced the review
        for (const ReviewChange &change : m_changes)
            state->setReview(change.span, change.*side);
        m_changed(m_changes, undone);
    }

    std::weak_ptr<ReviewState> m_state;
    std::vector<ReviewChange> m_changes;
    std::function<void(const std::vector<ReviewChange> &, bool)> m_changed;
};

// The turning of Fix Likely Mistakes, in the same undo step as the fixes it wrote or took back:
// undone, the mode is as it was before, as the text is.
class FixModeUndo final : public QAbstractUndoItem {
public:
    FixModeUndo(bool on, std::function<void(bool)> follow)
        : m_on(on)
        , m_follow(std::move(follow))
    {}

    void undo() override { m_follow(!m_on); }
    void redo() override { m_follow(m_on); }

private:
    bool m_on;
    std::function<void(bool)> m_follow;
};

// In a step that changes the text in many places (the fixes of a whole text, a pick for every
// span alike): undone or redone, the view stays where the reader is, where the text edit would
// show the first or the last place changed. Last in its step, it is undone first, before the
// text changes, and redone last.
class ViewKeptUndo final : public QAbstractUndoItem {
public:
    explicit ViewKeptUndo(DiffPane *pane)
        : m_pane(pane)
    {}

    void undo() override { keep(); }
    void redo() override { keep(); }

private:
    void keep()
    {
        if (m_pane)
            m_pane->keepViewThroughEdit();
    }

    QPointer<DiffPane> m_pane;
};

} // namespace

// A step taken along with a pick, undone and redone with it: a rule written to the glossary.
class AlongUndo final : public QAbstractUndoItem {
public:
    explicit AlongUndo(std::function<void(bool redo)> along)
        : m_along(std::move(along))
    {}
    void undo() override { m_along(false); }
    void redo() override { m_along(true); }

private:
    std::function<void(bool)> m_along;
};

ReviewController::ReviewController(Session *session, DiffPane *original, DiffPane *converted,
                                   ReviewPanel *panel, BookRules *rules, QObject *parent)
    : QObject(parent)
    , m_session(session)
    , m_original(original)
    , m_converted(converted)
    , m_panel(panel)
    , m_rules(rules)
{
    m_refreshTimer.setSingleShot(true);
    m_refreshTimer.setInterval(150);
    connect(&m_refreshTimer, &QTimer::timeout, this, &ReviewController::refreshPanel);
    // The review is kept a moment after the reviewer's last step, and when the text goes.
    m_keepTimer.setSingleShot(true);
    m_keepTimer.setInterval(1000);
    connect(&m_keepTimer, &QTimer::timeout, this, &ReviewController::keepReview);
    for (DiffPane *pane : {m_original, m_converted}) {
        pane->setReviewedTest([this](int span) { return state().isReviewed(span); });
        pane->setToolTipProvider([this](const Highlight &highlight) {
            return highlight.tag >= 0 ? describe(highlight.tag) : QString();
        });
    }
    connect(m_panel, &ReviewPanel::decisionActivated, this, &ReviewController::goToDecision);
    connect(m_panel, &ReviewPanel::cornerQuotesToggled, m_rules, &BookRules::setCornerQuotes);
    connect(m_rules, &BookRules::loaded, this, &ReviewController::showGlossary);
    connect(m_rules, &BookRules::rulesChanged, this,
            [this] { m_panel->setCornerQuotes(m_rules->cornerQuotes()); });
}

ReviewController::~ReviewController() = default;

void ReviewController::setOutcome(const ConversionOutcome &outcome)
{
    // A long text's beginning, or the whole before its explanation: the review is still coming.
    m_explaining = outcome.preview || outcome.explaining;
    if (!outcome.rediff || review().explanation() != outcome.explanation.get()) {
        // The text goes (the user saved or gave up its edits) or is converted again.
        giveUpUnsavedEdits();
        keepReview(); // the review that ends, if it has changes not kept yet
        // Converted again keeping the user's edits: the review goes on where the text is alike.
        const ConversionReview previous = review();
        m_session->startReview(outcome.explanation, outcome.source);
        m_currentSpan = -1;
        // Kept beside a file that was opened and converted, for the same text opened again.
        const bool keeps = !outcome.path.isEmpty() && !outcome.comparing && !m_explaining;
        m_reviewPlace = keeps ? SavedReview::placeFor(outcome.path) : SavedReview::Place();
        m_reviewConfig = outcome.config;
        m_savedHash.clear();
        if (outcome.carriedEdits) {
            m_adoptedReviews = m_session->review().adopt(previous);
            // Back to a chapter, or converted again keeping the edits: the text as last saved is
            // the kept review's still.
            if (const auto kept = keeps ? keptReview(m_reviewPlace, outcome.source) : std::nullopt)
                m_savedHash = kept->savedHash();
        }
        const QString unsaved = keeps && !outcome.carriedEdits ? restoreKeptReview() : QString();
        // Two editions compared are no conversion to fix (the review is put away).
        if (m_fixLikely && !m_explaining && !outcome.comparing)
            applyFixesMadeWithTheConversion();
        // Last, over the picks and fixes, which the text it was ended with holds as they were.
        if (!unsaved.isEmpty())
            restoreUnsavedEdits(unsaved);
    }
    refreshPanel();
}

// The fixes that come with a conversion are the program's, as the conversion is: the text stays
// as unmodified as it was, and the review has nothing new to keep. A chapter only read is then no
// edit of the book to save, and writes no review beside it. Undone, or turned on by the user for a
// text already open, fixes are edits.
void ReviewController::applyFixesMadeWithTheConversion()
{
    QTextDocument *document = m_converted->document();
    const bool wasModified = document->isModified();
    const bool wasUnkept = m_unkept;
    // Nothing fixed is no news when a text opens, and would hide the news that is there: a file
    // that may be in another encoding, which the status bar says.
    applyFixes(NothingFixed::Unsaid);
    if (!wasModified)
        document->setModified(false);
    if (!wasUnkept) {
        m_unkept = false;
        m_keepTimer.stop();
    }
}

// The review kept for this text and config when it was last open: its marks, and its picks as
// edits of the converted text, one step of the undo history.
QString ReviewController::restoreKeptReview()
{
    const std::optional<SavedReview> saved = keptReview(m_reviewPlace, review().source());
    if (!saved)
        return {};
    PickEdits restored;
    int picks = 0;
    // Picks of a likely mistake's fix, while Fix Likely Mistakes is on, are its fixes (reviewed or
    // not), not the user's picks.
    int fixes = 0;
    const Explanation *explanation = review().explanation();
    for (const auto &[span, kept] : saved->spansIn(state())) {
        if (kept.pick.isEmpty()) {
            restored.changes.push_back({span, state().review(span), kept});
            continue;
        }
        const LikelyFix *fix = explanation ? explanation->fixOf(size_t(span)) : nullptr;
        const bool keptFix = m_fixLikely && fix && kept.pick == fix->likely;
        PickEdits edits = review().editsForPick(span, kept.pick, false);
        for (ReviewChange &change : edits.changes)
            change.after.reviewed = kept.reviewed; // a fix kept is a pick not yet reviewed
        restored.replacements.insert(restored.replacements.end(), edits.replacements.begin(),
                                     edits.replacements.end());
        restored.changes.insert(restored.changes.end(), edits.changes.begin(), edits.changes.end());
        ++(keptFix ? fixes : picks);
    }
    if (restored.changes.empty())
        return saved->unsaved();
    // Each replacement leaves the places of those before it as they are: the last first.
    std::sort(
        restored.replacements.begin(), restored.replacements.end(),
        [](const TextReplacement &a, const TextReplacement &b) { return a.position > b.position; });
    const int reviewed =
        int(std::count_if(restored.changes.cbegin(), restored.changes.cend(),
                          [](const ReviewChange &change) { return change.after.reviewed; }));
    applyEdits(std::move(restored));
    m_unkept = false; // nothing new to keep
    // Its picks were saved with the text, which reads as it was saved: no edit to save.
    m_savedHash = saved->savedHash();
    if (!m_savedHash.isEmpty() && SavedReview::hashOf(m_session->text(DiffSide::B)) == m_savedHash)
        m_converted->document()->setModified(false);
    const QString done = tr("%1, %2").arg(tr("%n span(s) reviewed", nullptr, reviewed),
                                          tr("%n picked", nullptr, picks));
    Q_EMIT message(fixes == 0
                       ? tr("The review of this text was restored: %1").arg(done)
                       : tr("The review of this text was restored: %1, and %n likely mistake(s) of "
                            "OpenCC fixed, as they were",
                            nullptr, fixes)
                             .arg(done));
    return saved->unsaved();
}

// The text as the window was ended with it, its edits not saved: the differences made again, as
// one step of the undo history, the text left unsaved.
void ReviewController::restoreUnsavedEdits(const QString &unsaved)
{
    const QString now = m_session->text(DiffSide::B);
    if (now == unsaved)
        return;
    PickEdits edits;
    DiffOptions general; // lines split or joined too
    general.mode = DiffMode::General;
    for (const TextChange &change : diffTexts(now, unsaved, general).changes)
        edits.replacements.push_back(
            {change.aPosition, change.aLength, unsaved.mid(change.bPosition, change.bLength)});
    // Each replacement leaves the places of those before it as they are: the last first.
    std::reverse(edits.replacements.begin(), edits.replacements.end());
    applyEdits(std::move(edits));
    m_converted->document()->setModified(true);
    m_keepsUnsaved = true; // until they are saved or given up: a crash now loses nothing either
    Q_EMIT message(tr("The edits not saved when Duizhao was ended last time are back, unsaved "
                      "(Edit → Undo takes them away)"));
}

// The review kept at place, if it is one of source converted by this review's config.
std::optional<SavedReview> ReviewController::keptReview(const SavedReview::Place &place,
                                                        QStringView source) const
{
    std::optional<SavedReview> kept = SavedReview::read(place, source.size());
    if (kept && !kept->belongsTo(source, m_reviewConfig))
        return std::nullopt;
    return kept;
}

void ReviewController::keepForEnding()
{
    m_unkept = true;
    m_keepsUnsaved = true;
    keepReview();
}

void ReviewController::giveUpUnsavedEdits()
{
    if (std::exchange(m_keepsUnsaved, false))
        m_unkept = true;
}

// The review written to its file, if it changed since it was last.
void ReviewController::keepReview()
{
    if (!m_unkept)
        return;
    m_unkept = false;
    m_keepTimer.stop();
    if (m_reviewPlace.isEmpty() || !review().explanation())
        return;
    SavedReview saved = SavedReview::of(state(), review().source(), m_reviewConfig);
    saved.setSavedHash(m_savedHash);
    if (m_keepsUnsaved && m_converted->document()->isModified())
        saved.setUnsaved(m_session->text(DiffSide::B));
    if (const auto error = saved.write(m_reviewPlace))
        Q_EMIT message(tr("The review could not be kept: %1").arg(error->message()));
}

void ReviewController::textSaved()
{
    m_keepsUnsaved = false; // in the file now
    if (m_reviewPlace.isEmpty() || !review().explanation())
        return;
    m_savedHash = SavedReview::hashOf(m_session->text(DiffSide::B));
    m_unkept = true;
    keepReview();
}

void ReviewController::chaptersSaved(const KeptChapters &kept)
{
    const QHash<QString, KeptChapters::Chapter> &chapters = kept.chapters();
    for (auto chapter = chapters.cbegin(); chapter != chapters.cend(); ++chapter) {
        const SavedReview::Place place = SavedReview::placeFor(chapter.key());
        // The chapter shown was kept when it was last left: its text now is the pane's, which
        // textSaved recorded.
        if (place.file == m_reviewPlace.file)
            continue;
        std::optional<SavedReview> saved = keptReview(place, chapter->source);
        if (!saved)
            continue;
        saved->setSavedHash(SavedReview::hashOf(chapter->text));
        if (const auto error = saved->write(place))
            Q_EMIT message(tr("The review could not be kept: %1").arg(error->message()));
    }
}

void ReviewController::setExplainingCancelled()
{
    m_explaining = false;
    refreshPanel();
}

const ConversionReview &ReviewController::review() const
{
    return m_session->review();
}

void ReviewController::setFilter(HighlightPalette::Filter filter)
{
    m_filter = filter;
    const quint32 kinds = HighlightPalette::kindsShown(filter);
    m_original->setVisibleKinds(kinds);
    m_converted->setVisibleKinds(kinds);
}

QString ReviewController::describe(int span) const
{
    const Explanation *explanation = review().explanation();
    if (!explanation || span < 0 || size_t(span) >= explanation->spans.size())
        return {};
    const ExplainedSpan &item = explanation->spans[size_t(span)];
    // What the text shows now (a fix, a pick), not what OpenCC wrote; a line for each part, not
    // one line as wide as the screen.
    const std::optional<Highlight> place = review().place(span);
    const QString shown = place ? convertedText(*place) : QString();
    QStringList parts = explanation->describe(item, review().source(), place ? &shown : nullptr)
                            .split(QStringLiteral(" · "));
    for (QString &part : parts)
        part = part.toHtmlEscaped();
    QString text = parts.join(QStringLiteral("<br>"));
    if (needsReview(item.category)) {
        text += QStringLiteral("<br>") +
                (state().isReviewed(span) ? tr("Reviewed.") : tr("Not reviewed yet."));
        if (!explanation->candidates(item).isEmpty())
            text += QLatin1Char(' ') +
                    tr("Right-click to pick another; after Alt+Shift+Down, digit keys pick.");
    }
    return QStringLiteral("<p>") + text + QStringLiteral("</p>");
}

void ReviewController::goBy(int direction)
{
    // From the current span, or from the cursor when there is none.
    int from = m_converted->textCursor().position();
    if (const std::optional<Highlight> current = review().place(m_currentSpan))
        from = current->position;
    const std::optional<int> next = review().nextSpan(
        from, direction, HighlightPalette::kindsShown(m_filter), m_walkOrder, m_currentSpan);
    const bool walked = review().explanation() && !m_explaining &&
                        (!next || review().state().isReviewed(*next) ||
                         review().wrapsAround(from, m_currentSpan, *next, direction, m_walkOrder));
    if (walked && m_walkOn && m_walkOn(direction))
        return;
    if (next)
        goToSpan(*next);
    else if (m_explaining)
        Q_EMIT message(tr("The changes are still being sorted for the review"));
    else if (!review().explanation())
        Q_EMIT message(tr("The changes were not sorted for the review: Review → Convert Again "
                          "sorts them"));
    else if (m_filter == HighlightPalette::ShowAll)
        Q_EMIT message(tr("Nothing here needs review"));
    else
        Q_EMIT message(tr("Nothing here to review with this filter"));
}

void ReviewController::goToDecision(const QString &source, const QString &result)
{
    if (const std::optional<int> span = review().spanOfDecision(source, result, m_currentSpan))
        goToSpan(*span);
}

void ReviewController::goToNextSpan()
{
    goBy(1);
}

void ReviewController::goToPreviousSpan()
{
    goBy(-1);
}

void ReviewController::goToSpan(int span)
{
    const Explanation *explanation = review().explanation();
    const std::optional<Highlight> now = review().place(span);
    if (!explanation || !now)
        return;
    m_currentSpan = span;
    const ExplainedSpan &item = explanation->spans[size_t(span)];
    QTextCursor cursor(m_converted->document());
    cursor.setPosition(now->position);
    cursor.setPosition(now->position + now->length, QTextCursor::KeepAnchor);
    m_converted->setTextCursor(cursor);
    m_converted->centerCursor();
    m_converted->setCurrent({now->position, now->length});
    m_original->setCurrent({item.sourcePosition, item.sourceLength});
    m_converted->setFocus();
    Q_EMIT spanShown(now->position);
    QStringList options;
    const QStringList candidates = explanation->candidates(item);
    for (qsizetype index = 0; index < candidates.size() && index < 9; ++index)
        options << QStringLiteral("%1 %2").arg(index + 1).arg(candidates[index]);
    // The span as the text reads now (a fix, a pick) and the keys first, the rest of its
    // description after them, a likely mistake's reason first: a narrow window cuts the status
    // bar's message off at its end.
    const QString shown = convertedText(*now);
    const QString description = explanation->describe(item, review().source(), &shown,
                                                      Explanation::Order::LikelyMistakeFirst);
    const qsizetype headEnd = description.indexOf(QStringLiteral(" · "));
    QStringList parts{description.left(headEnd)};
    if (!options.isEmpty())
        parts << tr("Keys: %1, %2 reviewed")
                     .arg(options.join(u' '), QKeySequence(Qt::CTRL | Qt::Key_Return)
                                                  .toString(QKeySequence::NativeText));
    if (headEnd >= 0)
        parts << description.mid(headEnd + 3);
    Q_EMIT message(parts.join(QStringLiteral("   ")));
}

void ReviewController::pick(int span, const QString &candidate, bool everywhere)
{
    PickEdits edits = review().editsForPick(span, candidate, everywhere);
    if (edits.changes.empty())
        return;
    const int count = int(edits.changes.size());
    applyEdits(std::move(edits));
    if (const std::optional<Highlight> now = review().place(span))
        m_converted->setCurrent({now->position, now->length});
    const ExplainedSpan &item = review().explanation()->spans[size_t(span)];
    Q_EMIT message(
        tr("%1 → %2, %n span(s)", nullptr, count)
            .arg(review().source().mid(item.sourcePosition, item.sourceLength), candidate));
}

void ReviewController::setReviewed(const std::vector<int> &spans, bool reviewed)
{
    std::vector<ReviewChange> changes = review().marksFor(spans, reviewed);
    if (changes.empty())
        return;
    // A mark changes no text: the document stays unmodified if it was.
    QTextDocument *document = m_converted->document();
    const bool wasModified = document->isModified();
    applyUndoably(std::move(changes));
    if (!wasModified)
        document->setModified(false);
}

void ReviewController::fixFromNextText(const QString &why)
{
    m_fixLikely = true;
    m_fixingBecause = why;
}

void ReviewController::setFixLikely(bool on)
{
    if (m_fixLikely == on)
        return;
    m_fixLikely = on;
    if (m_explaining || !review().explanation())
        return;
    QTextDocument *document = m_converted->document();
    QTextCursor step(document);
    step.beginEditBlock();
    // Turned off, a fix the reviewer has marked reviewed (or written by choosing a name's form)
    // is the reviewer's decision, and stands.
    const int changed =
        on ? applyFixes()
           : revertFixes(
                 [this](const LikelyFix &fix) { return !state().isReviewed(int(fix.span)); },
                 false);
    if (changed > 0)
        document->appendUndoItem(new FixModeUndo(on, [this](bool mode) {
            followFixMode(mode);
            noteUndoStep(0, false, true);
        }));
    step.endEditBlock();
}

void ReviewController::followFixMode(bool on)
{
    m_fixLikely = on;
    Q_EMIT fixLikelyFollowed(on);
    Q_EMIT message(on ? tr("The fixes are back: Fix Likely Mistakes is on again")
                      : tr("OpenCC's own candidates are back: Fix Likely Mistakes is off again"));
}

QString ReviewController::convertedText(const Highlight &place) const
{
    QString text;
    for (int index = 0; index < place.length; ++index)
        text += m_converted->document()->characterAt(place.position + index);
    return text;
}

const LikelyFix *ReviewController::standingFix(int span) const
{
    const Explanation *explanation = review().explanation();
    if (!explanation || span < 0)
        return nullptr;
    const LikelyFix *fix = explanation->fixOf(size_t(span));
    const std::optional<Highlight> place = review().place(span);
    return fix && place && convertedText(*place) == fix->likely ? fix : nullptr;
}

// The edits that rewrite the fixes `which` takes from one of their readings to the other, where
// the text still reads the first: fixing writes the likelier candidate over OpenCC's (a pick),
// reverting OpenCC's back (no pick); each span's review is then marked reviewed or not.
PickEdits ReviewController::fixEdits(const std::function<bool(const LikelyFix &)> &which,
                                     bool fixing, bool reviewed) const
{
    PickEdits edits;
    const Explanation *explanation = review().explanation();
    if (!explanation)
        return edits;
    for (const LikelyFix &fix : explanation->fixes) {
        const int span = int(fix.span);
        const QString &from = fixing ? fix.wrote : fix.likely;
        const QString &to = fixing ? fix.likely : fix.wrote;
        const std::optional<Highlight> place = review().place(span);
        if (!which(fix) || !place || convertedText(*place) != from)
            continue;
        edits.replacements.push_back({place->position, place->length, to});
        edits.changes.push_back(
            {span, state().review(span), {reviewed, fixing ? fix.likely : QString()}});
    }
    // Each replacement leaves the places of those before it as they are: the last first.
    std::reverse(edits.replacements.begin(), edits.replacements.end());
    return edits;
}

// Writes each likely mistake's likelier candidate as a pick not yet reviewed, so that the walk
// still goes there; where the reviewer has decided or the text was changed, their word stands.
// Says what it did, or why it did nothing (unless nothingFixed says not to); how many it fixed.
int ReviewController::applyFixes(NothingFixed nothingFixed)
{
    PickEdits fixes = fixEdits(
        [this](const LikelyFix &fix) {
            const SpanReview review = state().review(int(fix.span));
            return !review.reviewed && review.pick.isEmpty();
        },
        true, false);
    const int count = int(fixes.changes.size());
    const QString why = std::exchange(m_fixingBecause, QString());
    const QString because = why.isEmpty() ? QString() : QStringLiteral(" (%1)").arg(why);
    if (count == 0) {
        // Said all the same where the option was turned on for a reason the reader should know.
        if (nothingFixed == NothingFixed::Said || !why.isEmpty())
            Q_EMIT message(noFixesMessage() + because);
        return 0;
    }
    applyEdits(std::move(fixes));
    Q_EMIT message(
        tr("%n likely mistake(s) of OpenCC fixed; Edit → Undo takes them back", nullptr, count) +
        because);
    return count;
}

// Why turning Fix Likely Mistakes on changed nothing.
QString ReviewController::noFixesMessage() const
{
    if (!ConversionPlan::judges(m_reviewConfig))
        return tr("Fix Likely Mistakes fixes conversions from Simplified to Traditional only");
    const Explanation *explanation = review().explanation();
    if (!explanation || explanation->fixes.empty())
        return tr("No likely mistakes of OpenCC found in this text");
    // Fixed already: the review kept from the last time brought the fixes back.
    if (const int standing = standingFixes(); standing > 0)
        return tr("%n likely mistake(s) of OpenCC fixed, as the text was left", nullptr, standing);
    return tr("No likely mistakes of OpenCC left to fix: where one was found, your review stands");
}

int ReviewController::revertFixes(const std::function<bool(const LikelyFix &)> &which,
                                  bool reviewed)
{
    PickEdits reverts = fixEdits(which, false, reviewed);
    if (reverts.changes.empty())
        return 0;
    const int count = int(reverts.changes.size());
    applyEdits(std::move(reverts));
    Q_EMIT message(tr("OpenCC's own candidate is back in %n place(s)", nullptr, count));
    return count;
}

void ReviewController::revertFix(int span, bool alike)
{
    const LikelyFix *fix = standingFix(span);
    if (!fix)
        return;
    const LikelyFix kind = *fix;
    revertFixes(
        [&](const LikelyFix &each) {
            return alike ? each.wrote == kind.wrote && each.likely == kind.likely
                         : each.span == kind.span;
        },
        true);
}

int ReviewController::standingFixesAlike(int span) const
{
    const LikelyFix *fix = standingFix(span);
    const Explanation *explanation = review().explanation();
    if (!fix || !explanation)
        return 0;
    return int(std::count_if(explanation->fixes.begin(), explanation->fixes.end(),
                             [&](const LikelyFix &each) {
                                 return each.wrote == fix->wrote && each.likely == fix->likely &&
                                        standingFix(int(each.span));
                             }));
}

std::vector<NameEntry> ReviewController::names() const
{
    const Explanation *explanation = review().explanation();
    if (!explanation || m_explaining)
        return {};
    return NameTally::of(*explanation, review().source(), [this](size_t span) {
        const std::optional<Highlight> now = review().place(int(span));
        return now ? convertedText(*now) : QString();
    });
}

int ReviewController::writeNameEverywhere(const NameEntry &name, const QString &form,
                                          std::function<void(bool redo)> along)
{
    std::vector<std::pair<int, QString>> picks;
    for (const NameEntry::Place &place : name.places)
        picks.emplace_back(int(place.span), form.mid(place.index, 1));
    PickEdits edits = review().editsForPicks(std::move(picks));
    // Every place is marked reviewed; those that read the form already are left as they are.
    const int count = int(std::count_if(
        edits.replacements.begin(), edits.replacements.end(),
        [this](const TextReplacement &replacement) {
            return convertedText({replacement.position, replacement.length}) != replacement.text;
        }));
    QTextCursor step(m_converted->document());
    step.beginEditBlock();
    applyEdits(std::move(edits));
    m_converted->document()->appendUndoItem(
        new AlongUndo([this, along = std::move(along)](bool redo) {
            along(redo);
            noteUndoStep(0, !redo, true);
        }));
    step.endEditBlock();
    return count;
}

int ReviewController::standingFixes() const
{
    const Explanation *explanation = review().explanation();
    // A fix stands where the text was changed from OpenCC's: unedited, none does. Asked at each
    // step of the walk, and reading every fix's place in a novel took tens of milliseconds. With
    // Fix Likely Mistakes off, a fix's candidate in the text is the reviewer's own pick.
    if (!explanation || !m_fixLikely || m_session->edits(DiffSide::B)->empty())
        return 0;
    return int(std::count_if(explanation->fixes.begin(), explanation->fixes.end(),
                             [this](const LikelyFix &fix) { return standingFix(int(fix.span)); }));
}

int ReviewController::ownEdits() const
{
    // The fixes standing are counted as likely mistakes, not as the reviewer's own edits.
    return qMax(0, int(m_session->edits(DiffSide::B)->size()) - standingFixes());
}

// Replaces the text and applies the review's changes as one step of the undo history; changes of
// marks alone leave the document unmodified if it was.
void ReviewController::applyEdits(PickEdits edits)
{
    QTextDocument *document = m_converted->document();
    const bool wasModified = document->isModified();
    const bool manyPlaces = edits.replacements.size() > 1;
    QTextCursor cursor(document);
    cursor.beginEditBlock();
    bool replaced = false;
    for (const TextReplacement &replacement : edits.replacements) {
        cursor.setPosition(replacement.position);
        cursor.setPosition(replacement.position + replacement.length, QTextCursor::KeepAnchor);
        if (cursor.selectedText() != replacement.text) {
            cursor.insertText(replacement.text);
            replaced = true;
        }
    }
    applyUndoably(std::move(edits.changes));
    if (manyPlaces)
        document->appendUndoItem(new ViewKeptUndo(m_converted));
    cursor.endEditBlock();
    if (!wasModified && !replaced)
        document->setModified(false);
}

// Applies the review's changes as one step of the converted document's undo history.
void ReviewController::applyUndoably(std::vector<ReviewChange> changes)
{
    m_session->review().apply(changes);
    m_converted->document()->appendUndoItem(
        new ReviewUndo(review().stateForUndo(), std::move(changes),
                       [this](const std::vector<ReviewChange> &changed, bool undone) {
                           noteChange();
                           noteUndoStep(int(changed.size()), undone, false,
                                        changed.size() == 1 ? changed.front().span : -1);
                       }));
    noteChange();
}

// Undone or redone, the bar says so: what it said of the pick or the mark no longer holds. Once
// the step is through (its parts are undone last first, redone first first), and not where a part
// of it said what it did itself (Fix Likely Mistakes on again, the glossary's rule).
void ReviewController::noteUndoStep(int spans, bool undone, bool spoke, int onlySpan)
{
    if (spans > 0) {
        // The one span of the whole step, or none; of this review, which a new conversion may
        // replace before the step is through.
        m_undoStep.onlySpan = m_undoStep.spans == 0 ? onlySpan : -1;
        m_undoStep.review = review().stateForUndo();
        m_undoStep.spans += spans;
        m_undoStep.undone = undone;
    }
    m_undoStep.spoke = m_undoStep.spoke || spoke;
    if (std::exchange(m_undoStep.pending, true))
        return;
    QTimer::singleShot(0, this, [this] {
        const UndoStep step = std::exchange(m_undoStep, {});
        if (step.spans == 0 || step.spoke)
            return;
        // A mark or a pick of one span undone: back at that span, described as it reads again,
        // so that the walk goes on from there, not from where the mark had moved it.
        const bool sameReview = step.review.lock() == review().stateForUndo().lock();
        if (step.undone && step.onlySpan >= 0 && sameReview && review().place(step.onlySpan)) {
            goToSpan(step.onlySpan);
            return;
        }
        Q_EMIT message(step.undone
                           ? tr("Undone: %n span(s) as they were before", nullptr, step.spans)
                           : tr("Redone: %n span(s)", nullptr, step.spans));
    });
}

void ReviewController::noteChange()
{
    m_refreshTimer.start();
    if (!m_reviewPlace.isEmpty()) {
        m_unkept = true;
        m_keepTimer.start();
    }
    m_converted->viewport()->update();
}

void ReviewController::showGlossary()
{
    m_panel->setGlossary(m_rules->glossaryPath(),
                         m_rules->glossary() ? int(m_rules->glossary()->rules().size()) : 0,
                         m_rules->problems());
}

std::vector<int> ReviewController::reviewedPositions() const
{
    std::vector<int> positions;
    for (const int span : state().spansToReview()) {
        if (!state().isReviewed(span))
            continue;
        if (const std::optional<Highlight> place = review().place(span))
            positions.push_back(place->position);
    }
    return positions;
}

void ReviewController::refreshPanel()
{
    if (m_explaining) {
        m_panel->setExplaining();
        Q_EMIT reviewChanged();
        return;
    }
    std::vector<int> counts(HighlightKindCount, 0);
    const auto original = m_session->highlights(DiffSide::A);
    for (const Highlight &highlight : *original)
        ++counts[qMin<size_t>(highlight.kind, counts.size() - 1)];
    counts[UserEditKind] = ownEdits();
    m_panel->setCounts(counts);
    // With fixes on, how many of the likely mistakes found stand fixed, as the status bar says.
    m_panel->setFixesStanding(m_fixLikely ? standingFixes() : -1);

    Q_EMIT reviewChanged();
    const DecisionSummary summary = review().decisionRows();
    m_panel->setProgress(summary);
    m_panel->setDecisions(summary.rows);
}

} // namespace duizhao
