// SPDX-License-Identifier: GPL-3.0-or-later
#include "review/reviewactions.h"

#include "core/conversion/glossary.h"
#include "core/names/nametally.h"
#include "dialogs/glossarydialog.h"
#include "document/bookrules.h"
#include "document/settings.h"
#include "panes/diffpane.h"
#include "review/reviewcontroller.h"
#include "review/reviewpanel.h"

#include <QComboBox>
#include <QFileDialog>
#include <QFileInfo>
#include <QInputDialog>
#include <QKeyEvent>
#include <QMenu>
#include <QMessageBox>
#include <QTextDocument>

#include <algorithm>
#include <iterator>

namespace duizhao {

namespace {

// What the phrase contesting a span would make of the span's own characters (发 of 粉丝发布,
// contested by 发布 → 發佈: 發), where the phrase lies over the span and keeps its length; empty
// otherwise.
QString contenderReading(const Explanation &explanation, const ExplainedSpan &span,
                         QStringView source)
{
    const QStringList contender = explanation.contender(span);
    if (contender.size() != 2 || contender[0].size() != contender[1].size())
        return {};
    const QString &key = contender[0];
    for (qsizetype offset = 0; offset + span.sourceLength <= key.size(); ++offset) {
        const qsizetype start = span.sourcePosition - offset;
        if (start >= 0 && source.mid(start, key.size()) == key)
            return contender[1].mid(offset, span.sourceLength);
    }
    return {};
}

} // namespace

ReviewActions::ReviewActions(ReviewController *review, BookRules *rules, DiffPane *original,
                             DiffPane *converted, ReviewPanel *panel, QObject *parent)
    : QObject(parent)
    , m_review(review)
    , m_rules(rules)
    , m_original(original)
    , m_converted(converted)
    , m_panel(panel)
    , m_filterBox(new QComboBox)
{
    m_filterBox->setObjectName(QStringLiteral("filterBox"));
    for (int filter = 0; filter < HighlightPalette::FilterCount; ++filter)
        m_filterBox->addItem(HighlightPalette::filterTitle(HighlightPalette::Filter(filter)));
    connect(m_filterBox, &QComboBox::currentIndexChanged, this, [this](int filter) {
        const auto chosen = HighlightPalette::Filter(filter);
        m_review->setFilter(chosen);
        Q_EMIT kindsShown(HighlightPalette::kindsShown(chosen));
    });
    m_converted->installEventFilter(this);
    // A right-click on either pane: its span's menu.
    for (DiffPane *pane : {m_original, m_converted}) {
        pane->setContextMenuPolicy(Qt::CustomContextMenu);
        connect(pane, &QWidget::customContextMenuRequested, this, [this, pane](QPoint point) {
            QMenu *menu = contextMenu(pane, pane->characterAt(point), pane->window());
            menu->setAttribute(Qt::WA_DeleteOnClose);
            menu->popup(pane->viewport()->mapToGlobal(point));
        });
    }
    connect(m_panel, &ReviewPanel::editGlossaryRequested, this,
            [this] { editGlossary(m_panel->window()); });
    connect(m_panel, &ReviewPanel::chooseGlossaryRequested, this,
            [this] { chooseGlossary(m_panel->window()); });
}

bool ReviewActions::eventFilter(QObject *watched, QEvent *event)
{
    // A digit picks a candidate for the span gone to, while it is still selected as it was.
    if (watched == m_converted && event->type() == QEvent::KeyPress &&
        m_review->currentSpan() >= 0) {
        const auto *key = static_cast<QKeyEvent *>(event);
        const Qt::KeyboardModifiers modifiers = key->modifiers() & ~Qt::KeypadModifier;
        const int digit = key->key() - Qt::Key_1;
        const std::optional<Highlight> now = m_review->review().place(m_review->currentSpan());
        const QTextCursor cursor = m_converted->textCursor();
        if (modifiers == Qt::NoModifier && digit >= 0 && digit < 9 && now &&
            cursor.selectionStart() == now->position &&
            cursor.selectionEnd() == now->position + now->length) {
            const QStringList candidates = m_review->state().explanation()->candidates(
                m_review->state().explanation()->spans[size_t(m_review->currentSpan())]);
            if (digit < candidates.size()) {
                m_review->pick(m_review->currentSpan(), candidates[digit]);
                m_review->goToNextSpan();
            }
            return true;
        }
    }
    return QObject::eventFilter(watched, event);
}

void ReviewActions::addMenuActions(QMenu *menu, QWidget *window)
{
    QAction *next =
        menu->addAction(tr("&Next Span to Review"), m_review, &ReviewController::goToNextSpan);
    next->setShortcut(QKeySequence(Qt::ALT | Qt::SHIFT | Qt::Key_Down));
    QAction *previous = menu->addAction(tr("&Previous Span to Review"), m_review,
                                        &ReviewController::goToPreviousSpan);
    previous->setShortcut(QKeySequence(Qt::ALT | Qt::SHIFT | Qt::Key_Up));
    QAction *mark = menu->addAction(tr("&Mark Reviewed and Go On"), this, [this] {
        if (m_review->currentSpan() < 0)
            return;
        m_review->setReviewed({m_review->currentSpan()}, true);
        m_review->goToNextSpan();
    });
    mark->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_Return));
    QAction *byRisk = menu->addAction(tr("Walk the &Riskiest First"));
    byRisk->setCheckable(true);
    byRisk->setToolTip(tr("Next Span to Review goes to the span most likely converted wrongly; "
                          "unchecked, to the next in the text"));
    const auto setByRisk = [this](bool on) {
        m_review->setWalkOrder(on ? WalkOrder::ByRisk : WalkOrder::InText);
    };
    byRisk->setChecked(Settings().walkByRisk());
    setByRisk(byRisk->isChecked());
    connect(byRisk, &QAction::toggled, this, [setByRisk](bool on) {
        setByRisk(on);
        Settings().setWalkByRisk(on);
    });
    QAction *fixLikely = m_fixLikely = menu->addAction(tr("&Fix Likely Mistakes"));
    fixLikely->setCheckable(true);
    fixLikely->setToolTip(
        tr("Writes the likelier candidate where OpenCC's is more likely wrong than right, by the "
           "words around it or the names of the text; each fix is marked, and Edit → Undo takes "
           "them back"));
    fixLikely->setStatusTip(fixLikely->toolTip());
    fixLikely->setChecked(Settings().fixLikely());
    m_review->setFixLikely(fixLikely->isChecked());
    connect(fixLikely, &QAction::toggled, this, [this](bool on) {
        m_review->setFixLikely(on);
        Settings().setFixLikely(on);
    });
    // Undone or redone with the fixes it made or took back.
    connect(m_review, &ReviewController::fixLikelyFollowed, fixLikely, [fixLikely](bool on) {
        const QSignalBlocker quiet(fixLikely);
        fixLikely->setChecked(on);
        Settings().setFixLikely(on);
    });
    menu->addSeparator();
    QAction *quotes = menu->addAction(tr("Corner-Bracket &Quotes “” → 「」"));
    quotes->setCheckable(true);
    connect(quotes, &QAction::triggered, m_rules, &BookRules::setCornerQuotes);
    connect(m_rules, &BookRules::rulesChanged, quotes,
            [this, quotes] { quotes->setChecked(m_rules->cornerQuotes()); });
    menu->addAction(tr("&Edit Glossary…"), this, [this, window] { editGlossary(window); });
    menu->addAction(tr("&Choose Glossary…"), this, [this, window] { chooseGlossary(window); });
}

