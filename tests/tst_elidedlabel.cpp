// SPDX-License-Identifier: GPL-3.0-or-later
#include "panes/elidedlabel.h"

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
    const QString name = QStringLiteral("a-very-long-chapter-file-name.txt");
    label.setParts(QStringLiteral("Original"), rest, name.size());
    label.resize(2000, 30);
    label.show();
    QVERIFY(QTest::qWaitForWindowExposed(&label));
    QVERIFY(label.text().contains(QStringLiteral("a-very-long-chapter-file-name.txt")));
    QVERIFY(label.toolTip().isEmpty());
    QCOMPARE(label.fullText(), QStringLiteral("Original — ") + rest);

    // Narrower: the lead and the file's name stay whole, what follows is cut at its end.
    const QFontMetrics metrics = label.fontMetrics();
    QFont bold = label.font();
    bold.setBold(true);
    const int leadWidth = QFontMetrics(bold).horizontalAdvance(QStringLiteral("Original")) +
                          metrics.horizontalAdvance(QStringLiteral(" — "));
    label.resize(leadWidth + metrics.horizontalAdvance(name + QStringLiteral(" (UTF-8")) + 10, 30);
    QVERIFY(label.text().contains(QStringLiteral("<b>Original</b>")));
    QVERIFY2(label.text().contains(name + QStringLiteral(" (UTF")), qPrintable(label.text()));
    QVERIFY(label.text().endsWith(QStringLiteral("…</span>")));
    QCOMPARE(label.toolTip(), label.fullText());

    // Narrower than the name: the name keeps its start and its end around an ellipsis.
    label.resize(leadWidth + metrics.horizontalAdvance(name) / 2, 30);
    QVERIFY(label.text().contains(QStringLiteral("<b>Original</b>")));
    QVERIFY(label.text().contains(QStringLiteral("…")));
    QVERIFY(label.text().contains(QStringLiteral("a-very")));
    QVERIFY2(label.text().endsWith(QStringLiteral(".txt</span>")), qPrintable(label.text()));
    QCOMPARE(label.toolTip(), label.fullText());
    QVERIFY(label.minimumSizeHint().width() < label.width());

    // Narrower than the lead and a few characters: the name, elided, without the lead.
    label.resize(leadWidth + metrics.horizontalAdvance(QStringLiteral("a-")), 30);
    QVERIFY2(!label.text().contains(QStringLiteral("Original")), qPrintable(label.text()));
    QVERIFY2(label.text().contains(QStringLiteral(">a-")) &&
                 label.text().contains(QStringLiteral(".txt")),
             qPrintable(label.text()));
    QCOMPARE(label.toolTip(), label.fullText());

    // Without a lead, the text is cut at its end.
    label.setParts({}, QStringLiteral("Ambiguous, settled by a phrase"));
    label.resize(label.fontMetrics().horizontalAdvance(QStringLiteral("Ambiguous, sett")), 30);
    QVERIFY(label.text().startsWith(QStringLiteral("Ambiguous")));
    QVERIFY(label.text().endsWith(QStringLiteral("…")));
    QCOMPARE(label.toolTip(), QStringLiteral("Ambiguous, settled by a phrase"));
}

QTEST_MAIN(TestElidedLabel)
#include "tst_elidedlabel.moc"
