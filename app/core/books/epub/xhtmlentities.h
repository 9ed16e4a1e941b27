// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QStringView>

#include <optional>

namespace duizhao {

// The character a named entity of XHTML's DTDs stands for (ldquo → U+201C, nbsp → U+00A0), if
// the name is one of them. An EPUB 2 chapter uses them through its DOCTYPE, which names the DTD
// without a reader fetching it: XML alone does not know them.
std::optional<char32_t> xhtmlEntity(QStringView name);

} // namespace duizhao
