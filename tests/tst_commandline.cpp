// SPDX-License-Identifier: GPL-3.0-or-later
#include "cli/diffprinter.h"
#include "core/books/chapteredtext.h"
#include "core/books/epub/epubarchive.h"
#include "core/text/textencoding.h"
#include "epubtestsupport.h"
#include "testsupport.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QTemporaryDir>

#include <csignal>

#ifdef Q_OS_UNIX
#include <fcntl.h>
#include <poll.h>
#include <sys/stat.h>
#include <unistd.h>
#endif

using namespace duizhao;
using namespace duizhao::testing;

class TestCommandLine : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void init();
    void convertOneFile();
    void convertToStandardOutput();
    void convertFolder();
    void aTextInTheTargetScriptIsSaidSo();
    void neverOverwritesInputWithoutInPlace();
    void convertInPlace();
    void keepsEncodingAndLineEndings();
    void unrepresentableOutputFailsCleanly();
    void gbkIsWrittenAsItself();
    void usageErrors_data();
    void usageErrors();
    void missingFileNamesIt();
    void diffJsonUsesCodePoints();
    void diffStat();
    void diffTwoEditions();
    void diffTwoFilesPlain();
    void detect();
    void reviewJsonPointsAtTheSpans();
    void reviewJsonSaysWhatTheTextSays();
    void reviewTextListsLineAndColumn();
    void reviewTextListsTheRiskiest();
    void convertWithGlossaryAndQuotes();
    void quotesOnlyTowardsTraditional();
    void badGlossaryLinesStopTheConversion();
    void versionAndHelp();
    void interruptLeavesNothingHalfWritten();
    void aSignalEndsAJobThatCannotStop_data();
    void aSignalEndsAJobThatCannotStop();
    void noDisplayIsSaidSo();
    void fixLikelyOnlyWhenAsked();
    void reviewListsTheFixes();
    void convertAnEpub();
    void reviewAndDiffAnEpub();
    void aColouredDiffHeadsEachChapter();

private:
    std::unique_ptr<QTemporaryDir> m_dir;
    QString path(const QString &name) const { return m_dir->filePath(name); }
};

void TestCommandLine::init()
{
    m_dir = std::make_unique<QTemporaryDir>();
    QVERIFY(m_dir->isValid());
}

void TestCommandLine::convertOneFile()
{
    const Run run =
        runDuizhao({QStringLiteral("convert"), QStringLiteral("-c"), QStringLiteral("s2t"),
                    chapterFile("000"), QStringLiteral("-o"), path(QStringLiteral("out.txt"))});
    QCOMPARE(run.exitCode, 0);
    QCOMPARE(readAll(path(QStringLiteral("out.txt"))),
             runOpenccTool(QStringLiteral("s2t"), chapterFile("000")));

    // -o names a file, not folders to make: a folder that is not there is said so, and not made.
    const QString astray = path(QStringLiteral("no-such-folder/out.txt"));
    const Run nowhere =
        runDuizhao({QStringLiteral("convert"), QStringLiteral("-c"), QStringLiteral("s2t"),
                    chapterFile("000"), QStringLiteral("-o"), astray});
    QCOMPARE(nowhere.exitCode, 1);
    QVERIFY2(nowhere.err.contains(QStringLiteral(": cannot write it: no folder ")),
             qPrintable(nowhere.err));
    QVERIFY(!QFileInfo::exists(path(QStringLiteral("no-such-folder"))));
}

void TestCommandLine::convertToStandardOutput()
{
    const Run run = runDuizhao({QStringLiteral("convert"), QStringLiteral("-c"),
                                QStringLiteral("t2s"), chapterFile("002")});
    QCOMPARE(run.exitCode, 0);
    QCOMPARE(run.out, runOpenccTool(QStringLiteral("t2s"), chapterFile("002")));

    // Characters fonts may lack, only when asked, as OpenCC's own tool does.
    const QString rare = path(QStringLiteral("rare.txt"));
    QVERIFY(writeAll(rare, "㑮振聾發嘳\n"));
    const Run plain =
        runDuizhao({QStringLiteral("convert"), QStringLiteral("-c"), QStringLiteral("t2s"), rare});
    QCOMPARE(plain.exitCode, 0);
    QCOMPARE(QString::fromUtf8(plain.out), QStringLiteral("㑮振聋发嘳\n"));
    const Run asked =
        runDuizhao({QStringLiteral("convert"), QStringLiteral("--include-tofu-risk-dictionaries"),
                    QStringLiteral("-c"), QStringLiteral("t2s"), rare});
    QCOMPARE(asked.exitCode, 0);
    QCOMPARE(QString::fromUtf8(asked.out), QStringLiteral("𫝈振聋发𪡞\n"));
}

void TestCommandLine::convertFolder()
{
    // A book: chapters in a folder with a subfolder.
    QDir(m_dir->path()).mkpath(QStringLiteral("book/part2"));
    QVERIFY(QFile::copy(chapterFile("000"), path(QStringLiteral("book/001.txt"))));
    QVERIFY(QFile::copy(chapterFile("004"), path(QStringLiteral("book/part2/002.txt"))));
    QVERIFY(writeAll(path(QStringLiteral("book/notes.md")), "not a chapter"));
    const Run run = runDuizhao({QStringLiteral("convert"), QStringLiteral("-c"),
                                QStringLiteral("s2tw"), path(QStringLiteral("book")),
                                QStringLiteral("--output-dir"), path(QStringLiteral("out"))});
    QCOMPARE(run.exitCode, 0);
    QCOMPARE(readAll(path(QStringLiteral("out/001.txt"))),
             runOpenccTool(QStringLiteral("s2tw"), chapterFile("000")));
    QCOMPARE(readAll(path(QStringLiteral("out/part2/002.txt"))),
             runOpenccTool(QStringLiteral("s2tw"), chapterFile("004")));
    QVERIFY(!QFile::exists(path(QStringLiteral("out/notes.md"))));
}

// A chapter already in the script a conversion writes is converted as asked, and the run says
// so; a half-converted one, which the conversion finishes, and a Simplified one are not remarked.
void TestCommandLine::aTextInTheTargetScriptIsSaidSo()
{
    const QString said =
        QStringLiteral(" reads as Traditional already, the script s2t converts to; "
                       "it was converted anyway (t2s converts it to Simplified)");
    Run run = runDuizhao({QStringLiteral("convert"), QStringLiteral("-c"), QStringLiteral("s2t"),
                          chapterFile("002")});
    QCOMPARE(run.exitCode, 0);
    QVERIFY2(run.err.contains(chapterFile("002") + said), qPrintable(run.err));
    QVERIFY(QString::fromUtf8(run.out).contains(QStringLiteral("沈萬裏")));
    // The way back is the config's own: tw2s for s2tw.
    run = runDuizhao({QStringLiteral("convert"), QStringLiteral("-c"), QStringLiteral("s2tw"),
                      chapterFile("002")});
    QVERIFY2(run.err.contains(QStringLiteral("the script s2tw converts to; it was converted anyway "
                                             "(tw2s converts it to Simplified)")),
             qPrintable(run.err));
    for (const char *chapter : {"000", "003"}) {
        run = runDuizhao({QStringLiteral("convert"), QStringLiteral("-c"), QStringLiteral("s2t"),
                          chapterFile(chapter)});
        QCOMPARE(run.exitCode, 0);
        QVERIFY2(!run.err.contains(QStringLiteral("already")), qPrintable(run.err));
    }
    run = runDuizhao({QStringLiteral("convert"), QStringLiteral("-c"), QStringLiteral("t2s"),
                      chapterFile("000")});
    QVERIFY2(
        run.err.contains(QStringLiteral(" reads as Simplified already, the script t2s converts "
                                        "to; it was converted anyway (s2t converts it to "
                                        "Traditional)")),
        qPrintable(run.err));
    // Reviewed toward the script it is in, the same.
    run = runDuizhao({QStringLiteral("review"), QStringLiteral("-c"), QStringLiteral("t2s"),
                      chapterFile("000")});
    QCOMPARE(run.exitCode, 0);
    QVERIFY2(run.err.contains(QStringLiteral(" reads as Simplified already, the script t2s "
                                             "converts to: little is left to review (s2t converts "
                                             "it to Traditional)")),
             qPrintable(run.err));
    run = runDuizhao({QStringLiteral("review"), QStringLiteral("-c"), QStringLiteral("s2t"),
                      chapterFile("000")});
    QVERIFY2(!run.err.contains(QStringLiteral("already")), qPrintable(run.err));
    // A file read on a guess from two characters says so, as convert says it.
    QStringEncoder big5 = TextEncoding::encoder(TextEncoding::Big5);
    QVERIFY(writeAll(path(QStringLiteral("short.txt")), big5.encode(QStringLiteral("頭髮"))));
    run = runDuizhao({QStringLiteral("review"), QStringLiteral("-c"), QStringLiteral("t2s"),
                      path(QStringLiteral("short.txt"))});
    QVERIFY2(run.err.contains(QStringLiteral("short.txt: read as GB18030, a guess from only 2 Han "
                                             "characters: if the text reads wrongly, name its "
                                             "encoding (--from-encoding)")),
             qPrintable(run.err));
    // convert says how to name it too, and named, the text reads as written.
    run = runDuizhao({QStringLiteral("convert"), QStringLiteral("-c"), QStringLiteral("t2s"),
                      path(QStringLiteral("short.txt")), QStringLiteral("-o"),
                      path(QStringLiteral("short-s.txt"))});
    QVERIFY2(run.err.contains(QStringLiteral("name its encoding (--from-encoding)")),
             qPrintable(run.err));
    run = runDuizhao({QStringLiteral("convert"), QStringLiteral("-c"), QStringLiteral("t2s"),
                      QStringLiteral("--from-encoding"), QStringLiteral("big5"),
                      QStringLiteral("--to-encoding"), QStringLiteral("utf-8"),
                      path(QStringLiteral("short.txt")), QStringLiteral("-o"),
                      path(QStringLiteral("short-named.txt"))});
    QCOMPARE(run.exitCode, 0);
    QVERIFY2(!run.err.contains(QStringLiteral("guess")), qPrintable(run.err));
    QCOMPARE(readAll(path(QStringLiteral("short-named.txt"))), QStringLiteral("头发").toUtf8());
    // Named as OpenCC's tool takes it, the config is said by its name.
    run = runDuizhao({QStringLiteral("review"), QStringLiteral("-c"), QStringLiteral("t2s.json"),
                      chapterFile("000")});
    QVERIFY2(run.err.contains(QStringLiteral("the script t2s converts to: little is left to "
                                             "review (s2t converts it to Traditional)")),
             qPrintable(run.err));
    // Among a book's chapters, where the others are converted without a word.
    run = runDuizhao({QStringLiteral("convert"), QStringLiteral("-c"), QStringLiteral("s2t"),
                      QStringLiteral("--output-dir"), path(QStringLiteral("out")),
                      chapterFile("000"), chapterFile("002"), chapterFile("003")});
    QCOMPARE(run.exitCode, 0);
    QCOMPARE(run.err.count(QStringLiteral("already")), 1);
    QVERIFY2(run.err.contains(chapterFile("002") + said), qPrintable(run.err));
    // A folder's chapters, and their outputs, are named under the folders as they were given,
    // relative as a file is.
    QVERIFY(QDir().mkpath(path(QStringLiteral("book"))));
    const QString name = QFileInfo(chapterFile("002")).fileName();
    QVERIFY(QFile::copy(chapterFile("002"), path(QStringLiteral("book/")) + name));
    QVERIFY(!epub::writeZip(path(QStringLiteral("book/卷.epub")), epub::book(2, true)).isEmpty());
    const QString folder = QDir::current().relativeFilePath(path(QStringLiteral("book")));
    const QString outputs = QDir::current().relativeFilePath(path(QStringLiteral("out-book")));
    QVERIFY(QDir::isRelativePath(folder) && QDir::isRelativePath(outputs));
    run = runDuizhao({QStringLiteral("convert"), QStringLiteral("-c"), QStringLiteral("s2t"),
                      QStringLiteral("--output-dir"), outputs, folder});
    QCOMPARE(run.exitCode, 0);
    QVERIFY2(run.err.contains(QStringLiteral("duizhao: warning: ") + folder + u'/' + name + said),
             qPrintable(run.err));
    // Its two chapters, the navigation document and the package (title, language) are changed;
    // the style sheet and the cover are not.
    QVERIFY2(run.err.contains(QDir::toNativeSeparators(folder + QStringLiteral("/卷.epub")) +
                              QStringLiteral(": written to ") +
                              QDir::toNativeSeparators(outputs + QStringLiteral("/卷.epub")) +
                              QStringLiteral(" (4 documents changed)")),
             qPrintable(run.err));
    QVERIFY(QFileInfo::exists(path(QStringLiteral("out-book/")) + name));
}

