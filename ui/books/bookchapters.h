// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "document/book.h"

#include <QHash>
#include <QObject>
#include <QSet>

#include <functional>
#include <memory>
#include <optional>

class QDockWidget;
class QListWidget;
class QMenu;
class QAction;

namespace duizhao {

class JobControl;
class ReviewController;
class Session;

// A book open in the window: its chapters listed beside the panes (the open one marked), Go →
// Next and Previous Chapter, and the review's walk going on from the end of one chapter into the
// next. A chapter is opened through openChapter, which asks about unsaved edits first and says
// whether it went ahead; the book closes when a text from elsewhere is opened.
class BookChapters final : public QObject {
    Q_OBJECT

public:
    BookChapters(const Session &session, ReviewController *review,
                 std::function<bool(const QString &path)> openChapter, QObject *parent);
    ~BookChapters() override; // a book's chapters still being read are read no further

    // The list, in a dock of its own, shown while a book is open.
    QDockWidget *dock() const { return m_dock; }
    // As wide as the longest title wants, within at most.
    int preferredWidth(int atMost) const;
    void addGoActions(QMenu *menu);
    // Opens the book of a folder (see openBook); false, the book unchanged, when the folder
    // holds no chapter.
    bool openFolder(const QString &folder);
    // Opens a book (a folder's or an EPUB's) at the chapter given, or else where it was last
    // read, or else at its first chapter; false when it has none.
    bool openBook(Book book, const QString &atChapter = {});
    const Book &book() const { return m_book; }
    // Goes to a chapter (see openChapter).
    bool goToChapter(int chapter);
    // After a text is shown, and the review has taken it: the chapter marked, or the book closed
    // for a text from elsewhere; a walk that went on into this chapter goes to its first span.
    void followText();
    // A chapter asked for did not open (its reason said): the walk that went into it ends, the
    // book before it is open again if the text shown is one of its chapters, and the chapter
    // shown is marked.
    void openFailed();
    // Marks the chapters whose edits are not saved, as `unsaved` says of each chapter's path.
    void markUnsaved(const std::function<bool(const QString &chapterPath)> &unsaved);

Q_SIGNALS:
    void message(const QString &text);
    // Convert the Whole Book… was chosen.
    void convertRequested(const QString &folder);

private:
    bool walkOn(int direction);
    void closeBook();
    void listChapters();
    // An EPUB's chapters read in the background as the book is listed: those that do not read
    // are marked before anyone opens them, and saving the book will ask about them.
    void checkChapters();
    // A chapter's item as the chapter is: its title, marked edited or not read.
    void decorate(int chapter);
    // The chapter next to the one open (the session's text), if there is one.
    std::optional<int> neighbour(int direction) const;
    void updateActions();

    const Session &m_session;
    ReviewController *m_review;
    std::function<bool(const QString &)> m_openChapter;
    Book m_book;
    Book m_previousBook; // the one open before m_book, while its first chapter opens
    QDockWidget *m_dock;
    QListWidget *m_list;
    QAction *m_next = nullptr;
    QAction *m_previous = nullptr;
    std::optional<int> m_walkingInto; // the direction of a walk that opened the chapter
    QSet<int> m_edited;
    QHash<int, QString> m_unreadable; // why, by chapter, of the book listed
    QString m_checked;                // the book they were found in
    std::shared_ptr<JobControl> m_checking;
};

} // namespace duizhao
