// SPDX-License-Identifier: GPL-3.0-or-later
#include "savecommands.h"

#include "diffpane.h"
#include "saveformatchoice.h"
#include "session.h"
#include "sidebysideview.h"

#include <QFileDialog>
#include <QFileInfo>
#include <QMessageBox>

namespace duizhao {

SaveCommands::SaveCommands(Session *session, SideBySideView *view, SaveFormatChoice *format,
                           std::function<QString()> config, QWidget *window)
    : QObject(window)
    , m_session(session)
    , m_view(view)
    , m_format(format)
    , m_config(std::move(config))
    , m_window(window)
{}

bool SaveCommands::isModified(DiffSide side) const
{
    return m_view->pane(side)->document()->isModified();
}

bool SaveCommands::save()
{
    if (refuseShownAsCompared() || refuseUnfinished())
        return false;
    if (m_session->isComparing()) {
        const DiffSide side = m_view->lastFocused();
        return saveEdition(side, m_session->side(side).path);
    }
    const QString savedTo = m_session->side(DiffSide::B).path;
    return savedTo.isEmpty() ? saveAs() : saveTo(savedTo);
}

bool SaveCommands::saveAs()
{
    if (refuseShownAsCompared() || refuseUnfinished())
        return false;
    const QString filter = tr("Text files (*.txt);;All files (*)");
    if (m_session->isComparing()) {
        const DiffSide side = m_view->lastFocused();
        const QString path = QFileDialog::getSaveFileName(
            m_window,
            side == DiffSide::A ? tr("Save the first edition") : tr("Save the second edition"),
            m_session->side(side).path, filter);
        return !path.isEmpty() && saveEdition(side, path);
    }
    const QString savedTo = m_session->side(DiffSide::B).path;
    const QString path = QFileDialog::getSaveFileName(
        m_window, tr("Save the converted text"),
        savedTo.isEmpty() ? m_session->defaultSavePath(m_config()) : savedTo, filter);
    return !path.isEmpty() && saveTo(path);
}

// The editions shown as compared are conversions of the files, not their text: never saved.
bool SaveCommands::refuseShownAsCompared() const
{
    if (!m_session->showsCompared())
        return false;
    QMessageBox::information(m_window, tr("Shown as compared"),
                             tr("The editions are shown as converted for comparing. Turn off "
                                "Compare → Show the Editions as Compared to edit and save them."));
    return true;
}

// The file to be written changed on disk since it was read or saved here: replacing it would lose
// what changed, so the user is asked.
bool SaveCommands::mayReplaceChanged(const QString &path) const
{
    if (!m_session->changedOnDisk(path))
        return true;
    return QMessageBox::warning(
               m_window, tr("Changed on Disk"),
               tr("%1 changed on disk since it was read or saved here (saved from the other pane, "
                  "or by another program). Replace it with this text, losing those changes?")
                   .arg(path),
               QMessageBox::Save | QMessageBox::Cancel, QMessageBox::Cancel) == QMessageBox::Save;
}

bool SaveCommands::saveEdition(DiffSide side, const QString &path)
{
    if (!mayReplaceChanged(path))
        return false;
    DiffPane *pane = m_view->pane(side);
    const TextFormat format = m_session->side(side).format;
    if (const auto error = m_session->save(side, pane->toPlainText(), path, format)) {
        QMessageBox::critical(m_window, tr("Cannot save"), error->message());
        return false;
    }
    pane->document()->setModified(false);
    Q_EMIT saved(side, tr("Saved %1 (%2)").arg(path, format.encoding));
    return true;
}

// Only the beginning of a long text is converted (still, or for good after a cancel): refused
// before any file is asked for.
bool SaveCommands::refuseUnfinished() const
{
    if (m_session->stage() != Session::Stage::Preview)
        return false;
    QMessageBox::warning(m_window, tr("Not converted yet"),
                         tr("Only the beginning of the text is converted so far; saving it "
                            "would lose the rest. Wait for the conversion, or start it again."));
    return true;
}

bool SaveCommands::saveTo(const QString &path)
{
    if (refuseUnfinished())
        return false;
    const Session::Side &original = m_session->side(DiffSide::A);
    if (!original.path.isEmpty() && QFileInfo(path) == QFileInfo(original.path)) {
        QString question =
            tr("%1 is the file you opened. Replace the original text with the conversion?")
                .arg(path);
        if (original.replacedSequences > 0)
            question += QStringLiteral("\n\n") +
                        tr("It was read with %n bad byte sequence(s) replaced by U+FFFD (�); the "
                           "bytes they stood for would be lost.",
                           nullptr, int(original.replacedSequences));
        const auto answer =
            QMessageBox::warning(m_window, tr("Overwrite the original?"), question,
                                 QMessageBox::Yes | QMessageBox::Cancel, QMessageBox::Cancel);
        if (answer != QMessageBox::Yes)
            return false;
    }
    if (!mayReplaceChanged(path))
        return false;
    const TextFormat format = m_format->applyTo(m_session->side(DiffSide::B).format);
    DiffPane *converted = m_view->pane(DiffSide::B);
    if (const auto error = m_session->save(DiffSide::B, converted->toPlainText(), path, format)) {
        QMessageBox::critical(m_window, tr("Cannot save"), error->message());
        return false;
    }
    converted->document()->setModified(false);
    Q_EMIT saved(DiffSide::B, tr("Saved %1 (%2)").arg(path, format.encoding));
    return true;
}

bool SaveCommands::maybeSave()
{
    // Converting, only the conversion is editable; comparing, either edition.
    std::vector<DiffSide> edited;
    if (m_session->isComparing() && isModified(DiffSide::A))
        edited.push_back(DiffSide::A);
    if (isModified(DiffSide::B))
        edited.push_back(DiffSide::B);
    for (const DiffSide side : edited) {
        const QString what =
            !m_session->isComparing() ? tr("The converted text has edits that are not saved.")
            : side == DiffSide::A     ? tr("The first edition has edits that are not saved.")
                                      : tr("The second edition has edits that are not saved.");
        const auto answer = QMessageBox::warning(
            m_window, tr("Unsaved edits"), what,
            QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel, QMessageBox::Save);
        if (answer == QMessageBox::Cancel)
            return false;
        if (answer == QMessageBox::Save) {
            const bool written =
                m_session->isComparing() ? saveEdition(side, m_session->side(side).path) : save();
            if (!written)
                return false;
        }
    }
    return true;
}

} // namespace duizhao
