// SPDX-License-Identifier: GPL-3.0-or-later
#include "books/bookchapters.h"
#include "books/bookdialog.h"
#include "core/conversion/convertercache.h"
#include "epubtestsupport.h"
#include "panes/diffpane.h"
#include "testsupport.h"
#include "window/mainwindow.h"
#include "windowtestsupport.h"

#include <QAction>
#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QDirIterator>
#include <QLabel>
#include <QLineEdit>
#include <QMimeData>
#include <QPushButton>
#include <QSettings>
#include <QSignalSpy>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QTest>
#include <QTextCursor>
#include <QTreeWidget>

using namespace duizhao;
using namespace duizhao::testing;

class TestBookDialog : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void init();
    void convertsAFolderWithItsNames();
    void aChapterInTheTargetScriptIsNoted();
    void reportSaysWhyAndWhatToDo();
    void asksBeforeReplacingExistingFiles();
    void cancelLeavesOnlyCompleteFiles();
    void badGlossaryIsShownAndNothingWritten();
    void remembersItsChoices();
    void usesTheBooksOwnGlossary();
    void droppingAFolderOnTheWindowOpensItsChapters();
    void conversionFollowsTheBooksScript();
    void fixesLikelyMistakesWhenAsked();
    void convertsBooksOfLongChaptersWhateverThePool_data();
    void convertsBooksOfLongChaptersWhateverThePool();

private:
    QString book() const { return m_dir->filePath(QStringLiteral("book")); }
    QString output() const { return m_dir->filePath(QStringLiteral("out")); }
    std::unique_ptr<BookDialog> dialog(const QString &config = QStringLiteral("s2t"))
    {
        auto result = std::make_unique<BookDialog>(m_converters, config);
        result->setExistingFilesQuestion([this](const QStringList &existing, int total) {
            m_asked << QStringLiteral("%1/%2").arg(existing.size()).arg(total);
            m_existing = existing;
            return m_answer;
        });
        return result;
    }
    static bool run(BookDialog &dialog)
    {
        QSignalSpy finished(&dialog, &BookDialog::finished);
        dialog.findChild<QPushButton *>(QStringLiteral("convertButton"))->click();
        return finished.wait(WaitBound);
    }
    static QStringList reportRows(const BookDialog &dialog)
    {
        QStringList rows;
        const auto *report = dialog.findChild<QTreeWidget *>(QStringLiteral("report"));
        for (int row = 0; row < report->topLevelItemCount(); ++row) {
            const QTreeWidgetItem *item = report->topLevelItem(row);
            rows << QFileInfo(item->text(0)).fileName() + QStringLiteral(": ") + item->text(1);
        }
        return rows;
    }

    std::shared_ptr<const ConverterCache> m_converters;
    std::unique_ptr<QTemporaryDir> m_dir;
    QStringList m_asked;
    QStringList m_existing; // the files named by the last question
    BookDialog::ExistingFiles m_answer = BookDialog::ExistingFiles::Keep;
};

void TestBookDialog::initTestCase()
{
    useTestSettings("tst_bookdialog");
    m_converters = std::make_shared<const ConverterCache>();
}

// A book of three Simplified chapters in two volumes.
void TestBookDialog::init()
{
    QSettings().clear();
    m_dir = std::make_unique<QTemporaryDir>();
    m_asked.clear();
    m_answer = BookDialog::ExistingFiles::Keep;
    QVERIFY(QDir().mkpath(book() + QStringLiteral("/第一卷")));
    QVERIFY(QDir().mkpath(book() + QStringLiteral("/后记")));
    QVERIFY(QFile::copy(chapterFile("000"), book() + QStringLiteral("/第一卷/001.txt")));
    QVERIFY(QFile::copy(chapterFile("004"), book() + QStringLiteral("/第一卷/002.txt")));
    QVERIFY(writeAll(book() + QStringLiteral("/后记/发财了.txt"), "头发\n"));
}

