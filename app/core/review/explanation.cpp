// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/review/explanation.h"

#include <algorithm>
#include <functional>

namespace duizhao {

QString categoryKey(SpanCategory category)
{
    switch (category) {
    case SpanCategory::Conversion:
        return QStringLiteral("conversion");
    case SpanCategory::Vocabulary:
        return QStringLiteral("vocabulary");
    case SpanCategory::Ambiguous:
        return QStringLiteral("ambiguous");
    case SpanCategory::Phrase:
        return QStringLiteral("phrase");
    case SpanCategory::Protected:
        return QStringLiteral("protected");
    case SpanCategory::Glossary:
        return QStringLiteral("glossary");
    case SpanCategory::Punctuation:
        return QStringLiteral("punctuation");
    }
    return {};
}

QString categoryTitle(SpanCategory category)
{
    switch (category) {
    case SpanCategory::Conversion:
        return Explanation::tr("One-to-one change");
    case SpanCategory::Vocabulary:
        return Explanation::tr("Vocabulary");
    case SpanCategory::Ambiguous:
        return Explanation::tr("Ambiguous, decided by default");
    case SpanCategory::Phrase:
        return Explanation::tr("Ambiguous, settled by a phrase");
    case SpanCategory::Protected:
        return Explanation::tr("Protected by the glossary");
    case SpanCategory::Glossary:
        return Explanation::tr("Replaced by the glossary");
    case SpanCategory::Punctuation:
        return Explanation::tr("Quotation marks");
    }
    return {};
}

bool needsReview(SpanCategory category)
{
    return category == SpanCategory::Ambiguous || category == SpanCategory::Phrase ||
           category == SpanCategory::Vocabulary;
}

int Explanation::internText(const QString &text)
{
    const auto found = m_stringIndex.constFind(text);
    if (found != m_stringIndex.cend())
        return *found;
    m_strings.append(text);
    m_stringIndex.insert(text, int(m_strings.size() - 1));
    return int(m_strings.size() - 1);
}

int Explanation::internCandidates(const QStringList &candidates)
{
    // Candidates never contain a line break, so one joins them unambiguously.
    const QString key = candidates.join(QLatin1Char('\n'));
    const auto found = m_candidateIndex.constFind(key);
    if (found != m_candidateIndex.cend())
        return *found;
    m_candidateLists.append(candidates);
    m_candidateIndex.insert(key, int(m_candidateLists.size() - 1));
    return int(m_candidateLists.size() - 1);
}

void Explanation::append(const Explanation &next, int sourceOffset)
{
    const int resultOffset = int(result.size());
    result += next.result;
    appendSpans(next, sourceOffset, resultOffset);
}

void Explanation::appendSpans(const Explanation &next, int sourceOffset, int resultOffset)
{
    // The other explanation's tables are small: each entry is looked up here once, not once per
    // span that refers to it.
    std::vector<int> strings;
    strings.reserve(size_t(next.m_strings.size()));
    for (const QString &text : next.m_strings)
        strings.push_back(internText(text));
    std::vector<int> candidateLists;
    candidateLists.reserve(size_t(next.m_candidateLists.size()));
    for (const QStringList &list : next.m_candidateLists)
        candidateLists.push_back(internCandidates(list));
    const auto remap = [](const std::vector<int> &table, int index) {
        return index < 0 ? -1 : table[size_t(index)];
    };
    // Growing geometrically: appending chunk after chunk to an exactly reserved vector would copy
    // it whole each time.
    if (spans.capacity() < spans.size() + next.spans.size())
        spans.reserve(std::max(spans.size() + next.spans.size(), spans.capacity() * 2));
    for (ExplainedSpan span : next.spans) {
        span.sourcePosition += sourceOffset;
        span.resultPosition += resultOffset;
        span.decidedBy = remap(strings, span.decidedBy);
        span.entry = remap(strings, span.entry);
        span.candidates = remap(candidateLists, span.candidates);
        span.contestedBy = remap(candidateLists, span.contestedBy);
        spans.push_back(span);
    }
}

void Explanation::applyFixes()
{
    if (m_fixesApplied)
        return;
    m_fixesApplied = true;
    // A fix may change the length (計程車 → 的士): the spans after it move with it.
    int shift = 0;
    auto fix = fixes.cbegin();
    for (size_t index = 0; index < spans.size(); ++index) {
        ExplainedSpan &span = spans[index];
        span.resultPosition += shift;
        if (fix == fixes.cend() || fix->span != index)
            continue;
        result.replace(span.resultPosition, span.resultLength, fix->likely);
        shift += int(fix->likely.size()) - span.resultLength;
        span.resultLength = int(fix->likely.size());
        span.add(Fixed);
        ++fix;
    }
}

const LikelyFix *Explanation::fixOf(size_t span) const
{
    const auto found =
        std::lower_bound(fixes.begin(), fixes.end(), span,
                         [](const LikelyFix &fix, size_t index) { return fix.span < index; });
    return found != fixes.end() && found->span == span ? &*found : nullptr;
}

QString Explanation::describeFix(const LikelyFix &fix)
{
    if (fix.reason == FixReason::Name)
        return tr("OpenCC wrote %1; this text uses %2 as part of a name, %n time(s)", nullptr,
                  fix.recurrences)
            .arg(fix.wrote, fix.likely);
    if (fix.reason == FixReason::Cut)
        return tr("OpenCC wrote %1 by a phrase that cuts through the words of the text; its "
                  "characters read %2 (risk that %1 is wrong: %3)")
            .arg(fix.wrote, fix.likely)
            .arg(double(fix.risk), 0, 'f', 2);
    return tr("OpenCC wrote %1; the words around read %2 (risk that %1 is wrong: %3)")
        .arg(fix.wrote, fix.likely)
        .arg(double(fix.risk), 0, 'f', 2);
}

QString Explanation::describe(const ExplainedSpan &span, QStringView source, const QString *shownAs,
                              Order order) const
{
    const QStringView shown = shownAs
                                  ? QStringView(*shownAs)
                                  : QStringView(result).mid(span.resultPosition, span.resultLength);
    QString line = tr("%1 → %2").arg(source.mid(span.sourcePosition, span.sourceLength), shown);
    // A likely mistake says what OpenCC wrote and why another is likelier, fixed or not.
    const std::less<const ExplainedSpan *> before;
    const LikelyFix *fix =
        !before(&span, spans.data()) && before(&span, spans.data() + spans.size())
            ? fixOf(size_t(&span - spans.data()))
            : nullptr;
    if (fix && order == Order::LikelyMistakeFirst)
        line += QStringLiteral(" · ") + describeFix(*fix);
    line += QStringLiteral(" · ") + categoryTitle(span.category);
    if (span.decidedBy >= 0)
        line += QStringLiteral(" · ") + text(span.decidedBy);
    if (span.entry >= 0)
        line += QStringLiteral(" (") + text(span.entry) + QLatin1Char(')');
    const QStringList options = candidates(span);
    if (!options.isEmpty())
        line += QStringLiteral(" · ") + tr("candidates: %1").arg(options.join(QLatin1Char(' ')));
    const QStringList contender = this->contender(span);
    if (!contender.isEmpty())
        line += QStringLiteral(" · ") +
                tr("contested by %1").arg(tr("%1 → %2").arg(contender.at(0), contender.at(1)));
    if (span.has(RiskyAsName))
        line += QStringLiteral(" · ") + tr("a name in this text");
    if (span.has(LikelyAsName))
        line += QStringLiteral(" · ") + tr("the surname this text names");
    if (span.has(ReadOtherwiseNearby))
        line += QStringLiteral(" · ") + tr("read otherwise by a phrase nearby");
    if (span.has(CutsWords))
        line += QStringLiteral(" · ") + tr("a phrase that cuts through the words of the text");
    if (span.has(RegionWritesOtherwise))
        line += QStringLiteral(" · ") + tr("a word often written otherwise in the region");
    // Shown as 0.01 or more. Where the fix was written, the risk is that of OpenCC's candidate,
    // which the text no longer holds.
    if (span.risk() >= 0.005F && fix && shown == fix->likely)
        line +=
            QStringLiteral(" · ") +
            tr("fixed: OpenCC's %1 at risk %2").arg(fix->wrote).arg(double(span.risk()), 0, 'f', 2);
    else if (span.risk() >= 0.005F)
        line += QStringLiteral(" · ") + tr("risk %1").arg(double(span.risk()), 0, 'f', 2);
    if (fix && order == Order::AsListed)
        line += QStringLiteral(" · ") + describeFix(*fix);
    return line;
}

} // namespace duizhao
