#include "model/ledger/rollout_terms.h"

#include "model/core/rollout_pool.h"
#include "model/core/sources.h"
#include "model/core/translatable.h"
#include "model/ledger/critic_terms.h"
#include "model/ledger/logprob_terms.h"
#include "model/ledger/model_states.h"
#include "model/ledger/phase_offload.h"

namespace memledger::model::detail {

namespace {

// The engine's memory is its own process's (or vLLM's CuMemAllocator pool): never the
// trainer's caching allocator's.
void engineOutsideAllocator(StageSink& sink, Term term)
{
    term.outsideAllocator = true;
    sink.gpu.terms.push_back(term);
}

// The activations of one engine forward, estimated at an MLP's widest moment:
// n_tok·(2·h + 3·f/t_r)·B_s, held outside the trainer's allocator at `liveAt`.
void addEngineForward(const Scenario& scenario, const RolloutPool& pool, const char* label, const char* source,
                      const char* note, unsigned liveAt, StageSink& sink)
{
    Term term = makeTerm("rollout_activations", label, Category::Rollout, Provenance::Estimated, pool.profilePeak,
                         "n_tok·(2·h + 3·f/t_r)·B_s", source, note, liveAt);
    term.with("n_tok", static_cast<double>(pool.maxNumBatchedTokens))
        .with("h", static_cast<double>(scenario.arch.hidden))
        .with("f", pool.profileWidth)
        .with("t_r", scenario.rollout.tp)
        .with("B_s", kRolloutServingBytes);
    engineOutsideAllocator(sink, term);
}

// vLLM's activation reserve and KV cache, both inside ceil(T·u).
void addVllmBuffers(const EstimateContext& context, const RolloutPool& pool, unsigned awake, StageSink& sink)
{
    const Scenario& scenario = context.scenario;
    addEngineForward(scenario, pool, MEMLEDGER_TRANSLATABLE("Term", "Rollout engine: profiled activations"),
        sources::kVllmProfile,
        MEMLEDGER_TRANSLATABLE("Term",
            "vLLM measures the activation peak of one forward of max_num_batched_tokens tokens at start-up and "
            "keeps it out of the KV cache. Estimated at an MLP's widest moment; vLLM's own figure, and the "
            "non-torch memory it adds, move bytes between this term and the KV cache, not the engine's total."),
        awake, sink);

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
        .with("u", scenario.rollout.gpuMemoryUtilization);
    engineOutsideAllocator(sink, cache);
}

// SGLang's KV cache (u·T0 less its weights, one page of padding a layer), its request table
// and free list beside it, and the activations of a prefill chunk, which it keeps no reserve
// for: they come out of what u leaves free, at the rollout only.
void addSglangBuffers(const EstimateContext& context, const RolloutPool& pool, unsigned awake, StageSink& sink)
{
    const Scenario& scenario = context.scenario;
    const Rollout& rollout = scenario.rollout;
    addEngineForward(scenario, pool, MEMLEDGER_TRANSLATABLE("Term", "Rollout engine: prefill activations"),
        sources::kSglangPrefill,
        MEMLEDGER_TRANSLATABLE("Term",
            "SGLang prefills at most chunked_prefill_size tokens a forward and keeps no reserve for it: the "
            "activations are allocated while it generates, out of the memory mem_fraction_static leaves free. "
            "Estimated at an MLP's widest moment."),
        kLiveRollout, sink);

    const double tokenBytes = pool.bytesPerTokenLayer * pool.layers;
    Term cache = makeTerm("rollout_kv_cache", MEMLEDGER_TRANSLATABLE("Term", "Rollout engine: KV cache"),
        Category::Rollout, Provenance::Estimated, pool.kvBytes, "(N_tok + p)·c_tok", sources::kSglangBudget,
        MEMLEDGER_TRANSLATABLE("Term",
            "SGLang measures T0, the memory free when it starts (after the trainer's context, communicators and "
            "resident weights, and its own process), and gives its KV cache u·T0 less its weights, in whole pages "
            "of page_size tokens, each layer's buffer one page longer. Estimated: T0 rests on the assumed CUDA "
            "context and NCCL sizes and on the trainer's weights being on the GPU when the engine starts."),
        awake);
    cache.with("N_tok", static_cast<double>(pool.tokens))
        .with("p", rollout.blockSize)
        .with("c_tok", tokenBytes)
        .with("u", rollout.gpuMemoryUtilization)
        .with("T0", pool.startFree)
        .with("M_start", pool.trainerAtStart);
    engineOutsideAllocator(sink, cache);

    Term table = makeTerm("rollout_request_table",
        MEMLEDGER_TRANSLATABLE("Term", "Rollout engine: request-to-token table"), Category::Rollout,
        Provenance::Exact, pool.requestTable, "R·(n_ctx + 4)·4", sources::kSglangTables,
        MEMLEDGER_TRANSLATABLE("Term",
            "One int32 row of the model's context length a request slot: max_running_requests rows (verl passes "
            "max_num_seqs), else min(max(tokens / context · 512, 2048), 4096). Allocated beside the budget, "
            "released with the KV cache when the engine sleeps."),
        awake);
    table.with("R", static_cast<double>(pool.requestSlots)).with("n_ctx", static_cast<double>(pool.contextLength));
    engineOutsideAllocator(sink, table);

    Term list = makeTerm("rollout_free_list", MEMLEDGER_TRANSLATABLE("Term", "Rollout engine: token free list"),
        Category::Rollout, Provenance::Exact, pool.freeList, "8·N_tok/p", sources::kSglangTables,
        MEMLEDGER_TRANSLATABLE("Term",
            "The token allocator's list of free slots, one int64 a page of the cache. It is outside the memory "
            "saver's regions, so sleep does not free it."),
        kLiveAlways | betweenStepInstants(scenario));
    list.with("N_tok", static_cast<double>(pool.tokens)).with("p", rollout.blockSize);
    engineOutsideAllocator(sink, list);
}

}  // namespace

void addRolloutEngine(const EstimateContext& context, const RolloutPool& pool, StageSink& sink)
{
    if (!pool.enabled)
        return;
    const Scenario& scenario = context.scenario;
    const Rollout& rollout = scenario.rollout;
    const bool sglang = pool.engine == RolloutEngine::Sglang;
    const char* sleepSource = sglang ? sources::kSglangSleep : sources::kVllmSleep;
    // Asleep, the engine has unmapped its weights and cache; awake it holds its whole budget.
    // Woken for the weight sync, it maps its weights alone, and its cache after them (verl's
    // rollout_mode, TRL's sync_weights: wake_up(tags=["weights"])).
    const unsigned awake = rollout.sleepLevel == 0 ? (kLiveAlways | betweenStepInstants(scenario)) : kLiveRollout;
    const unsigned weightsAwake = awake | kLiveWeightSync;

    Term weights = makeTerm("rollout_weights", MEMLEDGER_TRANSLATABLE("Term", "Rollout engine: weights"),
        Category::Rollout, Provenance::Exact, pool.weights, "Ψ_srv·B_s", sglang ? sources::kSglangWeights : sources::kVllmWeights,
        MEMLEDGER_TRANSLATABLE("Term",
            "The policy's weights as the engine serves them, in bf16, split by the engine's own tensor "
            "parallelism: attention, MLP and expert widths divided by it, norms, router and latent "
            "down-projections whole, the vocabulary padded to 64. Multi-token-prediction layers are not loaded."),
        weightsAwake);
    weights.with("Ψ_srv", pool.weightParams).with("B_s", 2);
    engineOutsideAllocator(sink, weights);

    if (sglang)
        addSglangBuffers(context, pool, awake, sink);
    else
        addVllmBuffers(context, pool, awake, sink);

    if (rollout.ownProcess) {
        const double nccl = rollout.tp > 1 ? scenario.overheads.ncclBytes : 0.0;
        Term process = makeTerm("rollout_context",
            MEMLEDGER_TRANSLATABLE("Term", "Rollout engine: its process's CUDA context"), Category::Rollout,
            Provenance::Assumed, scenario.overheads.cudaContextBytes + nccl, "C_ctx + C_nccl", sleepSource,
            MEMLEDGER_TRANSLATABLE("Term",
                "The engine runs in processes of its own (verl, OpenRLHF): a second CUDA context on the GPU, and "
                "NCCL's buffers when it is tensor-parallel, neither inside gpu_memory_utilization nor freed by "
                "sleep. Taken as the trainer's assumed context and NCCL sizes."),
            kLiveAlways | betweenStepInstants(scenario));
        process.with("C_ctx", scenario.overheads.cudaContextBytes).with("C_nccl", nccl);
        engineOutsideAllocator(sink, process);
    }

    if (rollout.sleepLevel == 1) {
        Term host = makeTerm("rollout_weights_host",
            MEMLEDGER_TRANSLATABLE("Term", "Rollout engine: weights asleep (pinned)"),
            Category::Rollout, Provenance::Exact, pool.weights, "Ψ_srv·B_s", sleepSource,
            MEMLEDGER_TRANSLATABLE("Term",
                "Sleep level 1 copies the engine's weights to pinned host memory, on every GPU's behalf, and back "
                "when it wakes; level 2 drops them and receives them again with the weight sync."));
        host.with("Ψ_srv", pool.weightParams).with("B_s", 2);
        sink.place(context, host, OffloadTarget::Cpu);
    }
}

double trainerWeightsAtEngineStart(const EstimateContext& context, const StageShape& shape)
{
    // The stage's resident terms as its ledger builds them, in a scratch ledger.
    StageLedger stage;
    OffloadLedger host;
    OffloadLedger nvme;
    StageSink sink{stage, host, nvme};
    addModelStates(context, shape, sink);
    addCritic(context, shape, sink, 0, 0);
    addLogProbPasses(context, shape, sink);
    markLiveOutsideTheStep(context.scenario, stage);
    offloadBetweenUpdates(context, sink);
    double bytes = 0;
    for (const Term& term : stage.terms)
        if (term.category == Category::Weights && !term.outsideAllocator && term.liveAtInstant(Instant::Rollout))
            bytes += term.bytes;
    return bytes;
}

}  // namespace memledger::model::detail
