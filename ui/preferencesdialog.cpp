// SPDX-License-Identifier: GPL-3.0-or-later
#include "preferencesdialog.h"

#include "translations.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QSettings>
#include <QVBoxLayout>

namespace duizhao {

PreferencesDialog::PreferencesDialog(QWidget *parent)
    : QDialog(parent)
    , m_language(new QComboBox)
{
    setWindowTitle(tr("Preferences"));
    m_language->setObjectName(QStringLiteral("languageBox"));
    for (const Translations::Language &language : Translations::choices())
        m_language->addItem(language.nativeName, language.code);
    setLanguage(QSettings().value(Translations::settingsKey()).toString());

    auto *layout = new QVBoxLayout(this);
    auto *form = new QFormLayout;
    form->addRow(tr("Interface &language:"), m_language);
    layout->addLayout(form);
    auto *note = new QLabel(tr("A new language is used from the next start of Duizhao."));
    note->setWordWrap(true);
    layout->addWidget(note);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel);
    layout->addWidget(buttons);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
}

QString PreferencesDialog::language() const
{
    return m_language->currentData().toString();
}

void PreferencesDialog::setLanguage(const QString &code)
{
    m_language->setCurrentIndex(qMax(0, m_language->findData(code)));
}

} // namespace duizhao
