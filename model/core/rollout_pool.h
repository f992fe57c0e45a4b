// What a colocated vLLM rollout engine takes on each GPU, as vLLM sizes it at start-up
// (docs/model.md#the-rollout-engine): its budget ceil(T·u) of the device's total memory, the
// serving weights and the profiled activations inside it, and a KV cache of whole pages
// filling the rest. One reading for the ledger, the estimate's text and its JSON.
#pragma once

#include <cstdint>

#include "model/core/parameters.h"
#include "model/core/scenario.h"

namespace memledger::model {

struct RolloutPool {
    bool enabled = false;
    double deviceTotal = 0;     // T: what cudaMemGetInfo reports as the device's total
    double requested = 0;       // ceil(T·u): the engine's whole budget
    double weights = 0;         // serving weights on one GPU (bf16, split by the engine's TP)
    double weightParams = 0;    // the parameters those are
    double profilePeak = 0;     // activation peak of vLLM's profile run (estimated)
    double profileWidth = 0;    // f of that estimate: the widest MLP a token passes through
    double available = 0;       // requested − weights − profilePeak: what the KV cache may take
    int kvHeadsPerGpu = 0;      // max(1, kv_heads / TP); 1 for latent attention
    double bytesPerTokenLayer = 0;  // one token of one layer on one GPU
    double pageBytes = 0;       // one page: block_size tokens of one layer
    int layers = 0;
    std::int64_t blocks = 0;    // pages per layer (vLLM's num_gpu_blocks)
    std::int64_t tokens = 0;    // blocks · block_size: tokens one engine replica's cache holds
    double kvBytes = 0;         // blocks · page · layers: what the cache's tensors take
    std::int64_t maxNumSeqs = 0;           // in force (the setting, or vLLM's default)
    std::int64_t maxNumBatchedTokens = 0;  // in force
    std::int64_t tokensWanted = 0;  // max_num_seqs sequences of the training sequence length
    bool cacheShort() const { return enabled && tokensWanted > tokens; }
};

// Zero for a scenario without a rollout engine. `params` is the model's count.
RolloutPool rolloutPool(const Scenario& scenario, const ParameterCounts& params);

// vLLM's default batch limits for the device when the scenario leaves them 0
// (engine/arg_utils.py EngineArgs.get_batch_defaults, offline LLM class): 16,384 tokens and
// 1,024 sequences on a GPU of 70 GiB or more that is not an A100, else 8,192 and 256;
// the sequences never exceed the tokens.
std::int64_t rolloutMaxNumBatchedTokens(const Scenario& scenario);
std::int64_t rolloutMaxNumSeqs(const Scenario& scenario);

// Bytes of one token of one attention layer's KV cache on one GPU of an engine of tensor
// parallelism `tp` (v1/kv_cache_interface.py AttentionSpec / MLAAttentionSpec): keys and
// values of max(1, kv_heads / tp) heads, or latent attention's one compressed latent and
// rope key, which no rank splits.
double kvBytesPerTokenLayer(const Architecture& arch, int tp, KvCacheDtype dtype);
int kvHeadsPerGpu(const Architecture& arch, int tp);

// vLLM's start-up arithmetic for a KV cache of `groupLayers` layers per pool (every layer of
// a model of identical layers): requested = ceil(T·u) (v1/worker/utils.py request_memory);
// available = requested − what is not the cache (gpu_worker.py determine_available_memory);
// blocks = int(available // page // groupLayers) (v1/core/kv_cache_utils.py get_num_blocks);
// the cache's tensors take blocks·page·groupLayers. No blocks where nothing is available
// (vLLM raises then).
struct KvBudget {
    double requested = 0;
    double available = 0;
    std::int64_t blocks = 0;
    double bytes = 0;
};
KvBudget vllmKvBudget(double total, double utilization, double nonKvBytes, double pageBytes, int groupLayers);

}  // namespace memledger::model
