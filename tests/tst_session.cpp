// SPDX-License-Identifier: GPL-3.0-or-later
#include "document/conversionjobs.h"
#include "document/session.h"
#include "testsupport.h"

#include <QTemporaryDir>
#include <QTextDocument>

using namespace duizhao;
using namespace duizhao::testing;

namespace {

// The outcome of a job that brought a new text: with the document it built.
ConversionOutcome newText(ConversionOutcome outcome)
{
    if (outcome.source.isNull())
        outcome.source = QStringLiteral("头发");
    outcome.sourceDocument = std::make_shared<QTextDocument>(outcome.source);
    return outcome;
}

} // namespace

// The text open in the window, without a window: the two sides of a conversion or of two
// editions, where each belongs and how it is saved.
class TestSession : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void conversionSidesAndSaving();
    void editionsKeepTheirFiles();
    void defaultSavePathNamesTheScript_data();
    void defaultSavePathNamesTheScript();
    void highlightsFollowTheirSidesEdits();
    void stagesOfAConversion();
    void stagesOfAComparison();
    void outcomesOfTheSameTextKeepWhatTheyLack();
};

void TestSession::conversionSidesAndSaving()
{
    QTemporaryDir dir;
    ConversionOutcome outcome;
    outcome.path = dir.filePath(QStringLiteral("chapter.txt"));
    outcome.format.encoding = TextEncoding::Gb18030;
    Session session;
    session.show(newText(outcome));
    QVERIFY(!session.isComparing());
    QCOMPARE(session.side(DiffSide::A).path, outcome.path);
    QVERIFY(session.side(DiffSide::B).path.isEmpty()); // not saved yet
    // The conversion is written as its original was read, and remembered where.
    const QString target = dir.filePath(QStringLiteral("chapter.zh-Hant.txt"));
    QVERIFY(!session.save(DiffSide::B, QStringLiteral("頭髮\n"), target,
                          session.side(DiffSide::B).format));
    QCOMPARE(session.side(DiffSide::B).path, target);
    QStringDecoder gb = TextEncoding::decoder(TextEncoding::Gb18030);
    QCOMPARE(QString(gb.decode(readAll(target))), QStringLiteral("頭髮\n"));
    // A failed save changes nothing.
    QVERIFY(session.save(DiffSide::B, QStringLiteral("x"), QStringLiteral("/proc/none/x.txt"),
                         TextFormat{}));
    QCOMPARE(session.side(DiffSide::B).path, target);
}

void TestSession::editionsKeepTheirFiles()
{
    ConversionOutcome outcome;
    outcome.comparing = true;
    outcome.path = QStringLiteral("/books/first.txt");
    outcome.secondPath = QStringLiteral("/books/second.txt");
    outcome.secondFormat.encoding = TextEncoding::Big5;
    Session session;
    session.show(newText(outcome));
    QVERIFY(session.isComparing());
    QCOMPARE(session.side(DiffSide::B).path, QStringLiteral("/books/second.txt"));
    QCOMPARE(session.side(DiffSide::B).format.encoding, TextEncoding::Big5);
}

void TestSession::defaultSavePathNamesTheScript_data()
{
    QTest::addColumn<QString>("config");
    QTest::addColumn<QString>("name");
    QTest::newRow("to Traditional")
        << QStringLiteral("s2twp") << QStringLiteral("chapter.zh-Hant.txt");
    QTest::newRow("to Simplified")
        << QStringLiteral("t2s") << QStringLiteral("chapter.zh-Hans.txt");
    QTest::newRow("to Japanese") << QStringLiteral("t2jp") << QStringLiteral("chapter.ja.txt");
    QTest::newRow("a config of one's own")
        << QStringLiteral("mine") << QStringLiteral("chapter.mine.txt");
}

void TestSession::defaultSavePathNamesTheScript()
{
    QFETCH(QString, config);
    QFETCH(QString, name);
    ConversionOutcome outcome;
    outcome.path = QStringLiteral("/books/chapter.txt");
    Session session;
    session.show(newText(outcome));
    QCOMPARE(session.defaultSavePath(config), QStringLiteral("/books/") + name);
}

// Each side's highlights move with that side's edits only, and a new job's replace them.
void TestSession::highlightsFollowTheirSidesEdits()
{
    Session session;
    QVERIFY(session.highlights(DiffSide::A)->empty());
    session.setHighlights(DiffSide::A, std::make_shared<std::vector<Highlight>>(
                                           std::vector<Highlight>{{3, 1, 0, 1}}));
    session.setHighlights(DiffSide::B, std::make_shared<std::vector<Highlight>>(
                                           std::vector<Highlight>{{3, 1, 0, 1}, {5, 2, 1, 1}}));
    session.followEdit(DiffSide::B, 0, 0, QStringLiteral("【校】").left(2));
    QCOMPARE(session.highlights(DiffSide::A)->front().position, 3);
    QCOMPARE(session.highlights(DiffSide::B)->front().position, 5);
    QCOMPARE(session.highlights(DiffSide::B)->back().position, 7);
    QCOMPARE(session.edits(DiffSide::B)->size(), size_t(1));
    QCOMPARE(session.edits(DiffSide::B)->front().position, 0);
    QCOMPARE(session.edits(DiffSide::B)->front().length, 2);
    QVERIFY(session.edits(DiffSide::A)->empty());
    session.setHighlights(DiffSide::B, nullptr);
    QVERIFY(session.highlights(DiffSide::B)->empty());
}

