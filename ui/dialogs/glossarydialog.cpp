// SPDX-License-Identifier: GPL-3.0-or-later
#include "dialogs/glossarydialog.h"

#include "core/conversion/glossary.h"

#include <QDialogButtonBox>
#include <QFileInfo>
#include <QFontDatabase>
#include <QLabel>
#include <QMessageBox>
#include <QPlainTextEdit>
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
                               "<b>!多尔衮</b> keeps a word as written, <b>#</b> starts a "
                               "comment. The file: %1")
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
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_editor, &QPlainTextEdit::textChanged, this, &GlossaryDialog::check);

    if (QFileInfo::exists(path)) {
        const ReadResult read = Glossary::readText(path);
        if (read.ok())
            m_editor->setPlainText(read.text);
        else
            m_problems->setText(read.error->message());
    }
    resize(560, 460);
}

QString GlossaryDialog::text() const
{
    return m_editor->toPlainText();
}

void GlossaryDialog::setText(const QString &text)
{
    m_editor->setPlainText(text);
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
    if (const auto error = Glossary::writeText(m_path, m_editor->toPlainText())) {
        QMessageBox::critical(this, tr("Cannot save the glossary"), error->message());
        return;
    }
    QDialog::accept();
}

} // namespace duizhao
