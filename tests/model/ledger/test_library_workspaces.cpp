// The cuBLAS workspaces PyTorch and Transformer Engine keep in the caching allocator
// (docs/model.md#library-workspaces): CUBLAS_WORKSPACE_CONFIG read as PyTorch reads it, the
// defaults per compute capability, which stage holds which, and what validation says.
#include <gtest/gtest.h>

#include "model/core/cublas_workspace.h"
#include "tests/model/test_support.h"

namespace {

using namespace memledger::model;
using memledger::test::at;
using memledger::test::estimated;
using memledger::test::presetScenario;
using memledger::test::refusedOn;
using memledger::test::termBytes;

constexpr double kKiB = 1024.0;
constexpr double kMiB = 1024.0 * 1024.0;

TEST(CublasWorkspace, ConfigIsReadAsPytorchReadsIt)
{
    EXPECT_EQ(parseCublasWorkspaceConfig(":4096:8").bytes, 32 * kMiB);       // Megatron-LM's tests
    EXPECT_EQ(parseCublasWorkspaceConfig(":4096:2:16:8").bytes, 8 * kMiB + 128 * kKiB);  // two pools
    EXPECT_EQ(parseCublasWorkspaceConfig(":16:8").bytes, 128 * kKiB);        // deterministic runs
    EXPECT_EQ(parseCublasWorkspaceConfig("x:4096:1y").bytes, 4 * kMiB);      // a match anywhere counts
    // Each match resumes after the last: ":1:2:3" is one pool of 1 KiB × 2, the ":3" left over.
    EXPECT_EQ(parseCublasWorkspaceConfig(":1:2:3").bytes, 2 * kKiB);
    for (const char* none : {"", "4096:8", ":4096:", "::", "garbage"})
        EXPECT_FALSE(parseCublasWorkspaceConfig(none).parsed) << none;
    EXPECT_TRUE(parseCublasWorkspaceConfig(":99999999999999999999999:8").tooLarge);
    EXPECT_FALSE(parseCublasWorkspaceConfig(":4096:8").tooLarge);
}

TEST(CublasWorkspace, DefaultsFollowTheComputeCapability)
{
    const double pre = 4096 * 2 * kKiB + 16 * 8 * kKiB;
    EXPECT_EQ(defaultCublasWorkspaceBytes(7.0), pre);
    EXPECT_EQ(defaultCublasWorkspaceBytes(8.0), pre);
    EXPECT_EQ(defaultCublasWorkspaceBytes(8.9), pre);
    EXPECT_EQ(defaultCublasWorkspaceBytes(9.0), 32 * kMiB);
    EXPECT_EQ(defaultCublasWorkspaceBytes(10.3), 32 * kMiB);
    EXPECT_EQ(defaultCublasWorkspaceBytes(12.0), 32 * kMiB);
    EXPECT_EQ(defaultCublasWorkspaceBytes(0), 32 * kMiB);  // unknown: the larger
    EXPECT_EQ(transformerEngineWorkspaceBytes(9.0), 32 * kMiB + 1024);
    EXPECT_EQ(transformerEngineWorkspaceBytes(10.0), 32 * kMiB + 1024);
    EXPECT_EQ(transformerEngineWorkspaceBytes(8.0), 4 * kMiB);
}

Scenario megatron(const char* model = "llama-3.1-8b", const char* gpu = "h100-sxm")
{
    Scenario s = presetScenario(model, gpu);
    s.framework = Framework::Megatron;
    s.training.precision = Precision::Bf16Mixed;
    s.parallel.dp = 1;
    s.parallel.pp = 2;
    s.training.gradAccum = 4;
    return s;
}

// Under Transformer Engine only the output layer's GEMMs are PyTorch's: the first stage holds
// Transformer Engine's workspace alone, the last one also two of PyTorch's (forward thread,
// autograd's thread).
TEST(LibraryWorkspaces, MegatronsTransformerEngineStagesHoldWhatTheirGemmsAllocate)
{
    const Estimate e = estimated(megatron());
    ASSERT_EQ(e.stages.size(), 2u);
    EXPECT_EQ(termBytes(e.stages[0], "te_cublas_workspaces"), 32 * kMiB + 1024);
    EXPECT_EQ(findTerm(e.stages[0], "cublas_workspaces"), nullptr);
    EXPECT_EQ(termBytes(e.stages[1], "te_cublas_workspaces"), 32 * kMiB + 1024);
    EXPECT_EQ(termBytes(e.stages[1], "cublas_workspaces"), 2 * 32 * kMiB);
}

TEST(LibraryWorkspaces, TheyAreAllocatedAtEveryInstant)
{
    Scenario s = megatron();
    s.parallel.pp = 1;
    const Estimate e = estimated(s);
    const StageLedger& stage = e.stages.front();
    for (const char* id : {"cublas_workspaces", "te_cublas_workspaces"}) {
        const Term* term = findTerm(stage, id);
        ASSERT_NE(term, nullptr) << id;
        EXPECT_TRUE(residentThroughStep(term->liveAt)) << id;
        EXPECT_FALSE(term->outsideAllocator) << id;
        EXPECT_EQ(term->category, Category::Temporaries) << id;
    }
    // Counted by memory_allocated: the allocated bytes at the optimizer step hold both.
    double resident = 0;
    for (const Term& term : stage.terms)
        if (term.category != Category::CudaContext && term.category != Category::Fragmentation &&
            !term.outsideAllocator && term.liveAtInstant(Instant::OptimizerStep))
            resident += term.bytes;
    EXPECT_DOUBLE_EQ(stage.allocatedAt[at(Instant::OptimizerStep)], resident);
    EXPECT_GE(resident, 3 * 32 * kMiB);
}

// Megatron Core's own layers run every GEMM through PyTorch: two workspaces on every stage,
// none of Transformer Engine's.
TEST(LibraryWorkspaces, TheLocalImplementationHasOnlyPytorchsOnEveryStage)
{
    Scenario s = megatron();
    s.memory.transformerImpl = TransformerImpl::Local;
    s.memory.attention = Attention::Eager;
    const Estimate e = estimated(s);
    for (const StageLedger& stage : e.stages) {
        EXPECT_EQ(termBytes(stage, "cublas_workspaces"), 2 * 32 * kMiB);
        EXPECT_EQ(findTerm(stage, "te_cublas_workspaces"), nullptr);
    }
}

// Megatron-LM's tests set CUBLAS_WORKSPACE_CONFIG=:4096:8 on A100s: 32 MiB per handle where
// PyTorch's default would be 8 MiB + 128 KiB; Transformer Engine's is 4 MiB before Hopper.
TEST(LibraryWorkspaces, TheConfigSizesPytorchsOnAnA100)
{
    Scenario s = megatron("llama-3.1-8b", "a100-80gb");
    EXPECT_EQ(termBytes(estimated(s).stages[1], "cublas_workspaces"), 2 * (8 * kMiB + 128 * kKiB));
    s.memory.cublasWorkspaceConfig = ":4096:8";
    const Estimate e = estimated(s);
    EXPECT_EQ(termBytes(e.stages[1], "cublas_workspaces"), 2 * 32 * kMiB);
    EXPECT_EQ(termBytes(e.stages[1], "te_cublas_workspaces"), 4 * kMiB);
}

// Transformer Engine's grouped GEMM keeps one workspace per compute stream (4) beside its
// own, on the stages with experts; the Userbuffers' GEMMs three more.
TEST(LibraryWorkspaces, GroupedGemmAndUserbuffersAddTransformerEnginesStreams)
{
    Scenario s = megatron("mixtral-8x7b");
    s.parallel.pp = 1;
    s.parallel.ep = 8;
    s.parallel.dp = 8;
    const double one = 32 * kMiB + 1024;
    EXPECT_EQ(termBytes(estimated(s).stages[0], "te_cublas_workspaces"), one);
    s.parallel.moe.groupedGemm = true;
    EXPECT_EQ(termBytes(estimated(s).stages[0], "te_cublas_workspaces"), 5 * one);
    s.parallel.tp = 2;
    s.parallel.dp = 4;
    s.parallel.ep = 4;
    s.parallel.sp = true;
    s.parallel.tpCommOverlap = true;
    EXPECT_EQ(termBytes(estimated(s).stages[0], "te_cublas_workspaces"), 8 * one);
}

// Elsewhere every GEMM is PyTorch's; Transformer Engine's workspace comes with its recipes.
TEST(LibraryWorkspaces, OtherFrameworksHoldPytorchsAndTransformerEnginesOnlyWithARecipe)
{
    Scenario s = presetScenario("llama-3.1-8b");
    s.framework = Framework::Fsdp;
    s.parallel.fsdp = FsdpMode::FullShard;
    s.parallel.dp = 8;
    Estimate e = estimated(s);
    EXPECT_EQ(termBytes(e.stages[0], "cublas_workspaces"), 2 * 32 * kMiB);
    EXPECT_EQ(findTerm(e.stages[0], "te_cublas_workspaces"), nullptr);
    s.training.fp8Recipe = Fp8Recipe::Delayed;
    e = estimated(s);
    EXPECT_EQ(termBytes(e.stages[0], "te_cublas_workspaces"), 32 * kMiB + 1024);
}

TEST(LibraryWorkspaces, ValidationRefusesWhatMegatronWouldNotRun)
{
    Scenario s = megatron();
    s.memory.transformerImpl = TransformerImpl::Local;
    EXPECT_TRUE(refusedOn(s, "memory.transformer_impl"));  // flash attention is Transformer Engine's
    s.memory.attention = Attention::Eager;
    EXPECT_FALSE(refusedOn(s, "memory.transformer_impl"));
    s.training.fp8Recipe = Fp8Recipe::Delayed;
    EXPECT_TRUE(refusedOn(s, "training.fp8_recipe"));
    s.training.fp8Recipe = Fp8Recipe::Off;
    s.parallel.tp = 2;
    s.parallel.sp = true;
    s.parallel.tpCommOverlap = true;
    EXPECT_TRUE(refusedOn(s, "parallel.tp_comm_overlap"));
    // Outside Megatron the setting does not apply and refuses nothing.
    s = presetScenario("llama-3.1-8b");
    s.memory.transformerImpl = TransformerImpl::Local;
    EXPECT_FALSE(refusedOn(s, "memory.transformer_impl"));
    s.memory.cublasWorkspaceConfig = ":99999999999999999999:8";
    EXPECT_TRUE(refusedOn(s, "memory.cublas_workspace_config"));
}

bool warnsOn(const Estimate& e, const std::string& field)
{
    for (const Problem& warning : e.warnings)
        if (warning.field == field)
            return true;
    return false;
}

// A config PyTorch cannot parse keeps its default, with its warning; so does the estimate.
TEST(LibraryWorkspaces, AnUnparsedConfigKeepsTheDefaultAndSaysSo)
{
    Scenario s = megatron();
    s.memory.cublasWorkspaceConfig = "4096:8";
    const Estimate e = estimated(s);
    EXPECT_EQ(termBytes(e.stages[1], "cublas_workspaces"), 2 * 32 * kMiB);
    EXPECT_TRUE(warnsOn(e, "memory.cublas_workspace_config"));
    EXPECT_FALSE(warnsOn(estimated(megatron()), "memory.cublas_workspace_config"));
    // An AMD card has no compute capability: the sizes are CUDA's, and the estimate says so.
    EXPECT_TRUE(warnsOn(estimated(presetScenario("llama-3.1-8b", "mi300x")), "hardware.compute_capability"));
    EXPECT_FALSE(warnsOn(estimated(megatron()), "hardware.compute_capability"));
}

}  // namespace