void TestSession::stagesOfAConversion()
{
    using Stage = Session::Stage;
    Session session;
    QCOMPARE(session.stage(), Stage::Empty);
    QVERIFY(!session.canSave());
    // A long text's beginning: nothing to edit or save yet, and the conversion's header says why.
    ConversionOutcome outcome;
    outcome.source = QStringLiteral("头发");
    outcome.preview = true;
    session.show(newText(outcome));
    QCOMPARE(session.stage(), Stage::Preview);
    QVERIFY(!session.canSave());
    QVERIFY(!session.canEdit(DiffSide::A));
    QVERIFY(!session.canEdit(DiffSide::B));
    QVERIFY(session.readOnlyReason(DiffSide::B).contains(QStringLiteral("whole text")));
    QVERIFY(session.readOnlyReason(DiffSide::A).isEmpty()); // never editable: no reason to wait
    QVERIFY(session.whyNotEditable(DiffSide::A).contains(QStringLiteral("original")));
    QVERIFY(session.whyNotSavable().contains(QStringLiteral("beginning")));
    // The work goes to the conversion, wherever the user was last.
    QCOMPARE(session.sideWorkedOn(DiffSide::A), DiffSide::B);
    QCOMPARE(session.sideName(DiffSide::B), QStringLiteral("the converted text"));
    QCOMPARE(session.title(), QStringLiteral("Sample"));
    QVERIFY(session.openedFiles().isEmpty());
    // A cancel here leaves the beginning: still a preview.
    session.stopExplaining();
    QCOMPARE(session.stage(), Stage::Preview);
    // The whole text, its changes being explained: saved, not yet edited.
    outcome.preview = false;
    outcome.explaining = true;
    session.show(outcome);
    QCOMPARE(session.stage(), Stage::Explaining);
    QVERIFY(session.canSave());
    QVERIFY(session.whyNotSavable().isEmpty());
    QVERIFY(!session.canEdit(DiffSide::B));
    QVERIFY(session.readOnlyReason(DiffSide::B).contains(QStringLiteral("sorted")));
    QVERIFY(session.whyNotEditable(DiffSide::B).contains(QStringLiteral("waits")));
    // The explanation cancelled: the text is all there, and can be edited.
    session.stopExplaining();
    QCOMPARE(session.stage(), Stage::Ready);
    QVERIFY(session.canEdit(DiffSide::B));
    QVERIFY(!session.canEdit(DiffSide::A));
    QVERIFY(session.readOnlyReason(DiffSide::B).isEmpty());
    QVERIFY(session.whyNotEditable(DiffSide::B).isEmpty());
    // The explanation arrives: ready, as after a re-diff of an edit.
    session.show(outcome);
    QCOMPARE(session.stage(), Stage::Explaining);
    outcome.explaining = false;
    session.show(outcome);
    QCOMPARE(session.stage(), Stage::Ready);
    outcome.rediff = true;
    session.show(outcome);
    QCOMPARE(session.stage(), Stage::Ready);
}

void TestSession::stagesOfAComparison()
{
    using Stage = Session::Stage;
    ConversionOutcome outcome;
    outcome.comparing = true;
    outcome.path = QStringLiteral("/books/first.txt");
    outcome.secondPath = QStringLiteral("/books/second.txt");
    Session session;
    session.show(newText(outcome));
    // As read: both editions can be edited and saved.
    QCOMPARE(session.stage(), Stage::Comparing);
    QVERIFY(session.isComparing());
    QVERIFY(session.canEdit(DiffSide::A));
    QVERIFY(session.canEdit(DiffSide::B));
    QVERIFY(session.canSave());
    QVERIFY(session.readOnlyReason(DiffSide::A).isEmpty());
    QVERIFY(session.whyNotSavable().isEmpty());
    // The work goes to the edition last worked in; both are named, and the title names both.
    QCOMPARE(session.sideWorkedOn(DiffSide::A), DiffSide::A);
    QCOMPARE(session.sideWorkedOn(DiffSide::B), DiffSide::B);
    QCOMPARE(session.sideName(DiffSide::A), QStringLiteral("the first edition"));
    QCOMPARE(session.title(), QStringLiteral("first.txt ↔ second.txt"));
    QCOMPARE(session.openedFiles(), (QStringList{outcome.path, outcome.secondPath}));
    // Shown as compared with nothing to convert them by: still as read.
    outcome.compareSettings.showCompared = true;
    outcome.compareSettings.normalizeConfig.clear();
    session.show(outcome);
    QCOMPARE(session.stage(), Stage::Comparing);
    // Shown as converted for the comparison: neither is the edition as it is.
    outcome.compareSettings.normalizeConfig = QStringLiteral("s2t");
    session.show(outcome);
    QCOMPARE(session.stage(), Stage::ShowingCompared);
    QVERIFY(session.showsCompared());
    for (const DiffSide side : {DiffSide::A, DiffSide::B}) {
        QVERIFY(!session.canEdit(side));
        QVERIFY(session.readOnlyReason(side).contains(QStringLiteral("compared")));
        QVERIFY(session.whyNotEditable(side).contains(QStringLiteral("Compare menu")));
    }
    QVERIFY(session.whyNotSavable().contains(QStringLiteral("Show the Editions as Compared")));
    // A conversion opened next is no comparison.
    session.show(newText(ConversionOutcome()));
    QCOMPARE(session.stage(), Stage::Ready);
    QVERIFY(!session.isComparing());
}