void TestBookDialog::convertsAFolderWithItsNames()
{
    auto book = dialog();
    book->addPaths({this->book()});
    QCOMPARE(book->statusText(), QString());
    book->setOutputFolder(output());
    book->setConvertNames(true);
    QVERIFY(run(*book));
    QCOMPARE(book->statusText(), QStringLiteral("3 converted, 0 skipped, 0 failed."));
    QCOMPARE(reportRows(*book), (QStringList{QStringLiteral("001.txt: Converted"),
                                             QStringLiteral("002.txt: Converted"),
                                             QStringLiteral("发财了.txt: Converted")}));
    QCOMPARE(readAll(output() + QStringLiteral("/第一卷/001.txt")),
             runOpenccTool(QStringLiteral("s2t"), chapterFile("000")));
    QCOMPARE(readUtf8(output() + QStringLiteral("/後記/發財了.txt")), QStringLiteral("頭髮\n"));
    QVERIFY(book->findChild<QPushButton *>(QStringLiteral("openFolderButton"))->isEnabled());
    QVERIFY(m_asked.isEmpty());

    // Enter converts again, wherever the focus is in the dialog.
    book->show();
    QVERIFY(QTest::qWaitForWindowExposed(book.get()));
    QSignalSpy finished(book.get(), &BookDialog::finished);
    auto *addFolder = book->findChild<QPushButton *>(QStringLiteral("addFolderButton"));
    addFolder->setFocus();
    QTest::keyClick(addFolder, Qt::Key_Return);
    QVERIFY(finished.wait(WaitBound));
    QCOMPARE(m_asked, QStringList{QStringLiteral("3/3")}); // the outputs exist now
}

// A Traditional chapter among Simplified ones is converted with the book, and its row says that
// it was Traditional already.
void TestBookDialog::aChapterInTheTargetScriptIsNoted()
{
    QVERIFY(QFile::copy(chapterFile("002"), book() + QStringLiteral("/第一卷/003.txt")));
    auto book = dialog();
    book->addPaths({this->book()});
    book->setOutputFolder(output());
    QVERIFY(run(*book));
    QCOMPARE(book->statusText(),
             QStringLiteral("4 converted, 0 skipped, 0 failed. 1 file was in the conversion's "
                            "script already (see below)."));
    QCOMPARE(
        reportRows(*book),
        (QStringList{QStringLiteral("001.txt: Converted"), QStringLiteral("002.txt: Converted"),
                     QStringLiteral("003.txt: Converted, Traditional already"),
                     QStringLiteral("发财了.txt: Converted")}));
}

// Written to Big5 by s2t, chapters with characters Big5 lacks fail; the report names them below
// the book's folder and says why and what to do, in the room the full paths took.
void TestBookDialog::reportSaysWhyAndWhatToDo()
{
    // A hidden file is left out: said before the run as after it, so that the counts agree.
    QVERIFY(writeAll(this->book() + QStringLiteral("/第一卷/.draft.txt"), "头发\n"));
    auto book = dialog();
    book->addPaths({this->book()});
    const auto *found = book->findChild<QLabel *>(QStringLiteral("found"));
    QCOMPARE(found->text(),
             QStringLiteral("3 files to convert. 1 left out, listed in the report with why."));
    QVERIFY2(found->toolTip().endsWith(
                 QStringLiteral("/第一卷/.draft.txt: a hidden file (its name starts with a dot)")),
             qPrintable(found->toolTip()));
    book->setOutputFolder(output());
    book->setOutputEncoding(QStringLiteral("big5"));
    book->show();
    QVERIFY(QTest::qWaitForWindowExposed(book.get()));
    QVERIFY(run(*book));
    QVERIFY2(book->statusText().contains(QStringLiteral("1 skipped")),
             qPrintable(book->statusText()));
    const auto *report = book->findChild<QTreeWidget *>(QStringLiteral("report"));
    const QTreeWidgetItem *failed = nullptr;
    for (int row = 0; row < report->topLevelItemCount() && !failed; ++row) {
        if (report->topLevelItem(row)->text(0) == QDir::toNativeSeparators(u"第一卷/001.txt"_qs))
            failed = report->topLevelItem(row);
    }
    QVERIFY(failed);
    QCOMPARE(failed->text(1), QStringLiteral("Failed"));
    const QString reason = failed->text(2);
    // Without the file's name, which the row gives.
    QVERIFY2(reason.startsWith(u"Big5 cannot represent"_qs), qPrintable(reason));
    QVERIFY2(reason.endsWith(u"convert with a Taiwan config (s2tw, s2twp) or write UTF-8"_qs),
             qPrintable(reason));
    // The whole, with full paths, in the tooltips; the column of names leaves the reason room.
    QVERIFY(failed->toolTip(2).startsWith(this->book() + QStringLiteral("/第一卷/001.txt")));
    QVERIFY(report->columnWidth(0) <= report->width() / 3);
    QCOMPARE(report->textElideMode(), Qt::ElideMiddle);
    // Short names are shown whole.
    QVERIFY2(report->columnWidth(0) > report->fontMetrics().horizontalAdvance(failed->text(0)),
             qPrintable(QStringLiteral("%1 of %2 in %3")
                            .arg(report->columnWidth(0))
                            .arg(report->width())
                            .arg(book->width())));
}

