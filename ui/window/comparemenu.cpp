// SPDX-License-Identifier: GPL-3.0-or-later
#include "window/comparemenu.h"

#include "core/conversion/configcatalog.h"
#include "document/opentext.h"

#include <QActionGroup>

namespace duizhao {

CompareMenu::CompareMenu(const QList<ConfigInfo> &configs, OpenText *text,
                         std::function<bool()> maybeSave, QWidget *parent)
    : QMenu(tr("&Compare"), parent)
    , m_text(text)
    , m_maybeSave(std::move(maybeSave))
    , m_normalizationGroup(new QActionGroup(this))
{
    setObjectName(QStringLiteral("compareMenu"));
    QMenu *normalize = addMenu(tr("&Normalize the First Edition"));
    addNormalization(normalize, tr("&Automatically, When the Scripts Differ"),
                     CompareSettings::Automatic);
    addNormalization(normalize, tr("Compare as They Are"), QString());
    normalize->addSeparator();
    for (const ConfigInfo &info : configs)
        addNormalization(normalize, info.title, info.name);
    addOption(
        tr("Normalize &Both Editions"), [](const CompareSettings &s) { return s.normalizeBoth; },
        [](CompareSettings &s, bool on) { s.normalizeBoth = on; });
    addOption(
        tr("&Show the Editions as Compared"),
        [](const CompareSettings &s) { return s.showCompared; },
        [](CompareSettings &s, bool on) { s.showCompared = on; });
    addSeparator();
    addOption(
        tr("Ignore B&lank Lines"), [](const CompareSettings &s) { return s.diff.ignoreBlankLines; },
        [](CompareSettings &s, bool on) { s.diff.ignoreBlankLines = on; });
    addOption(
        tr("Ignore &Whitespace and Line Breaks"),
        [](const CompareSettings &s) { return s.diff.ignoreWhitespace; },
        [](CompareSettings &s, bool on) { s.diff.ignoreWhitespace = on; });
    addOption(
        tr("Ignore &Punctuation"),
        [](const CompareSettings &s) { return s.diff.ignorePunctuation; },
        [](CompareSettings &s, bool on) { s.diff.ignorePunctuation = on; });
    addOption(
        tr("&Merge Changes Across Short Equal Runs"),
        [](const CompareSettings &s) { return s.diff.semanticCleanup; },
        [](CompareSettings &s, bool on) { s.diff.semanticCleanup = on; });
    setSettings(m_settings);
}

void CompareMenu::addNormalization(QMenu *menu, const QString &title, const QString &config)
{
    QAction *action = menu->addAction(title);
    action->setCheckable(true);
    m_normalizationGroup->addAction(action);
    connect(action, &QAction::triggered, this,
            [this, config] { choose([&](CompareSettings &s) { s.normalizeConfig = config; }); });
    m_normalizations.emplace_back(action, config);
}

void CompareMenu::addOption(const QString &title, const Getter &get, const Setter &set)
{
    QAction *action = addAction(title);
    action->setCheckable(true);
    connect(action, &QAction::toggled, this,
            [this, set](bool on) { choose([&](CompareSettings &s) { set(s, on); }); });
    m_options.emplace_back(action, get);
}

void CompareMenu::choose(const std::function<void(CompareSettings &)> &change)
{
    CompareSettings settings = m_settings;
    change(settings);
    setSettings(settings);
}

void CompareMenu::setSettings(const CompareSettings &settings)
{
    show(settings);
    apply();
}

void CompareMenu::apply()
{
    m_text->setCompareSettings(m_settings);
    const Session &session = m_text->session();
    if (!session.isComparing())
        return;
    // Shown as compared, or to be: the editions are read again from their files (the panes do
    // not hold them as they are).
    if (session.showsCompared() || m_settings.showCompared) {
        if (!m_maybeSave()) {
            CompareSettings kept = m_settings;
            kept.showCompared = session.showsCompared();
            show(kept);
            m_text->setCompareSettings(kept);
            return;
        }
        const QString first = session.side(DiffSide::A).path;
        const QString second = session.side(DiffSide::B).path;
        Q_EMIT message(tr("Comparing %1 with %2…").arg(first, second));
        m_text->compare(first, second);
        return;
    }
    Q_EMIT message(tr("Comparing again…"));
    m_text->rediff();
}

void CompareMenu::show(const CompareSettings &settings)
{
    m_settings = settings;
    for (const auto &[action, config] : m_normalizations) {
        const QSignalBlocker blocker(action);
        action->setChecked(config == settings.normalizeConfig);
    }
    for (const auto &[action, get] : m_options) {
        const QSignalBlocker blocker(action);
        action->setChecked(get(settings));
    }
}

} // namespace duizhao
