// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "conversionjobs.h"
#include "session.h"

#include <QCoreApplication>

namespace duizhao {

// The panes' headers, in rich text: which file a pane shows, how it was read and what it is (the
// original and its script, the conversion, an edition and how it is normalized for comparing).
class PaneHeaders final {
    Q_DECLARE_TR_FUNCTIONS(PaneHeaders)

public:
    static QString original(const Session::Side &side, Script script);
    static QString converted(const QString &configTitle);
    static QString edition(DiffSide which, const Session::Side &side,
                           const CompareSettings &settings);

private:
    static QString file(const Session::Side &side);
};

} // namespace duizhao
