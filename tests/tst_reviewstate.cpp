// SPDX-License-Identifier: GPL-3.0-or-later
#include "configcatalog.h"
#include "conversionplan.h"
#include "converter.h"
#include "glossary.h"
#include "reviewstate.h"
#include "testsupport.h"

using namespace duizhao;
using namespace duizhao::testing;

// A reviewer's progress and the decisions the review panel lists, without a window.
class TestReviewState : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void decisionsAreGroupedAndCounted();
    void reviewsAreTakenOverByALikeConversion();
    void walkedKinds_data();
    void walkedKinds();

private:
    static QStringList describe(const std::vector<DecisionRow> &rows);
};

QStringList TestReviewState::describe(const std::vector<DecisionRow> &rows)
{
    QStringList lines;
    for (const DecisionRow &row : rows)
        lines << QStringLiteral("%1→%2 %3/%4")
                     .arg(row.source, row.result)
                     .arg(row.reviewed)
                     .arg(row.count);
    return lines;
}

void TestReviewState::decisionsAreGroupedAndCounted()
{
    // 周 ×3, 拿, 了 and 个 are decided by default; the other spans are settled by phrases.
    const QString text = QStringLiteral("周先生拿了一个布包，个个都看着周先生，千万别动。周\n");
    QString error;
    const auto converter = Converter::load(QStringLiteral("s2t"), ConfigCatalog(), &error);
    QVERIFY2(converter, qPrintable(error));
    auto explanation = std::make_shared<const Explanation>(converter->explain(text));
    ReviewState state(explanation);
    DecisionSummary summary = state.decisions(text);
    QCOMPARE(summary.decisions, 6);
    QCOMPARE(summary.reviewed, 0);
    QCOMPARE(summary.settledByPhrase, int(state.spansToReview().size()) - 6);
    // The character with the most spans first.
    QCOMPARE(describe(summary.rows),
             (QStringList{QStringLiteral("周→周 0/3"), QStringLiteral("拿→拿 0/1"),
                          QStringLiteral("了→了 0/1"), QStringLiteral("个→個 0/1")}));

    // One 周 picked as 週 and reviewed, another only reviewed: two rows for 周, the larger first.
    std::vector<int> zhou;
    for (const int span : state.spansToReview()) {
        const ExplainedSpan &item = explanation->spans[size_t(span)];
        if (text.mid(item.sourcePosition, item.sourceLength) == u"周")
            zhou.push_back(span);
    }
    QCOMPARE(zhou.size(), size_t(3));
    state.setReview(zhou[0], {true, QStringLiteral("週")});
    state.setReviewed(zhou[1], true);
    summary = state.decisions(text);
    QCOMPARE(summary.reviewed, 2);
    QCOMPARE(describe(summary.rows),
             (QStringList{QStringLiteral("周→周 1/2"), QStringLiteral("周→週 1/1"),
                          QStringLiteral("拿→拿 0/1"), QStringLiteral("了→了 0/1"),
                          QStringLiteral("个→個 0/1")}));
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

QTEST_GUILESS_MAIN(TestReviewState)
#include "tst_reviewstate.moc"
