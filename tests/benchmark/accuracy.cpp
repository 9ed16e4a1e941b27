// SPDX-License-Identifier: GPL-3.0-or-later
//
// How often the conversion is wrong, how many of its mistakes --fix-likely fixes and how many it
// makes, and how well the review's risk ranking finds the mistakes:
// - on published Traditional text the project did not write (tests/data/published: LibreOffice's
//   help, Firefox's interface, the game Cataclysm: Dark Days Ahead and the story of Wesnoth's
//   campaigns in Taiwan's Chinese), each text turned into Simplified with t2s and converted back
//   with s2tw and s2hk; what differs from the published text, variants that are both right
//   folded, is a mistake (roundtrip.h). The shared help, on which the fixes' weights were set
//   (LikelyFixes), and Cataclysm's text are the development texts, pooled; the others report,
//   pooled. --list-development-mistakes lists the development texts' mistakes and fixes one by
//   one, and never a report text's;
// - on the risk ranking's evaluation set of novel chapters and sentences (tests/data/risk), whose
//   mistakes under s2t a reader marked, with the right character.

#include "core/conversion/chunkedconversion.h"
#include "core/conversion/configcatalog.h"
#include "core/conversion/conversionplan.h"
#include "core/conversion/converter.h"
#include "core/jobs/memorypolicy.h"
#include "riskevaluation.h"
#include "roundtrip.h"

#include <QCoreApplication>
#include <QDir>
#include <QMap>

#include <algorithm>
#include <cmath>
#include <functional>
#include <map>

#include <cstdio>

using namespace duizhao;

