// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/diff/editcarrying.h"

#include "core/diff/textdiff.h"

#include <algorithm>

namespace duizhao {

CarriedEdits carryEdits(QStringView base, QStringView edited, QStringView reconverted,
                        JobControl *control)
{
    const DiffResult userEdits = diffTexts(base, edited, {}, control);
    const DiffResult newConversion = diffTexts(base, reconverted, {}, control);
    const std::vector<TextChange> &rules = newConversion.changes;
    CarriedEdits carried;
    carried.text.reserve(reconverted.size() + 16);
    // Walks base once: the new conversion's text, with each edit that kept clear of its changes
    // put in at the place base's stretch has there.
    qsizetype taken = 0; // of reconverted
    int shift = 0;       // reconverted's positions minus base's, before the current place
    size_t rule = 0;
    for (const TextChange &edit : userEdits.changes) {
        const int editEnd = edit.aPosition + edit.aLength;
        // The new conversion's changes before the edit move what follows them.
        while (rule < rules.size() &&
               rules[rule].aPosition + rules[rule].aLength <= edit.aPosition &&
               !(rules[rule].aLength == 0 && rules[rule].aPosition == edit.aPosition)) {
            shift += rules[rule].bLength - rules[rule].aLength;
            ++rule;
        }
        // Overlapping, or an insertion at the same place: the new conversion stands.
        const bool clash =
            rule < rules.size() &&
            (rules[rule].aPosition < editEnd || (rules[rule].aPosition == edit.aPosition &&
                                                 (edit.aLength == 0 || rules[rule].aLength == 0)));
        if (clash) {
            ++carried.dropped;
            continue;
        }
        const qsizetype at = edit.aPosition + shift;
        carried.text += reconverted.sliced(taken, at - taken);
        carried.text += edited.sliced(edit.bPosition, edit.bLength);
        taken = at + edit.aLength;
        ++carried.kept;
    }
    carried.text += reconverted.sliced(taken);
    return carried;
}

} // namespace duizhao
