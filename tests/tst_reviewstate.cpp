// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/conversion/chunkedconversion.h"
#include "core/conversion/configcatalog.h"
#include "core/conversion/conversionplan.h"
#include "core/conversion/converter.h"
#include "core/conversion/glossary.h"
#include "core/review/reviewstate.h"
#include "core/review/savedreview.h"
#include "testsupport.h"

#include <QTemporaryDir>

#ifdef Q_OS_UNIX
#include <sys/stat.h>
#endif

using namespace duizhao;
using namespace duizhao::testing;

// A reviewer's progress and the decisions the review panel lists, without a window.
class TestReviewState : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void decisionsAreGroupedAndCounted();
    void aFixStandingIsNoRiskyChoice();
    void reviewsAreTakenOverByALikeConversion();
    void savedReviewComesBackToTheSameText();
    void savedReviewsNeverGoThroughLinks();
    void walkedKinds_data();
    void walkedKinds();
    void walksDecisions();

private:
    static QStringList describe(const std::vector<DecisionRow> &rows);
};

QStringList TestReviewState::describe(const std::vector<DecisionRow> &rows)
{
    QStringList lines;
    for (const DecisionRow &row : rows)
        lines << QStringLiteral("%1→%2 %3/%4 %5")
                     .arg(row.source, row.result)
                     .arg(row.reviewed)
                     .arg(row.count)
                     .arg(double(row.risk), 0, 'f', 2);
    return lines;
}

namespace {

// An explanation made by hand: each span one character of the source, reading as `result` does
// there, with a category and a risk.
struct HandSpan {
    int position;
    SpanCategory category;
    float risk;
    bool contested = false;
};

std::shared_ptr<const Explanation> explanationOf(const QString &result,
                                                 const std::vector<HandSpan> &spans)
{
    auto explanation = std::make_shared<Explanation>();
    explanation->result = result;
    for (const HandSpan &hand : spans) {
        ExplainedSpan span{.sourcePosition = hand.position,
                           .sourceLength = 1,
                           .resultPosition = hand.position,
                           .resultLength = 1,
                           .category = hand.category};
        span.setRisk(hand.risk);
        if (hand.contested)
            span.contestedBy =
                explanation->internCandidates({QStringLiteral("发布"), QStringLiteral("發佈")});
        explanation->spans.push_back(span);
    }
    return explanation;
}

} // namespace

void TestReviewState::decisionsAreGroupedAndCounted()
{
    const QString text = QStringLiteral("周了发周里了发周");
    const QString result = QStringLiteral("周了髮周裏了發周");
    using C = SpanCategory;
    const auto explanation = explanationOf(result, {{0, C::Ambiguous, 0.06F},
                                                    {1, C::Ambiguous, 0.0F},
                                                    {2, C::Phrase, 0.01F, true},
                                                    {3, C::Ambiguous, 0.06F},
                                                    {4, C::Ambiguous, 0.3F},
                                                    {5, C::Ambiguous, 0.01F},
                                                    {6, C::Phrase, 0.02F},
                                                    {7, C::Ambiguous, 0.2F}});
    ReviewState state(explanation);
    DecisionSummary summary = state.decisions(text);
    // 了 twice and the uncontested 发 are far below risky: no decisions. The contested 发 is one,
    // however low its own risk.
    QCOMPARE(summary.decisions, 5);
    QCOMPARE(summary.lowRisk, 3);
    QCOMPARE(summary.risky, 0);
    QCOMPARE(summary.reviewed, 0);
    // The riskiest row first: 里 (0.3), then 周 (0.2, ×3), then the contested 发.
    QCOMPARE(describe(summary.rows),
             (QStringList{QStringLiteral("里→裏 0/1 0.30"), QStringLiteral("周→周 0/3 0.20"),
                          QStringLiteral("发→髮 0/1 0.01")}));

    // One 周 picked as 週 and reviewed, another only reviewed: two rows for 周, the riskier first
    // (the 周 of 0.2 is still 周).
    state.setReview(0, {true, QStringLiteral("週")});
    state.setReviewed(3, true);
    summary = state.decisions(text);
    QCOMPARE(summary.reviewed, 2);
    QCOMPARE(describe(summary.rows),
             (QStringList{QStringLiteral("里→裏 0/1 0.30"), QStringLiteral("周→周 1/2 0.20"),
                          QStringLiteral("周→週 1/1 0.06"), QStringLiteral("发→髮 0/1 0.01")}));

    // A risky span counts as one; reviewed, it is said to be.
    const auto risky = explanationOf(result, {{4, C::Ambiguous, 0.9F}});
    ReviewState riskyState(risky);
    QCOMPARE(riskyState.decisions(text).risky, 1);
    QCOMPARE(riskyState.decisions(text).riskyReviewed, 0);
    riskyState.setReviewed(0, true);
    QCOMPARE(riskyState.decisions(text).risky, 1);
    QCOMPARE(riskyState.decisions(text).riskyReviewed, 1);
    QCOMPARE(riskyState.decisions(text).rows.front().riskyReviewed, 1);
}

