// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/books/bookconversion.h"
#include "core/jobs/jobcontrol.h"

#include <QDialog>
#include <QFutureWatcher>
#include <QThreadPool>
#include <QTimer>

#include <atomic>
#include <functional>
#include <memory>

class QCheckBox;
class QComboBox;
class QDialogButtonBox;
class QFormLayout;
class QLabel;
class QLineEdit;
class QListWidget;
class QProgressBar;
class QPushButton;
class QTreeWidget;

namespace duizhao {

class ConverterCache;

// File → Convert a Book: many files or folders of chapters converted into an output folder at
// once, in the background, with one progress bar, Cancel, and a report on every file.
class BookDialog final : public QDialog {
    Q_OBJECT

public:
    enum class ExistingFiles { Replace, Keep, Cancel };
    // Asked when outputs exist already: which of how many.
    using ExistingFilesQuestion =
        std::function<ExistingFiles(const QStringList &existing, int total)>;

    BookDialog(std::shared_ptr<const ConverterCache> converters, const QString &config,
               QWidget *parent = nullptr);
    ~BookDialog() override;

    void addPaths(const QStringList &paths);
    QStringList paths() const;
    void setOutputFolder(const QString &folder);
    // The conversion, as the user's choice: no longer suggested from the book's script.
    void setConfig(const QString &config);
    void setGlossary(const QString &path);
    // An empty encoding writes each file in its own.
    void setOutputEncoding(const QString &encoding);
    void setConvertNames(bool on);
    void setExistingFilesQuestion(ExistingFilesQuestion question)
    {
        m_askExisting = std::move(question);
    }

    void start();
    void cancel();
    bool isRunning() const { return m_running; }
    // The files of the last run, each with how it ended.
    const QList<BookFile> &files() const { return m_files; }
    // The line under the options: progress, the summary of a run, or what stopped it.
    QString statusText() const;

Q_SIGNALS:
    void finished();
    // A file of the report was double-clicked: to be reviewed in the window, by the same config,
    // and saved where the book's conversion wrote it (output, in encoding; empty encoding: as
    // read), or beside it when it was not converted (output empty); fixLikely when the book's
    // conversion fixed OpenCC's likely mistakes in it.
    void openRequested(const QString &path, const QString &config, const QString &output,
                       const QString &encoding, bool fixLikely);

protected:
    void dragEnterEvent(QDragEnterEvent *event) override;
    void dropEvent(QDropEvent *event) override;
    void closeEvent(QCloseEvent *event) override;
    void reject() override;

private:
    // What the dialog shows, taken in the GUI thread for the background.
    QWidget *createInputs();
    QWidget *createOptions();
    QPushButton *addPathRow(QFormLayout *form, const QString &label, QLineEdit *field);
    void updateButtons();
    void showConfig(const QString &config);
    void suggestConfig(const QList<BookInput> &chapters);
    void countChapters();
    void updateProgress();
    void cancelledBeforeWriting();
    void prepared(PreparedBook prepared);
    void showReport();
    void showError(const QString &message);
    void setRunning(bool running);
    void loadSettings();
    void saveSettings() const;

    std::shared_ptr<const ConverterCache> m_converters;
    QString m_preferredConfig; // the window's, for the direction the book's script does not decide
    bool m_configChosen = false;
    // The conversion the book's first chapters suggest, and what they read as.
    struct Suggestion {
        QString config;
        QString why;
    };
    QFutureWatcher<Suggestion> m_suggestion;
    ExistingFilesQuestion m_askExisting;

    QListWidget *m_inputs = nullptr;
    QLabel *m_found = nullptr;
    QComboBox *m_configBox = nullptr;
    QLabel *m_configWhy = nullptr; // why the conversion shown was suggested, until one is chosen
    QLineEdit *m_glossary = nullptr;
    QCheckBox *m_quotes = nullptr;
    QCheckBox *m_fixLikely = nullptr;
    QLineEdit *m_outputFolder = nullptr;
    QComboBox *m_encodingBox = nullptr;
    QCheckBox *m_convertNames = nullptr;
    QWidget *m_form = nullptr;
    QProgressBar *m_progress = nullptr;
    QLabel *m_status = nullptr;
    QTreeWidget *m_report = nullptr;
    QDialogButtonBox *m_buttons = nullptr;
    QPushButton *m_convertButton = nullptr;
    QPushButton *m_cancelButton = nullptr;
    QPushButton *m_openFolderButton = nullptr;

    int m_chapterCount = 0;
    bool m_outputFolderChosen = false; // else it follows the first input
    QList<BookFile> m_files;
    BookChoices m_pendingChoices; // of the run being prepared
    BookChoices m_runChoices;     // of the run whose files are m_files
    bool m_running = false;
    std::unique_ptr<JobControl> m_control;
    std::atomic<int> m_done{0};
    int m_fileCount = 0;
    QTimer m_progressTimer;
    // One thread that runs a preparation or a run at a time; the files of a run then go through
    // BookConversion's own pool.
    QThreadPool m_runner;
    QFutureWatcher<PreparedBook> m_prepareWatcher;
    QFutureWatcher<void> m_runWatcher;
};

} // namespace duizhao
