#include "model/imports/megatron/megatron_args.h"

#include <algorithm>
#include <numeric>
#include <optional>
#include <set>

#include "model/core/moe_layers.h"
#include "model/core/untrusted_json.h"
#include "model/imports/config_object.h"
#include "model/imports/huggingface/hf_command_line.h"
#include "model/imports/launch_environment.h"
#include "model/imports/huggingface/hf_training_args.h"
#include "model/imports/megatron/megatron_flags.h"
#include "model/imports/megatron/pipeline_layout.h"
#include "model/imports/openrlhf/openrlhf_args.h"
#include "model/imports/verl/verl_config.h"
#include "model/core/recompute_modules.h"

namespace memledger::model {

namespace {

// Where Megatron-LM fixes what the arguments leave out (NVIDIA/Megatron-LM @ d98e8a64).
constexpr const char* kArguments = "megatron/training/arguments.py @ d98e8a64";
constexpr const char* kTransformerConfig = "megatron/core/transformer/transformer_config.py @ d98e8a64";
constexpr const char* kParallelConfig = "megatron/core/model_parallel_config.py @ d98e8a64";
constexpr const char* kVocabUtils = "megatron/training/vocab_utils.py @ d98e8a64";
constexpr const char* kTransformerBlock =
    "megatron/core/transformer/transformer_block.py @ d98e8a64, get_num_layers_to_build";
constexpr const char* kPipelineLayout =
    "megatron/core/transformer/pipeline_parallel_layer_layout.py @ d98e8a64";

std::vector<ProblemArgument> toArguments(const std::vector<std::string>& values)
{
    std::vector<ProblemArgument> out;
    for (const auto& value : values)
        out.push_back({value});
    return out;
}
constexpr const char* kBackends = "megatron/core/models/backends.py @ 00bebb45, LocalSpecProvider.core_attention";
constexpr const char* kTokenizer = "megatron/training/tokenizer/tokenizer.py @ 00ee9667, _GPT2BPETokenizer.vocab_size";
// len(encoder) of GPT-2's gpt2-vocab.json (encoder.json of openai/gpt-2), which
// --vocab-file names for GPT2BPETokenizer.
constexpr std::int64_t kGpt2BpeVocabulary = 50257;

struct Flag {
    std::string name;
    std::vector<ScriptWord> values;

    std::string text() const
    {
        std::string out;
        for (const auto& value : values)
            out += (out.empty() ? "" : " ") + value.text;
        return out;
    }
    bool unresolved() const
    {
        return std::any_of(values.begin(), values.end(), [](const ScriptWord& word) { return !word.unresolved.empty(); });
    }
    bool fromDefault() const
    {
        return std::any_of(values.begin(), values.end(), [](const ScriptWord& word) { return word.fromDefault; });
    }
    std::string unresolvedNames() const
    {
        std::string out;
        for (const auto& value : values)
            for (const auto& variable : value.unresolved)
                out += (out.empty() ? "" : ", ") + variable;
        return out;
    }
};

// The flags in the order given; a flag given twice keeps its last value, as argparse does.
class Flags {
public:
    explicit Flags(const std::vector<ScriptWord>& words)
    {
        for (const ScriptWord& word : words) {
            if (isLongFlag(word.text)) {
                const auto eq = word.text.find('=');
                Flag flag{word.text.substr(0, eq), {}};
                if (eq != std::string::npos)
                    flag.values.push_back({word.text.substr(eq + 1), word.unresolved, word.fromDefault});
                std::erase_if(m_flags, [&](const Flag& earlier) { return earlier.name == flag.name; });
                m_flags.push_back(std::move(flag));
            } else if (!m_flags.empty()) {
                m_flags.back().values.push_back(word);
            }
        }
    }

    // The flag, marked as used; nullptr when not given.
    const Flag* take(std::string_view name)
    {
        for (const Flag& flag : m_flags)
            if (flag.name == name) {
                m_used.emplace(name);
                return &flag;
            }
        return nullptr;
    }
    // The flag, left unused: looked at to decide how another flag reads.
    const Flag* find(std::string_view name) const
    {
        const auto it = std::find_if(m_flags.begin(), m_flags.end(), [&](const Flag& flag) { return flag.name == name; });
        return it == m_flags.end() ? nullptr : &*it;
    }
    bool has(std::string_view name) const { return find(name) != nullptr; }
    std::size_t size() const { return m_flags.size(); }
    std::size_t used() const { return m_used.size(); }
    std::vector<const Flag*> unused() const
    {
        std::vector<const Flag*> out;
        for (const Flag& flag : m_flags)
            if (!m_used.contains(flag.name))
                out.push_back(&flag);
        return out;
    }

private:
    std::vector<Flag> m_flags;
    std::set<std::string, std::less<>> m_used;
};

class Mapper {
public:
    Mapper(const ScriptArguments& script, ImportBuilder& out)
        : m_args(script.arguments)
        , m_launcher(script.launcher)
        , m_program(script.program)
        , m_out(out)
    {
    }

    void run()
    {
        m_out.setChoice(
            Mapping::Read, {"(Megatron-LM arguments)", ""}, "framework", Framework::Megatron,
            MEMLEDGER_TRANSLATABLE("Import", "Megatron-LM keeps an fp32 gradient buffer and fp32 master weights"));
        parallelism();
        architecture();
        batch();
        precision();
        recompute();
        attention();
        optimizer();
        precisionAwareOptimizer();
        lowPrecision();
        leftovers();
        refuseAnotherProgramsFlags();
    }

private:
    // A bare switch has no value to show; kSwitchGiven says it is there.
    static Source sourceOf(const Flag& flag) { return {flag.name, flag.values.empty() ? kSwitchGiven : flag.text()}; }

    // The flag's whole-number value, or nothing with the reason in the report: a value the
    // script takes from a variable it never sets, a missing value, or one that is no number.
    std::optional<std::int64_t> whole(const Flag& flag, std::string_view field)
    {
        if (flag.unresolved()) {
            m_out.note(Mapping::Defaulted, sourceOf(flag), field,
                       importNote(MEMLEDGER_TRANSLATABLE("Import",
                                                         "the script takes it from %1, which it never sets (the "
                                                         "environment does); the base scenario's value stays"),
                                  {{flag.unresolvedNames()}}));
            return std::nullopt;
        }
        if (flag.values.empty()) {
            m_out.problem(flag.name, MEMLEDGER_TRANSLATABLE("Problem", "%1 has no value; it needs a whole number"),
                          {{flag.name}});
            return std::nullopt;
        }
        const auto value = wholeNumber(flag.values.front().text);
        if (!value)
            m_out.problem(flag.name, MEMLEDGER_TRANSLATABLE("Problem", "%1 is '%2'; it needs a whole number"),
                          {{flag.name}, {flag.text()}});
        return value;
    }

    ImportNote defaultNote(const Flag& flag) const
    {
        return flag.fromDefault()
                   ? MEMLEDGER_TRANSLATABLE("Import",
                                            "from the script's ${NAME:-default}; the environment may set another value")
                   : ImportNote();
    }

    // A flag whose number is a scenario field; `fallback` is Megatron's default when absent.
    std::optional<std::int64_t> number(std::string_view name, std::string_view field,
                                       std::optional<std::int64_t> fallback = std::nullopt, const char* source = nullptr)
    {
        if (const Flag* flag = m_args.take(name)) {
            const auto value = whole(*flag, field);
            if (value)
                m_out.setNumber(Mapping::Read, sourceOf(*flag), field, static_cast<double>(*value), defaultNote(*flag));
            return value;
        }
        if (fallback)
            m_out.setNumber(Mapping::Defaulted, {std::string(name), ""}, field, static_cast<double>(*fallback),
                            cited(MEMLEDGER_TRANSLATABLE("Import", "Megatron's default"), source));
        return fallback;
    }

    // A bare switch: `on` when given, `off` (Megatron's default) when not.
    bool toggle(std::string_view name, std::string_view field, bool on, bool withDefault, const char* source)
    {
        if (const Flag* flag = m_args.take(name)) {
            m_out.setSwitch(Mapping::Read, sourceOf(*flag), field, on);
            return true;
        }
        if (withDefault)
            m_out.setSwitch(Mapping::Defaulted, {std::string(name), ""}, field, !on,
                            importNote(MEMLEDGER_TRANSLATABLE("Import", "Megatron's default without %1 (%2)"),
                                       {{std::string(name)}, {source}}));
        return false;
    }

    void parallelism()
    {
        m_tp = number("--tensor-model-parallel-size", "parallel.tp", 1, kParallelConfig).value_or(0);
        m_pp = number("--pipeline-model-parallel-size", "parallel.pp", 1, kParallelConfig).value_or(0);
        m_cp = number("--context-parallel-size", "parallel.cp", 1, kParallelConfig).value_or(0);
        number("--expert-model-parallel-size", "parallel.ep", 1, kParallelConfig);
        // Without the flag Megatron splits the experts by TP (parallel_state.py), which
        // parallel.etp 0 means.
        number("--expert-tensor-parallel-size", "parallel.etp");
        if (const Flag* flag = m_args.take("--sequence-parallel")) {
            if (m_tp == 1)
                m_out.setSwitch(
                    Mapping::Approximated, sourceOf(*flag), "parallel.sp", false,
                    cited(MEMLEDGER_TRANSLATABLE("Import", "Megatron turns sequence parallelism off when TP is 1"),
                          kArguments));
            else
                m_out.setSwitch(Mapping::Read, sourceOf(*flag), "parallel.sp", true);
        } else {
            m_out.setSwitch(Mapping::Defaulted, {"--sequence-parallel", ""}, "parallel.sp", false,
                            cited(MEMLEDGER_TRANSLATABLE("Import", "Megatron's default"), kParallelConfig));
        }
        // Megatron asserts sequence parallelism with it: validation says so for TP 1.
        if (const Flag* flag = m_args.take("--tp-comm-overlap"))
            m_out.setSwitch(Mapping::Read, sourceOf(*flag), "parallel.tp_comm_overlap", true);
        toggle("--use-distributed-optimizer", "parallel.distributed_optimizer", true, true, kArguments);
        number("--num-distributed-optimizer-instances", "parallel.optimizer_instances", std::nullopt, kArguments);
        const Flag* fsdp = m_args.take("--use-megatron-fsdp");
        const Flag* torchFsdp = fsdp ? nullptr : m_args.take("--use-torch-fsdp2");
        if (!fsdp)
            fsdp = torchFsdp;
        // FSDP2's reshard_after_forward, which Megatron turns off with this flag.
        if (const Flag* keep = m_args.take("--torch-fsdp2-no-reshard-after-forward")) {
            if (torchFsdp)
                m_out.setSwitch(Mapping::Read, sourceOf(*keep), "parallel.reshard_after_forward", false);
            else
                m_out.notModelled(sourceOf(*keep),
                                  MEMLEDGER_TRANSLATABLE("Import", "applies only with --use-torch-fsdp2"));
        }
        const Flag* strategy = m_args.take("--data-parallel-sharding-strategy");
        if (fsdp) {
            const std::string word = strategy && !strategy->values.empty() ? strategy->text() : "optim_grads_params";
            const Source source = strategy ? sourceOf(*strategy) : sourceOf(*fsdp);
            // Without the strategy flag the word is Megatron's default, optim_grads_params.
            if (word == "optim_grads_params")
                m_out.setChoice(
                    Mapping::Approximated, source, "parallel.fsdp", FsdpMode::FullShard,
                    strategy ? ImportNote(MEMLEDGER_TRANSLATABLE(
                                   "Import",
                                   "Megatron's sharded data parallelism: parameters, gradients and "
                                   "optimizer states sharded, as FSDP full sharding"))
                             : importNote(MEMLEDGER_TRANSLATABLE("Import",
                                                                 "Megatron's sharded data parallelism (default "
                                                                 "optim_grads_params) (%1): parameters, gradients "
                                                                 "and optimizer states sharded, as FSDP full sharding"),
                                          {{kArguments}}));
            else if (word == "optim_grads")
                m_out.setChoice(Mapping::Approximated, source, "parallel.fsdp", FsdpMode::ShardGradOp,
                                MEMLEDGER_TRANSLATABLE("Import",
                                                       "Megatron's sharded data parallelism: gradients and "
                                                       "optimizer states sharded, as FSDP shard-grad-op"));
            else if (word == "optim")
                m_out.setSwitch(Mapping::Approximated, source, "parallel.distributed_optimizer", true,
                                MEMLEDGER_TRANSLATABLE("Import",
                                                       "Megatron's sharded data parallelism: optimizer states "
                                                       "sharded, as the distributed optimizer"));
            else if (word == "no_shard")
                m_out.setChoice(Mapping::Read, source, "parallel.fsdp", FsdpMode::None);
            else
                m_out.problem(
                    strategy->name,
                    MEMLEDGER_TRANSLATABLE(
                        "Problem", "%1 is '%2'; Megatron expects no_shard, optim, optim_grads or optim_grads_params"),
                    {{strategy->name}, {word}});
        } else if (strategy) {
            m_out.notModelled(
                sourceOf(*strategy),
                MEMLEDGER_TRANSLATABLE("Import", "applies only with --use-megatron-fsdp, which is not given"));
        }
        readWorldSize();
    }