void TestCommandLine::neverOverwritesInputWithoutInPlace()
{
    QVERIFY(QFile::copy(chapterFile("000"), path(QStringLiteral("chapter.txt"))));
    const QByteArray before = readAll(path(QStringLiteral("chapter.txt")));
    Run run = runDuizhao({QStringLiteral("convert"), QStringLiteral("-c"), QStringLiteral("s2t"),
                          path(QStringLiteral("chapter.txt")), QStringLiteral("--output-dir"),
                          m_dir->path()});
    QCOMPARE(run.exitCode, 1);
    QVERIFY2(run.err.contains(QStringLiteral("would overwrite the input")), qPrintable(run.err));
    run = runDuizhao({QStringLiteral("convert"), QStringLiteral("-c"), QStringLiteral("s2t"),
                      path(QStringLiteral("chapter.txt")), QStringLiteral("-o"),
                      path(QStringLiteral("./chapter.txt"))});
    QCOMPARE(run.exitCode, 1);
    QCOMPARE(readAll(path(QStringLiteral("chapter.txt"))), before);
}

void TestCommandLine::convertInPlace()
{
    QVERIFY(QFile::copy(chapterFile("000"), path(QStringLiteral("a.txt"))));
    QVERIFY(QFile::copy(chapterFile("004"), path(QStringLiteral("b.txt"))));
    QFile::setPermissions(path(QStringLiteral("a.txt")), QFile::ReadOwner | QFile::WriteOwner);
    QFile::setPermissions(path(QStringLiteral("b.txt")), QFile::ReadOwner | QFile::WriteOwner);
    const Run run = runDuizhao({QStringLiteral("convert"), QStringLiteral("-c"),
                                QStringLiteral("s2t"), QStringLiteral("--in-place"),
                                path(QStringLiteral("a.txt")), path(QStringLiteral("b.txt"))});
    QCOMPARE(run.exitCode, 0);
    QCOMPARE(readAll(path(QStringLiteral("a.txt"))),
             runOpenccTool(QStringLiteral("s2t"), chapterFile("000")));
    QCOMPARE(readAll(path(QStringLiteral("b.txt"))),
             runOpenccTool(QStringLiteral("s2t"), chapterFile("004")));
}

// GB18030 with CRLF in, GB18030 with CRLF out: what the opencc tool cannot read at all.
void TestCommandLine::keepsEncodingAndLineEndings()
{
    QString text = readUtf8(chapterFile("000"));
    text.replace(u'\n', QStringLiteral("\r\n"));
    QStringEncoder encoder = TextEncoding::encoder(TextEncoding::Gb18030);
    QVERIFY(writeAll(path(QStringLiteral("gb.txt")), encoder.encode(text)));
    const Run run = runDuizhao({QStringLiteral("convert"), QStringLiteral("-c"),
                                QStringLiteral("s2t"), path(QStringLiteral("gb.txt")),
                                QStringLiteral("-o"), path(QStringLiteral("out.txt"))});
    QCOMPARE(run.exitCode, 0);
    QString expected = QString::fromUtf8(runOpenccTool(QStringLiteral("s2t"), chapterFile("000")));
    expected.replace(u'\n', QStringLiteral("\r\n"));
    QStringDecoder decoder = TextEncoding::decoder(TextEncoding::Gb18030);
    QCOMPARE(decoder.decode(readAll(path(QStringLiteral("out.txt")))), expected);
    QVERIFY(!decoder.hasError());

    const Run utf8 = runDuizhao({QStringLiteral("convert"), QStringLiteral("-c"),
                                 QStringLiteral("s2t"), path(QStringLiteral("gb.txt")),
                                 QStringLiteral("--to-encoding"), QStringLiteral("utf-8-bom"),
                                 QStringLiteral("--line-endings"), QStringLiteral("lf")});
    QCOMPARE(utf8.exitCode, 0);
    QCOMPARE(utf8.out,
             QByteArray("\xEF\xBB\xBF") + runOpenccTool(QStringLiteral("s2t"), chapterFile("000")));
}

// GB18030 reads GBK, but a reader asking for GBK cannot read GB18030's four-byte characters (𠀀
// is 95 32 82 36 there): GBK is written as itself. Read, it is GB18030, which reads those too.
void TestCommandLine::gbkIsWrittenAsItself()
{
    QVERIFY(writeAll(path(QStringLiteral("price.txt")), "头发——€\n"));
    const Run gbk =
        runDuizhao({QStringLiteral("convert"), QStringLiteral("-c"), QStringLiteral("s2t"),
                    path(QStringLiteral("price.txt")), QStringLiteral("--to-encoding"),
                    QStringLiteral("gbk"), QStringLiteral("-o"), path(QStringLiteral("gbk.txt"))});
    QCOMPARE(gbk.exitCode, 0);
    QCOMPARE(readAll(path(QStringLiteral("gbk.txt"))),
             QByteArray("\xEE\x5E\xF3\x8C\xA1\xAA\xA1\xAA\xA2\xE3\n"));
    // As GB18030 writes every one of them, € among them: read back as GBK, it is the same text.
    const Run back = runDuizhao({QStringLiteral("convert"), QStringLiteral("-c"),
                                 QStringLiteral("t2s"), path(QStringLiteral("gbk.txt")),
                                 QStringLiteral("--from-encoding"), QStringLiteral("gbk"),
                                 QStringLiteral("--to-encoding"), QStringLiteral("utf-8")});
    QCOMPARE(back.exitCode, 0);
    QCOMPARE(QString::fromUtf8(back.out), QStringLiteral("头发——€\n"));

    QVERIFY(writeAll(path(QStringLiteral("rare.txt")), "头发\xF0\xA0\x80\x80\n")); // 𠀀
    const Run rare = runDuizhao({QStringLiteral("convert"), QStringLiteral("-c"),
                                 QStringLiteral("s2t"), path(QStringLiteral("rare.txt")),
                                 QStringLiteral("--to-encoding"), QStringLiteral("gbk"),
                                 QStringLiteral("-o"), path(QStringLiteral("rare-gbk.txt"))});
    QCOMPARE(rare.exitCode, 1);
    QVERIFY2(rare.err.contains(QStringLiteral("GBK cannot represent 1 of the characters: 𠀀 "
                                              "(U+20000) at line 1, column 3")),
             qPrintable(rare.err));
    QVERIFY(!QFile::exists(path(QStringLiteral("rare-gbk.txt"))));

    // Read as GBK, a GB18030 file is read whole.
    QVERIFY(writeAll(path(QStringLiteral("gb18030.txt")), "\xCD\xB7\x95\x32\x82\x36\n"));
    const Run read = runDuizhao({QStringLiteral("convert"), QStringLiteral("-c"),
                                 QStringLiteral("s2t"), path(QStringLiteral("gb18030.txt")),
                                 QStringLiteral("--from-encoding"), QStringLiteral("gbk"),
                                 QStringLiteral("--to-encoding"), QStringLiteral("utf-8")});
    QCOMPARE(read.exitCode, 0);
    QCOMPARE(QString::fromUtf8(read.out), QStringLiteral("頭\U00020000\n"));
}

