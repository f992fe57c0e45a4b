#include "model/imports/megatron_flags.h"

#include <algorithm>
#include <initializer_list>

#include "model/core/translatable.h"

namespace memledger::model {

namespace {

struct FlagGroup {
    const char* note;                                  // marked: an edge translates it
    std::initializer_list<std::string_view> names;     // exact flags
    std::initializer_list<std::string_view> prefixes;  // every flag that starts with one of these
};

const FlagGroup kGroups[] = {
    {MEMLEDGER_TRANSLATABLE("Import", "logging and profiling: no memory of the training step"),
     {"--timing-log-level", "--logging-level", "--profile", "--profile-step-start", "--profile-step-end",
      "--profile-ranks", "--record-memory-history", "--memory-snapshot-path"},
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
      "--tp-comm-overlap", "--DDP-impl", "--no-gradient-accumulation-fusion", "--use-mcore-models",
      "--transformer-impl", "--manual-gc", "--manual-gc-interval", "--cross-entropy-loss-fusion",
      "--cross-entropy-fusion-impl", "--calculate-per-token-loss", "--deterministic-mode", "--no-masked-softmax-fusion",
      "--attention-softmax-in-fp32", "--no-rope-fusion", "--no-bias-gelu-fusion", "--no-bias-swiglu-fusion",
      "--no-bias-dropout-fusion", "--te-rng-tracker", "--enable-experimental", "--no-check-for-nan-in-loss-and-grad",
      "--fsdp-double-buffer", "--use-nccl-ub", "--cp-comm-type", "--hierarchical-context-parallel-sizes",
      "--overlap-moe-expert-parallel-comm", "--use-cpu-initialization"},
     {"--megatron-fsdp-", "--tp-comm-", "--nccl-"}},
    {MEMLEDGER_TRANSLATABLE(
         "Import",
         "gradients reduced and kept in bf16: not modelled; the ledger counts Megatron's fp32 main_grad buffer, so the "
         "gradient figure is high"),
     {"--grad-reduce-in-bf16"},
     {}},
    {MEMLEDGER_TRANSLATABLE(
         "Import",
         "empties PyTorch's allocator cache between steps: changes reserved memory, not what the ledger counts"),
     {"--empty-unused-memory-level"},
     {}},
    {MEMLEDGER_TRANSLATABLE(
         "Import",
         "numerics of the layers (epsilon, rotary base and scaling, normalisation details): same tensors, same bytes"),
     {"--norm-epsilon", "--apply-layernorm-1p", "--qk-layernorm", "--openai-gelu",
      "--apply-residual-connection-post-layernorm", "--mscale", "--mscale-all-dim", "--use-rope-scaling",
      "--rope-scaling-factor"},
     {"--rotary-", "--yarn-"}},
    {MEMLEDGER_TRANSLATABLE(
         "Import",
         "MoE routing and dispatch: the ledger counts the experts' weights and the routed tokens, not the router's "
         "bookkeeping"),
     {"--moe-grouped-gemm", "--moe-aux-loss-coeff", "--moe-permute-fusion", "--moe-z-loss-coeff"},
     {"--moe-router-", "--moe-token-", "--moe-flex-", "--moe-expert-capacity", "--moe-pad-expert"}},
    {MEMLEDGER_TRANSLATABLE("Import",
                            "multi-token prediction: its extra layer is not modelled, so the estimate is a little low"),
     {},
     {"--mtp-"}},
    {MEMLEDGER_TRANSLATABLE(
         "Import", "multi-latent attention's ranks and head sizes: MLA is not modelled (see --multi-latent-attention)"),
     {"--q-lora-rank", "--kv-lora-rank", "--qk-head-dim", "--qk-pos-emb-head-dim", "--v-head-dim"},
     {}},
    {MEMLEDGER_TRANSLATABLE(
         "Import",
         "FP8 compute: not modelled; the ledger counts weights and activations in 16 bits, so FP8's saving is missing"),
     {"--fp8-param-gather"},
     {"--fp8-"}},
    {MEMLEDGER_TRANSLATABLE("Import", "how a changing batch ramps up: the ledger uses one batch per step"),
     {"--step-batch-size-schedule", "--rampup-batch-size"},
     {}},
};

}  // namespace

const char* megatronFlagNote(std::string_view flag)
{
    for (const FlagGroup& group : kGroups) {
        if (std::find(group.names.begin(), group.names.end(), flag) != group.names.end())
            return group.note;
        for (const std::string_view prefix : group.prefixes)
            if (flag.starts_with(prefix))
                return group.note;
    }
    return nullptr;
}

}  // namespace memledger::model
