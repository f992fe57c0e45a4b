// The rollout engine of an RL job (docs/model.md#the-rollout-engine): vLLM's KV pages and
// cache size against numbers vLLM's own code computed (tests/data/reference/vllm_kv_cache.json),
// the serving weights against the hand derivation in the research notes, and the ledger's
// rollout instant: what is awake beside the trainer, and what sleep frees.
#include <gtest/gtest.h>

#include <cmath>

#include "model/core/rollout_pool.h"
#include "model/io/estimate_json.h"
#include "tests/model/ledger/rl_jobs.h"
#include "tests/model/test_support.h"

namespace {

using namespace memledger::model;
using memledger::test::presetScenario;
using memledger::test::termBytes;
using nlohmann::json;

constexpr double kGiB = 1024.0 * 1024.0 * 1024.0;

Architecture oracleArchitecture(const json& c)
{
    Architecture arch;
    arch.layers = c["layers"].get<int>();
    arch.kvHeads = c["total_kv_heads"].get<int>();
    arch.heads = 64;
    arch.headDim = c["head_dim"].is_null() ? 0 : c["head_dim"].get<std::int64_t>();
    if (c["attention"] == "mla") {
        arch.mla.kvLoraRank = c["kv_lora_rank"].get<std::int64_t>();
        arch.mla.qkRopeHeadDim = c["qk_rope_head_dim"].get<std::int64_t>();
        arch.mla.qkNopeHeadDim = 128;
        arch.mla.vHeadDim = 128;
    }
    return arch;
}

KvCacheDtype dtypeOf(const json& c) { return c["kv_cache_dtype"] == "fp8" ? KvCacheDtype::Fp8 : KvCacheDtype::Auto; }

// Every page vLLM computed (Llama, Qwen3, Qwen3-MoE, DeepSeek-V3's latent cache, gpt-oss's
// sliding and full layers; TP 1–8; bf16 and fp8): heads per GPU and page bytes exactly.
TEST(VllmOracle, PagesAsVllmComputesThem)
{
    const json document = memledger::test::loadJson("tests/data/reference/vllm_kv_cache.json");
    ASSERT_GE(document["page_cases"].size(), 40u);
    for (const auto& c : document["page_cases"]) {
        SCOPED_TRACE(c["model"].get<std::string>() + " tp " + std::to_string(c["tp"].get<int>()) + " " +
                     c["kv_cache_dtype"].get<std::string>());
        const Architecture arch = oracleArchitecture(c);
        const int tp = c["tp"].get<int>();
        EXPECT_EQ(kvHeadsPerGpu(arch, tp), c["num_kv_heads_per_gpu"].get<int>());
        EXPECT_EQ(kvBytesPerTokenLayer(arch, tp, dtypeOf(c)) * c["block_size"].get<int>(),
                  c["page_size_bytes"].get<double>());
        EXPECT_EQ(kvBytesPerTokenLayer(arch, tp, dtypeOf(c)) * arch.layers, c["kv_bytes_per_token_per_gpu"].get<double>());
    }
}

// The cache vLLM sizes for a utilisation, what it leaves and the blocks it makes, for 22
// budgets on 80 GiB and 140 GiB devices (gpt-oss's pool counts one layer of each group).
TEST(VllmOracle, CacheSizeForAUtilisation)
{
    const json document = memledger::test::loadJson("tests/data/reference/vllm_kv_cache.json");
    int compared = 0;
    for (const auto& c : document["budget_cases"]) {
        SCOPED_TRACE(c["model"].get<std::string>() + " u " + std::to_string(c["gpu_memory_utilization"].get<double>()));
        const KvBudget budget = vllmKvBudget(c["total_bytes"].get<double>(), c["gpu_memory_utilization"].get<double>(),
                                             c["non_kv_cache_memory"].get<double>(), c.value("page_size_bytes", 0.0),
                                             c.value("group_size", 0));
        EXPECT_EQ(budget.requested, c["requested_memory"].get<double>());
        EXPECT_EQ(budget.available, c["available_kv_cache_memory"].get<double>());
        if (c["raises"].get<bool>() || c["num_blocks"].is_null())
            continue;
        EXPECT_EQ(budget.blocks, c["num_blocks"].get<std::int64_t>());
        EXPECT_EQ(budget.bytes, c["kv_cache_bytes"].get<double>());
        EXPECT_EQ(budget.blocks * c["block_size"].get<std::int64_t>(), c["kv_cache_tokens"].get<std::int64_t>());
        ++compared;
    }
    EXPECT_GE(compared, 20);
}

// Qwen2(.5)-7B served at TP 2 (research/post-training-memory.md §6.1): embeddings and head
// 2·(76,032·3584), per layer qkv with biases, o, gate_up, down split by 2, norms whole.
TEST(RolloutEngine, ServingWeightsOfQwen7bAtTensorParallelTwo)
{
    Scenario s = presetScenario("qwen2.5-7b");
    s.rollout.engine = RolloutEngine::Vllm;
    s.rollout.tp = 2;
    s.parallel.dp = 8;
    const RolloutPool pool = rolloutPool(s, countParameters(s));
    EXPECT_EQ(pool.weights, 7'615'820'800.0);
    EXPECT_EQ(pool.kvHeadsPerGpu, 2);
    EXPECT_EQ(pool.pageBytes, 16'384.0);  // 16 tokens · 2 · 2 heads · 128 · 2 B
}

// verl's GRPO example on Qwen2.5-7B (research §6): 8 H100s, FSDP full shard in fp32 with
// AdamW, engine at TP 2, u = 0.6, 8,192 batched tokens, 256 sequences, level-2 sleep. The
// rollout instant holds the trainer's shards and moments and the awake engine; the update
// holds no engine at all.
Scenario grpoQwen7b() { return memledger::test::verlGrpoQwen7b(); }

TEST(RolloutEngine, TheCacheFillsTheBudgetAsVllmSizesIt)
{
    const Scenario s = grpoQwen7b();
    const Estimate e = estimate(s);
    ASSERT_TRUE(e.valid()) << e.problems.front().message;
    // vLLM's budget is u × the total torch.cuda.mem_get_info() reports: 85,017,493,504 bytes on
    // an H100 SXM (presets/gpus/h100-sxm.json, measured), not the nominal 80 GiB.
    const double requested = std::ceil(0.6 * 85'017'493'504.0);
    const double weights = 7'615'820'800.0;
    const double profile = 8192.0 * (2 * 3584 + 3 * 18944 / 2.0) * 2;
    const double page = 16'384;
    const auto blocks = static_cast<std::int64_t>(std::floor((requested - weights - profile) / page / 28));
    const StageLedger& stage = e.worst();
    EXPECT_EQ(termBytes(stage, "rollout_weights"), weights);
    EXPECT_EQ(termBytes(stage, "rollout_activations"), profile);
    EXPECT_EQ(termBytes(stage, "rollout_kv_cache"), static_cast<double>(blocks) * page * 28);
    EXPECT_EQ(e.rollout.tokens, blocks * 16);
    // The engine takes its whole budget, less what one page per layer cannot use.
    const double engine = weights + profile + static_cast<double>(blocks) * page * 28;
    EXPECT_LE(engine, requested);
    EXPECT_GT(engine + page * 28, requested);
    // 256 sequences of 1,536 tokens want 393,216 of the cache's tokens.
    EXPECT_EQ(e.rollout.tokensWanted, 256 * 1536);
    EXPECT_FALSE(e.rollout.cacheShort());
}

TEST(RolloutEngine, ARolloutInstantHoldsTheResidentTrainerAndTheAwakeEngine)
{
    const Scenario s = grpoQwen7b();
    const Estimate e = estimate(s);
    ASSERT_TRUE(e.valid()) << e.problems.front().message;
    const StageLedger& stage = e.worst();
    const auto at = [&](Instant i) { return static_cast<std::size_t>(i); };
    double resident = 0;
    double engine = 0;
    for (const Term& t : stage.terms) {
        if (t.category == Category::Rollout)
            engine += t.liveAtInstant(Instant::Rollout) ? t.bytes : 0;
        else if (t.category == Category::Weights || t.category == Category::OptimizerStates)
            resident += t.bytes;
        // Nothing of the update's activations or gradients is held while the engine generates.
        if (t.category == Category::Activations || t.category == Category::Gradients) {
            EXPECT_FALSE(t.liveAtInstant(Instant::Rollout)) << t.id;
        }
    }
    const double context = memledger::test::categoryBytes(stage, Category::CudaContext);
    // The trainer's process keeps PyTorch's cuBLAS workspaces (forward and backward threads).
    const double workspaces = termBytes(stage, "cublas_workspaces");
    EXPECT_DOUBLE_EQ(workspaces, 2 * 32.0 * (1 << 20));
    EXPECT_DOUBLE_EQ(stage.totalAt[at(Instant::Rollout)], resident + engine + context + workspaces);
    // Asleep at level 2 the engine keeps only its process; the trainer's reserve is emptied
    // before it wakes, so no fragmentation at the rollout.
    EXPECT_DOUBLE_EQ(stage.outsideAt[at(Instant::BackwardPeak)], context + termBytes(stage, "rollout_context"));
    EXPECT_FALSE(findTerm(stage, "fragmentation")->liveAtInstant(Instant::Rollout));
    EXPECT_EQ(stage.total, *std::max_element(stage.totalAt.begin(), stage.totalAt.end()));
    EXPECT_EQ(e.host.total, 0.0);
}

TEST(RolloutEngine, AnEngineThatNeverSleepsStaysThroughTraining)
{
    Scenario s = grpoQwen7b();
    Scenario alone = s;
    alone.rollout.engine = RolloutEngine::None;
    s.rollout.sleepLevel = 0;
    const Estimate e = estimate(s);
    const Estimate trainer = estimate(alone);
    ASSERT_TRUE(e.valid() && trainer.valid());
    const StageLedger& stage = e.worst();
    double engine = 0;
    for (const Term& t : stage.terms)
        engine += t.category == Category::Rollout ? t.bytes : 0;
    const auto peak = static_cast<std::size_t>(trainer.worst().peakInstant);
    EXPECT_DOUBLE_EQ(stage.totalAt[peak], trainer.worst().totalAt[peak] + engine);
    EXPECT_TRUE(findTerm(stage, "fragmentation")->liveAtInstant(Instant::Rollout));
    EXPECT_GE(e.worst().total, trainer.worst().total + engine);
}

// Level 1 keeps a pinned copy of the engine's weights on the host for every GPU of the node.
TEST(RolloutEngine, SleepLevelOneKeepsTheWeightsOnTheHost)
{
    Scenario s = grpoQwen7b();
    s.rollout.sleepLevel = 1;
    const Estimate e = estimate(s);
    ASSERT_TRUE(e.valid());
    ASSERT_EQ(e.host.terms.size(), 1u);
    EXPECT_STREQ(e.host.terms[0].id, "rollout_weights_host");
    EXPECT_DOUBLE_EQ(e.host.total, 8 * 7'615'820'800.0);
}

// TRL's colocate mode runs vLLM inside the trainer's process: no second context.
TEST(RolloutEngine, InTheTrainersProcessNoSecondContext)
{
    Scenario s = grpoQwen7b();
    s.rollout.ownProcess = false;
    EXPECT_EQ(findTerm(estimate(s).worst(), "rollout_context"), nullptr);
    s.rollout.ownProcess = true;
    const Estimate own = estimate(s);
    EXPECT_DOUBLE_EQ(termBytes(own.worst(), "rollout_context"),
                     s.overheads.cudaContextBytes + s.overheads.ncclBytes);  // TP 2: NCCL too
}

// Gradients kept across accumulated micro-batches are freed after the step; a buffer
// never freed (zero_grad without set_to_none) is there while the engine generates.
TEST(RolloutEngine, OnlyGradientsThatOutliveTheStepAreHeldThroughTheRollout)
{
    Scenario s = grpoQwen7b();
    s.training.gradAccum = 4;
    const Term* accumulated = findTerm(estimate(s).worst(), "gradients");
    ASSERT_NE(accumulated, nullptr);
    EXPECT_TRUE(residentThroughStep(accumulated->liveAt));
    EXPECT_FALSE(accumulated->liveAtInstant(Instant::Rollout));
    s.training.gradsSetToNone = false;
    const Estimate kept = estimate(s);
    EXPECT_TRUE(findTerm(kept.worst(), "gradients")->liveAtInstant(Instant::Rollout));
}

// The instant appears only in an RL job: a training job's terms never name it.
TEST(RolloutEngine, ATrainingJobHasNoRolloutInstant)
{
    const Estimate e = estimate(presetScenario("qwen2.5-7b"));
    for (const Term& t : e.worst().terms)
        EXPECT_FALSE(t.liveAtInstant(Instant::Rollout)) << t.id;
    EXPECT_NE(e.worst().peakInstant, Instant::Rollout);
    EXPECT_FALSE(e.rollout.enabled);
}

TEST(RolloutEngine, WhatVllmRefusesAtStartUpIsRefused)
{
    Scenario s = grpoQwen7b();
    s.rollout.tp = 3;  // 28 heads
    ASSERT_FALSE(estimate(s).valid());
    EXPECT_EQ(estimate(s).problems.front().field, "rollout.tp");
    s = grpoQwen7b();
    s.parallel.dp = 2;
    s.rollout.tp = 4;  // 28 heads divide by 4, 2 GPUs do not
    EXPECT_EQ(estimate(s).problems.front().field, "rollout.tp");
    s = grpoQwen7b();
    s.rollout.gpuMemoryUtilization = 0.05;  // 4 GiB: not even the 7.1 GiB of weights
    ASSERT_FALSE(estimate(s).valid());
    EXPECT_EQ(estimate(s).problems.front().field, "rollout.gpu_memory_utilization");
    EXPECT_NE(estimate(s).problems.front().message.find("weights (7.09 GiB)"), std::string::npos)
        << estimate(s).problems.front().message;
    s = grpoQwen7b();
    s.rollout.gpuMemoryUtilization = 0.1;  // 8 GiB: weights, activations and 13,632 tokens of pages
    s.training.seq = 32768;
    ASSERT_FALSE(estimate(s).valid());
    EXPECT_NE(estimate(s).problems.front().message.find("fewer than one sequence"), std::string::npos);
}

// Preemption is said, not hidden: more sequences than the cache holds slow generation.
TEST(RolloutEngine, ACacheShortOfTheBatchIsSaid)
{
    Scenario s = grpoQwen7b();
    s.rollout.maxNumSeqs = 4096;
    s.training.seq = 8192;
    const Estimate e = estimate(s);
    ASSERT_TRUE(e.valid()) << e.problems.front().message;
    EXPECT_TRUE(e.rollout.cacheShort());
    bool said = false;
    for (const Problem& w : e.warnings)
        said = said || w.field == "rollout.max_num_seqs";
    EXPECT_TRUE(said);
}

// vLLM's defaults follow the device (EngineArgs.get_batch_defaults): an 80 GiB H100 gets
// 16,384 tokens and 1,024 sequences, an A100 80GB 8,192 and 256.
TEST(RolloutEngine, VllmBatchDefaultsFollowTheDevice)
{
    Scenario h100 = presetScenario("qwen2.5-7b");
    EXPECT_EQ(rolloutMaxNumBatchedTokens(h100), 16384);
    EXPECT_EQ(rolloutMaxNumSeqs(h100), 1024);
    Scenario a100 = presetScenario("qwen2.5-7b", "a100-80gb");
    EXPECT_EQ(rolloutMaxNumBatchedTokens(a100), 8192);
    EXPECT_EQ(rolloutMaxNumSeqs(a100), 256);
    a100.rollout.maxNumBatchedTokens = 128;
    EXPECT_EQ(rolloutMaxNumSeqs(a100), 128);
}

// DeepSeek-V3's latent cache is one 576-wide vector a token and layer on every rank, fp8
// halves it; every one of the 61 layers holds it.
TEST(RolloutEngine, LatentAttentionCachesOneLatentPerTokenOnEveryRank)
{
    Scenario s = presetScenario("deepseek-v3", "h200");
    s.rollout.engine = RolloutEngine::Vllm;
    s.rollout.tp = 8;
    s.parallel.dp = 8;
    const RolloutPool pool = rolloutPool(s, countParameters(s));
    EXPECT_EQ(pool.bytesPerTokenLayer, 576 * 2.0);
    s.rollout.kvCacheDtype = KvCacheDtype::Fp8;
    EXPECT_EQ(rolloutPool(s, countParameters(s)).bytesPerTokenLayer, 576.0);
    EXPECT_EQ(pool.layers, 61);
}

TEST(RolloutEngine, TheEstimatesJsonCarriesTheEngine)
{
    const Scenario s = grpoQwen7b();
    const Estimate e = estimate(s);
    const json out = estimateToJson(s, e);
    ASSERT_TRUE(out.contains("rollout_engine"));
    EXPECT_EQ(out["rollout_engine"]["weights_bytes"].get<double>(), 7'615'820'800.0);
    EXPECT_EQ(out["rollout_engine"]["kv_cache_tokens"].get<std::int64_t>(), e.rollout.tokens);
    EXPECT_FALSE(estimateToJson(presetScenario("qwen2.5-7b"), estimate(presetScenario("qwen2.5-7b"))).contains("rollout_engine"));
    (void)kGiB;
}

// Simulating the allocator replaces the fragmentation term; bytes outside the allocator
// (DeepEP's buffers here) stay in the total.
TEST(LedgerTotals, ReplacingTheFragmentationKeepsWhatIsOutsideTheAllocator)
{
    Scenario s = presetScenario("mixtral-8x7b");
    s.parallel.dp = 8;
    s.parallel.ep = 8;
    s.parallel.zeroStage = 1;
    s.parallel.moe.dispatcher = MoeDispatcher::DeepEp;
    Estimate e = estimate(s);
    ASSERT_TRUE(e.valid()) << e.problems.front().message;
    const double deepEp = termBytes(e.worst(), "deepep_buffers");
    ASSERT_GT(deepEp, 0);
    Term simulated = assumedFragmentation(0.0, 0.0);
    simulated.bytes = 1.0 * kGiB;
    replaceFragmentation(e, e.worstStage, simulated);
    const StageLedger& stage = e.worst();
    EXPECT_DOUBLE_EQ(stage.total, stage.peakAllocated + memledger::test::categoryBytes(stage, Category::CudaContext) +
                                      deepEp + 1.0 * kGiB);
}

}  // namespace