void ReviewActions::fixLikelyMistakes(const QString &why)
{
    if (!m_fixLikely || m_fixLikely->isChecked())
        return;
    const QSignalBlocker quiet(m_fixLikely);
    m_fixLikely->setChecked(true);
    m_review->fixFromNextText(why);
    Settings().setFixLikely(true);
}

QMenu *ReviewActions::contextMenu(DiffPane *pane, int position, QWidget *parent)
{
    QMenu *menu = pane == m_converted ? m_converted->createStandardContextMenu()
                                      : m_original->createStandardContextMenu();
    menu->setParent(parent, menu->windowFlags());
    const Highlight *highlight = pane->highlightAt(position);
    const Explanation *explanation = m_review->state().explanation();
    if (!highlight || highlight->tag < 0 || !explanation)
        return menu;
    const int span = highlight->tag;
    const ExplainedSpan &item = explanation->spans[size_t(span)];
    QAction *first = menu->actions().value(0);
    const auto insert = [&](QAction *action) {
        menu->insertAction(first, action);
    };
    // The span's description heads the menu, cut to a reasonable width (a menu as wide as the
    // screen is hard to use); the whole of it is in its tooltip.
    const std::optional<Highlight> now = m_review->review().place(span);
    const QString current = now ? m_review->convertedText(*now) : QString();
    const QString description =
        explanation->describe(item, m_review->review().source(), now ? &current : nullptr);
    const QFontMetrics metrics(menu->font());
    auto *title = new QAction(
        metrics.elidedText(description, Qt::ElideRight, metrics.averageCharWidth() * 60), menu);
    title->setToolTip(description);
    title->setEnabled(false);
    menu->setToolTipsVisible(true);
    insert(title);

    const QStringList candidates = explanation->candidates(item);
    for (qsizetype index = 0; index < candidates.size(); ++index) {
        const QString candidate = candidates[index];
        auto *action = new QAction(
            index < 9 ? QStringLiteral("&%1  %2").arg(index + 1).arg(candidate) : candidate, menu);
        action->setCheckable(true);
        action->setChecked(candidate == current);
        action->setEnabled(now.has_value());
        connect(action, &QAction::triggered, this,
                [this, span, candidate] { m_review->pick(span, candidate); });
        insert(action);
    }
    if (const LikelyFix *fix = m_review->standingFix(span)) {
        auto *revert = new QAction(tr("Revert to OpenCC's %1").arg(fix->wrote), menu);
        connect(revert, &QAction::triggered, this,
                [this, span] { m_review->revertFix(span, false); });
        insert(revert);
        const int alikeFixes = m_review->standingFixesAlike(span);
        if (alikeFixes > 1) {
            auto *revertAll = new QAction(
                tr("Revert All %n Fixes to OpenCC's %1", nullptr, alikeFixes).arg(fix->wrote),
                menu);
            connect(revertAll, &QAction::triggered, this,
                    [this, span] { m_review->revertFix(span, true); });
            insert(revertAll);
        }
    }
    const std::vector<int> alike = m_review->state().identicalTo(span, m_review->review().source());
    // What "for all alike" reaches: this span, and the others alike that are not reviewed yet.
    const auto others = std::count_if(alike.begin(), alike.end(), [&](int each) {
        return each != span && !m_review->state().isReviewed(each);
    });
    if (others > 0 && !candidates.isEmpty()) {
        auto *everywhere = new QMenu(
            tr("Pick for this and %n alike not yet reviewed", nullptr, int(others)), menu);
        for (const QString &candidate : candidates) {
            everywhere->addAction(candidate, this, [this, span, candidate] {
                m_review->pick(span, candidate, true);
            });
        }
        menu->insertMenu(first, everywhere);
    }
    if (needsReview(item.category)) {
        const bool reviewed = m_review->state().isReviewed(span);
        auto *mark =
            new QAction(reviewed ? tr("Mark as Not Reviewed") : tr("&Mark as Reviewed"), menu);
        connect(mark, &QAction::triggered, this,
                [this, span, reviewed] { m_review->setReviewed({span}, !reviewed); });
        insert(mark);
        std::vector<int> notReviewed;
        std::copy_if(alike.begin(), alike.end(), std::back_inserter(notReviewed),
                     [this](int each) { return !m_review->state().isReviewed(each); });
        if (notReviewed.size() > 1 || (notReviewed.size() == 1 && notReviewed.front() != span)) {
            auto *markAll = new QAction(
                tr("Mark %n alike as reviewed", nullptr, int(notReviewed.size())), menu);
            connect(markAll, &QAction::triggered, this,
                    [this, notReviewed] { m_review->setReviewed(notReviewed, true); });
            insert(markAll);
        }
    }
    auto *glossaryAction = new QAction(tr("Add to the &Glossary…"), menu);
    connect(glossaryAction, &QAction::triggered, this,
            [this, span, parent] { addToGlossary(span, parent); });
    insert(glossaryAction);
    menu->insertSeparator(first);
    return menu;
}

