// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QObject>
#include <QPointer>

#include <functional>
#include <memory>
#include <utility>

class QMainWindow;

namespace duizhao {

class BookChapters;
class BookDialog;
class BookRules;
class ConversionChoice;
class ConverterCache;
class OpenText;
class ReviewActions;
class SharedBookNames;

// The commands that put a text in the window, and what the user is told when they go wrong:
// open a file (a folder opens as a book), read it again in another encoding or with its bad
// bytes replaced, convert it again (asking before edits would be lost), apply the book's rules
// keeping the edits, compare two editions, convert a book and open its chapters as converted.
// A file that cannot be read is named with the reason; a window left with nothing in it shows the
// sample. Where the text shown is replaced, maybeSave asks about unsaved edits first.
class OpenCommands final : public QObject {
    Q_OBJECT

public:
    struct Parts {
        std::shared_ptr<const ConverterCache> converters;
        OpenText *text;
        BookRules *rules;
        ConversionChoice *conversion;
        BookChapters *chapters;
        ReviewActions *reviewActions;
        std::function<bool()> maybeSave;
    };
    OpenCommands(Parts parts, QMainWindow *window);

    // An empty path: the bundled sample.
    void open(const QString &path, const QString &encoding = {});
    // Opens a file once the user saved or discarded the edits of the text shown (another chapter
    // of the book shown keeps them, see KeptChapters); false when the user kept them.
    bool openAsking(const QString &path);
    // The file last asked for, read or not, in another encoding.
    void reopen(const QString &encoding);
    void openBook(const QString &folder);
    // An EPUB opens as a book of its chapters, at the first.
    void openEpub(const QString &path, const QString &atChapter = {});
    // With the conversion chosen (the file read again when only its beginning is here).
    void convertAgain();
    void compare(const QString &first, const QString &second);
    // Files dropped on the window: one opened, two compared, a folder or several files converted
    // as a book.
    void openDropped(const QStringList &paths);
    // File → Convert a Book, with these folders or files added to it.
    BookDialog *showBookDialog(const QStringList &paths);
    // Whether the window may close: a book being converted is stopped only if the user agrees.
    bool mayClose() const;

Q_SIGNALS:
    void message(const QString &text);

private:
    void fitChapterList();
    std::shared_ptr<SharedBookNames> bookNamesFor(const QString &path);
    void passRules();
    void applyRules();
    void offerToOpenAnyway(const QString &reason);
    void showFailure(const QString &message);
    static QString editionLeft(const std::pair<QString, QString> &asked, const QString &failure);

    // A chapter of a book's report, shown and saved as the book's conversion wrote it.
    void openConvertedChapter(const QString &path, const QString &config, const QString &output,
                              const QString &encoding, bool fixLikely);

    Parts m_parts;
    OpenText *m_text;
    QMainWindow *m_window;
    QPointer<BookDialog> m_bookDialog;
    QString m_lastOpened; // the file last asked for, read or not, and its encoding if chosen
    QString m_lastEncoding;
    // The editions last asked to be compared, until the comparison ends or a file is opened.
    std::pair<QString, QString> m_editionsAsked;
    // The names of the book last open, by its folder (or EPUB).
    std::pair<QString, std::shared_ptr<SharedBookNames>> m_bookNames;
};

} // namespace duizhao
