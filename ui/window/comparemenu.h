// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "document/conversionjobs.h"

#include <QMenu>

#include <functional>

class QActionGroup;

namespace duizhao {

class OpenText;
struct ConfigInfo;

// The Compare menu: which conversion normalizes the first edition (or both) before two editions
// are compared, and what the diff ignores. Settings chosen apply to the open text at once: two
// editions are diffed again, or read again from their files when they are to be shown as
// compared or no longer (after maybeSave, which asks about unsaved edits).
class CompareMenu final : public QMenu {
    Q_OBJECT

public:
    CompareMenu(const QList<ConfigInfo> &configs, OpenText *text, std::function<bool()> maybeSave,
                QWidget *parent = nullptr);

    const CompareSettings &settings() const { return m_settings; }
    // Shows these settings, and applies them to the open text.
    void setSettings(const CompareSettings &settings);

Q_SIGNALS:
    void message(const QString &text);

private:
    using Setter = std::function<void(CompareSettings &, bool)>;
    using Getter = std::function<bool(const CompareSettings &)>;
    void addNormalization(QMenu *menu, const QString &title, const QString &config);
    void addOption(const QString &title, const Getter &get, const Setter &set);
    void choose(const std::function<void(CompareSettings &)> &change);
    void show(const CompareSettings &settings);
    void apply();

    OpenText *m_text;
    std::function<bool()> m_maybeSave;
    CompareSettings m_settings;
    QActionGroup *m_normalizationGroup;
    std::vector<std::pair<QAction *, QString>> m_normalizations; // with their config
    std::vector<std::pair<QAction *, Getter>> m_options;
};

} // namespace duizhao
