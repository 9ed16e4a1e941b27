// SPDX-License-Identifier: GPL-3.0-or-later
#include "window/savecommands.h"

#include "core/books/epub/epubbook.h"
#include "core/books/epub/epubconversion.h"
#include "core/conversion/configcatalog.h"
#include "core/conversion/conversionplan.h"
#include "core/jobs/jobcontrol.h"
#include "core/jobs/workerpool.h"
#include "core/text/textencoding.h"
#include "document/opentext.h"
#include "document/session.h"
#include "panes/diffpane.h"
#include "panes/sidebysideview.h"
#include "window/saveformatchoice.h"

#include <QDir>
#include <QEventLoop>
#include <QFileDialog>
#include <QFileInfo>
#include <QFutureWatcher>
#include <QMessageBox>
#include <QProgressDialog>
#include <QPushButton>
#include <QtConcurrent/QtConcurrentRun>

namespace duizhao {

SaveCommands::SaveCommands(OpenText *text, SideBySideView *view, SaveFormatChoice *format,
                           std::function<QString()> config, std::function<bool()> fixesLikely,
                           QWidget *window)
    : QObject(window)
    , m_text(text)
    , m_session(&text->session())
    , m_view(view)
    , m_format(format)
    , m_config(std::move(config))
    , m_fixesLikely(std::move(fixesLikely))
    , m_window(window)
{}

bool SaveCommands::save()
{
    return !refused() && saveSide(m_session->sideWorkedOn(m_view->lastFocused()));
}

bool SaveCommands::saveAs()
{
    return !refused() && saveSideAs(m_session->sideWorkedOn(m_view->lastFocused()));
}

bool SaveCommands::saveTo(const QString &path)
{
    return !refused() && write(DiffSide::B, path);
}

bool SaveCommands::saveSide(DiffSide side)
{
    const QString path = m_session->side(side).path;
    return path.isEmpty() ? saveSideAs(side) : write(side, path);
}

bool SaveCommands::saveSideAs(DiffSide side)
{
    if (!bookShown().isEmpty())
        return saveBookAs();
    const QString savedTo = m_session->side(side).path;
    const QString path = askSavePath(
        tr("Save %1").arg(m_session->sideName(side)),
        savedTo.isEmpty() ? m_session->defaultSavePath(m_config()) : savedTo,
        tr("Text files (*.txt);;All files (*)"), {savedTo, m_session->side(otherSide(side)).path});
    return !path.isEmpty() && write(side, path);
}

// The file dialog's own question before it replaces a file is left out: over a file that write()
// or writeBook() asks about themselves (the other side's, the book converted) the user was asked
// twice, the second time saying what the file is. Over the file saved to before, as Save, nothing
// is asked; over any other, this asks.
QString SaveCommands::askSavePath(const QString &title, const QString &suggested,
                                  const QString &filter, const QStringList &askedElsewhere) const
{
    const QString path = QFileDialog::getSaveFileName(m_window, title, suggested, filter, nullptr,
                                                      QFileDialog::DontConfirmOverwrite);
    if (path.isEmpty() || !QFileInfo::exists(path))
        return path;
    for (const QString &file : askedElsewhere) {
        if (!file.isEmpty() && QFileInfo(file) == QFileInfo(path))
            return path;
    }
    return QMessageBox::warning(
               m_window, tr("Replace the File?"),
               tr("%1 already exists. Replace it?").arg(QDir::toNativeSeparators(path)),
               QMessageBox::Yes | QMessageBox::Cancel, QMessageBox::Cancel) == QMessageBox::Yes
               ? path
               : QString();
}

// Only the beginning of a long text is converted, or the editions are shown converted: refused
// before any file is asked for.
bool SaveCommands::refused() const
{
    const QString why = m_session->whyNotSavable();
    if (why.isEmpty())
        return false;
    QMessageBox::warning(m_window, tr("Not Saved"), why);
    return true;
}

// The file of the other side (the original of a conversion, the other edition): replacing it
// loses that text, so the user is asked.
bool SaveCommands::mayReplaceOther(DiffSide side, const QString &path) const
{
    // (An edition compared with itself has the other's file for its own.)
    const Session::Side &other = m_session->side(otherSide(side));
    const QString own = m_session->side(side).path;
    if (other.path.isEmpty() || QFileInfo(path) != QFileInfo(other.path) ||
        (!own.isEmpty() && QFileInfo(path) == QFileInfo(own)))
        return true;
    QString question =
        tr("%1 is the file of %2. Replace it with %3?")
            .arg(path, m_session->sideName(otherSide(side)), m_session->sideName(side));
    if (other.replacedSequences > 0)
        question += QStringLiteral("\n\n") +
                    tr("It was read with %n bad byte sequence(s) replaced by U+FFFD (�); the "
                       "bytes they stood for would be lost.",
                       nullptr, int(other.replacedSequences));
    return QMessageBox::warning(m_window, tr("Replace the Other File?"), question,
                                QMessageBox::Yes | QMessageBox::Cancel,
                                QMessageBox::Cancel) == QMessageBox::Yes;
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

bool SaveCommands::write(DiffSide side, const QString &path)
{
    if (!bookShown().isEmpty())
        return writeBook(path);
    if (!mayReplaceOther(side, path) || !mayReplaceChanged(path))
        return false;
    DiffPane *pane = m_view->pane(side);
    TextFormat format = m_format->applyTo(m_session->side(side).format);
    // Characters the encoding cannot hold (a Big5 file converted to Simplified, saved in Big5 as
    // read): asked before anything is written, with UTF-8, which holds every one, offered and
    // chosen for the saves that follow; and for a conversion to Simplified GB18030, which holds
    // every one too and is what Simplified text is kept in where it is not UTF-8.
    const QStringView text = m_session->text(side);
    if (!TextEncoding::canEncode(format.encoding, text)) {
        QMessageBox box(
            QMessageBox::Critical, tr("Cannot save"),
            FileError{path, TextFile::describeUnrepresentable(text, format.encoding)}.message(),
            QMessageBox::Cancel, m_window);
        QPushButton *utf8 = box.addButton(tr("Save as &UTF-8"), QMessageBox::AcceptRole);
        const std::optional<ConfigInfo> config = ConfigCatalog::known(m_session->shown().config);
        QPushButton *gb18030 = side == DiffSide::B && !m_session->isComparing() && config &&
                                       config->to == Script::Simplified
                                   ? box.addButton(tr("Save as &GB18030"), QMessageBox::AcceptRole)
                                   : nullptr;
        box.setDefaultButton(utf8);
        box.exec();
        if (box.clickedButton() != utf8 && (!gb18030 || box.clickedButton() != gb18030))
            return false;
        m_format->chooseEncoding(box.clickedButton() == utf8 ? QStringLiteral("utf-8")
                                                             : QStringLiteral("gb18030"));
        format = m_format->applyTo(m_session->side(side).format);
    }
    const std::optional<FileError> error = m_session->save(side, text, path, format);
    if (error) {
        QMessageBox::critical(m_window, tr("Cannot save"), error->message());
        return false;
    }
    pane->document()->setModified(false);
    Q_EMIT saved(side, tr("Saved %1 (%2)").arg(path, format.encoding));
    return true;
}

QString SaveCommands::bookShown() const
{
    if (m_session->isComparing())
        return {};
    const auto address = EpubBook::addressOf(m_session->side(DiffSide::A).path);
    return address ? address->book : QString();
}

bool SaveCommands::saveBookAs()
{
    const QString book = bookShown();
    const QString savedTo = m_session->side(DiffSide::B).path;
    const QString path = askSavePath(
        tr("Save the Converted Book"),
        savedTo.isEmpty() ? ConfigCatalog::convertedFileName(book, m_session->shown().config)
                          : savedTo,
        tr("EPUB books (*.epub)"), {savedTo, book});
    return !path.isEmpty() && writeBook(path);
}

// The whole book written at path, in the background with its progress; the window waits, as the
// user asked for the file.
bool SaveCommands::writeBook(const QString &path)
{
    const QString book = bookShown();
    if (QFileInfo(path) == QFileInfo(book) &&
        QMessageBox::warning(m_window, tr("Replace the Original Book?"),
                             tr("%1 is the book converted. Replace it with its conversion?")
                                 .arg(QDir::toNativeSeparators(path)),
                             QMessageBox::Yes | QMessageBox::Cancel,
                             QMessageBox::Cancel) != QMessageBox::Yes)
        return false;
    if (!mayReplaceChanged(path))
        return false;
    QString error;
    ConversionPlan plan = m_text->jobs()->planFor(m_session->shown().config, &error);
    plan.fixLikely = m_fixesLikely();
    if (!plan.converter) {
        QMessageBox::critical(m_window, tr("Cannot save"), error);
        return false;
    }
    // The chapter shown is written as it reads; like a chapter kept, it is counted as written so
    // only where it differs from OpenCC's output (a chapter looked at, fixes off, is not).
    QHash<QString, QString> texts = m_text->keptChapters().texts();
    const QString shownEntry = EpubBook::addressOf(m_session->side(DiffSide::A).path)->entry;
    const QString &shownText = m_session->text(DiffSide::B);
    const QString &shownOutput = m_session->shown().openccOutput;
    texts.remove(shownEntry);
    const int writtenAsRead =
        int(texts.size()) + (shownOutput.isNull() || shownText != shownOutput ? 1 : 0);
    texts.insert(shownEntry, shownText);
    EpubOutcome outcome;
    std::optional<QString> failed =
        convertBook(path, plan, texts, UnreadableDocuments::Refuse, outcome);
    if (failed && !failed->isEmpty() && !outcome.unreadable.empty()) {
        if (!mayCopyUnreadable(outcome.unreadable))
            return false;
        failed = convertBook(path, plan, texts, UnreadableDocuments::CopyAsStored, outcome);
    }
    if (failed) {
        if (!failed->isEmpty())
            QMessageBox::critical(m_window, tr("Cannot save"), *failed);
        return false;
    }
    m_session->setSaveTarget(path, m_session->side(DiffSide::B).format);
    m_text->keptChapters().saved();
    m_view->pane(DiffSide::B)->document()->setModified(false);
    QString message =
        writtenAsRead == 0
            ? tr("Saved the book %1, converted.").arg(path)
            : tr("Saved the book %1: %n chapter(s) as they read here, the others as converted.",
                 nullptr, writtenAsRead)
                  .arg(path);
    if (!outcome.unreadable.empty())
        message += QLatin1Char(' ') + tr("%n document(s) that do not read copied unconverted.",
                                         nullptr, int(outcome.unreadable.size()));
    Q_EMIT saved(DiffSide::B, message);
    return true;
}

std::optional<QString> SaveCommands::convertBook(const QString &path, const ConversionPlan &plan,
                                                 const QHash<QString, QString> &texts,
                                                 UnreadableDocuments unreadable,
                                                 EpubOutcome &outcome)
{
    const QString book = bookShown();
    JobControl control;
    QProgressDialog progress(tr("Saving the book %1…").arg(QFileInfo(path).fileName()),
                             tr("Cancel"), 0, 0, m_window);
    progress.setWindowModality(Qt::WindowModal);
    progress.setMinimumDuration(300);
    QFutureWatcher<std::optional<QString>> watcher;
    QEventLoop loop;
    connect(&watcher, &QFutureWatcher<std::optional<QString>>::finished, &loop, &QEventLoop::quit);
    connect(&progress, &QProgressDialog::canceled, &loop, [&control] { control.cancel(); });
    watcher.setFuture(QtConcurrent::run(jobPool(), [&] {
        return EpubConversion::convert(book, path, plan, &control, &outcome, texts, unreadable);
    }));
    loop.exec();
    progress.reset();
    const std::optional<QString> failed = watcher.result();
    return failed && control.isCancelled() ? QString() : failed;
}

// A chapter that does not read cannot be converted, nor should it keep the others from being
// saved: the user is asked whether it is copied as it is.
bool SaveCommands::mayCopyUnreadable(
    const std::vector<std::pair<QString, QString>> &unreadable) const
{
    constexpr size_t Listed = 5;
    QStringList why;
    for (size_t index = 0; index < std::min(unreadable.size(), Listed); ++index)
        why += unreadable[index].second;
    if (unreadable.size() > Listed)
        why += tr("and %n more", nullptr, int(unreadable.size() - Listed));
    QMessageBox box(QMessageBox::Warning, tr("Chapters That Do Not Read"),
                    tr("%n document(s) of the book cannot be read, so they cannot be converted:",
                       nullptr, int(unreadable.size())) +
                        QStringLiteral("\n\n") + why.join(u'\n') + QStringLiteral("\n\n") +
                        tr("Save the book, copying what cannot be read unconverted, as it is? "
                           "Mended in an EPUB editor, a document converts here too."),
                    QMessageBox::Cancel, m_window);
    QPushButton *copy = box.addButton(tr("Save &Unconverted"), QMessageBox::AcceptRole);
    box.setDefaultButton(copy);
    box.exec();
    return box.clickedButton() == copy;
}

bool SaveCommands::bookHasUnsavedEdits() const
{
    return !bookShown().isEmpty() && (m_text->keptChapters().hasUnsavedEdits() ||
                                      m_view->pane(DiffSide::B)->document()->isModified());
}

bool SaveCommands::maybeSave()
{
    if (!bookShown().isEmpty()) {
        if (!bookHasUnsavedEdits())
            return true;
        const auto answer = QMessageBox::warning(
            m_window, tr("Unsaved edits"),
            tr("Edits of the book %1 are not saved. Save the converted book?")
                .arg(QFileInfo(bookShown()).fileName()),
            QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel, QMessageBox::Save);
        return answer == QMessageBox::Discard ||
               (answer == QMessageBox::Save && !refused() && saveSide(DiffSide::B));
    }
    // Only a side the user can edit has edits: the conversion, or either edition.
    for (const DiffSide side : {DiffSide::A, DiffSide::B}) {
        if (!m_view->pane(side)->document()->isModified())
            continue;
        const QString name = m_session->sideName(side);
        const auto answer = QMessageBox::warning(
            m_window, tr("Unsaved edits"), tr("Edits of %1 are not saved. Save them?").arg(name),
            QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel, QMessageBox::Save);
        if (answer == QMessageBox::Cancel)
            return false;
        if (answer == QMessageBox::Save && (refused() || !saveSide(side)))
            return false;
    }
    return true;
}

} // namespace duizhao