namespace {

void line(const QString &name, const QString &value, const QString &note = {})
{
    std::printf("%-46s %-26s %s\n", qPrintable(name), qPrintable(value), qPrintable(note));
}

QString share(int found, int of)
{
    return QStringLiteral("%1/%2 = %3")
        .arg(found)
        .arg(of)
        .arg(of > 0 ? double(found) / of : 0.0, 0, 'f', 2);
}

QString perThousand(int count, int han)
{
    return QStringLiteral("%1 (%2)").arg(1000.0 * count / std::max(han, 1), 0, 'f', 2).arg(count);
}

// What the fixes did to a text's mistakes.
struct FixFigures {
    int mistakes = 0; // OpenCC's
    int fixed = 0;
    int newlyWrong = 0;
    int fixes = 0;
    int after() const { return mistakes - fixed + newlyWrong; }
    FixFigures &operator+=(const FixFigures &other)
    {
        mistakes += other.mistakes;
        fixed += other.fixed;
        newlyWrong += other.newlyWrong;
        fixes += other.fixes;
        return *this;
    }
};

// The fixes of the text's conversion by the plan, judged by isRight(source position, the fix's
// character), against the marked mistakes: a fix of a mistake to the right character fixed it, a
// fix where there was none made one.
FixFigures judgeFixes(const riskevaluation::MarkedText &marked, ConversionPlan plan,
                      const std::function<bool(int, const QString &)> &isRight)
{
    plan.fixLikely = true;
    const Explanation explanation = explainText(plan, marked.text);
    FixFigures figures;
    figures.mistakes = int(marked.mistakes.size());
    figures.fixes = int(explanation.fixes.size());
    for (const LikelyFix &fix : explanation.fixes) {
        const int position = explanation.spans[fix.span].sourcePosition;
        const bool wasWrong =
            std::binary_search(marked.mistakes.begin(), marked.mistakes.end(), position);
        const bool right = isRight(position, fix.likely);
        figures.fixed += wasWrong && right;
        figures.newlyWrong += !wasWrong && !right;
    }
    return figures;
}

// Each mistake of a development text and each fix made there, a line each with the published
// text around it, whether the fix was right (isRight, as judgeFixes judges it) and where the walk
// by risk flags the place: what the fixes and the risk are set by. Never for a report text, whose
// mistakes are not to be looked at one by one.
void listDevelopmentMistakes(const riskevaluation::MarkedText &marked, ConversionPlan plan,
                             const QString &published, const QString &back,
                             const std::function<bool(int, const QString &)> &isRight)
{
    plan.fixLikely = true;
    const Explanation explanation = explainText(plan, marked.text);
    std::map<int, const LikelyFix *> fixAt;
    for (const LikelyFix &fix : explanation.fixes)
        fixAt[explanation.spans[fix.span].sourcePosition] = &fix;
    std::vector<const ExplainedSpan *> ranked; // as riskevaluation::recall ranks them
    for (const ExplainedSpan &span : explanation.spans) {
        if (needsReview(span.category))
            ranked.push_back(&span);
    }
    std::stable_sort(ranked.begin(), ranked.end(),
                     [](const auto *a, const auto *b) { return a->isRiskierThan(*b); });
    std::map<int, std::pair<int, float>> flagAt; // the flag's rank and risk
    for (int rank = int(ranked.size()) - 1; rank >= 0; --rank) {
        const ExplainedSpan &span = *ranked[size_t(rank)];
        for (int at = span.sourcePosition; at < span.sourcePosition + span.sourceLength; ++at)
            flagAt[at] = {rank, span.risk()};
    }
    std::vector<int> places = marked.mistakes;
    for (const auto &[position, fix] : fixAt)
        places.push_back(position);
    std::sort(places.begin(), places.end());
    places.erase(std::unique(places.begin(), places.end()), places.end());
    static const char *const reasons[] = {"words", "name", "cut"};
    std::printf("    (walk: %d flags are 5 per 1000 Han)\n",
                int(std::ceil(5.0 * riskevaluation::hanCount(marked.text) / 1000)));
    for (const int at : places) {
        if (at >= published.size() || at >= back.size())
            continue; // a text whose round trip changed its length has no places to list
        const bool mistake = std::binary_search(marked.mistakes.begin(), marked.mistakes.end(), at);
        const auto fix = fixAt.find(at);
        const QString context = published.mid(std::max(0, at - 8), std::min(at, 8)) +
                                QStringLiteral("[") + published[at] + QStringLiteral("]") +
                                published.mid(at + 1, 8);
        QString what = mistake ? QStringLiteral("kept  ") : QStringLiteral("new   ");
        if (fix != fixAt.end()) {
            const bool right = isRight(at, fix->second->likely);
            what = right && mistake ? QStringLiteral("fixed ")
                   : right          ? QStringLiteral("alike ") // a variant of what was there
                   : mistake        ? QStringLiteral("missed")
                                    : QStringLiteral("new   ");
        }
        QString how;
        if (fix != fixAt.end())
            how = QStringLiteral(" fix %1 (%2)")
                      .arg(fix->second->likely, QLatin1String(reasons[int(fix->second->reason)]));
        const auto flag = flagAt.find(at);
        how += flag == flagAt.end() ? QStringLiteral(" unflagged")
                                    : QStringLiteral(" flag %1 risk %2")
                                          .arg(flag->second.first)
                                          .arg(double(flag->second.second), 0, 'f', 3);
        std::printf("    %s %s → %s%s  %s\n", qPrintable(what), qPrintable(QString(published[at])),
                    qPrintable(QString(back[at])), qPrintable(how),
                    qPrintable(QString(context).replace(u'\n', u' ')));
    }
}

void printFixes(const FixFigures &figures, int han)
{
    line(QStringLiteral("  OpenCC's mistakes per 1000 Han"), perThousand(figures.mistakes, han));
    line(QStringLiteral("  after --fix-likely"), perThousand(figures.after(), han),
         QStringLiteral("%1 of OpenCC's")
             .arg(double(figures.after()) / std::max(figures.mistakes, 1), 0, 'f', 2));
    line(
        QStringLiteral("  fixed, newly wrong (of fixes)"),
        QStringLiteral("%1, %2 (%3)").arg(figures.fixed).arg(figures.newlyWrong).arg(figures.fixes),
        QStringLiteral("newly wrong per fixed %1, target <= 0.1")
            .arg(double(figures.newlyWrong) / std::max(figures.fixed, 1), 0, 'f', 2));
}

void printRecall(const riskevaluation::Recall &recall)
{
    line(QStringLiteral("  recall at 5 flags per 1000 Han"),
         share(recall.foundAt5, recall.mistakes), QStringLiteral("target >= 0.75"));
    line(QStringLiteral("  recall at 20 flags per 1000 Han"),
         share(recall.foundAt20, recall.mistakes), QStringLiteral("target >= 0.9"));
}

QString commonestPairs(const riskevaluation::MarkedText &marked, const QString &published,
                       const QString &back)
{
    QMap<QString, int> pairs;
    for (const int at : marked.mistakes)
        ++pairs[QString(published[at]) + QStringLiteral("→") + back[at]];
    QList<std::pair<int, QString>> common;
    for (auto it = pairs.cbegin(); it != pairs.cend(); ++it)
        common.append({it.value(), it.key()});
    std::sort(common.begin(), common.end(), std::greater<>());
    QStringList commonest;
    for (const auto &[count, pair] : common.mid(0, 12))
        commonest << QStringLiteral("%1 %2").arg(pair).arg(count);
    return commonest.join(QStringLiteral(", "));
}

std::shared_ptr<const Converter> load(const QString &config, const ConfigCatalog &catalog)
{
    QString error;
    auto converter = Converter::load(config, catalog, &error);
    if (!converter) {
        std::fprintf(stderr, "%s\n", qPrintable(error));
        std::exit(1);
    }
    return converter;
}

} // namespace

