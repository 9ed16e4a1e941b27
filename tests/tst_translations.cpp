// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/conversion/configcatalog.h"
#include "core/translations.h"
#include "dialogs/preferencesdialog.h"
#include "window/helpmenu.h"
#include "window/mainwindow.h"
#include "windowtestsupport.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QFile>
#include <QLabel>
#include <QMenuBar>
#include <QProcess>
#include <QPushButton>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>
#include <QXmlStreamReader>

#include <algorithm>

using namespace duizhao;
using namespace duizhao::testing;

namespace {

const QStringList TsFiles = QStringLiteral(DUIZHAO_TS_FILES).split(u'|', Qt::SkipEmptyParts);

struct Entry {
    QString context;
    QString source;
    QString translation; // the numerus forms joined by '|'
    QString type;        // "unfinished", "vanished", "obsolete" or empty
};

QList<Entry> readTs(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return {};
    QList<Entry> entries;
    QXmlStreamReader xml(&file);
    QString context;
    Entry entry;
    while (!xml.atEnd()) {
        if (xml.readNext() != QXmlStreamReader::StartElement)
            continue;
        if (xml.name() == u"name") {
            context = xml.readElementText();
        } else if (xml.name() == u"message") {
            entry = Entry{context, {}, {}, {}};
        } else if (xml.name() == u"source") {
            entry.source = xml.readElementText();
        } else if (xml.name() == u"translation") {
            entry.type = xml.attributes().value(QStringLiteral("type")).toString();
            QStringList forms;
            QString text;
            while (xml.readNext() != QXmlStreamReader::EndElement || xml.name() != u"translation") {
                if (xml.isCharacters())
                    text += xml.text();
                else if (xml.isStartElement() && xml.name() == u"numerusform")
                    forms << xml.readElementText();
            }
            entry.translation = forms.isEmpty() ? text : forms.join(u'|');
            entries << entry;
        }
    }
    if (xml.hasError())
        qWarning() << path << xml.errorString() << xml.lineNumber();
    return xml.hasError() ? QList<Entry>() : entries;
}

QStringList placeholders(const QString &text)
{
    static const QRegularExpression placeholder(QStringLiteral("%(\\d+|n)"));
    QStringList found;
    for (auto it = placeholder.globalMatch(text); it.hasNext();)
        found << it.next().captured();
    found.sort();
    found.removeDuplicates();
    return found;
}

// The headings of a Markdown text, outside its code blocks: "##" and the title.
QList<std::pair<QString, QString>> headings(const QString &markdown)
{
    QList<std::pair<QString, QString>> found;
    bool inCode = false;
    for (const QString &line : markdown.split(u'\n')) {
        if (line.startsWith(QStringLiteral("```")))
            inCode = !inCode;
        const qsizetype level = line.indexOf(u' ');
        if (!inCode && line.startsWith(u'#') && level > 0 && line.left(level).count(u'#') == level)
            found.append({line.left(level), line.mid(level + 1)});
    }
    return found;
}

qsizetype hanCount(const QString &text)
{
    return std::count_if(text.begin(), text.end(),
                         [](QChar c) { return c.script() == QChar::Script_Han; });
}

qsizetype latinLetterCount(const QString &text)
{
    return std::count_if(text.begin(), text.end(),
                         [](QChar c) { return c.isLetter() && c.unicode() < 0x80; });
}

} // namespace

class TestTranslations : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void cleanup();
    void everyEntryIsTranslated_data();
    void everyEntryIsTranslated();
    void translationsCoverEveryStringOfTheCode_data();
    void translationsCoverEveryStringOfTheCode();
    void englishCountsInPlurals();
    void languageFollowsTheSystem_data();
    void languageFollowsTheSystem();
    void windowSpeaksTheChosenLanguage_data();
    void windowSpeaksTheChosenLanguage();
    void commandLineSpeaksTheChosenLanguage();
    void dialogsNameTheProgramAsTheWindowDoes_data();
    void dialogsNameTheProgramAsTheWindowDoes();
    void guideIsShownInTheInterfacesLanguage_data();
    void guideIsShownInTheInterfacesLanguage();
    void guideTranslationsHaveEveryHeading_data();
    void guideTranslationsHaveEveryHeading();
};

