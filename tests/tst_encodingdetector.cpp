// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/text/encodingdetector.h"
#include "core/text/textencoding.h"
#include "testsupport.h"

using namespace duizhao;
using namespace duizhao::testing;

class TestEncodingDetector : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void detectsChapterInEachEncoding_data();
    void detectsChapterInEachEncoding();
    void binary();
    void strictUtf8_data();
    void strictUtf8();
    void longTextIsCheckedInPieces();
    void forcedEncodingKeepsMatchingBom();
    void shortChineseIsNotALatinCodePage_data();
    void shortChineseIsNotALatinCodePage();
};

void TestEncodingDetector::detectsChapterInEachEncoding_data()
{
    QTest::addColumn<QString>("encoding");
    QTest::addColumn<bool>("bom");
    QTest::addColumn<QString>("chapterPrefix");

    QTest::newRow("UTF-8") << TextEncoding::Utf8 << false << QStringLiteral("000");
    QTest::newRow("UTF-8 with BOM") << TextEncoding::Utf8 << true << QStringLiteral("000");
    QTest::newRow("GB18030") << TextEncoding::Gb18030 << false << QStringLiteral("000");
    QTest::newRow("GB18030, Simplified dialogue")
        << TextEncoding::Gb18030 << false << QStringLiteral("004");
    QTest::newRow("Big5") << TextEncoding::Big5 << false << QStringLiteral("003");
    QTest::newRow("UTF-16LE without BOM")
        << TextEncoding::Utf16LE << false << QStringLiteral("000");
    QTest::newRow("UTF-16BE without BOM")
        << TextEncoding::Utf16BE << false << QStringLiteral("002");
    QTest::newRow("UTF-16LE with BOM") << TextEncoding::Utf16LE << true << QStringLiteral("001");
    QTest::newRow("UTF-16BE with BOM") << TextEncoding::Utf16BE << true << QStringLiteral("004");
}

void TestEncodingDetector::detectsChapterInEachEncoding()
{
    QFETCH(QString, encoding);
    QFETCH(bool, bom);
    QFETCH(QString, chapterPrefix);
    QString text = readUtf8(chapterFile(chapterPrefix.toLatin1().constData()));
    QVERIFY(!text.isEmpty());
    QStringEncoder probe = TextEncoding::encoder(encoding);
    const QString representable = representableIn(text, encoding);
    QVERIFY(representable.size() > text.size() * 95 / 100);
    QByteArray bytes = probe.encode(representable);
    QVERIFY(!probe.hasError());
    if (bom)
        bytes.prepend(TextEncoding::byteOrderMark(encoding));

    const EncodingGuess guess = EncodingDetector::detect(bytes);
    QCOMPARE(guess.encoding, encoding);
    QCOMPARE(guess.bomSize, bom ? TextEncoding::byteOrderMark(encoding).size() : 0);
    QVERIFY(!guess.binary);
}

void TestEncodingDetector::binary()
{
    QByteArray bytes;
    for (int i = 0; i < 4096; ++i)
        bytes += char((i * 7919) % 256);
    const EncodingGuess guess = EncodingDetector::detect(bytes);
    QVERIFY(guess.binary);
    QVERIFY(guess.encoding.isEmpty());
}

void TestEncodingDetector::strictUtf8_data()
{
    QTest::addColumn<QByteArray>("bytes");
    QTest::addColumn<bool>("valid");
    QTest::newRow("ASCII") << QByteArray("hello") << true;
    QTest::newRow("CJK") << QByteArray("\xE4\xB8\xAD\xE6\x96\x87") << true;
    QTest::newRow("supplementary") << QByteArray("\xF0\xA0\x80\x80") << true;
    QTest::newRow("cut off at the end") << QByteArray("\xE4\xB8\xAD\xE6\x96") << false;
    QTest::newRow("stray continuation") << QByteArray("a\x80") << false;
    QTest::newRow("overlong slash") << QByteArray("\xC0\xAF") << false;
    QTest::newRow("overlong three bytes") << QByteArray("\xE0\x80\xAF") << false;
    QTest::newRow("surrogate") << QByteArray("\xED\xA0\x80") << false;
    QTest::newRow("above U+10FFFF") << QByteArray("\xF4\x90\x80\x80") << false;
    QTest::newRow("GB18030 bytes") << QByteArray("\xD6\xD0\xCE\xC4") << false;
}

void TestEncodingDetector::strictUtf8()
{
    QFETCH(QByteArray, bytes);
    QFETCH(bool, valid);
    QCOMPARE(EncodingDetector::isValidUtf8(bytes), valid);
    // A large buffer with the fault at its very end is judged the same.
    QCOMPARE(EncodingDetector::isValidUtf8(QByteArray(QByteArray(3'000'000, 'x') + bytes)), valid);
}

// A text of megabytes is checked in pieces side by side, each cut where a character begins: the
// pieces' cuts fall inside characters of three and four bytes here, and a bad byte anywhere,
// at a cut too, is found as in one piece.
void TestEncodingDetector::longTextIsCheckedInPieces()
{
    QByteArray text;
    while (text.size() < 3 * 1024 * 1024)
        text += QByteArrayLiteral("字\xF0\xA0\x80\x80"); // 字 and 𠀀: seven bytes
    QVERIFY(text.size() % (1024 * 1024) != 0);
    QVERIFY(EncodingDetector::isValidUtf8(text));
    QVERIFY(EncodingDetector::scanUtf8(text).badSequences == 0);
    for (const qsizetype at :
         {qsizetype(1024 * 1024), qsizetype(2 * 1024 * 1024 + 1), text.size() - 1}) {
        QByteArray bad = text;
        bad[at] = '\xFF';
        QVERIFY2(!EncodingDetector::isValidUtf8(bad), qPrintable(QString::number(at)));
    }
    // Cut short at its end: the last character's last byte is missing.
    QVERIFY(!EncodingDetector::isValidUtf8(text.chopped(1)));
}

void TestEncodingDetector::forcedEncodingKeepsMatchingBom()
{
    const QByteArray bytes = QByteArray("\xEF\xBB\xBF") + "abc";
    QCOMPARE(EncodingDetector::guess(bytes, TextEncoding::Utf8).bomSize, 3);
    // Under a forced GB18030 the same bytes are text, not a mark.
    const EncodingGuess gb = EncodingDetector::guess(bytes, TextEncoding::Gb18030);
    QCOMPARE(gb.encoding, TextEncoding::Gb18030);
    QCOMPARE(gb.bomSize, 0);
}

// A short Big5 heading, which uchardet takes for WINDOWS-1252, and a short GBK line, of which it
// cannot tell: both read cleanly in a Chinese encoding, which is taken, saying on how few
// characters it rests.
void TestEncodingDetector::shortChineseIsNotALatinCodePage_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("encoding");
    QTest::newRow("Big5") << QStringLiteral("第一章 開始\n") << TextEncoding::Big5;
    QTest::newRow("GBK") << QStringLiteral("第一章 开始了\n") << TextEncoding::Gb18030;
}

void TestEncodingDetector::shortChineseIsNotALatinCodePage()
{
    QFETCH(QString, text);
    QFETCH(QString, encoding);
    const QByteArray bytes = QByteArray(TextEncoding::encoder(encoding).encode(text));
    const EncodingGuess guess = EncodingDetector::detect(bytes);
    QCOMPARE(guess.encoding, encoding);
    QCOMPARE(guess.fewCharacters, int(text.size() - 2));
}

DUIZHAO_TEST_MAIN(TestEncodingDetector)
#include "tst_encodingdetector.moc"
