// SPDX-License-Identifier: GPL-3.0-or-later
#include "document/settings.h"
#include "testsupport.h"

#include <QSettings>

using namespace duizhao;
using namespace duizhao::testing;

// The window's remembered choices: typed, with their defaults, and migrated from the layout an
// older Duizhao wrote.
class TestSettings : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { useTestSettings("tst_settings"); }
    void init() { QSettings().clear(); }
    void defaultsBeforeAnythingIsSaved();
    void valuesComeBackAsSaved();
    void recentFilesOfTheFirstLayoutAreMigrated();
    void chosenGlossariesAreByBook();
};

void TestSettings::defaultsBeforeAnythingIsSaved()
{
    const Settings settings;
    QVERIFY(settings.windowGeometry().isEmpty());
    QVERIFY(!settings.font().has_value());
    QCOMPARE(settings.zoom(), 0);
    QVERIFY(settings.wordWrap());
    QVERIFY(settings.reviewPanel());
    QVERIFY(settings.compareSettings().diff.ignoreBlankLines); // editions differ in them, mostly
    QVERIFY(!settings.compareSettings().diff.ignoreWhitespace);
    QVERIFY(!settings.compareSettings().normalizeBoth);
    QCOMPARE(settings.compareSettings().normalizeConfig, CompareSettings::Automatic);
    QCOMPARE(settings.openccData(), OpenccData::Bundled);
    QCOMPARE(QSettings().value(QStringLiteral("settings/version")).toInt(),
             Settings::CurrentVersion);
    // The book dialog fixes likely mistakes as the window does until its own choice is saved.
    QVERIFY(!settings.bookFixLikely());
    {
        Settings window;
        window.setFixLikely(true);
    }
    QVERIFY(Settings().bookFixLikely());
    Settings().setBookFixLikely(false);
    QVERIFY(!Settings().bookFixLikely());
    Settings().setFixLikely(false);
    QSettings().remove(QStringLiteral("book/fixLikely"));
}

void TestSettings::valuesComeBackAsSaved()
{
    {
        Settings settings;
        settings.setZoom(3);
        settings.setWordWrap(false);
        settings.setConfig(QStringLiteral("s2twp"));
        settings.setRecentFiles({QStringLiteral("/books/a.txt"), QStringLiteral("/books/b.txt")});
        CompareSettings comparing;
        comparing.normalizeConfig = QStringLiteral("s2t");
        comparing.diff.ignoreBlankLines = false;
        comparing.diff.ignorePunctuation = true;
        settings.setCompareSettings(comparing);
        settings.setOpenccData(OpenccData::System);
        settings.setFont(QFont(QStringLiteral("Noto Serif CJK TC"), 15));
    }
    const Settings settings;
    QCOMPARE(settings.zoom(), 3);
    QVERIFY(!settings.wordWrap());
    QCOMPARE(settings.config(), QStringLiteral("s2twp"));
    QCOMPARE(settings.recentFiles(),
             (QStringList{QStringLiteral("/books/a.txt"), QStringLiteral("/books/b.txt")}));
    QCOMPARE(settings.compareSettings().normalizeConfig, QStringLiteral("s2t"));
    QVERIFY(!settings.compareSettings().diff.ignoreBlankLines);
    QVERIFY(settings.compareSettings().diff.ignorePunctuation);
    QVERIFY(!settings.compareSettings().diff.semanticCleanup);
    QCOMPARE(settings.openccData(), OpenccData::System);
    QCOMPARE(settings.font()->family(), QStringLiteral("Noto Serif CJK TC"));
    QCOMPARE(settings.font()->pointSize(), 15);
}

// Duizhao 0.1 kept the recent files under "recentFiles" and wrote no version.
void TestSettings::recentFilesOfTheFirstLayoutAreMigrated()
{
    {
        QSettings old;
        old.setValue(QStringLiteral("recentFiles"), QStringList{QStringLiteral("/books/a.txt")});
        old.setValue(QStringLiteral("view/zoom"), 2);
    }
    const Settings settings;
    QCOMPARE(settings.recentFiles(), QStringList{QStringLiteral("/books/a.txt")});
    QCOMPARE(settings.zoom(), 2);
    const QSettings store;
    QVERIFY(!store.contains(QStringLiteral("recentFiles")));
    QCOMPARE(store.value(QStringLiteral("settings/version")).toInt(), 2);
    // Opened again, nothing moves twice.
    const Settings again;
    QCOMPARE(again.recentFiles(), QStringList{QStringLiteral("/books/a.txt")});
}

void TestSettings::chosenGlossariesAreByBook()
{
    Settings settings;
    settings.setChosenGlossary(QStringLiteral("/books/a/1.txt"), QStringLiteral("/g/a.txt"));
    settings.setChosenGlossary(QStringLiteral("/books/b/1.txt"), QStringLiteral("/g/b.txt"));
    QCOMPARE(Settings().chosenGlossary(QStringLiteral("/books/a/1.txt")),
             QStringLiteral("/g/a.txt"));
    QCOMPARE(Settings().chosenGlossary(QStringLiteral("/books/b/1.txt")),
             QStringLiteral("/g/b.txt"));
    QVERIFY(Settings().chosenGlossary(QStringLiteral("/books/c/1.txt")).isEmpty());
}

QTEST_MAIN(TestSettings)
#include "tst_settings.moc"
