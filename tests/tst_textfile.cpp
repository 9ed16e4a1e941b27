// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/text/bytesreadahead.h"
#include "core/text/fileidentity.h"
#include "core/text/textencoding.h"
#include "core/text/textfile.h"
#include "testsupport.h"

#include <QRegularExpression>
#include <QTemporaryDir>

#ifdef Q_OS_WIN
#include <windows.h>
#else
#include <sys/stat.h>
#include <unistd.h>
#endif

using namespace duizhao;
using namespace duizhao::testing;

class TestTextFile : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void init();
    void roundTrip_data();
    void roundTrip();
    void readErrors_data();
    void readErrors();
    void nonRegularFilesAreRefused_data();
    void nonRegularFilesAreRefused();
    void everyCodePointSurvives_data();
    void everyCodePointSurvives();
    void malformedUtf16IsRefused_data();
    void malformedUtf16IsRefused();
    void invalidUtf8IsLocated();
    void invalidGb18030IsLocated();
    void badSequencesReplacedOnRequest_data();
    void badSequencesReplacedOnRequest();
    void fileOverSizeLimit();
    void aFileLongerThanItsSizeIsReadToTheLimit();
    void bytesReadAhead();
    void longUtf8IsDecodedInPieces();
    void unrepresentableCharactersAreRefused();
    void unrepresentableCharactersReplacedOnRequest();
    void failedWriteLeavesNothing();
    void fileIdentityFollowsTheFileNotThePath();
    void encodingOverride();
    void mixedEncodingsAreRefused_data();
    void mixedEncodingsAreRefused();
    void oneEncodingThroughoutIsRead_data();
    void oneEncodingThroughoutIsRead();
    void utf32WithItsMarkIsRead();
    void big5BoxDrawingStaysStandard();
    void longTextsEncodeAsInOnePiece();

private:
    std::unique_ptr<QTemporaryDir> m_dir;
    QString path(const QString &name) const { return m_dir->filePath(name); }
};

void TestTextFile::init()
{
    m_dir = std::make_unique<QTemporaryDir>();
    QVERIFY(m_dir->isValid());
}

void TestTextFile::roundTrip_data()
{
    QTest::addColumn<QString>("encoding");
    QTest::addColumn<bool>("bom");
    QTest::addColumn<QString>("lineEnding"); // "LF", "CRLF", "CR", "mixed"

    QTest::newRow("UTF-8") << TextEncoding::Utf8 << false << QStringLiteral("LF");
    QTest::newRow("UTF-8 BOM CRLF") << TextEncoding::Utf8 << true << QStringLiteral("CRLF");
    QTest::newRow("GB18030 CRLF") << TextEncoding::Gb18030 << false << QStringLiteral("CRLF");
    QTest::newRow("GB18030 mixed") << TextEncoding::Gb18030 << false << QStringLiteral("mixed");
    QTest::newRow("Big5") << TextEncoding::Big5 << false << QStringLiteral("LF");
    QTest::newRow("UTF-16LE BOM") << TextEncoding::Utf16LE << true << QStringLiteral("CRLF");
    QTest::newRow("UTF-16BE BOM") << TextEncoding::Utf16BE << true << QStringLiteral("CR");
    QTest::newRow("UTF-16LE") << TextEncoding::Utf16LE << false << QStringLiteral("LF");
}

