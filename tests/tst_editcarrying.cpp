// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/diff/editcarrying.h"
#include "testsupport.h"

#include <QTest>

using namespace duizhao;

// The user's edits of a conversion carried to a new conversion of the same text.
class TestEditCarrying : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void editsAreCarried_data();
    void editsAreCarried();
};

void TestEditCarrying::editsAreCarried_data()
{
    QTest::addColumn<QString>("base");        // the conversion the user edited
    QTest::addColumn<QString>("edited");      // what the user made of it
    QTest::addColumn<QString>("reconverted"); // the new conversion
    QTest::addColumn<QString>("carried");
    QTest::addColumn<int>("kept");
    QTest::addColumn<int>("dropped");
    QTest::newRow("apart: both stay") << "他的頭髮很長"
                                      << "她的頭髮很長"
                                      << "他的頭髮很長。"
                                      << "她的頭髮很長。" << 1 << 0;
    QTest::newRow("the rule's stretch edited too: the rule stands") << "粉絲髮布了"
                                                                    << "粉絲发布了"
                                                                    << "粉絲發佈了"
                                                                    << "粉絲發佈了" << 0 << 1;
    QTest::newRow("a longer result before an edit moves it") << "的士到了，快上車"
                                                             << "的士到了！快上車"
                                                             << "計程車到了，快上車"
                                                             << "計程車到了！快上車" << 1 << 0;
    QTest::newRow("typing in, beside the rule's change") << "周干說"
                                                         << "周干說：「好」"
                                                         << "周幹說"
                                                         << "周幹說：「好」" << 1 << 0;
    QTest::newRow("several edits around the rule's change") << "一二三四五"
                                                            << "壹二叁四伍"
                                                            << "一貳三四五"
                                                            << "壹貳叁四伍" << 3 << 0;
    QTest::newRow("characters outside the BMP") << "𠀀里𠀁"
                                                << "𠀂里𠀁"
                                                << "𠀀裡𠀁"
                                                << "𠀂裡𠀁" << 1 << 0;
    QTest::newRow("no edits: the new conversion") << "頭髮"
                                                  << "頭髮"
                                                  << "头发"
                                                  << "头发" << 0 << 0;
}

void TestEditCarrying::editsAreCarried()
{
    QFETCH(QString, base);
    QFETCH(QString, edited);
    QFETCH(QString, reconverted);
    QFETCH(QString, carried);
    QFETCH(int, kept);
    QFETCH(int, dropped);
    const CarriedEdits result = carryEdits(base, edited, reconverted);
    QCOMPARE(result.text, carried);
    QCOMPARE(result.kept, kept);
    QCOMPARE(result.dropped, dropped);
}

DUIZHAO_TEST_MAIN(TestEditCarrying)
#include "tst_editcarrying.moc"
