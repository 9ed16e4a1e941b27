// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/diff/highlightspans.h"
#include "testsupport.h"

#include <QTest>

using namespace duizhao;

namespace {

// "position+length" for each highlight, in order, e.g. "3+1 7+2".
QString layout(const std::vector<Highlight> &highlights)
{
    QStringList parts;
    for (const Highlight &highlight : highlights)
        parts << QStringLiteral("%1+%2").arg(highlight.position).arg(highlight.length);
    return parts.join(u' ');
}

// Three review spans in "只发了一根头发。" converted to "隻發了一根頭髮。": 只 at 0, 发 at 1,
// 头发 at 5; the tags are their indexes.
std::vector<Highlight> spans()
{
    return {{0, 1, 0, 1}, {1, 1, 1, 2}, {5, 2, 2, 1}};
}

} // namespace

// Where the highlights of a pane stand after the user edits its text.
class TestHighlightSpans : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void highlightsFollowAnEdit_data();
    void highlightsFollowAnEdit();
    void editsAreRecorded();
    void nextHighlight_data();
    void nextHighlight();
};

void TestHighlightSpans::highlightsFollowAnEdit_data()
{
    QTest::addColumn<int>("position");
    QTest::addColumn<int>("removed");
    QTest::addColumn<int>("added");
    QTest::addColumn<QString>("expected");
    QTest::newRow("a character picked for another") << 1 << 1 << 1 << "0+1 1+1 5+2";
    QTest::newRow("a span replaced by a longer one") << 5 << 2 << 3 << "0+1 1+1 5+3";
    QTest::newRow("typing before a span moves it") << 3 << 0 << 2 << "0+1 1+1 7+2";
    QTest::newRow("typing at a span's start moves it") << 5 << 0 << 1 << "0+1 1+1 6+2";
    QTest::newRow("deleting before a span moves it") << 2 << 2 << 0 << "0+1 1+1 3+2";
    QTest::newRow("spans deleted with their neighbours are gone") << 0 << 3 << 0 << "2+2";
    QTest::newRow("a span partly replaced ends with the replacement")
        << 6 << 1 << 3 << "0+1 1+1 5+4";
    QTest::newRow("a span partly deleted") << 6 << 2 << 0 << "0+1 1+1 5+1";
    QTest::newRow("spans replaced together are gone") << 0 << 2 << 1 << "4+2";
    QTest::newRow("picks made together keep their spans") << 0 << 7 << 7 << "0+1 1+1 5+2";
}

void TestHighlightSpans::highlightsFollowAnEdit()
{
    QFETCH(int, position);
    QFETCH(int, removed);
    QFETCH(int, added);
    QFETCH(QString, expected);
    std::vector<Highlight> highlights = spans();
    followEdit(highlights, position, removed, added);
    QCOMPARE(layout(highlights), expected);
}

// The marks of the user's edits: each edit moves the earlier marks and adds its own.
void TestHighlightSpans::editsAreRecorded()
{
    std::vector<Highlight> edits;
    recordEdit(edits, 5, 1, 1, 9); // a pick
    QCOMPARE(layout(edits), QStringLiteral("5+1"));
    QCOMPARE(edits.front().kind, quint8(9));
    recordEdit(edits, 0, 0, 2, 9); // typing before it
    QCOMPARE(layout(edits), QStringLiteral("0+2 7+1"));
    recordEdit(edits, 7, 1, 3, 9); // the pick replaced by a longer text: one mark
    QCOMPARE(layout(edits), QStringLiteral("0+2 7+3"));
    recordEdit(edits, 1, 1, 0, 9); // a deletion adds nothing
    QCOMPARE(layout(edits), QStringLiteral("0+1 6+3"));
}

void TestHighlightSpans::nextHighlight_data()
{
    QTest::addColumn<int>("from");
    QTest::addColumn<int>("direction");
    QTest::addColumn<int>("kind");     // the kind accepted; 0 for any
    QTest::addColumn<int>("expected"); // the index found; -1 for none
    QTest::newRow("onwards from the current one passes it") << 1 << 1 << 0 << 2;
    QTest::newRow("onwards from between spans") << 3 << 1 << 0 << 2;
    QTest::newRow("onwards past the last wraps to the first") << 5 << 1 << 0 << 0;
    QTest::newRow("back from the current one") << 5 << -1 << 0 << 1;
    QTest::newRow("back before the first wraps to the last") << 0 << -1 << 0 << 2;
    QTest::newRow("onwards, only the accepted kind") << 0 << 1 << 1 << 2;
    QTest::newRow("back, only the accepted kind") << 5 << -1 << 1 << 0;
    QTest::newRow("the current one when it is the only one accepted") << 1 << 1 << 2 << 1;
    QTest::newRow("none accepted") << 0 << 1 << 3 << -1;
}

void TestHighlightSpans::nextHighlight()
{
    QFETCH(int, from);
    QFETCH(int, direction);
    QFETCH(int, kind);
    QFETCH(int, expected);
    const std::optional<size_t> found = duizhao::nextHighlight(
        spans(), from, direction, [&](const Highlight &h) { return kind == 0 || h.kind == kind; });
    QCOMPARE(found ? int(*found) : -1, expected);
}

DUIZHAO_TEST_MAIN(TestHighlightSpans)
#include "tst_highlightspans.moc"