// A span's risk is that OpenCC's choice is wrong: where the fix of that likely mistake stands,
// the choice is no longer written, and it is counted as no risky span; reverted, it is again.
void TestReviewState::aFixStandingIsNoRiskyChoice()
{
    const std::shared_ptr<const Converter> s2t = loadConverter(QStringLiteral("s2t"));
    QVERIFY(s2t);
    ConversionPlan plan = ConversionPlan::forConfig(s2t, nullptr, false);
    plan.fixLikely = true;
    const QString text = QStringLiteral("他们一起干杯。");
    const auto explanation = std::make_shared<const Explanation>(explainText(plan, text));
    QCOMPARE(explanation->result, QStringLiteral("他們一起乾杯。"));
    QCOMPARE(explanation->fixes.size(), size_t(1));
    const int fixed = int(explanation->fixes.front().span);
    QVERIFY(explanation->spans[size_t(fixed)].isRisky());
    ReviewState state(explanation);
    DecisionSummary summary = state.decisions(text);
    QCOMPARE(summary.risky, 0);
    const auto row = std::find_if(summary.rows.begin(), summary.rows.end(),
                                  [](const DecisionRow &each) { return each.source == u"干"; });
    QVERIFY(row != summary.rows.end());
    QCOMPARE(row->result, QStringLiteral("乾"));
    QCOMPARE(row->fixed, 1);
    QCOMPARE(row->risky, 0);
    state.setReview(fixed, {false, QStringLiteral("幹")});
    summary = state.decisions(text);
    QCOMPARE(summary.risky, 1);
    const auto reverted =
        std::find_if(summary.rows.begin(), summary.rows.end(),
                     [](const DecisionRow &each) { return each.source == u"干"; });
    QVERIFY(reverted != summary.rows.end());
    QCOMPARE(reverted->risky, 1);
}