int main(int argc, char *argv[])
{
    returnLargeBlocksToTheSystem();
    QCoreApplication app(argc, argv);
    const QDir published(QStringLiteral(DUIZHAO_PUBLISHED_DIR));
    const roundtrip::VariantFolding folding(QDir(QStringLiteral(DUIZHAO_OPENCC_SOURCE_DIR)));
    const ConfigCatalog catalog;
    const auto t2s = load(QStringLiteral("t2s"), catalog);
    const bool listing = app.arguments().contains(QStringLiteral("--list-development-mistakes"));
    const QList<std::pair<QString, QString>> texts{
        {QStringLiteral("libreoffice-help-shared.txt"), QStringLiteral("development")},
        {QStringLiteral("cataclysm.txt"), QStringLiteral("development")},
        {QStringLiteral("libreoffice-help-modules.txt"), QStringLiteral("report")},
        {QStringLiteral("firefox.txt"), QStringLiteral("report")},
        {QStringLiteral("wesnoth.txt"), QStringLiteral("report")}};
    FixFigures reported;
    int reportedHan = 0;
    FixFigures developed;
    int developedHan = 0;
    for (const QString &config : {QStringLiteral("s2tw"), QStringLiteral("s2hk")}) {
        const ConversionPlan plan{load(config, catalog), nullptr, false};
        for (const auto &[file, role] : texts) {
            const QString text = riskevaluation::readText(published.filePath(file));
            if (text.isEmpty()) {
                std::fprintf(stderr, "cannot read %s\n", qPrintable(published.filePath(file)));
                return 1;
            }
            QString back;
            riskevaluation::MarkedText marked =
                roundtrip::mistakes(file, text, *t2s, *plan.converter, folding, &back);
            std::sort(marked.mistakes.begin(), marked.mistakes.end());
            // A fix is right where it writes what was published, variants folded.
            const auto isRight = [&](int position, const QString &character) {
                return folding.fold(character.front().unicode()) ==
                       folding.fold(text[position].unicode());
            };
            const FixFigures fixes = judgeFixes(marked, plan, isRight);
            const riskevaluation::Recall recall = riskevaluation::recall(marked, plan, true);
            line(config + u' ' + file + QStringLiteral(" (") + role + u')',
                 QStringLiteral("%1 Han").arg(recall.han));
            line(QStringLiteral("  the commonest (published → converted)"),
                 commonestPairs(marked, text, back));
            printFixes(fixes, recall.han);
            printRecall(recall);
            if (listing && role == QStringLiteral("development"))
                listDevelopmentMistakes(marked, plan, text, back, isRight);
            if (role != QStringLiteral("development")) {
                reported += fixes;
                reportedHan += recall.han;
            } else {
                developed += fixes;
                developedHan += recall.han;
            }
        }
    }
    line(QStringLiteral("the development texts, s2tw and s2hk pooled"),
         QStringLiteral("%1 Han").arg(developedHan));
    printFixes(developed, developedHan);
    line(QStringLiteral("the reporting texts, s2tw and s2hk pooled"),
         QStringLiteral("%1 Han").arg(reportedHan));
    printFixes(reported, reportedHan);

    // The novel chapters and sentences whose mistakes under s2t a reader marked.
    const QDir riskData(QStringLiteral(DUIZHAO_RISK_DATA_DIR));
    const QDir chapterDir(QStringLiteral(DUIZHAO_TEST_CHAPTERS_DIR));
    const auto s2t = load(QStringLiteral("s2t"), catalog);
    const ConversionPlan plan{s2t, nullptr, false};
    riskevaluation::MarkedText novel = riskevaluation::joined(
        QStringLiteral("novel chapters 000, 004, 014 to 024 and the sentences"),
        {riskevaluation::chapters(
             riskData, chapterDir, {},
             {QStringLiteral("000"), QStringLiteral("004"), QStringLiteral("014"),
              QStringLiteral("015"), QStringLiteral("016"), QStringLiteral("017"),
              QStringLiteral("018"), QStringLiteral("019"), QStringLiteral("020"),
              QStringLiteral("021"), QStringLiteral("022"), QStringLiteral("023"),
              QStringLiteral("024")}),
         riskevaluation::sentences(riskData, *s2t)});
    std::map<int, QString> rightAt;
    for (size_t index = 0; index < novel.mistakes.size(); ++index)
        rightAt[novel.mistakes[index]] = novel.right.value(qsizetype(index));
    std::sort(novel.mistakes.begin(), novel.mistakes.end());
    const FixFigures fixes = judgeFixes(novel, plan, [&](int position, const QString &character) {
        const auto right = rightAt.find(position);
        return right != rightAt.end() && right->second == character;
    });
    const riskevaluation::Recall recall = riskevaluation::recall(novel, plan, true);
    line(QStringLiteral("s2t ") + novel.name, QStringLiteral("%1 Han").arg(recall.han));
    printFixes(fixes, recall.han);
    printRecall(recall);
    return 0;
}
