// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QMenu>

namespace duizhao {

class RecentFilesMenu;
class SaveCommands;
class SaveFormatChoice;
class Session;

// The File menu: open a text, two editions to compare or a book's folder, convert a book, the
// recent files, read the file again in another encoding, save, save as and the format saved in,
// quit. It asks for the files; the window opens what was chosen. Unsaved edits are asked about
// (SaveCommands::maybeSave) before anything replaces them.
class FileMenu final : public QMenu {
    Q_OBJECT

public:
    FileMenu(const Session &session, SaveCommands *saving, SaveFormatChoice *format,
             QWidget *parent);

    RecentFilesMenu *recentFiles() const { return m_recent; }
    // For the toolbar.
    QAction *openAction() const { return m_open; }
    QAction *saveAction() const { return m_save; }

Q_SIGNALS:
    void openRequested(const QString &path);
    // The file last asked for, read again in this encoding.
    void reopenRequested(const QString &encoding);
    void compareRequested(const QString &first, const QString &second);
    void bookFolderRequested(const QString &folder);
    void convertBookRequested();

private:
    // The folder of the text open, where the dialogs start.
    QString folder() const;

    const Session &m_session;
    SaveCommands *m_saving;
    RecentFilesMenu *m_recent;
    QAction *m_open;
    QAction *m_save;
};

} // namespace duizhao
