// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "document/conversioncontroller.h"
#include "document/keptchapters.h"
#include "document/session.h"

#include <QObject>
#include <QString>
#include <QTimer>

#include <array>
#include <memory>

class QTextDocument;

namespace duizhao {

class ConverterCache;
class Glossary;

// The text open in the window and the commands that change it: open, convert again, apply the
// book's rules, compare, and a diff again whenever the user's edits of its documents pause. The
// jobs run in the background (jobs()); each outcome still wanted becomes the session's text
// (taken from them, not copied) and is announced by textShown, which the views watch to pull
// what changed; the jobs' own signals then carry the text shown. No widget: the tests
// drive every stage without a window.
class OpenText final : public QObject {
    Q_OBJECT

public:
    explicit OpenText(std::shared_ptr<const ConverterCache> converters, QObject *parent = nullptr);

    Session &session() { return m_session; }
    const Session &session() const { return m_session; }
    // The jobs, for their progress, their failures and their cancel.
    ConversionController *jobs() const { return m_jobs; }
    // An EPUB's chapters as the user left them for others of the same book (see KeptChapters).
    KeptChapters &keptChapters() { return m_kept; }
    const KeptChapters &keptChapters() const { return m_kept; }

    // Reads a file (the sample for an empty path) and converts it with config (or the config its
    // script suggests); with replaceBadSequences, bad byte sequences are replaced as it is read.
    // A book's chapter left for another of the same book is kept as it reads; one kept before
    // opens with its edits carried onto its conversion.
    void open(const QString &path, const QString &encoding, const QString &config,
              bool replaceBadSequences = false);
    // The text being opened (by the last open) is saved at output, in encoding (a user's name of
    // one, see TextEncoding::userNames; empty: as it was read) unless saved elsewhere: a book's
    // chapter where the book's conversion wrote it.
    void saveOpenedAt(const QString &output, const QString &encoding);
    // Whether the text shown can be converted again: a conversion, not two editions.
    bool canConvert() const { return m_session.hasText() && !m_session.isComparing(); }
    // The text shown converted with config; read again where only its beginning is here.
    void convert(const QString &config);
    // The book's glossary and quotation marks, for the conversions that follow.
    void setRules(std::shared_ptr<const Glossary> glossary, bool cornerQuotes,
                  std::shared_ptr<SharedBookNames> bookNames = nullptr);
    // Whether a conversion with new rules can carry the user's edits: the whole text is here.
    bool canKeepEdits() const;
    // Converts again with the rules, the user's edits of the conversion carried over where the
    // text is alike.
    void convertKeepingEdits();
    // How two editions are compared, from the next comparison or diff on.
    void setCompareSettings(const CompareSettings &settings) { m_compareSettings = settings; }
    const CompareSettings &compareSettings() const { return m_compareSettings; }
    // Reads two editions and compares them.
    void compare(const QString &first, const QString &second);
    // The documents as they are now, diffed again at once: a conversion against its original, or
    // two editions as the settings say. Edits are diffed again by themselves once typing pauses.
    void rediff();
    void cancel();

Q_SIGNALS:
    // An outcome of the jobs became the session's text; what changes tells the views what to
    // pull again. The documents it replaced live until the signal returns.
    void textShown(const duizhao::Session::Shown &changes);
    // The file could not be read for its bad byte sequences (why: the first, where); open it
    // again with replaceBadSequences to read it with them replaced.
    void badSequencesFound(const QString &why);
    // The running job was cancelled at this stage; an explanation cancelled leaves the whole
    // text, which can then be edited (the session is Ready).
    void cancelled(duizhao::Session::Stage stage);

private:
    // The jobs' outcome taken (see ConversionController::setOwner): what the text now shows.
    const ConversionOutcome &receive(ConversionOutcome &outcome);
    // A diff of edited text that the documents have moved past since it was asked for.
    bool isStale(const ConversionOutcome &outcome) const;
    // The session's highlights of a side follow every edit of its document, and an edit is
    // diffed again once typing pauses.
    void follow(QTextDocument *document, DiffSide side);
    void followEdit(QTextDocument &document, DiffSide side, int position, int removed, int added);
    QTextDocument *document(DiffSide side) const;
    bool diffsEdits() const;
    // The chapter shown, left for another text: kept as it reads (see KeptChapters).
    void leaveChapter();

    Session m_session;
    ConversionController *m_jobs;
    KeptChapters m_kept;
    QString m_restoring; // a chapter kept, being opened: its edits are carried once it is here
    CompareSettings m_compareSettings;
    // Where the text being opened is saved (see saveOpenedAt).
    struct SaveTarget {
        QString opened;
        QString output;
        QString encoding;
    } m_saveTarget;
    QTimer m_typingPause;
    std::array<int, 2> m_diffedRevisions{-1, -1}; // each document as the running diff saw it
    // Each side's document followed: its edits, and its layout's change.
    std::array<std::pair<QMetaObject::Connection, QMetaObject::Connection>, 2> m_followed;
    std::array<bool, 2> m_layoutChanging{};
};

} // namespace duizhao
