// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QObject>

#include <array>

class QAction;
class QComboBox;
class QToolBar;

namespace duizhao {

struct ConfigInfo;

// The toolbar's choice of conversion ("Conversion: Simplified → Traditional …"). Hidden while two
// editions are compared: the Compare menu says how they are normalized.
class ConversionChoice final : public QObject {
    Q_OBJECT

public:
    ConversionChoice(const QList<ConfigInfo> &configs, QToolBar *toolbar);

    // The config's name ("s2t").
    QString config() const;
    // Shows a config, without signalling; an unknown one leaves the choice as it is.
    void setConfig(const QString &config);
    void setVisible(bool visible);
    // The box on the toolbar (the window fits its width to the window's).
    QComboBox *box() const { return m_box; }

Q_SIGNALS:
    // The user chose a conversion (even the same one again).
    void chosen();

private:
    QComboBox *m_box;
    std::array<QAction *, 2> m_actions{}; // the label's and the box's in the toolbar
};

} // namespace duizhao
