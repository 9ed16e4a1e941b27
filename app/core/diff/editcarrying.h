// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

namespace duizhao {

class JobControl;

// The user's edits of a conversion carried over to a new conversion of the same text (after a
// glossary rule was added, say).
struct CarriedEdits {
    QString text;
    int kept = 0;    // edits made again in the new conversion
    int dropped = 0; // edits of text the new conversion changed: the new conversion stands there
};

// A three-way merge on code points: base is the conversion the user edited into edited,
// reconverted the new conversion. Each edit of a stretch of base that the new conversion left as
// it was is made again in it; an edit that touches a stretch the new conversion changed gives way.
CarriedEdits carryEdits(QStringView base, QStringView edited, QStringView reconverted,
                        JobControl *control = nullptr);

} // namespace duizhao
