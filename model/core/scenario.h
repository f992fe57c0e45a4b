// The complete set of inputs of one estimate (docs/model.md). Plain values: the
// engine reads a Scenario and never mutates it.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "model/core/limitation.h"

namespace memledger::model {

// QuickGeGlu: gpt-oss's gated MLP (Megatron's --quick-geglu): the gate, clamped, times its
// sigmoid at 1.702, times the clamped up-projection plus one. SwiGLU's three matrices, more
// intermediates kept by eager PyTorch (transformers' GptOssExperts).
enum class MlpKind { Gelu, SwiGlu, QuickGeGlu };
enum class NormKind { LayerNorm, RmsNorm };
enum class PositionKind { Rope, Learned };
// Which saved-tensor inventory describes one transformer block (docs/model.md#activations).
enum class BlockStyle { Gpt, Llama };

struct MoeConfig {
    int experts = 0;        // routed experts; 0 = dense model
    int topK = 0;
    int sharedExperts = 0;
    std::int64_t expertFfn = 0;
    int denseLayers = 0;    // leading layers that stay dense (DeepSeek-V3: 3)
    // After them, the last layer of every layerStep has experts and the others a dense MLP
    // (transformers' decoder_sparse_step and interleave_moe_layer_step, torchtitan's
    // interleave_moe_layer_step: layer i when (i + 1) % step == 0; Llama 4 Maverick: 2), or,
    // with firstInStep, the first of every layerStep (Megatron-LM's integer --moe-layer-freq:
    // layer i when i % step == 0).
    int layerStep = 1;
    bool firstInStep = false;
    bool isMoe() const { return experts > 0; }
    // Which layer of each group of layerStep has experts.
    int slotInStep() const { return firstInStep ? 0 : step() - 1; }
    int step() const { return layerStep > 0 ? layerStep : 1; }
    // Whether layer i (from 0) has experts.
    bool hasExperts(int layer) const
    {
        return isMoe() && layer >= denseLayers && layer % step() == slotInStep();
    }
    // How many of the layers first … first + count − 1 have experts: those i with
    // i % step == slot, counted as ⌊(end − 1 − slot)/step⌋ − ⌊(start − 1 − slot)/step⌋.
    int expertLayersIn(int first, int count) const
    {
        if (!isMoe() || count <= 0)
            return 0;
        const int start = first > denseLayers ? first : denseLayers;
        const int end = first + count;
        if (start >= end)
            return 0;
        const auto below = [this](int n) {  // layers i < n with i % step == slot, n ≥ 0
            const int shifted = n - slotInStep();
            return shifted <= 0 ? 0 : (shifted - 1) / step() + 1;
        };
        return below(end) - below(start);
    }
    bool operator==(const MoeConfig&) const = default;
};

// Multi-head latent attention (DeepSeek-V2 and V3, Kimi K2; docs/model.md#latent-attention):
// queries and keys/values are projected down to low-rank latents and back up per head. A
// head's query and key are qk_nope + qk_rope wide, its value v_head wide; the rope part of
// the key is one vector shared by every head.
struct LatentAttention {
    std::int64_t qLoraRank = 0;      // 0: queries projected from the hidden state directly
    std::int64_t kvLoraRank = 0;     // 0: ordinary attention
    std::int64_t qkNopeHeadDim = 0;
    std::int64_t qkRopeHeadDim = 0;
    std::int64_t vHeadDim = 0;
    bool enabled() const { return kvLoraRank > 0; }
    std::int64_t qkHeadDim() const { return qkNopeHeadDim + qkRopeHeadDim; }
    bool operator==(const LatentAttention&) const = default;
};

struct Architecture {
    std::string name;
    BlockStyle block = BlockStyle::Llama;
    int layers = 32;
    std::int64_t hidden = 4096;
    int heads = 32;
    int kvHeads = 32;
    std::int64_t headDim = 0;   // 0: hidden / heads
    std::int64_t ffn = 11008;
    MlpKind mlp = MlpKind::SwiGlu;
    NormKind norm = NormKind::RmsNorm;
    int layerNorms = 2;         // norms of width hidden per layer: 2 pre-norms; 4 with Gemma 2's and 3's post-norms
    bool qkNorm = false;        // a norm of width head_dim on Q and one on K in every layer (Qwen 3, Gemma 3)
    std::int64_t vocab = 32000;
    bool tiedEmbeddings = false;
    bool bias = false;          // biases on every linear (GPT-2, GPT-3)
    bool qkvBias = false;       // biases on Q/K/V only (Qwen2)
    // One learnable logit per head that joins every softmax (gpt-oss's attention sinks,
    // Megatron's --softmax-type learnable): a weight per head and layer.
    bool attentionSinks = false;
    // Sliding-window attention: `slidingLayers` of the layers attend to the last
    // `slidingWindow` tokens only (gpt-oss alternates them with full layers, Gemma 2 and 3,
    // Mistral). The kernels save what full causal attention saves; the attention products
    // of those layers shrink (the step time). 0: every layer attends to the whole sequence.
    std::int64_t slidingWindow = 0;
    int slidingLayers = 0;
    PositionKind position = PositionKind::Rope;
    std::int64_t maxPositions = 4096;
    double dropout = 0.0;
    MoeConfig moe;
    LatentAttention mla;
    // Multi-token prediction (DeepSeek-V3, Megatron's --mtp-num-layers): each MTP layer is one
    // more transformer layer with its own projection and norms, and a further vocabulary-wide
    // loss, on the last pipeline stage.
    int mtpLayers = 0;