QString ReviewActions::suggestedRule(int span) const
{
    const ConversionReview &review = m_review->review();
    const Explanation *explanation = review.explanation();
    const std::optional<Highlight> now = review.place(span);
    if (!explanation || !now)
        return {};
    const ExplainedSpan &item = explanation->spans[size_t(span)];
    QString source = review.source().mid(item.sourcePosition, item.sourceLength);
    // A rule is for changing what the conversion wrote: the reader's pick, else, for a span
    // another phrase contests, that phrase's reading, else what the text reads now.
    QString result = m_review->convertedText(*now);
    if (const QString pick = review.state().review(span).pick; !pick.isEmpty())
        result = pick;
    else if (const QString contended = contenderReading(*explanation, item, review.source());
             !contended.isEmpty() &&
             result == explanation->result.mid(item.resultPosition, item.resultLength))
        result = contended;
    // With the character after it, the rule reads as a word (发布=發布), not as every 发.
    const int after = item.sourcePosition + item.sourceLength;
    const QChar next = after < review.source().size() ? review.source().at(after) : QChar();
    const QChar nextResult = m_converted->document()->characterAt(now->position + now->length);
    if (next.script() == QChar::Script_Han && nextResult.script() == QChar::Script_Han) {
        source += next;
        result += nextResult;
    }
    return Glossary::formatRule(source, result);
}

