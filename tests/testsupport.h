// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "textdiff.h"
#include "textencoding.h"

#include <QDir>
#include <QFile>
#include <QProcess>
#include <QStringList>
#include <QTest>

// Shared by the tests: the seed chapters, the opencc tool, readable output of diff types.
namespace duizhao::testing {

inline QString seedsDir()
{
    return QStringLiteral(DUIZHAO_SEEDS_DIR);
}

// Every seed chapter; a test that uses them fails when they are missing rather than passing on
// nothing.
inline QStringList seedFiles()
{
    const QDir dir(seedsDir());
    QStringList files;
    for (const QString &name : dir.entryList({QStringLiteral("*.txt")}, QDir::Files, QDir::Name))
        files << dir.filePath(name);
    return files;
}

inline QString seed(const char *prefix)
{
    for (const QString &file : seedFiles()) {
        if (QFileInfo(file).fileName().startsWith(QLatin1String(prefix)))
            return file;
    }
    return {};
}

inline QByteArray readAll(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return {};
    return file.readAll();
}

inline QString readUtf8(const QString &path)
{
    return QString::fromUtf8(readAll(path));
}

inline bool writeAll(const QString &path, const QByteArray &bytes)
{
    QFile file(path);
    return file.open(QIODevice::WriteOnly) && file.write(bytes) == bytes.size();
}

// The characters of text that encoding can represent, in order: Big5 lacks some characters of the
// seeds, and a test that writes them in Big5 needs a faithful encoding.
inline QString representableIn(const QString &text, const QString &encoding)
{
    QString representable;
    for (const QChar c : text) {
        QStringEncoder single = TextEncoding::encoder(encoding);
        const QByteArray encoded = single.encode(QStringView(&c, 1)); // encode() is lazy
        if (!single.hasError())
            representable += c;
    }
    return representable;
}

// The distribution's opencc command-line tool, the reference the conversion must match.
inline QByteArray runOpenccTool(const QString &config, const QString &input)
{
    QProcess process;
    process.start(QStringLiteral(DUIZHAO_OPENCC_TOOL),
                  {QStringLiteral("-c"), config, QStringLiteral("-i"), input});
    if (!process.waitForFinished(60000) || process.exitCode() != 0)
        return {};
    return process.readAllStandardOutput();
}

// What the change covers on each side, e.g. "发→發".
inline QString describe(QStringView a, QStringView b, const TextChange &change)
{
    return a.sliced(change.aPosition, change.aLength).toString() + QStringLiteral("→") +
           b.sliced(change.bPosition, change.bLength).toString();
}

inline QStringList describeAll(QStringView a, QStringView b, const DiffResult &diff)
{
    QStringList list;
    for (const TextChange &change : diff.changes)
        list << describe(a, b, change);
    return list;
}

} // namespace duizhao::testing

namespace QTest {

template<>
inline char *toString(const duizhao::TextChange &change)
{
    return qstrdup(QStringLiteral("a[%1+%2] b[%3+%4]")
                       .arg(change.aPosition)
                       .arg(change.aLength)
                       .arg(change.bPosition)
                       .arg(change.bLength)
                       .toUtf8()
                       .constData());
}

} // namespace QTest
