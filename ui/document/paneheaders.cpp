// SPDX-License-Identifier: GPL-3.0-or-later
#include "document/paneheaders.h"

#include "core/books/epub/epubbook.h"
#include "core/conversion/configcatalog.h"

#include <QFileInfo>

namespace duizhao {

QString PaneHeaders::format(const Session::Side &side, QStringView text)
{
    // A text read has LF for every line break it had: without one (an empty file, a line), it
    // has no line endings to tell, as `duizhao detect` says.
    return tr("%1%2, %3")
        .arg(side.format.encoding, side.format.bom ? tr(" with BOM") : QString(),
             text.contains(u'\n') ? side.format.lineBreaks.description() : tr("no line break"));
}

PaneHeaders::Text PaneHeaders::of(const Session &session, DiffSide which)
{
    const ConversionOutcome &shown = session.shown();
    if (session.isComparing())
        return edition(which, session.side(which), shown.compareSettings, session.text(which));
    if (which == DiffSide::A)
        return original(session.side(which), shown.script.script, session.text(which));
    const std::optional<ConfigInfo> known = ConfigCatalog::known(shown.config);
    return converted(known ? known->title : shown.config);
}

PaneHeaders::Text PaneHeaders::original(const Session::Side &side, Script script, QStringView text)
{
    // A book's chapter: its file in the book, which a reader never sees encoded otherwise.
    if (const auto chapter = EpubBook::addressOf(side.path)) {
        const QString name =
            tr("%1 in %2").arg(chapter->entry, QFileInfo(chapter->book).fileName());
        return named(tr("Original"), name,
                     tr("%1 (%2)").arg(name, ScriptReport::scriptName(script)));
    }
    const QString name =
        side.path.isEmpty() ? tr("sample: 桃花源记") : QFileInfo(side.path).fileName();
    return named(tr("Original"), name,
                 tr("%1 (%2; %3)").arg(name, format(side, text), ScriptReport::scriptName(script)));
}

PaneHeaders::Text PaneHeaders::converted(const QString &configTitle)
{
    // No file's name to keep whole: in a narrow pane the title is cut at its end, after the lead
    // ("Converted — Simplified → Tradit…"), not in its middle.
    return {tr("Converted"), configTitle, 0};
}

PaneHeaders::Text PaneHeaders::edition(DiffSide which, const Session::Side &side,
                                       const CompareSettings &settings, QStringView text)
{
    const QString name = QFileInfo(side.path).fileName();
    QString rest = tr("%1 (%2)").arg(name, format(side, text));
    // Whether and how the edition is normalized: the panes show them as they are. Why comes
    // before the config's title, which a narrow pane cuts at its end.
    if (!settings.normalizeConfig.isEmpty() && (which == DiffSide::A || settings.normalizeBoth)) {
        const std::optional<ConfigInfo> known = ConfigCatalog::known(settings.normalizeConfig);
        const QString title = known ? known->title : settings.normalizeConfig;
        rest += settings.showCompared ? tr(" — shown as converted: %1 (read-only)").arg(title)
                : settings.automatic ? tr(" — scripts differ, compared as converted: %1").arg(title)
                                     : tr(" — compared as converted: %1").arg(title);
    }
    return named(which == DiffSide::A ? tr("First") : tr("Second"), name, rest);
}

// A header whose rest begins with the file's name (as every language here writes it).
PaneHeaders::Text PaneHeaders::named(const QString &lead, const QString &name, const QString &rest)
{
    return {lead, rest, rest.startsWith(name) ? name.size() : 0};
}

} // namespace duizhao
