// SPDX-License-Identifier: GPL-3.0-or-later
#include "dialogs/glossarydialog.h"

#include "core/conversion/glossary.h"

#include <QDialogButtonBox>
#include <QFileInfo>
#include <QFontDatabase>
#include <QLabel>
#include <QMessageBox>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QVBoxLayout>

namespace duizhao {

GlossaryDialog::GlossaryDialog(const QString &path, QWidget *parent)
    : QDialog(parent)
    , m_path(path)
    , m_editor(new QPlainTextEdit)
    , m_problems(new QLabel)
{
    setWindowTitle(tr("Glossary — %1").arg(QFileInfo(path).fileName()));
    auto *layout = new QVBoxLayout(this);
    auto *help = new QLabel(tr("One rule a line: <b>岳托=岳託</b> replaces before conversion, "
                               "<b>!多尔衮</b> keeps a word as written; a line that begins with "
                               "<b>#</b> is a comment, and a note follows a rule after a space "
                               "and <b>#</b> (<b>岳托=岳託 # 人名</b>). The file: %1")
                                .arg(path.toHtmlEscaped()));
    help->setWordWrap(true);
    help->setTextInteractionFlags(Qt::TextSelectableByMouse);
    layout->addWidget(help);
    layout->addWidget(m_editor, 1);
    m_problems->setWordWrap(true);
    m_problems->setStyleSheet(QStringLiteral("color: #c0392b;"));
    layout->addWidget(m_problems);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Save | QDialogButtonBox::Cancel);
    layout->addWidget(buttons);
    m_save = buttons->button(QDialogButtonBox::Save);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

    if (QFileInfo::exists(path)) {
        const ReadResult read = Glossary::readText(path);
        if (read.ok()) {
            m_editor->setPlainText(read.text);
            m_format = Glossary::keptFormat(read);
            check();
        } else {
            // Saving the empty editor would write over the rules that did not read.
            m_problems->setText(read.error->message() + u'\n' +
                                (read.error->badSequences
                                     ? tr("Nothing is written here: save the file as UTF-8 in "
                                          "another editor, then edit it again.")
                                     : tr("Nothing is written here.")));
            m_editor->setReadOnly(true);
            m_save->setEnabled(false);
        }
    }
    m_editor->document()->setModified(false);
    connect(m_editor, &QPlainTextEdit::textChanged, this, &GlossaryDialog::check);
    resize(560, 460);
}

bool GlossaryDialog::canSave() const
{
    return m_save->isEnabled();
}

QString GlossaryDialog::text() const
{
    return m_editor->toPlainText();
}

void GlossaryDialog::setText(const QString &text)
{
    m_editor->setPlainText(text);
    m_editor->document()->setModified(true); // as typing it would
}

QString GlossaryDialog::problems() const
{
    return m_problems->text();
}

void GlossaryDialog::check()
{
    const Glossary glossary = Glossary::parse(m_editor->toPlainText());
    QStringList lines;
    for (const GlossaryError &error : glossary.errors())
        lines << tr("Line %1: %2").arg(error.line).arg(error.reason);
    m_problems->setText(lines.join(QLatin1Char('\n')));
}

void GlossaryDialog::accept()
{
    if (!canSave())
        return;
    if (const auto error = Glossary::writeText(m_path, m_editor->toPlainText(), m_format)) {
        QMessageBox::critical(this, tr("Cannot save the glossary"), error->message());
        return;
    }
    QDialog::accept();
}

void GlossaryDialog::reject()
{
    if (m_editor->document()->isModified() &&
        QMessageBox::question(this, tr("Discard the Changes?"),
                              tr("The rules typed here are not saved. Discard them?"),
                              QMessageBox::Discard | QMessageBox::Cancel,
                              QMessageBox::Cancel) != QMessageBox::Discard)
        return;
    QDialog::reject();
}

} // namespace duizhao