    // torchrun --nproc_per_node N --nnodes M: the world size Megatron divides by TP × PP × CP.
    void readWorldSize()
    {
        Flags launcher(m_launcher);
        const Flag* perNode = launcher.take("--nproc_per_node");
        if (!perNode)
            perNode = launcher.take("--nproc-per-node");
        const Flag* nodes = launcher.take("--nnodes");
        for (const Flag* flag : launcher.unused())
            m_out.notModelled({"(launcher) " + flag->name, flag->text()},
                              MEMLEDGER_TRANSLATABLE("Import", "where and how the processes start"));
        if (!perNode)
            return;
        m_out.notModelled({"(launcher) " + perNode->name, perNode->text()},
                          MEMLEDGER_TRANSLATABLE("Import", "GPUs per node: with --nnodes, the world size"));
        if (nodes)
            m_out.notModelled({"(launcher) --nnodes", nodes->text()},
                              MEMLEDGER_TRANSLATABLE("Import", "nodes: with --nproc_per_node, the world size"));
        const std::int64_t gpus = perNode->unresolved() ? 0 : wholeNumber(perNode->text()).value_or(0);
        const std::int64_t count = !nodes ? 1 : nodes->unresolved() ? 0 : wholeNumber(nodes->text()).value_or(0);
        if (gpus < 1 || count < 1 || gpus > 1000000 || count > 1000000)
            return;
        m_world = gpus * count;
        m_worldFromDefault = perNode->fromDefault() || (nodes && nodes->fromDefault());
    }

    // Megatron's data-parallel size: world / (TP × PP × CP) (arguments.py).
    std::optional<std::int64_t> dataParallel()
    {
        if (!m_world || m_tp < 1 || m_pp < 1 || m_cp < 1)
            return std::nullopt;
        const std::int64_t model = times(times(m_tp, m_pp).value_or(0), m_cp).value_or(0);
        if (model < 1)
            return std::nullopt;
        const Source source{"(launcher) world size", std::to_string(m_world)};
        if (m_world % model != 0) {
            m_out.notModelled(source,
                              importNote(MEMLEDGER_TRANSLATABLE(
                                             "Import",
                                             "the launcher's %1 GPUs are not a multiple of TP × PP × CP = %2 (the "
                                             "script is set up for more nodes); the data-parallel size is not set"),
                                         {{std::to_string(m_world)}, {std::to_string(model)}}));
            return std::nullopt;
        }
        const std::int64_t dp = m_world / model;
        m_out.setNumber(
            m_worldFromDefault ? Mapping::Approximated : Mapping::Read, source, "parallel.dp", static_cast<double>(dp),
            m_worldFromDefault ? importNote(MEMLEDGER_TRANSLATABLE("Import",
                                                                   "world size / (TP × PP × CP), as Megatron "
                                                                   "computes data_parallel_size (%1); the node "
                                                                   "count is the script's default, which the "
                                                                   "scheduler may change"),
                                            {{kArguments}})
                               : cited(MEMLEDGER_TRANSLATABLE("Import",
                                                              "world size / (TP × PP × CP), as Megatron computes "
                                                              "data_parallel_size"),
                                       kArguments));
        return dp;
    }

    void batch()
    {
        const auto micro = number("--micro-batch-size", "training.micro_batch");
        const auto dp = dataParallel();
        const Flag* global = m_args.take("--global-batch-size");
        if (!global)
            return;
        const auto sequences = whole(*global, "training.grad_accum");
        if (!sequences)
            return;
        if (!micro) {
            m_out.notModelled(
                sourceOf(*global),
                MEMLEDGER_TRANSLATABLE("Import", "without --micro-batch-size the accumulation cannot be derived"));
            return;
        }
        if (!dp) {
            m_out.setGlobalBatch({*sequences, global->name});
            m_out.notModelled(
                sourceOf(*global),
                MEMLEDGER_TRANSLATABLE("Import",
                                       "accumulation = global batch / (micro-batch × data-parallel size); the "
                                       "data-parallel size is not in the file, so it is derived once the GPUs "
                                       "are known (--dp)"));
            return;
        }
        const std::int64_t perStep = times(*micro, *dp).value_or(0);
        if (perStep < 1 || *sequences % perStep != 0) {
            m_out.problem(
                global->name,
                MEMLEDGER_TRANSLATABLE("Problem",
                                       "%1 %2 is not a multiple of micro-batch %3 × data-parallel size %4; Megatron "
                                       "refuses it (arguments.py): fix one of them"),
                {{global->name}, {std::to_string(*sequences)}, {std::to_string(*micro)}, {std::to_string(*dp)}});
            return;
        }
        m_out.setNumber(
            Mapping::Read, sourceOf(*global), "training.grad_accum", static_cast<double>(*sequences / perStep),
            cited(MEMLEDGER_TRANSLATABLE("Import", "global batch / (micro-batch × data-parallel size)"), kArguments));
    }

    void architecture();
    void mlpAndNorm();
    void attentionKind(std::optional<std::int64_t> layers);
    void attentionShape(std::optional<std::int64_t> heads);
    void vocabulary();
    void experts(std::optional<std::int64_t> ffn, std::optional<std::int64_t> layers);
    void moeLayers(const Flag& frequency, std::optional<std::int64_t> layers);
    void routing();
    void routerLosses();
    void refuseUnmodelledLayers(bool hybridRefused);
    void virtualPipeline(std::optional<std::int64_t> layers);
    void stagePlacement(std::optional<std::int64_t> layers, std::int64_t vpp);
    void precision();
    void recompute();
    void attention();
    void optimizer();
    void muon(const Flag& optimizer);
    // What the layer-wise distributed optimizer (any optimizer but adam and sgd) approximates.
    ImportNote layerWiseNote(bool layerWise) const;
    void precisionAwareOptimizer();
    void lowPrecision();
    void leftovers();
    void refuseAnotherProgramsFlags();

