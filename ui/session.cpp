// SPDX-License-Identifier: GPL-3.0-or-later
#include "session.h"

#include "configcatalog.h"
#include "conversionjobs.h"
#include "highlightpalette.h"

#include <QDir>
#include <QFileInfo>

#include <algorithm>

namespace duizhao {

void Session::take(const ConversionOutcome &outcome)
{
    m_comparing = outcome.comparing;
    m_showsCompared = outcome.comparing && outcome.compareSettings.showCompared &&
                      !outcome.compareSettings.normalizeConfig.isEmpty();
    m_sides[size_t(DiffSide::A)] = {outcome.path, outcome.format, outcome.replacedSequences,
                                    outcome.stamp};
    m_sides[size_t(DiffSide::B)] =
        m_comparing ? Side{outcome.secondPath, outcome.secondFormat, 0, outcome.secondStamp}
                    : Side{QString(), outcome.format, 0, {}};
}

void Session::setSaveTarget(const QString &path, const TextFormat &format)
{
    m_sides[size_t(DiffSide::B)] = {path, format, 0, FileStamp::of(path)};
}

void Session::setHighlights(DiffSide which, std::shared_ptr<std::vector<Highlight>> highlights)
{
    m_highlights[size_t(which)] =
        highlights ? std::move(highlights) : std::make_shared<std::vector<Highlight>>();
    if (which == DiffSide::B)
        m_review.setPlaces(m_highlights[size_t(which)]);
}

void Session::startReview(std::shared_ptr<const Explanation> explanation, const QString &source)
{
    m_review = ReviewSession(std::move(explanation), source);
    m_review.setPlaces(m_highlights[size_t(DiffSide::B)]);
}

void Session::setEdits(DiffSide which, std::shared_ptr<std::vector<Highlight>> edits)
{
    m_edits[size_t(which)] = edits ? std::move(edits) : std::make_shared<std::vector<Highlight>>();
}

void Session::followEdit(DiffSide which, int position, int removed, int added)
{
    duizhao::followEdit(*m_highlights[size_t(which)], position, removed, added);
    recordEdit(*m_edits[size_t(which)], position, removed, added, UserEditKind);
}

std::optional<FileError> Session::save(DiffSide which, QStringView text, const QString &path,
                                       const TextFormat &format)
{
    if (auto error = TextFile::write(path, text, format))
        return error;
    m_sides[size_t(which)].path = path;
    m_sides[size_t(which)].stamp = FileStamp::of(path);
    return std::nullopt;
}

bool Session::changedOnDisk(const QString &path) const
{
    const QFileInfo target(path);
    return std::any_of(m_sides.begin(), m_sides.end(), [&](const Side &side) {
        return !side.path.isEmpty() && side.stamp.exists() && QFileInfo(side.path) == target &&
               FileStamp::of(path) != side.stamp;
    });
}

QString Session::defaultSavePath(const QString &config) const
{
    const QString original = side(DiffSide::A).path;
    const QFileInfo source(original.isEmpty() ? QStringLiteral("taohuayuanji.txt") : original);
    const std::optional<ConfigInfo> info = ConfigCatalog::known(config);
    QString tag = config;
    if (info && info->to == Script::Traditional)
        tag = QStringLiteral("zh-Hant");
    else if (info && info->to == Script::Simplified)
        tag = QStringLiteral("zh-Hans");
    else if (info && info->to == Script::Japanese)
        tag = QStringLiteral("ja");
    const QString suffix = source.suffix().isEmpty() ? QStringLiteral("txt") : source.suffix();
    return source.absoluteDir().filePath(source.completeBaseName() + u'.' + tag + u'.' + suffix);
}

} // namespace duizhao
