// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/text/distinctcharacters.h"
#include "core/text/textunits.h"
#include "testsupport.h"

#include <QSet>

using namespace duizhao;

class TestTextUnits : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void split_data();
    void split();
    void sequencesShareKeysWithinOneTokenizer();
    void codePointCount_data();
    void codePointCount();
    void cursorMapsOffsets();
    void distinctCharactersComeOnceInOrder();
    void distinctCharactersOfEveryChapter();
};

void TestTextUnits::split_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QList<int>>("offsets"); // UTF-16 start of each unit, then the end

    QTest::newRow("empty") << QString() << QList<int>{0};
    QTest::newRow("BMP characters") << QStringLiteral("发展") << QList<int>{0, 1, 2};
    QTest::newRow("Extension B is one unit") << QStringLiteral("a𠀀b") << QList<int>{0, 1, 3, 4};
    QTest::newRow("two supplementary characters") << QStringLiteral("𪚥𠀀") << QList<int>{0, 2, 4};
    // 葛 + VARIATION SELECTOR-17 (U+E0100, itself a surrogate pair): three code units, one unit.
    QTest::newRow("ideographic variation sequence")
        << QStringLiteral("葛\U000E0100城") << QList<int>{0, 3, 4};
    QTest::newRow("standard variation selector")
        << QStringLiteral("A\uFE00B") << QList<int>{0, 2, 3};
    QTest::newRow("lone surrogate is a unit of its own")
        << QString(QChar(0xD800)) + QStringLiteral("中") << QList<int>{0, 1, 2};
}

void TestTextUnits::split()
{
    QFETCH(QString, text);
    QFETCH(QList<int>, offsets);
    UnitTokenizer tokenizer;
    const UnitSequence units = tokenizer.split(text);
    QCOMPARE(QList<int>(units.offsets.begin(), units.offsets.end()), offsets);
    QCOMPARE(units.size(), offsets.size() - 1);
}

void TestTextUnits::sequencesShareKeysWithinOneTokenizer()
{
    UnitTokenizer tokenizer;
    const UnitSequence a = tokenizer.split(QStringLiteral("葛\U000E0100葛\U000E0101葛"));
    const UnitSequence b = tokenizer.split(QStringLiteral("葛\U000E0101"));
    QCOMPARE(a.size(), 3);
    QVERIFY(a.keys[0] != a.keys[1]); // different selectors, different glyphs
    QVERIFY(a.keys[0] != a.keys[2]); // with a selector is not the same as without
    QCOMPARE(b.keys[0], a.keys[1]);
    QCOMPARE(a.keys[2], int(U'葛'));
}

void TestTextUnits::codePointCount_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<qsizetype>("count");
    QTest::newRow("empty") << QString() << qsizetype(0);
    QTest::newRow("BMP") << QStringLiteral("髮") << qsizetype(1);
    QTest::newRow("pairs") << QStringLiteral("𠀀𪚥x") << qsizetype(3);
    QTest::newRow("lone high surrogate at the end")
        << QStringLiteral("中") + QChar(0xD800) << qsizetype(2);
}

void TestTextUnits::codePointCount()
{
    QFETCH(QString, text);
    QFETCH(qsizetype, count);
    QCOMPARE(duizhao::codePointCount(text), count);
}

void TestTextUnits::cursorMapsOffsets()
{
    const QString text = QStringLiteral("a𠀀b𪚥c");
    CodePointCursor cursor(text);
    QCOMPARE(cursor.codePointOffset(0), 0);
    QCOMPARE(cursor.codePointOffset(1), 1);
    QCOMPARE(cursor.codePointOffset(3), 2);
    QCOMPARE(cursor.codePointOffset(4), 3);
    QCOMPARE(cursor.codePointOffset(7), 5);
}

// Each character once, as it first came; a pair of surrogates whole; no line break, separator,
// control character or lone surrogate, which have no glyph to draw.
void TestTextUnits::distinctCharactersComeOnceInOrder()
{
    DistinctCharacters characters;
    characters.add(QString(QStringLiteral("头发𠀀\n头\u0001发") + QChar(0xD800) + u'x'));
    characters.add(QString(QStringLiteral("\r\u0085𠀀发\u2029展\u2028\t") + QChar(0xDC00)));
    QCOMPARE(characters.seen(), 5);
    QCOMPARE(characters.take(2), QStringLiteral("头发"));
    QCOMPARE(characters.take(2), QStringLiteral("𠀀x")); // two characters, three units
    QVERIFY(characters.hasWaiting());
    QCOMPARE(characters.take(10), QStringLiteral("展"));
    QVERIFY(!characters.hasWaiting());
    QCOMPARE(characters.take(10), QString());

    characters.add(QStringLiteral("发里"));
    QCOMPARE(characters.take(10), QStringLiteral("里"));
    characters.clear();
    characters.add(QStringLiteral("发里"));
    QCOMPARE(characters.seen(), 2);
    QCOMPARE(characters.take(10), QStringLiteral("发里"));
}

// On real text, added a paragraph at a time as a pane reads it: every code point of the chapter
// but the control characters, in the order of their first appearance.
void TestTextUnits::distinctCharactersOfEveryChapter()
{
    const QStringList files = testing::chapterFiles();
    QVERIFY(files.size() >= 5);
    for (const QString &file : files) {
        const QString text = testing::readUtf8(file);
        QVERIFY(!text.isEmpty());
        QList<uint> expected;
        QSet<uint> seen;
        for (const uint codePoint : text.toUcs4()) {
            const bool control = codePoint < 0x20 || (codePoint >= 0x7F && codePoint <= 0x9F);
            if (!control && !seen.contains(codePoint)) {
                seen.insert(codePoint);
                expected << codePoint;
            }
        }
        DistinctCharacters characters;
        for (const QString &paragraph : text.split(u'\n'))
            characters.add(paragraph);
        QCOMPARE(characters.seen(), expected.size());
        QCOMPARE(characters.take(expected.size()).toUcs4(), expected);
        QVERIFY(!characters.hasWaiting());
    }
}

DUIZHAO_TEST_MAIN(TestTextUnits)
#include "tst_textunits.moc"