// read → write → read gives the same text, and the same bytes as the original file.
void TestTextFile::roundTrip()
{
    QFETCH(QString, encoding);
    QFETCH(bool, bom);
    QFETCH(QString, lineEnding);

    // Chapter 003 is Traditional enough for Big5 once a few characters are left out.
    QString text = readUtf8(chapterFile("003"));
    QVERIFY(!text.isEmpty());
    const QString representable = representableIn(text, encoding);
    QString withEndings;
    int lineNumber = 0;
    for (const QChar c : std::as_const(representable)) {
        if (c != u'\n') {
            withEndings += c;
            continue;
        }
        ++lineNumber;
        if (lineEnding == u"CRLF" || (lineEnding == u"mixed" && lineNumber % 3 == 0))
            withEndings += QStringLiteral("\r\n");
        else if (lineEnding == u"CR")
            withEndings += u'\r';
        else
            withEndings += u'\n';
    }
    QStringEncoder encoder = TextEncoding::encoder(encoding);
    QByteArray original = encoder.encode(withEndings);
    if (bom)
        original.prepend(TextEncoding::byteOrderMark(encoding));
    QVERIFY(writeAll(path(QStringLiteral("in.txt")), original));

    const ReadResult first = TextFile::read(path(QStringLiteral("in.txt")));
    QVERIFY2(first.ok(), first.ok() ? "" : qPrintable(first.error->message()));
    QCOMPARE(first.format.encoding, encoding);
    QCOMPARE(first.format.bom, bom);
    QVERIFY(!first.text.contains(u'\r'));
    QCOMPARE(first.format.lineBreaks.isMixed(), lineEnding == u"mixed");

    const auto error = TextFile::write(path(QStringLiteral("out.txt")), first.text, first.format);
    QVERIFY2(!error, error ? qPrintable(error->message()) : "");
    QCOMPARE(readAll(path(QStringLiteral("out.txt"))), original);

    const ReadResult second = TextFile::read(path(QStringLiteral("out.txt")));
    QVERIFY(second.ok());
    QCOMPARE(second.text, first.text);
}

void TestTextFile::readErrors_data()
{
    QTest::addColumn<QString>("name");
    QTest::addColumn<QByteArray>("content"); // null: do not create
    QTest::addColumn<QString>("reason");

    QTest::newRow("missing") << QStringLiteral("missing.txt") << QByteArray()
                             << QStringLiteral("does not exist");
    QTest::newRow("folder") << QStringLiteral(".") << QByteArray() << QStringLiteral("folder");
    QByteArray binary("\x7F"
                      "ELF\x02\x01\x01");
    for (int i = 0; i < 2000; ++i)
        binary += char(i % 251);
    QTest::newRow("binary") << QStringLiteral("program.txt") << binary
                            << QStringLiteral("binary file");
}

void TestTextFile::readErrors()
{
    QFETCH(QString, name);
    QFETCH(QByteArray, content);
    QFETCH(QString, reason);
    if (!content.isNull())
        QVERIFY(writeAll(path(name), content));
    const ReadResult result = TextFile::read(path(name));
    QVERIFY(!result.ok());
    QCOMPARE(result.error->path, path(name));
    QVERIFY2(result.error->reason.contains(reason), qPrintable(result.error->reason));
    QVERIFY(result.error->message().startsWith(shownPath(path(name))));
}

// A device has no size to check and may never end; a FIFO blocks the open until a writer comes.
// Both are refused before anything is read.
void TestTextFile::nonRegularFilesAreRefused_data()
{
    QTest::addColumn<QString>("path");
#ifdef Q_OS_UNIX
    QTest::newRow("/dev/zero") << QStringLiteral("/dev/zero");
    QTest::newRow("FIFO") << QStringLiteral("fifo");
#else
    QSKIP("devices and FIFOs are Unix's");
#endif
}

void TestTextFile::nonRegularFilesAreRefused()
{
    QFETCH(QString, path);
#ifdef Q_OS_UNIX
    if (path == u"fifo") {
        path = this->path(path);
        QCOMPARE(::mkfifo(QFile::encodeName(path).constData(), 0600), 0);
    }
#endif
    const ReadResult result = TextFile::read(path);
    QVERIFY(!result.ok());
    QVERIFY2(result.error->reason.contains(QStringLiteral("not a regular file")),
             qPrintable(result.error->message()));
}

// Text in, text out: a U+FEFF after the byte-order mark, or at the start of a file without one,
// is a character of the text, and so is U+0000 in UTF-16.
void TestTextFile::everyCodePointSurvives_data()
{
    QTest::addColumn<QString>("encoding");
    QTest::addColumn<bool>("bom");
    QTest::addColumn<QString>("text");
    const QString feff = QStringLiteral("\uFEFF头发\n");
    QTest::newRow("UTF-8, U+FEFF after the BOM (a double BOM)")
        << TextEncoding::Utf8 << true << feff;
    QTest::newRow("UTF-16LE, U+FEFF after the BOM") << TextEncoding::Utf16LE << true << feff;
    QTest::newRow("UTF-16BE, U+FEFF after the BOM") << TextEncoding::Utf16BE << true << feff;
    QTest::newRow("GB18030 starting with U+FEFF") << TextEncoding::Gb18030 << false << feff;
    QTest::newRow("UTF-16LE with U+0000")
        << TextEncoding::Utf16LE << true
        << QStringLiteral("头发").append(QChar(0)).append(u"发展\n");
}