void TestBookDialog::asksBeforeReplacingExistingFiles()
{
    QVERIFY(QDir().mkpath(output() + QStringLiteral("/第一卷")));
    QVERIFY(writeAll(output() + QStringLiteral("/第一卷/002.txt"), "mine\n"));
    auto book = dialog();
    book->addPaths({this->book()});
    book->setOutputFolder(output());

    m_answer = BookDialog::ExistingFiles::Cancel;
    QSignalSpy finished(book.get(), &BookDialog::finished);
    book->findChild<QPushButton *>(QStringLiteral("convertButton"))->click();
    QTRY_VERIFY(!book->isRunning());
    QCOMPARE(m_asked, QStringList{QStringLiteral("1/3")});
    QCOMPARE(m_existing, QStringList{output() + QStringLiteral("/第一卷/002.txt")});
    QCOMPARE(book->statusText(), QStringLiteral("Cancelled; nothing was written."));
    QVERIFY(!QFileInfo::exists(output() + QStringLiteral("/第一卷/001.txt")));

    m_answer = BookDialog::ExistingFiles::Keep;
    QVERIFY(run(*book));
    QCOMPARE(reportRows(*book),
             (QStringList{QStringLiteral("001.txt: Converted"), QStringLiteral("002.txt: Skipped"),
                          QStringLiteral("发财了.txt: Converted")}));
    QCOMPARE(readAll(output() + QStringLiteral("/第一卷/002.txt")), QByteArray("mine\n"));
    // Every row is as tall as its Chinese name, the first one's Latin name notwithstanding.
    const auto *report = book->findChild<QTreeWidget *>(QStringLiteral("report"));
    const int chinese = report->fontMetrics().boundingRect(QStringLiteral("第一卷")).height();
    for (int row = 0; row < report->topLevelItemCount(); ++row)
        QVERIFY(report->visualItemRect(report->topLevelItem(row)).height() >= chinese);

    // Asked again and cancelled, the last run's report stays, with its output folder.
    m_answer = BookDialog::ExistingFiles::Cancel;
    book->findChild<QPushButton *>(QStringLiteral("convertButton"))->click();
    QTRY_VERIFY(!book->isRunning());
    QCOMPARE(reportRows(*book).size(), 3);
    QCOMPARE(book->statusText(),
             QStringLiteral("Cancelled; nothing was written. Below, the last run's report."));
    QVERIFY(book->findChild<QPushButton *>(QStringLiteral("openFolderButton"))->isEnabled());

    m_answer = BookDialog::ExistingFiles::Replace;
    QVERIFY(run(*book));
    QCOMPARE(m_asked.last(), QStringLiteral("3/3"));
    QCOMPARE(book->statusText(), QStringLiteral("3 converted, 0 skipped, 0 failed."));
    QCOMPARE(readAll(output() + QStringLiteral("/第一卷/002.txt")),
             runOpenccTool(QStringLiteral("s2t"), chapterFile("004")));

    // Every output kept: nothing converted, and the folder that holds them can still be opened.
    m_answer = BookDialog::ExistingFiles::Keep;
    QVERIFY(run(*book));
    QCOMPARE(book->statusText(), QStringLiteral("0 converted, 3 skipped, 0 failed."));
    QVERIFY(book->findChild<QPushButton *>(QStringLiteral("openFolderButton"))->isEnabled());
}

