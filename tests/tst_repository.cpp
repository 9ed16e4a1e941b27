// SPDX-License-Identifier: GPL-3.0-or-later
#include <QDirIterator>
#include <QFile>
#include <QFileInfo>
#include <QMap>
#include <QRegularExpression>
#include <QSet>
#include <QTest>

// The repository keeps its plan visible: each folder of the core and the window is one
// responsibility of a size a newcomer takes in, and ARCHITECTURE.md, the map, names every file
// under its folder.
class TestRepository : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void everySourceFileIsOnTheMap();
    void foldersStaySmall();
};

namespace {

const QString SourceDir = QStringLiteral(DUIZHAO_SOURCE_DIR);

// The stems of the sources (foo for foo.cpp and foo.h), by folder relative to the repository.
QMap<QString, QSet<QString>> sourcesByFolder()
{
    QMap<QString, QSet<QString>> found;
    for (const QString &top : {QStringLiteral("app"), QStringLiteral("ui")}) {
        QDirIterator it(SourceDir + u'/' + top, {QStringLiteral("*.cpp"), QStringLiteral("*.h")},
                        QDir::Files, QDirIterator::Subdirectories);
        while (it.hasNext()) {
            const QFileInfo file(it.next());
            const QString folder = file.absolutePath().mid(SourceDir.size() + 1);
            found[folder].insert(file.completeBaseName());
        }
    }
    return found;
}

// ARCHITECTURE.md's sections by the folder their heading names ("### `app/core/text/`"): the
// stems each section's bullets begin with ("- `textfile` — …", "- `workerpool`, `jobcontrol` —").
QMap<QString, QSet<QString>> mappedByFolder()
{
    QFile file(SourceDir + QStringLiteral("/ARCHITECTURE.md"));
    if (!file.open(QIODevice::ReadOnly))
        return {};
    static const QRegularExpression heading(QStringLiteral("^#+ `([^`]+)/`"));
    static const QRegularExpression stem(QStringLiteral("`([A-Za-z0-9_]+)`"));
    QMap<QString, QSet<QString>> mapped;
    QString folder;
    for (const QString &line : QString::fromUtf8(file.readAll()).split(u'\n')) {
        if (line.startsWith(u'#')) {
            const QRegularExpressionMatch match = heading.match(line);
            folder = match.hasMatch() ? match.captured(1) : QString();
        } else if (!folder.isEmpty() && line.startsWith(QStringLiteral("- `"))) {
            const QString named = line.section(QStringLiteral(" — "), 0, 0);
            for (auto it = stem.globalMatch(named); it.hasNext();)
                mapped[folder].insert(it.next().captured(1));
        }
    }
    return mapped;
}

} // namespace

void TestRepository::everySourceFileIsOnTheMap()
{
    const QMap<QString, QSet<QString>> mapped = mappedByFolder();
    QVERIFY2(!mapped.isEmpty(), "ARCHITECTURE.md names no folder");
    QStringList missing;
    const QMap<QString, QSet<QString>> sources = sourcesByFolder();
    for (auto it = sources.begin(); it != sources.end(); ++it) {
        // app/main.cpp starts the command line or the window: it is told with the command line.
        const QString folder = it.key() == u"app" ? QStringLiteral("app/cli") : it.key();
        for (const QString &stem : it.value()) {
            if (!mapped.value(folder).contains(stem))
                missing << it.key() + u'/' + stem;
        }
    }
    missing.sort();
    QVERIFY2(missing.isEmpty(),
             qPrintable(u"not under their folder in ARCHITECTURE.md: " + missing.join(u", ")));
}

void TestRepository::foldersStaySmall()
{
    const QMap<QString, QSet<QString>> sources = sourcesByFolder();
    QVERIFY(sources.contains(QStringLiteral("app/core/text")));
    for (auto it = sources.begin(); it != sources.end(); ++it)
        QVERIFY2(it.value().size() <= 15, qPrintable(it.key()));
}

QTEST_GUILESS_MAIN(TestRepository)
#include "tst_repository.moc"
