// SPDX-License-Identifier: GPL-3.0-or-later
#include "books/bookchapters.h"

#include "core/books/epub/epubbook.h"
#include "core/jobs/jobcontrol.h"
#include "core/jobs/workerpool.h"
#include "document/session.h"
#include "document/settings.h"
#include "review/reviewcontroller.h"

#include <QAction>
#include <QDir>
#include <QDockWidget>
#include <QFutureWatcher>
#include <QListWidget>
#include <QMenu>
#include <QPushButton>
#include <QScrollBar>
#include <QStyle>
#include <QVBoxLayout>
#include <QtConcurrent/QtConcurrentRun>

#include <algorithm>

namespace duizhao {

BookChapters::BookChapters(const Session &session, ReviewController *review,
                           std::function<bool(const QString &path)> openChapter, QObject *parent)
    : QObject(parent)
    , m_session(session)
    , m_review(review)
    , m_openChapter(std::move(openChapter))
    , m_dock(new QDockWidget(tr("Chapters")))
    , m_list(new QListWidget)
{
    m_dock->setObjectName(QStringLiteral("chaptersDock"));
    m_dock->setFeatures(QDockWidget::DockWidgetClosable | QDockWidget::DockWidgetMovable);
    auto *content = new QWidget;
    auto *layout = new QVBoxLayout(content);
    layout->setContentsMargins(0, 0, 0, 0);
    m_list->setObjectName(QStringLiteral("chapterList"));
    // A chapter marked as not read keeps the height of the others.
    const int line = m_list->fontMetrics().height();
    m_list->setIconSize(QSize(line, line));
    layout->addWidget(m_list, 1);
    auto *convert = new QPushButton(tr("Convert the Whole Book…"));
    layout->addWidget(convert);
    m_dock->setWidget(content);
    m_dock->hide();
    connect(convert, &QPushButton::clicked, this,
            [this] { Q_EMIT convertRequested(m_book.folder()); });
    // A click opens a chapter, as in a table of contents; so do Enter and a double click.
    const auto open = [this](QListWidgetItem *item) {
        const int chapter = m_list->row(item);
        if (m_book.chapterOf(m_session.side(DiffSide::A).path) == chapter)
            return;
        if (!goToChapter(chapter))
            followText(); // the mark back on the chapter still open
    };
    connect(m_list, &QListWidget::itemClicked, this, open);
    connect(m_list, &QListWidget::itemActivated, this, open);
    m_review->setWalkBeyondTheText([this](int direction) { return walkOn(direction); });
}

BookChapters::~BookChapters()
{
    if (m_checking)
        m_checking->cancel();
}

void BookChapters::addGoActions(QMenu *menu)
{
    m_next = menu->addAction(tr("Next C&hapter"), this, [this] {
        if (const std::optional<int> next = neighbour(1))
            goToChapter(*next);
    });
    m_next->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_PageDown));
    m_previous = menu->addAction(tr("Previous Ch&apter"), this, [this] {
        if (const std::optional<int> previous = neighbour(-1))
            goToChapter(*previous);
    });
    m_previous->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_PageUp));
    updateActions();
}

bool BookChapters::openFolder(const QString &folder)
{
    return openBook(Book::ofFolder(folder));
}

bool BookChapters::openBook(Book book, const QString &atChapter)
{
    if (book.chapterCount() == 0)
        return false;
    const int start = book.chapterOf(atChapter).value_or(
        book.chapterOf(Settings().lastChapter(book.folder())).value_or(0));
    m_previousBook = std::exchange(m_book, std::move(book));
    if (!goToChapter(start)) {
        m_book = m_previousBook;
        return true; // the user kept the text open, with its edits
    }
    listChapters();
    m_list->setCurrentRow(start);
    updateActions();
    return true;
}

void BookChapters::listChapters()
{
    if (m_checked != m_book.folder()) {
        m_edited.clear();
        checkChapters();
    }
    m_list->clear();
    for (int chapter = 0; chapter < m_book.chapterCount(); ++chapter) {
        m_list->addItem(m_book.title(chapter));
        decorate(chapter);
    }
    m_dock->setWindowTitle(tr("Chapters of %1").arg(QDir(m_book.folder()).dirName()));
    m_dock->show();
}