void TestTextFile::everyCodePointSurvives()
{
    QFETCH(QString, encoding);
    QFETCH(bool, bom);
    QFETCH(QString, text);
    TextFormat format;
    format.encoding = encoding;
    format.bom = bom;
    QVERIFY(!TextFile::write(path(QStringLiteral("a.txt")), text, format));
    ReadOptions options;
    options.encoding = encoding == TextEncoding::Gb18030 ? encoding : QString();
    const ReadResult read = TextFile::read(path(QStringLiteral("a.txt")), options);
    QVERIFY2(read.ok(), read.ok() ? "" : qPrintable(read.error->message()));
    QCOMPARE(read.text, text);
    QCOMPARE(read.format.bom, bom);
    QVERIFY(!TextFile::write(path(QStringLiteral("b.txt")), read.text, read.format));
    QCOMPARE(readAll(path(QStringLiteral("b.txt"))), readAll(path(QStringLiteral("a.txt"))));
}

// Malformed UTF-16 is refused with where, as malformed UTF-8 is.
void TestTextFile::malformedUtf16IsRefused_data()
{
    QTest::addColumn<QByteArray>("bytes");
    QTest::addColumn<QString>("where");
    QTest::newRow("odd last byte")
        << QByteArray("\xFF\xFE\x34\x59\x0A\x00\xD1\x53\x41", 9)
        << QStringLiteral("bad byte sequences: 1; the first at line 2, column 2");
    QTest::newRow("unpaired high surrogate")
        << QByteArray("\xFF\xFE\x34\x59\x00\xD8\x41\x00", 8)
        << QStringLiteral("bad byte sequences: 1; the first at line 1, column 2");
    QTest::newRow("lone low surrogate, big-endian")
        << QByteArray("\xFE\xFF\x59\x34\x00\x0A\xDC\x00\x00\x41", 10)
        << QStringLiteral("bad byte sequences: 1; the first at line 2, column 1");
}

void TestTextFile::malformedUtf16IsRefused()
{
    QFETCH(QByteArray, bytes);
    QFETCH(QString, where);
    QVERIFY(writeAll(path(QStringLiteral("bad.txt")), bytes));
    const ReadResult read = TextFile::read(path(QStringLiteral("bad.txt")));
    QVERIFY(!read.ok());
    QVERIFY2(read.error->reason.contains(where), qPrintable(read.error->reason));
}

void TestTextFile::invalidUtf8IsLocated()
{
    // Line 2 column 3 holds a cut-off sequence, line 4 a stray byte: two bad sequences.
    QVERIFY(writeAll(path(QStringLiteral("bad.txt")),
                     QByteArray("第一行\n第二\xE8\xA1行\n第三行\nab\xFF\n")));
    const ReadResult result = TextFile::read(path(QStringLiteral("bad.txt")), {TextEncoding::Utf8});
    QVERIFY(!result.ok());
    QVERIFY2(result.error->reason.contains(QStringLiteral("not valid UTF-8")),
             qPrintable(result.error->reason));
    QVERIFY2(result.error->reason.contains(QStringLiteral("line 2, column 3")),
             qPrintable(result.error->reason));
    QVERIFY2(result.error->reason.contains(QStringLiteral("bad byte sequences: 2;")),
             qPrintable(result.error->reason));
}

void TestTextFile::invalidGb18030IsLocated()
{
    QStringEncoder encoder = TextEncoding::encoder(TextEncoding::Gb18030);
    QByteArray bytes = encoder.encode(QStringLiteral("中文\n好的"));
    bytes += QByteArray("\x81\x20"); // a lead byte with an impossible trail
    QVERIFY(writeAll(path(QStringLiteral("gb.txt")), bytes));
    const ReadResult result =
        TextFile::read(path(QStringLiteral("gb.txt")), {TextEncoding::Gb18030});
    QVERIFY(!result.ok());
    QVERIFY2(result.error->reason.contains(QStringLiteral("GB18030")),
             qPrintable(result.error->reason));
    QVERIFY2(result.error->reason.contains(QStringLiteral("line 2, column 3")),
             qPrintable(result.error->reason));
}

