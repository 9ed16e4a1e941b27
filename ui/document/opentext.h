// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "conversioncontroller.h"
#include "session.h"

#include <QObject>
#include <QString>

#include <memory>

namespace duizhao {

class ConverterCache;
class Glossary;

// The text open in the window and the commands that change it: open, convert again, apply the
// book's rules, compare, diff again after an edit. The jobs run in the background (jobs()); their
// outcomes become the session's text through show(), which the window calls once it has checked
// that the outcome is still wanted. No widget: the views read the session, and the tests drive
// every stage without a window.
class OpenText final : public QObject {
    Q_OBJECT

public:
    explicit OpenText(std::shared_ptr<const ConverterCache> converters, QObject *parent = nullptr);

    Session &session() { return m_session; }
    const Session &session() const { return m_session; }
    // previewReady and conversionFinished bring the outcomes; failures and progress too.
    ConversionController *jobs() const { return m_jobs; }

    // Reads a file (the sample for an empty path) and converts it with config (or the config its
    // script suggests); with replaceBadSequences, bad byte sequences are replaced as it is read.
    void open(const QString &path, const QString &encoding, const QString &config,
              bool replaceBadSequences = false);
    // The text shown converted with config; read again where only its beginning is here.
    void convert(const QString &config);
    // The book's glossary and quotation marks, for the conversions that follow.
    void setRules(std::shared_ptr<const Glossary> glossary, bool cornerQuotes);
    // Whether a conversion with new rules can carry the user's edits: the whole text is here.
    bool canKeepEdits() const;
    // Converts again with the rules, the user's edits of the conversion (edited: the converted
    // text as it is now) carried over where the text is alike.
    void convertKeepingEdits(const QString &edited);
    // Reads two editions and compares them.
    void compare(const QString &first, const QString &second, const CompareSettings &settings);
    // The texts as the panes hold them now, diffed again: a conversion against its original, or
    // two editions as the settings say.
    void rediff(const QString &first, const QString &second, const CompareSettings &settings);
    void cancel();

    // An outcome of the jobs becomes the text shown (see Session::show).
    Session::Shown show(ConversionOutcome outcome);

Q_SIGNALS:
    // The running job was cancelled at this stage; an explanation cancelled leaves the whole
    // text, which can then be edited (the session is Ready).
    void cancelled(duizhao::Session::Stage stage);

private:
    Session m_session;
    ConversionController *m_jobs;
};

} // namespace duizhao
