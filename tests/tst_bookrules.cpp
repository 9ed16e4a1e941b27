// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/conversion/glossary.h"
#include "document/bookrules.h"
#include "testsupport.h"

#include <QSettings>
#include <QSignalSpy>
#include <QTemporaryDir>

using namespace duizhao;
using namespace duizhao::testing;

// A book's glossary and quotation-mark choice, without a window.
class TestBookRules : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { useTestSettings("tst_bookrules"); }
    void init();
    void glossaryBesideTheBookIsFound();
    void chosenGlossaryIsRememberedPerBook();
    void appendingCreatesTheGlossaryBesideTheBook();
    void quotesChangeTheRulesOnce();

private:
    std::unique_ptr<QTemporaryDir> m_dir;
    QString path(const QString &name) const { return m_dir->filePath(name); }
};

void TestBookRules::init()
{
    QSettings().clear();
    m_dir = std::make_unique<QTemporaryDir>();
    QDir(m_dir->path()).mkpath(QStringLiteral("book"));
    QVERIFY(writeAll(path(QStringLiteral("book/001.txt")), "头发\n"));
}

void TestBookRules::glossaryBesideTheBookIsFound()
{
    QVERIFY(writeAll(path(QStringLiteral("book/") + Glossary::fileName()), "金发=金發\nno rule\n"));
    BookRules rules;
    QSignalSpy loaded(&rules, &BookRules::loaded);
    QSignalSpy changed(&rules, &BookRules::rulesChanged);
    rules.findFor(path(QStringLiteral("book/001.txt")));
    QCOMPARE(loaded.size(), 1);
    QCOMPARE(changed.size(), 0); // the text is about to be converted with them anyway
    QCOMPARE(rules.glossaryPath(), path(QStringLiteral("book/") + Glossary::fileName()));
    QCOMPARE(rules.glossary()->rules().size(), size_t(1));
    QVERIFY2(rules.problems().startsWith(QStringLiteral("Line 2: ")), qPrintable(rules.problems()));
    // The sample has no book, and so no glossary.
    rules.findFor(QString());
    QVERIFY(!rules.glossary());
    QVERIFY(rules.pathToWrite().isEmpty());
}

void TestBookRules::chosenGlossaryIsRememberedPerBook()
{
    QVERIFY(writeAll(path(QStringLiteral("names.txt")), "!多尔衮\n"));
    BookRules rules;
    rules.findFor(path(QStringLiteral("book/001.txt")));
    QVERIFY(!rules.glossary());
    QSignalSpy changed(&rules, &BookRules::rulesChanged);
    rules.choose(path(QStringLiteral("names.txt")));
    QCOMPARE(changed.size(), 1);
    BookRules later;
    later.findFor(path(QStringLiteral("book/001.txt")));
    QCOMPARE(later.glossaryPath(), path(QStringLiteral("names.txt")));
    later.findFor(path(QStringLiteral("other.txt")));
    QVERIFY(later.glossaryPath().isEmpty());
}

void TestBookRules::appendingCreatesTheGlossaryBesideTheBook()
{
    BookRules rules;
    rules.findFor(path(QStringLiteral("book/001.txt")));
    const QString beside = path(QStringLiteral("book/") + Glossary::fileName());
    QCOMPARE(rules.pathToWrite(), beside);
    QSignalSpy changed(&rules, &BookRules::rulesChanged);
    QVERIFY(!rules.append(QStringLiteral("发布=發布"), rules.pathToWrite()));
    QCOMPARE(changed.size(), 1);
    QCOMPARE(readUtf8(beside), QStringLiteral("发布=發布\n"));
    QCOMPARE(rules.glossary()->rules().front().result, QStringLiteral("發布"));
}

void TestBookRules::quotesChangeTheRulesOnce()
{
    BookRules rules;
    QSignalSpy changed(&rules, &BookRules::rulesChanged);
    rules.setCornerQuotes(true);
    rules.setCornerQuotes(true);
    QCOMPARE(changed.size(), 1);
    QVERIFY(rules.cornerQuotes());
}

QTEST_MAIN(TestBookRules)
#include "tst_bookrules.moc"
