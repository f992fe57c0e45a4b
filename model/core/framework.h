// What each real framework does with the bytes the ZeRO paper leaves open: which
// gradient copies exist, whether master weights are separate, which kernels run.
// Peer estimators disagree on 16–20 B/param precisely here
// (docs/model.md#framework-profiles), so each choice is explicit.
#pragma once

#include "model/core/scenario.h"

namespace memledger::model {

enum class GatheredParams {
    LargestModule,   // DeepSpeed ZeRO-3: largest module's 16-bit params and grads
    TransformerUnit  // FSDP: current and prefetched transformer-layer units
};

struct FrameworkProfile {
    Framework framework;
    const char* name;
    // Mixed precision keeps the trainable parameters themselves in fp32 and casts
    // to 16 bits for compute (FSDP MixedPrecision, HF Trainer autocast).
    bool mixedKeepsFp32Params;
    bool keep16BitGrads;         // a 16-bit .grad per parameter
    bool fp32GradBuffer;         // an fp32 gradient/accumulation buffer (Megatron main_grad)
    int fp32GradShardStage;      // ZeRO stage from which that fp32 buffer is sharded (99: never)
    bool persistentGradBuffer;   // gradients allocated for the whole step, not freed after it
    OptimizerKernel optimizerKernel;  // how its optimizer step runs by default (a scenario's default)
    bool ddpBucketCopy;          // DDP without gradient_as_bucket_view keeps a second gradient copy
    Loss loss;                   // the framework's own cross-entropy (a scenario's default)
    GatheredParams gathered;
    Kernels kernels;             // default kernel implementation of norms, softmax, SwiGLU
    const char* source;
};

const FrameworkProfile& frameworkProfile(Framework framework);

// The ZeRO stage the layout amounts to: FSDP modes map onto stages, Megatron's
// distributed optimizer is stage 1 over the data-parallel × context-parallel group.
// SHARD_GRAD_OP is FSDP1's name for not resharding after forward: the states are
// sharded as under full sharding, only the unsharded parameters live longer.
int effectiveShardStage(const Scenario& scenario);

// Ranks the FSDP or ZeRO states are sharded over: the data-parallel group, times the
// context-parallel ranks when the mesh folds them in; a hybrid shard's group within it.
int fsdpShardRanks(const Scenario& scenario);

// Whether the gradients live in a buffer allocated once and kept through every step: the
// framework's own (Megatron's main_grad buffer), or DeepSpeed ZeRO-3's flat buffer of every
// gradient partition, zeroed at the optimizer's construction (stage3.py
// grad_partitions_flat_buffer).
bool persistentGradients(const Scenario& scenario);

// Whether the unsharded parameters are freed after each unit's forward and gathered
// again for its backward (FSDP2 reshard_after_forward=True, FULL_SHARD).
bool reshardsAfterForward(const Scenario& scenario);

// Under sequence parallelism, whether a column-parallel linear saves its all-gathered,
// whole-sequence input. PyTorch's tensor-parallel plans (torchtitan, torchtune, transformers)
// gather it before the linear (PrepareModuleInput from Shard(1) to Replicate()) and autograd
// saves the gathered tensor; Megatron-LM saves the sequence shard and gathers it again in
// backward (megatron/core/tensor_parallel/layers.py, LinearWithGradAccumulationAndAsync-
// Communication), which DeepSpeed's Megatron models share.
bool savesGatheredSequence(const Scenario& scenario);

}  // namespace memledger::model