void TestCommandLine::unrepresentableOutputFailsCleanly()
{
    QVERIFY(writeAll(path(QStringLiteral("in.txt")), "“嗻，奴才遵令。”\n"));
    const Run run =
        runDuizhao({QStringLiteral("convert"), QStringLiteral("-c"), QStringLiteral("s2t"),
                    path(QStringLiteral("in.txt")), QStringLiteral("--to-encoding"),
                    QStringLiteral("big5"), QStringLiteral("-o"), path(QStringLiteral("out.txt"))});
    QCOMPARE(run.exitCode, 1);
    QVERIFY2(run.err.contains(QStringLiteral("嗻 (U+55FB) at line 1, column 2")),
             qPrintable(run.err));
    QVERIFY(!QFile::exists(path(QStringLiteral("out.txt"))));

    // To standard output the same: the characters are named, nothing is printed.
    const Run toStdout = runDuizhao({QStringLiteral("convert"), QStringLiteral("-c"),
                                     QStringLiteral("s2t"), path(QStringLiteral("in.txt")),
                                     QStringLiteral("--to-encoding"), QStringLiteral("big5")});
    QCOMPARE(toStdout.exitCode, 1);
    QVERIFY2(toStdout.err.contains(QStringLiteral("嗻 (U+55FB) at line 1, column 2")),
             qPrintable(toStdout.err));
    QVERIFY(toStdout.out.isEmpty());
    // The advice, and the options that follow it.
    const QString options =
        QStringLiteral(" (--to-encoding chooses the encoding written, --replace-unrepresentable "
                       "writes ? for what does not fit)\n");
    // No Big5 has 嗻, whatever converts it: another encoding is the way.
    QVERIFY2(toStdout.err.endsWith(
                 QStringLiteral("; write UTF-8 or GB18030, which hold every character") + options),
             qPrintable(toStdout.err));
    // OpenCC's standard 着, which Taiwan's forms write 著, in Big5: a Taiwan config is one way.
    QVERIFY(writeAll(path(QStringLiteral("standard.txt")), "他看着我。\n"));
    const Run standard = runDuizhao({QStringLiteral("convert"), QStringLiteral("-c"),
                                     QStringLiteral("s2t"), path(QStringLiteral("standard.txt")),
                                     QStringLiteral("--to-encoding"), QStringLiteral("big5")});
    QCOMPARE(standard.exitCode, 1);
    QVERIFY2(standard.err.endsWith(
                 QStringLiteral("; convert with a Taiwan config (s2tw, s2twp) or write UTF-8") +
                 options),
             qPrintable(standard.err));

    // Where Taiwan's forms fit all but a few, a Taiwan config is one way still, and the few are
    // named.
    QVERIFY(writeAll(path(QStringLiteral("most.txt")), "他看着我。“嗻。”\n"));
    const Run most = runDuizhao({QStringLiteral("convert"), QStringLiteral("-c"),
                                 QStringLiteral("s2t"), path(QStringLiteral("most.txt")),
                                 QStringLiteral("--to-encoding"), QStringLiteral("big5")});
    QCOMPARE(most.exitCode, 1);
    QVERIFY2(most.err.endsWith(QStringLiteral("; convert with a Taiwan config (s2tw, s2twp), whose "
                                              "forms Big5 holds but for 嗻, or write UTF-8") +
                               options),
             qPrintable(most.err));

    // A Taiwan config already, or characters no Big5 has (an emoji): another encoding is the way.
    QVERIFY(writeAll(path(QStringLiteral("emoji.txt")), "头发😀\n"));
    const Run taiwan = runDuizhao({QStringLiteral("convert"), QStringLiteral("-c"),
                                   QStringLiteral("s2tw"), path(QStringLiteral("emoji.txt")),
                                   QStringLiteral("--to-encoding"), QStringLiteral("big5")});
    QCOMPARE(taiwan.exitCode, 1);
    QVERIFY2(taiwan.err.contains(QStringLiteral("😀 (U+1F600)")), qPrintable(taiwan.err));
    QVERIFY2(taiwan.err.endsWith(
                 QStringLiteral("; write UTF-8 or GB18030, which hold every character") + options),
             qPrintable(taiwan.err));
    // Big5-HKSCS holds Big5: what Taiwan's forms leave out of it, Hong Kong's would not put in.
    const Run hongKong =
        runDuizhao({QStringLiteral("convert"), QStringLiteral("-c"), QStringLiteral("s2tw"),
                    path(QStringLiteral("emoji.txt")), QStringLiteral("--to-encoding"),
                    QStringLiteral("big5-hkscs")});
    QCOMPARE(hongKong.exitCode, 1);
    QVERIFY2(hongKong.err.endsWith(
                 QStringLiteral("; write UTF-8 or GB18030, which hold every character") + options),
             qPrintable(hongKong.err));

    // Simplified text has no Big5 config to advise: another encoding is the way.
    const Run simplified =
        runDuizhao({QStringLiteral("convert"), QStringLiteral("-c"), QStringLiteral("t2s"),
                    chapterFile("002"), QStringLiteral("--to-encoding"), QStringLiteral("big5")});
    QCOMPARE(simplified.exitCode, 1);
    QVERIFY2(simplified.err.endsWith(
                 QStringLiteral("; write UTF-8 or GB18030, which hold every character") + options),
             qPrintable(simplified.err));
    // A Big5 file converted to Simplified is written in Big5 unless told otherwise: refused, with
    // the option that writes it.
    QVERIFY(writeAll(path(QStringLiteral("big5.txt")),
                     TextEncoding::encoder(TextEncoding::Big5).encode(u"這裡的頭髮很長。\n")));
    const Run big5 = runDuizhao({QStringLiteral("convert"), QStringLiteral("-c"),
                                 QStringLiteral("t2s"), path(QStringLiteral("big5.txt"))});
    QCOMPARE(big5.exitCode, 1);
    QVERIFY2(big5.err.contains(QStringLiteral("Big5 cannot represent 4 of the characters")),
             qPrintable(big5.err));
    QVERIFY2(big5.err.endsWith(
                 QStringLiteral("; write UTF-8 or GB18030, which hold every character") + options),
             qPrintable(big5.err));
    const Run asked = runDuizhao({QStringLiteral("convert"), QStringLiteral("-c"),
                                  QStringLiteral("t2s"), path(QStringLiteral("big5.txt")),
                                  QStringLiteral("--to-encoding"), QStringLiteral("utf-8")});
    QCOMPARE(asked.exitCode, 0);
    QCOMPARE(asked.out, QStringLiteral("这里的头发很长。\n").toUtf8());
}

void TestCommandLine::usageErrors_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<QString>("message");
    const QString file = chapterFile("000");
    QTest::newRow("no config") << QStringList{QStringLiteral("convert"), file}
                               << QStringLiteral("needs a config");
    QTest::newRow("empty config") << QStringList{QStringLiteral("convert"), QStringLiteral("-c"),
                                                 QString(), file}
                                  << QStringLiteral("convert needs a config: -c s2t");
    QTest::newRow("empty config, diff")
        << QStringList{QStringLiteral("diff"), QStringLiteral("-c"), QString(), file}
        << QStringLiteral("diff with one file needs a config");
    QTest::newRow("unknown option")
        << QStringList{QStringLiteral("convert"), QStringLiteral("--frobnicate")}
        << QStringLiteral("frobnicate");
    // A folder by its trailing slash, there or not.
    QTest::newRow("-o a folder") << QStringList{QStringLiteral("convert"),
                                                QStringLiteral("-c"),
                                                QStringLiteral("s2t"),
                                                file,
                                                QStringLiteral("-o"),
                                                QStringLiteral("no-such-folder/")}
                                 << QStringLiteral("-o names a file, and no-such-folder/ names a "
                                                   "folder; use --output-dir");
    // Wrong usage is said as such, before a folder -o names is found missing.
    QTest::newRow("-o nowhere, and --in-place")
        << QStringList{QStringLiteral("convert"),   QStringLiteral("-c"),
                       QStringLiteral("s2t"),       file,
                       QStringLiteral("-o"),        QStringLiteral("no-such-folder/x.txt"),
                       QStringLiteral("--in-place")}
        << QStringLiteral("exclude each other");
    QTest::newRow("-o with two files") << QStringList{QStringLiteral("convert"),
                                                      QStringLiteral("-c"),
                                                      QStringLiteral("s2t"),
                                                      file,
                                                      file,
                                                      QStringLiteral("-o"),
                                                      QStringLiteral("x.txt")}
                                       << QStringLiteral("-o takes one input file");
    QTest::newRow("several files, nowhere to write")
        << QStringList{QStringLiteral("convert"), QStringLiteral("-c"), QStringLiteral("s2t"), file,
                       file}
        << QStringLiteral("several inputs need --output-dir or --in-place");
    QTest::newRow("a folder, nowhere to write")
        << QStringList{QStringLiteral("convert"), QStringLiteral("-c"), QStringLiteral("s2t"),
                       chaptersDir()}
        << QStringLiteral("a folder's files need --output-dir or --in-place");
    QTest::newRow("unknown encoding")
        << QStringList{QStringLiteral("convert"), QStringLiteral("-c"),
                       QStringLiteral("s2t"),     QStringLiteral("--to-encoding"),
                       QStringLiteral("klingon"), file}
        << QStringLiteral("unknown encoding 'klingon'");
    QTest::newRow("diff one file without config")
        << QStringList{QStringLiteral("diff"), file} << QStringLiteral("needs a config");
    QTest::newRow("normalize with one file")
        << QStringList{QStringLiteral("diff"),        QStringLiteral("-c"),  QStringLiteral("s2t"),
                       QStringLiteral("--normalize"), QStringLiteral("s2t"), file}
        << QStringLiteral("--normalize compares two files");
    QTest::newRow("normalize-both alone")
        << QStringList{QStringLiteral("diff"), QStringLiteral("--normalize-both"), file, file}
        << QStringLiteral("needs --normalize");
    QTest::newRow("risk that is no number")
        << QStringList{QStringLiteral("review"), QStringLiteral("--min-risk"),
                       QStringLiteral("NaN"), file}
        << QStringLiteral("--min-risk takes a number from 0 to 1");
    QTest::newRow("-o without a name")
        << QStringList{QStringLiteral("convert"), QStringLiteral("-c"),
                       QStringLiteral("s2t"),     file,
                       QStringLiteral("-o"),      QString()}
        << QStringLiteral("-o needs a file name");
    QTest::newRow("-o naming a folder")
        << QStringList{QStringLiteral("convert"), QStringLiteral("-c"),
                       QStringLiteral("s2t"),     file,
                       QStringLiteral("-o"),      QStringLiteral("newdir/")}
        << QStringLiteral("use --output-dir for a folder");
    QTest::newRow("--output-dir naming a file")
        << QStringList{QStringLiteral("convert"),      QStringLiteral("-c"),
                       QStringLiteral("s2t"),          file,
                       QStringLiteral("--output-dir"), file}
        << QStringLiteral("is a file, not a folder");
    // A mistyped config is bad usage; one that exists but cannot load is a processing error.
    QTest::newRow("unknown config")
        << QStringList{QStringLiteral("convert"), QStringLiteral("-c"), QStringLiteral("s2x"), file}
        << QStringLiteral("OpenCC config s2x");
    QTest::newRow("unknown config, diff")
        << QStringList{QStringLiteral("diff"), QStringLiteral("-c"), QStringLiteral("s2x"), file}
        << QStringLiteral("not found; available: s2t");
    QTest::newRow("unknown config, normalize")
        << QStringList{QStringLiteral("diff"), QStringLiteral("--normalize"), QStringLiteral("t2x"),
                       file, file}
        << QStringLiteral("OpenCC config t2x");
    QTest::newRow("unknown config, review")
        << QStringList{QStringLiteral("review"), QStringLiteral("-c"), QStringLiteral("s2x"), file}
        << QStringLiteral("OpenCC config s2x");
    QTest::newRow("standard input")
        << QStringList{QStringLiteral("convert"), QStringLiteral("-c"), QStringLiteral("s2t"),
                       QStringLiteral("-")}
        << QStringLiteral("'-' would be standard input, which is not read: name a file");
    QTest::newRow("standard input, review")
        << QStringList{QStringLiteral("review"), QStringLiteral("-")}
        << QStringLiteral("'-' would be standard input");
    QTest::newRow("three files for the window")
        << QStringList{QStringLiteral("a.txt"), QStringLiteral("b.txt"), QStringLiteral("c.txt")}
        << QStringLiteral("unknown command");
}

