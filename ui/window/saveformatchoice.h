// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/text/textfile.h"

#include <QObject>

class QActionGroup;
class QMenu;

namespace duizhao {

// File → Save Encoding and Save Line Endings: how the converted text is written, by default as
// its original was read.
class SaveFormatChoice final : public QObject {
    Q_OBJECT

public:
    explicit SaveFormatChoice(QObject *parent = nullptr);

    // Adds the two menus to menu.
    void addMenusTo(QMenu *menu) const;

    // The format to write a text in that was read in asRead.
    TextFormat applyTo(TextFormat asRead) const;
    // Chooses an encoding by its name in TextEncoding::userNames(), as its menu entry does.
    void chooseEncoding(const QString &userName);
    // An encoding as the window names it everywhere ("UTF-8 with BOM", "Big5"), from one of
    // TextEncoding::userNames().
    static QString encodingTitle(const QString &userName);

private:
    QActionGroup *m_encodings;
    QActionGroup *m_lineEndings;
};

} // namespace duizhao