void TestBookDialog::cancelLeavesOnlyCompleteFiles()
{
    // Enough chapters, a few hundred kilobytes each, that Cancel comes while files are converted.
    const QByteArray chapter = readAll(chapterFile("000")).repeated(60);
    for (int i = 0; i < 40; ++i)
        QVERIFY(writeAll(book() + QStringLiteral("/第一卷/%1.txt").arg(i + 100), chapter));
    auto book = dialog();
    book->addPaths({this->book()});
    book->setOutputFolder(output());
    book->show();
    QSignalSpy finished(book.get(), &BookDialog::finished);
    book->findChild<QPushButton *>(QStringLiteral("convertButton"))->click();
    QTRY_VERIFY_WITH_TIMEOUT(!book->files().isEmpty() && QFileInfo::exists(output()), WaitBound);
    auto *cancel = book->findChild<QPushButton *>(QStringLiteral("cancelButton"));
    QCOMPARE(cancel->text(), QStringLiteral("Cancel"));
    cancel->click();
    QVERIFY(finished.wait(WaitBound));
    QVERIFY(book->isVisible()); // Cancel stops the run; the dialog stays, with its report
    QVERIFY2(book->statusText().startsWith(QStringLiteral("Cancelled: ")),
             qPrintable(book->statusText()));
    const int converted = BookConversion::count(book->files(), BookFile::Status::Converted);
    QVERIFY2(converted < 43, qPrintable(QString::number(converted)));
    QCOMPARE(BookConversion::count(book->files(), BookFile::Status::Skipped), 43 - converted);
    // Every file written is complete, and nothing else was written.
    int written = 0;
    QDirIterator it(output(), QDir::Files | QDir::Hidden, QDirIterator::Subdirectories);
    while (it.hasNext()) {
        const QString path = it.next();
        QVERIFY2(!readAll(path).isEmpty(), qPrintable(path));
        ++written;
    }
    QCOMPARE(written, converted);
    const QString big = m_dir->filePath(QStringLiteral("big.txt"));
    QVERIFY(writeAll(big, chapter));
    const QByteArray expected = runOpenccTool(QStringLiteral("s2t"), big);
    for (const BookFile &file : book->files()) {
        if (file.status == BookFile::Status::Converted && file.input.contains(QStringLiteral("/1")))
            QVERIFY2(readAll(file.output) == expected, qPrintable(file.output));
    }
}

void TestBookDialog::badGlossaryIsShownAndNothingWritten()
{
    const QString glossary = m_dir->filePath(QStringLiteral("glossary.txt"));
    QVERIFY(writeAll(glossary, "岳托=岳託\n没有等号\n"));
    auto book = dialog();
    book->addPaths({this->book()});
    book->setOutputFolder(output());
    book->setGlossary(glossary);
    book->findChild<QPushButton *>(QStringLiteral("convertButton"))->click();
    QTRY_VERIFY(!book->isRunning());
    QVERIFY2(book->statusText().contains(glossary + QStringLiteral(":2")),
             qPrintable(book->statusText()));
    QVERIFY(!QFileInfo::exists(output()));
}

