// SPDX-License-Identifier: GPL-3.0-or-later
#include "window/saveformatchoice.h"

#include "core/text/textencoding.h"

#include <QActionGroup>
#include <QMenu>

namespace duizhao {

namespace {

// A checkable choice in a group, with what it stands for; empty data stands for "as read".
QAction *addChoice(QMenu *menu, QActionGroup *group, const QString &title, const QString &data)
{
    QAction *action = menu->addAction(title);
    action->setCheckable(true);
    action->setData(data);
    action->setChecked(data.isEmpty());
    group->addAction(action);
    return action;
}

} // namespace

SaveFormatChoice::SaveFormatChoice(QObject *parent)
    : QObject(parent)
    , m_encodings(new QActionGroup(this))
    , m_lineEndings(new QActionGroup(this))
{}

void SaveFormatChoice::addMenusTo(QMenu *menu) const
{
    QMenu *encodings = menu->addMenu(tr("Save E&ncoding"));
    addChoice(encodings, m_encodings, tr("As read"), QString());
    encodings->addSeparator();
    // Named as everywhere in the window (Reopen with Encoding, the panes' headers): UTF-8, Big5.
    for (const QString &name : TextEncoding::userNames())
        addChoice(encodings, m_encodings, encodingTitle(name), name);
    QMenu *endings = menu->addMenu(tr("Save &Line Endings"));
    addChoice(endings, m_lineEndings, tr("As read"), QString());
    for (const QString &ending : {QStringLiteral("LF"), QStringLiteral("CRLF")})
        addChoice(endings, m_lineEndings, ending, ending);
}

TextFormat SaveFormatChoice::applyTo(TextFormat asRead) const
{
    if (const QString name = m_encodings->checkedAction()->data().toString(); !name.isEmpty()) {
        const TextEncoding::Choice choice = TextEncoding::fromUserName(name);
        asRead.encoding = choice.encoding;
        asRead.bom = choice.bom;
    }
    if (const QString ending = m_lineEndings->checkedAction()->data().toString();
        !ending.isEmpty()) {
        asRead.lineBreaks = LineBreaks{ending == u"CRLF" ? LineEnding::CrLf : LineEnding::Lf, {}};
    }
    return asRead;
}

void SaveFormatChoice::chooseEncoding(const QString &userName)
{
    for (QAction *action : m_encodings->actions()) {
        if (action->data().toString() == userName)
            action->setChecked(true);
    }
}

QString SaveFormatChoice::encodingTitle(const QString &userName)
{
    const TextEncoding::Choice choice = TextEncoding::fromUserName(userName);
    return choice.bom ? tr("%1 with BOM").arg(choice.encoding) : choice.encoding;
}

} // namespace duizhao
