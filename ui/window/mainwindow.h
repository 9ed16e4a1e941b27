// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/diff/positionmapping.h"
#include "core/text/textfile.h"
#include "document/opentext.h"
#include "document/session.h"

#include <QMainWindow>
#include <QPointer>

#include <array>
#include <memory>

class QComboBox;
class QDockWidget;
class QMenu;

class QToolBar;

namespace duizhao {

class BookChapters;
class BookDialog;
class ChangeNavigator;
class ChangeStatus;
class BookRules;
class CompareMenu;
class ConversionChoice;
class ConverterCache;
class DiffPane;
class FindBar;
class OpenCommands;
class OpenTextView;
class RecentFilesMenu;
class SaveCommands;
class ReviewActions;
class ReviewController;
class NamesModel;
class ReviewDock;
class ReviewPanel;
class SideBySideView;
class StatusMessages;

// The window: the original on the left, the conversion on the right, every changed character
// highlighted in both, scrolling together. The conversion is editable and saved through the core.
class MainWindow final : public QMainWindow {
    Q_OBJECT

public:
    explicit MainWindow(QWidget *parent = nullptr);
    ~MainWindow() override;

    // Opens a file (or the bundled sample for an empty path) in the background; a file that
    // cannot be read is reported when the attempt fails. A folder opens as a book (openBook).
    void openFile(const QString &path, const QString &encoding = {});
    // Opens a folder of chapters as a book at its first chapter, listed beside the panes.
    void openBook(const QString &folder);
    BookChapters *chapters() const { return m_chapters; }
    // Compares two editions of a text side by side, both editable (see CompareSettings).
    void compareFiles(const QString &first, const QString &second);
    bool isComparing() const { return m_session.isComparing(); }
    void setCompareSettings(const CompareSettings &settings);
    CompareSettings compareSettings() const;
    bool saveTo(const QString &path);
    // File → Convert a Book, with these folders or files added to it.
    BookDialog *showBookDialog(const QStringList &paths);

    // For tests and scripting: the panes and the state behind the status bar.
    DiffPane *originalPane() const { return m_original; }
    DiffPane *convertedPane() const { return m_converted; }
    const DiffResult &diff() const { return m_session.shown().diff; }
    int currentChange() const;
    QString currentConfig() const;
    void setConfig(const QString &config);
    ConversionController *controller() const { return m_text->jobs(); }
    ReviewController *review() const { return m_review; }
    ReviewActions *reviewActions() const { return m_reviewActions; }
    BookRules *rules() const { return m_rules; }
    ReviewPanel *reviewPanel() const { return m_reviewPanel; }
    const ConversionOutcome &outcome() const { return m_session.shown(); }
    // The filter of the highlights, as in the toolbar's "Show" box.
    void setFilter(int filter);
    QString statusText() const;

    // From here on SIGTERM, SIGHUP and SIGINT have the window keep what closing it keeps (its
    // settings, the review) without asking about unsaved edits, which are kept with the review
    // to come back with the text (ReviewController::keepForEnding): the program is ending all
    // the same (see EndingSignals), once keptForEnding says so.
    void keepOnEndingSignals();

public Q_SLOTS:
    void nextChange();
    void previousChange();

Q_SIGNALS:
    // A signal ended the program and the window kept what it keeps: exit with exitCode
    // (128 + the signal's number).
    void keptForEnding(int exitCode);

protected:
    void closeEvent(QCloseEvent *event) override;
    void dragEnterEvent(QDragEnterEvent *event) override;
    void dropEvent(QDropEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;

private:
    void createActions();
    void createPanes();
    void createStatusBar();
    void createReview();
    void createNames();
    void updateNames();
    void createReviewMenu();
    void loadSettings();
    void saveSettings() const;
    void fitToScreen();

    void showText(const Session::Shown &changes);
    void updateStatus();
    // For a while: the next message, or ten seconds, replaces it.
    void showMessage(const QString &text);
    void clearWalkMessage();
    void updateTitle();
    void updateModified();
    void rememberOpened(const QString &path);
    void fitToolbar();
    bool maybeSave();
    void showPreferences();

    std::shared_ptr<const ConverterCache> m_converters;
    OpenText *m_text;
    Session &m_session; // the open text's

    SideBySideView *m_view = nullptr;
    OpenTextView *m_textView = nullptr;
    ChangeNavigator *m_changes = nullptr;
    DiffPane *m_original = nullptr; // the view's panes, for short
    DiffPane *m_converted = nullptr;
    QToolBar *m_toolbar = nullptr;
    int m_toolbarTitles = 0; // the characters of a title the toolbar's boxes show
    ConversionChoice *m_conversion = nullptr;
    ReviewPanel *m_reviewPanel = nullptr;
    ReviewController *m_review = nullptr;
    QString m_walkMessage; // what the review's walk said last
    ReviewActions *m_reviewActions = nullptr;
    BookRules *m_rules = nullptr;
    BookChapters *m_chapters = nullptr;
    FindBar *m_findBar = nullptr;
    ChangeStatus *m_changeStatus = nullptr;
    RecentFilesMenu *m_recentMenu = nullptr;
    SaveCommands *m_saving = nullptr;
    OpenCommands *m_opening = nullptr;
    StatusMessages *m_messages = nullptr;

    CompareMenu *m_compareMenu = nullptr;
    QMenu *m_reviewMenu = nullptr;
    ReviewDock *m_reviewDock = nullptr;
    ReviewDock *m_namesDock = nullptr;
    NamesModel *m_names = nullptr;
};

} // namespace duizhao
