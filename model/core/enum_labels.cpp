#include "model/core/enum_labels.h"

#include "model/core/translatable.h"

namespace memledger::model {

const char* enumLabel(MlpKind value)
{
    switch (value) {
    case MlpKind::Gelu: return MEMLEDGER_TRANSLATABLE("EnumLabel", "GELU");
    case MlpKind::SwiGlu: return MEMLEDGER_TRANSLATABLE("EnumLabel", "SwiGLU");
    case MlpKind::QuickGeGlu: return MEMLEDGER_TRANSLATABLE("EnumLabel", "quick GeGLU (gpt-oss)");
    }
    return "";
}

const char* enumLabel(NormKind value)
{
    switch (value) {
    case NormKind::LayerNorm: return MEMLEDGER_TRANSLATABLE("EnumLabel", "LayerNorm");
    case NormKind::RmsNorm: return MEMLEDGER_TRANSLATABLE("EnumLabel", "RMSNorm");
    }
    return "";
}

const char* enumLabel(PositionKind value)
{
    switch (value) {
    case PositionKind::Rope: return MEMLEDGER_TRANSLATABLE("EnumLabel", "Rotary (RoPE)");
    case PositionKind::Learned: return MEMLEDGER_TRANSLATABLE("EnumLabel", "Learned absolute");
    }
    return "";
}

const char* enumLabel(BlockStyle value)
{
    switch (value) {
    case BlockStyle::Gpt: return MEMLEDGER_TRANSLATABLE("EnumLabel", "GPT / Megatron");
    case BlockStyle::Llama: return MEMLEDGER_TRANSLATABLE("EnumLabel", "Llama");
    }
    return "";
}

const char* enumLabel(Precision value)
{
    switch (value) {
    case Precision::Fp32: return MEMLEDGER_TRANSLATABLE("EnumLabel", "FP32");
    case Precision::Bf16Mixed: return MEMLEDGER_TRANSLATABLE("EnumLabel", "BF16 mixed (FP32 master weights)");
    case Precision::Fp16Mixed: return MEMLEDGER_TRANSLATABLE("EnumLabel", "FP16 mixed (loss scaling)");
    case Precision::Bf16Amp: return MEMLEDGER_TRANSLATABLE("EnumLabel", "BF16 autocast (FP32 weights)");
    case Precision::Bf16Pure: return MEMLEDGER_TRANSLATABLE("EnumLabel", "Pure BF16 (no master weights)");
    }
    return "";
}

const char* enumLabel(Optimizer value)
{
    switch (value) {
    case Optimizer::AdamW: return MEMLEDGER_TRANSLATABLE("EnumLabel", "AdamW");
    case Optimizer::AdamW8bit: return MEMLEDGER_TRANSLATABLE("EnumLabel", "8-bit AdamW");
    case Optimizer::AdamW4bit: return MEMLEDGER_TRANSLATABLE("EnumLabel", "4-bit AdamW (torchao)");
    case Optimizer::SgdMomentum: return MEMLEDGER_TRANSLATABLE("EnumLabel", "SGD with momentum");
    case Optimizer::Sgd: return MEMLEDGER_TRANSLATABLE("EnumLabel", "SGD");
    case Optimizer::Adafactor: return MEMLEDGER_TRANSLATABLE("EnumLabel", "Adafactor");
    case Optimizer::Lion: return MEMLEDGER_TRANSLATABLE("EnumLabel", "Lion");
    case Optimizer::Muon: return MEMLEDGER_TRANSLATABLE("EnumLabel", "Muon (AdamW for embeddings, head and norms)");
    case Optimizer::Soap: return MEMLEDGER_TRANSLATABLE("EnumLabel", "SOAP (Megatron; AdamW for embeddings, head and norms)");
    case Optimizer::GaLore: return MEMLEDGER_TRANSLATABLE("EnumLabel", "GaLore (low-rank AdamW)");
    case Optimizer::Apollo: return MEMLEDGER_TRANSLATABLE("EnumLabel", "APOLLO (random low-rank AdamW)");
    case Optimizer::AdamMini: return MEMLEDGER_TRANSLATABLE("EnumLabel", "Adam-mini (one second moment per block)");
    case Optimizer::Shampoo: return MEMLEDGER_TRANSLATABLE("EnumLabel", "Shampoo (Distributed Shampoo, every block preconditioned)");
    case Optimizer::None: return MEMLEDGER_TRANSLATABLE("EnumLabel", "None (no optimizer states)");
    }
    return "";
}

const char* enumLabel(FsdpMode value)
{
    switch (value) {
    case FsdpMode::None: return MEMLEDGER_TRANSLATABLE("EnumLabel", "Off");
    case FsdpMode::FullShard: return MEMLEDGER_TRANSLATABLE("EnumLabel", "Full shard");
    case FsdpMode::ShardGradOp: return MEMLEDGER_TRANSLATABLE("EnumLabel", "Shard gradients and optimizer");
    case FsdpMode::HybridShard: return MEMLEDGER_TRANSLATABLE("EnumLabel", "Hybrid shard");
    }
    return "";
}

const char* enumLabel(Recompute value)
{
    switch (value) {
    case Recompute::None: return MEMLEDGER_TRANSLATABLE("EnumLabel", "None");
    case Recompute::Selective: return MEMLEDGER_TRANSLATABLE("EnumLabel", "Selective (attention core)");
    case Recompute::Full: return MEMLEDGER_TRANSLATABLE("EnumLabel", "Full (every layer)");
    case Recompute::Uniform: return MEMLEDGER_TRANSLATABLE("EnumLabel", "Uniform (groups of k layers)");
    case Recompute::Block: return MEMLEDGER_TRANSLATABLE("EnumLabel", "Block (N layers per stage)");
    case Recompute::Op: return MEMLEDGER_TRANSLATABLE("EnumLabel", "Per-op selective (torchtitan)");
    }
    return "";
}

const char* enumLabel(OptimizerKernel value)
{
    switch (value) {
    case OptimizerKernel::Foreach: return MEMLEDGER_TRANSLATABLE("EnumLabel", "foreach (multi-tensor)");
    case OptimizerKernel::Fused: return MEMLEDGER_TRANSLATABLE("EnumLabel", "Fused (fused=True)");
    case OptimizerKernel::ForLoop: return MEMLEDGER_TRANSLATABLE("EnumLabel", "Per-tensor loop (foreach=False)");
    }
    return "";
}

const char* enumLabel(PipelineSchedule value)
{
    switch (value) {
    case PipelineSchedule::OneFOneB: return MEMLEDGER_TRANSLATABLE("EnumLabel", "1F1B (interleaved with VPP > 1)");
    case PipelineSchedule::GPipe: return MEMLEDGER_TRANSLATABLE("EnumLabel", "GPipe (all forwards first)");
    case PipelineSchedule::ZeroBubbleH1: return MEMLEDGER_TRANSLATABLE("EnumLabel", "ZB-H1 zero bubble");
    case PipelineSchedule::Zbv: return MEMLEDGER_TRANSLATABLE("EnumLabel", "ZBV zero bubble (V, VPP 2)");
    case PipelineSchedule::DualPipe: return MEMLEDGER_TRANSLATABLE("EnumLabel", "DualPipe (two directions)");
    case PipelineSchedule::DualPipeV: return MEMLEDGER_TRANSLATABLE("EnumLabel", "DualPipeV (V, VPP 2)");
    }
    return "";
}

const char* enumLabel(StateDtype value)
{
    switch (value) {
    case StateDtype::Fp32: return MEMLEDGER_TRANSLATABLE("EnumLabel", "fp32 (4 bytes)");
    case StateDtype::Bf16: return MEMLEDGER_TRANSLATABLE("EnumLabel", "bf16 (2 bytes)");
    case StateDtype::Fp16: return MEMLEDGER_TRANSLATABLE("EnumLabel", "fp16 (2 bytes)");
    case StateDtype::Fp8: return MEMLEDGER_TRANSLATABLE("EnumLabel", "fp8 E4M3 (1 byte, scaled per tensor)");
    }
    return "";
}

const char* enumLabel(Fp8Recipe value)
{
    switch (value) {
    case Fp8Recipe::Off: return MEMLEDGER_TRANSLATABLE("EnumLabel", "Off (16-bit linears)");
    case Fp8Recipe::Delayed: return MEMLEDGER_TRANSLATABLE("EnumLabel", "FP8 delayed scaling");
    case Fp8Recipe::Tensorwise: return MEMLEDGER_TRANSLATABLE("EnumLabel", "FP8 current scaling (tensorwise)");
    case Fp8Recipe::Blockwise: return MEMLEDGER_TRANSLATABLE("EnumLabel", "FP8 blockwise (1×128, 128×128)");
    case Fp8Recipe::Mxfp8: return MEMLEDGER_TRANSLATABLE("EnumLabel", "MXFP8 (1×32 blocks)");
    case Fp8Recipe::Nvfp4: return MEMLEDGER_TRANSLATABLE("EnumLabel", "NVFP4 (1×16 blocks)");
    }
    return "";
}

const char* enumLabel(Loss value)
{
    switch (value) {
    case Loss::Unfused: return MEMLEDGER_TRANSLATABLE("EnumLabel", "Unfused (fp32 logits)");
    case Loss::Fused: return MEMLEDGER_TRANSLATABLE("EnumLabel", "Fused (Megatron vocab-parallel)");
    case Loss::Chunked: return MEMLEDGER_TRANSLATABLE("EnumLabel", "Chunked (torchtune)");
    case Loss::SelectiveLogSoftmax: return MEMLEDGER_TRANSLATABLE("EnumLabel", "Labels' log-probabilities (TRL)");
    }
    return "";
}

const char* enumLabel(Attention value)
{
    switch (value) {
    case Attention::Flash: return MEMLEDGER_TRANSLATABLE("EnumLabel", "FlashAttention");
    case Attention::Eager: return MEMLEDGER_TRANSLATABLE("EnumLabel", "Eager (scores materialised)");
    }
    return "";
}

const char* enumLabel(MoeDispatcher value)
{
    switch (value) {
    case MoeDispatcher::AllToAll: return MEMLEDGER_TRANSLATABLE("EnumLabel", "All-to-all");
    case MoeDispatcher::AllGather: return MEMLEDGER_TRANSLATABLE("EnumLabel", "All-gather (Megatron's default)");
    case MoeDispatcher::DeepEp: return MEMLEDGER_TRANSLATABLE("EnumLabel", "DeepEP (flex)");
    }
    return "";
}

const char* enumLabel(RolloutEngine value)
{
    switch (value) {
    case RolloutEngine::None: return MEMLEDGER_TRANSLATABLE("EnumLabel", "None (training only)");
    case RolloutEngine::Vllm: return MEMLEDGER_TRANSLATABLE("EnumLabel", "vLLM, colocated");
    case RolloutEngine::Sglang: return MEMLEDGER_TRANSLATABLE("EnumLabel", "SGLang, colocated");
    }
    return "";
}

const char* enumLabel(KvCacheDtype value)
{
    switch (value) {
    case KvCacheDtype::Auto: return MEMLEDGER_TRANSLATABLE("EnumLabel", "Model dtype (auto)");
    case KvCacheDtype::Fp8: return MEMLEDGER_TRANSLATABLE("EnumLabel", "FP8 (one byte)");
    }
    return "";
}

const char* enumLabel(TrainerOffload value)
{
    switch (value) {
    case TrainerOffload::None: return MEMLEDGER_TRANSLATABLE("EnumLabel", "Nothing (states stay on the GPU)");
    case TrainerOffload::Optimizer: return MEMLEDGER_TRANSLATABLE("EnumLabel", "Optimizer states");
    case TrainerOffload::OptimizerAndWeights:
        return MEMLEDGER_TRANSLATABLE("EnumLabel", "Optimizer states and parameters");
    }
    return "";
}

const char* enumLabel(ReferenceModel value)
{
    switch (value) {
    case ReferenceModel::None: return MEMLEDGER_TRANSLATABLE("EnumLabel", "None");
    case ReferenceModel::Policy: return MEMLEDGER_TRANSLATABLE("EnumLabel", "A frozen copy of the policy");
    }
    return "";
}

const char* enumLabel(CriticModel value)
{
    switch (value) {
    case CriticModel::None: return MEMLEDGER_TRANSLATABLE("EnumLabel", "None");
    case CriticModel::Policy: return MEMLEDGER_TRANSLATABLE("EnumLabel", "The policy's network with a value head");
    }
    return "";
}

const char* enumLabel(KdLoss value)
{
    switch (value) {
    case KdLoss::Forward: return MEMLEDGER_TRANSLATABLE("EnumLabel", "Forward KL (teacher ‖ student)");
    case KdLoss::Reverse: return MEMLEDGER_TRANSLATABLE("EnumLabel", "Reverse KL (student ‖ teacher)");
    case KdLoss::Symmetric: return MEMLEDGER_TRANSLATABLE("EnumLabel", "Symmetric KL (both)");
    }
    return "";
}

const char* enumLabel(Kernels value)
{
    switch (value) {
    case Kernels::Fused: return MEMLEDGER_TRANSLATABLE("EnumLabel", "Fused");
    case Kernels::Eager: return MEMLEDGER_TRANSLATABLE("EnumLabel", "Eager (unfused)");
    }
    return "";
}

const char* enumLabel(TransformerImpl value)
{
    switch (value) {
    case TransformerImpl::TransformerEngine: return MEMLEDGER_TRANSLATABLE("EnumLabel", "Transformer Engine");
    case TransformerImpl::Local: return MEMLEDGER_TRANSLATABLE("EnumLabel", "Megatron Core's own (local)");
    }
    return "";
}

const char* enumLabel(OffloadTarget value)
{
    switch (value) {
    case OffloadTarget::None: return MEMLEDGER_TRANSLATABLE("EnumLabel", "None (on the GPU)");
    case OffloadTarget::Cpu: return MEMLEDGER_TRANSLATABLE("EnumLabel", "CPU RAM");
    case OffloadTarget::Nvme: return MEMLEDGER_TRANSLATABLE("EnumLabel", "NVMe");
    }
    return "";
}

const char* enumLabel(Framework value)
{
    switch (value) {
    case Framework::Generic: return MEMLEDGER_TRANSLATABLE("EnumLabel", "Generic PyTorch");
    case Framework::Megatron: return MEMLEDGER_TRANSLATABLE("EnumLabel", "Megatron-LM");
    case Framework::DeepSpeed: return MEMLEDGER_TRANSLATABLE("EnumLabel", "DeepSpeed");
    case Framework::Fsdp: return MEMLEDGER_TRANSLATABLE("EnumLabel", "PyTorch FSDP");
    case Framework::HfTrainer: return MEMLEDGER_TRANSLATABLE("EnumLabel", "Hugging Face Trainer");
    }
    return "";
}

}  // namespace memledger::model
