// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "document/conversionjobs.h"
#include "document/session.h"

#include <QCoreApplication>

namespace duizhao {

// The panes' headers: which file a pane shows, how it was read and what it is (the original and
// its script, the conversion, an edition and how it is normalized for comparing). A lead
// ("Original") and the rest, whose beginning names the file (kept when the rest is cut), for an
// ElidedLabel.
class PaneHeaders final {
    Q_DECLARE_TR_FUNCTIONS(PaneHeaders)

public:
    struct Text {
        QString lead;
        QString rest;
        qsizetype named = 0; // the characters of rest that name the file
    };

    // The header of a side of the text shown.
    static Text of(const Session &session, DiffSide which);
    // text: the side's, whose line breaks say whether it has any.
    static Text original(const Session::Side &side, Script script, QStringView text);
    static Text converted(const QString &configTitle);
    static Text edition(DiffSide which, const Session::Side &side, const CompareSettings &settings,
                        QStringView text);

private:
    static QString format(const Session::Side &side, QStringView text);
    static Text named(const QString &lead, const QString &name, const QString &rest);
};

} // namespace duizhao
