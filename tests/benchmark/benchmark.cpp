// SPDX-License-Identifier: GPL-3.0-or-later
//
// Prints the figures behind Duizhao's speed and memory targets, measured in one run on a ~10 MB
// novel built from the test chapters. Not a test: machines are shared and noisy, so it compares
// ratios measured side by side (duizhao against the opencc tool) and reports medians.

#include "core/books/bookconversion.h"
#include "core/books/epub/epubarchive.h"
#include "core/books/epub/epubpackage.h"
#include "core/conversion/chunkedconversion.h"
#include "core/conversion/configcatalog.h"
#include "core/conversion/conversionplan.h"
#include "core/conversion/converter.h"
#include "core/conversion/glossary.h"
#include "core/diff/comparison.h"
#include "core/diff/textdiff.h"
#include "core/jobs/jobcontrol.h"
#include "core/text/textfile.h"
#include "launcher.h"
#include "novel.h"
#include "novelbook.h"
#include "riskevaluation.h"

#include <QCoreApplication>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QTemporaryDir>

#include <algorithm>
#include <cstdio>
#include <vector>

using namespace duizhao;

namespace {

constexpr int Rounds = 5;

double median(std::vector<double> values)
{
    std::sort(values.begin(), values.end());
    return values[values.size() / 2];
}

// The median wall time of a job run Rounds times, in seconds.
template<typename Job>
double medianSeconds(Job job)
{
    std::vector<double> times;
    for (int round = 0; round < Rounds; ++round) {
        QElapsedTimer timer;
        timer.start();
        job();
        times.push_back(double(timer.nsecsElapsed()) / 1e9);
    }
    return median(times);
}

QByteArray readFile(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

void line(const char *name, const QString &value, const QString &target = {})
{
    std::printf("%-44s %-26s %s\n", name, qPrintable(value), qPrintable(target));
}

// Time and peak memory of one program's runs ÷ another's: "time / memory".
QString ratios(const std::vector<double> &times, qint64 peakKiB,
               const std::vector<double> &theirTimes, qint64 theirPeakKiB)
{
    return QStringLiteral("%1 / %2")
        .arg(median(times) / median(theirTimes), 0, 'f', 2)
        .arg(double(peakKiB) / double(theirPeakKiB), 0, 'f', 2);
}

QString yesOrNo(bool yes)
{
    return yes ? QStringLiteral("yes") : QStringLiteral("NO");
}

} // namespace

int main(int argc, char *argv[])
{
    if (!launcher::start()) {
        std::fprintf(stderr, "cannot start the launcher of programs\n");
        return 1;
    }
    QCoreApplication app(argc, argv);
    QTemporaryDir dir;
    const QString novel = buildNovel(QDir(dir.path()));
    if (novel.isEmpty()) {
        std::fprintf(stderr, "cannot build the novel from %s\n", DUIZHAO_TEST_CHAPTERS_DIR);
        return 1;
    }
    const qint64 novelBytes = QFileInfo(novel).size();
    std::printf("Novel: %.1f MB built from the test chapters; %d rounds, medians.\n\n",
                double(novelBytes) / 1e6, Rounds);

    // Conversion: the whole command, process start to exit, for both tools, rounds interleaved
    // so that both see the same machine load.
    // Duizhao converts with the bundled data (OpenCC 1.4's dictionaries), the opencc tool with
    // the system's s2t and with the bundled s2t config: 1.4's dictionaries are larger, and its
    // config normalizes the whole text first, which Duizhao does only where it is needed. Duizhao
    // also converts fixing OpenCC's likely mistakes: the whole text explained and read in its
    // words.
    // And the same text as an EPUB book, converted whole.
    const QString epub = dir.filePath(QStringLiteral("novel.epub"));
    if (!writeNovelBook(novel, epub)) {
        std::fprintf(stderr, "cannot write the novel as an EPUB\n");
        return 1;
    }
    const QString ours = dir.filePath(QStringLiteral("duizhao.txt"));
    const QString theirs = dir.filePath(QStringLiteral("opencc.txt"));
    const QString systemOutput = dir.filePath(QStringLiteral("opencc-system.txt"));
    const QString fixedOutput = dir.filePath(QStringLiteral("fixed.txt"));
    const QString bundledS2t = ConfigCatalog().configPath(QStringLiteral("s2t"));
    std::vector<double> duizhaoTimes;
    std::vector<double> openccTimes;
    std::vector<double> systemTimes;
    std::vector<double> fixTimes;
    std::vector<double> bookTimes;
    // The current OpenCC's own tool, with its own data, where ./dev.sh bench has built it
    // (build_current_opencc.sh): what a user choosing a converter compares with.
    const QString current = qEnvironmentVariable("DUIZHAO_CURRENT_OPENCC");
    const QString currentOutput = dir.filePath(QStringLiteral("opencc-current.txt"));
    std::vector<double> currentTimes;
    qint64 currentPeakKiB = 0;
    qint64 bookPeakKiB = 0;
    qint64 peakKiB = 0;
    qint64 fixPeakKiB = 0;
    for (int round = 0; round < Rounds; ++round) {
        const launcher::ProcessRun a = launcher::run(
            {QStringLiteral(DUIZHAO_EXECUTABLE), QStringLiteral("convert"), QStringLiteral("-c"),
             QStringLiteral("s2t"), novel, QStringLiteral("-o"), ours});
        const launcher::ProcessRun b =
            launcher::run({QStringLiteral(DUIZHAO_OPENCC_TOOL), QStringLiteral("-c"), bundledS2t,
                           QStringLiteral("-i"), novel, QStringLiteral("-o"), theirs});
        const launcher::ProcessRun c = launcher::run(
            {QStringLiteral(DUIZHAO_OPENCC_TOOL), QStringLiteral("-c"), QStringLiteral("s2t"),
             QStringLiteral("-i"), novel, QStringLiteral("-o"), systemOutput});
        const launcher::ProcessRun d = launcher::run(
            {QStringLiteral(DUIZHAO_EXECUTABLE), QStringLiteral("convert"), QStringLiteral("-c"),
             QStringLiteral("s2t"), QStringLiteral("--fix-likely"), novel, QStringLiteral("-o"),
             fixedOutput});
        const launcher::ProcessRun e =
            launcher::run({QStringLiteral(DUIZHAO_EXECUTABLE), QStringLiteral("convert"),
                           QStringLiteral("-c"), QStringLiteral("s2t"), epub, QStringLiteral("-o"),
                           dir.filePath(QStringLiteral("out.epub"))});
        if (a.exitCode != 0 || b.exitCode != 0 || c.exitCode != 0 || d.exitCode != 0 ||
            e.exitCode != 0) {
            std::fprintf(stderr,
                         "a conversion failed (duizhao %d, opencc %d and %d, --fix-likely %d, "
                         "EPUB %d)\n",
                         a.exitCode, b.exitCode, c.exitCode, d.exitCode, e.exitCode);
            return 1;
        }
        if (!current.isEmpty()) {
            const launcher::ProcessRun f =
                launcher::run({current + QStringLiteral("/bin/opencc"), QStringLiteral("-c"),
                               current + QStringLiteral("/data/s2t.json"), QStringLiteral("-i"),
                               novel, QStringLiteral("-o"), currentOutput});
            if (f.exitCode != 0) {
                std::fprintf(stderr, "the current opencc failed (%d)\n", f.exitCode);
                return 1;
            }
            currentTimes.push_back(f.seconds);
            currentPeakKiB = std::max(currentPeakKiB, f.peakKiB);
        }
        bookTimes.push_back(e.seconds);
        bookPeakKiB = std::max(bookPeakKiB, e.peakKiB);
        duizhaoTimes.push_back(a.seconds);
        openccTimes.push_back(b.seconds);
        systemTimes.push_back(c.seconds);
        fixTimes.push_back(d.seconds);
        peakKiB = std::max(peakKiB, a.peakKiB);
        fixPeakKiB = std::max(fixPeakKiB, d.peakKiB);
    }
    const bool identical = readFile(ours) == readFile(theirs);
    const double memoryRatio = double(peakKiB) * 1024 / double(novelBytes);
    line("duizhao convert -c s2t (bundled data)",
         QStringLiteral("%1 s").arg(median(duizhaoTimes), 0, 'f', 3));
    line("opencc -c BUNDLED/s2t.json", QStringLiteral("%1 s").arg(median(openccTimes), 0, 'f', 3));
    line("opencc -c s2t (system data)", QStringLiteral("%1 s").arg(median(systemTimes), 0, 'f', 3));
    line("ratio to opencc, bundled s2t",
         QString::number(median(duizhaoTimes) / median(openccTimes), 'f', 2),
         QStringLiteral("target <= 0.60"));
    line("ratio to opencc, system s2t",
         QString::number(median(duizhaoTimes) / median(systemTimes), 'f', 2),
         QStringLiteral("target <= 1.00"));
    line("output identical to opencc", yesOrNo(identical));
    if (!currentTimes.empty()) {
        line("opencc 1.4.2's own tool -c s2t (its data)",
             QStringLiteral("%1 s, %2 MB peak")
                 .arg(median(currentTimes), 0, 'f', 3)
                 .arg(double(currentPeakKiB) / 1024, 0, 'f', 1));
        line("  duizhao convert ÷ it: time / memory",
             ratios(duizhaoTimes, peakKiB, currentTimes, currentPeakKiB),
             QStringLiteral("target <= 0.90 / 1.00"));
        line("  duizhao convert --fix-likely ÷ it: time / memory",
             ratios(fixTimes, fixPeakKiB, currentTimes, currentPeakKiB),
             QStringLiteral("target <= 2.00 / 3.00"));
        line("  output identical to it", yesOrNo(readFile(ours) == readFile(currentOutput)));
    } else {
        line("opencc 1.4.2's own tool", QStringLiteral("not built (see ./dev.sh bench)"));
    }
    if (!current.isEmpty()) {
        // Five times as long: the conversion is read, converted and written a block at a time, so
        // its memory stays that of a block, as the current OpenCC's does; with fixes, three blocks
        // explained at a time, once the text's names are found.
        const QString longNovel = dir.filePath(QStringLiteral("novel5x.txt"));
        {
            QFile file(longNovel);
            const QByteArray text = readFile(novel);
            if (!file.open(QIODevice::WriteOnly) ||
                file.write(text.repeated(5)) != 5 * text.size()) {
                std::fprintf(stderr, "cannot write the long novel\n");
                return 1;
            }
        }
        std::vector<double> ourTimes;
        std::vector<double> fixedTimes;
        std::vector<double> theirTimes;
        qint64 ourPeakKiB = 0;
        qint64 fixedPeakKiB = 0;
        qint64 theirPeakKiB = 0;
        for (int round = 0; round < 3; ++round) {
            const launcher::ProcessRun a =
                launcher::run({QStringLiteral(DUIZHAO_EXECUTABLE), QStringLiteral("convert"),
                               QStringLiteral("-c"), QStringLiteral("s2t"), longNovel,
                               QStringLiteral("-o"), ours});
            const launcher::ProcessRun b =
                launcher::run({current + QStringLiteral("/bin/opencc"), QStringLiteral("-c"),
                               current + QStringLiteral("/data/s2t.json"), QStringLiteral("-i"),
                               longNovel, QStringLiteral("-o"), currentOutput});
            const launcher::ProcessRun c = launcher::run(
                {QStringLiteral(DUIZHAO_EXECUTABLE), QStringLiteral("convert"),
                 QStringLiteral("-c"), QStringLiteral("s2t"), QStringLiteral("--fix-likely"),
                 longNovel, QStringLiteral("-o"), fixedOutput});
            if (a.exitCode != 0 || b.exitCode != 0 || c.exitCode != 0) {
                std::fprintf(stderr, "a conversion of the long novel failed (%d, %d, %d)\n",
                             a.exitCode, b.exitCode, c.exitCode);
                return 1;
            }
            fixedTimes.push_back(c.seconds);
            fixedPeakKiB = std::max(fixedPeakKiB, c.peakKiB);
            ourTimes.push_back(a.seconds);
            theirTimes.push_back(b.seconds);
            ourPeakKiB = std::max(ourPeakKiB, a.peakKiB);
            theirPeakKiB = std::max(theirPeakKiB, b.peakKiB);
        }
        line("the novel 5 times: duizhao convert / opencc 1.4.2",
             QStringLiteral("%1 s, %2 MB / %3 s, %4 MB")
                 .arg(median(ourTimes), 0, 'f', 3)
                 .arg(double(ourPeakKiB) / 1024, 0, 'f', 1)
                 .arg(median(theirTimes), 0, 'f', 3)
                 .arg(double(theirPeakKiB) / 1024, 0, 'f', 1));
        line("  duizhao convert ÷ it: time / memory",
             ratios(ourTimes, ourPeakKiB, theirTimes, theirPeakKiB),
             QStringLiteral("target <= 0.90 / 1.00"));
        line("  output identical to it", yesOrNo(readFile(ours) == readFile(currentOutput)));
        line("  duizhao convert --fix-likely ÷ it: time / memory",
             ratios(fixedTimes, fixedPeakKiB, theirTimes, theirPeakKiB),
             QStringLiteral("target <= 2.00 / 3.00"));
        QFile::remove(longNovel);
    }
    line("duizhao convert peak memory",
         QStringLiteral("%1 MB (%2x file)")
             .arg(double(peakKiB) / 1024, 0, 'f', 1)
             .arg(memoryRatio, 0, 'f', 2),
         QStringLiteral("target <= 5x"));
    line("duizhao convert -c s2t --fix-likely", QStringLiteral("%1 s, %2 MB peak")
                                                    .arg(median(fixTimes), 0, 'f', 3)
                                                    .arg(double(fixPeakKiB) / 1024, 0, 'f', 1));
    line("  ratio to the plain conversion",
         QString::number(median(fixTimes) / median(duizhaoTimes), 'f', 2),
         QStringLiteral("target <= 3.00"));
    line("duizhao convert of the novel as an EPUB",
         QStringLiteral("%1 s, %2 MB peak")
             .arg(median(bookTimes), 0, 'f', 3)
             .arg(double(bookPeakKiB) / 1024, 0, 'f', 1));
    line("  ratio to the text file: time / memory",
         QStringLiteral("%1 / %2")
             .arg(median(bookTimes) / median(duizhaoTimes), 0, 'f', 2)
             .arg(double(bookPeakKiB) / double(peakKiB), 0, 'f', 2),
         QStringLiteral("target <= 1.50 / 1.50"));

    // Diff of the whole original against its conversion, in this process.
    const ReadResult read = TextFile::read(novel);
    QString error;
    const auto converter = Converter::load(QStringLiteral("s2t"), ConfigCatalog(), &error);
    if (!read.ok() || !converter) {
        std::fprintf(stderr, "%s\n", qPrintable(read.ok() ? error : read.error->message()));
        return 1;
    }
    const QString converted = convertText(*converter, read.text);
    DiffResult diff;
    const double diffSeconds = medianSeconds([&] { diff = diffTexts(read.text, converted); });
    line("diff, original vs s2t", QStringLiteral("%1 s").arg(diffSeconds, 0, 'f', 3),
         QStringLiteral("target <= 0.30 s"));
    line("  changes found", QString::number(diff.stats.changes));
    line("  lines changed", QString::number(diff.stats.linesChanged));
    line("  coarse blocks", diff.coarse ? QStringLiteral("yes") : QStringLiteral("no"));

    // Review: the conversion retraced to explain every span, against the plain conversion, both
    // in this process and on all cores.
    const ConversionPlan plan{converter, nullptr, false};
    std::vector<double> convertTimes;
    std::vector<double> explainTimes;
    Explanation explanation;
    for (int round = 0; round < Rounds; ++round) {
        QElapsedTimer timer;
        timer.start();
        const QString plain = convertText(*converter, read.text);
        convertTimes.push_back(double(timer.nsecsElapsed()) / 1e9);
        timer.restart();
        explanation = explainText(plan, read.text);
        explainTimes.push_back(double(timer.nsecsElapsed()) / 1e9);
    }
    line("conversion, in process", QStringLiteral("%1 s").arg(median(convertTimes), 0, 'f', 3));
    line("explained conversion (review)",
         QStringLiteral("%1 s").arg(median(explainTimes), 0, 'f', 3));
    line("  ratio to the conversion",
         QString::number(median(explainTimes) / median(convertTimes), 'f', 2));
    std::array<int, SpanCategoryCount> counts{};
    for (const ExplainedSpan &span : explanation.spans)
        ++counts[size_t(span.category)];
    line("  spans explained", QString::number(explanation.spans.size()));
    for (int category = 0; category < SpanCategoryCount; ++category) {
        if (counts[size_t(category)] > 0)
            line(qPrintable(QStringLiteral("    ") + categoryKey(SpanCategory(category))),
                 QString::number(counts[size_t(category)]));
    }
    line("  memory of the spans",
         QStringLiteral("%1 MB").arg(double(explanation.spans.size() * sizeof(ExplainedSpan)) / 1e6,
                                     0, 'f', 1));
    line("  identical to the conversion",
         explanation.result == converted ? QStringLiteral("yes") : QStringLiteral("NO"));

    // Two editions with different paragraph structure: OpenCC's s2t of the original against
    // another converter's edition with a blank line between paragraphs.
    const int copies = int(10 * 1024 * 1024 / qMax<qsizetype>(1, repeatChapter("000", 1).size()));
    const QString original = QString::fromUtf8(repeatChapter("000", copies));
    const QString edition = QString::fromUtf8(repeatChapter("001", copies));
    const QString proper = convertText(*converter, original);
    ComparisonOptions comparing;
    comparing.diff.ignoreBlankLines = true;
    Comparison comparison;
    const double compareSeconds =
        medianSeconds([&] { comparison = compareEditions(proper, edition, comparing); });
    ComparisonOptions normalizing = comparing;
    normalizing.normalizer = converter.get();
    normalizing.normalizeB = false;
    Comparison normalized;
    const double normalizedSeconds =
        medianSeconds([&] { normalized = compareEditions(original, edition, normalizing); });
    line("compare two editions (blank lines ignored)",
         QStringLiteral("%1 s").arg(compareSeconds, 0, 'f', 3), QStringLiteral("target <= 1 s"));
    line("  sizes", QStringLiteral("%1 and %2 MB")
                        .arg(double(proper.toUtf8().size()) / 1e6, 0, 'f', 1)
                        .arg(double(edition.toUtf8().size()) / 1e6, 0, 'f', 1));
    line("  changes", QString::number(comparison.diff.stats.changes));
    line("  coarse", comparison.diff.coarse ? QStringLiteral("yes") : QStringLiteral("no"));
    line("the same, normalizing the original",
         QStringLiteral("%1 s").arg(normalizedSeconds, 0, 'f', 3));
    line("  changes", QString::number(normalized.diff.stats.changes));

    // A book: the novel as one file per test chapter in volumes of 100, converted into an output
    // folder the way File → Convert a Book does, against the opencc tool on the same text as one
    // file (it converts one file per run, and starting it loads the dictionaries each time).
    const QDir book(dir.filePath(QStringLiteral("book")));
    const QList<QByteArray> chapterTexts = [] {
        QList<QByteArray> chapters;
        const QDir chapterDir(QStringLiteral(DUIZHAO_TEST_CHAPTERS_DIR));
        for (const QString &name :
             chapterDir.entryList({QStringLiteral("*.txt")}, QDir::Files, QDir::Name))
            chapters << readFile(chapterDir.filePath(name));
        return chapters;
    }();
    qint64 bookBytes = 0;
    int chapterCount = 0;
    while (bookBytes < novelBytes) {
        const QString volume =
            QStringLiteral("%1").arg(chapterCount / 100 + 1, 2, 10, QLatin1Char('0'));
        QDir().mkpath(book.filePath(volume));
        QFile file(book.filePath(
            volume + QStringLiteral("/%1.txt").arg(chapterCount, 4, 10, QLatin1Char('0'))));
        const QByteArray &chapter = chapterTexts[chapterCount % chapterTexts.size()];
        if (!file.open(QIODevice::WriteOnly) || file.write(chapter) != chapter.size())
            return 1;
        bookBytes += chapter.size();
        ++chapterCount;
    }
    FileConversionSettings bookSettings;
    bookSettings.converter = converter;
    const QList<BookInput> bookInputs = BookConversion::collect({book.path()});
    int bookConverted = 0;
    const double bookSeconds = medianSeconds([&] {
        QDir(dir.filePath(QStringLiteral("book-out"))).removeRecursively();
        QList<BookFile> files =
            BookConversion::plan(bookInputs, dir.filePath(QStringLiteral("book-out")));
        JobControl control;
        BookConversion::run(files, bookSettings, control);
        bookConverted = BookConversion::count(files, BookFile::Status::Converted);
    });
    line("convert a book into a folder", QStringLiteral("%1 s").arg(bookSeconds, 0, 'f', 3),
         QStringLiteral("%1 x opencc on one file")
             .arg(bookSeconds / median(openccTimes), 0, 'f', 2));
    line("  chapters converted", QStringLiteral("%1 of %2 (%3 MB)")
                                     .arg(bookConverted)
                                     .arg(chapterCount)
                                     .arg(double(bookBytes) / 1e6, 0, 'f', 1));

    // Two inputs that once took minutes: a glossary of 100,000 rules that share a first
    // character, applied to the novel; and the review of a novel written as one single line.
    QString rules;
    for (int i = 0; i < 100'000; ++i)
        rules += QStringLiteral("的%1=的%1\n").arg(i);
    const ConversionPlan withGlossary{
        converter, std::make_shared<const Glossary>(Glossary::parse(rules)), false};
    const double glossarySeconds = medianSeconds([&] { convertText(withGlossary, read.text); });
    line("conversion with 100,000 rules on 的",
         QStringLiteral("%1 s").arg(glossarySeconds, 0, 'f', 3),
         QStringLiteral("%1 x the conversion")
             .arg(glossarySeconds / median(convertTimes), 0, 'f', 2));
    const QString oneLine = QString(read.text).replace(u'\n', u' ');
    const QString oneLinePath = dir.filePath(QStringLiteral("one-line.txt"));
    QFile oneLineFile(oneLinePath);
    if (!oneLineFile.open(QIODevice::WriteOnly) || oneLineFile.write(oneLine.toUtf8()) < 0)
        return 1;
    oneLineFile.close();
    std::vector<double> reviewTimes;
    std::vector<double> oneLineTimes;
    for (int round = 0; round < Rounds; ++round) {
        reviewTimes.push_back(
            launcher::run({QStringLiteral(DUIZHAO_EXECUTABLE), QStringLiteral("review"),
                           QStringLiteral("-c"), QStringLiteral("s2t"), novel})
                .seconds);
        oneLineTimes.push_back(
            launcher::run({QStringLiteral(DUIZHAO_EXECUTABLE), QStringLiteral("review"),
                           QStringLiteral("-c"), QStringLiteral("s2t"), oneLinePath})
                .seconds);
    }
    line("duizhao review, the novel", QStringLiteral("%1 s").arg(median(reviewTimes), 0, 'f', 3));
    line("  the same as one line", QStringLiteral("%1 s").arg(median(oneLineTimes), 0, 'f', 3),
         QStringLiteral("%1 x").arg(median(oneLineTimes) / median(reviewTimes), 0, 'f', 2));
    std::vector<double> jsonTimes;
    qint64 jsonPeakKiB = 0;
    for (int round = 0; round < Rounds; ++round) {
        const launcher::ProcessRun run = launcher::run(
            {QStringLiteral(DUIZHAO_EXECUTABLE), QStringLiteral("review"), QStringLiteral("--json"),
             QStringLiteral("-c"), QStringLiteral("s2t"), novel});
        jsonTimes.push_back(run.seconds);
        jsonPeakKiB = std::max(jsonPeakKiB, run.peakKiB);
    }
    line("duizhao review --json, the novel",
         QStringLiteral("%1 s, %2 MB").arg(median(jsonTimes), 0, 'f', 3).arg(jsonPeakKiB / 1024),
         QStringLiteral("target < 500 MB"));

    // A book of many entries, most of them listed in its package: each item is looked up among
    // the entries (it took 173 s when each lookup went through them all).
    {
        QList<testing::epub::Entry> entries{
            {QStringLiteral("mimetype"), "application/epub+zip", true},
            {QStringLiteral("META-INF/container.xml"),
             "<?xml version=\"1.0\"?><container version=\"1.0\" "
             "xmlns=\"urn:oasis:names:tc:opendocument:xmlns:container\"><rootfiles><rootfile "
             "full-path=\"content.opf\" "
             "media-type=\"application/oebps-package+xml\"/></rootfiles></container>"},
            {QStringLiteral("c.xhtml"), "<html xmlns=\"http://www.w3.org/1999/xhtml\"/>"}};
        QByteArray manifest =
            "<item id=\"c\" href=\"c.xhtml\" media-type=\"application/xhtml+xml\"/>";
        for (int index = 0; index < 330'000; ++index) {
            entries.append({QStringLiteral("i/%1.png").arg(index), QByteArray(), true});
            if (index % 11 == 0)
                manifest += "<item id=\"i" + QByteArray::number(index) + "\" href=\"i/" +
                            QByteArray::number(index) + ".png\" media-type=\"image/png\"/>";
        }
        entries.append(
            {QStringLiteral("content.opf"),
             "<package xmlns=\"http://www.idpf.org/2007/opf\" version=\"3.0\"><manifest>" +
                 manifest + "</manifest><spine><itemref idref=\"c\"/></spine></package>"});
        const QString many =
            testing::epub::writeZip(dir.filePath(QStringLiteral("many.epub")), entries);
        QString why;
        std::optional<EpubPackage> package;
        const double seconds = medianSeconds([&] {
            const std::optional<EpubArchive> archive = EpubArchive::open(many, &why);
            package = archive ? EpubPackage::read(*archive, &why) : std::nullopt;
        });
        line("EPUB of 330,000 entries, 30,000 listed",
             package ? QStringLiteral("%1 s to open").arg(seconds, 0, 'f', 2) : why,
             QStringLiteral("was 173 s"));
    }

    // The risk ranking against the evaluation set: how many of the mistakes a reader marked the
    // first 5 and 20 flags per 1000 Han characters meet, ranked by risk and in text order.
    const QDir riskData(QStringLiteral(DUIZHAO_RISK_DATA_DIR));
    const QDir chapterDir(QStringLiteral(DUIZHAO_TEST_CHAPTERS_DIR));
    const riskevaluation::MarkedText chapters = riskevaluation::chapters(
        riskData, chapterDir, QStringLiteral("chapters 000, 004 and 014 to 024"),
        {QStringLiteral("000"), QStringLiteral("004"), QStringLiteral("014"), QStringLiteral("015"),
         QStringLiteral("016"), QStringLiteral("017"), QStringLiteral("018"), QStringLiteral("019"),
         QStringLiteral("020"), QStringLiteral("021"), QStringLiteral("022"), QStringLiteral("023"),
         QStringLiteral("024")});
    // The chapters written and judged after every rule of the model (see the set's README).
    const riskevaluation::MarkedText untouched = riskevaluation::chapters(
        riskData, chapterDir, QStringLiteral("chapters 019 to 024"),
        {QStringLiteral("019"), QStringLiteral("020"), QStringLiteral("021"), QStringLiteral("022"),
         QStringLiteral("023"), QStringLiteral("024")});
    const riskevaluation::MarkedText sentences = riskevaluation::sentences(riskData, *converter);
    const riskevaluation::MarkedText all =
        riskevaluation::joined(QStringLiteral("all of them"), {chapters, sentences});
    const riskevaluation::MarkedText editions =
        riskevaluation::editionDisagreements(chapterDir, *converter);
    for (const riskevaluation::MarkedText *marked :
         {&chapters, &untouched, &sentences, &all, &editions}) {
        const riskevaluation::Recall byRisk = riskevaluation::recall(*marked, plan, true);
        const riskevaluation::Recall inText = riskevaluation::recall(*marked, plan, false);
        line(qPrintable(QStringLiteral("risk ranking, ") + marked->name),
             QStringLiteral("%1 %2, %3 Han")
                 .arg(byRisk.mistakes)
                 .arg(marked->marks)
                 .arg(byRisk.han));
        const auto share = [](int found, int of) {
            return QStringLiteral("%1/%2 = %3")
                .arg(found)
                .arg(of)
                .arg(of > 0 ? double(found) / of : 0.0, 0, 'f', 2);
        };
        line("  recall at 5 flags per 1000 Han",
             share(byRisk.foundAt5, byRisk.mistakes) +
                 QStringLiteral(" (%1 flags)").arg(byRisk.flagsAt5),
             QStringLiteral("target >= 0.5; in text order %1")
                 .arg(share(inText.foundAt5, inText.mistakes)));
        line("  recall at 20 flags per 1000 Han",
             share(byRisk.foundAt20, byRisk.mistakes) +
                 QStringLiteral(" (%1 flags)").arg(byRisk.flagsAt20),
             QStringLiteral("target >= 0.75; in text order %1")
                 .arg(share(inText.foundAt20, inText.mistakes)));
        line("  flags read to meet every mistake",
             QStringLiteral("%1 of %2").arg(byRisk.flagsToFindAll).arg(byRisk.flags),
             QStringLiteral("in text order %1").arg(inText.flagsToFindAll));
    }
    return identical && explanation.result == converted && bookConverted == chapterCount ? 0 : 1;
}