void TestCommandLine::usageErrors()
{
    QFETCH(QStringList, arguments);
    QFETCH(QString, message);
    const Run run = runDuizhao(arguments);
    QCOMPARE(run.exitCode, 2);
    QVERIFY2(run.err.contains(message), qPrintable(run.err));
    QVERIFY(!QFileInfo::exists(QStringLiteral("newdir"))); // nothing made on the way
    // The help pointed to, where one is (a config not found lists the configs instead), is the
    // command's own.
    const QString command = arguments.constFirst();
    const bool known = QStringList{QStringLiteral("convert"), QStringLiteral("diff"),
                                   QStringLiteral("review"), QStringLiteral("detect")}
                           .contains(command);
    const QString help =
        known ? QStringLiteral("duizhao %1 --help").arg(command) : QStringLiteral("duizhao --help");
    const bool listsConfigs = run.err.startsWith(QStringLiteral("duizhao: OpenCC config ")) &&
                              run.err.contains(QStringLiteral("not found; available:"));
    QVERIFY2(listsConfigs ||
                 run.err.contains(QStringLiteral("Try '%1' for more information.").arg(help)),
             qPrintable(run.err));
}

void TestCommandLine::missingFileNamesIt()
{
    const Run run = runDuizhao({QStringLiteral("convert"), QStringLiteral("-c"),
                                QStringLiteral("s2t"), path(QStringLiteral("nope.txt"))});
    QCOMPARE(run.exitCode, 1);
    QVERIFY2(run.err.contains(shownPath(path(QStringLiteral("nope.txt"))) +
                              QStringLiteral(": the file does not exist")),
             qPrintable(run.err));
    // A folder without a text or a book is named.
    QVERIFY(QDir().mkpath(path(QStringLiteral("empty"))));
    const Run empty = runDuizhao({QStringLiteral("convert"), QStringLiteral("-c"),
                                  QStringLiteral("s2t"), path(QStringLiteral("empty"))});
    QCOMPARE(empty.exitCode, 2);
    QVERIFY2(empty.err.contains(QStringLiteral("no .txt or .epub file in ") +
                                path(QStringLiteral("empty"))),
             qPrintable(empty.err));
}

void TestCommandLine::diffJsonUsesCodePoints()
{
    // 𠀀 takes two UTF-16 units; the offsets after it must count it as one.
    QVERIFY(writeAll(path(QStringLiteral("a.txt")), "𠀀头发\n"));
    const Run run = runDuizhao({QStringLiteral("diff"), QStringLiteral("-c"), QStringLiteral("s2t"),
                                path(QStringLiteral("a.txt")), QStringLiteral("--json")});
    QCOMPARE(run.exitCode, 0);
    const QJsonObject root = QJsonDocument::fromJson(run.out).object();
    QCOMPARE(root.value(QStringLiteral("a")).toString(), path(QStringLiteral("a.txt")));
    QVERIFY(root.value(QStringLiteral("b")).isNull());
    QCOMPARE(root.value(QStringLiteral("config")).toString(), QStringLiteral("s2t"));
    const QJsonArray changes = root.value(QStringLiteral("changes")).toArray();
    QCOMPARE(changes.size(), 2);
    QCOMPARE(changes[0].toObject().value(QStringLiteral("a")).toArray(), (QJsonArray{1, 1}));
    QCOMPARE(changes[1].toObject().value(QStringLiteral("b")).toArray(), (QJsonArray{2, 1}));
    const QJsonObject stats = root.value(QStringLiteral("stats")).toObject();
    QCOMPARE(stats.value(QStringLiteral("changes")).toInt(), 2);
    QCOMPARE(stats.value(QStringLiteral("a_chars_changed")).toInt(), 2);
    QCOMPARE(stats.value(QStringLiteral("lines_changed")).toInt(), 1);
}

void TestCommandLine::diffTwoEditions()
{
    // Chapter 001 is another converter's edition of 000 (see tst_comparison for the 53 places).
    const QStringList editions{chapterFile("000"), chapterFile("001")};
    const QStringList options{QStringLiteral("diff"), QStringLiteral("--normalize"),
                              QStringLiteral("s2t"), QStringLiteral("--ignore-blank-lines"),
                              QStringLiteral("--stat")};
    Run run = runDuizhao(options + editions);
    QCOMPARE(run.exitCode, 0);
    QCOMPARE(run.out, QByteArray("changes: 53\na_chars_changed: 52\nb_chars_changed: 53\n"
                                 "lines_changed: 31\n"));
    // Shown, a change is shown as compared, in one script: 000's 里, which s2t writes 裏 there,
    // against the edition's 裡, not 里 against 裡; a character both scripts write alike (娘, which
    // s2t may write 孃) would otherwise read as changed into itself.
    run = runDuizhao({QStringLiteral("diff"), QStringLiteral("--normalize"), QStringLiteral("s2t"),
                      QStringLiteral("--ignore-blank-lines"), chapterFile("000"),
                      chapterFile("001")});
    QCOMPARE(run.exitCode, 0);
    const QString shown = QString::fromUtf8(run.out);
    QVERIFY2(shown.contains(QStringLiteral("[-裏-]{+裡+}")), qPrintable(shown));
    QVERIFY2(!shown.contains(QStringLiteral("[-里-]")), qPrintable(shown));
    // Converting the edition too hides where it agrees with OpenCC once converted (麽 → 麼, 2),
    // but s2t also turns the edition's 沈萬里 into 沈萬裏 (15): 53 - 2 + 15 = 66 changes.
    run = runDuizhao(options + QStringList{QStringLiteral("--normalize-both")} + editions);
    QCOMPARE(run.exitCode, 0);
    QVERIFY2(run.out.startsWith("changes: 66\n"), run.out.constData());
    // Without normalizing, every Simplified character differs from its Traditional form.
    run = runDuizhao({QStringLiteral("diff"), QStringLiteral("--ignore-blank-lines"),
                      QStringLiteral("--ignore-punctuation"), QStringLiteral("--json"),
                      chapterFile("000"), chapterFile("001")});
    QCOMPARE(run.exitCode, 0);
    const QJsonObject root = QJsonDocument::fromJson(run.out).object();
    QVERIFY(root.value(QStringLiteral("changes")).toArray().size() > 415);
    // Which it says, with the config that brings 000 closest to the edition (its 裡 is Taiwan's).
    QVERIFY2(run.err.contains(chapterFile("000") + QStringLiteral(" is Simplified and ") +
                              chapterFile("001") +
                              QStringLiteral(" is Traditional: they differ wherever a conversion "
                                             "changes a character; --normalize s2tw compares "
                                             "them in one script")),
             qPrintable(run.err));
    // Normalized, or in one script, there is nothing to say; normalized towards the script the
    // first is in already, that.
    run = runDuizhao(options + editions);
    QVERIFY2(!run.err.contains(QStringLiteral("--normalize")), qPrintable(run.err));
    run = runDuizhao({QStringLiteral("diff"), QStringLiteral("--normalize"), QStringLiteral("t2s"),
                      QStringLiteral("--stat"), chapterFile("000"), chapterFile("001")});
    QCOMPARE(run.exitCode, 0);
    QVERIFY2(run.err.contains(chapterFile("000") +
                              QStringLiteral(" reads as Simplified already, the script --normalize "
                                             "t2s converts it to: it changes little (--normalize "
                                             "s2t converts it to Traditional)")),
             qPrintable(run.err));
    run = runDuizhao({QStringLiteral("diff"), chapterFile("000"), chapterFile("004")});
    QCOMPARE(run.exitCode, 0);
    QVERIFY2(run.err.isEmpty(), qPrintable(run.err));
}

void TestCommandLine::diffStat()
{
    const Run run = runDuizhao({QStringLiteral("diff"), QStringLiteral("-c"), QStringLiteral("s2t"),
                                chapterFile("000"), QStringLiteral("--stat")});
    QCOMPARE(run.exitCode, 0);
    QCOMPARE(run.out, QByteArray("changes: 415\na_chars_changed: 415\nb_chars_changed: 415\n"
                                 "lines_changed: 41\n"));
}

