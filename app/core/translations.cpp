// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/translations.h"

#include <QLibraryInfo>
#include <QPointer>
#include <QSettings>
#include <QTranslator>

namespace duizhao {

QList<Translations::Language> Translations::choices()
{
    return {{QString(), tr("The system's language")},
            {QStringLiteral("en"), QStringLiteral("English")},
            {QStringLiteral("zh_CN"), QStringLiteral("简体中文")},
            {QStringLiteral("zh_TW"), QStringLiteral("繁體中文")}};
}

QString Translations::resolve(const QString &choice, const QLocale &system)
{
    if (choice == u"en" || choice == u"zh_CN" || choice == u"zh_TW")
        return choice;
    // The first of the user's languages that Duizhao speaks.
    for (const QString &name : system.uiLanguages()) {
        const QLocale locale(name);
        if (locale.language() == QLocale::English)
            return QStringLiteral("en");
        if (locale.language() != QLocale::Chinese)
            continue;
        const bool traditional = locale.script() == QLocale::TraditionalChineseScript ||
                                 locale.territory() == QLocale::Taiwan ||
                                 locale.territory() == QLocale::HongKong ||
                                 locale.territory() == QLocale::Macao;
        return traditional ? QStringLiteral("zh_TW") : QStringLiteral("zh_CN");
    }
    return QStringLiteral("en");
}

namespace {
QString &installedLanguage()
{
    static QString language = QStringLiteral("en");
    return language;
}
} // namespace

QString Translations::current()
{
    return installedLanguage();
}

QString Translations::installFromSettings()
{
    return install(QSettings().value(settingsKey()).toString());
}

QString Translations::install(const QString &choice)
{
    // Another language may have been installed before: a window or a test switching languages.
    // The application owns the translators, and deletes those still installed when it ends.
    static QList<QPointer<QTranslator>> installed;
    for (const QPointer<QTranslator> &translator : std::as_const(installed)) {
        if (!translator)
            continue;
        QCoreApplication::removeTranslator(translator);
        delete translator;
    }
    installed.clear();

    const QString language = installedLanguage() = resolve(choice);
    // Duizhao's own translations are built into the program (for English, the plural forms
    // only: the code is written in English); Qt's come with the distribution's Qt
    // (qt6-translations-l10n), where they may be missing: then Qt's dialogs stay in English.
    auto *own = new QTranslator(QCoreApplication::instance());
    if (own->load(QStringLiteral(":/i18n/duizhao_") + language))
        QCoreApplication::installTranslator(own);
    installed << own;
    if (language == u"en")
        return language;
    auto *qt = new QTranslator(QCoreApplication::instance());
    if (qt->load(QStringLiteral("qtbase_") + language,
                 QLibraryInfo::path(QLibraryInfo::TranslationsPath)))
        QCoreApplication::installTranslator(qt);
    installed << qt;
    return language;
}

} // namespace duizhao
