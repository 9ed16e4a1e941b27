// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/text/encodingdetector.h"
#include "core/text/textencoding.h"
#include "testsupport.h"

#include <QFileInfo>
#include <QRandomGenerator>

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
    void quickUtf8DecodingIsQts_data();
    void quickUtf8DecodingIsQts();
    void quickUtf8DecodingOfAnyBytesIsQts();
    void quickUtf8EncodingIsQts();
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

// A short Big5 heading, which uchardet takes for WINDOWS-1252, and short GBK lines, of which it
// cannot tell or says UTF-8: each reads cleanly in a Chinese encoding, which is taken, saying on
// how few characters it rests.
void TestEncodingDetector::shortChineseIsNotALatinCodePage_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("encoding");
    QTest::addColumn<int>("han");
    QTest::newRow("Big5") << QStringLiteral("第一章 開始\n") << TextEncoding::Big5 << 5;
    QTest::newRow("GBK") << QStringLiteral("第一章 开始了\n") << TextEncoding::Gb18030 << 6;
    // Of which uchardet says UTF-8, which bytes that are no UTF-8 never are.
    QTest::newRow("GBK, one word") << QStringLiteral("头发") << TextEncoding::Gb18030 << 2;
    QTest::newRow("GBK, a line") << QStringLiteral("头发很长\n") << TextEncoding::Gb18030 << 4;
}

void TestEncodingDetector::shortChineseIsNotALatinCodePage()
{
    QFETCH(QString, text);
    QFETCH(QString, encoding);
    QFETCH(int, han);
    const QByteArray bytes = QByteArray(TextEncoding::encoder(encoding).encode(text));
    const EncodingGuess guess = EncodingDetector::detect(bytes);
    QCOMPARE(guess.encoding, encoding);
    QCOMPARE(guess.fewCharacters, han);
}

namespace {

// Qt's own decoding, as TextEncoding::fromUtf8Exactly promises it: every code point kept.
QString decodedByQt(QByteArrayView bytes, bool *bad)
{
    QStringDecoder decoder(QStringDecoder::Utf8, QStringDecoder::Flag::Stateless |
                                                     QStringDecoder::Flag::ConvertInitialBom);
    const QString text = decoder.decode(bytes);
    *bad = decoder.hasError();
    return text;
}

// Compares the quick decoding of `bytes` with Qt's; a message when they differ.
QString decodingDifference(const QByteArray &bytes)
{
    bool qtBad = false;
    const QString byQt = decodedByQt(bytes, &qtBad);
    bool bad = !qtBad;
    const QString quick = TextEncoding::fromUtf8Exactly(bytes, &bad);
    QString room(bytes.size(), Qt::Uninitialized);
    const bool wellFormed = TextEncoding::decodeWellFormedUtf8(bytes, room.data()) != nullptr;
    if (quick == byQt && bad == qtBad && wellFormed == !qtBad)
        return {};
    return QStringLiteral("%1: Qt %2 (%3), quick %4 (%5), well-formed %6")
        .arg(QString::fromLatin1(bytes.toHex(' ')), QString::fromLatin1(byQt.toUtf8().toHex(' ')))
        .arg(qtBad)
        .arg(QString::fromLatin1(quick.toUtf8().toHex(' ')))
        .arg(bad)
        .arg(wellFormed);
}

} // namespace

// The quick decoder gives Qt's text, to the unit, and says what Qt says is bad: on the chapters,
// at every edge of Unicode's table of well-formed sequences, and at every way a sequence goes
// wrong (overlong, a surrogate, above U+10FFFF, cut short, a stray continuation byte).
void TestEncodingDetector::quickUtf8DecodingIsQts_data()
{
    QTest::addColumn<QByteArray>("bytes");
    for (const QString &chapter : chapterFiles())
        QTest::newRow(qPrintable(QFileInfo(chapter).fileName())) << readAll(chapter);
    const std::pair<const char *, QByteArray> edges[] = {
        {"empty", ""},
        {"ASCII of every length", "abcdefghijklmnopq"},
        {"a mark at the start", "\xEF\xBB\xBF\xE5\xAD\x97"},
        {"a mark alone", "\xEF\xBB\xBF"},
        {"a mark later", "a\xEF\xBB\xBF"},
        {"U+0080 and U+07FF", "\xC2\x80\xDF\xBF"},
        {"U+0800 and U+FFFF", "\xE0\xA0\x80\xEF\xBF\xBF"},
        {"U+D7FF and U+E000", "\xED\x9F\xBF\xEE\x80\x80"},
        {"noncharacters", "\xEF\xBF\xBE\xEF\xB7\x90"},
        {"U+10000 and U+10FFFF", "\xF0\x90\x80\x80\xF4\x8F\xBF\xBF"},
        {"a NUL", QByteArray("a\0b", 3)},
        {"overlong two", "\xC0\xAF"},
        {"overlong two at C1", "\xC1\xBF"},
        {"overlong three", "\xE0\x9F\xBF"},
        {"overlong four", "\xF0\x8F\xBF\xBF"},
        {"a surrogate", "\xED\xA0\x80"},
        {"the last surrogate", "\xED\xBF\xBF"},
        {"a surrogate pair as two", "\xED\xA0\x80\xED\xB0\x80"},
        {"above U+10FFFF", "\xF4\x90\x80\x80"},
        {"F5", "\xF5\x80\x80\x80"},
        {"FF", "a\xFF"},
        {"a continuation first", "\x80"
                                 "abc"},
        {"cut short by two", "\xE5"},
        {"cut short by one", "abc\xE5\xAD"},
        {"four cut short", "\xF0\x90\x80"},
        {"a lead where a continuation was due", "\xE5\xE5\xAD\x97"},
        {"ASCII where a continuation was due", "\xE5\xAD"
                                               "a"},
        {"eight ASCII then Han", "abcdefgh\xE5\xAD\x97"},
        {"a bad byte among ASCII", "abcdefg\x80hijklmnop"},
    };
    for (const auto &[name, bytes] : edges)
        QTest::newRow(name) << bytes;
}

