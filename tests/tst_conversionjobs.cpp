// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/conversion/convertercache.h"
#include "core/jobs/jobcontrol.h"
#include "core/jobs/workerpool.h"
#include "document/conversionjobs.h"
#include "testsupport.h"

#include <QLocale>
#include <QTemporaryDir>
#include <QTextDocument>
#include <QtConcurrent/QtConcurrentRun>

using namespace duizhao;
using namespace duizhao::testing;

// The window's jobs as plain functions, called directly: no thread, no window.
class TestConversionJobs : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void openConvertsExplainsAndHighlights();
    void rediffFindsTheUsersEdits();
    void anEditThatSplitsAParagraphIsLinedUp();
    void compareLinesUpTwoEditions();
    void failureIsLeftInTheControl();
    void tooManyLinesForTheWindow();
    void documentsBelongToTheWindowsThread();

private:
    const ConverterCache m_converters;
};

void TestConversionJobs::openConvertsExplainsAndHighlights()
{
    JobControl control;
    int previews = 0;
    const ConversionOutcome outcome = ConversionJobs::open(
        m_converters, {}, chapterFile("000"), ReadOptions{}, QStringLiteral("t2s"), &control,
        [&previews](const ConversionOutcome &) { ++previews; });
    QVERIFY(control.failure().isEmpty());
    QCOMPARE(previews, 0); // a chapter is too short for a preview
    // A Simplified chapter is converted towards Traditional, whatever was preferred.
    QCOMPARE(outcome.script.script, Script::Simplified);
    QCOMPARE(outcome.config, QStringLiteral("s2t"));
    QCOMPARE(outcome.converted.toUtf8(), runOpenccTool(QStringLiteral("s2t"), chapterFile("000")));
    QCOMPARE(outcome.diff.stats.changes, 415);
    QVERIFY(outcome.explanation);
    // A highlight for every explained span on both sides, tagged with its span.
    QCOMPARE(outcome.sourceHighlights->size(), outcome.explanation->spans.size());
    QCOMPARE(outcome.convertedHighlights->size(), outcome.explanation->spans.size());
    QCOMPARE(outcome.sourceHighlights->back().tag, int(outcome.explanation->spans.size()) - 1);
    QVERIFY(!outcome.overviewMarks.empty());
    QCOMPARE(outcome.sourceDocument->toPlainText(), outcome.source);
    QCOMPARE(outcome.convertedDocument->toPlainText(), outcome.converted);
}

void TestConversionJobs::rediffFindsTheUsersEdits()
{
    JobControl control;
    const ConversionOutcome opened = ConversionJobs::convert(
        m_converters, {}, QStringLiteral("头发很长。\n"), QStringLiteral("s2t"), &control);
    QCOMPARE(opened.converted, QStringLiteral("頭髮很長。\n"));
    const QString edited = QStringLiteral("她的頭髮很長。\n");
    const ConversionOutcome rediffed = ConversionJobs::rediff(opened.source, opened.openccOutput,
                                                              edited, opened.explanation, &control);
    QVERIFY(rediffed.rediff);
    QCOMPARE(rediffed.userEdits.changes.size(), size_t(1));
    QCOMPARE(rediffed.editHighlights->front().length, 2);
    // The spans moved with the text: 髮 now stands at 3.
    const auto hair =
        std::find_if(rediffed.convertedHighlights->begin(), rediffed.convertedHighlights->end(),
                     [](const Highlight &h) { return h.position == 3; });
    QVERIFY(hair != rediffed.convertedHighlights->end());
}

// Paragraphs pair by number while the edits leave as many; once an edit splits one, the
// paragraphs after it pair with the source's one line further down. The paragraph split stands
// beside the part that ends where it ends; its first part beside the other pane's padding.
void TestConversionJobs::anEditThatSplitsAParagraphIsLinedUp()
{
    JobControl control;
    const ConversionOutcome opened = ConversionJobs::convert(
        m_converters, {}, QStringLiteral("头发很长。\n干净的面条。\n她回来了。\n"),
        QStringLiteral("s2t"), &control);
    QVERIFY(!opened.sourceAlignment);
    const ConversionOutcome edited = ConversionJobs::rediff(
        opened.source, opened.openccOutput,
        QStringLiteral("頭髮很長。\n乾淨的\n麪條。\n她回來了。\n"), opened.explanation, &control);
    QVERIFY(edited.sourceAlignment && edited.convertedAlignment);
    QCOMPARE(*edited.sourceAlignment, (std::vector<int>{0, 2, 3, 4}));
    QCOMPARE(*edited.convertedAlignment, (std::vector<int>{0, -1, 1, 2, 3}));
    // One paragraph joined to the next and split elsewhere: as many lines as the source, but
    // not the same ones; the last paragraph still stands beside its own.
    const ConversionOutcome evened = ConversionJobs::rediff(
        opened.source, opened.openccOutput,
        QStringLiteral("頭髮很長。乾淨的\n麪條。\n她回來了。\n"), opened.explanation, &control);
    QVERIFY(evened.sourceAlignment && evened.convertedAlignment);
    QCOMPARE(evened.sourceAlignment->at(2), 2);
    QCOMPARE(evened.convertedAlignment->at(2), 2);
    // The source is diffed against the edited paragraphs it became, not against those of its
    // paragraphs' numbers (干净的 would be the source's alone).
    QCOMPARE(describeAll(evened.source, evened.converted, evened.diff),
             (QStringList{QStringLiteral("头→頭"), QStringLiteral("发→髮"), QStringLiteral("长→長"),
                          QStringLiteral("\n→"), QStringLiteral("干→乾"), QStringLiteral("净→淨"),
                          QStringLiteral("→\n"), QStringLiteral("面→麪"), QStringLiteral("条→條"),
                          QStringLiteral("来→來")}));
    // Edited within paragraphs only: they pair by number.
    const ConversionOutcome inPlace = ConversionJobs::rediff(
        opened.source, opened.openccOutput,
        QStringLiteral("頭髮真長。\n乾淨的麪條。\n她回來了。\n"), opened.explanation, &control);
    QVERIFY(!inPlace.sourceAlignment);
}

