#include "model/core/scenario_fields.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <stdexcept>
#include <type_traits>
#include <utility>

#include "model/core/enum_labels.h"
#include "model/core/enum_names.h"
#include "model/core/scenario_defaults.h"
#include "model/core/translatable.h"

namespace memledger::model {

namespace {

constexpr double kGiB = 1024.0 * 1024.0 * 1024.0;
constexpr double kTiB = 1024.0 * kGiB;

// What a member of type T can hold. 64-bit counts stop where a double (and a file's
// JSON number) is still exact.
template <class T>
std::pair<double, double> storable()
{
    if constexpr (std::is_same_v<T, bool>)
        return {0, 1};
    else if constexpr (std::is_enum_v<T>)
        return {0, static_cast<double>(enumNames<T>().size() - 1)};
    else if constexpr (std::is_same_v<T, std::int64_t>)
        return {-9.0e15, 9.0e15};
    else
        return {static_cast<double>(std::numeric_limits<T>::lowest()), static_cast<double>(std::numeric_limits<T>::max())};
}

template <class T>
double toNumber(T value)
{
    if constexpr (std::is_enum_v<T>) {
        const auto names = enumNames<T>();
        const auto found = std::find_if(names.begin(), names.end(), [value](const auto& e) { return e.value == value; });
        return static_cast<double>(found - names.begin());
    } else {
        return static_cast<double>(value);
    }
}

template <class T>
void fromNumber(T& target, double value)
{
    if constexpr (std::is_same_v<T, bool>) {
        target = value != 0;
    } else if constexpr (std::is_enum_v<T>) {
        const auto [low, high] = storable<T>();
        target = enumNames<T>()[static_cast<std::size_t>(std::clamp(value, low, high))].value;
    } else if constexpr (std::is_integral_v<T>) {
        const auto [low, high] = storable<T>();
        target = static_cast<T>(std::llround(std::clamp(value, low, high)));
    } else {
        target = value;
    }
}

// How a row reaches its member: the type, limits and words follow from the member's type.
struct Access {
    FieldType type;
    double lowest;
    double highest;
    std::vector<std::string> words;
    std::vector<const char*> labels;
    double (*get)(const Scenario&);
    void (*set)(Scenario&, double);
};

// An enum's readable labels, in the order of its words; none for an enum read by its words.
template <class E>
std::vector<const char*> labelsOf()
{
    std::vector<const char*> labels;
    if constexpr (requires(E value) { enumLabel(value); })
        for (const auto& entry : enumNames<E>())
            labels.push_back(enumLabel(entry.value));
    return labels;
}

template <class T>
Access accessOf(double (*get)(const Scenario&), void (*set)(Scenario&, double))
{
    const auto [low, high] = storable<T>();
    if constexpr (std::is_same_v<T, bool>)
        return {FieldType::Bool, low, high, {}, {}, get, set};
    else if constexpr (std::is_enum_v<T>)
        return {FieldType::Enum, low, high, enumWords<T>(), labelsOf<T>(), get, set};
    else if constexpr (std::is_integral_v<T>)
        return {FieldType::Int, low, high, {}, {}, get, set};
    else
        return {FieldType::Double, low, high, {}, {}, get, set};
}

// One member of the Scenario, named once per row.
#define MEMBER(member)                                                                                     \
    accessOf<decltype(std::declval<Scenario&>().member)>([](const Scenario& s) { return toNumber(s.member); }, \
                                                         [](Scenario& s, double v) { fromNumber(s.member, v); })

ScenarioField fromAccess(const char* key, const char* flag, const char* what, Access access)
{
    ScenarioField field;
    field.key = key;
    field.flag = flag;
    field.what = what;
    field.type = access.type;
    field.lowest = access.lowest;
    field.highest = access.highest;
    field.minimum = access.lowest;
    field.maximum = access.highest;
    field.words = std::move(access.words);
    field.labels = std::move(access.labels);
    field.get = access.get;
    field.set = access.set;
    return field;
}

ScenarioField ranged(const char* key, const char* flag, const char* what, Access access, double minimum,
                     double maximum, double flagUnit = 1)
{
    ScenarioField field = fromAccess(key, flag, what, std::move(access));
    field.minimum = minimum;
    field.maximum = maximum;
    field.flagUnit = flagUnit;
    return field;
}

ScenarioField choice(const char* key, const char* flag, const char* what, Access access,
                     void (*implies)(Scenario&) = nullptr)
{
    ScenarioField field = fromAccess(key, flag, what, std::move(access));
    field.implies = implies;
    return field;
}

ScenarioField toggle(const char* key, const char* flag, const char* offFlag, const char* what, Access access)
{
    ScenarioField field = fromAccess(key, flag, what, std::move(access));
    field.offFlag = offFlag;
    return field;
}

ScenarioField text(const char* key, const char* flag, const char* what, std::string (*get)(const Scenario&),
                   void (*set)(Scenario&, const std::string&))
{
    ScenarioField field;
    field.key = key;
    field.flag = flag;
    field.what = what;
    field.type = FieldType::String;
    field.getText = get;
    field.setText = set;
    return field;
}

// How a person meets a row: one of the few settings every job sets, or an expert's.
ScenarioField shown(ScenarioField field, bool advanced, const char* label, const char* help, FieldDisplay display)
{
    field.advanced = advanced;
    field.label = label;
    field.help = help;
    field.display = display;
    return field;
}

ScenarioField basic(ScenarioField field, const char* label, const char* help, FieldDisplay display = {})
{
    return shown(std::move(field), false, label, help, display);
}

ScenarioField advanced(ScenarioField field, const char* label, const char* help, FieldDisplay display = {})
{
    return shown(std::move(field), true, label, help, display);
}

FieldDisplay shownAs(FieldScale scale, int decimals = 0, double unit = 1, const char* suffix = "")
{
    return {scale, decimals, unit, suffix, false};
}

FieldDisplay listedChoice() { return {FieldScale::SpinOnly, 0, 1, "", true}; }

// The accumulation a global batch decides (Scenario::gradAccumSteps).
ScenarioField decidedByTheGlobalBatch(ScenarioField field)
{
    field.decided = [](const Scenario& s) { return s.training.globalBatch > 0; };
    field.inForce = [](const Scenario& s) { return static_cast<double>(s.gradAccumSteps()); };
    field.decidedBy = "training.global_batch";
    return field;
}

// A setting of some optimizers only (a low-bit one's or Shampoo's block size, a low-rank one's rank).
template <Optimizer... Which>
ScenarioField withOptimizers(ScenarioField field, const char* when)
{
    field.applies = [](const Scenario& s) { return ((s.training.optimizer == Which) || ...); };
    field.appliesWith = "training.optimizer";
    field.appliesWhen = when;
    return field;
}

// Megatron's main-gradient buffer takes bf16 under the precision-aware optimizer or, for a
// bf16 job, through --grad-reduce-in-bf16.
ScenarioField withAMegatronGradientBuffer(ScenarioField field)
{
    field.applies = [](const Scenario& s) {
        return s.training.precisionAwareOptimizer ||
               (s.framework == Framework::Megatron && s.training.precision == Precision::Bf16Mixed);
    };
    field.appliesWith = "training.precision_aware_optimizer";
    field.appliesWhen = MEMLEDGER_TRANSLATABLE("ScenarioForm",
        "Applies only to Megatron-LM's bf16 jobs (--grad-reduce-in-bf16) or with the precision-aware optimizer.");
    return field;
}

ScenarioField withSequenceParallelism(ScenarioField field)
{
    field.applies = [](const Scenario& s) { return s.parallel.tp > 1 && s.parallel.sp; };
    field.appliesWith = "parallel.sp";
    field.appliesWhen = MEMLEDGER_TRANSLATABLE("ScenarioForm", "Applies only with tensor and sequence parallelism.");
    return field;
}

ScenarioField withATransformerEngineRecipe(ScenarioField field)
{
    field.applies = [](const Scenario& s) { return s.training.fp8Recipe != Fp8Recipe::Off; };
    field.appliesWith = "training.fp8_recipe";
    return field;
}

ScenarioField withThePrecisionAwareOptimizer(ScenarioField field)
{
    field.applies = [](const Scenario& s) { return s.training.precisionAwareOptimizer; };
    field.appliesWith = "training.precision_aware_optimizer";
    return field;
}

// A setting of Megatron-LM's own.
ScenarioField withMegatron(ScenarioField field)
{
    field.applies = [](const Scenario& s) { return s.framework == Framework::Megatron; };
    field.appliesWith = "framework";
    field.appliesWhen = MEMLEDGER_TRANSLATABLE("ScenarioForm", "Applies only under Megatron-LM.");
    return field;
}

// A setting of Megatron-LM's MoE router: a model with experts, under Megatron.
ScenarioField withAMegatronRouter(ScenarioField field)
{
    field.applies = [](const Scenario& s) { return s.arch.moe.isMoe() && s.framework == Framework::Megatron; };
    field.appliesWhen = MEMLEDGER_TRANSLATABLE("ScenarioForm", "Applies only to a mixture-of-experts model under Megatron-LM.");
    return field;
}

ScenarioField withAnMoeModel(ScenarioField field)
{
    field.applies = [](const Scenario& s) { return s.arch.moe.isMoe(); };
    field.appliesWhen = MEMLEDGER_TRANSLATABLE("ScenarioForm", "Applies only to a mixture-of-experts model.");
    return field;
}

// A setting of a distillation job's teacher, which the teacher's preset brings (not a field).
ScenarioField withATeacher(ScenarioField field)
{
    field.applies = [](const Scenario& s) { return s.teacher.enabled(); };
    field.appliesWhen = MEMLEDGER_TRANSLATABLE("ScenarioForm", "Applies only to a distillation job: choose a teacher.");
    return field;
}

#define TEXT(member) [](const Scenario& s) { return s.member; }, [](Scenario& s, const std::string& v) { s.member = v; }

// Grouped and ordered as the form shows them. Within that order a field's implied
// defaults come before the fields they set (the framework first; in the architecture,
// the block style first), so that applying fields in table order lets an explicit setting win.
std::vector<ScenarioField> buildFields()
{
    constexpr double kRate = 1e18;   // bytes or FLOP per second: far past any device, short of infinity
    std::vector<ScenarioField> fields;
    const auto add = [&fields](FieldGroup group, std::vector<ScenarioField> rows) {
        for (ScenarioField& row : rows) {
            row.group = group;
            fields.push_back(std::move(row));
        }
    };
    add(FieldGroup::Model, {
        basic(choice("framework", "framework", MEMLEDGER_TRANSLATABLE("Field", "the framework"), MEMBER(framework), [](Scenario& s) { applyFrameworkDefaults(s); }),
            MEMLEDGER_TRANSLATABLE("ScenarioForm", "Framework"),
            MEMLEDGER_TRANSLATABLE("FieldHelp", "The training stack whose conventions apply (buffers, sharding names, defaults). Changing it resets the framework's defaults below. Typical: Megatron-LM for large pre-training, DeepSpeed or FSDP for fine-tuning.")),
        basic(choice("training.precision", "precision", MEMLEDGER_TRANSLATABLE("Field", "the precision"), MEMBER(training.precision)),
            MEMLEDGER_TRANSLATABLE("ScenarioForm", "Precision"),
            MEMLEDGER_TRANSLATABLE("FieldHelp", "How weights, gradients and optimizer states are stored. BF16 mixed keeps FP32 master weights: 16 bytes per parameter with Adam; pure BF16 saves the master copy at some accuracy risk. Typical: BF16 mixed.")),
        basic(choice("training.optimizer", "optimizer", MEMLEDGER_TRANSLATABLE("Field", "the optimizer"), MEMBER(training.optimizer)),
            MEMLEDGER_TRANSLATABLE("ScenarioForm", "Optimizer"),
            MEMLEDGER_TRANSLATABLE("FieldHelp", "The optimizer and so the states it keeps per parameter: AdamW 8 bytes (two FP32 moments), 8-bit AdamW about 2 bytes, torchao's 4-bit AdamW about 1, SGD with momentum 4, Lion 4, Muon 4 on the hidden matrices (and AdamW on embeddings, head and norms), Megatron's SOAP 8 plus its Kronecker factors (24 or more for a square matrix), GaLore and APOLLO Adam's moments of a low-rank projection of the attention and MLP gradients, Adam-mini one moment plus one second moment per head or row, Adafactor far less. Typical: AdamW.")),
        withOptimizers<Optimizer::AdamW8bit, Optimizer::AdamW4bit, Optimizer::Shampoo>(advanced(ranged("training.optimizer_block_size", "optimizer-block-size", MEMLEDGER_TRANSLATABLE("Field", "the optimizer's block size"), MEMBER(training.optimizerBlockSize), 0, 1 << 20),
            MEMLEDGER_TRANSLATABLE("ScenarioForm", "Optimizer block (0: default)"),
            MEMLEDGER_TRANSLATABLE("FieldHelp", "Low-bit AdamW: elements per quantisation block of its states; each block keeps one fp32 scale, 4 bytes per state. 0 is the optimizer's own default: 256 for 8-bit AdamW (bitsandbytes, torchao), 128 for torchao's AdamW4bit; the Hugging Face Trainer passes 256 to both unless optim_args says otherwise. Shampoo: max_preconditioner_dim, the largest side of a preconditioned block (0: its default 1024); larger blocks precondition more finely and cost quadratically more per block.")),
            MEMLEDGER_TRANSLATABLE("ScenarioForm", "Applies only to an 8-bit or 4-bit AdamW and to Shampoo.")),
        withOptimizers<Optimizer::GaLore, Optimizer::Apollo>(advanced(ranged("training.optimizer_rank", "optimizer-rank", MEMLEDGER_TRANSLATABLE("Field", "the low-rank optimizer's rank"), MEMBER(training.optimizerRank), 1, 1 << 16),
            MEMLEDGER_TRANSLATABLE("ScenarioForm", "Projection rank (GaLore, APOLLO)"),
            MEMLEDGER_TRANSLATABLE("FieldHelp", "The rows each attention and MLP matrix's gradient is projected to before Adam's moments are kept: an m × n matrix keeps 2·rank·max(m, n) moments and its projector. The Hugging Face Trainer passes 128 unless optim_args sets rank; APOLLO-Mini uses 1. Typical: 128 to 512.")),
            MEMLEDGER_TRANSLATABLE("ScenarioForm", "Applies only to GaLore and APOLLO.")),
        advanced(choice("training.optimizer_kernel", "optimizer-kernel", MEMLEDGER_TRANSLATABLE("Field", "how the optimizer step runs"), MEMBER(training.optimizerKernel)),
            MEMLEDGER_TRANSLATABLE("ScenarioForm", "Optimizer step kernel"),
            MEMLEDGER_TRANSLATABLE("FieldHelp", "How the optimizer step runs. foreach (PyTorch's default) allocates temporary copies of a whole group of tensors at the step, fused and per-tensor loops need almost none. Typical: foreach or fused.")),
        advanced(toggle("training.paged_optimizer", "paged-optimizer", "no-paged-optimizer", MEMLEDGER_TRANSLATABLE("Field", "a paged optimizer"), MEMBER(training.pagedOptimizer)),
            MEMLEDGER_TRANSLATABLE("ScenarioForm", "Paged optimizer (bitsandbytes)"),
            MEMLEDGER_TRANSLATABLE("FieldHelp", "bitsandbytes' paged optimizer: states live in unified memory and page out to the CPU under pressure, trading step time for fewer OOMs. Typical with QLoRA.")),
        advanced(toggle("training.optimizer_in_backward", "optimizer-in-backward", "no-optimizer-in-backward", MEMLEDGER_TRANSLATABLE("Field", "the optimizer stepped in backward"), MEMBER(training.optimizerInBackward)),
            MEMLEDGER_TRANSLATABLE("ScenarioForm", "Optimizer in backward (optimizer_in_bwd)"),
            MEMLEDGER_TRANSLATABLE("FieldHelp", "Steps each parameter as soon as its gradient is ready, so the full set of gradients is never held at once (torchtune optimizer_in_bwd). Saves about one gradient copy; no gradient accumulation.")),
        advanced(toggle("training.set_to_none", "set-to-none", "no-set-to-none", MEMLEDGER_TRANSLATABLE("Field", "gradients freed between steps"), MEMBER(training.gradsSetToNone)),
            MEMLEDGER_TRANSLATABLE("ScenarioForm", "zero_grad(set_to_none=True)"),
            MEMLEDGER_TRANSLATABLE("FieldHelp", "zero_grad(set_to_none=True) frees the gradients between steps instead of zeroing them, so they do not occupy memory during the forward pass. PyTorch's default since 2.0.")),
        advanced(choice("training.loss", "loss", MEMLEDGER_TRANSLATABLE("Field", "the loss implementation"), MEMBER(training.loss)),
            MEMLEDGER_TRANSLATABLE("ScenarioForm", "Loss"),
            MEMLEDGER_TRANSLATABLE("FieldHelp", "How the cross-entropy over the vocabulary is computed. Unfused keeps FP32 logits of batch × sequence × vocabulary, often gigabytes; fused and chunked losses keep a fraction. Typical: fused in Megatron, chunked in torchtune.")),
        advanced(ranged("training.loss_chunks", "loss-chunks", MEMLEDGER_TRANSLATABLE("Field", "the loss chunk count"), MEMBER(training.lossChunks), 1, 4096),
            MEMLEDGER_TRANSLATABLE("ScenarioForm", "Loss chunks (num_output_chunks)"),
            MEMLEDGER_TRANSLATABLE("FieldHelp", "Chunks of the chunked loss (torchtune num_output_chunks): more chunks, smaller logits peak, slightly more kernel launches. Typical: 8.")),
        advanced(toggle("training.compile", "compile", "no-compile", MEMLEDGER_TRANSLATABLE("Field", "the loss compiled with torch.compile"), MEMBER(training.compile)),
            MEMLEDGER_TRANSLATABLE("ScenarioForm", "Compiled loss (torch.compile)"),
            MEMLEDGER_TRANSLATABLE("FieldHelp", "The loss compiled with torch.compile (torchtune compile, torchtitan compile components \"loss\"): it keeps the 16-bit logits and a log-sum-exp per token instead of FP32 log-probabilities, about half the loss's memory, and recomputes the softmax in backward. The blocks' own fusion is the kernels setting.")),
        advanced(toggle("training.float8", "float8", "no-float8", MEMLEDGER_TRANSLATABLE("Field", "float8 linears"), MEMBER(training.float8)),
            MEMLEDGER_TRANSLATABLE("ScenarioForm", "Float8 linears (torchao, torchtitan float8)"),
            MEMLEDGER_TRANSLATABLE("FieldHelp", "torchao's float8 linears on the transformer blocks (torchtitan's float8 converter): matmuls run in FP8 for speed; the 16-bit tensors saved for backward stay, and the FP8 casts of the running matmul are added. Typical on H100 pre-training.")),
        advanced(toggle("training.float8_all_gather", "float8-all-gather", "no-float8-all-gather", MEMLEDGER_TRANSLATABLE("Field", "the float8 all-gather of FSDP"), MEMBER(training.float8AllGather)),
            MEMLEDGER_TRANSLATABLE("ScenarioForm", "Float8 all-gather (enable_fsdp_float8_all_gather)"),
            MEMLEDGER_TRANSLATABLE("FieldHelp", "With float8 linears, FSDP all-gathers their weights in FP8, one byte per parameter instead of two: halves the gathered unit and its traffic (enable_fsdp_float8_all_gather).")),
        advanced(choice("training.fp8_recipe", "fp8-recipe", MEMLEDGER_TRANSLATABLE("Field", "the Transformer Engine recipe"), MEMBER(training.fp8Recipe)),
            MEMLEDGER_TRANSLATABLE("ScenarioForm", "FP8 / FP4 recipe (Transformer Engine)"),
            MEMLEDGER_TRANSLATABLE("FieldHelp", "Transformer Engine's low-precision recipe for the blocks' linears (Megatron-LM's --fp8-recipe, --fp4-format): each linear saves a quantized copy of its input for backward (1 byte per element in FP8, about 0.56 in NVFP4, instead of 2) and caches its weight quantized beside the 16-bit one (2 bytes per weight before Blackwell for per-tensor FP8, 1 on Blackwell; about 2.06 MXFP8, 1.13 NVFP4). MXFP8 and NVFP4 need a Blackwell GPU. Typical: tensorwise or blockwise on H100, MXFP8 on B200.")),
        withATransformerEngineRecipe(advanced(toggle("training.fp8_params", "fp8-params", "no-fp8-params", MEMLEDGER_TRANSLATABLE("Field", "quantized primary weights"), MEMBER(training.fp8Params)),
            MEMLEDGER_TRANSLATABLE("ScenarioForm", "Quantized primary weights (--fp8-param-gather)"),
            MEMLEDGER_TRANSLATABLE("FieldHelp", "Stores the blocks' linear weights quantized, with no 16-bit copy and no cache beside them (Megatron-LM's --fp8-param-gather or --fp4-param-gather, Transformer Engine's quantized_model_init): the data-parallel all-gather sends them quantized too. The fp32 master weights stay in the optimizer."))),
        advanced(toggle("training.precision_aware_optimizer", "precision-aware-optimizer", "no-precision-aware-optimizer", MEMLEDGER_TRANSLATABLE("Field", "the precision-aware optimizer"), MEMBER(training.precisionAwareOptimizer)),
            MEMLEDGER_TRANSLATABLE("ScenarioForm", "Precision-aware optimizer"),
            MEMLEDGER_TRANSLATABLE("FieldHelp", "Megatron-LM's --use-precision-aware-optimizer: Transformer Engine's FusedAdam keeps the master weights and Adam's moments in the dtypes set below, and of an fp32 master weight it stores only the 16 bits its bf16 parameter lacks (6 + 10/d bytes per parameter instead of 6 + 12/d with the distributed optimizer over d ranks). Needs AdamW and the distributed optimizer.")),
        withThePrecisionAwareOptimizer(advanced(choice("training.main_params_dtype", "main-params-dtype", MEMLEDGER_TRANSLATABLE("Field", "the master weights' dtype"), MEMBER(training.mainParamsDtype)),
            MEMLEDGER_TRANSLATABLE("ScenarioForm", "Master weights dtype"),
            MEMLEDGER_TRANSLATABLE("FieldHelp", "The dtype of the optimizer's master weights under the precision-aware optimizer (--main-params-dtype): fp32 (stored as 16-bit remainders beside bf16 parameters) or fp16 (2 bytes and an fp32 scale per tensor)."))),
        withAMegatronGradientBuffer(advanced(choice("training.main_grads_dtype", "main-grads-dtype", MEMLEDGER_TRANSLATABLE("Field", "the main gradients' dtype"), MEMBER(training.mainGradsDtype)),
            MEMLEDGER_TRANSLATABLE("ScenarioForm", "Main gradients dtype"),
            MEMLEDGER_TRANSLATABLE("FieldHelp", "The dtype of Megatron's main-gradient buffer (--main-grads-dtype under the precision-aware optimizer; --grad-reduce-in-bf16 in a bf16 job): fp32, or bf16, which halves the buffer and accumulates the micro-batches' gradients in bf16."))),
        withThePrecisionAwareOptimizer(advanced(choice("training.exp_avg_dtype", "exp-avg-dtype", MEMLEDGER_TRANSLATABLE("Field", "Adam's first moment dtype"), MEMBER(training.expAvgDtype)),
            MEMLEDGER_TRANSLATABLE("ScenarioForm", "Adam m dtype (exp_avg)"),
            MEMLEDGER_TRANSLATABLE("FieldHelp", "The dtype Adam's first moment is stored in under the precision-aware optimizer (--exp-avg-dtype): fp32, bf16, fp16 or fp8; the update itself is computed in fp32."))),
        withThePrecisionAwareOptimizer(advanced(choice("training.exp_avg_sq_dtype", "exp-avg-sq-dtype", MEMLEDGER_TRANSLATABLE("Field", "Adam's second moment dtype"), MEMBER(training.expAvgSqDtype)),
            MEMLEDGER_TRANSLATABLE("ScenarioForm", "Adam v dtype (exp_avg_sq)"),
            MEMLEDGER_TRANSLATABLE("FieldHelp", "The dtype Adam's second moment is stored in under the precision-aware optimizer (--exp-avg-sq-dtype): fp32, bf16, fp16 or fp8."))),
    });
    add(FieldGroup::Architecture, {
        advanced(text("architecture.name", "model-name", MEMLEDGER_TRANSLATABLE("Field", "the model's name"), TEXT(arch.name)),
            MEMLEDGER_TRANSLATABLE("ScenarioForm", "Model name"),
            MEMLEDGER_TRANSLATABLE("FieldHelp", "The model's name as shown in the headline and saved in the file. Only a label.")),
        advanced(choice("architecture.block", "block", MEMLEDGER_TRANSLATABLE("Field", "the block style"), MEMBER(arch.block), [](Scenario& s) { applyBlockDefaults(s.arch); }),
            MEMLEDGER_TRANSLATABLE("ScenarioForm", "Block style"),
            MEMLEDGER_TRANSLATABLE("FieldHelp", "The transformer block style; choosing it sets the conventions of the fields below (MLP, norm, positions, biases). GPT/Megatron or Llama.")),
        advanced(ranged("architecture.layers", "layers", MEMLEDGER_TRANSLATABLE("Field", "the number of layers"), MEMBER(arch.layers), 1, 10000),
            MEMLEDGER_TRANSLATABLE("ScenarioForm", "Layers"),
            MEMLEDGER_TRANSLATABLE("FieldHelp", "Transformer layers. Weights and activations grow linearly with it. Typical: 32 (7–8B), 80 (70B), 126 (405B).")),
        advanced(ranged("architecture.hidden", "hidden", MEMLEDGER_TRANSLATABLE("Field", "the hidden size"), MEMBER(arch.hidden), 1, 1 << 20),
            MEMLEDGER_TRANSLATABLE("ScenarioForm", "Hidden size"),
            MEMLEDGER_TRANSLATABLE("FieldHelp", "The model width h. Weights grow with h², activations with h. Typical: 4096 (7–8B), 8192 (70B).")),
        advanced(ranged("architecture.heads", "heads", MEMLEDGER_TRANSLATABLE("Field", "the number of attention heads"), MEMBER(arch.heads), 1, 1 << 16),
            MEMLEDGER_TRANSLATABLE("ScenarioForm", "Attention heads"),
            MEMLEDGER_TRANSLATABLE("FieldHelp", "Query attention heads a. Eager attention stores a × s² scores per layer and sequence. Typical: 32 (7–8B), 64 (70B).")),
        advanced(ranged("architecture.kv_heads", "kv-heads", MEMLEDGER_TRANSLATABLE("Field", "the number of KV heads"), MEMBER(arch.kvHeads), 1, 1 << 16),
            MEMLEDGER_TRANSLATABLE("ScenarioForm", "KV heads"),
            MEMLEDGER_TRANSLATABLE("FieldHelp", "Key/value heads: fewer than the query heads is grouped-query attention, which shrinks the K/V weights and activations. Typical: 8.")),
        advanced(ranged("architecture.head_dim", "head-dim", MEMLEDGER_TRANSLATABLE("Field", "the head dimension"), MEMBER(arch.headDim), 0, 1 << 16),
            MEMLEDGER_TRANSLATABLE("ScenarioForm", "Head dim (0: auto)"),
            MEMLEDGER_TRANSLATABLE("FieldHelp", "Width of one attention head; 0 takes hidden / heads. Set it only for models that decouple them (Gemma).")),
        advanced(ranged( "architecture.ffn", "ffn", MEMLEDGER_TRANSLATABLE("Field", "the FFN size"), MEMBER(arch.ffn), 1, 1 << 22),
            MEMLEDGER_TRANSLATABLE("ScenarioForm", "FFN size"),
            MEMLEDGER_TRANSLATABLE("FieldHelp", "The MLP's inner width. With SwiGLU there are three matrices of h × ffn per layer. Typical: 14336 (Llama 3 8B), 28672 (70B).")),
        advanced(ranged("architecture.vocab", "vocab", MEMLEDGER_TRANSLATABLE("Field", "the vocabulary size"), MEMBER(arch.vocab), 1, 1 << 24),
            MEMLEDGER_TRANSLATABLE("ScenarioForm", "Vocabulary"),
            MEMLEDGER_TRANSLATABLE("FieldHelp", "Vocabulary size: the embedding and output weights (h × vocab each) and the logits of the loss grow with it. Typical: 32000 to 152064.")),
        advanced(ranged("architecture.max_positions", "max-positions", MEMLEDGER_TRANSLATABLE("Field", "the maximum positions"), MEMBER(arch.maxPositions), 0, 1 << 30),
            MEMLEDGER_TRANSLATABLE("ScenarioForm", "Max positions"),
            MEMLEDGER_TRANSLATABLE("FieldHelp", "The longest sequence the model was built for; learned position embeddings hold this many rows.")),
        advanced(choice("architecture.mlp", "mlp", MEMLEDGER_TRANSLATABLE("Field", "the MLP kind"), MEMBER(arch.mlp)),
            MEMLEDGER_TRANSLATABLE("ScenarioForm", "MLP"),
            MEMLEDGER_TRANSLATABLE("FieldHelp", "The MLP kind: GELU (two matrices), SwiGLU (three, gated) or gpt-oss's quick GeGLU (SwiGLU's three matrices; its clamped gate keeps more intermediates under eager PyTorch). Changes weights and the MLP's activations.")),
        advanced(choice("architecture.norm", "norm", MEMLEDGER_TRANSLATABLE("Field", "the normalisation"), MEMBER(arch.norm)),
            MEMLEDGER_TRANSLATABLE("ScenarioForm", "Norm"),
            MEMLEDGER_TRANSLATABLE("FieldHelp", "LayerNorm (weight and bias) or RMSNorm (weight only). A small share of the weights, but its inputs are saved activations.")),
        advanced(ranged("architecture.layer_norms", "layer-norms", MEMLEDGER_TRANSLATABLE("Field", "the norms per layer"), MEMBER(arch.layerNorms), 1, 4),
            MEMLEDGER_TRANSLATABLE("ScenarioForm", "Norms per layer"),
            MEMLEDGER_TRANSLATABLE("FieldHelp", "Norms per layer: 2 in most models, 4 in Gemma 2 (before and after each sublayer). Each saves its input for the backward pass.")),
        advanced(toggle("architecture.qk_norm", "qk-norm", "no-qk-norm", MEMLEDGER_TRANSLATABLE("Field", "norms on Q and K"), MEMBER(arch.qkNorm)),
            MEMLEDGER_TRANSLATABLE("ScenarioForm", "Q/K norms"),
            MEMLEDGER_TRANSLATABLE("FieldHelp", "Normalises queries and keys before attention (Qwen3, Gemma 3): a little more weights and saved activations.")),
        advanced(toggle("architecture.attention_sinks", "attention-sinks", "no-attention-sinks", MEMLEDGER_TRANSLATABLE("Field", "attention sinks"), MEMBER(arch.attentionSinks)),
            MEMLEDGER_TRANSLATABLE("ScenarioForm", "Attention sinks"),
            MEMLEDGER_TRANSLATABLE("FieldHelp", "A learnable logit per head that joins every softmax (gpt-oss; Megatron's --softmax-type learnable): one weight per head and layer.")),
        advanced(ranged("architecture.sliding_window", "sliding-window", MEMLEDGER_TRANSLATABLE("Field", "the sliding window"), MEMBER(arch.slidingWindow), 0, 1 << 30),
            MEMLEDGER_TRANSLATABLE("ScenarioForm", "Sliding window (0: none)"),
            MEMLEDGER_TRANSLATABLE("FieldHelp", "Tokens a sliding-window layer attends to (gpt-oss 128, Gemma 3 1024, Mistral 4096). Flash kernels save what full attention saves; the window shortens those layers' attention products in the step time. 0: every layer attends to the whole sequence.")),
        advanced(ranged("architecture.sliding_layers", "sliding-layers", MEMLEDGER_TRANSLATABLE("Field", "the sliding-window layers"), MEMBER(arch.slidingLayers), 0, 1 << 20),
            MEMLEDGER_TRANSLATABLE("ScenarioForm", "Sliding-window layers"),
            MEMLEDGER_TRANSLATABLE("FieldHelp", "How many of the layers use the sliding window; the rest attend to the whole sequence. gpt-oss alternates them: half of its layers.")),
        advanced(choice("architecture.position", "position", MEMLEDGER_TRANSLATABLE("Field", "the position encoding"), MEMBER(arch.position)),
            MEMLEDGER_TRANSLATABLE("ScenarioForm", "Positions"),
            MEMLEDGER_TRANSLATABLE("FieldHelp", "Rotary position embeddings (no weights) or learned absolute ones (max positions × h weights).")),
        advanced(toggle("architecture.tied_embeddings", "tied", "untied", MEMLEDGER_TRANSLATABLE("Field", "tied embeddings"), MEMBER(arch.tiedEmbeddings)),
            MEMLEDGER_TRANSLATABLE("ScenarioForm", "Tied embeddings"),
            MEMLEDGER_TRANSLATABLE("FieldHelp", "The output layer reuses the input embedding: saves h × vocab weights, with their gradients and optimizer states.")),
        advanced(toggle("architecture.bias", "bias", "no-bias", MEMLEDGER_TRANSLATABLE("Field", "biases on every linear"), MEMBER(arch.bias)),
            MEMLEDGER_TRANSLATABLE("ScenarioForm", "Biases on linears"),
            MEMLEDGER_TRANSLATABLE("FieldHelp", "Biases on the linear layers (GPT-2 style). A tiny share of the weights.")),
        advanced(toggle("architecture.qkv_bias", "qkv-bias", "no-qkv-bias", MEMLEDGER_TRANSLATABLE("Field", "biases on Q, K and V"), MEMBER(arch.qkvBias)),
            MEMLEDGER_TRANSLATABLE("ScenarioForm", "Q/K/V biases"),
            MEMLEDGER_TRANSLATABLE("FieldHelp", "Biases on the Q/K/V projections only (Qwen2). A tiny share of the weights.")),
        advanced(ranged("architecture.dropout", "dropout", MEMLEDGER_TRANSLATABLE("Field", "dropout"), MEMBER(arch.dropout), 0, 0.99),
            MEMLEDGER_TRANSLATABLE("ScenarioForm", "Dropout"),
            MEMLEDGER_TRANSLATABLE("FieldHelp", "Dropout probability. Above 0 each dropout saves a one-byte mask per element for the backward pass. Typical for pre-training LLMs: 0."), shownAs(FieldScale::SpinOnly, 2)),
        advanced(ranged("architecture.moe.experts", "experts", MEMLEDGER_TRANSLATABLE("Field", "the number of experts"), MEMBER(arch.moe.experts), 0, 4096),
            MEMLEDGER_TRANSLATABLE("ScenarioForm", "Routed experts"),
            MEMLEDGER_TRANSLATABLE("FieldHelp", "Routed experts of a mixture-of-experts layer (0: dense). Weights grow with the experts; each token uses only top-k of them. Typical: 8 (Mixtral), 256 (DeepSeek-V3).")),
        advanced(ranged("architecture.moe.top_k", "top-k", MEMLEDGER_TRANSLATABLE("Field", "top-k"), MEMBER(arch.moe.topK), 0, 4096),
            MEMLEDGER_TRANSLATABLE("ScenarioForm", "Experts per token"),
            MEMLEDGER_TRANSLATABLE("FieldHelp", "Experts each token is routed to: the expert activations grow with it. Typical: 2 (Mixtral), 8 (DeepSeek-V3).")),
        advanced(ranged("architecture.moe.shared_experts", "shared-experts", MEMLEDGER_TRANSLATABLE("Field", "the number of shared experts"), MEMBER(arch.moe.sharedExperts), 0, 64),
            MEMLEDGER_TRANSLATABLE("ScenarioForm", "Shared experts"),
            MEMLEDGER_TRANSLATABLE("FieldHelp", "Experts every token goes through in addition to the routed ones (DeepSeek). Typical: 0 or 1.")),
        advanced(ranged("architecture.moe.expert_ffn", "expert-ffn", MEMLEDGER_TRANSLATABLE("Field", "the expert FFN size"), MEMBER(arch.moe.expertFfn), 0, 1 << 22),
            MEMLEDGER_TRANSLATABLE("ScenarioForm", "Expert FFN size"),
            MEMLEDGER_TRANSLATABLE("FieldHelp", "The inner width of one expert's MLP. Typical: 14336 (Mixtral), 2048 (DeepSeek-V3).")),
        advanced(ranged("architecture.moe.dense_layers", "dense-layers", MEMLEDGER_TRANSLATABLE("Field", "the number of dense layers"), MEMBER(arch.moe.denseLayers), 0, 10000),
            MEMLEDGER_TRANSLATABLE("ScenarioForm", "Leading dense layers"),
            MEMLEDGER_TRANSLATABLE("FieldHelp", "Leading layers that keep a dense MLP before the expert layers start (DeepSeek-V3: 3).")),
        advanced(ranged("architecture.moe.layer_step", "moe-layer-step", MEMLEDGER_TRANSLATABLE("Field", "the MoE layer step"), MEMBER(arch.moe.layerStep), 1, 1000),
            MEMLEDGER_TRANSLATABLE("ScenarioForm", "One MoE layer in every"),
            MEMLEDGER_TRANSLATABLE("FieldHelp", "After the leading dense layers, the last layer of every N has experts and the others a dense MLP of the model's FFN width: transformers' decoder_sparse_step and interleave_moe_layer_step, torchtitan's interleave_moe_layer_step (layer i when (i + 1) is a multiple of N). Llama 4 Maverick: 2; most MoE models: 1. Pipeline stages hold the MoE layers where they fall.")),
        advanced(toggle("architecture.moe.first_in_step", "moe-first-in-step", "moe-last-in-step", MEMLEDGER_TRANSLATABLE("Field", "experts on the first layer of every step"), MEMBER(arch.moe.firstInStep)),
            MEMLEDGER_TRANSLATABLE("ScenarioForm", "Experts on the step's first layer"),
            MEMLEDGER_TRANSLATABLE("FieldHelp", "Which layer of every MoE layer step has experts: off, the last (transformers, torchtitan: layer i when (i + 1) is a multiple of N); on, the first (Megatron-LM's integer --moe-layer-freq N: layer i when i is a multiple of N). Matters only with a step above 1.")),
        advanced(ranged("architecture.mtp_layers", "mtp-layers", MEMLEDGER_TRANSLATABLE("Field", "the number of multi-token prediction layers"), MEMBER(arch.mtpLayers), 0, 64),
            MEMLEDGER_TRANSLATABLE("ScenarioForm", "Multi-token prediction layers"),
            MEMLEDGER_TRANSLATABLE("FieldHelp", "Multi-token prediction (DeepSeek-V3, Megatron's --mtp-num-layers): each MTP layer is one more transformer layer with its own projection and norms on the last pipeline stage, and adds a second vocabulary-wide loss there. Typical: 0; DeepSeek-V3 trains with 1.")),
        advanced(ranged("architecture.mla.kv_lora_rank", "kv-lora-rank", MEMLEDGER_TRANSLATABLE("Field", "the KV latent rank"), MEMBER(arch.mla.kvLoraRank), 0, 1 << 16),
            MEMLEDGER_TRANSLATABLE("ScenarioForm", "KV latent rank (MLA)"),
            MEMLEDGER_TRANSLATABLE("FieldHelp", "Multi-head latent attention (DeepSeek-V2/V3, Kimi K2): keys and values are projected down to a latent of this width and back up per head (kv_lora_rank). 0: ordinary attention. Typical: 512.")),
        advanced(ranged("architecture.mla.q_lora_rank", "q-lora-rank", MEMLEDGER_TRANSLATABLE("Field", "the query latent rank"), MEMBER(arch.mla.qLoraRank), 0, 1 << 16),
            MEMLEDGER_TRANSLATABLE("ScenarioForm", "Query latent rank (MLA)"),
            MEMLEDGER_TRANSLATABLE("FieldHelp", "With latent attention, the width queries are projected down to before their per-head projection (q_lora_rank); 0 projects them from the hidden state directly (DeepSeek-V2-Lite). Typical: 1536.")),
        advanced(ranged("architecture.mla.qk_nope_head_dim", "qk-nope-head-dim", MEMLEDGER_TRANSLATABLE("Field", "the query/key width without position"), MEMBER(arch.mla.qkNopeHeadDim), 0, 1 << 16),
            MEMLEDGER_TRANSLATABLE("ScenarioForm", "Q/K head width without RoPE (MLA)"),
            MEMLEDGER_TRANSLATABLE("FieldHelp", "With latent attention, the part of each head's query and key that carries no rotary position (qk_nope_head_dim). Typical: 128.")),
        advanced(ranged("architecture.mla.qk_rope_head_dim", "qk-rope-head-dim", MEMLEDGER_TRANSLATABLE("Field", "the query/key rotary width"), MEMBER(arch.mla.qkRopeHeadDim), 0, 1 << 16),
            MEMLEDGER_TRANSLATABLE("ScenarioForm", "Q/K RoPE width (MLA)"),
            MEMLEDGER_TRANSLATABLE("FieldHelp", "With latent attention, the rotary part of each head's query and of the key all heads share (qk_rope_head_dim). Typical: 64.")),
        advanced(ranged("architecture.mla.v_head_dim", "v-head-dim", MEMLEDGER_TRANSLATABLE("Field", "the value head width"), MEMBER(arch.mla.vHeadDim), 0, 1 << 16),
            MEMLEDGER_TRANSLATABLE("ScenarioForm", "Value head width (MLA)"),
            MEMLEDGER_TRANSLATABLE("FieldHelp", "With latent attention, the width of each head's value and of its share of the attention output (v_head_dim). Typical: 128.")),
    });
    add(FieldGroup::Batch, {
        basic(ranged("training.seq", "seq", MEMLEDGER_TRANSLATABLE("Field", "the sequence length"), MEMBER(training.seq), 1, 1 << 24),
            MEMLEDGER_TRANSLATABLE("ScenarioForm", "Sequence length"),
            MEMLEDGER_TRANSLATABLE("FieldHelp", "Tokens per sequence s. Activations grow with s (and with s² for eager attention scores). Typical: 2048–8192; 32K and more with context parallelism."), shownAs(FieldScale::Pow2)),
        basic(ranged("training.micro_batch", "mbs", MEMLEDGER_TRANSLATABLE("Field", "the micro-batch size"), MEMBER(training.microBatch), 1, 1 << 20),
            MEMLEDGER_TRANSLATABLE("ScenarioForm", "Micro-batch"),
            MEMLEDGER_TRANSLATABLE("FieldHelp", "Sequences per forward/backward pass on one GPU b. Activations grow linearly with it; the model states do not. Lower it first when activations overflow. Typical: 1–8."), shownAs(FieldScale::Pow2)),
        decidedByTheGlobalBatch(basic(ranged("training.grad_accum", "accum", MEMLEDGER_TRANSLATABLE("Field", "gradient accumulation"), MEMBER(training.gradAccum), 1, 1 << 20),
            MEMLEDGER_TRANSLATABLE("ScenarioForm", "Gradient accumulation"),
            MEMLEDGER_TRANSLATABLE("FieldHelp", "Micro-batches accumulated before each optimizer step: raises the global batch without more activation memory, and with pipelines shrinks the bubble. Typical: 1–64."), shownAs(FieldScale::Pow2))),
        basic(ranged("training.global_batch", "global-batch", MEMLEDGER_TRANSLATABLE("Field", "the global batch"),
                  MEMBER(training.globalBatch), 0, 1ll << 40),
            MEMLEDGER_TRANSLATABLE("ScenarioForm", "Global batch (0: micro-batch × accumulation × DP)"),
            MEMLEDGER_TRANSLATABLE("FieldHelp", "Sequences per optimizer step over all data-parallel GPUs (Megatron --global-batch-size, DeepSpeed train_batch_size). When set it is what stays: the gradient accumulation follows as global ÷ (micro-batch × DP), as the frameworks derive it, so changing the GPUs keeps the step the same. 0 takes the accumulation as given.")),
        advanced(ranged("training.seq_mean", "seq-mean", MEMLEDGER_TRANSLATABLE("Field", "the mean padded sequence length"), MEMBER(training.seqMean), 0, 1 << 24),
            MEMLEDGER_TRANSLATABLE("ScenarioForm", "Mean padded length (0: packed, every batch full)"),
            MEMLEDGER_TRANSLATABLE("FieldHelp", "Batches padded to their longest sample: the mean padded length sets the step time, while the peak still takes the longest batch (the sequence length). 0: every batch full, as when packed.")),
    });
    add(FieldGroup::Parallelism, {
        basic(ranged( "parallel.dp", "dp", MEMLEDGER_TRANSLATABLE("Field", "data parallelism"), MEMBER(parallel.dp), 1, 1 << 20),
            MEMLEDGER_TRANSLATABLE("ScenarioForm", "Data parallel (DP)"),
            MEMLEDGER_TRANSLATABLE("FieldHelp", "Data-parallel replicas: each holds a full copy unless ZeRO or FSDP shards it, and sharding divides the states by DP. Adds gradient all-reduce traffic. Typical: 8 to thousands."), shownAs(FieldScale::Pow2)),
        basic(ranged( "parallel.tp", "tp", MEMLEDGER_TRANSLATABLE("Field", "tensor parallelism"), MEMBER(parallel.tp), 1, 1024),
            MEMLEDGER_TRANSLATABLE("ScenarioForm", "Tensor parallel (TP)"),
            MEMLEDGER_TRANSLATABLE("FieldHelp", "Tensor parallelism splits each layer's matrices over t GPUs: weights, gradients, states and most activations divide by t, at the cost of two all-reduces per layer on NVLink. Keep it within a node. Typical: 1, 2, 4, 8."), shownAs(FieldScale::Pow2)),
        basic(ranged( "parallel.pp", "pp", MEMLEDGER_TRANSLATABLE("Field", "pipeline parallelism"), MEMBER(parallel.pp), 1, 4096),
            MEMLEDGER_TRANSLATABLE("ScenarioForm", "Pipeline parallel (PP)"),
            MEMLEDGER_TRANSLATABLE("FieldHelp", "Pipeline parallelism splits the layers into p stages: the states divide by p, but the first stage holds activations of up to p micro-batches in flight, and the bubble costs time. Typical: 1–16."), shownAs(FieldScale::Pow2)),
        advanced(ranged("parallel.vpp", "vpp", MEMLEDGER_TRANSLATABLE("Field", "virtual pipeline stages"), MEMBER(parallel.vpp), 1, 1024),
            MEMLEDGER_TRANSLATABLE("ScenarioForm", "Virtual stages (VPP)"),
            MEMLEDGER_TRANSLATABLE("FieldHelp", "Virtual stages per GPU (interleaved schedule): shrinks the bubble by v, but a stage keeps a little more activation memory and communicates more. Typical: 1–4.")),
        advanced(choice("parallel.schedule", "pp-schedule", MEMLEDGER_TRANSLATABLE("Field", "the pipeline schedule"), MEMBER(parallel.schedule)),
            MEMLEDGER_TRANSLATABLE("ScenarioForm", "Pipeline schedule"),
            MEMLEDGER_TRANSLATABLE("FieldHelp", "The order the pipeline runs its micro-batches in, which sets how many a rank holds activations of. 1F1B holds up to p on the first rank (interleaved with VPP > 1); GPipe holds every micro-batch; ZB-H1 as 1F1B, with a smaller bubble; ZBV and DualPipeV place two stages a rank in a V (VPP 2), so the first rank also holds the output layer and the loss; DualPipe runs two pipelines in opposite directions: each rank holds two stages, so twice the parameters, and p + 1 micro-batches of one stage.")),
        advanced(ranged( "parallel.cp", "cp", MEMLEDGER_TRANSLATABLE("Field", "context parallelism"), MEMBER(parallel.cp), 1, 4096),
            MEMLEDGER_TRANSLATABLE("ScenarioForm", "Context parallel (CP)"),
            MEMLEDGER_TRANSLATABLE("FieldHelp", "Context parallelism splits each sequence over c GPUs: activations divide by c, for ring attention traffic. For long sequences (32K and more). Typical: 1, 2, 4, 8."), shownAs(FieldScale::Pow2)),
        advanced(ranged( "parallel.ep", "ep", MEMLEDGER_TRANSLATABLE("Field", "expert parallelism"), MEMBER(parallel.ep), 1, 4096),
            MEMLEDGER_TRANSLATABLE("ScenarioForm", "Expert parallel (EP)"),
            MEMLEDGER_TRANSLATABLE("FieldHelp", "Expert parallelism spreads a MoE layer's experts over e GPUs: the expert weights divide by e, for all-to-all token traffic. Typical: 8–64 for large MoE models."), shownAs(FieldScale::Pow2)),
        advanced(ranged( "parallel.etp", "etp", MEMLEDGER_TRANSLATABLE("Field", "expert tensor parallelism"), MEMBER(parallel.etp), 0, 1024),
            MEMLEDGER_TRANSLATABLE("ScenarioForm", "Expert tensor parallel (ETP, 0: as TP)"),
            MEMLEDGER_TRANSLATABLE("FieldHelp", "Tensor parallelism inside each expert (Megatron's --expert-tensor-parallel-size): an expert's weights divide by e·t_e, and its gradients and optimizer states shard over the experts' own data parallelism, DP·CP·TP / (EP·ETP). 0 follows TP, Megatron's default. Typical: 1 for fine-grained experts.")),
        advanced(choice("parallel.moe.dispatcher", "moe-dispatcher", MEMLEDGER_TRANSLATABLE("Field", "the MoE token dispatcher"), MEMBER(parallel.moe.dispatcher)),
            MEMLEDGER_TRANSLATABLE("ScenarioForm", "MoE token dispatcher"),
            MEMLEDGER_TRANSLATABLE("FieldHelp", "How routed tokens reach their experts (Megatron's --moe-token-dispatcher-type). All-to-all sends each rank only its experts' tokens; all-gather (Megatron's default) gathers every token of the EP·ETP group into a kept buffer; DeepEP (flex) allocates its own fixed communication buffers once.")),
        advanced(ranged("parallel.moe.capacity_factor", "capacity-factor", MEMLEDGER_TRANSLATABLE("Field", "the expert capacity factor"), MEMBER(parallel.moe.capacityFactor), 0, 64),
            MEMLEDGER_TRANSLATABLE("ScenarioForm", "Expert capacity factor (0: dropless)"),
            MEMLEDGER_TRANSLATABLE("FieldHelp", "Megatron's --moe-expert-capacity-factor: each expert takes at most cf × its balanced share of a rank's tokens and drops the rest, which bounds the busiest rank's routed tokens by cf. 0 routes every token (dropless). Typical: 0; 1.0–1.25 with token dropping."), shownAs(FieldScale::SpinOnly, 2)),
        advanced(toggle("parallel.moe.pad_to_capacity", "pad-to-capacity", "no-pad-to-capacity", MEMLEDGER_TRANSLATABLE("Field", "padding expert inputs to capacity"), MEMBER(parallel.moe.padToCapacity)),
            MEMLEDGER_TRANSLATABLE("ScenarioForm", "Pad expert inputs to capacity"),
            MEMLEDGER_TRANSLATABLE("FieldHelp", "Megatron's --moe-pad-expert-input-to-capacity: every expert gets exactly its capacity of rows, padded where routing sent fewer, so every rank holds cf × the balanced routed tokens whatever the routing. Needs a capacity factor.")),
        advanced(ranged("parallel.moe.imbalance", "moe-imbalance", MEMLEDGER_TRANSLATABLE("Field", "the routing imbalance"), MEMBER(parallel.moe.imbalance), 1, 256),
            MEMLEDGER_TRANSLATABLE("ScenarioForm", "Routing imbalance (busiest EP rank)"),
            MEMLEDGER_TRANSLATABLE("FieldHelp", "Dropless routing sends a rank however many tokens pick its experts. The ledger is the busiest expert-parallel rank's, which receives this multiple of the balanced share of routed tokens; no rank can receive more than EP·min(k, E/EP)/k. 1.10 is the headroom Megatron-LM sizes its routed-expert buffers with by default; 1.00 is Megatron's forced balancing, a benchmark setting. Profile your run (--moe-per-layer-logging) and set what it shows."), shownAs(FieldScale::Log, 2)),
        withAnMoeModel(advanced(toggle("parallel.moe.aux_loss", "moe-aux-loss", "no-moe-aux-loss", MEMLEDGER_TRANSLATABLE("Field", "the router's load-balancing loss"), MEMBER(parallel.moe.auxLoss)),
            MEMLEDGER_TRANSLATABLE("ScenarioForm", "Load-balancing loss (aux loss)"),
            MEMLEDGER_TRANSLATABLE("FieldHelp", "Megatron-LM's load-balancing loss (--moe-router-load-balancing-type aux_loss, seq_aux_loss or global_aux_loss with --moe-aux-loss-coeff above 0): the router computes a second softmax of its logits for it and keeps those fp32 scores of every token and expert until backward, in every MoE layer. Off: Megatron's default coefficient 0, or aux-loss-free balancing by expert bias (DeepSeek-V3). Under the other frameworks, transformers' models with output_router_logits: every MoE layer returns its logits and the loss, after the cross-entropy, builds an int64 one-hot mask of each token's k experts over all layers (12·k·E bytes a token and layer with its fp32 copy)."))),
        withAMegatronRouter(advanced(toggle("parallel.moe.z_loss", "moe-z-loss", "no-moe-z-loss", MEMLEDGER_TRANSLATABLE("Field", "the router's z-loss"), MEMBER(parallel.moe.zLoss)),
            MEMLEDGER_TRANSLATABLE("ScenarioForm", "Router z-loss"),
            MEMLEDGER_TRANSLATABLE("FieldHelp", "Megatron-LM's router z-loss (--moe-z-loss-coeff): the log-sum-exp of each token's router logits keeps those logits until backward, in every MoE layer. Typical coefficient 1e-3; off by default."))),
        withAMegatronRouter(advanced(toggle("parallel.moe.grouped_gemm", "moe-grouped-gemm", "no-moe-grouped-gemm", MEMLEDGER_TRANSLATABLE("Field", "the experts' grouped GEMM"), MEMBER(parallel.moe.groupedGemm)),
            MEMLEDGER_TRANSLATABLE("ScenarioForm", "Grouped GEMM experts (--moe-grouped-gemm)"),
            MEMLEDGER_TRANSLATABLE("FieldHelp", "Megatron-LM's --moe-grouped-gemm: a rank's experts run as one Transformer Engine grouped linear, whose GEMMs spread over four cuBLAS streams, each with its own workspace (4 × 32 MiB from Hopper on) kept from the first step."))),
        withAMegatronRouter(advanced(toggle("parallel.moe.router_fp32", "moe-router-fp32", "no-moe-router-fp32", MEMLEDGER_TRANSLATABLE("Field", "fp32 router logits"), MEMBER(parallel.moe.routerFp32)),
            MEMLEDGER_TRANSLATABLE("ScenarioForm", "Router logits in fp32 (--moe-router-dtype)"),
            MEMLEDGER_TRANSLATABLE("FieldHelp", "Megatron-LM's --moe-router-dtype fp32: the router's gating GEMM writes fp32 logits (it still saves its 16-bit input), so what the z-loss keeps of them is 4 bytes an element instead of 2. Recommended with many experts."))),
        advanced(toggle("parallel.sp", "sp", "no-sp", MEMLEDGER_TRANSLATABLE("Field", "sequence parallelism"), MEMBER(parallel.sp)),
            MEMLEDGER_TRANSLATABLE("ScenarioForm", "Sequence parallelism"),
            MEMLEDGER_TRANSLATABLE("FieldHelp", "Sequence parallelism (with TP) also splits the norms' and dropouts' activations by t, which TP alone replicates. Nearly free; on whenever TP > 1 in Megatron.")),
        withSequenceParallelism(advanced(toggle("parallel.tp_comm_overlap", "tp-comm-overlap", "no-tp-comm-overlap", MEMLEDGER_TRANSLATABLE("Field", "the TP communication overlap"), MEMBER(parallel.tpCommOverlap)),
            MEMLEDGER_TRANSLATABLE("ScenarioForm", "TP communication overlap (Userbuffers)"),
            MEMLEDGER_TRANSLATABLE("FieldHelp", "Megatron-LM's --tp-comm-overlap: Transformer Engine's Userbuffers overlap the sequence-parallel all-gathers and reduce-scatters with the GEMMs, which hides them from the step time. Twelve buffers of sequence × micro-batch × hidden, one per GEMM kind, registered outside PyTorch's allocator: 24 bytes per token and hidden unit in bf16, 16 with an FP8 recipe (its all-gathers in one byte)."))),
        basic(ranged("parallel.zero", "zero", MEMLEDGER_TRANSLATABLE("Field", "the ZeRO stage"), MEMBER(parallel.zeroStage), 0, 3),
            MEMLEDGER_TRANSLATABLE("ScenarioForm", "ZeRO stage"),
            MEMLEDGER_TRANSLATABLE("FieldHelp", "ZeRO stage: 1 shards the optimizer states over DP, 2 also the gradients, 3 also the weights (gathered layer by layer, more traffic). 0 is plain data parallelism. Typical: 1 or 2; 3 when the weights do not fit."), listedChoice()),
        basic(choice("parallel.fsdp", "fsdp", MEMLEDGER_TRANSLATABLE("Field", "the FSDP sharding strategy"), MEMBER(parallel.fsdp)),
            MEMLEDGER_TRANSLATABLE("ScenarioForm", "FSDP"),
            MEMLEDGER_TRANSLATABLE("FieldHelp", "PyTorch FSDP's sharding: full shard is like ZeRO-3, shard gradients and optimizer like ZeRO-2, hybrid shard shards within a group and replicates across groups.")),
        advanced(ranged("parallel.shard_group", "shard-group", MEMLEDGER_TRANSLATABLE("Field", "the hybrid-shard group size"), MEMBER(parallel.shardGroup), 0, 1 << 20),
            MEMLEDGER_TRANSLATABLE("ScenarioForm", "Hybrid-shard group (0: node)"),
            MEMLEDGER_TRANSLATABLE("FieldHelp", "GPUs a hybrid shard spreads the states over (0: one node). Larger groups save more memory but gather over slower links.")),
        advanced(choice("parallel.fsdp_mesh", "fsdp-mesh", MEMLEDGER_TRANSLATABLE("Field", "the ranks FSDP shards over"), MEMBER(parallel.fsdpMesh)),
            MEMLEDGER_TRANSLATABLE("ScenarioForm", "FSDP mesh (dp, or torchtitan dp_shard × cp)"),
            MEMLEDGER_TRANSLATABLE("FieldHelp", "The ranks the states are sharded over: the data-parallel ranks, or those times the context-parallel ranks, as torchtitan's and torchtune's dp_shard × cp mesh does. With CP 8, dp-cp divides the states by 8 more.")),
        advanced(toggle("parallel.reshard_after_forward", "reshard-after-forward", "no-reshard-after-forward", MEMLEDGER_TRANSLATABLE("Field", "FSDP resharding after forward"), MEMBER(parallel.reshardAfterForward)),
            MEMLEDGER_TRANSLATABLE("ScenarioForm", "FSDP2 reshard_after_forward"),
            MEMLEDGER_TRANSLATABLE("FieldHelp", "FSDP2 frees each unit's gathered parameters after its forward and gathers them again for backward. Off keeps them, in 16 bits, from forward to backward: less traffic, but the whole stage's 16-bit weights stay in memory. torchtitan turns it off under pipeline parallelism.")),
        advanced(toggle("parallel.distributed_optimizer", "distributed-optimizer", "no-distributed-optimizer", MEMLEDGER_TRANSLATABLE("Field", "Megatron's distributed optimizer"), MEMBER(parallel.distributedOptimizer)),
            MEMLEDGER_TRANSLATABLE("ScenarioForm", "Distributed optimizer"),
            MEMLEDGER_TRANSLATABLE("FieldHelp", "Megatron's distributed optimizer shards the FP32 master weights and optimizer states over DP, like ZeRO-1. Saves about 12 bytes per parameter × (1 − 1/DP).")),
        advanced(ranged("parallel.optimizer_instances", "optimizer-instances", MEMLEDGER_TRANSLATABLE("Field", "the distributed optimizer's instances"), MEMBER(parallel.optimizerInstances), 1, 1 << 20),
            MEMLEDGER_TRANSLATABLE("ScenarioForm", "Distributed optimizer instances"),
            MEMLEDGER_TRANSLATABLE("FieldHelp", "Megatron's --num-distributed-optimizer-instances: the distributed optimizer runs as this many instances, each sharding the master weights and optimizer states over DP·CP / instances ranks, so each rank holds instances times more of them; the instances then all-reduce their gradients. The step time counts the gradient reduction as one group. Typical: 1.")),
    });
    add(FieldGroup::Memory, {
        basic(choice("memory.recompute", "recompute", MEMLEDGER_TRANSLATABLE("Field", "activation recomputation"), MEMBER(memory.recompute)),
            MEMLEDGER_TRANSLATABLE("ScenarioForm", "Recomputation"),
            MEMLEDGER_TRANSLATABLE("FieldHelp", "Activation recomputation: selective drops the attention core (the s² part) for a few percent more compute; full keeps only each layer's input and recomputes the layer in the backward pass, one extra forward (about +33 % compute). Typical: selective, full when activations still overflow.")),
        advanced(ranged("memory.recompute_layers", "recompute-layers", MEMLEDGER_TRANSLATABLE("Field", "the recompute layer count"), MEMBER(memory.recomputeLayers), 1, 10000),
            MEMLEDGER_TRANSLATABLE("ScenarioForm", "Recompute layers"),
            MEMLEDGER_TRANSLATABLE("FieldHelp", "Layers per group (uniform) or per stage (block) that are recomputed; the rest keep their activations. A dial between no and full recomputation.")),
        advanced(text("memory.recompute_modules", "recompute-modules", MEMLEDGER_TRANSLATABLE("Field", "the modules selective recomputation drops"), TEXT(memory.recomputeModules)),
            MEMLEDGER_TRANSLATABLE("ScenarioForm", "Recomputed modules (selective)"),
            MEMLEDGER_TRANSLATABLE("FieldHelp", "With selective recomputation, the parts of each layer dropped in forward and recomputed in backward, as Megatron's --recompute-modules names them: core_attn (the default), mla_up_proj, layernorm, mlp, moe, moe_act, shared_experts; separated by spaces. DeepSeek-V3 recipes use mla_up_proj mlp moe_act layernorm.")),
        advanced(choice("memory.attention", "attention", MEMLEDGER_TRANSLATABLE("Field", "the attention kernel"), MEMBER(memory.attention)),
            MEMLEDGER_TRANSLATABLE("ScenarioForm", "Attention kernel"),
            MEMLEDGER_TRANSLATABLE("FieldHelp", "FlashAttention never stores the a × s² attention scores; eager attention does, which dominates activations at long sequences. Typical: FlashAttention.")),
        advanced(choice("memory.kernels", "kernels", MEMLEDGER_TRANSLATABLE("Field", "the element-wise kernels"), MEMBER(memory.kernels)),
            MEMLEDGER_TRANSLATABLE("ScenarioForm", "Other kernels"),
            MEMLEDGER_TRANSLATABLE("FieldHelp", "Fused kernels (norms, activation functions) keep fewer intermediate tensors for the backward pass than eager PyTorch ops.")),
        basic(ranged("memory.lora.rank", "lora-rank", MEMLEDGER_TRANSLATABLE("Field", "the LoRA rank"), MEMBER(memory.lora.rank), 0, 1 << 16),
            MEMLEDGER_TRANSLATABLE("ScenarioForm", "LoRA rank (0: full)"),
            MEMLEDGER_TRANSLATABLE("FieldHelp", "LoRA adapter rank r (0: full fine-tuning). Only the adapters train, so gradients and optimizer states shrink to a few percent. Typical: 8–64.")),
        advanced(toggle("memory.lora.qlora", "qlora", "no-qlora", MEMLEDGER_TRANSLATABLE("Field", "QLoRA"), MEMBER(memory.lora.qlora)),
            MEMLEDGER_TRANSLATABLE("ScenarioForm", "QLoRA (NF4 base)"),
            MEMLEDGER_TRANSLATABLE("FieldHelp", "QLoRA stores the frozen base weights in 4-bit NF4: about 0.5 bytes per parameter instead of 2, for some dequantisation time.")),
        advanced(toggle("memory.lora.double_quant", "double-quant", "no-double-quant", MEMLEDGER_TRANSLATABLE("Field", "double quantisation"), MEMBER(memory.lora.doubleQuant)),
            MEMLEDGER_TRANSLATABLE("ScenarioForm", "Double quantization"),
            MEMLEDGER_TRANSLATABLE("FieldHelp", "Also quantises QLoRA's per-block scales: saves about 0.37 bits per parameter.")),
        advanced(toggle("memory.lora.attention_only", "lora-attention-only", "no-lora-attention-only", MEMLEDGER_TRANSLATABLE("Field", "LoRA on attention only"), MEMBER(memory.lora.attentionOnly)),
            MEMLEDGER_TRANSLATABLE("ScenarioForm", "LoRA on attention only"),
            MEMLEDGER_TRANSLATABLE("FieldHelp", "Adapters on the attention projections only, not the MLP: fewer trainable parameters and adapter activations.")),
        withMegatron(advanced(choice("memory.transformer_impl", "transformer-impl", MEMLEDGER_TRANSLATABLE("Field", "the transformer implementation"), MEMBER(memory.transformerImpl)),
            MEMLEDGER_TRANSLATABLE("ScenarioForm", "Transformer implementation"),
            MEMLEDGER_TRANSLATABLE("FieldHelp", "Megatron-LM's --transformer-impl: Transformer Engine's layers (the default, needed by the FP8 and FP4 recipes and the TP communication overlap), or Megatron Core's own (local), whose linears are PyTorch's GEMMs and whose attention is unfused. Transformer Engine keeps its own cuBLAS workspace."))),
        advanced(text("memory.cublas_workspace_config", "cublas-workspace-config", MEMLEDGER_TRANSLATABLE("Field", "the cuBLAS workspace (CUBLAS_WORKSPACE_CONFIG)"), TEXT(memory.cublasWorkspaceConfig)),
            MEMLEDGER_TRANSLATABLE("ScenarioForm", "CUBLAS_WORKSPACE_CONFIG"),
            MEMLEDGER_TRANSLATABLE("FieldHelp", "The environment variable that sizes PyTorch's cuBLAS workspace, one per handle and stream that runs a GEMM: each :SIZE:COUNT adds SIZE KiB × COUNT, e.g. :4096:8 (32 MiB, what Megatron-LM's tests set) or :16:8 (128 KiB, for deterministic runs). Empty: PyTorch's default, 32 MiB from Hopper on, 8 MiB + 128 KiB before.")),
        advanced(text("memory.alloc_conf", "alloc-conf", MEMLEDGER_TRANSLATABLE("Field", "the caching allocator's settings (PYTORCH_CUDA_ALLOC_CONF)"), TEXT(memory.allocConf)),
            MEMLEDGER_TRANSLATABLE("ScenarioForm", "PYTORCH_CUDA_ALLOC_CONF"),
            MEMLEDGER_TRANSLATABLE("FieldHelp", "PyTorch's PYTORCH_CUDA_ALLOC_CONF, e.g. expandable_segments:True, which the allocator simulation uses to estimate fragmentation. Empty: PyTorch's defaults.")),
    });
    add(FieldGroup::Offload, {
        basic(choice("memory.offload.optimizer", "offload-optimizer", MEMLEDGER_TRANSLATABLE("Field", "where the optimizer states live"), MEMBER(memory.offload.optimizer)),
            MEMLEDGER_TRANSLATABLE("ScenarioForm", "Optimizer states"),
            MEMLEDGER_TRANSLATABLE("FieldHelp", "Keeps the optimizer states (and the step) in CPU RAM or on NVMe (ZeRO-Offload): frees about 12 bytes per parameter on the GPU, for PCIe traffic and a CPU optimizer step every iteration.")),
        basic(choice("memory.offload.gradients", "offload-gradients", MEMLEDGER_TRANSLATABLE("Field", "where the gradients live"), MEMBER(memory.offload.gradients)),
            MEMLEDGER_TRANSLATABLE("ScenarioForm", "Gradients"),
            MEMLEDGER_TRANSLATABLE("FieldHelp", "Moves the gradients to CPU RAM or NVMe as they are produced: frees their GPU memory, for PCIe traffic in the backward pass.")),
        basic(choice("memory.offload.parameters", "offload-params", MEMLEDGER_TRANSLATABLE("Field", "where the parameters live"), MEMBER(memory.offload.parameters)),
            MEMLEDGER_TRANSLATABLE("ScenarioForm", "Parameters"),
            MEMLEDGER_TRANSLATABLE("FieldHelp", "Keeps the weights in CPU RAM or on NVMe and fetches them layer by layer (ZeRO-Infinity, needs ZeRO-3): the largest saving and the largest PCIe cost.")),
        basic(choice("memory.offload.activations", "offload-activations", MEMLEDGER_TRANSLATABLE("Field", "where the saved activations live"), MEMBER(memory.offload.activations)),
            MEMLEDGER_TRANSLATABLE("ScenarioForm", "Activations"),
            MEMLEDGER_TRANSLATABLE("FieldHelp", "Moves the saved activations to CPU RAM during the forward pass and back for the backward pass: frees activation memory when PCIe can hide the copies.")),
    });
    add(FieldGroup::PostTraining, {
        basic(choice("rollout.engine", "rollout-engine", MEMLEDGER_TRANSLATABLE("Field", "the rollout engine"), MEMBER(rollout.engine)),
            MEMLEDGER_TRANSLATABLE("ScenarioForm", "Rollout engine"),
            MEMLEDGER_TRANSLATABLE("FieldHelp", "An RL post-training job (GRPO, PPO) generates its rollouts with an inference engine on the same GPUs as the trainer (verl, TRL's colocate mode, OpenRLHF's colocate_all). The ledger then adds the engine's weights, KV cache and process, and a rollout instant where the engine is awake beside the trainer's resident states. vLLM's budget is gpu_memory_utilization of the device's total memory; SGLang's (mem_fraction_static, which verl sets from gpu_memory_utilization) is that fraction of the memory free when it starts, after the trainer's resident weights. None: a training job alone.")),
        basic(ranged("rollout.gpu_memory_utilization", "rollout-gpu-memory-utilization", MEMLEDGER_TRANSLATABLE("Field", "the rollout engine's gpu_memory_utilization"), MEMBER(rollout.gpuMemoryUtilization), 0.01, 1),
            MEMLEDGER_TRANSLATABLE("ScenarioForm", "Engine gpu_memory_utilization"),
            MEMLEDGER_TRANSLATABLE("FieldHelp", "vLLM's gpu_memory_utilization: the fraction of the GPU's whole memory the engine takes for its weights, profiled activations and KV cache, which it sizes to fill the rest. It is not a share of what the trainer leaves. vLLM's default 0.9; verl 0.5, TRL 0.3, OpenRLHF 0.95. For SGLang it is mem_fraction_static: the fraction of the memory free when the engine starts that its weights and KV cache take."), shownAs(FieldScale::Linear, 2)),
        advanced(ranged("rollout.tp", "rollout-tp", MEMLEDGER_TRANSLATABLE("Field", "the rollout engine's tensor parallelism"), MEMBER(rollout.tp), 1, 1024),
            MEMLEDGER_TRANSLATABLE("ScenarioForm", "Engine tensor parallel"),
            MEMLEDGER_TRANSLATABLE("FieldHelp", "The engine's own tensor parallelism: its weights and KV heads divide by it (latent attention's cache does not). verl's default 2, TRL's 1."), shownAs(FieldScale::Pow2)),
        advanced(choice("rollout.kv_cache_dtype", "kv-cache-dtype", MEMLEDGER_TRANSLATABLE("Field", "the KV cache's dtype"), MEMBER(rollout.kvCacheDtype)),
            MEMLEDGER_TRANSLATABLE("ScenarioForm", "KV cache dtype"),
            MEMLEDGER_TRANSLATABLE("FieldHelp", "vLLM's --kv-cache-dtype: auto keeps the model's dtype; fp8 stores one byte per element and fits twice the tokens in the same pages.")),
        advanced(ranged("rollout.block_size", "rollout-block-size", MEMLEDGER_TRANSLATABLE("Field", "the KV cache's block size"), MEMBER(rollout.blockSize), 1, 1024),
            MEMLEDGER_TRANSLATABLE("ScenarioForm", "KV block size (tokens)"),
            MEMLEDGER_TRANSLATABLE("FieldHelp", "Tokens per KV-cache page. vLLM's default 16, SGLang's page_size 1; the cache holds whole pages only."), shownAs(FieldScale::Pow2)),
        basic(ranged("rollout.sleep_level", "rollout-sleep-level", MEMLEDGER_TRANSLATABLE("Field", "the rollout engine's sleep level"), MEMBER(rollout.sleepLevel), 0, 2),
            MEMLEDGER_TRANSLATABLE("ScenarioForm", "Engine sleep level"),
            MEMLEDGER_TRANSLATABLE("FieldHelp", "Sleep mode between rollouts: 0 never sleeps, so the engine's weights and KV cache stay through training; 1 copies its weights to pinned host memory and drops the cache; 2 drops both (verl's hybrid engine always sleeps at 2, TRL's vllm_enable_sleep_mode too, OpenRLHF's --vllm_enable_sleep at 1)."), listedChoice()),
        advanced(toggle("rollout.own_process", "rollout-own-process", "no-rollout-own-process", MEMLEDGER_TRANSLATABLE("Field", "the rollout engine in a process of its own"), MEMBER(rollout.ownProcess)),
            MEMLEDGER_TRANSLATABLE("ScenarioForm", "Engine in its own process"),
            MEMLEDGER_TRANSLATABLE("FieldHelp", "verl and OpenRLHF run the engine in processes of their own: a second CUDA context on every GPU, which sleep does not free. TRL's colocate mode runs it inside the trainer's process.")),
        advanced(ranged("rollout.max_num_seqs", "rollout-max-num-seqs", MEMLEDGER_TRANSLATABLE("Field", "the rollout engine's max_num_seqs"), MEMBER(rollout.maxNumSeqs), 0, 1 << 24),
            MEMLEDGER_TRANSLATABLE("ScenarioForm", "Engine max_num_seqs (0: vLLM's)"),
            MEMLEDGER_TRANSLATABLE("FieldHelp", "Sequences the engine generates at once. With the training sequence length it gives the KV cache the batch wants; when the cache holds fewer tokens, vLLM preempts and recomputes sequences (slower, not out of memory). 0: vLLM's default, 1024 on GPUs of 70 GiB or more other than the A100, else 256; verl sets 256. SGLang's max_running_requests, which also sizes its request table; 0: its default from the cache's size.")),
        advanced(ranged("rollout.max_num_batched_tokens", "rollout-max-num-batched-tokens", MEMLEDGER_TRANSLATABLE("Field", "the rollout engine's max_num_batched_tokens"), MEMBER(rollout.maxNumBatchedTokens), 0, 1 << 24),
            MEMLEDGER_TRANSLATABLE("ScenarioForm", "Engine max_num_batched_tokens (0: vLLM's)"),
            MEMLEDGER_TRANSLATABLE("FieldHelp", "Tokens in one engine step: the size of vLLM's profile run, whose activation peak it keeps out of the KV cache. 0: vLLM's default, 16384 on GPUs of 70 GiB or more other than the A100, else 8192; verl sets 8192, TRL 4096. SGLang's chunked_prefill_size, whose activations it keeps no reserve for; 0: its default for the GPU's memory (8192 from 60 GiB, 16384 from 160 GiB).")),
        advanced(ranged("rollout.prompt_length", "rollout-prompt-length", MEMLEDGER_TRANSLATABLE("Field", "the prompt's length within each sequence"), MEMBER(rollout.promptLength), 0, 1 << 24),
            MEMLEDGER_TRANSLATABLE("ScenarioForm", "Prompt tokens (of the sequence)"),
            MEMLEDGER_TRANSLATABLE("FieldHelp", "Tokens of each sequence that are the prompt: prefilled at once, while the rest is decoded token by token. It sets the timeline's generation time, not memory: the KV cache holds whole sequences. TRL's max_prompt_length, verl's data.max_prompt_length, OpenRLHF's prompt_max_len. 0: not given, and the timeline decodes every token.")),
        advanced(ranged("rollout.sync_bucket_mb", "rollout-sync-bucket-mb", MEMLEDGER_TRANSLATABLE("Field", "the weight sync's bucket (MiB)"), MEMBER(rollout.syncBucketMb), 0, 1 << 20),
            MEMLEDGER_TRANSLATABLE("ScenarioForm", "Weight-sync bucket (MiB)"),
            MEMLEDGER_TRANSLATABLE("FieldHelp", "The buffer the trainer fills with the updated parameters and hands to the rollout engine through CUDA IPC, bucket by bucket (verl's update_weights_bucket_megabytes, 2048 by default); vLLM clones a bucket's tensors out of it before loading them. 0: parameter by parameter, as TRL and OpenRLHF send them.")),
        basic(choice("rollout.trainer_offload", "trainer-offload", MEMLEDGER_TRANSLATABLE("Field", "what the trainer offloads while the engine generates"), MEMBER(rollout.trainerOffload)),
            MEMLEDGER_TRANSLATABLE("ScenarioForm", "Trainer offload between updates"),
            MEMLEDGER_TRANSLATABLE("FieldHelp", "What the trainer moves to host memory after each update and back before the next, so the rollout and the log-prob passes do not meet it: its optimizer states and kept gradients (verl's optimizer_offload; OpenRLHF's --ds.enable_sleep, with DeepSpeed's fp32 master weights), or those and its parameters, which come back for the log-prob passes (verl's param_offload). They go to the host ledger, and the timeline moves them over PCIe.")),
        basic(choice("reference.model", "reference-model", MEMLEDGER_TRANSLATABLE("Field", "the reference model"), MEMBER(reference.model)),
            MEMLEDGER_TRANSLATABLE("ScenarioForm", "Reference model"),
            MEMLEDGER_TRANSLATABLE("FieldHelp", "The frozen model KL-regularised RL (GRPO or PPO with a KL term: TRL's beta > 0, verl's use_kl_loss) and DPO score sequences with: a copy of the policy in the dtype it computes in, sharded like the policy's parameters under ZeRO-3 or FSDP and whole on every GPU otherwise (TRL and OpenRLHF prepare it for inference at stage 0). Under LoRA the reference is the policy's own base with its adapters disabled: no second copy. None: no reference (TRL's default beta 0, precomputed reference log-probabilities).")),
        advanced(toggle("reference.offload", "reference-offload", "no-reference-offload", MEMLEDGER_TRANSLATABLE("Field", "the reference model offloaded to host memory"), MEMBER(reference.offload)),
            MEMLEDGER_TRANSLATABLE("ScenarioForm", "Reference in host memory"),
            MEMLEDGER_TRANSLATABLE("FieldHelp", "Keeps the reference's weights in host memory and streams them to the GPU unit by unit while it scores a batch: its weights leave the GPU ledger for the host's. verl's FSDP reference is always offloaded so; OpenRLHF's --ref.offload.")),
        basic(choice("critic.model", "critic-model", MEMLEDGER_TRANSLATABLE("Field", "the critic"), MEMBER(critic.model)),
            MEMLEDGER_TRANSLATABLE("ScenarioForm", "Critic (PPO)"),
            MEMLEDGER_TRANSLATABLE("FieldHelp", "PPO with GAE trains a critic beside the policy: its network with a scalar value head in place of the output layer, sharded, stored and optimised as the policy is (verl's CriticWorker). Its weights and optimizer states are on every GPU at every instant. None: GRPO and other critic-free algorithms.")),
        withATeacher(basic(choice("teacher.kd_loss", "kd-loss", MEMLEDGER_TRANSLATABLE("Field", "the distillation loss"), MEMBER(teacher.loss)),
            MEMLEDGER_TRANSLATABLE("ScenarioForm", "Distillation loss (kd_loss)"),
            MEMLEDGER_TRANSLATABLE("FieldHelp", "The divergence between the student's and the teacher's token distributions, as torchtune's kd_loss computes it: each keeps fp32 probabilities over the whole vocabulary for every token until backward, forward KL 9 bytes per logit (the teacher's probabilities, the student's log-probabilities, a mask), reverse KL 13, symmetric 22. Typical: forward KL (every torchtune recipe)."))),
        withATeacher(advanced(toggle("teacher.offload", "teacher-offload", "no-teacher-offload", MEMLEDGER_TRANSLATABLE("Field", "the teacher offloaded to host memory"), MEMBER(teacher.offload)),
            MEMLEDGER_TRANSLATABLE("ScenarioForm", "Teacher in host memory"),
            MEMLEDGER_TRANSLATABLE("FieldHelp", "Keeps the teacher's weights in host memory and streams them to the GPU unit by unit for its forward (torchtune's fsdp_cpu_offload, which offloads the student's parameters too): its weights leave the GPU ledger for the host's, and every micro-batch moves them over PCIe."))),
        advanced(ranged("training.logprob_micro_batch", "logprob-mbs", MEMLEDGER_TRANSLATABLE("Field", "the log-prob micro-batch size"), MEMBER(training.logprobMicroBatch), 0, 1 << 20),
            MEMLEDGER_TRANSLATABLE("ScenarioForm", "Log-prob micro-batch (0: micro-batch)"),
            MEMLEDGER_TRANSLATABLE("FieldHelp", "Sequences per forward of the log-probability passes (the reference's, and an RL job's old policy's), whose logits over the whole vocabulary are their largest tensors. verl's log_prob_micro_batch_size_per_gpu; TRL scores per_device_train_batch_size sequences at a time. 0: the micro-batch.")),
    });
    add(FieldGroup::Hardware, {
        advanced(text("hardware.gpu_name", "gpu-name", MEMLEDGER_TRANSLATABLE("Field", "the GPU's name"), TEXT(hardware.gpuName)),
            MEMLEDGER_TRANSLATABLE("ScenarioForm", "GPU name"),
            MEMLEDGER_TRANSLATABLE("FieldHelp", "The GPU's name as shown in the headline. Only a label.")),
        advanced(ranged("hardware.memory_bytes", "gpu-memory-gib", MEMLEDGER_TRANSLATABLE("Field", "GPU memory in bytes"), MEMBER(hardware.memoryBytes), kGiB, 64 * kTiB, kGiB),
            MEMLEDGER_TRANSLATABLE("ScenarioForm", "GPU memory"),
            MEMLEDGER_TRANSLATABLE("FieldHelp", "Memory of one GPU, the capacity every stage is measured against. Typical: 24, 40, 80, 141, 192 GiB."), shownAs(FieldScale::Log, 1, kGiB, MEMLEDGER_TRANSLATABLE("ScenarioForm", " GiB"))),
        advanced(ranged("hardware.gpus_per_node", "gpus-per-node", MEMLEDGER_TRANSLATABLE("Field", "GPUs per node"), MEMBER(hardware.gpusPerNode), 1, 1024),
            MEMLEDGER_TRANSLATABLE("ScenarioForm", "GPUs per node"),
            MEMLEDGER_TRANSLATABLE("FieldHelp", "GPUs in one node, joined by NVLink: tensor parallelism beyond it crosses the slower network. Typical: 8."), shownAs(FieldScale::Pow2)),
        advanced(ranged("hardware.nvlink_domain", "nvlink-domain", MEMLEDGER_TRANSLATABLE("Field", "the NVLink domain"), MEMBER(hardware.nvlinkDomain), 0, 1 << 20),
            MEMLEDGER_TRANSLATABLE("ScenarioForm", "NVLink domain (GPUs)"),
            MEMLEDGER_TRANSLATABLE("FieldHelp", "GPUs one NVLink domain joins across nodes: collectives within it run at NVLink speed (GB200 and GB300 NVL72: 72). 0: the node is the domain.")),
        advanced(ranged("hardware.host_ram_bytes", "host-ram-gib", MEMLEDGER_TRANSLATABLE("Field", "host RAM in bytes"), MEMBER(hardware.hostRamBytes), kGiB, 64 * kTiB, kGiB),
            MEMLEDGER_TRANSLATABLE("ScenarioForm", "Host RAM per node"),
            MEMLEDGER_TRANSLATABLE("FieldHelp", "CPU RAM of one node: the room for offloaded states. Typical: 512 GiB–2 TiB."), shownAs(FieldScale::Log, 0, kGiB, MEMLEDGER_TRANSLATABLE("ScenarioForm", " GiB"))),
        advanced(ranged("hardware.nvme_bytes", "nvme-bytes", MEMLEDGER_TRANSLATABLE("Field", "NVMe capacity in bytes"), MEMBER(hardware.nvmeBytes), 0, 1e15),
            MEMLEDGER_TRANSLATABLE("ScenarioForm", "NVMe per node"),
            MEMLEDGER_TRANSLATABLE("FieldHelp", "NVMe storage of one node: the room for states offloaded to NVMe."), shownAs(FieldScale::SpinOnly, 1, 1e12, MEMLEDGER_TRANSLATABLE("ScenarioForm", " TB"))),
        advanced(ranged("overheads.cuda_context_bytes", "cuda-context-gib", MEMLEDGER_TRANSLATABLE("Field", "the CUDA context in bytes"), MEMBER(overheads.cudaContextBytes), 0, 8 * kGiB, kGiB),
            MEMLEDGER_TRANSLATABLE("ScenarioForm", "CUDA context"),
            MEMLEDGER_TRANSLATABLE("FieldHelp", "Memory the CUDA context and kernels take before the first tensor. Typical: 0.3–1 GiB."), shownAs(FieldScale::SpinOnly, 2, kGiB, MEMLEDGER_TRANSLATABLE("ScenarioForm", " GiB"))),
        advanced(ranged("overheads.nccl_bytes", "nccl-gib", MEMLEDGER_TRANSLATABLE("Field", "NCCL buffers in bytes"), MEMBER(overheads.ncclBytes), 0, 8 * kGiB, kGiB),
            MEMLEDGER_TRANSLATABLE("ScenarioForm", "NCCL buffers"),
            MEMLEDGER_TRANSLATABLE("FieldHelp", "Memory NCCL's communication buffers take on each GPU. Typical: 0.1–1 GiB; more with many communicators."), shownAs(FieldScale::SpinOnly, 2, kGiB, MEMLEDGER_TRANSLATABLE("ScenarioForm", " GiB"))),
        advanced(ranged("overheads.fragmentation", "fragmentation", MEMLEDGER_TRANSLATABLE("Field", "the fragmentation reserve"), MEMBER(overheads.fragmentation), 0, 1),
            MEMLEDGER_TRANSLATABLE("ScenarioForm", "Fragmentation if not simulated"),
            MEMLEDGER_TRANSLATABLE("FieldHelp", "Memory lost to the caching allocator's fragmentation, as a share of the peak, when the allocator is not simulated. Typical: 5–15 %; less with expandable segments."), shownAs(FieldScale::SpinOnly, 1, 0.01, MEMLEDGER_TRANSLATABLE("ScenarioForm", " %"))),
        advanced(ranged("hardware.hbm_bandwidth_bytes_per_s", "hbm-bytes-per-s", MEMLEDGER_TRANSLATABLE("Field", "HBM bandwidth in bytes/s"), MEMBER(hardware.hbmBandwidth), 0, kRate),
            MEMLEDGER_TRANSLATABLE("ScenarioForm", "HBM bandwidth"),
            MEMLEDGER_TRANSLATABLE("FieldHelp", "GPU memory bandwidth, for the step time of memory-bound kernels. Typical: 2–8 TB/s."), shownAs(FieldScale::SpinOnly, 2, 1e12, MEMLEDGER_TRANSLATABLE("ScenarioForm", " TB/s"))),
        advanced(ranged("hardware.peak_flops_bf16", "peak-flops-bf16", MEMLEDGER_TRANSLATABLE("Field", "the BF16 peak in FLOP/s"), MEMBER(hardware.peakFlopsBf16), 0, kRate),
            MEMLEDGER_TRANSLATABLE("ScenarioForm", "BF16 peak"),
            MEMLEDGER_TRANSLATABLE("FieldHelp", "Dense BF16 peak throughput of one GPU, the basis of compute time and MFU. Typical: 312 (A100), 989 (H100) TFLOPS."), shownAs(FieldScale::SpinOnly, 0, 1e12, MEMLEDGER_TRANSLATABLE("ScenarioForm", " TFLOPS"))),
        advanced(ranged("hardware.peak_flops_fp8", "peak-flops-fp8", MEMLEDGER_TRANSLATABLE("Field", "the FP8 peak in FLOP/s"), MEMBER(hardware.peakFlopsFp8), 0, kRate),
            MEMLEDGER_TRANSLATABLE("ScenarioForm", "FP8 peak"),
            MEMLEDGER_TRANSLATABLE("FieldHelp", "Dense FP8 peak throughput of one GPU: the rate of the linears Transformer Engine's FP8 recipes or torchao's float8 quantize. Typical: 1979 (H100), 4500 (B200) TFLOPS; 0 on GPUs without FP8 tensor cores (A100), whose quantized linears are timed at the BF16 peak."), shownAs(FieldScale::SpinOnly, 0, 1e12, MEMLEDGER_TRANSLATABLE("ScenarioForm", " TFLOPS"))),
        advanced(ranged("hardware.peak_flops_fp4", "peak-flops-fp4", MEMLEDGER_TRANSLATABLE("Field", "the FP4 peak in FLOP/s"), MEMBER(hardware.peakFlopsFp4), 0, kRate),
            MEMLEDGER_TRANSLATABLE("ScenarioForm", "FP4 peak"),
            MEMLEDGER_TRANSLATABLE("FieldHelp", "Dense FP4 peak throughput of one GPU: the rate of the linears under the NVFP4 recipe. Typical: 9000 (B200) TFLOPS; 0 before Blackwell."), shownAs(FieldScale::SpinOnly, 0, 1e12, MEMLEDGER_TRANSLATABLE("ScenarioForm", " TFLOPS"))),
        advanced(ranged("hardware.compute_capability", "compute-capability", MEMLEDGER_TRANSLATABLE("Field", "the CUDA compute capability"), MEMBER(hardware.computeCapability), 0, 20),
            MEMLEDGER_TRANSLATABLE("ScenarioForm", "Compute capability"),
            MEMLEDGER_TRANSLATABLE("FieldHelp", "The GPU's CUDA compute capability, from its preset: 8.0 A100, 8.9 L40S and RTX 4090, 9.0 H100 and H200, 10.0 B200 and GB200, 10.3 B300, 12.0 RTX 5090. What Transformer Engine keeps depends on it: before Blackwell a per-tensor FP8 weight keeps a transpose too. 0: unknown (AMD; a transpose is assumed)."), shownAs(FieldScale::SpinOnly, 1)),
        advanced(ranged("hardware.peak_flops_fp32", "peak-flops-fp32", MEMLEDGER_TRANSLATABLE("Field", "the FP32 peak in FLOP/s"), MEMBER(hardware.peakFlopsFp32), 0, kRate),
            MEMLEDGER_TRANSLATABLE("ScenarioForm", "FP32 peak"),
            MEMLEDGER_TRANSLATABLE("FieldHelp", "FP32 peak throughput of one GPU, for FP32 training. Typical: 19.5 (A100), 67 (H100) TFLOPS."), shownAs(FieldScale::SpinOnly, 0, 1e12, MEMLEDGER_TRANSLATABLE("ScenarioForm", " TFLOPS"))),
        advanced(ranged("hardware.pcie_gen", "pcie-gen", MEMLEDGER_TRANSLATABLE("Field", "the PCIe generation"), MEMBER(hardware.pcieGen), 1, 7),
            MEMLEDGER_TRANSLATABLE("ScenarioForm", "PCIe generation"),
            MEMLEDGER_TRANSLATABLE("FieldHelp", "PCIe generation between GPU and CPU: its bandwidth limits offload. Typical: 4 or 5.")),
        advanced(ranged("hardware.pcie_lanes", "pcie-lanes", MEMLEDGER_TRANSLATABLE("Field", "the PCIe lanes"), MEMBER(hardware.pcieLanes), 1, 32),
            MEMLEDGER_TRANSLATABLE("ScenarioForm", "PCIe lanes"),
            MEMLEDGER_TRANSLATABLE("FieldHelp", "PCIe lanes of one GPU. Typical: 16.")),
        advanced(ranged("hardware.nvlink_bytes_per_s", "nvlink-bytes-per-s", MEMLEDGER_TRANSLATABLE("Field", "NVLink bandwidth in bytes/s"), MEMBER(hardware.nvlinkBandwidth), 0, kRate),
            MEMLEDGER_TRANSLATABLE("ScenarioForm", "NVLink bandwidth"),
            MEMLEDGER_TRANSLATABLE("FieldHelp", "NVLink bandwidth of one GPU within a node, for TP and in-node collectives. Typical: 600 (A100), 900 (H100) GB/s."), shownAs(FieldScale::SpinOnly, 0, 1e9, MEMLEDGER_TRANSLATABLE("ScenarioForm", " GB/s"))),
        advanced(ranged("hardware.inter_node_bytes_per_s", "inter-node-bytes-per-s", MEMLEDGER_TRANSLATABLE("Field", "inter-node bandwidth in bytes/s"), MEMBER(hardware.interNodeBandwidth), 0, kRate),
            MEMLEDGER_TRANSLATABLE("ScenarioForm", "Inter-node bandwidth"),
            MEMLEDGER_TRANSLATABLE("FieldHelp", "Network bandwidth of one GPU between nodes, for DP, PP and collectives that leave the node. Typical: 25–50 GB/s (200–400 Gb/s InfiniBand)."), shownAs(FieldScale::SpinOnly, 0, 1e9, MEMLEDGER_TRANSLATABLE("ScenarioForm", " GB/s"))),
        advanced(ranged("hardware.nvme_bytes_per_s", "nvme-bytes-per-s", MEMLEDGER_TRANSLATABLE("Field", "NVMe bandwidth in bytes/s"), MEMBER(hardware.nvmeBandwidth), 0, kRate),
            MEMLEDGER_TRANSLATABLE("ScenarioForm", "NVMe bandwidth"),
            MEMLEDGER_TRANSLATABLE("FieldHelp", "NVMe bandwidth of one node, for states offloaded to NVMe. Typical: 3–25 GB/s."), shownAs(FieldScale::SpinOnly, 1, 1e9, MEMLEDGER_TRANSLATABLE("ScenarioForm", " GB/s"))),
    });
    add(FieldGroup::StepTime, {
        advanced(ranged("performance.compute_efficiency", "efficiency", MEMLEDGER_TRANSLATABLE("Field", "the compute efficiency"), MEMBER(performance.computeEfficiency), 0.01, 1),
            MEMLEDGER_TRANSLATABLE("ScenarioForm", "Compute efficiency"),
            MEMLEDGER_TRANSLATABLE("FieldHelp", "Share of the BF16 (or FP32) peak the matmul and attention kernels reach over a step: an assumption that scales their compute time; element-wise kernels are timed from the bytes they move. Published runs reach about 42 % with PyTorch's own kernels (torchtitan) and about 62 % with Megatron-LM and Transformer Engine (docs/validation-steptime.md)."), shownAs(FieldScale::Linear, 0, 0.01, MEMLEDGER_TRANSLATABLE("ScenarioForm", " %"))),
        advanced(ranged("performance.low_precision_efficiency", "low-precision-efficiency", MEMLEDGER_TRANSLATABLE("Field", "the low-precision efficiency"), MEMBER(performance.lowPrecisionEfficiency), 0.01, 1),
            MEMLEDGER_TRANSLATABLE("ScenarioForm", "FP8/FP4 GEMM efficiency"),
            MEMLEDGER_TRANSLATABLE("FieldHelp", "Share of the FP8 or FP4 peak the quantized linears' GEMMs reach. Lower than the BF16 share: the fastest FP8 matmul measured on an H100 reaches 70.9 % of its peak against 80.3 % in BF16, so the default is the compute efficiency's 45 % × 0.709 / 0.803. Typical: 35–45 %."), shownAs(FieldScale::Linear, 0, 0.01, MEMLEDGER_TRANSLATABLE("ScenarioForm", " %"))),
        advanced(ranged("performance.comm_efficiency", "comm-efficiency", MEMLEDGER_TRANSLATABLE("Field", "the communication efficiency"), MEMBER(performance.commEfficiency), 0.01, 1),
            MEMLEDGER_TRANSLATABLE("ScenarioForm", "Communication efficiency"),
            MEMLEDGER_TRANSLATABLE("FieldHelp", "Share of the link bandwidth collectives reach: an assumption that scales every communication time. Typical: 60–80 %."), shownAs(FieldScale::Linear, 0, 0.01, MEMLEDGER_TRANSLATABLE("ScenarioForm", " %"))),
        advanced(ranged("performance.prefetch_depth", "prefetch", MEMLEDGER_TRANSLATABLE("Field", "the prefetch depth"), MEMBER(performance.prefetchDepth), 0, 64),
            MEMLEDGER_TRANSLATABLE("ScenarioForm", "Prefetch depth (layers)"),
            MEMLEDGER_TRANSLATABLE("FieldHelp", "Layers fetched ahead of use (ZeRO-3, FSDP, parameter offload): deeper hides more transfer time but holds more gathered weights. Typical: 1–2.")),
        advanced(toggle("performance.overlap", "overlap", "no-overlap", MEMLEDGER_TRANSLATABLE("Field", "overlapped transfers"), MEMBER(performance.overlap)),
            MEMLEDGER_TRANSLATABLE("ScenarioForm", "Overlap transfers with compute"),
            MEMLEDGER_TRANSLATABLE("FieldHelp", "Whether transfers and collectives run alongside compute. Off serialises them: an upper bound on the step time.")),
        advanced(toggle( "performance.pinned_memory", "pinned", "pageable", MEMLEDGER_TRANSLATABLE("Field", "pinned host memory"), MEMBER(performance.pinnedMemory)),
            MEMLEDGER_TRANSLATABLE("ScenarioForm", "Pinned host memory"),
            MEMLEDGER_TRANSLATABLE("FieldHelp", "Page-locked host buffers for offload: PCIe runs at full speed, at the cost of host RAM that cannot be swapped.")),
        advanced(ranged("performance.cpu_threads", "cpu-threads", MEMLEDGER_TRANSLATABLE("Field", "the CPU optimizer threads"), MEMBER(performance.cpuThreads), 1, 512),
            MEMLEDGER_TRANSLATABLE("ScenarioForm", "CPU optimizer threads"),
            MEMLEDGER_TRANSLATABLE("FieldHelp", "CPU threads that run an offloaded optimizer step per GPU. Typical: the cores per GPU, 8–16.")),
        advanced(ranged("performance.cpu_adam_params_per_thread", "cpu-adam-rate", MEMLEDGER_TRANSLATABLE("Field", "CPU-Adam parameters per second per thread"), MEMBER(performance.cpuAdamParamsPerThread), 1e5, 1e9),
            MEMLEDGER_TRANSLATABLE("ScenarioForm", "CPU Adam per thread"),
            MEMLEDGER_TRANSLATABLE("FieldHelp", "Parameters one CPU thread updates per second with DeepSpeed's CPU Adam: sets the offloaded optimizer step time. Typical: 50–150 M params/s."), shownAs(FieldScale::SpinOnly, 1, 1e6, MEMLEDGER_TRANSLATABLE("ScenarioForm", " M params/s"))),
    });

    return fields;
}

#undef MEMBER
#undef TEXT

}  // namespace

const std::vector<FieldGroup>& fieldGroups()
{
    static const std::vector<FieldGroup> kGroups = {FieldGroup::Model,    FieldGroup::Architecture, FieldGroup::Batch,
                                                    FieldGroup::Parallelism, FieldGroup::Memory, FieldGroup::Offload,
                                                    FieldGroup::PostTraining, FieldGroup::Hardware, FieldGroup::StepTime};
    return kGroups;
}

const char* fieldGroupTitle(FieldGroup group)
{
    switch (group) {
    case FieldGroup::Model: return MEMLEDGER_TRANSLATABLE("ScenarioForm", "Model");
    case FieldGroup::Architecture: return MEMLEDGER_TRANSLATABLE("ScenarioForm", "Architecture");
    case FieldGroup::Batch: return MEMLEDGER_TRANSLATABLE("ScenarioForm", "Batch & sequence");
    case FieldGroup::Parallelism: return MEMLEDGER_TRANSLATABLE("ScenarioForm", "Parallelism");
    case FieldGroup::Memory: return MEMLEDGER_TRANSLATABLE("ScenarioForm", "Memory optimizations");
    case FieldGroup::Offload: return MEMLEDGER_TRANSLATABLE("ScenarioForm", "Offload");
    case FieldGroup::PostTraining: return MEMLEDGER_TRANSLATABLE("ScenarioForm", "Post-training (RL, DPO, distillation)");
    case FieldGroup::Hardware: return MEMLEDGER_TRANSLATABLE("ScenarioForm", "Hardware");
    case FieldGroup::StepTime: return MEMLEDGER_TRANSLATABLE("ScenarioForm", "Step time (assumptions)");
    }
    return "";
}

double ScenarioField::valueInForce(const Scenario& scenario) const
{
    return isDecided(scenario) ? inForce(scenario) : get(scenario);
}

std::string ScenarioField::name() const
{
    const std::string_view path(key);
    return std::string(path.substr(path.rfind('.') + 1));
}

const std::vector<ScenarioField>& scenarioFields()
{
    static const std::vector<ScenarioField> kFields = buildFields();
    return kFields;
}

const ScenarioField* findField(std::string_view key)
{
    for (const auto& field : scenarioFields())
        if (key == field.key)
            return &field;
    return nullptr;
}

const ScenarioField& scenarioField(std::string_view key)
{
    if (const auto* field = findField(key))
        return *field;
    std::string message = "no scenario field ";
    throw std::out_of_range(message.append(key));
}

void assign(const ScenarioField& field, Scenario& scenario, double value)
{
    field.set(scenario, value);
    if (field.implies)
        field.implies(scenario);
}

void assign(const ScenarioField& field, Scenario& scenario, const std::string& value)
{
    field.setText(scenario, value);
    if (field.implies)
        field.implies(scenario);
}

}  // namespace memledger::model
