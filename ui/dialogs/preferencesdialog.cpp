// SPDX-License-Identifier: GPL-3.0-or-later
#include "dialogs/preferencesdialog.h"

#include "core/translations.h"
#include "document/settings.h"

#include <QCheckBox>
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
    , m_tofuRisk(new QCheckBox(tr("Also characters that &fonts may lack (㑮 → U+2B748)")))
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
    // The system's only where it has some (never on Windows).
    if (ConfigCatalog::holdsConfigs(ConfigCatalog::systemDataDirectory()))
        m_openccData->addItem(tr("As installed on this system (OpenCC %1)")
                                  .arg(ConfigCatalog({}, OpenccData::System).dataVersion()),
                              ConfigCatalog::dataKey(OpenccData::System));
    m_openccData->setCurrentIndex(
        qMax(0, m_openccData->findData(ConfigCatalog::dataKey(ConfigCatalog::preferredData()))));

    // OpenCC's own tool leaves these dictionaries out unless asked, and so does Duizhao.
    m_tofuRisk->setObjectName(QStringLiteral("tofuRiskBox"));
    m_tofuRisk->setChecked(settings.openccTofuRisk());
    m_tofuRisk->setToolTip(
        tr("OpenCC's dictionary TSCharactersExt converts rare Traditional characters to "
           "Simplified ones that many fonts do not have, shown as empty boxes. OpenCC's own "
           "tool leaves it out unless asked (--include-tofu-risk-dictionaries)."));

    // A choice only where the data keeps these dictionaries apart: OpenCC 1.1's data (the
    // system's here) always applies them.
    const QString tip = m_tofuRisk->toolTip();
    const auto followData = [this, tip] {
        const std::optional<OpenccData> chosen =
            ConfigCatalog::dataFromKey(m_openccData->currentData().toString());
        const bool apart = ConfigCatalog::keepsTofuRiskApart(
            chosen == OpenccData::System ? ConfigCatalog::systemDataDirectory()
                                         : ConfigCatalog::bundledDataDirectory());
        m_tofuRisk->setEnabled(apart);
        m_tofuRisk->setToolTip(apart ? tip
                                     : tip + u'\n' +
                                           tr("This data keeps no such dictionary apart: it "
                                              "converts those characters always."));
    };
    connect(m_openccData, &QComboBox::currentIndexChanged, this, followData);
    followData();

    auto *layout = new QVBoxLayout(this);
    auto *form = new QFormLayout;
    form->addRow(tr("Interface &language:"), m_language);
    form->addRow(tr("OpenCC &dictionaries:"), m_openccData);
    form->addRow(QString(), m_tofuRisk);
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

bool PreferencesDialog::tofuRisk() const
{
    return m_tofuRisk->isChecked();
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
    const bool tofuBefore = dialog.tofuRisk();
    if (dialog.exec() != QDialog::Accepted ||
        (dialog.language() == languageBefore && dialog.openccData() == dataBefore &&
         dialog.tofuRisk() == tofuBefore))
        return false;
    Settings settings;
    settings.setLanguage(dialog.language());
    settings.setOpenccData(dialog.openccData());
    settings.setOpenccTofuRisk(dialog.tofuRisk());
    const auto answer = QMessageBox::question(
        parent, tr("Restart Duizhao?"),
        tr("Duizhao uses the new preferences from its next start. Restart it now?"),
        QMessageBox::Yes | QMessageBox::No, QMessageBox::Yes);
    return answer == QMessageBox::Yes;
}

void PreferencesDialog::applyOpenccDataFromSettings()
{
    const Settings settings;
    ConfigCatalog::setPreferredData(settings.openccData());
    ConfigCatalog::setIncludesTofuRisk(settings.openccTofuRisk());
}

} // namespace duizhao
