// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QtConcurrent/QtConcurrentMap>
#include <QtConcurrent/QtConcurrentRun>

#include <memory>
#include <type_traits>
#include <utility>

class QThreadPool;

namespace duizhao {

// The threads that conversions and diffs run on, one per core. Not Qt's global pool: Qt uses
// that one itself (the raster paint engine hands parts of painting to it), and a window whose
// paint waits behind a novel's conversion would freeze for seconds.
QThreadPool *workerPool();

// The threads that the window's jobs run on: a job hands its work to the workers in chunks and
// waits for them. Waiting in a worker would leave the workers a core short (QtConcurrent's
// blocking calls do not work in the thread that waits), and a novel would convert on one core.
QThreadPool *jobPool();

// Marks the thread it lives in as running a task on the workers, for as long as it lives.
class WorkerTask final {
public:
    WorkerTask();
    ~WorkerTask();
    Q_DISABLE_COPY_MOVE(WorkerTask)

    // Whether this thread runs a task on the workers now (an item of a map, or one task). Such an
    // item must not map work onto the workers and wait for it: Qt 6 queues a map's work behind the
    // tasks already there, so once every worker waited so (a book's long chapters, each cut into
    // chunks), none would be left to run what they wait for, and nothing would ever end. The maps
    // below then run their items in the thread that asks: the parallelism is one level deep.
    static bool isRunning();

private:
    bool m_outer;
};

// Every task put on the workers goes through these four, which keep that rule.

// One task, run on the workers while the caller goes on.
template<typename Function>
auto runOnWorkers(Function function)
{
    return QtConcurrent::run(workerPool(), [function = std::move(function)]() mutable {
        const WorkerTask task;
        return function();
    });
}

// Each of the maps runs function on every item of items and returns when all are done; from
// within a task on the workers, or for a single item, in the calling thread.

template<typename Sequence, typename Function>
void mapOnWorkers(Sequence &items, Function function)
{
    if (items.size() <= 1 || WorkerTask::isRunning()) {
        for (auto &item : items)
            function(item);
        return;
    }
    using Item = typename std::decay_t<Sequence>::value_type;
    QtConcurrent::blockingMap(workerPool(), items, [&function](Item &item) {
        const WorkerTask task;
        function(item);
    });
}

// The results in the items' order.
template<typename Results, typename Sequence, typename Function>
Results mappedOnWorkers(const Sequence &items, Function function)
{
    if (items.size() <= 1 || WorkerTask::isRunning()) {
        Results results;
        for (const auto &item : items)
            results.push_back(function(item));
        return results;
    }
    // The item's type named, not deduced: QtConcurrent tries the function on other types.
    using Item = typename std::decay_t<Sequence>::value_type;
    return QtConcurrent::blockingMapped<Results>(workerPool(), items,
                                                 [&function](const Item &item) {
                                                     const WorkerTask task;
                                                     return function(item);
                                                 });
}

// Each result handed to reduce(into, result) in the items' order, one at a time, as soon as those
// before it are done. Reduced through a pointer: QtConcurrent keeps a copy of what it reduces
// into, and a novel's diff is megabytes.
template<typename Joined, typename Sequence, typename Function, typename Reduce>
void mapReducedOnWorkers(const Sequence &items, Function function, Reduce reduce, Joined &into)
{
    if (items.size() <= 1 || WorkerTask::isRunning()) {
        for (const auto &item : items)
            reduce(into, function(item));
        return;
    }
    using Item = typename std::decay_t<Sequence>::value_type;
    using Result = std::invoke_result_t<Function &, const Item &>;
    auto shared = std::make_shared<Joined>(std::move(into));
    QtConcurrent::blockingMappedReduced<std::shared_ptr<Joined>>(
        workerPool(), items,
        [&function](const Item &item) {
            const WorkerTask task;
            return function(item);
        },
        [&reduce](std::shared_ptr<Joined> &to, const Result &result) { reduce(*to, result); },
        shared, QtConcurrent::OrderedReduce | QtConcurrent::SequentialReduce);
    into = std::move(*shared);
}

} // namespace duizhao
