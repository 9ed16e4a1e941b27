// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/diff/textdiff.h"

#include <QStringView>

#include <vector>

namespace duizhao {

// Which line of one text stands beside which line of the other when two editions are shown side
// by side: for each line, the index of its partner on the other side, or -1 where it has none (a
// paragraph or a blank line the other edition has not), so that the view pads the other side.
struct ParagraphAlignment {
    std::vector<int> aPartner;
    std::vector<int> bPartner;
};

// Lines up the paragraphs of two editions along their diff. Between changes the texts agree (but
// for what the comparison ignores), inside a change they do not; either way the lines ending in a
// stretch pair in order when both sides have as many, else their non-blank lines do, and the rest
// have no partner. The end of a text ends its last line like a line break.
ParagraphAlignment alignParagraphs(QStringView a, QStringView b, const DiffResult &diff);

} // namespace duizhao
