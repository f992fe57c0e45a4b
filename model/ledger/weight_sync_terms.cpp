#include "model/ledger/weight_sync_terms.h"

#include <algorithm>

#include "model/core/rollout_pool.h"
#include "model/core/sources.h"
#include "model/core/translatable.h"
#include "model/ledger/model_states.h"

namespace memledger::model::detail {

namespace {

constexpr double kMiB = 1024.0 * 1024.0;

}  // namespace

void addWeightSync(const EstimateContext& context, const RolloutPool& pool, StageSink& sink)
{
    const Scenario& scenario = context.scenario;
    const Rollout& rollout = scenario.rollout;
    if (!pool.enabled)
        return;
    const double largest = context.params.largestModule;
    const double k = storedWeightBytes(context);
    const bool sharded = context.shardStage >= 3;
    const double bucket = static_cast<double>(rollout.syncBucketMb) * kMiB;
    const bool vllmBucket = bucket > 0 && pool.engine == RolloutEngine::Vllm;
    // verl casts each gathered tensor to the serving dtype before copying it into vLLM's bucket;
    // its SGLang path buckets the tensors as gathered.
    const double cast = vllmBucket && k != kRolloutServingBytes ? kRolloutServingBytes : 0.0;
    const double gathered = sharded ? k : 0.0;

    if (bucket > 0) {
        Term term = makeTerm("sync_bucket", MEMLEDGER_TRANSLATABLE("Term", "Weight sync: bucket"),
            Category::Temporaries, Provenance::Exact, bucket, "B_mb·2^20", sources::kWeightSyncBucket,
            pool.engine == RolloutEngine::Sglang
                ? MEMLEDGER_TRANSLATABLE("Term",
                      "verl gathers the policy's parameters into buckets of update_weights_bucket_megabytes and "
                      "hands each to SGLang through CUDA IPC handles: a bucket's tensors are on the trainer's GPU "
                      "at once.")
                : MEMLEDGER_TRANSLATABLE("Term",
                      "verl allocates one buffer of update_weights_bucket_megabytes on the trainer's GPU, shares it "
                      "with vLLM through CUDA IPC and fills it with the 16-bit parameters, bucket by bucket."),
            kLiveWeightSync);
        term.with("B_mb", static_cast<double>(rollout.syncBucketMb));
        sink.gpu.terms.push_back(term);
    }
    if (gathered + cast > 0) {
        Term term = makeTerm("sync_gathered", MEMLEDGER_TRANSLATABLE("Term", "Weight sync: a gathered parameter"),
            Category::Temporaries, Provenance::Exact, largest * (gathered + cast), "P_max·(k_g + k_c)",
            sources::kWeightSyncBucket,
            MEMLEDGER_TRANSLATABLE("Term",
                "The largest parameter (the embedding or the output layer) whole on every GPU as the sync sends it: "
                "all-gathered in the trainer's dtype where the parameters are sharded (FSDP's full_tensor, "
                "ZeRO-3's GatheredParameters), and verl's 16-bit cast of it for vLLM's bucket."),
            kLiveWeightSync);
        term.with("P_max", largest).with("k_g", gathered).with("k_c", cast);
        sink.gpu.terms.push_back(term);
    }
    if (vllmBucket) {
        // vLLM clones each tensor of a bucket out of the IPC buffer before loading it.
        Term term = makeTerm("sync_received", MEMLEDGER_TRANSLATABLE("Term", "Weight sync: the engine's copies"),
            Category::Rollout, Provenance::Estimated, std::min(bucket, pool.weights), "min(B, Ψ_srv·B_s)",
            sources::kWeightSyncBucket,
            MEMLEDGER_TRANSLATABLE("Term",
                "vLLM clones a bucket's tensors out of the shared buffer before loading them into its weights, "
                "so that the buffer can be refilled: at most one bucket, or the weights when smaller."),
            kLiveWeightSync);
        term.with("B", bucket).with("Ψ_srv", pool.weightParams).with("B_s", kRolloutServingBytes);
        term.outsideAllocator = true;
        sink.gpu.terms.push_back(term);
    }
}

}  // namespace memledger::model::detail
