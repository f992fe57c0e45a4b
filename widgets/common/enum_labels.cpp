#include "widgets/common/enum_labels.h"

#include <QCoreApplication>

namespace memledger::widgets {

using namespace model;

const char* enumLabel(MlpKind value)
{
    switch (value) {
    case MlpKind::Gelu: return QT_TRANSLATE_NOOP("EnumLabel", "GELU");
    case MlpKind::SwiGlu: return QT_TRANSLATE_NOOP("EnumLabel", "SwiGLU");
    }
    return "";
}

const char* enumLabel(NormKind value)
{
    switch (value) {
    case NormKind::LayerNorm: return QT_TRANSLATE_NOOP("EnumLabel", "LayerNorm");
    case NormKind::RmsNorm: return QT_TRANSLATE_NOOP("EnumLabel", "RMSNorm");
    }
    return "";
}

const char* enumLabel(PositionKind value)
{
    switch (value) {
    case PositionKind::Rope: return QT_TRANSLATE_NOOP("EnumLabel", "Rotary (RoPE)");
    case PositionKind::Learned: return QT_TRANSLATE_NOOP("EnumLabel", "Learned absolute");
    }
    return "";
}

const char* enumLabel(BlockStyle value)
{
    switch (value) {
    case BlockStyle::Gpt: return QT_TRANSLATE_NOOP("EnumLabel", "GPT / Megatron");
    case BlockStyle::Llama: return QT_TRANSLATE_NOOP("EnumLabel", "Llama");
    }
    return "";
}

const char* enumLabel(Precision value)
{
    switch (value) {
    case Precision::Fp32: return QT_TRANSLATE_NOOP("EnumLabel", "FP32");
    case Precision::Bf16Mixed: return QT_TRANSLATE_NOOP("EnumLabel", "BF16 mixed (FP32 master weights)");
    case Precision::Fp16Mixed: return QT_TRANSLATE_NOOP("EnumLabel", "FP16 mixed (loss scaling)");
    case Precision::Bf16Amp: return QT_TRANSLATE_NOOP("EnumLabel", "BF16 autocast (FP32 weights)");
    case Precision::Bf16Pure: return QT_TRANSLATE_NOOP("EnumLabel", "Pure BF16 (no master weights)");
    }
    return "";
}

const char* enumLabel(Optimizer value)
{
    switch (value) {
    case Optimizer::AdamW: return QT_TRANSLATE_NOOP("EnumLabel", "AdamW");
    case Optimizer::AdamW8bit: return QT_TRANSLATE_NOOP("EnumLabel", "8-bit AdamW");
    case Optimizer::SgdMomentum: return QT_TRANSLATE_NOOP("EnumLabel", "SGD with momentum");
    case Optimizer::Sgd: return QT_TRANSLATE_NOOP("EnumLabel", "SGD");
    case Optimizer::Adafactor: return QT_TRANSLATE_NOOP("EnumLabel", "Adafactor");
    case Optimizer::Lion: return QT_TRANSLATE_NOOP("EnumLabel", "Lion");
    case Optimizer::None: return QT_TRANSLATE_NOOP("EnumLabel", "None (no optimizer states)");
    }
    return "";
}

const char* enumLabel(FsdpMode value)
{
    switch (value) {
    case FsdpMode::None: return QT_TRANSLATE_NOOP("EnumLabel", "Off");
    case FsdpMode::FullShard: return QT_TRANSLATE_NOOP("EnumLabel", "Full shard");
    case FsdpMode::ShardGradOp: return QT_TRANSLATE_NOOP("EnumLabel", "Shard gradients and optimizer");
    case FsdpMode::HybridShard: return QT_TRANSLATE_NOOP("EnumLabel", "Hybrid shard");
    }
    return "";
}

const char* enumLabel(Recompute value)
{
    switch (value) {
    case Recompute::None: return QT_TRANSLATE_NOOP("EnumLabel", "None");
    case Recompute::Selective: return QT_TRANSLATE_NOOP("EnumLabel", "Selective (attention core)");
    case Recompute::Full: return QT_TRANSLATE_NOOP("EnumLabel", "Full (every layer)");
    case Recompute::Uniform: return QT_TRANSLATE_NOOP("EnumLabel", "Uniform (groups of k layers)");
    case Recompute::Block: return QT_TRANSLATE_NOOP("EnumLabel", "Block (N layers per stage)");
    case Recompute::Op: return QT_TRANSLATE_NOOP("EnumLabel", "Per-op selective (torchtitan)");
    }
    return "";
}

const char* enumLabel(OptimizerKernel value)
{
    switch (value) {
    case OptimizerKernel::Foreach: return QT_TRANSLATE_NOOP("EnumLabel", "foreach (multi-tensor)");
    case OptimizerKernel::Fused: return QT_TRANSLATE_NOOP("EnumLabel", "Fused (fused=True)");
    case OptimizerKernel::ForLoop: return QT_TRANSLATE_NOOP("EnumLabel", "Per-tensor loop (foreach=False)");
    }
    return "";
}

const char* enumLabel(Loss value)
{
    switch (value) {
    case Loss::Unfused: return QT_TRANSLATE_NOOP("EnumLabel", "Unfused (fp32 logits)");
    case Loss::Fused: return QT_TRANSLATE_NOOP("EnumLabel", "Fused (Megatron vocab-parallel)");
    case Loss::Chunked: return QT_TRANSLATE_NOOP("EnumLabel", "Chunked (torchtune)");
    }
    return "";
}

const char* enumLabel(Attention value)
{
    switch (value) {
    case Attention::Flash: return QT_TRANSLATE_NOOP("EnumLabel", "FlashAttention");
    case Attention::Eager: return QT_TRANSLATE_NOOP("EnumLabel", "Eager (scores materialised)");
    }
    return "";
}

const char* enumLabel(Kernels value)
{
    switch (value) {
    case Kernels::Fused: return QT_TRANSLATE_NOOP("EnumLabel", "Fused");
    case Kernels::Eager: return QT_TRANSLATE_NOOP("EnumLabel", "Eager (unfused)");
    }
    return "";
}

const char* enumLabel(OffloadTarget value)
{
    switch (value) {
    case OffloadTarget::None: return QT_TRANSLATE_NOOP("EnumLabel", "None (on the GPU)");
    case OffloadTarget::Cpu: return QT_TRANSLATE_NOOP("EnumLabel", "CPU RAM");
    case OffloadTarget::Nvme: return QT_TRANSLATE_NOOP("EnumLabel", "NVMe");
    }
    return "";
}

const char* enumLabel(Framework value)
{
    switch (value) {
    case Framework::Generic: return QT_TRANSLATE_NOOP("EnumLabel", "Generic PyTorch");
    case Framework::Megatron: return QT_TRANSLATE_NOOP("EnumLabel", "Megatron-LM");
    case Framework::DeepSpeed: return QT_TRANSLATE_NOOP("EnumLabel", "DeepSpeed");
    case Framework::Fsdp: return QT_TRANSLATE_NOOP("EnumLabel", "PyTorch FSDP");
    case Framework::HfTrainer: return QT_TRANSLATE_NOOP("EnumLabel", "Hugging Face Trainer");
    }
    return "";
}

QString translatedEnumLabel(const char* label)
{
    return QCoreApplication::translate("EnumLabel", label);
}

}  // namespace memledger::widgets