void ReviewActions::addToGlossary(int span, QWidget *parent)
{
    bool ok = false;
    const QString rule =
        QInputDialog::getText(parent, tr("Add to the glossary"),
                              tr("Rule (SOURCE=RESULT to replace, !WORD to keep as written):"),
                              QLineEdit::Normal, suggestedRule(span), &ok);
    if (ok && !rule.trimmed().isEmpty())
        addGlossaryRule(rule.trimmed());
}

bool ReviewActions::addGlossaryRule(const QString &rule)
{
    const Glossary check = Glossary::parse(rule);
    if (!check.errors().empty()) {
        QMessageBox::warning(m_panel->window(), tr("Not a glossary rule"),
                             tr("“%1”: %2").arg(rule, check.errors().front().reason));
        return false;
    }
    const QString path = glossaryPathToWrite(m_panel->window());
    if (path.isEmpty())
        return false;
    if (const auto error = m_rules->append(rule, path)) {
        QMessageBox::critical(m_panel->window(), tr("Cannot save the glossary"), error->message());
        return false;
    }
    Q_EMIT message(tr("Added %1 to %2").arg(rule, QFileInfo(path).fileName()));
    return true;
}

void ReviewActions::writeNameEverywhere(const NameEntry &name, const QString &form)
{
    const QString path = glossaryPathToWrite(m_panel->window());
    if (path.isEmpty())
        return;
    // The rule first: where it cannot be written, the text is left as it is too.
    const QString rule = name.ruleFor(form);
    if (name.ruled) {
        // The glossary writes the name here already: its rule changes, and the text is converted
        // again with it, the user's edits kept.
        if (const auto error = m_rules->replaceRule(rule, path)) {
            QMessageBox::critical(m_panel->window(), tr("Cannot save the glossary"),
                                  error->message());
            return;
        }
        Q_EMIT message(
            tr("%1 written %2 by the glossary %3; converting again")
                .arg(name.name.surname + name.name.given, form, QFileInfo(path).fileName()));
        return;
    }
    const bool created = !QFileInfo::exists(path);
    QString replaced;
    if (const auto error = m_rules->setAppliedRule(rule, path, &replaced)) {
        QMessageBox::critical(m_panel->window(), tr("Cannot save the glossary"), error->message());
        return;
    }
    const QString full = name.name.surname + name.name.given;
    const QString file = QFileInfo(path).fileName();
    const QString source = name.ruleSource();
    BookRules *rules = m_rules;
    // Undone, the rule goes (the line it replaced comes back, a file it created goes); redone,
    // it comes back. Each says so, as the status bar otherwise still tells of the step before.
    const auto along = [=, this](bool redo) {
        const auto error = redo                 ? rules->setAppliedRule(rule, path)
                           : replaced.isEmpty() ? rules->removeAppliedRule(source, path, created)
                                                : rules->setAppliedRule(replaced, path);
        if (error)
            Q_EMIT message(tr("Cannot change the glossary: %1").arg(error->message()));
        else if (redo)
            Q_EMIT message(
                tr("%1 written %2 again; the glossary %3 keeps it").arg(full, form, file));
        else
            Q_EMIT message(
                tr("%1 as it was before; the glossary %2 no longer has %3").arg(full, file, rule));
    };
    const int changed = m_review->writeNameEverywhere(name, form, along);
    Q_EMIT message(changed > 0 ? tr("%1 written %2 in %n place(s); the glossary %3 keeps it for "
                                    "the book",
                                    nullptr, changed)
                                     .arg(full, form, file)
                               : tr("%1 is written %2 everywhere already; the glossary %3 keeps it "
                                    "for the book")
                                     .arg(full, form, file));
}

QString ReviewActions::glossaryPathToWrite(QWidget *parent) const
{
    // The sample has no folder to offer: the user says where.
    const QString path = m_rules->pathToWrite();
    return path.isEmpty() ? QFileDialog::getSaveFileName(parent, tr("Keep the glossary in"),
                                                         Glossary::fileName())
                          : path;
}

void ReviewActions::editGlossary(QWidget *parent)
{
    const QString path = glossaryPathToWrite(parent);
    if (path.isEmpty())
        return;
    GlossaryDialog dialog(path, parent);
    if (dialog.exec() == QDialog::Accepted)
        m_rules->use(path);
}

void ReviewActions::chooseGlossary(QWidget *parent)
{
    const QString path = QFileDialog::getOpenFileName(parent, tr("Choose a glossary"),
                                                      QFileInfo(m_rules->bookPath()).absolutePath(),
                                                      tr("Glossaries (*.txt);;All files (*)"));
    if (!path.isEmpty())
        m_rules->choose(path);
}

} // namespace duizhao