void TestSession::outcomesOfTheSameTextKeepWhatTheyLack()
{
    const auto document = [](const QString &text) {
        return std::make_shared<QTextDocument>(text);
    };
    const auto highlights = [](int position) {
        return std::make_shared<std::vector<Highlight>>(std::vector<Highlight>{{position, 1, 0}});
    };
    Session session;
    QVERIFY(!session.hasText());
    // A long text's beginning, with its documents.
    ConversionOutcome beginning;
    beginning.preview = true;
    beginning.path = QStringLiteral("/books/chapter.txt");
    beginning.source = QStringLiteral("头发");
    beginning.sourceDocument = document(beginning.source);
    beginning.convertedDocument = document(QStringLiteral("頭髮"));
    beginning.convertedHighlights = highlights(1);
    Session::Shown shown = session.show(beginning);
    QVERIFY(shown.newSource && shown.newConverted && !shown.replacesPreview);
    QVERIFY(session.hasText());
    QCOMPARE(session.highlights(DiffSide::B)->front().position, 1);
    // The whole text replaces it; the beginning's documents are handed back, alive until the
    // panes let go of them.
    ConversionOutcome whole = beginning;
    whole.preview = false;
    whole.explaining = true;
    whole.source = QStringLiteral("头发很长");
    whole.sourceDocument = document(whole.source);
    whole.convertedDocument = document(QStringLiteral("頭髮很長"));
    whole.diff.stats.changes = 2;
    const QTextDocument *wholeConverted = whole.convertedDocument.get();
    shown = session.show(whole);
    QVERIFY(shown.replacesPreview && !shown.explainsShown);
    QCOMPARE(shown.replacedConverted.get(), beginning.convertedDocument.get());
    QCOMPARE(session.stage(), Session::Stage::Explaining);
    // Its explanation comes without documents, diff or origin: the session keeps them.
    ConversionOutcome explained;
    explained.source = whole.source;
    explained.explanation = std::make_shared<Explanation>();
    explained.sourceHighlights = highlights(7);
    explained.convertedHighlights = highlights(2);
    explained.overviewMarks = {{2, 0, false}};
    shown = session.show(explained);
    QVERIFY(shown.explainsShown && !shown.newSource && !shown.newConverted);
    QVERIFY(!shown.replacedConverted);
    QCOMPARE(shown.overviewMarks->size(), size_t(1)); // for the strip, not kept
    QCOMPARE(session.stage(), Session::Stage::Ready);
    QCOMPARE(session.shown().convertedDocument.get(), wholeConverted);
    QCOMPARE(session.shown().diff.stats.changes, 2);
    QCOMPARE(session.shown().path, QStringLiteral("/books/chapter.txt"));
    QVERIFY(session.shown().explanation);
    QCOMPARE(session.highlights(DiffSide::B)->front().position, 2);
    QVERIFY(session.shown().overviewMarks.empty());
    // A re-diff after an edit brings a diff of its own, and leaves the source pane's highlights,
    // the explanation's spans, as they are.
    ConversionOutcome rediff;
    rediff.rediff = true;
    rediff.explanation = session.shown().explanation;
    rediff.diff.stats.changes = 3;
    shown = session.show(rediff);
    QVERIFY(!shown.explainsShown);
    QCOMPARE(session.shown().diff.stats.changes, 3);
    QCOMPARE(session.highlights(DiffSide::A)->size(), size_t(1));
    QCOMPARE(session.highlights(DiffSide::A)->front().position, 7);
    QCOMPARE(session.side(DiffSide::A).path, QStringLiteral("/books/chapter.txt"));
}

DUIZHAO_TEST_MAIN(TestSession)
#include "tst_session.moc"
