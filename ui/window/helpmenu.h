// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QMenu>

#include <functional>

class QMainWindow;
class QTextDocument;

namespace duizhao {

// The Help menu: the user guide (docs/guide.md, or its translation, built in), every keyboard
// shortcut of the window's menus, and About.
class HelpMenu final : public QMenu {
    Q_OBJECT

public:
    // dataDescription names the OpenCC data in use, for About.
    HelpMenu(QMainWindow *window, std::function<QString()> dataDescription);

    // The window's menu entries that have shortcuts: "File → Save As…" and its keys, in menu order.
    static QList<std::pair<QString, QString>> shortcuts(const QMainWindow *window);
    // The user guide, in Markdown, its pictures built in (qrc:/screenshots/…).
    static QString guide();
    // The pictures of a document no wider than width, in proportion.
    static void fitPictures(QTextDocument *document, int width);

private:
    void showGuide();
    void showShortcuts();
    void showAbout();

    QMainWindow *m_window;
    std::function<QString()> m_dataDescription;
};

} // namespace duizhao
