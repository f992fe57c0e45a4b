#include "model/core/rollout_pool.h"

#include "model/core/no_grad_forward.h"

#include <algorithm>
#include <cctype>
#include <cmath>
#include <string>

namespace memledger::model {

namespace {

constexpr double kGiB = 1024.0 * 1024.0 * 1024.0;
// vLLM pads the vocabulary of its VocabParallelEmbedding and ParallelLMHead to a multiple
// of 64 (model_executor/layers/vocab_parallel_embedding.py DEFAULT_VOCAB_PADDING_SIZE).
constexpr std::int64_t kVocabPadding = 64;

bool largeNonA100(const Hardware& hardware)
{
    std::string name = hardware.gpuName + " " + hardware.gpuId;
    std::transform(name.begin(), name.end(), name.begin(), [](unsigned char c) { return std::tolower(c); });
    return hardware.memoryBytes >= 70 * kGiB && name.find("a100") == std::string::npos;
}

}  // namespace

// The parameters one GPU of the engine holds: what tensor parallelism splits (attention,
// MLP, every routed expert's width under vLLM's FusedMoE, the padded vocabulary) over
// tp, the rest (norms, router, latent down-projections, learned positions) whole. The
// multi-token-prediction layers are loaded only for speculative decoding: not counted.
// SGLang's layers (linear.py, vocab_parallel_embedding.py, fused_moe_triton) are vLLM's.
double servingParams(const Scenario& scenario, const ParameterCounts& p)
{
    const double t = scenario.rollout.tp;
    const auto layer = [t](const LayerParams& l) {
        return (l.attention + l.mlp + l.routedExperts) / t + l.router + l.latent + l.norms;
    };
    const auto& arch = scenario.arch;
    const double vocab = static_cast<double>((arch.vocab + kVocabPadding - 1) / kVocabPadding * kVocabPadding);
    const double embedding = vocab * static_cast<double>(arch.hidden) / t;
    return p.denseLayers * layer(p.dense) + p.moeLayers * layer(p.moe) + embedding * (arch.tiedEmbeddings ? 1 : 2) +
           p.positions + p.finalNorm;
}

// vLLM's profile run: one forward of max_num_batched_tokens tokens, in bf16. vLLM measures
// its peak (torch_peak_increase) and adds its non-torch growth. SGLang's prefill chunk.
double rolloutForwardPeak(const Scenario& scenario, std::int64_t tokens, double width)
{
    return noGradForwardPeak(static_cast<double>(tokens), static_cast<double>(scenario.arch.hidden), width,
                             scenario.rollout.tp, kRolloutServingBytes);
}

std::int64_t rolloutMaxNumBatchedTokens(const Scenario& scenario)
{
    if (scenario.rollout.maxNumBatchedTokens > 0)
        return scenario.rollout.maxNumBatchedTokens;
    return largeNonA100(scenario.hardware) ? 16384 : 8192;
}

std::int64_t rolloutMaxNumSeqs(const Scenario& scenario)
{
    if (scenario.rollout.maxNumSeqs > 0)
        return scenario.rollout.maxNumSeqs;
    const std::int64_t byDevice = largeNonA100(scenario.hardware) ? 1024 : 256;
    return std::min(byDevice, rolloutMaxNumBatchedTokens(scenario));
}

int kvHeadsPerGpu(const Architecture& arch, int tp)
{
    if (arch.mla.enabled())
        return 1;
    return std::max(1, arch.kvHeads / std::max(1, tp));
}

double kvBytesPerTokenLayer(const Architecture& arch, int tp, KvCacheDtype dtype)
{
    const double element = dtype == KvCacheDtype::Fp8 ? 1.0 : kRolloutServingBytes;
    if (arch.mla.enabled())
        return static_cast<double>(arch.mla.kvLoraRank + arch.mla.qkRopeHeadDim) * element;
    return 2.0 * kvHeadsPerGpu(arch, tp) * static_cast<double>(arch.resolvedHeadDim()) * element;
}

KvBudget vllmKvBudget(double total, double utilization, double nonKvBytes, double pageBytes, int groupLayers)
{
    KvBudget budget;
    budget.requested = std::ceil(total * utilization);
    budget.available = budget.requested - nonKvBytes;
    if (budget.available > 0 && pageBytes > 0 && groupLayers > 0)
        budget.blocks = static_cast<std::int64_t>(std::floor(std::floor(budget.available / pageBytes) / groupLayers));
    budget.bytes = static_cast<double>(budget.blocks) * pageBytes * groupLayers;
    return budget;
}

RolloutPool rolloutPool(const Scenario& scenario, const ParameterCounts& params, double trainerAtStart)
{
    const Rollout& rollout = scenario.rollout;
    if (rollout.engine == RolloutEngine::Sglang)
        return sglangPool(scenario, params, trainerAtStart);
    RolloutPool pool;
    if (!rollout.enabled())
        return pool;
    pool.enabled = true;
    pool.engine = rollout.engine;
    pool.deviceTotal = scenario.hardware.memoryBytes;
    pool.weightParams = servingParams(scenario, params);
    pool.weights = pool.weightParams * kRolloutServingBytes;
    pool.maxNumBatchedTokens = rolloutMaxNumBatchedTokens(scenario);
    pool.maxNumSeqs = rolloutMaxNumSeqs(scenario);
    pool.profileWidth = widestMlp(scenario.arch);
    pool.profilePeak = rolloutForwardPeak(scenario, pool.maxNumBatchedTokens, pool.profileWidth);
    pool.kvHeadsPerGpu = kvHeadsPerGpu(scenario.arch, rollout.tp);
    pool.bytesPerTokenLayer = kvBytesPerTokenLayer(scenario.arch, rollout.tp, rollout.kvCacheDtype);
    pool.pageBytes = pool.bytesPerTokenLayer * rollout.blockSize;
    pool.layers = scenario.arch.layers;
    const KvBudget budget = vllmKvBudget(pool.deviceTotal, rollout.gpuMemoryUtilization,
                                         pool.weights + pool.profilePeak, pool.pageBytes, pool.layers);
    pool.requested = budget.requested;
    pool.available = budget.available;
    pool.blocks = budget.blocks;
    pool.tokens = pool.blocks * rollout.blockSize;
    pool.kvBytes = budget.bytes;
    pool.tokensWanted = pool.maxNumSeqs * scenario.training.seq;
    return pool;
}

}  // namespace memledger::model
