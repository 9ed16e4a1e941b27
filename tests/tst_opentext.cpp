// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/books/epub/epubbook.h"
#include "core/conversion/convertercache.h"
#include "core/conversion/glossary.h"
#include "document/opentext.h"
#include "epubtestsupport.h"
#include "testsupport.h"

#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTextCursor>
#include <QTextDocument>

using namespace duizhao;
using namespace duizhao::testing;

// The open text through its stages with real jobs, without a window: what can be edited and saved
// at each, cancelling at each, an edit diffed again, the rules applied with the edits kept, two
// editions compared and compared again.
class TestOpenText : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void longTextGoesThroughItsStages();
    void cancelWhileOnlyTheBeginningIsShown();
    void cancelWhileExplaining();
    void anEditIsDiffedAgain();
    void rulesAppliedKeepTheEdits();
    void editionsCompareAndCompareAgain();
    void aBooksChapterIsSavedWhereTheBookWasConverted();
    void anotherConfigIsSavedWhereAsked();
    void anEpubsChaptersKeepTheirEdits();

private:
    // What the session said after each outcome shown.
    struct Seen {
        Session::Stage stage;
        bool canEditConversion;
        bool canSave;
    };
    // Records what the session says after every text shown, as long as the object returned lives;
    // with stopAt, cancels the job once that stage is shown.
    std::unique_ptr<QObject> watchStages(OpenText &text, std::vector<Seen> &seen,
                                         std::optional<Session::Stage> stopAt = std::nullopt);
    // Opens the long text and cancels its job once stage is shown, which the cancel reports.
    void openAndCancelAt(OpenText &text, Session::Stage stage);
    QString m_novel;
    std::shared_ptr<ConverterCache> m_converters;
    QTemporaryDir m_dir;
};

void TestOpenText::initTestCase()
{
    m_converters = std::make_shared<ConverterCache>();
    m_novel = m_dir.filePath(QStringLiteral("novel.txt"));
    QVERIFY(writeAll(m_novel, repeatedTo(readAll(chapterFile("000")) + readAll(chapterFile("004")),
                                         2 * 1024 * 1024)));
}

std::unique_ptr<QObject> TestOpenText::watchStages(OpenText &text, std::vector<Seen> &seen,
                                                   std::optional<Session::Stage> stopAt)
{
    auto watching = std::make_unique<QObject>();
    connect(&text, &OpenText::textShown, watching.get(), [&text, &seen, stopAt] {
        const Session &session = text.session();
        seen.push_back({session.stage(), session.canEdit(DiffSide::B), session.canSave()});
        if (stopAt && session.stage() == *stopAt)
            text.cancel();
    });
    return watching;
}

void TestOpenText::openAndCancelAt(OpenText &text, Session::Stage stage)
{
    std::vector<Seen> seen;
    const auto watching = watchStages(text, seen, stage);
    QSignalSpy cancelled(&text, &OpenText::cancelled);
    text.open(m_novel, QString(), QStringLiteral("s2t"));
    QVERIFY(cancelled.wait(WaitBound));
    QCOMPARE(cancelled.first().first().value<Session::Stage>(), stage);
}

void TestOpenText::longTextGoesThroughItsStages()
{
    OpenText text(m_converters);
    std::vector<Seen> seen;
    const auto watching = watchStages(text, seen);
    QSignalSpy finished(text.jobs(), &ConversionController::conversionFinished);
    QCOMPARE(text.session().stage(), Session::Stage::Empty);
    text.open(m_novel, QString(), QStringLiteral("s2t"));
    QVERIFY(finished.wait(WaitBound));
    QCOMPARE(seen.size(), size_t(3));
    // The beginning: neither edited nor saved; the whole text: saved, not yet edited; explained:
    // both.
    QCOMPARE(seen[0].stage, Session::Stage::Preview);
    QVERIFY(!seen[0].canEditConversion && !seen[0].canSave);
    QCOMPARE(seen[1].stage, Session::Stage::Explaining);
    QVERIFY(!seen[1].canEditConversion && seen[1].canSave);
    QCOMPARE(seen[2].stage, Session::Stage::Ready);
    QVERIFY(seen[2].canEditConversion && seen[2].canSave);
    // The explanation kept the whole text's documents and diff.
    const ConversionOutcome &shown = text.session().shown();
    QVERIFY(shown.explanation);
    QVERIFY(shown.convertedDocument);
    QCOMPARE(shown.convertedDocument->toPlainText(), shown.explanation->result);
    QVERIFY(shown.diff.stats.changes > 1000);
    QCOMPARE(text.session().side(DiffSide::A).path, m_novel);
}