void TestTextFile::fileOverSizeLimit()
{
    // A sparse file: 513 MiB on paper, nothing on disk.
    QFile big(path(QStringLiteral("big.txt")));
    QVERIFY(big.open(QIODevice::WriteOnly));
    QVERIFY(big.resize(qint64(513) * 1024 * 1024));
    big.close();
    const ReadResult result = TextFile::read(big.fileName());
    QVERIFY(!result.ok());
    QVERIFY2(result.error->reason.contains(QStringLiteral("limit of 512 MiB")),
             qPrintable(result.error->reason));
}

// A file may hold more than its size said when it was measured (it grew meanwhile; a file of
// /proc says 0): it is read whole, and refused past the limit all the same.
void TestTextFile::aFileLongerThanItsSizeIsReadToTheLimit()
{
#ifdef Q_OS_LINUX
    const QString status = QStringLiteral("/proc/self/status");
    QCOMPARE(QFileInfo(status).size(), 0);
    const BytesResult whole = TextFile::readBytes(status, 1 << 20);
    QVERIFY(!whole.error);
    QVERIFY(whole.bytes.startsWith("Name:"));
    QVERIFY(whole.bytes.contains("\nVmPeak:"));
    const BytesResult cut = TextFile::readBytes(status, 16);
    QVERIFY(cut.error);
    QVERIFY(cut.bytes.isEmpty());
#else
    QSKIP("a file that says it is empty and is not: /proc is Linux's");
#endif
}

// A file read on a thread of its own gives what readBytes gives, errors too; taken again, it is
// read again.
void TestTextFile::bytesReadAhead()
{
    const QString target = path(QStringLiteral("ahead.txt"));
    QVERIFY(writeAll(target, "第一章\n头发\n"));
    BytesReadAhead ahead(target, ReadOptions().sizeLimit);
    QCOMPARE(ahead.path(), target);
    BytesResult read = ahead.take();
    QVERIFY(!read.error);
    QCOMPARE(read.bytes, QByteArray("第一章\n头发\n"));
    QVERIFY(writeAll(target, "第二章\n"));
    QCOMPARE(ahead.take().bytes, QByteArray("第二章\n"));

    BytesReadAhead tooLong(target, 4);
    read = tooLong.take();
    QVERIFY(read.error);
    QVERIFY(read.bytes.isEmpty());
    QCOMPARE(read.error->path, target);

    const QString missing = path(QStringLiteral("missing.txt"));
    read = BytesReadAhead(missing, ReadOptions().sizeLimit).take();
    QVERIFY(read.error);
    QCOMPARE(read.error->path, missing);
    QVERIFY2(read.error->reason.contains(QStringLiteral("does not exist")),
             qPrintable(read.error->reason));
}

// A text of megabytes is decoded in pieces side by side, each into its place: the text is the
// file's, with the cuts inside characters of three and four bytes and a U+FEFF where a piece
// begins, which stays the character it is.
void TestTextFile::longUtf8IsDecodedInPieces()
{
    QByteArray bytes;
    while (bytes.size() < 3 * 1024 * 1024)
        bytes += QByteArrayLiteral("字\xF0\xA0\x80\x80\n"); // 字, 𠀀, a line break
    bytes.replace(1024 * 1024, 3, "\xEF\xBB\xBF");          // a U+FEFF in place of the 字 there
    QCOMPARE(bytes.mid(1024 * 1024, 3), QByteArray("\xEF\xBB\xBF"));
    const QString target = path(QStringLiteral("long.txt"));
    QVERIFY(writeAll(target, bytes));
    const ReadResult read = TextFile::read(target);
    QVERIFY(read.ok());
    QCOMPARE(read.format.encoding, TextEncoding::Utf8);
    QCOMPARE(read.text.size(), QString::fromUtf8(bytes).size());
    QVERIFY(read.text == QString::fromUtf8(bytes));
    QVERIFY(read.text.contains(QChar(0xFEFF)));
}

