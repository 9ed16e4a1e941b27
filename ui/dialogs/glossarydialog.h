// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QDialog>

class QLabel;
class QPlainTextEdit;

namespace duizhao {

// Edits a glossary file as text, checking every line as it is typed; saving writes the file
// atomically (it is created if it does not exist yet).
class GlossaryDialog final : public QDialog {
    Q_OBJECT

public:
    GlossaryDialog(const QString &path, QWidget *parent = nullptr);

    QString text() const;
    void setText(const QString &text);
    // The problems of the text as it stands, one line each.
    QString problems() const;

    // Writes the text; on failure shows why and stays open.
    void accept() override;

private:
    void check();

    QString m_path;
    QPlainTextEdit *m_editor;
    QLabel *m_problems;
};

} // namespace duizhao
