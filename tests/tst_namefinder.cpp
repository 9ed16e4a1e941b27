// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/conversion/converter.h"
#include "core/jobs/jobcontrol.h"
#include "core/judgment/wordlist.h"
#include "core/names/booknames.h"
#include "core/names/namefinder.h"
#include "testsupport.h"

#include <QTest>

using namespace duizhao;
using namespace duizhao::testing;

namespace {

// A few Simplified words, as the bundled list would have them.
WordList someWords()
{
    QString error;
    WordList words = WordList::fromTable(WordList::tableOf({{QStringLiteral("处于"), -700},
                                                            {QStringLiteral("于是"), -600},
                                                            {QStringLiteral("说道"), -650},
                                                            {QStringLiteral("国王"), -800}},
                                                           -2000),
                                         &error);
    if (words.isEmpty())
        qWarning() << error;
    return words;
}

// 于 and 干 read several ways, as they do under s2t.
bool severalReadings(char32_t character)
{
    return character == U'于' || character == U'干';
}

QStringList found(const FoundNames &names)
{
    QStringList list;
    for (const FoundName &name : names.all())
        list << name.surname + u'|' + name.given;
    return list;
}

QString repeated(const QString &sentence, int times)
{
    return sentence.repeated(times);
}

} // namespace

// Finding the names a text or a book writes again and again: the rules on a word list of our own,
// then the bundled lists on a story (tests/data/names/).
class TestNameFinder : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void aGivenNameThatRecurs();
    void whatIsNoName_data();
    void whatIsNoName();
    void aSingleCharacterOnlyAfterItsSurname();
    void aWordOfEitherScriptIsNoName();
    void theBooksNamesComeFromEveryChapter();
    void theStorysName();
    void aBookWritesItsNamesInTheirCommonestForm();
    void aBookIsSearchedOnceForEveryConverter();
};

void TestNameFinder::aGivenNameThatRecurs()
{
    // Twice in full, then alone where a name stands.
    const QString text = QStringLiteral("王某于走进门来。天色已晚，王某于坐下了。某于说：“走吧。”"
                                        "我跟某于去了城里。");
    const FoundNames names = NameFinder::of(text, someWords(), severalReadings);
    QCOMPARE(found(names), QStringList{QStringLiteral("王|某于")});
    const FoundName &name = names.all().front();
    QCOMPARE(name.withSurname, 2);
    QCOMPARE(name.alone, 2);
    QCOMPARE(name.inNameContext, 3); // 王某于走, 某于说, 跟某于
    std::vector<qsizetype> positions;
    for (const FoundNames::Occurrence &occurrence : names.occurrencesIn(text))
        positions.push_back(occurrence.position);
    QCOMPARE(positions, (std::vector<qsizetype>{1, 14, 20, 31}));
}

void TestNameFinder::whatIsNoName_data()
{
    QTest::addColumn<QString>("text");
    // Each text has a surname followed by the same characters again and again; none is a name.
    QTest::newRow("a word") << repeated(QStringLiteral("王处于困境，王处于说不清的地步。"), 2);
    QTest::newRow("the surname's character ends a word")
        << repeated(QStringLiteral("国王某于今日说话。"), 3);
    QTest::newRow("twice only") << QStringLiteral("王某于说话。王某于说话。");
    QTest::newRow("never where a name stands")
        << repeated(QStringLiteral("王某于城外。某于城里。"), 2);
    // 李白 goes on with other characters more often than with 于: 于 is the preposition.
    QTest::newRow("the surname's next character goes on otherwise")
        << QStringLiteral("李白于京城。李白于江南。李白走了。李白来了。李白说，李白笑。");
    QTest::newRow("no character of several readings")
        << repeated(QStringLiteral("王某甲说话。我跟某甲走。"), 2);
}

void TestNameFinder::whatIsNoName()
{
    QFETCH(QString, text);
    QCOMPARE(found(NameFinder::of(text, someWords(), severalReadings)), QStringList());
}

void TestNameFinder::aSingleCharacterOnlyAfterItsSurname()
{
    const QString text = QStringLiteral("周干来了。周干说：“好。”周干笑了。干净的碗，干了一杯。");
    const FoundNames names = NameFinder::of(text, someWords(), severalReadings);
    QCOMPARE(found(names), QStringList{QStringLiteral("周|干")});
    std::vector<qsizetype> positions;
    for (const FoundNames::Occurrence &occurrence : names.occurrencesIn(text))
        positions.push_back(occurrence.position);
    QCOMPARE(positions, (std::vector<qsizetype>{1, 6, 14})); // not 干净, not 干了
}

// A chapter already in Traditional, or half converted, writes words in Traditional: 萬里 is a word
// as 万里 is, and 沈萬里 no more a name than 沈万里 would be.
void TestNameFinder::aWordOfEitherScriptIsNoName()
{
    const QString text = QStringLiteral("沈萬里走進門來。沈萬里坐下了。萬里說：“走吧。”"
                                        "我跟沈萬里去了城裡。");
    const auto readsSeveralWays = [](char32_t character) {
        return character == U'里';
    };
    QCOMPARE(found(NameFinder::of(text, someWords(), readsSeveralWays)),
             QStringList{QStringLiteral("沈|萬里")});
    QString error;
    const WordList traditional = WordList::fromTable(
        WordList::tableOf({{QStringLiteral("萬里"), -900}, {QStringLiteral("於是"), -600}}, -2000),
        &error);
    QVERIFY2(!traditional.isEmpty(), qPrintable(error));
    QCOMPARE(found(NameFinder::of(text, someWords(), readsSeveralWays, &traditional)),
             QStringList());
}

