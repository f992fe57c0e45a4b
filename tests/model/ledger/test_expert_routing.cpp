// What routing does to the busiest expert-parallel rank (docs/model.md#expert-routing): the
// stated imbalance, capped by what routing can send a rank; the experts' capacity with and
// without padding; the dispatcher's buffers; and Megatron's routing flags on import.
// Expected figures are derived by hand from Megatron-LM's and DeepEP's code, cited per test.
#include <gtest/gtest.h>

#include <cmath>

#include "model/activations/activations.h"
#include "model/core/expert_routing.h"
#include "model/core/parameters.h"
#include "model/imports/config_import.h"
#include "model/timeline/step_time.h"
#include "tests/model/imports/import_fixtures.h"
#include "tests/model/test_support.h"
#include "tests/shared/model_shapes.h"

namespace {

using namespace memledger::model;
using memledger::test::lineOf;
using memledger::test::presetScenario;
using memledger::test::termBytes;

// Mixtral 8x7B (8 experts, top-2, h 4096) at seq 4096, micro-batch 1, TP 1, EP `ep`.
Scenario mixtral(int ep)
{
    Scenario s = presetScenario("mixtral-8x7b");
    s.training.seq = 4096;
    s.training.microBatch = 1;
    s.parallel.dp = 8;
    s.parallel.tp = 1;
    s.parallel.sp = false;
    s.parallel.ep = ep;
    return s;
}

double opBytes(const LayerInventory& inventory, std::string_view op)
{
    double bytes = 0;
    for (const auto& tensor : inventory.tensors)
        if (tensor.op == op)
            bytes += tensor.bytes;
    return bytes;
}

// EP·min(k, E/EP)/k: DeepSeek-V3 at EP 64 holds 4 experts a rank, a token picks 8 of 256.
TEST(ExpertRouting, ImbalanceIsCappedByWhatRoutingCanSendARank)
{
    Scenario s = presetScenario("deepseek-v3");
    s.parallel.dp = 64;
    s.parallel.ep = 64;
    RoutedLoad load = routedLoad(s);
    EXPECT_DOUBLE_EQ(load.bound, 64.0 * 4 / 8);
    EXPECT_DOUBLE_EQ(load.multiple, 1.1);  // the default, Megatron's stash headroom
    EXPECT_FALSE(load.capped);
    s.parallel.moe.imbalance = 40;
    load = routedLoad(s);
    EXPECT_DOUBLE_EQ(load.multiple, 32);
    EXPECT_TRUE(load.capped);
    // One expert rank holds every expert: routing only reorders its rows.
    s.parallel.ep = 1;
    EXPECT_DOUBLE_EQ(routedLoad(s).multiple, 1);
    // Mixtral at EP 8: one expert a rank, so a token reaches a rank at most once of its 2 picks.
    EXPECT_DOUBLE_EQ(routedLoad(mixtral(8)).bound, 8.0 * 1 / 2);
}

// moe_utils.py get_capacity: ceil(T·k/E · cf) rows per expert from each source rank; a rank's
// experts hold at most E·cap of a source's rows, exactly that when padded.
TEST(ExpertRouting, CapacityBoundsTheRowsAndPaddingFixesThem)
{
    Scenario s = mixtral(8);
    s.training.seq = 1001;
    s.parallel.moe.capacityFactor = 1.1;
    s.parallel.moe.imbalance = 2;
    // 1001·2/8·1.1 = 275.275 → 276 rows an expert; 8·276 / (2·1001) = 1.1029…
    const double full = 8.0 * 276 / (2 * 1001);
    RoutedLoad load = routedLoad(s);
    EXPECT_DOUBLE_EQ(load.capacity, 276);
    EXPECT_DOUBLE_EQ(load.multiple, full);
    EXPECT_TRUE(load.capped);
    s.parallel.moe.imbalance = 1.05;
    EXPECT_DOUBLE_EQ(routedLoad(s).multiple, 1.05);  // under the capacity nothing is dropped
    s.parallel.moe.padToCapacity = true;
    load = routedLoad(s);
    EXPECT_TRUE(load.padded);
    EXPECT_DOUBLE_EQ(load.multiple, full);  // padded: whatever routing does
    // Padding applies with a single expert rank too.
    s.parallel.ep = 1;
    EXPECT_DOUBLE_EQ(routedLoad(s).multiple, full);
}

// The multiple scales the routed tensors only: the router's probabilities do not move.
TEST(ExpertRouting, TheMultipleScalesTheRoutedTensorsOnly)
{
    Scenario s = mixtral(8);
    s.parallel.moe.imbalance = 1;
    const LayerInventory balanced = layerInventory(s, true);
    s.parallel.moe.imbalance = 1.5;
    const LayerInventory busiest = layerInventory(s, true);
    for (const char* op : {"expert dispatch", "routed experts", "expert combine"})
        EXPECT_DOUBLE_EQ(opBytes(busiest, op), 1.5 * opBytes(balanced, op)) << op;
    EXPECT_DOUBLE_EQ(opBytes(busiest, "router softmax"), opBytes(balanced, "router softmax"));
    EXPECT_DOUBLE_EQ(opBytes(balanced, "expert dispatch"), 2.0 * 4096 * 4096 * 2);
    // The busiest rank's ledger is the one shown.
    EXPECT_DOUBLE_EQ(estimate(s).routing.multiple, 1.5);
    EXPECT_GT(estimate(s).worst().total, [&] {
        Scenario even = s;
        even.parallel.moe.imbalance = 1;
        return estimate(even).worst().total;
    }());
}

// The step waits for the busiest rank: its experts' FLOPs and its all-to-all bytes follow the
// multiple (one more balanced share at f = 2); the all-gather dispatcher moves every token of
// the group, 2·T·h·B·(g − 1), whatever the routing.
TEST(ExpertRouting, TheStepWaitsForTheBusiestRank)
{
    Scenario s = mixtral(8);
    s.parallel.moe.imbalance = 1;
    const ParameterCounts params = countParameters(s);
    const LayerCost even = stepCosts(s, params).layer[1];
    s.parallel.moe.imbalance = 2;
    const LayerCost busy = stepCosts(s, params).layer[1];
    const double T = 4096, h = 4096, k = 2;
    EXPECT_DOUBLE_EQ(busy.forwardFlops - even.forwardFlops, 2 * T * params.moe.routedExperts * k / 8);
    EXPECT_DOUBLE_EQ(busy.tpBytes - even.tpBytes, 2 * T * h * 2 * k * 7 / 8);
    s.parallel.moe.dispatcher = MoeDispatcher::AllGather;
    EXPECT_DOUBLE_EQ(stepCosts(s, params).layer[1].tpBytes, 2 * T * h * 2 * 7);
}

// token_dispatcher.py: all-to-all permutes k rows per token before sending; all-gather gathers
// the EP×ETP group's tokens into the global buffer it keeps, and reduce-scatters as many back.
TEST(ExpertRouting, DispatcherBuffersAsMegatronAllocatesThem)
{
    Scenario s = mixtral(8);
    const double h = 4096, T = 4096, k = 2;
    s.parallel.moe.dispatcher = MoeDispatcher::AllToAll;
    Estimate e = estimate(s);
    ASSERT_TRUE(e.valid()) << e.problems.front().message;
    EXPECT_DOUBLE_EQ(termBytes(e.worst(), "moe_dispatch"), k * T * h * 2);
    EXPECT_EQ(findTerm(e.worst(), "moe_gathered_tokens"), nullptr);

    s.parallel.moe.dispatcher = MoeDispatcher::AllGather;
    e = estimate(s);
    const Term* kept = findTerm(e.worst(), "moe_gathered_tokens");
    ASSERT_NE(kept, nullptr);
    EXPECT_DOUBLE_EQ(kept->bytes, 8 * T * h * 2);
    EXPECT_EQ(kept->liveAt, kLiveAlways);
    EXPECT_DOUBLE_EQ(termBytes(e.worst(), "moe_dispatch"), 8 * T * h * 2);

    // Padded to capacity 1.25: E·cap = 8·ceil(4096·2/8·1.25) = 10,240 rows sent.
    s.parallel.moe.dispatcher = MoeDispatcher::AllToAll;
    s.parallel.moe.capacityFactor = 1.25;
    s.parallel.moe.padToCapacity = true;
    EXPECT_DOUBLE_EQ(termBytes(estimate(s).worst(), "moe_dispatch"), 10240 * h * 2);

    // No expert parallelism: nothing is dispatched.
    EXPECT_EQ(findTerm(estimate(mixtral(1)).worst(), "moe_dispatch"), nullptr);
}

// DeepEP @ dd758caf csrc/legacy/config.hpp get_nvl_buffer_size_hint / get_rdma_buffer_size_hint
// with Megatron's 20 SMs (10 channels) and hidden bytes h·2, by hand:
// e 8, h 7168: 10·8·5·4 + 10·8·256·(14336 + 2056) = 335,709,760 → 335,709,824 (128-aligned);
// e 64: NVL 10·8·19·4 + 10·8·288·16392 → 377,677,824; RDMA 10·8·144 + 2·10·8·128·(14336 + 2072)
// = 336,047,360; the workspace 32 MiB + 160 bytes.
TEST(ExpertRouting, DeepEpBuffersFollowItsSizeHints)
{
    constexpr double workspace = 32.0 * 1024 * 1024 + 160;
    DeepEpBuffers b = deepEpBuffers(8, 7168 * 2);
    EXPECT_DOUBLE_EQ(b.nvl, 335709824);
    EXPECT_DOUBLE_EQ(b.rdma, 0);
    EXPECT_DOUBLE_EQ(b.workspace, workspace);
    b = deepEpBuffers(64, 7168 * 2);
    EXPECT_DOUBLE_EQ(b.nvl, 377677824);
    EXPECT_DOUBLE_EQ(b.rdma, 336047360);
    // e 16 rounds the inter-node receive chunk up to a multiple of the dispatch send chunk,
    // 128 → 140: 10·2·144 + 2·10·2·140·(8192 + 2072) = 57,481,344 for h 4096.
    b = deepEpBuffers(16, 4096 * 2);
    EXPECT_DOUBLE_EQ(b.nvl, 236116224);
    EXPECT_DOUBLE_EQ(b.rdma, 57481344);
    EXPECT_TRUE(deepEpSupportsRanks(160));
    EXPECT_FALSE(deepEpSupportsRanks(12));
    EXPECT_FALSE(deepEpSupportsRanks(256));

    // In the ledger: DeepSeek-V3 at EP 64, held outside PyTorch's allocator.
    Scenario s = memledger::shapes::deepSeekV3Ep64Pp16(4096);
    s.parallel.moe.dispatcher = MoeDispatcher::DeepEp;
    const Estimate e = estimate(s);
    ASSERT_TRUE(e.valid()) << e.problems.front().message;
    const Term* fixed = findTerm(e.worst(), "deepep_buffers");
    ASSERT_NE(fixed, nullptr);
    EXPECT_DOUBLE_EQ(fixed->bytes, 377677824.0 + 336047360 + workspace);
    EXPECT_TRUE(fixed->outsideAllocator);
}

TEST(ExpertRouting, SettingsMegatronWouldRefuseAreRefused)
{
    Scenario s = mixtral(8);
    s.parallel.moe.padToCapacity = true;
    Estimate e = estimate(s);
    ASSERT_EQ(e.problems.size(), 1u);
    EXPECT_EQ(e.problems.front().field, "parallel.moe.pad_to_capacity");
    s = mixtral(1);
    s.parallel.moe.dispatcher = MoeDispatcher::DeepEp;
    e = estimate(s);
    ASSERT_EQ(e.problems.size(), 1u);
    EXPECT_EQ(e.problems.front().field, "parallel.moe.dispatcher");
    EXPECT_NE(e.problems.front().message.find("not 1"), std::string::npos);
}

// transformer_config.py: allgather is the default dispatcher, deepep the flex backend's.
TEST(ExpertRouting, MegatronsRoutingFlagsAreRead)
{
    const std::string model = "--num-layers 4 --hidden-size 512 --num-attention-heads 8 --seq-length 1024 "
                              "--num-experts 8 --moe-router-topk 2 --expert-model-parallel-size 8 ";
    ConfigImport imported = importConfig(model, ConfigFormat::Megatron);
    ASSERT_TRUE(imported.report.problems.empty()) << imported.report.problems.front().message;
    EXPECT_EQ(imported.scenario["parallel"]["moe"]["dispatcher"], "allgather");
    EXPECT_NE(lineOf(imported.report.defaulted, "--moe-token-dispatcher-type"), nullptr);
    EXPECT_EQ(lineOf(imported.report.notModelled, "--moe-token-dispatcher-type"), nullptr);

    imported = importConfig(model + "--moe-token-dispatcher-type flex --moe-expert-capacity-factor 1.25 "
                                    "--moe-pad-expert-input-to-capacity --moe-router-force-load-balancing",
                            ConfigFormat::Megatron);
    ASSERT_TRUE(imported.report.problems.empty()) << imported.report.problems.front().message;
    EXPECT_EQ(imported.scenario["parallel"]["moe"]["dispatcher"], "deepep");
    EXPECT_EQ(imported.scenario["parallel"]["moe"]["capacity_factor"], 1.25);
    EXPECT_EQ(imported.scenario["parallel"]["moe"]["pad_to_capacity"], true);
    EXPECT_EQ(imported.scenario["parallel"]["moe"]["imbalance"], 1);

    // HybridEP: counted as all-to-all, and said so.
    imported = importConfig(model + "--moe-token-dispatcher-type flex --moe-flex-dispatcher-backend hybridep",
                            ConfigFormat::Megatron);
    EXPECT_EQ(imported.scenario["parallel"]["moe"]["dispatcher"], "alltoall");
    EXPECT_NE(lineOf(imported.report.notModelled, "--moe-flex-dispatcher-backend"), nullptr);

    imported = importConfig(model + "--moe-token-dispatcher-type alltoall_seq", ConfigFormat::Megatron);
    ASSERT_EQ(imported.report.problems.size(), 1u);
    EXPECT_NE(imported.report.problems.front().message.find("allgather, alltoall or flex"), std::string::npos);
}

// Megatron's router losses, by hand (router.py TopKRouter.routing, moe_utils.py @ d98e8a64):
// Mixtral at TP 2 with SP routes its 2,048-token shard; the load-balancing loss's softmax keeps
// 2,048·8 fp32 scores, the z-loss's logsumexp keeps the 2,048·8 logits and 2,048 results in the
// router's dtype (bf16, or fp32 with --moe-router-dtype fp32). The router softmax the dispatch
// uses is of the same shard. Only under Megatron; the import reads the flags.
TEST(ExpertRouting, MegatronsRouterLossesKeepTheirTensors)
{
    Scenario s = mixtral(1);
    s.framework = Framework::Megatron;
    s.parallel.tp = 2;
    s.parallel.sp = true;
    s.parallel.dp = 4;
    const double tokens = 4096.0 / 2;
    const LayerInventory plain = layerInventory(s, true);
    EXPECT_DOUBLE_EQ(opBytes(plain, "router softmax"), tokens * 8 * 4);
    EXPECT_DOUBLE_EQ(opBytes(plain, "router load-balancing loss"), 0);
    EXPECT_DOUBLE_EQ(opBytes(plain, "router z-loss"), 0);
    s.parallel.moe.auxLoss = true;
    s.parallel.moe.zLoss = true;
    const LayerInventory losses = layerInventory(s, true);
    EXPECT_DOUBLE_EQ(opBytes(losses, "router load-balancing loss"), tokens * 8 * 4);
    EXPECT_DOUBLE_EQ(opBytes(losses, "router z-loss"), (tokens * 8 + tokens) * 2);
    s.parallel.moe.routerFp32 = true;
    EXPECT_DOUBLE_EQ(opBytes(layerInventory(s, true), "router z-loss"), (tokens * 8 + tokens) * 4);
    // Every MoE layer keeps them: the stage's saved activations grow by as many layers.
    Scenario megatron = s;
    megatron.parallel.moe = {};
    const double perLayer = tokens * 8 * 4 + (tokens * 8 + tokens) * 4;
    EXPECT_DOUBLE_EQ(termBytes(estimate(s).worst(), "activations_layers") -
                         termBytes(estimate(megatron).worst(), "activations_layers"),
                     32 * perLayer);
    // Not Megatron's router, not these tensors.
    s.framework = Framework::Fsdp;
    EXPECT_DOUBLE_EQ(opBytes(layerInventory(s, true), "router z-loss"), 0);

    const ConfigImport imported = importConfig(
        "--num-layers 4 --hidden-size 512 --num-attention-heads 8 --num-experts 8 --moe-router-topk 2 "
        "--moe-router-load-balancing-type seq_aux_loss aux_loss --moe-aux-loss-coeff 0 1e-3 "
        "--moe-z-loss-coeff 1e-3 --moe-router-dtype fp32",
        ConfigFormat::Megatron);
    EXPECT_TRUE(imported.report.problems.empty());
    EXPECT_EQ(imported.scenario["parallel"]["moe"]["aux_loss"], true);
    EXPECT_EQ(imported.scenario["parallel"]["moe"]["z_loss"], true);
    EXPECT_EQ(imported.scenario["parallel"]["moe"]["router_fp32"], true);
    const ConfigImport zero = importConfig(
        "--num-layers 4 --hidden-size 512 --num-attention-heads 8 --num-experts 8 --moe-router-topk 2 "
        "--moe-router-load-balancing-type seq_aux_loss --moe-aux-loss-coeff 0",
        ConfigFormat::Megatron);
    EXPECT_EQ(zero.scenario["parallel"]["moe"]["aux_loss"], false);
}

}  // namespace
