// What a colocated rollout engine takes on each GPU, as the engine sizes it at start-up
// (docs/model.md#the-rollout-engine): vLLM's budget ceil(T·u) of the device's total memory,
// the serving weights and the profiled activations inside it, and a KV cache of whole pages
// filling the rest; or SGLang's fraction of the memory free when it starts, less its weights,
// for the KV cache, and its request table beside it (docs/model.md#sglang). One reading for
// the ledger, the estimate's text and its JSON.
#pragma once

#include <cstdint>

#include "model/core/parameters.h"
#include "model/core/scenario.h"

namespace memledger::model {

// The engine serves in bf16 (verl passes rollout dtype bfloat16; dtype "auto" reads the
// config's torch_dtype, bf16 for the models modelled here); "auto" KV takes the same.
inline constexpr double kRolloutServingBytes = 2;

struct RolloutPool {
    bool enabled = false;
    RolloutEngine engine = RolloutEngine::None;
    double deviceTotal = 0;     // T: what cudaMemGetInfo reports as the device's total
    double requested = 0;       // the engine's budget: vLLM's ceil(T·u), SGLang's u·T0
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
    // SGLang only (docs/model.md#sglang).
    double startFree = 0;       // T0: free on the GPU when the engine starts, before its weights
    double trainerAtStart = 0;  // the trainer's weights on the GPU then, which T0 excludes
    std::int64_t requestSlots = 0;  // rows of its request-to-token table (max_num_reqs)
    std::int64_t contextLength = 0; // the model's context length: each row's width less 4
    double requestTable = 0;    // that table: requestSlots·(contextLength + 4)·4 B, released with the cache
    double freeList = 0;        // the token allocator's free list: 8 B a page, kept while asleep
    bool cacheShort() const { return enabled && tokensWanted > tokens; }
};

// Zero for a scenario without a rollout engine. `params` is the model's count;
// `trainerAtStart` the bytes the trainer holds on the GPU when an SGLang engine starts (its
// resident weights), which SGLang's budget excludes; vLLM's does not depend on it.
RolloutPool rolloutPool(const Scenario& scenario, const ParameterCounts& params, double trainerAtStart = 0);

// The parameters one GPU of the engine serves, and the activation peak of one of its
// forwards of `tokens` tokens through an MLP of width `width` (both engines' arithmetic).
double servingParams(const Scenario& scenario, const ParameterCounts& params);
double rolloutForwardPeak(const Scenario& scenario, std::int64_t tokens, double width);

// SGLang's pool (model/core/rollout_pool_sglang.cpp), which rolloutPool answers for an SGLang engine.
RolloutPool sglangPool(const Scenario& scenario, const ParameterCounts& params, double trainerAtStart);

// SGLang's start-up arithmetic (python/sglang/srt/model_executor/model_runner.py
// profile_max_num_token and init_memory_pool, 0.5.6) from its two measurements of free memory,
// before and after its weights load: tokens = (after − before·(1 − u)) // (per-token bytes of
// every layer), in GiB as SGLang computes it, then rounded down to whole pages; none when that
// is not positive (SGLang raises then). With more than one rank each measurement passes
// through float32 on its way to the all-reduce (utils/common.py get_available_gpu_memory).
std::int64_t sglangKvTokens(double freeBeforeLoad, double freeAfterLoad, double utilization, double tokenBytes,
                            int pageSize, int ranks);
// Its request-to-token table's rows when max_running_requests is not given:
// min(max(int(tokens / context · 512), 2048), 4096).
std::int64_t sglangRequestSlots(std::int64_t tokens, std::int64_t contextLength);
// Its chunked_prefill_size for a GPU of `deviceBytes` when not given (server_args.py
// _handle_gpu_memory_settings, by the nvidia-smi total in MiB).
std::int64_t sglangChunkedPrefill(double deviceBytes);

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
