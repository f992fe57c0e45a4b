// Megatron-LM's command-line arguments (pretrain_gpt.py), one per line with backslash
// continuations after a comment block, so that the text can be pasted into a launch
// script. Flag names as megatron/training/arguments.py and the dataclasses it turns into
// flags (megatron/core/transformer/transformer_config.py, model_parallel_config.py) spell
// them at NVIDIA/Megatron-LM @ d98e8a6.
#include <algorithm>
#include <string>
#include <vector>

#include "model/core/enum_names.h"
#include "model/core/recompute_modules.h"
#include "model/exports/config_export_writers.h"

namespace memledger::model::exports {

namespace {

class Arguments {
public:
    void add(const std::string& flag) { m_lines.push_back(flag); }
    void add(const std::string& flag, long long value) { m_lines.push_back(flag + ' ' + std::to_string(value)); }
    void add(const std::string& flag, const std::string& value) { m_lines.push_back(flag + ' ' + value); }
    std::string text() const
    {
        std::string out;
        for (std::size_t i = 0; i < m_lines.size(); ++i)
            out += m_lines[i] + (i + 1 < m_lines.size() ? " \\\n" : "\n");
        return out;
    }

private:
    std::vector<std::string> m_lines;
};

std::string decimal(double value)
{
    std::string text = std::to_string(value);
    text.erase(text.find_last_not_of('0') + 1);
    return text.back() == '.' ? text + '0' : text;
}

// An uneven split whose middle stages are even is Megatron's first and last stage
// counts; any other split is a layout string, one stage per rank.
void writeStageLayers(const Scenario& s, FieldCoverage& cover, Arguments& args)
{
    const auto& layers = s.parallel.stageLayers;
    if (layers.empty())
        return;
    const int p = static_cast<int>(layers.size());
    bool evenMiddle = p >= 2;
    for (int i = 2; i < p - 1 && evenMiddle; ++i)
        evenMiddle = layers[static_cast<std::size_t>(i)] == layers[1];
    const bool divides = s.parallel.vpp <= 1 || std::all_of(layers.begin(), layers.end(), [&](int n) {
        return n % s.parallel.vpp == 0;
    });
    if (evenMiddle && divides) {
        if (layers.front() != layers[1])
            args.add("--decoder-first-pipeline-num-layers", layers.front());
        if (layers.back() != layers[1])
            args.add("--decoder-last-pipeline-num-layers", layers.back());
        return;
    }
    if (s.parallel.vpp > 1) {
        cover.note("parallel.stage_layers",
                   MEMLEDGER_TRANSLATABLE("Export", "an uneven split with virtual stages is a "
                                                    "--pipeline-model-parallel-layout; write it by hand"));
        return;
    }
    std::string layout;
    for (int i = 0; i < p; ++i) {
        std::string stage = i == 0 ? "E" : "";
        const int n = layers[static_cast<std::size_t>(i)];
        if (n > 0)
            stage += n == 1 ? "t" : "t*" + std::to_string(n);
        if (i == p - 1)
            stage += s.arch.mtpLayers > 0 ? (s.arch.mtpLayers == 1 ? "m" : "m*" + std::to_string(s.arch.mtpLayers)) : "";
        if (i == p - 1)
            stage += "L";
        layout += (i == 0 ? "" : "|") + stage;
    }
    args.add("--pipeline-model-parallel-layout", "\"" + layout + "\"");
}

void writeParallelism(const Scenario& s, FieldCoverage& cover, Arguments& args)
{
    const auto& p = s.parallel;
    args.add("--tensor-model-parallel-size", p.tp);
    args.add("--pipeline-model-parallel-size", p.pp);
    cover.carry({"parallel.tp", "parallel.pp", "parallel.dp"});  // DP: the ranks left over, and the global batch
    if (p.vpp > 1) {
        // A layer count, not a stage count: layers / PP / VPP per virtual stage.
        if (s.arch.layers % (p.pp * p.vpp) == 0) {
            args.add("--num-layers-per-virtual-pipeline-stage", s.arch.layers / (p.pp * p.vpp));
            cover.carry({"parallel.vpp"});
        } else {
            cover.lose("parallel.vpp",
                       MEMLEDGER_TRANSLATABLE("Export", "the layers do not divide evenly into PP × VPP virtual "
                                                        "stages, which --num-layers-per-virtual-pipeline-stage needs"));
        }
    }
    if (p.sp)
        args.add("--sequence-parallel");
    if (p.tpCommOverlap)
        args.add("--tp-comm-overlap");
    args.add("--context-parallel-size", p.cp);
    cover.carry({"parallel.sp", "parallel.cp", "parallel.tp_comm_overlap"});
    if (s.arch.moe.isMoe()) {
        args.add("--expert-model-parallel-size", p.ep);
        if (p.expertTp() != p.tp)
            args.add("--expert-tensor-parallel-size", p.expertTp());
        cover.carry({"parallel.ep", "parallel.etp"});
        const auto& routing = p.moe;
        if (routing.dispatcher == MoeDispatcher::DeepEp) {
            args.add("--moe-token-dispatcher-type", "flex");
            args.add("--moe-flex-dispatcher-backend", "deepep");
        } else {
            args.add("--moe-token-dispatcher-type", routing.dispatcher == MoeDispatcher::AllGather ? "allgather" : "alltoall");
        }
        cover.carry({"parallel.moe.dispatcher"});
        if (routing.capacityFactor > 0) {
            args.add("--moe-expert-capacity-factor", fieldValueText("parallel.moe.capacity_factor", s));
            cover.carry({"parallel.moe.capacity_factor"});
        }
        if (routing.padToCapacity) {
            args.add("--moe-pad-expert-input-to-capacity");
            cover.carry({"parallel.moe.pad_to_capacity"});
        }
        if (routing.groupedGemm) {
            args.add("--moe-grouped-gemm");
            cover.carry({"parallel.moe.grouped_gemm"});
        }
    }
    // Megatron-LM's distributed optimizer shards the optimizer states over data-parallel
    // ranks: ZeRO stage 1.
    const bool distributedOptimizer = p.distributedOptimizer || p.zeroStage >= 1;
    if (distributedOptimizer)
        args.add("--use-distributed-optimizer");
    if (distributedOptimizer && p.optimizerInstances > 1)
        args.add("--num-distributed-optimizer-instances", std::to_string(p.optimizerInstances));
    cover.carry({"parallel.optimizer_instances"});
    if (distributedOptimizer == p.distributedOptimizer)
        cover.carry({"parallel.distributed_optimizer"});
    else
        cover.lose("parallel.distributed_optimizer", MEMLEDGER_TRANSLATABLE("Export", "see %1"), {{"parallel.zero"}});
    if (p.fsdpMesh == FsdpMesh::DpCp || s.framework == Framework::Megatron)
        cover.carry({"parallel.fsdp_mesh"});
    else
        cover.lose("parallel.fsdp_mesh",
                   MEMLEDGER_TRANSLATABLE("Export", "Megatron-LM's distributed optimizer shards over the data- and "
                                                    "context-parallel ranks together"));
    if (p.zeroStage == 0)
        cover.carry({"parallel.zero"});
    else if (p.zeroStage == 1)
        cover.lose("parallel.zero",
                   MEMLEDGER_TRANSLATABLE("Export", "written as --use-distributed-optimizer, Megatron-LM's sharding "
                                                    "of the optimizer states (ZeRO-1)"));
    else
        cover.lose("parallel.zero",
                   MEMLEDGER_TRANSLATABLE("Export", "written as --use-distributed-optimizer, which shards the "
                                                    "optimizer states only; sharding gradients and weights as well "
                                                    "is Megatron-FSDP (--use-megatron-fsdp)"));
    cover.lose("parallel.fsdp",
               MEMLEDGER_TRANSLATABLE("Export", "Megatron-LM shards with its own FSDP (--use-megatron-fsdp "
                                                "--data-parallel-sharding-strategy), not PyTorch's"));
    writeStageLayers(s, cover, args);
}

void writeModel(const Scenario& s, FieldCoverage& cover, Arguments& args)
{
    const Architecture& a = s.arch;
    args.add("--num-layers", a.layers);
    args.add("--hidden-size", a.hidden);
    args.add("--ffn-hidden-size", a.ffn);
    args.add("--num-attention-heads", a.heads);
    if (a.kvHeads != a.heads) {
        args.add("--group-query-attention");
        args.add("--num-query-groups", a.kvHeads);
    }
    if (a.headDim > 0)
        args.add("--kv-channels", a.headDim);
    args.add("--seq-length", s.training.seq);
    args.add("--max-position-embeddings", a.maxPositions > 0 ? a.maxPositions : s.training.seq);
    if (a.mlp == MlpKind::SwiGlu)
        args.add("--swiglu");
    if (a.mlp == MlpKind::QuickGeGlu)
        args.add("--quick-geglu");
    if (a.attentionSinks)
        args.add("--softmax-type", "learnable");
    // Every n-th layer attends to all: a count of sliding layers Megatron's integer form can
    // give (L − ⌊L/n⌋ for some n) is written; another is said.
    if (a.slidingLayers > 0 && a.slidingWindow > 0) {
        args.add("--window-size", std::to_string(a.slidingWindow - 1) + ",0");
        int every = 0;
        for (int n = 2; n <= a.layers && every == 0; ++n)
            every = a.layers - a.layers / n == a.slidingLayers ? n : 0;
        if (every > 0)
            args.add("--window-attn-skip-freq", every);
        else if (a.slidingLayers != a.layers)
            cover.lose("architecture.sliding_layers",
                       MEMLEDGER_TRANSLATABLE("Export", "Megatron-LM gives the full-attention layers as every n-th; "
                                                        "this count of sliding layers is not one of those, so every "
                                                        "layer is written as sliding"));
    }
    if (!a.tiedEmbeddings)
        args.add("--untie-embeddings-and-output-weights");
    args.add("--normalization", a.norm == NormKind::RmsNorm ? "RMSNorm" : "LayerNorm");
    args.add("--position-embedding-type", a.position == PositionKind::Rope ? "rope" : "learned_absolute");
    if (!a.bias)
        args.add("--disable-bias-linear");
    if (a.qkvBias && !a.bias)
        args.add("--add-qkv-bias");
    if (a.qkNorm)
        args.add("--qk-layernorm");
    // Megatron-LM's dropouts default to 0.1: always said.
    args.add("--attention-dropout", decimal(a.dropout));
    args.add("--hidden-dropout", decimal(a.dropout));
    cover.lose("architecture.name",
               MEMLEDGER_TRANSLATABLE("Export", "Megatron-LM's arguments do not name the model; the first comment "
                                                "line does"));
    cover.carry({"architecture.block", "architecture.layers", "architecture.hidden",
                 "architecture.heads", "architecture.kv_heads", "architecture.head_dim", "architecture.ffn",
                 "architecture.mlp", "architecture.norm", "architecture.tied_embeddings", "architecture.bias",
                 "architecture.qkv_bias", "architecture.qk_norm", "architecture.position",
                 "architecture.max_positions", "architecture.dropout", "training.seq", "architecture.attention_sinks",
                 "architecture.sliding_window", "architecture.sliding_layers"});
    cover.lose("architecture.vocab",
               MEMLEDGER_TRANSLATABLE("Export", "Megatron-LM takes the vocabulary from the tokenizer "
                                                "(--tokenizer-type, --tokenizer-model; with NullTokenizer, "
                                                "--vocab-size %1)"),
               {{std::to_string(a.vocab)}});
    cover.lose("architecture.layer_norms",
               MEMLEDGER_TRANSLATABLE("Export", "Megatron-LM's layers have exactly two norms, before attention and "
                                                "before the MLP"));
    if (a.mla.enabled()) {
        args.add("--multi-latent-attention");
        if (a.mla.qLoraRank > 0)
            args.add("--q-lora-rank", a.mla.qLoraRank);
        args.add("--kv-lora-rank", a.mla.kvLoraRank);
        args.add("--qk-head-dim", a.mla.qkNopeHeadDim);
        args.add("--qk-pos-emb-head-dim", a.mla.qkRopeHeadDim);
        args.add("--v-head-dim", a.mla.vHeadDim);
        cover.carry({"architecture.mla.q_lora_rank", "architecture.mla.kv_lora_rank", "architecture.mla.qk_nope_head_dim",
                     "architecture.mla.qk_rope_head_dim", "architecture.mla.v_head_dim"});
    }
    if (a.mtpLayers > 0)
        args.add("--mtp-num-layers", a.mtpLayers);
    cover.carry({"architecture.mtp_layers"});
    if (!a.moe.isMoe())
        return;
    args.add("--num-experts", a.moe.experts);
    args.add("--moe-router-topk", a.moe.topK);
    args.add("--moe-ffn-hidden-size", a.moe.expertFfn);
    if (a.moe.sharedExperts > 0)
        args.add("--moe-shared-expert-intermediate-size", a.moe.sharedExperts * a.moe.expertFfn);
    // 0 marks a dense layer, 1 an MoE layer: leading dense layers as a pattern, interleaved
    // ones as the whole list, or as Megatron's own integer when it puts experts on the first
    // of every N.
    if (a.moe.layerStep > 1 && a.moe.firstInStep && a.moe.denseLayers == 0) {
        args.add("--moe-layer-freq", a.moe.layerStep);
    } else if (a.moe.layerStep > 1) {
        std::string pattern;
        for (int layer = 0; layer < a.layers; ++layer)
            pattern += std::string(layer == 0 ? "" : ",") + (a.moe.hasExperts(layer) ? "1" : "0");
        args.add("--moe-layer-freq", "\"[" + pattern + "]\"");
    } else if (a.moe.denseLayers > 0) {
        args.add("--moe-layer-freq", "\"([0]*" + std::to_string(a.moe.denseLayers) + "+[1]*" +
                                         std::to_string(a.layers - a.moe.denseLayers) + ")\"");
    }
    cover.carry({"architecture.moe.experts", "architecture.moe.top_k", "architecture.moe.shared_experts",
                 "architecture.moe.expert_ffn", "architecture.moe.dense_layers", "architecture.moe.layer_step",
                 "architecture.moe.first_in_step"});
}

void writeTraining(const Scenario& s, FieldCoverage& cover, Arguments& args)
{
    args.add("--micro-batch-size", s.training.microBatch);
    // The accumulation steps are what is left: global ÷ (micro-batch × DP).
    args.add("--global-batch-size", s.globalBatch());
    cover.carry({"training.micro_batch", "training.grad_accum", "training.global_batch", "training.precision"});
    switch (s.training.precision) {
    case Precision::Fp32: break;
    case Precision::Bf16Mixed: args.add("--bf16"); break;
    case Precision::Fp16Mixed: args.add("--fp16"); break;
    case Precision::Bf16Amp:
        args.add("--bf16");
        cover.lose("training.precision",
                   MEMLEDGER_TRANSLATABLE("Export", "written as --bf16: Megatron-LM keeps bf16 weights with fp32 "
                                                    "master copies; fp32 weights under autocast is not one of its "
                                                    "modes"));
        break;
    case Precision::Bf16Pure:
        args.add("--bf16");
        cover.lose("training.precision",
                   MEMLEDGER_TRANSLATABLE("Export", "written as --bf16, which keeps fp32 master weights; "
                                                    "--use-precision-aware-optimizer --exp-avg-dtype bf16 "
                                                    "--exp-avg-sq-dtype bf16 keeps the Adam moments in bf16"));
        break;
    }
    // Megatron-LM's adam applies decoupled weight decay: AdamW.
    switch (s.training.optimizer) {
    case Optimizer::AdamW: args.add("--optimizer", "adam"); break;
    case Optimizer::Lion: args.add("--optimizer", "lion"); break;
    case Optimizer::Muon: args.add("--optimizer", "muon"); break;  // AdamW for the rest: --muon-scalar-optimizer adam
    case Optimizer::Soap: args.add("--optimizer", "soap"); break;
    case Optimizer::SgdMomentum: args.add("--optimizer", "sgd"); break;  // --sgd-momentum defaults to 0.9
    case Optimizer::Sgd:
        args.add("--optimizer", "sgd");
        args.add("--sgd-momentum", "0");
        break;
    case Optimizer::AdamW8bit:
    case Optimizer::AdamW4bit:
    case Optimizer::Adafactor:
    case Optimizer::GaLore:
    case Optimizer::Apollo:
    case Optimizer::AdamMini:
    case Optimizer::Shampoo:
    case Optimizer::None:
        cover.lose("training.optimizer",
                   MEMLEDGER_TRANSLATABLE("Export", "not among Megatron-LM's optimizers (adam, sgd, lion, muon, "
                                                    "soap)"));
        return;
    }
    cover.carry({"training.optimizer"});
    if (!s.training.precisionAwareOptimizer && s.training.mainGradsDtype == StateDtype::Bf16)
        args.add("--grad-reduce-in-bf16");
    if (s.training.precisionAwareOptimizer) {
        args.add("--use-precision-aware-optimizer");
        args.add("--main-params-dtype", toString(s.training.mainParamsDtype));
        args.add("--main-grads-dtype", toString(s.training.mainGradsDtype));
        args.add("--exp-avg-dtype", toString(s.training.expAvgDtype));
        args.add("--exp-avg-sq-dtype", toString(s.training.expAvgSqDtype));
    }
    cover.carry({"training.precision_aware_optimizer", "training.main_params_dtype", "training.main_grads_dtype",
                 "training.exp_avg_dtype", "training.exp_avg_sq_dtype"});
    // Transformer Engine's recipes: FP8 ones through --fp8-format (e4m3 for the block-scaled
    // recipes, which assert it; hybrid, E5M2 gradients, for the per-tensor ones), NVFP4 through
    // --fp4-format.
    switch (s.training.fp8Recipe) {
    case Fp8Recipe::Off: break;
    case Fp8Recipe::Nvfp4: args.add("--fp4-format", "e2m1"); break;
    case Fp8Recipe::Delayed:
    case Fp8Recipe::Tensorwise:
        args.add("--fp8-format", "hybrid");
        args.add("--fp8-recipe", toString(s.training.fp8Recipe));
        break;
    case Fp8Recipe::Blockwise:
    case Fp8Recipe::Mxfp8:
        args.add("--fp8-format", "e4m3");
        args.add("--fp8-recipe", toString(s.training.fp8Recipe));
        break;
    }
    if (s.training.fp8Params && s.training.fp8Recipe != Fp8Recipe::Off) {
        args.add(s.training.fp8Recipe == Fp8Recipe::Nvfp4 ? "--fp4-param-gather" : "--fp8-param-gather");
        if (s.training.fp8Recipe == Fp8Recipe::Mxfp8 && s.parallel.fsdp == FsdpMode::None)
            args.add("--reuse-grad-buf-for-mxfp8-param-ag");
    }
    cover.carry({"training.fp8_recipe", "training.fp8_params"});
    // Megatron-LM's Adam is fused (TransformerEngine or Apex FusedAdam) and its loss is the
    // vocab-parallel cross-entropy.
    if (s.training.optimizerKernel == OptimizerKernel::Fused)
        cover.carry({"training.optimizer_kernel"});
    if (s.training.loss == Loss::Fused)
        cover.carry({"training.loss"});
}

void writeMemory(const Scenario& s, FieldCoverage& cover, Arguments& args)
{
    const MemoryOptions& m = s.memory;
    switch (m.recompute) {
    case Recompute::None: break;
    case Recompute::Selective: {
        args.add("--recompute-granularity", "selective");
        const std::string modules = recomputeModulesText(recomputedModules(m.recomputeModules));
        if (modules != "core_attn")
            args.add("--recompute-modules", modules.empty() ? std::string("\"\"") : modules);
        break;
    }
    case Recompute::Op:
        args.add("--recompute-granularity", "selective");
        cover.lose("memory.recompute",
                   MEMLEDGER_TRANSLATABLE("Export", "Megatron-LM has no per-op policy: written as selective, which "
                                                    "recomputes the attention core and keeps the matmul outputs"));
        break;
    case Recompute::Full:
        args.add("--recompute-granularity", "full");
        args.add("--recompute-method", "uniform");
        args.add("--recompute-num-layers", 1);
        break;
    case Recompute::Uniform:
    case Recompute::Block:
        args.add("--recompute-granularity", "full");
        args.add("--recompute-method", m.recompute == Recompute::Uniform ? "uniform" : "block");
        args.add("--recompute-num-layers", m.recomputeLayers);
        break;
    }
    args.add("--attention-backend", m.attention == Attention::Flash ? "flash" : "unfused");
    if (m.transformerImpl == TransformerImpl::Local)
        args.add("--transformer-impl", "local");
    cover.carry({"memory.recompute", "memory.recompute_layers", "memory.recompute_modules", "memory.attention",
                 "memory.transformer_impl"});
    if (m.kernels == Kernels::Fused)
        cover.carry({"memory.kernels"});
    else
        cover.lose("memory.kernels",
                   MEMLEDGER_TRANSLATABLE("Export", "Megatron-LM fuses by default; --no-bias-swiglu-fusion, "
                                                    "--no-bias-dropout-fusion, --no-masked-softmax-fusion and "
                                                    "--no-rope-fusion turn its fusions off one by one"));
    if (m.offload.optimizer == OffloadTarget::Cpu) {
        args.add("--optimizer-cpu-offload");
        args.add("--optimizer-offload-fraction", "1.0");
        cover.carry({"memory.offload.optimizer"});
    } else {
        cover.lose("memory.offload.optimizer",
                   MEMLEDGER_TRANSLATABLE("Export", "Megatron-LM offloads the optimizer to CPU memory only "
                                                    "(--optimizer-cpu-offload)"));
    }
    cover.lose("memory.offload.gradients", MEMLEDGER_TRANSLATABLE("Export", "Megatron-LM does not offload gradients"));
    cover.lose("memory.offload.parameters",
               MEMLEDGER_TRANSLATABLE("Export", "Megatron-LM does not offload parameters"));
    cover.lose("memory.offload.activations",
               MEMLEDGER_TRANSLATABLE("Export", "Megatron-LM's --fine-grained-activation-offloading moves chosen "
                                                "modules' activations, not the whole layer's; set it by hand"));
    cover.loseAll("memory.lora.",
                  MEMLEDGER_TRANSLATABLE("Export", "Megatron-LM has no LoRA (NeMo and Megatron-Bridge add it)"));
}

}  // namespace

ConfigExport megatron(const Scenario& s, const NamedModel&)
{
    FieldCoverage cover(s, "Megatron-LM");
    Arguments args;
    writeParallelism(s, cover, args);
    writeModel(s, cover, args);
    writeTraining(s, cover, args);
    writeMemory(s, cover, args);
    cover.lose("training.compile",
               MEMLEDGER_TRANSLATABLE("Export", "Megatron-LM fuses its loss with its own kernel "
                                                "(--cross-entropy-loss-fusion), not with torch.compile"));
    coverFramework(cover, Framework::Megatron);
    ConfigExport out = cover.finish({});
    // The launcher's world size is what Megatron divides by TP × PP × CP into the data-parallel
    // degree, and with it the global batch into accumulation steps: it is part of the layout.
    out.text = "# Megatron-LM launch (pretrain_gpt.py) for " + titleOf(s) + " on " + worldText(s) + ".\n" +
               "# One process per GPU; add the tokenizer's and the data's arguments.\n" + lostComments(out.lost) +
               "torchrun " + launchText(s) + " pretrain_gpt.py \\\n" + args.text();
    return out;
}

}  // namespace memledger::model::exports
