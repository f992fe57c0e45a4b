#include "model/ledger/library_workspaces.h"

#include "model/core/cublas_workspace.h"
#include "model/core/sources.h"
#include "model/core/translatable.h"

namespace memledger::model::detail {

namespace {

// cuBLAS handles that run one of PyTorch's own GEMMs on the stage. A handle belongs to a
// thread (DeviceThreadHandlePool): the forward runs on the Python thread, backward on
// autograd's device thread, so a stage whose forward and backward both run a PyTorch GEMM
// holds two workspaces on the one compute stream. Under Transformer Engine, Megatron-LM's
// blocks (the MoE router included) run TE's GEMMs; only the output layer
// (tensor_parallel.ColumnParallelLinear: torch.matmul forward, grad_output.matmul(weight)
// backward) is PyTorch's, on the stage that holds it.
int pytorchGemmHandles(const Scenario& scenario, const StageShape& shape)
{
    return !megatronTransformerEngineBlocks(scenario) || shape.last ? 2 : 0;
}

void addPytorchWorkspaces(const EstimateContext& context, const StageShape& shape, StageSink& sink)
{
    const Scenario& scenario = context.scenario;
    const int handles = pytorchGemmHandles(scenario, shape);
    if (handles == 0)
        return;
    const double workspace = cublasWorkspaceBytes(scenario);
    Term term = makeTerm("cublas_workspaces", MEMLEDGER_TRANSLATABLE("Term", "PyTorch's cuBLAS workspaces"),
        Category::Temporaries, Provenance::Estimated, handles * workspace, "n_h·W_cu", sources::kCublasWorkspace,
        MEMLEDGER_TRANSLATABLE("Term",
            "One per cuBLAS handle and stream that runs a PyTorch GEMM, allocated from the caching allocator at "
            "its first GEMM and kept: the forward's thread and autograd's backward thread each hold a handle. "
            "CUBLAS_WORKSPACE_CONFIG sizes it (32 MiB by default from Hopper on). PyTorch builds that do not "
            "cache it (TORCH_CUBLAS_WORKSPACE_CACHE off) allocate one for each GEMM instead."));
    term.with("n_h", handles).with("W_cu", workspace);
    sink.gpu.terms.push_back(term);
}

// Transformer Engine's get_cublas_workspace(): one workspace per device for its GEMMs, one
// more per compute stream once a grouped GEMM runs (Megatron's --moe-grouped-gemm experts),
// and one per Userbuffers stream under --tp-comm-overlap. torch.empty: the caching allocator's.
void addTransformerEngineWorkspaces(const EstimateContext& context, const StageShape& shape, StageSink& sink)
{
    const Scenario& scenario = context.scenario;
    if (!runsTransformerEngine(scenario))
        return;
    const bool moeStage = shape.moeLayers > 0 || (shape.mtpLayers > 0 && shape.mtpMoe);
    const int grouped = scenario.parallel.moe.groupedGemm && scenario.arch.moe.isMoe() && moeStage ? 1 : 0;
    const int userbuffers = scenario.parallel.tpCommOverlap ? 1 : 0;
    const double workspace = transformerEngineWorkspaceBytes(scenario.hardware.computeCapability);
    const double count = 1 + kTeGroupedGemmStreams * grouped + kTeUserbufferStreams * userbuffers;
    Term term = makeTerm("te_cublas_workspaces", MEMLEDGER_TRANSLATABLE("Term", "Transformer Engine's cuBLAS workspaces"),
        Category::Temporaries, Provenance::Exact, count * workspace, "(1 + 4·g + 3·u)·W_te",
        sources::kTeCublasWorkspace,
        MEMLEDGER_TRANSLATABLE("Term",
            "One for Transformer Engine's GEMMs on the device, four more once a grouped GEMM runs the experts, "
            "three more for the Userbuffers' GEMMs: each 32 MiB + 1 KiB from Hopper on, 4 MiB before. Allocated "
            "at the first GEMM and kept."));
    term.with("g", grouped).with("u", userbuffers).with("W_te", workspace);
    sink.gpu.terms.push_back(term);
}

}  // namespace

void addLibraryWorkspaces(const EstimateContext& context, const StageShape& shape, StageSink& sink)
{
    addPytorchWorkspaces(context, shape, sink);
    addTransformerEngineWorkspaces(context, shape, sink);
}

}  // namespace memledger::model::detail
