// SPDX-License-Identifier: GPL-3.0-or-later
#include "window/filemenu.h"

#include "core/text/textencoding.h"
#include "document/session.h"
#include "window/recentfilesmenu.h"
#include "window/savecommands.h"
#include "window/saveformatchoice.h"
#include "window/standardkeys.h"

#include <QFileDialog>
#include <QFileInfo>

namespace duizhao {

FileMenu::FileMenu(const Session &session, SaveCommands *saving, SaveFormatChoice *format,
                   QWidget *parent)
    : QMenu(tr("&File"), parent)
    , m_session(session)
    , m_saving(saving)
    , m_recent(new RecentFilesMenu(this))
{
    const QString texts = tr("Text files (*.txt);;All files (*)");
    m_open = addAction(tr("&Open…"), this, [this] {
        if (!m_saving->maybeSave())
            return;
        const QString path = QFileDialog::getOpenFileName(
            parentWidget(), tr("Open a text file or a book"), folder(),
            tr("Texts and books (*.txt *.epub);;Text files (*.txt);;EPUB books (*.epub);;All "
               "files (*)"));
        if (!path.isEmpty())
            Q_EMIT openRequested(path);
    });
    m_open->setShortcut(QKeySequence::Open);
    QAction *compare = addAction(tr("&Compare Two Editions…"), this, [this, texts] {
        if (!m_saving->maybeSave())
            return;
        const QString first =
            QFileDialog::getOpenFileName(parentWidget(), tr("The first edition"), folder(), texts);
        if (first.isEmpty())
            return;
        const QString second = QFileDialog::getOpenFileName(
            parentWidget(),
            tr("The second edition, compared with %1").arg(QFileInfo(first).fileName()),
            QFileInfo(first).absolutePath(), texts);
        if (!second.isEmpty())
            Q_EMIT compareRequested(first, second);
    });
    compare->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_O));
    addAction(tr("Open a Book &Folder…"), this, [this] {
        const QString chosen =
            QFileDialog::getExistingDirectory(parentWidget(), tr("A folder of chapters"), folder());
        if (!chosen.isEmpty())
            Q_EMIT bookFolderRequested(chosen);
    });
    QAction *book = addAction(tr("Convert a &Book…"), this, &FileMenu::convertBookRequested);
    book->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_B));
    connect(m_recent, &RecentFilesMenu::fileChosen, this, [this](const QString &path) {
        if (m_saving->maybeSave())
            Q_EMIT openRequested(path);
    });
    addMenu(m_recent);
    QMenu *reopen = addMenu(tr("Reopen with &Encoding"));
    for (const QString &name : TextEncoding::userNames()) {
        const TextEncoding::Choice choice = TextEncoding::fromUserName(name);
        if (choice.bom)
            continue; // a byte-order mark is found by itself
        reopen->addAction(choice.encoding, this, [this, choice] {
            if (m_saving->maybeSave())
                Q_EMIT reopenRequested(choice.encoding);
        });
    }
    addSeparator();
    m_save = addAction(tr("&Save"), m_saving, &SaveCommands::save);
    m_save->setShortcut(QKeySequence::Save);
    QAction *saveAs = addAction(tr("Save &As…"), m_saving, &SaveCommands::saveAs);
    saveAs->setShortcuts(
        standardOr(QKeySequence::SaveAs, QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_S)));
    format->addMenusTo(this);
    addSeparator();
    QAction *quit = addAction(tr("&Quit"), parent, &QWidget::close);
    quit->setShortcuts(standardOr(QKeySequence::Quit, QKeySequence(Qt::CTRL | Qt::Key_Q)));
}

QString FileMenu::folder() const
{
    return QFileInfo(m_session.side(DiffSide::A).path).absolutePath();
}

} // namespace duizhao
