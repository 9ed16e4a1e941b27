// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QCoreApplication>
#include <QList>
#include <QLocale>
#include <QString>

namespace duizhao {

// The languages Duizhao speaks, and loading them with Qt's own translations (its dialogs and
// buttons) for the window and the command line alike.
class Translations final {
    Q_DECLARE_TR_FUNCTIONS(Translations)

public:
    struct Language {
        QString code;       // "zh_CN"; empty for the system's language
        QString nativeName; // "简体中文", as a speaker looks for it
    };

    // The choices offered in the settings, the system's language first.
    static QList<Language> choices();

    // Where the choice is kept in QSettings: empty (or missing) for the system's language.
    static QString settingsKey() { return QStringLiteral("interface/language"); }

    // The language a choice comes to on a system: one of "en", "zh_CN", "zh_TW". Traditional
    // Chinese for zh-Hant and for Taiwan, Hong Kong and Macao; any other Chinese is Simplified.
    static QString resolve(const QString &choice, const QLocale &system = QLocale::system());

    // Installs the translators for the choice kept in the settings; returns the language used.
    static QString installFromSettings();
    static QString install(const QString &choice);

    // The language installed last ("en" before any): what the user guide is shown in.
    static QString current();
};

} // namespace duizhao