    // Gate and up projections (SwiGLU, gpt-oss's quick GeGLU): three matrices per MLP.
    bool gatedMlp() const { return mlp != MlpKind::Gelu; }
    std::int64_t resolvedHeadDim() const { return headDim > 0 ? headDim : hidden / (heads > 0 ? heads : 1); }
    // Equal: the same model to the engine and the same name (a preset is recognised by it).
    bool operator==(const Architecture&) const = default;
};

// Compute/storage recipe for weights, gradients and optimizer states (docs/model.md#model-states).
enum class Precision {
    Fp32,       // everything fp32
    Bf16Mixed,  // bf16 weights and activations, fp32 master weights (ZeRO paper, Megatron, DeepSpeed)
    Fp16Mixed,  // same bytes as Bf16Mixed, plus loss scaling
    Bf16Amp,    // fp32 weights, autocast bf16 activations (Hugging Face Trainer --bf16)
    Bf16Pure    // bf16 weights, grads and optimizer states, no master (torchtune)
};

// Muon: one momentum buffer for the hidden matrices, AdamW for everything else (embeddings,
// the output layer, norms, biases), as Megatron-LM and KellerJordan's MuonWithAuxAdam route them.
// AdamW8bit: bitsandbytes' (and torchao's) 8-bit states; AdamW4bit: torchao's 4-bit ones.
// Soap: Megatron-LM's --optimizer soap (Emerging-Optimizers' SOAP) on the hidden matrices, with
// the rest routed to AdamW as for Muon.
// GaLore, Apollo: galore_torch's GaLoreAdamW and apollo_torch's APOLLOAdamW as the Hugging Face
// Trainer builds them (optim galore_adamw, apollo_adamw): Adam's moments of each attention and
// MLP matrix's gradient projected to `optimizerRank` rows, the projector kept beside them, and
// plain Adam moments for the rest (docs/model.md#galore-and-apollo).
// AdamMini: zyushun/Adam-mini's Adam_mini (LLaMA-Factory's use_adam_mini): Adam's first moment
// for every parameter, one second moment per attention head, output row or norm.
// Shampoo: facebookresearch/optimizers' DistributedShampoo at its defaults (root-inverse
// preconditioners of every block of every parameter, no grafting): fp32 Kronecker factors and
// their inverse roots per block, the filtered gradient in the parameters' dtype
// (docs/model.md#shampoo).
enum class Optimizer { AdamW, AdamW8bit, AdamW4bit, SgdMomentum, Sgd, Adafactor, Lion, Muon, Soap, GaLore, Apollo,
                       AdamMini, Shampoo, None };

// How the cross-entropy over the vocabulary is computed (docs/model.md#the-loss).
enum class Loss {
    Unfused,  // F.cross_entropy on fp32-upcast logits (Hugging Face, plain PyTorch)
    Fused,    // Megatron's vocab-parallel cross-entropy: softmax in place, gradient written into it
    Chunked,  // torchtune's CEWithChunkedOutputLoss: output projection and loss per sequence chunk
    // TRL's preference and RL trainers (DPO, KTO, CPO, ORPO, GRPO): selective_log_softmax takes
    // the log-softmax of one sequence's 16-bit logits at a time and keeps only the labels'
    // log-probabilities; autograd keeps each row's log-softmax for backward.
    SelectiveLogSoftmax
};

// How torch.optim runs the step: foreach (multi-tensor, the default for CUDA tensors),
// fused (one kernel, fused=True) or a per-tensor for-loop (foreach=False).
enum class OptimizerKernel { Foreach, Fused, ForLoop };

// The dtype the precision-aware optimizer keeps a state in (Megatron-LM's --main-params-dtype,
// --main-grads-dtype, --exp-avg-dtype, --exp-avg-sq-dtype; Transformer Engine's FusedAdam).
// Fp8 is E4M3 with one fp32 scale per tensor.
enum class StateDtype { Fp32, Bf16, Fp16, Fp8 };

// Transformer Engine's low-precision recipe for the blocks' linears (Megatron-LM's
// --fp8-recipe and --fp4-format; docs/model.md#transformer-engine-recipes): per-tensor
// scales from an amax history (delayed) or the current tensor (tensorwise), 1×128 / 128×128
// blocks with fp32 scales (blockwise, DeepSeek-V3's), 1×32 blocks with E8M0 scales (MXFP8),
// or E2M1 values in 1×16 blocks with E4M3 scales (NVFP4).
enum class Fp8Recipe { Off, Delayed, Tensorwise, Blockwise, Mxfp8, Nvfp4 };

struct Training {
    std::int64_t seq = 4096;
    std::int64_t microBatch = 1;
    std::int64_t gradAccum = 1;
    Precision precision = Precision::Bf16Mixed;
    Optimizer optimizer = Optimizer::AdamW;
    OptimizerKernel optimizerKernel = OptimizerKernel::Fused;
    Loss loss = Loss::Unfused;
    int lossChunks = 8;                 // Chunked: sequence chunks (torchtune's num_output_chunks)
    bool optimizerInBackward = false;   // each parameter stepped, and its gradient freed, as backward produces it
    bool pagedOptimizer = false;        // optimizer states in CUDA managed memory (bitsandbytes paged optimizers)
    // Elements per quantisation block of a low-bit optimizer's states, each block with one
    // fp32 scale; 0: the optimizer's own default (256 for 8-bit AdamW, 128 for torchao's 4-bit).
    // Shampoo's max_preconditioner_dim: the largest side of a preconditioned block (0: 1024).
    int optimizerBlockSize = 0;
    // The rank GaLore and APOLLO project each matrix's gradient to (optim_args rank; the
    // Trainer's default 128).
    int optimizerRank = 128;
    bool gradsSetToNone = true;         // zero_grad(set_to_none=True): gradients freed between steps
    bool compile = false;               // the loss compiled with torch.compile (the blocks' fusion: memory.kernels)
    // Variable-length batches, each padded to its longest sample: `seq` is the longest a batch
    // gets (what the peak needs) and seqMean the mean padded length (what the step time needs).
    // 0: every batch is `seq` long (packed, or padded to the maximum).
    std::int64_t seqMean = 0;
    bool float8 = false;                // torchao Float8Linear on the block linears (torchtitan [float8])
    bool float8AllGather = false;       // FSDP all-gathers those weights in float8 (enable_fsdp_float8_all_gather)
    Fp8Recipe fp8Recipe = Fp8Recipe::Off;  // Transformer Engine's linears in FP8 / FP4
    // The blocks' linear weights stored quantized, with no 16-bit copy (Megatron's
    // --fp8-param-gather / --fp4-param-gather, TE's quantized_model_init).
    bool fp8Params = false;
    // Megatron-LM's precision-aware optimizer (--use-precision-aware-optimizer): Transformer
    // Engine's FusedAdam keeps the master weights and the moments in the dtypes below, and the
    // main-gradient buffer may be bf16. Off: every one of them is fp32, as Megatron asserts.
    bool precisionAwareOptimizer = false;
    StateDtype mainParamsDtype = StateDtype::Fp32;
    StateDtype mainGradsDtype = StateDtype::Fp32;
    StateDtype expAvgDtype = StateDtype::Fp32;
    StateDtype expAvgSqDtype = StateDtype::Fp32;
    // Sequences per optimizer step over every data-parallel GPU (Megatron's
    // --global-batch-size, DeepSpeed's train_batch_size); 0: none, the step is
    // microBatch × gradAccum × DP. When set, it is what stays: the accumulation follows
    // from it once the GPUs are known, as the frameworks derive it (gradAccumSteps()).
    std::int64_t globalBatch = 0;
    // Sequences per forward of a post-training job's log-probability passes (the reference's,
    // the old policy's): verl's log_prob_micro_batch_size_per_gpu; 0: the micro-batch.
    std::int64_t logprobMicroBatch = 0;
    bool operator==(const Training&) const = default;
};

enum class FsdpMode { None, FullShard, ShardGradOp, HybridShard };
// The ranks FSDP (or ZeRO) shards the states over: the data-parallel ranks alone, or, as
// torchtitan does, the data-parallel and context-parallel ranks together (dp_shard × cp).
enum class FsdpMesh { Dp, DpCp };
// The pipeline schedule (docs/model.md#pipeline-schedules). OneFOneB is interleaved when
// vpp > 1 (Megatron's naming) and GPipe is torchtitan's LoopedBFS then; ZBV and DualPipeV
// place two stages a rank in a V (vpp = 2); DualPipe runs two pipelines in opposite
// directions, each rank holding two stages of the model (two copies of the parameters).
enum class PipelineSchedule { OneFOneB, GPipe, ZeroBubbleH1, Zbv, DualPipe, DualPipeV };

// How routed tokens reach the ranks that hold their experts (Megatron's
// --moe-token-dispatcher-type; DeepEp is its flex dispatcher on the DeepEP backend).
enum class MoeDispatcher { AllToAll, AllGather, DeepEp };

// What routing does to the worst expert-parallel rank (docs/model.md#expert-routing).
struct ExpertRouting {
    MoeDispatcher dispatcher = MoeDispatcher::AllToAll;
    double capacityFactor = 0;    // Megatron's --moe-expert-capacity-factor; 0: dropless
    bool padToCapacity = false;   // --moe-pad-expert-input-to-capacity
    // Dropless routing: the busiest EP rank's routed tokens over the balanced share. 1.10 is
    // the headroom Megatron-LM sizes its routed-expert stash with by default
    // (transformer_config.py moe_paged_stash_buffer_size_factor_cuda).
    double imbalance = 1.1;
    // The router's own losses in Megatron-LM (router.py TopKRouter.routing): a load-balancing
    // loss (--moe-router-load-balancing-type aux_loss, seq_aux_loss or global_aux_loss with a
    // --moe-aux-loss-coeff above 0) keeps fp32 routing scores of every token for backward; the
    // z-loss (--moe-z-loss-coeff) keeps the router's logits; --moe-router-dtype fp32 makes those
    // logits fp32. Megatron's defaults: none of them.
    bool auxLoss = false;
    bool zLoss = false;
    bool routerFp32 = false;
    // --moe-grouped-gemm: the experts as Transformer Engine's GroupedLinear, whose GEMMs run on
    // their own cuBLAS streams, each with a workspace.
    bool groupedGemm = false;
    bool operator==(const ExpertRouting&) const = default;
};

struct Parallelism {
    int dp = 1;
    int tp = 1;
    int pp = 1;
    int vpp = 1;                // virtual stages per pipeline rank (interleaved 1F1B when > 1)
    PipelineSchedule schedule = PipelineSchedule::OneFOneB;
    bool sp = false;            // Megatron sequence parallelism (needs tp > 1)
    // Megatron's --tp-comm-overlap: Transformer Engine's Userbuffers overlap the sequence-
    // parallel collectives with the GEMMs, from buffers registered outside PyTorch's allocator.
    bool tpCommOverlap = false;
    int cp = 1;
    int ep = 1;
    // Tensor parallelism inside the experts (Megatron's --expert-tensor-parallel-size); 0: as
    // TP, Megatron's default. The experts' data parallelism is then DP·CP·TP / (EP·ETP).
    int etp = 0;
    int zeroStage = 0;          // 0..3
    FsdpMode fsdp = FsdpMode::None;
    int shardGroup = 0;         // HYBRID_SHARD group size; 0: GPUs per node
    FsdpMesh fsdpMesh = FsdpMesh::Dp;
    // FSDP2's reshard_after_forward: false keeps each unit's unsharded parameters from its
    // forward to its backward (FSDP1's SHARD_GRAD_OP; torchtitan's default under PP).
    bool reshardAfterForward = true;
    bool distributedOptimizer = false;  // Megatron --use-distributed-optimizer
    // Megatron's --num-distributed-optimizer-instances: the distributed optimizer's states
    // shard over DP·CP / instances ranks, and the instances all-reduce their gradients.
    int optimizerInstances = 1;
    std::vector<int> stageLayers;       // optional uneven split, one entry per pipeline stage
    ExpertRouting moe;
    int expertTp() const { return etp > 0 ? etp : tp; }
    bool operator==(const Parallelism&) const = default;
};

// Op: torchtitan's per-op selective checkpointing (selective_ac_option = "op").
enum class Recompute { None, Selective, Full, Uniform, Block, Op };
enum class Attention { Flash, Eager };
enum class Kernels { Fused, Eager };
// Megatron-LM's --transformer-impl: Transformer Engine's layers (its default) or Megatron
// Core's own ("local"), whose linears are PyTorch's GEMMs.
enum class TransformerImpl { TransformerEngine, Local };
enum class OffloadTarget { None, Cpu, Nvme };

struct Lora {
    int rank = 0;               // 0: full fine-tune
    bool qlora = false;         // frozen base in NF4
    bool doubleQuant = true;
    bool attentionOnly = false; // targets q,k,v,o only; otherwise every block linear
    bool enabled() const { return rank > 0; }
    bool operator==(const Lora&) const = default;
};

struct Offload {
    OffloadTarget optimizer = OffloadTarget::None;
    OffloadTarget gradients = OffloadTarget::None;
    OffloadTarget parameters = OffloadTarget::None;
    OffloadTarget activations = OffloadTarget::None;
    bool any() const {
        return optimizer != OffloadTarget::None || gradients != OffloadTarget::None ||
               parameters != OffloadTarget::None || activations != OffloadTarget::None;
    }
    bool operator==(const Offload&) const = default;
};

struct MemoryOptions {
    Recompute recompute = Recompute::None;
    int recomputeLayers = 1;    // Uniform: layers per checkpointed group; Block: layers recomputed per stage
    // Selective: what is recomputed, as Megatron's --recompute-modules names it
    // (model/core/recompute_modules.h); the attention core by default.
    std::string recomputeModules = "core_attn";
    Attention attention = Attention::Flash;
    Kernels kernels = Kernels::Fused;
    Lora lora;
    Offload offload;
    // PyTorch's caching allocator settings as PYTORCH_CUDA_ALLOC_CONF spells them
    // ("expandable_segments:True,max_split_size_mb:128"); empty: PyTorch's defaults.
    std::string allocConf;
    // PyTorch's cuBLAS workspace per handle and stream as CUBLAS_WORKSPACE_CONFIG spells it
    // (":4096:8"); empty: PyTorch's default for the GPU (model/core/cublas_workspace.h).
    std::string cublasWorkspaceConfig;
    TransformerImpl transformerImpl = TransformerImpl::TransformerEngine;  // under Megatron-LM
    bool operator==(const MemoryOptions&) const = default;
};

struct Hardware {
    std::string gpuId;
    std::string gpuName;
    double memoryBytes = 80.0 * (1ull << 30);
    double hbmBandwidth = 3.35e12;
    double peakFlopsBf16 = 989e12;
    double peakFlopsFp32 = 67e12;
    // Dense FP8 and FP4 tensor-core peaks, the rate of the quantized linears (Transformer
    // Engine's recipes, torchao's float8). 0: the GPU has no such tensor cores.
    double peakFlopsFp8 = 1979e12;
    double peakFlopsFp4 = 0;
    // CUDA compute capability (9.0 Hopper, 10.0 Blackwell): what Transformer Engine allocates
    // depends on it (a per-tensor FP8 weight keeps a transpose before Blackwell). 0: unknown.
    double computeCapability = 9.0;
    int pcieGen = 5;
    int pcieLanes = 16;
    double nvlinkBandwidth = 450e9;
    double interNodeBandwidth = 50e9;
    int gpusPerNode = 8;
    // GPUs one NVLink domain joins when it spans nodes (GB200/GB300 NVL72: 72); 0 or fewer
    // than a node's GPUs: the node is the domain.
    int nvlinkDomain = 0;
    // The GPUs a collective reaches over NVLink (or a node's PCIe) before the network.
    int scaleUpGpus() const { return nvlinkDomain > gpusPerNode ? nvlinkDomain : gpusPerNode; }
    double hostRamBytes = 2048.0 * (1ull << 30);
    double nvmeBandwidth = 6e9;
    double nvmeBytes = 8e12;
    bool operator==(const Hardware&) const = default;
};

// User-editable overheads: each is an assumption, shown as such.
struct Overheads {
    double cudaContextBytes = 0.75 * (1ull << 30);
    double ncclBytes = 0.25 * (1ull << 30);
    double fragmentation = 0.05;   // reserved − allocated, as a fraction of peak allocated
    bool operator==(const Overheads&) const = default;
};

// Step-time assumptions of the timeline (docs/model.md#the-step-timeline): achieved rates are guesses a
// user must be able to see and edit, never constants hidden in the engine.
struct Performance {
    double computeEfficiency = 0.45;    // achieved / peak tensor FLOPS of the 16-bit kernels (GEMMs, attention)
    double lowPrecisionEfficiency = 0.40;  // achieved / FP8 or FP4 peak of the quantized GEMMs
    double commEfficiency = 0.75;       // achieved bus bandwidth / link bandwidth (NCCL busbw)
    int prefetchDepth = 2;              // layers fetched ahead (all-gathers, offload uploads)
    bool overlap = true;                // transfers and collectives on their own streams
    bool pinnedMemory = true;           // pinned host buffers; pageable ones halve PCIe
    double cpuAdamParamsPerThread = 6e7;  // parameters updated per second by one CPU thread (CPU-Adam, AVX-512)
    int cpuThreads = 16;                // CPU threads of one GPU's process for the optimizer step
    bool operator==(const Performance&) const = default;
};

// The inference engine an RL post-training job (GRPO, PPO) generates its rollouts with,
// colocated with the trainer on every GPU (docs/model.md#the-rollout-engine): vLLM, whose
// budget is a fraction of the device's total memory, or SGLang, whose budget is a fraction
// of the memory free when it starts (docs/model.md#sglang).
enum class RolloutEngine { None, Vllm, Sglang };
// vLLM's --kv-cache-dtype: the model's dtype, or one byte per element (fp8, fp8_e4m3, fp8_e5m2).
enum class KvCacheDtype { Auto, Fp8 };
// What the trainer moves to host memory while the engine generates and the sequences are
// scored, and back for the update: nothing; its optimizer states and kept gradients (verl's
// optimizer_offload; OpenRLHF's --ds.enable_sleep, whose DeepSpeed states include the fp32
// master weights); or those and its parameters, which return for the log-prob passes
// (verl's param_offload with optimizer_offload).
enum class TrainerOffload { None, Optimizer, OptimizerAndWeights };

struct Rollout {
    RolloutEngine engine = RolloutEngine::None;
    // vLLM's gpu_memory_utilization: the fraction of the device's total memory the engine
    // may take for its weights, its profiled activations and the KV cache it sizes to fill
    // the rest. 0.9 is vLLM's own default (config/cache.py) in the releases verl and TRL pin.
    // SGLang's mem_fraction_static (verl passes gpu_memory_utilization as it): the fraction of
    // the memory free at its start that its weights and KV cache may take.
    double gpuMemoryUtilization = 0.9;
    int tp = 1;                        // the engine's tensor parallelism; replicas = GPUs / tp
    KvCacheDtype kvCacheDtype = KvCacheDtype::Auto;
    int blockSize = 16;                // tokens per KV page (vLLM's CacheConfig.DEFAULT_BLOCK_SIZE; SGLang's page_size, 1 by default)
    // Sleep mode between rollouts: 0 never sleeps (weights and KV cache stay through
    // training), 1 moves the weights to pinned host memory and drops the cache, 2 drops both.
    int sleepLevel = 0;
    // The engine in processes of its own (verl, OpenRLHF): a second CUDA context on each GPU.
    // TRL's colocate mode runs it inside the trainer's process.
    bool ownProcess = true;
    // 0: vLLM's default for the GPU (EngineArgs.get_batch_defaults, offline LLM class).
    // SGLang's max_running_requests (0: its default from the cache's size) and
    // chunked_prefill_size (0: its default for the GPU's memory).
    std::int64_t maxNumSeqs = 0;
    std::int64_t maxNumBatchedTokens = 0;
    // Tokens of each sequence that are its prompt, prefilled rather than decoded: what the
    // timeline's generation time rests on, not its memory (the cache holds whole sequences).
    // 0: not given, and the timeline decodes every token of the sequence (said there).
    std::int64_t promptLength = 0;
    TrainerOffload trainerOffload = TrainerOffload::None;
    // The weight sync's bucket in MiB (verl's update_weights_bucket_megabytes): the buffer the
    // trainer fills with parameters and hands to the engine through CUDA IPC. 0: parameter by
    // parameter, as TRL and OpenRLHF send them (docs/model.md#the-weight-sync).
    int syncBucketMb = 0;
    bool enabled() const { return engine != RolloutEngine::None; }
    bool operator==(const Rollout&) const = default;
};

// The frozen model a post-training job scores its sequences with (docs/model.md#the-reference-model):
// none, or a copy of the policy (KL-regularised GRPO/PPO, DPO).
enum class ReferenceModel { None, Policy };

struct Reference {
    ReferenceModel model = ReferenceModel::None;
    // Its weights in host memory, streamed to the GPU unit by unit while it runs (verl's FSDP
    // reference always is; OpenRLHF's --ref.offload, DeepSpeed's offload_param).
    bool offload = false;
    bool enabled() const { return model != ReferenceModel::None; }
    bool operator==(const Reference&) const = default;
};

// PPO's critic (docs/model.md#the-critic): none, or the policy's network with a value head,
// trained beside it with its sharding, precision and optimizer.
enum class CriticModel { None, Policy };

struct Critic {
    CriticModel model = CriticModel::None;
    bool enabled() const { return model != CriticModel::None; }
    bool operator==(const Critic&) const = default;
};

// The divergence a distillation job takes between the student's token distribution and the
// teacher's, as torchtune's kd_loss components compute it (modules/loss/kd_losses.py):
// forward KL(teacher ‖ student), reverse KL(student ‖ teacher), or a mix of the two.
enum class KdLoss { Forward, Reverse, Symmetric };

// The frozen teacher a knowledge-distillation job trains its student against
// (docs/model.md#distillation), as torchtune's knowledge_distillation recipes run it: a model of
// its own architecture, in the job's dtype, whose forward under no_grad follows the student's on
// every micro-batch and whose logits over the whole vocabulary the loss reads.
struct Teacher {
    std::string modelId;   // its preset; empty: no teacher
    Architecture arch;     // that preset's architecture
    KdLoss loss = KdLoss::Forward;
    // Its shards in host memory, streamed to the GPU unit by unit (torchtune's fsdp_cpu_offload).
    bool offload = false;
    bool enabled() const { return !modelId.empty(); }
    bool operator==(const Teacher&) const = default;
};

enum class Framework { Generic, Megatron, DeepSpeed, Fsdp, HfTrainer };

struct Scenario {
    Architecture arch;
    Training training;
    Parallelism parallel;
    MemoryOptions memory;
    Hardware hardware;
    Overheads overheads;
    Performance performance;
    Rollout rollout;
    Reference reference;
    Critic critic;
    Teacher teacher;
    Framework framework = Framework::Generic;
    std::string modelId;        // preset id, when the architecture came from one
    std::string title;          // what the user calls it; kept across edits (a document's name)
    std::string description;    // cleared by an edit: it may quote figures of the scenario as loaded
    // Settings of an imported job that change memory and that the engine does not model;
    // every estimate of the scenario names them (limitation.h).
    std::vector<Limitation> limitations;

