#include "model/imports/deepspeed/deepspeed_config.h"

#include <algorithm>
#include <cctype>
#include <optional>

#include "model/core/untrusted_json.h"
#include "model/imports/config_object.h"

namespace memledger::model {

namespace {

// Where DeepSpeed fixes what a config leaves out.
constexpr const char* kZeroConfig = "deepspeed/runtime/zero/config.py @ 1b88ac36";
constexpr const char* kOffloadConfig = "deepspeed/runtime/zero/offload_config.py @ 1978617c";
constexpr const char* kRuntimeConfig = "deepspeed/runtime/config.py @ 029f12b3";
constexpr const char* kConstants = "deepspeed/runtime/constants.py @ 088be892";

constexpr const char* kAutoNote =
    MEMLEDGER_TRANSLATABLE("Import",
                           "\"auto\": the Hugging Face Trainer fills it in from TrainingArguments; "
                           "import those too (or give the flag), else the base scenario's value stays");

std::string lowered(std::string text)
{
    std::transform(text.begin(), text.end(), text.begin(), [](unsigned char c) { return std::tolower(c); });
    return text;
}

void readOffload(ConfigObject& zero, const char* key, const char* field, int stage)
{
    ImportBuilder& out = zero.out();
    const auto* block = zero.take(key);
    if (!block)
        return;
    const std::string path = zero.pathOf(key);
    if (!block->is_object()) {
        out.problem(
            path,
            MEMLEDGER_TRANSLATABLE("Problem", "%1 is %2; DeepSpeed expects an object such as {\"device\": \"cpu\"}"),
            {{path}, {shown(*block)}});
        return;
    }
    ConfigObject offload(*block, path, out);
    OffloadTarget target = OffloadTarget::None;
    if (const auto* device = offload.take("device")) {
        const std::string word = asString(*device).value_or(std::string());
        if (word == "cpu" || word == "nvme" || word == "none") {
            target = word == "cpu" ? OffloadTarget::Cpu : word == "nvme" ? OffloadTarget::Nvme : OffloadTarget::None;
            out.setChoice(Mapping::Read, offload.source("device", *device), field, target);
        } else {
            out.problem(path + ".device",
                        MEMLEDGER_TRANSLATABLE("Problem", "%1 is %2; DeepSpeed expects cpu, nvme or none"),
                        {{path + ".device"}, {shown(*device)}});
        }
    } else {
        out.setChoice(Mapping::Defaulted, {path + ".device", ""}, field, OffloadTarget::None,
                      cited(MEMLEDGER_TRANSLATABLE("Import", "DeepSpeed's default device is none"), kOffloadConfig));
    }
    if (std::string_view(key) == "offload_param" && target != OffloadTarget::None && stage != 3)
        out.problem(path,
                    MEMLEDGER_TRANSLATABLE("Problem",
                                           "%1 offloads parameters, which DeepSpeed does only at ZeRO stage 3 (this "
                                           "config says %2); set \"stage\": 3 or remove it"),
                    {{path}, {std::to_string(stage)}});
    if (target != OffloadTarget::None) {
        if (const auto* pin = offload.take("pin_memory")) {
            if (const auto on = truth(*pin))
                out.setSwitch(Mapping::Read, offload.source("pin_memory", *pin), "performance.pinned_memory", *on);
            else
                out.problem(path + ".pin_memory", MEMLEDGER_TRANSLATABLE("Problem", "%1 is %2; expected true or false"),
                            {{path + ".pin_memory"}, {shown(*pin)}});
        } else {
            out.setSwitch(Mapping::Defaulted, {path + ".pin_memory", ""}, "performance.pinned_memory", false,
                          cited(MEMLEDGER_TRANSLATABLE(
                                    "Import", "DeepSpeed offloads to pageable memory unless pin_memory is true"),
                                kOffloadConfig));
        }
    }
    if (const auto* ratio = offload.take("ratio")) {
        const auto fraction = number(*ratio);
        out.notModelled(
            offload.source("ratio", *ratio),
            fraction && *fraction < 1
                ? misses(Category::OptimizerStates, EstimateBias::Low,
                         MEMLEDGER_TRANSLATABLE("Import",
                                                "only this fraction of the optimizer states is offloaded; the "
                                                "ledger offloads all of them, so the GPU figure is too low"))
                : ImportNote(MEMLEDGER_TRANSLATABLE("Import", "the whole optimizer state is offloaded, as the ledger assumes")));
    }
    offload.notModelled(
        {"nvme_path", "buffer_count", "buffer_size", "max_in_cpu", "pipeline_read", "pipeline_write", "fast_init",
         "super_offload", "convert_grad_on_cpu", "cpuadam_cores_perc", "pin_memory"},
        MEMLEDGER_TRANSLATABLE("Import",
                               "NVMe swap and CPU-optimizer tuning: host buffers and speed, not what the GPU holds"));
    offload.finish();
}

// The deprecated switches that came before the offload blocks: true is device cpu.
void readLegacyOffload(ConfigObject& zero, const char* key, const char* field)
{
    ImportBuilder& out = zero.out();
    if (const auto* value = zero.take(key)) {
        if (const auto on = truth(*value))
            out.setChoice(
                Mapping::Read, zero.source(key, *value), field, *on ? OffloadTarget::Cpu : OffloadTarget::None,
                cited(
                    MEMLEDGER_TRANSLATABLE("Import", "deprecated spelling of the offload blocks' \"device\": \"cpu\""),
                    kZeroConfig));
        else
            out.problem(zero.pathOf(key), MEMLEDGER_TRANSLATABLE("Problem", "%1 is %2; expected true or false"),
                        {{zero.pathOf(key)}, {shown(*value)}});
    }
}

void readZero(ConfigObject& root)
{
    ImportBuilder& out = root.out();
    const std::string path = root.pathOf("zero_optimization");
    const auto* zero = root.take("zero_optimization");
    if (!zero) {
        out.setNumber(
            Mapping::Defaulted, {path + ".stage", ""}, "parallel.zero", 0,
            cited(MEMLEDGER_TRANSLATABLE("Import",
                                         "DeepSpeed leaves ZeRO off unless configured (DeepSpeedZeroConfig.stage = 0)"),
                  kZeroConfig));
        return;
    }
    if (const auto on = truth(*zero)) {
        out.setNumber(Mapping::Read, root.source("zero_optimization", *zero), "parallel.zero", *on ? 1 : 0,
                      cited(MEMLEDGER_TRANSLATABLE(
                                "Import", "deprecated boolean form: true is stage 1 (read_zero_config_deprecated)"),
                            kZeroConfig));
        return;
    }
    if (!zero->is_object()) {
        out.problem(path,
                    MEMLEDGER_TRANSLATABLE("Problem", "%1 is %2; DeepSpeed expects an object such as {\"stage\": 2}"),
                    {{path}, {shown(*zero)}});
        return;
    }
    ConfigObject object(*zero, path, out);
    int stage = 0;
    if (const auto* value = object.take("stage")) {
        const auto whole = wholeNumber(*value);
        if (whole && *whole >= 0 && *whole <= 3) {
            stage = static_cast<int>(*whole);
            out.setNumber(Mapping::Read, object.source("stage", *value), "parallel.zero", stage);
        } else {
            out.problem(path + ".stage",
                        MEMLEDGER_TRANSLATABLE("Problem", "%1 is %2; DeepSpeed's ZeRO stages are 0, 1, 2 and 3"),
                        {{path + ".stage"}, {shown(*value)}});
        }
    } else {
        out.setNumber(Mapping::Defaulted, {path + ".stage", ""}, "parallel.zero", 0,
                      cited(MEMLEDGER_TRANSLATABLE("Import", "DeepSpeedZeroConfig.stage defaults to 0"), kZeroConfig));
    }
    readOffload(object, "offload_optimizer", "memory.offload.optimizer", stage);
    readOffload(object, "offload_param", "memory.offload.parameters", stage);
    readLegacyOffload(object, "cpu_offload", "memory.offload.optimizer");
    readLegacyOffload(object, "cpu_offload_param", "memory.offload.parameters");
    if (const auto* pin = object.take("cpu_offload_use_pin_memory"))
        if (const auto on = truth(*pin))
            out.setSwitch(
                Mapping::Read, object.source("cpu_offload_use_pin_memory", *pin), "performance.pinned_memory", *on,
                cited(MEMLEDGER_TRANSLATABLE("Import", "deprecated spelling of the offload blocks' pin_memory"),
                      kZeroConfig));
    object.notModelled({"reduce_bucket_size"},
                       misses(Category::Temporaries, EstimateBias::Either,
                              MEMLEDGER_TRANSLATABLE(
                                  "Import",
                                  "the ledger counts DeepSpeed's default reduce bucket of 5e8 elements; this size is "
                                  "not a scenario setting")));
    object.notModelled(
        {"allgather_bucket_size", "sub_group_size", "zero_hpz_partition_size", "mics_shard_size"},
        misses(Category::Temporaries, EstimateBias::Either,
               MEMLEDGER_TRANSLATABLE("Import",
                                      "communication and optimizer-step buffer sizes: not sized separately in the "
                                      "ledger")));
    object.notModelled(
        {"stage3_prefetch_bucket_size", "stage3_param_persistence_threshold", "stage3_model_persistence_threshold",
         "stage3_max_live_parameters", "stage3_max_reuse_distance", "stage3_module_granularity_threshold",
         "stage3_use_all_reduce_for_fetch_params", "stage3_allgather_sequential", "stage3_partition_stream_chunk_size"},
        misses(Category::Weights, EstimateBias::Either,
               MEMLEDGER_TRANSLATABLE(
                   "Import",
                   "ZeRO-3 prefetch and persistence thresholds: the ledger counts the gathered layers by its own "
                   "rule, not by these sizes")));
    object.notModelled({"stage3_gather_16bit_weights_on_model_save", "stage3_gather_fp16_weights_on_model_save"},
                       MEMLEDGER_TRANSLATABLE("Import", "gathers the weights when saving: after the training step"));
    object.notModelled(
        {"reduce_scatter", "allgather_partitions", "round_robin_gradients",
         "load_from_fp32_weights", "elastic_checkpoint", "ignore_unused_parameters", "legacy_stage1",
         "use_multi_rank_bucket_allreduce", "memory_efficient_linear", "override_module_apply",
         "log_trace_cache_warnings", "enable_sanity_checks", "pipeline_loading_checkpoint",
         "mics_hierarchical_params_gather"},
        MEMLEDGER_TRANSLATABLE(
            "Import", "communication and bookkeeping switches: how DeepSpeed moves the states, not which it keeps"));
    object.notModelled({"overlap_comm"},
                       misses(Category::Temporaries, EstimateBias::Low,
                              MEMLEDGER_TRANSLATABLE("Import",
                                                     "overlapped reduction keeps more buckets in flight (DeepSpeed's "
                                                     "ZeRO docs: up to 4.5 × the bucket sizes); the ledger counts one "
                                                     "reduce bucket")));
    object.notModelled({"contiguous_gradients"},
                       misses(Category::Fragmentation, EstimateBias::Either,
                              MEMLEDGER_TRANSLATABLE("Import",
                                                     "gradients copied into one contiguous buffer as they are "
                                                     "produced: changes how the allocator's blocks split; not "
                                                     "modelled")));
    object.notModelled(
        {"zero_quantized_weights", "zero_quantized_nontrainable_weights", "zero_quantized_gradients",
         "zeropp_loco_param"},
        misses(Category::Weights, EstimateBias::Either,
               MEMLEDGER_TRANSLATABLE("Import",
                                      "ZeRO++ quantised communication: not modelled; the ledger counts 16-bit "
                                      "transfers")));
    object.finish();
}

enum class Switch { Absent, Off, On, Auto };

Switch readEnabled(ConfigObject& block, ImportBuilder& out)
{
    const auto* enabled = block.take("enabled");
    if (!enabled)
        return Switch::Absent;
    if (isAuto(*enabled))
        return Switch::Auto;
    if (const auto on = truth(*enabled))
        return *on ? Switch::On : Switch::Off;
    out.problem(block.pathOf("enabled"),
                MEMLEDGER_TRANSLATABLE("Problem", "%1 is %2; expected true, false or \"auto\""),
                {{block.pathOf("enabled")}, {shown(*enabled)}});
    return Switch::Absent;
}

void readPrecision(ConfigObject& root)
{
    ImportBuilder& out = root.out();
    struct Mode {
        const char* key;
        Precision precision;
        Switch state = Switch::Absent;
    };
    // "bfloat16" is the older spelling DeepSpeed still reads when "bf16" is absent (BFLOAT16_OLD).
    const char* bf16Key = root.take("bf16") ? "bf16" : root.take("bfloat16") ? "bfloat16" : "bf16";
    Mode modes[] = {{"fp16", Precision::Fp16Mixed}, {bf16Key, Precision::Bf16Mixed}};
    for (Mode& mode : modes) {
        const auto* block = root.take(mode.key);
        if (!block)
            continue;
        if (!block->is_object()) {
            out.problem(
                root.pathOf(mode.key),
                MEMLEDGER_TRANSLATABLE("Problem", "%1 is %2; DeepSpeed expects an object such as {\"enabled\": true}"),
                {{root.pathOf(mode.key)}, {shown(*block)}});
            continue;
        }
        ConfigObject object(*block, root.pathOf(mode.key), out);
        mode.state = readEnabled(object, out);
        object.notModelled(
            {"loss_scale", "loss_scale_window", "initial_scale_power", "hysteresis", "min_loss_scale",
             "consecutive_hysteresis", "auto_cast", "fused_mode", "check_overflow", "check_grad_overflow",
             "immediate_grad_update"},
            MEMLEDGER_TRANSLATABLE("Import", "loss scaling and overflow checks: scalars, no memory of their own"));
        object.notModelled(
            {"fp16_master_weights_and_grads", "bf16_master_weights_and_grads", "bf16_optimizer_states"},
            misses(Category::OptimizerStates, EstimateBias::High,
                   MEMLEDGER_TRANSLATABLE(
                       "Import",
                       "16-bit master weights, gradients or optimizer states: not modelled; the ledger keeps the "
                       "fp32 master copy and states of mixed precision")));
        object.finish();
    }
    const Mode& fp16 = modes[0];
    const Mode& bf16 = modes[1];
    if (fp16.state == Switch::On && bf16.state == Switch::On) {
        out.problem(
            "fp16.enabled",
            MEMLEDGER_TRANSLATABLE(
                "Problem",
                "fp16.enabled and %1.enabled are both true; DeepSpeed trains in one of them: disable the other"),
            {{bf16.key}});
        return;
    }
    for (const Mode* mode : {&fp16, &bf16})
        if (mode->state == Switch::On) {
            const std::string key = root.pathOf(mode->key) + ".enabled";
            out.setChoice(Mapping::Read, {key, "true"}, "training.precision", mode->precision,
                          std::string(mode->key) == "bfloat16"
                              ? cited(MEMLEDGER_TRANSLATABLE(
                                          "Import", "older spelling of bf16, still read by DeepSpeed (BFLOAT16_OLD)"),
                                      kConstants)
                              : ImportNote());
            return;
        }
    for (const Mode* mode : {&fp16, &bf16})
        if (mode->state == Switch::Auto) {
            out.note(Mapping::Defaulted, {root.pathOf(mode->key) + ".enabled", "auto"}, "training.precision", kAutoNote);
            return;
        }
    out.setChoice(Mapping::Defaulted, {root.pathOf("fp16") + ".enabled", ""}, "training.precision", Precision::Fp32,
                  cited(MEMLEDGER_TRANSLATABLE("Import",
                                               "neither fp16 nor bf16 is enabled, so DeepSpeed trains in fp32 "
                                               "(FP16_ENABLED_DEFAULT, BFLOAT16_ENABLED_DEFAULT = False)"),
                        kConstants));
}

struct BatchValue {
    const nlohmann::json* json = nullptr;
    std::optional<std::int64_t> count;
    bool automatic = false;
};

BatchValue readBatchValue(ConfigObject& root, const char* key, const char* field)
{
    ImportBuilder& out = root.out();
    BatchValue value;
    value.json = root.take(key);
    if (!value.json)
        return value;
    if (isAuto(*value.json)) {
        value.automatic = true;
        if (field)
            out.note(Mapping::Defaulted, root.source(key, *value.json), field, kAutoNote);
        else
            out.notModelled(root.source(key, *value.json), kAutoNote);
        return value;
    }
    value.count = wholeNumber(*value.json);
    if (!value.count || *value.count < 1) {
        out.problem(
            root.pathOf(key),
            MEMLEDGER_TRANSLATABLE("Problem", "%1 is %2; DeepSpeed expects a whole number of at least 1, or \"auto\""),
            {{root.pathOf(key)}, {shown(*value.json)}});
        value.count.reset();
        return value;
    }
    if (field)
        out.setNumber(Mapping::Read, root.source(key, *value.json), field, static_cast<double>(*value.count));
    return value;
}

// train_batch_size = micro × accumulation × data-parallel GPUs; DeepSpeed derives whichever
// is missing (_set_batch_related_parameters), and so does the engine once it knows the GPUs.
void readBatch(ConfigObject& root)
{
    ImportBuilder& out = root.out();
    const BatchValue micro = readBatchValue(root, "train_micro_batch_size_per_gpu", "training.micro_batch");
    const BatchValue accum = readBatchValue(root, "gradient_accumulation_steps", "training.grad_accum");
    const BatchValue total = readBatchValue(root, "train_batch_size", nullptr);
    const bool accumLeftOut = !accum.json;
    if (accumLeftOut && (total.count || micro.count) && !(micro.automatic || total.automatic))
        out.setNumber(
            Mapping::Defaulted, {root.pathOf("gradient_accumulation_steps"), ""}, "training.grad_accum", 1,
            cited(MEMLEDGER_TRANSLATABLE(
                      "Import", "DeepSpeed sets gradient_accumulation_steps to 1 when the config leaves it out"),
                  kRuntimeConfig));
    if (!total.count)
        return;
    const std::string key = root.pathOf("train_batch_size");
    if (micro.count && accum.count) {
        const std::int64_t perReplica = times(*micro.count, *accum.count).value_or(0);
        if (perReplica < 1 || *total.count % perReplica != 0) {
            out.problem(key,
                        MEMLEDGER_TRANSLATABLE("Problem",
                                               "%1 is %2, not a multiple of micro-batch %3 × accumulation %4; "
                                               "DeepSpeed refuses it (train_batch_size = micro × accumulation × GPUs)"),
                        {{key},
                         {std::to_string(*total.count)},
                         {std::to_string(*micro.count)},
                         {std::to_string(*accum.count)}});
            return;
        }
        out.setNumber(Mapping::Read, {key, std::to_string(*total.count)}, "parallel.dp",
                      static_cast<double>(*total.count / perReplica),
                      cited(MEMLEDGER_TRANSLATABLE(
                                "Import", "train_batch_size / (micro-batch × accumulation): the data-parallel GPUs"),
                            kRuntimeConfig));
        return;
    }
    out.setGlobalBatch({*total.count, key});
    out.notModelled({key, std::to_string(*total.count)},
                    MEMLEDGER_TRANSLATABLE(
                        "Import",
                        "sequences per optimizer step; split into micro-batch × accumulation × data-parallel GPUs once "
                        "the GPUs are known"));
}

void readActivationCheckpointing(ConfigObject& root)
{
    ImportBuilder& out = root.out();
    const auto* block = root.take("activation_checkpointing");
    if (!block)
        return;
    ConfigObject object(*block, root.pathOf("activation_checkpointing"), out);
    if (const auto* cpu = object.take("cpu_checkpointing")) {
        if (truth(*cpu).value_or(false))
            out.setChoice(Mapping::Approximated, object.source("cpu_checkpointing", *cpu), "memory.offload.activations",
                          OffloadTarget::Cpu,
                          MEMLEDGER_TRANSLATABLE(
                              "Import",
                              "DeepSpeed moves the checkpointed layer inputs to host memory: modelled as activation "
                              "offload to the CPU"));
        else
            out.notModelled(object.source("cpu_checkpointing", *cpu),
                            MEMLEDGER_TRANSLATABLE("Import", "checkpoints stay on the GPU"));
    }
    object.notModelled({"partition_activations", "contiguous_memory_optimization", "number_checkpoints",
                        "synchronize_checkpoint_boundary", "profile"},
                       MEMLEDGER_TRANSLATABLE(
                           "Import",
                           "configures deepspeed.checkpointing for models that call it; whether layers are recomputed "
                           "is the model code's choice (gradient_checkpointing, --recompute), so memory.recompute is "
                           "left to the other inputs"));
    object.finish();
}

void readOptimizer(ConfigObject& root)
{
    ImportBuilder& out = root.out();
    const auto* block = root.take("optimizer");
    if (!block)
        return;
    ConfigObject object(*block, root.pathOf("optimizer"), out);
    const auto* type = object.take("type");
    const std::string name = (type ? lowered(asString(*type).value_or(std::string())) : std::string());
    double momentum = 0;
    if (const auto* params = object.take("params")) {
        ConfigObject values(*params, object.pathOf("params"), out);
        if (const auto* value = values.take("momentum")) {
            momentum = number(*value).value_or(0);
            out.notModelled(values.source("momentum", *value),
                            MEMLEDGER_TRANSLATABLE("Import", "read to tell SGD with momentum from plain SGD"));
        }
        values.notModelled({"amsgrad"},
                           misses(Category::OptimizerStates, EstimateBias::Low,
                                  MEMLEDGER_TRANSLATABLE("Import",
                                                         "AMSGrad keeps a third state per parameter, which the ledger "
                                                         "does not count")));
        values.notModelled({"lr",
                            "betas", "eps", "weight_decay", "torch_adam", "adam_w_mode", "bias_correction",
                            "freeze_step", "cuda_aware", "comm_backend_name", "nesterov", "dampening", "max_coeff",
                            "min_coeff", "var_freeze_step", "var_update_scaler", "local_step_scaler",
                            "local_step_clipper", "factor_max", "factor_min", "factor_threshold", "coeff_beta"},
                           MEMLEDGER_TRANSLATABLE("Import", "optimizer hyper-parameters: no effect on memory"));
        values.finish();
    }
    if (!type)
        return;
    const Source source = object.source("type", *type);
    if (name == "adam" || name == "adamw" || name == "fusedadam" || name == "cpuadam")
        out.setChoice(Mapping::Read, source, "training.optimizer", Optimizer::AdamW,
                      name == "adamw"
                          ? ImportNote()
                          : MEMLEDGER_TRANSLATABLE("Import", "keeps the same two fp32 moments per parameter as AdamW"));
    else if (name == "onebitadam" || name == "zerooneadam" || name == "onebitlamb" || name == "lamb")
        out.setChoice(Mapping::Approximated, source, "training.optimizer", Optimizer::AdamW,
                      MEMLEDGER_TRANSLATABLE(
                          "Import", "two moments per parameter like AdamW; its compression buffers are not counted"));
    else if (name == "lion")
        out.setChoice(Mapping::Read, source, "training.optimizer", Optimizer::Lion);
    else if (name == "sgd")
        out.setChoice(Mapping::Read, source, "training.optimizer", momentum > 0 ? Optimizer::SgdMomentum : Optimizer::Sgd);
    else if (name == "adagrad")
        out.setChoice(Mapping::Approximated, source, "training.optimizer", Optimizer::SgdMomentum,
                      MEMLEDGER_TRANSLATABLE("Import", "one state per parameter, as SGD with momentum keeps"));
    else
        out.unmodelledOptimizer(source.key, source.value);
    object.finish();
}

}  // namespace

void importDeepSpeed(const nlohmann::json& config, const std::string& path, ImportBuilder& out)
{
    if (!config.is_object()) {
        if (path.empty())
            out.problem(
                path,
                MEMLEDGER_TRANSLATABLE("Problem", "the DeepSpeed config is %1; a DeepSpeed config is a JSON object"),
                {{config.type_name()}});
        else
            out.problem(path, MEMLEDGER_TRANSLATABLE("Problem", "%1 is %2; a DeepSpeed config is a JSON object"),
                        {{path}, {config.type_name()}});
        return;
    }
    ConfigObject root(config, path, out);
    out.setChoice(Mapping::Read, {path.empty() ? "(DeepSpeed config)" : path, ""}, "framework", Framework::DeepSpeed,
                  MEMLEDGER_TRANSLATABLE("Import", "DeepSpeed's engine keeps the model states"));
    readZero(root);
    readBatch(root);
    readPrecision(root);
    readActivationCheckpointing(root);
    readOptimizer(root);
    if (const auto* scheduler = root.take("scheduler"))
        out.notModelled(
            {root.pathOf("scheduler"), shown(member(*scheduler, "type") ? *member(*scheduler, "type") : *scheduler)},
            MEMLEDGER_TRANSLATABLE("Import", "learning-rate schedule: no effect on memory"));
    root.notModelled({"gradient_clipping", "prescale_gradients", "gradient_predivide_factor", "sparse_gradients"},
                     MEMLEDGER_TRANSLATABLE("Import", "gradient scaling and clipping: no memory of their own"));
    root.notModelled(
        {"steps_per_print", "wall_clock_breakdown", "memory_breakdown", "dump_state", "tensorboard", "wandb",
         "csv_monitor", "comet", "monitor_config", "comms_logger", "comms_config", "flops_profiler", "timers"},
        MEMLEDGER_TRANSLATABLE("Import", "logging and monitoring"));
    root.notModelled({"zero_allow_untested_optimizer", "zero_force_ds_cpu_optimizer"},
                     MEMLEDGER_TRANSLATABLE("Import", "lets DeepSpeed accept the optimizer; no effect on memory"));
    root.notModelled({"aio"}, MEMLEDGER_TRANSLATABLE("Import", "NVMe asynchronous I/O tuning: speed, not memory"));
    root.notModelled(
        {"checkpoint", "dataloader_drop_last", "communication_data_type", "seq_parallel_comm_data_type"},
        MEMLEDGER_TRANSLATABLE("Import",
                               "checkpoint writing, data loading and collective data types: no persistent GPU memory"));
    root.finish();
}

}  // namespace memledger::model
