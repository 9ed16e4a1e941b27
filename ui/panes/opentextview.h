// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "document/session.h"

#include <QObject>

namespace duizhao {

class OpenText;
class SideBySideView;

// The side-by-side view watching the open text: whenever a text is shown it pulls what changed
// into the panes (their documents, highlights, the user's edits, the alignment), the headers, the
// overview strip, the fonts of the scripts and which panes can be edited now. The view keeps
// nothing of the text's own: the documents and highlights stay the session's.
class OpenTextView final : public QObject {
    Q_OBJECT

public:
    OpenTextView(OpenText *text, SideBySideView *view, QObject *parent = nullptr);

    // The headers again (a side was saved to another file).
    void showHeaders();
    // Which panes can be edited now, and why not where they cannot for a while.
    void showEditing();

Q_SIGNALS:
    // The panes show the text shown (see OpenText::textShown): whoever reads them goes on.
    void textShown(const duizhao::Session::Shown &changes);
    // Someone typed where the text cannot take it (yet): why.
    void refusedTyping(const QString &why);
    // The cursor went to a line that is not the text's body (a book's attribute value): what it
    // is, and what an edit there changes.
    void asideLineEntered(const QString &what);

private:
    void show(const Session::Shown &changes);
    void showAsideLines();
    void primeGlyphsOnceSettled();

    const Session &m_session;
    SideBySideView *m_view;
    int m_asideLineEntered = -1;
};

} // namespace duizhao