void TestBookDialog::remembersItsChoices()
{
    {
        auto book = dialog();
        book->setOutputEncoding(QStringLiteral("big5"));
        book->setConvertNames(true);
        book->addPaths({this->book()});
        book->setOutputFolder(output());
        QVERIFY(run(*book));
    }
    auto book = dialog();
    // The encoding is chosen for each book: as read, until chosen again.
    QCOMPARE(book->findChild<QComboBox *>(QStringLiteral("encodingBox"))->currentData().toString(),
             QString());
    QVERIFY(book->findChild<QCheckBox *>(QStringLiteral("convertNamesBox"))->isChecked());
    // The output folder follows the book chosen: beside it.
    book->addPaths({this->book()});
    QCOMPARE(book->findChild<QLineEdit *>(QStringLiteral("outputFolderField"))->text(),
             QDir::toNativeSeparators(m_dir->filePath(QStringLiteral("book (converted)"))));
    // Two volumes of it: the folder that holds both names the output, not the first volume.
    auto volumes = dialog();
    volumes->addPaths({this->book() + QStringLiteral("/第一卷")});
    QCOMPARE(volumes->findChild<QLineEdit *>(QStringLiteral("outputFolderField"))->text(),
             QDir::toNativeSeparators(this->book() + QStringLiteral("/第一卷 (converted)")));
    volumes->addPaths({this->book() + QStringLiteral("/后记")});
    QCOMPARE(volumes->findChild<QLineEdit *>(QStringLiteral("outputFolderField"))->text(),
             QDir::toNativeSeparators(m_dir->filePath(QStringLiteral("book (converted)"))));
    // The book and a folder inside it: the book names it, not the folder above the book.
    auto nested = dialog();
    nested->addPaths({this->book(), this->book() + QStringLiteral("/后记")});
    QCOMPARE(nested->findChild<QLineEdit *>(QStringLiteral("outputFolderField"))->text(),
             QDir::toNativeSeparators(m_dir->filePath(QStringLiteral("book (converted)"))));
}

// .duizhao-glossary.txt beside the chapters is the book's glossary, as in the window; it is not a
// chapter itself.
void TestBookDialog::usesTheBooksOwnGlossary()
{
    const QString glossary = book() + QStringLiteral("/.duizhao-glossary.txt");
    QVERIFY(writeAll(glossary, "头发=頭发\n"));
    auto book = dialog();
    book->addPaths({this->book()});
    QCOMPARE(book->findChild<QLineEdit *>(QStringLiteral("glossaryField"))->text(),
             QDir::toNativeSeparators(glossary));
    book->setOutputFolder(output());
    QVERIFY(run(*book));
    QCOMPARE(book->files().size(), 3);
    QCOMPARE(readUtf8(output() + QStringLiteral("/后记/发财了.txt")), QStringLiteral("頭发\n"));

    // Another book does not inherit it.
    auto other = dialog();
    QCOMPARE(other->findChild<QLineEdit *>(QStringLiteral("glossaryField"))->text(), QString());
}

