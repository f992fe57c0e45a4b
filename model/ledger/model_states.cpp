// Weights, gradients and optimizer states of one rank (docs/model.md#model-states):
// each copy of the parameters is its own term, because the ZeRO paper, Megatron-LM
// and DeepSpeed disagree on exactly which copies exist (16 vs 18 vs 20 B/param) and
// each framework keeps a different set.
#include "model/ledger/model_states.h"

#include <algorithm>

#include "model/core/adam_mini_blocks.h"
#include "model/core/low_rank_states.h"
#include "model/core/muon_matrices.h"
#include "model/core/shampoo_blocks.h"
#include "model/core/sources.h"
#include "model/core/te_quantization.h"
#include "model/core/translatable.h"
#include "model/ledger/logprob_terms.h"

namespace memledger::model::detail {

namespace {

// Two states of `codeBytes` a element, each with one fp32 scale a block: uint8 codes with
// an absmax per 256 elements (bitsandbytes optim/optimizer.py Optimizer8bit.init_state;
// torchao optim/subclass_8bit.py), or two 4-bit codes a byte with a scale per 128 (torchao
// optim/subclass_4bit.py OptimState4bit.zeros; adam.py AdamW4bit's block_size).
double lowBitStateBytes(const Scenario& scenario, double codeBytes, int defaultBlock)
{
    const int block = scenario.training.optimizerBlockSize > 0 ? scenario.training.optimizerBlockSize : defaultBlock;
    return 2 * (codeBytes + 4.0 / block);
}

bool mixed(const Scenario& scenario)
{
    const auto p = scenario.training.precision;
    return p == Precision::Bf16Mixed || p == Precision::Fp16Mixed;
}


struct StateSpec {
    const char* id;
    const char* label;
    Category category;
    double bytesPerParam;
    int shardFromStage;
    bool trainableOnly;
    const char* source;
    const char* note;
    unsigned liveAt = kLiveAlways;
};

Term stateTerm(const EstimateContext& context, const StageShape& shape, const StateSpec& spec)
{
    const bool sharded = context.shardStage >= spec.shardFromStage;
    const double n = sharded ? context.shardDegree : 1.0;
    const double nExp = sharded ? context.expertShardDegree : 1.0;
    const bool lora = context.scenario.memory.lora.enabled();
    const double params = spec.trainableOnly && lora ? shape.trainable : shape.nonExpertParams;
    const double experts = spec.trainableOnly && lora ? 0.0 : shape.expertParams;
    const double bytes = params * spec.bytesPerParam / n + experts * spec.bytesPerParam / nExp;
    const char* formula = experts > 0 ? "Ψ_rank·k/N + Ψ_exp·k/N_exp" : "Ψ_rank·k/N";
    Term term = makeTerm(spec.id, spec.label, spec.category, Provenance::Exact, bytes, formula, spec.source, spec.note,
                         spec.liveAt);
    term.with("Ψ_rank", params).with("k", spec.bytesPerParam).with("N", n);
    if (experts > 0)
        term.with("Ψ_exp", experts).with("N_exp", nExp);
    return term;
}

OffloadTarget optimizerTarget(const Scenario& scenario) { return scenario.memory.offload.optimizer; }

// ZeRO-Offload keeps the fp32 gradients with the CPU optimizer; DeepSpeed also
// streams the 16-bit gradients out (its estimator leaves only 2Ψ on the GPU).
OffloadTarget gradientTarget(const EstimateContext& context, bool fp32Buffer)
{
    const auto& offload = context.scenario.memory.offload;
    if (offload.gradients != OffloadTarget::None)
        return offload.gradients;
    if (fp32Buffer || context.scenario.framework == Framework::DeepSpeed)
        return offload.optimizer;
    return OffloadTarget::None;
}

// Quantized primary weights (Megatron's --fp8-param-gather): the blocks' linears are stored
// as Transformer Engine keeps them, both usages where whole, the row-wise data of a shard
// (the column-wise copy is made after the all-gather); the rest stays 16-bit.
Term quantizedWeightsTerm(const EstimateContext& context, const StageShape& shape)
{
    const auto& scenario = context.scenario;
    const bool sharded = context.shardStage >= 3;
    const double n = sharded ? context.shardDegree : 1.0;
    const double nExp = sharded ? context.expertShardDegree : 1.0;
    const auto recipe = scenario.training.fp8Recipe;
    const double wq = sharded ? quantizedActivationBytes(recipe)
                              : quantizedWeightBytes(recipe, scenario.hardware.computeCapability);
    const double experts = std::min(shape.expertParams, shape.quantizable);
    const double linears = shape.quantizable - experts;
    const double rest = shape.nonExpertParams - linears;
    const double restBytes = storedWeightBytes(context);
    Term term = makeTerm("weights", MEMLEDGER_TRANSLATABLE("Term", "Weights (block linears quantized)"),
        Category::Weights, Provenance::Exact, (linears * wq + rest * restBytes) / n + experts * wq / nExp,
        "(Ψ_q·w_q + Ψ_rest·k)/N + Ψ_exp·w_q/N_exp", sources::kTeFp8Params,
        MEMLEDGER_TRANSLATABLE("Term",
            "The blocks' linear weights are stored quantized, as the forward and backward GEMMs read them "
            "(with the transpose FP8 keeps before Blackwell); embeddings, norms and the output layer stay 16-bit. "
            "No separate quantized copy is cached."));
    term.with("Ψ_q", linears).with("w_q", wq).with("Ψ_rest", rest).with("k", restBytes).with("N", n);
    term.with("Ψ_exp", experts).with("N_exp", nExp);
    return term;
}

// Without quantized primary weights every linear keeps a quantized copy of its 16-bit
// weight from its first forward on, re-quantized on each step's first micro-batch. FSDP2
// quantizes the gathered weight per use instead (the running linear's casts).
void addWeightCache(const EstimateContext& context, const StageShape& shape, StageSink& sink)
{
    const auto& scenario = context.scenario;
    const auto& training = scenario.training;
    if (training.fp8Recipe == Fp8Recipe::Off || training.fp8Params || context.shardStage >= 3)
        return;
    const double wq = quantizedWeightBytes(training.fp8Recipe, scenario.hardware.computeCapability);
    Term term = makeTerm("te_weight_cache", MEMLEDGER_TRANSLATABLE("Term", "Quantized weight copies (Transformer Engine)"),
        Category::Weights, Provenance::Exact, shape.quantizable * wq, "Ψ_q·w_q", sources::kTeWeightCache,
        MEMLEDGER_TRANSLATABLE("Term",
            "Each block linear caches its weight quantized for the recipe, for forward and for the data "
            "gradient, and keeps it between steps. Quantized primary weights (--fp8-param-gather) store "
            "the weights so instead."));
    term.with("Ψ_q", shape.quantizable).with("w_q", wq);
    sink.gpu.terms.push_back(term);
}

void addWeights(const EstimateContext& context, const StageShape& shape, StageSink& sink)
{
    const auto& scenario = context.scenario;
    const auto& lora = scenario.memory.lora;
    const OffloadTarget target = scenario.memory.offload.parameters;
    const double wBytes = storedWeightBytes(context);
    addWeightCache(context, shape, sink);
    if (scenario.training.fp8Params && !lora.enabled()) {
        sink.place(context, quantizedWeightsTerm(context, shape), target);
        return;
    }
    if (!lora.qlora) {
        sink.place(context,
            stateTerm(context, shape,
                { "weights",
                    lora.enabled() ? MEMLEDGER_TRANSLATABLE("Term", "Frozen base weights")
                                   : MEMLEDGER_TRANSLATABLE("Term", "Weights"),
                    Category::Weights, wBytes, 3, false, sources::kZero,
                    wBytes == 4
                        ? MEMLEDGER_TRANSLATABLE("Term", "Stored in fp32: the framework casts to 16 bits for compute.")
                        : MEMLEDGER_TRANSLATABLE("Term", "16-bit copy used by forward and backward.") }),
            target);
    } else {
        const double nf4 = nf4BytesPerParam(lora);
        const double rest = shape.nonExpertParams + shape.expertParams - shape.quantizable;
        const double n = context.shardStage >= 3 ? context.shardDegree : 1.0;
        Term term = makeTerm("weights", MEMLEDGER_TRANSLATABLE("Term", "Frozen base weights (NF4 linears, bf16 rest)"),
            Category::Weights, Provenance::Exact, (shape.quantizable * nf4 + rest * 2) / n, "(Ψ_q·k_nf4 + Ψ_rest·2)/N",
            sources::kQlora,
            MEMLEDGER_TRANSLATABLE("Term",
                "Block linears in 4-bit NormalFloat with quantisation constants; embeddings, norms and "
                "the LM head stay in bf16 (bitsandbytes default)."));
        term.with("Ψ_q", shape.quantizable).with("k_nf4", nf4).with("Ψ_rest", rest).with("N", n);
        sink.place(context, term, target);
    }
    if (lora.enabled())
        sink.place(context,
            stateTerm(context, shape,
                { "lora_adapters", MEMLEDGER_TRANSLATABLE("Term", "LoRA adapters"), Category::Weights, 4, 3, true,
                    sources::kLora, MEMLEDGER_TRANSLATABLE("Term", "Adapters train in fp32.") }),
            target);
}

// When the gradients exist. A persistent buffer, accumulation over micro-batches or
// zero_grad(set_to_none=False) keeps them through the whole step. Otherwise they appear
// layer by layer as backward frees the same layers' activations, and all of them exist
// only from the end of backward to the optimizer step: counting them whole at the start
// of backward would add bytes that are not there yet.
unsigned gradientLifetime(const EstimateContext& context)
{
    const auto& training = context.scenario.training;
    // Only a buffer that is never freed outlives the step into an RL job's rollout:
    // accumulated gradients are set to None after the optimizer step like any others.
    const bool kept = persistentGradients(context.scenario) || !training.gradsSetToNone;
    if (kept)
        return kLiveAlways | betweenStepInstants(context.scenario);
    if (context.scenario.gradAccumSteps() > 1)
        return kLiveAlways;
    // Allocated as backward produces them: all exist from the end of backward on.
    return kLiveBackwardEnd | kLiveOptimizer;
}

// Optimizer in backward: each parameter is stepped, and its gradient freed, as soon as
// backward has produced it, so at most the largest parameter's gradient exists at once.
void addGradientInFlight(const EstimateContext& context, StageSink& sink)
{
    const auto& scenario = context.scenario;
    const bool lora = scenario.memory.lora.enabled();
    const double width = lora ? 4 : (scenario.training.precision == Precision::Bf16Pure ? 2 : storedWeightBytes(context));
    const double largest = lora ? 0.0 : context.params.largestModule / scenario.parallel.tp;
    Term term
        = makeTerm("gradient_in_flight", MEMLEDGER_TRANSLATABLE("Term", "Gradient of the parameter being stepped"),
            Category::Gradients, Provenance::Estimated, width * largest, "k·LL", sources::kOptimizerInBackward,
            MEMLEDGER_TRANSLATABLE("Term",
                "The optimizer steps each parameter in its post-accumulate-grad hook and frees its "
                "gradient at once: no full set of gradients ever exists. None exists yet while the loss's "
                "backward runs."),
            kLiveLayersBackward);
    term.with("k", width).with("LL", largest);
    sink.gpu.terms.push_back(term);
}

void addGradients(const EstimateContext& context, const StageShape& shape, StageSink& sink)
{
    const auto& scenario = context.scenario;
    const auto& profile = context.profile;
    if (scenario.training.optimizerInBackward) {
        addGradientInFlight(context, sink);
        return;
    }
    const unsigned live = gradientLifetime(context);
    const bool lora = scenario.memory.lora.enabled();
    const double wBytes = storedWeightBytes(context);
    if (lora || !mixed(scenario) || wBytes == 4) {
        const double bytes = lora ? 4 : (scenario.training.precision == Precision::Bf16Pure ? 2 : wBytes);
        sink.place(context,
            stateTerm(context, shape,
                { "gradients", MEMLEDGER_TRANSLATABLE("Term", "Gradients"), Category::Gradients, bytes, 2, true,
                    residentThroughStep(live) ? sources::kZero : sources::kGradientLifetime,
                    residentThroughStep(live)
                        ? MEMLEDGER_TRANSLATABLE("Term",
                            "One gradient per trainable parameter, in the parameters' dtype, kept through "
                            "the step (a persistent buffer, accumulation, or zero_grad(set_to_none=False)).")
                        : MEMLEDGER_TRANSLATABLE("Term",
                            "One gradient per trainable parameter, in the parameters' dtype. They appear "
                            "layer by layer while backward frees those layers' activations, so they are "
                            "counted whole only from the end of backward to the optimizer step."),
                    live }),
            gradientTarget(context, false));
        return;
    }
    // DeepSpeed ZeRO-3 reduce-scatters straight into the fp32 partition: no persistent
    // 16-bit gradients (estimate_zero3: 18 = 2 fp16 params + 16 fp32 param, grad, m, v).
    const bool deepSpeedStage3 = scenario.framework == Framework::DeepSpeed && context.shardStage >= 3;
    if (profile.keep16BitGrads && !deepSpeedStage3)
        sink.place(context,
            stateTerm(context, shape,
                { "gradients_16bit", MEMLEDGER_TRANSLATABLE("Term", "16-bit gradients"), Category::Gradients, 2, 2,
                    true, sources::kZero, MEMLEDGER_TRANSLATABLE("Term", "The .grad of each 16-bit parameter."),
                    live }),
            gradientTarget(context, false));
    // Megatron's main gradients in bf16: --main-grads-dtype bf16 under the precision-aware
    // optimizer, or --grad-reduce-in-bf16 (both turn accumulate_allreduce_grads_in_fp32 off,
    // and the buffer takes the parameters' dtype; validation allows nothing else).
    const bool bf16Main = scenario.training.mainGradsDtype == StateDtype::Bf16;
    if (profile.fp32GradBuffer && bf16Main)
        sink.place(context,
            stateTerm(context, shape,
                { "gradients_main_bf16", MEMLEDGER_TRANSLATABLE("Term", "bf16 main-gradient buffer"), Category::Gradients,
                    2, profile.fp32GradShardStage, true, sources::kPrecisionAwareOptimizer,
                    MEMLEDGER_TRANSLATABLE("Term",
                        "Megatron's main_grad buffer in bf16 (--main-grads-dtype bf16, --grad-reduce-in-bf16): the "
                        "micro-batches' gradients accumulate and are reduced in bf16, half the fp32 buffer."),
                    live }),
            gradientTarget(context, true));
    else if (profile.fp32GradBuffer)
        sink.place(context,
            stateTerm(context, shape,
                { "gradients_fp32", MEMLEDGER_TRANSLATABLE("Term", "fp32 gradient buffer"), Category::Gradients, 4,
                    profile.fp32GradShardStage, true,
                    scenario.framework == Framework::Megatron ? sources::kMegatronGrads : sources::kOffload,
                    MEMLEDGER_TRANSLATABLE("Term",
                        "Gradients accumulated and reduced in fp32 (Megatron main_grad; DeepSpeed's fp32 "
                        "gradient partition). The ZeRO paper's 16Ψ leaves it out; Megatron's 18Ψ and "
                        "DeepSpeed's 20Ψ include it."),
                    live }),
            gradientTarget(context, true));
}

double momentBytesPerParam(const EstimateContext& context)
{
    const auto& scenario = context.scenario;
    const double width = parameterStateBytes(scenario);
    switch (scenario.training.optimizer) {
    case Optimizer::AdamW:
        if (scenario.training.precisionAwareOptimizer)
            return stateDtypeBytes(scenario.training.expAvgDtype) + stateDtypeBytes(scenario.training.expAvgSqDtype);
        return 2 * width;
    case Optimizer::AdamW8bit: return lowBitStateBytes(scenario, 1.0, 256);
    case Optimizer::AdamW4bit: return lowBitStateBytes(scenario, 0.5, 128);
    case Optimizer::SgdMomentum:
    case Optimizer::Lion:
    case Optimizer::Muon: return width;  // Muon's momentum; its AdamW part is a term of its own
    case Optimizer::Soap: return 8;      // fp32 m and v in the eigenbasis; the factors are SOAP's own term
    case Optimizer::GaLore:
    case Optimizer::Apollo: return 2 * width;  // Adam's m and v of what is not projected, in the gradients' dtype
    case Optimizer::AdamMini: return width;    // m; the second moments, one per block, are a term of their own
    case Optimizer::Shampoo: return width;     // the filtered gradient; the factors are Shampoo's own term
    case Optimizer::Adafactor: {
        const auto& p = context.params;
        const double factored = p.denseLayers * p.dense.factoredStates + p.moeLayers * p.moe.factoredStates;
        const double matrices = p.denseLayers * p.dense.linearWeights + p.moeLayers * p.moe.linearWeights;
        return matrices > 0 ? width * factored / matrices : 0;
    }
    case Optimizer::Sgd:
    case Optimizer::None: return 0;
    }
    return 0;
}

const char* momentSource(Optimizer optimizer)
{
    switch (optimizer) {
    case Optimizer::AdamW8bit: return sources::kEightBitAdam;
    case Optimizer::AdamW4bit: return sources::kFourBitAdam;
    case Optimizer::Adafactor: return sources::kAdafactor;
    case Optimizer::SgdMomentum: return sources::kSgdMomentum;
    case Optimizer::Lion: return sources::kLion;
    case Optimizer::Muon: return sources::kMuon;
    default: return sources::kZero;
    }
}

// The parameters a matrix optimizer leaves to AdamW, with its m and v of `width` bytes each:
// the embeddings, the output layer and every vector (LoRA's adapters are all matrices).
void addAuxAdamW(const EstimateContext& context, const StageShape& shape, StageSink& sink, double width,
                 const char* id, const char* source)
{
    const auto& scenario = context.scenario;
    const double scalars = scenario.memory.lora.enabled() ? 0.0 : shape.scalarParams;
    if (scalars <= 0)
        return;
    StageShape rest = shape;
    rest.nonExpertParams = scalars;
    rest.expertParams = 0;
    Term aux = stateTerm(context, rest,
        { id, MEMLEDGER_TRANSLATABLE("Term", "AdamW moments (embeddings, head, norms, biases)"),
            Category::OptimizerStates, 2 * width, 1, true, source,
            MEMLEDGER_TRANSLATABLE("Term",
                "The matrix optimizer takes the hidden matrices only: the embeddings, the output layer and every "
                "vector go to AdamW, with its m and v.") });
    sink.place(context, aux, optimizerTarget(scenario));
}

// Muon keeps one momentum buffer per hidden matrix (the routed experts' included) and hands
// every other parameter to AdamW: two moments for the embeddings, the output layer, norms and
// biases (Megatron-LM emerging_optimizers.py _is_muon_excluded; KellerJordan's
// MuonWithAuxAdam). LoRA's adapters are all matrices.
void addMuonStates(const EstimateContext& context, const StageShape& shape, StageSink& sink, double momentum)
{
    const auto& scenario = context.scenario;
    const double scalars = scenario.memory.lora.enabled() ? 0.0 : shape.scalarParams;
    StageShape matrices = shape;
    matrices.nonExpertParams -= scalars;
    Term term = stateTerm(context, matrices,
        { "optimizer_moments", MEMLEDGER_TRANSLATABLE("Term", "Muon momentum (hidden matrices)"),
            Category::OptimizerStates, momentum, 1, true, sources::kMuon,
            MEMLEDGER_TRANSLATABLE("Term",
                "One momentum buffer the size of each hidden matrix (attention, MLP, experts, router), in the "
                "master weights' precision; Newton–Schulz orthogonalises it at the step.") });
    sink.place(context, term, optimizerTarget(scenario));
    addAuxAdamW(context, shape, sink, momentum, "muon_adamw_moments", sources::kMuon);
}

// SOAP keeps, for each hidden matrix as the rank holds it, Adam's two moments and the two
// Kronecker factors with their eigenbases, all fp32 whatever the parameters' dtype; every
// other parameter goes to AdamW (Megatron routes them as for Muon). Under the distributed
// optimizer whole matrices are spread over the data-parallel ranks (layer-wise), counted
// evenly.
void addSoapStates(const EstimateContext& context, const StageShape& shape, StageSink& sink)
{
    const auto& scenario = context.scenario;
    double dense = 0;
    double routed = 0;
    const auto addLayers = [&](bool moe, double layers) {
        for (const HiddenMatrix& matrix : localHiddenMatrices(scenario, moe))
            (matrix.routed ? routed : dense) += layers * matrix.count * soapStateBytes(matrix);
    };
    addLayers(false, shape.denseLayers);
    addLayers(true, shape.moeLayers);
    if (shape.mtpLayers > 0) {
        addLayers(shape.mtpMoe, shape.mtpLayers);
        const double h = static_cast<double>(scenario.arch.hidden);
        dense += shape.mtpLayers * soapStateBytes({h, 2 * h / std::max(1, scenario.parallel.tp)});
    }
    const bool sharded = context.shardStage >= 1;
    const double n = sharded ? context.shardDegree : 1.0;
    const double nExp = sharded ? context.expertShardDegree : 1.0;
    Term term = makeTerm("optimizer_moments", MEMLEDGER_TRANSLATABLE("Term", "SOAP states (hidden matrices)"),
        Category::OptimizerStates, Provenance::Exact, dense / n + routed / nExp, "S_mat/N + S_exp/N_exp", sources::kSoap,
        MEMLEDGER_TRANSLATABLE("Term",
            "For each m × n hidden matrix on the rank: Adam's m and v in the factors' eigenbasis (8·m·n), the "
            "Kronecker factors L and R with their eigenbases (8·(m² + n²)) and the eigenvalues, all fp32."));
    term.with("S_mat", dense).with("N", n).with("S_exp", routed).with("N_exp", nExp);
    sink.place(context, term, optimizerTarget(scenario));
    addAuxAdamW(context, shape, sink, 4, "soap_adamw_moments", sources::kSoap);
}

// GaLore and APOLLO keep, for each attention and MLP matrix (the Trainer's optim_target_modules
// "attn", "mlp": every nn.Linear of the blocks), Adam's moments of its gradient projected to
// the rank and the projector, in the gradients' dtype; the embeddings, the output layer and
// the norms are in the same optimizer without projection, with plain m and v. Validation keeps
// the states whole (no sharding, no TP) and the blocks dense.
void addLowRankStates(const EstimateContext& context, const StageShape& shape, StageSink& sink, double width)
{
    const auto& scenario = context.scenario;
    const auto optimizer = scenario.training.optimizer;
    const double rank = std::max(1, scenario.training.optimizerRank);
    double moments = 0;
    double projectors = 0;
    for (const HiddenMatrix& matrix : muonMatrices(scenario, false)) {
        const LowRankState state = lowRankState(matrix, optimizer, rank, width == 4);
        moments += matrix.count * state.moments;
        projectors += matrix.count * state.projector;
    }
    const double layers = shape.denseLayers;
    const bool galore = optimizer == Optimizer::GaLore;
    const char* source = galore ? sources::kGaLore : sources::kApollo;
    Term term = makeTerm("optimizer_moments",
        galore ? MEMLEDGER_TRANSLATABLE("Term", "GaLore moments (projected attention and MLP gradients)")
               : MEMLEDGER_TRANSLATABLE("Term", "APOLLO moments (projected attention and MLP gradients)"),
        Category::OptimizerStates, Provenance::Exact, layers * moments * width, "L·E_m·w_g", source,
        MEMLEDGER_TRANSLATABLE("Term",
            "Adam's m and v of each attention and MLP matrix's gradient projected to r rows on its shorter side: "
            "2·r·max(m, n) elements a matrix instead of 2·m·n, in the gradients' dtype."));
    term.with("L", layers).with("E_m", moments).with("w_g", width);
    sink.place(context, term, optimizerTarget(scenario));
    Term projector = makeTerm("optimizer_projectors",
        galore ? MEMLEDGER_TRANSLATABLE("Term", "GaLore projectors (SVD factors kept)")
               : MEMLEDGER_TRANSLATABLE("Term", "APOLLO projectors (random matrices)"),
        Category::OptimizerStates, Provenance::Exact, layers * projectors * width, "L·E_p·w_g", source,
        galore ? (width == 4
                      ? MEMLEDGER_TRANSLATABLE("Term",
                            "GaLore keeps Vh[:r] or U[:, :r] of each gradient's SVD. With fp32 gradients the slice is "
                            "a view that holds the whole min(m, n)² factor (measured: torch.linalg.svd on CPU), not "
                            "r·min(m, n): for a square matrix half as much as AdamW's two moments.")
                      : MEMLEDGER_TRANSLATABLE("Term",
                            "GaLore keeps Vh[:r] or U[:, :r] of each gradient's SVD, cast to the 16-bit gradients' "
                            "dtype: a copy of r·min(m, n) elements."))
               : MEMLEDGER_TRANSLATABLE("Term",
                     "APOLLO keeps one random r × min(m, n) matrix per projected matrix, regenerated from its seed "
                     "every update_proj_gap steps."));
    projector.with("L", layers).with("E_p", projectors).with("w_g", width);
    sink.place(context, projector, optimizerTarget(scenario));
    addAuxAdamW(context, shape, sink, width, "low_rank_adamw_moments", source);
}

// Adam-mini keeps Adam's first moment m for every parameter in its dtype, and one second
// moment per block: a head's share of q_proj and k_proj, a row of every other matrix, one per
// norm. The blocks are counted whole; sharded, each rank keeps its share of them.
void addAdamMiniStates(const EstimateContext& context, const StageShape& shape, StageSink& sink, double width)
{
    const auto& scenario = context.scenario;
    sink.place(context,
        stateTerm(context, shape,
            { "optimizer_moments", MEMLEDGER_TRANSLATABLE("Term", "Adam-mini first moments"),
                Category::OptimizerStates, width, 1, true, sources::kAdamMini,
                MEMLEDGER_TRANSLATABLE("Term",
                    "Adam's m for every parameter, in the parameters' dtype; the second moment is one value per "
                    "block (the next term), not per parameter: about half of AdamW's states.") }),
        optimizerTarget(scenario));
    const bool sharded = context.shardStage >= 1;
    const double n = sharded ? context.shardDegree : 1.0;
    const double blocks = shape.layers * adamMiniLayerBlocks(scenario.arch) +
                          adamMiniEndBlocks(scenario.arch, shape.first, shape.last);
    Term term = makeTerm("adam_mini_second_moments",
        MEMLEDGER_TRANSLATABLE("Term", "Adam-mini second moments (one per block)"), Category::OptimizerStates,
        Provenance::Exact, blocks * width / n, "n_v·w_g/N", sources::kAdamMini,
        MEMLEDGER_TRANSLATABLE("Term",
            "One value per block: per hidden²/heads elements of q_proj and k_proj (a head), per output row of the "
            "embedding, output layer, v_proj, o_proj and MLP weights, one per norm; a bias keeps a full v."));
    term.with("n_v", blocks).with("w_g", width).with("N", n);
    sink.place(context, term, optimizerTarget(scenario));
}

// Distributed Shampoo at its defaults keeps, for every parameter, the filtered gradient
// (betas[0] = 0.9) in the parameter's dtype, and for every block of it the fp32 Kronecker
// factors and their inverse roots, symmetric-packed (shampoo_blocks.h). Under FSDP each rank
// blocks and preconditions its own shard; unsharded, every rank keeps every block.
void addShampooStates(const EstimateContext& context, const StageShape& shape, StageSink& sink, double width)
{
    const auto& scenario = context.scenario;
    sink.place(context,
        stateTerm(context, shape,
            { "optimizer_moments", MEMLEDGER_TRANSLATABLE("Term", "Shampoo filtered gradients"),
                Category::OptimizerStates, width, 1, true, sources::kShampoo,
                MEMLEDGER_TRANSLATABLE("Term",
                    "The gradient's running average (betas[0] 0.9) for every parameter, in the parameters' dtype: "
                    "Shampoo's only state as large as the model.") }),
        optimizerTarget(scenario));
    const double n = context.shardStage >= 1 ? context.shardDegree : 1.0;
    const double side = shampooBlockSide(scenario.training);
    double layer = 0;
    for (const auto& tensor : shampooLayerTensors(scenario.arch, n))
        layer += shampooPreconditionerBytes(tensor, side);
    double ends = 0;
    for (const auto& tensor : shampooEndTensors(scenario.arch, shape.first, shape.last, n))
        ends += shampooPreconditionerBytes(tensor, side);
    Term term = makeTerm("shampoo_preconditioners",
        MEMLEDGER_TRANSLATABLE("Term", "Shampoo factors and inverse roots"), Category::OptimizerStates,
        Provenance::Exact, shape.layers * layer + ends, "L·P_layer + P_ends",
        sources::kShampoo,
        MEMLEDGER_TRANSLATABLE("Term",
            "Every parameter cut into blocks of at most b × b (a matrix of at most b elements, or a vector, is one "
            "vector): each block keeps its two fp32 factor matrices and their inverse roots, symmetric-packed, "
            "4·(b₁(b₁ + 1) + b₂(b₂ + 1)) bytes; a vector block of d keeps a full d × d factor, 4·d(d + 1). "
            "A norm's weight costs thousands of bytes per element. Sharded, each rank blocks its own shard."));
    term.with("L", shape.layers).with("P_layer", layer).with("P_ends", ends).with("b", side).with("N", n);
    sink.place(context, term, optimizerTarget(scenario));
}

// The copy the optimizer updates. Transformer Engine's FusedAdam under the precision-aware
// optimizer keeps it in fp16, or, for fp32 beside bf16 parameters, only the 16 low bits the
// bf16 parameter lacks (store_param_remainders, Megatron's default with TE >= 2.1).
StateSpec masterWeights(const Scenario& scenario)
{
    const auto& training = scenario.training;
    if (training.precisionAwareOptimizer && training.mainParamsDtype == StateDtype::Fp16)
        return { "master_weights", MEMLEDGER_TRANSLATABLE("Term", "fp16 master weights"), Category::OptimizerStates, 2,
            1, true, sources::kPrecisionAwareOptimizer,
            MEMLEDGER_TRANSLATABLE("Term",
                "The copy FusedAdam updates, in fp16 with one fp32 scale per tensor (--main-params-dtype fp16).") };
    // Megatron hands the master to Transformer Engine only without an FP8 recipe or under
    // delayed scaling (optimizer_config.py use_precision_aware_optimizer_no_fp8_or_ds_fp8; its
    // fp8_recipe is argparse's "delayed" under FP4 too); otherwise it keeps its own fp32 shard.
    const auto recipe = training.fp8Recipe;
    const bool teKeepsMaster = recipe == Fp8Recipe::Off || recipe == Fp8Recipe::Delayed ||
                               recipe == Fp8Recipe::Nvfp4 || scenario.memory.offload.optimizer != OffloadTarget::None;
    if (training.precisionAwareOptimizer && training.precision == Precision::Bf16Mixed && teKeepsMaster)
        return { "master_weights", MEMLEDGER_TRANSLATABLE("Term", "fp32 master weights (16-bit remainders)"),
            Category::OptimizerStates, 2, 1, true, sources::kPrecisionAwareOptimizer,
            MEMLEDGER_TRANSLATABLE("Term",
                "FusedAdam rebuilds each fp32 master weight from its bf16 parameter and the 16 bits the "
                "parameter lacks, which it keeps as int16 (store_param_remainders): 2 bytes instead of 4.") };
    return { "master_weights", MEMLEDGER_TRANSLATABLE("Term", "fp32 master weights"), Category::OptimizerStates, 4, 1,
        true, sources::kZero,
        MEMLEDGER_TRANSLATABLE("Term",
            "The fp32 copy the optimizer updates; counted with the optimizer states as in the "
            "ZeRO paper (K = 12 = 4 master + 8 Adam).") };
}

// Quantized primary weights in an fp32 job: the optimizer updates an fp32 master of each
// quantized linear (Megatron's optimizers keep a main parameter for every FP8 parameter);
// the parameters still fp32 are their own.
void addQuantizedLinearMasters(const EstimateContext& context, const StageShape& shape, StageSink& sink)
{
    StageShape linears = shape;
    linears.expertParams = std::min(shape.expertParams, shape.quantizable);
    linears.nonExpertParams = shape.quantizable - linears.expertParams;
    sink.place(context,
        stateTerm(context, linears,
            { "master_weights", MEMLEDGER_TRANSLATABLE("Term", "fp32 master weights of the quantized linears"),
                Category::OptimizerStates, 4, 1, true, sources::kTeFp8Params,
                MEMLEDGER_TRANSLATABLE("Term",
                    "Stored quantized, the blocks' linears need the fp32 copy the optimizer updates; the "
                    "parameters still in fp32 are updated in place.") }),
        optimizerTarget(context.scenario));
}

void addOptimizerStates(const EstimateContext& context, const StageShape& shape, StageSink& sink)
{
    const auto& scenario = context.scenario;
    if (scenario.training.optimizer == Optimizer::None)
        return;
    if (mixed(scenario) && !context.profile.mixedKeepsFp32Params && !scenario.memory.lora.enabled())
        sink.place(context, stateTerm(context, shape, masterWeights(scenario)), optimizerTarget(scenario));
    else if (scenario.training.fp8Params && !mixed(scenario))
        addQuantizedLinearMasters(context, shape, sink);
    const double moments = momentBytesPerParam(context);
    if (moments <= 0)
        return;
    if (scenario.training.optimizer == Optimizer::Muon) {
        addMuonStates(context, shape, sink, moments);
        return;
    }
    if (scenario.training.optimizer == Optimizer::Soap) {
        addSoapStates(context, shape, sink);
        return;
    }
    if (scenario.training.optimizer == Optimizer::GaLore || scenario.training.optimizer == Optimizer::Apollo) {
        addLowRankStates(context, shape, sink, moments / 2);
        return;
    }
    if (scenario.training.optimizer == Optimizer::AdamMini) {
        addAdamMiniStates(context, shape, sink, moments);
        return;
    }
    if (scenario.training.optimizer == Optimizer::Shampoo) {
        addShampooStates(context, shape, sink, moments);
        return;
    }
    Term term = stateTerm(context, shape,
        { "optimizer_moments", MEMLEDGER_TRANSLATABLE("Term", "Optimizer moments"), Category::OptimizerStates, moments,
            1, true, momentSource(scenario.training.optimizer),
            MEMLEDGER_TRANSLATABLE("Term",
                "AdamW: m and v; SGD momentum and Lion: one buffer; 8-bit AdamW: two int8 states "
                "and block absmax; Adafactor: factored row and column statistics. Adam at 4 B/param "
                "(16-bit m and v, no fp32 master) holds only for pure bf16 training; mixed precision "
                "keeps fp32 m, v and master weights (ZeRO paper §3.1: K = 12), so 70B with ZeRO-3 on "
                "8 GPUs needs ≈141 GB each, not the 50–70 GB sometimes quoted.") });
    if (scenario.training.precisionAwareOptimizer) {
        term.source = sources::kPrecisionAwareOptimizer;
        term.note = MEMLEDGER_TRANSLATABLE("Term",
            "Adam's m and v in the dtypes of --exp-avg-dtype and --exp-avg-sq-dtype (fp32 4, bf16 and fp16 2, "
            "fp8 1 byte, each low-precision state with one fp32 scale per tensor). The step computes in fp32: "
            "see the optimizer step's fp32 copies.");
    }
    if (scenario.training.pagedOptimizer) {
        term.outsideAllocator = true;
        term.source = sources::kPagedOptimizer;
        term.note = MEMLEDGER_TRANSLATABLE("Term",
            "Paged optimizer: the states live in CUDA managed memory, on the GPU until memory runs short, "
            "then paged to host RAM. PyTorch's allocated and reserved figures never include them.");
    }
    sink.place(context, term, optimizerTarget(scenario));
}

}  // namespace

double storedWeightBytes(const EstimateContext& context)
{
    const auto p = context.scenario.training.precision;
    if (p == Precision::Fp32 || p == Precision::Bf16Amp)
        return 4;
    if (mixed(context.scenario) && context.profile.mixedKeepsFp32Params)
        return 4;
    return 2;
}

// Bytes of one element of a state the precision-aware optimizer keeps (fp8: E4M3, whose one
// fp32 scale per tensor is negligible).
double stateDtypeBytes(StateDtype dtype)
{
    switch (dtype) {
    case StateDtype::Fp32: return 4;
    case StateDtype::Bf16:
    case StateDtype::Fp16: return 2;
    case StateDtype::Fp8: return 1;
    }
    return 4;
}

double parameterStateBytes(const Scenario& scenario)
{
    // bitsandbytes' 32-bit paged AdamW keeps fp32 states even for bf16 parameters.
    return scenario.training.precision == Precision::Bf16Pure && !scenario.training.pagedOptimizer ? 2 : 4;
}

double nf4BytesPerParam(const Lora& lora)
{
    return lora.doubleQuant ? (4.0 + 8.0 / 64 + 32.0 / (64 * 256)) / 8 : (4.0 + 32.0 / 64) / 8;
}

void addModelStates(const EstimateContext& context, const StageShape& shape, StageSink& sink)
{
    addWeights(context, shape, sink);
    if (context.scenario.training.optimizer == Optimizer::None)
        return;
    addGradients(context, shape, sink);
    addOptimizerStates(context, shape, sink);
}

}  // namespace memledger::model::detail
