// SPDX-License-Identifier: GPL-3.0-or-later
#include "window/recentfilesmenu.h"

namespace duizhao {

namespace {
constexpr int MaxRecentFiles = 10;
}

RecentFilesMenu::RecentFilesMenu(QWidget *parent)
    : QMenu(tr("Open &Recent"), parent)
{
    setFiles({});
}

void RecentFilesMenu::setFiles(const QStringList &files)
{
    m_files = files.mid(0, MaxRecentFiles);
    clear();
    for (const QString &path : std::as_const(m_files))
        addAction(QString(path).replace(u'&', QStringLiteral("&&")), this,
                  [this, path] { Q_EMIT fileChosen(path); });
    setEnabled(!m_files.isEmpty());
}

void RecentFilesMenu::add(const QString &path)
{
    QStringList files = m_files;
    files.removeAll(path);
    files.prepend(path);
    setFiles(files);
}

} // namespace duizhao