    Flags m_args;
    std::vector<ScriptWord> m_launcher;
    std::string m_program;  // the script the arguments are passed to, when the text names it
    ImportBuilder& m_out;
    std::int64_t m_tp = 1;
    std::int64_t m_pp = 1;
    std::int64_t m_cp = 1;
    std::int64_t m_mtpLayers = 0;
    std::int64_t m_world = 0;
    bool m_worldFromDefault = false;
    bool m_experts = false;  // --num-experts given: the --moe- flags apply
};

// Layers of kinds the ledger has no inventory for: each flag that asks for them refuses the
// import, never an estimate of the job as if every layer were a softmax-attention block.
void Mapper::refuseUnmodelledLayers(bool hybridRefused)
{
    struct Refused {
        const char* flag;
        const char* reason;  // marked: %1 is the flag
    };
    static const Refused kRefused[] = {
        {"--hybrid-layer-pattern",
         MEMLEDGER_TRANSLATABLE("Problem", "%1: a hybrid model's layer pattern (Mamba, attention and MLP layers), "
                                           "whose Mamba layers MemLedger does not model yet; it is refused rather "
                                           "than estimated as a pure transformer")},
        {"--hybrid-override-pattern",
         MEMLEDGER_TRANSLATABLE("Problem", "%1: a hybrid model's layer pattern (Mamba, attention and MLP layers), "
                                           "whose Mamba layers MemLedger does not model yet; it is refused rather "
                                           "than estimated as a pure transformer")},
        {"--heterogeneous-layers-config-path",
         MEMLEDGER_TRANSLATABLE("Problem", "%1: layers of different shapes, which MemLedger does not model; it is "
                                           "refused rather than estimated with every layer alike")},
        {"--heterogeneous-layers-config-encoded-json",
         MEMLEDGER_TRANSLATABLE("Problem", "%1: layers of different shapes, which MemLedger does not model; it is "
                                           "refused rather than estimated with every layer alike")},
        {"--experimental-attention-variant",
         MEMLEDGER_TRANSLATABLE("Problem", "%1: an attention kind MemLedger does not model (gated delta net or "
                                           "DeepSeek's sparse attention); it is refused rather than estimated as "
                                           "softmax attention")},
        {"--linear-attention-freq",
         MEMLEDGER_TRANSLATABLE("Problem", "%1: linear-attention layers, which MemLedger does not model; it is "
                                           "refused rather than estimated as softmax attention")},
        {"--enable-mhc-connections",
         MEMLEDGER_TRANSLATABLE("Problem", "%1: hyper-connections keep several residual streams, which MemLedger "
                                           "does not model; it is refused rather than estimated with one")},
        {"--batch-size", MEMLEDGER_TRANSLATABLE("Problem", "%1 is no longer valid: Megatron-LM refuses it "
                                                           "(arguments.py); use --micro-batch-size")},
        {"--warmup", MEMLEDGER_TRANSLATABLE("Problem", "%1 is no longer valid: Megatron-LM refuses it "
                                                       "(arguments.py); use --lr-warmup-iters or a fraction")},
        {"--model-parallel-size", MEMLEDGER_TRANSLATABLE("Problem", "%1 is no longer valid: Megatron-LM refuses it "
                                                                    "(arguments.py); use "
                                                                    "--tensor-model-parallel-size")},
    };
    for (const Refused& refused : kRefused) {
        const Flag* flag = m_args.take(refused.flag);
        if (!flag)
            continue;
        // The pattern of a model --is-hybrid-model already refuses: one reason is enough.
        if (hybridRefused && std::string_view(refused.flag).starts_with("--hybrid-"))
            m_out.notModelled(sourceOf(*flag), MEMLEDGER_TRANSLATABLE("Import", "read with --is-hybrid-model"));
        else
            m_out.problem(flag->name, refused.reason, {{flag->name}});
    }
}

void Mapper::architecture()
{
    // Megatron's hybrid models interleave Mamba-2 layers, whose parameters and saved
    // tensors are not the transformer's: refused, never estimated as a pure transformer.
    const bool hybrid = m_args.take("--is-hybrid-model") != nullptr;
    if (hybrid)
        m_out.problem("--is-hybrid-model",
                      MEMLEDGER_TRANSLATABLE("Problem", "--is-hybrid-model: a hybrid Mamba model, whose Mamba layers "
                                                        "MemLedger does not model yet; it is refused rather than "
                                                        "estimated as a pure transformer"));
    refuseUnmodelledLayers(hybrid);
    static const char* const kShapeFlags[] = {"--num-layers", "--hidden-size", "--num-attention-heads"};
    const bool described = std::any_of(std::begin(kShapeFlags), std::end(kShapeFlags),
                                       [&](const char* name) { return m_args.has(name); });
    number("--seq-length", "training.seq");
    if (!described) {
        virtualPipeline(std::nullopt);
        return;
    }
    // The saved-tensor inventory follows the block's style: Llama-like (SwiGLU, RMSNorm) or GPT.
    const Flag* norm = m_args.find("--normalization");
    const bool llama = m_args.has("--swiglu") || (norm && norm->text() == "RMSNorm");
    m_out.setChoice(Mapping::Approximated, {"(block style)", llama ? "--swiglu / --normalization RMSNorm" : ""},
                    "architecture.block", llama ? BlockStyle::Llama : BlockStyle::Gpt,
                    llama ? MEMLEDGER_TRANSLATABLE("Import", "a SwiGLU or RMSNorm block: a Llama block's saved tensors")
                          : MEMLEDGER_TRANSLATABLE("Import", "no SwiGLU or RMSNorm: a GPT block's saved tensors"));
    const auto layers = number("--num-layers", "architecture.layers");
    const auto hidden = number("--hidden-size", "architecture.hidden");
    const auto heads = number("--num-attention-heads", "architecture.heads");
    number("--max-position-embeddings", "architecture.max_positions");
    mlpAndNorm();
    attentionKind(layers);
    std::optional<std::int64_t> ffn = number("--ffn-hidden-size", "architecture.ffn");
    if (!ffn && hidden && *hidden > 0 && *hidden <= (1 << 22)) {
        // arguments.py: 4h, or for SwiGLU two thirds of it rounded down to a multiple of 64.
        ffn = m_args.has("--swiglu") ? (4 * *hidden * 2 / 3) / 64 * 64 : 4 * *hidden;
        m_out.setNumber(
            Mapping::Defaulted, {"--ffn-hidden-size", ""}, "architecture.ffn", static_cast<double>(*ffn),
            cited(m_args.has("--swiglu")
                      ? MEMLEDGER_TRANSLATABLE("Import", "Megatron's default with --swiglu: int(4h·2/3 / 64)·64")
                      : MEMLEDGER_TRANSLATABLE("Import", "Megatron's default: 4 × hidden size"),
                  kArguments));
    }
    attentionShape(heads);
    vocabulary();
    toggle("--untie-embeddings-and-output-weights", "architecture.tied_embeddings", false, true, kArguments);
    toggle("--disable-bias-linear", "architecture.bias", false, true, kTransformerConfig);
    toggle("--add-qkv-bias", "architecture.qkv_bias", true, true, kTransformerConfig);
    const Flag* hiddenDropout = m_args.take("--hidden-dropout");
    const Flag* attentionDropout = m_args.take("--attention-dropout");
    if (hiddenDropout || attentionDropout) {
        const Flag& flag = hiddenDropout ? *hiddenDropout : *attentionDropout;
        const auto value = flag.values.empty() ? std::nullopt : model::number(flag.values.front().text);
        if (value) {
            const bool differ = hiddenDropout && attentionDropout && hiddenDropout->text() != attentionDropout->text();
            m_out.setNumber(differ ? Mapping::Approximated : Mapping::Read, sourceOf(flag), "architecture.dropout",
                            *value,
                            differ ? importNote(MEMLEDGER_TRANSLATABLE("Import",
                                                                       "the attention dropout (%1) "
                                                                       "differs; the scenario has one dropout "
                                                                       "probability"),
                                                {{attentionDropout->text()}})
                                   : ImportNote());
        } else {
            m_out.problem(flag.name,
                          MEMLEDGER_TRANSLATABLE("Problem", "%1 is '%2'; it needs a probability such as 0.1"),
                          {{flag.name}, {flag.text()}});
        }
        if (hiddenDropout && attentionDropout)
            m_out.notModelled(
                sourceOf(*attentionDropout),
                MEMLEDGER_TRANSLATABLE("Import", "read with --hidden-dropout into the one dropout setting"));
    } else {
        m_out.setNumber(Mapping::Defaulted, {"--hidden-dropout", ""}, "architecture.dropout", 0.1,
                        cited(MEMLEDGER_TRANSLATABLE("Import", "Megatron's default hidden and attention dropout"),
                              kTransformerConfig));
    }
    experts(ffn, layers);
    m_mtpLayers = number("--mtp-num-layers", "architecture.mtp_layers").value_or(0);
    virtualPipeline(layers);
}

// gpt-oss's attention: --softmax-type learnable gives each head a sink logit (a weight;
// off-by-one adds a constant, no weight); --window-size "left,right" lets a query see
// left + right + 1 keys, on every layer but each --window-attn-skip-freq-th (1-based layer
// numbers, transformer/utils.py is_layer_window_attention).
void Mapper::attentionKind(std::optional<std::int64_t> layers)
{
    if (const Flag* softmax = m_args.take("--softmax-type")) {
        const std::string word = softmax->text();
        if (word == "learnable" || word == "vanilla" || word == "off-by-one")
            m_out.setSwitch(Mapping::Read, sourceOf(*softmax), "architecture.attention_sinks", word == "learnable");
        else
            m_out.problem(softmax->name,
                          MEMLEDGER_TRANSLATABLE("Problem", "%1 is '%2'; Megatron expects vanilla, off-by-one or learnable"),
                          {{softmax->name}, {word}});
    }
    const Flag* window = m_args.take("--window-size");
    const Flag* skip = m_args.take("--window-attn-skip-freq");
    if (!window) {
        if (skip)
            m_out.notModelled(sourceOf(*skip), MEMLEDGER_TRANSLATABLE("Import", "without --window-size no layer slides"));
        return;
    }
    const std::string text = window->text();
    const auto comma = text.find(',');
    const auto left = wholeNumber(text.substr(0, comma));
    const auto right = comma == std::string::npos ? std::optional<std::int64_t>(0) : wholeNumber(text.substr(comma + 1));
    if (!left || !right || *left < 0 || *right < 0 || *left > (std::int64_t{1} << 30) || *right > (std::int64_t{1} << 30)) {
        m_out.problem(window->name,
                      MEMLEDGER_TRANSLATABLE("Problem", "%1 is '%2'; Megatron expects two token counts such as 127,0"),
                      {{window->name}, {text}});
        return;
    }
    m_out.setNumber(Mapping::Read, sourceOf(*window), "architecture.sliding_window",
                    static_cast<double>(*left + *right + 1));
    if (!layers || *layers <= 0 || *layers > (1 << 20))
        return;
    if (!skip) {
        m_out.setNumber(Mapping::Read, sourceOf(*window), "architecture.sliding_layers", static_cast<double>(*layers),
                        MEMLEDGER_TRANSLATABLE("Import", "every layer slides without --window-attn-skip-freq"));
        return;
    }
    const auto every = wholeNumber(skip->text());
    if (every && *every > 0)
        m_out.setNumber(Mapping::Read, sourceOf(*skip), "architecture.sliding_layers",
                        static_cast<double>(*layers - *layers / *every),
                        MEMLEDGER_TRANSLATABLE("Import", "every layer slides but each n-th, which attends to all"));
    else
        m_out.notModelled(sourceOf(*skip),
                          MEMLEDGER_TRANSLATABLE("Import", "a layer pattern MemLedger does not read: the step time "
                                                           "counts no layer as sliding"));
}

void Mapper::mlpAndNorm()
{
    if (const Flag* flag = m_args.take("--swiglu"))
        m_out.setChoice(Mapping::Read, sourceOf(*flag), "architecture.mlp", MlpKind::SwiGlu);
    else if (const Flag* squared = m_args.take("--squared-relu"))
        m_out.setChoice(
            Mapping::Approximated, sourceOf(*squared), "architecture.mlp", MlpKind::Gelu,
            MEMLEDGER_TRANSLATABLE("Import", "a squared-ReLU MLP has GeLU's shape: two matrices and one activation"));
    else if (const Flag* geglu = m_args.take("--quick-geglu"))
        m_out.setChoice(Mapping::Read, sourceOf(*geglu), "architecture.mlp", MlpKind::QuickGeGlu);
    else
        m_out.setChoice(Mapping::Defaulted, {"--swiglu", ""}, "architecture.mlp", MlpKind::Gelu,
                        cited(MEMLEDGER_TRANSLATABLE("Import", "Megatron's default activation is GeLU"), kArguments));
    if (const Flag* flag = m_args.take("--normalization")) {
        const std::string word = flag->text();
        if (word == "RMSNorm")
            m_out.setChoice(Mapping::Read, sourceOf(*flag), "architecture.norm", NormKind::RmsNorm);
        else if (word == "LayerNorm")
            m_out.setChoice(Mapping::Read, sourceOf(*flag), "architecture.norm", NormKind::LayerNorm);
        else
            m_out.problem(flag->name,
                          MEMLEDGER_TRANSLATABLE("Problem", "%1 is '%2'; Megatron expects LayerNorm or RMSNorm"),
                          {{flag->name}, {word}});
    } else {
        m_out.setChoice(
            Mapping::Defaulted, {"--normalization", ""}, "architecture.norm", NormKind::LayerNorm,
            cited(MEMLEDGER_TRANSLATABLE("Import", "Megatron's default normalization"), kTransformerConfig));
    }
    const Flag* type = m_args.take("--position-embedding-type");
    const Flag* rotary = m_args.take("--use-rotary-position-embeddings");
    const Flag* none = m_args.take("--no-position-embedding");
    if (type) {
        const std::string word = type->text();
        if (word == "learned_absolute")
            m_out.setChoice(Mapping::Read, sourceOf(*type), "architecture.position", PositionKind::Learned);
        else if (word == "rope")
            m_out.setChoice(Mapping::Read, sourceOf(*type), "architecture.position", PositionKind::Rope);
        else if (word == "yarn" || word == "mrope" || word == "relative" || word == "none")
            m_out.setChoice(Mapping::Approximated, sourceOf(*type), "architecture.position", PositionKind::Rope,
                            MEMLEDGER_TRANSLATABLE("Import", "no learned position table, as with RoPE"));
        else
            m_out.problem(
                type->name,
                MEMLEDGER_TRANSLATABLE(
                    "Problem", "%1 is '%2'; Megatron expects learned_absolute, rope, yarn, mrope, relative or none"),
                {{type->name}, {word}});
    } else if (rotary) {
        m_out.setChoice(Mapping::Read, sourceOf(*rotary), "architecture.position", PositionKind::Rope,
                        MEMLEDGER_TRANSLATABLE("Import", "deprecated spelling of --position-embedding-type rope"));
    } else if (none) {
        m_out.setChoice(Mapping::Approximated, sourceOf(*none), "architecture.position", PositionKind::Rope,
                        MEMLEDGER_TRANSLATABLE("Import", "no learned position table, as with RoPE"));
    } else {
        m_out.setChoice(Mapping::Defaulted, {"--position-embedding-type", ""}, "architecture.position",
                        PositionKind::Learned,
                        cited(MEMLEDGER_TRANSLATABLE("Import", "Megatron's default is learned_absolute"), kArguments));
    }
    if (rotary && type)
        m_out.notModelled(sourceOf(*rotary),
                          MEMLEDGER_TRANSLATABLE("Import", "the position type is read from --position-embedding-type"));
    if (none && (type || rotary))
        m_out.notModelled(sourceOf(*none),
                          MEMLEDGER_TRANSLATABLE("Import",
                                                 "no learned position table: the position type is read from "
                                                 "--position-embedding-type"));
}

void Mapper::attentionShape(std::optional<std::int64_t> heads)
{
    const Flag* grouped = m_args.take("--group-query-attention");
    const Flag* groups = m_args.take("--num-query-groups");
    if (grouped && groups) {
        if (const auto value = whole(*groups, "architecture.kv_heads"))
            m_out.setNumber(Mapping::Read, sourceOf(*groups), "architecture.kv_heads", static_cast<double>(*value),
                            defaultNote(*groups));
    } else if (grouped) {
        m_out.setNumber(Mapping::Defaulted, {"--num-query-groups", ""}, "architecture.kv_heads", 1,
                        cited(MEMLEDGER_TRANSLATABLE(
                                  "Import", "Megatron's default number of query groups with --group-query-attention"),
                              kTransformerConfig));
    } else {
        if (heads)
            m_out.setNumber(
                Mapping::Defaulted, {"--group-query-attention", ""}, "architecture.kv_heads",
                static_cast<double>(*heads),
                MEMLEDGER_TRANSLATABLE("Import", "no grouped-query attention: every head has its own K and V"));
        if (groups)
            m_out.notModelled(sourceOf(*groups),
                              MEMLEDGER_TRANSLATABLE("Import", "ignored by Megatron without --group-query-attention"));
    }
    number("--kv-channels", "architecture.head_dim");
    if (const Flag* flag = m_args.take("--multi-latent-attention")) {
        m_out.note(Mapping::Read, sourceOf(*flag), "architecture.mla.kv_lora_rank",
                   MEMLEDGER_TRANSLATABLE("Import", "multi-head latent attention, with the ranks and head widths that "
                                                    "follow"));
        // arguments.py's defaults: no query latent, a KV latent of 32, heads of 128 + 64 and values of 128.
        number("--q-lora-rank", "architecture.mla.q_lora_rank");
        number("--kv-lora-rank", "architecture.mla.kv_lora_rank", 32, kArguments);
        number("--qk-head-dim", "architecture.mla.qk_nope_head_dim", 128, kArguments);
        number("--qk-pos-emb-head-dim", "architecture.mla.qk_rope_head_dim", 64, kArguments);
        number("--v-head-dim", "architecture.mla.v_head_dim", 128, kArguments);
    }
}

void Mapper::vocabulary()
{
    // A padded size given outright is the embedding's row count (argument_utils.py: vocab_size =
    // args.padded_vocab_size); the tokenizer and the padding rule then decide nothing.
    if (const Flag* given = m_args.take("--padded-vocab-size")) {
        if (const auto value = whole(*given, "architecture.vocab"); value && *value > 0)
            m_out.setNumber(Mapping::Read, sourceOf(*given), "architecture.vocab", static_cast<double>(*value),
                            MEMLEDGER_TRANSLATABLE("Import", "the embedding's rows as given: Megatron pads no "
                                                             "further"));
        for (const char* decided : {"--vocab-size", "--make-vocab-size-divisible-by", "--tokenizer-type"})
            if (const Flag* other = m_args.take(decided))
                m_out.notModelled(sourceOf(*other),
                                  MEMLEDGER_TRANSLATABLE("Import", "--padded-vocab-size decides the vocabulary"));
        return;
    }
    const Flag* flag = m_args.take("--vocab-size");
    const Flag* divisible = m_args.take("--make-vocab-size-divisible-by");
    // --no-pad-vocab-size (TrainingConfig.pad_vocab_size False): the tokenizer's size as it is
    // (build_tokenizer.py sets padded_vocab_size only when padding).
    const Flag* unpadded = m_args.take("--no-pad-vocab-size");
    if (!unpadded)
        unpadded = m_args.take("--disable-pad-vocab-size");
    // Without --vocab-size the tokenizer's own size is the vocabulary. GPT-2's BPE is
    // len(encoder) of gpt2-vocab.json, a fixed file: 50,257 tokens. pretrain_gpt.py makes it
    // the tokenizer when none is named (pretrain(..., args_defaults={'tokenizer_type':
    // 'GPT2BPETokenizer'})).
    const Flag* tokenizer = flag ? nullptr : m_args.take("--tokenizer-type");
    const bool gptDefault = !flag && !tokenizer && m_program == "pretrain_gpt.py";
    const bool gpt2 = (tokenizer && tokenizer->text() == "GPT2BPETokenizer") || gptDefault;
    if (!flag && !gpt2) {
        m_out.notModelled(tokenizer ? sourceOf(*tokenizer) : Source{"--vocab-size", ""},
                          misses(Category::Activations, EstimateBias::Either,
                                 MEMLEDGER_TRANSLATABLE("Import",
                                                        "not given: the tokenizer decides the vocabulary, which the "
                                                        "file does not name by size; give --vocab")));
        return;
    }
    const auto vocab = flag ? whole(*flag, "architecture.vocab") : std::optional<std::int64_t>(kGpt2BpeVocabulary);
    std::int64_t multiple = 128;
    if (divisible) {
        const auto value = whole(*divisible, "architecture.vocab");
        if (value && *value > 0)
            multiple = *value;
    }
    const std::int64_t step = unpadded ? 1 : times(multiple, std::max<std::int64_t>(m_tp, 1)).value_or(0);
    if (unpadded)
        m_out.notModelled(sourceOf(*unpadded), MEMLEDGER_TRANSLATABLE("Import", "read with the vocabulary: not padded"));
    if (!vocab || *vocab < 1 || *vocab > (std::int64_t{1} << 40) || step < 1 || step > (std::int64_t{1} << 40))
        return;
    const std::int64_t padded = (*vocab + step - 1) / step * step;
    if (gpt2 && unpadded) {
        m_out.setNumber(gptDefault ? Mapping::Defaulted : Mapping::Read,
                        gptDefault ? Source{"--tokenizer-type", "GPT2BPETokenizer"} : sourceOf(*tokenizer),
                        "architecture.vocab", static_cast<double>(*vocab),
                        importNote(MEMLEDGER_TRANSLATABLE("Import", "GPT-2 BPE's %1 tokens (%2), not padded"),
                                   {{std::to_string(*vocab)}, {kTokenizer}}));
        return;
    }
    if (gpt2) {
        m_out.setNumber(gptDefault ? Mapping::Defaulted : Mapping::Read,
                        gptDefault ? Source{"--tokenizer-type", "GPT2BPETokenizer"} : sourceOf(*tokenizer),
                        "architecture.vocab", static_cast<double>(padded),
                        importNote(gptDefault
                                       ? MEMLEDGER_TRANSLATABLE("Import",
                                                                "pretrain_gpt.py's tokenizer when none is named "
                                                                "(pretrain_gpt.py @ d98e8a64, args_defaults): GPT-2 "
                                                                "BPE's %1 tokens (%2), padded to a multiple of %3 × TP "
                                                                "= %4, as Megatron allocates it (%5)")
                                       : MEMLEDGER_TRANSLATABLE("Import",
                                                                "GPT-2 BPE's %1 tokens (%2), padded to a multiple of "
                                                                "%3 × TP = %4, as Megatron allocates it (%5)"),
                                   {{std::to_string(*vocab)}, {kTokenizer}, {std::to_string(multiple)},
                                    {std::to_string(step)}, {kVocabUtils}}));
        return;
    }
    m_out.setNumber(Mapping::Read, sourceOf(*flag), "architecture.vocab", static_cast<double>(padded),
                    padded == *vocab
                        ? ImportNote()
                        : importNote(MEMLEDGER_TRANSLATABLE("Import",
                                                            "padded to a multiple of %1 × TP = %2, as Megatron "
                                                            "allocates it (%3)"),
                                     {{std::to_string(multiple)}, {std::to_string(step)}, {kVocabUtils}}));
}

void Mapper::experts(std::optional<std::int64_t> ffn, std::optional<std::int64_t> layers)
{
    const auto experts = number("--num-experts", "architecture.moe.experts");
    if (!experts || *experts < 1)
        return;
    m_experts = true;
    number("--moe-router-topk", "architecture.moe.top_k", 2, kTransformerConfig);
    routing();
    routerLosses();
    std::optional<std::int64_t> expertFfn = number("--moe-ffn-hidden-size", "architecture.moe.expert_ffn");
    if (!expertFfn && ffn) {
        expertFfn = ffn;
        m_out.setNumber(
            Mapping::Defaulted, {"--moe-ffn-hidden-size", ""}, "architecture.moe.expert_ffn", static_cast<double>(*ffn),
            cited(MEMLEDGER_TRANSLATABLE("Import", "Megatron uses --ffn-hidden-size for the experts"), kArguments));
    }
    if (const Flag* shared = m_args.take("--moe-shared-expert-intermediate-size")) {
        const auto size = whole(*shared, "architecture.moe.shared_experts");
        if (size && expertFfn && *expertFfn > 0 && *size > 0 && *size <= (std::int64_t{1} << 40)) {
            const std::int64_t count = std::max<std::int64_t>(1, (*size + *expertFfn / 2) / *expertFfn);
            const bool exact = times(count, *expertFfn) == *size;
            m_out.setNumber(
                exact ? Mapping::Read : Mapping::Approximated, sourceOf(*shared), "architecture.moe.shared_experts",
                static_cast<double>(count),
                importNote(
                    MEMLEDGER_TRANSLATABLE("Import", "the shared experts' FFN size %1 counted as %2 expert(s) of %3"),
                    {{std::to_string(*size)}, {std::to_string(count)}, {std::to_string(*expertFfn)}}));
        }
    }
    if (const Flag* frequency = m_args.take("--moe-layer-freq"))
        moeLayers(*frequency, layers);
}

// --moe-layer-freq: 1 (every layer), N (the first of every N) or a pattern such as [0]*3+[1]*58
// (transformer_config.py moe_layer_freq, evaluated as Python). The engine's leading dense
// layers and MoE layer step where they give the same layers.
void Mapper::moeLayers(const Flag& frequency, std::optional<std::int64_t> layers)
{
    constexpr std::int64_t kMostLayersWalked = 100000;
    std::string text = frequency.text();
    std::erase_if(text, [](char c) { return c == '"' || c == '\'' || c == ' '; });
    const int count = layers && *layers > 0 && *layers <= kMostLayersWalked ? static_cast<int>(*layers) : 0;
    const auto flags = count > 0 ? megatronMoeLayerFreq(text, count) : std::nullopt;
    const auto pattern = flags && static_cast<int>(flags->size()) == count ? moeLayerPattern(*flags) : std::nullopt;
    if (pattern) {
        m_out.setNumber(Mapping::Read, sourceOf(frequency), "architecture.moe.dense_layers",
                        static_cast<double>(pattern->denseLayers));
        if (pattern->layerStep > 1)
            m_out.setNumber(Mapping::Read, sourceOf(frequency), "architecture.moe.layer_step",
                            static_cast<double>(pattern->layerStep));
        if (pattern->firstInStep)
            m_out.setSwitch(Mapping::Read, sourceOf(frequency), "architecture.moe.first_in_step", true,
                            importNote(MEMLEDGER_TRANSLATABLE("Import", "experts on the first layer of every %1 "
                                                                        "(%2: layer i when i % N == 0)"),
                                       {{std::to_string(pattern->layerStep)},
                                        {"megatron/core/models/gpt/gpt_layer_specs.py"}}));
        return;
    }
    m_out.notModelled(sourceOf(frequency),
                      misses(Category::Weights, EstimateBias::High,
                             MEMLEDGER_TRANSLATABLE("Import",
                                                    "these MoE layers are neither leading dense layers nor one layer "
                                                    "in every N: every layer counted as MoE")));
}

// The token dispatcher, the experts' capacity and forced balancing (transformer_config.py:
// moe_token_dispatcher_type defaults to allgather, moe_flex_dispatcher_backend to deepep; a
// negative capacity factor means dropless).
void Mapper::routing()
{
    const Flag* dispatcher = m_args.take("--moe-token-dispatcher-type");
    const Flag* backend = m_args.take("--moe-flex-dispatcher-backend");
    const std::string word = dispatcher ? dispatcher->text() : "allgather";
    if (!dispatcher) {
        m_out.setChoice(Mapping::Defaulted, {"--moe-token-dispatcher-type", ""}, "parallel.moe.dispatcher",
                        MoeDispatcher::AllGather,
                        cited(MEMLEDGER_TRANSLATABLE("Import", "Megatron's default token dispatcher"), kTransformerConfig));
    } else if (word == "allgather" || word == "alltoall") {
        m_out.setChoice(Mapping::Read, sourceOf(*dispatcher), "parallel.moe.dispatcher",
                        word == "allgather" ? MoeDispatcher::AllGather : MoeDispatcher::AllToAll);
    } else if (word == "flex") {
        const std::string engine = backend ? backend->text() : "deepep";
        if (engine == "deepep") {
            m_out.setChoice(Mapping::Read, sourceOf(backend ? *backend : *dispatcher), "parallel.moe.dispatcher",
                            MoeDispatcher::DeepEp,
                            backend ? ImportNote()
                                    : cited(MEMLEDGER_TRANSLATABLE("Import", "the flex dispatcher's default backend is DeepEP"),
                                            kTransformerConfig));
        } else {
            m_out.setChoice(Mapping::Approximated, sourceOf(backend ? *backend : *dispatcher), "parallel.moe.dispatcher",
                            MoeDispatcher::AllToAll,
                            MEMLEDGER_TRANSLATABLE("Import", "counted as the all-to-all dispatcher's buffers"));
            m_out.notModelled(sourceOf(backend ? *backend : *dispatcher),
                              misses(Category::Temporaries, EstimateBias::Either,
                                     MEMLEDGER_TRANSLATABLE("Import",
                                                            "HybridEP and NCCL-EP pre-size their receive buffers from "
                                                            "--moe-expert-rank-capacity-factor: not modelled; the "
                                                            "ledger counts the all-to-all dispatcher's buffers")));
        }
    } else {
        m_out.problem(dispatcher->name,
                      MEMLEDGER_TRANSLATABLE("Problem", "%1 is '%2'; Megatron expects allgather, alltoall or flex"),
                      {{dispatcher->name}, {word}});
    }
    if (const Flag* flag = m_args.take("--moe-expert-capacity-factor")) {
        const auto value = flag->values.empty() ? std::nullopt : model::number(flag->values.front().text);
        if (!value)
            m_out.problem(flag->name, MEMLEDGER_TRANSLATABLE("Problem", "%1 is '%2'; it needs a number such as 1.25"),
                          {{flag->name}, {flag->text()}});
        else if (*value < 0)
            m_out.setNumber(Mapping::Read, sourceOf(*flag), "parallel.moe.capacity_factor", 0,
                            cited(MEMLEDGER_TRANSLATABLE("Import", "a negative factor means dropless routing"),
                                  kTransformerConfig));
        else
            m_out.setNumber(Mapping::Read, sourceOf(*flag), "parallel.moe.capacity_factor", *value);
    }
    toggle("--moe-pad-expert-input-to-capacity", "parallel.moe.pad_to_capacity", true, false, kTransformerConfig);
    if (const Flag* flag = m_args.take("--moe-router-force-load-balancing"))
        m_out.setNumber(Mapping::Read, sourceOf(*flag), "parallel.moe.imbalance", 1,
                        MEMLEDGER_TRANSLATABLE("Import", "forced balancing: every rank receives its balanced share"));
}

// The router's losses and logits' dtype (router.py TopKRouter.get_aux_loss_coeff: each
// --moe-router-load-balancing-type takes the coefficient at its place; a load-balancing loss
// is on when aux_loss, seq_aux_loss or global_aux_loss has one above 0; the defaults are
// aux_loss with 0.0, no z-loss, logits in the input's dtype).
void Mapper::routerLosses()
{
    const Flag* types = m_args.take("--moe-router-load-balancing-type");
    const Flag* coefficients = m_args.take("--moe-aux-loss-coeff");
    std::vector<std::string> words;
    if (types)
        for (const auto& value : types->values)
            words.push_back(value.text);
    else
        words.push_back("aux_loss");
    // Sinkhorn routing balances under no_grad and keeps what top-k routing keeps: the fp32
    // softmax the ledger counts, and a bool map (router.py sinkhorn_load_balancing).
    if (types)
        m_out.notModelled(sourceOf(*types),
                          std::find(words.begin(), words.end(), "sinkhorn") != words.end()
                              ? MEMLEDGER_TRANSLATABLE("Import", "Sinkhorn routing balances without gradients and "
                                                                 "keeps the fp32 routing probabilities the ledger "
                                                                 "counts")
                              : MEMLEDGER_TRANSLATABLE("Import", "read with --moe-aux-loss-coeff"));
    bool balancing = false;
    if (coefficients) {
        for (std::size_t i = 0; i < coefficients->values.size(); ++i) {
            const auto value = model::number(coefficients->values[i].text);
            if (!value) {
                m_out.problem(coefficients->name,
                              MEMLEDGER_TRANSLATABLE("Problem", "%1 is '%2'; it needs a number such as 1e-3"),
                              {{coefficients->name}, {coefficients->text()}});
                return;
            }
            const bool loss = i < words.size() && (words[i] == "aux_loss" || words[i] == "seq_aux_loss" ||
                                                   words[i] == "global_aux_loss");
            balancing = balancing || (loss && *value > 0);
        }
        m_out.setSwitch(Mapping::Read, sourceOf(*coefficients), "parallel.moe.aux_loss", balancing,
                        balancing ? MEMLEDGER_TRANSLATABLE("Import", "a load-balancing loss: fp32 routing scores kept "
                                                                     "for backward in every MoE layer")
                                  : MEMLEDGER_TRANSLATABLE("Import", "no load-balancing loss"));
    } else {
        m_out.setSwitch(Mapping::Defaulted, {"--moe-aux-loss-coeff", ""}, "parallel.moe.aux_loss", false,
                        cited(MEMLEDGER_TRANSLATABLE("Import", "Megatron's default coefficient 0: no load-balancing "
                                                               "loss"),
                              kTransformerConfig));
    }
    if (const Flag* flag = m_args.take("--moe-z-loss-coeff")) {
        const auto value = flag->values.empty() ? std::nullopt : model::number(flag->values.front().text);
        if (!value)
            m_out.problem(flag->name, MEMLEDGER_TRANSLATABLE("Problem", "%1 is '%2'; it needs a number such as 1e-3"),
                          {{flag->name}, {flag->text()}});
        else
            m_out.setSwitch(Mapping::Read, sourceOf(*flag), "parallel.moe.z_loss", *value > 0);
    }
    if (const Flag* flag = m_args.take("--moe-router-dtype")) {
        const std::string word = flag->text();
        if (word == "fp32")
            m_out.setSwitch(Mapping::Read, sourceOf(*flag), "parallel.moe.router_fp32", true);
        else if (word == "fp64")
            m_out.setSwitch(Mapping::Approximated, sourceOf(*flag), "parallel.moe.router_fp32", true,
                            misses(Category::Activations, EstimateBias::Low,
                                   MEMLEDGER_TRANSLATABLE("Import", "fp64 logits counted as fp32: half their bytes")));
        else
            m_out.problem(flag->name, MEMLEDGER_TRANSLATABLE("Problem", "%1 is '%2'; Megatron expects fp32 or fp64"),
                          {{flag->name}, {word}});
    }
    // The experts as Transformer Engine's grouped linear, whose GEMMs keep a workspace per
    // cuBLAS stream (TEGroupedMLP); the legacy grouped_gemm package is gone from Megatron Core.
    if (const Flag* flag = m_args.take("--moe-grouped-gemm"))
        m_out.setSwitch(Mapping::Read, sourceOf(*flag), "parallel.moe.grouped_gemm", true);
    if (const Flag* flag = m_args.take("--moe-router-fusion"))
        m_out.notModelled(sourceOf(*flag),
                          misses(Category::Activations, EstimateBias::Either,
                                 MEMLEDGER_TRANSLATABLE("Import", "Transformer Engine's fused router kernels keep "
                                                                  "tensors of their own: counted as the unfused "
                                                                  "router's")));
}

// --num-layers-per-virtual-pipeline-stage is a layer count: VPP = layers / PP / that, the
// embedding and loss counted as layers when the split accounts for them (arguments.py).
void Mapper::virtualPipeline(std::optional<std::int64_t> layers)
{
    number("--virtual-pipeline-model-parallel-size", "parallel.vpp");
    const auto stagesPerRank = number("--num-virtual-stages-per-pipeline-rank", "parallel.vpp");
    const bool accountEmbedding = m_args.has("--account-for-embedding-in-pipeline-split");
    const bool accountLoss = m_args.has("--account-for-loss-in-pipeline-split");
    const Flag* flag = m_args.take("--num-layers-per-virtual-pipeline-stage");
    std::optional<std::int64_t> vpp = stagesPerRank;
    if (flag) {
        const auto perStage = whole(*flag, "parallel.vpp");
        const std::int64_t counted = layers ? *layers + (accountEmbedding ? 1 : 0) + (accountLoss ? 1 : 0) : 0;
        if (!perStage) {
        } else if (!layers || m_pp < 1 || *perStage < 1) {
            m_out.note(Mapping::Defaulted, sourceOf(*flag), "parallel.vpp",
                       MEMLEDGER_TRANSLATABLE(
                           "Import", "virtual stages = layers / PP / this; --num-layers is not given, so VPP is not set"));
        } else if (counted % m_pp != 0 || (counted / m_pp) % *perStage != 0) {
            m_out.problem(flag->name,
                          MEMLEDGER_TRANSLATABLE("Problem",
                                                 "%1 %2 does not divide the %3 layers of each pipeline stage (%4 layers "
                                                 "over PP %5); Megatron refuses it"),
                          {{flag->name},
                           {std::to_string(*perStage)},
                           {std::to_string(counted / std::max<std::int64_t>(m_pp, 1))},
                           {std::to_string(counted)},
                           {std::to_string(m_pp)}});
        } else {
            vpp = counted / m_pp / *perStage;
            m_out.setNumber(Mapping::Read, sourceOf(*flag), "parallel.vpp", static_cast<double>(*vpp),
                            importNote(MEMLEDGER_TRANSLATABLE("Import",
                                                              "virtual stages = layers / PP / layers per virtual stage "
                                                              "= %1 / %2 / %3 (%4)"),
                                       {{std::to_string(counted)},
                                        {std::to_string(m_pp)},
                                        {std::to_string(*perStage)},
                                        {kArguments}}));
        }
    }
    stagePlacement(layers, vpp.value_or(1));
}

// Which decoder layers each pipeline rank builds when they do not split evenly: a layout
// string, uneven first and last stages, or the embedding and loss counted as layers.
void Mapper::stagePlacement(std::optional<std::int64_t> layers, std::int64_t vpp)
{
    const Flag* layout = m_args.take("--pipeline-model-parallel-layout");
    const Flag* first = m_args.take("--decoder-first-pipeline-num-layers");
    const Flag* last = m_args.take("--decoder-last-pipeline-num-layers");
    const Flag* embedding = m_args.take("--account-for-embedding-in-pipeline-split");
    const Flag* loss = m_args.take("--account-for-loss-in-pipeline-split");
    const int p = static_cast<int>(std::clamp<std::int64_t>(m_pp, 1, 1 << 20));
    LayoutError error;
    if (layout) {
        const PipelineLayout placed = parsePipelineLayout(layout->text(), p);
        if (placed.error) {
            error = placed.error;
        } else if (layers && std::accumulate(placed.rankLayers.begin(), placed.rankLayers.end(), std::int64_t{0}) !=
                                 *layers) {
            error = {MEMLEDGER_TRANSLATABLE("Problem", "the pipeline layout places %1 decoder layers; --num-layers is %2"),
                     {std::to_string(std::accumulate(placed.rankLayers.begin(), placed.rankLayers.end(), 0)),
                      std::to_string(*layers)}};
        } else if (placed.mtpLayers != m_mtpLayers) {
            error = {MEMLEDGER_TRANSLATABLE("Problem",
                                            "the pipeline layout places %1 MTP layers; --mtp-num-layers is %2"),
                     {std::to_string(placed.mtpLayers), std::to_string(m_mtpLayers)}};
        } else {
            if (placed.virtualStages > 1)
                m_out.setNumber(Mapping::Read, sourceOf(*layout), "parallel.vpp",
                                static_cast<double>(placed.virtualStages),
                                MEMLEDGER_TRANSLATABLE("Import", "the layout's stages ÷ PP"));
            const bool mtpElsewhere = placed.mtpLayers > 0 && placed.mtpRank != p - 1;
            m_out.setStageLayers(
                mtpElsewhere ? Mapping::Approximated : Mapping::Read, sourceOf(*layout), placed.rankLayers,
                mtpElsewhere
                    ? importNote(MEMLEDGER_TRANSLATABLE("Import",
                                                        "decoder layers per rank, stage i on rank i mod PP; the MTP "
                                                        "layers the layout puts on rank %1 are counted on the last "
                                                        "rank with the loss"),
                                 {{std::to_string(placed.mtpRank)}})
                    : cited(MEMLEDGER_TRANSLATABLE("Import", "decoder layers per rank, stage i on rank i mod PP"),
                            kPipelineLayout));
        }
        if (error)
            m_out.problem(layout->name, error.pattern, toArguments(error.arguments));
        return;
    }
    if (!layers || p == 1) {
        for (const Flag* given : {first, last, embedding, loss})
            if (given)
                m_out.notModelled(sourceOf(*given),
                                  layers ? MEMLEDGER_TRANSLATABLE("Import", "one pipeline stage: no split to make")
                                         : MEMLEDGER_TRANSLATABLE("Import", "the layers per stage need --num-layers"));
        return;
    }
    std::optional<std::vector<int>> split;
    Source source;
    ImportNote note;
    if (first || last) {
        if (embedding || loss) {
            m_out.problem((first ? first : last)->name,
                          MEMLEDGER_TRANSLATABLE("Problem", "uneven first and last stages and the embedding or loss "
                                                            "counted in the split cannot go together; Megatron "
                                                            "refuses it"));
            return;
        }
        const auto count = [&](const Flag* flag) -> std::optional<std::int64_t> {
            return flag ? whole(*flag, "parallel.stage_layers") : std::nullopt;
        };
        const auto firstLayers = count(first);
        const auto lastLayers = count(last);
        if ((first && !firstLayers) || (last && !lastLayers))
            return;
        split = unevenStageLayers(*layers, p, firstLayers, lastLayers, error);
        source = sourceOf(first ? *first : *last);
        note = cited(MEMLEDGER_TRANSLATABLE("Import", "the given first and last stages, the other layers split evenly"),
                     kTransformerBlock);
        for (int n : split.value_or(std::vector<int>{}))
            if (vpp > 1 && n % vpp != 0)
                error = {MEMLEDGER_TRANSLATABLE("Problem", "a stage of %1 layers does not split into %2 virtual "
                                                           "stages; Megatron refuses it"),
                         {std::to_string(n), std::to_string(vpp)}};
    } else if (embedding || loss) {
        split = accountedStageLayers(*layers, p, embedding != nullptr, loss != nullptr, error);
        source = sourceOf(embedding ? *embedding : *loss);
        // With virtual stages the fewer layers sit in one of the rank's chunks, and the micro-batches
        // in flight are not spread evenly over its chunks: the last rank's warm-up runs only its
        // first chunk (schedules.py get_pp_rank_microbatches), so all of them carry that chunk's
        // layers, while the ledger spreads them over the rank's layers. Low on the last rank
        // (the loss's chunk holds none), high on the first.
        note = vpp > 1 ? misses(Category::Activations,
                                loss && embedding ? EstimateBias::Either
                                : loss            ? EstimateBias::Low
                                                  : EstimateBias::High,
                                importNote(MEMLEDGER_TRANSLATABLE(
                                               "Import",
                                               "(layers + embedding + loss) ÷ PP per rank, one fewer on the first and "
                                               "last; there the first (last) of the rank's %1 virtual stages holds "
                                               "the fewer layers, but the ledger spreads the micro-batches in flight "
                                               "evenly over the rank's layers (%2): low on the last rank, whose "
                                               "warm-up runs only its first virtual stage, high on the first"),
                                           {{std::to_string(vpp)}, {kTransformerBlock}}))
                       : cited(MEMLEDGER_TRANSLATABLE("Import",
                                                      "(layers + embedding + loss) ÷ PP per rank, one fewer on the "
                                                      "first and last"),
                               kTransformerBlock);
    } else {
        return;
    }
    if (error) {
        m_out.problem(source.key, error.pattern, toArguments(error.arguments));
        return;
    }
    if (split)
        m_out.setStageLayers(vpp > 1 && (embedding || loss) ? Mapping::Approximated : Mapping::Read, source, *split,
                             std::move(note));
}

void Mapper::precision()
{
    const Flag* bf16 = m_args.take("--bf16");
    const Flag* fp16 = m_args.take("--fp16");
    if (bf16 && fp16)
        m_out.problem("--bf16", MEMLEDGER_TRANSLATABLE("Problem",
                                                       "--bf16 and --fp16 are both given; Megatron trains in "
                                                       "one of them: drop the other"));
    else if (bf16)
        m_out.setChoice(Mapping::Read, sourceOf(*bf16), "training.precision", Precision::Bf16Mixed);
    else if (fp16)
        m_out.setChoice(Mapping::Read, sourceOf(*fp16), "training.precision", Precision::Fp16Mixed);
    else
        m_out.setChoice(Mapping::Defaulted, {"--bf16", ""}, "training.precision", Precision::Fp32,
                        cited(MEMLEDGER_TRANSLATABLE("Import", "without --bf16 or --fp16 Megatron trains in fp32"),
                              kParallelConfig));
}

void Mapper::recompute()
{
    const Flag* granularity = m_args.take("--recompute-granularity");
    const Flag* method = m_args.take("--recompute-method");
    const Flag* count = m_args.take("--recompute-num-layers");
    const Flag* modules = m_args.take("--recompute-modules");
    const Flag* shorthand = m_args.take("--recompute-activations");
    const Flag* legacyMethod = m_args.take("--activations-checkpoint-method");
    const Flag* legacyCount = m_args.take("--activations-checkpoint-num-layers");
    const Flag* removed = m_args.take("--checkpoint-activations");
    // Deprecated: selective recomputation with "moe" added to the modules (TransformerConfig.__post_init__).
    const Flag* moeLayer = m_args.take("--moe-layer-recompute");
    if (const Flag* flag = m_args.take("--distribute-saved-activations"))
        m_out.notModelled(sourceOf(*flag),
                          misses(Category::Activations, EstimateBias::High,
                                 MEMLEDGER_TRANSLATABLE("Import",
                                                        "checkpoints split over the TP ranks: not modelled, so the "
                                                        "checkpoint figure is high by the TP degree")));
    // Full recomputation: uniform groups of k layers, or the first k layers of each stage.
    // `legacy`: the 2021 flags asked for it, which the note says.
    const auto full = [&](const Flag* how, const Flag* layers, const Source& source, bool legacy) {
        std::int64_t k = 1;
        if (layers)
            k = whole(*layers, "memory.recompute_layers").value_or(1);
        const std::string word = how ? how->text() : std::string();
        if (word == "uniform" || word == "block") {
            // Groups of one layer checkpoint every layer's input: the engine's full recomputation.
            const bool everyLayer = word == "uniform" && k == 1;
            m_out.setChoice(
                Mapping::Read, how ? sourceOf(*how) : source, "memory.recompute",
                everyLayer          ? Recompute::Full
                : word == "uniform" ? Recompute::Uniform
                                    : Recompute::Block,
                everyLayer && legacy ? MEMLEDGER_TRANSLATABLE("Import",
                                                              "uniform groups of one layer: every layer recomputed; "
                                                              "the 2021 spelling of --recompute-granularity full "
                                                              "with --recompute-method")
                : everyLayer ? MEMLEDGER_TRANSLATABLE("Import", "uniform groups of one layer: every layer recomputed")
                : legacy     ? MEMLEDGER_TRANSLATABLE("Import",
                                                      "the 2021 spelling of --recompute-granularity full "
                                                          "with --recompute-method")
                             : "");
            if (layers)
                m_out.setNumber(Mapping::Read, sourceOf(*layers), "memory.recompute_layers", static_cast<double>(k));
            else
                m_out.setNumber(Mapping::Defaulted,
                                {how->name.starts_with("--activations") ? "--activations-checkpoint-num-layers"
                                                                        : "--recompute-num-layers",
                                 ""},
                                "memory.recompute_layers", 1,
                                MEMLEDGER_TRANSLATABLE("Import", "one layer per checkpointed group"));
        } else if (how) {
            m_out.problem(how->name, MEMLEDGER_TRANSLATABLE("Problem", "%1 is '%2'; Megatron expects uniform or block"),
                          {{how->name}, {word}});
        } else {
            m_out.setChoice(
                Mapping::Approximated, source, "memory.recompute", Recompute::Full,
                cited(MEMLEDGER_TRANSLATABLE(
                          "Import",
                          "full granularity without --recompute-method recomputes every layer (newer Megatron "
                          "asks for the method)"),
                      kTransformerConfig));
        }
    };
    if (moeLayer && granularity && granularity->text() == "full") {
        m_out.problem(moeLayer->name, MEMLEDGER_TRANSLATABLE("Problem", "--moe-layer-recompute with full recomputation: "
                                                                        "Megatron refuses it"));
        return;
    }
    if (granularity || moeLayer) {
        const std::string word = granularity ? granularity->text() : std::string("selective");
        if (word == "selective") {
            const std::string list = modules ? modules->text() : std::string();
            m_out.setChoice(Mapping::Read, sourceOf(granularity ? *granularity : *moeLayer), "memory.recompute",
                            Recompute::Selective);
            RecomputeModules named = parseRecomputeModules(modules ? list : std::string("core_attn"));
            if (moeLayer && named.unknown.empty()) {
                named.bits |= kRecomputeMoe;
                m_out.setText(Mapping::Read, sourceOf(*moeLayer), "memory.recompute_modules",
                              recomputeModulesText(named.bits),
                              cited(MEMLEDGER_TRANSLATABLE("Import", "the deprecated spelling of \"moe\" among "
                                                                     "--recompute-modules"),
                                    kTransformerConfig));
            } else if (!modules) {
                m_out.setText(Mapping::Defaulted, {"--recompute-modules", ""}, "memory.recompute_modules", "core_attn",
                              cited(MEMLEDGER_TRANSLATABLE("Import", "Megatron's default: the attention core"),
                                    kTransformerConfig));
            } else if (!named.unknown.empty()) {
                m_out.problem(modules->name,
                              MEMLEDGER_TRANSLATABLE("Problem",
                                                     "--recompute-modules names '%1', a module of a layer kind "
                                                     "MemLedger does not model; it is refused rather than estimated "
                                                     "without it"),
                              {{named.unknown}});
            } else {
                m_out.setText(Mapping::Read, sourceOf(*modules), "memory.recompute_modules",
                              recomputeModulesText(named.bits));
            }
        } else if (word == "full") {
            full(method, count, sourceOf(*granularity), false);
            if (modules)
                m_out.notModelled(sourceOf(*modules),
                                  MEMLEDGER_TRANSLATABLE("Import", "read only with --recompute-granularity selective: "
                                                                   "full recomputation recomputes every module"));
        } else {
            m_out.problem(granularity->name,
                          MEMLEDGER_TRANSLATABLE("Problem", "%1 is '%2'; Megatron expects full or selective"),
                          {{granularity->name}, {word}});
        }
    } else if (shorthand) {
        m_out.setChoice(
            Mapping::Read, sourceOf(*shorthand), "memory.recompute", Recompute::Selective,
            cited(MEMLEDGER_TRANSLATABLE("Import", "--recompute-activations is --recompute-granularity selective"),
                  kArguments));
    } else if (legacyMethod) {
        full(legacyMethod, legacyCount, sourceOf(*legacyMethod), true);
    } else if (removed) {
        m_out.setChoice(
            Mapping::Approximated, sourceOf(*removed), "memory.recompute", Recompute::Full,
            cited(MEMLEDGER_TRANSLATABLE(
                      "Import", "a removed flag (newer Megatron exits on it); older Megatron checkpointed every layer"),
                  kArguments));
    } else {
        m_out.setChoice(
            Mapping::Defaulted, {"--recompute-granularity", ""}, "memory.recompute", Recompute::None,
            cited(MEMLEDGER_TRANSLATABLE("Import", "Megatron recomputes nothing unless asked"), kTransformerConfig));
    }
    if (modules && (!granularity || granularity->text() != "selective"))
        m_out.notModelled(sourceOf(*modules),
                          MEMLEDGER_TRANSLATABLE("Import", "applies only with --recompute-granularity selective"));
}

void Mapper::attention()
{
    const Flag* flash = m_args.take("--use-flash-attn");
    const Flag* backend = m_args.take("--attention-backend");
    // The local implementation's core attention is Megatron Core's own DotProductAttention,
    // unfused: it keeps the s × s scores whatever the backend flags say (those pick
    // Transformer Engine's kernels).
    const Flag* impl = m_args.take("--transformer-impl");
    if (impl && impl->text() == "transformer_engine")
        m_out.setChoice(Mapping::Read, sourceOf(*impl), "memory.transformer_impl", TransformerImpl::TransformerEngine);
    else if (impl && impl->text() == "inference_optimized")
        m_out.setChoice(Mapping::Approximated, sourceOf(*impl), "memory.transformer_impl",
                        TransformerImpl::TransformerEngine,
                        MEMLEDGER_TRANSLATABLE("Import", "the inference-optimized layers counted as Transformer "
                                                         "Engine's, whose GEMMs they run"));
    else if (impl && impl->text() != "local")
        m_out.problem(impl->name,
                      MEMLEDGER_TRANSLATABLE("Problem", "%1 is '%2'; Megatron expects transformer_engine, local or "
                                                        "inference_optimized"),
                      {{impl->name}, {impl->text()}});
    if (impl && impl->text() == "local") {
        m_out.setChoice(Mapping::Read, sourceOf(*impl), "memory.attention", Attention::Eager,
                        cited(MEMLEDGER_TRANSLATABLE("Import", "the local implementation's core attention is "
                                                               "DotProductAttention, which materialises the s × s "
                                                               "scores"),
                              kBackends));
        m_out.setChoice(Mapping::Read, sourceOf(*impl), "memory.transformer_impl", TransformerImpl::Local,
                        MEMLEDGER_TRANSLATABLE("Import", "Megatron Core's own layers: PyTorch's GEMMs, no "
                                                         "Transformer Engine workspace"));
        for (const Flag* ignored : {backend, flash})
            if (ignored)
                m_out.notModelled(sourceOf(*ignored),
                                  MEMLEDGER_TRANSLATABLE("Import", "picks Transformer Engine's attention, which "
                                                                   "--transformer-impl local does not use"));
        return;
    }
    if (backend) {
        const std::string word = backend->text();
        if (word == "flash")
            m_out.setChoice(Mapping::Read, sourceOf(*backend), "memory.attention", Attention::Flash);
        else if (word == "fused" || word == "auto")
            m_out.setChoice(
                Mapping::Approximated, sourceOf(*backend), "memory.attention", Attention::Flash,
                MEMLEDGER_TRANSLATABLE(
                    "Import", "Transformer Engine's fused attention keeps no s × s scores, like FlashAttention"));
        else if (word == "unfused" || word == "local")
            m_out.setChoice(Mapping::Read, sourceOf(*backend), "memory.attention", Attention::Eager,
                            MEMLEDGER_TRANSLATABLE("Import", "attention that materialises the s × s scores"));
        else
            m_out.problem(
                backend->name,
                MEMLEDGER_TRANSLATABLE("Problem", "%1 is '%2'; Megatron expects flash, fused, unfused, local or auto"),
                {{backend->name}, {word}});
        if (flash)
            m_out.notModelled(sourceOf(*flash),
                              MEMLEDGER_TRANSLATABLE("Import", "the kernel is read from --attention-backend"));
    } else if (flash) {
        m_out.setChoice(Mapping::Read, sourceOf(*flash), "memory.attention", Attention::Flash);
    } else {
        m_out.setChoice(
            Mapping::Defaulted, {"--attention-backend", ""}, "memory.attention", Attention::Flash,
            cited(MEMLEDGER_TRANSLATABLE(
                      "Import",
                      "the default backend is auto: Transformer Engine picks a fused kernel with no s × s scores"),
                  kTransformerConfig));
    }
}

void Mapper::optimizer()
{
    if (const Flag* flag = m_args.take("--optimizer")) {
        const std::string word = flag->text();
        if (word == "adam")
            m_out.setChoice(Mapping::Read, sourceOf(*flag), "training.optimizer", Optimizer::AdamW,
                            MEMLEDGER_TRANSLATABLE("Import", "Megatron's adam decouples weight decay: AdamW"));
        else if (word == "sgd")
            m_out.setChoice(
                Mapping::Read, sourceOf(*flag), "training.optimizer", Optimizer::SgdMomentum,
                cited(MEMLEDGER_TRANSLATABLE("Import", "Megatron's SGD keeps momentum (--sgd-momentum 0.9 by default)"),
                      kArguments));
        else if (word == "lion")
            m_out.setChoice(Mapping::Read, sourceOf(*flag), "training.optimizer", Optimizer::Lion);
        else if (word == "muon" || word == "dist_muon")
            muon(*flag);
        else if (word == "soap") {
            const bool layerWise = m_args.has("--use-distributed-optimizer");
            m_out.setChoice(layerWise ? Mapping::Approximated : Mapping::Read, sourceOf(*flag), "training.optimizer",
                            Optimizer::Soap, layerWiseNote(layerWise));
        }
        else
            // SOAP, adaptive Muon and the rest keep other states than AdamW's: estimating the job
            // with the base scenario's optimizer would be a number for another job.
            m_out.unmodelledOptimizer("--optimizer", word);
    } else {
        m_out.setChoice(
            Mapping::Defaulted, {"--optimizer", ""}, "training.optimizer", Optimizer::AdamW,
            cited(MEMLEDGER_TRANSLATABLE("Import", "Megatron's default optimizer is adam (AdamW)"), kArguments));
    }
    if (const Flag* flag = m_args.take("--optimizer-cpu-offload"))
        m_out.setChoice(Mapping::Read, sourceOf(*flag), "memory.offload.optimizer", OffloadTarget::Cpu);
    if (const Flag* flag = m_args.take("--optimizer-offload-fraction"))
        m_out.notModelled(sourceOf(*flag),
                          misses(Category::OptimizerStates, EstimateBias::Low,
                                 MEMLEDGER_TRANSLATABLE("Import",
                                                        "only this fraction of the optimizer states is offloaded; the "
                                                        "ledger offloads all of them")));
}

// Transformer Engine's FusedAdam with its states in the dtypes given (optimizer_config.py);
// argparse takes fp32 or bf16 main gradients, fp32 or fp16 main params, and fp32, fp16,
// bf16 or fp8 moments. Validation refuses the dtypes without the optimizer, as Megatron asserts.
void Mapper::precisionAwareOptimizer()
{
    toggle("--use-precision-aware-optimizer", "training.precision_aware_optimizer", true, false, kArguments);
    // arguments.py: with --bf16 it turns accumulate_allreduce_grads_in_fp32 off, and the DDP
    // buffer takes the parameters' dtype.
    if (const Flag* flag = m_args.take("--grad-reduce-in-bf16"))
        m_out.setChoice(Mapping::Read, sourceOf(*flag), "training.main_grads_dtype", StateDtype::Bf16,
                        cited(MEMLEDGER_TRANSLATABLE("Import", "the gradient buffer accumulates and reduces in bf16"),
                              kArguments));
    struct DtypeFlag {
        const char* flag;
        const char* field;
        const char* choices;
    };
    constexpr DtypeFlag kDtypes[] = {{"--main-params-dtype", "training.main_params_dtype", "fp32 or fp16"},
                                     {"--main-grads-dtype", "training.main_grads_dtype", "fp32 or bf16"},
                                     {"--exp-avg-dtype", "training.exp_avg_dtype", "fp32, fp16, bf16 or fp8"},
                                     {"--exp-avg-sq-dtype", "training.exp_avg_sq_dtype", "fp32, fp16, bf16 or fp8"}};
    for (const DtypeFlag& entry : kDtypes) {
        const Flag* flag = m_args.take(entry.flag);
        if (!flag)
            continue;
        if (const auto dtype = parseEnum<StateDtype>(flag->text()))
            m_out.setChoice(Mapping::Read, sourceOf(*flag), entry.field, *dtype);
        else
            m_out.problem(flag->name, MEMLEDGER_TRANSLATABLE("Problem", "%1 is '%2'; Megatron expects %3"),
                          {{flag->name}, {flag->text()}, {entry.choices}});
    }
}

// Transformer Engine's recipe (transformer_config.py fp8, fp8_recipe, fp4, fp4_recipe,
// fp8_param, fp4_param; fp8_utils.py get_fp8_recipe, fp4_utils.py).
void Mapper::lowPrecision()
{
    const Flag* fp8 = m_args.take("--fp8-format");
    const Flag* fp4 = m_args.take("--fp4-format");
    const Flag* recipe = m_args.take("--fp8-recipe");
    const Flag* fp4Recipe = m_args.take("--fp4-recipe");
    const Flag* fp8Params = m_args.take("--fp8-param-gather");
    const Flag* fp4Params = m_args.take("--fp4-param-gather");
    const Flag* reuse = m_args.take("--reuse-grad-buf-for-mxfp8-param-ag");
    if (fp8 && fp4) {
        m_out.problem("--fp4-format", MEMLEDGER_TRANSLATABLE("Problem",
                                                             "--fp8-format and --fp4-format are both given; Megatron "
                                                             "runs one of them (transformer_config.py): drop the other"));
        return;
    }
    std::optional<Fp8Recipe> chosen;
    if (fp4) {
        if (fp4Recipe && fp4Recipe->text() != "nvfp4")
            m_out.notModelled(sourceOf(*fp4Recipe),
                              misses(Category::Activations, EstimateBias::Either,
                                     MEMLEDGER_TRANSLATABLE("Import",
                                                            "a custom FP4 recipe: its tensors are not known; the "
                                                            "ledger counts 16-bit linears")));
        else
            chosen = Fp8Recipe::Nvfp4;
        if (chosen)
            m_out.setChoice(Mapping::Read, sourceOf(*fp4), "training.fp8_recipe", *chosen,
                            cited(MEMLEDGER_TRANSLATABLE("Import", "FP4 runs Transformer Engine's NVFP4BlockScaling"),
                                  kTransformerConfig));
    } else if (fp8) {
        const std::string word = recipe ? recipe->text() : "delayed";
        const auto parsed = parseEnum<Fp8Recipe>(word);
        if (word == "custom")
            m_out.notModelled(sourceOf(*recipe),
                              misses(Category::Activations, EstimateBias::Either,
                                     MEMLEDGER_TRANSLATABLE("Import",
                                                            "a custom FP8 recipe: its tensors are not known; the "
                                                            "ledger counts 16-bit linears")));
        else if (!parsed || *parsed == Fp8Recipe::Off || *parsed == Fp8Recipe::Nvfp4)
            m_out.problem("--fp8-recipe", MEMLEDGER_TRANSLATABLE("Problem", "%1 is '%2'; Megatron expects %3"),
                          {{"--fp8-recipe"}, {word}, {"tensorwise, delayed, mxfp8, blockwise or custom"}});
        else
            chosen = *parsed;
        // The format turns FP8 on (E4M3, or E5M2 gradients under hybrid: one byte either way);
        // the recipe, Megatron's default without the flag, says what is kept.
        if (chosen) {
            m_out.setChoice(Mapping::Read, sourceOf(*fp8), "training.fp8_recipe", *chosen);
            if (recipe)
                m_out.setChoice(Mapping::Read, sourceOf(*recipe), "training.fp8_recipe", *chosen);
            else
                m_out.setChoice(Mapping::Defaulted, {"--fp8-recipe", ""}, "training.fp8_recipe", *chosen,
                                cited(MEMLEDGER_TRANSLATABLE("Import", "with --fp8-format Megatron's default recipe is "
                                                                       "delayed scaling"),
                                      kTransformerConfig));
        }
    }
    const Flag* params = fp4 ? fp4Params : fp8Params;
    if (!params)
        return;
    // arguments.py: under torch FSDP2 with Transformer Engine 2 Megatron turns it off and warns.
    if (m_args.has("--use-torch-fsdp2") && !fp4) {
        m_out.setSwitch(Mapping::Approximated, sourceOf(*params), "training.fp8_params", false,
                        cited(MEMLEDGER_TRANSLATABLE("Import",
                                                     "Megatron turns FP8 parameters off under torch FSDP2 (Transformer "
                                                     "Engine 2): the weights stay 16-bit"),
                              kArguments));
        return;
    }
    m_out.setSwitch(Mapping::Read, sourceOf(*params), "training.fp8_params", true);
    if (chosen == Fp8Recipe::Mxfp8 && !reuse && !m_args.has("--use-megatron-fsdp"))
        m_out.notModelled(sourceOf(*params),
                          misses(Category::Weights, EstimateBias::Low,
                                 MEMLEDGER_TRANSLATABLE("Import",
                                                        "MXFP8 parameters all-gathered without "
                                                        "--reuse-grad-buf-for-mxfp8-param-ag: Megatron warns of a "
                                                        "separate gather buffer, not counted, so the estimate is low")));
}

// arguments.py: any optimizer but adam and sgd turns --use-distributed-optimizer (or the
// deprecated dist_muon) into the layer-wise distributed optimizer, which gives each
// data-parallel rank whole parameters rather than equal slices of them.
ImportNote Mapper::layerWiseNote(bool layerWise) const
{
    if (!layerWise)
        return ImportNote();
    return cited(MEMLEDGER_TRANSLATABLE("Import",
                                        "the layer-wise distributed optimizer shards whole parameters over the "
                                        "data-parallel ranks, unevenly; the ledger divides the states evenly"),
                 kArguments);
}

void Mapper::muon(const Flag& optimizer)
{
    const bool layerWise = optimizer.text() == "dist_muon" || m_args.has("--use-distributed-optimizer");
    m_out.setChoice(layerWise ? Mapping::Approximated : Mapping::Read, sourceOf(optimizer), "training.optimizer",
                    Optimizer::Muon, layerWiseNote(layerWise));
    if (optimizer.text() == "dist_muon")
        m_out.setSwitch(Mapping::Read, sourceOf(optimizer), "parallel.distributed_optimizer", true);
    if (const Flag* scalar = m_args.take("--muon-scalar-optimizer"); scalar && scalar->text() != "adam")
        m_out.notModelled(sourceOf(*scalar),
                          misses(Category::OptimizerStates, EstimateBias::High,
                                 MEMLEDGER_TRANSLATABLE("Import",
                                                        "Lion for the parameters Muon leaves out keeps one state, not "
                                                        "AdamW's two: the ledger counts two")));
    if (const Flag* mode = m_args.take("--muon-tp-mode"); mode && mode->text() != "duplicated")
        m_out.notModelled(sourceOf(*mode),
                          misses(Category::Temporaries, EstimateBias::High,
                                 MEMLEDGER_TRANSLATABLE("Import",
                                                        "Newton–Schulz on each TP shard: the ledger counts the "
                                                        "whole matrix gathered on every rank (duplicated mode)")));
}

void Mapper::leftovers()
{
    for (const Flag* flag : m_args.unused()) {
        if (auto note = megatronFlagNote(flag->name, flag->values.empty() ? "" : flag->text()))
            m_out.notModelled(sourceOf(*flag), std::move(*note));
        else if (!m_experts && flag->name.starts_with("--moe-"))
            m_out.notModelled(sourceOf(*flag), MEMLEDGER_TRANSLATABLE("Import", "a setting of the experts: the "
                                                                              "model has none (--num-experts)"));
        else
            m_out.unknown(sourceOf(*flag));
    }
}

// Arguments of which no flag is Megatron-LM's belong to another program (OpenRLHF, TRL,
// a transformers example): estimating them would estimate the defaults, the named model,
// batch and algorithm all gone. Refused, saying whose flags they look like.
void Mapper::refuseAnotherProgramsFlags()
{
    if (m_args.size() == 0)
        return;
    std::size_t megatron = m_args.used();
    std::size_t underscored = 0;
    const std::vector<const Flag*> others = m_args.unused();
    for (const Flag* flag : others) {
        megatron += megatronFlagNote(flag->name).has_value() ? 1 : 0;
        underscored += flag->name.find('_') != std::string::npos ? 1 : 0;
    }
    // HfArgumentParser's command lines are read as TrainingArguments before this
    // (importMegatronScript); a MODEL_ARGS map of them is still refused here.
    const bool hfArguments = underscored * 2 > m_args.size();
    if (megatron > 0 && !hfArguments)
        return;
    const std::string count = std::to_string(m_args.size() - megatron);
    const auto firstUnderscored = std::find_if(others.begin(), others.end(), [](const Flag* flag) {
        return flag->name.find('_') != std::string::npos;
    });
    if (hfArguments)
        m_out.problem("(arguments)",
                      MEMLEDGER_TRANSLATABLE("Problem", "not Megatron-LM arguments: %1 of its flags are not "
                                                        "Megatron-LM's, and flags such as %2 are HfArgumentParser's "
                                                        "(TRL, transformers' examples): give their TrainingArguments "
                                                        "as a JSON or YAML file"),
                      {{count}, {(*firstUnderscored)->name}});
    else
        m_out.problem("(arguments)",
                      MEMLEDGER_TRANSLATABLE("Problem", "not Megatron-LM arguments: none of its %1 flags is one "
                                                        "Megatron-LM reads, so nothing of the job would be estimated"),
                      {{count}});
}

// A MODEL_ARGS value as the harness's shell splits it; ${DATA_PATH} and the like are filled
// in by the harness, so they stay unresolved here.
std::vector<ScriptWord> valueWords(const std::string& text)
{
    std::vector<ScriptWord> out;
    std::string current;
    const auto close = [&] {
        if (current.empty())
            return;
        ScriptWord word{current, {}, false};
        if (current.find('$') != std::string::npos)
            word.unresolved.push_back(current);
        out.push_back(std::move(word));
        current.clear();
    };
    for (const char c : text) {
        if (c == ' ' || c == '\t' || c == '\n')
            close();
        else
            current += c;
    }
    close();
    return out;
}

}  // namespace


void importMegatronScript(std::string_view text, const NearbyFile& nearby, ImportBuilder& out)
{
    const ScriptArguments script = readLaunchScript(text, nearby);
    out.notModelled({"(arguments)", script.origin}, MEMLEDGER_TRANSLATABLE("Import", "where the arguments were found"));
    for (const auto& note : script.notes)
        out.notModelled({"(script)", ""}, note);
    if (script.arguments.empty()) {
        out.problem("", MEMLEDGER_TRANSLATABLE("Problem",
                                               "no Megatron-LM arguments found: the text sets no --flags "
                                               "(paste the arguments, or the script that launches "
                                               "pretrain_gpt.py)"));
        return;
    }
    readLaunchEnvironment(script.environment, "", out);
    // verl's trainer takes Hydra's overrides: its own reader maps them.
    if (script.program.starts_with("verl.")) {
        importVerlScript(script, out);
        return;
    }
    // OpenRLHF's Ray trainer: its own reader, which refuses its other trainers.
    if (script.program.starts_with("openrlhf.")) {
        importOpenRlhfScript(script, out);
        return;
    }
    // A script that launches an HfArgumentParser program (TRL, transformers' examples) passes
    // its TrainingArguments as flags: they are read as such, not as Megatron-LM's.
    if (const auto document = hfArgumentsDocument(script.arguments)) {
        out.setFormat(ConfigFormat::HfTrainingArgs);
        importHfTrainingArgs(*document, nearby, out);
        return;
    }
    Mapper(script, out).run();
}

void importMegatronConfigYaml(const nlohmann::json& document, ImportBuilder& out)
{
    ConfigObject root(document, "", out);
    const auto* arguments = root.take("MODEL_ARGS");
    if (!arguments || !arguments->is_object()) {
        out.problem("MODEL_ARGS", MEMLEDGER_TRANSLATABLE("Problem",
                                                         "no MODEL_ARGS map: a Megatron model_config.yaml "
                                                         "lists its flags there"));
        return;
    }
    // Each entry is what the test harness puts on the command line: "--flag value", or the
    // bare flag for true; false leaves the flag out.
    ScriptArguments script;
    script.origin = "MODEL_ARGS";
    for (const auto& [key, value] : arguments->items()) {
        if (asBool(value) == false) {
            out.notModelled({"MODEL_ARGS." + key, "false"},
                            MEMLEDGER_TRANSLATABLE("Import", "false: the flag is left off"));
            continue;
        }
        script.arguments.push_back({key, {}, false});
        if (!value.is_boolean())
            for (ScriptWord& word : valueWords(shown(value)))
                script.arguments.push_back(std::move(word));
    }
    if (const auto* variables = root.take("ENV_VARS"); variables && variables->is_object()) {
        LaunchEnvironment environment;
        for (const auto& [name, value] : variables->items())
            environment.emplace_back(name, shown(value));
        readLaunchEnvironment(environment, "ENV_VARS.", out);
    }
    root.notModelled({"TEST_TYPE", "LAUNCHER", "METRICS", "MODE", "SPEC"},
                     MEMLEDGER_TRANSLATABLE("Import", "the test harness's own settings"));
    root.finish();
    out.notModelled({"(arguments)", script.origin}, MEMLEDGER_TRANSLATABLE("Import", "where the arguments were found"));
    Mapper(script, out).run();
}

}  // namespace memledger::model
