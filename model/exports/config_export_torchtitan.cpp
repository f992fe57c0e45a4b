// A torchtitan job config (TOML), keys as torchtitan/config/job_config.py spells them at
// pytorch/torchtitan @ 238fa99, the last commit whose jobs are TOML files (later ones are
// Python dataclass registries). The model is named by its flavor (model/core/preset_names.h),
// whose dimensions are the preset's.
#include <algorithm>
#include <cstdint>
#include <string>
#include <vector>

#include "model/core/enum_names.h"
#include "model/core/framework.h"
#include "model/core/preset_names.h"
#include "model/exports/config_export_writers.h"
#include "model/exports/toml_writer.h"

namespace memledger::model::exports {

namespace {

// torch.distributed.pipelining's names (schedules.py get_schedule_class); GPipe over
// several stages a rank is LoopedBFS.
const char* torchtitanSchedule(const Parallelism& p)
{
    switch (p.schedule) {
    case PipelineSchedule::GPipe: return p.vpp > 1 ? "LoopedBFS" : "GPipe";
    case PipelineSchedule::Zbv: return "ZBVZeroBubble";
    case PipelineSchedule::DualPipeV: return "DualPipeV";
    case PipelineSchedule::OneFOneB:
    case PipelineSchedule::ZeroBubbleH1:
    case PipelineSchedule::DualPipe: break;
    }
    return p.vpp > 1 ? "Interleaved1F1B" : "1F1B";
}

void writeModel(const Scenario& s, const NamedModel& named, FieldCoverage& cover, TomlWriter& toml)
{
    toml.table("model");
    // torchao's Float8Linear swapped in by the float8 converter ([quantize.linear.float8] below).
    if (s.training.float8)
        toml.value("converters", std::vector<std::string>{"float8"});
    cover.carry({"training.float8"});
    const auto flavor = torchtitanFlavorFor(named.id);
    if (!flavor) {
        toml.comment("No torchtitan flavor has this model's dimensions: set name and flavor to one you register.");
        cover.loseAll("architecture.",
                      MEMLEDGER_TRANSLATABLE("Export", "no torchtitan model flavor (llama3, qwen3, deepseek_v3) has "
                                                       "%1's dimensions; register one and set [model] name and "
                                                       "flavor"),
                      {titleArgument(s)});
        return;
    }
    toml.value("name", flavor->name);
    toml.value("flavor", flavor->flavor);
    // The flavor fixes every dimension; dropout is not in it.
    coverNamedModel(s, named, cover);
    cover.lose("architecture.dropout", MEMLEDGER_TRANSLATABLE("Export", "torchtitan's models have no dropout"));
}

void writeTraining(const Scenario& s, bool sharded, FieldCoverage& cover, TomlWriter& toml)
{
    const auto& t = s.training;
    toml.table("training");
    // With pipelining, local_batch_size is a rank's whole step, cut into micro-batches of
    // pipeline_parallel_microbatch_size; without, accumulation fills the global batch.
    const std::int64_t local = s.parallel.pp > 1 ? t.microBatch * s.gradAccumSteps() : t.microBatch;
    toml.value("local_batch_size", local);
    toml.value("global_batch_size", s.globalBatch());
    toml.value("seq_len", t.seq);
    cover.carry({"training.micro_batch", "training.grad_accum", "training.global_batch", "training.seq", "training.precision"});
    cover.lose("training.seq_mean",
               MEMLEDGER_TRANSLATABLE("Export", "torchtitan's datasets fill every sequence to seq_len"));
    // mixed_precision_param is applied by fully_shard when weights are sharded (bf16 compute
    // copies of fp32 shards) and by torch.autocast otherwise (fp32 weights).
    const bool pure = t.precision == Precision::Bf16Pure;
    toml.value("mixed_precision_param", t.precision == Precision::Fp32 ? "float32" : "bfloat16");
    toml.value("dtype", pure ? "bfloat16" : "float32");
    if (t.precision == Precision::Fp16Mixed)
        cover.lose("training.precision",
                   MEMLEDGER_TRANSLATABLE("Export", "torchtitan trains in bf16 or fp32, not fp16: written as bf16 "
                                                    "mixed precision"));
    else if (t.precision == Precision::Bf16Amp && sharded)
        cover.lose("training.precision",
                   MEMLEDGER_TRANSLATABLE("Export", "with sharded weights torchtitan's FSDP computes with bf16 "
                                                    "copies of fp32 shards (bf16 mixed precision), not autocast"));
    else if (t.precision == Precision::Bf16Mixed && !sharded)
        cover.lose("training.precision",
                   MEMLEDGER_TRANSLATABLE("Export", "without sharded weights torchtitan applies mixed precision "
                                                    "through torch.autocast under plain data parallelism (fp32 "
                                                    "weights, bf16-amp), and not at all beside tensor or pipeline "
                                                    "parallelism"));
    const auto& off = s.memory.offload;
    const bool cpu = off.parameters == OffloadTarget::Cpu || off.optimizer == OffloadTarget::Cpu ||
                     off.gradients == OffloadTarget::Cpu;
    toml.value("enable_cpu_offload", cpu);
    // FSDP's CPU offload moves parameters, gradients and optimizer states together.
    const std::pair<const char*, OffloadTarget> parts[] = {{"memory.offload.parameters", off.parameters},
                                                           {"memory.offload.optimizer", off.optimizer},
                                                           {"memory.offload.gradients", off.gradients}};
    for (const auto& [key, target] : parts) {
        if (target == (cpu ? OffloadTarget::Cpu : OffloadTarget::None))
            cover.carry({key});
        else
            cover.lose(key, cpu ? MEMLEDGER_TRANSLATABLE("Export", "torchtitan offloads parameters, gradients and "
                                                               "optimizer states together (enable_cpu_offload = true)")
                                : MEMLEDGER_TRANSLATABLE("Export", "torchtitan offloads to CPU memory only"));
    }
}

void writeParallelism(const Scenario& s, FieldCoverage& cover, TomlWriter& toml)
{
    const auto& p = s.parallel;
    toml.table("parallelism");
    const Fsdp2Mesh mesh = fsdp2Mesh(s, cover);
    toml.value("data_parallel_replicate_degree", static_cast<std::int64_t>(mesh.replicate));
    toml.value("data_parallel_shard_degree", static_cast<std::int64_t>(mesh.shard));
    // "default" reshards unless pipelined; "always" says so under PP too.
    toml.value("fsdp_reshard_after_forward", !mesh.reshardAfterForward ? "never" : p.pp > 1 ? "always" : "default");
    if (p.fsdpMesh == FsdpMesh::DpCp || p.cp == 1)
        cover.carry({"parallel.fsdp_mesh"});
    else
        cover.lose("parallel.fsdp_mesh",
                   MEMLEDGER_TRANSLATABLE("Export", "torchtitan's FSDP always shards over dp_shard × cp"));
    cover.lose("parallel.distributed_optimizer",
               MEMLEDGER_TRANSLATABLE("Export", "torchtitan's FSDP shards the optimizer states with the weights"));

    toml.value("tensor_parallel_degree", static_cast<std::int64_t>(p.tp));
    cover.carry({"parallel.tp"});
    // torchtitan's tensor parallelism always shards the norms' activations along the sequence.
    if (p.tp == 1 || p.sp)
        cover.carry({"parallel.sp"});
    else
        cover.lose("parallel.sp",
                   MEMLEDGER_TRANSLATABLE("Export", "torchtitan's tensor parallelism always runs the norms "
                                                    "sequence-parallel"));

    toml.value("pipeline_parallel_degree", static_cast<std::int64_t>(p.pp));
    cover.carry({"parallel.pp"});
    if (p.pp > 1) {
        toml.value("pipeline_parallel_microbatch_size", s.training.microBatch);
        toml.value("pipeline_parallel_schedule", torchtitanSchedule(p));
        if (p.schedule == PipelineSchedule::ZeroBubbleH1 || p.schedule == PipelineSchedule::DualPipe)
            cover.lose("parallel.schedule",
                       MEMLEDGER_TRANSLATABLE("Export", "torch.distributed.pipelining has no %1 schedule; written as "
                                                        "1F1B"),
                       {{toString(p.schedule)}});
        else
            cover.carry({"parallel.schedule"});
        // torchtitan counts the embedding and the output projection as one layer each when it
        // splits the stages (first/last_stage_less_layers, 1 by default); the ledger splits the
        // decoder layers evenly, which these zeros ask for.
        toml.value("pipeline_parallel_first_stage_less_layers", std::int64_t{0});
        toml.value("pipeline_parallel_last_stage_less_layers", std::int64_t{0});
        if (p.vpp > 1 && s.arch.layers % (p.pp * p.vpp) == 0) {
            toml.value("pipeline_parallel_layers_per_stage", static_cast<std::int64_t>(s.arch.layers / (p.pp * p.vpp)));
            cover.carry({"parallel.vpp"});
        } else if (p.vpp > 1) {
            cover.lose("parallel.vpp",
                       MEMLEDGER_TRANSLATABLE("Export", "the layers do not divide evenly into PP × VPP stages"));
        }
    }
    toml.value("context_parallel_degree", static_cast<std::int64_t>(p.cp));
    toml.value("expert_parallel_degree", static_cast<std::int64_t>(p.ep));
    cover.carry({"parallel.cp", "parallel.ep"});
    // torchtitan splits experts by TP only without EP, and with EP by 1 or TP.
    const int etp = p.expertTp();
    if (!s.arch.moe.isMoe() || p.tp == 1 || (p.ep == 1 && etp == p.tp)) {
        cover.carry({"parallel.etp"});
    } else if (p.ep > 1 && (etp == 1 || etp == p.tp)) {
        toml.value("expert_tensor_parallel_degree", static_cast<std::int64_t>(etp));
        cover.carry({"parallel.etp"});
    } else {
        cover.lose("parallel.etp",
                   MEMLEDGER_TRANSLATABLE("Export", "torchtitan splits experts by 1 or by TP, and by TP only without "
                                                    "expert parallelism"));
    }
    if (!p.stageLayers.empty())
        cover.note("parallel.stage_layers",
                   MEMLEDGER_TRANSLATABLE("Export", "an uneven split is module_fqns_per_model_part in [parallelism]; "
                                                    "set it by hand"));
}

void writeMemory(const Scenario& s, FieldCoverage& cover, TomlWriter& toml)
{
    const auto& m = s.memory;
    toml.table("activation_checkpoint");
    switch (m.recompute) {
    case Recompute::None: toml.value("mode", "none"); break;
    case Recompute::Selective:
    case Recompute::Op:
        toml.value("mode", "selective");
        toml.value("selective_ac_option", "op");
        break;
    case Recompute::Full:
    case Recompute::Uniform:
    case Recompute::Block: toml.value("mode", "full"); break;
    }
    cover.carry({"memory.recompute"});
    if (m.recompute == Recompute::Selective)
        cover.lose("memory.recompute",
                   MEMLEDGER_TRANSLATABLE("Export", "written as torchtitan's per-op policy (op), which keeps more "
                                                    "than recomputing only the attention core"));
    if (m.recompute == Recompute::Uniform || m.recompute == Recompute::Block) {
        cover.lose("memory.recompute",
                   MEMLEDGER_TRANSLATABLE("Export", "written as full: torchtitan recomputes every layer, or every "
                                                    "n-th layer whole (selective_ac_option = \"n\"), not groups of "
                                                    "layers"));
        cover.lose("memory.recompute_layers", MEMLEDGER_TRANSLATABLE("Export", "see %1"), {{"memory.recompute"}});
    }
    // torch.compile fuses the model's element-wise kernels and recomputes the loss's softmax.
    std::vector<std::string> components;
    if (m.kernels == Kernels::Fused)
        components.emplace_back("model");
    if (s.training.compile)
        components.emplace_back("loss");
    toml.table("compile");
    toml.value("enable", !components.empty());
    toml.value("components", components.empty() ? std::vector<std::string>{"model", "loss"} : components);
    cover.carry({"memory.kernels", "training.compile"});
    if (m.attention == Attention::Flash)
        cover.carry({"memory.attention"});
    else
        cover.lose("memory.attention",
                   MEMLEDGER_TRANSLATABLE("Export", "torchtitan's attention is scaled_dot_product_attention (or "
                                                    "FlexAttention); eager attention is not an option"));
    cover.lose("memory.offload.activations",
               MEMLEDGER_TRANSLATABLE("Export", "torchtitan does not offload activations"));
    cover.loseAll("memory.lora.",
                  MEMLEDGER_TRANSLATABLE("Export", "torchtitan pre-trains and fine-tunes whole models; it has no "
                                                   "LoRA"));
}

void writeOptimizer(const Scenario& s, FieldCoverage& cover, TomlWriter& toml)
{
    toml.table("optimizer");
    toml.value("name", "AdamW");
    toml.value("implementation", toString(s.training.optimizerKernel));   // torchtitan's words: for-loop, foreach, fused
    cover.carry({"training.optimizer_kernel"});
    if (s.training.optimizer == Optimizer::AdamW)
        cover.carry({"training.optimizer"});
    else
        cover.lose("training.optimizer",
                   MEMLEDGER_TRANSLATABLE("Export", "torchtitan builds Adam or AdamW: written as AdamW"));
}

// The 2025 schema's float8 converter settings (the converter itself is named in [model]).
void writeFloat8(const Scenario& s, FieldCoverage& cover, TomlWriter& toml)
{
    cover.carry({"training.float8_all_gather"});
    if (!s.training.float8)
        return;
    toml.table("quantize.linear.float8");
    toml.value("enable_fsdp_float8_all_gather", s.training.float8AllGather);
    toml.value("filter_fqns", std::vector<std::string>{"output"});
}

}  // namespace

ConfigExport torchtitan(const Scenario& s, const NamedModel& named)
{
    FieldCoverage cover(s, "torchtitan");
    TomlWriter body;
    writeModel(s, named, cover, body);
    const bool sharded = s.parallel.fsdp != FsdpMode::None || s.parallel.zeroStage > 0 || s.parallel.cp > 1;
    writeTraining(s, sharded, cover, body);
    writeParallelism(s, cover, body);
    writeMemory(s, cover, body);
    writeOptimizer(s, cover, body);
    writeFloat8(s, cover, body);
    coverFramework(cover, Framework::Fsdp);
    ConfigExport out = cover.finish({});
    TomlWriter head;
    head.comment("torchtitan job config for " + titleOf(s) + " on " + worldText(s) + ".");
    head.comment("Run: torchrun " + launchText(s) + " -m torchtitan.train --job.config_file THIS.toml");
    std::string text = head.text() + lostComments(out.lost) + '\n' + body.text();
    out.text = std::move(text);
    return out;
}

}  // namespace memledger::model::exports
