// SPDX-License-Identifier: GPL-3.0-or-later
#include "document/settings.h"

#include "core/translations.h"

#include <QFileInfo>
#include <QVariantMap>

namespace duizhao {

namespace {

const QString VersionKey = QStringLiteral("settings/version");
const QString ChosenGlossariesKey = QStringLiteral("review/chosenGlossaries");

} // namespace

Settings::Settings()
{
    migrate();
}

void Settings::migrate()
{
    int version = m_store.value(VersionKey, 1).toInt();
    if (version >= CurrentVersion)
        return;
    if (version == 1) {
        if (m_store.contains(QStringLiteral("recentFiles"))) {
            m_store.setValue(QStringLiteral("file/recentFiles"),
                             m_store.value(QStringLiteral("recentFiles")));
            m_store.remove(QStringLiteral("recentFiles"));
        }
        version = 2;
    }
    m_store.setValue(VersionKey, version);
}

QByteArray Settings::windowGeometry() const
{
    return m_store.value(QStringLiteral("window/geometry")).toByteArray();
}

void Settings::setWindowGeometry(const QByteArray &geometry)
{
    m_store.setValue(QStringLiteral("window/geometry"), geometry);
}

QByteArray Settings::windowState() const
{
    return m_store.value(QStringLiteral("window/state")).toByteArray();
}

void Settings::setWindowState(const QByteArray &state)
{
    m_store.setValue(QStringLiteral("window/state"), state);
}

QByteArray Settings::splitterState() const
{
    return m_store.value(QStringLiteral("window/splitter")).toByteArray();
}

void Settings::setSplitterState(const QByteArray &state)
{
    m_store.setValue(QStringLiteral("window/splitter"), state);
}

QStringList Settings::recentFiles() const
{
    return m_store.value(QStringLiteral("file/recentFiles")).toStringList();
}

void Settings::setRecentFiles(const QStringList &files)
{
    m_store.setValue(QStringLiteral("file/recentFiles"), files);
}

namespace {
const QString LastChaptersKey = QStringLiteral("file/lastChapters");
constexpr qsizetype RememberedBooks = 50;
} // namespace

// A list of book and chapter, newest first: a map would not say which to forget first.
QString Settings::lastChapter(const QString &bookPath) const
{
    const QStringList pairs = m_store.value(LastChaptersKey).toStringList();
    for (qsizetype i = 0; i + 1 < pairs.size(); i += 2) {
        if (pairs[i] == bookPath)
            return pairs[i + 1];
    }
    return {};
}

void Settings::setLastChapter(const QString &bookPath, const QString &chapterPath)
{
    const QStringList pairs = m_store.value(LastChaptersKey).toStringList();
    QStringList kept{bookPath, chapterPath};
    for (qsizetype i = 0; i + 1 < pairs.size() && kept.size() < 2 * RememberedBooks; i += 2) {
        if (pairs[i] != bookPath)
            kept << pairs[i] << pairs[i + 1];
    }
    m_store.setValue(LastChaptersKey, kept);
}

std::optional<QFont> Settings::font() const
{
    const QVariant font = m_store.value(QStringLiteral("view/font"));
    if (!font.isValid())
        return std::nullopt;
    return font.value<QFont>();
}

void Settings::setFont(const QFont &font)
{
    m_store.setValue(QStringLiteral("view/font"), font);
}

int Settings::zoom() const
{
    return m_store.value(QStringLiteral("view/zoom"), 0).toInt();
}

void Settings::setZoom(int steps)
{
    m_store.setValue(QStringLiteral("view/zoom"), steps);
}

bool Settings::wordWrap() const
{
    // Prose: long paragraphs are read whole, not cut at the pane's edge.
    return m_store.value(QStringLiteral("view/wrap"), true).toBool();
}

void Settings::setWordWrap(bool on)
{
    m_store.setValue(QStringLiteral("view/wrap"), on);
}

QString Settings::config() const
{
    return m_store.value(QStringLiteral("conversion/config")).toString();
}

void Settings::setConfig(const QString &config)
{
    m_store.setValue(QStringLiteral("conversion/config"), config);
}

int Settings::reviewFilter() const
{
    return m_store.value(QStringLiteral("review/filter"), 0).toInt();
}

void Settings::setReviewFilter(int filter)
{
    m_store.setValue(QStringLiteral("review/filter"), filter);
}

bool Settings::reviewPanel() const
{
    return m_store.value(QStringLiteral("review/panel"), true).toBool();
}

void Settings::setReviewPanel(bool shown)
{
    m_store.setValue(QStringLiteral("review/panel"), shown);
}

bool Settings::namesPanel() const
{
    return m_store.value(QStringLiteral("review/names"), true).toBool();
}

void Settings::setNamesPanel(bool shown)
{
    m_store.setValue(QStringLiteral("review/names"), shown);
}

bool Settings::walkByRisk() const
{
    return m_store.value(QStringLiteral("review/walkByRisk"), true).toBool();
}

void Settings::setWalkByRisk(bool on)
{
    m_store.setValue(QStringLiteral("review/walkByRisk"), on);
}

bool Settings::fixLikely() const
{
    return m_store.value(QStringLiteral("review/fixLikely"), false).toBool();
}

void Settings::setFixLikely(bool on)
{
    m_store.setValue(QStringLiteral("review/fixLikely"), on);
}

bool Settings::cornerQuotes() const
{
    return m_store.value(QStringLiteral("review/cornerQuotes"), false).toBool();
}

void Settings::setCornerQuotes(bool on)
{
    m_store.setValue(QStringLiteral("review/cornerQuotes"), on);
}

QString Settings::chosenGlossary(const QString &bookPath) const
{
    return m_store.value(ChosenGlossariesKey)
        .toMap()
        .value(QFileInfo(bookPath).absoluteFilePath())
        .toString();
}

void Settings::setChosenGlossary(const QString &bookPath, const QString &glossaryPath)
{
    QVariantMap chosen = m_store.value(ChosenGlossariesKey).toMap();
    chosen.insert(QFileInfo(bookPath).absoluteFilePath(), glossaryPath);
    m_store.setValue(ChosenGlossariesKey, chosen);
}

CompareSettings Settings::compareSettings() const
{
    CompareSettings settings;
    settings.normalizeConfig =
        m_store.value(QStringLiteral("compare/normalize"), CompareSettings::Automatic).toString();
    settings.normalizeBoth = m_store.value(QStringLiteral("compare/normalizeBoth"), false).toBool();
    DiffOptions &diff = settings.diff;
    diff.ignoreBlankLines =
        m_store.value(QStringLiteral("compare/ignoreBlankLines"), true).toBool();
    diff.ignoreWhitespace =
        m_store.value(QStringLiteral("compare/ignoreWhitespace"), false).toBool();
    diff.ignorePunctuation =
        m_store.value(QStringLiteral("compare/ignorePunctuation"), false).toBool();
    diff.semanticCleanup = m_store.value(QStringLiteral("compare/cleanup"), false).toBool();
    return settings;
}

void Settings::setCompareSettings(const CompareSettings &settings)
{
    m_store.setValue(QStringLiteral("compare/normalize"), settings.normalizeConfig);
    m_store.setValue(QStringLiteral("compare/normalizeBoth"), settings.normalizeBoth);
    m_store.setValue(QStringLiteral("compare/ignoreBlankLines"), settings.diff.ignoreBlankLines);
    m_store.setValue(QStringLiteral("compare/ignoreWhitespace"), settings.diff.ignoreWhitespace);
    m_store.setValue(QStringLiteral("compare/ignorePunctuation"), settings.diff.ignorePunctuation);
    m_store.setValue(QStringLiteral("compare/cleanup"), settings.diff.semanticCleanup);
}

QString Settings::bookInputFolder() const
{
    return m_store.value(QStringLiteral("book/inputFolder")).toString();
}

void Settings::setBookInputFolder(const QString &folder)
{
    m_store.setValue(QStringLiteral("book/inputFolder"), folder);
}

bool Settings::bookQuotes() const
{
    return m_store.value(QStringLiteral("book/quotes"), false).toBool();
}

void Settings::setBookQuotes(bool on)
{
    m_store.setValue(QStringLiteral("book/quotes"), on);
}

bool Settings::bookConvertNames() const
{
    return m_store.value(QStringLiteral("book/convertNames"), false).toBool();
}

void Settings::setBookConvertNames(bool on)
{
    m_store.setValue(QStringLiteral("book/convertNames"), on);
}

QString Settings::language() const
{
    return m_store.value(Translations::settingsKey()).toString();
}

void Settings::setLanguage(const QString &code)
{
    m_store.setValue(Translations::settingsKey(), code);
}

OpenccData Settings::openccData() const
{
    return ConfigCatalog::dataFromKey(m_store.value(QStringLiteral("opencc/data")).toString())
        .value_or(OpenccData::Bundled);
}

void Settings::setOpenccData(OpenccData data)
{
    m_store.setValue(QStringLiteral("opencc/data"), ConfigCatalog::dataKey(data));
}

bool Settings::openccTofuRisk() const
{
    return m_store.value(QStringLiteral("opencc/tofuRisk"), false).toBool();
}

void Settings::setOpenccTofuRisk(bool include)
{
    m_store.setValue(QStringLiteral("opencc/tofuRisk"), include);
}

bool Settings::bookFixLikely() const
{
    // Until the book dialog's own choice is made, the window's: a reader who has the window fix
    // likely mistakes expects a book converted from it fixed too.
    return m_store.value(QStringLiteral("book/fixLikely"), fixLikely()).toBool();
}

void Settings::setBookFixLikely(bool on)
{
    m_store.setValue(QStringLiteral("book/fixLikely"), on);
}

} // namespace duizhao