void TestOpenText::cancelWhileOnlyTheBeginningIsShown()
{
    OpenText text(m_converters);
    openAndCancelAt(text, Session::Stage::Preview);
    if (QTest::currentTestFailed())
        return;
    // The beginning stays, and is no text to save or edit.
    QCOMPARE(text.session().stage(), Session::Stage::Preview);
    QVERIFY(!text.session().canSave());
    QVERIFY(!text.session().canEdit(DiffSide::B));
    QVERIFY(!text.session().readOnlyReason(DiffSide::B).isEmpty());
    QVERIFY(!text.canKeepEdits());
    // Converting again reads the whole file again, through every stage.
    std::vector<Seen> seen;
    const auto watching = watchStages(text, seen);
    QSignalSpy finished(text.jobs(), &ConversionController::conversionFinished);
    text.convert(QStringLiteral("s2tw"));
    QVERIFY(finished.wait(WaitBound));
    QCOMPARE(seen.back().stage, Session::Stage::Ready);
    QCOMPARE(text.session().shown().config, QStringLiteral("s2tw"));
    QCOMPARE(text.session().shown().source, readUtf8(m_novel));
}

void TestOpenText::cancelWhileExplaining()
{
    OpenText text(m_converters);
    openAndCancelAt(text, Session::Stage::Explaining);
    if (QTest::currentTestFailed())
        return;
    // The whole text is there without its explanation: it can be edited and saved.
    QCOMPARE(text.session().stage(), Session::Stage::Ready);
    QVERIFY(text.session().canEdit(DiffSide::B));
    QVERIFY(text.session().canSave());
    QVERIFY(text.session().readOnlyReason(DiffSide::B).isEmpty());
    QVERIFY(!text.session().shown().explanation);
    QVERIFY(text.canKeepEdits());
}

void TestOpenText::anEditIsDiffedAgain()
{
    OpenText text(m_converters);
    std::vector<Seen> seen;
    const auto watching = watchStages(text, seen);
    QSignalSpy finished(text.jobs(), &ConversionController::conversionFinished);
    text.open(chapterFile("000"), QString(), QStringLiteral("s2t"));
    QVERIFY(finished.wait(WaitBound));
    QCOMPARE(text.session().stage(), Session::Stage::Ready);
    QTextDocument *converted = text.session().shown().convertedDocument.get();
    const qsizetype at = converted->toPlainText().indexOf(u'頭');
    QVERIFY(at >= 0);
    const int highlightsBefore = int(text.session().highlights(DiffSide::B)->size());
    // Typed into the conversion, as into its pane: diffed again once typing pauses, with no
    // call but the edit. (A pane gives the document its layout; Qt announces edits only then.)
    converted->documentLayout();
    QTextCursor cursor(converted);
    cursor.setPosition(int(at));
    cursor.movePosition(QTextCursor::NextCharacter, QTextCursor::KeepAnchor);
    cursor.insertText(QStringLiteral("首"));
    QCOMPARE(text.session().edits(DiffSide::B)->size(), size_t(1)); // marked as it was typed
    QVERIFY(finished.wait(WaitBound));
    const ConversionOutcome &shown = text.session().shown();
    QVERIFY(shown.rediff);
    QCOMPARE(text.session().stage(), Session::Stage::Ready);
    QCOMPARE(shown.userEdits.stats.changes, 1);
    QCOMPARE(shown.converted, converted->toPlainText());
    QCOMPARE(shown.convertedDocument.get(), converted); // the document the pane shows stays
    QVERIFY(int(text.session().highlights(DiffSide::B)->size()) >= highlightsBefore);
    QCOMPARE(text.session().side(DiffSide::A).path, chapterFile("000")); // its origin kept
}

