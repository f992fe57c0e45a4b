// The step time's kernel costs beyond the 16-bit matmul rate (docs/model.md#kernel-time): the
// bytes the memory-bound kernels of a layer move, eager against fused, and the quantized
// linears at the FP8 / FP4 peak, each against a hand derivation for Llama 3.1 8B.
#include <gtest/gtest.h>

#include "model/core/parameters.h"
#include "model/ledger/ledger.h"
#include "model/timeline/kernel_costs.h"
#include "model/timeline/step_time.h"
#include "model/timeline/timeline.h"
#include "tests/model/test_support.h"

namespace {

using namespace memledger::model;
using memledger::test::presetScenario;

// Llama 3.1 8B, one 8192-token sequence per micro-batch on one H100: h 4096, 32 query and 8
// key/value heads of 128, SwiGLU of 14336, bf16 activations (2 bytes).
Scenario llama8b()
{
    Scenario s = presetScenario("llama-3.1-8b");
    s.training.seq = 8192;
    s.training.microBatch = 1;
    return s;
}

constexpr double kTokens = 8192;

TEST(KernelCosts, FusedKernelsOfALlamaLayerMoveTheirTensorsOnce)
{
    Scenario s = llama8b();
    s.memory.kernels = Kernels::Fused;
    // Per token: two RMSNorms read and write h (2 · 2h·2 = 8h), two residual adds read two
    // and write one (2 · 3h·2 = 12h), RoPE reads and writes Q and K (2·2·(4096 + 1024)),
    // SwiGLU reads gate and up and writes their product (3·2·14336).
    const double perToken = 8.0 * 4096 + 12.0 * 4096 + 4.0 * (4096 + 1024) + 6.0 * 14336;
    EXPECT_EQ(perToken, 188416.0);
    EXPECT_DOUBLE_EQ(layerElementwiseBytes(s, false, 0), perToken * kTokens);
}

TEST(KernelCosts, EagerKernelsMoveThreeTimesTheBytes)
{
    Scenario s = llama8b();
    s.memory.kernels = Kernels::Eager;
    // Eager RMSNorm: upcast, square, mean, scale, cast back, weight: 4·2 + 28 = 36 bytes an
    // element, twice; rotate_half RoPE 10·2 an element of Q and K; SiLU then the product
    // 5·2 an element of f; the residual adds as fused.
    const double perToken = 2.0 * 36 * 4096 + 12.0 * 4096 + 20.0 * (4096 + 1024) + 10.0 * 14336;
    EXPECT_EQ(perToken, 589824.0);
    EXPECT_DOUBLE_EQ(layerElementwiseBytes(s, false, 0), perToken * kTokens);
}

TEST(KernelCosts, EagerAttentionWritesAndReadsItsScores)
{
    Scenario s = llama8b();
    const double flash = layerElementwiseBytes(s, false, 0);
    s.memory.attention = Attention::Eager;
    // 32 heads × 8192 keys a token: scores written (2), fp32 softmax read and written (2 + 4),
    // cast back (4 + 2) and read by P·V (2): 16 bytes a score.
    EXPECT_DOUBLE_EQ(layerElementwiseBytes(s, false, 0) - flash, kTokens * 32 * 8192 * 16.0);
}

TEST(KernelCosts, QuantizedLinearsCastTheirInputs)
{
    Scenario s = llama8b();
    const double bf16 = layerElementwiseBytes(s, false, 0);
    s.training.float8 = true;
    // Compiled torchao casts each linear input once into both layouts: read 2, write 1 + 1.
    // Inputs a token: Q/K/V's h, the output projection's 4096, the MLP's h and its 14336.
    const double inputs = 4096.0 + 4096 + 4096 + 14336;
    EXPECT_DOUBLE_EQ(layerElementwiseBytes(s, false, 0) - bf16, kTokens * inputs * 4.0);
    // Eager torchao reads the input for its amax and again for the cast, then transposes.
    s.memory.kernels = Kernels::Eager;
    Scenario eagerBf16 = s;
    eagerBf16.training.float8 = false;
    EXPECT_DOUBLE_EQ(layerElementwiseBytes(s, false, 0) - layerElementwiseBytes(eagerBf16, false, 0),
                     kTokens * inputs * (2.0 * 2 + 3.0));
}

TEST(KernelCosts, TheLossOverTheVocabularyUpcastsItsLogits)
{
    Scenario s = llama8b();
    // 128256 logits a token: read 2, fp32 copy 4, log-softmax read and written 8.
    EXPECT_DOUBLE_EQ(lossElementwiseBytes(s, 128256), kTokens * 128256 * 14.0);
    s.training.compile = true;   // read the 16-bit logits, write their gradient
    EXPECT_DOUBLE_EQ(lossElementwiseBytes(s, 128256), kTokens * 128256 * 4.0);
}

TEST(KernelCosts, QuantizedLinearsRunAtTheFp8PeakTimesItsEfficiency)
{
    Scenario s = llama8b();
    s.training.fp8Recipe = Fp8Recipe::Tensorwise;
    const ParameterCounts params = countParameters(s);
    const StepCosts c = stepCosts(s, params);
    EXPECT_DOUBLE_EQ(c.flopsRate, s.hardware.peakFlopsBf16 * 0.45);
    EXPECT_DOUBLE_EQ(c.linearRate, 1978.9e12 * 0.40);
    // The layer's forward: its linears at the FP8 rate, the attention products and norms at
    // the 16-bit rate, the memory-bound kernels at the HBM's.
    const LayerCost& layer = c.layer[0];
    const double sixteenBit = layer.attentionFlops + kTokens * 2.0 * params.dense.norms;
    EXPECT_NEAR(layer.forward,
                (layer.forwardFlops - sixteenBit) / c.linearRate + sixteenBit / c.flopsRate +
                    layerElementwiseBytes(s, false, 0) / 3.35e12,
                1e-12);
    // NVFP4 on a B200 runs them at its FP4 peak.
    Scenario b200 = presetScenario("llama-3.1-8b", "b200");
    b200.training.fp8Recipe = Fp8Recipe::Nvfp4;
    EXPECT_DOUBLE_EQ(stepCosts(b200, countParameters(b200)).linearRate, 9000e12 * 0.40);
}

TEST(KernelCosts, AGpuWithoutFp8TimesTheQuantizedLinearsAtBf16AndSaysSo)
{
    Scenario s = presetScenario("llama-3.1-8b", "a100-80gb");
    s.training.float8 = true;
    const StepCosts c = stepCosts(s, countParameters(s));
    EXPECT_EQ(c.linearRate, c.flopsRate);
    const Estimate e = estimate(s);
    ASSERT_TRUE(e.valid());
    bool said = false;
    for (const Problem& warning : e.warnings)
        said = said || warning.field == "hardware.peak_flops_fp8";
    EXPECT_TRUE(said);
    // On an H100 the step is faster, and nothing is said.
    Scenario h100 = presetScenario("llama-3.1-8b");
    h100.training.float8 = true;
    for (const Problem& warning : estimate(h100).warnings)
        EXPECT_NE(warning.field, "hardware.peak_flops_fp8");
}

TEST(KernelCosts, Float8ShortensTheStepAndEagerKernelsLengthenIt)
{
    Scenario compiled = llama8b();
    compiled.parallel.dp = 8;
    compiled.parallel.fsdp = FsdpMode::FullShard;
    compiled.memory.recompute = Recompute::Op;
    Scenario eager = compiled;
    eager.memory.kernels = Kernels::Eager;
    Scenario float8 = compiled;
    float8.training.float8 = true;
    const double base = simulateStep(compiled).stepTime;
    EXPECT_GT(simulateStep(eager).stepTime, base * 1.05);
    EXPECT_LT(simulateStep(float8).stepTime, base * 0.85);
}

}  // namespace
