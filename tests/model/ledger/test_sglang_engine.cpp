// SGLang as the rollout engine (docs/model.md#sglang): its cache is a share of the memory free
// when it starts, after the trainer's resident weights, rather than of the device; its request
// table and free list beside the budget; what its sleep releases; its refusals. Hand-derived
// from SGLang 0.5.6's model_runner.py, and against numbers SGLang's own code computed
// (tests/data/reference/sglang_kv_cache.json).
#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>

#include "model/core/rollout_pool.h"
#include "model/io/estimate_json.h"
#include "model/ledger/instant_ledger.h"
#include "model/report/estimate_text.h"
#include "tests/model/ledger/rl_jobs.h"
#include "tests/model/test_support.h"

namespace {

using namespace memledger::model;
using memledger::test::termBytes;

using nlohmann::json;

KvCacheDtype oracleDtype(const json& c) { return c["kv_cache_dtype"] == "auto" ? KvCacheDtype::Auto : KvCacheDtype::Fp8; }

Architecture oracleArchitecture(const json& c)
{
    Architecture arch;
    arch.layers = c["layers"].get<int>();
    arch.heads = 64;
    if (c["attention"] == "mla") {
        arch.mla.kvLoraRank = c["kv_lora_rank"].get<std::int64_t>();
        arch.mla.qkRopeHeadDim = c["qk_rope_head_dim"].get<std::int64_t>();
        arch.mla.qkNopeHeadDim = 128;
        arch.mla.vHeadDim = 128;
    } else {
        arch.kvHeads = c["total_kv_heads"].get<int>();
        arch.headDim = c["head_dim"].get<std::int64_t>();
    }
    return arch;
}

// SGLang's cell (one token of every layer on one rank) for five models, TP 1–8, bf16 and fp8:
// MemLedger's per-token bytes are the same as its.
TEST(SglangOracle, CellsAsSglangComputesThem)
{
    const json document = memledger::test::loadJson("tests/data/reference/sglang_kv_cache.json");
    ASSERT_GE(document["cell_cases"].size(), 40u);
    for (const auto& c : document["cell_cases"]) {
        SCOPED_TRACE(c["model"].get<std::string>() + " tp " + std::to_string(c["tp"].get<int>()));
        const Architecture arch = oracleArchitecture(c);
        const int tp = c["tp"].get<int>();
        EXPECT_EQ(kvHeadsPerGpu(arch, tp), c["kv_heads_per_rank"].get<int>());
        EXPECT_EQ(kvBytesPerTokenLayer(arch, tp, oracleDtype(c)) * arch.layers, c["cell_size"].get<double>());
    }
}

// What SGLang's init_memory_pool made of 40 budgets (pages of 1, 16 and 64; one to eight
// ranks; fractions 0.3–0.9; four it refused): its tokens to the token, with its own float
// rounding, and the request table's rows when max_running_requests is not given.
TEST(SglangOracle, BudgetsAsSglangComputesThem)
{
    const json document = memledger::test::loadJson("tests/data/reference/sglang_kv_cache.json");
    int compared = 0;
    for (const auto& c : document["budget_cases"]) {
        SCOPED_TRACE(c["model"].get<std::string>() + " u " + std::to_string(c["mem_fraction_static"].get<double>()) +
                     " tp " + std::to_string(c["tp"].get<int>()) + " page " + std::to_string(c["page_size"].get<int>()));
        const double before = c["free_before_load_bytes"].get<double>();
        const double after = before - c["weights_bytes"].get<double>();
        const double u = c["mem_fraction_static"].get<double>();
        const double cell = c["cell_size"].get<double>();
        const int page = c["page_size"].get<int>();
        const int ranks = c["world_size"].get<int>();
        const std::int64_t tokens = sglangKvTokens(before, after, u, cell, page, ranks);
        if (c["raises"].get<bool>()) {
            EXPECT_EQ(tokens, 0);
            continue;
        }
        EXPECT_EQ(tokens, c["max_total_num_tokens"].get<std::int64_t>());
        if (c["max_running_requests"].is_null()) {
            EXPECT_EQ(sglangRequestSlots(sglangKvTokens(before, after, u, cell, 1, ranks), c["context_len"].get<std::int64_t>()),
                      c["max_num_reqs"].get<std::int64_t>());
        }
        ++compared;
    }
    EXPECT_GE(compared, 36);
}

// SGLang's chunked-prefill size by the GPU's memory, for six cards.
TEST(SglangOracle, ChunkedPrefillByTheGpusMemory)
{
    const json document = memledger::test::loadJson("tests/data/reference/sglang_kv_cache.json");
    ASSERT_GE(document["gpu_memory_settings_cases"].size(), 12u);
    for (const auto& c : document["gpu_memory_settings_cases"]) {
        SCOPED_TRACE(std::to_string(c["gpu_mem_mib"].get<int>()) + " MiB");
        EXPECT_EQ(sglangChunkedPrefill(c["gpu_mem_mib"].get<double>() * 1024 * 1024),
                  c["chunked_prefill_size"].get<std::int64_t>());
    }
}

// verl's GRPO example on Qwen2.5-7B (8 H100s, FSDP full shard in fp32) generating with SGLang
// at TP 2 and mem_fraction_static 0.6, as verl launches it: page size 1, SGLang's own
// chunked-prefill size, 256 running requests, weights and cache released between rollouts.
Scenario sglangGrpoQwen7b()
{
    Scenario s = memledger::test::verlGrpoQwen7b();
    s.rollout.engine = RolloutEngine::Sglang;
    s.rollout.blockSize = 1;
    s.rollout.maxNumBatchedTokens = 0;
    return s;
}

// Qwen2.5-7B: 7,615,616,512 parameters, whose fp32 shards over 8 GPUs the trainer holds when
// the engine starts (PyTorch's AdamW creates its moments at the first step).
constexpr double kQwen7bParams = 7'615'616'512.0;
constexpr double kH100Total = 85'017'493'504.0;          // presets/gpus/h100-sxm.json, measured
constexpr double kServingWeights = 7'615'820'800.0;      // at TP 2 (test_rollout_engine.cpp)
constexpr double kTokenBytes = 2.0 * 2 * 128 * 28 * 2;   // K and V of 2 heads of 128, 28 layers, bf16

TEST(SglangEngine, TheCacheIsAShareOfWhatIsFreeWhenItStarts)
{
    const Scenario s = sglangGrpoQwen7b();
    const Estimate e = estimate(s);
    ASSERT_TRUE(e.valid()) << e.problems.front().message;
    const double context = s.overheads.cudaContextBytes;
    const double nccl = s.overheads.ncclBytes;
    const double trainer = 4.0 * kQwen7bParams / 8;
    // The trainer's context and communicators, the engine's process and its TP group's.
    const double startFree = kH100Total - (context + nccl) - (context + nccl) - trainer;
    // SGLang's own rounding (its float32 all-reduce over the TP ranks, its GiB arithmetic) may
    // move the floor by a token: exact against its code in SglangOracle.BudgetsAsSglangComputesThem.
    const double exact = std::floor((0.6 * startFree - kServingWeights) / kTokenBytes);
    const std::int64_t tokens = e.rollout.tokens;
    const StageLedger& stage = e.worst();
    EXPECT_EQ(e.rollout.trainerAtStart, trainer);
    EXPECT_EQ(e.rollout.startFree, startFree);
    EXPECT_NEAR(static_cast<double>(tokens), exact, 1.0);
    EXPECT_EQ(termBytes(stage, "rollout_weights"), kServingWeights);
    // One page (one token) more a layer: slot 0 takes padded tokens' writes.
    EXPECT_EQ(termBytes(stage, "rollout_kv_cache"), static_cast<double>(tokens + 1) * kTokenBytes);
    // 256 rows of int32 over the context of 131,072 and 4 more.
    EXPECT_EQ(termBytes(stage, "rollout_request_table"), 256.0 * (131072 + 4) * 4);
    EXPECT_EQ(termBytes(stage, "rollout_free_list"), 8.0 * static_cast<double>(tokens));
    // SGLang's chunked prefill on an 80 GiB card: 8,192 tokens through Qwen's MLP of 18,944.
    EXPECT_EQ(termBytes(stage, "rollout_activations"), 8192.0 * (2 * 3584 + 3 * 18944 / 2.0) * 2);
    // Its weights and cache together are u·T0, less what a token cannot use.
    const double budget = termBytes(stage, "rollout_weights") + static_cast<double>(tokens) * kTokenBytes;
    EXPECT_LE(budget, 0.6 * startFree);
    EXPECT_GT(budget + kTokenBytes, 0.6 * startFree);
}

// The same fraction gives SGLang less than vLLM: its base is what the trainer left free.
TEST(SglangEngine, TheSameFractionTakesLessThanVllm)
{
    Scenario vllm = sglangGrpoQwen7b();
    vllm.rollout.engine = RolloutEngine::Vllm;
    vllm.rollout.blockSize = 16;
    const Estimate a = estimate(vllm);
    const Estimate b = estimate(sglangGrpoQwen7b());
    ASSERT_TRUE(a.valid() && b.valid());
    EXPECT_LT(b.rollout.kvBytes, a.rollout.kvBytes);
    EXPECT_LT(b.worst().totalAt[static_cast<std::size_t>(Instant::Rollout)],
              a.worst().totalAt[static_cast<std::size_t>(Instant::Rollout)]);
}

// verl's param_offload takes the shards off the GPU before the engine starts: SGLang's base
// grows by them, and its cache by u of them.
TEST(SglangEngine, ParametersOffloadedBeforeItStartsLeaveItMore)
{
    Scenario offloaded = sglangGrpoQwen7b();
    offloaded.rollout.trainerOffload = TrainerOffload::OptimizerAndWeights;
    const Estimate resident = estimate(sglangGrpoQwen7b());
    const Estimate away = estimate(offloaded);
    ASSERT_TRUE(resident.valid() && away.valid());
    EXPECT_EQ(away.rollout.trainerAtStart, 0.0);
    EXPECT_EQ(away.rollout.startFree - resident.rollout.startFree, 4.0 * kQwen7bParams / 8);
    EXPECT_NEAR(static_cast<double>(away.rollout.tokens - resident.rollout.tokens),
                0.6 * 4.0 * kQwen7bParams / 8 / kTokenBytes, 1.0);
}

// Released while the trainer works: weights, cache and request table; the free list is
// outside the memory saver's regions and stays, as does the engine's process.
TEST(SglangEngine, SleepReleasesTheCacheAndTableNotTheFreeList)
{
    const Estimate e = estimate(sglangGrpoQwen7b());
    ASSERT_TRUE(e.valid());
    const StageLedger& stage = e.worst();
    for (const char* id : {"rollout_weights", "rollout_kv_cache", "rollout_request_table", "rollout_activations"}) {
        SCOPED_TRACE(id);
        EXPECT_TRUE(countsAt(stage, *findTerm(stage, id), Instant::Rollout));
        EXPECT_FALSE(countsAt(stage, *findTerm(stage, id), Instant::BackwardPeak));
    }
    for (const char* id : {"rollout_free_list", "rollout_context"}) {
        SCOPED_TRACE(id);
        EXPECT_TRUE(countsAt(stage, *findTerm(stage, id), Instant::Rollout));
        EXPECT_TRUE(countsAt(stage, *findTerm(stage, id), Instant::BackwardPeak));
    }
    // Never in the trainer's allocator.
    for (const Term& term : stage.terms) {
        if (term.category == Category::Rollout) {
            EXPECT_TRUE(term.outsideAllocator) << term.id;
        }
    }
}

// SGLang raises at start-up when its budget does not hold its weights, and rejects a request
// longer than its cache: both refused with the reason.
TEST(SglangEngine, WhatSglangRefusesIsRefused)
{
    Scenario small = sglangGrpoQwen7b();
    small.rollout.gpuMemoryUtilization = 0.05;
    const Estimate none = estimate(small);
    ASSERT_FALSE(none.valid());
    EXPECT_EQ(none.problems.front().field, "rollout.gpu_memory_utilization");
    EXPECT_NE(none.problems.front().message.find("SGLang"), std::string::npos);

    Scenario longer = sglangGrpoQwen7b();
    longer.rollout.gpuMemoryUtilization = 0.135;
    longer.training.seq = 131072;
    longer.training.microBatch = 1;
    const Estimate shortCache = estimate(longer);
    ASSERT_FALSE(shortCache.valid());
    EXPECT_NE(shortCache.problems.front().message.find("fewer than one sequence"), std::string::npos)
        << shortCache.problems.front().message;
}

// SGLang's defaults, as 0.5.6's code gives them.
TEST(SglangEngine, DefaultsAsSglangDerivesThem)
{
    // max_num_reqs = min(max(int(tokens / context · 512), 2048), 4096).
    EXPECT_EQ(sglangRequestSlots(100'000, 32'768), 2048);    // 1,562.5
    EXPECT_EQ(sglangRequestSlots(200'000, 32'768), 3125);
    EXPECT_EQ(sglangRequestSlots(1'000'000, 32'768), 4096);  // 15,625
    // chunked_prefill_size by the nvidia-smi total in MiB.
    const double mib = 1024.0 * 1024.0;
    EXPECT_EQ(sglangChunkedPrefill(24'564 * mib), 2048);
    EXPECT_EQ(sglangChunkedPrefill(46'068 * mib), 4096);
    EXPECT_EQ(sglangChunkedPrefill(kH100Total), 8192);
    EXPECT_EQ(sglangChunkedPrefill(143'771 * mib), 8192);
    EXPECT_EQ(sglangChunkedPrefill(183'359 * mib), 16384);
    // Tokens in whole pages: (u·T0 − W) // cell, rounded down to the page.
    EXPECT_EQ(sglangKvTokens(1000.0, 900.0, 0.5, 3.0, 1, 1), 133);
    EXPECT_EQ(sglangKvTokens(1000.0, 900.0, 0.5, 3.0, 16, 1), 128);
    EXPECT_EQ(sglangKvTokens(1000.0, 900.0, 0.1, 3.0, 1, 1), 0);
    // With no running-request limit, the table's rows follow the cache.
    Scenario s = sglangGrpoQwen7b();
    s.rollout.maxNumSeqs = 0;
    const Estimate e = estimate(s);
    ASSERT_TRUE(e.valid());
    EXPECT_EQ(e.rollout.requestSlots, sglangRequestSlots(e.rollout.tokens, 131072));
    EXPECT_EQ(e.rollout.maxNumSeqs, std::min(e.rollout.tokens / 2, e.rollout.requestSlots));
}

// The estimate's JSON and text say the engine and its base.
TEST(SglangEngine, TheEstimateSaysItsBase)
{
    const Scenario s = sglangGrpoQwen7b();
    const Estimate e = estimate(s);
    ASSERT_TRUE(e.valid());
    const nlohmann::json out = estimateToJson(s, e);
    const auto& engine = out["rollout_engine"];
    EXPECT_EQ(engine["engine"], "sglang");
    EXPECT_EQ(engine["start_free_bytes"].get<double>(), e.rollout.startFree);
    EXPECT_EQ(engine["request_table_bytes"].get<double>(), 256.0 * (131072 + 4) * 4);
    EXPECT_EQ(engine["kv_cache_tokens"].get<std::int64_t>(), e.rollout.tokens);
    const std::string text = rolloutBasisText(e, ByteUnit::GiB, {});
    EXPECT_NE(text.find("SGLang"), std::string::npos) << text;
    EXPECT_NE(text.find("free when it starts"), std::string::npos) << text;
}

// SGLang's own pool for sliding-window layers is not modelled, and said so where a model has them.
TEST(SglangEngine, SlidingWindowLayersAreNamed)
{
    const auto names = [](const Scenario& s) {
        const Estimate e = estimate(s);
        return std::count_if(e.warnings.begin(), e.warnings.end(), [](const Problem& p) {
            return p.message.find("swa_full_tokens_ratio") != std::string::npos;
        });
    };
    Scenario sliding = sglangGrpoQwen7b();
    EXPECT_EQ(names(sliding), 0);
    sliding.arch.slidingWindow = 4096;
    sliding.arch.slidingLayers = 14;
    EXPECT_EQ(names(sliding), 1);
    sliding.rollout.engine = RolloutEngine::Vllm;
    EXPECT_EQ(names(sliding), 0);
}

}  // namespace
