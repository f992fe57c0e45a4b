#include "model/core/enum_names.h"

#include <array>

namespace memledger::model {

#define MEMLEDGER_ENUM_NAMES(Type, ...)                                           \
    template <>                                                                   \
    std::span<const EnumName<Type>> enumNames<Type>()                             \
    {                                                                             \
        static constexpr EnumName<Type> kNames[] = {__VA_ARGS__};                 \
        return kNames;                                                            \
    }

MEMLEDGER_ENUM_NAMES(MlpKind, {MlpKind::Gelu, "gelu"}, {MlpKind::SwiGlu, "swiglu"}, {MlpKind::QuickGeGlu, "quick_geglu"})
MEMLEDGER_ENUM_NAMES(NormKind, {NormKind::LayerNorm, "layernorm"}, {NormKind::RmsNorm, "rmsnorm"})
MEMLEDGER_ENUM_NAMES(PositionKind, {PositionKind::Rope, "rope"}, {PositionKind::Learned, "learned"})
MEMLEDGER_ENUM_NAMES(BlockStyle, {BlockStyle::Gpt, "gpt"}, {BlockStyle::Llama, "llama"})
MEMLEDGER_ENUM_NAMES(Precision, {Precision::Fp32, "fp32"}, {Precision::Bf16Mixed, "bf16"},
                     {Precision::Fp16Mixed, "fp16"}, {Precision::Bf16Amp, "bf16-amp"},
                     {Precision::Bf16Pure, "bf16-pure"})
MEMLEDGER_ENUM_NAMES(Optimizer, {Optimizer::AdamW, "adamw"}, {Optimizer::AdamW8bit, "adamw-8bit"},
                     {Optimizer::AdamW4bit, "adamw-4bit"},
                     {Optimizer::SgdMomentum, "sgd-momentum"}, {Optimizer::Sgd, "sgd"},
                     {Optimizer::Adafactor, "adafactor"}, {Optimizer::Lion, "lion"}, {Optimizer::Muon, "muon"},
                     {Optimizer::Soap, "soap"}, {Optimizer::GaLore, "galore-adamw"},
                     {Optimizer::Apollo, "apollo-adamw"}, {Optimizer::AdamMini, "adam-mini"},
                     {Optimizer::Shampoo, "shampoo"},
                     {Optimizer::None, "none"})
MEMLEDGER_ENUM_NAMES(FsdpMode, {FsdpMode::None, "none"}, {FsdpMode::FullShard, "full-shard"},
                     {FsdpMode::ShardGradOp, "shard-grad-op"}, {FsdpMode::HybridShard, "hybrid-shard"})
MEMLEDGER_ENUM_NAMES(PipelineSchedule, {PipelineSchedule::OneFOneB, "1f1b"}, {PipelineSchedule::GPipe, "gpipe"},
                     {PipelineSchedule::ZeroBubbleH1, "zb-h1"}, {PipelineSchedule::Zbv, "zbv"},
                     {PipelineSchedule::DualPipe, "dualpipe"}, {PipelineSchedule::DualPipeV, "dualpipev"})
MEMLEDGER_ENUM_NAMES(FsdpMesh, {FsdpMesh::Dp, "dp"}, {FsdpMesh::DpCp, "dp-cp"})
MEMLEDGER_ENUM_NAMES(Recompute, {Recompute::None, "none"}, {Recompute::Selective, "selective"},
                     {Recompute::Full, "full"}, {Recompute::Uniform, "every-k"},
                     {Recompute::Block, "layers"}, {Recompute::Op, "op"})
MEMLEDGER_ENUM_NAMES(OptimizerKernel, {OptimizerKernel::Foreach, "foreach"}, {OptimizerKernel::Fused, "fused"},
                     {OptimizerKernel::ForLoop, "for-loop"})
MEMLEDGER_ENUM_NAMES(StateDtype, {StateDtype::Fp32, "fp32"}, {StateDtype::Bf16, "bf16"}, {StateDtype::Fp16, "fp16"},
                     {StateDtype::Fp8, "fp8"})
MEMLEDGER_ENUM_NAMES(Fp8Recipe, {Fp8Recipe::Off, "off"}, {Fp8Recipe::Delayed, "delayed"},
                     {Fp8Recipe::Tensorwise, "tensorwise"}, {Fp8Recipe::Blockwise, "blockwise"},
                     {Fp8Recipe::Mxfp8, "mxfp8"}, {Fp8Recipe::Nvfp4, "nvfp4"})
MEMLEDGER_ENUM_NAMES(Loss, {Loss::Unfused, "unfused"}, {Loss::Fused, "fused"}, {Loss::Chunked, "chunked"},
                   {Loss::SelectiveLogSoftmax, "selective_log_softmax"})
MEMLEDGER_ENUM_NAMES(Attention, {Attention::Flash, "flash"}, {Attention::Eager, "eager"})
MEMLEDGER_ENUM_NAMES(Kernels, {Kernels::Fused, "fused"}, {Kernels::Eager, "eager"})
MEMLEDGER_ENUM_NAMES(TransformerImpl, {TransformerImpl::TransformerEngine, "transformer-engine"},
                     {TransformerImpl::Local, "local"})
MEMLEDGER_ENUM_NAMES(MoeDispatcher, {MoeDispatcher::AllToAll, "alltoall"}, {MoeDispatcher::AllGather, "allgather"},
                     {MoeDispatcher::DeepEp, "deepep"})
MEMLEDGER_ENUM_NAMES(RolloutEngine, {RolloutEngine::None, "none"}, {RolloutEngine::Vllm, "vllm"},
                    {RolloutEngine::Sglang, "sglang"})
MEMLEDGER_ENUM_NAMES(KvCacheDtype, {KvCacheDtype::Auto, "auto"}, {KvCacheDtype::Fp8, "fp8"})
MEMLEDGER_ENUM_NAMES(TrainerOffload, {TrainerOffload::None, "none"}, {TrainerOffload::Optimizer, "optimizer"},
                     {TrainerOffload::OptimizerAndWeights, "optimizer-and-weights"})
MEMLEDGER_ENUM_NAMES(ReferenceModel, {ReferenceModel::None, "none"}, {ReferenceModel::Policy, "policy"})
MEMLEDGER_ENUM_NAMES(CriticModel, {CriticModel::None, "none"}, {CriticModel::Policy, "policy"})
MEMLEDGER_ENUM_NAMES(KdLoss, {KdLoss::Forward, "forward-kl"}, {KdLoss::Reverse, "reverse-kl"},
                     {KdLoss::Symmetric, "symmetric-kl"})
MEMLEDGER_ENUM_NAMES(OffloadTarget, {OffloadTarget::None, "none"}, {OffloadTarget::Cpu, "cpu"},
                     {OffloadTarget::Nvme, "nvme"})
MEMLEDGER_ENUM_NAMES(Framework, {Framework::Generic, "generic"}, {Framework::Megatron, "megatron"},
                     {Framework::DeepSpeed, "deepspeed"}, {Framework::Fsdp, "fsdp"},
                     {Framework::HfTrainer, "hf-trainer"})

#undef MEMLEDGER_ENUM_NAMES

std::string choiceList(const std::vector<std::string>& words)
{
    std::string out;
    for (std::size_t i = 0; i < words.size(); ++i) {
        if (i > 0)
            out += (i + 1 == words.size()) ? " or " : ", ";
        out += words[i];
    }
    return out;
}

}  // namespace memledger::model