void TestTranslations::initTestCase()
{
    useTestSettings("tst_translations");
    QCOMPARE(TsFiles.size(), 2);
}

void TestTranslations::cleanup()
{
    Translations::install(QStringLiteral("en"));
}

void TestTranslations::everyEntryIsTranslated_data()
{
    QTest::addColumn<QString>("path");
    QTest::addColumn<bool>("pluralsOnly");
    for (const QString &path : TsFiles)
        QTest::newRow(qPrintable(QFileInfo(path).fileName())) << path << false;
    // English: only the messages that count something, in their singular and plural forms.
    QTest::newRow("duizhao_en.ts") << QStringLiteral(DUIZHAO_PLURALS_TS_FILE) << true;
}

// An unfinished, empty or vanished entry fails, and so does a translation that drops or invents a
// placeholder (%1 would then show as is, or an argument would go missing).
void TestTranslations::everyEntryIsTranslated()
{
    QFETCH(QString, path);
    QFETCH(bool, pluralsOnly);
    const QList<Entry> entries = readTs(path);
    QVERIFY2(entries.size() > (pluralsOnly ? 8 : 300), qPrintable(QString::number(entries.size())));
    for (const Entry &entry : entries) {
        const QString where = entry.context + QStringLiteral(": ") + entry.source;
        QVERIFY2(entry.type.isEmpty(), qPrintable(entry.type + QStringLiteral(" — ") + where));
        QVERIFY2(!entry.translation.trimmed().isEmpty(), qPrintable(where));
        QVERIFY2(placeholders(entry.translation) == placeholders(entry.source),
                 qPrintable(where + QStringLiteral(" → ") + entry.translation));
    }
}

void TestTranslations::translationsCoverEveryStringOfTheCode_data()
{
    everyEntryIsTranslated_data();
}

// The .ts files brought up to date with the code have nothing new: a string added to the code
// without its translations fails here.
void TestTranslations::translationsCoverEveryStringOfTheCode()
{
    QFETCH(QString, path);
    QFETCH(bool, pluralsOnly);
    QTemporaryDir dir;
    const QString copy = dir.filePath(QFileInfo(path).fileName());
    QVERIFY(QFile::copy(path, copy));
    QProcess lupdate;
    lupdate.setProcessChannelMode(QProcess::MergedChannels);
    QStringList arguments{QStringLiteral("-no-obsolete"),
                          QStringLiteral("-locations"),
                          QStringLiteral("none"),
                          QStringLiteral(DUIZHAO_SOURCE_DIR "/app"),
                          QStringLiteral(DUIZHAO_SOURCE_DIR "/ui"),
                          QStringLiteral("-ts"),
                          copy};
    if (pluralsOnly)
        arguments.prepend(QStringLiteral("-pluralonly"));
    lupdate.start(QStringLiteral(DUIZHAO_LUPDATE), arguments);
    QVERIFY(lupdate.waitForFinished(120000));
    const QString output = QString::fromUtf8(lupdate.readAll());
    QVERIFY2(lupdate.exitCode() == 0, qPrintable(output));
    // With -pluralonly, every other message counts as new before it is stripped.
    if (!pluralsOnly)
        QVERIFY2(output.contains(QStringLiteral(" (0 new and ")), qPrintable(output));
    QVERIFY2(!output.contains(QStringLiteral("obsolete")), qPrintable(output));
    const QList<Entry> entries = readTs(copy);
    QCOMPARE(entries.size(), readTs(path).size());
    QVERIFY(!entries.isEmpty());
    for (const Entry &entry : entries)
        QVERIFY2(entry.type.isEmpty(),
                 qPrintable(entry.context + QStringLiteral(": ") + entry.source));
}