void TestBookDialog::droppingAFolderOnTheWindowOpensItsChapters()
{
    MainWindow window;
    JobWatch jobs(window);
    window.show();
    window.openFile(QString());
    QVERIFY(jobs.wait());
    const QString title = window.windowTitle();
    QMimeData data;
    data.setUrls({QUrl::fromLocalFile(book())});
    QDragEnterEvent enter(QPoint(10, 10), Qt::CopyAction, &data, Qt::LeftButton, Qt::NoModifier);
    QApplication::sendEvent(&window, &enter);
    QDropEvent drop(QPointF(10, 10), Qt::CopyAction, &data, Qt::LeftButton, Qt::NoModifier);
    QApplication::sendEvent(&window, &drop);
    // The folder opens as a book at its first chapter, listed beside the panes.
    QVERIFY(jobs.wait());
    QVERIFY(window.windowTitle() != title);
    QVERIFY(window.chapters()->book().chapterCount() > 1);
    QCOMPARE(window.outcome().path, window.chapters()->book().path(0));
    QPushButton *convertWhole = nullptr;
    for (QPushButton *button : window.findChildren<QPushButton *>()) {
        if (button->text() == u"Convert the Whole Book…")
            convertWhole = button;
    }
    QVERIFY(convertWhole && convertWhole->isVisible());
    convertWhole->click();
    auto *book = window.findChild<BookDialog *>(QStringLiteral("bookDialog"));
    QVERIFY(book);
    QVERIFY(book->isVisible());
    QCOMPARE(book->paths(), QStringList{this->book()});

    // Once converted, a double-click on a file of the report opens it in the window, converted
    // by the book's config, with the book's fixes of OpenCC's likely mistakes.
    book->setConfig(QStringLiteral("s2twp"));
    book->setOutputFolder(output());
    book->findChild<QCheckBox *>(QStringLiteral("fixLikelyBox"))->setChecked(true);
    QVERIFY(run(*book));
    const QString written = readUtf8(output() + QStringLiteral("/第一卷/001.txt"));
    QVERIFY(written !=
            QString::fromUtf8(runOpenccTool(QStringLiteral("s2twp"), chapterFile("000"))));
    auto *report = book->findChild<QTreeWidget *>(QStringLiteral("report"));
    const QTreeWidgetItem *chapter = report->topLevelItem(0);
    QCOMPARE(QFileInfo(chapter->text(0)).fileName(), QStringLiteral("001.txt"));
    // An item view takes a double click after the press of a first click.
    const QPoint where = report->visualItemRect(chapter).center();
    QTest::mouseClick(report->viewport(), Qt::LeftButton, {}, where);
    QTest::mouseDClick(report->viewport(), Qt::LeftButton, {}, where);
    QVERIFY(jobs.wait());
    QVERIFY2(window.windowTitle().contains(QStringLiteral("001.txt")),
             qPrintable(window.windowTitle()));
    QCOMPARE(window.currentConfig(), QStringLiteral("s2twp"));
    QCOMPARE(window.outcome().source, readUtf8(this->book() + QStringLiteral("/第一卷/001.txt")));
    QCOMPARE(window.convertedPane()->toPlainText(), written);
    // The window's Fix Likely Mistakes was turned on for it, and that is said.
    QTRY_VERIFY2_WITH_TIMEOUT(window.statusBar()->currentMessage().contains(
                                  QStringLiteral("as the book was converted with it")),
                              qPrintable(window.statusBar()->currentMessage()), WaitBound);

    // Saved, it goes where the book's conversion is, not among the book's own chapters.
    QTextCursor cursor(window.convertedPane()->document());
    cursor.insertText(QStringLiteral("序"));
    const QStringList before =
        QDir(this->book() + QStringLiteral("/第一卷")).entryList(QDir::Files);
    QAction *save = nullptr;
    for (QAction *action : window.findChildren<QAction *>()) {
        if (action->shortcut() == QKeySequence::Save)
            save = action;
    }
    QVERIFY(save);
    save->trigger();
    QCOMPARE(QDir(this->book() + QStringLiteral("/第一卷")).entryList(QDir::Files), before);
    QVERIFY(readUtf8(output() + QStringLiteral("/第一卷/001.txt")).startsWith(u'序'));
    window.convertedPane()->document()->setModified(false);
}

