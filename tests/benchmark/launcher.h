// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArrayList>
#include <QElapsedTimer>
#include <QStringList>

#include <fcntl.h>
#include <spawn.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cstdlib>
#include <cstring>
#include <vector>

extern char **environ;

// Runs programs from a process forked first thing, while the benchmark is still small. A child's
// peak resident memory (ru_maxrss) counts that of the process it was forked or spawned from, and
// by the time the programs run the benchmark holds a novel and its explanation: measured from
// here, `duizhao review --json` seemed to take 224 MB where it takes 119.
namespace launcher {

struct ProcessRun {
    double seconds = 0;
    qint64 peakKiB = 0;
    int exitCode = -1;
};

namespace detail {

inline int &requests()
{
    static int fd = -1;
    return fd;
}

inline int &replies()
{
    static int fd = -1;
    return fd;
}

inline bool readAll(int fd, void *data, size_t size)
{
    auto *bytes = static_cast<char *>(data);
    while (size > 0) {
        const ssize_t got = read(fd, bytes, size);
        if (got <= 0)
            return false;
        bytes += got;
        size -= size_t(got);
    }
    return true;
}

inline bool writeAll(int fd, const void *data, size_t size)
{
    const auto *bytes = static_cast<const char *>(data);
    while (size > 0) {
        const ssize_t put = write(fd, bytes, size);
        if (put <= 0)
            return false;
        bytes += put;
        size -= size_t(put);
    }
    return true;
}

// The launcher's loop: a request is a length and the arguments, each ending in a NUL; the reply
// is a ProcessRun. Standard output of the programs is discarded.
[[noreturn]] inline void serve(int in, int out)
{
    quint32 length = 0;
    while (readAll(in, &length, sizeof length)) {
        std::vector<char> block(length);
        if (!readAll(in, block.data(), length))
            break;
        std::vector<char *> argv;
        for (size_t start = 0; start < block.size(); start += std::strlen(&block[start]) + 1)
            argv.push_back(&block[start]);
        argv.push_back(nullptr);
        ProcessRun run;
        QElapsedTimer timer;
        timer.start();
        pid_t pid = 0;
        posix_spawn_file_actions_t actions;
        posix_spawn_file_actions_init(&actions);
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0);
        if (posix_spawn(&pid, argv[0], &actions, nullptr, argv.data(), environ) == 0) {
            int status = 0;
            rusage usage{};
            wait4(pid, &status, 0, &usage);
            run.seconds = double(timer.nsecsElapsed()) / 1e9;
            run.peakKiB = usage.ru_maxrss;
            run.exitCode = WIFEXITED(status) ? WEXITSTATUS(status) : -1;
        }
        posix_spawn_file_actions_destroy(&actions);
        if (!writeAll(out, &run, sizeof run))
            break;
    }
    _exit(0);
}

} // namespace detail

// Forks the launcher; call first in main(), before anything large is allocated.
inline bool start()
{
    int toLauncher[2];
    int fromLauncher[2];
    if (pipe(toLauncher) != 0 || pipe(fromLauncher) != 0)
        return false;
    const pid_t pid = fork();
    if (pid < 0)
        return false;
    if (pid == 0) {
        close(toLauncher[1]);
        close(fromLauncher[0]);
        detail::serve(toLauncher[0], fromLauncher[1]);
    }
    close(toLauncher[0]);
    close(fromLauncher[1]);
    detail::requests() = toLauncher[1];
    detail::replies() = fromLauncher[0];
    return true;
}

// Runs a program to its end and reports its wall time and peak resident memory.
inline ProcessRun run(const QStringList &command)
{
    QByteArray block;
    for (const QString &argument : command)
        block += argument.toLocal8Bit() + '\0';
    const auto length = quint32(block.size());
    ProcessRun run;
    if (!detail::writeAll(detail::requests(), &length, sizeof length) ||
        !detail::writeAll(detail::requests(), block.constData(), size_t(block.size())) ||
        !detail::readAll(detail::replies(), &run, sizeof run))
        return ProcessRun();
    return run;
}

} // namespace launcher
