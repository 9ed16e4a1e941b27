// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/conversion/configcatalog.h"

#include <QDialog>

class QCheckBox;
class QComboBox;

namespace duizhao {

// Edit → Preferences: the interface language and the OpenCC data (kept in the settings, used from
// the next start).
class PreferencesDialog final : public QDialog {
    Q_OBJECT

public:
    explicit PreferencesDialog(QWidget *parent = nullptr);

    // A code of Translations::choices(); empty for the system's language.
    QString language() const;
    void setLanguage(const QString &code);
    OpenccData openccData() const;
    // Whether the dictionaries that may output characters fonts lack convert too.
    bool tofuRisk() const;

    // Shows the dialog and keeps what changed; true when something did and the user wants to
    // restart now, as the new preferences apply from the next start.
    static bool changeAndAskToRestart(QWidget *parent);

    // The OpenCC data chosen, as remembered, for the whole program; called at start-up.
    static void applyOpenccDataFromSettings();

private:
    QComboBox *m_language;
    QComboBox *m_openccData;
    QCheckBox *m_tofuRisk;
};

} // namespace duizhao
