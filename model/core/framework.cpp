#include "model/core/framework.h"

#include <algorithm>

namespace memledger::model {

namespace {

constexpr int kNever = 99;

constexpr FrameworkProfile kProfiles[] = {
    {Framework::Generic, "Generic (ZeRO paper)", false, true, false, kNever, false, OptimizerKernel::Fused, false, Loss::Unfused,
     GatheredParams::TransformerUnit, Kernels::Fused,
     "Rajbhandari et al. 2020, ZeRO (arXiv 1910.02054) §3.1: 2Ψ + 2Ψ + KΨ with K = 12"},
    // The main-gradient buffer is whole under the distributed optimizer, sharded by Megatron-FSDP's
    // optim_grads and optim_grads_params (megatron_fsdp/param_and_grad_buffer.py
    // _init_each_parameter_group_buffers: is_grad_buffer_distributed): from ZeRO stage 2.
    {Framework::Megatron, "Megatron-LM", false, false, true, 2, true, OptimizerKernel::Fused, false, Loss::Fused,
     GatheredParams::TransformerUnit, Kernels::Fused,
     "Megatron-LM megatron/core/distributed/param_and_grad_buffer.py (fp32 main_grad buffer); "
     "docs/user-guide/features/dist_optimizer.md: 18 B/param, 6 + 12/d with the distributed optimizer"},
    {Framework::DeepSpeed, "DeepSpeed", false, true, true, 1, true, OptimizerKernel::Fused, false, Loss::Unfused,
     GatheredParams::LargestModule, Kernels::Eager,
     "DeepSpeed deepspeed/runtime/zero/stage_1_and_2.py estimate_zero2_model_states_mem_needs (2Ψ + 18Ψ/N) "
     "and deepspeed/runtime/zero/stage3.py estimate_zero3_model_states_mem_needs"},
    {Framework::Fsdp, "PyTorch FSDP", true, false, false, kNever, false, OptimizerKernel::Foreach, true, Loss::Unfused,
     GatheredParams::TransformerUnit, Kernels::Eager,
     "PyTorch torch/distributed/fsdp/fully_sharded_data_parallel.py (MixedPrecision keeps sharded fp32 FlatParameter; unsharded "
     "16-bit copies exist only around each unit's forward/backward)"},
    {Framework::HfTrainer, "Hugging Face Trainer", true, false, false, kNever, false, OptimizerKernel::Foreach, true, Loss::Unfused,
     GatheredParams::TransformerUnit, Kernels::Eager,
     "transformers src/transformers/trainer.py with --bf16: torch.autocast over an fp32 model; torch.optim.AdamW (foreach)"},
};

}  // namespace

const FrameworkProfile& frameworkProfile(Framework framework)
{
    for (const auto& profile : kProfiles)
        if (profile.framework == framework)
            return profile;
    return kProfiles[0];
}

int effectiveShardStage(const Scenario& scenario)
{
    int stage = scenario.parallel.zeroStage;
    switch (scenario.parallel.fsdp) {
    case FsdpMode::FullShard:
    case FsdpMode::HybridShard:
    case FsdpMode::ShardGradOp: stage = std::max(stage, 3); break;
    case FsdpMode::None: break;
    }
    if (scenario.parallel.distributedOptimizer)
        stage = std::max(stage, 1);
    return stage;
}

// torchtitan builds its FSDP mesh from dp_shard × cp ("fsdp: ... includes dp_shard and cp",
// pytorch/torchtitan @ b5bcd76c66d0acb1a08b176d9639425bc55e0b2a torchtitan/distributed/parallel_dims.py
// build_mesh): the context-parallel ranks hold different tokens of the same batch, so they
// can share the parameters' shards.
int fsdpShardRanks(const Scenario& scenario)
{
    const auto& par = scenario.parallel;
    const int ranks = par.fsdpMesh == FsdpMesh::DpCp ? par.dp * par.cp : par.dp;
    if (par.fsdp != FsdpMode::HybridShard)
        return ranks;
    const int group = par.shardGroup > 0 ? par.shardGroup : scenario.hardware.gpusPerNode / std::max(1, par.tp);
    return std::clamp(group, 1, ranks);
}

bool savesGatheredSequence(const Scenario& scenario)
{
    const auto& par = scenario.parallel;
    return par.sp && par.tp > 1 && scenario.framework != Framework::Megatron &&
           scenario.framework != Framework::DeepSpeed;
}

bool persistentGradients(const Scenario& scenario)
{
    return frameworkProfile(scenario.framework).persistentGradBuffer ||
           (scenario.framework == Framework::DeepSpeed && effectiveShardStage(scenario) >= 3);
}

bool reshardsAfterForward(const Scenario& scenario)
{
    const auto& par = scenario.parallel;
    // DeepSpeed's ZeRO-3 always releases a module's parameters after its forward.
    return par.fsdp == FsdpMode::None || (par.reshardAfterForward && par.fsdp != FsdpMode::ShardGradOp);
}

}  // namespace memledger::model
