// SPDX-License-Identifier: GPL-3.0-or-later
#include "paneheaders.h"

#include "configcatalog.h"

#include <QFileInfo>

namespace duizhao {

QString PaneHeaders::file(const Session::Side &side)
{
    return tr("%1 <span style='color:gray'>(%2%3, %4)</span>")
        .arg(QFileInfo(side.path).fileName().toHtmlEscaped(), side.format.encoding,
             side.format.bom ? tr(" with BOM") : QString(), side.format.lineBreaks.description());
}

QString PaneHeaders::original(const Session::Side &side, Script script)
{
    return tr("<b>Original</b> — %1 <span style='color:gray'>(%2%3, %4; %5)</span>")
        .arg(side.path.isEmpty() ? tr("sample: 桃花源记")
                                 : QFileInfo(side.path).fileName().toHtmlEscaped(),
             side.format.encoding, side.format.bom ? tr(" with BOM") : QString(),
             side.format.lineBreaks.description(), ScriptReport::scriptName(script));
}

QString PaneHeaders::converted(const QString &configTitle)
{
    return tr("<b>Converted</b> — %1").arg(configTitle);
}

QString PaneHeaders::edition(DiffSide which, const Session::Side &side,
                             const CompareSettings &settings)
{
    // Whether and how the edition is normalized: the panes show them as they are.
    QString normalized;
    if (!settings.normalizeConfig.isEmpty() && (which == DiffSide::A || settings.normalizeBoth)) {
        const std::optional<ConfigInfo> known = ConfigCatalog::known(settings.normalizeConfig);
        const QString title = known ? known->title : settings.normalizeConfig;
        normalized = tr(" — <i>compared as converted: %1</i>").arg(title.toHtmlEscaped());
    }
    return (which == DiffSide::A ? tr("<b>First</b> — %1%2") : tr("<b>Second</b> — %1%2"))
        .arg(file(side), normalized);
}

} // namespace duizhao
