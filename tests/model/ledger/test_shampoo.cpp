// Distributed Shampoo at its defaults (facebookresearch/optimizers @ f6066066), derived by hand
// from merge_small_dims, multi_dim_split and the packed fp32 factors and inverse roots of
// shampoo_preconditioner_list.py: a block of b1 × b2 keeps 4·(b1(b1 + 1) + b2(b2 + 1)) bytes, a
// vector block of d keeps 4·d(d + 1).
#include <gtest/gtest.h>

#include "model/core/shampoo_blocks.h"
#include "model/exports/config_export.h"
#include "tests/model/test_support.h"
#include "tests/shared/scenario_variants.h"

namespace {

using namespace memledger::model;
using memledger::test::estimated;
using memledger::test::termBytes;

Scenario llama8b()
{
    Scenario s = memledger::test::presetScenario("llama-3.1-8b");
    test::underTheTrainer(s, Optimizer::Shampoo);
    s.training.precision = Precision::Bf16Pure;
    return s;
}

TEST(Shampoo, BlocksOfOneTensor)
{
    // 4096 × 4096 at 1024: 16 blocks of 1024 × 1024, each 4·2·1024·1025.
    EXPECT_DOUBLE_EQ(shampooPreconditionerBytes({4096, 4096, 1}, 1024), 16 * 4 * 2 * 1024.0 * 1025);
    // A remainder row of pieces: 1025 × 1024 is (1024, 1024) and (1, 1024), the second a 1 × 1 factor.
    EXPECT_DOUBLE_EQ(shampooPreconditionerBytes({1025, 1024, 1}, 1024),
                     4 * (2 * 1024.0 * 1025) + 4 * (1 * 2 + 1024.0 * 1025));
    // A matrix of at most 1024 elements is one vector with a full factor: 32 × 32 → 1024.
    EXPECT_DOUBLE_EQ(shampooPreconditionerBytes({32, 32, 1}, 1024), 4 * 1024.0 * 1025);
    // A norm of 4096 is four vector blocks of 1024: about 4,100 bytes per element.
    EXPECT_DOUBLE_EQ(shampooPreconditionerBytes({4096, 0, 2}, 1024), 2 * 4 * 4 * 1024.0 * 1025);
    // 1 × n drops its size-1 dimension.
    EXPECT_DOUBLE_EQ(shampooPreconditionerBytes({1, 3000, 1}, 1024), 4 * (2 * 1024.0 * 1025 + 952.0 * 953));
    // Step FLOPs of one square block: 4·b²·2b of products, two root inverses of 11·b³.
    EXPECT_DOUBLE_EQ(shampooStepFlops({1024, 1024, 1}, 1024), 8 * 1024.0 * 1024 * 1024 + 22 * 1024.0 * 1024 * 1024);
}

// Llama 3.1 8B unsharded: per layer q and o 134,348,800 B each, k and v 33,587,200, gate and up
// 470,220,800, down 470,220,800, two norms 16,793,600: 1,780,121,600; the embedding and the head
// (128,256 = 125 × 1024 + 256 rows) 4,216,246,272 each and the final norm 16,793,600.
TEST(Shampoo, Llama8bByHand)
{
    const Estimate e = estimated(llama8b());
    const double layer = 2 * 134348800.0 + 2 * 33587200.0 + 3 * 470220800.0 + 2 * 16793600.0;
    EXPECT_DOUBLE_EQ(layer, 1780121600.0);
    EXPECT_DOUBLE_EQ(termBytes(e.worst(), "shampoo_preconditioners"), 32 * layer + 2 * 4216246272.0 + 16793600.0);
    // The filtered gradient in the parameters' dtype.
    EXPECT_DOUBLE_EQ(termBytes(e.worst(), "optimizer_moments"), 2 * e.params.total);
    // About 8 bytes per parameter of factors, more than AdamW's fp32 moments of a pure-bf16 job.
    EXPECT_NEAR(termBytes(e.worst(), "shampoo_preconditioners") / e.params.total, 8.15, 0.01);
    // The step: the filtered gradients bias-corrected and the search directions (2·2·Ψ) and the
    // largest factor's root inverse, 16·1024².
    EXPECT_DOUBLE_EQ(termBytes(e.worst(), "shampoo_scratch"), 2 * 2 * e.params.total + 16 * 1024.0 * 1024);
}

// FSDP over 4: each rank blocks its own dim-0 shard. A 2-layer model of hidden 2048, 16 heads,
// FFN 4096 and 1,000 tokens: q, k, v and o shards (512, 2048) 10,498,048 each; gate and up
// (1024, 2048) 16,793,600; down (512, 4096) 20,996,096; norms of 512 1,050,624; the embedding's
// and the head's (250, 2048) 8,898,800 each and the final norm 1,050,624.
TEST(Shampoo, FsdpShardsAreBlockedOnEachRank)
{
    Scenario s = llama8b();
    s.arch.name.clear();
    s.arch.layers = 2;
    s.arch.hidden = 2048;
    s.arch.heads = 16;
    s.arch.kvHeads = 16;
    s.arch.headDim = 0;
    s.arch.ffn = 4096;
    s.arch.vocab = 1000;
    s.modelId.clear();
    s.framework = Framework::Fsdp;
    s.parallel.dp = 4;
    s.parallel.fsdp = FsdpMode::FullShard;
    const Estimate e = estimated(s);
    const double layer = 4 * 10498048.0 + 2 * 16793600.0 + 20996096.0 + 2 * 1050624.0;
    EXPECT_DOUBLE_EQ(termBytes(e.worst(), "shampoo_preconditioners"), 2 * layer + 2 * 8898800.0 + 1050624.0);
    // A larger block side makes fewer, larger blocks: quadratically more bytes each.
    s.training.optimizerBlockSize = 2048;
    EXPECT_GT(termBytes(estimated(s).worst(), "shampoo_preconditioners"), 2 * layer + 2 * 8898800.0 + 1050624.0);
}

TEST(Shampoo, RefusedWhereItsBlocksWouldNotFollowTheModel)
{
    const auto refused = [](const Scenario& s) { return memledger::test::refusedOn(s, "training.optimizer"); };
    EXPECT_FALSE(refused(llama8b()));
    Scenario s = llama8b();
    s.parallel.tp = 2;
    EXPECT_TRUE(refused(s));
    s = llama8b();
    s.parallel.dp = 8;
    s.parallel.zeroStage = 2;
    EXPECT_TRUE(refused(s));
    s = llama8b();
    s.memory.lora.rank = 8;
    EXPECT_TRUE(refused(s));
    s = memledger::test::presetScenario("qwen3-30b-a3b");
    test::underTheTrainer(s, Optimizer::Shampoo);
    EXPECT_TRUE(refused(s));
    // No launcher config names it: said, not written as another.
    bool said = false;
    for (const auto& line : lostLines(exportConfig(llama8b(), ExportFormat::Megatron)))
        said = said || line.starts_with("training.optimizer = shampoo");
    EXPECT_TRUE(said);
}

}  // namespace
