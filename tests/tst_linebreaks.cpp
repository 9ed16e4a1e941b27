// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/text/linebreaks.h"
#include "testsupport.h"

using namespace duizhao;

class TestLineBreaks : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void normalizeAndRestore_data();
    void normalizeAndRestore();
    void restoreInPieces();
    void addedLinesGetTheDominantEnding();
};

void TestLineBreaks::normalizeAndRestore_data()
{
    QTest::addColumn<QString>("original");
    QTest::addColumn<QString>("normalized");
    QTest::addColumn<QString>("description");

    QTest::newRow("LF") << QStringLiteral("甲\n乙\n") << QStringLiteral("甲\n乙\n")
                        << QStringLiteral("LF");
    QTest::newRow("none") << QStringLiteral("甲") << QStringLiteral("甲") << QStringLiteral("LF");
    QTest::newRow("CRLF") << QStringLiteral("甲\r\n乙\r\n") << QStringLiteral("甲\n乙\n")
                          << QStringLiteral("CRLF");
    QTest::newRow("CR") << QStringLiteral("甲\r乙\r") << QStringLiteral("甲\n乙\n")
                        << QStringLiteral("CR");
    QTest::newRow("mixed") << QStringLiteral("甲\r\n乙\n丙\r\n丁\r")
                           << QStringLiteral("甲\n乙\n丙\n丁\n") << QStringLiteral("mixed (CRLF)");
    QTest::newRow("CR then LF across lines")
        << QStringLiteral("甲\r\r\n") << QStringLiteral("甲\n\n") << QStringLiteral("mixed (CRLF)");
}

void TestLineBreaks::normalizeAndRestore()
{
    QFETCH(QString, original);
    QFETCH(QString, normalized);
    QFETCH(QString, description);
    QString text = original;
    const LineBreaks breaks = LineBreaks::normalize(text);
    QCOMPARE(text, normalized);
    QCOMPARE(breaks.description(), description);
    LineBreakWriter writer(breaks);
    QCOMPARE(writer.apply(text), original);
}

void TestLineBreaks::restoreInPieces()
{
    const QString original = QStringLiteral("一\r\n二\n三\r\n四\r五\n");
    QString text = original;
    const LineBreaks breaks = LineBreaks::normalize(text);
    LineBreakWriter writer(breaks);
    QString restored;
    for (qsizetype at = 0; at < text.size(); at += 3)
        restored +=
            writer.apply(QStringView(text).sliced(at, qMin<qsizetype>(3, text.size() - at)));
    QCOMPARE(restored, original);
}

void TestLineBreaks::addedLinesGetTheDominantEnding()
{
    QString text = QStringLiteral("一\r\n二\r\n三\n");
    const LineBreaks breaks = LineBreaks::normalize(text);
    LineBreakWriter writer(breaks);
    QCOMPARE(writer.apply(QStringLiteral("一\n二\n三\n四\n")),
             QStringLiteral("一\r\n二\r\n三\n四\r\n"));
}

DUIZHAO_TEST_MAIN(TestLineBreaks)
#include "tst_linebreaks.moc"
