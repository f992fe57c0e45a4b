#include "model/ledger/rollout_terms.h"

#include "model/core/sources.h"
#include "model/core/translatable.h"
#include "model/ledger/logprob_terms.h"

namespace memledger::model::detail {

void addRolloutEngine(const EstimateContext& context, const RolloutPool& pool, StageSink& sink)
{
    if (!pool.enabled)
        return;
    const Scenario& scenario = context.scenario;
    const Rollout& rollout = scenario.rollout;
    // Asleep, the engine has unmapped its weights and cache; awake it holds its whole budget.
    const unsigned awake = rollout.sleepLevel == 0 ? (kLiveAlways | betweenStepInstants(scenario)) : kLiveRollout;
    const auto engineTerm = [&](Term term) {
        term.outsideAllocator = true;
        sink.gpu.terms.push_back(term);
    };

    Term weights = makeTerm("rollout_weights", MEMLEDGER_TRANSLATABLE("Term", "Rollout engine: weights"),
        Category::Rollout, Provenance::Exact, pool.weights, "Ψ_srv·B_s", sources::kVllmWeights,
        MEMLEDGER_TRANSLATABLE("Term",
            "The policy's weights as the engine serves them, in bf16, split by the engine's own tensor "
            "parallelism: attention, MLP and expert widths divided by it, norms, router and latent "
            "down-projections whole, the vocabulary padded to 64. Multi-token-prediction layers are not loaded."),
        awake);
    weights.with("Ψ_srv", pool.weightParams).with("B_s", 2);
    engineTerm(weights);

    Term profile = makeTerm("rollout_activations",
        MEMLEDGER_TRANSLATABLE("Term", "Rollout engine: profiled activations"), Category::Rollout,
        Provenance::Estimated, pool.profilePeak, "n_tok·(2·h + 3·f/t_r)·B_s", sources::kVllmProfile,
        MEMLEDGER_TRANSLATABLE("Term",
            "vLLM measures the activation peak of one forward of max_num_batched_tokens tokens at start-up and "
            "keeps it out of the KV cache. Estimated at an MLP's widest moment; vLLM's own figure, and the "
            "non-torch memory it adds, move bytes between this term and the KV cache, not the engine's total."),
        awake);
    profile.with("n_tok", static_cast<double>(pool.maxNumBatchedTokens))
        .with("h", static_cast<double>(scenario.arch.hidden))
        .with("f", pool.profileWidth)
        .with("t_r", rollout.tp)
        .with("B_s", 2);
    engineTerm(profile);

    Term cache = makeTerm("rollout_kv_cache", MEMLEDGER_TRANSLATABLE("Term", "Rollout engine: KV cache"),
        Category::Rollout, Provenance::Estimated, pool.kvBytes, "N_blk·P_blk·L", sources::kVllmKvPage,
        MEMLEDGER_TRANSLATABLE("Term",
            "vLLM fills what is left of ceil(T·u) after its weights and profiled activations with whole pages of "
            "block_size tokens, one per layer, and maps all of them when it wakes, however many the batch uses."),
        awake);
    cache.with("N_blk", static_cast<double>(pool.blocks))
        .with("P_blk", pool.pageBytes)
        .with("L", pool.layers)
        .with("T", pool.deviceTotal)
        .with("u", rollout.gpuMemoryUtilization);
    engineTerm(cache);

    if (rollout.ownProcess) {
        const double nccl = rollout.tp > 1 ? scenario.overheads.ncclBytes : 0.0;
        Term process = makeTerm("rollout_context",
            MEMLEDGER_TRANSLATABLE("Term", "Rollout engine: its process's CUDA context"), Category::Rollout,
            Provenance::Assumed, scenario.overheads.cudaContextBytes + nccl, "C_ctx + C_nccl", sources::kVllmSleep,
            MEMLEDGER_TRANSLATABLE("Term",
                "The engine runs in processes of its own (verl, OpenRLHF): a second CUDA context on the GPU, and "
                "NCCL's buffers when it is tensor-parallel, neither inside gpu_memory_utilization nor freed by "
                "sleep. Taken as the trainer's assumed context and NCCL sizes."),
            kLiveAlways | betweenStepInstants(scenario));
        process.with("C_ctx", scenario.overheads.cudaContextBytes).with("C_nccl", nccl);
        engineTerm(process);
    }

    if (rollout.sleepLevel == 1) {
        Term host = makeTerm("rollout_weights_host",
            MEMLEDGER_TRANSLATABLE("Term", "Rollout engine: weights asleep (pinned)"),
            Category::Rollout, Provenance::Exact, pool.weights, "Ψ_srv·B_s", sources::kVllmSleep,
            MEMLEDGER_TRANSLATABLE("Term",
                "Sleep level 1 copies the engine's weights to pinned host memory, on every GPU's behalf, and back "
                "when it wakes; level 2 drops them and receives them again with the weight sync."));
        host.with("Ψ_srv", pool.weightParams).with("B_s", 2);
        sink.place(context, host, OffloadTarget::Cpu);
    }
}

}  // namespace memledger::model::detail
