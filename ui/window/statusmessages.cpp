// SPDX-License-Identifier: GPL-3.0-or-later
#include "window/statusmessages.h"

#include "document/opentext.h"
#include "panes/elidedlabel.h"

#include <QFileInfo>
#include <QStatusBar>

namespace duizhao {

StatusMessages::StatusMessages(OpenText *text, QStatusBar *bar, QObject *parent)
    : QObject(parent)
    , m_session(text->session())
    , m_bar(bar)
    , m_readWarning(new ElidedLabel)
{
    connect(text, &OpenText::cancelled, this, &StatusMessages::showCancel);
    // Nonsense in the panes needs its reason beside it: a permanent widget, which the bar's
    // messages do not hide.
    m_readWarning->setObjectName(QStringLiteral("readWarning"));
    m_readWarning->hide();
    bar->addPermanentWidget(m_readWarning, 1);
}

void StatusMessages::showStage()
{
    const ConversionOutcome &now = m_session.shown();
    const QString name = QFileInfo(now.path).fileName();
    m_readWarning->setParts(tr("Warning"), now.readWarning,
                            now.readWarning.startsWith(name) ? name.size() : 0);
    m_readWarning->setVisible(!now.readWarning.isEmpty());
    if (now.preview) {
        m_bar->showMessage(tr("Showing the beginning; converting the rest…"));
    } else if (now.explaining) {
        m_bar->showMessage(
            tr("Every change is shown; sorting them for the review (editing waits for it)…"));
    } else if (!now.rediff || now.comparing) {
        // The stage's message goes. (A diff brought up to date after an edit leaves the message
        // of the edit, such as the next span's candidates after a pick.)
        m_bar->clearMessage();
    }
}

void StatusMessages::showCarriedEdits(int adoptedReviews, int ownEdits)
{
    const ConversionOutcome &now = m_session.shown();
    if (!now.carriedEdits)
        return;
    const QString reviews = tr("%n review(s) kept.", nullptr, adoptedReviews);
    // The fixes of likely mistakes carried with the edits are not the user's: counted as the
    // review panel counts them.
    const int kept = qMin(now.keptEdits, ownEdits);
    if (now.returnsToChapter) {
        // Back to a chapter left with edits: they are back, unless the rules changed meanwhile
        // (a glossary edited) and some gave way.
        // Fixes alone (turned on by the user, which makes them edits) are not counted as yours.
        if (kept == 0 && now.droppedEdits == 0) {
            m_bar->showMessage(tr("Back to this chapter as you left it."), 10000);
            return;
        }
        m_bar->showMessage(now.droppedEdits == 0
                               ? tr("Back to this chapter with your %n edit(s).", nullptr, kept)
                               : tr("Back to this chapter with your edits: %1 %2")
                                     .arg(tr("%n kept,", nullptr, kept),
                                          tr("%n gave way to the rules changed since.", nullptr,
                                             now.droppedEdits)),
                           10000);
        return;
    }
    m_bar->showMessage(kept + now.droppedEdits == 0
                           ? tr("Converted again with the new rules; %1").arg(reviews)
                           : tr("Converted again with the new rules: %1 %2 %3")
                                 .arg(tr("%n of your edits kept,", nullptr, kept),
                                      tr("%n gave way to the rules;", nullptr, now.droppedEdits),
                                      reviews),
                       10000);
}

void StatusMessages::showCancel(Session::Stage stage)
{
    switch (stage) {
    case Session::Stage::Explaining:
        m_bar->showMessage(tr("Explaining cancelled: the changes are shown without their "
                              "categories. Review → Convert Again explains them."));
        break;
    case Session::Stage::Preview:
        m_bar->showMessage(tr("Conversion cancelled: only the beginning is shown. Choose a "
                              "conversion to convert the whole text."));
        break;
    default:
        m_bar->showMessage(tr("Conversion cancelled"));
    }
}

} // namespace duizhao