// Converted again with a glossary rule, the spans that cover the same characters and read as
// they did keep their reviews; the ones the rule changed start afresh.
void TestReviewState::reviewsAreTakenOverByALikeConversion()
{
    const QString text = QStringLiteral("粉丝发布了新歌，周先生来了。\n");
    QString error;
    const auto converter = Converter::load(QStringLiteral("s2t"), ConfigCatalog(), &error);
    QVERIFY2(converter, qPrintable(error));
    auto before = std::make_shared<const Explanation>(converter->explain(text));
    ReviewState previous(before);
    const auto spanAt = [](const Explanation &explanation, int position) {
        for (size_t index = 0; index < explanation.spans.size(); ++index) {
            if (explanation.spans[index].sourcePosition == position)
                return int(index);
        }
        return -1;
    };
    for (const int position : {3, 8, 12})
        QVERIFY(spanAt(*before, position) >= 0);
    previous.setReview(spanAt(*before, 3), {true, QStringLiteral("佈")}); // 布, picked
    previous.setReviewed(spanAt(*before, 8), true);                       // 周
    previous.setReviewed(spanAt(*before, 12), true);                      // 了, the second

    const auto glossary =
        std::make_shared<const Glossary>(Glossary::parse(QStringLiteral("发布=發佈\n")));
    auto after = std::make_shared<const Explanation>(
        explainPassage(ConversionPlan{converter, glossary, false}, text));
    ReviewState state(after);
    QCOMPARE(state.adopt(previous), 2);
    QVERIFY(state.isReviewed(spanAt(*after, 8)));
    QVERIFY(state.isReviewed(spanAt(*after, 12)));
    // 发布 is the glossary's now: nothing of 布's review is left.
    QVERIFY(!state.isReviewed(spanAt(*after, 3)));
    QCOMPARE(state.review(spanAt(*after, 3)).pick, QString());
}

// A review kept in its file comes back to the same text converted by the same config, span by
// span, and to no other text or config; a review with nothing in it leaves no file.
void TestReviewState::savedReviewComesBackToTheSameText()
{
    const QString text = QStringLiteral("地瓜干很甜，周先生来了。\n");
    QString error;
    const auto converter = Converter::load(QStringLiteral("s2t"), ConfigCatalog(), &error);
    QVERIFY2(converter, qPrintable(error));
    const auto explanation = std::make_shared<const Explanation>(converter->explain(text));
    ReviewState state(explanation);
    const auto spanAt = [&](int position) {
        for (size_t index = 0; index < explanation->spans.size(); ++index) {
            if (explanation->spans[index].sourcePosition == position)
                return int(index);
        }
        return -1;
    };
    state.setReview(spanAt(2), {true, QStringLiteral("乾")});
    state.setReviewed(spanAt(6), true);

    QTemporaryDir dir;
    const SavedReview::Place place =
        SavedReview::placeFor(dir.filePath(QStringLiteral("第一章.txt")));
    QCOMPARE(place.file, dir.filePath(QStringLiteral(".duizhao-reviews/第一章.txt.json")));
    QCOMPARE(place.folder, dir.path());
    QVERIFY(!SavedReview::of(state, text, QStringLiteral("s2t")).write(place));
    const std::optional<SavedReview> read = SavedReview::read(place, text.size());
    QVERIFY(read);
    QVERIFY(read->belongsTo(text, QStringLiteral("s2t")));
    QVERIFY(!read->belongsTo(text, QStringLiteral("s2tw")));
    QVERIFY(!read->belongsTo(QString(text + u'。'), QStringLiteral("s2t")));
    ReviewState again(explanation);
    const auto found = read->spansIn(again);
    QCOMPARE(found.size(), size_t(2));
    QCOMPARE(found[0].first, spanAt(2));
    QCOMPARE(found[0].second, (SpanReview{true, QStringLiteral("乾")}));
    QCOMPARE(found[1].first, spanAt(6));
    QCOMPARE(found[1].second, (SpanReview{true, QString()}));

    // A book's chapter keeps its review beside the book (nothing can be written inside it).
    QVERIFY(writeAll(dir.filePath(QStringLiteral("书.epub")), "PK"));
    const SavedReview::Place chapter =
        SavedReview::placeFor(dir.filePath(QStringLiteral("书.epub/OEBPS/Text/c1.xhtml")));
    QCOMPARE(chapter.file,
             dir.filePath(QStringLiteral(".duizhao-reviews/书.epub/OEBPS/Text/c1.xhtml.json")));
    QCOMPARE(chapter.folder, dir.path());
    QVERIFY(!SavedReview::of(state, text, QStringLiteral("s2t")).write(chapter));
    QVERIFY(SavedReview::read(chapter, text.size()));

    // Edits not saved, kept as the window was ended by a signal: kept though nothing was reviewed.
    SavedReview unsaved = SavedReview::of(ReviewState(explanation), text, QStringLiteral("s2t"));
    unsaved.setUnsaved(QStringLiteral("地瓜乾很甜，\n周先生來了。【補】\n"));
    QVERIFY(!unsaved.isEmpty());
    QVERIFY(!unsaved.write(place));
    const std::optional<SavedReview> withText = SavedReview::read(place, text.size());
    QVERIFY(withText);
    QCOMPARE(withText->unsaved(), QStringLiteral("地瓜乾很甜，\n周先生來了。【補】\n"));
    QVERIFY(withText->entries().empty());

    QVERIFY(!SavedReview::of(ReviewState(explanation), text, QStringLiteral("s2t")).write(place));
    QVERIFY(!QFile::exists(place.file));
    QVERIFY(!SavedReview::read(place, text.size()));
    // The chapter's review undone too: nothing is left of the store, not even its folders.
    const QString store = dir.filePath(SavedReview::folderName());
    QVERIFY(QFileInfo::exists(store));
    QVERIFY(!SavedReview::of(ReviewState(explanation), text, QStringLiteral("s2t")).write(chapter));
    QVERIFY(!QFileInfo::exists(store));
    QVERIFY(QFileInfo::exists(dir.filePath(QStringLiteral("书.epub"))));
}

