// verl's PPO/GRPO trainer: a launch script of `python3 -m verl.trainer.main_ppo` with Hydra's
// key=value overrides of its config (volcengine/verl @ b178a3cd
// verl/trainer/config/_generated_ppo_trainer.yaml), for an RL job on verl's FSDP back end with
// its vLLM engine, as verl's reader (model/imports/verl) reads it back.
#include <algorithm>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "model/exports/config_export_writers.h"

namespace memledger::model::exports {

namespace {

// The overrides as main_ppo's arguments, one a line.
class Overrides : public KeyValues {
public:
    using KeyValues::set;
    // A fraction as Hydra reads it: "0.6", not "0.600000".
    void set(const std::string& key, double value)
    {
        std::string text = std::to_string(value);
        text.erase(text.find_last_not_of('0') + 1);
        if (text.back() == '.')
            text.pop_back();
        set(key, text);
    }
    std::string text() const
    {
        std::string out = "python3 -m verl.trainer.main_ppo";
        for (const auto& word : words())
            out += " \\\n    " + word;
        return out + '\n';
    }
};

constexpr const char* kActor = "actor_rollout_ref.actor.";
constexpr const char* kRollout = "actor_rollout_ref.rollout.";

// verl's trainer GPUs are the actor's FSDP world: data parallel × Ulysses.
void writeLayout(const Scenario& s, FieldCoverage& cover, Overrides& out)
{
    const auto& p = s.parallel;
    const std::int64_t world = static_cast<std::int64_t>(p.dp) * p.cp;
    const std::int64_t perNode = s.hardware.gpusPerNode;
    const bool wholeNodes = perNode > 0 && world >= perNode && world % perNode == 0;
    out.set("trainer.n_gpus_per_node", wholeNodes ? perNode : world);
    out.set("trainer.nnodes", wholeNodes ? world / perNode : std::int64_t{1});
    cover.carry({"parallel.dp"});
    if (wholeNodes)
        cover.carry({"hardware.gpus_per_node"});
    else
        cover.lose("hardware.gpus_per_node",
                   MEMLEDGER_TRANSLATABLE("Export", "written as one node of %1 GPUs: the job does not fill whole "
                                                    "nodes"),
                   {{std::to_string(world)}});
    if (p.cp > 1) {
        out.set(std::string(kActor) + "ulysses_sequence_parallel_size", static_cast<std::int64_t>(p.cp));
        cover.lose("parallel.cp", MEMLEDGER_TRANSLATABLE("Export", "written as Ulysses sequence parallelism, verl's "
                                                                   "way of splitting a sequence over GPUs"));
    }
    cover.carry({"parallel.cp"});
    for (const char* key : {"parallel.tp", "parallel.pp"})
        cover.lose(key, MEMLEDGER_TRANSLATABLE("Export", "verl's FSDP actor has no tensor or pipeline parallelism "
                                                         "(its Megatron back end has)"));
    out.set(std::string(kActor) + "strategy", std::string("fsdp"));
    coverFramework(cover, Framework::Fsdp);
    if (p.fsdp == FsdpMode::FullShard)
        cover.carry({"parallel.fsdp"});
    else
        cover.lose("parallel.fsdp",
                   MEMLEDGER_TRANSLATABLE("Export", "verl's FSDP actor shards fully and reshards after forward"));
    if (s.training.precision == Precision::Bf16Mixed)
        cover.carry({"training.precision"});
    else
        cover.lose("training.precision",
                   MEMLEDGER_TRANSLATABLE("Export", "verl's actor keeps fp32 shards and computes in bf16"));
}

// The sequence is the prompt and the response at their longest.
void writeData(const Scenario& s, FieldCoverage& cover, Overrides& out)
{
    const std::int64_t seq = s.training.seq;
    const std::int64_t prompt = s.rollout.promptLength > 0 ? s.rollout.promptLength : std::max<std::int64_t>(1, seq / 2);
    out.set("data.max_prompt_length", prompt);
    out.set("data.max_response_length", std::max<std::int64_t>(1, seq - prompt));
    if (seq >= 2)
        cover.carry({"training.seq"});
    if (s.rollout.promptLength > 0)
        cover.carry({"rollout.prompt_length"});
    else
        cover.lose("rollout.prompt_length",
                   MEMLEDGER_TRANSLATABLE("Export", "verl splits the sequence into a prompt and a response: written "
                                                    "as half each"));
}

void writeActor(const Scenario& s, FieldCoverage& cover, Overrides& out)
{
    const auto& t = s.training;
    const std::string actor = kActor;
    out.set(actor + "ppo_micro_batch_size_per_gpu", t.microBatch);
    // Sequences per optimizer step over every GPU: ppo_mini_batch_size prompts × rollout.n.
    out.set("data.train_batch_size", s.globalBatch());
    out.set(actor + "ppo_mini_batch_size", s.globalBatch());
    out.set(std::string(kRollout) + "n", std::int64_t{1});
    cover.carry({"training.micro_batch"});
    if (t.globalBatch > 0)
        cover.carry({"training.global_batch"});
    else if (t.gradAccum > 1)
        cover.lose("training.grad_accum",
                   MEMLEDGER_TRANSLATABLE("Export", "verl derives the accumulation from ppo_mini_batch_size: written "
                                                    "as %1 sequences a step"),
                   {{std::to_string(s.globalBatch())}});
    if (t.logprobMicroBatch > 0) {
        out.set(std::string(kRollout) + "log_prob_micro_batch_size_per_gpu", t.logprobMicroBatch);
        out.set("actor_rollout_ref.ref.log_prob_micro_batch_size_per_gpu", t.logprobMicroBatch);
        cover.carry({"training.logprob_micro_batch"});
    }
    const Recompute recompute = s.memory.recompute;
    out.flag("actor_rollout_ref.model.enable_gradient_checkpointing", recompute != Recompute::None);
    cover.carry({"memory.recompute"});
    if (recompute != Recompute::None && recompute != Recompute::Full)
        cover.lose("memory.recompute",
                   MEMLEDGER_TRANSLATABLE("Export", "Hugging Face's gradient checkpointing recomputes whole layers: "
                                                    "written as full recomputation"));
    if (s.memory.lora.enabled()) {
        out.set("actor_rollout_ref.model.lora_rank", static_cast<std::int64_t>(s.memory.lora.rank));
        cover.carry({"memory.lora.rank"});
    }
    // verl's update takes its log-probabilities with flash-attn's cross-entropy: the compiled
    // loss's shape, which its reader sets.
    if (t.compile)
        cover.carry({"training.compile"});
    else
        cover.lose("training.compile",
                   MEMLEDGER_TRANSLATABLE("Export", "verl computes the update's log-probabilities with flash-attn's "
                                                    "cross-entropy, which keeps what a compiled loss keeps"));
    // What verl's actor does whatever its config says: AdamW stepped with torch's default
    // (foreach) kernel, flash-attention 2, no fused element-wise kernels unless asked.
    cover.carryIf(t.optimizer == Optimizer::AdamW, "training.optimizer",
            MEMLEDGER_TRANSLATABLE("Export", "verl's actor steps with AdamW"));
    cover.carryIf(t.optimizerKernel == OptimizerKernel::Foreach, "training.optimizer_kernel",
            MEMLEDGER_TRANSLATABLE("Export", "verl's AdamW runs torch's default (foreach) step"));
    cover.carryIf(s.memory.attention == Attention::Flash, "memory.attention",
            MEMLEDGER_TRANSLATABLE("Export", "verl's models run flash-attention 2"));
    cover.carryIf(s.memory.kernels == Kernels::Eager, "memory.kernels",
            MEMLEDGER_TRANSLATABLE("Export", "verl's fused kernels compute the log-probabilities, not the layers' "
                                             "element-wise steps"));
    if (t.gradAccum <= 1)
        cover.carry({"training.grad_accum"});
    const TrainerOffload offload = s.rollout.trainerOffload;
    out.flag(actor + "fsdp_config.param_offload", offload == TrainerOffload::OptimizerAndWeights);
    out.flag(actor + "fsdp_config.optimizer_offload", offload != TrainerOffload::None);
    cover.carry({"rollout.trainer_offload"});
}

void writeRollout(const Scenario& s, FieldCoverage& cover, Overrides& out)
{
    const Rollout& r = s.rollout;
    const std::string rollout = kRollout;
    const bool sglang = r.engine == RolloutEngine::Sglang;
    out.set(rollout + "name", std::string(sglang ? "sglang" : "vllm"));
    if (!r.enabled()) {
        cover.lose("rollout.engine", MEMLEDGER_TRANSLATABLE("Export", "verl always generates with an engine on the "
                                                                      "training GPUs: written as vLLM at its "
                                                                      "defaults"));
        return;
    }
    out.set(rollout + "gpu_memory_utilization", r.gpuMemoryUtilization);
    out.set(rollout + "tensor_model_parallel_size", static_cast<std::int64_t>(r.tp));
    cover.carry({"rollout.engine", "rollout.gpu_memory_utilization", "rollout.tp"});
    struct Limit {
        const char* field;
        const char* key;
        std::int64_t value;
    };
    const Limit limits[] = {{"rollout.max_num_seqs", "max_num_seqs", r.maxNumSeqs},
                            {"rollout.max_num_batched_tokens", "max_num_batched_tokens", r.maxNumBatchedTokens}};
    for (const Limit& limit : limits) {
        if (sglang && std::string_view(limit.key) == "max_num_batched_tokens") {
            // verl passes SGLang no chunked-prefill size: it takes its own for the GPU.
            cover.carryIf(limit.value == 0, limit.field,
                          MEMLEDGER_TRANSLATABLE("Export", "verl does not pass SGLang a chunked-prefill size: it "
                                                           "takes its own default for the GPU"));
        } else if (limit.value > 0) {
            out.set(rollout + limit.key, limit.value);
            cover.carry({limit.field});
        } else {
            cover.lose(limit.field, MEMLEDGER_TRANSLATABLE("Export", "verl passes its own default (256 sequences, "
                                                                     "8,192 tokens) rather than vLLM's"));
        }
    }
    if (r.kvCacheDtype == KvCacheDtype::Auto)
        cover.carry({"rollout.kv_cache_dtype"});
    else
        cover.lose("rollout.kv_cache_dtype",
                   MEMLEDGER_TRANSLATABLE("Export", "verl's rollout config has no KV-cache dtype: pass vLLM's "
                                                    "kv_cache_dtype through its engine arguments"));
    if (sglang)
        cover.carryIf(r.blockSize == 1, "rollout.block_size",
                      MEMLEDGER_TRANSLATABLE("Export", "verl leaves SGLang's page size at 1"));
    else
        cover.carryIf(r.blockSize == 16, "rollout.block_size",
                      MEMLEDGER_TRANSLATABLE("Export", "verl leaves vLLM's block size at 16"));
    if (r.syncBucketMb > 0)
        out.set(rollout + "checkpoint_engine.update_weights_bucket_megabytes", static_cast<std::int64_t>(r.syncBucketMb));
    cover.carryIf(r.syncBucketMb > 0, "rollout.sync_bucket_mb",
                  MEMLEDGER_TRANSLATABLE("Export", "verl always sends the weights through a bucket: left at its "
                                                   "2,048 MB"));
    out.flag(rollout + "free_cache_engine", r.sleepLevel > 0);
    if (r.sleepLevel == 1)
        cover.lose("rollout.sleep_level",
                   MEMLEDGER_TRANSLATABLE("Export", "verl's engine sleeps at level 2, dropping its weights too"));
    cover.carry({"rollout.sleep_level"});
    if (r.ownProcess)
        cover.carry({"rollout.own_process"});
    else
        cover.lose("rollout.own_process",
                   MEMLEDGER_TRANSLATABLE("Export", "verl starts its engine in processes of its own"));
}

// The reference and the critic: use_kl_loss loads the reference (in host memory: verl's FSDP
// worker offloads it), GAE the critic.
void writeModels(const Scenario& s, FieldCoverage& cover, Overrides& out)
{
    out.set("algorithm.adv_estimator", std::string(s.critic.enabled() ? "gae" : "grpo"));
    cover.carry({"critic.model"});
    const bool reference = s.reference.enabled();
    out.flag(std::string(kActor) + "use_kl_loss", reference);
    cover.carry({"reference.model"});
    if (!reference)
        return;
    if (s.reference.offload)
        cover.carry({"reference.offload"});
    else
        cover.lose("reference.offload",
                   MEMLEDGER_TRANSLATABLE("Export", "verl's FSDP worker keeps the reference in host memory"));
}

}  // namespace

ConfigExport verl(const Scenario& s, const NamedModel&)
{
    FieldCoverage cover(s, "verl");
    Overrides out;
    // verl loads the model from a path: the Hub id or folder the user has.
    out.set("actor_rollout_ref.model.path", std::string("${MODEL_PATH}"));
    cover.loseAll("architecture.",
                  MEMLEDGER_TRANSLATABLE("Export", "verl reads the model from actor_rollout_ref.model.path: set "
                                                   "MODEL_PATH to %1's Hugging Face id or folder"),
                  {titleArgument(s)});
    writeLayout(s, cover, out);
    writeData(s, cover, out);
    writeActor(s, cover, out);
    writeRollout(s, cover, out);
    writeModels(s, cover, out);
    ConfigExport result = cover.finish({});
    result.text = "# verl trainer overrides for " + titleOf(s) + " on " + worldText(s) +
                  ".\n# Set MODEL_PATH, then run this script (verl's own defaults stand for the rest).\n" +
                  lostComments(result.lost) + out.text();
    return result;
}

}  // namespace memledger::model::exports