void TestTextFile::unrepresentableCharactersAreRefused()
{
    const QString target = path(QStringLiteral("big5.txt"));
    QVERIFY(writeAll(target, "old content"));
    TextFormat format;
    format.encoding = TextEncoding::Big5;
    const auto error =
        TextFile::write(target, QStringLiteral("「嗻，奴才遵令。」\n第二行𠀀"), format);
    QVERIFY(error);
    QCOMPARE(error->path, target);
    QVERIFY2(error->reason.contains(QStringLiteral("Big5 cannot represent 2 of the characters")),
             qPrintable(error->reason));
    QVERIFY2(error->reason.contains(QStringLiteral("嗻 (U+55FB) at line 1, column 2")),
             qPrintable(error->reason));
    QVERIFY2(error->reason.contains(QStringLiteral("𠀀 (U+20000) at line 2, column 4")),
             qPrintable(error->reason));
    QCOMPARE(readAll(target), QByteArray("old content"));
}

void TestTextFile::unrepresentableCharactersReplacedOnRequest()
{
    const QString target = path(QStringLiteral("big5.txt"));
    TextFormat format;
    format.encoding = TextEncoding::Big5;
    QVERIFY(!TextFile::write(target, QStringLiteral("嗻好"), format, {true}));
    const ReadResult back = TextFile::read(target, {TextEncoding::Big5});
    QVERIFY(back.ok());
    QCOMPARE(back.text, QStringLiteral("?好"));
}

void TestTextFile::failedWriteLeavesNothing()
{
    TextFormat format;
    format.encoding = TextEncoding::Big5;
    QVERIFY(TextFile::write(path(QStringLiteral("new.txt")), QStringLiteral("𠀀"), format));
    // Neither the target nor a temporary file is left behind.
    QCOMPARE(QDir(m_dir->path()).entryList(QDir::Files | QDir::Hidden), QStringList());

    const auto error = TextFile::write(path(QStringLiteral("no/such/dir/out.txt")),
                                       QStringLiteral("好"), TextFormat());
    QVERIFY(error);
    QVERIFY(error->message().contains(shownPath(QStringLiteral("no/such/dir/out.txt"))));
}

// Two paths to one file (a link, a hard link, ..) are one identity, with its names counted;
// another file with the same text is another.
void TestTextFile::fileIdentityFollowsTheFileNotThePath()
{
    const QString file = path(QStringLiteral("a.txt"));
    QVERIFY(writeAll(file, "same"));
    QVERIFY(writeAll(path(QStringLiteral("b.txt")), "same"));
    QVERIFY(QDir(m_dir->path()).mkdir(QStringLiteral("sub")));

    const std::optional<FileIdentity> identity = FileIdentity::of(file);
    QVERIFY(identity);
    QCOMPARE(identity->links, 1);
    QCOMPARE(FileIdentity::of(path(QStringLiteral("sub/../a.txt"))), identity);
    QCOMPARE(FileIdentity::of(QDir::toNativeSeparators(file)), identity);
    QVERIFY(FileIdentity::of(path(QStringLiteral("b.txt"))) != identity);
    QVERIFY(!FileIdentity::of(path(QStringLiteral("missing.txt"))));
#ifdef Q_OS_UNIX
    // On Windows QFile::link makes a shortcut, a file of its own.
    QVERIFY(QFile::link(file, path(QStringLiteral("sub/link.txt"))));
    QCOMPARE(FileIdentity::of(path(QStringLiteral("sub/../sub/link.txt"))), identity);
#endif

#ifdef Q_OS_WIN
    QVERIFY(CreateHardLinkW(
        reinterpret_cast<const wchar_t *>(
            QDir::toNativeSeparators(path(QStringLiteral("hard.txt"))).utf16()),
        reinterpret_cast<const wchar_t *>(QDir::toNativeSeparators(file).utf16()), nullptr));
#else
    QCOMPARE(::link(QFile::encodeName(file).constData(),
                    QFile::encodeName(path(QStringLiteral("hard.txt"))).constData()),
             0);
#endif
    QCOMPARE(FileIdentity::of(file)->links, 2);
    QCOMPARE(FileIdentity::of(path(QStringLiteral("hard.txt"))), FileIdentity::of(file));
}