// A name that chapter 1 introduces is found in chapter 2, where it stands once, alone.
void TestNameFinder::theBooksNamesComeFromEveryChapter()
{
    const QString first = QStringLiteral("王某于走进门来。王某于坐下了。某于说：“走吧。”");
    const QString second = QStringLiteral("天亮了，某于出门去。");
    const WordList words = someWords(); // the finder reads it while it lives
    QCOMPARE(found(NameFinder::of(second, words, severalReadings)), QStringList());
    NameFinder finder(words, severalReadings);
    finder.readSurnames(first);
    finder.readSurnames(second);
    finder.readGivenNames(first);
    finder.readGivenNames(second);
    const FoundNames names = finder.names();
    QCOMPARE(found(names), QStringList{QStringLiteral("王|某于")});
    QCOMPARE(names.all().front().alone, 2);
    QCOMPARE(names.occurrencesIn(second).size(), size_t(1));
}

// The bundled Simplified words (jieba's) on a story: its hero, and none of its prepositions.
void TestNameFinder::theStorysName()
{
    QVERIFY2(!WordList::simplified().isEmpty(), qPrintable(WordList::simplifiedPath()));
    const QString story = readUtf8(namesChapter("01_rainy_night.txt"));
    QVERIFY(!story.isEmpty());
    const FoundNames names = NameFinder::of(story);
    QCOMPARE(found(names), QStringList{QStringLiteral("陈|子于")});
    QCOMPARE(names.all().front().withSurname, 3);
    QCOMPARE(names.all().front().alone, 5);
    QCOMPARE(names.occurrencesIn(story).size(), size_t(8));
}

// The form a conversion writes a given name in over a book is the name's converted on its own, with
// its surname where it follows one: a phrase that runs on across the name's end (冲走, 冲淡 → 沖)
// reads other words. Of the two forms, the one of the more occurrences is the name's; two that tie
// leave the name to each chapter.
void TestNameFinder::aBookWritesItsNamesInTheirCommonestForm()
{
    const std::shared_ptr<const Converter> s2t = loadConverter(QStringLiteral("s2t"));
    QVERIFY(s2t);
    const std::shared_ptr<const Converter> t2s = loadConverter(QStringLiteral("t2s"));
    QVERIFY(t2s);
    // Converted as a sentence, OpenCC writes 周沖 here; the name alone is 周衝.
    QCOMPARE(s2t->convert(QStringLiteral("周冲走了。")), QStringLiteral("周沖走了。"));
    // 钟表 is a word, 鐘錶: after the surname, 表 is written 錶; alone, 表.
    QCOMPARE(s2t->convert(QStringLiteral("钟表哥\n表哥")), QStringLiteral("鐘錶哥\n表哥"));
    const std::vector<FoundName> found = {
        {QStringLiteral("周"), QStringLiteral("冲"), 5, 0, 3},
        {QStringLiteral("钟"), QStringLiteral("表哥"), 3, 2, 2},
        {QStringLiteral("钟"), QStringLiteral("表妹"), 1, 4, 2},
        {QStringLiteral("钟"), QStringLiteral("表姐"), 2, 2, 2},
    };
    FoundNames names(found);
    BookNames::countForms(names, *s2t);
    const auto forms = [&names] {
        QStringList written;
        for (int name = 0; name < int(names.all().size()); ++name)
            written.append(names.bookForm(name, 0) + u'|' + names.bookForm(name, 1));
        return written;
    };
    QCOMPARE(forms(), (QStringList{QStringLiteral("衝|"), QStringLiteral("錶|哥"),
                                   QStringLiteral("表|妹"), QStringLiteral("|姐")}));
    FoundNames traditional(found);
    BookNames::countForms(traditional, *t2s);
    QCOMPARE(traditional.bookForm(0, 0), QStringLiteral("冲"));
    QCOMPARE(traditional.bookForm(3, 0), QStringLiteral("表"));
}

// The window's conversions of a book ask for its names with each converter they use: the book is
// read once, and each converter gets the forms it writes.
void TestNameFinder::aBookIsSearchedOnceForEveryConverter()
{
    const std::shared_ptr<const Converter> s2t = loadConverter(QStringLiteral("s2t"));
    QVERIFY(s2t);
    const std::shared_ptr<const Converter> t2s = loadConverter(QStringLiteral("t2s"));
    QVERIFY(t2s);
    int searches = 0;
    bool cancels = true;
    SharedBookNames shared([&](JobControl *control) {
        ++searches;
        if (cancels) {
            control->cancel();
            return FoundNames();
        }
        return FoundNames({{QStringLiteral("周"), QStringLiteral("冲"), 5, 0, 3}});
    });
    JobControl cancelled;
    QVERIFY(!shared.get(&cancelled, s2t)); // not kept: the next asks again
    cancels = false;
    JobControl control;
    const std::shared_ptr<const FoundNames> traditional = shared.get(&control, s2t);
    QVERIFY(traditional);
    QCOMPARE(traditional->bookForm(0, 0), QStringLiteral("衝"));
    QCOMPARE(shared.get(&control, s2t), traditional);
    const std::shared_ptr<const FoundNames> simplified = shared.get(&control, t2s);
    QVERIFY(simplified);
    QCOMPARE(simplified->all().size(), size_t(1));
    QCOMPARE(simplified->bookForm(0, 0), QStringLiteral("冲"));
    QCOMPARE(searches, 2);
}

DUIZHAO_TEST_MAIN(TestNameFinder)
#include "tst_namefinder.moc"
