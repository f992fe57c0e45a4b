#include "model/imports/megatron/megatron_flags.h"

#include <algorithm>
#include <initializer_list>
#include <optional>

#include "model/core/translatable.h"

namespace memledger::model {

namespace {

struct FlagGroup {
    const char* note;                                  // marked: an edge translates it
    std::initializer_list<std::string_view> names;     // exact flags
    std::initializer_list<std::string_view> prefixes;  // every flag that starts with one of these
    // What the flags change that the ledger does not model, and which way the estimate is
    // then off: each is a limitation of the estimate. None: no memory the ledger counts.
    std::optional<MemoryEffect> effect = std::nullopt;
};

constexpr MemoryEffect changes(Category category, EstimateBias bias) { return {category, bias}; }

const FlagGroup kGroups[] = {
    {MEMLEDGER_TRANSLATABLE("Import", "logging and profiling: no memory of the training step"),
     {"--timing-log-level", "--logging-level", "--profile", "--profile-step-start", "--profile-step-end",
      "--profile-ranks", "--record-memory-history", "--memory-snapshot-path", "--moe-per-layer-logging"},
     {"--log-", "--tensorboard-", "--wandb-", "--straggler-"}},
    {MEMLEDGER_TRANSLATABLE("Import", "checkpoint saving and loading: no memory of the training step"),
     {"--save", "--load", "--save-interval", "--save-retain-interval", "--no-load-optim", "--no-load-rng",
      "--no-save-optim", "--no-save-rng", "--async-save", "--use-persistent-ckpt-worker", "--auto-detect-ckpt-format",
      "--pretrained-checkpoint", "--finetune", "--use-checkpoint-args", "--exit-interval", "--exit-duration-in-mins",
      "--exit-on-missing-checkpoint", "--init-model-with-meta-device"},
     {"--ckpt-", "--dist-ckpt-", "--non-persistent-"}},
    {MEMLEDGER_TRANSLATABLE(
         "Import",
         "data, tokenizer and evaluation: no memory the ledger counts (the vocabulary comes from --vocab-size)"),
     {"--split", "--vocab-file", "--merge-file", "--mock-data", "--num-workers", "--no-mmap-bin-files",
      "--no-create-attention-mask-in-dataloader", "--tiktoken-pattern", "--dataloader-type", "--seed",
      "--train-samples", "--train-iters", "--no-use-tokenizer-model-from-checkpoint-args", "--inference-max-seq-length",
      "--inference-max-requests", "--langrl-env-config", "--eval-global-batch-size", "--eval-micro-batch-size",
      "--skip-train"},
     {"--data-", "--tokenizer-", "--eval-", "--reset-", "--grpo-", "--rl-"}},
    {MEMLEDGER_TRANSLATABLE("Import",
                            "learning-rate schedule, weight decay, clipping and initialisation: no effect on memory"),
     {"--min-lr", "--weight-decay", "--clip-grad", "--init-method-std", "--decoupled-lr", "--decoupled-min-lr",
      "--sgd-momentum", "--start-weight-decay", "--end-weight-decay", "--weight-decay-incr-style"},
     {"--lr", "--adam-", "--loss-scale", "--initial-loss-scale", "--min-loss-scale", "--hysteresis"}},
    {MEMLEDGER_TRANSLATABLE(
         "Import",
         "communication overlap, kernel fusions and implementation choices: speed, not the states the ledger counts"),
     {"--distributed-backend", "--distributed-timeout-minutes", "--overlap-grad-reduce", "--overlap-param-gather",
      "--DDP-impl", "--no-gradient-accumulation-fusion", "--use-mcore-models",
      "--manual-gc", "--manual-gc-interval", "--calculate-per-token-loss", "--deterministic-mode", "--no-masked-softmax-fusion",
      "--attention-softmax-in-fp32", "--no-rope-fusion", "--no-bias-gelu-fusion", "--no-bias-swiglu-fusion",
      "--no-bias-dropout-fusion", "--te-rng-tracker", "--enable-experimental", "--no-check-for-nan-in-loss-and-grad",
      "--use-nccl-ub", "--cp-comm-type", "--hierarchical-context-parallel-sizes",
      "--overlap-moe-expert-parallel-comm", "--use-cpu-initialization"},
     {"--megatron-fsdp-", "--nccl-"}},
    {MEMLEDGER_TRANSLATABLE(
         "Import",
         "empties PyTorch's allocator cache between steps: changes reserved memory, not what the ledger counts"),
     {"--empty-unused-memory-level"},
     {},
     changes(Category::Fragmentation, EstimateBias::Either)},
    {MEMLEDGER_TRANSLATABLE(
         "Import",
         "numerics of the layers (epsilon, rotary base and scaling, normalisation details): same tensors, same bytes"),
     {"--norm-epsilon", "--apply-layernorm-1p", "--qk-layernorm", "--openai-gelu",
      "--apply-residual-connection-post-layernorm", "--mscale", "--mscale-all-dim", "--use-rope-scaling",
      "--rope-scaling-factor", "--rope-type", "--glu-linear-offset", "--activation-func-clamp-value",
      "--export-force-local-attention", "--disable-bf16-reduced-precision-matmul"},
     {"--rotary-", "--yarn-"}},
    {MEMLEDGER_TRANSLATABLE(
         "Import",
         "MoE routing's choices (top-k, groups, score function, expert bias): the ledger counts the experts' "
         "weights, the routed tokens and the router's kept tensors"),
     {"--moe-permute-fusion"},
     {"--moe-router-"}},
    {MEMLEDGER_TRANSLATABLE(
         "Import",
         "MoE routing map padded for FP8 or quantized expert GEMMs: not modelled; up to (alignment − 1) rows per "
         "expert more than the ledger's routed rows"),
     {"--moe-router-padding-for-fp8", "--moe-router-padding-for-quantization"},
     {},
     changes(Category::Activations, EstimateBias::Low)},
    {MEMLEDGER_TRANSLATABLE(
         "Import",
         "MoE token dispatch tuning (DeepEP's SM count, per-rank capacities of HybridEP and NCCL-EP, token drop "
         "policy, dispatcher fusions): not modelled; the ledger sizes the dispatcher's buffers at its defaults"),
     {},
     {"--moe-token-", "--moe-flex-", "--moe-expert-rank-capacity", "--moe-expert-capacity", "--moe-pad-expert"},
     changes(Category::Temporaries, EstimateBias::Either)},
    {MEMLEDGER_TRANSLATABLE("Import",
                            "Newton–Schulz's matmul precision: the ledger counts Megatron's default, bf16 iterates "
                            "of an fp32 update; high keeps them in fp32"),
     {"--muon-fp32-matmul-prec"},
     {},
     changes(Category::Temporaries, EstimateBias::Either)},
    {MEMLEDGER_TRANSLATABLE("Import",
                            "Muon's numerics (momentum, Nesterov, scaling, Newton–Schulz steps and coefficients, "
                            "QKV split, syrk kernels): no effect on the states it keeps"),
     {},
     {"--muon-"}},
    {MEMLEDGER_TRANSLATABLE("Import", "SOAP's numerics (the factors' beta, KL-Shampoo): no effect on the states it keeps"),
     {},
     {"--soap-"}},
    {MEMLEDGER_TRANSLATABLE("Import", "the weight of the multi-token prediction loss: no effect on memory"),
     {"--mtp-loss-scaling-factor"},
     {}},
    {MEMLEDGER_TRANSLATABLE("Import",
                            "multi-token prediction variants (one layer repeated, detached heads, hidden-state "
                            "mixing): not modelled; the ledger counts every MTP layer with its own weights"),
     {},
     {"--mtp-"},
     changes(Category::Weights, EstimateBias::Either)},
    {MEMLEDGER_TRANSLATABLE("Import",
                            "multi-latent attention's ranks and head sizes without --multi-latent-attention: Megatron "
                            "ignores them"),
     {"--q-lora-rank", "--kv-lora-rank", "--qk-head-dim", "--qk-pos-emb-head-dim", "--v-head-dim"},
     {}},
    {MEMLEDGER_TRANSLATABLE("Import",
                            "the FP8 recipe's scaling (margin, interval, amax history and its reduction): a few "
                            "kilobytes of state a layer, below what the ledger shows"),
     {"--fp8-margin", "--fp8-interval", "--fp8-amax-history-len", "--fp8-amax-compute-algo", "--tp-only-amax-red"},
     {}},
    {MEMLEDGER_TRANSLATABLE("Import",
                            "attention in FP8 (the dot product, or the whole multi-head attention): not modelled; "
                            "the ledger keeps attention's tensors in 16 bits, so the estimate is high"),
     {"--fp8-dot-product-attention", "--fp8-multi-head-attention"},
     {},
     changes(Category::Activations, EstimateBias::High)},
    {MEMLEDGER_TRANSLATABLE("Import",
                            "other FP8 and FP4 settings (16-bit weight gradients, the output layer in MXFP8, custom "
                            "quantizers): not modelled; the ledger runs the blocks' linears in the recipe and nothing "
                            "else"),
     {},
     {"--fp8-", "--no-fp8-", "--fp4-"},
     changes(Category::Activations, EstimateBias::Either)},
    {MEMLEDGER_TRANSLATABLE(
         "Import",
         "layers kept in bf16 under the recipe: not modelled; the ledger runs every layer in it, so those layers' "
         "saved inputs count low and their weight caches high"),
     {"--first-last-layers-bf16", "--num-layers-at-start-in-bf16", "--num-layers-at-end-in-bf16"},
     {},
     changes(Category::Activations, EstimateBias::Either)},
    {MEMLEDGER_TRANSLATABLE(
         "Import",
         "the embedding's weight gradients deferred to the pipeline flush: the output layer's inputs of those "
         "micro-batches stay alive; not modelled, so the estimate is low"),
     {"--defer-embedding-wgrad-compute", "--wgrad-deferral-limit"},
     {},
     changes(Category::Activations, EstimateBias::Low)},
    {MEMLEDGER_TRANSLATABLE(
         "Import",
         "a fused cross-entropy kernel (Megatron's or Transformer Engine's): not modelled; the ledger counts "
         "VocabParallelCrossEntropy's fp32 softmax, which a fused kernel may keep less of"),
     {"--cross-entropy-loss-fusion", "--cross-entropy-fusion-impl"},
     {},
     changes(Category::Activations, EstimateBias::Either)},
    {MEMLEDGER_TRANSLATABLE(
         "Import",
         "the TP communication overlap's configuration (its file, per-GEMM switches, bootstrap): the ledger counts "
         "Transformer Engine's default twelve Userbuffers; another configuration may hold others"),
     {},
     {"--tp-comm-"},
     changes(Category::CudaContext, EstimateBias::Either)},
    {MEMLEDGER_TRANSLATABLE(
         "Import",
         "how many micro-batches of a virtual stage run before the next: changes how many are in flight under "
         "interleaving; not modelled"),
     {"--microbatch-group-size-per-virtual-pipeline-stage"},
     {},
     changes(Category::Activations, EstimateBias::Either)},
    {MEMLEDGER_TRANSLATABLE(
         "Import",
         "point-to-point overlap in the pipeline's warm-up and flush: a further activation in flight; not "
         "modelled, so the estimate is a little low"),
     {"--overlap-p2p-communication-warmup-flush", "--overlap-p2p-communication"},
     {},
     changes(Category::Activations, EstimateBias::Low)},
    {MEMLEDGER_TRANSLATABLE(
         "Import",
         "activations or weights offloaded to the CPU: not modelled, so the estimate is high"),
     {"--cpu-offloading", "--cpu-offloading-num-layers", "--cpu-offloading-activations", "--cpu-offloading-weights",
      "--fine-grained-activation-offloading", "--offload-modules"},
     {},
     changes(Category::Activations, EstimateBias::High)},
    {MEMLEDGER_TRANSLATABLE(
         "Import",
         "CUDA graphs: their static input and output buffers and private memory pools are not modelled, so the "
         "estimate is low"),
     {"--enable-cuda-graph", "--external-cuda-graph"},
     {"--cuda-graph-"},
     changes(Category::Temporaries, EstimateBias::Low)},
    {MEMLEDGER_TRANSLATABLE(
         "Import",
         "Megatron-FSDP's double buffer of gathered weights, or its outer sharding across data-parallel replicas: "
         "not modelled"),
     {"--fsdp-double-buffer", "--outer-dp-sharding-strategy"},
     {},
     changes(Category::Weights, EstimateBias::Either)},
    {MEMLEDGER_TRANSLATABLE(
         "Import",
         "gradients accumulated and all-reduced in fp32: the fp32 main_grad buffer the ledger counts for bf16"),
     {"--accumulate-allreduce-grads-in-fp32"},
     {}},
    {MEMLEDGER_TRANSLATABLE(
         "Import",
         "gpt-oss's YaRN rotary settings for ModelOpt: numerics; its sinks, gated activation and sliding windows "
         "come from --softmax-type, --quick-geglu and --window-size"),
     {"--enable-gpt-oss"},
     {}},
    {MEMLEDGER_TRANSLATABLE("Import", "how a changing batch ramps up: the ledger uses one batch per step"),
     {"--step-batch-size-schedule", "--rampup-batch-size"},
     {}},
};

// The group that names the flag, else the first whose prefix it has (the FP8 attention flags
// are named apart from the other --fp8- flags).
const FlagGroup* groupOf(std::string_view flag)
{
    for (const FlagGroup& group : kGroups)
        if (std::find(group.names.begin(), group.names.end(), flag) != group.names.end())
            return &group;
    for (const FlagGroup& group : kGroups)
        for (const std::string_view prefix : group.prefixes)
            if (flag.starts_with(prefix))
                return &group;
    return nullptr;
}

}  // namespace

std::optional<ImportNote> megatronFlagNote(std::string_view flag, std::string_view value)
{
    const FlagGroup* group = groupOf(flag);
    if (!group)
        return std::nullopt;
    ImportNote note(group->note);
    // A precision flag that names fp32, Megatron's default, changes nothing.
    if (value != "fp32")
        note.effect = group->effect;
    return note;
}

}  // namespace memledger::model
