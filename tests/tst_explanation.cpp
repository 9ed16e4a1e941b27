// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/conversion/chunkedconversion.h"
#include "core/conversion/configcatalog.h"
#include "core/conversion/conversionplan.h"
#include "core/conversion/converter.h"
#include "core/conversion/glossary.h"
#include "core/jobs/jobcontrol.h"
#include "core/text/textfile.h"
#include "testsupport.h"

#include <QRegularExpression>

using namespace duizhao;
using namespace duizhao::testing;

Q_DECLARE_METATYPE(duizhao::OpenccData)

namespace {

// The span that starts at a source position, or null.
const ExplainedSpan *spanAt(const Explanation &explanation, int sourcePosition)
{
    for (const ExplainedSpan &span : explanation.spans) {
        if (span.sourcePosition == sourcePosition)
            return &span;
    }
    return nullptr;
}

// Between spans the text passes unchanged, so the result is the source with every span's result
// put in its place. Checks that, and that spans are ordered and do not overlap.
QString rebuildResult(QStringView source, const Explanation &explanation)
{
    QString rebuilt;
    int sourceAt = 0;
    for (const ExplainedSpan &span : explanation.spans) {
        if (span.sourcePosition < sourceAt ||
            span.resultPosition != rebuilt.size() + (span.sourcePosition - sourceAt))
            return QStringLiteral("<spans out of order at %1>").arg(span.sourcePosition);
        rebuilt += source.sliced(sourceAt, span.sourcePosition - sourceAt);
        rebuilt += QStringView(explanation.result).sliced(span.resultPosition, span.resultLength);
        sourceAt = span.sourcePosition + span.sourceLength;
    }
    rebuilt += source.sliced(sourceAt);
    return rebuilt;
}

} // namespace