void TestCommandLine::diffTwoFilesPlain()
{
    QVERIFY(writeAll(path(QStringLiteral("a.txt")), "一只猫\n然后\n"));
    QVERIFY(writeAll(path(QStringLiteral("b.txt")), "一隻猫\n然後\n"));
    const Run run = runDuizhao(
        {QStringLiteral("diff"), path(QStringLiteral("a.txt")), path(QStringLiteral("b.txt"))});
    QCOMPARE(run.exitCode, 0);
    QCOMPARE(QString::fromUtf8(run.out),
             QStringLiteral("1: 一[-只-]{+隻+}猫\n2: 然[-后-]{+後+}\n"));
    // A blank line added before a changed character is shown apart from the change, as before
    // an unchanged one.
    QVERIFY(writeAll(path(QStringLiteral("c.txt")), "一只猫\n\n後来\n"));
    QVERIFY(writeAll(path(QStringLiteral("d.txt")), "一只猫\n后来\n"));
    const Run blank = runDuizhao(
        {QStringLiteral("diff"), path(QStringLiteral("d.txt")), path(QStringLiteral("c.txt"))});
    QCOMPARE(blank.exitCode, 0);
    QCOMPARE(QString::fromUtf8(blank.out), QStringLiteral("2: {+\n+}[-后-]{+後+}来\n"));
    // So is one added after it.
    QVERIFY(writeAll(path(QStringLiteral("e.txt")), "一只猫\n後\n\n来\n"));
    const Run after = runDuizhao(
        {QStringLiteral("diff"), path(QStringLiteral("d.txt")), path(QStringLiteral("e.txt"))});
    QCOMPARE(after.exitCode, 0);
    QCOMPARE(QString::fromUtf8(after.out), QStringLiteral("2: [-后-]{+後+}{+\n\n+}来\n"));
}

void TestCommandLine::detect()
{
    const Run run = runDuizhao({QStringLiteral("detect"), chapterFile("003"), chapterFile("000")});
    QCOMPARE(run.exitCode, 0);
    const QString out = QString::fromUtf8(run.out);
    QVERIFY2(out.contains(QStringLiteral("script: mixed")), qPrintable(out));
    QVERIFY2(out.contains(QStringLiteral("script: Simplified")), qPrintable(out));
    QVERIFY2(out.contains(QStringLiteral("encoding: UTF-8")), qPrintable(out));
    QVERIFY2(out.contains(QStringLiteral("line endings: LF")), qPrintable(out));

    // A file without a line break has no line endings to tell, nor an empty one.
    QVERIFY(writeAll(path(QStringLiteral("one line.txt")), QByteArray("头发很长。")));
    QVERIFY(writeAll(path(QStringLiteral("empty.txt")), QByteArray()));
    const Run lineless = runDuizhao({QStringLiteral("detect"), path(QStringLiteral("one line.txt")),
                                     path(QStringLiteral("empty.txt"))});
    QCOMPARE(lineless.exitCode, 0);
    const QString unbroken = QString::fromUtf8(lineless.out);
    QCOMPARE(unbroken.count(QStringLiteral("line endings: none (no line break)")), 2);
    QVERIFY2(!unbroken.contains(QStringLiteral("line endings: LF")), qPrintable(unbroken));

    // A long text is judged by its beginning, and its count of Han characters says so.
    const QByteArray chapter = readAll(chapterFile("000"));
    QVERIFY(writeAll(path(QStringLiteral("long.txt")), chapter.repeated(150)));
    const Run onLong = runDuizhao(
        {QStringLiteral("detect"), path(QStringLiteral("long.txt")), chapterFile("000")});
    QCOMPARE(onLong.exitCode, 0);
    const QString longOut = QString::fromUtf8(onLong.out);
    QCOMPARE(longOut.count(QStringLiteral(" in the first 200000 characters")), 1);
    QVERIFY2(longOut.contains(QRegularExpression(QStringLiteral("han characters: \\d+\n"))),
             qPrintable(longOut)); // the chapter, examined whole

    // A book is told by its chapters, read as its reader reads them.
    const QString book = writeZip(path(QStringLiteral("书.epub")), epub::book(3, true));
    const Run onBook = runDuizhao({QStringLiteral("detect"), book});
    QCOMPARE(onBook.exitCode, 0);
    const QString told = QString::fromUtf8(onBook.out);
    QVERIFY2(told.contains(QStringLiteral("book: EPUB, 3 chapters")), qPrintable(told));
    QVERIFY2(told.contains(QStringLiteral("script: Simplified")), qPrintable(told));
    QVERIFY2(told.contains(QStringLiteral("suggested config: s2t")), qPrintable(told));
    // A chapter that does not read is named, and the book told by the others.
    const QString broken = writeZip(path(QStringLiteral("破.epub")),
                                    epub::bookWithChapter(3, 2, QStringLiteral("<p>头发</b>")));
    const Run onBroken = runDuizhao({QStringLiteral("detect"), broken});
    QCOMPARE(onBroken.exitCode, 0);
    const QString brokenTold = QString::fromUtf8(onBroken.out);
    QVERIFY2(
        brokenTold.contains(QStringLiteral("book: EPUB, 3 chapters, 1 of which does not read")),
        qPrintable(brokenTold));
    QVERIFY2(brokenTold.contains(QStringLiteral("script: Simplified")), qPrintable(brokenTold));
    QVERIFY2(onBroken.err.contains(QStringLiteral("破.epub: OEBPS/Text/章2.xhtml, line 2: ")),
             qPrintable(onBroken.err));
    QVERIFY2(onBroken.err.contains(QStringLiteral("(left out of what is told)")),
             qPrintable(onBroken.err));
    // No chapter that reads: nothing to tell, a failure.
    const QString unreadable = writeZip(path(QStringLiteral("全破.epub")),
                                        epub::bookWithChapter(1, 1, QStringLiteral("<p>头发</b>")));
    const Run onUnreadable = runDuizhao({QStringLiteral("detect"), unreadable});
    QCOMPARE(onUnreadable.exitCode, 1);
    QVERIFY2(onUnreadable.err.contains(QStringLiteral("章1.xhtml, line 2")),
             qPrintable(onUnreadable.err));
}

void TestCommandLine::reviewJsonPointsAtTheSpans()
{
    // A line with a surrogate pair before the spans, so code points and UTF-16 differ.
    const QString text = QStringLiteral("𠀀粉丝发布了新歌。\n美国的士兵一只只，走过公里。\n");
    QVERIFY(writeAll(path(QStringLiteral("chapter.txt")), text.toUtf8()));
    const Run run =
        runDuizhao({QStringLiteral("review"), QStringLiteral("-c"), QStringLiteral("s2twp"),
                    QStringLiteral("--json"), path(QStringLiteral("chapter.txt"))});
    QCOMPARE(run.exitCode, 0);
    const QJsonObject root = QJsonDocument::fromJson(run.out).object();
    QCOMPARE(root.value(QStringLiteral("config")).toString(), QStringLiteral("s2twp"));
    QCOMPARE(root.value(QStringLiteral("file")).toString(), path(QStringLiteral("chapter.txt")));
    const QList<uint> codePoints = text.toUcs4();
    QStringList seen;
    for (const QJsonValue value : root.value(QStringLiteral("spans")).toArray()) {
        const QJsonObject span = value.toObject();
        const qsizetype offset = span.value(QStringLiteral("offset")).toInteger();
        const qsizetype length = span.value(QStringLiteral("length")).toInteger();
        const QList<uint> covered = codePoints.mid(offset, length);
        QCOMPARE(QString::fromUcs4(reinterpret_cast<const char32_t *>(covered.constData()),
                                   covered.size()),
                 span.value(QStringLiteral("source")).toString());
        seen << QStringLiteral("%1:%2 %3→%4 %5 %6")
                    .arg(span.value(QStringLiteral("line")).toInt())
                    .arg(span.value(QStringLiteral("column")).toInt())
                    .arg(span.value(QStringLiteral("source")).toString(),
                         span.value(QStringLiteral("result")).toString(),
                         span.value(QStringLiteral("category")).toString(),
                         span.value(QStringLiteral("decided_by")).toString());
    }
    // The bundled data's phrases: OpenCC 1.4's union of STPhrases and the phrases generated from
    // the regional ones, merged into one dictionary.
    const QString phrases = QStringLiteral("STPhrases+STPhrases_GeneratedFromRegionalPhrases");
    QCOMPARE(seen, QStringList({
                       QStringLiteral("1:4 发→髮 phrase ") + phrases,
                       QStringLiteral("1:5 布→布 ambiguous STCharacters"),
                       QStringLiteral("1:6 了→了 ambiguous STCharacters"),
                       QStringLiteral("2:3 的士→計程車 vocabulary TWPhrases"),
                       QStringLiteral("2:7 只→隻 phrase ") + phrases,
                       QStringLiteral("2:8 只→只 ambiguous STCharacters"),
                       QStringLiteral("2:13 里→里 phrase ") + phrases,
                   }));
    // Every span has a risk; the contested one says by what, in text order all the same.
    const QJsonArray spans = root.value(QStringLiteral("spans")).toArray();
    for (const QJsonValue value : spans) {
        const double risk = value.toObject().value(QStringLiteral("risk")).toDouble(-1);
        QVERIFY(risk >= 0 && risk <= 1);
    }
    const QJsonObject hair = spans.at(0).toObject();
    QCOMPARE(hair.value(QStringLiteral("contested_by")).toObject(),
             (QJsonObject{{QStringLiteral("source"), QStringLiteral("发布")},
                          {QStringLiteral("result"), QStringLiteral("發佈")}}));
    QVERIFY(hair.value(QStringLiteral("risk")).toDouble() >= 0.5);
    // 的士 is contested by no phrase, but cuts through 的 士兵: risky too.
    const QJsonObject taxi = spans.at(3).toObject();
    QVERIFY(!taxi.contains(QStringLiteral("contested_by")));
    QCOMPARE(taxi.value(QStringLiteral("signals")).toArray(),
             QJsonArray{QStringLiteral("phrase_cuts_words")});
    QVERIFY(taxi.value(QStringLiteral("risk")).toDouble() >= 0.5);
    const QJsonObject summary = root.value(QStringLiteral("summary")).toObject();
    QCOMPARE(summary.value(QStringLiteral("risky")).toInt(), 2);
    QCOMPARE(summary.value(QStringLiteral("needs_review")).toInt(), 7);
    QCOMPARE(summary.value(QStringLiteral("vocabulary")).toInt(), 1);
    QCOMPARE(summary.value(QStringLiteral("conversion")).toInt(), 3); // 丝→絲 国→國 过→過
}

