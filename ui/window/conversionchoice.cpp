// SPDX-License-Identifier: GPL-3.0-or-later
#include "window/conversionchoice.h"

#include "core/conversion/configcatalog.h"

#include <QComboBox>
#include <QLabel>
#include <QToolBar>

namespace duizhao {

ConversionChoice::ConversionChoice(const QList<ConfigInfo> &configs, QToolBar *toolbar)
    : QObject(toolbar)
    , m_box(new QComboBox)
{
    m_actions[0] = toolbar->addWidget(new QLabel(tr(" Conversion: ")));
    m_box->setObjectName(QStringLiteral("configBox"));
    // As wide as the window leaves room for (MainWindow::fitToolbar); the list shows every title
    // whole.
    m_box->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    m_box->setMinimumContentsLength(28);
    for (const ConfigInfo &info : configs)
        m_box->addItem(info.title, info.name);
    m_actions[1] = toolbar->addWidget(m_box);
    connect(m_box, &QComboBox::activated, this, &ConversionChoice::chosen);
}

QString ConversionChoice::config() const
{
    return m_box->currentData().toString();
}

void ConversionChoice::setConfig(const QString &config)
{
    const int index = m_box->findData(config);
    if (index >= 0)
        m_box->setCurrentIndex(index);
}

void ConversionChoice::setVisible(bool visible)
{
    for (QAction *action : m_actions)
        action->setVisible(visible);
}

} // namespace duizhao
