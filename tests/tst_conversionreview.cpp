// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/conversion/configcatalog.h"
#include "core/conversion/converter.h"
#include "core/review/conversionreview.h"
#include "testsupport.h"

#include <algorithm>

using namespace duizhao;
using namespace duizhao::testing;

Q_DECLARE_METATYPE(duizhao::WalkOrder)

// A review in progress without a window: where its spans are through edits, the walk from one
// to the next, the spans of a decision row, and what a pick changes.
class TestConversionReview : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void init();
    void placesFollowEdits();
    void walkGoesToUnreviewedFirst_data();
    void walkGoesToUnreviewedFirst();
    void walkFollowsTheFilter();
    void decisionRowLeadsToItsSpans();
    void pickReplacesEverySpanAlike();
    void pickOfTheOwnResultIsNoPick();
    void pickSkipsARewrittenSpan();
    void marksChangeOnlyWhatDiffers();

private:
    // The spans whose source reads text, in text order.
    std::vector<int> spansOf(const QString &text) const;
    QString reading(int span) const;

    // 周 ×3, 拿, 了 and 个 are decided by default; 一个, 个个 and 看着 are settled by phrases. The
    // risks are set by hand (initTestCase), so that the walks below test the walk, not the model.
    const QString m_text = QStringLiteral("周先生拿了一个布包，个个都看着周先生，千万别动。周\n");
    std::shared_ptr<const Explanation> m_explanation;
    std::shared_ptr<std::vector<Highlight>> m_places;
    std::unique_ptr<ConversionReview> m_review;
    QString m_converted; // the converted text as edited
};

void TestConversionReview::initTestCase()
{
    QString error;
    const auto converter = Converter::load(QStringLiteral("s2t"), ConfigCatalog(), &error);
    QVERIFY2(converter, qPrintable(error));
    Explanation explanation = converter->explain(m_text);
    const QHash<QString, float> risks{{QStringLiteral("周"), 0.2F},
                                      {QStringLiteral("拿"), 0.1F},
                                      {QStringLiteral("了"), 0.0F},
                                      {QStringLiteral("个"), 0.6F}};
    for (ExplainedSpan &span : explanation.spans) {
        if (span.category == SpanCategory::Ambiguous)
            span.setRisk(risks.value(m_text.mid(span.sourcePosition, span.sourceLength), -1));
        else if (span.category == SpanCategory::Phrase)
            span.setRisk(0.01F);
    }
    m_explanation = std::make_shared<const Explanation>(std::move(explanation));
    for (const int span : spansOf(QStringLiteral("周")))
        QCOMPARE(m_explanation->spans[size_t(span)].category, SpanCategory::Ambiguous);
}

void TestConversionReview::init()
{
    // The places as the window's converted pane has them: one highlight a span, tagged with it.
    m_places = std::make_shared<std::vector<Highlight>>();
    for (size_t index = 0; index < m_explanation->spans.size(); ++index) {
        const ExplainedSpan &span = m_explanation->spans[index];
        m_places->push_back(
            {span.resultPosition, span.resultLength, int(index), quint8(span.category)});
    }
    m_review = std::make_unique<ConversionReview>(m_explanation, m_text);
    m_review->setPlaces(m_places);
    m_converted = m_explanation->result;
}

std::vector<int> TestConversionReview::spansOf(const QString &text) const
{
    std::vector<int> found;
    for (size_t index = 0; index < m_explanation->spans.size(); ++index) {
        const ExplainedSpan &span = m_explanation->spans[index];
        if (m_text.mid(span.sourcePosition, span.sourceLength) == text)
            found.push_back(int(index));
    }
    return found;
}

QString TestConversionReview::reading(int span) const
{
    const std::optional<Highlight> place = m_review->place(span);
    return place ? m_converted.mid(place->position, place->length) : QStringLiteral("(gone)");
}

void TestConversionReview::placesFollowEdits()
{
    const std::vector<int> zhou = spansOf(QStringLiteral("周"));
    QCOMPARE(zhou.size(), size_t(3));
    const int last = zhou.back();
    const int before = m_review->place(last)->position;
    // Typing two characters at the start moves every span.
    m_converted.insert(0, QStringLiteral("「「"));
    followEdit(*m_places, 0, 0, 2);
    QCOMPARE(m_review->place(last)->position, before + 2);
    QCOMPARE(reading(last), QStringLiteral("周"));
    // Deleting the span and what is around it loses its place.
    const int at = m_review->place(zhou[0])->position;
    m_converted.remove(at - 1, 3);
    followEdit(*m_places, at - 1, 3, 0);
    QVERIFY(!m_review->place(zhou[0]).has_value());
    QVERIFY(!m_review->place(-1).has_value());
    QVERIFY(!m_review->place(int(m_explanation->spans.size())).has_value());
}

