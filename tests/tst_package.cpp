// SPDX-License-Identifier: GPL-3.0-or-later
#include <QDir>
#include <QDirIterator>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>
#include <QtEndian>

// Builds the Debian package the way a release would (cpack -G DEB), then checks what is in it and
// runs the desktop entry and the AppStream metadata through their validators.
class TestPackage : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void containsTheProgramAndItsDesktopIntegration();
    void dependsOnTheDistributionsLibraries();
    void desktopEntryIsValid();
    void metainfoIsValid();
    void installedProgramRuns();

private:
    struct Run {
        int exitCode = -1;
        QString output;
    };
    static Run run(const QString &program, const QStringList &arguments,
                   const QString &workingDirectory = {})
    {
        QProcess process;
        process.setProcessChannelMode(QProcess::MergedChannels);
        if (!workingDirectory.isEmpty())
            process.setWorkingDirectory(workingDirectory);
        process.start(program, arguments);
        if (!process.waitForFinished(300000))
            return {-1, QStringLiteral("timed out or could not start: ") + program};
        return {process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -1,
                QString::fromUtf8(process.readAll())};
    }
    QString root(const QString &relative) const { return m_root.filePath(relative); }

    QTemporaryDir m_work;
    QString m_package;
    QDir m_root; // the package unpacked
    QStringList m_contents;
};

void TestPackage::initTestCase()
{
    QVERIFY(m_work.isValid());
    const Run cpack =
        run(QStringLiteral(DUIZHAO_CPACK),
            {QStringLiteral("-G"), QStringLiteral("DEB"), QStringLiteral("--config"),
             QStringLiteral(DUIZHAO_CPACK_CONFIG), QStringLiteral("-B"), m_work.path()});
    QVERIFY2(cpack.exitCode == 0, qPrintable(cpack.output));
    const QStringList debs = QDir(m_work.path()).entryList({QStringLiteral("*.deb")});
    QCOMPARE(debs.size(), 1);
    m_package = QDir(m_work.path()).filePath(debs.first());
    QVERIFY2(
        debs.first().startsWith(QStringLiteral("duizhao_%1_").arg(QStringLiteral(DUIZHAO_VERSION))),
        qPrintable(debs.first()));

    const Run contents = run(QStringLiteral("dpkg-deb"), {QStringLiteral("--contents"), m_package});
    QVERIFY2(contents.exitCode == 0, qPrintable(contents.output));
    static const QRegularExpression path(QStringLiteral(" \\./(\\S+)$"),
                                         QRegularExpression::MultilineOption);
    for (auto it = path.globalMatch(contents.output); it.hasNext();)
        m_contents << it.next().captured(1);

    m_root.setPath(m_work.filePath(QStringLiteral("root")));
    const Run extract =
        run(QStringLiteral("dpkg-deb"), {QStringLiteral("--extract"), m_package, m_root.path()});
    QVERIFY2(extract.exitCode == 0, qPrintable(extract.output));
}

void TestPackage::containsTheProgramAndItsDesktopIntegration()
{
    const QString id = QStringLiteral(DUIZHAO_APP_ID);
    QStringList expected = {
        QStringLiteral("usr/bin/duizhao"),
        QStringLiteral("usr/share/applications/%1.desktop").arg(id),
        QStringLiteral("usr/share/metainfo/%1.metainfo.xml").arg(id),
        QStringLiteral("usr/share/icons/hicolor/scalable/apps/%1.svg").arg(id),
        QStringLiteral("usr/share/doc/duizhao/README.md"),
        QStringLiteral("usr/share/doc/duizhao/docs/guide.zh_TW.md"),
        QStringLiteral("usr/share/doc/duizhao/docs/command-line.md"),
        QStringLiteral("usr/share/doc/duizhao/copyright"),
        // The bundled OpenCC data, compiled, with its licence; not its text.
        QStringLiteral("usr/share/duizhao/opencc/s2t.json"),
        QStringLiteral("usr/share/duizhao/opencc/s2hkp.json"),
        QStringLiteral("usr/share/duizhao/opencc/STCharacters.ocd2"),
        QStringLiteral("usr/share/duizhao/opencc/VERSION"),
        QStringLiteral("usr/share/duizhao/opencc/LICENSE"),
    };
    for (const int size : {16, 24, 32, 48, 64, 128, 256, 512})
        expected << QStringLiteral("usr/share/icons/hicolor/%1x%1/apps/%2.png").arg(size).arg(id);
    for (const QString &file : std::as_const(expected))
        QVERIFY2(m_contents.contains(file), qPrintable(file + QStringLiteral(" is missing")));
    // Nothing of the build or the tests: every file is under /usr, no test program.
    for (const QString &file : std::as_const(m_contents)) {
        QVERIFY2(file.startsWith(QLatin1String("usr/")), qPrintable(file));
        QVERIFY2(!file.contains(QLatin1String("tst_")), qPrintable(file));
        QVERIFY2(!file.startsWith(QLatin1String("usr/share/duizhao/opencc/text")),
                 qPrintable(file));
    }
    // The PNG icons are the sizes their folders say.
    for (const int size : {16, 48, 256}) {
        const QString png =
            root(QStringLiteral("usr/share/icons/hicolor/%1x%1/apps/%2.png").arg(size).arg(id));
        QFile file(png);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QByteArray header = file.read(24);
        QVERIFY(header.startsWith("\x89PNG"));
        const auto width = qFromBigEndian<quint32>(header.constData() + 16);
        QCOMPARE(int(width), size);
    }
}

