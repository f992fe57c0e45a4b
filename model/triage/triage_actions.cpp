#include "model/triage/triage_actions.h"

#include <algorithm>
#include <cmath>
#include <span>

#include "model/core/allocator_settings.h"
#include "model/core/enum_names.h"
#include "model/core/untrusted_json.h"
#include "model/ledger/ledger.h"

namespace memledger::model {

namespace {

enum class ParamType { Word, WordList, Int, Bool };

struct ParamSpec {
    const char* key;
    ParamType type;
    std::span<const char* const> words{};
    double low = 0;
    double high = 0;
};

using Applier = ChangeOutcome (*)(const ChangeParams&, const TriageOptions&, Scenario&);

struct ChangeKind {
    const char* name;
    std::span<const ParamSpec> params;
    Applier apply;
};

ChangeOutcome done() { return {true, {}}; }
ChangeOutcome notHere(const char* pattern, std::vector<ProblemArgument> arguments = {})
{
    return {false, triageReason(pattern, std::move(arguments))};
}

int allowedGpus(const Scenario& s, const TriageOptions& o) { return o.maxGpus > 0 ? o.maxGpus : s.worldSize(); }

ChangeOutcome needGpus(const Scenario& s, const TriageOptions& o, int factor)
{
    if (s.worldSize() * factor <= allowedGpus(s, o))
        return done();
    return notHere(MEMLEDGER_TRANSLATABLE("Triage", "needs %1 GPUs; this job may use %2"),
                   {{std::to_string(s.worldSize() * factor)}, {std::to_string(allowedGpus(s, o))}});
}

ChangeOutcome applyPrecision(const ChangeParams&, const TriageOptions&, Scenario& s)
{
    if (s.training.precision != Precision::Fp32)
        return notHere(MEMLEDGER_TRANSLATABLE("Triage", "already trains in 16-bit mixed precision"));
    // GPUs without BF16 units (V100) take FP16 with loss scaling: the same bytes.
    s.training.precision = s.hardware.peakFlopsBf16 > 0 ? Precision::Bf16Mixed : Precision::Fp16Mixed;
    return done();
}

ChangeOutcome applyAttention(const ChangeParams&, const TriageOptions& o, Scenario& s)
{
    if (s.memory.attention == Attention::Flash)
        return notHere(MEMLEDGER_TRANSLATABLE("Triage", "FlashAttention is already on"));
    if (!o.flashAvailable)
        return notHere(MEMLEDGER_TRANSLATABLE("Triage", "FlashAttention is not available for this job"));
    s.memory.attention = Attention::Flash;
    return done();
}

int recomputeRank(Recompute mode)
{
    switch (mode) {
    case Recompute::None: return 0;
    case Recompute::Selective: return 1;
    case Recompute::Uniform:
    case Recompute::Block:
    case Recompute::Op: return 2;
    case Recompute::Full: return 3;
    }
    return 0;
}

ChangeOutcome applyRecompute(const ChangeParams& p, const TriageOptions&, Scenario& s)
{
    const Recompute target = p.word("mode") == "full" ? Recompute::Full : Recompute::Selective;
    if (recomputeRank(s.memory.recompute) >= recomputeRank(target))
        return notHere(MEMLEDGER_TRANSLATABLE("Triage", "recomputation is already %1"), {{toString(s.memory.recompute)}});
    s.memory.recompute = target;
    return done();
}

ChangeOutcome applyLora(const ChangeParams& p, const TriageOptions& o, Scenario& s)
{
    if (!o.allowLora)
        return notHere(MEMLEDGER_TRANSLATABLE("Triage", "the task needs a full fine-tune (LoRA not allowed)"));
    const bool qlora = p.flag("qlora");
    if (qlora ? s.memory.lora.qlora : s.memory.lora.enabled())
        return notHere(qlora ? MEMLEDGER_TRANSLATABLE("Triage", "the base is already quantised (QLoRA)")
                             : MEMLEDGER_TRANSLATABLE("Triage", "LoRA is already on"));
    if (!s.memory.lora.enabled())
        s.memory.lora.rank = static_cast<int>(p.number("rank", s.memory.lora.rank));
    s.memory.lora.qlora = qlora;
    return done();
}

ChangeOutcome applyOptimizer(const ChangeParams&, const TriageOptions& o, Scenario& s)
{
    if (!o.allowOptimizerChange)
        return notHere(MEMLEDGER_TRANSLATABLE("Triage", "the optimizer must stay as it is"));
    if (s.training.optimizer != Optimizer::AdamW)
        return notHere(MEMLEDGER_TRANSLATABLE("Triage", "the optimizer is %1, not adamw"), {{toString(s.training.optimizer)}});
    // bitsandbytes' optimizers are not among Megatron-LM's (adam, sgd, lion, muon).
    if (s.framework == Framework::Megatron)
        return notHere(MEMLEDGER_TRANSLATABLE("Triage", "Megatron-LM has no 8-bit AdamW; its precision-aware optimizer "
                                                        "keeps the moments in bf16 instead"));
    s.training.optimizer = Optimizer::AdamW8bit;
    return done();
}

// Megatron-LM's precision-aware optimizer with both moments in bf16 (the fp32 master kept as
// its 16-bit remainder): 12 → 6 bytes a parameter over the distributed optimizer's shards,
// at the price of their fp32 copies during the step.
ChangeOutcome applyBf16Moments(const ChangeParams&, const TriageOptions& o, Scenario& s)
{
    if (!o.allowOptimizerChange)
        return notHere(MEMLEDGER_TRANSLATABLE("Triage", "the optimizer must stay as it is"));
    if (s.framework != Framework::Megatron)
        return notHere(MEMLEDGER_TRANSLATABLE("Triage", "the precision-aware optimizer is Megatron-LM's"));
    if (s.training.optimizer != Optimizer::AdamW)
        return notHere(MEMLEDGER_TRANSLATABLE("Triage", "the optimizer is %1, not adamw"), {{toString(s.training.optimizer)}});
    if (!s.parallel.distributedOptimizer)
        return notHere(MEMLEDGER_TRANSLATABLE("Triage", "Megatron runs it only with the distributed optimizer, "
                                                        "which is off"));
    if (s.training.precision != Precision::Bf16Mixed && s.training.precision != Precision::Fp16Mixed)
        return notHere(MEMLEDGER_TRANSLATABLE("Triage", "it needs bf16 or fp16 mixed precision"));
    if (s.training.precisionAwareOptimizer && s.training.expAvgDtype != StateDtype::Fp32 &&
        s.training.expAvgSqDtype != StateDtype::Fp32)
        return notHere(MEMLEDGER_TRANSLATABLE("Triage", "the moments are already below fp32"));
    s.training.precisionAwareOptimizer = true;
    if (s.training.expAvgDtype == StateDtype::Fp32)
        s.training.expAvgDtype = StateDtype::Bf16;
    if (s.training.expAvgSqDtype == StateDtype::Fp32)
        s.training.expAvgSqDtype = StateDtype::Bf16;
    return done();
}

int shardStage(const Scenario& s)
{
    switch (s.parallel.fsdp) {
    case FsdpMode::FullShard:
    case FsdpMode::HybridShard: return 3;
    case FsdpMode::ShardGradOp: return 2;
    case FsdpMode::None: break;
    }
    return std::max(s.parallel.zeroStage, s.parallel.distributedOptimizer ? 1 : 0);
}

// FSDP jobs shard with FSDP modes, everything else with ZeRO stages.
void setShardStage(Scenario& s, int stage)
{
    if (s.parallel.fsdp != FsdpMode::None || s.framework == Framework::Fsdp) {
        s.parallel.fsdp = stage >= 3 ? FsdpMode::FullShard : FsdpMode::ShardGradOp;
        return;
    }
    s.parallel.zeroStage = stage;
    if (stage > 1)
        s.parallel.distributedOptimizer = false;
}

ChangeOutcome applyZero(const ChangeParams& p, const TriageOptions&, Scenario& s)
{
    const int stage = static_cast<int>(p.number("stage", 3));
    if (s.parallel.dp <= 1)
        return notHere(MEMLEDGER_TRANSLATABLE("Triage", "sharding splits states over data-parallel GPUs; this job has one"));
    if (shardStage(s) >= stage)
        return notHere(MEMLEDGER_TRANSLATABLE("Triage", "states are already sharded at stage %1"), {{std::to_string(shardStage(s))}});
    setShardStage(s, stage);
    return done();
}

ChangeOutcome applyMoreGpus(const ChangeParams& p, const TriageOptions& o, Scenario& s)
{
    const int factor = static_cast<int>(p.number("factor", 2));
    if (auto gpus = needGpus(s, o, factor); !gpus.applied)
        return gpus;
    s.parallel.dp *= factor;
    // Fewer accumulation steps keep the global batch where they divide evenly.
    if (s.training.gradAccum % factor == 0)
        s.training.gradAccum /= factor;
    // Replicas only save memory when the states are sharded over them.
    if (shardStage(s) == 0)
        setShardStage(s, 3);
    return done();
}

ChangeOutcome applyMoreParallelism(const ChangeParams&, const TriageOptions& o, Scenario& s)
{
    if (auto gpus = needGpus(s, o, 2); !gpus.applied)
        return gpus;
    Scenario wider = s;
    wider.parallel.tp *= 2;   // tensor parallelism first, while it stays inside the NVLink domain
    if (wider.parallel.tp <= s.hardware.scaleUpGpus() && validate(wider).empty()) {
        s = wider;
        return done();
    }
    wider = s;
    wider.parallel.pp *= 2;
    if (!validate(wider).empty())
        return notHere(MEMLEDGER_TRANSLATABLE("Triage", "neither TP %1 nor PP %2 is a valid layout for this model"),
                       {{std::to_string(s.parallel.tp * 2)}, {std::to_string(s.parallel.pp * 2)}});
    s = wider;
    return done();
}

ChangeOutcome applyContextParallel(const ChangeParams&, const TriageOptions& o, Scenario& s)
{
    if (auto gpus = needGpus(s, o, 2); !gpus.applied)
        return gpus;
    s.parallel.cp *= 2;
    return done();
}

ChangeOutcome applySequenceParallel(const ChangeParams&, const TriageOptions&, Scenario& s)
{
    if (s.parallel.sp)
        return notHere(MEMLEDGER_TRANSLATABLE("Triage", "sequence parallelism is already on"));
    if (s.parallel.tp <= 1)
        return notHere(MEMLEDGER_TRANSLATABLE("Triage", "sequence parallelism needs tensor parallelism (TP > 1)"));
    s.parallel.sp = true;
    return done();
}

// Megatron's default all-gather dispatcher keeps every token of the EP×ETP group in a buffer
// and gathers as many again to combine; all-to-all sends a rank only its experts' tokens.
ChangeOutcome applyAllToAllDispatch(const ChangeParams&, const TriageOptions&, Scenario& s)
{
    if (!s.arch.moe.isMoe())
        return notHere(MEMLEDGER_TRANSLATABLE("Triage", "the model has no experts to dispatch tokens to"));
    if (s.parallel.moe.dispatcher != MoeDispatcher::AllGather || s.parallel.ep * s.parallel.expertTp() == 1)
        return notHere(MEMLEDGER_TRANSLATABLE("Triage", "the tokens are not all-gathered over the experts' group"));
    s.parallel.moe.dispatcher = MoeDispatcher::AllToAll;
    return done();
}

// A rollout engine that never sleeps holds its whole budget through every training phase;
// at level 2 it unmaps its weights and KV cache while the trainer works (verl's hybrid
// engine, TRL's vllm_enable_sleep_mode).
ChangeOutcome applyRolloutSleep(const ChangeParams&, const TriageOptions&, Scenario& s)
{
    if (!s.rollout.enabled())
        return notHere(MEMLEDGER_TRANSLATABLE("Triage", "there is no rollout engine on the GPU"));
    if (s.rollout.sleepLevel > 0)
        return notHere(MEMLEDGER_TRANSLATABLE("Triage", "the rollout engine already sleeps while the trainer works"));
    s.rollout.sleepLevel = 2;
    return done();
}

// The trainer's optimizer states (and kept gradients) to host memory after each update and
// back for the next (verl's optimizer_offload, OpenRLHF's DeepSpeed sleep): the rollout and the
// log-prob passes no longer meet them.
ChangeOutcome applyTrainerOffload(const ChangeParams&, const TriageOptions& o, Scenario& s)
{
    if (!s.rollout.enabled())
        return notHere(MEMLEDGER_TRANSLATABLE("Triage", "there is no rollout engine on the GPU"));
    if (!o.allowOffload)
        return notHere(MEMLEDGER_TRANSLATABLE("Triage", "offload is not allowed for this job"));
    if (s.rollout.trainerOffload != TrainerOffload::None)
        return notHere(MEMLEDGER_TRANSLATABLE("Triage", "the trainer's optimizer states already leave the GPU "
                                                        "between updates"));
    s.rollout.trainerOffload = TrainerOffload::Optimizer;
    return done();
}

// vLLM takes gpu_memory_utilization of the whole GPU whatever the trainer holds, SGLang that
// share of what is free when it starts: lowered, in steps of 0.05, to what leaves the rollout
// instant within the card, as long as the engine still starts (its weights, profile run and
// one sequence of cache).
ChangeOutcome applyRolloutUtilization(const ChangeParams&, const TriageOptions&, Scenario& s)
{
    if (!s.rollout.enabled())
        return notHere(MEMLEDGER_TRANSLATABLE("Triage", "there is no rollout engine on the GPU"));
    // The walk changes valid scenarios only: an invalid one has no stages and nothing over.
    const Estimate e = estimate(s);
    double rollout = 0;
    for (const StageLedger& stage : e.stages)
        rollout = std::max(rollout, stage.totalAt[static_cast<std::size_t>(Instant::Rollout)]);
    const double over = rollout - e.capacity;
    if (over <= 0)
        return notHere(MEMLEDGER_TRANSLATABLE("Triage", "the rollout engine already fits beside the trainer"));
    constexpr double kStep = 0.05;
    Scenario lowered = s;
    const double base = e.rollout.engine == RolloutEngine::Sglang ? e.rollout.startFree : e.rollout.deviceTotal;
    lowered.rollout.gpuMemoryUtilization = std::floor((e.rollout.requested - over) / base / kStep) * kStep;
    if (lowered.rollout.gpuMemoryUtilization < kStep || !estimate(lowered).valid())
        return notHere(MEMLEDGER_TRANSLATABLE("Triage", "an engine small enough to fit beside the trainer's resident "
                                                        "states would not hold its weights and one sequence of cache"));
    s = lowered;
    return done();
}

// The reference only scores sequences: its weights can wait in host memory and be streamed
// unit by unit while it runs (verl's FSDP reference always is).
ChangeOutcome applyReferenceOffload(const ChangeParams&, const TriageOptions&, Scenario& s)
{
    if (!s.reference.enabled() || s.memory.lora.enabled())
        return notHere(MEMLEDGER_TRANSLATABLE("Triage", "there is no reference model with weights of its own"));
    if (s.reference.offload)
        return notHere(MEMLEDGER_TRANSLATABLE("Triage", "the reference model is already in host memory"));
    s.reference.offload = true;
    return done();
}

// A distillation teacher only runs forwards: torchtune keeps its shards in host memory with
// FSDP's CPU offload and streams them in for each pass.
ChangeOutcome applyTeacherOffload(const ChangeParams&, const TriageOptions&, Scenario& s)
{
    if (!s.teacher.enabled())
        return notHere(MEMLEDGER_TRANSLATABLE("Triage", "there is no distillation teacher"));
    if (s.teacher.offload)
        return notHere(MEMLEDGER_TRANSLATABLE("Triage", "the teacher is already in host memory"));
    Scenario offloaded = s;
    offloaded.teacher.offload = true;
    if (!validate(offloaded).empty())
        return notHere(MEMLEDGER_TRANSLATABLE("Triage", "the teacher is offloaded by FSDP's CPU offload of sharded "
                                                        "parameters: shard them first"));
    s = offloaded;
    return done();
}

// The log-prob passes' logits grow with the sequences scored at once, and their number
// changes nothing else: the pass simply runs more forwards.
ChangeOutcome applyLogProbMicroBatch(const ChangeParams& p, const TriageOptions&, Scenario& s)
{
    // A distillation teacher scores the training micro-batch: this setting is not its.
    if (!s.scoresWithThePolicy())
        return notHere(MEMLEDGER_TRANSLATABLE("Triage", "the job has no log-prob passes"));
    const std::int64_t current = s.logprobMicroBatch();
    if (current <= 1)
        return notHere(MEMLEDGER_TRANSLATABLE("Triage", "the log-prob passes already score one sequence at a time"));
    s.training.logprobMicroBatch = std::max<std::int64_t>(1, current / p.number("divide_by", 2));
    return done();
}

ChangeOutcome applyShorterSequence(const ChangeParams& p, const TriageOptions& o, Scenario& s)
{
    if (!o.allowShorterSequence)
        return notHere(MEMLEDGER_TRANSLATABLE("Triage", "the sequence length is fixed by the task"));
    const std::int64_t divideBy = p.number("divide_by", 2);
    if (s.training.seq / divideBy < 128)
        return notHere(MEMLEDGER_TRANSLATABLE("Triage", "the sequence is already short"));
    s.training.seq /= divideBy;
    return done();
}

// Smaller micro-batches with more accumulation: the global batch stays (or grows by
// the rounding when the micro-batch does not halve exactly).
ChangeOutcome applyMicroBatch(const ChangeParams& p, const TriageOptions&, Scenario& s)
{
    const std::int64_t before = s.training.microBatch;
    if (before <= 1)
        return notHere(MEMLEDGER_TRANSLATABLE("Triage", "the micro-batch is already 1"));
    const std::int64_t after = p.flag("to_one") ? 1 : before / 2;
    const std::int64_t samples = before * s.gradAccumSteps();
    s.training.microBatch = after;
    s.training.gradAccum = (samples + after - 1) / after;
    return done();
}

ChangeOutcome applyOffload(const ChangeParams& p, const TriageOptions& o, Scenario& s)
{
    if (!o.allowOffload)
        return notHere(MEMLEDGER_TRANSLATABLE("Triage", "offload is not allowed for this job"));
    const OffloadTarget target = parseEnum<OffloadTarget>(p.word("target")).value_or(OffloadTarget::Cpu);
    bool changed = false;
    for (const auto& what : p.wordList("what")) {
        auto& slot = what == "optimizer" ? s.memory.offload.optimizer
                   : what == "gradients" ? s.memory.offload.gradients
                   : what == "parameters" ? s.memory.offload.parameters
                                          : s.memory.offload.activations;
        if (static_cast<int>(slot) < static_cast<int>(target)) {
            slot = target;
            changed = true;
        }
    }
    if (!changed)
        return notHere(MEMLEDGER_TRANSLATABLE("Triage", "already offloaded to %1"), {{toString(target)}});
    // Parameter offload streams shards in, so it rides on ZeRO-3 / FSDP full sharding (ZeRO-Infinity).
    if (s.memory.offload.parameters != OffloadTarget::None && shardStage(s) < 3)
        setShardStage(s, 3);
    return done();
}

// What the step then reserves is the simulated allocator's answer (simulated_ledger.h);
// where the allocator cannot be simulated the ledger keeps its assumption and the step
// saves nothing.
ChangeOutcome applyExpandableSegments(const ChangeParams&, const TriageOptions&, Scenario& s)
{
    const AllocatorSettingsParse parsed = parseAllocatorSettings(s.memory.allocConf);
    if (parsed.valid() && parsed.settings.expandableSegments)
        return notHere(MEMLEDGER_TRANSLATABLE("Triage", "expandable segments are already on"));
    s.memory.allocConf = withAllocatorOption(s.memory.allocConf, "expandable_segments", "True");
    return done();
}

constexpr const char* kPrecisions[] = {"bf16"};
constexpr const char* kAttentions[] = {"flash"};
constexpr const char* kRecomputes[] = {"selective", "full"};
constexpr const char* kOptimizers[] = {"adamw-8bit"};
constexpr const char* kOffloadWhat[] = {"optimizer", "gradients", "parameters", "activations"};
constexpr const char* kOffloadTargets[] = {"cpu", "nvme"};

constexpr ParamSpec kPrecisionParams[] = {{"precision", ParamType::Word, kPrecisions}};
constexpr ParamSpec kAttentionParams[] = {{"attention", ParamType::Word, kAttentions}};
constexpr ParamSpec kRecomputeParams[] = {{"mode", ParamType::Word, kRecomputes}};
constexpr ParamSpec kLoraParams[] = {{"rank", ParamType::Int, {}, 1, 4096}, {"qlora", ParamType::Bool}};
constexpr ParamSpec kOptimizerParams[] = {{"optimizer", ParamType::Word, kOptimizers}};
constexpr ParamSpec kZeroParams[] = {{"stage", ParamType::Int, {}, 1, 3}};
constexpr ParamSpec kFactorParams[] = {{"factor", ParamType::Int, {}, 2, 8}};
constexpr ParamSpec kDivideParams[] = {{"divide_by", ParamType::Int, {}, 2, 16}};
constexpr ParamSpec kMicroBatchParams[] = {{"to_one", ParamType::Bool}};
constexpr ParamSpec kOffloadParams[] = {{"what", ParamType::WordList, kOffloadWhat},
                                        {"target", ParamType::Word, kOffloadTargets}};

constexpr ChangeKind kChanges[] = {
    {"precision", kPrecisionParams, applyPrecision},
    {"attention", kAttentionParams, applyAttention},
    {"recompute", kRecomputeParams, applyRecompute},
    {"lora", kLoraParams, applyLora},
    {"optimizer", kOptimizerParams, applyOptimizer},
    {"zero", kZeroParams, applyZero},
    {"more-gpus", kFactorParams, applyMoreGpus},
    {"more-parallelism", {}, applyMoreParallelism},
    {"context-parallel", {}, applyContextParallel},
    {"sequence-parallel", {}, applySequenceParallel},
    {"moe-all-to-all", {}, applyAllToAllDispatch},
    {"rollout-sleep", {}, applyRolloutSleep},
    {"rollout-utilization", {}, applyRolloutUtilization},
    {"trainer-offload", {}, applyTrainerOffload},
    {"bf16-moments", {}, applyBf16Moments},
    {"reference-offload", {}, applyReferenceOffload},
    {"teacher-offload", {}, applyTeacherOffload},
    {"logprob-micro-batch", kDivideParams, applyLogProbMicroBatch},
    {"shorter-sequence", kDivideParams, applyShorterSequence},
    {"micro-batch", kMicroBatchParams, applyMicroBatch},
    {"offload", kOffloadParams, applyOffload},
    {"expandable-segments", {}, applyExpandableSegments},
};

const ChangeKind* findChange(const std::string& name)
{
    for (const auto& kind : kChanges)
        if (name == kind.name)
            return &kind;
    return nullptr;
}

bool isWord(const std::string& word, std::span<const char* const> words)
{
    return std::any_of(words.begin(), words.end(), [&](const char* w) { return word == w; });
}

// The parameter typed when it is what `spec` asks for; false otherwise.
bool readParam(const ParamSpec& spec, const nlohmann::json& value, ChangeParams& out)
{
    const std::string key = spec.key;
    switch (spec.type) {
    case ParamType::Word: {
        const auto word = asString(value);
        if (!word || !isWord(*word, spec.words))
            return false;
        out.words[key] = *word;
        return true;
    }
    case ParamType::WordList: {
        if (!value.is_array() || value.empty())
            return false;
        std::vector<std::string> words;
        for (const auto& item : value) {
            const auto word = asString(item);
            if (!word || !isWord(*word, spec.words))
                return false;
            words.push_back(*word);
        }
        out.wordLists[key] = std::move(words);
        return true;
    }
    case ParamType::Int: {
        const auto number = asInteger(value);
        if (!value.is_number_integer() || !number || *number < spec.low || *number > spec.high)
            return false;
        out.numbers[key] = *number;
        return true;
    }
    case ParamType::Bool: {
        const auto flag = asBool(value);
        if (!flag)
            return false;
        out.flags[key] = *flag;
        return true;
    }
    }
    return false;
}

std::string expected(const ParamSpec& spec)
{
    std::string words;
    for (const char* w : spec.words)
        words += (words.empty() ? "" : ", ") + std::string(w);
    switch (spec.type) {
    case ParamType::Word: return "one of " + words;
    case ParamType::WordList: return "a list of " + words;
    case ParamType::Int: return "a number from " + std::to_string(int(spec.low)) + " to " + std::to_string(int(spec.high));
    case ParamType::Bool: return "true or false";
    }
    return {};
}

}  // namespace

Problem triageReason(const char* pattern, std::vector<ProblemArgument> arguments)
{
    return templatedProblem("", pattern, std::move(arguments), "Triage");
}

bool isChangeKind(const std::string& change) { return findChange(change) != nullptr; }

std::vector<std::string> changeKinds()
{
    std::vector<std::string> names;
    for (const auto& kind : kChanges)
        names.emplace_back(kind.name);
    return names;
}

std::string ChangeParams::word(const std::string& key) const
{
    const auto it = words.find(key);
    return it == words.end() ? std::string() : it->second;
}

std::vector<std::string> ChangeParams::wordList(const std::string& key) const
{
    const auto it = wordLists.find(key);
    return it == wordLists.end() ? std::vector<std::string>() : it->second;
}

std::int64_t ChangeParams::number(const std::string& key, std::int64_t fallback) const
{
    const auto it = numbers.find(key);
    return it == numbers.end() ? fallback : it->second;
}

bool ChangeParams::flag(const std::string& key) const
{
    const auto it = flags.find(key);
    return it != flags.end() && it->second;
}

ChangeParams readChangeParams(const std::string& change, const nlohmann::json* params, const std::string& path,
                              std::vector<Problem>& problems)
{
    ChangeParams out;
    const ChangeKind* kind = findChange(change);
    if (!kind)
        return out;
    static const nlohmann::json kNone = nlohmann::json::object();
    const nlohmann::json& given = params ? *params : kNone;
    if (!given.is_object()) {
        problems.push_back(wrongType(path, kindWord(nlohmann::json::value_t::object), given));
        return out;
    }
    for (const auto& spec : kind->params) {
        const nlohmann::json* value = member(given, spec.key);
        if (!value || !readParam(spec, *value, out))
            problems.push_back({path + "." + spec.key, path + "." + spec.key + ": " +
                                                           (value ? "is " + shownJson(*value) + "; " : "missing; ") +
                                                           "expected " + expected(spec)});
    }
    for (const auto& item : given.items()) {
        // A named reference, not a structured binding: Clang 14 cannot capture bindings in lambdas.
        const std::string& key = item.key();
        if (std::none_of(kind->params.begin(), kind->params.end(), [&](const ParamSpec& s) { return key == s.key; }))
            problems.push_back({path + "." + key, path + "." + key + ": unknown parameter of '" + change + "'"});
    }
    return out;
}

ChangeOutcome applyChange(const std::string& change, const ChangeParams& params, const TriageOptions& options,
                          Scenario& scenario)
{
    const ChangeKind* kind = findChange(change);
    return kind ? kind->apply(params, options, scenario) : notHere(MEMLEDGER_TRANSLATABLE("Triage", "unknown action kind '%1'"), {{change}});
}

}  // namespace memledger::model
