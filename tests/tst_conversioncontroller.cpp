// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/conversion/configcatalog.h"
#include "core/conversion/converter.h"
#include "core/conversion/convertercache.h"
#include "core/jobs/workerpool.h"
#include "document/conversioncontroller.h"
#include "document/highlightpalette.h"

#include "testsupport.h"
#include <QTextDocument>
#include <QThread>
#include <QThreadPool>

#include <QSignalSpy>
#include <QTemporaryDir>

using namespace duizhao;
using namespace duizhao::testing;

class TestConversionController : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void convertsInTheBackground();
    void openDetectsScriptAndBuildsDocuments();
    void openReportsUnreadableFile();
    void longTextComesInSteps();
    void newerRequestSupersedesOlder();
    void cancel();
    void rediffFindsUserEdits();
    void insertionMovesTheSpansAfterIt();

private:
    std::shared_ptr<const ConverterCache> m_converters = std::make_shared<ConverterCache>();
    std::shared_ptr<const Converter> m_s2t;
};

void TestConversionController::initTestCase()
{
    QString error;
    m_s2t = m_converters->get(QStringLiteral("s2t"), &error);
    QVERIFY2(m_s2t, qPrintable(error));
}

void TestConversionController::convertsInTheBackground()
{
    ConversionController controller(m_converters);
    QSignalSpy finished(&controller, &ConversionController::conversionFinished);
    const QString source = readUtf8(chapterFile("000"));
    controller.convert(source, QStringLiteral("s2t"));
    QVERIFY(controller.isBusy());
    QVERIFY(finished.wait(WaitBound));
    const auto outcome = finished.first().first().value<ConversionOutcome>();
    QCOMPARE(outcome.converted.toUtf8(), runOpenccTool(QStringLiteral("s2t"), chapterFile("000")));
    QCOMPARE(outcome.diff.stats.aCharsChanged, 415);
    QVERIFY(!controller.isBusy());
}

// A half-converted chapter asked to go t2s is finished towards Traditional instead, and both
// panes' documents arrive ready, belonging to the GUI thread.
void TestConversionController::openDetectsScriptAndBuildsDocuments()
{
    ConversionController controller(m_converters);
    QSignalSpy finished(&controller, &ConversionController::conversionFinished);
    controller.open(chapterFile("003"), QString(), QStringLiteral("t2s"));
    QVERIFY(finished.wait(WaitBound));
    const auto outcome = finished.first().first().value<ConversionOutcome>();
    QCOMPARE(outcome.script.script, Script::Mixed);
    QCOMPARE(outcome.config, QStringLiteral("s2t"));
    QCOMPARE(outcome.format.encoding, QStringLiteral("UTF-8"));
    QVERIFY(outcome.sourceDocument && outcome.convertedDocument);
    QCOMPARE(outcome.sourceDocument->thread(), QThread::currentThread());
    QCOMPARE(outcome.sourceDocument->toPlainText(), outcome.source);
    QCOMPARE(outcome.convertedDocument->toPlainText().toUtf8(),
             runOpenccTool(QStringLiteral("s2t"), chapterFile("003")));
}

void TestConversionController::openReportsUnreadableFile()
{
    ConversionController controller(m_converters);
    QSignalSpy failed(&controller, &ConversionController::conversionFailed);
    controller.open(QStringLiteral("/nonexistent/chapter.txt"), QString(), QStringLiteral("s2t"));
    QVERIFY(failed.wait(WaitBound));
    QCOMPARE(failed.first().first().toString(),
             QStringLiteral("/nonexistent/chapter.txt: the file does not exist"));
}

