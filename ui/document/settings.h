// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/conversion/configcatalog.h"
#include "document/conversionjobs.h"

#include <QByteArray>
#include <QFont>
#include <QSettings>
#include <QString>
#include <QStringList>

#include <optional>

namespace duizhao {

// Every choice the window remembers, typed and in one place, read and written where it is made
// (QSettings underneath, so that the window, the book dialog and the review each save their own
// without overwriting the others'). The layout has a version: settings that an older Duizhao wrote
// are migrated when they are opened.
class Settings final {
public:
    // Layout 1: what Duizhao 0.1 wrote, without a version. Layout 2: the recent files under
    // "file/".
    static constexpr int CurrentVersion = 2;

    Settings();

    // The window
    QByteArray windowGeometry() const;
    void setWindowGeometry(const QByteArray &geometry);
    QByteArray windowState() const;
    void setWindowState(const QByteArray &state);
    QByteArray splitterState() const;
    void setSplitterState(const QByteArray &state);
    QStringList recentFiles() const;
    void setRecentFiles(const QStringList &files);
    // The chapter of a book (an EPUB or a folder, by its absolute path) last read, to open it
    // there again; the last fifty books are remembered.
    QString lastChapter(const QString &bookPath) const;
    void setLastChapter(const QString &bookPath, const QString &chapterPath);

    // The text's look
    std::optional<QFont> font() const;
    void setFont(const QFont &font);
    int zoom() const;
    void setZoom(int steps);
    bool wordWrap() const;
    void setWordWrap(bool on);

    // Converting and reviewing
    QString config() const;
    void setConfig(const QString &config);
    int reviewFilter() const;
    void setReviewFilter(int filter);
    bool reviewPanel() const;
    void setReviewPanel(bool shown);
    bool namesPanel() const;
    void setNamesPanel(bool shown);
    bool cornerQuotes() const;
    void setCornerQuotes(bool on);
    // The review's walk goes to the riskiest span first (else in text order).
    bool walkByRisk() const;
    void setWalkByRisk(bool on);
    // OpenCC's likely mistakes are fixed in the converted text as it comes (Review → Fix Likely
    // Mistakes); off by default, as on the command line.
    bool fixLikely() const;
    void setFixLikely(bool on);
    // The glossary chosen for a book (by the book's absolute path), where none is beside it.
    QString chosenGlossary(const QString &bookPath) const;
    void setChosenGlossary(const QString &bookPath, const QString &glossaryPath);

    // Comparing two editions: by default as they are, blank lines ignored (editions differ in
    // blank lines more often than not).
    CompareSettings compareSettings() const;
    void setCompareSettings(const CompareSettings &settings);

    // Converting a book
    QString bookInputFolder() const;
    void setBookInputFolder(const QString &folder);
    bool bookQuotes() const;
    void setBookQuotes(bool on);
    // The book dialog fixes OpenCC's likely mistakes (the command line's --fix-likely); as the
    // window does (Review → Fix Likely Mistakes) until the dialog's choice is saved.
    bool bookFixLikely() const;
    void setBookFixLikely(bool on);
    bool bookConvertNames() const;
    void setBookConvertNames(bool on);

    // Preferences, used from the next start
    QString language() const; // a code of Translations::choices(); empty: the system's
    void setLanguage(const QString &code);
    OpenccData openccData() const;
    void setOpenccData(OpenccData data);
    // Whether OpenCC's dictionaries that may output tofu convert too (ConfigCatalog).
    bool openccTofuRisk() const;
    void setOpenccTofuRisk(bool include);

private:
    void migrate();

    QSettings m_store;
};

} // namespace duizhao