// Until a conversion is chosen, it follows the script of the book's chapters, as the window does
// for a file: a Simplified book is converted from Simplified even after a Traditional file.
void TestBookDialog::conversionFollowsTheBooksScript()
{
    auto book = dialog(QStringLiteral("t2s"));
    book->addPaths({this->book()});
    const auto *configs = book->findChild<QComboBox *>(QStringLiteral("configBox"));
    QVERIFY(configs);
    QTRY_COMPARE_WITH_TIMEOUT(configs->currentData().toString(), QStringLiteral("s2t"), WaitBound);
    // The conversion a new dialog suggests for a folder, the window having shown t2s last.
    std::vector<std::unique_ptr<BookDialog>> others;
    const auto suggestionFor = [&](const QString &folder) {
        others.push_back(dialog(QStringLiteral("t2s")));
        others.back()->addPaths({folder});
        return others.back()->findChild<QComboBox *>(QStringLiteral("configBox"));
    };
    // A Traditional chapter first, then two Simplified ones, longer: a Simplified book, though
    // the three read together would be a half-converted text, finished towards Simplified.
    QTemporaryDir mixed;
    QVERIFY(mixed.isValid());
    const QStringList files{chapterFile("002"), chapterFile("000"), chapterFile("004")};
    for (qsizetype index = 0; index < files.size(); ++index)
        QVERIFY(QFile::copy(files[index], mixed.filePath(QStringLiteral("%1.txt").arg(index))));
    const QComboBox *mixedConfigs = suggestionFor(mixed.path());
    QVERIFY(mixedConfigs);
    QTRY_COMPARE_WITH_TIMEOUT(mixedConfigs->currentData().toString(), QStringLiteral("s2t"),
                              WaitBound);
    // And says why, a mixed book's suggestion being easy to take for the other way round.
    const auto *why = others.back()->findChild<QLabel *>(QStringLiteral("configWhy"));
    QVERIFY(why && !why->isHidden());
    QCOMPARE(why->text(), QStringLiteral("Suggested by the book's first chapters: most of their "
                                         "text (2 of 3 chapters) reads as Simplified."));
    // A Traditional title page, then two half-converted chapters, most of them Traditional: the
    // conversion that finishes those, not the title page's.
    QTemporaryDir halfway;
    QVERIFY(halfway.isValid());
    QVERIFY(writeAll(halfway.filePath(QStringLiteral("0.txt")), "第一卷 長夜\n"));
    for (const char *name : {"1.txt", "2.txt"})
        QVERIFY(QFile::copy(chapterFile("003"), halfway.filePath(QLatin1String(name))));
    const QComboBox *halfwayConfigs = suggestionFor(halfway.path());
    QVERIFY(halfwayConfigs);
    QTRY_COMPARE_WITH_TIMEOUT(halfwayConfigs->currentData().toString(), QStringLiteral("s2t"),
                              WaitBound);
    // Chosen, it stays, and needs no reason.
    book->setConfig(QStringLiteral("s2hk"));
    QVERIFY(book->findChild<QLabel *>(QStringLiteral("configWhy"))->isHidden());
    book->addPaths({chapterFile("002")});
    QCOMPARE(configs->currentData().toString(), QStringLiteral("s2hk"));
}

// Asked to, the book's chapters get OpenCC's likely mistakes fixed, and the report counts each
// file's fixes; the choice is remembered.
void TestBookDialog::fixesLikelyMistakesWhenAsked()
{
    QVERIFY(writeAll(book() + QStringLiteral("/后记/发财了.txt"), "他们一起干杯。\n"));
    {
        auto book = dialog();
        book->addPaths({this->book()});
        book->setOutputFolder(output());
        auto *fixLikely = book->findChild<QCheckBox *>(QStringLiteral("fixLikelyBox"));
        QVERIFY(fixLikely && !fixLikely->isChecked());
        fixLikely->setChecked(true);
        QVERIFY(run(*book));
        QVERIFY2(book->statusText().contains(QStringLiteral("likely mistake")),
                 qPrintable(book->statusText()));
        QVERIFY(reportRows(*book).contains(QStringLiteral("发财了.txt: Converted, 1 fixed")));
        QCOMPARE(readUtf8(output() + QStringLiteral("/后记/发财了.txt")),
                 QStringLiteral("他們一起乾杯。\n"));
    }
    QVERIFY(dialog()->findChild<QCheckBox *>(QStringLiteral("fixLikelyBox"))->isChecked());
}

void TestBookDialog::convertsBooksOfLongChaptersWhateverThePool_data()
{
    WorkerThreads::addRows();
}

// The dialog runs the book on a thread of its own: a book of chapters longer than a chunk, as
// many as the workers, converts whatever their number.
void TestBookDialog::convertsBooksOfLongChaptersWhateverThePool()
{
    QFETCH(int, threads);
    const WorkerThreads pool(threads);
    QVERIFY(!epub::writeZip(book() + QStringLiteral("/长.epub"),
                            epub::bookOfLongChapters(qMax(threads, 2) + 1, 17000))
                 .isEmpty());
    auto book = dialog();
    book->addPaths({this->book()});
    book->setOutputFolder(output());
    const Watchdog watchdog("The book dialog on a book of long chapters");
    QVERIFY(run(*book));
    QCOMPARE(book->statusText(), QStringLiteral("4 converted, 0 skipped, 0 failed."));
    QVERIFY(QFileInfo(output() + QStringLiteral("/长.epub")).size() > 0);
}

QTEST_MAIN(TestBookDialog)
#include "tst_bookdialog.moc"
