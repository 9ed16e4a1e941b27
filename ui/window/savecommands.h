// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/books/epub/epubconversion.h"
#include "core/diff/positionmapping.h"

#include <QHash>
#include <QObject>

#include <functional>
#include <optional>
#include <utility>
#include <vector>

class QWidget;

namespace duizhao {

class OpenText;
class SaveFormatChoice;
class Session;
class SideBySideView;

// File → Save and Save As, and the question before unsaved edits would be lost. The session says
// which side is saved (the conversion, or the edition last worked in), where and why not now; a
// side's text is never written over the other side's file without asking. The text comes from
// the panes, the files from the session.
//
// A chapter of an EPUB is saved as the whole book, converted into another EPUB: the chapters the
// user left as they read then (KeptChapters), this one as its pane reads, the others converted
// as the window converts them (with Fix Likely Mistakes on, judged as one text with every chapter,
// as `duizhao convert --fix-likely` judges a book); and the user is asked before leaving the book
// with edits unsaved. A document of the book whose markup does not read is copied unconverted
// where the user agrees, so that a broken chapter does not keep the others' edits from a file.
class SaveCommands final : public QObject {
    Q_OBJECT

public:
    // config names the conversion shown, for the file name offered the first time; fixesLikely
    // says whether Review → Fix Likely Mistakes is on.
    SaveCommands(OpenText *text, SideBySideView *view, SaveFormatChoice *format,
                 std::function<QString()> config, std::function<bool()> fixesLikely,
                 QWidget *window);

    bool save();
    bool saveAs();
    // Writes the conversion to path, in the format chosen under File.
    bool saveTo(const QString &path);
    // Before the text is replaced or the window closes: true unless an unsaved edit would be
    // lost (the user saved, or chose to discard, each side with edits).
    bool maybeSave();

Q_SIGNALS:
    void saved(DiffSide side, const QString &message);

private:
    bool saveSide(DiffSide side);
    bool saveSideAs(DiffSide side);
    // The file chosen to save to, asked before it replaces one; empty if none is.
    QString askSavePath(const QString &title, const QString &suggested, const QString &filter,
                        const QStringList &askedElsewhere) const;
    bool write(DiffSide side, const QString &path);
    bool refused() const;
    bool mayReplaceOther(DiffSide side, const QString &path) const;
    bool mayReplaceChanged(const QString &path) const;
    // The book of the chapter shown, if it is one.
    QString bookShown() const;
    bool saveBookAs();
    bool writeBook(const QString &path);
    // The book converted into path in the background, with its progress; why not, unless the
    // user cancelled (then an empty reason).
    std::optional<QString> convertBook(const QString &path, const ConversionPlan &plan,
                                       const QHash<QString, QString> &texts,
                                       UnreadableDocuments unreadable, EpubOutcome &outcome);
    bool mayCopyUnreadable(const std::vector<std::pair<QString, QString>> &unreadable) const;
    bool bookHasUnsavedEdits() const;

    OpenText *m_text;
    Session *m_session;
    SideBySideView *m_view;
    SaveFormatChoice *m_format;
    std::function<QString()> m_config;
    std::function<bool()> m_fixesLikely;
    QWidget *m_window;
};

} // namespace duizhao