void TestOpenText::rulesAppliedKeepTheEdits()
{
    OpenText text(m_converters);
    std::vector<Seen> seen;
    const auto watching = watchStages(text, seen);
    QSignalSpy finished(text.jobs(), &ConversionController::conversionFinished);
    text.open(chapterFile("000"), QString(), QStringLiteral("s2t"));
    QVERIFY(finished.wait(WaitBound));
    QTextDocument *converted = text.session().shown().convertedDocument.get();
    const qsizetype at = converted->toPlainText().indexOf(QStringLiteral("頭大"));
    QVERIFY(at >= 0);
    converted->documentLayout(); // as a pane gives it, which edits are announced by
    QTextCursor cursor(converted);
    cursor.setPosition(int(at));
    cursor.movePosition(QTextCursor::NextCharacter, QTextCursor::KeepAnchor);
    cursor.insertText(QStringLiteral("首"));
    // A rule of the book's that changes another word: the edit is carried over.
    text.setRules(std::make_shared<const Glossary>(Glossary::parse(u"头发=頭毛\n")), false);
    QVERIFY(text.canKeepEdits());
    text.convertKeepingEdits();
    QVERIFY(finished.wait(WaitBound));
    const ConversionOutcome &shown = text.session().shown();
    QVERIFY(shown.carriedEdits);
    QCOMPARE(shown.keptEdits, 1);
    QCOMPARE(text.session().stage(), Session::Stage::Ready);
    QCOMPARE(shown.converted[at], QChar(u'首'));
    QVERIFY(shown.converted.contains(QStringLiteral("頭毛")));
}

void TestOpenText::editionsCompareAndCompareAgain()
{
    OpenText text(m_converters);
    std::vector<Seen> seen;
    const auto watching = watchStages(text, seen);
    QSignalSpy finished(text.jobs(), &ConversionController::conversionFinished);
    CompareSettings settings;
    settings.normalizeConfig.clear(); // as they are
    text.setCompareSettings(settings);
    text.compare(chapterFile("002"), chapterFile("003"));
    QVERIFY(finished.wait(WaitBound));
    QCOMPARE(text.session().stage(), Session::Stage::Comparing);
    QVERIFY(text.session().canEdit(DiffSide::A) && text.session().canEdit(DiffSide::B));
    const int before = text.session().shown().diff.stats.changes;
    // The first edition made the second: compared again, nothing differs.
    text.session().shown().sourceDocument->documentLayout(); // as a pane gives it
    text.session().shown().sourceDocument->setPlainText(text.session().shown().converted);
    QVERIFY(finished.wait(WaitBound));
    QCOMPARE(text.session().stage(), Session::Stage::Comparing);
    QVERIFY(before > 0);
    QCOMPARE(text.session().shown().diff.stats.changes, 0);
    QCOMPARE(text.session().side(DiffSide::B).path, chapterFile("003"));
}

void TestOpenText::aBooksChapterIsSavedWhereTheBookWasConverted()
{
    OpenText text(m_converters);
    QSignalSpy finished(text.jobs(), &ConversionController::conversionFinished);
    const QString output = m_dir.filePath(QStringLiteral("out/000.txt"));
    text.open(chapterFile("000"), QString(), QStringLiteral("s2t"));
    text.saveOpenedAt(output, QStringLiteral("GB18030"));
    QVERIFY(finished.wait(WaitBound));
    QCOMPARE(text.session().side(DiffSide::B).path, output);
    QCOMPARE(text.session().side(DiffSide::B).format.encoding, QStringLiteral("GB18030"));
    // Another text opened: saved beside its original, as any.
    text.open(chapterFile("004"), QString(), QStringLiteral("s2t"));
    QVERIFY(finished.wait(WaitBound));
    QVERIFY(text.session().side(DiffSide::B).path.isEmpty());
}

