// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/text/textfile.h"

#include <QDialog>

class QLabel;
class QPlainTextEdit;
class QPushButton;

namespace duizhao {

// Edits a glossary file as text, checking every line as it is typed; saving writes the file
// atomically (it is created if it does not exist yet), in the format it was read in. A file that
// does not read (not UTF-8) is shown with why, and never written over: its rules would be lost.
class GlossaryDialog final : public QDialog {
    Q_OBJECT

public:
    GlossaryDialog(const QString &path, QWidget *parent = nullptr);

    QString text() const;
    void setText(const QString &text);
    // The problems of the text as it stands, one line each.
    QString problems() const;

    // Whether the file could be read, and so may be saved.
    bool canSave() const;

    // Writes the text; on failure shows why and stays open.
    void accept() override;
    // Asks before rules typed are let go of.
    void reject() override;

private:
    void check();

    QString m_path;
    TextFormat m_format; // the file's, kept when it is written
    QPlainTextEdit *m_editor;
    QLabel *m_problems;
    QPushButton *m_save = nullptr;
};

} // namespace duizhao
