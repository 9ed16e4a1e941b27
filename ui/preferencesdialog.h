// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QDialog>

class QComboBox;

namespace duizhao {

// Edit → Preferences: the interface language (kept in the settings, used from the next start).
class PreferencesDialog final : public QDialog {
    Q_OBJECT

public:
    explicit PreferencesDialog(QWidget *parent = nullptr);

    // A code of Translations::choices(); empty for the system's language.
    QString language() const;
    void setLanguage(const QString &code);

private:
    QComboBox *m_language;
};

} // namespace duizhao
