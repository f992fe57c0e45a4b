// TRL: a YAML of a GRPOConfig (a colocated vLLM engine or a reference model), a DPOConfig (a
// reference without an engine) or an SFTConfig, with TrainingArguments' and TRL's ModelConfig
// keys, for `accelerate launch -m trl.scripts.grpo --config` (huggingface/trl @ f2cd5771
// trl/trainer/grpo_config.py, trl/trainer/model_config.py), as the TrainingArguments reader
// (model/imports/huggingface) reads it back.
#include <cstdint>
#include <algorithm>
#include <string>

#include "model/core/enum_names.h"
#include "model/exports/config_export_writers.h"

namespace memledger::model::exports {

namespace {

// "key: value" lines in the order they are written.
class YamlLines {
public:
    void set(const std::string& key, const std::string& value) { m_text += key + ": " + value + '\n'; }
    void set(const std::string& key, std::int64_t value) { set(key, std::to_string(value)); }
    void set(const std::string& key, double value)
    {
        std::string text = std::to_string(value);
        text.erase(text.find_last_not_of('0') + 1);
        if (text.back() == '.')
            text += '0';
        set(key, text);
    }
    void flag(const std::string& key, bool value) { set(key, std::string(value ? "true" : "false")); }
    const std::string& text() const { return m_text; }

private:
    std::string m_text;
};

enum class Trainer { Sft, Dpo, Grpo };

Trainer trainerOf(const Scenario& s)
{
    if (s.rollout.enabled())
        return Trainer::Grpo;
    return s.reference.enabled() ? Trainer::Dpo : Trainer::Sft;
}

// One process per GPU started by accelerate; sharding, model parallelism and offload are an
// accelerate config's (DeepSpeed or FSDP), which this file cannot hold.
void writeLayout(const Scenario& s, FieldCoverage& cover)
{
    const auto& p = s.parallel;
    coverFramework(cover, Framework::HfTrainer);
    if (p.dp == 1)
        cover.carry({"parallel.dp"});
    else
        cover.lose("parallel.dp", MEMLEDGER_TRANSLATABLE("Export", "accelerate starts the processes: launch with "
                                                                   "--num_processes %1"),
                   {{std::to_string(p.dp)}});
    const char* const sharded = MEMLEDGER_TRANSLATABLE(
        "Export", "sharding and offload are accelerate's (a DeepSpeed or FSDP config passed to accelerate launch)");
    for (const char* key : {"parallel.zero", "parallel.fsdp", "memory.offload.optimizer", "memory.offload.parameters",
                            "memory.offload.gradients"})
        cover.lose(key, sharded);
    const char* const parallel =
        MEMLEDGER_TRANSLATABLE("Export", "the Trainer runs data parallelism; TRL has no pipeline, context or expert "
                                         "parallelism");
    for (const char* key : {"parallel.tp", "parallel.pp", "parallel.cp", "parallel.ep"})
        cover.lose(key, parallel);
}

// bf16 autocasts over fp32 weights; a model loaded in bf16 trains in bf16 throughout; an fp32
// master under 16-bit weights needs DeepSpeed or FSDP.
void writePrecision(const Scenario& s, FieldCoverage& cover, YamlLines& out)
{
    const Precision precision = s.training.precision;
    out.flag("bf16", precision != Precision::Fp32);
    if (precision == Precision::Bf16Pure)
        out.set("dtype", std::string("bfloat16"));
    const bool said =
        precision == Precision::Fp32 || precision == Precision::Bf16Amp || precision == Precision::Bf16Pure;
    cover.carryIf(said, "training.precision",
                  MEMLEDGER_TRANSLATABLE("Export", "16-bit weights with an fp32 master copy are DeepSpeed's or FSDP's: "
                                                   "written as bf16 autocast"));
}

// DPOTrainer's examples are pairs: a micro-batch of 2n sequences is n examples.
void writeBatch(const Scenario& s, Trainer trainer, FieldCoverage& cover, YamlLines& out)
{
    const auto& t = s.training;
    const bool pairs = trainer == Trainer::Dpo;
    out.set("per_device_train_batch_size", pairs ? std::max<std::int64_t>(1, t.microBatch / 2) : t.microBatch);
    out.set("gradient_accumulation_steps", s.gradAccumSteps());
    if (pairs && t.microBatch % 2 != 0)
        cover.lose("training.micro_batch",
                   MEMLEDGER_TRANSLATABLE("Export", "DPOTrainer runs a chosen and a rejected sequence per example: "
                                                    "%1 sequences are no whole number of pairs; written as %2 "
                                                    "examples"),
                   {{std::to_string(t.microBatch)}, {std::to_string(std::max<std::int64_t>(1, t.microBatch / 2))}});
    else
        cover.carry({"training.micro_batch"});
    if (t.globalBatch > 0)
        cover.lose("training.global_batch",
                   MEMLEDGER_TRANSLATABLE("Export", "the Trainer takes the accumulation steps: written as %1"),
                   {{std::to_string(s.gradAccumSteps())}});
    else
        cover.carry({"training.grad_accum", "training.global_batch"});
}

// TrainingArguments' optim names; the step kernel where the name says it.
void writeOptimizer(const Scenario& s, FieldCoverage& cover, YamlLines& out)
{
    const auto& t = s.training;
    std::string name;
    bool kernelSaid = false;
    switch (t.optimizer) {
    case Optimizer::AdamW:
        kernelSaid = !t.pagedOptimizer;
        name = t.pagedOptimizer                              ? "paged_adamw_32bit"
               : t.optimizerKernel == OptimizerKernel::Fused ? "adamw_torch_fused"
               : t.optimizerKernel == OptimizerKernel::ForLoop ? "adamw_hf"
                                                                : "adamw_torch";
        break;
    case Optimizer::AdamW8bit: name = t.pagedOptimizer ? "paged_adamw_8bit" : "adamw_bnb_8bit"; break;
    case Optimizer::AdamW4bit: name = "adamw_torch_4bit"; break;
    case Optimizer::Lion: name = t.pagedOptimizer ? "paged_lion_32bit" : "lion_32bit"; break;
    case Optimizer::Adafactor: name = "adafactor"; break;
    case Optimizer::Sgd: name = "sgd"; break;
    // The layer-wise variants step each parameter from its gradient hook, as the optimizer in
    // backward does.
    case Optimizer::GaLore: name = t.optimizerInBackward ? "galore_adamw_layerwise" : "galore_adamw"; break;
    case Optimizer::Apollo: name = t.optimizerInBackward ? "apollo_adamw_layerwise" : "apollo_adamw"; break;
    case Optimizer::SgdMomentum:
    case Optimizer::AdamMini:
    case Optimizer::Shampoo:
    case Optimizer::Muon:
    case Optimizer::Soap:
    case Optimizer::None: break;
    }
    if (name.empty()) {
        out.set("optim", std::string("adamw_torch"));
        cover.lose("training.optimizer",
                   MEMLEDGER_TRANSLATABLE("Export", "TrainingArguments names no such optimizer: written as "
                                                    "adamw_torch"));
        return;
    }
    out.set("optim", name);
    cover.carry({"training.optimizer"});
    const bool pagedSaid = t.optimizer != Optimizer::Adafactor && t.optimizer != Optimizer::Sgd &&
                           t.optimizer != Optimizer::AdamW4bit;
    cover.carryIf(pagedSaid || !t.pagedOptimizer, "training.paged_optimizer",
                  MEMLEDGER_TRANSLATABLE("Export", "bitsandbytes pages only its AdamW and Lion"));
    cover.carryIf(kernelSaid, "training.optimizer_kernel",
                  MEMLEDGER_TRANSLATABLE("Export", "the optim name fixes the step's kernel"));
    if (t.optimizer == Optimizer::AdamW4bit || t.optimizer == Optimizer::AdamW8bit)
        cover.lose("training.optimizer_block_size",
                   MEMLEDGER_TRANSLATABLE("Export", "the low-bit states keep their library's block size"));
    if (t.optimizer == Optimizer::GaLore || t.optimizer == Optimizer::Apollo) {
        // The matrices MemLedger projects: every nn.Linear of the attention and MLP blocks.
        out.set("optim_target_modules", std::string("[attn, mlp]"));
        out.set("optim_args", "rank=" + std::to_string(std::max(1, t.optimizerRank)));
        cover.carry({"training.optimizer_rank"});
        if (t.optimizerInBackward)
            cover.carry({"training.optimizer_in_backward"});
    }
}

void writeLayers(const Scenario& s, FieldCoverage& cover, YamlLines& out)
{
    const Recompute recompute = s.memory.recompute;
    out.flag("gradient_checkpointing", recompute != Recompute::None);
    cover.carryIf(recompute == Recompute::None || recompute == Recompute::Full, "memory.recompute",
                  MEMLEDGER_TRANSLATABLE("Export", "Hugging Face's gradient checkpointing recomputes whole "
                                                   "layers: written as full recomputation"));
    out.set("attn_implementation", std::string(s.memory.attention == Attention::Eager ? "eager" : "flash_attention_2"));
    cover.carry({"memory.attention"});
    if (s.memory.kernels == Kernels::Fused) {
        out.flag("use_liger_kernel", true);
        cover.carry({"memory.kernels"});
    } else {
        cover.lose("memory.kernels", MEMLEDGER_TRANSLATABLE("Export", "left to transformers' own layers: eager "
                                                                      "element-wise kernels"));
    }
    const auto& lora = s.memory.lora;
    if (!lora.enabled())
        return;
    out.flag("use_peft", true);
    out.set("lora_r", static_cast<std::int64_t>(lora.rank));
    out.set("lora_target_modules", std::string(lora.attentionOnly ? "[q_proj, k_proj, v_proj, o_proj]" : "all-linear"));
    cover.carry({"memory.lora.rank", "memory.lora.attention_only"});
    if (lora.qlora) {
        out.flag("load_in_4bit", true);
        out.flag("use_bnb_nested_quant", lora.doubleQuant);
        cover.carry({"memory.lora.qlora", "memory.lora.double_quant"});
    }
}

// GRPO's sequence is its prompt and completion at their longest; the others' max_length.
void writeSequence(const Scenario& s, Trainer trainer, FieldCoverage& cover, YamlLines& out)
{
    const std::int64_t seq = s.training.seq;
    if (trainer != Trainer::Grpo || seq < 2) {
        out.set("max_length", seq);
        cover.carry({"training.seq"});
        return;
    }
    const std::int64_t prompt = s.rollout.promptLength > 0 && s.rollout.promptLength < seq ? s.rollout.promptLength
                                                                                            : seq / 2;
    out.set("max_prompt_length", prompt);
    out.set("max_completion_length", seq - prompt);
    cover.carry({"training.seq"});
    cover.carryIf(prompt == s.rollout.promptLength, "rollout.prompt_length",
                  MEMLEDGER_TRANSLATABLE("Export", "GRPO splits the sequence into a prompt and a completion: "
                                                   "written as half each"));
}

// TRL's colocate mode: vLLM inside every training process, sized as GRPOTrainer sizes it.
void writeEngine(const Scenario& s, FieldCoverage& cover, YamlLines& out)
{
    const Rollout& r = s.rollout;
    out.flag("use_vllm", true);
    out.set("vllm_mode", std::string("colocate"));
    out.set("vllm_gpu_memory_utilization", r.gpuMemoryUtilization);
    out.set("vllm_tensor_parallel_size", static_cast<std::int64_t>(r.tp));
    out.flag("vllm_enable_sleep_mode", r.sleepLevel > 0);
    cover.carry({"rollout.gpu_memory_utilization", "rollout.tp", "rollout.sleep_level"});
    cover.carryIf(r.syncBucketMb == 0, "rollout.sync_bucket_mb",
                  MEMLEDGER_TRANSLATABLE("Export", "TRL sends the weights parameter by parameter, without a bucket"));
    cover.carryIf(r.engine == RolloutEngine::Vllm, "rollout.engine",
                  MEMLEDGER_TRANSLATABLE("Export", "TRL's colocate mode generates with vLLM: written as vLLM, whose "
                                                   "budget is a share of the whole device, not of what is free"));
    if (r.sleepLevel == 1)
        cover.lose("rollout.sleep_level",
                   MEMLEDGER_TRANSLATABLE("Export", "TRL's engine sleeps at level 2, dropping its weights too"));
    if (r.ownProcess)
        cover.lose("rollout.own_process",
                   MEMLEDGER_TRANSLATABLE("Export", "TRL starts vLLM inside each training process"));
    cover.carry({"rollout.own_process"});
    // max_num_seqs = per_device_train_batch_size × vllm_tensor_parallel_size × steps_per_generation.
    const std::int64_t perStep = s.training.microBatch * r.tp;
    if (perStep > 0 && r.maxNumSeqs > 0 && r.maxNumSeqs % perStep == 0) {
        out.set("steps_per_generation", r.maxNumSeqs / perStep);
        cover.carry({"rollout.max_num_seqs"});
    } else {
        cover.lose("rollout.max_num_seqs",
                   MEMLEDGER_TRANSLATABLE("Export", "GRPOTrainer sizes it as per_device_train_batch_size × "
                                                    "vllm_tensor_parallel_size × steps_per_generation"));
    }
    cover.carryIf(r.maxNumBatchedTokens == 4096, "rollout.max_num_batched_tokens",
                  MEMLEDGER_TRANSLATABLE("Export", "TRL fixes max_num_batched_tokens at 4096"));
    if (r.kvCacheDtype == KvCacheDtype::Auto && r.blockSize == 16)
        cover.carry({"rollout.kv_cache_dtype", "rollout.block_size"});
    else
        cover.lose("rollout.kv_cache_dtype",
                   MEMLEDGER_TRANSLATABLE("Export", "TRL's engine keeps vLLM's KV-cache dtype and block size"));
}

// SFTTrainer's loss is transformers' cross-entropy; DPOTrainer's and GRPOTrainer's take the
// labels' log-probabilities with selective_log_softmax, or, with use_liger_kernel (which the
// fused kernels write), Liger's fused linear loss, which no scenario counts. None is a setting.
void writeLoss(const Scenario& s, Trainer trainer, FieldCoverage& cover)
{
    const bool liger = trainer != Trainer::Sft && s.memory.kernels == Kernels::Fused;
    const Loss trainers = trainer == Trainer::Sft ? Loss::Unfused : Loss::SelectiveLogSoftmax;
    const char* const why =
        liger ? MEMLEDGER_TRANSLATABLE("Export", "use_liger_kernel (the fused kernels) also makes TRL's DPO and GRPO "
                                                 "trainers compute Liger's fused loss, which never materialises the "
                                                 "logits: less than the ledger counts")
        : trainer == Trainer::Sft
            ? MEMLEDGER_TRANSLATABLE("Export", "SFTTrainer computes transformers' cross-entropy on fp32 logits")
            : MEMLEDGER_TRANSLATABLE("Export", "TRL's DPO and GRPO trainers take the labels' log-probabilities with "
                                               "selective_log_softmax");
    if (!liger && s.training.loss == trainers)
        cover.carry({"training.loss"});
    else if (s.training.loss == Loss::Unfused)
        // The plain cross-entropy reads as no setting at all: said on a line of its own.
        cover.note(std::string("training.loss = ") + toString(Loss::Unfused), why);
    else
        cover.lose("training.loss", why);
}

// The reference: GRPO loads one when beta is not 0, DPO unless its log-probabilities are
// precomputed. No critic and no trainer offload between phases in these trainers.
void writeModels(const Scenario& s, Trainer trainer, FieldCoverage& cover, YamlLines& out)
{
    const bool reference = s.reference.enabled();
    if (trainer == Trainer::Grpo)
        out.set("beta", reference ? 0.04 : 0.0);
    else if (trainer == Trainer::Dpo)
        out.flag("precompute_ref_log_probs", false);
    cover.carry({"reference.model"});
    if (s.reference.offload)
        cover.lose("reference.offload", MEMLEDGER_TRANSLATABLE("Export", "TRL keeps the reference on the GPU unless "
                                                                         "DeepSpeed offloads it"));
    else
        cover.carry({"reference.offload"});
    if (s.critic.enabled())
        cover.lose("critic.model", MEMLEDGER_TRANSLATABLE("Export", "GRPO and DPO train no critic (TRL's PPOTrainer "
                                                                    "takes a value model of its own)"));
    else
        cover.carry({"critic.model"});
    if (s.rollout.trainerOffload != TrainerOffload::None)
        cover.lose("rollout.trainer_offload",
                   MEMLEDGER_TRANSLATABLE("Export", "TRL keeps the trainer's states on the GPU while it generates"));
    else
        cover.carry({"rollout.trainer_offload"});
}

}  // namespace

ConfigExport trl(const Scenario& s, const NamedModel&)
{
    FieldCoverage cover(s, "TRL");
    YamlLines out;
    const Trainer trainer = trainerOf(s);
    out.set("model_name_or_path", std::string("MODEL_PATH"));
    cover.loseAll("architecture.",
                  MEMLEDGER_TRANSLATABLE("Export", "TRL loads the model named by model_name_or_path: replace "
                                                   "MODEL_PATH with %1's Hugging Face id or folder"),
                  {titleArgument(s)});
    writeLayout(s, cover);
    writePrecision(s, cover, out);
    writeBatch(s, trainer, cover, out);
    writeLoss(s, trainer, cover);
    writeSequence(s, trainer, cover, out);
    writeOptimizer(s, cover, out);
    writeLayers(s, cover, out);
    if (s.rollout.enabled())
        writeEngine(s, cover, out);
    else
        cover.carry({"rollout.engine"});
    writeModels(s, trainer, cover, out);
    ConfigExport result = cover.finish({});
    const char* script = trainer == Trainer::Grpo ? "grpo" : trainer == Trainer::Dpo ? "dpo" : "sft";
    const char* config = trainer == Trainer::Grpo  ? "GRPOConfig"
                         : trainer == Trainer::Dpo ? "DPOConfig"
                                                   : "SFTConfig";
    result.text = "# TRL " + std::string(config) + " for " + titleOf(s) + " on " + worldText(s) +
                  ".\n# Launch: accelerate launch --num_processes " + std::to_string(s.parallel.dp) +
                  " -m trl.scripts." + script +
                  " --config this.yaml --dataset_name ...\n" + lostComments(result.lost) + out.text();
    return result;
}

}  // namespace memledger::model::exports