// A span's risk that the whole text made says so: 于 of 于大 is a name where the text says 姓于.
void TestCommandLine::reviewJsonSaysWhatTheTextSays()
{
    QVERIFY(writeAll(path(QStringLiteral("names.txt")),
                     QStringLiteral("这人姓于。\n于大来了。\n").toUtf8()));
    const Run run =
        runDuizhao({QStringLiteral("review"), QStringLiteral("-c"), QStringLiteral("s2t"),
                    QStringLiteral("--json"), path(QStringLiteral("names.txt"))});
    QCOMPARE(run.exitCode, 0);
    const QJsonArray spans =
        QJsonDocument::fromJson(run.out).object().value(QStringLiteral("spans")).toArray();
    QJsonArray named;
    for (const QJsonValue value : spans) {
        const QJsonObject span = value.toObject();
        if (span.value(QStringLiteral("line")).toInt() == 2 &&
            span.value(QStringLiteral("source")).toString() == QStringLiteral("于"))
            named = span.value(QStringLiteral("signals")).toArray();
        else if (span.value(QStringLiteral("source")).toString() == QStringLiteral("来"))
            QVERIFY(!span.contains(QStringLiteral("signals")));
    }
    QCOMPARE(named, QJsonArray{QStringLiteral("name_in_text")});
}

void TestCommandLine::reviewTextListsLineAndColumn()
{
    // Without -c the script decides: a Simplified chapter gets s2t.
    const Run run = runDuizhao({QStringLiteral("review"), chapterFile("000")});
    QCOMPARE(run.exitCode, 0);
    const QStringList lines = QString::fromUtf8(run.out).split(u'\n', Qt::SkipEmptyParts);
    QVERIFY(lines.size() > 20);
    QVERIFY2(lines.last().contains(QStringLiteral(" spans to review, the riskiest first")),
             qPrintable(lines.last()));
    QVERIFY(lines.first().contains(QRegularExpression(QStringLiteral("^\\d+:\\d+\t"))));
    // The riskiest first: every listed risk at most the one before.
    const QRegularExpression riskPattern(QStringLiteral(" · risk (\\d\\.\\d\\d)"));
    double previous = 1;
    for (qsizetype index = 0; index + 1 < lines.size(); ++index) {
        const QRegularExpressionMatch match = riskPattern.match(lines[index]);
        const double risk = match.hasMatch() ? match.captured(1).toDouble() : 0;
        QVERIFY2(risk <= previous, qPrintable(lines[index]));
        previous = risk;
    }
}

void TestCommandLine::reviewTextListsTheRiskiest()
{
    // 被发 (dishevelled) beat 发布: contested, the riskiest; 头发 is not.
    QVERIFY(writeAll(path(QStringLiteral("chapter.txt")),
                     QStringLiteral("她的头发很长。\n文章被发布了。\n").toUtf8()));
    Run run = runDuizhao({QStringLiteral("review"), QStringLiteral("-c"), QStringLiteral("s2t"),
                          QStringLiteral("--top"), QStringLiteral("1"),
                          path(QStringLiteral("chapter.txt"))});
    QCOMPARE(run.exitCode, 0);
    QStringList lines = QString::fromUtf8(run.out).split(u'\n', Qt::SkipEmptyParts);
    QCOMPARE(lines.size(), 2);
    QVERIFY2(lines[0].startsWith(QStringLiteral("2:4\t发 → 髮 ")), qPrintable(lines[0]));
    QVERIFY2(lines[0].contains(QStringLiteral("contested by 发布 → 發佈")), qPrintable(lines[0]));
    QVERIFY2(lines[1].startsWith(QStringLiteral("1 of ")), qPrintable(lines[1]));
    QVERIFY2(lines[1].endsWith(QStringLiteral("; 1 risky")), qPrintable(lines[1]));

    run = runDuizhao({QStringLiteral("review"), QStringLiteral("-c"), QStringLiteral("s2t"),
                      QStringLiteral("--min-risk"), QStringLiteral("0.5"),
                      path(QStringLiteral("chapter.txt"))});
    QCOMPARE(run.exitCode, 0);
    lines = QString::fromUtf8(run.out).split(u'\n', Qt::SkipEmptyParts);
    QCOMPARE(lines.size(), 2);
    QVERIFY(lines[0].startsWith(QStringLiteral("2:4\t")));

    for (const QString &bad : {QStringLiteral("--top=-1"), QStringLiteral("--min-risk=2"),
                               QStringLiteral("--min-risk=x")}) {
        run = runDuizhao({QStringLiteral("review"), bad, path(QStringLiteral("chapter.txt"))});
        QCOMPARE(run.exitCode, 2); // a usage error
    }
    // The JSON lists every span: a choice of lines is refused, not ignored.
    run = runDuizhao({QStringLiteral("review"), QStringLiteral("--json"), QStringLiteral("--top=3"),
                      path(QStringLiteral("chapter.txt"))});
    QCOMPARE(run.exitCode, 2);
    QVERIFY2(run.err.contains(QStringLiteral("--json")), qPrintable(run.err));
}

void TestCommandLine::convertWithGlossaryAndQuotes()
{
    QVERIFY(writeAll(path(QStringLiteral("chapter.txt")),
                     QStringLiteral("多尔衮说：“岳托的金发‘很’长。”\n").toUtf8()));
    QVERIFY(writeAll(path(QStringLiteral("glossary.txt")),
                     QStringLiteral("# 人名\n!多尔衮\n岳托=岳託\n").toUtf8()));
    const Run run =
        runDuizhao({QStringLiteral("convert"), QStringLiteral("-c"), QStringLiteral("s2t"),
                    QStringLiteral("--glossary"), path(QStringLiteral("glossary.txt")),
                    QStringLiteral("--quotes"), path(QStringLiteral("chapter.txt"))});
    QCOMPARE(run.exitCode, 0);
    QCOMPARE(QString::fromUtf8(run.out), QStringLiteral("多尔衮說：「岳託的金髮『很』長。」\n"));
}

// Corner brackets are for conversions to Traditional: towards Simplified --quotes leaves the
// marks as they are, in convert and in review alike.
void TestCommandLine::quotesOnlyTowardsTraditional()
{
    QVERIFY(writeAll(path(QStringLiteral("t.txt")), QStringLiteral("“頭髮‘長’了。”\n").toUtf8()));
    Run run = runDuizhao({QStringLiteral("convert"), QStringLiteral("-c"), QStringLiteral("t2s"),
                          QStringLiteral("--quotes"), path(QStringLiteral("t.txt"))});
    QCOMPARE(run.exitCode, 0);
    QCOMPARE(QString::fromUtf8(run.out), QStringLiteral("“头发‘长’了。”\n"));
    run = runDuizhao({QStringLiteral("review"), QStringLiteral("-c"), QStringLiteral("t2s"),
                      QStringLiteral("--quotes"), QStringLiteral("--json"),
                      path(QStringLiteral("t.txt"))});
    QCOMPARE(run.exitCode, 0);
    const auto punctuation = [](const QByteArray &json) {
        const QJsonObject summary =
            QJsonDocument::fromJson(json).object().value(QStringLiteral("summary")).toObject();
        return summary.value(QStringLiteral("punctuation")).toInt(-1);
    };
    QCOMPARE(punctuation(run.out), 0);
    run = runDuizhao({QStringLiteral("review"), QStringLiteral("-c"), QStringLiteral("s2tw"),
                      QStringLiteral("--quotes"), QStringLiteral("--json"),
                      path(QStringLiteral("t.txt"))});
    QCOMPARE(run.exitCode, 0);
    QCOMPARE(punctuation(run.out), 4);
    run = runDuizhao({QStringLiteral("convert"), QStringLiteral("--help")});
    const QString help = QString::fromUtf8(run.out).simplified(); // joined across its wrapping
    QVERIFY2(help.contains(QStringLiteral("conversions to Simplified keep their marks")),
             qPrintable(help));
}

void TestCommandLine::badGlossaryLinesStopTheConversion()
{
    QVERIFY(writeAll(path(QStringLiteral("glossary.txt")), "a=b\n\nno rule here\n=x\n"));
    const Run run =
        runDuizhao({QStringLiteral("convert"), QStringLiteral("-c"), QStringLiteral("s2t"),
                    QStringLiteral("--glossary"), path(QStringLiteral("glossary.txt")),
                    chapterFile("000"), QStringLiteral("-o"), path(QStringLiteral("out.txt"))});
    QCOMPARE(run.exitCode, 1);
    // A message a line, each said as the program's.
    const QString glossary = path(QStringLiteral("glossary.txt"));
    QVERIFY2(run.err.startsWith(QStringLiteral("duizhao: ") + glossary + QStringLiteral(":3: ")),
             qPrintable(run.err));
    QVERIFY2(run.err.contains(QStringLiteral("\nduizhao: ") + glossary + QStringLiteral(":4: ")),
             qPrintable(run.err));
    QVERIFY(!QFile::exists(path(QStringLiteral("out.txt"))));
    // A glossary that cannot be read is named as the glossary.
    const Run missing =
        runDuizhao({QStringLiteral("convert"), QStringLiteral("-c"), QStringLiteral("s2t"),
                    QStringLiteral("--glossary"), path(QStringLiteral("none.txt")),
                    chapterFile("000"), QStringLiteral("-o"), path(QStringLiteral("out.txt"))});
    QCOMPARE(missing.exitCode, 1);
    QCOMPARE(missing.err, QStringLiteral("duizhao: glossary ") + path(QStringLiteral("none.txt")) +
                              QStringLiteral(": the file does not exist\n"));
}

void TestCommandLine::versionAndHelp()
{
    Run run = runDuizhao({QStringLiteral("--version")});
    QCOMPARE(run.exitCode, 0);
    QVERIFY(run.out.startsWith("duizhao 0."));
    QVERIFY(run.out.contains("OpenCC 1."));
    run = runDuizhao({QStringLiteral("--help")});
    QCOMPARE(run.exitCode, 0);
    QVERIFY(run.out.contains("Exit codes"));
    run = runDuizhao({QStringLiteral("convert"), QStringLiteral("--help")});
    QCOMPARE(run.exitCode, 0);
    QVERIFY2(run.out.contains("Usage: duizhao convert [options] -c CONFIG FILE|DIR..."),
             run.out.constData());
    QVERIFY(run.out.contains("--in-place"));
    // Qt's own options are Qt's: taken, whatever follows them.
    run =
        runDuizhao({QStringLiteral("-style"), QStringLiteral("Fusion"), QStringLiteral("-reverse"),
                    QStringLiteral("--stylesheet=a.qss"), QStringLiteral("--version")});
    QCOMPARE(run.exitCode, 0);
    QVERIFY(run.out.startsWith("duizhao 0."));
    run = runDuizhao(
        {QStringLiteral("-platform"), QStringLiteral("offscreen"), QStringLiteral("--colour")});
    QCOMPARE(run.exitCode, 2);
    QVERIFY2(run.err.contains(QStringLiteral("unknown option '--colour'")), qPrintable(run.err));
}

