// SPDX-License-Identifier: GPL-3.0-or-later
#include "findbar.h"

#include <QApplication>
#include <QHBoxLayout>
#include <QKeyEvent>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QScrollBar>

namespace duizhao {

FindBar::FindBar(QWidget *parent)
    : QWidget(parent)
    , m_field(new QLineEdit)
{
    auto *layout = new QHBoxLayout(this);
    layout->setContentsMargins(6, 2, 6, 2);
    m_field->setObjectName(QStringLiteral("findField"));
    m_field->setPlaceholderText(
        tr("Find in the focused pane (Enter: next, Shift+Enter: previous)"));
    m_field->setClearButtonEnabled(true);
    auto *close = new QPushButton(tr("Close"));
    layout->addWidget(new QLabel(tr("Find:")));
    layout->addWidget(m_field, 1);
    layout->addWidget(close);
    hide();
    connect(m_field, &QLineEdit::returnPressed, this, [this] {
        Q_EMIT findRequested(QApplication::keyboardModifiers() & Qt::ShiftModifier);
    });
    connect(close, &QPushButton::clicked, this, &QWidget::hide);
}

void FindBar::open()
{
    show();
    m_field->setFocus();
    m_field->selectAll();
}

QString FindBar::text() const
{
    return m_field->text();
}

bool FindBar::findIn(QPlainTextEdit *pane, bool backwards) const
{
    const QString wanted = text();
    if (wanted.isEmpty())
        return false;
    QTextDocument::FindFlags flags;
    if (backwards)
        flags |= QTextDocument::FindBackward;
    if (pane->find(wanted, flags))
        return true;
    // Once more from the other end; a text without it is left where the reader was.
    const QTextCursor before = pane->textCursor();
    const int scrolled = pane->verticalScrollBar()->value();
    QTextCursor cursor = before;
    cursor.movePosition(backwards ? QTextCursor::End : QTextCursor::Start);
    pane->setTextCursor(cursor);
    if (pane->find(wanted, flags))
        return true;
    pane->setTextCursor(before);
    pane->verticalScrollBar()->setValue(scrolled);
    return false;
}

void FindBar::keyPressEvent(QKeyEvent *event)
{
    if (event->key() == Qt::Key_Escape) {
        hide();
        event->accept();
        return;
    }
    QWidget::keyPressEvent(event);
}

} // namespace duizhao