void TestTextFile::encodingOverride()
{
    // GB18030 bytes read as UTF-8 are invalid: the caller's choice wins over detection.
    QStringEncoder encoder = TextEncoding::encoder(TextEncoding::Gb18030);
    const QString chapter = readUtf8(chapterFile("000"));
    QVERIFY(writeAll(path(QStringLiteral("gb.txt")), encoder.encode(chapter)));
    const ReadResult detected = TextFile::read(path(QStringLiteral("gb.txt")));
    QVERIFY(detected.ok());
    QCOMPARE(detected.text, chapter);
    const ReadResult forced = TextFile::read(path(QStringLiteral("gb.txt")), {TextEncoding::Utf8});
    QVERIFY(!forced.ok());
    QVERIFY(forced.error->reason.contains(QStringLiteral("UTF-8")));
    QVERIFY(detected.warning.isEmpty());

    // Two characters are too few to tell GB18030 from Big5: the guess is read, and said.
    QStringEncoder big5 = TextEncoding::encoder(TextEncoding::Big5);
    QVERIFY(writeAll(path(QStringLiteral("big5.txt")), big5.encode(QStringLiteral("頭髮"))));
    const ReadResult guessed = TextFile::read(path(QStringLiteral("big5.txt")));
    QVERIFY(guessed.ok());
    QVERIFY2(guessed.warning.contains(
                 QStringLiteral("read as GB18030, a guess from only 2 Han character")),
             qPrintable(guessed.warning));
    // Where the user names the encoding, the warning says.
    ReadOptions naming;
    naming.encodingNaming = QStringLiteral("--from-encoding");
    QVERIFY2(TextFile::read(path(QStringLiteral("big5.txt")), naming)
                 .warning.endsWith(QStringLiteral("name its encoding (--from-encoding)")),
             qPrintable(TextFile::read(path(QStringLiteral("big5.txt")), naming).warning));
    const ReadResult named = TextFile::read(path(QStringLiteral("big5.txt")), {TextEncoding::Big5});
    QCOMPARE(named.text, QStringLiteral("頭髮"));
    QVERIFY(named.warning.isEmpty());
}

void TestTextFile::badSequencesReplacedOnRequest_data()
{
    QTest::addColumn<QByteArray>("bytes");
    QTest::addColumn<QString>("encoding");
    QTest::addColumn<QString>("text");
    QTest::addColumn<int>("replaced");
    QTest::addColumn<QString>("where");
    // Qt's decoder marks each byte of a cut-off sequence.
    QTest::newRow("UTF-8: a cut-off sequence and a stray byte")
        << QByteArray("第一行\r\n第二\xE8\xA1行\r\nab\xFF\r\n") << QString()
        << QStringLiteral("第一行\n第二\uFFFD\uFFFD行\nab\uFFFD\n") << 2
        << QStringLiteral("line 2, column 3");
    QTest::newRow("GB18030: a lead byte without its trail")
        << QByteArray("\xB5\xDA\xD2\xBB\n\xB5\n") << QString(TextEncoding::Gb18030)
        << QStringLiteral("第一\n\uFFFD\n") << 1 << QStringLiteral("line 2, column 1");
    QTest::newRow("UTF-16: an unpaired surrogate and an odd last byte")
        << QByteArray("\xFF\xFE\x34\x59\x00\xD8\x0A\x00\x41\x00\x42", 11) << QString()
        << QStringLiteral("\u5934\uFFFD\nA\uFFFD") << 2 << QStringLiteral("line 1, column 2");
}

// A file with bad byte sequences opens all the same when asked: each becomes U+FFFD, and the
// result says how many and where the first is; without asking, it is refused as such.
void TestTextFile::badSequencesReplacedOnRequest()
{
    QFETCH(QByteArray, bytes);
    QFETCH(QString, encoding);
    QFETCH(QString, text);
    QFETCH(int, replaced);
    QFETCH(QString, where);
    const QString file = path(QStringLiteral("bad.txt"));
    QVERIFY(writeAll(file, bytes));
    ReadOptions options{encoding};
    const ReadResult refused = TextFile::read(file, options);
    QVERIFY(!refused.ok());
    QVERIFY(refused.error->badSequences);
    options.replaceBadSequences = true;
    const ReadResult read = TextFile::read(file, options);
    QVERIFY2(read.ok(), qPrintable(read.ok() ? QString() : read.error->message()));
    QCOMPARE(read.text, text);
    QCOMPARE(read.replacedSequences, replaced);
    QCOMPARE(read.text.at(read.firstReplaced), QChar::ReplacementCharacter);
    QVERIFY2(read.warning.contains(where), qPrintable(read.warning));
    // Unlike a file that is not there at all.
    const ReadResult missing = TextFile::read(path(QStringLiteral("missing.txt")), options);
    QVERIFY(!missing.ok());
    QVERIFY(!missing.error->badSequences);
}