void TestCommandLine::interruptLeavesNothingHalfWritten()
{
#ifdef Q_OS_UNIX
    // A novel of about 10 MB, so that the conversion is still running when Ctrl+C comes.
    QByteArray chapters;
    for (const QString &file : chapterFiles())
        chapters += readAll(file) + '\n';
    const QByteArray novel = repeatedTo(chapters, 10 * 1024 * 1024);
    QVERIFY2(!novel.isEmpty(), qPrintable(chaptersDir()));
    QDir(m_dir->path()).mkpath(QStringLiteral("out"));
    QVERIFY(writeAll(path(QStringLiteral("novel.txt")), novel));

    QProcess process;
    process.start(duizhaoExecutable(),
                  {QStringLiteral("convert"), QStringLiteral("-c"), QStringLiteral("s2t"),
                   path(QStringLiteral("novel.txt")), QStringLiteral("-o"),
                   path(QStringLiteral("out/novel.txt"))});
    QVERIFY(process.waitForStarted());
    // Ctrl+C as soon as the program takes it: while it loads, reads or converts.
    QVERIFY(waitUntilHandling(process, SIGINT));
    ::kill(pid_t(process.processId()), SIGINT);
    QVERIFY(process.waitForFinished(WaitBound));
    QCOMPARE(process.exitStatus(), QProcess::NormalExit);
    QCOMPARE(process.exitCode(), 130);
    QVERIFY(process.readAllStandardError().startsWith("duizhao: interrupted"));
    QCOMPARE(QDir(path(QStringLiteral("out"))).entryList(QDir::Files | QDir::Hidden),
             QStringList());
#else
    QSKIP("Ctrl+C reaches a Windows program as a console event, which a test cannot send it alone");
#endif
}

void TestCommandLine::aSignalEndsAJobThatCannotStop_data()
{
    QTest::addColumn<int>("signal");
    QTest::addColumn<int>("exitCode");
    QTest::newRow("Ctrl+C") << int(SIGINT) << 130;
    QTest::newRow("SIGTERM") << int(SIGTERM) << 143;
}

// A job that never reaches its next check (its write waits on a pipe whose reader never reads)
// ends all the same once signalled, with the signal's exit code.
void TestCommandLine::aSignalEndsAJobThatCannotStop()
{
#ifdef Q_OS_UNIX
    QFETCH(int, signal);
    QFETCH(int, exitCode);
    const QString fifo = path(QStringLiteral("stuck.fifo"));
    QCOMPARE(::mkfifo(QFile::encodeName(fifo).constData(), 0600), 0);
    const int reader = ::open(QFile::encodeName(fifo).constData(), O_RDONLY | O_NONBLOCK);
    QVERIFY(reader >= 0);
    const auto closeReader = qScopeGuard([reader] { ::close(reader); });
    QVERIFY(writeAll(path(QStringLiteral("long.txt")),
                     repeatedTo(readAll(chapterFile("000")), 1024 * 1024)));
    QProcess process;
    process.start(duizhaoExecutable(),
                  {QStringLiteral("convert"), QStringLiteral("-c"), QStringLiteral("s2t"),
                   path(QStringLiteral("long.txt")), QStringLiteral("-o"), fifo});
    QVERIFY(process.waitForStarted());
    // The pipe holds what it can take: the write now waits for a reader that never reads.
    pollfd written{reader, POLLIN, 0};
    QVERIFY(QTest::qWaitFor(
        [&] { return ::poll(&written, 1, 0) > 0 && (written.revents & POLLIN); }, WaitBound));
    ::kill(pid_t(process.processId()), signal);
    QVERIFY(process.waitForFinished(WaitBound));
    QCOMPARE(process.exitStatus(), QProcess::NormalExit);
    QCOMPARE(process.exitCode(), exitCode);
    QVERIFY(process.readAllStandardError().contains("duizhao: interrupted"));
#else
    QSKIP("signals and FIFOs are Unix's");
#endif
}

// Where no window can be shown (no display, as over ssh), a word that names no file is taken for a
// mistyped command, and a file to open is refused saying why, instead of Qt's abort.
void TestCommandLine::noDisplayIsSaidSo()
{
#ifdef Q_OS_UNIX
    QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
    for (const QString &name : {QStringLiteral("DISPLAY"), QStringLiteral("WAYLAND_DISPLAY"),
                                QStringLiteral("QT_QPA_PLATFORM")})
        environment.remove(name);
    const auto run = [&](const QStringList &arguments) {
        QProcess process;
        process.setProcessEnvironment(environment);
        process.start(duizhaoExecutable(), arguments);
        process.waitForFinished(WaitBound);
        return std::pair(process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -2,
                         QString::fromUtf8(process.readAllStandardError()));
    };
    auto [code, said] = run({QStringLiteral("conver")});
    QCOMPARE(code, 2);
    QVERIFY2(said.contains(QStringLiteral("'conver' is neither a command nor a file")),
             qPrintable(said));
    std::tie(code, said) = run({chapterFile("000")});
    QCOMPARE(code, 2);
    QVERIFY2(said.contains(QStringLiteral("there is no display to open the window on")),
             qPrintable(said));
#else
    QSKIP("a Windows session always has a desktop to open the window on");
#endif
}

// Without --fix-likely the output is OpenCC's; with it, the likely mistakes are written otherwise,
// counted on standard error, and towards Simplified the option says it does nothing.
void TestCommandLine::fixLikelyOnlyWhenAsked()
{
    QVERIFY(writeAll(path(QStringLiteral("toast.txt")),
                     QStringLiteral("他们一起干杯，庆祝发布会成功。\n").toUtf8()));
    const QStringList convert = {QStringLiteral("convert"), QStringLiteral("-c"),
                                 QStringLiteral("s2tw"), path(QStringLiteral("toast.txt"))};
    Run run = runDuizhao(convert);
    QCOMPARE(run.exitCode, 0);
    QCOMPARE(run.out, runOpenccTool(QStringLiteral("s2tw"), path(QStringLiteral("toast.txt"))));
    // OpenCC's two mistakes: 干杯 by default, 发布会 read as 祝发 (a blessing of hair).
    QCOMPARE(QString::fromUtf8(run.out), QStringLiteral("他們一起幹杯，慶祝髮佈會成功。\n"));
    QVERIFY2(!run.err.contains(QStringLiteral("fixed")), qPrintable(run.err));

    run = runDuizhao(convert + QStringList{QStringLiteral("--fix-likely")});
    QCOMPARE(run.exitCode, 0);
    QCOMPARE(QString::fromUtf8(run.out), QStringLiteral("他們一起乾杯，慶祝發佈會成功。\n"));
    QVERIFY2(run.err.contains(QStringLiteral("toast.txt: 2 likely mistakes of OpenCC fixed")),
             qPrintable(run.err));
    // Written to a file, the text is named as it was read.
    run = runDuizhao(convert + QStringList{QStringLiteral("--fix-likely"), QStringLiteral("-o"),
                                           path(QStringLiteral("toasted.txt"))});
    QCOMPARE(run.exitCode, 0);
    QVERIFY2(run.err.contains(QStringLiteral("toast.txt: 2 likely mistakes of OpenCC fixed")),
             qPrintable(run.err));
    QVERIFY2(!run.err.contains(QStringLiteral("toasted.txt")), qPrintable(run.err));

    // A text OpenCC gets right says so, rather than counting nothing.
    QVERIFY(writeAll(path(QStringLiteral("right.txt")),
                     QStringLiteral("他们一起发布了新书。\n").toUtf8()));
    run = runDuizhao({QStringLiteral("convert"), QStringLiteral("-c"), QStringLiteral("s2tw"),
                      QStringLiteral("--fix-likely"), path(QStringLiteral("right.txt"))});
    QCOMPARE(run.exitCode, 0);
    QCOMPARE(run.out, runOpenccTool(QStringLiteral("s2tw"), path(QStringLiteral("right.txt"))));
    QVERIFY2(run.err.contains(QStringLiteral("right.txt: no likely mistakes of OpenCC found")),
             qPrintable(run.err));

    run = runDuizhao({QStringLiteral("convert"), QStringLiteral("-c"), QStringLiteral("t2s"),
                      QStringLiteral("--fix-likely"), chapterFile("002")});
    QCOMPARE(run.exitCode, 0);
    QCOMPARE(run.out, runOpenccTool(QStringLiteral("t2s"), chapterFile("002")));
    QVERIFY2(run.err.contains(QStringLiteral("from Simplified to Traditional only")),
             qPrintable(run.err));
}