void TestConversionReview::walkGoesToUnreviewedFirst_data()
{
    QTest::addColumn<QString>("reviewedFirst"); // spans of this source marked reviewed first
    QTest::addColumn<int>("direction");
    QTest::addColumn<WalkOrder>("order");
    QTest::addColumn<QStringList>("walk"); // the sources of the spans gone to, from the start
    // The decisions only: 了 (no risk), phrases and plain conversions are not walked with
    // everything shown.
    const WalkOrder text = WalkOrder::InText;
    const WalkOrder risk = WalkOrder::ByRisk;
    QTest::newRow("onwards") << QString() << 1 << text
                             << QStringList{"周", "拿", "个", "周", "周", "周", "拿"};
    QTest::newRow("back, wrapping at the start")
        << QString() << -1 << text << QStringList{"周", "周", "个", "拿", "周", "周", "周"};
    QTest::newRow("reviewed spans last")
        << "周" << 1 << text << QStringList{"拿", "个", "拿", "个"};
    // By risk: 个 (0.6), the three 周 (0.2) in text order, 拿 (0.1).
    QTest::newRow("by risk") << QString() << 1 << risk
                             << QStringList{"个", "周", "周", "周", "拿", "个"};
    QTest::newRow("by risk, back")
        << QString() << -1 << risk << QStringList{"拿", "周", "周", "周", "个", "拿"};
    QTest::newRow("by risk, reviewed last")
        << "个" << 1 << risk << QStringList{"周", "周", "周", "拿", "周"};
}

void TestConversionReview::walkGoesToUnreviewedFirst()
{
    QFETCH(QString, reviewedFirst);
    QFETCH(int, direction);
    QFETCH(WalkOrder, order);
    QFETCH(QStringList, walk);
    if (!reviewedFirst.isEmpty())
        m_review->apply(m_review->marksFor(spansOf(reviewedFirst), true));
    QStringList walked;
    int from = direction > 0 ? -1 : 0; // onwards, the span at `from` is the current one
    int current = -1;
    std::vector<int> visited;
    const quint32 everything = ~0U;
    for (qsizetype step = 0; step < walk.size(); ++step) {
        const std::optional<int> span =
            m_review->nextSpan(from, direction, everything, order, current);
        QVERIFY(span);
        const ExplainedSpan &item = m_explanation->spans[size_t(*span)];
        walked << m_text.mid(item.sourcePosition, item.sourceLength);
        from = m_review->place(*span)->position;
        current = *span;
        visited.push_back(*span);
    }
    QCOMPARE(walked, walk);
    // Three 周 in a row are the three spans, not one three times.
    if (walk.mid(1, 3) == QStringList{"周", "周", "周"}) {
        const std::vector<int> three(visited.begin() + 1, visited.begin() + 4);
        std::vector<int> zhou = spansOf(QStringLiteral("周"));
        if (direction < 0)
            std::reverse(zhou.begin(), zhou.end());
        QCOMPARE(three, zhou);
    }
}

void TestConversionReview::walkFollowsTheFilter()
{
    // Phrases alone shown: the walk goes through the phrase-settled spans only.
    const quint32 phrases = 1U << int(SpanCategory::Phrase);
    const std::optional<int> first = m_review->nextSpan(0, 1, phrases);
    QVERIFY(first);
    QCOMPARE(m_explanation->spans[size_t(*first)].category, SpanCategory::Phrase);
    // Nothing of the text shown: nothing to walk.
    QVERIFY(!m_review->nextSpan(0, 1, 1U << int(SpanCategory::Glossary)).has_value());
}

