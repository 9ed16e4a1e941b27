// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QKeySequence>
#include <QList>

namespace duizhao {

// A standard key, or where the platform has none for it (X11 without a desktop's theme has no
// Save As or Preferences), the one most desktops use.
inline QList<QKeySequence> standardOr(QKeySequence::StandardKey key, const QKeySequence &fallback)
{
    const QList<QKeySequence> keys = QKeySequence::keyBindings(key);
    return keys.isEmpty() ? QList<QKeySequence>{fallback} : keys;
}

} // namespace duizhao
