// SPDX-License-Identifier: GPL-3.0-or-later
#include "window/opencommands.h"

#include "books/bookchapters.h"
#include "books/bookdialog.h"
#include "core/books/bookconversion.h"
#include "core/books/epub/epubbook.h"
#include "core/names/booknames.h"
#include "core/text/textfile.h"
#include "document/bookrules.h"
#include "document/opentext.h"
#include "review/reviewactions.h"
#include "window/conversionchoice.h"

#include <QDir>
#include <QDockWidget>
#include <QFileInfo>
#include <QMainWindow>
#include <QMessageBox>
#include <QPushButton>

namespace duizhao {

OpenCommands::OpenCommands(Parts parts, QMainWindow *window)
    : QObject(window)
    , m_parts(std::move(parts))
    , m_text(m_parts.text)
    , m_window(window)
{
    connect(m_text, &OpenText::badSequencesFound, this, &OpenCommands::offerToOpenAnyway);
    connect(m_text->jobs(), &ConversionController::conversionFailed, this,
            &OpenCommands::showFailure);
    const auto ended = [this] {
        m_editionsAsked = {};
    };
    connect(m_text->jobs(), &ConversionController::conversionFinished, this, ended);
    connect(m_text->jobs(), &ConversionController::conversionCancelled, this, ended);
    connect(m_parts.rules, &BookRules::rulesChanged, this, &OpenCommands::applyRules);
    connect(m_parts.rules, &BookRules::appliedRulesChanged, this, &OpenCommands::passRules);
}

void OpenCommands::open(const QString &given, const QString &encoding)
{
    if (!given.isEmpty() && QFileInfo(given).isDir()) {
        openBook(given);
        return;
    }
    if (EpubBook::isEpub(given) && QFileInfo(given).isFile()) {
        openEpub(given);
        return;
    }
    // Absolute from here on: the glossary beside the book, saving and the recent files all
    // go by the file's folder, whatever the working folder is later.
    const QString path = given.isEmpty() ? QString() : QFileInfo(given).absoluteFilePath();
    // A chapter of a book not open (named by an earlier version's recent files, or on the
    // command line): the book opens, at that chapter.
    const std::optional<EpubBook::ChapterAddress> chapter = EpubBook::addressOf(path);
    if (chapter && chapter->book != m_parts.chapters->book().folder()) {
        openEpub(chapter->book, path);
        return;
    }
    // Reopen with Encoding and Open Anyway go to this file, even if it could not be read; the
    // sample, which stands in for a file that failed, leaves them going to that file.
    if (!path.isEmpty() || m_lastOpened.isEmpty()) {
        m_lastOpened = path;
        m_lastEncoding = encoding;
    }
    m_editionsAsked = {};
    Q_EMIT message(tr("Opening %1…").arg(path.isEmpty() ? tr("the sample") : path));
    // A book's chapter has the rules beside its book.
    m_parts.rules->findFor(chapter ? chapter->book : path);
    m_text->setRules(m_parts.rules->glossary(), m_parts.rules->cornerQuotes(), bookNamesFor(path));
    m_text->open(path, encoding, m_parts.conversion->config());
}

bool OpenCommands::openAsking(const QString &path)
{
    // Another chapter of the book shown: this one's edits are kept with the book, saved with it.
    const auto chapter = EpubBook::addressOf(path);
    const bool sameBook = chapter && chapter->book == m_text->keptChapters().book();
    if (!sameBook && !m_parts.maybeSave())
        return false;
    open(path);
    return true;
}

void OpenCommands::reopen(const QString &encoding)
{
    open(m_lastOpened, encoding);
}

void OpenCommands::openBook(const QString &folder)
{
    if (m_parts.chapters->openFolder(folder)) {
        fitChapterList();
        return;
    }
    QMessageBox::warning(m_window, tr("No Chapters"),
                         tr("%1 holds no text file to open as a book's chapters.")
                             .arg(QDir::toNativeSeparators(folder)));
    // An empty window helps nobody.
    if (!m_text->session().hasText())
        open(QString());
}

void OpenCommands::openEpub(const QString &path, const QString &atChapter)
{
    QString error;
    if (!m_parts.chapters->openBook(Book::ofEpub(path, &error), atChapter)) {
        QMessageBox::warning(m_window, tr("Cannot Open the Book"),
                             error.isEmpty() ? tr("%1 has no chapter to read.").arg(path) : error);
        if (!m_text->session().hasText())
            open(QString());
        return;
    }
    fitChapterList();
}

// The names of the open book, where path is one of its chapters, found once for the book by the
// first of its chapters converted (SharedBookNames); null for a text of its own.
std::shared_ptr<SharedBookNames> OpenCommands::bookNamesFor(const QString &path)
{
    const Book &book = m_parts.chapters->book();
    if (!book.isOpen() || !book.chapterOf(path))
        return nullptr;
    if (m_bookNames.first != book.folder()) {
        SharedBookNames::Find find;
        if (book.isEpub()) {
            find = [epub = book.folder()](JobControl *control) {
                return BookNames::ofEpub(epub, control);
            };
        } else {
            QStringList chapters;
            for (int chapter = 0; chapter < book.chapterCount(); ++chapter)
                chapters.append(book.path(chapter));
            find = [chapters](JobControl *control) {
                return BookNames::ofFiles(chapters, QString(), control);
            };
        }
        m_bookNames = {book.folder(), std::make_shared<SharedBookNames>(std::move(find))};
    }
    return m_bookNames.second;
}

// The panes keep the room: the list as wide as its titles want, a fifth at most.
void OpenCommands::fitChapterList()
{
    m_window->resizeDocks({m_parts.chapters->dock()},
                          {m_parts.chapters->preferredWidth(m_window->width() / 5)},
                          Qt::Horizontal);
}

void OpenCommands::convertAgain()
{
    if (!m_text->canConvert())
        return;
    const Session &session = m_text->session();
    const QTextDocument *converted = session.shown().convertedDocument.get();
    // A beginning alone has no edits (its conversion was cancelled): the file is read again.
    if (session.stage() != Session::Stage::Preview && converted && converted->isModified()) {
        const auto answer = QMessageBox::question(
            m_window, tr("Convert again"),
            tr("Converting again replaces your edits of the converted text. Go on?"));
        if (answer != QMessageBox::Yes) {
            m_parts.conversion->setConfig(session.shown().config);
            return;
        }
    }
    Q_EMIT message(tr("Converting…"));
    m_text->convert(m_parts.conversion->config());
}

// The glossary or the quotation marks changed: convert again, unless that would lose edits.
// The book's rules, for the conversions that follow.
void OpenCommands::passRules()
{
    m_text->setRules(m_parts.rules->glossary(), m_parts.rules->cornerQuotes(),
                     bookNamesFor(m_text->session().side(DiffSide::A).path));
}

void OpenCommands::applyRules()
{
    passRules();
    if (!m_text->session().hasText())
        return;
    if (!m_text->canKeepEdits()) {
        convertAgain();
        return;
    }
    // At once, with the user's edits, picks and reviews carried over where the text is alike.
    Q_EMIT message(tr("Converting again with the new rules, keeping your edits…"));
    m_text->convertKeepingEdits();
}

void OpenCommands::compare(const QString &first, const QString &second)
{
    Q_EMIT message(tr("Comparing %1 with %2…").arg(first, second));
    m_editionsAsked = {first, second};
    m_text->compare(QFileInfo(first).absoluteFilePath(), QFileInfo(second).absoluteFilePath());
}

void OpenCommands::offerToOpenAnyway(const QString &reason)
{
    Q_EMIT message(QString());
    QMessageBox box(QMessageBox::Warning, tr("Bad Bytes in the File"), reason, QMessageBox::Cancel,
                    m_window);
    box.setInformativeText(tr("Open it anyway, with each bad byte sequence replaced by U+FFFD (�)? "
                              "The file itself stays as it is; Reopen with Encoding tries "
                              "another encoding."));
    QPushButton *openAnyway = box.addButton(tr("Open Anyway"), QMessageBox::AcceptRole);
    box.setDefaultButton(openAnyway);
    box.exec();
    if (box.clickedButton() == openAnyway) {
        Q_EMIT message(tr("Opening %1…").arg(m_lastOpened));
        m_text->open(m_lastOpened, m_lastEncoding, m_parts.conversion->config(), true);
    } else if (!m_text->session().hasText()) {
        // An empty window helps nobody: the sample, while Reopen with Encoding still means the
        // file that was asked for.
        m_text->open(QString(), QString(), m_parts.conversion->config());
    }
}

// The edition to show alone where two were to be compared and one of them is no file (a name
// mistyped, a folder): the other, rather than the sample, if it is a file that the failure does
// not name (one that does not read either is not offered).
QString OpenCommands::editionLeft(const std::pair<QString, QString> &asked, const QString &failure)
{
    const auto &[first, second] = asked;
    if (first.isEmpty() || second.isEmpty())
        return {};
    const auto offered = [&failure](const QString &edition) {
        return !TextFile::notAFile(edition) &&
               !failure.contains(QDir::toNativeSeparators(QFileInfo(edition).absoluteFilePath()));
    };
    const bool firstOffered = offered(first);
    const bool secondOffered = offered(second);
    if (firstOffered == secondOffered)
        return {};
    return firstOffered ? first : second;
}

void OpenCommands::showFailure(const QString &text)
{
    Q_EMIT message(QString());
    const std::pair<QString, QString> asked = std::exchange(m_editionsAsked, {});
    const QString alone = m_text->session().hasText() ? QString() : editionLeft(asked, text);
    QMessageBox box(QMessageBox::Critical, tr("Duizhao"), text, QMessageBox::Ok, m_window);
    if (!alone.isEmpty())
        box.setInformativeText(
            tr("%1 is opened alone, converted.").arg(QFileInfo(alone).fileName()));
    box.exec();
    // A window with nothing in it helps nobody: the edition that can be read, or the sample.
    if (!m_text->session().hasText())
        open(alone);
    // A book's chapter that did not open: the list marks the chapter still shown.
    m_parts.chapters->openFailed();
}

void OpenCommands::openDropped(const QStringList &paths)
{
    if (paths.isEmpty())
        return;
    if (paths.size() > 1 && BookConversion::isBook(paths)) {
        showBookDialog(paths);
        return;
    }
    if (paths.size() != 2)
        openAsking(paths.first()); // a folder alone opens as a book
    else if (m_parts.maybeSave())
        compare(paths.first(), paths.last());
}

BookDialog *OpenCommands::showBookDialog(const QStringList &paths)
{
    if (!m_bookDialog) {
        m_bookDialog = new BookDialog(m_parts.converters, m_parts.conversion->config(), m_window);
        m_bookDialog->setObjectName(QStringLiteral("bookDialog"));
        m_bookDialog->setAttribute(Qt::WA_DeleteOnClose);
        connect(m_bookDialog, &BookDialog::openRequested, this,
                &OpenCommands::openConvertedChapter);
    }
    m_bookDialog->addPaths(paths);
    m_bookDialog->show();
    m_bookDialog->raise();
    m_bookDialog->activateWindow();
    return m_bookDialog;
}

void OpenCommands::openConvertedChapter(const QString &path, const QString &config,
                                        const QString &output, const QString &encoding,
                                        bool fixLikely)
{
    if (!m_parts.maybeSave())
        return;
    m_parts.conversion->setConfig(config);
    if (fixLikely)
        m_parts.reviewActions->fixLikelyMistakes(
            tr("Fix Likely Mistakes turned on, as the book was converted with it"));
    open(path);
    // Saved where the book's conversion is, not beside the book's chapter.
    m_text->saveOpenedAt(output, encoding);
    m_window->raise();
    m_window->activateWindow();
}

bool OpenCommands::mayClose() const
{
    // Files converted so far stay; the one being written is not left half-written.
    return !m_bookDialog || !m_bookDialog->isRunning() ||
           QMessageBox::question(m_window, tr("A Book Is Being Converted"),
                                 tr("Stop converting the book and quit? The files converted so "
                                    "far are kept."),
                                 QMessageBox::Yes | QMessageBox::No,
                                 QMessageBox::No) == QMessageBox::Yes;
}

} // namespace duizhao
