// SPDX-License-Identifier: GPL-3.0-or-later
#include "panes/findbar.h"

#include <QApplication>
#include <QComboBox>
#include <QGridLayout>
#include <QKeyEvent>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QScrollBar>
#include <QTextBlock>

namespace duizhao {

FindBar::FindBar(std::array<QPlainTextEdit *, 2> panes, std::array<QString, 2> paneNames,
                 QWidget *parent)
    : QWidget(parent)
    , m_panes(panes)
    , m_field(new QLineEdit)
    , m_sideBox(new QComboBox)
    , m_result(new QLabel)
    , m_replaceRow(new QWidget)
    , m_replacement(new QLineEdit)
    , m_replace(new QPushButton(tr("Repl&ace")))
    , m_replaceAll(new QPushButton(tr("Replace A&ll")))
{
    m_field->setObjectName(QStringLiteral("findField"));
    m_field->setPlaceholderText(tr("Enter: next, Shift+Enter: previous"));
    m_field->setClearButtonEnabled(true);
    m_sideBox->setObjectName(QStringLiteral("findSide"));
    for (const QString &name : paneNames)
        m_sideBox->addItem(name);
    m_result->setObjectName(QStringLiteral("findResult"));
    auto *previous = new QPushButton(tr("&Previous"));
    auto *next = new QPushButton(tr("&Next"));
    auto *close = new QPushButton(tr("Close"));
    for (QPushButton *button : {previous, next, close, m_replace, m_replaceAll})
        button->setAutoDefault(false);
    m_replacement->setObjectName(QStringLiteral("replaceField"));
    m_replacement->setClearButtonEnabled(true);

    auto *layout = new QGridLayout(this);
    layout->setContentsMargins(6, 2, 6, 2);
    layout->addWidget(new QLabel(tr("Find:")), 0, 0);
    layout->addWidget(m_field, 0, 1);
    auto *in = new QLabel(tr("&in"));
    in->setBuddy(m_sideBox);
    layout->addWidget(in, 0, 2);
    layout->addWidget(m_sideBox, 0, 3);
    layout->addWidget(previous, 0, 4);
    layout->addWidget(next, 0, 5);
    layout->addWidget(m_result, 0, 6);
    layout->addWidget(close, 0, 7);
    layout->setColumnStretch(1, 1);
    auto *replaceLayout = new QHBoxLayout(m_replaceRow);
    replaceLayout->setContentsMargins(0, 0, 0, 0);
    auto *with = new QLabel(tr("Replace &with:"));
    with->setBuddy(m_replacement);
    replaceLayout->addWidget(with);
    replaceLayout->addWidget(m_replacement, 1);
    replaceLayout->addWidget(m_replace);
    replaceLayout->addWidget(m_replaceAll);
    layout->addWidget(m_replaceRow, 1, 0, 1, 8);
    m_replaceRow->hide();
    hide();

    m_typing.setSingleShot(true);
    m_typing.setInterval(200);
    connect(m_field, &QLineEdit::textEdited, &m_typing, qOverload<>(&QTimer::start));
    connect(&m_typing, &QTimer::timeout, this, &FindBar::findAsTyped);
    connect(m_field, &QLineEdit::returnPressed, this, [this] {
        m_typing.stop();
        find(QApplication::keyboardModifiers() & Qt::ShiftModifier);
    });
    connect(m_replacement, &QLineEdit::returnPressed, this, &FindBar::replace);
    connect(previous, &QPushButton::clicked, this, [this] { find(true); });
    connect(next, &QPushButton::clicked, this, [this] { find(false); });
    connect(m_replace, &QPushButton::clicked, this, &FindBar::replace);
    connect(m_replaceAll, &QPushButton::clicked, this, &FindBar::replaceAll);
    connect(close, &QPushButton::clicked, this, &QWidget::hide);
    connect(m_sideBox, &QComboBox::currentIndexChanged, this, [this] {
        m_typing.stop();
        m_result->clear();
        updateReplacing();
    });
}

void FindBar::open(bool replacing)
{
    m_replaceRow->setVisible(replacing);
    updateReplacing();
    show();
    m_field->setFocus();
    m_field->selectAll();
}

QString FindBar::text() const
{
    return m_field->text();
}

void FindBar::setText(const QString &text)
{
    m_field->setText(text);
}

void FindBar::setReplacement(const QString &text)
{
    m_replacement->setText(text);
}

DiffSide FindBar::side() const
{
    return m_sideBox->currentIndex() == 0 ? DiffSide::A : DiffSide::B;
}

void FindBar::setSide(DiffSide side)
{
    m_sideBox->setCurrentIndex(side == DiffSide::A ? 0 : 1);
}

QPlainTextEdit *FindBar::pane() const
{
    return m_panes[size_t(side())];
}

QString FindBar::resultText() const
{
    return m_result->text();
}

void FindBar::updateReplacing()
{
    const bool editable = !pane()->isReadOnly();
    m_replace->setEnabled(editable);
    m_replaceAll->setEnabled(editable);
    m_replacement->setEnabled(editable);
    m_replacement->setPlaceholderText(editable ? QString() : tr("This pane cannot be edited now"));
}

bool FindBar::find(bool backwards)
{
    const QString wanted = text();
    QPlainTextEdit *searched = pane();
    if (wanted.isEmpty())
        return false;
    QTextDocument::FindFlags flags;
    if (backwards)
        flags |= QTextDocument::FindBackward;
    bool found = searched->find(wanted, flags);
    if (!found) {
        // Once more from the other end; a text without it is left where the reader was.
        const QTextCursor before = searched->textCursor();
        const int scrolled = searched->verticalScrollBar()->value();
        QTextCursor cursor = before;
        cursor.movePosition(backwards ? QTextCursor::End : QTextCursor::Start);
        searched->setTextCursor(cursor);
        found = searched->find(wanted, flags);
        if (!found) {
            searched->setTextCursor(before);
            searched->verticalScrollBar()->setValue(scrolled);
        }
    }
    if (found)
        showPosition();
    else
        m_result->setText(tr("Not found"));
    return found;
}

void FindBar::findAsTyped()
{
    if (!isVisible())
        return; // put away before the moment passed: the pane is the reader's again
    if (text().isEmpty()) {
        m_result->clear();
        return;
    }
    QPlainTextEdit *searched = pane();
    const QTextCursor before = searched->textCursor();
    const int scrolled = searched->verticalScrollBar()->value();
    QTextCursor from = before;
    from.setPosition(before.selectionStart());
    searched->setTextCursor(from);
    if (!find(false)) {
        searched->setTextCursor(before);
        searched->verticalScrollBar()->setValue(scrolled);
    }
}

// "Match 3 of 17": which of the pane's matches is selected.
void FindBar::showPosition()
{
    const QString text = pane()->document()->toPlainText();
    const int at = pane()->textCursor().selectionStart();
    const qsizetype all = text.count(m_field->text(), Qt::CaseInsensitive);
    const qsizetype before = QStringView(text).left(at).count(m_field->text(), Qt::CaseInsensitive);
    m_result->setText(tr("Match %1 of %2").arg(before + 1).arg(all));
}

bool FindBar::selectionIsMatch() const
{
    return pane()->textCursor().selectedText().compare(text(), Qt::CaseInsensitive) == 0;
}

bool FindBar::replace()
{
    updateReplacing(); // the pane may have become read-only (or editable) since
    if (text().isEmpty() || pane()->isReadOnly())
        return false;
    if (selectionIsMatch())
        pane()->textCursor().insertText(m_replacement->text());
    return find(false);
}

int FindBar::replaceAll()
{
    QPlainTextEdit *edited = pane();
    const QString wanted = text();
    updateReplacing();
    if (wanted.isEmpty() || edited->isReadOnly())
        return 0;
    QTextDocument *document = edited->document();
    QTextCursor step(document);
    step.beginEditBlock();
    int replaced = 0;
    for (QTextCursor match = document->find(wanted, 0); !match.isNull();
         match = document->find(wanted, match)) {
        match.insertText(m_replacement->text());
        ++replaced;
    }
    step.endEditBlock();
    m_result->setText(replaced == 0 ? tr("Not found") : tr("%n replaced", nullptr, replaced));
    return replaced;
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
