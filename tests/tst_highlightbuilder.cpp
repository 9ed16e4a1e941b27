// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/conversion/configcatalog.h"
#include "core/conversion/converter.h"
#include "document/highlightbuilder.h"
#include "document/highlightpalette.h"
#include "testsupport.h"

using namespace duizhao;
using namespace duizhao::testing;

namespace {

// "position+length:kind" for each highlight, in order.
QStringList layout(const std::vector<Highlight> &highlights)
{
    QStringList parts;
    for (const Highlight &highlight : highlights)
        parts << QStringLiteral("%1+%2:%3")
                     .arg(highlight.position)
                     .arg(highlight.length)
                     .arg(highlight.kind);
    return parts;
}

QStringList layout(const std::vector<OverviewMark> &marks)
{
    QStringList parts;
    for (const OverviewMark &mark : marks)
        parts << QStringLiteral("%1:%2").arg(mark.position).arg(mark.kind);
    return parts;
}

} // namespace

// What the panes and the overview strip are given to show, without a window.
class TestHighlightBuilder : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void spansInTheirCategories();
    void spansFollowTheUsersEdits();
    void theDiffWithoutAnExplanation();
    void quietSpansAndRiskyLines();
    void aFixStandingIsNoRiskForTheStrip();
    void longParagraphsHaveMarksAlongThem();

private:
    // 周 decided by default; 头发 and 只有 phrases (头 has one reading, 发 and 只 several).
    const QString m_source = QStringLiteral("周\n头发只有");
    std::shared_ptr<const Explanation> m_explanation;
};

void TestHighlightBuilder::initTestCase()
{
    QString error;
    const auto converter = Converter::load(QStringLiteral("s2t"), ConfigCatalog(), &error);
    QVERIFY2(converter, qPrintable(error));
    m_explanation = std::make_shared<const Explanation>(converter->explain(m_source));
    QCOMPARE(m_explanation->result, QStringLiteral("周\n頭髮只有"));
}

void TestHighlightBuilder::spansInTheirCategories()
{
    const QString &converted = m_explanation->result;
    const PaneHighlights built =
        buildHighlights(m_explanation.get(), diffTexts(m_source, converted), {}, converted);
    QCOMPARE(built.source->size(), m_explanation->spans.size());
    const auto ambiguous = int(SpanCategory::Ambiguous);
    const auto phrase = int(SpanCategory::Phrase);
    const auto conversion = int(SpanCategory::Conversion);
    // 里, then 头 (one reading, by the phrase), 发 (settled by it), 只.
    QCOMPARE(layout(*built.converted), (QStringList{QStringLiteral("0+1:%1").arg(ambiguous),
                                                    QStringLiteral("2+1:%1").arg(conversion),
                                                    QStringLiteral("3+1:%1").arg(phrase),
                                                    QStringLiteral("4+1:%1").arg(phrase)}));
    QCOMPARE(layout(*built.source), layout(*built.converted));
    for (size_t index = 0; index < built.converted->size(); ++index)
        QCOMPARE((*built.converted)[index].tag, int(index));
    QVERIFY(built.edits->empty());
    // One mark per line and kind, where its first highlight is; the strip draws them in the
    // palette's stacking order.
    QCOMPARE(layout(built.overviewMarks), (QStringList{QStringLiteral("2:%1").arg(conversion),
                                                       QStringLiteral("3:%1").arg(phrase),
                                                       QStringLiteral("0:%1").arg(ambiguous)}));
}

void TestHighlightBuilder::spansFollowTheUsersEdits()
{
    // The user typed two characters before 頭髮 and typed 祇啊啊 over 只有.
    const QString edited = QStringLiteral("周\n「」頭髮祇啊啊");
    const DiffResult userEdits = diffTexts(m_explanation->result, edited);
    const PaneHighlights built =
        buildHighlights(m_explanation.get(), diffTexts(m_source, edited), userEdits, edited);
    // The spans after the typing moved by two; 只, in a change of another length, has no place.
    QStringList positions;
    for (const Highlight &highlight : *built.converted)
        positions << QStringLiteral("%1@%2").arg(highlight.tag).arg(highlight.position);
    QCOMPARE(positions, (QStringList{"0@0", "1@4", "2@5"}));
    QCOMPARE(built.source->size(), size_t(4));
    QCOMPARE(layout(*built.edits), (QStringList{QStringLiteral("2+2:%1").arg(UserEditKind),
                                                QStringLiteral("6+3:%1").arg(UserEditKind)}));
    // The user's edits are drawn over everything.
    QCOMPARE(built.overviewMarks.back().kind, quint8(UserEditKind));
}

