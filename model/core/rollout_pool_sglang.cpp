// SGLang as a colocated rollout engine (docs/model.md#sglang), as SGLang 0.5.6 sizes itself
// at start-up (sgl-project/sglang @ 7ae368ef python/sglang/srt/model_executor/model_runner.py):
// init_torch_distributed measures T0, the memory free after its own process and communicators
// exist and before its weights load (the least over its ranks); profile_max_num_token gives
// the KV cache u·T0 less everything loaded since (the weights), in whole pages; init_memory_pool
// then allocates the cache with one page of padding a layer, the request-to-token table and
// the token allocator's free list beside it. Neither the table nor the list comes out of the
// budget: they, the CUDA graphs and the activations use the (1 − u)·T0 SGLang leaves free.
#include <algorithm>
#include <cmath>

#include "model/core/no_grad_forward.h"
#include "model/core/rollout_pool.h"

namespace memledger::model {

namespace {

constexpr double kMiB = 1024.0 * 1024.0;
constexpr double kGiB = 1024.0 * kMiB;

// Python's float floor division of positive numbers (Objects/floatobject.c float_floor_div):
// through fmod, so a quotient that rounds up to a whole number is not taken for it.
double pythonFloorDivision(double a, double b)
{
    const double mod = std::fmod(a, b);
    const double div = (a - mod) / b;
    double floorDiv = std::floor(div);
    if (div - floorDiv > 0.5)
        floorDiv += 1.0;
    return floorDiv;
}

// The bytes the engine's start finds taken on its GPU besides the trainer's weights: the
// trainer's CUDA context and communicators, and the engine's own process with its
// communicators when it has one (verl's server); SGLang measures after creating them.
double takenBeforeTheEngine(const Scenario& scenario)
{
    const Overheads& o = scenario.overheads;
    double taken = o.cudaContextBytes + (scenario.worldSize() > 1 ? o.ncclBytes : 0.0);
    if (scenario.rollout.ownProcess)
        taken += o.cudaContextBytes + (scenario.rollout.tp > 1 ? o.ncclBytes : 0.0);
    return taken;
}

}  // namespace

std::int64_t sglangKvTokens(double freeBeforeLoad, double freeAfterLoad, double utilization, double tokenBytes,
                            int pageSize, int ranks)
{
    if (ranks > 1) {
        freeBeforeLoad = static_cast<float>(freeBeforeLoad);
        freeAfterLoad = static_cast<float>(freeAfterLoad);
    }
    const double total = freeBeforeLoad / kGiB;
    const double available = freeAfterLoad / kGiB;
    const double rest = available - total * (1 - utilization);
    if (!(rest > 0) || tokenBytes <= 0)
        return 0;
    const auto tokens = static_cast<std::int64_t>(pythonFloorDivision(rest * kGiB, tokenBytes));
    const std::int64_t page = std::max(1, pageSize);
    return tokens / page * page;
}

std::int64_t sglangRequestSlots(std::int64_t tokens, std::int64_t contextLength)
{
    const double perContext = static_cast<double>(tokens) / static_cast<double>(std::max<std::int64_t>(1, contextLength));
    return std::min<std::int64_t>(std::max<std::int64_t>(static_cast<std::int64_t>(perContext * 512), 2048), 4096);
}

std::int64_t sglangChunkedPrefill(double deviceBytes)
{
    const double mib = deviceBytes / kMiB;
    if (mib < 35 * 1024.0)
        return 2048;
    if (mib < 60 * 1024.0)
        return 4096;
    if (mib < 160 * 1024.0)
        return 8192;
    return 16384;
}

RolloutPool sglangPool(const Scenario& scenario, const ParameterCounts& params, double trainerAtStart)
{
    RolloutPool pool;
    const Rollout& rollout = scenario.rollout;
    pool.enabled = true;
    pool.engine = RolloutEngine::Sglang;
    pool.deviceTotal = scenario.hardware.memoryBytes;
    pool.trainerAtStart = trainerAtStart;
    pool.startFree = std::max(0.0, pool.deviceTotal - takenBeforeTheEngine(scenario) - trainerAtStart);
    pool.requested = rollout.gpuMemoryUtilization * pool.startFree;
    pool.weightParams = servingParams(scenario, params);
    pool.weights = pool.weightParams * kRolloutServingBytes;
    pool.available = pool.requested - pool.weights;

    pool.kvHeadsPerGpu = kvHeadsPerGpu(scenario.arch, rollout.tp);
    pool.bytesPerTokenLayer = kvBytesPerTokenLayer(scenario.arch, rollout.tp, rollout.kvCacheDtype);
    const int page = std::max(1, rollout.blockSize);
    pool.pageBytes = pool.bytesPerTokenLayer * page;
    pool.layers = scenario.arch.layers;
    const double tokenBytes = pool.bytesPerTokenLayer * pool.layers;
    const double afterLoad = pool.startFree - pool.weights;
    const int ranks = std::max(1, rollout.tp);
    pool.tokens = sglangKvTokens(pool.startFree, afterLoad, rollout.gpuMemoryUtilization, tokenBytes, page, ranks);
    pool.blocks = pool.tokens / page;
    // Each layer's buffer has one page more, slot 0 taking padded tokens' dummy writes.
    pool.kvBytes = pool.tokens > 0 ? static_cast<double>(pool.tokens + page) * tokenBytes : 0.0;

    // The table's rows come from the cache's profiled size, before it is rounded to pages.
    pool.contextLength = std::max<std::int64_t>(1, scenario.arch.maxPositions);
    const std::int64_t profiled = sglangKvTokens(pool.startFree, afterLoad, rollout.gpuMemoryUtilization, tokenBytes, 1, ranks);
    pool.requestSlots = rollout.maxNumSeqs > 0 ? rollout.maxNumSeqs : sglangRequestSlots(profiled, pool.contextLength);
    pool.requestTable = static_cast<double>(pool.requestSlots) * static_cast<double>(pool.contextLength + 4) * 4.0;
    // One int64 a free slot: tokens with pages of one, pages otherwise (allocator.py).
    pool.freeList = 8.0 * static_cast<double>(page == 1 ? pool.tokens : pool.blocks);
    // The requests that run at once (tp_worker.py): the setting, or half the cache's tokens,
    // never more than the table's rows.
    pool.maxNumSeqs = std::min(rollout.maxNumSeqs > 0 ? rollout.maxNumSeqs : pool.tokens / 2, pool.requestSlots);

    pool.maxNumBatchedTokens =
        rollout.maxNumBatchedTokens > 0 ? rollout.maxNumBatchedTokens : sglangChunkedPrefill(pool.deviceTotal);
    pool.profileWidth = widestMlp(scenario.arch);
    pool.profilePeak = rolloutForwardPeak(scenario, pool.maxNumBatchedTokens, pool.profileWidth);
    pool.tokensWanted = pool.maxNumSeqs * scenario.training.seq;
    return pool;
}

}  // namespace memledger::model