void TestPackage::dependsOnTheDistributionsLibraries()
{
    const Run depends = run(QStringLiteral("dpkg-deb"),
                            {QStringLiteral("--field"), m_package, QStringLiteral("Depends")});
    QVERIFY2(depends.exitCode == 0, qPrintable(depends.output));
    for (const char *package :
         {"libqt6core6", "libqt6gui6", "libqt6widgets6", "libopencc1.1", "libuchardet0"}) {
        QVERIFY2(depends.output.contains(QLatin1String(package)),
                 qPrintable(QLatin1String(package) + QStringLiteral(" not in ") + depends.output));
    }
    const Run recommends = run(QStringLiteral("dpkg-deb"), {QStringLiteral("--field"), m_package,
                                                            QStringLiteral("Recommends")});
    QVERIFY2(recommends.output.contains(QLatin1String("qt6-translations-l10n")),
             qPrintable(recommends.output));
}

void TestPackage::desktopEntryIsValid()
{
    const QString entry = root(
        QStringLiteral("usr/share/applications/%1.desktop").arg(QStringLiteral(DUIZHAO_APP_ID)));
    const Run validate = run(QStringLiteral("desktop-file-validate"), {entry});
    QVERIFY2(validate.exitCode == 0, qPrintable(validate.output));
    QVERIFY2(validate.output.trimmed().isEmpty(), qPrintable(validate.output)); // not even a hint
}

void TestPackage::metainfoIsValid()
{
    const QString metainfo = root(
        QStringLiteral("usr/share/metainfo/%1.metainfo.xml").arg(QStringLiteral(DUIZHAO_APP_ID)));
    // --no-net: the screenshots are checked for form, not fetched.
    const Run validate =
        run(QStringLiteral("appstreamcli"), {QStringLiteral("validate"), QStringLiteral("--no-net"),
                                             QStringLiteral("--pedantic"), metainfo});
    QVERIFY2(validate.exitCode == 0, qPrintable(validate.output));
    QVERIFY2(validate.output.contains(QLatin1String("Validation was successful")),
             qPrintable(validate.output));
    // Not even a pedantic remark.
    for (const char *remark : {"E:", "W:", "I:", "P:"})
        QVERIFY2(!validate.output.contains(QLatin1String(remark)), qPrintable(validate.output));
}

// The packaged program, not the build's: it answers --version with the packaged version, and
// converts with the packaged OpenCC data, found beside it.
void TestPackage::installedProgramRuns()
{
    const Run version = run(root(QStringLiteral("usr/bin/duizhao")), {QStringLiteral("--version")});
    QVERIFY2(version.exitCode == 0, qPrintable(version.output));
    QVERIFY2(version.output.contains(QLatin1String(DUIZHAO_VERSION)), qPrintable(version.output));
    const QString data =
        QStringLiteral("(%1)").arg(root(QStringLiteral("usr/share/duizhao/opencc")));
    QVERIFY2(version.output.contains(QStringLiteral("OpenCC data: bundled ")) &&
                 version.output.contains(data),
             qPrintable(version.output));
}

QTEST_GUILESS_MAIN(TestPackage)
#include "tst_package.moc"