void TestHighlightBuilder::theDiffWithoutAnExplanation()
{
    const QString first = QStringLiteral("甲乙丙\n丁");
    const QString second = QStringLiteral("甲乙丁\n丁戊");
    const DiffResult diff = diffTexts(first, second);
    const PaneHighlights built = buildHighlights(nullptr, diff, {}, second);
    QCOMPARE(built.converted->size(), diff.changes.size());
    for (size_t index = 0; index < diff.changes.size(); ++index) {
        const Highlight &highlight = (*built.converted)[index];
        QCOMPARE(highlight.position, diff.changes[index].bPosition);
        QCOMPARE(highlight.kind, quint8(DifferenceKind));
        QCOMPARE(highlight.tag, -1);
    }
    QCOMPARE(layout(built.overviewMarks),
             (QStringList{QStringLiteral("2:%1").arg(DifferenceKind),
                          QStringLiteral("5:%1").arg(DifferenceKind)}));
}

// Spans no decision rests on are quiet (hidden where only decisions show); lines with a risky
// span are listed for the strip.
void TestHighlightBuilder::quietSpansAndRiskyLines()
{
    Explanation explanation = *m_explanation;
    for (ExplainedSpan &span : explanation.spans)
        span.setRisk(span.category == SpanCategory::Ambiguous ? 0.6F : 0.0F); // 周 risky
    const QString &converted = explanation.result;
    const PaneHighlights built =
        buildHighlights(&explanation, diffTexts(m_source, converted), {}, converted);
    QStringList quiet;
    for (const Highlight &highlight : *built.converted)
        quiet << (highlight.quiet ? QStringLiteral("quiet") : QStringLiteral("shown"));
    // 周 risky; 头 one-to-one, never a decision but no span to review either; 发 and 只 at no risk.
    QCOMPARE(quiet, (QStringList{"shown", "shown", "quiet", "quiet"}));
    QCOMPARE(built.riskyPositions, std::vector<int>{0});
    for (const OverviewMark &mark : built.overviewMarks)
        QCOMPARE(mark.quiet, mark.kind == quint8(SpanCategory::Phrase));

    // Contested, a span at no risk is a decision all the same.
    explanation.spans[2].contestedBy = explanation.internCandidates({"发布", "發佈"});
    const PaneHighlights contested =
        buildHighlights(&explanation, diffTexts(m_source, converted), {}, converted);
    QVERIFY(!(*contested.converted)[2].quiet);
    QVERIFY((*contested.converted)[3].quiet);
}

// The strip marks a risky span as the review panel counts it: where its likely fix stands, picked
// or written with the conversion, OpenCC's choice is gone, and so is the risk.
void TestHighlightBuilder::aFixStandingIsNoRiskForTheStrip()
{
    Explanation explanation = *m_explanation;
    explanation.spans[0].setRisk(0.9F); // 周
    explanation.fixes.push_back({0, QStringLiteral("周"), QStringLiteral("週")});
    const QString &opencc = explanation.result;
    const auto risky = [&](const QString &converted) {
        return buildHighlights(&explanation, diffTexts(m_source, converted),
                               diffTexts(opencc, converted), converted)
            .riskyPositions;
    };
    QCOMPARE(risky(opencc), std::vector<int>{0});
    const QString fixed = QStringLiteral("週\n頭髮只有");
    QCOMPARE(risky(fixed), std::vector<int>{});
    // Another pick than the fix leaves the span risky, as OpenCC's choice was.
    QCOMPARE(risky(QStringLiteral("洲\n頭髮只有")), std::vector<int>{0});
}

// A paragraph of a thousand characters with a change every hundred has a mark for each stretch of
// 256 characters, not one for the whole paragraph; a paragraph break starts a new stretch.
void TestHighlightBuilder::longParagraphsHaveMarksAlongThem()
{
    const QString first = QString(950, u'甲') + u'\n' + QString(50, u'甲') + u'\n';
    QString second = first;
    for (const int at : {0, 100, 200, 300, 400, 500, 600, 700, 800, 900, 1001})
        second[at] = u'乙';
    const PaneHighlights built = buildHighlights(nullptr, diffTexts(first, second), {}, second);
    const QString kind = QString::number(DifferenceKind);
    QCOMPARE(layout(built.overviewMarks), (QStringList{"0:" + kind, "300:" + kind, "600:" + kind,
                                                       "900:" + kind, "1001:" + kind}));
}

DUIZHAO_TEST_MAIN(TestHighlightBuilder)
#include "tst_highlightbuilder.moc"
