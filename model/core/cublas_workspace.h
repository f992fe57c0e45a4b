// The cuBLAS workspaces the libraries of a training step allocate through PyTorch's caching
// allocator and keep (docs/model.md#library-workspaces): PyTorch's, one per cuBLAS handle and
// stream, sized by CUBLAS_WORKSPACE_CONFIG; and Transformer Engine's, one per device and more
// for its grouped GEMMs and Userbuffers. The one description of their sizes.
#pragma once

#include <string_view>

#include "model/core/scenario.h"

namespace memledger::model {

// CUBLAS_WORKSPACE_CONFIG read as PyTorch reads it (parseChosenWorkspaceSize): every
// ":SIZE:COUNT" in the text adds SIZE KiB × COUNT. Text with none of them leaves PyTorch's
// default, with a warning; so does an empty one (the variable unset).
struct CublasWorkspaceConfig {
    double bytes = 0;        // the workspace of one handle and stream; 0 where the default applies
    bool parsed = false;     // at least one ":SIZE:COUNT" found
    bool tooLarge = false;   // a size or count past what any GPU holds (PyTorch's stoull throws)
};
CublasWorkspaceConfig parseCublasWorkspaceConfig(std::string_view config);

// PyTorch's default workspace per handle and stream: 32 MiB on compute capability 9 to 12
// (Hopper, Blackwell), ":4096:2:16:8" (8 MiB + 128 KiB) before; an unknown capability (0)
// takes the larger.
double defaultCublasWorkspaceBytes(double computeCapability);

// The workspace of one handle and stream for the scenario: its CUBLAS_WORKSPACE_CONFIG, or the default.
double cublasWorkspaceBytes(const Scenario& scenario);

// Transformer Engine's get_cublas_workspace_size_bytes(): 32 MiB + 1 KiB from compute
// capability 9 (NVFP4 GEMMs, alignment and scales), 4 MiB before; unknown (0) takes the larger.
double transformerEngineWorkspaceBytes(double computeCapability);

// Streams Transformer Engine's grouped GEMM runs on, each with its own workspace
// (common/util/multi_stream.cpp num_compute_streams), and the Userbuffers' GEMM streams
// (cpp_extensions/gemm.py _NUM_MAX_UB_STREAMS).
inline constexpr int kTeGroupedGemmStreams = 4;
inline constexpr int kTeUserbufferStreams = 3;

// Whether Megatron-LM builds its blocks from Transformer Engine's layers (--transformer-impl
// transformer_engine, its default) rather than Megatron Core's own.
bool megatronTransformerEngineBlocks(const Scenario& scenario);

// Whether the job's linears are Transformer Engine's: Megatron-LM's default implementation,
// or any job with one of its low-precision recipes.
bool runsTransformerEngine(const Scenario& scenario);

}  // namespace memledger::model
