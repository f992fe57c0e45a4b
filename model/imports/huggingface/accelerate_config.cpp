#include "model/imports/huggingface/accelerate_config.h"

#include "model/core/untrusted_json.h"
#include "model/imports/config_object.h"
#include "model/imports/fsdp_options.h"
#include "model/imports/huggingface/hf_training_args.h"

namespace memledger::model {

namespace {

constexpr const char* kAccelerate = "accelerate src/accelerate/commands/config/config_args.py @ 16cb6eb8";

std::optional<OffloadTarget> offloadDevice(const nlohmann::json& value)
{
    const std::string word = asString(value).value_or(std::string());
    if (word == "none")
        return OffloadTarget::None;
    if (word == "cpu")
        return OffloadTarget::Cpu;
    if (word == "nvme")
        return OffloadTarget::Nvme;
    return std::nullopt;
}

void readDeepSpeed(ConfigObject& root, const NearbyFile& nearby)
{
    ImportBuilder& out = root.out();
    const auto* block = root.take("deepspeed_config");
    if (!block)
        return;
    ConfigObject config(*block, "deepspeed_config", out);
    if (const auto* file = config.take("deepspeed_config_file")) {
        importNamedDeepSpeed(*file, "deepspeed_config.deepspeed_config_file", nearby, out);
    }
    if (const auto* stage = config.take("zero_stage")) {
        const auto value = wholeNumber(*stage);
        if (value && *value >= 0 && *value <= 3)
            out.setNumber(Mapping::Read, config.source("zero_stage", *stage), "parallel.zero", static_cast<double>(*value));
        else
            out.problem("deepspeed_config.zero_stage",
                        MEMLEDGER_TRANSLATABLE("Problem", "%1 is %2; DeepSpeed's ZeRO stages are 0, 1, 2 and 3"),
                        {{"deepspeed_config.zero_stage"}, {shown(*stage)}});
    }
    for (const auto& [key, field] : {std::pair{"offload_optimizer_device", "memory.offload.optimizer"},
                                     std::pair{"offload_param_device", "memory.offload.parameters"}}) {
        if (const auto* device = config.take(key)) {
            if (const auto target = offloadDevice(*device))
                out.setChoice(Mapping::Read, config.source(key, *device), field, *target);
            else
                out.problem(config.pathOf(key),
                            MEMLEDGER_TRANSLATABLE("Problem", "%1 is %2; expected none, cpu or nvme"),
                            {{config.pathOf(key)}, {shown(*device)}});
        }
    }
    if (const auto* accum = config.take("gradient_accumulation_steps")) {
        if (const auto value = wholeNumber(*accum))
            out.setNumber(Mapping::Read, config.source("gradient_accumulation_steps", *accum), "training.grad_accum",
                          static_cast<double>(*value));
    }
    config.notModelled(
        {"zero3_init_flag", "zero3_save_16bit_model", "deepspeed_multinode_launcher", "gradient_clipping",
         "offload_optimizer_nvme_path", "offload_param_nvme_path", "deepspeed_hostfile", "deepspeed_exclusion_filter",
         "deepspeed_inclusion_filter", "deepspeed_moe_layer_cls_names"},
        MEMLEDGER_TRANSLATABLE("Import", "how DeepSpeed starts, initialises and saves: not what the ledger counts"));
    config.finish();
}

}  // namespace

void importAccelerateConfig(const nlohmann::json& document, const NearbyFile& nearby, ImportBuilder& out)
{
    ConfigObject root(document, "", out);
    std::string type;
    if (const auto* distributed = root.take("distributed_type")) {
        type = asString(*distributed).value_or(shown(*distributed));
        const Source source = root.source("distributed_type", *distributed);
        if (type == "DEEPSPEED")
            out.setChoice(Mapping::Read, source, "framework", Framework::DeepSpeed);
        else if (type == "FSDP")
            out.setChoice(Mapping::Read, source, "framework", Framework::Fsdp);
        else if (type == "MULTI_GPU" || type == "NO")
            out.setChoice(Mapping::Read, source, "framework", Framework::HfTrainer,
                          type == "NO" ? MEMLEDGER_TRANSLATABLE("Import", "one process")
                                       : MEMLEDGER_TRANSLATABLE("Import", "DDP: a full replica on every GPU"));
        else
            out.notModelled(
                source, MEMLEDGER_TRANSLATABLE("Import",
                                               "a backend MemLedger does not model (TPU, XLA, CPU, Megatron-LM through "
                                               "accelerate)"));
    }
    readDeepSpeed(root, nearby);
    if (const auto* fsdp = root.take("fsdp_config"))
        importFsdpConfig(*fsdp, "fsdp_config", out);
    if (const auto processes = root.takeWholeNumber("num_processes", 1))
        out.setNumber(Mapping::Read, processes->source, "parallel.dp", static_cast<double>(processes->value),
                      cited(MEMLEDGER_TRANSLATABLE("Import",
                                                   "accelerate's num_processes counts every process on every "
                                                   "machine; without TP or PP each is a data-parallel replica"),
                            kAccelerate));
    if (const auto* precision = root.take("mixed_precision")) {
        const std::string word = asString(*precision).value_or(shown(*precision));
        const bool sharded = type == "DEEPSPEED" || type == "FSDP";
        const Source source = root.source("mixed_precision", *precision);
        if (word == "bf16")
            out.setChoice(Mapping::Read, source, "training.precision",
                          sharded ? Precision::Bf16Mixed : Precision::Bf16Amp,
                          sharded ? MEMLEDGER_TRANSLATABLE("Import", "16-bit compute with an fp32 master copy")
                                  : MEMLEDGER_TRANSLATABLE("Import", "autocast over an fp32 model"));
        else if (word == "fp16")
            out.setChoice(
                sharded ? Mapping::Read : Mapping::Approximated, source, "training.precision",
                sharded ? Precision::Fp16Mixed : Precision::Bf16Amp,
                sharded ? MEMLEDGER_TRANSLATABLE("Import", "16-bit compute with an fp32 master copy")
                        : MEMLEDGER_TRANSLATABLE("Import", "fp16 autocast keeps the same bytes as bf16 autocast"));
        else if (word == "fp8")
            out.setChoice(
                Mapping::Approximated, source, "training.precision",
                sharded ? Precision::Bf16Mixed : Precision::Bf16Amp,
                MEMLEDGER_TRANSLATABLE("Import", "FP8 matmuls are not modelled: counted as bf16 mixed precision"));
        else if (word == "no")
            out.setChoice(Mapping::Read, source, "training.precision", Precision::Fp32);
        else
            out.problem("mixed_precision",
                        MEMLEDGER_TRANSLATABLE("Problem", "%1 is %2; accelerate expects no, fp16, bf16 or fp8"),
                        {{"mixed_precision"}, {word}});
    }
    root.notModelled(
        {"compute_environment", "debug", "machine_rank", "main_training_function", "num_machines", "rdzv_backend",
         "same_network", "tpu_env", "tpu_use_cluster", "tpu_use_sudo", "use_cpu", "downcast_bf16",
         "enable_cpu_affinity", "main_process_ip", "main_process_port", "gpu_ids", "dynamo_config",
         "megatron_lm_config", "ipex_config", "mpirun_config"},
        MEMLEDGER_TRANSLATABLE("Import", "where and how the processes start: num_processes already counts them all"));
    root.finish();
}

}  // namespace memledger::model