void TestConversionReview::decisionRowLeadsToItsSpans()
{
    const std::vector<int> zhou = spansOf(QStringLiteral("周"));
    const auto row = [&](int after) {
        return m_review->spanOfDecision(u"周", u"周", after);
    };
    QCOMPARE(row(-1), std::optional<int>(zhou[0]));
    QCOMPARE(row(zhou[0]), std::optional<int>(zhou[1]));
    // The next not reviewed after the current one, wrapping to the first not reviewed.
    m_review->apply(m_review->marksFor({zhou[1]}, true));
    QCOMPARE(row(zhou[0]), std::optional<int>(zhou[2]));
    QCOMPARE(row(zhou[2]), std::optional<int>(zhou[0]));
    // All reviewed: the next, wrapping. A pick moves a span to another row.
    m_review->apply(m_review->marksFor(zhou, true));
    QCOMPARE(row(zhou[2]), std::optional<int>(zhou[0]));
    QCOMPARE(row(zhou[0]), std::optional<int>(zhou[1]));
    m_review->apply(m_review->editsForPick(zhou[2], QStringLiteral("週"), false).changes);
    QCOMPARE(m_review->spanOfDecision(u"周", u"週", -1), std::optional<int>(zhou[2]));
    QVERIFY(!m_review->spanOfDecision(u"周", u"调", -1).has_value());
    // 个 (0.6) is the riskiest row; the two 周 still 周 come before the one now 週.
    const std::vector<DecisionRow> rows = m_review->decisionRows().rows;
    QCOMPARE(rows.size(), size_t(4));
    QCOMPARE(rows[0].source, QStringLiteral("个"));
    QCOMPARE(rows[1].count, 2);
    QCOMPARE(rows[2].result, QStringLiteral("週"));
}

void TestConversionReview::pickReplacesEverySpanAlike()
{
    const std::vector<int> zhou = spansOf(QStringLiteral("周"));
    // One 周 reviewed already stays as the reviewer left it.
    m_review->apply(m_review->marksFor({zhou[1]}, true));
    const PickEdits edits = m_review->editsForPick(zhou[0], QStringLiteral("週"), true);
    // From the last in the text to the first, so that each leaves the others' places as they are.
    const std::vector<TextReplacement> expected{
        {m_review->place(zhou[2])->position, 1, QStringLiteral("週")},
        {m_review->place(zhou[0])->position, 1, QStringLiteral("週")}};
    QCOMPARE(edits.replacements, expected);
    QCOMPARE(edits.changes.size(), size_t(2));
    QCOMPARE(edits.changes[0].span, zhou[2]);
    QCOMPARE(edits.changes[0].before, (SpanReview{false, QString()}));
    QCOMPARE(edits.changes[0].after, (SpanReview{true, QStringLiteral("週")}));
    // Nothing changes until the edits are applied.
    QVERIFY(!m_review->state().isReviewed(zhou[0]));
    m_review->apply(edits.changes);
    QCOMPARE(m_review->state().currentResult(zhou[2]), u"週");
    QCOMPARE(m_review->state().currentResult(zhou[1]), u"周");
}

void TestConversionReview::pickOfTheOwnResultIsNoPick()
{
    const int ge = spansOf(QStringLiteral("个")).front();
    const PickEdits edits = m_review->editsForPick(ge, QStringLiteral("個"), false);
    QCOMPARE(edits.changes.size(), size_t(1));
    QCOMPARE(edits.changes[0].after, (SpanReview{true, QString()}));
}

void TestConversionReview::pickSkipsARewrittenSpan()
{
    const std::vector<int> zhou = spansOf(QStringLiteral("周"));
    const int at = m_review->place(zhou[2])->position;
    followEdit(*m_places, at - 1, 2, 0);
    const PickEdits edits = m_review->editsForPick(zhou[0], QStringLiteral("週"), true);
    QCOMPARE(edits.replacements.size(), size_t(2));
    QCOMPARE(edits.changes[0].span, zhou[1]);
    QVERIFY(m_review->editsForPick(-1, QStringLiteral("週"), true).changes.empty());
}

void TestConversionReview::marksChangeOnlyWhatDiffers()
{
    const std::vector<int> zhou = spansOf(QStringLiteral("周"));
    m_review->apply(m_review->editsForPick(zhou[0], QStringLiteral("週"), false).changes);
    const std::vector<ReviewChange> marks = m_review->marksFor(zhou, true);
    QCOMPARE(marks.size(), size_t(2));
    m_review->apply(marks);
    QCOMPARE(m_review->decisionRows().reviewed, 3);
    // Marking not reviewed keeps the pick.
    const std::vector<ReviewChange> unmark = m_review->marksFor({zhou[0]}, false);
    QCOMPARE(unmark.front().after, (SpanReview{false, QStringLiteral("週")}));
}

DUIZHAO_TEST_MAIN(TestConversionReview)
#include "tst_conversionreview.moc"