void TestCommandLine::reviewListsTheFixes()
{
    QVERIFY(writeAll(path(QStringLiteral("toast.txt")),
                     QStringLiteral("好。\n他们一起干杯。\n").toUtf8()));
    const Run run = runDuizhao({QStringLiteral("review"), QStringLiteral("-c"),
                                QStringLiteral("s2t"), QStringLiteral("--fix-likely"),
                                QStringLiteral("--json"), path(QStringLiteral("toast.txt"))});
    QCOMPARE(run.exitCode, 0);
    const QJsonObject object = QJsonDocument::fromJson(run.out).object();
    const QJsonArray fixes = object.value(QStringLiteral("fixes")).toArray();
    QCOMPARE(fixes.size(), 1);
    const QJsonObject fix = fixes.first().toObject();
    QCOMPARE(fix.value(QStringLiteral("line")).toInt(), 2);
    QCOMPARE(fix.value(QStringLiteral("column")).toInt(), 5);
    QCOMPARE(fix.value(QStringLiteral("opencc")).toString(), QStringLiteral("幹"));
    QCOMPARE(fix.value(QStringLiteral("duizhao")).toString(), QStringLiteral("乾"));
    QCOMPARE(fix.value(QStringLiteral("reason")).toString(), QStringLiteral("words"));
    QVERIFY(fix.value(QStringLiteral("confidence")).toDouble() >= 0.5);
    QCOMPARE(object.value(QStringLiteral("summary")).toObject().value(QStringLiteral("fixed")),
             QJsonValue(1));
    // The fixed 干 is risky no more: OpenCC's 幹 is no longer written.
    QCOMPARE(object.value(QStringLiteral("summary")).toObject().value(QStringLiteral("risky")),
             QJsonValue(0));
    bool spanFixed = false;
    for (const QJsonValue value : object.value(QStringLiteral("spans")).toArray()) {
        const QJsonObject span = value.toObject();
        if (span.value(QStringLiteral("source")).toString() == QStringLiteral("干")) {
            QCOMPARE(span.value(QStringLiteral("result")).toString(), QStringLiteral("乾"));
            QCOMPARE(span.value(QStringLiteral("fixed_from")).toString(), QStringLiteral("幹"));
            spanFixed = true;
        }
    }
    QVERIFY(spanFixed);
}

DUIZHAO_TEST_MAIN(TestCommandLine)
// A book beside its original as name.zh-Hant.epub, or where -o says (standard output too); never
// mixed with text files, never over itself.
void TestCommandLine::convertAnEpub()
{
    using namespace duizhao::testing::epub;
    const QString book = writeZip(path(QStringLiteral("小说.epub")), epub::book(2, true));
    QVERIFY(!book.isEmpty());
    const QByteArray original = readAll(book);
    const Run run =
        runDuizhao({QStringLiteral("convert"), QStringLiteral("-c"), QStringLiteral("s2t"), book});
    QCOMPARE(run.exitCode, 0);
    const QString written = path(QStringLiteral("小说.zh-Hant.epub"));
    QVERIFY2(run.err.contains(shownPath(written)), qPrintable(run.err));
    QVERIFY2(!run.err.contains(QStringLiteral("already")), qPrintable(run.err));
    QCOMPARE(readAll(book), original);
    // Its conversion converted again: done as asked, and said to be Traditional already.
    const Run again =
        runDuizhao({QStringLiteral("convert"), QStringLiteral("-c"), QStringLiteral("s2t"),
                    QStringLiteral("-o"), path(QStringLiteral("again.epub")), written});
    QCOMPARE(again.exitCode, 0);
    QVERIFY2(again.err.contains(written + QStringLiteral(" reads as Traditional already")),
             qPrintable(again.err));
    QString error;
    const std::optional<EpubArchive> converted = EpubArchive::open(written, &error);
    QVERIFY2(converted, qPrintable(error));
    QVERIFY(QString::fromUtf8(
                converted->read(QStringLiteral("OEBPS/content.opf"), &error).value_or(QByteArray()))
                .contains(QStringLiteral("<dc:title>頭髮</dc:title>")));

    const QString chosen = path(QStringLiteral("chosen.epub"));
    QCOMPARE(runDuizhao({QStringLiteral("convert"), QStringLiteral("-c"), QStringLiteral("s2t"),
                         QStringLiteral("-o"), chosen, book})
                 .exitCode,
             0);
    QVERIFY(EpubArchive::open(chosen, &error));

    // To standard output, when it is not a terminal: the same book, written as a stream.
    const Run streamed =
        runDuizhao({QStringLiteral("convert"), QStringLiteral("-c"), QStringLiteral("s2t"),
                    QStringLiteral("-o"), QStringLiteral("-"), book});
    QCOMPARE(streamed.exitCode, 0);
    QCOMPARE(streamed.out, readAll(chosen));

    // A book comes out a book, and a text a text, whatever -o names.
    const QString asText = path(QStringLiteral("book.txt"));
    const Run intoText = runDuizhao({QStringLiteral("convert"), QStringLiteral("-c"),
                                     QStringLiteral("s2t"), QStringLiteral("-o"), asText, book});
    QCOMPARE(intoText.exitCode, 2);
    QVERIFY2(intoText.err.contains(QStringLiteral("name the output .epub")),
             qPrintable(intoText.err));
    QVERIFY(!QFileInfo::exists(asText));

    const QString text = path(QStringLiteral("a.txt"));
    QVERIFY(writeAll(text, "头发\n"));
    const QString asBook = path(QStringLiteral("a.epub"));
    const Run intoBook = runDuizhao({QStringLiteral("convert"), QStringLiteral("-c"),
                                     QStringLiteral("s2t"), QStringLiteral("-o"), asBook, text});
    QCOMPARE(intoBook.exitCode, 2);
    QVERIFY2(intoBook.err.contains(QStringLiteral("a text file is converted into a text file")),
             qPrintable(intoBook.err));
    QVERIFY(!QFileInfo::exists(asBook));
    // A book that is not there is said to be missing, not to be a text file.
    const Run missing =
        runDuizhao({QStringLiteral("convert"), QStringLiteral("-c"), QStringLiteral("s2t"),
                    QStringLiteral("-o"), asBook, path(QStringLiteral("missing.epub"))});
    QVERIFY(missing.exitCode != 0);
    QVERIFY2(missing.err.contains(QStringLiteral("missing.epub")), qPrintable(missing.err));
    QVERIFY2(!missing.err.contains(QStringLiteral("a text file")), qPrintable(missing.err));
    const Run mixed = runDuizhao(
        {QStringLiteral("convert"), QStringLiteral("-c"), QStringLiteral("s2t"), book, text});
    QCOMPARE(mixed.exitCode, 2);
    QVERIFY2(mixed.err.contains(QStringLiteral("EPUB")), qPrintable(mixed.err));
    const Run itself = runDuizhao({QStringLiteral("convert"), QStringLiteral("-c"),
                                   QStringLiteral("s2t"), QStringLiteral("-o"), book, book});
    QVERIFY(itself.exitCode != 0);
    QCOMPARE(readAll(book), original);
}

// A book is reviewed and diffed whole, and each place is named by its chapter and its line there.
void TestCommandLine::reviewAndDiffAnEpub()
{
    using namespace duizhao::testing::epub;
    const QString book = writeZip(path(QStringLiteral("书.epub")), epub::book(2, true));
    QVERIFY(!book.isEmpty());
    // Each chapter is its title's line, then one paragraph.
    const QRegularExpression place(QStringLiteral(R"(^OEBPS/Text/章[12]\.xhtml:[12]:\d+\t)"));
    const Run review =
        runDuizhao({QStringLiteral("review"), QStringLiteral("-c"), QStringLiteral("s2t"), book});
    QCOMPARE(review.exitCode, 0);
    const QString reviewed = QString::fromUtf8(review.out);
    QStringList listed = reviewed.split(u'\n', Qt::SkipEmptyParts);
    QVERIFY(listed.size() > 2);
    listed.removeLast(); // the count
    for (const QString &line : std::as_const(listed))
        QVERIFY2(place.match(line).hasMatch(), qPrintable(line));
    QVERIFY(reviewed.contains(QStringLiteral("OEBPS/Text/章2.xhtml:2:")));

    const Run json = runDuizhao({QStringLiteral("review"), QStringLiteral("--json"),
                                 QStringLiteral("-c"), QStringLiteral("s2t"), book});
    QCOMPARE(json.exitCode, 0);
    const QJsonArray spans =
        QJsonDocument::fromJson(json.out).object().value(QStringLiteral("spans")).toArray();
    QVERIFY(!spans.isEmpty());
    QCOMPARE(spans.first().toObject().value(QStringLiteral("chapter")).toString(),
             QStringLiteral("OEBPS/Text/章1.xhtml"));
    QCOMPARE(spans.last().toObject().value(QStringLiteral("chapter")).toString(),
             QStringLiteral("OEBPS/Text/章2.xhtml"));

    const Run diff =
        runDuizhao({QStringLiteral("diff"), QStringLiteral("-c"), QStringLiteral("s2t"), book});
    QCOMPARE(diff.exitCode, 0);
    const QString diffed = QString::fromUtf8(diff.out);
    QVERIFY2(diffed.startsWith(QStringLiteral("OEBPS/Text/章1.xhtml:2: ")), qPrintable(diffed));
    QVERIFY(diffed.contains(QStringLiteral("\nOEBPS/Text/章2.xhtml:2: ")));
    QVERIFY(diffed.contains(QStringLiteral("[-发-]{+發+}")));

    // Two editions: the book and its conversion, both books.
    QCOMPARE(
        runDuizhao({QStringLiteral("convert"), QStringLiteral("-c"), QStringLiteral("s2t"), book})
            .exitCode,
        0);
    const Run editions = runDuizhao({QStringLiteral("diff"), QStringLiteral("--stat"), book,
                                     path(QStringLiteral("书.zh-Hant.epub"))});
    QCOMPARE(editions.exitCode, 0);
    QVERIFY2(!editions.out.contains("changes: 0\n"), editions.out.constData());
}

// With colour, a book's hunks come under their chapter's name and title, numbered in it.
void TestCommandLine::aColouredDiffHeadsEachChapter()
{
    ChapteredText book;
    book.append(QStringLiteral("c1.xhtml"), QStringLiteral("第一章"), QStringLiteral("头\n好\n"));
    book.append(QStringLiteral("c2.xhtml"), QStringLiteral("第二章"), QStringLiteral("好\n发\n"));
    const QString converted = QStringLiteral("頭\n好\n好\n發\n");
    const DiffResult diff = diffTexts(book.text, converted);
    DiffPrinter printer(book.text, converted, diff);
    printer.setChapters(&book, &book);
    QString coloured = printer.render(true);
    coloured.remove(QRegularExpression(QStringLiteral("\x1b\\[[0-9;]*m")));
    QCOMPARE(coloured, QStringLiteral("── c1.xhtml · 第一章\n     1 - 头\n     1 + 頭\n"
                                      "── c2.xhtml · 第二章\n     2 - 发\n     2 + 發\n"));
    QCOMPARE(printer.render(false), QStringLiteral("c1.xhtml:1: [-头-]{+頭+}\n"
                                                   "c2.xhtml:2: [-发-]{+發+}\n"));
}

#include "tst_commandline.moc"
