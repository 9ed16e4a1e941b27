// SPDX-License-Identifier: GPL-3.0-or-later
#include "window/helpmenu.h"

#include "core/conversion/converter.h"
#include "core/translations.h"

#include <QApplication>
#include <QDialog>
#include <QDialogButtonBox>
#include <QFile>
#include <QHeaderView>
#include <QMainWindow>
#include <QMenuBar>
#include <QMessageBox>
#include <QRegularExpression>
#include <QTableWidget>
#include <QTextBlock>
#include <QTextBrowser>
#include <QTextCursor>
#include <QTextDocument>
#include <QUrl>
#include <QVBoxLayout>

namespace duizhao {

namespace {

// A dialog around one widget, closed by its button.
QDialog *dialogAround(QWidget *parent, const QString &title, QWidget *content, QSize size)
{
    auto *dialog = new QDialog(parent);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->setWindowTitle(title);
    auto *layout = new QVBoxLayout(dialog);
    layout->addWidget(content);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close);
    QObject::connect(buttons, &QDialogButtonBox::rejected, dialog, &QDialog::reject);
    layout->addWidget(buttons);
    dialog->resize(size);
    return dialog;
}

QString withoutMnemonic(QString text)
{
    // Chinese writes the key apart, after the name: 文件(&F), 查找和替换(&L)….
    static const QRegularExpression apart(QStringLiteral(R"(\(&[^&]\))"));
    text.remove(apart);
    text.replace(QStringLiteral("&&"), QStringLiteral("\x01"));
    text.remove(u'&');
    text.replace(QStringLiteral("\x01"), QStringLiteral("&"));
    return text;
}

void collectShortcuts(const QMenu *menu, const QString &path,
                      QList<std::pair<QString, QString>> &found)
{
    for (const QAction *action : menu->actions()) {
        if (action->isSeparator())
            continue;
        const QString name = path + QStringLiteral(" → ") + withoutMnemonic(action->text());
        if (action->menu()) {
            collectShortcuts(action->menu(), name, found);
            continue;
        }
        QStringList keys;
        for (const QKeySequence &key : action->shortcuts())
            keys << key.toString(QKeySequence::NativeText);
        if (!keys.isEmpty())
            found.append({name, keys.join(QStringLiteral(", "))});
    }
}

} // namespace

HelpMenu::HelpMenu(QMainWindow *window, std::function<QString()> dataDescription)
    : QMenu(tr("&Help"), window)
    , m_window(window)
    , m_dataDescription(std::move(dataDescription))
{
    QAction *guideAction = addAction(tr("&User Guide"), this, &HelpMenu::showGuide);
    guideAction->setShortcut(QKeySequence::HelpContents);
    addAction(tr("&Keyboard Shortcuts"), this, &HelpMenu::showShortcuts);
    addSeparator();
    QAction *about = addAction(tr("&About Duizhao"), this, &HelpMenu::showAbout);
    about->setMenuRole(QAction::AboutRole);
}

QList<std::pair<QString, QString>> HelpMenu::shortcuts(const QMainWindow *window)
{
    QList<std::pair<QString, QString>> found;
    for (const QAction *action : window->menuBar()->actions()) {
        if (action->menu())
            collectShortcuts(action->menu(), withoutMnemonic(action->text()), found);
    }
    return found;
}