void TestEncodingDetector::quickUtf8DecodingIsQts()
{
    QFETCH(QByteArray, bytes);
    const QString difference = decodingDifference(bytes);
    QVERIFY2(difference.isEmpty(), qPrintable(difference.left(2000)));
}

// Any bytes at all: strings drawn from the bytes where UTF-8's rules change, among ASCII and
// whole characters, compared with Qt's decoding one by one.
void TestEncodingDetector::quickUtf8DecodingOfAnyBytesIsQts()
{
    static constexpr uchar Edges[] = {0x00, 0x41, 0x7F, 0x80, 0x8F, 0x90, 0x9F,
                                      0xA0, 0xBF, 0xC0, 0xC1, 0xC2, 0xDF, 0xE0,
                                      0xE5, 0xED, 0xEF, 0xF0, 0xF4, 0xF5, 0xFF};
    QRandomGenerator random(20261206);
    int wellFormed = 0;
    for (int round = 0; round < 50000; ++round) {
        QByteArray bytes;
        const int length = int(random.bounded(12));
        for (int at = 0; at < length; ++at) {
            const quint32 kind = random.bounded(4);
            if (kind == 0)
                bytes += char(Edges[random.bounded(int(std::size(Edges)))]);
            else if (kind == 1)
                bytes += char(random.bounded(256));
            else if (kind == 2)
                bytes += char(random.bounded(0x20, 0x7F));
            else
                bytes += QString(QChar(char16_t(random.bounded(0x4E00, 0x9FA6)))).toUtf8();
        }
        const QString difference = decodingDifference(bytes);
        QVERIFY2(difference.isEmpty(), qPrintable(difference));
        bool bad = false;
        TextEncoding::fromUtf8Exactly(bytes, &bad);
        wellFormed += bad ? 0 : 1;
    }
    // Both kinds were drawn often.
    QVERIFY2(wellFormed > 5000 && wellFormed < 45000, qPrintable(QString::number(wellFormed)));
}

// The quick encoder writes what QString::toUtf8 and QStringEncoder write, and declines exactly
// the texts with a surrogate alone.
void TestEncodingDetector::quickUtf8EncodingIsQts()
{
    static constexpr char16_t Units[] = {u'a',   0x007F, 0x0080, 0x07FF, 0x0800,
                                         0x5B57, 0xD7FF, 0xD800, 0xDBFF, 0xDC00,
                                         0xDFFF, 0xE000, 0xFEFF, 0xFFFF, u'\n'};
    QRandomGenerator random(20261207);
    int declined = 0;
    for (int round = 0; round < 50000; ++round) {
        QString text;
        const int length = int(random.bounded(10));
        for (int at = 0; at < length; ++at)
            text += QChar(Units[random.bounded(int(std::size(Units)))]);
        bool lone = false;
        for (qsizetype at = 0; at < text.size(); ++at) {
            if (text[at].isHighSurrogate() && at + 1 < text.size() && text[at + 1].isLowSurrogate())
                ++at;
            else if (text[at].isSurrogate())
                lone = true;
        }
        const std::optional<QByteArray> quick = TextEncoding::encodeWellFormedUtf8(text);
        QCOMPARE(quick.has_value(), !lone);
        QCOMPARE(TextEncoding::toUtf8(text), text.toUtf8());
        declined += quick ? 0 : 1;
        if (quick) {
            QCOMPARE(*quick, text.toUtf8());
            QStringEncoder encoder(QStringEncoder::Utf8);
            QCOMPARE(*quick, QByteArray(encoder.encode(text)));
        }
    }
    QVERIFY2(declined > 5000 && declined < 45000, qPrintable(QString::number(declined)));
    QVERIFY(TextEncoding::toUtf8(QString()).isNull());
    QVERIFY(!TextEncoding::toUtf8(QStringLiteral("")).isNull());
    for (const QString &chapter : chapterFiles()) {
        const QString text = readUtf8(chapter);
        QCOMPARE(TextEncoding::encodeWellFormedUtf8(text).value_or(QByteArray()), text.toUtf8());
    }
}

DUIZHAO_TEST_MAIN(TestEncodingDetector)
#include "tst_encodingdetector.moc"