void BookChapters::checkChapters()
{
    if (m_checking)
        m_checking->cancel();
    m_checking.reset();
    m_unreadable.clear();
    m_checked = m_book.folder();
    if (!m_book.isEpub())
        return;
    const auto control = m_checking = std::make_shared<JobControl>();
    const QString path = m_book.folder();
    using Found = QList<EpubBook::UnreadableChapter>;
    auto *watcher = new QFutureWatcher<Found>(this);
    connect(watcher, &QFutureWatcherBase::finished, this, [this, watcher, control, path] {
        watcher->deleteLater();
        if (control->isCancelled() || m_checked != path)
            return;
        const Found found = watcher->result();
        // Named by the entry and line: the book is the one listed.
        const QString book = path + QStringLiteral(": ");
        for (const EpubBook::UnreadableChapter &chapter : found) {
            m_unreadable.insert(chapter.chapter, chapter.why.startsWith(book)
                                                     ? chapter.why.mid(book.size())
                                                     : chapter.why);
            decorate(chapter.chapter);
        }
        if (!found.isEmpty())
            Q_EMIT message(tr("%n chapter(s) of this book do not read, marked in the list; saving "
                              "the book asks whether to copy them unconverted.",
                              nullptr, int(found.size())));
    });
    watcher->setFuture(QtConcurrent::run(jobPool(), [path, control] {
        QString error;
        const std::optional<EpubBook> book = EpubBook::open(path, &error);
        return book ? book->unreadableChapters(control.get(), &error) : Found();
    }));
}

void BookChapters::decorate(int chapter)
{
    QListWidgetItem *item = m_list->item(chapter);
    if (!item)
        return;
    const QString title = m_book.title(chapter);
    const bool edited = m_edited.contains(chapter);
    // A dot before the title, as editors mark a modified file's tab; the tooltip says it.
    item->setText(edited ? QStringLiteral("● ") + title : title);
    QString tip = edited ? tr("%1\nEdited, not saved yet").arg(title) : title;
    const auto unreadable = m_unreadable.constFind(chapter);
    if (unreadable != m_unreadable.cend())
        tip += u'\n' + tr("Does not read: %1").arg(*unreadable);
    item->setToolTip(tip);
    item->setIcon(unreadable != m_unreadable.cend()
                      ? m_list->style()->standardIcon(QStyle::SP_MessageBoxWarning)
                      : QIcon());
}

void BookChapters::openFailed()
{
    m_walkingInto.reset();
    const QString &shown = m_session.side(DiffSide::A).path;
    if (!m_book.chapterOf(shown) && m_previousBook.chapterOf(shown)) {
        m_book = m_previousBook;
        listChapters();
    }
    followText();
}

int BookChapters::preferredWidth(int atMost) const
{
    const int content = m_list->sizeHintForColumn(0) + 2 * m_list->frameWidth() +
                        m_list->verticalScrollBar()->sizeHint().width();
    return std::clamp(content, std::min(120, atMost), atMost);
}

bool BookChapters::goToChapter(int chapter)
{
    if (chapter < 0 || chapter >= m_book.chapterCount())
        return false;
    return m_openChapter(m_book.path(chapter));
}

bool BookChapters::walkOn(int direction)
{
    const std::optional<int> next = neighbour(direction);
    if (!next)
        return false; // the walk starts the last (or first) chapter over
    Q_EMIT message(direction > 0 ? tr("This chapter is walked: on to %1").arg(m_book.title(*next))
                                 : tr("Back to %1").arg(m_book.title(*next)));
    m_walkingInto = direction;
    if (!goToChapter(*next))
        m_walkingInto.reset();
    return true;
}

void BookChapters::followText()
{
    if (!m_book.isOpen())
        return;
    const std::optional<int> chapter = m_book.chapterOf(m_session.side(DiffSide::A).path);
    if (!chapter || m_session.isComparing()) {
        closeBook(); // another text
        return;
    }
    m_list->setCurrentRow(*chapter);
    updateActions();
    if (m_walkingInto && m_session.stage() == Session::Stage::Ready) {
        const int direction = *std::exchange(m_walkingInto, std::nullopt);
        if (direction > 0)
            m_review->goToNextSpan();
        else
            m_review->goToPreviousSpan();
    }
}

void BookChapters::closeBook()
{
    if (m_checking)
        m_checking->cancel();
    m_checked.clear();
    m_book = Book();
    m_list->clear();
    m_dock->hide();
    m_walkingInto.reset();
    updateActions();
}

void BookChapters::markUnsaved(const std::function<bool(const QString &)> &unsaved)
{
    for (int chapter = 0; chapter < m_list->count(); ++chapter) {
        if (unsaved(m_book.path(chapter)))
            m_edited.insert(chapter);
        else
            m_edited.remove(chapter);
        decorate(chapter);
    }
}

void BookChapters::updateActions()
{
    m_dock->toggleViewAction()->setEnabled(m_book.isOpen());
    if (!m_next)
        return;
    m_next->setEnabled(neighbour(1).has_value());
    m_previous->setEnabled(neighbour(-1).has_value());
}

std::optional<int> BookChapters::neighbour(int direction) const
{
    const std::optional<int> open = m_book.chapterOf(m_session.side(DiffSide::A).path);
    return open ? m_book.neighbour(*open, direction) : std::nullopt;
}

} // namespace duizhao
