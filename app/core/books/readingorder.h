// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QStringView>

namespace duizhao {

// The order in which a reader reads a book's files: numbers compare as numbers, in digits or in
// Chinese numerals (第2章 before 第10章, 第九章 before 第十章), a preface or a prologue (序, 前言,
// 楔子) before the chapters, an epilogue, extras and an afterword (尾声, 番外, 后记) after them.
namespace ReadingOrder {

// Whether the file at relative path `a` is read before the one at `b` (paths with '/').
bool before(QStringView a, QStringView b);

} // namespace ReadingOrder

} // namespace duizhao
