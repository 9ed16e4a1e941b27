// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "conversionjobs.h"

#include <QMenu>

#include <functional>

class QActionGroup;

namespace duizhao {

struct ConfigInfo;

// The Compare menu: which conversion normalizes the first edition (or both) before two editions
// are compared, and what the diff ignores. It shows the settings it is given and says when the
// user chose others.
class CompareMenu final : public QMenu {
    Q_OBJECT

public:
    CompareMenu(const QList<ConfigInfo> &configs, QWidget *parent = nullptr);

    const CompareSettings &settings() const { return m_settings; }
    // Shows these settings, without signalling.
    void setSettings(const CompareSettings &settings);

Q_SIGNALS:
    void settingsChosen(const CompareSettings &settings);

private:
    using Setter = std::function<void(CompareSettings &, bool)>;
    using Getter = std::function<bool(const CompareSettings &)>;
    void addNormalization(QMenu *menu, const QString &title, const QString &config);
    void addOption(const QString &title, const Getter &get, const Setter &set);
    void choose(const std::function<void(CompareSettings &)> &change);

    CompareSettings m_settings;
    QActionGroup *m_normalizationGroup;
    std::vector<std::pair<QAction *, QString>> m_normalizations; // with their config
    std::vector<std::pair<QAction *, Getter>> m_options;
};

} // namespace duizhao