// The store never writes, makes or removes anything through a link, whichever part of its way is
// one (the store, a book's folder in it, the file), and reads no review file that is a link, a
// pipe, or longer than any review of the text.
void TestReviewState::savedReviewsNeverGoThroughLinks()
{
    const QString text = QStringLiteral("地瓜干很甜。\n");
    QString error;
    const auto converter = Converter::load(QStringLiteral("s2t"), ConfigCatalog(), &error);
    QVERIFY2(converter, qPrintable(error));
    const auto explanation = std::make_shared<const Explanation>(converter->explain(text));
    ReviewState state(explanation);
    state.setReviewed(0, true);
    const SavedReview review = SavedReview::of(state, text, QStringLiteral("s2t"));
    QVERIFY(!review.isEmpty());

    QTemporaryDir dir;
    const QString book = dir.filePath(QStringLiteral("book"));
    const QString elsewhere = dir.filePath(QStringLiteral("elsewhere"));
    QVERIFY(QDir().mkpath(book) && QDir().mkpath(elsewhere));
    const QString victim = elsewhere + QStringLiteral("/notes.txt");
    QVERIFY(writeAll(victim, "mine\n"));
    QVERIFY(writeAll(book + QStringLiteral("/ch1.txt"), text.toUtf8()));
    QVERIFY(writeAll(book + QStringLiteral("/书.epub"), "PK"));
    const QString store = book + QStringLiteral("/.duizhao-reviews");
    const SavedReview::Place chapter = SavedReview::placeFor(book + QStringLiteral("/ch1.txt"));
    const SavedReview::Place bookChapter =
        SavedReview::placeFor(book + QStringLiteral("/书.epub/OEBPS/c1.xhtml"));
    const auto refused = [&](const SavedReview::Place &place) {
        const std::optional<FileError> failed = review.write(place);
        return failed && failed->message().contains(QStringLiteral("is a link"));
    };

#ifdef Q_OS_UNIX // on Windows QFile::link makes a shortcut, a file of its own
    // The file a link to a file elsewhere: neither written nor removed, nor read.
    QVERIFY(QDir().mkpath(store));
    QVERIFY(QFile::link(victim, chapter.file));
    QVERIFY(refused(chapter));
    const SavedReview nothing =
        SavedReview::of(ReviewState(explanation), text, QStringLiteral("s2t"));
    QVERIFY(nothing.isEmpty() && nothing.write(chapter));
    QCOMPARE(readAll(victim), QByteArray("mine\n"));
    QVERIFY(QFileInfo(chapter.file).isSymLink());
    QVERIFY(!SavedReview::read(chapter, text.size()));
    QVERIFY(QFile::remove(chapter.file));

    // The book's folder in the store a link: nothing made through it.
    QVERIFY(QFile::link(elsewhere, store + QStringLiteral("/书.epub")));
    QVERIFY(refused(bookChapter));
    QVERIFY(!QFileInfo::exists(elsewhere + QStringLiteral("/OEBPS")));
    QVERIFY(QFile::remove(store + QStringLiteral("/书.epub")));

    // The store itself a link to a folder elsewhere.
    QVERIFY(QDir(store).removeRecursively());
    QVERIFY(QFile::link(elsewhere, store));
    QVERIFY(refused(chapter));
    QVERIFY(refused(bookChapter));
    QCOMPARE(QDir(elsewhere).entryList(QDir::AllEntries | QDir::NoDotAndDotDot),
             QStringList{QStringLiteral("notes.txt")});
    QVERIFY(QFile::remove(store));
#else
    Q_UNUSED(refused);
    Q_UNUSED(bookChapter);
#endif

    // A review file longer than any review of the text is not read; one that fits is.
    QVERIFY(!review.write(chapter));
    QVERIFY(SavedReview::read(chapter, text.size()));
    QFile grown(chapter.file);
    QVERIFY(grown.open(QIODevice::Append));
    // (64 bytes a character of the text, and a megabyte typed into it: see SavedReview::read.)
    QVERIFY(grown.write(QByteArray(64 * text.size() + (1 << 20) + 8192, ' ')) > 0);
    grown.close();
    QVERIFY(!SavedReview::read(chapter, text.size()));

#ifdef Q_OS_UNIX
    // A pipe in the file's place is not opened (nothing would ever come out of it).
    QVERIFY(QFile::remove(chapter.file));
    QCOMPARE(::mkfifo(QFile::encodeName(chapter.file).constData(), 0600), 0);
    QVERIFY(!SavedReview::read(chapter, text.size()));
    QVERIFY(review.write(chapter));
#endif
}