// A novel comes in three steps: its first lines before the rest is done, exactly as the whole
// conversion shows them; then the whole text converted and diffed, every change there to go to;
// then the explanation that sorts the changes, for the same text, without new documents or diff.
void TestConversionController::longTextComesInSteps()
{
    QTemporaryDir dir;
    const QByteArray novel =
        repeatedTo(readAll(chapterFile("000")) + readAll(chapterFile("004")), 2 * 1024 * 1024);
    const QString path = dir.filePath(QStringLiteral("novel.txt"));
    QVERIFY(writeAll(path, novel));

    ConversionController controller(m_converters);
    QSignalSpy previews(&controller, &ConversionController::previewReady);
    QSignalSpy finished(&controller, &ConversionController::conversionFinished);
    controller.open(path, QString(), QStringLiteral("s2t"));
    QVERIFY(finished.wait(WaitBound));
    QCOMPARE(previews.size(), 2);
    const auto preview = previews.at(0).first().value<ConversionOutcome>();
    const auto shown = previews.at(1).first().value<ConversionOutcome>();
    const auto explained = finished.first().first().value<ConversionOutcome>();
    QVERIFY(preview.preview && !shown.preview && !explained.preview);
    QVERIFY(preview.source.size() < shown.source.size() / 10);
    QVERIFY(shown.source.startsWith(preview.source));
    QVERIFY(shown.converted.startsWith(preview.converted));
    QVERIFY(preview.diff.changes.size() > 100);
    for (size_t i = 0; i < preview.diff.changes.size(); ++i)
        QCOMPARE(preview.diff.changes[i], shown.diff.changes[i]);
    QCOMPARE(preview.sourceDocument->toPlainText(), preview.source);

    // The whole text, before its explanation: plain differences, read-only until it comes.
    QVERIFY(shown.explaining && !shown.explanation);
    QString error;
    QCOMPARE(shown.converted,
             m_converters->get(QStringLiteral("s2t"), &error)->convert(shown.source));
    QVERIFY(shown.diff.changes == diffTexts(shown.source, shown.converted).changes);
    // The converted pane's document, grown chunk by chunk as they converted: the whole text, in
    // as many paragraphs.
    QCOMPARE(shown.convertedDocument->toPlainText(), shown.converted);
    QCOMPARE(shown.convertedDocument->blockCount(), shown.converted.count(u'\n') + 1);
    QCOMPARE(shown.sourceDocument->toPlainText(), shown.source);
    QCOMPARE(shown.convertedHighlights->size(), shown.diff.changes.size());
    for (const Highlight &highlight : *shown.convertedHighlights)
        QCOMPARE(highlight.kind, quint8(DifferenceKind));

    // The explanation of that text: its spans, in their categories; the window keeps the rest.
    QVERIFY(!explained.explaining && explained.explanation);
    QCOMPARE(explained.converted, shown.converted);
    QCOMPARE(explained.explanation->result, shown.converted);
    QVERIFY(!explained.sourceDocument && !explained.convertedDocument);
    QVERIFY(explained.diff.changes.empty());
    QCOMPARE(explained.convertedHighlights->size(), explained.explanation->spans.size());
    int ambiguous = 0;
    for (const Highlight &highlight : *explained.convertedHighlights)
        ambiguous += highlight.kind == quint8(SpanCategory::Ambiguous) ? 1 : 0;
    QVERIFY(ambiguous > 1000);
}

// Two requests in a row: only the second one's result arrives.
void TestConversionController::newerRequestSupersedesOlder()
{
    ConversionController controller(m_converters);
    QSignalSpy finished(&controller, &ConversionController::conversionFinished);
    QSignalSpy cancelled(&controller, &ConversionController::conversionCancelled);
    QString novel;
    for (int i = 0; i < 200; ++i)
        novel += readUtf8(chapterFile("000"));
    controller.convert(novel, QStringLiteral("s2t"));
    const QString chapter = readUtf8(chapterFile("002"));
    controller.convert(chapter, QStringLiteral("t2s"));
    QVERIFY(finished.wait(WaitBound));
    // Every job has ended and its result reached this thread: a stale one would be here.
    workerPool()->waitForDone(-1);
    QCoreApplication::sendPostedEvents();
    QCoreApplication::processEvents();
    QCOMPARE(finished.size(), 1);
    QCOMPARE(cancelled.size(), 0);
    const auto outcome = finished.first().first().value<ConversionOutcome>();
    QCOMPARE(outcome.source, chapter);
    QCOMPARE(outcome.diff.stats.aCharsChanged, 279);
}