class ExplanationTest : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { QVERIFY(!chapterFiles().isEmpty()); }

    void init()
    {
        // Converter::explain warns when its retrace differs from OpenCC's conversion; every
        // test function starts with no such pattern, so it is set for each.
        QTest::failOnWarning(QRegularExpression(QStringLiteral(".*")));
    }

    // One-to-many characters that converters get wrong, and words that vocabulary conversion
    // replaces across word boundaries. Each row: the text, the stretch looked at (marked by
    // brackets), what OpenCC made of it, the category, the candidates, the dictionary.
    void traps_data()
    {
        QTest::addColumn<QString>("config");
        QTest::addColumn<QString>("marked");
        QTest::addColumn<QString>("result");
        QTest::addColumn<QString>("category");
        QTest::addColumn<QString>("candidates");
        QTest::addColumn<QString>("decidedBy");
        const auto row = [](const char *name, const char *config, const char *marked,
                            const char *result, const char *category, const char *candidates,
                            const char *decidedBy) {
            QTest::newRow(name) << QString::fromUtf8(config) << QString::fromUtf8(marked)
                                << QString::fromUtf8(result) << QString::fromUtf8(category)
                                << QString::fromUtf8(candidates) << QString::fromUtf8(decidedBy);
        };
        // The bundled data merges OpenCC 1.4's union of its phrases and the phrases it generates
        // from the regional ones into one dictionary (resources/opencc/build_data.py).
        const char *StPhrases = "STPhrases+STPhrases_GeneratedFromRegionalPhrases";
        row("头发", "s2t", "头[发]很长", "髮", "phrase", "發 髮", StPhrases);
        row("发展", "s2t", "经济[发]展", "發", "phrase", "發 髮", StPhrases);
        row("金发", "s2t", "一头[金]发", "金", "", "", "");
        row("金发 髮", "s2t", "一头金[发]", "髮", "phrase", "發 髮", StPhrases);
        row("发布 佈", "s2t", "发[布]会", "佈", "phrase", "布 佈", StPhrases);
        row("粉丝发布", "s2t", "粉丝[发]布", "髮", "phrase", "發 髮", StPhrases);
        row("粉丝发布 布", "s2t", "粉丝发[布]", "布", "ambiguous", "布 佈", "STCharacters");
        row("一只", "s2t", "一[只]只", "隻", "phrase", "只 隻 祇", StPhrases);
        row("一只只", "s2t", "一只[只]", "只", "ambiguous", "只 隻 祇", "STCharacters");
        row("然后", "s2t", "然[后]", "後", "phrase", "後 后", StPhrases);
        row("皇后", "s2t", "皇[后]", "后", "phrase", "後 后", StPhrases);
        row("干净", "s2t", "[干]净", "乾", "phrase", "幹 乾 干 榦", StPhrases);
        row("干部", "s2t", "[干]部", "幹", "phrase", "幹 乾 干 榦", StPhrases);
        row("干涉", "s2t", "[干]涉", "干", "phrase", "幹 乾 干 榦", StPhrases);
        row("里面 s2t", "s2t", "[里]面", "裏", "phrase", "裏 里 哩", StPhrases);
        row("里面 s2tw", "s2tw", "[里]面", "裡", "phrase", "裡 里 哩", StPhrases);
        row("公里", "s2tw", "三公[里]", "里", "phrase", "裡 里 哩", StPhrases);
        row("台风", "s2t", "[台]风", "颱", "phrase", "臺 檯 颱 台", StPhrases);
        row("台湾", "s2t", "[台]湾", "臺", "phrase", "臺 檯 颱 台", StPhrases);
        row("柜台", "s2t", "柜[台]", "檯", "phrase", "臺 檯 颱 台", StPhrases);
        row("面条", "s2tw", "[面]条", "麵", "phrase", "面 麵", StPhrases);
        row("面对", "s2t", "[面]对", "面", "phrase", "面 麪", StPhrases);
        row("放松", "s2t", "放[松]", "鬆", "phrase", "松 鬆", StPhrases);
        row("了解", "s2t", "[了]解", "瞭", "phrase", "了 瞭", StPhrases);
        row("头 one to one", "s2t", "[头]发", "頭", "conversion", "", StPhrases);
        row("国", "s2t", "美[国]", "國", "conversion", "", "STCharacters");
        row("里 s2tw route", "s2tw", "[里]", "裡", "ambiguous", "裡 里 哩",
            "STCharacters → TWVariants");
        row("的士兵", "s2twp", "美国[的士]兵", "計程車", "vocabulary", "計程車 的士", "TWPhrases");
        row("软件", "s2twp", "[软件]", "軟體", "vocabulary", "軟體 軟件", "TWPhrases");
        row("发布 twp", "s2twp", "[发布]", "釋出", "vocabulary", "釋出 發佈", "TWPhrases");
        row("t2s 乾", "t2s", "天[乾]物燥", "干", "ambiguous", "干 乾", "TSCharacters");
    }

    void traps()
    {
        QFETCH(QString, config);
        QFETCH(QString, marked);
        QFETCH(QString, result);
        QFETCH(QString, category);
        QFETCH(QString, candidates);
        QFETCH(QString, decidedBy);
        const auto converter = loadConverter(config);
        QVERIFY(converter);
        const int position = int(marked.indexOf(u'['));
        const QString text = QString(marked).remove(u'[').remove(u']');

        const Explanation explanation = converter->explain(text);
        QCOMPARE(explanation.result, converter->convert(text));
        const ExplainedSpan *span = spanAt(explanation, position);
        if (category.isEmpty()) {
            if (span)
                QFAIL(qPrintable(explanation.describe(*span, text)));
            return;
        }
        QVERIFY2(span, qPrintable(explanation.result));
        QCOMPARE(span->sourceLength, marked.indexOf(u']') - position - 1);
        QCOMPARE(explanation.result.mid(span->resultPosition, span->resultLength), result);
        QCOMPARE(categoryKey(span->category), category);
        QCOMPARE(explanation.candidates(*span).join(u' '), candidates);
        QCOMPARE(explanation.text(span->decidedBy), decidedBy);
    }

    // On every chapter under every config: the result is OpenCC's, byte for byte, and the spans
    // account for every difference between source and result.
    void chaptersUnderEveryConfig_data()
    {
        QTest::addColumn<OpenccData>("data");
        QTest::addColumn<QString>("config");
        QTest::addColumn<QString>("file");
        for (const OpenccData data : openccDataSets()) {
            for (const ConfigInfo &info : ConfigCatalog({}, data).available()) {
                for (const QString &file : chapterFiles())
                    QTest::addRow("%s %s %s", qPrintable(ConfigCatalog::dataKey(data)),
                                  qPrintable(info.name),
                                  qPrintable(QFileInfo(file).baseName().left(3)))
                        << data << info.name << file;
            }
        }
    }

    // On both data sets too: the retrace follows whatever chain the config has.
    void chaptersUnderEveryConfig()
    {
        QFETCH(OpenccData, data);
        QFETCH(QString, config);
        QFETCH(QString, file);
        const ReadResult read = TextFile::read(file);
        QVERIFY(read.ok());
        const ConfigCatalog catalog({}, data);
        QString error;
        const auto converter = Converter::load(config, catalog, &error);
        QVERIFY2(converter, qPrintable(error));
        ConversionPlan plan{converter, nullptr, false};
        const Explanation explanation = explainText(plan, read.text, nullptr, 4096);
        QCOMPARE(explanation.result, QString::fromUtf8(runOpenccTool(config, file, catalog)));
        QCOMPARE(rebuildResult(read.text, explanation), explanation.result);
    }

    void chunkingChangesNothing()
    {
        const ReadResult read = TextFile::read(chapterFile("000"));
        QVERIFY(read.ok());
        const ConversionPlan plan{loadConverter(QStringLiteral("s2twp")), nullptr, false};
        const Explanation whole = explainText(plan, read.text, nullptr, read.text.size() + 1);
        const Explanation chunked = explainText(plan, read.text, nullptr, 1000);
        QCOMPARE(chunked.result, whole.result);
        QCOMPARE(chunked.spans.size(), whole.spans.size());
        for (size_t index = 0; index < whole.spans.size(); ++index) {
            QCOMPARE(chunked.describe(chunked.spans[index], read.text),
                     whole.describe(whole.spans[index], read.text));
            QCOMPARE(chunked.spans[index].sourcePosition, whole.spans[index].sourcePosition);
        }
        int needingReview = 0;
        for (const ExplainedSpan &span : whole.spans)
            needingReview += needsReview(span.category) ? 1 : 0;
        QVERIFY(needingReview > 50);
    }

    // A text whose conversion is known is explained as the same text without it, by a plan with
    // a glossary and corner quotes too, around a NUL; the result is the known conversion itself,
    // shared. A "conversion" that is not the plan's gets the explanation of the real one.
    void knownConversionExplainsAlike()
    {
        ReadResult read = TextFile::read(chapterFile("004"));
        QVERIFY(read.ok());
        const QString text = read.text + QChar(u'\0') + read.text;
        const auto glossary = std::make_shared<const Glossary>(
            Glossary::parse(QStringLiteral("沈万里=瀋萬里\n!周干\n")));
        const ConversionPlan plan{loadConverter(QStringLiteral("s2t")), glossary, true};
        const Explanation checked = explainText(plan, text, nullptr, 1000);
        const QString conversion = convertText(plan, text);
        QCOMPARE(conversion, checked.result);
        const QString wrongEnd = conversion.left(conversion.size() - 1) + u'X';
        for (const QString &given : {conversion, wrongEnd, conversion.left(100)}) {
            JobControl control;
            if (given != conversion)
                QTest::ignoreMessage(QtWarningMsg,
                                     QRegularExpression(QStringLiteral("differs from OpenCC's")));
            const Explanation known = explainConvertedText(plan, text, given, &control, 1000);
            QCOMPARE(known.result, conversion);
            QCOMPARE(known.result.constData() == given.constData(), given == conversion);
            QCOMPARE(known.spans.size(), checked.spans.size());
            for (size_t index = 0; index < checked.spans.size(); ++index) {
                QCOMPARE(known.describe(known.spans[index], text),
                         checked.describe(checked.spans[index], text));
                QCOMPARE(known.spans[index].sourcePosition, checked.spans[index].sourcePosition);
                QCOMPARE(known.spans[index].resultPosition, checked.spans[index].resultPosition);
            }
            QCOMPARE(control.fraction(), 1.0);
        }
        // Cancelled: a null result, as explainText gives.
        JobControl cancelled;
        cancelled.cancel();
        QVERIFY(explainConvertedText(plan, text, conversion, &cancelled, 1000).result.isNull());
    }

    // Characters outside the BMP are two UTF-16 units; offsets must count them so.
    void surrogatePairsKeepOffsets()
    {
        const auto converter = loadConverter(QStringLiteral("s2t"));
        const QString text = QStringLiteral("𠀀头发𠀁，葛\U000E0100里面");
        const Explanation explanation = converter->explain(text);
        QCOMPARE(explanation.result, converter->convert(text));
        QCOMPARE(rebuildResult(text, explanation), explanation.result);
        const ExplainedSpan *hair = spanAt(explanation, 3);
        QVERIFY(hair);
        QCOMPARE(explanation.result.mid(hair->resultPosition, hair->resultLength),
                 QStringLiteral("髮"));
        const ExplainedSpan *inside = spanAt(explanation, int(text.indexOf(u'里')));
        QVERIFY(inside);
        QCOMPARE(explanation.result.mid(inside->resultPosition, 1), QStringLiteral("裏"));
    }
};

DUIZHAO_TEST_MAIN(ExplanationTest)
#include "tst_explanation.moc"
