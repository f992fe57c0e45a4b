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
    // A value that is Megatron's default for the flags and so changes nothing ("fp32" of the
    // optimizer's dtypes); none where every value given changes memory.
    const char* unchangedBy = "fp32";
};

constexpr MemoryEffect changes(Category category, EstimateBias bias) { return {category, bias}; }

const FlagGroup kGroups[] = {
    {MEMLEDGER_TRANSLATABLE("Import", "logging and profiling: no memory of the training step"),
     {"--timing-log-level", "--logging-level", "--profile", "--profile-step-start", "--profile-step-end",
      "--profile-ranks", "--record-memory-history", "--memory-snapshot-path", "--moe-per-layer-logging",
      "--nvtx-ranges", "--record-shapes", "--timing-log-option", "--config-logger-dir", "--use-pytorch-profiler",
      "--save-activations-interval", "--save-dgrads-interval", "--save-params-interval", "--save-wgrads-interval",
      "--save-tokens-per-expert-interval", "--run-workload-inspector-server", "--result-rejected-tracker-filename",
      "--no-barrier-with-level-1-timing", "--app-tag-run-name", "--app-tag-run-version", "--no-one-logger",
      "--disable-straggler-on-startup", "--check-for-large-grads", "--check-for-spiky-loss",
      "--check-weight-hash-across-dp-replicas-interval", "--gpu-sniff-test-interval"},
     {"--log-", "--tensorboard-", "--wandb-", "--straggler-", "--no-log-", "--disable-log-", "--otel-", "--one-logger-", "--flight-recorder-",
      "--no-flight-recorder-", "--disable-flight-recorder-", "--pytorch-profiler-", "--moe-routing-trace-"}},
    {MEMLEDGER_TRANSLATABLE("Import", "checkpoint saving and loading: no memory of the training step"),
     {"--save", "--load", "--save-interval", "--save-retain-interval", "--no-load-optim", "--no-load-rng",
      "--no-save-optim", "--no-save-rng", "--async-save", "--use-persistent-ckpt-worker", "--auto-detect-ckpt-format",
      "--pretrained-checkpoint", "--finetune", "--use-checkpoint-args", "--exit-interval", "--exit-duration-in-mins",
      "--exit-on-missing-checkpoint", "--init-model-with-meta-device",
      "--use-dist-ckpt", "--use-checkpoint-opt-param-scheduler", "--use-checkpoint-opt_param-scheduler",
      "--override-ckpt-iteration", "--override-opt-param-scheduler", "--override-opt_param-scheduler",
      "--dump-param-to-param-group-map", "--use-mp-args-from-checkpoint-args", "--no-strict-fsdp-dtensor-load",
      "--disable-strict-fsdp-dtensor-load", "--load-main-params-from-ckpt", "--persistent-save-interval",
      "--distrib-optim-fully-reshardable-mem-efficient", "--replication", "--replication-factor", "--replication-jump",
      "--no-save-tokenizer-assets", "--disable-save-tokenizer-assets", "--async-strategy"},
     {"--ckpt-", "--dist-ckpt-", "--non-persistent-", "--async-ckpt-", "--no-ckpt-", "--disable-ckpt-"}},
    {MEMLEDGER_TRANSLATABLE(
         "Import",
         "data, tokenizer and evaluation: no memory the ledger counts (the vocabulary comes from --vocab-size)"),
     {"--split", "--vocab-file", "--merge-file", "--mock-data", "--num-workers", "--no-mmap-bin-files",
      "--no-create-attention-mask-in-dataloader", "--tiktoken-pattern", "--dataloader-type", "--seed",
      "--train-samples", "--train-iters", "--no-use-tokenizer-model-from-checkpoint-args", "--inference-max-seq-length",
      "--inference-max-requests", "--langrl-env-config", "--eval-global-batch-size", "--eval-micro-batch-size",
      "--skip-train", "--allow-ambiguous-pad-tokens", "--eod-mask-loss", "--short-seq-prob", "--use-one-sent-docs",
      "--object-storage-cache-path", "--enable-msc", "--disable-msc", "--num-dataset-builder-threads", "--train-data-path",
      "--valid-data-path", "--test-data-path", "--per-dataset-sequences-path", "--per-split-data-args-path",
      "--mid-level-dataset-surplus", "--no-data-sharding", "--iter-per-epoch", "--sft", "--sft-tokenizer-prompt-format",
      "--chat-template", "--trust-remote-code", "--tiktoken-num-special-tokens", "--vocab-extra-ids", "--full-validation",
      "--multiple-validation-sets", "--validation-set-names", "--start-eval-at-iter", "--phase-transition-iterations",
      "--use-gigatoken", "--null-tokenizer-eod-id", "--null-tokenizer-pad-id", "--sample-rate",
      "--decrease-batch-size-if-needed", "--perform-rl-step", "--refit-method", "--use-same-sampling-seed-across-dp-ranks"},
     {"--data-", "--tokenizer-", "--eval-", "--reset-", "--grpo-", "--rl-", "--fim-", "--dataloader-", "--no-tokenizer-",
      "--disable-tokenizer-", "--disable-use-tokenizer-"}},
    {MEMLEDGER_TRANSLATABLE("Import",
                            "learning-rate schedule, weight decay, clipping and initialisation: no effect on memory"),
     {"--min-lr", "--weight-decay", "--clip-grad", "--init-method-std", "--decoupled-lr", "--decoupled-min-lr",
      "--sgd-momentum", "--start-weight-decay", "--end-weight-decay", "--weight-decay-incr-style", "--head-lr-mult",
      "--apply-wd-to-qk-layernorm", "--no-weight-decay-cond-type", "--init-method-xavier-uniform",
      "--embedding-init-method-std", "--no-initialization", "--use-mup", "--qk-clip", "--qk-clip-alpha",
      "--qk-clip-threshold"},
     {"--lr", "--adam-", "--loss-scale", "--initial-loss-scale", "--min-loss-scale", "--hysteresis", "--lion-", "--mup-"}},
    {MEMLEDGER_TRANSLATABLE(
         "Import",
         "communication overlap, kernel fusions and implementation choices: speed, not the states the ledger counts"),
     {"--distributed-backend", "--distributed-timeout-minutes", "--overlap-grad-reduce", "--overlap-param-gather",
      "--DDP-impl", "--no-gradient-accumulation-fusion", "--use-mcore-models",
      "--manual-gc", "--manual-gc-interval", "--calculate-per-token-loss", "--deterministic-mode", "--no-masked-softmax-fusion",
      "--attention-softmax-in-fp32", "--no-rope-fusion", "--no-bias-gelu-fusion", "--no-bias-swiglu-fusion",
      "--no-bias-dropout-fusion", "--te-rng-tracker", "--enable-experimental", "--no-check-for-nan-in-loss-and-grad",
      "--use-nccl-ub", "--cp-comm-type", "--hierarchical-context-parallel-sizes",
      "--overlap-moe-expert-parallel-comm", "--use-cpu-initialization", "--no-gradient-reduce-div-fusion",
      "--disable-jit-fuser", "--no-persist-layer-norm", "--no-overlap-p2p-communication", "--no-align-grad-reduce",
      "--disable-align-grad-reduce", "--no-align-param-gather", "--overlap-param-gather-with-optimizer-step",
      "--use-sharp", "--sharp-enabled-group", "--use-tp-pp-dp-mapping", "--create-all-gather-group",
      "--disable-gloo-process-groups", "--use-ring-exchange-p2p", "--ddp-average-in-collective", "--ddp-bucket-size",
      "--ddp-num-buckets", "--ddp-pad-buckets-for-high-nccl-busbw", "--fake-process-group", "--flash-attention-version",
      "--use-te-activation-func", "--use-fused-weighted-squared-relu", "--apply-query-key-layer-scaling",
      "--pipeline-model-parallel-comm-backend", "--train-sync-interval", "--lazy-mpu-init", "--local-rank",
      "--test-mode", "--onnx-safe", "--moe-shared-expert-overlap", "--moe-mlp-glu-interleave-size",
      "--moe-shared-expert-glu-interleave-size", "--moe-single-grouped-bias", "--moe-single-grouped-weight",
      "--moe-use-grouped-tensor", "--moe-input-jitter-eps", "--no-use-layer-wise-param-layout", "--mrope-section",
      "--no-rope-freq", "--no-yarn-correction-range-round-to-int", "--disable-mamba-mem-eff-path",
      "--no-manual-gc-eval", "--disable-manual-gc-eval"},
     {"--megatron-fsdp-", "--nccl-", "--high-priority-", "--batch-invariant-"}},
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
     {"--moe-token-", "--moe-flex-", "--moe-expert-rank-capacity", "--moe-expert-capacity", "--moe-pad-expert",
      "--moe-deepep-", "--moe-hybridep-", "--moe-ncclep-", "--moe-permute-fusion-into-hybridep", "--moe-enable-deepep",
      "--moe-dispatch-fwd-dtype", "--moe-combine-bwd-dtype"},
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
     {"--fp8-", "--no-fp8-", "--disable-fp8-", "--fp4-"},
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
     {"--tp-comm-", "--no-tp-comm-", "--disable-tp-comm-"},
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
      "--fine-grained-activation-offloading", "--offload-modules", "--activation-offload-fraction",
      "--cpu-offloading-retain-pinned-cpu-buffers", "--delay-offload-until-cuda-graph",
      "--delta-offload-bytes-across-pp-ranks", "--fine-grained-offloading-max-inflight-offloads",
      "--min-offloaded-tensor-size"},
     {},
     changes(Category::Activations, EstimateBias::High)},
    {MEMLEDGER_TRANSLATABLE(
         "Import",
         "CUDA graphs: their static input and output buffers and private memory pools are not modelled, so the "
         "estimate is low"),
     {"--enable-cuda-graph", "--external-cuda-graph", "--optimizer-cuda-graph"},
     {"--cuda-graph-"},
     changes(Category::Temporaries, EstimateBias::Low)},
    {MEMLEDGER_TRANSLATABLE(
         "Import",
         "Megatron-FSDP's double buffer of gathered weights, or its outer sharding across data-parallel replicas: "
         "not modelled"),
     {"--fsdp-double-buffer", "--outer-dp-sharding-strategy", "--enable-full-sharding-in-hsdp",
      "--fsdp-db-use-persist-buf-on-alloc-fail", "--fsdp-manual-registration", "--suggested-communication-unit-size",
      "--disable-symmetric-registration", "--keep-fp8-transpose-cache"},
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
    {MEMLEDGER_TRANSLATABLE("Import", "fault tolerance, restarts and signal handling: no memory of the training step"),
     {"--adlr-autoresume", "--adlr-autoresume-interval", "--enable-ft-package", "--calc-ft-timeouts",
      "--ft-num-warmup-iters", "--rerun-mode", "--error-injection-rate", "--error-injection-type", "--exit-signal",
      "--exit-signal-handler", "--exit-signal-handler-for-dataloader", "--exit-signal-handler-for-training",
      "--iterations-to-skip", "--distributed-timeout-seconds-after-init", "--verify-integrity"},
     {"--inprocess-", "--fault-injector-"}},
    {MEMLEDGER_TRANSLATABLE("Import",
                            "settings of Megatron's BERT, T5, vision and retrieval models: pretrain_gpt.py does not "
                            "read them"),
     {"--bert-embedder-type", "--bert-load", "--bert-no-binary-head", "--biencoder-projection-dim",
      "--biencoder-shared-query-context-model", "--ict-head-size", "--ict-load", "--img-h", "--img-w", "--patch-dim",
      "--num-channels", "--num-classes", "--classes-fraction", "--query-in-block-prob", "--output-bert-embeddings",
      "--encoder-num-layers", "--encoder-seq-length", "--decoder-num-layers", "--decoder-seq-length",
      "--relative-attention-max-distance", "--relative-attention-num-buckets", "--embedding-path",
      "--evidence-data-path", "--titles-data-path", "--block-data-path", "--mask-factor", "--mask-prob", "--mask-type",
      "--swin-backbone-type", "--vision-backbone-type", "--vision-pretraining", "--vision-pretraining-type",
      "--indexer-batch-size", "--indexer-log-interval", "--retriever-report-topk-accuracies",
      "--retriever-score-scaling"},
     {"--dino-"}},
    {MEMLEDGER_TRANSLATABLE("Import", "inference and generation settings: no memory of the training step"),
     {"--enable-chunked-prefill", "--num-speculative-tokens", "--max-tokens-to-oom", "--flash-decode",
      "--decode-only-cuda-graphs", "--mlp-chunks-for-prefill", "--use-legacy-static-engine", "--cache-mla-latents"},
     {"--inference-", "--mamba-inference-"}},
    {MEMLEDGER_TRANSLATABLE("Import",
                            "settings of layer kinds the job does not have (Mamba, linear or sparse attention, "
                            "hyper-connections): Megatron reads them only with the flags that add those layers, "
                            "which are refused"),
     {},
     {"--linear-", "--dsa-", "--no-dsa-", "--disable-dsa-", "--mamba-", "--mhc-", "--gdp-"}},
    {MEMLEDGER_TRANSLATABLE("Import",
                            "upcycling: a dense checkpoint turned into experts at start-up; the training step is the "
                            "mixture-of-experts model's"),
     {"--moe-use-upcycling", "--moe-upcycling-granularity"},
     {}},
    {MEMLEDGER_TRANSLATABLE("Import",
                            "every layer frozen: no gradients or optimizer states for them; not modelled, so the "
                            "estimate is high"),
     {"--freeze-all-layers"},
     {},
     changes(Category::Gradients, EstimateBias::High)},
    {MEMLEDGER_TRANSLATABLE("Import",
                            "the logits' dtype for the output layer's GEMM or the loss: not modelled; the ledger "
                            "counts Megatron's default"),
     {"--fp16-lm-cross-entropy", "--output-logit-dtype"},
     {},
     changes(Category::Activations, EstimateBias::Either),
     nullptr},  // the logits' default is the output layer's input dtype: fp32 changes them
    {MEMLEDGER_TRANSLATABLE("Import",
                            "generalized tensor parallelism (weights sharded further and rematerialised) and fp32 "
                            "accumulation in the gradients' reduce-scatter: not modelled"),
     {"--tensor-parallel-num-weight-shards", "--expert-tensor-parallel-num-weight-shards",
      "--ddp-reduce-scatter-with-fp32-accumulation", "--ddp-param-name-patterns-for-fp32-local-accumulation"},
     {"--gtp-"},
     changes(Category::Weights, EstimateBias::Either)},
    {MEMLEDGER_TRANSLATABLE("Import",
                            "how the CPU-offloaded optimizer moves gradients and parameters (overlap, pinning, "
                            "torch's optimizer): not modelled"),
     {"--overlap-cpu-optimizer-d2h-h2d", "--use-torch-optimizer-for-cpu-offload", "--no-pin-cpu-grads",
      "--no-pin-cpu-params"},
     {},
     changes(Category::Temporaries, EstimateBias::Either)},
    {MEMLEDGER_TRANSLATABLE("Import",
                            "per-module precision overrides and NVIDIA Kitchen's quantization recipes: not modelled; "
                            "the ledger runs the recipe --fp8-recipe names"),
     {"--te-precision-config-file", "--use-kitchen-attention"},
     {"--kitchen-"},
     changes(Category::Activations, EstimateBias::Either)},
    {MEMLEDGER_TRANSLATABLE("Import",
                            "a layer-spec module or a YAML file of arguments, which the import cannot read: what they "
                            "set is not modelled"),
     {"--spec", "--yaml-cfg"},
     {},
     changes(Category::Activations, EstimateBias::Either)},
    {MEMLEDGER_TRANSLATABLE("Import",
                            "extra tensors a layer keeps (an attention output gate, L2-normed queries and keys, a "
                            "shared-expert gate, routing probabilities applied to the experts' input, fp32 "
                            "residuals): not modelled, so the estimate is low"),
     {"--attention-output-gate", "--qk-l2-norm", "--moe-shared-expert-gate", "--moe-apply-probs-on-input",
      "--fp32-residual-connection"},
     {},
     changes(Category::Activations, EstimateBias::Low)},
    {MEMLEDGER_TRANSLATABLE("Import",
                            "memory savers of the MLP and the experts (the MLP in chunks along the sequence, "
                            "attention's activations released early under EP overlap): not modelled, so the estimate "
                            "is high"),
     {"--mlp-chunks-for-training", "--ep-overlap-early-attn-memory-release"},
     {},
     changes(Category::Activations, EstimateBias::High)},
    {MEMLEDGER_TRANSLATABLE("Import",
                            "a paged stash of the routed experts' activations, pre-sized by its factors: not "
                            "modelled; the ledger counts the routed tokens' tensors themselves"),
     {},
     {"--moe-paged-stash"},
     changes(Category::Activations, EstimateBias::Either)},
    {MEMLEDGER_TRANSLATABLE("Import",
                            "weight gradients computed later (delayed wgrad, the experts' wgrad overlapped with the "
                            "dispatch): the inputs they need stay alive longer; not modelled, so the estimate is low"),
     {"--delay-wgrad-compute", "--overlap-dispatch-backward-with-experts-wgrad"},
     {},
     changes(Category::Activations, EstimateBias::Low)},
    {MEMLEDGER_TRANSLATABLE("Import",
                            "Transformer Engine's grouped GEMM for the dense or shared-expert MLP, or its operation "
                            "fuser: more cuBLAS workspaces and other saved tensors; not modelled"),
     {"--use-grouped-gemm-for-dense-mlp", "--use-grouped-gemm-for-shared-expert", "--use-transformer-engine-op-fuser"},
     {},
     changes(Category::Temporaries, EstimateBias::Either)},
    {MEMLEDGER_TRANSLATABLE("Import",
                            "hybrid context parallelism for packed sequences of varying length: each rank's share of "
                            "tokens differs; the ledger splits the sequence evenly"),
     {"--hybrid-context-parallel", "--max-seqlen-per-dp-cp-rank"},
     {},
     changes(Category::Activations, EstimateBias::Either)},
    {MEMLEDGER_TRANSLATABLE("Import",
                            "symmetric-memory all-reduce: its buffers, outside PyTorch's allocator, are not modelled"),
     {"--symmetric-ar-type"},
     {},
     changes(Category::CudaContext, EstimateBias::Low)},
    {MEMLEDGER_TRANSLATABLE("Import",
                            "latent projections of the experts' input and output: the experts' shapes change; not "
                            "modelled"),
     {"--moe-latent-size"},
     {},
     changes(Category::Weights, EstimateBias::Either)},
    {MEMLEDGER_TRANSLATABLE("Import",
                            "routing replay records every token's chosen experts in each MoE layer: not modelled, so "
                            "the estimate is low"),
     {"--moe-enable-routing-replay"},
     {},
     changes(Category::Temporaries, EstimateBias::Low)},
    {MEMLEDGER_TRANSLATABLE("Import",
                            "kernel fusions that change what is saved for backward (the residual add with RMSNorm, "
                            "latent attention's down-projections, the embedding output's clone under sequence "
                            "parallelism): not modelled"),
     {"--fused-residual-rmsnorm", "--mla-down-proj-fusion", "--disable-clone-scatter-output-in-embedding",
      "--no-clone-scatter-output-in-embedding"},
     {},
     changes(Category::Activations, EstimateBias::Either)},
    {MEMLEDGER_TRANSLATABLE("Import",
                            "a teacher's logits saved or loaded for offline distillation (the top tokens of each "
                            "position): not modelled"),
     {},
     {"--logits-load-", "--logits-save-"},
     changes(Category::Activations, EstimateBias::Either)},
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
    // A precision flag that names Megatron's default (fp32) changes nothing.
    if (!group->unchangedBy || value != group->unchangedBy)
        note.effect = group->effect;
    return note;
}

}  // namespace memledger::model
