// Independent work items spread over the machine's cores: the planner's step simulations,
// the ledgers of a plan's rows and of a sweep's points. Items are dealt round-robin, so
// neighbours (which cost alike) land on different threads. Callers link Threads::Threads.
#pragma once

#include <algorithm>
#include <cstddef>
#include <thread>
#include <vector>

namespace memledger::model {

// Calls work(i) for i in [0, count), on up to `maxThreads` threads and never fewer than
// `perThread` items a thread (below that a thread costs more than it saves). `work` must
// touch only item i's state.
template <typename Work>
void parallelFor(std::size_t count, std::size_t maxThreads, std::size_t perThread, const Work& work)
{
    const std::size_t cores = std::max(1u, std::thread::hardware_concurrency());
    const std::size_t threads =
        std::min({cores, maxThreads, (count + std::max<std::size_t>(1, perThread) - 1) / std::max<std::size_t>(1, perThread)});
    if (threads <= 1) {
        for (std::size_t i = 0; i < count; ++i)
            work(i);
        return;
    }
    std::vector<std::thread> pool;
    pool.reserve(threads);
    for (std::size_t t = 0; t < threads; ++t)
        pool.emplace_back([&work, t, threads, count] {
            for (std::size_t i = t; i < count; i += threads)
                work(i);
        });
    for (std::thread& thread : pool)
        thread.join();
}

}  // namespace memledger::model
