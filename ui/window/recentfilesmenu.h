// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QMenu>

namespace duizhao {

// File → Open Recent: the files opened last, the newest first, at most ten.
class RecentFilesMenu final : public QMenu {
    Q_OBJECT

public:
    explicit RecentFilesMenu(QWidget *parent = nullptr);

    QStringList files() const { return m_files; }
    void setFiles(const QStringList &files);
    // Puts a file first (an absolute path).
    void add(const QString &path);

Q_SIGNALS:
    void fileChosen(const QString &path);

private:
    QStringList m_files;
};

} // namespace duizhao