// In English, a count of one is singular: "1 change", not "1 changes".
void TestTranslations::englishCountsInPlurals()
{
    Translations::install(QStringLiteral("en"));
    const auto changes = [](int n) {
        return QCoreApplication::translate("duizhao::ChangeStatus", "%n change(s)", nullptr, n);
    };
    QCOMPARE(changes(1), QStringLiteral("1 change"));
    QCOMPARE(changes(589), QStringLiteral("589 changes"));
    QCOMPARE(
        QCoreApplication::translate("duizhao::ChangeStatus", "%n edit(s) of yours", nullptr, 1),
        QStringLiteral("1 edit of yours"));
    QCOMPARE(
        QCoreApplication::translate("duizhao::BookDialog", "%n file(s) to convert.", nullptr, 1),
        QStringLiteral("1 file to convert."));
}

void TestTranslations::languageFollowsTheSystem_data()
{
    QTest::addColumn<QString>("choice");
    QTest::addColumn<QString>("system");
    QTest::addColumn<QString>("expected");
    QTest::newRow("mainland") << QString() << QStringLiteral("zh_CN") << QStringLiteral("zh_CN");
    QTest::newRow("Singapore") << QString() << QStringLiteral("zh_SG") << QStringLiteral("zh_CN");
    QTest::newRow("Taiwan") << QString() << QStringLiteral("zh_TW") << QStringLiteral("zh_TW");
    QTest::newRow("Hong Kong") << QString() << QStringLiteral("zh_HK") << QStringLiteral("zh_TW");
    QTest::newRow("zh-Hant") << QString() << QStringLiteral("zh-Hant") << QStringLiteral("zh_TW");
    QTest::newRow("English") << QString() << QStringLiteral("en_GB") << QStringLiteral("en");
    QTest::newRow("German") << QString() << QStringLiteral("de_DE") << QStringLiteral("en");
    QTest::newRow("chosen over the system")
        << QStringLiteral("zh_TW") << QStringLiteral("zh_CN") << QStringLiteral("zh_TW");
    QTest::newRow("English chosen")
        << QStringLiteral("en") << QStringLiteral("zh_CN") << QStringLiteral("en");
}

void TestTranslations::languageFollowsTheSystem()
{
    QFETCH(QString, choice);
    QFETCH(QString, system);
    QFETCH(QString, expected);
    QCOMPARE(Translations::resolve(choice, QLocale(system)), expected);
}

void TestTranslations::windowSpeaksTheChosenLanguage_data()
{
    QTest::addColumn<QString>("language");
    QTest::addColumn<QString>("fileMenu");
    QTest::addColumn<QString>("config");
    QTest::addColumn<QString>("qtClose"); // from Qt's own translations
    QTest::newRow("zh_CN") << QStringLiteral("zh_CN") << QStringLiteral("文件(&F)")
                           << QStringLiteral("简体 → 繁体（OpenCC 标准）")
                           << QStringLiteral("关闭");
    QTest::newRow("zh_TW") << QStringLiteral("zh_TW") << QStringLiteral("檔案(&F)")
                           << QStringLiteral("簡體 → 繁體（OpenCC 標準）")
                           << QStringLiteral("關閉");
    QTest::newRow("en") << QStringLiteral("en") << QStringLiteral("&File")
                        << QStringLiteral("Simplified → Traditional (OpenCC standard)")
                        << QStringLiteral("Close");
}

namespace {

// The accelerator of a menu item: the character after its lone &, lower-cased; none without one.
QChar acceleratorOf(const QString &text)
{
    for (qsizetype at = 0; at + 1 < text.size(); ++at) {
        if (text[at] != u'&')
            continue;
        if (text[at + 1] != u'&')
            return text[at + 1].toLower();
        ++at; // && is an ampersand written
    }
    return {};
}

// The items that share an accelerator with another of the same menu, in these actions' menus and
// theirs, and among the actions themselves (the menu bar's): "&Next Span / &Names".
QStringList sharedAccelerators(const QList<QAction *> &actions)
{
    QStringList shared;
    QHash<QChar, QString> taken;
    for (const QAction *action : actions) {
        if (action->isSeparator() || !action->isVisible())
            continue;
        if (const QChar key = acceleratorOf(action->text()); !key.isNull()) {
            if (taken.contains(key))
                shared << taken.value(key) + QStringLiteral(" / ") + action->text();
            else
                taken.insert(key, action->text());
        }
        if (action->menu())
            shared << sharedAccelerators(action->menu()->actions());
    }
    return shared;
}

} // namespace

