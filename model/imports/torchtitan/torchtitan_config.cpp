#include "model/imports/torchtitan/torchtitan_config.h"
#include "model/imports/torchtitan/torchtitan_stages.h"
#include "model/imports/fsdp_options.h"

#include <algorithm>
#include <cctype>
#include <functional>
#include <optional>
#include <string_view>

#include "model/core/enum_names.h"
#include "model/core/pipeline_placement.h"
#include "model/imports/config_object.h"
#include "model/core/preset_names.h"
#include "model/imports/recompute_choice.h"

namespace memledger::model {

namespace {

// Where torchtitan fixes what a job config leaves out (pytorch/torchtitan @ 238fa995, the
// last commit with TOML job configs).
constexpr const char* kJobConfig = "torchtitan/config/job_config.py @ 238fa995";

ImportNote cited(const char* what)
{
    return model::cited(what, kJobConfig);
}

// What a table the file leaves out reads as: every key at its default.
const nlohmann::json& tableOrEmpty(const nlohmann::json* table)
{
    static const nlohmann::json kEmpty = nlohmann::json::object();
    return table ? *table : kEmpty;
}

// A degree as the file gives it, with the key it came from.
struct Degree {
    std::int64_t value = 0;
    Source source;
    bool given = false;
};

struct Job {
    std::string modelName;
    std::string flavor;
    int layers = 0;
    bool float8 = false;        // a float8 converter: torchao Float8Linear
    bool mx = false;            // an MX converter: not modelled
    Source lowPrecisionSource;
    const nlohmann::json* reshard = nullptr;  // fsdp_reshard_after_forward
    Source reshardSource;
    Degree shard, replicate, tp, pp, cp, ep, etp;
    Degree pipelineMicroBatch, layersPerStage, firstLess, lastLess;  // pipelining's micro-batch and stages
    std::string schedule;  // pipeline_parallel_schedule; empty: torchtitan's default, 1F1B
    Source scheduleSource;
    std::optional<std::int64_t> local;
    Source localSource;  // empty key: torchtitan's default
    std::optional<std::int64_t> global;
    Source globalSource;
    const nlohmann::json* compileFlag = nullptr;  // the 2025 schema's [training] compile
    Source compileSource;
};

void readDegree(ConfigObject& section, const char* key, Degree& degree)
{
    if (const auto whole = section.takeWholeNumber(key))
        degree = {whole->value, whole->source, true};
}

// The parallel degrees, in whichever table the schema keeps them.
void readParallelKeys(ConfigObject& section, Job& job)
{
    readDegree(section, "data_parallel_shard_degree", job.shard);
    readDegree(section, "data_parallel_replicate_degree", job.replicate);
    readDegree(section, "tensor_parallel_degree", job.tp);
    readDegree(section, "pipeline_parallel_degree", job.pp);
    readDegree(section, "context_parallel_degree", job.cp);
    readDegree(section, "expert_parallel_degree", job.ep);
    readDegree(section, "expert_tensor_parallel_degree", job.etp);
    readDegree(section, "pipeline_parallel_microbatch_size", job.pipelineMicroBatch);
    readDegree(section, "pipeline_parallel_layers_per_stage", job.layersPerStage);
    readDegree(section, "pipeline_parallel_first_stage_less_layers", job.firstLess);
    readDegree(section, "pipeline_parallel_last_stage_less_layers", job.lastLess);
    if (const auto* value = section.take("fsdp_reshard_after_forward")) {
        job.reshard = value;
        job.reshardSource = section.source("fsdp_reshard_after_forward", *value);
    }
    // Read for the stages it splits the model into (mapSchedule, mapStageLayers).
    if (const auto* value = section.take("pipeline_parallel_schedule")) {
        job.schedule = shown(*value);
        job.scheduleSource = section.source("pipeline_parallel_schedule", *value);
    }
    section.notModelled(
        {"enable_async_tensor_parallel", "pipeline_parallel_schedule",
         "pipeline_parallel_microbatches", "pipeline_parallel_split_points", "pipeline_parallel_schedule_csv",
         "disable_loss_parallel", "enable_compiled_autograd", "context_parallel_rotate_method",
         "module_fqns_per_model_part"},
        MEMLEDGER_TRANSLATABLE("Import", "pipeline schedule and communication details: not a scenario setting"));
}

void readModel(ConfigObject& root, Job& job)
{
    const auto* model = root.take("model");
    if (!model)
        return;
    ConfigObject section(*model, "model", root.out());
    const auto* name = section.take("name");
    const auto* flavor = section.take("flavor");
    job.modelName = name ? shown(*name) : std::string();
    job.flavor = flavor ? shown(*flavor) : std::string();
    if (name && flavor) {
        const Source source{"model.name, model.flavor", job.modelName + " " + job.flavor};
        const auto match = presetForTorchtitan(job.modelName, job.flavor);
        if (match && !match->presetId.empty())
            section.out().setModel(match->exact ? Mapping::Read : Mapping::Approximated, source, match->presetId,
                                   match->note);
        else
            section.out().notModelled(source, match ? match->note
                                                    : MEMLEDGER_TRANSLATABLE("Import",
                                                                             "a model MemLedger has no preset "
                                                                             "for: give --model, or "
                                                                             "--hf-config with its config.json"));
        if (match)
            job.layers = match->layers;
    }
    if (const auto* converters = section.take("converters")) {
        const std::string text = shown(*converters);
        job.float8 = text.find("float8") != std::string::npos;
        job.mx = text.find("mx") != std::string::npos;
        job.lowPrecisionSource = section.source("converters", *converters);
        if (job.float8)
            section.out().setSwitch(Mapping::Read, job.lowPrecisionSource, "training.float8", true,
                                    MEMLEDGER_TRANSLATABLE("Import", "torchao Float8Linear on the block linears"));
        if (!job.float8 && !job.mx)
            section.out().notModelled(job.lowPrecisionSource,
                                      MEMLEDGER_TRANSLATABLE("Import", "no float8 or MX converter"));
    }
    section.notModelled(
        {"hf_assets_path", "tokenizer_path", "norm_type", "print_after_conversion"},
        MEMLEDGER_TRANSLATABLE(
            "Import", "tokenizer and checkpoint paths, normalisation kernel: the preset has the architecture"));
    section.finish();
}

void readTraining(ConfigObject& root, Job& job)
{
    ImportBuilder& out = root.out();
    const auto* training = root.take("training");
    ConfigObject section(tableOrEmpty(training), "training", out);
    // 2025: local_batch_size; before: batch_size.
    const char* batchKey = section.take("local_batch_size") ? "local_batch_size" : "batch_size";
    if (const auto* batch = section.take(batchKey)) {
        job.local = wholeNumber(*batch);
        job.localSource = section.source(batchKey, *batch);
        if (!job.local || *job.local < 1)
            out.problem(section.pathOf(batchKey),
                        MEMLEDGER_TRANSLATABLE("Problem", "%1 is %2; expected a whole number"),
                        {{section.pathOf(batchKey)}, {shown(*batch)}});
    } else {
        job.local = 8;
        job.localSource = {"training.local_batch_size", ""};
    }
    if (const auto* global = section.take("global_batch_size")) {
        job.global = wholeNumber(*global);
        job.globalSource = section.source("global_batch_size", *global);
    }
    if (const auto* seq = section.take("seq_len")) {
        if (const auto length = wholeNumber(*seq))
            out.setNumber(Mapping::Read, section.source("seq_len", *seq), "training.seq", static_cast<double>(*length));
        else
            out.problem("training.seq_len", MEMLEDGER_TRANSLATABLE("Problem", "%1 is %2; expected a number of tokens"),
                        {{"training.seq_len"}, {shown(*seq)}});
    } else {
        out.setNumber(Mapping::Defaulted, {"training.seq_len", ""}, "training.seq", 2048,
                      cited(MEMLEDGER_TRANSLATABLE("Import", "torchtitan's default")));
    }
    const auto* dtype = section.take("dtype");
    const auto* param = section.take("mixed_precision_param");
    if (dtype && shown(*dtype) == "bfloat16") {
        out.setChoice(
            Mapping::Read, section.source("dtype", *dtype), "training.precision", Precision::Bf16Pure,
            MEMLEDGER_TRANSLATABLE("Import", "parameters, gradients and optimizer states in bf16, no fp32 copy"));
    } else if (param) {
        out.setChoice(Mapping::Read, section.source("mixed_precision_param", *param), "training.precision",
                      shown(*param) == "float32" ? Precision::Fp32 : Precision::Bf16Mixed);
    } else {
        out.setChoice(
            Mapping::Defaulted, {"training.mixed_precision_param", ""}, "training.precision", Precision::Bf16Mixed,
            cited(MEMLEDGER_TRANSLATABLE(
                "Import", "torchtitan computes in bf16 over fp32 parameters by default (mixed_precision_param)")));
    }
    if (job.mx)
        out.note(
            Mapping::Approximated, job.lowPrecisionSource, "training.precision",
            MEMLEDGER_TRANSLATABLE(
                "Import", "MX matmuls are not modelled: counted as bf16 mixed precision, so their saving is missing"));
    if (const auto* offload = section.take("enable_cpu_offload")) {
        if (truth(*offload).value_or(false)) {
            readFsdpCpuOffload(section.source("enable_cpu_offload", *offload), out);
        } else {
            out.notModelled(section.source("enable_cpu_offload", *offload),
                            MEMLEDGER_TRANSLATABLE("Import", "no offload"));
        }
    }
    if (const auto* compile = section.take("compile")) {
        job.compileFlag = compile;
        job.compileSource = section.source("compile", *compile);
    }
    readParallelKeys(section, job);
    section.notModelled(
        {"max_norm", "steps", "dataset", "dataset_path", "warmup_steps", "gc_freq", "gc_debug", "seed", "deterministic",
         "mixed_precision_reduce", "debug_moe_force_load_balance", "load_only"},
        MEMLEDGER_TRANSLATABLE("Import", "data, schedule, clipping and reduction dtype: no memory the ledger counts"));
    section.finish();
}

// The engine's micro-batch and accumulation. With pipelining, a rank's local batch is cut into
// micro-batches of pipeline_parallel_microbatch_size that the schedule interleaves, which the
// engine counts as accumulation steps; global_batch_size = local × data-parallel size × accumulation.
void mapBatch(const Job& job, std::int64_t dp, ImportBuilder& out)
{
    if (!job.local || *job.local < 1)
        return;
    const bool pipelined = job.pp.given && job.pp.value > 1;
    std::int64_t micro = *job.local;
    if (pipelined) {
        micro = job.pipelineMicroBatch.given ? job.pipelineMicroBatch.value : 1;
        if (micro < 1 || *job.local % micro != 0) {
            out.problem("parallelism.pipeline_parallel_microbatch_size",
                        MEMLEDGER_TRANSLATABLE("Problem",
                                               "parallelism.pipeline_parallel_microbatch_size %1 does not divide the "
                                               "local batch %2; torchtitan refuses it"),
                        {{std::to_string(micro)}, {std::to_string(*job.local)}});
            return;
        }
        out.setNumber(job.pipelineMicroBatch.given ? Mapping::Read : Mapping::Defaulted,
                      job.pipelineMicroBatch.given ? job.pipelineMicroBatch.source
                                                   : Source{"parallelism.pipeline_parallel_microbatch_size", ""},
                      "training.micro_batch", static_cast<double>(micro),
                      job.pipelineMicroBatch.given ? ImportNote()
                                                   : cited(MEMLEDGER_TRANSLATABLE("Import", "torchtitan's default")));
    } else {
        const bool older = job.localSource.key == "training.batch_size";
        out.setNumber(job.localSource.value.empty() ? Mapping::Defaulted : Mapping::Read, job.localSource,
                      "training.micro_batch", static_cast<double>(micro),
                      job.localSource.value.empty() ? cited(MEMLEDGER_TRANSLATABLE("Import", "torchtitan's default"))
                      : older ? ImportNote(MEMLEDGER_TRANSLATABLE("Import", "the older spelling of local_batch_size"))
                              : ImportNote());
    }
    const std::int64_t pipelineSteps = *job.local / micro;
    if (!job.global || *job.global < 0) {
        out.setNumber(pipelined ? Mapping::Read : Mapping::Defaulted,
                      pipelined ? job.localSource : Source{"training.global_batch_size", "-1"}, "training.grad_accum",
                      static_cast<double>(pipelineSteps),
                      pipelined ? MEMLEDGER_TRANSLATABLE("Import",
                                                         "local batch / pipeline micro-batch: the schedule's "
                                                         "micro-batches")
                                : cited(MEMLEDGER_TRANSLATABLE(
                                      "Import",
                                      "without global_batch_size the step is local batch × data-parallel size: no "
                                      "accumulation")));
    } else if (const std::int64_t perStep = times(*job.local, dp).value_or(0);
               dp > 0 && perStep > 0 && *job.global % perStep == 0) {
        // Under a pipeline the local batch sets no field of its own: it is read here.
        const Source source = pipelined ? Source{job.globalSource.key + ", " + job.localSource.key,
                                                 job.globalSource.value + ", " + job.localSource.value}
                                        : job.globalSource;
        out.setNumber(
            Mapping::Read, source, "training.grad_accum",
            static_cast<double>(pipelineSteps * (*job.global / perStep)),
            pipelined ? MEMLEDGER_TRANSLATABLE(
                            "Import",
                            "local batch / pipeline micro-batch × global batch / (local batch × data-parallel size)")
                      : MEMLEDGER_TRANSLATABLE("Import", "global batch / (local batch × data-parallel size)"));
    } else if (dp > 0) {
        out.problem("training.global_batch_size",
                    MEMLEDGER_TRANSLATABLE("Problem",
                                           "training.global_batch_size %1 is not a multiple of local batch × "
                                           "data-parallel size; torchtitan refuses it"),
                    {{std::to_string(*job.global)}});
    } else {
        out.setGlobalBatch({*job.global, "training.global_batch_size"});
        out.notModelled(
            job.globalSource,
            MEMLEDGER_TRANSLATABLE("Import", "split into accumulation once the data-parallel size is known (--dp)"));
    }
}

// Virtual stages per rank: the layers, with the embedding and output counted as
// first/last_stage_less_layers (1 each by default), over layers_per_stage, per pipeline rank
// (torchtitan/distributed/pipeline_parallel.py @ 238fa995, pipeline_llm).
void mapVirtualStages(const Job& job, ImportBuilder& out)
{
    if (!job.layersPerStage.given || !job.pp.given || job.pp.value <= 1)
        return;
    const std::int64_t perStage = job.layersPerStage.value;
    const std::int64_t counted =
        job.layers + (job.firstLess.given ? job.firstLess.value : 1) + (job.lastLess.given ? job.lastLess.value : 1);
    if (job.layers <= 0 || perStage <= 0) {
        out.notModelled(job.layersPerStage.source,
                        MEMLEDGER_TRANSLATABLE("Import", "the model's layer count is not known here: give --vpp"));
        return;
    }
    const std::int64_t stages = (counted + perStage - 1) / perStage;
    if (stages % job.pp.value != 0) {
        out.problem("parallelism.pipeline_parallel_layers_per_stage",
                    MEMLEDGER_TRANSLATABLE(
                        "Problem",
                        "%1 virtual stages of %2 layers do not divide over %3 pipeline ranks; torchtitan refuses it"),
                    {{std::to_string(stages)}, {std::to_string(perStage)}, {std::to_string(job.pp.value)}});
        return;
    }
    out.setNumber(
        Mapping::Read, job.layersPerStage.source, "parallel.vpp", static_cast<double>(stages / job.pp.value),
        MEMLEDGER_TRANSLATABLE("Import", "⌈(layers + embedding + output) / layers per stage⌉ / pipeline degree"));
}

// torch.distributed.pipelining's schedules (schedules.py get_schedule_class, matched
// without case as it does): the schedule they are and whether they run several stages a rank.
struct TitanSchedule {
    const char* name;
    PipelineSchedule schedule;
    bool multiStage;
};
constexpr TitanSchedule kTitanSchedules[] = {
    {"1F1B", PipelineSchedule::OneFOneB, false},
    {"GPipe", PipelineSchedule::GPipe, false},
    {"Interleaved1F1B", PipelineSchedule::OneFOneB, true},
    {"LoopedBFS", PipelineSchedule::GPipe, true},
    {"InterleavedZeroBubble", PipelineSchedule::OneFOneB, true},
    {"ZBVZeroBubble", PipelineSchedule::Zbv, true},
    {"DualPipeV", PipelineSchedule::DualPipeV, true},
};

const TitanSchedule* titanSchedule(const std::string& name)
{
    for (const TitanSchedule& entry : kTitanSchedules) {
        const std::string_view known = entry.name;
        if (std::equal(known.begin(), known.end(), name.begin(), name.end(),
                       [](char a, char b) { return std::tolower(a) == std::tolower(b); }))
            return &entry;
    }
    return nullptr;
}

// torchtitan's multi-stage schedules run two virtual stages a rank unless layers_per_stage
// says otherwise (pipeline_parallel.py pipeline_llm: stages_per_rank = 1 if single-stage
// else 2); the single-stage ones (1F1B, GPipe) one.
void mapSchedule(const Job& job, ImportBuilder& out)
{
    if (job.schedule.empty())
        return;
    const TitanSchedule* known = titanSchedule(job.schedule);
    if (known == nullptr) {
        std::vector<std::string> names;
        for (const TitanSchedule& entry : kTitanSchedules)
            names.emplace_back(entry.name);
        out.problem("parallelism.pipeline_parallel_schedule",
                    MEMLEDGER_TRANSLATABLE("Problem", "pipeline_parallel_schedule is \"%1\"; torchtitan knows %2"),
                    {{job.schedule}, {choiceList(names)}});
        return;
    }
    const bool pipelined = job.pp.given && job.pp.value > 1;
    if (!pipelined) {
        out.notModelled(job.scheduleSource, MEMLEDGER_TRANSLATABLE("Import", "a pipeline schedule without pipeline "
                                                                             "parallelism: nothing to schedule"));
        return;
    }
    const bool interleavedZeroBubble = std::string_view(known->name) == "InterleavedZeroBubble";
    out.setChoice(interleavedZeroBubble ? Mapping::Approximated : Mapping::Read, job.scheduleSource,
                  "parallel.schedule", known->schedule,
                  interleavedZeroBubble ? MEMLEDGER_TRANSLATABLE("Import", "counted as the interleaved 1F1B schedule, "
                                                                           "whose forwards in flight it keeps; its "
                                                                           "deferred weight gradients are not")
                                        : ImportNote());
    if (!known->multiStage || job.layersPerStage.given)
        return;
    out.setNumber(Mapping::Read, job.scheduleSource, "parallel.vpp", 2,
                  MEMLEDGER_TRANSLATABLE("Import", "a multi-stage schedule: two virtual stages a rank without "
                                                   "layers_per_stage"));
}

// The decoder layers each pipeline rank builds: torchtitan counts the embedding and the
// output as first/last_stage_less_layers (1 each by default), so its stages are uneven even
// without layers_per_stage (pipeline_parallel.py generate_llm_fqn_per_model_part: 32 layers
// over 4 ranks are 8, 9, 8, 7). Looped schedules place virtual stage i on rank i mod PP; the
// V-shaped ones (ZBVZeroBubble, DualPipeV) are left even.
void mapStageLayers(const Job& job, ImportBuilder& out)
{
    if (!job.pp.given || job.pp.value <= 1 || job.pp.value > (1 << 16) || job.layers <= 0)
        return;
    const std::string& schedule = job.schedule;
    const TitanSchedule* known = schedule.empty() ? &kTitanSchedules[0] : titanSchedule(schedule);
    if (known == nullptr || vShaped(known->schedule))
        return;
    const bool singleStage = !known->multiStage;
    const std::int64_t first = job.firstLess.given ? job.firstLess.value : 1;
    const std::int64_t last = job.lastLess.given ? job.lastLess.value : 1;
    std::int64_t stages = job.pp.value * (singleStage ? 1 : 2);
    if (job.layersPerStage.given && job.layersPerStage.value > 0)
        stages = (job.layers + first + last + job.layersPerStage.value - 1) / job.layersPerStage.value;
    if (first > job.layers || last > job.layers || stages > (1 << 20))
        return;
    const auto ranks = torchtitanRankLayers(static_cast<int>(stages), static_cast<int>(job.pp.value), job.layers,
                                            static_cast<int>(first), static_cast<int>(last));
    if (!ranks || std::adjacent_find(ranks->begin(), ranks->end(), std::not_equal_to<>()) == ranks->end())
        return;
    const bool given = job.firstLess.given || job.lastLess.given || job.layersPerStage.given;
    const Source source = job.firstLess.given ? job.firstLess.source
                          : job.lastLess.given ? job.lastLess.source
                          : job.layersPerStage.given ? job.layersPerStage.source
                                                     : Source{"parallelism.pipeline_parallel_first_stage_less_layers", ""};
    out.setStageLayers(given ? Mapping::Read : Mapping::Defaulted, source, *ranks,
                       model::cited(MEMLEDGER_TRANSLATABLE("Import", "torchtitan's split: the embedding and the "
                                                                     "output count as layers, the first stages take "
                                                                     "the remainder"),
                                    "torchtitan/distributed/pipeline_parallel.py @ 238fa995, "
                                    "generate_llm_fqn_per_model_part"));
}

// fsdp_reshard_after_forward: "always", "never", or "default", which reshards unless
// pipeline parallelism is on (torchtitan/distributed/fsdp.py get_fsdp_reshard_after_forward_policy).
void mapReshard(const Job& job, ImportBuilder& out)
{
    const std::string policy = job.reshard ? shown(*job.reshard) : "default";
    if (policy != "always" && policy != "never" && policy != "default") {
        out.problem(
            "parallelism.fsdp_reshard_after_forward",
            MEMLEDGER_TRANSLATABLE(
                "Problem", "parallelism.fsdp_reshard_after_forward is \"%1\"; expected always, never or default"),
            {{policy}});
        return;
    }
    const bool pipelined = job.pp.given && job.pp.value > 1;
    const bool reshard = policy == "always" || (policy == "default" && !pipelined);
    const ImportNote note =
        policy == "default"
            ? cited(pipelined ? MEMLEDGER_TRANSLATABLE("Import", "default: no resharding under pipeline parallelism")
                              : MEMLEDGER_TRANSLATABLE("Import", "default: resharded unless pipelined"))
            : ImportNote();
    if (job.reshard)
        out.setSwitch(Mapping::Read, job.reshardSource, "parallel.reshard_after_forward", reshard, note);
    else if (!reshard)
        out.setSwitch(Mapping::Defaulted, {"parallelism.fsdp_reshard_after_forward", ""}, "parallel.reshard_after_forward",
                      reshard, note);
}

// torchtitan's expert TP defaults to 1 and applies only with EP > 1 (without EP the experts
// follow TP); it supports 1 or TP (job_config.py Parallelism.expert_tensor_parallel_degree).
void expertTensorParallel(const Job& job, ImportBuilder& out)
{
    const std::int64_t tp = job.tp.given ? job.tp.value : 1;
    const bool expertParallel = job.ep.given && job.ep.value > 1;
    if (job.etp.given && job.etp.value != 1 && job.etp.value != tp) {
        out.problem("parallelism.expert_tensor_parallel_degree",
                    MEMLEDGER_TRANSLATABLE("Problem", "expert_tensor_parallel_degree is %1; torchtitan supports 1 or "
                                                      "the tensor-parallel degree (%2)"),
                    {{std::to_string(job.etp.value)}, {std::to_string(tp)}});
        return;
    }
    if (!expertParallel || tp == 1) {
        if (job.etp.given)
            out.notModelled(job.etp.source, MEMLEDGER_TRANSLATABLE("Import", "no effect without expert parallelism "
                                                                             "and tensor parallelism"));
        return;
    }
    if (job.etp.given)
        out.setNumber(Mapping::Read, job.etp.source, "parallel.etp", static_cast<double>(job.etp.value));
    else
        out.setNumber(Mapping::Defaulted, {"parallelism.expert_tensor_parallel_degree", ""}, "parallel.etp", 1,
                      cited(MEMLEDGER_TRANSLATABLE("Import", "torchtitan's default: with EP the experts are not "
                                                             "split by TP; the TP ranks join the expert-parallel "
                                                             "group")));
}

void mapParallel(const Job& job, ImportBuilder& out)
{
    const auto degree = [&](const Degree& given, const char* key, const char* field) {
        if (given.given)
            out.setNumber(Mapping::Read, given.source, field, static_cast<double>(given.value));
        else
            out.setNumber(Mapping::Defaulted, {std::string("parallelism.") + key, ""}, field, 1,
                          cited(MEMLEDGER_TRANSLATABLE("Import", "torchtitan's default")));
    };
    degree(job.tp, "tensor_parallel_degree", "parallel.tp");
    if (job.tp.given && job.tp.value > 1)
        out.setSwitch(
            Mapping::Read, job.tp.source, "parallel.sp", true,
            MEMLEDGER_TRANSLATABLE(
                "Import", "torchtitan's tensor-parallel plan runs the norms sequence-parallel (SequenceParallel)"));
    degree(job.pp, "pipeline_parallel_degree", "parallel.pp");
    degree(job.cp, "context_parallel_degree", "parallel.cp");
    degree(job.ep, "expert_parallel_degree", "parallel.ep");
    expertTensorParallel(job, out);
    const std::int64_t shard = job.shard.given ? job.shard.value : -1;
    const std::int64_t replicate = job.replicate.given ? job.replicate.value : 1;
    const Source shardSource = job.shard.given ? job.shard.source : Source{"parallelism.data_parallel_shard_degree", ""};
    if (shard == 1) {
        out.setChoice(Mapping::Read, shardSource, "parallel.fsdp", FsdpMode::None,
                      MEMLEDGER_TRANSLATABLE("Import", "no FSDP sharding"));
    } else if (replicate > 1) {
        out.setChoice(Mapping::Read, job.replicate.source, "parallel.fsdp", FsdpMode::HybridShard,
                      MEMLEDGER_TRANSLATABLE("Import", "replicated groups of FSDP shards (HSDP)"));
        if (shard > 1)
            out.setNumber(Mapping::Read, shardSource, "parallel.shard_group", static_cast<double>(shard));
    } else {
        out.setChoice(job.shard.given ? Mapping::Read : Mapping::Defaulted, shardSource, "parallel.fsdp",
                      FsdpMode::FullShard,
                      job.shard.given ? ImportNote()
                                      : cited(MEMLEDGER_TRANSLATABLE(
                                            "Import", "torchtitan shards over every remaining rank by default (-1)")));
    }
    if (job.cp.given && job.cp.value > 1 && shard != 1)
        out.setChoice(
            Mapping::Read, job.cp.source, "parallel.fsdp_mesh", FsdpMesh::DpCp,
            cited(MEMLEDGER_TRANSLATABLE("Import", "FSDP shards over dp_shard × cp (ParallelDims.build_mesh)")));
    mapReshard(job, out);
    const std::int64_t dp = shard > 0 ? times(shard, std::max<std::int64_t>(replicate, 1)).value_or(0) : 0;
    if (dp > 0) {
        out.setNumber(Mapping::Read, shardSource, "parallel.dp", static_cast<double>(dp),
                      replicate > 1 ? MEMLEDGER_TRANSLATABLE("Import", "data-parallel size = shard × replicate degree")
                                    : MEMLEDGER_TRANSLATABLE("Import", ""));
    } else {
        out.note(Mapping::Defaulted, {shardSource.key, "-1"}, "parallel.dp",
                 MEMLEDGER_TRANSLATABLE(
                     "Import",
                     "-1: every rank left after TP, PP and CP; the world size is not in the file, so the data-parallel "
                     "size is not set (give --dp)"));
    }
    mapVirtualStages(job, out);
    mapSchedule(job, out);
    mapStageLayers(job, out);
    mapBatch(job, dp, out);
}

void readCheckpointing(ConfigObject& root, const Job& job)
{
    ImportBuilder& out = root.out();
    const auto* block = root.take("activation_checkpoint");
    ConfigObject section(tableOrEmpty(block), "activation_checkpoint", out);
    const auto* mode = section.take("mode");
    const std::string word = mode ? shown(*mode) : "selective";
    if (!mode)
        out.note(Mapping::Defaulted, {"activation_checkpoint.mode", ""}, "memory.recompute",
                 cited(MEMLEDGER_TRANSLATABLE("Import", "torchtitan's default is selective, every 2nd layer")));
    const Source modeSource = mode ? section.source("mode", *mode) : Source{"activation_checkpoint.mode", "selective"};
    if (word == "none") {
        out.setChoice(Mapping::Read, modeSource, "memory.recompute", Recompute::None);
    } else if (word == "full") {
        out.setChoice(Mapping::Read, modeSource, "memory.recompute", Recompute::Full,
                      MEMLEDGER_TRANSLATABLE("Import", "every block checkpointed"));
    } else if (word == "selective") {
        const auto* option = section.take("selective_ac_option");
        const std::string choice = option ? shown(*option) : "2";
        const Source source = option ? section.source("selective_ac_option", *option)
                                     : Source{"activation_checkpoint.selective_ac_option", ""};
        if (choice == "op") {
            const RecomputeChoice mapped = opLevelRecompute();
            out.setChoice(mapped.how, source, "memory.recompute", mapped.recompute, mapped.note);
        } else if (const auto every = wholeNumber(choice); every && *every >= 0 && *every <= 10000) {
            if (!option)
                out.note(Mapping::Defaulted, source, "memory.recompute",
                         cited(MEMLEDGER_TRANSLATABLE("Import", "the default option is \"2\"")));
            mapEveryNthLayer(static_cast<int>(*every), job.layers, source, out);
        } else {
            out.problem(source.key,
                        MEMLEDGER_TRANSLATABLE("Problem", "%1 is '%2'; torchtitan expects \"op\" or a layer count"),
                        {{source.key}, {choice}});
        }
    } else if (word == "memory_budget") {
        out.notModelled(
            modeSource,
            misses(Category::Activations, EstimateBias::Either,
                   MEMLEDGER_TRANSLATABLE("Import",
                                          "compile's memory-budget partitioner decides what to save: not modelled")));
    } else {
        out.problem(
            "activation_checkpoint.mode",
            MEMLEDGER_TRANSLATABLE("Problem", "%1 is '%2'; torchtitan expects none, selective, full or memory_budget"),
            {{"activation_checkpoint.mode"}, {word}});
    }
    section.notModelled({"selective_ac_option", "per_op_sac_force_recompute_mm_shapes_by_fqns", "early_stop", "debug",
                         "preserve_rng_state", "memory_budget", "visualize_memory_budget_pareto"},
                        MEMLEDGER_TRANSLATABLE("Import", "checkpointing details that do not change what is kept"));
    section.finish();
}

void readCompile(ConfigObject& root, const Job& job)
{
    ImportBuilder& out = root.out();
    bool enabled = false;
    bool model = true;  // components default to ["model", "loss"]
    bool loss = true;
    Source source = job.compileSource;
    if (const auto* block = root.take("compile")) {
        ConfigObject section(*block, "compile", out);
        if (const auto* enable = section.take("enable")) {
            enabled = truth(*enable).value_or(false);
            source = section.source("enable", *enable);
        }
        if (const auto* components = section.take("components")) {
            const std::string list = shown(*components);
            model = list.find("model") != std::string::npos;
            loss = list.find("loss") != std::string::npos;
            out.notModelled(section.source("components", *components),
                            MEMLEDGER_TRANSLATABLE("Import", "what is compiled; read with enable"));
        }
        section.notModelled({"backend"}, MEMLEDGER_TRANSLATABLE("Import", "the compiler backend"));
        section.finish();
    } else if (job.compileFlag) {
        enabled = truth(*job.compileFlag).value_or(false);
    }
    if (source.key.empty())
        return;
    if (enabled && model)
        out.setChoice(
            Mapping::Approximated, source, "memory.kernels", Kernels::Fused,
            MEMLEDGER_TRANSLATABLE("Import", "torch.compile fuses the model's element-wise ops, as fused kernels do"));
    out.setSwitch(Mapping::Read, source, "training.compile", enabled && loss,
                  enabled && loss ? MEMLEDGER_TRANSLATABLE("Import",
                                                           "the compiled loss recomputes its fp32 softmax in "
                                                           "backward")
                  : enabled       ? MEMLEDGER_TRANSLATABLE("Import", "the model only: the loss stays eager")
                                  : MEMLEDGER_TRANSLATABLE("Import", "no torch.compile"));
}

// [float8] (2024-25) and [quantize.*] (2025+): settings of the converters in [model].
void readLowPrecisionTables(ConfigObject& root, const Job& job)
{
    const char* note = job.float8 || job.mx
                           ? MEMLEDGER_TRANSLATABLE("Import",
                                                    "float8/MX converter settings that change no memory the "
                                                    "ledger counts")
                           : MEMLEDGER_TRANSLATABLE("Import",
                                                    "settings of a float8/MX converter this file does not "
                                                    "enable");
    bool float8 = job.float8;  // the 2024 schema's [float8] enable_float8_linear may turn it on
    for (const char* table : {"float8", "quantize", "mx"})
        if (const auto* block = root.take(table)) {
            std::vector<std::pair<std::string, const nlohmann::json*>> leaves;
            std::vector<std::pair<std::string, const nlohmann::json*>> pending{{table, block}};
            while (!pending.empty()) {
                auto [path, value] = pending.back();
                pending.pop_back();
                if (value->is_object() && !value->empty())
                    for (const auto& [key, inner] : value->items())
                        pending.emplace_back(path + "." + key, &inner);
                else
                    leaves.emplace_back(path, value);
            }
            std::sort(leaves.begin(), leaves.end());
            for (const auto& [path, value] : leaves) {
                // The 2024 schema turns float8 on here rather than with a converter.
                if (path == "float8.enable_float8_linear") {
                    float8 = truth(*value).value_or(false);
                    root.out().setSwitch(Mapping::Read, {path, shown(*value)}, "training.float8", float8);
                } else if (path.ends_with("float8.enable_fsdp_float8_all_gather") && float8) {
                    root.out().setSwitch(Mapping::Read, {path, shown(*value)}, "training.float8_all_gather",
                                         truth(*value).value_or(false));
                } else {
                    root.out().notModelled({path, shown(*value)}, note);
                }
            }
        }
}

void readOptimizer(ConfigObject& root)
{
    ImportBuilder& out = root.out();
    const auto* block = root.take("optimizer");
    if (!block)
        return;
    ConfigObject section(*block, "optimizer", out);
    if (const auto* name = section.take("name")) {
        const std::string word = shown(*name);
        if (word == "AdamW" || word == "Adam")
            out.setChoice(Mapping::Read, section.source("name", *name), "training.optimizer", Optimizer::AdamW);
        else
            // Muon and the rest keep other states than AdamW's: refused, not estimated as AdamW.
            out.unmodelledOptimizer(section.pathOf("name"), word);
    }
    section.notModelled({"early_step_in_backward"},
                        misses(Category::Gradients, EstimateBias::High,
                               MEMLEDGER_TRANSLATABLE("Import",
                                                      "steps each parameter as its gradient arrives: not modelled; the "
                                                      "ledger counts every gradient at once")));
    // torchtitan's words are the engine's: for-loop, foreach, fused.
    if (const auto* implementation = section.take("implementation")) {
        const std::string word = shown(*implementation);
        const auto kernel = parseEnum<OptimizerKernel>(word);
        if (kernel)
            out.setChoice(Mapping::Read, section.source("implementation", *implementation), "training.optimizer_kernel",
                          *kernel);
        else
            out.problem("optimizer.implementation",
                        MEMLEDGER_TRANSLATABLE(
                            "Problem", "optimizer.implementation is %1; torchtitan expects for-loop, foreach or fused"),
                        {{word}});
    } else {
        out.setChoice(Mapping::Defaulted, {"optimizer.implementation", ""}, "training.optimizer_kernel",
                      OptimizerKernel::Fused,
                      cited(MEMLEDGER_TRANSLATABLE("Import", "torchtitan's default implementation")));
    }
    section.notModelled({"lr", "eps", "weight_decay", "beta1", "beta2"},
                        MEMLEDGER_TRANSLATABLE("Import", "optimizer hyper-parameters: no effect on memory"));
    section.finish();
}

}  // namespace

void importTorchtitan(const nlohmann::json& document, ImportBuilder& out)
{
    ConfigObject root(document, "", out);
    out.setChoice(Mapping::Read, {"(torchtitan)", ""}, "framework", Framework::Fsdp,
                  MEMLEDGER_TRANSLATABLE("Import", "torchtitan shards the model with FSDP2 (fully_shard)"));
    Job job;
    readModel(root, job);
    readTraining(root, job);
    for (const char* table : {"parallelism", "experimental"})
        if (const auto* block = root.take(table)) {
            ConfigObject section(*block, table, out);
            readParallelKeys(section, job);
            if (std::string_view(table) == "experimental")
                section.notModelled({"custom_import", "custom_args_module"},
                                    MEMLEDGER_TRANSLATABLE("Import", "extension hooks"));
            section.finish();
        }
    mapParallel(job, out);
    readCheckpointing(root, job);
    readCompile(root, job);
    readLowPrecisionTables(root, job);
    readOptimizer(root);
    root.notModelled({"job", "profiling", "metrics", "lr_scheduler", "checkpoint", "validation", "comm",
                      "memory_estimation", "fault_tolerance"},
                     MEMLEDGER_TRANSLATABLE(
                         "Import", "logging, checkpoints, schedule and validation: no memory of the training step"));
    root.finish();
}

}  // namespace memledger::model
