// Temporaries that come and go within a step, and the fixed per-process
// overheads the allocator never sees (docs/model.md#temporaries, #fixed-overheads).
#include "model/ledger/overheads.h"

#include <algorithm>

#include "model/core/framework.h"
#include "model/core/muon_matrices.h"
#include "model/core/shampoo_blocks.h"
#include "model/core/sources.h"
#include "model/core/te_quantization.h"
#include "model/core/translatable.h"
#include "model/ledger/dispatch_buffers.h"
#include "model/ledger/model_states.h"

namespace memledger::model::detail {

namespace {

double gradientBytesOnRank(const StageLedger& gpu)
{
    double bytes = 0;
    for (const auto& term : gpu.terms)
        if (term.category == Category::Gradients)
            bytes += term.bytes;
    return bytes;
}

void addGatheredParameters(const EstimateContext& context, const StageShape& shape, StageSink& sink)
{
    const auto& scenario = context.scenario;
    const bool paramsSharded = context.shardStage >= 3 || scenario.memory.offload.parameters != OffloadTarget::None;
    if (!paramsSharded)
        return;
    const double t = scenario.parallel.tp;
    if (context.profile.gathered == GatheredParams::LargestModule) {
        const double ll = context.params.largestModule / t;
        Term params
            = makeTerm("gathered_params", MEMLEDGER_TRANSLATABLE("Term", "Gathered 16-bit parameters (largest module)"),
                Category::Temporaries, Provenance::Estimated, 2 * ll, "2·LL", sources::kDeepSpeedZero3,
                MEMLEDGER_TRANSLATABLE(
                    "Term", "ZeRO-3 all-gathers each module before use; the largest bounds the working set."),
                kLiveForward | kLiveWholeBackward);
        params.with("LL", ll);
        sink.gpu.terms.push_back(params);
        Term grads = makeTerm("gathered_grads",
            MEMLEDGER_TRANSLATABLE("Term", "Unsharded 16-bit gradients (largest module)"), Category::Temporaries,
            Provenance::Estimated, 2 * ll, "2·LL", sources::kDeepSpeedZero3,
            MEMLEDGER_TRANSLATABLE("Term", "Before reduce-scatter, a module's gradients exist whole."), kLiveWholeBackward);
        grads.with("LL", ll);
        sink.gpu.terms.push_back(grads);
        return;
    }
    const auto& p = context.params;
    const auto& lora = scenario.memory.lora;
    const auto& training = scenario.training;
    const double unit = p.largestUnit / t;
    // A unit is all-gathered in the dtype it is stored in: an NF4 base's linears stay 4-bit;
    // with the float8 all-gather the block linears' weights arrive as 1-byte float8.
    // Quantized primary weights (Transformer Engine) arrive quantized and get their second usage.
    const double linearWidth = lora.qlora            ? nf4BytesPerParam(lora)
                               : training.float8AllGather ? 1.0
                               : training.fp8Params ? quantizedWeightBytes(training.fp8Recipe, scenario.hardware.computeCapability)
                                                    : 2.0;
    if (!reshardsAfterForward(scenario)) {
        const double stageParams = shape.nonExpertParams + shape.expertParams;
        const double rest = stageParams - shape.quantizable;
        Term params = makeTerm("unsharded_params",
            MEMLEDGER_TRANSLATABLE("Term", "Unsharded parameters kept from forward to backward"), Category::Temporaries,
            Provenance::Estimated, shape.quantizable * linearWidth + rest * 2, "Ψ_q·w_q + Ψ_rest·2",
            sources::kReshardAfterForward,
            MEMLEDGER_TRANSLATABLE("Term",
                "Without resharding after forward every unit of the stage stays unsharded, in its "
                "compute dtype, from its forward until its backward; the fp32 shards the optimizer "
                "updates stay sharded."),
            kLiveForward | kLiveBackward);
        params.with("Ψ_q", shape.quantizable).with("w_q", linearWidth).with("Ψ_rest", rest);
        sink.gpu.terms.push_back(params);
    } else {
        const double linearShare = p.dense.total() > 0 ? p.dense.linearWeights / p.dense.total() : 0.0;
        const double width = 2 - linearShare * (2 - linearWidth);
        Term params = makeTerm("gathered_params",
            MEMLEDGER_TRANSLATABLE("Term", "Gathered parameters (current + prefetched unit)"), Category::Temporaries,
            Provenance::Estimated, 2 * width * unit, "2·U·w",
            training.float8AllGather ? sources::kFloat8AllGather : training.fp8Params ? sources::kTeFp8Params : sources::kFsdp,
            MEMLEDGER_TRANSLATABLE("Term",
                "One transformer layer unsharded for compute and the next one prefetched, in the "
                "dtype the parameters are stored in (NF4 linears under QLoRA; float8 linears with "
                "the float8 all-gather; quantized primary weights with both their usages)."),
            kLiveForward | kLiveWholeBackward);
        params.with("U", unit).with("w", width);
        sink.gpu.terms.push_back(params);
    }
    // Only trainable parameters have gradients to reduce (a LoRA unit's adapters), and only
    // a mixed-precision policy casts them to an fp32 reduce_dtype: pure bf16 (torchtune's
    // FSDP2 without mp_policy) reduces in bf16.
    const double trainable = lora.enabled() ? p.dense.loraAdapters / t : unit;
    const bool fp32Reduce = context.profile.framework == Framework::Fsdp &&
                            scenario.training.precision != Precision::Bf16Pure && !lora.enabled();
    const double reduceBytes = lora.enabled() ? 4 : fp32Reduce ? 2 + 4 : 2;
    Term grads = makeTerm("gathered_grads", MEMLEDGER_TRANSLATABLE("Term", "Unsharded gradient of one unit"),
        Category::Temporaries, Provenance::Estimated, reduceBytes * trainable, "U_g·k", sources::kFsdp,
        MEMLEDGER_TRANSLATABLE("Term",
            "A unit's full gradient before reduce-scatter (a mixed-precision FSDP also casts it "
            "to the fp32 reduce_dtype); under LoRA only the adapters have gradients. The loss's backward "
            "comes before any unit's."),
        kLiveLayersBackward);
    grads.with("U_g", trainable).with("k", reduceBytes);
    sink.gpu.terms.push_back(grads);
}

void addCommunicationBuffers(const EstimateContext& context, StageSink& sink)
{
    const auto& scenario = context.scenario;
    if (scenario.parallel.dp <= 1)
        return;
    if (context.profile.ddpBucketCopy && context.shardStage == 0) {
        const double grads = gradientBytesOnRank(sink.gpu);
        Term copy = makeTerm("ddp_buckets",
            MEMLEDGER_TRANSLATABLE("Term", "DDP gradient buckets (a second copy of the gradients)"),
            Category::Temporaries, Provenance::Estimated, grads, "G_rank", sources::kDdpBuckets,
            MEMLEDGER_TRANSLATABLE(
                "Term", "Set gradient_as_bucket_view=True to make gradients views into the buckets."),
            kLiveWholeBackward | kLiveOptimizer);
        copy.with("G_rank", grads);
        sink.gpu.terms.push_back(copy);
    }
    if (scenario.framework == Framework::DeepSpeed && (context.shardStage == 1 || context.shardStage == 2)) {
        Term bucket = makeTerm("reduce_bucket", MEMLEDGER_TRANSLATABLE("Term", "ZeRO reduce bucket"),
            Category::Temporaries, Provenance::Estimated, 5e8 * 2, "n_bucket·2", sources::kDeepSpeedBuckets,
            MEMLEDGER_TRANSLATABLE("Term", "Lower reduce_bucket_size in the DeepSpeed config to shrink it."),
            kLiveWholeBackward);
        bucket.with("n_bucket", 5e8);
        sink.gpu.terms.push_back(bucket);
    }
}

void addBackwardWorkingSet(const EstimateContext& context, StageSink& sink)
{
    const double largest = std::max(context.dense.largestTensor, context.moe.largestTensor);
    const double residual = context.dense.checkpoint;
    Term work = makeTerm("backward_working_set",
        MEMLEDGER_TRANSLATABLE("Term", "Activation gradients of the layer in backward"), Category::Temporaries,
        Provenance::Estimated, 2 * largest + 2 * residual, "2·T_max + 2·x_in", sources::kBackwardWorkingSet,
        MEMLEDGER_TRANSLATABLE("Term",
            "The gradient of the largest saved tensor with its input's gradient, and the residual "
            "stream's gradient in and out of the layer."),
        kLiveLayerBackward);
    work.with("T_max", largest).with("x_in", residual);
    sink.gpu.terms.push_back(work);
}

// True when optimizer.step() runs PyTorch's foreach kernels, which materialise a temporary
// for a whole group of tensors at once; fused, per-tensor, offloaded, paged (bitsandbytes'
// own kernels) or per-parameter steps in backward do not.
bool foreachStep(const Scenario& scenario)
{
    const auto& training = scenario.training;
    return training.optimizerKernel == OptimizerKernel::Foreach
        && scenario.memory.offload.optimizer == OffloadTarget::None && !training.optimizerInBackward
        && !training.pagedOptimizer;
}

// The largest of the matrices `matrices` lists, over the model's dense and MoE layers.
HiddenMatrix largestMatrix(const Scenario& scenario, std::vector<HiddenMatrix> (*matrices)(const Scenario&, bool))
{
    HiddenMatrix largest{0, 0};
    for (const bool moe : {false, true}) {
        if (moe && !scenario.arch.moe.isMoe())
            break;
        for (const HiddenMatrix& matrix : matrices(scenario, moe))
            if (matrix.rows * matrix.columns > largest.rows * largest.columns)
                largest = matrix;
    }
    return largest;
}

// Newton–Schulz orthogonalises one matrix at a time: its whole fp32 update (all-gathered
// from the TP ranks in Megatron's default duplicated mode), the bf16 iterate and the next
// one, A = X·Xᵀ and B (m × m, m the smaller side), and the fp32 result. The AdamW part
// (embeddings, head, norms) steps after the matrices, as Megatron's chained optimizer and a
// pair of torch optimizers do: with foreach kernels its √v of every such parameter at once
// is the step's other temporary, and the larger of the two is the step's scratch.
void addMuonScratch(const EstimateContext& context, StageSink& sink)
{
    const auto& scenario = context.scenario;
    if (scenario.training.optimizer != Optimizer::Muon || scenario.memory.offload.optimizer != OffloadTarget::None)
        return;
    const HiddenMatrix largest = largestMatrix(scenario, muonMatrices);
    const double m = std::min(largest.rows, largest.columns);
    const double n = std::max(largest.rows, largest.columns);
    const double shards = scenario.parallel.tp > 1 ? 4 * m * n : 0.0;
    const double newtonSchulz = 12 * m * n + 4 * m * m + shards;
    const Term* adamw = foreachStep(scenario) ? findTerm(sink.gpu, "muon_adamw_moments") : nullptr;
    if (adamw == nullptr) {
        Term scratch = makeTerm("muon_scratch", MEMLEDGER_TRANSLATABLE("Term", "Newton–Schulz scratch (Muon step)"),
            Category::Temporaries, Provenance::Estimated, newtonSchulz, "12·m·n + 4·m² + G_tp",
            sources::kMuonNewtonSchulz,
            MEMLEDGER_TRANSLATABLE("Term",
                "The largest hidden matrix's update orthogonalised whole: fp32 in and out, two bf16 iterates and "
                "the two m × m products; under TP its gathered shards too. KellerJordan's Muon, all in bf16, "
                "holds less."),
            kLiveOptimizer);
        scratch.with("m", m).with("n", n).with("G_tp", shards);
        sink.gpu.terms.push_back(scratch);
        return;
    }
    Term scratch = makeTerm("muon_scratch", MEMLEDGER_TRANSLATABLE("Term", "Muon step scratch (Newton–Schulz, then foreach AdamW)"),
        Category::Temporaries, Provenance::Estimated, std::max(newtonSchulz, adamw->bytes / 2),
        "max(12·m·n + 4·m² + G_tp, M_aux/2)", sources::kMuonNewtonSchulz,
        MEMLEDGER_TRANSLATABLE("Term",
            "The matrices step first, one at a time: the largest one's update orthogonalised whole (fp32 in and "
            "out, two bf16 iterates, the two m × m products; under TP its gathered shards). Then foreach AdamW "
            "steps the embeddings, head and norms, with √v of all of them at once. Measured with torch.optim.Muon "
            "beside torch.optim.AdamW on an H100 (docs/validation-h100-frontier.md)."),
        kLiveOptimizer);
    scratch.with("m", m).with("n", n).with("G_tp", shards).with("M_aux", adamw->bytes);
    sink.gpu.terms.push_back(scratch);
}

// SOAP steps one matrix at a time: the largest one's fp32 gradient, its projection into the
// eigenbasis and the update (3 × 4·m·n), and one factor's power-iteration and QR iterate
// (4·max(m, n)²) at once.
void addSoapScratch(const EstimateContext& context, StageSink& sink)
{
    const auto& scenario = context.scenario;
    if (scenario.training.optimizer != Optimizer::Soap)
        return;
    const HiddenMatrix largest = largestMatrix(scenario, localHiddenMatrices);
    const double m = largest.rows;
    const double n = largest.columns;
    const double side = std::max(m, n);
    Term scratch = makeTerm("soap_scratch", MEMLEDGER_TRANSLATABLE("Term", "SOAP step scratch (largest matrix)"),
        Category::Temporaries, Provenance::Estimated, 12 * m * n + 4 * side * side, "12·m·n + 4·max(m, n)²",
        sources::kSoap,
        MEMLEDGER_TRANSLATABLE("Term",
            "The largest hidden matrix stepped alone: its fp32 gradient, that gradient in the factors' eigenbasis "
            "and the update, and the larger factor's power-iteration iterate."),
        kLiveOptimizer);
    scratch.with("m", m).with("n", n);
    sink.gpu.terms.push_back(scratch);
}

// GaLore and APOLLO step one matrix at a time (a Python loop, no foreach kernels). GaLore's
// first step, and every update_proj_gap-th, takes the SVD of the largest matrix's gradient
// (fp32: a copy of a 16-bit gradient first), with torch's working copy of the input and the
// factors U, S and Vh; its other steps project back to a full m × n update and scale it, two
// such tensors at once. APOLLO scales the raw gradient into one m × n update, and on its
// refresh steps copies a 16-bit gradient to fp32 for the shapes alone: 4·m·n either way.
void addLowRankScratch(const EstimateContext& context, StageSink& sink)
{
    const auto& scenario = context.scenario;
    const auto optimizer = scenario.training.optimizer;
    if (optimizer != Optimizer::GaLore && optimizer != Optimizer::Apollo)
        return;
    const HiddenMatrix largest = largestMatrix(scenario, muonMatrices);
    const double m = largest.rows;
    const double n = largest.columns;
    if (optimizer == Optimizer::Apollo) {
        Term scratch = makeTerm("low_rank_scratch", MEMLEDGER_TRANSLATABLE("Term", "APOLLO step scratch (largest matrix)"),
            Category::Temporaries, Provenance::Estimated, 4 * m * n, "4·m·n", sources::kApollo,
            MEMLEDGER_TRANSLATABLE("Term",
                "The largest matrix's update: its gradient scaled channel-wise, in the gradient's dtype, or on a "
                "projection refresh its 16-bit gradient copied to fp32."),
            kLiveOptimizer);
        scratch.with("m", m).with("n", n);
        sink.gpu.terms.push_back(scratch);
        return;
    }
    const double width = parameterStateBytes(scenario);
    const double k = std::min(m, n);
    const double copy = width == 4 ? 0 : 4 * m * n;
    const double svd = 4 * (m * n + m * k + k + k * n) + copy;
    Term scratch = makeTerm("low_rank_scratch", MEMLEDGER_TRANSLATABLE("Term", "GaLore step scratch (largest matrix's SVD)"),
        Category::Temporaries, Provenance::Estimated, std::max(svd, 2 * m * n * width),
        "max(4·(m·n + m·k + k + k·n) + C, 2·m·n·w_g)", sources::kGaLore,
        MEMLEDGER_TRANSLATABLE("Term",
            "On the first step and every update_proj_gap-th: torch.linalg.svd of the largest matrix's fp32 gradient, "
            "with its working copy of the input and the factors U, S, Vh (cuSOLVER's own workspace is not counted). "
            "Otherwise the update projected back to m × n and scaled, two full-size tensors."),
        kLiveOptimizer);
    scratch.with("m", m).with("n", n).with("k", k).with("C", copy).with("w_g", width);
    sink.gpu.terms.push_back(scratch);
}

// Adam-mini steps one parameter at a time (adam_mini.py step): grad * grad for a block's mean,
// then the update m · stepsize, each a full-size tensor in the parameter's dtype, one after
// the other. The largest parameter, the embedding or output layer in most models, sets it.
void addAdamMiniScratch(const EstimateContext& context, StageSink& sink)
{
    const auto& scenario = context.scenario;
    if (scenario.training.optimizer != Optimizer::AdamMini)
        return;
    const HiddenMatrix largest = largestMatrix(scenario, muonMatrices);
    const double vocab = static_cast<double>(scenario.arch.vocab) * static_cast<double>(scenario.arch.hidden);
    const double elements = std::max(largest.rows * largest.columns, vocab);
    const double width = parameterStateBytes(scenario);
    const bool sharded = context.shardStage >= 1;
    const double n = sharded ? context.shardDegree : 1.0;
    Term scratch = makeTerm("adam_mini_scratch", MEMLEDGER_TRANSLATABLE("Term", "Adam-mini step scratch (largest parameter)"),
        Category::Temporaries, Provenance::Estimated, elements * width / n, "Ψ_max·w_g/N", sources::kAdamMini,
        MEMLEDGER_TRANSLATABLE("Term",
            "The largest parameter stepped alone: its squared gradient for the blocks' means, then its update, each "
            "as large as the parameter (on this rank's shard when sharded)."),
        kLiveOptimizer);
    scratch.with("Ψ_max", elements).with("w_g", width).with("N", n);
    sink.gpu.terms.push_back(scratch);
}

// Distributed Shampoo's step (distributed_shampoo.py step, shampoo_preconditioner_list.py):
// the bias-corrected filtered gradients and the search directions, each a tensor list as large
// as the rank's parameters in their dtype, alive together; and the root inverse of the largest
// factor, one at a time: the unpacked d × d fp32 factor, its eigenvectors, their product with
// the eigenvalues and the result (4 · 4·d²), with eigh's own workspace not counted.
void addShampooScratch(const EstimateContext& context, const StageShape& shape, StageSink& sink)
{
    const auto& scenario = context.scenario;
    if (scenario.training.optimizer != Optimizer::Shampoo)
        return;
    const double width = parameterStateBytes(scenario);
    const double n = context.shardStage >= 1 ? context.shardDegree : 1.0;
    const double params = (shape.nonExpertParams + shape.expertParams) / n;
    const double side = shampooBlockSide(scenario.training);
    std::vector<ShampooTensor> tensors = shampooLayerTensors(scenario.arch, n);
    for (const auto& end : shampooEndTensors(scenario.arch, shape.first, shape.last, n))
        tensors.push_back(end);
    const double d = shampooLargestBlockSide(tensors, side);
    Term scratch = makeTerm("shampoo_scratch", MEMLEDGER_TRANSLATABLE("Term", "Shampoo step scratch"),
        Category::Temporaries, Provenance::Estimated, 2 * width * params + 16 * d * d, "2·w_g·Ψ/N + 16·d²",
        sources::kShampoo,
        MEMLEDGER_TRANSLATABLE("Term",
            "The step's bias-corrected filtered gradients and search directions, each as large as this rank's "
            "parameters, and the largest factor's root inverse: four d × d fp32 matrices (the factor, its "
            "eigenvectors, their product with the eigenvalues, the result); eigh's workspace is not counted."),
        kLiveOptimizer);
    scratch.with("w_g", width).with("Ψ", params * n).with("N", n).with("d", d);
    sink.gpu.terms.push_back(scratch);
}

void addOptimizerScratch(const EstimateContext& context, StageSink& sink)
{
    const auto& scenario = context.scenario;
    const auto& training = scenario.training;
    if (!foreachStep(scenario) || training.optimizer != Optimizer::AdamW)
        return;
    const Term* moments = findTerm(sink.gpu, "optimizer_moments");
    if (!moments)
        return;
    Term scratch
        = makeTerm("optimizer_scratch", MEMLEDGER_TRANSLATABLE("Term", "optimizer.step() scratch (foreach AdamW)"),
            Category::Temporaries, Provenance::Estimated, moments->bytes / 2, "M/2", sources::kAdamForeach,
            MEMLEDGER_TRANSLATABLE("Term", "The square root of v for every parameter at once; fused=True avoids it."),
            kLiveOptimizer);
    scratch.with("M", moments->bytes);
    sink.gpu.terms.push_back(scratch);
}

// Transformer Engine's FusedAdam steps in fp32: every state it keeps in another dtype (bf16,
// fp16 or fp8 moments, fp16 master weights) is unscaled into an fp32 copy for the whole
// parameter group, and the copies are freed only after the group's update. Megatron's groups
// are the decayed matrices and the few undecayed norms and biases: about the whole shard.
void addUnscaledStates(const EstimateContext& context, StageSink& sink)
{
    const auto& training = context.scenario.training;
    if (!training.precisionAwareOptimizer || training.optimizer != Optimizer::AdamW)
        return;
    const Term* moments = findTerm(sink.gpu, "optimizer_moments");
    if (!moments)
        return;
    const int copies = (training.expAvgDtype != StateDtype::Fp32 ? 1 : 0) +
                       (training.expAvgSqDtype != StateDtype::Fp32 ? 1 : 0) +
                       (training.mainParamsDtype != StateDtype::Fp32 ? 1 : 0);
    const double k = stateDtypeBytes(training.expAvgDtype) + stateDtypeBytes(training.expAvgSqDtype);
    if (copies == 0 || k <= 0)
        return;
    Term term = makeTerm("optimizer_fp32_copies",
        MEMLEDGER_TRANSLATABLE("Term", "optimizer.step() fp32 copies of low-precision states"), Category::Temporaries,
        Provenance::Estimated, 4.0 * copies * moments->bytes / k, "4·c·M/k", sources::kPrecisionAwareOptimizer,
        MEMLEDGER_TRANSLATABLE("Term",
            "FusedAdam unscales each state kept below fp32 into an fp32 tensor before its kernel and drops them "
            "after the group's update: at the step, 4 bytes per parameter of the shard for each such state. "
            "bf16 moments save 4 bytes a parameter between steps and cost 8 at the step."),
        kLiveOptimizer);
    term.with("c", copies).with("M", moments->bytes).with("k", k);
    sink.gpu.terms.push_back(term);
}

void addQloraScratch(const EstimateContext& context, StageSink& sink)
{
    const auto& scenario = context.scenario;
    if (!scenario.memory.lora.qlora)
        return;
    const double h = static_cast<double>(scenario.arch.hidden);
    const double linear = h * static_cast<double>(std::max(scenario.arch.ffn, scenario.arch.moe.expertFfn)) /
                          scenario.parallel.tp;
    Term term = makeTerm("dequant_scratch", MEMLEDGER_TRANSLATABLE("Term", "Dequantised weight of the running linear"),
        Category::Temporaries, Provenance::Estimated, 2 * linear, "2·h·f/t", sources::kQlora,
        MEMLEDGER_TRANSLATABLE("Term", "bitsandbytes dequantises one NF4 matrix to bf16 per matmul."),
        kLiveForward | kLiveLayersBackward);
    term.with("h", h).with("f", linear * scenario.parallel.tp / h).with("t", scenario.parallel.tp);
    sink.gpu.terms.push_back(term);
}

// torchao's Float8Linear saves the same 16-bit input and weight a plain linear saves, so the
// saved activations do not change; what it adds are the float8 casts of the running matmul.
// In backward the largest linear (the MLP's down projection) has its input (s·f/t), its
// weight (h·f/t, already float8 after a float8 all-gather) and grad_output (s·h, cast once
// for grad_input and once for grad_weight) in float8 at once. A Transformer Engine linear
// has the same casts at its recipe's bytes per element (its saved input is the column-wise
// copy the activations count); its weight is the cached or primary quantized one, except
// under FSDP without quantized primary weights, where it is quantized per use.
void addFloat8Casts(const EstimateContext& context, StageSink& sink)
{
    const auto& scenario = context.scenario;
    const auto& training = scenario.training;
    const bool te = training.fp8Recipe != Fp8Recipe::Off;
    if (!training.float8 && !te)
        return;
    const double s = static_cast<double>(training.seq) / scenario.parallel.cp;
    const double b = static_cast<double>(training.microBatch);
    const double h = static_cast<double>(scenario.arch.hidden);
    const double f = static_cast<double>(std::max(scenario.arch.ffn, scenario.arch.moe.expertFfn)) / scenario.parallel.tp;
    const double q = te ? quantizedActivationBytes(training.fp8Recipe) : 1.0;
    const bool weightQuantizedPerUse = te ? (!training.fp8Params && context.shardStage >= 3) : !training.float8AllGather;
    const double wq = te ? quantizedWeightBytes(training.fp8Recipe, scenario.hardware.computeCapability) : 1.0;
    const double weight = weightQuantizedPerUse ? wq * h * f : 0.0;
    Term casts = te ? makeTerm("quantized_casts", MEMLEDGER_TRANSLATABLE("Term", "Quantized copies of the running linear"),
                          Category::Temporaries, Provenance::Estimated, q * (s * b * f + 2 * s * b * h) + weight,
                          "q·(s·b·f + 2·s·b·h) + W_q", sources::kTeSavedInputs,
                          MEMLEDGER_TRANSLATABLE("Term",
                              "q bytes per element: the input's row-wise copy and grad_output in both usages, of the "
                              "matmul running in backward; the column-wise input it saved is among the activations."),
                          kLiveLayersBackward)
                    : makeTerm("float8_casts", MEMLEDGER_TRANSLATABLE("Term", "Float8 casts of the running linear"),
                          Category::Temporaries, Provenance::Estimated, s * b * f + 2 * s * b * h + weight,
                          "s·b·f + 2·s·b·h + W_8", sources::kFloat8,
                          MEMLEDGER_TRANSLATABLE("Term",
                              "One byte per element: the input, grad_output in its two layouts and the weight of the "
                              "matmul running in backward. The 16-bit tensors saved for backward are unchanged."),
                          kLiveLayersBackward);
    casts.with("s", s).with("b", b).with("f", f).with("h", h);
    if (te)
        casts.with("q", q).with("W_q", weight);
    else
        casts.with("W_8", weight);
    sink.gpu.terms.push_back(casts);
}

// Under torch.autocast every linear's weight is cast to 16 bits once per forward and
// the copy is cached until the autocast region ends, i.e. through backward.
void addAutocastWeightCache(const EstimateContext& context, const StageShape& shape, StageSink& sink)
{
    const auto& scenario = context.scenario;
    if (scenario.training.precision != Precision::Bf16Amp)
        return;
    const auto& p = context.params;
    const double head = shape.last ? (scenario.arch.tiedEmbeddings ? p.embedding : p.outputLayer) / scenario.parallel.tp
                                   : 0.0;
    const double linears = shape.quantizable + head;
    Term cache
        = makeTerm("autocast_weight_cache", MEMLEDGER_TRANSLATABLE("Term", "Autocast's 16-bit copies of the weights"),
            Category::Temporaries, Provenance::Estimated, 2 * linears, "2·Ψ_linear", sources::kAutocast,
            MEMLEDGER_TRANSLATABLE("Term",
                "Weights stay fp32; autocast casts each linear's weight to 16 bits and caches the copy "
                "for the whole forward and backward."),
            kLiveForward | kLiveBackward);
    cache.with("Ψ_linear", linears);
    sink.gpu.terms.push_back(cache);
}

}  // namespace

void addTemporaries(const EstimateContext& context, const StageShape& shape, StageSink& sink)
{
    addAutocastWeightCache(context, shape, sink);
    addGatheredParameters(context, shape, sink);
    addFloat8Casts(context, sink);
    addCommunicationBuffers(context, sink);
    addDispatchBuffers(context, shape, sink);
    addBackwardWorkingSet(context, sink);
    addOptimizerScratch(context, sink);
    addUnscaledStates(context, sink);
    addMuonScratch(context, sink);
    addSoapScratch(context, sink);
    addLowRankScratch(context, sink);
    addAdamMiniScratch(context, sink);
    addShampooScratch(context, shape, sink);
    addQloraScratch(context, sink);
}

// Transformer Engine's Userbuffers for --tp-comm-overlap: twelve buffers of the layer input's
// shape, S = seq·mbs/cp tokens of h (base.py initialize_ub: ring-exchange all-gathers for the
// fprop of qkv and fc1 and the dgrad of proj and fc2, pipelined reduce-scatters for proj's and
// fc2's fprop, bulk ones for qkv's and fc1's dgrad and wgrad, external ones for proj's and
// fc2's wgrad). In FP8 mode the eight all-gather buffers are uint8: 8·S·h + 4·S·h·2 = 16·S·h
// bytes; otherwise 12 bf16 buffers, 24·S·h. FP4 runs them in bf16 (Megatron passes FP8 mode
// only under --fp8-format).
void addUserbuffers(const EstimateContext& context, StageSink& sink)
{
    const auto& scenario = context.scenario;
    if (!scenario.parallel.tpCommOverlap)
        return;
    const auto recipe = scenario.training.fp8Recipe;
    const bool fp8 = recipe != Fp8Recipe::Off && recipe != Fp8Recipe::Nvfp4;
    const double tokens = static_cast<double>(scenario.training.seq * scenario.training.microBatch) /
                          std::max(1, scenario.parallel.cp);
    const double h = static_cast<double>(scenario.arch.hidden);
    const double k = fp8 ? 16.0 : 24.0;
    Term term = makeTerm("tp_comm_userbuffers", MEMLEDGER_TRANSLATABLE("Term", "Userbuffers of the TP communication overlap"),
        Category::CudaContext, Provenance::Exact, k * tokens * h, "k·S·h", sources::kUserbuffers,
        MEMLEDGER_TRANSLATABLE("Term",
            "Twelve buffers of the layer input's shape, one per GEMM kind, registered outside PyTorch's "
            "allocator at start-up: 2 bytes an element, 1 for the all-gather ones in FP8 mode."));
    term.outsideAllocator = true;
    term.with("k", k).with("S", tokens).with("h", h);
    sink.gpu.terms.push_back(term);
}

void addFixedOverheads(const EstimateContext& context, StageSink& sink)
{
    addUserbuffers(context, sink);
    const auto& over = context.scenario.overheads;
    Term cuda = makeTerm("cuda_context", MEMLEDGER_TRANSLATABLE("Term", "CUDA context and kernels"),
        Category::CudaContext, Provenance::Assumed, over.cudaContextBytes, "C_ctx", sources::kCudaContext,
        MEMLEDGER_TRANSLATABLE(
            "Term", "Invisible to torch.cuda.memory_allocated(); nvidia-smi shows it. Edit under Hardware."));
    cuda.with("C_ctx", over.cudaContextBytes);
    sink.gpu.terms.push_back(cuda);
    if (context.scenario.worldSize() > 1) {
        Term nccl = makeTerm("nccl_buffers", MEMLEDGER_TRANSLATABLE("Term", "NCCL communicator buffers"),
            Category::CudaContext, Provenance::Assumed, over.ncclBytes, "C_nccl", sources::kNccl,
            MEMLEDGER_TRANSLATABLE("Term", "Grows with the number of communicators."));
        nccl.with("C_nccl", over.ncclBytes);
        sink.gpu.terms.push_back(nccl);
    }
}

}  // namespace memledger::model::detail