void TestTranslations::windowSpeaksTheChosenLanguage()
{
    QFETCH(QString, language);
    QFETCH(QString, fileMenu);
    QFETCH(QString, config);
    QFETCH(QString, qtClose);
    QCOMPARE(Translations::install(language), language);
    MainWindow window;
    JobWatch jobs(window);
    window.openFile(QString());
    QVERIFY(jobs.wait());
    QCOMPARE(window.menuBar()->actions().first()->text(), fileMenu);
    // Each accelerator (the letter after &) is one item's, in every menu and on the menu bar.
    const QStringList shared = sharedAccelerators(window.menuBar()->actions());
    QVERIFY2(shared.isEmpty(), qPrintable(shared.join(QStringLiteral("; "))));
    // Help → Keyboard Shortcuts names the commands without their accelerators, written apart
    // (文件(&F)) or within the name (&File).
    const QRegularExpression accelerator(QStringLiteral(R"(\([A-Za-z]\)|&)"));
    for (const auto &[command, key] : HelpMenu::shortcuts(&window))
        QVERIFY2(!command.contains(accelerator), qPrintable(command));
    auto *configBox = window.findChild<QComboBox *>(QStringLiteral("configBox"));
    QVERIFY(configBox);
    QVERIFY2(configBox->findText(config) >= 0, qPrintable(configBox->currentText()));
    QDialogButtonBox buttons(QDialogButtonBox::Close);
    QCOMPARE(buttons.button(QDialogButtonBox::Close)->text(), qtClose);
}

// The command line reads the same setting: its messages come in the chosen language too.
void TestTranslations::commandLineSpeaksTheChosenLanguage()
{
    QTemporaryDir config;
    QVERIFY(QDir().mkpath(config.filePath(QStringLiteral("Duizhao"))));
    QFile settings(config.filePath(QStringLiteral("Duizhao/duizhao.conf")));
    QVERIFY(settings.open(QIODevice::WriteOnly));
    settings.write("[interface]\nlanguage=zh_TW\n");
    settings.close();
    QProcess duizhao;
    QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
    environment.insert(QStringLiteral("XDG_CONFIG_HOME"), config.path());
    duizhao.setProcessEnvironment(environment);
    duizhao.start(duizhaoExecutable(), {QStringLiteral("convert"), QStringLiteral("chapter.txt")});
    QVERIFY(duizhao.waitForFinished(WaitBound));
    QCOMPARE(duizhao.exitCode(), 2);
    const QString error = QString::fromUtf8(duizhao.readAllStandardError());
    QVERIFY2(error.contains(QStringLiteral("convert 需要一個設定，例如 -c s2t")),
             qPrintable(error));
}

void TestTranslations::dialogsNameTheProgramAsTheWindowDoes_data()
{
    QTest::addColumn<QString>("language");
    QTest::addColumn<QString>("name");
    QTest::addColumn<QString>("bundled");
    QTest::newRow("zh_CN") << QStringLiteral("zh_CN") << QStringLiteral("对照")
                           << QStringLiteral("自带");
    QTest::newRow("zh_TW") << QStringLiteral("zh_TW") << QStringLiteral("對照")
                           << QStringLiteral("內附");
}

