// SPDX-License-Identifier: GPL-3.0-or-later
#include "preferencesdialog.h"

#include "settings.h"
#include "translations.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QMessageBox>
#include <QVBoxLayout>

namespace duizhao {

PreferencesDialog::PreferencesDialog(QWidget *parent)
    : QDialog(parent)
    , m_language(new QComboBox)
    , m_openccData(new QComboBox)
{
    setWindowTitle(tr("Preferences"));
    m_language->setObjectName(QStringLiteral("languageBox"));
    for (const Translations::Language &language : Translations::choices())
        m_language->addItem(language.nativeName, language.code);
    const Settings settings;
    setLanguage(settings.language());

    // The versions shown are those of the data as found now.
    m_openccData->setObjectName(QStringLiteral("openccDataBox"));
    m_openccData->addItem(tr("Current (OpenCC %1, bundled with Duizhao)")
                              .arg(ConfigCatalog({}, OpenccData::Bundled).dataVersion()),
                          ConfigCatalog::dataKey(OpenccData::Bundled));
    m_openccData->addItem(tr("As installed on this system (OpenCC %1)")
                              .arg(ConfigCatalog({}, OpenccData::System).dataVersion()),
                          ConfigCatalog::dataKey(OpenccData::System));
    m_openccData->setCurrentIndex(
        qMax(0, m_openccData->findData(ConfigCatalog::dataKey(ConfigCatalog::preferredData()))));

    auto *layout = new QVBoxLayout(this);
    auto *form = new QFormLayout;
    form->addRow(tr("Interface &language:"), m_language);
    form->addRow(tr("OpenCC &dictionaries:"), m_openccData);
    layout->addLayout(form);
    auto *note = new QLabel(tr("A new language or dictionary choice is used from the next start "
                               "of Duizhao."));
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

OpenccData PreferencesDialog::openccData() const
{
    return ConfigCatalog::dataFromKey(m_openccData->currentData().toString())
        .value_or(OpenccData::Bundled);
}

bool PreferencesDialog::changeAndAskToRestart(QWidget *parent)
{
    PreferencesDialog dialog(parent);
    const QString languageBefore = dialog.language();
    const OpenccData dataBefore = dialog.openccData();
    if (dialog.exec() != QDialog::Accepted ||
        (dialog.language() == languageBefore && dialog.openccData() == dataBefore))
        return false;
    Settings settings;
    settings.setLanguage(dialog.language());
    settings.setOpenccData(dialog.openccData());
    const auto answer = QMessageBox::question(
        parent, tr("Restart Duizhao?"),
        tr("Duizhao uses the new preferences from its next start. Restart it now?"),
        QMessageBox::Yes | QMessageBox::No, QMessageBox::Yes);
    return answer == QMessageBox::Yes;
}

void PreferencesDialog::applyOpenccDataFromSettings()
{
    ConfigCatalog::setPreferredData(Settings().openccData());
}

} // namespace duizhao