    int worldSize() const { return parallel.dp * parallel.tp * parallel.pp * parallel.cp; }
    // The micro-batches one optimizer step runs on each GPU: global batch ÷ (micro-batch × DP)
    // when a global batch is set (validation reports one that does not divide), else gradAccum.
    // Safe on a scenario not yet validated (a file's or a flag's numbers, before their ranges).
    std::int64_t gradAccumSteps() const
    {
        std::int64_t perStep = 0;
        if (training.globalBatch <= 0 || __builtin_mul_overflow(training.microBatch, std::int64_t{parallel.dp}, &perStep) ||
            perStep <= 0)
            return training.gradAccum;
        return training.globalBatch >= perStep ? training.globalBatch / perStep : 1;
    }
    std::int64_t globalBatch() const { return training.microBatch * gradAccumSteps() * parallel.dp; }
    // The padded length of a mean batch: what compute and throughput see.
    std::int64_t meanSeq() const { return training.seqMean > 0 ? training.seqMean : training.seq; }
    std::int64_t tokensPerStep() const { return globalBatch() * meanSeq(); }
    // A post-training job scores sequences without gradients: the reference's log-probabilities,
    // and an RL job's old-policy ones (verl always, TRL with vLLM by default).
    // Forwards without gradients besides the trained model's: a reference's or old policy's
    // scoring passes, or a distillation teacher's.
    bool hasLogProbPasses() const { return reference.enabled() || rollout.enabled() || teacher.enabled(); }
    // A pass of the policy's own shape: the reference's, the old policy's (not a teacher's).
    bool scoresWithThePolicy() const { return reference.enabled() || rollout.enabled(); }
    std::int64_t logprobMicroBatch() const
    {
        return training.logprobMicroBatch > 0 ? training.logprobMicroBatch : training.microBatch;
    }
    // Every field equal: a no-op edit is told apart without serialising either scenario.
    bool operator==(const Scenario&) const = default;
};

}  // namespace memledger::model