void TestConversionJobs::compareLinesUpTwoEditions()
{
    CompareSettings settings;
    settings.normalizeConfig = QStringLiteral("s2t");
    settings.diff.ignoreBlankLines = true;
    JobControl control;
    const ConversionOutcome outcome = ConversionJobs::compare(
        m_converters, chapterFile("000"), chapterFile("001"), settings, &control);
    QVERIFY(control.failure().isEmpty());
    QVERIFY(outcome.comparing);
    QCOMPARE(outcome.diff.stats.changes, 53);
    // 001 has a blank line after each paragraph: paragraph i of 000 stands beside its line 2i.
    QCOMPARE(outcome.sourceAlignment->at(5), 10);
    QCOMPARE(outcome.convertedAlignment->at(11), -1);
    QVERIFY(outcome.sourceDocument && outcome.convertedDocument);
}

void TestConversionJobs::failureIsLeftInTheControl()
{
    JobControl control;
    ConversionJobs::open(m_converters, {}, QStringLiteral("/no/such/file.txt"), ReadOptions{},
                         QStringLiteral("s2t"), &control, {});
    QVERIFY2(control.failure().contains(QStringLiteral("/no/such/file.txt")),
             qPrintable(control.failure()));
    JobControl other;
    ConversionJobs::convert(m_converters, {}, QStringLiteral("头发"), QStringLiteral("s2x"),
                            &other);
    QVERIFY(other.failure().contains(QStringLiteral("s2x")));
}

// A million one-character lines would take gigabytes of the window's text documents: it is
// refused, at once, saying what converts it instead.
void TestConversionJobs::tooManyLinesForTheWindow()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("lines.txt"));
    QByteArray lines;
    for (int line = 0; line < 1'000'000; ++line)
        lines += "发\n";
    QVERIFY(writeAll(path, lines));
    JobControl control;
    const ConversionOutcome outcome = ConversionJobs::open(m_converters, {}, path, ReadOptions{},
                                                           QStringLiteral("s2t"), &control, {});
    // The lines an editor counts, none after the last line break, in the locale's digits.
    QVERIFY2(control.failure().contains(
                 QStringLiteral("has %1 lines").arg(QLocale().toString(1'000'000))),
             qPrintable(control.failure()));
    QVERIFY(outcome.source.isEmpty());
    QVERIFY(!outcome.sourceDocument);
}

// A job runs on a thread of its own and builds the panes' documents on others, piece by piece:
// they are handed to the window living in its thread, which alone may give them a layout.
void TestConversionJobs::documentsBelongToTheWindowsThread()
{
    QTemporaryDir dir;
    const QString novel = dir.filePath(QStringLiteral("novel.txt"));
    QVERIFY(writeAll(novel, repeatedTo(readAll(chapterFile("000")), 1024 * 1024)));
    std::vector<std::shared_ptr<QTextDocument>> documents;
    const ConversionOutcome outcome =
        QtConcurrent::run(jobPool(), [&] {
            JobControl control;
            return ConversionJobs::open(m_converters, {}, novel, ReadOptions{},
                                        QStringLiteral("s2t"), &control,
                                        [&](const ConversionOutcome &preview) {
                                            documents.push_back(preview.sourceDocument);
                                            documents.push_back(preview.convertedDocument);
                                        });
        }).result();
    // The beginning's documents, then the whole text's (handed over early, the explanation after).
    QCOMPARE(documents.size(), size_t(4));
    for (const auto &document : documents) {
        QVERIFY(document);
        QCOMPARE(document->thread(), QCoreApplication::instance()->thread());
    }
    QCOMPARE(documents.back()->toPlainText(), outcome.converted);
}

QTEST_MAIN(TestConversionJobs)
#include "tst_conversionjobs.moc"
