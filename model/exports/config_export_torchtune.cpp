// torchtune command-line overrides (key=value, one per line) for `tune run`: keys as the
// recipes read them (recipes/full_finetune_distributed.py, lora_finetune_*.py), at
// pytorch/torchtune @ bd2a0fc. The model is named by its builder (model/core/preset_names.h),
// whose dimensions are the preset's.
// tune run splits each override at its one '=' (torchtune/config/_utils.py).
#include <algorithm>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "model/core/framework.h"
#include "model/core/preset_names.h"
#include "model/exports/config_export_writers.h"

namespace memledger::model::exports {

namespace {

// One override a line, as tune run takes them.
class Overrides : public KeyValues {
public:
    std::string text() const
    {
        std::string out;
        for (const auto& line : words())
            out += line + '\n';
        return out;
    }
};

// The model builder, and LoRA on top of it: which builder, rank, alpha, targets.
void writeModel(const Scenario& s, const NamedModel& named, const std::optional<TorchtuneBuilder>& builder,
                FieldCoverage& cover, Overrides& out)
{
    const Lora& lora = s.memory.lora;
    const std::string loraBuilder = builder ? "lora_" + builder->builder : std::string();
    if (builder) {
        std::string name = builder->builder;
        if (lora.qlora && builder->qlora)
            name = "qlora_" + builder->builder;
        else if (lora.enabled())
            name = loraBuilder;
        out.set("model._component_", "torchtune.models." + builder->module + '.' + name);
        // The builder fixes every dimension; dropout is LoRA's alone.
        coverNamedModel(s, named, cover);
        cover.lose("architecture.dropout",
                   MEMLEDGER_TRANSLATABLE("Export", "torchtune's builders have no dropout but LoRA's"));
        if (lora.qlora && !builder->qlora)
            cover.lose("memory.lora.qlora",
                       MEMLEDGER_TRANSLATABLE("Export", "torchtune has no QLoRA builder for this model: written as "
                                                        "LoRA (%1), with a 16-bit base"),
                       {{loraBuilder}});
    } else {
        cover.loseAll("architecture.",
                      MEMLEDGER_TRANSLATABLE("Export", "no torchtune model builder has %1's dimensions; set "
                                                       "model._component_ to one that has"),
                      {titleArgument(s)});
    }
    if (!lora.enabled())
        return;
    if (!builder)
        cover.loseAll("memory.lora.",
                      MEMLEDGER_TRANSLATABLE("Export", "torchtune's LoRA comes with the model builder (lora_… or "
                                                       "qlora_…), which model._component_ names"));
    out.set("model.lora_rank", lora.rank);
    out.set("model.lora_alpha", 2 * static_cast<std::int64_t>(lora.rank));  // torchtune's configs: alpha = 2 × rank
    out.set("model.lora_attn_modules", "[q_proj,k_proj,v_proj,output_proj]");
    out.flag("model.apply_lora_to_mlp", !lora.attentionOnly);
    out.flag("model.apply_lora_to_output", false);
    if (!builder)
        return;
    cover.carry({"memory.lora.rank", "memory.lora.attention_only"});
    if (!lora.qlora || builder->qlora)
        cover.carry({"memory.lora.qlora"});
    // torchao's NF4 tensors quantise their scales again, as QLoRA's double quantisation does.
    if (lora.doubleQuant)
        cover.carry({"memory.lora.double_quant"});
    else
        cover.lose("memory.lora.double_quant",
                   MEMLEDGER_TRANSLATABLE("Export", "torchtune's NF4 weights always quantise their scales again"));
}

void writeTraining(const Scenario& s, FieldCoverage& cover, Overrides& out)
{
    const auto& t = s.training;
    out.set("batch_size", t.microBatch);
    out.set("gradient_accumulation_steps", s.gradAccumSteps());
    out.set("tokenizer.max_seq_len", t.seq);
    cover.carry({"training.micro_batch", "training.grad_accum", "training.global_batch", "training.seq", "training.precision"});
    // Unpacked, each batch is padded to its longest sample: its mean follows from the data.
    out.flag("dataset.packed", t.seqMean == 0);
    if (t.seqMean == 0)
        cover.carry({"training.seq_mean"});
    else
        cover.lose("training.seq_mean",
                   MEMLEDGER_TRANSLATABLE("Export", "written as dataset.packed=False: the mean padded length follows "
                                                    "from the data, not from a setting"));
    cover.lose("training.float8",
               MEMLEDGER_TRANSLATABLE("Export", "torchtune's recipes have no float8 training setting"));
    // torchtune's dtype=bf16 puts weights, gradients and optimizer states in bf16 with no
    // fp32 master copy; fp16 it refuses.
    out.set("dtype", t.precision == Precision::Fp32 ? "fp32" : "bf16");
    if (t.precision != Precision::Fp32 && t.precision != Precision::Bf16Pure)
        cover.lose("training.precision",
                   MEMLEDGER_TRANSLATABLE("Export", "written as dtype=bf16: torchtune trains in pure bf16 (no fp32 "
                                                    "master weights) or in fp32"));
    const char* component = nullptr;
    switch (t.optimizer) {
    case Optimizer::AdamW: component = "torch.optim.AdamW"; break;
    case Optimizer::AdamW8bit: component = "bitsandbytes.optim.AdamW8bit"; break;
    case Optimizer::AdamW4bit: component = "torchao.optim.AdamW4bit"; break;
    case Optimizer::SgdMomentum:
    case Optimizer::Sgd: component = "torch.optim.SGD"; break;
    case Optimizer::Adafactor: component = "torch.optim.Adafactor"; break;
    case Optimizer::Lion:
    case Optimizer::Muon:
    case Optimizer::Soap:
    case Optimizer::GaLore:
    case Optimizer::Apollo:
    case Optimizer::AdamMini:
    case Optimizer::Shampoo:
    case Optimizer::None:
        cover.lose("training.optimizer",
                   MEMLEDGER_TRANSLATABLE("Export", "set optimizer._component_ to an optimizer class of your own"));
        return;
    }
    const bool paged = t.pagedOptimizer && (t.optimizer == Optimizer::AdamW || t.optimizer == Optimizer::AdamW8bit);
    if (paged)
        component = t.optimizer == Optimizer::AdamW ? "bitsandbytes.optim.PagedAdamW" : "bitsandbytes.optim.PagedAdamW8bit";
    out.set("optimizer._component_", component);
    cover.carry({"training.paged_optimizer"});
    if (t.optimizer == Optimizer::AdamW)
        out.flag("optimizer.fused", t.optimizerKernel == OptimizerKernel::Fused);
    if (t.optimizer == Optimizer::AdamW && t.optimizerKernel == OptimizerKernel::ForLoop)
        out.flag("optimizer.foreach", false);
    // Without an argument PyTorch's optimizers pick foreach on CUDA.
    if (t.optimizer == Optimizer::AdamW || t.optimizerKernel == OptimizerKernel::Foreach)
        cover.carry({"training.optimizer_kernel"});
    else
        cover.lose("training.optimizer_kernel",
                   MEMLEDGER_TRANSLATABLE("Export", "written without fused or foreach, which only torch.optim.AdamW "
                                                    "is given here: the optimizer picks its own"));
    out.flag("optimizer_in_bwd", t.optimizerInBackward);
    cover.carry({"training.optimizer_in_backward"});
    if (t.optimizer == Optimizer::SgdMomentum)
        out.set("optimizer.momentum", "0.9");
    if (t.optimizer == Optimizer::AdamW8bit || t.optimizer == Optimizer::AdamW4bit || t.optimizer == Optimizer::Adafactor)
        cover.note("optimizer.fused",
                   MEMLEDGER_TRANSLATABLE("Export", "this optimizer takes no fused argument; add ~optimizer.fused when "
                                                    "the base config sets it"));
    cover.carry({"training.optimizer"});
}

void writeMemory(const Scenario& s, bool distributed, FieldCoverage& cover, Overrides& out)
{
    const auto& m = s.memory;
    // The loss component: the chunked cross-entropy with its chunk count, or plain
    // CrossEntropyLoss; Megatron's fused loss has no torchtune component and is reported lost.
    if (s.training.loss == Loss::Chunked) {
        out.set("loss._component_", "torchtune.modules.loss.CEWithChunkedOutputLoss");
        out.set("loss.num_output_chunks", s.training.lossChunks);
        cover.carry({"training.loss", "training.loss_chunks"});
    } else if (s.training.loss == Loss::Unfused) {
        out.set("loss._component_", "torch.nn.CrossEntropyLoss");
        cover.carry({"training.loss"});
    }
    const bool partial = m.recompute == Recompute::Selective || m.recompute == Recompute::Op;
    const bool perOp = partial && distributed;
    out.flag("enable_activation_checkpointing", m.recompute != Recompute::None && !perOp);
    if (perOp) {  // full_finetune_distributed: ac_mode and ac_option, with the flag off
        out.set("ac_mode", "selective");
        out.set("ac_option", "op");
    }
    cover.carry({"memory.recompute"});
    if (partial && !distributed)
        cover.lose("memory.recompute",
                   MEMLEDGER_TRANSLATABLE("Export", "the single-device recipes checkpoint whole layers only: written "
                                                    "as full recomputation"));
    else if (m.recompute == Recompute::Selective)
        cover.lose("memory.recompute",
                   MEMLEDGER_TRANSLATABLE("Export", "torchtune has no attention-core-only policy: written as its "
                                                    "per-op policy (ac_option=op), which recomputes more and keeps "
                                                    "less"));
    if (m.recompute == Recompute::Uniform || m.recompute == Recompute::Block) {
        cover.lose("memory.recompute",
                   MEMLEDGER_TRANSLATABLE("Export", "written as enable_activation_checkpointing=True, which "
                                                    "recomputes every layer"));
        cover.lose("memory.recompute_layers", MEMLEDGER_TRANSLATABLE("Export", "see %1"), {{"memory.recompute"}});
    }
    const bool offloadActivations = m.offload.activations == OffloadTarget::Cpu && m.recompute != Recompute::None;
    out.flag("enable_activation_offloading", offloadActivations);
    if (offloadActivations || m.offload.activations == OffloadTarget::None)
        cover.carry({"memory.offload.activations"});
    else
        cover.lose("memory.offload.activations",
                   MEMLEDGER_TRANSLATABLE("Export", "torchtune offloads checkpointed activations to CPU memory only"));
    // compile=True compiles every layer and the loss: fused element-wise kernels and a compiled loss.
    out.flag("compile", s.training.compile);
    cover.carry({"training.compile"});
    if ((m.kernels == Kernels::Fused) == s.training.compile)
        cover.carry({"memory.kernels"});
    else
        cover.lose("memory.kernels",
                   MEMLEDGER_TRANSLATABLE("Export", "torchtune compiles the layers and the loss together: written as "
                                                    "compile=%1"),
                   {{s.training.compile ? "True" : "False"}});
    if (m.attention == Attention::Flash)
        cover.carry({"memory.attention"});
    else
        cover.lose("memory.attention",
                   MEMLEDGER_TRANSLATABLE("Export", "torchtune's attention is scaled_dot_product_attention; eager "
                                                    "attention is not an option"));
}

// The distributed recipes' FSDP2 and device mesh; the single-device ones have neither.
void writeParallelism(const Scenario& s, bool distributed, FieldCoverage& cover, Overrides& out)
{
    const auto& p = s.parallel;
    const auto& off = s.memory.offload;
    cover.carry({"parallel.dp"});
    const bool cpu = off.parameters == OffloadTarget::Cpu || off.optimizer == OffloadTarget::Cpu ||
                     off.gradients == OffloadTarget::Cpu;
    const std::pair<const char*, OffloadTarget> parts[] = {{"memory.offload.parameters", off.parameters},
                                                           {"memory.offload.optimizer", off.optimizer},
                                                           {"memory.offload.gradients", off.gradients}};
    for (const auto& [key, target] : parts) {
        if (target == (cpu && distributed ? OffloadTarget::Cpu : OffloadTarget::None))
            cover.carry({key});
        else
            cover.lose(key, distributed ? MEMLEDGER_TRANSLATABLE("Export", "torchtune's fsdp_cpu_offload moves "
                                                                       "parameters, gradients and optimizer states "
                                                                       "to CPU memory together")
                                        : MEMLEDGER_TRANSLATABLE("Export", "the single-device recipes do not offload"));
    }
    // The single-device recipes neither shard nor split the model: no setting says so.
    if (!distributed) {
        cover.carry({"parallel.tp", "parallel.cp", "parallel.sp"});
        return;
    }
    out.flag("fsdp_cpu_offload", cpu);
    const Fsdp2Mesh mesh = fsdp2Mesh(s, cover);
    out.set("data_parallel_replicate_dim", mesh.replicate);
    out.set("data_parallel_shard_dim", mesh.shard);
    out.flag("fsdp_reshard_after_forward", mesh.reshardAfterForward);
    out.set("tensor_parallel_dim", p.tp);
    out.set("context_parallel_dim", p.cp);
    cover.carry({"parallel.tp", "parallel.cp"});
    // torchtune's ParallelDims flattens dp_shard and cp into the mesh FSDP shards over.
    if (p.fsdpMesh == FsdpMesh::DpCp || p.cp == 1)
        cover.carry({"parallel.fsdp_mesh"});
    else
        cover.lose("parallel.fsdp_mesh",
                   MEMLEDGER_TRANSLATABLE("Export", "torchtune's FSDP always shards over dp_shard × cp"));
    // torchtune's tensor-parallel plans run the norms sequence-parallel.
    if (p.tp == 1 || p.sp)
        cover.carry({"parallel.sp"});
    else
        cover.lose("parallel.sp",
                   MEMLEDGER_TRANSLATABLE("Export", "torchtune's tensor-parallel plans always run the norms "
                                                    "sequence-parallel"));
}

// A distillation job's teacher and divergence (recipes/knowledge_distillation_*.py, which
// train LoRA adapters of the student): the teacher by its builder, the kd_loss in the
// cross-entropy's chunks.
void writeTeacher(const Scenario& s, FieldCoverage& cover, Overrides& out)
{
    const Teacher& teacher = s.teacher;
    if (!teacher.enabled())
        return;
    const auto builder = torchtuneBuilderFor(teacher.modelId);
    if (!builder) {
        cover.lose("teacher.kd_loss",
                   MEMLEDGER_TRANSLATABLE("Export", "torchtune has no builder of the teacher %1: name it in "
                                                    "teacher_model"),
                   {{teacher.modelId}});
        return;
    }
    out.set("teacher_model._component_", "torchtune.models." + builder->module + '.' + builder->builder);
    const char* kind = teacher.loss == KdLoss::Reverse     ? "ReverseKL"
                       : teacher.loss == KdLoss::Symmetric ? "SymmetricKL"
                                                           : "ForwardKL";
    const bool chunked = s.training.loss == Loss::Chunked;
    out.set("kd_loss._component_",
            std::string("torchtune.modules.loss.") + kind + (chunked ? "WithChunkedOutputLoss" : "Loss"));
    if (chunked)
        out.set("kd_loss.num_output_chunks", s.training.lossChunks);
    cover.carry({"teacher.kd_loss"});
    // The recipe offloads the teacher with the student's fsdp_cpu_offload, never alone.
    cover.carryIf(teacher.offload == (s.memory.offload.parameters == OffloadTarget::Cpu), "teacher.offload",
                  MEMLEDGER_TRANSLATABLE("Export", "torchtune offloads the teacher with the student's "
                                                   "fsdp_cpu_offload, not on its own"));
    if (!s.memory.lora.enabled())
        cover.note("knowledge_distillation_*",
                   MEMLEDGER_TRANSLATABLE("Export", "torchtune's distillation recipes train LoRA adapters of the "
                                                    "student; a full fine-tune of it needs a recipe of your own"));
}

}  // namespace

ConfigExport torchtune(const Scenario& s, const NamedModel& named)
{
    FieldCoverage cover(s, "torchtune");
    const bool distributed = s.worldSize() > 1;
    const auto builder = torchtuneBuilderFor(named.id);
    Overrides out;
    writeModel(s, named, builder, cover, out);
    writeTraining(s, cover, out);
    writeMemory(s, distributed, cover, out);
    writeParallelism(s, distributed, cover, out);
    writeTeacher(s, cover, out);
    cover.lose("parallel.pp", MEMLEDGER_TRANSLATABLE("Export", "torchtune has no pipeline parallelism"));
    cover.lose("parallel.ep", MEMLEDGER_TRANSLATABLE("Export", "torchtune has no expert parallelism"));
    cover.lose("parallel.etp", MEMLEDGER_TRANSLATABLE("Export", "torchtune has no expert parallelism"));
    cover.lose("parallel.distributed_optimizer",
               MEMLEDGER_TRANSLATABLE("Export", "torchtune's FSDP shards the optimizer states with the weights"));
    coverFramework(cover, Framework::Fsdp);
    ConfigExport result = cover.finish({});
    const bool lora = s.memory.lora.enabled();
    const bool distilled = s.teacher.enabled();
    const std::string recipe =
        std::string(distilled ? "knowledge_distillation_" : lora ? "lora_finetune_" : "full_finetune_") +
        (distributed ? "distributed" : "single_device");
    // The distillation configs are named by both models (llama3_2/8B_to_1B_KD_lora_single_device).
    const std::string config = builder && !builder->configs.empty() && !distilled
                                   ? builder->configs +
                                         (s.memory.lora.qlora && builder->qlora ? "_qlora" : lora ? "_lora" : "_full") +
                                         (distributed ? "" : "_single_device")
                                   : std::string("CONFIG");
    result.text = "# torchtune overrides for " + titleOf(s) + " on " + worldText(s) + ".\n# Run: tune run " +
                  (distributed ? launchText(s) + ' ' : std::string()) + recipe +
                  " --config " + config + " followed by these key=value overrides\n" +
                  "# (or a config of your own for this model).\n" + lostComments(result.lost) + out.text();
    return result;
}

}  // namespace memledger::model::exports