QString HelpMenu::guide()
{
    // The guide in the interface's language, where it has been written in it; English otherwise.
    QFile file(QStringLiteral(":/guide/guide.%1.md").arg(Translations::current()));
    if (!file.exists())
        file.setFileName(QStringLiteral(":/guide/guide.md"));
    if (!file.open(QIODevice::ReadOnly))
        return {};
    QString text = QString::fromUtf8(file.readAll());
    // The pictures are the repository's screenshots, built in too (qrc:/screenshots); one that
    // is not is left to its caption.
    static const QRegularExpression picture(
        QStringLiteral("!\\[([^\\]]*)\\]\\(\\.\\./resources/screenshots/([^)/]*)\\)"));
    QString shown;
    qsizetype copied = 0;
    for (const QRegularExpressionMatch &match : picture.globalMatch(text)) {
        shown += QStringView(text).sliced(copied, match.capturedStart() - copied);
        const QString resource = QStringLiteral(":/screenshots/") + match.captured(2);
        shown += QFile::exists(resource)
                     ? QStringLiteral("![%1](qrc%2)").arg(match.captured(1), resource)
                     : QStringLiteral("*%1*").arg(match.captured(1));
        copied = match.capturedEnd();
    }
    shown += QStringView(text).sliced(copied);
    return shown;
}

void HelpMenu::fitPictures(QTextDocument *document, int width)
{
    QTextCursor cursor(document);
    for (QTextBlock block = document->begin(); block.isValid(); block = block.next()) {
        for (auto fragment = block.begin(); !fragment.atEnd(); ++fragment) {
            QTextImageFormat format = fragment.fragment().charFormat().toImageFormat();
            if (!format.isValid())
                continue;
            // What the browser loads is the file's bytes, decoded as the picture is laid out.
            const QVariant loaded =
                document->resource(QTextDocument::ImageResource, QUrl(format.name()));
            const QImage image = loaded.typeId() == QMetaType::QByteArray
                                     ? QImage::fromData(loaded.toByteArray())
                                     : loaded.value<QImage>();
            if (image.isNull() || image.width() <= width)
                continue;
            format.setWidth(width);
            format.setHeight(double(image.height()) * width / image.width());
            cursor.setPosition(fragment.fragment().position());
            cursor.setPosition(fragment.fragment().position() + fragment.fragment().length(),
                               QTextCursor::KeepAnchor);
            cursor.setCharFormat(format);
        }
    }
}

void HelpMenu::showGuide()
{
    auto *browser = new QTextBrowser;
    browser->setObjectName(QStringLiteral("userGuide"));
    browser->setMarkdown(guide());
    fitPictures(browser->document(), 700);
    dialogAround(m_window, tr("Duizhao User Guide"), browser, {760, 640})->show();
}

void HelpMenu::showShortcuts()
{
    const QList<std::pair<QString, QString>> found = shortcuts(m_window);
    auto *table = new QTableWidget(int(found.size()), 2);
    table->setObjectName(QStringLiteral("shortcutTable"));
    table->setHorizontalHeaderLabels({tr("Command"), tr("Keys")});
    table->verticalHeader()->hide();
    table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    for (qsizetype row = 0; row < found.size(); ++row) {
        table->setItem(int(row), 0, new QTableWidgetItem(found[row].first));
        table->setItem(int(row), 1, new QTableWidgetItem(found[row].second));
    }
    table->horizontalHeader()->setSectionResizeMode(0, QHeaderView::Stretch);
    table->resizeColumnToContents(1);
    table->resizeRowsToContents();
    dialogAround(m_window, tr("Keyboard Shortcuts"), table, {560, 600})->show();
}

void HelpMenu::showAbout()
{
    QMessageBox::about(
        m_window, tr("About Duizhao"),
        tr("<h3>Duizhao %1</h3><p>Side-by-side Simplified and Traditional Chinese "
           "conversion, with every change highlighted.</p><p>Qt %2, OpenCC %3 (the "
           "version the OpenCC library in use names itself; a distribution may package it "
           "under a later number, as Debian 12's 1.1.6 names itself 1.1.5)</p>"
           "<p>OpenCC data: %4</p><p>The bundled dictionaries are OpenCC's (Apache-2.0), "
           "from its release on the npm registry. The word list that fixes likely mistakes "
           "is built from libchewing's and rime-essay's (LGPL).</p>")
            .arg(QApplication::applicationVersion(), QString::fromLatin1(qVersion()),
                 Converter::openccVersion(), m_dataDescription()));
}

} // namespace duizhao