// The Chinese interfaces name the program as its window title does, and the OpenCC data in
// their own words (About and --version show the description).
void TestTranslations::dialogsNameTheProgramAsTheWindowDoes()
{
    QFETCH(QString, language);
    QFETCH(QString, name);
    QFETCH(QString, bundled);
    QCOMPARE(Translations::install(language), language);
    const QString data = ConfigCatalog({}, OpenccData::Bundled).dataDescription();
    QVERIFY2(data.startsWith(bundled), qPrintable(data));
    PreferencesDialog preferences;
    QStringList texts{preferences.windowTitle()};
    for (const QLabel *label : preferences.findChildren<QLabel *>())
        texts << label->text();
    for (const QComboBox *box : preferences.findChildren<QComboBox *>()) {
        for (int item = 0; item < box->count(); ++item)
            texts << box->itemText(item);
    }
    const QString all = texts.join(u'\n');
    QVERIFY2(!all.contains(QStringLiteral("Duizhao")), qPrintable(all));
    QVERIFY2(all.contains(name), qPrintable(all));
}

void TestTranslations::guideIsShownInTheInterfacesLanguage_data()
{
    QTest::addColumn<QString>("language");
    QTest::addColumn<QString>("title");
    QTest::newRow("zh_CN") << QStringLiteral("zh_CN") << QStringLiteral("# 对照");
    QTest::newRow("zh_TW") << QStringLiteral("zh_TW") << QStringLiteral("# 對照");
    QTest::newRow("en") << QStringLiteral("en") << QStringLiteral("# Duizhao user guide");
}

// Help → User Guide shows the guide written for the interface's readers, not the English one.
void TestTranslations::guideIsShownInTheInterfacesLanguage()
{
    QFETCH(QString, language);
    QFETCH(QString, title);
    QCOMPARE(Translations::install(language), language);
    const QString guide = HelpMenu::guide();
    QVERIFY2(guide.startsWith(title), qPrintable(guide.left(80)));
    const bool chinese = language != u"en";
    // Counted as a reader sees the text: Chinese prose outweighs the commands and names it quotes.
    QVERIFY2((hanCount(guide) > latinLetterCount(guide)) == chinese,
             qPrintable(QStringLiteral("%1 Han, %2 Latin letters")
                            .arg(hanCount(guide))
                            .arg(latinLetterCount(guide))));
}

void TestTranslations::guideTranslationsHaveEveryHeading_data()
{
    QTest::addColumn<QString>("language");
    QTest::newRow("zh_CN") << QStringLiteral("zh_CN");
    QTest::newRow("zh_TW") << QStringLiteral("zh_TW");
}

// A translation of the guide keeps its chapters: the same headings at the same levels in the same
// order, each written in Chinese, and the same pictures.
void TestTranslations::guideTranslationsHaveEveryHeading()
{
    QFETCH(QString, language);
    const auto read = [](const QString &name) {
        QFile file(QStringLiteral(DUIZHAO_SOURCE_DIR "/docs/") + name);
        return file.open(QIODevice::ReadOnly) ? QString::fromUtf8(file.readAll()) : QString();
    };
    const QString english = read(QStringLiteral("guide.md"));
    const QString translated = read(QStringLiteral("guide.%1.md").arg(language));
    QVERIFY(!english.isEmpty() && !translated.isEmpty());
    const auto englishHeadings = headings(english);
    const auto translatedHeadings = headings(translated);
    QVERIFY(englishHeadings.size() > 5);
    QCOMPARE(translatedHeadings.size(), englishHeadings.size());
    for (qsizetype i = 0; i < englishHeadings.size(); ++i) {
        QVERIFY2(translatedHeadings[i].first == englishHeadings[i].first,
                 qPrintable(englishHeadings[i].second + u" ↔ " + translatedHeadings[i].second));
        QVERIFY2(hanCount(translatedHeadings[i].second) > 0,
                 qPrintable(translatedHeadings[i].second));
    }
    static const QRegularExpression picture(QStringLiteral("!\\[[^\\]]*\\]\\(([^)]*)\\)"));
    const auto pictures = [](const QString &text) {
        QStringList found;
        for (auto it = picture.globalMatch(text); it.hasNext();)
            found << it.next().captured(1);
        return found;
    };
    QCOMPARE(pictures(translated), pictures(english));
}

QTEST_MAIN(TestTranslations)
#include "tst_translations.moc"