// A GBK book with a Big5 chapter appended, Big5 passages of a line or a few inside it, or lines
// of UTF-8 after it: read as GB18030, the other part would be converted into nonsense and, in
// place, written back so. It is refused, naming the line where the encoding changes; forced, Big5
// is read with a warning.
void TestTextFile::mixedEncodingsAreRefused_data()
{
    QTest::addColumn<QString>("second");
    QTest::addColumn<int>("blockLines"); // 0: appended whole
    QTest::addColumn<int>("passageAt");  // a passage of blockLines lines there, from 1
    QTest::newRow("Big5 appended") << TextEncoding::Big5 << 0 << 0;
    QTest::newRow("UTF-8 appended") << TextEncoding::Utf8 << 0 << 0;
    for (const int lines : {30, 10, 3})
        QTest::addRow("Big5 in blocks of %d lines", lines) << TextEncoding::Big5 << lines << 0;
    for (const int at : {1, 11, 33, 51}) {
        for (const int lines : {1, 2, 3})
            QTest::addRow("%d line(s) of Big5 at line %d", lines, at)
                << TextEncoding::Big5 << lines << at;
    }
}

void TestTextFile::mixedEncodingsAreRefused()
{
    QFETCH(QString, second);
    QFETCH(int, blockLines);
    QFETCH(int, passageAt);
    const MixedText mixed = passageAt > 0    ? gbkWithBig5Passage(passageAt, blockLines)
                            : blockLines > 0 ? gbkWithBig5Blocks(blockLines)
                                             : gbkThenAppended(second);
    const QByteArray &bytes = mixed.bytes;
    const qsizetype boundary = mixed.firstChangedLine;
    const ReadResult read = TextFile::decode(bytes, QStringLiteral("mixed.txt"));
    QVERIFY(!read.ok());
    const QRegularExpressionMatch line =
        QRegularExpression(QStringLiteral("the encoding changes at line (\\d+)"))
            .match(read.error->message());
    QVERIFY2(line.hasMatch(), qPrintable(read.error->message()));
    QVERIFY2(line.captured(1).toInt() == boundary,
             qPrintable(QStringLiteral("%1 for %2").arg(line.captured(1)).arg(boundary)));
    if (second == TextEncoding::Big5)
        QVERIFY2(read.error->message().contains(QStringLiteral("as Big5, the rest as GB18030")),
                 qPrintable(read.error->message()));

    if (second == TextEncoding::Utf8)
        return; // forced, its bytes are bad GB18030, refused as such
    ReadOptions forced;
    forced.encoding = TextEncoding::Gb18030;
    const ReadResult anyway = TextFile::decode(bytes, QStringLiteral("mixed.txt"), forced);
    QVERIFY(anyway.ok());
    QVERIFY2(anyway.warning.contains(QStringLiteral("the encoding changes at line")),
             qPrintable(anyway.warning));
}

// Every test chapter, Simplified or Traditional, in GB18030 and in Big5, reads as one text: no
// stretch of it is taken for another encoding.
void TestTextFile::oneEncodingThroughoutIsRead_data()
{
    QTest::addColumn<QString>("chapter");
    QTest::addColumn<QString>("encoding");
    for (const QString &chapter : chapterFiles()) {
        for (const QString &encoding : {TextEncoding::Gb18030, TextEncoding::Big5})
            QTest::newRow(qPrintable(QFileInfo(chapter).fileName() + u' ' + encoding))
                << chapter << encoding;
    }
}

void TestTextFile::oneEncodingThroughoutIsRead()
{
    QFETCH(QString, chapter);
    QFETCH(QString, encoding);
    QString text;
    for (const QString &file : chapterFiles())
        text += representableIn(readUtf8(file), encoding);
    text = representableIn(readUtf8(chapter), encoding) + text;
    const ReadResult read = TextFile::decode(
        QByteArray(TextEncoding::encoder(encoding).encode(text)), QStringLiteral("x.txt"));
    QVERIFY2(read.ok(), read.ok() ? "" : qPrintable(read.error->message()));
    QCOMPARE(read.text, text);
}

