#include "model/imports/torchtune/torchtune_config.h"

#include <algorithm>
#include <set>

#include "model/core/untrusted_json.h"
#include "model/imports/config_object.h"
#include "model/imports/fsdp_options.h"
#include "model/core/preset_names.h"
#include "model/imports/recompute_choice.h"

namespace memledger::model {

namespace {

// Where torchtune fixes what a recipe config leaves out (pytorch/torchtune @ bd2a0fc7).
constexpr const char* kRecipe = "recipes/full_finetune_distributed.py @ bd2a0fc7";
constexpr const char* kDistillationRecipe = "recipes/knowledge_distillation_distributed.py @ bd2a0fc7";
constexpr const char* kLoraBuilders = "torchtune/models/llama3_1/_model_builders.py @ bd2a0fc7";

std::string componentOf(const nlohmann::json& block)
{
    const nlohmann::json* component = member(block, "_component_");
    return component ? shown(*component) : std::string();
}

// "torchtune.models.llama3_1.qlora_llama3_1_8b" → "qlora_llama3_1_8b".
std::string builderName(const std::string& component)
{
    return component.substr(component.find_last_of('.') == std::string::npos ? 0 : component.find_last_of('.') + 1);
}

void readLora(ConfigObject& model, bool qlora)
{
    ImportBuilder& out = model.out();
    if (const auto* rank = model.take("lora_rank")) {
        if (const auto value = wholeNumber(*rank); value && *value > 0)
            out.setNumber(Mapping::Read, model.source("lora_rank", *rank), "memory.lora.rank", static_cast<double>(*value));
        else
            out.problem("model.lora_rank",
                        MEMLEDGER_TRANSLATABLE("Problem", "%1 is %2; expected a positive whole number"),
                        {{"model.lora_rank"}, {shown(*rank)}});
    } else {
        out.setNumber(Mapping::Defaulted, {"model.lora_rank", ""}, "memory.lora.rank", 8,
                      cited(MEMLEDGER_TRANSLATABLE("Import", "the LoRA builders' default"), kLoraBuilders));
    }
    out.setSwitch(Mapping::Read, {"model._component_", qlora ? "qlora_…" : "lora_…"}, "memory.lora.qlora", qlora,
                  qlora ? MEMLEDGER_TRANSLATABLE("Import", "a qlora_ builder: the frozen base in NF4")
                        : MEMLEDGER_TRANSLATABLE("Import", "a lora_ builder: the frozen base in 16 bits"));
    // The engine puts adapters on q, k, v and o, or on every linear of the block.
    const auto* modules = model.take("lora_attn_modules");
    const auto* mlp = model.take("apply_lora_to_mlp");
    const bool withMlp = mlp && truth(*mlp).value_or(false);
    std::set<std::string> attention;
    if (modules && modules->is_array())
        for (const auto& item : *modules)
            attention.insert(shown(item));
    const bool allAttention = attention == std::set<std::string>{"q_proj", "k_proj", "v_proj", "output_proj"};
    const Source source = mlp ? model.source("apply_lora_to_mlp", *mlp) : Source{"model.apply_lora_to_mlp", ""};
    const ProblemArgument which =
        modules ? ProblemArgument{shown(*modules)}
                : ProblemArgument{MEMLEDGER_TRANSLATABLE("Import", "no attention projections"), "Import"};
    ImportNote note;
    if (allAttention)
        note = mlp ? ImportNote()
                   : importNote(MEMLEDGER_TRANSLATABLE("Import", "apply_lora_to_mlp defaults to False (%1)"),
                                {{kLoraBuilders}});
    else if (withMlp)
        note =
            importNote(MEMLEDGER_TRANSLATABLE(
                           "Import", "adapters on %1 and the MLP; the engine counts them on every linear of the block"),
                       {which});
    else if (mlp)
        note = importNote(MEMLEDGER_TRANSLATABLE("Import", "adapters on %1; the engine counts them on q, k, v and o"),
                          {which});
    else
        note = importNote(MEMLEDGER_TRANSLATABLE("Import",
                                                 "adapters on %1; the engine counts them on q, k, v and o; "
                                                 "apply_lora_to_mlp defaults to False (%2)"),
                          {which, {kLoraBuilders}});
    out.setSwitch(allAttention || !modules ? (mlp ? Mapping::Read : Mapping::Defaulted) : Mapping::Approximated, source,
                  "memory.lora.attention_only", !withMlp, std::move(note));
    if (modules)
        out.notModelled(model.source("lora_attn_modules", *modules),
                        MEMLEDGER_TRANSLATABLE("Import", "read with apply_lora_to_mlp"));
    if (const auto* output = model.take("apply_lora_to_output"))
        out.notModelled(
            model.source("apply_lora_to_output", *output),
            truth(*output).value_or(false)
                ? misses(Category::OptimizerStates, EstimateBias::Low,
                         MEMLEDGER_TRANSLATABLE("Import", "adapters on the output projection are not counted"))
                : ImportNote(MEMLEDGER_TRANSLATABLE("Import",
                                                    "no adapter on the output projection, as the engine assumes")));
    model.notModelled({"lora_alpha", "lora_dropout", "use_dora", "quantize_base"},
                      MEMLEDGER_TRANSLATABLE("Import", "adapter scaling and dropout: no memory the ledger counts"));
}

void readModel(ConfigObject& root)
{
    ImportBuilder& out = root.out();
    const auto* model = root.take("model");
    if (!model)
        return;
    ConfigObject section(*model, "model", out);
    const std::string component = componentOf(*model);
    section.take("_component_");
    std::string builder = builderName(component);
    const bool qlora = builder.starts_with("qlora_");
    const bool lora = qlora || builder.starts_with("lora_");
    if (lora)
        builder.erase(0, builder.find('_') + 1);
    const Source source{"model._component_", component};
    if (const auto match = presetForTorchtune(builder))
        out.setModel(match->exact ? Mapping::Read : Mapping::Approximated, source, match->presetId, match->note);
    else
        out.notModelled(
            source,
            MEMLEDGER_TRANSLATABLE(
                "Import", "a model MemLedger has no preset for: give --model, or --hf-config with its config.json"));
    if (lora)
        readLora(section, qlora);
    else
        out.setNumber(Mapping::Read, source, "memory.lora.rank", 0,
                      MEMLEDGER_TRANSLATABLE("Import", "a full fine-tune: every weight trained"));
    section.finish();
}

struct KdLossName {
    std::string_view component;  // the class, as the component's last part names it
    KdLoss loss;
};

constexpr KdLossName kKdLosses[] = {
    {"ForwardKLWithChunkedOutputLoss", KdLoss::Forward}, {"ForwardKLLoss", KdLoss::Forward},
    {"ReverseKLWithChunkedOutputLoss", KdLoss::Reverse}, {"ReverseKLLoss", KdLoss::Reverse},
    {"SymmetricKLWithChunkedOutputLoss", KdLoss::Symmetric}, {"SymmetricKLLoss", KdLoss::Symmetric},
};

// torchtune's knowledge_distillation recipes: a teacher_model builder beside the student's
// model, and the kd_loss between their distributions.
void readTeacher(ConfigObject& root)
{
    ImportBuilder& out = root.out();
    const auto* teacher = root.take("teacher_model");
    if (!teacher)
        return;
    ConfigObject section(*teacher, "teacher_model", out);
    const std::string component = componentOf(*teacher);
    section.take("_component_");
    const Source source{"teacher_model._component_", component};
    const std::string builder = builderName(component);
    if (builder.starts_with("lora_") || builder.starts_with("qlora_"))
        out.problem("teacher_model._component_",
                    MEMLEDGER_TRANSLATABLE("Problem",
                                           "%1 is %2; a teacher is a frozen model: give its full builder, "
                                           "without lora_ or qlora_"),
                    {{"teacher_model._component_"}, {component}});
    else if (const auto match = presetForTorchtune(builder))
        out.setTeacher(match->exact ? Mapping::Read : Mapping::Approximated, source, match->presetId, match->note);
    else
        out.unknownTeacher(source);
    section.finish();
    if (const auto* loss = root.take("kd_loss")) {
        ConfigObject lossSection(*loss, "kd_loss", out);
        const std::string name = builderName(componentOf(*loss));
        lossSection.take("_component_");
        const Source lossSource{"kd_loss._component_", componentOf(*loss)};
        const auto known = std::find_if(std::begin(kKdLosses), std::end(kKdLosses),
                                        [&](const KdLossName& entry) { return entry.component == name; });
        if (known != std::end(kKdLosses))
            out.setChoice(Mapping::Read, lossSource, "teacher.kd_loss", known->loss);
        else
            out.notModelled(lossSource, misses(Category::Activations, EstimateBias::Either,
                                               MEMLEDGER_TRANSLATABLE("Import",
                                                                      "a distillation loss MemLedger does not model; "
                                                                      "counted as forward KL")));
        lossSection.notModelled({"num_output_chunks", "ignore_index", "sym_kd_ratio"},
                                MEMLEDGER_TRANSLATABLE("Import", "read with the cross-entropy's chunks"));
        lossSection.finish();
    }
    root.notModelled({"kd_ratio"},
                     MEMLEDGER_TRANSLATABLE("Import", "the weight of the distillation loss: no memory"));
    root.notModelled({"teacher_checkpointer"},
                     MEMLEDGER_TRANSLATABLE("Import", "where the teacher's checkpoint is read from: no memory"));
}

struct OptimizerName {
    std::string_view component;
    Optimizer optimizer;
    Mapping how;
    const char* note;
};

constexpr const char* kPaged =
    MEMLEDGER_TRANSLATABLE("Import",
                           "bitsandbytes pages the states through unified memory: on the GPU, outside PyTorch's "
                           "allocator");

const OptimizerName kOptimizers[] = {
    {"torch.optim.AdamW", Optimizer::AdamW, Mapping::Read, ""},
    {"torch.optim.Adam", Optimizer::AdamW, Mapping::Read,
     MEMLEDGER_TRANSLATABLE("Import", "the same two states as AdamW")},
    {"bitsandbytes.optim.PagedAdamW8bit", Optimizer::AdamW8bit, Mapping::Read, kPaged},
    {"bitsandbytes.optim.PagedAdamW", Optimizer::AdamW, Mapping::Read, kPaged},
    {"bitsandbytes.optim.PagedAdamW32bit", Optimizer::AdamW, Mapping::Read, kPaged},
    {"bitsandbytes.optim.AdamW8bit", Optimizer::AdamW8bit, Mapping::Read, ""},
    {"torchao.optim.AdamW8bit", Optimizer::AdamW8bit, Mapping::Read, ""},
    {"torchao.optim.AdamW4bit", Optimizer::AdamW4bit, Mapping::Read, ""},
    {"torch.optim.SGD", Optimizer::Sgd, Mapping::Read, ""},
};

void readOptimizer(ConfigObject& root)
{
    ImportBuilder& out = root.out();
    if (const auto* block = root.take("optimizer")) {
        ConfigObject section(*block, "optimizer", out);
        section.take("_component_");
        const std::string component = componentOf(*block);
        const Source source{"optimizer._component_", component};
        double momentum = 0;
        if (const auto* value = section.take("momentum")) {
            momentum = number(*value).value_or(0);
            out.notModelled(section.source("momentum", *value),
                            MEMLEDGER_TRANSLATABLE("Import", "read to tell SGD with momentum from plain SGD"));
        }
        const auto found = std::find_if(std::begin(kOptimizers), std::end(kOptimizers),
                                        [&](const OptimizerName& name) { return name.component == component; });
        if (found == std::end(kOptimizers))
            out.unmodelledOptimizer("optimizer._component_", component);
        else {
            out.setChoice(found->how, source, "training.optimizer",
                          found->optimizer == Optimizer::Sgd && momentum > 0 ? Optimizer::SgdMomentum : found->optimizer,
                          found->note);
            out.setSwitch(Mapping::Read, source, "training.paged_optimizer", found->note == kPaged);
        }
        // torch.optim's kernel: fused=True, foreach=False (a per-tensor loop), else foreach.
        if (const auto* fused = section.take("fused"); fused && truth(*fused).value_or(false))
            out.setChoice(Mapping::Read, section.source("fused", *fused), "training.optimizer_kernel",
                          OptimizerKernel::Fused);
        else if (const auto* foreach = section.take("foreach"); foreach && !truth(*foreach).value_or(true))
            out.setChoice(Mapping::Read, section.source("foreach", *foreach), "training.optimizer_kernel",
                          OptimizerKernel::ForLoop);
        section.notModelled({"lr", "weight_decay", "fused", "betas", "eps", "amsgrad", "foreach"},
                            MEMLEDGER_TRANSLATABLE("Import", "hyper-parameters: no effect on memory"));
        section.finish();
    }
    if (const auto* inBackward = root.take("optimizer_in_bwd"))
        out.setSwitch(Mapping::Read, root.source("optimizer_in_bwd", *inBackward), "training.optimizer_in_backward",
                      truth(*inBackward).value_or(false));
}

void readSequence(ConfigObject& root)
{
    ImportBuilder& out = root.out();
    // torchtune caps samples at the tokenizer's max_seq_len, or the dataset's when packing.
    for (const char* table : {"dataset", "tokenizer"}) {
        const auto* block = root.take(table);
        if (!block)
            continue;
        ConfigObject section(*block, table, out);
        section.take("_component_");
        if (const auto* length = section.take("max_seq_len")) {
            if (const auto value = wholeNumber(*length); value && *value > 0 && !out.has("training.seq"))
                out.setNumber(Mapping::Read, section.source("max_seq_len", *length), "training.seq",
                              static_cast<double>(*value));
            else
                out.notModelled(section.source("max_seq_len", *length),
                                length->is_null()
                                    ? MEMLEDGER_TRANSLATABLE("Import", "no limit")
                                    : MEMLEDGER_TRANSLATABLE("Import", "the sequence length is already read"));
        }
        if (const auto* packed = section.take("packed")) {
            // Packed, every batch is max_seq_len long; unpacked, padded_collate_sft pads each
            // batch to its longest sample, whose mean the file cannot say.
            if (truth(*packed).value_or(false))
                out.setNumber(Mapping::Read, section.source("packed", *packed), "training.seq_mean", 0,
                              MEMLEDGER_TRANSLATABLE("Import", "packed: every batch fills max_seq_len"));
            else
                out.notModelled(
                    section.source("packed", *packed),
                    MEMLEDGER_TRANSLATABLE("Import",
                                           "each batch padded to its longest sample: the peak takes max_seq_len; give "
                                           "--seq-mean with the mean padded length for the step time"));
        }
        section.notModelled(
            {"path", "merges_file", "split", "source", "max_num_tiles", "prompt_template", "column_map", "train_on_input",
             "new_system_prompt", "data_files", "conversation_column", "conversation_style"},
            MEMLEDGER_TRANSLATABLE("Import",
                                   "where the data and the tokenizer come from: no memory the ledger counts"));
        section.finish();
    }
    if (!out.has("training.seq"))
        out.notModelled(
            {"tokenizer.max_seq_len", "null"},
            MEMLEDGER_TRANSLATABLE(
                "Import",
                "no limit: each batch is padded to its longest sample, which the file cannot say; give --seq"));
}

void readParallel(ConfigObject& root)
{
    ImportBuilder& out = root.out();
    out.setChoice(
        Mapping::Read, {"(torchtune)", ""}, "framework", Framework::Fsdp,
        MEMLEDGER_TRANSLATABLE(
            "Import", "torchtune's distributed recipes shard the model with FSDP2 (on one GPU nothing is sharded)"));
    if (const auto tp = root.takeWholeNumber("tensor_parallel_dim", 1)) {
        out.setNumber(Mapping::Read, tp->source, "parallel.tp", static_cast<double>(tp->value));
        if (tp->value > 1)
            out.setSwitch(
                Mapping::Read, tp->source, "parallel.sp", true,
                MEMLEDGER_TRANSLATABLE(
                    "Import", "torchtune's tensor-parallel plans run the norms sequence-parallel (SequenceParallel)"));
    }
    if (const auto cp = root.takeWholeNumber("context_parallel_dim", 1)) {
        out.setNumber(Mapping::Read, cp->source, "parallel.cp", static_cast<double>(cp->value));
        // ParallelDims flattens dp_shard and cp into the mesh FSDP shards over.
        if (cp->value > 1)
            out.setChoice(Mapping::Read, cp->source, "parallel.fsdp_mesh", FsdpMesh::DpCp,
                          MEMLEDGER_TRANSLATABLE("Import", "FSDP shards over dp_shard × cp"));
    }
    const auto* shard = root.take("data_parallel_shard_dim");
    const auto* replicate = root.take("data_parallel_replicate_dim");
    const std::int64_t shards = shard ? wholeNumber(*shard).value_or(-1) : -1;
    const std::int64_t replicas = replicate ? wholeNumber(*replicate).value_or(1) : 1;
    if (shards == 1)
        out.setChoice(Mapping::Read, root.source("data_parallel_shard_dim", *shard), "parallel.fsdp", FsdpMode::None,
                      replicas > 1
                          ? MEMLEDGER_TRANSLATABLE("Import", "every rank holds the whole model: plain data parallelism")
                          : MEMLEDGER_TRANSLATABLE("Import", "nothing sharded"));
    else if (replicas > 1)
        out.setChoice(Mapping::Read, root.source("data_parallel_replicate_dim", *replicate), "parallel.fsdp",
                      FsdpMode::HybridShard,
                      MEMLEDGER_TRANSLATABLE("Import", "replicated groups of FSDP shards (HSDP)"));
    else
        out.setChoice(Mapping::Defaulted, {"data_parallel_shard_dim", shard ? shown(*shard) : "-1"}, "parallel.fsdp",
                      FsdpMode::FullShard,
                      cited(MEMLEDGER_TRANSLATABLE("Import", "fully_shard over the data-parallel ranks"), kRecipe));
    if (replicas > 1 && shards > 1)
        out.setNumber(Mapping::Read, root.source("data_parallel_shard_dim", *shard), "parallel.shard_group",
                      static_cast<double>(shards));
    if (const auto* reshard = root.take("fsdp_reshard_after_forward"))
        out.setSwitch(Mapping::Read, root.source("fsdp_reshard_after_forward", *reshard), "parallel.reshard_after_forward",
                      truth(*reshard).value_or(true));
    if (shards > 0)
        out.setNumber(Mapping::Read, root.source("data_parallel_shard_dim", *shard), "parallel.dp",
                      static_cast<double>(shards * replicas));
    else
        out.note(
            Mapping::Defaulted, {"data_parallel_shard_dim", shard ? shown(*shard) : "-1"}, "parallel.dp",
            cited(MEMLEDGER_TRANSLATABLE(
                      "Import",
                      "-1: inferred from the world size (tune run --nproc_per_node), which the file does not hold; "
                      "give --dp"),
                  kRecipe));
    if (replicate && replicas <= 1)
        out.notModelled(root.source("data_parallel_replicate_dim", *replicate),
                        MEMLEDGER_TRANSLATABLE("Import", "no replication"));
    if (const auto* offload = root.take("fsdp_cpu_offload")) {
        if (truth(*offload).value_or(false)) {
            readFsdpCpuOffload(root.source("fsdp_cpu_offload", *offload), out);
            // The distributed distillation recipe shards its teacher with the same setting.
            if (root.has("teacher_model"))
                out.setSwitch(Mapping::Read, root.source("fsdp_cpu_offload", *offload), "teacher.offload", true,
                              cited(MEMLEDGER_TRANSLATABLE("Import", "the teacher is sharded with the same CPU offload"),
                                    kDistillationRecipe));
        } else {
            out.notModelled(root.source("fsdp_cpu_offload", *offload), MEMLEDGER_TRANSLATABLE("Import", "no offload"));
        }
    }
    root.notModelled({"tensor_parallel_plan", "custom_sharded_layers"},
                     misses(Category::Weights, EstimateBias::Either,
                            MEMLEDGER_TRANSLATABLE("Import",
                                                   "how the model is split: the ledger shards every layer evenly")));
}

// full_finetune_distributed: ac_mode "selective" with ac_option "op" or k (every k-th layer)
// applies selective checkpointing; otherwise the switch checkpoints every layer.
void readCheckpointing(ConfigObject& root)
{
    ImportBuilder& out = root.out();
    const auto* mode = root.take("ac_mode");
    const auto* option = root.take("ac_option");
    const std::string word = mode ? shown(*mode) : std::string();
    if (word == "selective") {
        const std::string choice = option ? shown(*option) : std::string();
        const Source source = option ? root.source("ac_option", *option) : root.source("ac_mode", *mode);
        if (choice == "op") {
            const RecomputeChoice mapped = opLevelRecompute();
            out.setChoice(mapped.how, source, "memory.recompute", mapped.recompute, mapped.note);
        } else if (const auto every = wholeNumber(choice); every && *every >= 0 && *every <= 10000) {
            mapEveryNthLayer(static_cast<int>(*every), 0, source, out);
        } else {
            out.problem("ac_option",
                        MEMLEDGER_TRANSLATABLE("Problem", "%1 is '%2'; torchtune expects \"op\" or a layer count"),
                        {{"ac_option"}, {choice}});
        }
        if (const auto* value = root.take("enable_activation_checkpointing"))
            out.notModelled(root.source("enable_activation_checkpointing", *value),
                            MEMLEDGER_TRANSLATABLE("Import", "ac_mode selective decides"));
        return;
    }
    if (mode && word != "full" && word != "none")
        out.problem("ac_mode", MEMLEDGER_TRANSLATABLE("Problem", "%1 is '%2'; torchtune expects selective or full"),
                    {{"ac_mode"}, {word}});
    if (option)
        out.notModelled(root.source("ac_option", *option),
                        MEMLEDGER_TRANSLATABLE("Import", "read with ac_mode selective only"));
    mapCheckpointSwitch(root, "enable_activation_checkpointing",
                        MEMLEDGER_TRANSLATABLE("Import", "every transformer layer checkpointed"),
                        cited(MEMLEDGER_TRANSLATABLE("Import", "torchtune's default"), kRecipe));
}

void readMemory(ConfigObject& root)
{
    ImportBuilder& out = root.out();
    readCheckpointing(root);
    if (const auto* value = root.take("enable_activation_offloading"))
        out.setChoice(Mapping::Read, root.source("enable_activation_offloading", *value), "memory.offload.activations",
                      truth(*value).value_or(false) ? OffloadTarget::Cpu : OffloadTarget::None);
    if (const auto* dtype = root.take("dtype")) {
        const std::string word = shown(*dtype);
        if (word == "bf16")
            out.setChoice(
                Mapping::Read, root.source("dtype", *dtype), "training.precision", Precision::Bf16Pure,
                MEMLEDGER_TRANSLATABLE(
                    "Import",
                    "the model is built in bf16: weights, gradients and optimizer states in bf16, no fp32 copy"));
        else if (word == "fp32")
            out.setChoice(Mapping::Read, root.source("dtype", *dtype), "training.precision", Precision::Fp32);
        else
            out.problem("dtype", MEMLEDGER_TRANSLATABLE("Problem", "%1 is %2; torchtune trains in bf16 or fp32"),
                        {{"dtype"}, {word}});
    }
    if (const auto* loss = root.take("loss")) {
        ConfigObject section(*loss, "loss", out);
        section.take("_component_");
        const std::string component = componentOf(*loss);
        const Source source{"loss._component_", component};
        if (component.find("CEWithChunkedOutputLoss") != std::string::npos) {
            out.setChoice(Mapping::Read, source, "training.loss", Loss::Chunked);
            // torchtune's default: CEWithChunkedOutputLoss(num_output_chunks=8).
            const auto* chunks = section.take("num_output_chunks");
            out.setNumber(chunks ? Mapping::Read : Mapping::Defaulted,
                          chunks ? section.source("num_output_chunks", *chunks) : Source{"loss.num_output_chunks", "8"},
                          "training.loss_chunks", chunks ? number(*chunks).value_or(8) : 8,
                          chunks ? ImportNote()
                                 : cited(MEMLEDGER_TRANSLATABLE("Import", "CEWithChunkedOutputLoss's default"),
                                         "pytorch/torchtune @ 30b8519e86d2094879576e16ab1f8d21a6f6f9f7 "
                                         "torchtune/modules/loss/ce_chunked_output_loss.py"));
        } else if (component.find("LinearCrossEntropyLoss") != std::string::npos) {
            out.setChoice(Mapping::Approximated, source, "training.loss", Loss::Chunked,
                          MEMLEDGER_TRANSLATABLE(
                              "Import",
                              "the output projection and the loss run per chunk of the tokens that count; counted as "
                              "the chunked cross-entropy over every token"));
            section.notModelled({"num_output_chunks", "ignore_index"},
                                MEMLEDGER_TRANSLATABLE("Import", "read with the loss"));
        } else if (component.find("CrossEntropyLoss") != std::string::npos) {
            out.setChoice(Mapping::Read, source, "training.loss", Loss::Unfused);
        } else {
            out.notModelled(source, misses(Category::Activations, EstimateBias::Either,
                                           MEMLEDGER_TRANSLATABLE("Import",
                                                                  "a loss MemLedger does not model; the base "
                                                                  "scenario's loss stays")));
        }
        section.finish();
    }
    // torch.compile fuses the element-wise ops eager PyTorch runs one by one, each keeping its output.
    if (const auto* compile = root.take("compile")) {
        const bool on = truth(*compile).value_or(false);
        out.setChoice(Mapping::Read, root.source("compile", *compile), "memory.kernels",
                      on ? Kernels::Fused : Kernels::Eager,
                      on ? MEMLEDGER_TRANSLATABLE("Import", "torch.compile of every layer: fused element-wise kernels")
                         : MEMLEDGER_TRANSLATABLE("Import", "eager PyTorch"));
        out.setSwitch(
            Mapping::Read, root.source("compile", *compile), "training.compile", on,
            on ? MEMLEDGER_TRANSLATABLE(
                     "Import", "the compiled loss (training.compile_loss) recomputes its fp32 softmax in backward")
               : MEMLEDGER_TRANSLATABLE("Import", ""));
    } else {
        out.setChoice(Mapping::Defaulted, {"compile", ""}, "memory.kernels", Kernels::Eager,
                      cited(MEMLEDGER_TRANSLATABLE("Import", "torchtune compiles nothing unless asked"), kRecipe));
        out.setSwitch(Mapping::Defaulted, {"compile", ""}, "training.compile", false,
                      cited(MEMLEDGER_TRANSLATABLE("Import", "torchtune compiles nothing unless asked"), kRecipe));
    }
}

}  // namespace

void importTorchtune(const nlohmann::json& document, ImportBuilder& out)
{
    ConfigObject root(document, "", out);
    readModel(root);
    readParallel(root);
    readTeacher(root);
    if (const auto batch = root.takeWholeNumber("batch_size"))
        out.setNumber(Mapping::Read, batch->source, "training.micro_batch", static_cast<double>(batch->value));
    if (const auto accum = root.takeWholeNumber("gradient_accumulation_steps"))
        out.setNumber(Mapping::Read, accum->source, "training.grad_accum", static_cast<double>(accum->value));
    readSequence(root);
    readOptimizer(root);
    readMemory(root);
    root.notModelled({"output_dir",
                      "checkpointer", "resume_from_checkpoint", "save_adapter_weights_only", "metric_logger",
                      "log_every_n_steps", "log_peak_memory_stats", "log_level", "profiler", "device", "seed",
                      "shuffle", "epochs", "max_steps_per_epoch", "clip_grad_norm", "lr_scheduler", "dataset_val",
                      "batch_size_val", "run_val_every_n_steps", "low_cpu_ram", "save_every_n_steps",
                      "enable_async_checkpointing", "cudnn_deterministic_mode", "collate_fn"},
                     MEMLEDGER_TRANSLATABLE(
                         "Import", "checkpoints, logging, schedule and validation: no memory of the training step"));
    root.finish();
}

}  // namespace memledger::model