void TestReviewState::walkedKinds_data()
{
    const auto bit = [](SpanCategory category) {
        return 1U << int(category);
    };
    const quint32 ambiguous = bit(SpanCategory::Ambiguous);
    const quint32 vocabulary = bit(SpanCategory::Vocabulary);
    const quint32 phrase = bit(SpanCategory::Phrase);
    const quint32 conversion = bit(SpanCategory::Conversion);
    QTest::addColumn<quint32>("shown");
    QTest::addColumn<quint32>("walked");
    QTest::newRow("everything shown: the decisions") << ~0U << (ambiguous | vocabulary);
    QTest::newRow("decisions and phrases shown: the decisions")
        << (ambiguous | phrase) << ambiguous;
    QTest::newRow("phrases alone: the phrases") << (phrase | conversion) << phrase;
    QTest::newRow("neither: what is shown") << conversion << conversion;
    QTest::newRow("nothing shown: nothing") << 0U << 0U;
}

void TestReviewState::walkedKinds()
{
    QFETCH(quint32, shown);
    QFETCH(quint32, walked);
    QCOMPARE(duizhao::walkedKinds(shown), walked);
}

void TestReviewState::walksDecisions()
{
    const auto bit = [](SpanCategory category) {
        return 1U << int(category);
    };
    const quint32 toReview =
        bit(SpanCategory::Ambiguous) | bit(SpanCategory::Phrase) | bit(SpanCategory::Vocabulary);
    QVERIFY(duizhao::walksDecisions(~0U));
    QVERIFY(duizhao::walksDecisions(toReview));
    QVERIFY(!duizhao::walksDecisions(toReview & ~bit(SpanCategory::Phrase)));
    QVERIFY(!duizhao::walksDecisions(bit(SpanCategory::Ambiguous)));
}

DUIZHAO_TEST_MAIN(TestReviewState)
#include "tst_reviewstate.moc"