void TestConversionController::cancel()
{
    ConversionController controller(m_converters);
    QSignalSpy finished(&controller, &ConversionController::conversionFinished);
    QSignalSpy cancelled(&controller, &ConversionController::conversionCancelled);
    QString novel;
    for (int i = 0; i < 400; ++i)
        novel += readUtf8(chapterFile("004"));
    controller.convert(novel, QStringLiteral("s2t"));
    controller.cancel();
    QVERIFY(cancelled.wait(WaitBound));
    QCOMPARE(finished.size(), 0);
    QVERIFY(!controller.isBusy());
}

void TestConversionController::rediffFindsUserEdits()
{
    ConversionController controller(m_converters);
    QSignalSpy finished(&controller, &ConversionController::conversionFinished);
    const QString source = QStringLiteral("她一头金发，咸来问讯。");
    const QString opencc = m_s2t->convert(source);
    QCOMPARE(opencc, QStringLiteral("她一頭金髮，鹹來問訊。"));
    QString edited = opencc;
    edited.replace(u'鹹', u'咸');
    const auto explanation = std::make_shared<const Explanation>(m_s2t->explain(source));
    controller.rediff(source, opencc, edited, explanation);
    QVERIFY(finished.wait(WaitBound));
    const auto outcome = finished.first().first().value<ConversionOutcome>();
    QVERIFY(outcome.rediff);
    QCOMPARE(describeAll(source, edited, outcome.diff),
             (QStringList{QStringLiteral("头→頭"), QStringLiteral("发→髮"), QStringLiteral("来→來"),
                          QStringLiteral("问→問"), QStringLiteral("讯→訊")}));
    QCOMPARE(describeAll(opencc, edited, outcome.userEdits), QStringList{QStringLiteral("鹹→咸")});

    // The explanation's spans stay where they are: the edit picked one character for another.
    // The source pane's are not built again: those shown stay (Session::show).
    QVERIFY(!outcome.sourceHighlights);
    QCOMPARE(outcome.convertedHighlights->size(), explanation->spans.size());
    for (size_t index = 0; index < explanation->spans.size(); ++index) {
        QCOMPARE((*outcome.convertedHighlights)[index].position,
                 explanation->spans[index].resultPosition);
        QCOMPARE((*outcome.convertedHighlights)[index].tag, int(index));
    }
    QCOMPARE(outcome.editHighlights->size(), size_t(1));
    QCOMPARE(outcome.editHighlights->front().position, int(edited.indexOf(u'咸')));
    QCOMPARE(outcome.editHighlights->front().kind, quint8(UserEditKind));
}

void TestConversionController::insertionMovesTheSpansAfterIt()
{
    ConversionController controller(m_converters);
    QSignalSpy finished(&controller, &ConversionController::conversionFinished);
    const QString source = QStringLiteral("美国的士兵，头发。");
    QString error;
    const auto s2twp = m_converters->get(QStringLiteral("s2twp"), &error);
    QVERIFY2(s2twp, qPrintable(error));
    const auto explanation = std::make_shared<const Explanation>(s2twp->explain(source));
    const QString opencc = explanation->result;
    QCOMPARE(opencc, QStringLiteral("美國計程車兵，頭髮。"));
    // The reviewer takes the word back (計程車 → 的士) and adds a note in front.
    QString edited = opencc;
    edited.replace(QStringLiteral("計程車"), QStringLiteral("的士"));
    edited.prepend(QStringLiteral("【注】"));
    controller.rediff(source, opencc, edited, explanation);
    QVERIFY(finished.wait(WaitBound));
    const auto outcome = finished.first().first().value<ConversionOutcome>();
    QStringList shown;
    for (const Highlight &highlight : *outcome.convertedHighlights)
        shown << edited.mid(highlight.position, highlight.length) + QLatin1Char(':') +
                     categoryKey(SpanCategory(highlight.kind));
    // 的士 was rewritten with another length: its span has no place any more.
    QCOMPARE(shown, (QStringList{QStringLiteral("國:conversion"), QStringLiteral("頭:conversion"),
                                 QStringLiteral("髮:phrase")}));
    QVERIFY(!outcome.sourceHighlights);
}

QTEST_MAIN(TestConversionController)
#include "tst_conversioncontroller.moc"
