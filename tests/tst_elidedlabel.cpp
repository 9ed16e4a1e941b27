// SPDX-License-Identifier: GPL-3.0-or-later
#include "elidedlabel.h"

#include <QTest>

using namespace duizhao;

// Headers and legend entries fit their room, and what they cut off is in the tooltip.
class TestElidedLabel : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void fitsItsWidth();
};

void TestElidedLabel::fitsItsWidth()
{
    ElidedLabel label;
    const QString rest =
        QStringLiteral("a-very-long-chapter-file-name.txt (UTF-8, LF; Simplified)");
    label.setParts(QStringLiteral("Original"), rest);
    label.resize(2000, 30);
    label.show();
    QVERIFY(QTest::qWaitForWindowExposed(&label));
    QVERIFY(label.text().contains(QStringLiteral("a-very-long-chapter-file-name.txt")));
    QVERIFY(label.toolTip().isEmpty());
    QCOMPARE(label.fullText(), QStringLiteral("Original — ") + rest);

    // Narrow: the lead stays whole, the rest keeps its start and end around an ellipsis.
    label.resize(label.fontMetrics().horizontalAdvance(QStringLiteral("Original — ") + rest) / 2,
                 30);
    QVERIFY(label.text().contains(QStringLiteral("<b>Original</b>")));
    QVERIFY(label.text().contains(QStringLiteral("…")));
    QVERIFY(label.text().contains(QStringLiteral("a-very")));
    QVERIFY(label.text().endsWith(QStringLiteral("ied)</span>")));
    QCOMPARE(label.toolTip(), label.fullText());
    QVERIFY(label.minimumSizeHint().width() < label.width());

    // Without a lead, the text is cut at its end.
    label.setParts({}, QStringLiteral("Ambiguous, settled by a phrase"));
    label.resize(label.fontMetrics().horizontalAdvance(QStringLiteral("Ambiguous, sett")), 30);
    QVERIFY(label.text().startsWith(QStringLiteral("Ambiguous")));
    QVERIFY(label.text().endsWith(QStringLiteral("…")));
    QCOMPARE(label.toolTip(), QStringLiteral("Ambiguous, settled by a phrase"));
}

QTEST_MAIN(TestElidedLabel)
#include "tst_elidedlabel.moc"
