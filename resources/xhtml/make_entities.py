#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Writes app/core/books/epub/xhtmlentities.cpp: the named character entities the XHTML 1.0 and 1.1
DTDs declare (xhtml-lat1, xhtml-symbol and xhtml-special: HTML 4's 252, which most EPUB 2 books
use through their DOCTYPE), from Python's own table of them (html.entities.name2codepoint).
Run it again only if that table changes; the file it writes is checked in."""

import html.entities
import pathlib

OUTPUT = pathlib.Path(__file__).resolve().parents[2] / "app/core/books/epub/xhtmlentities.cpp"

entries = sorted(html.entities.name2codepoint.items())
rows = "\n".join(f'    {{u"{name}", 0x{code:04X}}},' for name, code in entries)
OUTPUT.write_text(f"""// SPDX-License-Identifier: GPL-3.0-or-later
// Made by resources/xhtml/make_entities.py from Python's html.entities; do not edit.
#include "xhtmlentities.h"

#include <algorithm>
#include <array>

namespace duizhao {{

namespace {{

struct Entity {{
    const char16_t *name;
    char32_t codePoint;
}};

// Sorted by name, as strings of UTF-16 units compare.
// clang-format off
constexpr std::array<Entity, {len(entries)}> Entities{{{{
{rows}
}}}};
// clang-format on

}} // namespace

std::optional<char32_t> xhtmlEntity(QStringView name)
{{
    const auto found = std::lower_bound(
        Entities.begin(), Entities.end(), name,
        [](const Entity &entity, QStringView wanted) {{ return QStringView(entity.name) < wanted; }});
    if (found == Entities.end() || QStringView(found->name) != name)
        return std::nullopt;
    return found->codePoint;
}}

}} // namespace duizhao
""", encoding="utf-8")