// UTF-32 with its byte-order mark is UTF-32, not UTF-16 with NULs between the characters; saved
// as read, it is the same bytes.
void TestTextFile::utf32WithItsMarkIsRead()
{
    const QString text = QStringLiteral("头发𠀀很长。\n");
    for (const QString &encoding : {TextEncoding::Utf32LE, TextEncoding::Utf32BE}) {
        const QByteArray bytes = TextEncoding::byteOrderMark(encoding) +
                                 QByteArray(TextEncoding::encoder(encoding).encode(text));
        const ReadResult read = TextFile::decode(bytes, QStringLiteral("x.txt"));
        QVERIFY2(read.ok(), read.ok() ? "" : qPrintable(read.error->message()));
        QCOMPARE(read.text, text);
        QCOMPARE(read.format.encoding, encoding);
        QVERIFY(read.format.bom);
        QCOMPARE(TextFile::encode(read.text, read.format).pieces.join(), bytes);
    }
}

// The box drawing of standard Big5 (A2A4–A2A7) is written back there, not as the ETEN
// extension's duplicates (F9F9, F9E9–F9EB) that strict Big5 readers refuse.
void TestTextFile::big5BoxDrawingStaysStandard()
{
    const QByteArray bytes("\xA2\xA4\xA2\xA5\xA2\xA6\xA2\xA7\xA4\x40\n");
    ReadOptions big5;
    big5.encoding = TextEncoding::Big5;
    const ReadResult read = TextFile::decode(bytes, QStringLiteral("x.txt"), big5);
    QVERIFY(read.ok());
    QCOMPARE(read.text, QStringLiteral("═╞╪╡一\n"));
    QCOMPARE(TextFile::encode(read.text, read.format).pieces.join(), bytes);
}

// A text of several slices, encoded at once where each slice encodes alike (Unicode, one line
// ending) and one slice after another elsewhere (GB18030), is the bytes one encoder makes of it
// whole: a surrogate pair where a slice ends is not cut, line endings are written in every slice,
// a character that cannot be written in a later slice fails the whole.
void TestTextFile::longTextsEncodeAsInOnePiece()
{
    const QString chapter = readUtf8(chapterFile("000"));
    QString text;
    while (text.size() < 3 * 1024 * 1024)
        text += chapter;
    // A pair across the end of the first slice (1 << 20 units).
    text.insert((1 << 20) - 1, QStringLiteral("𠀀"));
    QVERIFY(text[(1 << 20) - 1].isHighSurrogate());
    QString crlf = text;
    crlf.replace(u'\n', QStringLiteral("\r\n"));
    struct Case {
        QString encoding;
        bool bom;
        LineBreaks breaks;
        QString written; // the text as its line endings write it
    };
    for (const Case &c : {Case{TextEncoding::Utf8, true, {LineEnding::CrLf, {}}, crlf},
                          Case{TextEncoding::Utf16LE, true, {LineEnding::Lf, {}}, text},
                          Case{TextEncoding::Gb18030, false, {LineEnding::CrLf, {}}, crlf}}) {
        TextFormat format;
        format.encoding = c.encoding;
        format.bom = c.bom;
        format.lineBreaks = c.breaks;
        const TextFile::EncodedText encoded = TextFile::encode(text, format);
        QVERIFY2(!encoded.error, qPrintable(c.encoding));
        QVERIFY(encoded.pieces.size() > 1);
        const QByteArray whole = (c.bom ? TextEncoding::byteOrderMark(c.encoding) : QByteArray()) +
                                 QByteArray(TextEncoding::encoder(c.encoding).encode(c.written));
        QCOMPARE(encoded.pieces.join(), whole);
    }
    // A lone surrogate in the last slice cannot be written in UTF-8: nothing is.
    QString broken = text;
    broken.insert(broken.size() - 10, QChar(0xD800));
    const TextFile::EncodedText refused = TextFile::encode(broken, TextFormat());
    QVERIFY(refused.error);
    QVERIFY(refused.pieces.isEmpty());
    // Written with such characters replaced, a lone one just before the pair at the end of the
    // first slice leaves the pair whole.
    QString lone = text;
    lone.insert((1 << 20) - 1, QChar(0xD800));
    WriteOptions replacing;
    replacing.replaceUnrepresentable = true;
    QCOMPARE(TextFile::encode(lone, TextFormat(), replacing).pieces.join(),
             QByteArray(TextEncoding::encoder(TextEncoding::Utf8).encode(lone)));
}

DUIZHAO_TEST_MAIN(TestTextFile)
#include "tst_textfile.moc"
