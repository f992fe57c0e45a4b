// DeepSpeed's ds_config.json. Keys as deepspeed/runtime/constants.py and
// deepspeed/runtime/zero/config.py spell them (deepspeedai/DeepSpeed @ ac2f3a3); the
// precision keys of recent releases (torch_autocast, bf16_master_weights_and_grads) as
// deepspeed/runtime/constants.py @ 029f12b. JSON has no comments: what the file cannot
// say is only in `lost`.
#include <nlohmann/json.hpp>

#include "model/core/framework.h"
#include "model/core/untrusted_json.h"
#include "model/exports/config_export_writers.h"

namespace memledger::model::exports {

namespace {

using Json = nlohmann::ordered_json;

const char* deviceOf(OffloadTarget target) { return target == OffloadTarget::Nvme ? "nvme" : "cpu"; }

void writePrecision(const Scenario& s, FieldCoverage& cover, Json& ds)
{
    cover.carry({"training.precision"});
    switch (s.training.precision) {
    case Precision::Fp32: break;  // DeepSpeed's default
    case Precision::Bf16Mixed: ds["bf16"] = {{"enabled", true}}; break;
    case Precision::Fp16Mixed: ds["fp16"] = {{"enabled", true}}; break;
    case Precision::Bf16Amp:
        ds["torch_autocast"] = {{"enabled", true}, {"dtype", "bfloat16"}};
        cover.lose("training.precision",
                   MEMLEDGER_TRANSLATABLE("Export", "written as torch_autocast (fp32 weights, bf16 compute), which "
                                                    "only recent DeepSpeed releases read; older ones train in fp32"));
        break;
    case Precision::Bf16Pure:
        ds["bf16"] = {{"enabled", true}, {"bf16_master_weights_and_grads", true}, {"bf16_optimizer_states", true}};
        cover.lose("training.precision",
                   MEMLEDGER_TRANSLATABLE("Export", "written as bf16 with bf16_master_weights_and_grads and "
                                                    "bf16_optimizer_states, which only recent DeepSpeed releases "
                                                    "read; older ones keep fp32 master weights and optimizer states"));
        break;
    }
}

// DeepSpeed names its own optimizers in lower case and takes any other name from
// torch.optim (runtime/engine.py _configure_basic_optimizer).
void writeOptimizer(const Scenario& s, FieldCoverage& cover, Json& ds)
{
    const char* type = nullptr;
    Json params = Json::object();
    switch (s.training.optimizer) {
    case Optimizer::AdamW: type = "AdamW"; break;
    case Optimizer::Lion: type = "Lion"; break;
    case Optimizer::SgdMomentum:
        type = "SGD";
        params["momentum"] = 0.9;
        break;
    case Optimizer::Sgd: type = "SGD"; break;
    case Optimizer::Adafactor: type = "Adafactor"; break;  // torch.optim.Adafactor, PyTorch 2.5 and later
    case Optimizer::AdamW8bit:
        cover.lose("training.optimizer",
                   MEMLEDGER_TRANSLATABLE("Export", "ds_config.json names no 8-bit optimizer: pass bitsandbytes' "
                                                    "AdamW8bit to deepspeed.initialize(optimizer=...)"));
        return;
    case Optimizer::AdamW4bit:
        cover.lose("training.optimizer",
                   MEMLEDGER_TRANSLATABLE("Export", "ds_config.json names no 4-bit optimizer: pass torchao's "
                                                    "AdamW4bit to deepspeed.initialize(optimizer=...)"));
        return;
    case Optimizer::Muon:
        cover.lose("training.optimizer",
                   MEMLEDGER_TRANSLATABLE("Export", "no Muon section is written: pass Muon with its AdamW groups to "
                                                    "deepspeed.initialize(optimizer=...)"));
        return;
    case Optimizer::Soap:
        cover.lose("training.optimizer",
                   MEMLEDGER_TRANSLATABLE("Export", "SOAP is Megatron-LM's here: ds_config.json names no SOAP"));
        return;
    case Optimizer::GaLore:
    case Optimizer::Apollo:
        cover.lose("training.optimizer",
                   MEMLEDGER_TRANSLATABLE("Export", "ds_config.json names no low-rank optimizer: pass GaLoreAdamW or "
                                                    "APOLLOAdamW with its projected parameter group to "
                                                    "deepspeed.initialize(optimizer=...)"));
        return;
    case Optimizer::Shampoo:
        cover.lose("training.optimizer",
                   MEMLEDGER_TRANSLATABLE("Export", "ds_config.json names no Shampoo, and ZeRO's flat partitions hide "
                                                    "the shapes it preconditions: train it with DDP or FSDP"));
        return;
    case Optimizer::AdamMini:
        cover.lose("training.optimizer",
                   MEMLEDGER_TRANSLATABLE("Export", "ds_config.json names no Adam-mini: pass Adam_mini to "
                                                    "deepspeed.initialize(optimizer=...), or use_adam_mini in "
                                                    "LLaMA-Factory"));
        return;
    case Optimizer::None:
        cover.lose("training.optimizer", MEMLEDGER_TRANSLATABLE("Export", "no optimizer section is written"));
        return;
    }
    cover.carry({"training.optimizer"});
    // DeepSpeed builds its own fused Adam for an "Adam"/"AdamW" optimizer block.
    if (s.training.optimizerKernel == OptimizerKernel::Fused)
        cover.carry({"training.optimizer_kernel"});
    ds["optimizer"] = {{"type", type}, {"params", params}};
}

// FSDP's sharding and Megatron's distributed optimizer written as the ZeRO stage that shards
// as much; the fields that asked for it are then said to be written so.
int zeroStage(const Scenario& s, FieldCoverage& cover)
{
    const auto& p = s.parallel;
    const int stage = effectiveShardStage(s);
    const ProblemArgument written{std::to_string(stage)};
    if (stage == p.zeroStage)
        cover.carry({"parallel.zero"});
    else
        cover.lose("parallel.zero", MEMLEDGER_TRANSLATABLE("Export", "written as ZeRO stage %1 for %2"),
                   {written, {p.fsdp != FsdpMode::None ? "parallel.fsdp" : "parallel.distributed_optimizer"}});
    if (p.fsdp != FsdpMode::None)
        cover.lose("parallel.fsdp",
                   p.fsdp == FsdpMode::HybridShard
                       ? MEMLEDGER_TRANSLATABLE("Export", "written as ZeRO stage %1, sharding over every data-parallel "
                                                          "rank rather than within a group")
                       : MEMLEDGER_TRANSLATABLE("Export", "written as ZeRO stage %1, DeepSpeed's equivalent"),
                   {written});
    if (p.distributedOptimizer)
        cover.lose("parallel.distributed_optimizer",
                   MEMLEDGER_TRANSLATABLE("Export", "written as ZeRO stage %1, which shards the optimizer states as "
                                                    "Megatron's distributed optimizer does"),
                   {written});
    return stage;
}

void writeOffload(const Scenario& s, int stage, FieldCoverage& cover, Json& zero)
{
    const Offload& off = s.memory.offload;
    const bool pinned = s.performance.pinnedMemory;
    // Writes zero[what] when the stage allows it.
    auto target = [&](const char* what, OffloadTarget where, int minimumStage) {
        if (stage < minimumStage)
            return false;
        Json& section = zero[what] = {{"device", deviceOf(where)}};
        if (where == OffloadTarget::Nvme)
            section["nvme_path"] = "/local_nvme";
        section["pin_memory"] = pinned;
        return true;
    };
    // ZeRO-Offload moves the optimizer states from stage 1; NVMe (ZeRO-Infinity) and the
    // parameters need stage 3 (docs/config-json, "offload_optimizer", "offload_param").
    bool anyWritten = false;
    if (off.optimizer != OffloadTarget::None) {
        const int needs = off.optimizer == OffloadTarget::Nvme ? 3 : 1;
        if (target("offload_optimizer", off.optimizer, needs)) {
            cover.carry({"memory.offload.optimizer"});
            anyWritten = true;
        } else {
            cover.lose("memory.offload.optimizer",
                       MEMLEDGER_TRANSLATABLE("Export", "DeepSpeed offloads the optimizer states to this device from "
                                                        "ZeRO stage %1 only"),
                       {{std::to_string(needs)}});
        }
    }
    if (off.parameters != OffloadTarget::None) {
        if (target("offload_param", off.parameters, 3)) {
            cover.carry({"memory.offload.parameters"});
            anyWritten = true;
        } else {
            cover.lose("memory.offload.parameters",
                       MEMLEDGER_TRANSLATABLE("Export", "DeepSpeed offloads parameters under ZeRO stage 3 only"));
        }
    }
    if (off.gradients != OffloadTarget::None) {
        if (off.gradients == off.optimizer && zero.contains("offload_optimizer"))
            cover.carry({"memory.offload.gradients"});  // ZeRO-Offload keeps them with the optimizer states
        else
            cover.lose("memory.offload.gradients",
                       MEMLEDGER_TRANSLATABLE("Export", "DeepSpeed offloads gradients together with the optimizer "
                                                        "states (offload_optimizer), never alone"));
    }
    if (anyWritten) {
        cover.carry({"performance.pinned_memory"});
        if (off.optimizer == OffloadTarget::Nvme || off.parameters == OffloadTarget::Nvme)
            cover.note("nvme_path",
                       MEMLEDGER_TRANSLATABLE("Export",
                                              "written as /local_nvme; set it to the NVMe mount of each node"));
    }
}

// DeepSpeed's activation_checkpointing section configures deepspeed.checkpointing, which
// Megatron-DeepSpeed calls; whether layers are recomputed is the model code's choice.
void writeRecompute(const Scenario& s, FieldCoverage& cover, Json& ds)
{
    const Recompute recompute = s.memory.recompute;
    if (recompute == Recompute::None) {
        cover.carry({"memory.recompute"});
        if (s.memory.offload.activations != OffloadTarget::None)
            cover.lose("memory.offload.activations",
                       MEMLEDGER_TRANSLATABLE("Export", "DeepSpeed offloads only checkpointed activations "
                                                        "(cpu_checkpointing), and nothing is checkpointed"));
        return;
    }
    const bool toCpu = s.memory.offload.activations == OffloadTarget::Cpu;
    ds["activation_checkpointing"] = {{"partition_activations", false}, {"cpu_checkpointing", toCpu}};
    cover.lose("memory.recompute",
               MEMLEDGER_TRANSLATABLE("Export", "ds_config.json cannot turn recomputation on: the model code does "
                                                "(model.gradient_checkpointing_enable() in transformers, "
                                                "deepspeed.checkpointing.checkpoint in Megatron-DeepSpeed)"));
    cover.lose("memory.recompute_layers",
               MEMLEDGER_TRANSLATABLE("Export", "the model code decides which layers it checkpoints"));
    if (toCpu)
        cover.carry({"memory.offload.activations"});
    else
        cover.lose("memory.offload.activations",
                   MEMLEDGER_TRANSLATABLE("Export", "DeepSpeed offloads checkpointed activations to CPU memory only"));
}

}  // namespace

ConfigExport deepSpeed(const Scenario& s, const NamedModel&)
{
    FieldCoverage cover(s, "DeepSpeed");
    Json ds;
    // DeepSpeed checks train_batch_size = micro-batch × accumulation × data-parallel ranks.
    ds["train_batch_size"] = s.globalBatch();
    ds["train_micro_batch_size_per_gpu"] = s.training.microBatch;
    ds["gradient_accumulation_steps"] = s.gradAccumSteps();
    cover.carry({"training.micro_batch", "training.grad_accum", "training.global_batch", "parallel.dp"});
    writePrecision(s, cover, ds);
    writeOptimizer(s, cover, ds);
    const int stage = zeroStage(s, cover);
    Json zero = {{"stage", stage}};
    writeOffload(s, stage, cover, zero);
    ds["zero_optimization"] = zero;
    writeRecompute(s, cover, ds);
    cover.lose("training.compile",
               MEMLEDGER_TRANSLATABLE("Export", "the training script compiles the model (engine.compile()); "
                                                "ds_config.json does not say it"));
    coverFramework(cover, Framework::DeepSpeed);

    cover.loseAll("architecture.",
                  MEMLEDGER_TRANSLATABLE("Export", "the model (%1) is built by the training script; ds_config.json "
                                                   "does not describe it"),
                  {titleArgument(s)});
    cover.lose("training.seq",
               MEMLEDGER_TRANSLATABLE("Export", "the sequence length is the data pipeline's (the tokenizer's "
                                                "max_length, packing)"));
    const char* parallelCode = MEMLEDGER_TRANSLATABLE("Export", "the model code sets it (Megatron-DeepSpeed: --%1)");
    cover.lose("parallel.tp", parallelCode, {{"tensor-model-parallel-size"}});
    cover.lose("parallel.pp",
               MEMLEDGER_TRANSLATABLE("Export", "the model code sets it (Megatron-DeepSpeed: "
                                                "--pipeline-model-parallel-size, or deepspeed.pipe.PipelineModule)"));
    cover.lose("parallel.vpp",
               MEMLEDGER_TRANSLATABLE("Export", "DeepSpeed's pipeline engine has no interleaved schedule"));
    cover.lose("parallel.sp", parallelCode, {{"sequence-parallel"}});
    cover.lose("parallel.cp",
               MEMLEDGER_TRANSLATABLE("Export", "DeepSpeed's config has no context parallelism (Ulysses is set up in "
                                                "code)"));
    cover.lose("parallel.ep",
               MEMLEDGER_TRANSLATABLE("Export", "DeepSpeed-MoE takes the expert-parallel size from the model code "
                                                "(ep_size)"));
    cover.lose("parallel.etp",
               MEMLEDGER_TRANSLATABLE("Export", "DeepSpeed-MoE splits experts by expert parallelism only, set in the "
                                                "model code"));
    cover.lose("memory.attention",
               MEMLEDGER_TRANSLATABLE("Export", "the model code chooses the attention kernel (attn_implementation in "
                                                "transformers)"));
    cover.lose("memory.kernels", MEMLEDGER_TRANSLATABLE("Export", "the model code chooses its kernels"));
    cover.loseAll("memory.lora.",
                  MEMLEDGER_TRANSLATABLE("Export", "LoRA adapters are the model code's (peft); ds_config.json has "
                                                   "none"));
    if (!s.parallel.stageLayers.empty())
        cover.note("parallel.stage_layers",
                   MEMLEDGER_TRANSLATABLE("Export", "DeepSpeed's pipeline engine partitions layers itself "
                                                    "(PipelineModule partition_method)"));
    ConfigExport out = cover.finish({});
    out.text = jsonText(ds, 2) + '\n';
    return out;
}

}  // namespace memledger::model::exports