// The file a conversion was saved to is where it is saved again, while the config that made it
// stays: converted by another, the text is not that file's, and Save asks where.
void TestOpenText::anotherConfigIsSavedWhereAsked()
{
    OpenText text(m_converters);
    QSignalSpy finished(text.jobs(), &ConversionController::conversionFinished);
    const QString output = m_dir.filePath(QStringLiteral("again/000.txt"));
    text.open(chapterFile("000"), QString(), QStringLiteral("s2t"));
    text.saveOpenedAt(output, QString());
    QVERIFY(finished.wait(WaitBound));
    QCOMPARE(text.session().side(DiffSide::B).path, output);
    text.convert(QStringLiteral("s2t"));
    QVERIFY(finished.wait(WaitBound));
    QCOMPARE(text.session().side(DiffSide::B).path, output);
    text.convert(QStringLiteral("s2tw"));
    QVERIFY(finished.wait(WaitBound));
    QCOMPARE(text.session().shown().config, QStringLiteral("s2tw"));
    QVERIFY(text.session().side(DiffSide::B).path.isEmpty());
    // The original is still the original's.
    QCOMPARE(text.session().side(DiffSide::A).path, chapterFile("000"));
}

// An EPUB's chapter opens from its book; left for another chapter, its edits are kept with the
// book, and come back onto its conversion when it opens again.
void TestOpenText::anEpubsChaptersKeepTheirEdits()
{
    const QString book =
        epub::writeZip(m_dir.filePath(QStringLiteral("book.epub")), epub::book(2, true));
    QVERIFY(!book.isEmpty());
    const QString first = EpubBook::chapterPath(book, QStringLiteral("OEBPS/Text/章1.xhtml"));
    const QString second = EpubBook::chapterPath(book, QStringLiteral("OEBPS/Text/章2.xhtml"));
    OpenText text(m_converters);
    QSignalSpy finished(text.jobs(), &ConversionController::conversionFinished);
    text.open(first, QString(), QStringLiteral("s2t"));
    QVERIFY(finished.wait(WaitBound));
    QCOMPARE(text.session().stage(), Session::Stage::Ready);
    QCOMPARE(text.session().shown().source, EpubBook::readChapter(first).text);
    QVERIFY(text.session().shown().source.startsWith(QStringLiteral("第1章\n")));
    // Remembered (recent files, a restart) as the book, which opens again as one.
    QCOMPARE(text.session().openedFiles(), QStringList{book});

    QTextDocument *converted = text.session().shown().convertedDocument.get();
    converted->documentLayout(); // as a pane gives it, which edits are announced by
    QTextCursor cursor(converted);
    cursor.insertText(QStringLiteral("【"));
    const QString edited = converted->toPlainText();
    text.open(second, QString(), QStringLiteral("s2t"));
    QVERIFY(finished.wait(WaitBound));
    QCOMPARE(text.session().side(DiffSide::A).path, second);
    QVERIFY(text.keptChapters().hasUnsavedEdits());
    QCOMPARE(text.keptChapters().texts(),
             (QHash<QString, QString>{{QStringLiteral("OEBPS/Text/章1.xhtml"), edited}}));

    // Back to the first chapter: converted again, with the edit carried onto it.
    text.open(first, QString(), QStringLiteral("s2t"));
    QTRY_VERIFY_WITH_TIMEOUT(text.session().shown().carriedEdits, WaitBound);
    QCOMPARE(text.session().side(DiffSide::A).path, first);
    QCOMPARE(text.session().shown().converted, edited);
    QCOMPARE(text.session().shown().keptEdits, 1);

    // A text of no book forgets the book's chapters (the window asked to save them first).
    text.open(chapterFile("004"), QString(), QStringLiteral("s2t"));
    QVERIFY(text.keptChapters().texts().isEmpty());
    QVERIFY(!text.keptChapters().hasUnsavedEdits());
    QVERIFY(finished.wait(WaitBound));
}

QTEST_MAIN(TestOpenText)
#include "tst_opentext.moc"
