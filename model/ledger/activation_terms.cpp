// Activation bytes one rank holds (docs/model.md#activations): the per-layer inventory, reduced by
// the recomputation policy, times the micro-batches in flight on the stage; plus
// what lives outside the layers (token ids, embedding dropout, final norm, loss).
#include "model/ledger/activation_terms.h"

#include <algorithm>
#include <cmath>
#include <string_view>

#include "model/core/framework.h"
#include "model/core/sources.h"
#include "model/core/translatable.h"
#include "model/ledger/router_loss_terms.h"

namespace memledger::model::detail {

namespace {

// torchtune's OffloadActivations(max_fwd_stash_size=5): offloaded tensors kept on the GPU in forward.
constexpr double kOffloadStash = 5;

struct StoredPerMicroBatch {
    double bytes = 0;          // what one micro-batch leaves on the stage
    double workingSet = 0;     // recomputed in backward at once (zero without recomputation)
    double largestKept = 0;    // the largest tensor a layer keeps, for the activation-offload stash
    const char* formula = "";
};

StoredPerMicroBatch storedActivations(const EstimateContext& context, const StageShape& shape)
{
    const auto& memory = context.scenario.memory;
    const double ld = shape.denseLayers;
    const double lm = shape.moeLayers;
    const double layers = ld + lm;
    const double full = ld * context.dense.total + lm * context.moe.total;
    const double fullMax = std::max(context.dense.total, lm > 0 ? context.moe.total : 0.0);
    const double checkpoint = context.dense.checkpoint;
    const double largest = std::max(context.dense.largestTensor, lm > 0 ? context.moe.largestTensor : 0.0);
    StoredPerMicroBatch out;
    switch (memory.recompute) {
    case Recompute::None:
        out.bytes = full;
        out.largestKept = largest;
        out.formula = "n_mb·(L_d·A_d + L_m·A_m)";
        break;
    case Recompute::Selective:
    case Recompute::Op: {
        const double dense = keptByPartialPolicy(context.dense, memory.recompute);
        const double moe = lm > 0 ? keptByPartialPolicy(context.moe, memory.recompute) : 0.0;
        out.bytes = ld * dense + lm * moe;
        out.largestKept = std::min(largest, std::max(dense, moe));
        if (memory.recompute == Recompute::Op) {
            // Backward reruns the block's other ops: what it did not keep exists again at once.
            out.workingSet = std::max(context.dense.total - dense, lm > 0 ? context.moe.total - moe : 0.0);
            out.formula = "n_mb·(L_d·K_d + L_m·K_m)";
        } else {
            // One recomputed module (the MLP, the MoE block, a discarded output) at a time.
            out.workingSet = std::max(ld > 0 ? context.dense.selectiveWorkingSet : 0.0,
                                      lm > 0 ? context.moe.selectiveWorkingSet : 0.0);
            out.formula = "n_mb·(L_d·(A_d − C_d) + L_m·(A_m − C_m))";
        }
        break;
    }
    case Recompute::Full:
        out.bytes = layers * checkpoint;
        out.workingSet = fullMax;
        out.largestKept = checkpoint;
        out.formula = "n_mb·L·x_in";
        break;
    case Recompute::Uniform: {
        const double k = std::min<double>(memory.recomputeLayers, layers);
        out.bytes = std::ceil(layers / k) * checkpoint;
        out.workingSet = k * fullMax;
        out.largestKept = checkpoint;
        out.formula = "n_mb·⌈L/k⌉·x_in";
        break;
    }
    case Recompute::Block: {
        const double recomputed = std::min<double>(memory.recomputeLayers, layers);
        const double average = layers > 0 ? full / layers : 0;
        out.bytes = recomputed * checkpoint + (layers - recomputed) * average;
        out.workingSet = recomputed > 0 ? fullMax : 0;
        out.largestKept = largest;
        out.formula = "n_mb·(k·x_in + (L − k)·(L_d·A_d + L_m·A_m)/L)";
        break;
    }
    }
    return out;
}

double activationWidth(const Scenario& scenario) { return activationBytes(scenario.training.precision); }

void addLayerActivations(const EstimateContext& context, const StageShape& shape, StageSink& sink)
{
    const auto& scenario = context.scenario;
    const StoredPerMicroBatch stored = storedActivations(context, shape);
    double onGpu = stored.bytes * shape.inFlight;
    const OffloadTarget offload = scenario.memory.offload.activations;
    if (offload != OffloadTarget::None) {
        // torchtune's OffloadActivations: each saved tensor is copied out as forward saves it
        // and stays on the GPU until five later ones have been (its forward stash); backward
        // brings one node's tensors back at a time, fewer than the stash.
        const double stash = std::min(onGpu, kOffloadStash * stored.largestKept);
        Term host = makeTerm("activations_offloaded", MEMLEDGER_TRANSLATABLE("Term", "Offloaded activations"),
            Category::Activations, Provenance::Estimated, onGpu - stash, "n_mb·A_stage − 5·T_max",
            sources::kActivationOffload,
            MEMLEDGER_TRANSLATABLE("Term", "Saved activations copied to pinned host memory as forward saves them."));
        host.with("n_mb", shape.inFlight).with("A_stage", stored.bytes).with("T_max", stored.largestKept);
        sink.place(context, host, offload);
        onGpu = stash;
    }
    // Offloaded, the GPU keeps only the stash, and the formula says so.
    const bool buffered = offload != OffloadTarget::None;
    const auto recompute = scenario.memory.recompute;
    const bool groups = recompute == Recompute::Uniform || recompute == Recompute::Block;
    Term term = makeTerm("activations_layers", MEMLEDGER_TRANSLATABLE("Term", "Activations saved by the layers"),
        Category::Activations, Provenance::Exact, onGpu, buffered ? "min(n_mb·A_stage, 5·T_max)" : stored.formula,
        groups                           ? sources::kRecomputeGroups
            : recompute == Recompute::Op ? sources::kOpRecompute
                                         : sources::kKorthikanti,
        MEMLEDGER_TRANSLATABLE("Term",
            "From the per-tensor inventory of one layer (see the activation drill-down). Megatron's "
            "theoretical estimator uses the selective-recompute row for every mode and ignores GQA, "
            "SwiGLU and FlashAttention; MemLedger counts the tensors each mode keeps. Korthikanti "
            "et al.'s 34·s·b·h + 5·a·s²·b already counts bytes (2-byte activations): multiplying it "
            "by 2 again, or writing the score term as 5·b·s·h²/a, gives figures the paper does not."),
        kLiveForward | kLiveBackward);
    term.with("n_mb", shape.inFlight);
    if (buffered) {
        term.with("A_stage", stored.bytes).with("T_max", stored.largestKept);
    } else if (recompute == Recompute::Op) {
        term.with("L_d", shape.denseLayers).with("K_d", context.dense.opKept);
        term.with("L_m", shape.moeLayers).with("K_m", context.moe.opKept);
    } else {
        term.with("L_d", shape.denseLayers).with("A_d", context.dense.total).with("L_m", shape.moeLayers);
        term.with("A_m", context.moe.total).with("C_d", context.dense.selectiveDrops);
        term.with("C_m", context.moe.selectiveDrops).with("L", shape.layers).with("x_in", context.dense.checkpoint);
        term.with("k", scenario.memory.recomputeLayers);
    }
    if (offload == OffloadTarget::None || onGpu > 0)
        sink.gpu.terms.push_back(term);
    if (stored.workingSet > 0) {
        Term work = makeTerm("recompute_working_set",
            MEMLEDGER_TRANSLATABLE("Term", "Recomputed activations (one checkpointed group)"), Category::Activations,
            Provenance::Exact, stored.workingSet, "k·A_layer", sources::kKorthikanti,
            MEMLEDGER_TRANSLATABLE("Term",
                "During backward the checkpointed group's forward is rerun and its activations live "
                "until its backward ends."),
            kLiveLayerBackward);
        work.with("k", stored.workingSet / std::max(1.0, std::max(context.dense.total, context.moe.total)));
        work.with("A_layer", std::max(context.dense.total, context.moe.total));
        sink.gpu.terms.push_back(work);
    }
}

void addEmbeddingActivations(const EstimateContext& context, const StageShape& shape, StageSink& sink)
{
    const auto& scenario = context.scenario;
    const double s = static_cast<double>(scenario.training.seq) / scenario.parallel.cp;
    const double b = static_cast<double>(scenario.training.microBatch);
    const double sSp = scenario.parallel.sp ? s / scenario.parallel.tp : s;
    const double mask = scenario.arch.dropout > 0 && scenario.arch.block == BlockStyle::Gpt ? 1.0 : 0.0;
    Term term = makeTerm("activations_embedding",
        MEMLEDGER_TRANSLATABLE("Term", "Token ids and embedding dropout mask"), Category::Activations,
        Provenance::Exact, shape.inFlight * (8 * s * b + mask * sSp * b * scenario.arch.hidden),
        "n_mb·(8·s·b + m·s_sp·b·h)", sources::kKorthikanti,
        MEMLEDGER_TRANSLATABLE("Term", "int64 token ids and, with dropout, its 1-byte mask at the embedding output."),
        kLiveForward | kLiveWholeBackward);
    term.with("n_mb", shape.inFlight).with("s", s).with("b", b).with("m", mask).with("s_sp", sSp);
    term.with("h", static_cast<double>(scenario.arch.hidden));
    sink.gpu.terms.push_back(term);
}

}  // namespace

// What one micro-batch's layer of the given kind keeps under the recomputation policy:
// a checkpointed layer keeps its input.
double keptByOneLayer(const EstimateContext& context, bool moe)
{
    const LayerInventory& inventory = moe ? context.moe : context.dense;
    switch (context.scenario.memory.recompute) {
    case Recompute::None: return inventory.total;
    case Recompute::Selective:
    case Recompute::Op: return keptByPartialPolicy(inventory, context.scenario.memory.recompute);
    default: return inventory.checkpoint;
    }
}

namespace {

// Multi-token prediction on the last stage (multi_token_prediction.py): per depth, its
// transformer layer's saved tensors, the embedding output enorm saves, the [embedding;
// hidden] concatenation eh_proj saves (2h wide), the layer output final_layernorm saves and
// the normed state the shared output layer saves (hnorm's input is the main head's), and
// one more vocabulary-wide loss (process_mtp_loss computes D + 1 sets of logits).
double addMtpActivations(const EstimateContext& context, const StageShape& shape, const Term& loss, StageSink& sink)
{
    const auto& scenario = context.scenario;
    const double s = static_cast<double>(scenario.training.seq) / scenario.parallel.cp;
    const double sSp = scenario.parallel.sp ? s / scenario.parallel.tp : s;
    const double b = static_cast<double>(scenario.training.microBatch);
    const double h = static_cast<double>(scenario.arch.hidden);
    const double B = activationWidth(scenario);
    const double layer = keptByOneLayer(context, shape.mtpMoe);
    const double head = 5 * B * sSp * b * h;
    const double depth = shape.mtpLayers;
    Term term = makeTerm("activations_mtp", MEMLEDGER_TRANSLATABLE("Term", "Multi-token prediction layers and losses"),
        Category::Activations, Provenance::Exact, depth * (layer + head + loss.bytes),
        "D·(A_mtp + 5·B·s_sp·b·h + A_loss)", sources::kMultiTokenPrediction,
        MEMLEDGER_TRANSLATABLE("Term",
            "Each MTP depth runs one more transformer layer on [embedding; hidden] projected back to h, then the "
            "shared output layer and a second loss over the whole vocabulary: the last stage keeps D + 1 losses' "
            "saved tensors, for the one micro-batch at the head. Megatron's theoretical estimator counts none of "
            "this."),
        kLiveForward | kLiveLossBackward);
    term.with("D", depth).with("A_mtp", layer).with("B", B).with("s_sp", sSp);
    term.with("b", b).with("h", h).with("A_loss", loss.bytes);
    sink.gpu.terms.push_back(term);
    return term.bytes;
}

// Under GPipe the head's stage runs every forward before the first backward: each
// micro-batch's head and loss keep their saved tensors until its own backward, so the
// others' wait beside the one in backward, and through the layers' backward.
void addQueuedHeads(const StageShape& shape, double perMicroBatch, StageSink& sink)
{
    if (shape.headInFlight <= 1)
        return;
    Term term = makeTerm("activations_head_queue",
        MEMLEDGER_TRANSLATABLE("Term", "Head and loss activations of the micro-batches waiting for backward"),
        Category::Activations, Provenance::Exact, (shape.headInFlight - 1) * perMicroBatch, "(n_head − 1)·A_head",
        sources::kPipelineSchedules,
        MEMLEDGER_TRANSLATABLE("Term", "GPipe runs every forward before the first backward: the head's stage "
                                       "keeps what the final norm, the output layer, the loss and multi-token "
                                       "prediction saved for each micro-batch until that micro-batch's backward."),
        kLiveForward | kLiveBackward);
    term.with("n_head", shape.headInFlight).with("A_head", perMicroBatch);
    sink.gpu.terms.push_back(term);
}

void addLossActivations(const EstimateContext& context, const StageShape& stage, StageSink& sink)
{
    const auto& scenario = context.scenario;
    const double t = scenario.parallel.tp;
    const double s = static_cast<double>(scenario.training.seq) / scenario.parallel.cp;
    const double b = static_cast<double>(scenario.training.microBatch);
    const double sSp = scenario.parallel.sp ? s / t : s;
    const double h = static_cast<double>(scenario.arch.hidden);
    const double vocab = static_cast<double>(context.params.paddedVocab);
    const double B = activationWidth(scenario);
    const bool eagerRms = scenario.arch.norm == NormKind::RmsNorm && scenario.memory.kernels == Kernels::Eager;
    const double stream = scenario.training.precision == Precision::Bf16Amp ? 4.0 : B;  // autocast: fp32 norms
    const double normBytes = eagerRms ? (4 + stream) * sSp * b * h + 4 * sSp * b : stream * sSp * b * h + 8 * sSp * b;

    // The output layer is column-parallel: under PyTorch's plans it saves the gathered sequence.
    const bool gathered = savesGatheredSequence(scenario);
    Term head = makeTerm("activations_head", MEMLEDGER_TRANSLATABLE("Term", "Final norm and LM-head input"),
        Category::Activations, Provenance::Exact, normBytes + B * (gathered ? s : sSp) * b * h,
        gathered ? "N_norm + B·s·b·h" : "N_norm + B·s_sp·b·h", sources::kKorthikanti,
        MEMLEDGER_TRANSLATABLE("Term", "What the final norm saves plus the output layer's input; freed by their "
                                       "backward, before the layers'."),
        kLiveForward | kLiveLossBackward);
    head.with("N_norm", normBytes).with("B", B).with(gathered ? "s" : "s_sp", gathered ? s : sSp).with("b", b).with("h", h);
    sink.gpu.terms.push_back(head);

    // Eager cross-entropies keep the fp32 (log-)probabilities (4·s·b·V/t) and differ in what
    // exists around them: bytes per s·b·V/t element of the forward's and the backward's
    // transients. Compiled (torch.compile of the loss), the upcast and the softmax are
    // recomputed in backward from the saved 16-bit logits and a per-token log-sum-exp.
    struct LossShape {
        const char* label;
        double kept;            // saved for backward, per element (compiled: the logits' own width B)
        double keptPerToken;    // saved for backward, per token (log-sum-exp)
        double forward;         // logits while the loss is computed
        double forwardPerChunk; // one chunk's upcast, per chunk
        double backward;        // gradient of the logits, per chunk
        const char* keptFormula;
        const char* forwardFormula;
        const char* backwardFormula;
        const char* source;
        const char* keptNote;
        const char* forwardNote;
        const char* backwardNote;
    };
    static constexpr const char* kEagerKept = MEMLEDGER_TRANSLATABLE("Term",
        "Cross-entropy keeps the fp32 (log-)probabilities of every token for backward; chunking does not shrink them "
        "in eager mode. At 128K vocabularies this alone can exceed a transformer layer, on the last pipeline stage.");
    static constexpr LossShape kUnfused { MEMLEDGER_TRANSLATABLE("Term", "Loss: fp32 log-probabilities of the logits"),
        4, 0, 6, 0, 8, "4·s·b·V/t", "6·s·b·V/t", "8·s·b·V/t", sources::kCrossEntropy, kEagerKept,
        MEMLEDGER_TRANSLATABLE(
            "Term", "16-bit logits (2 B) and their fp32 upcast (4 B) exist until the loss consumes them."),
        MEMLEDGER_TRANSLATABLE(
            "Term", "nll_loss's fp32 gradient and log_softmax's fp32 gradient of the logits, both alive at once.") };
    static constexpr LossShape kFused { MEMLEDGER_TRANSLATABLE("Term", "Loss: fp32 softmax, computed in place"), 4, 0,
        2, 0, 2, "4·s·b·V/t", "2·s·b·V/t", "2·s·b·V/t", sources::kFusedCrossEntropy, kEagerKept,
        MEMLEDGER_TRANSLATABLE(
            "Term", "The 16-bit logits exist while their fp32 copy is made; the copy becomes the saved softmax."),
        MEMLEDGER_TRANSLATABLE("Term",
            "The gradient is written into the saved softmax; only its 16-bit cast for the output layer is new.") };
    static constexpr LossShape kChunked { MEMLEDGER_TRANSLATABLE("Term", "Loss: fp32 log-probabilities of every chunk"),
        4, 0, 2, 4, 8, "4·s·b·V/t", "(2 + 4/n)·s·b·V/t", "8·s·b·V/(n·t)", sources::kChunkedCrossEntropy, kEagerKept,
        MEMLEDGER_TRANSLATABLE("Term",
            "Every 16-bit logit chunk stays alive until the loss is done; one chunk at a time is upcast to fp32."),
        MEMLEDGER_TRANSLATABLE(
            "Term", "Backward runs the loss chunk by chunk: one chunk's fp32 gradients at a time.") };
    static constexpr const char* kCompiledKept = MEMLEDGER_TRANSLATABLE("Term",
        "The compiled loss saves its input logits (B bytes each) and each token's fp32 log-sum-exp; backward "
        "recomputes the upcast and the softmax inside one fused kernel.");
    static constexpr LossShape kCompiled { MEMLEDGER_TRANSLATABLE("Term", "Loss: logits and log-sum-exp (compiled)"), 0,
        4, 0, 0, 2, "B·s·b·V/t + 4·s·b", "0", "2·s·b·V/t", sources::kCompiledCrossEntropy, kCompiledKept,
        MEMLEDGER_TRANSLATABLE(
            "Term", "The saved 16-bit logits are the loss's only input; the fused kernel makes no fp32 copy."),
        MEMLEDGER_TRANSLATABLE("Term", "One fused kernel writes the 16-bit gradient of the logits.") };
    static constexpr LossShape kCompiledChunked { MEMLEDGER_TRANSLATABLE(
                                                      "Term", "Loss: logit chunks and log-sum-exp (compiled)"),
        0, 4, 0, 0, 2, "B·s·b·V/t + 4·s·b", "0", "2·s·b·V/(n·t)", sources::kCompiledCrossEntropy, kCompiledKept,
        MEMLEDGER_TRANSLATABLE(
            "Term", "The saved 16-bit chunks are the loss's only input; the fused kernel makes no fp32 copy."),
        MEMLEDGER_TRANSLATABLE(
            "Term", "Backward runs the compiled loss chunk by chunk: one chunk's 16-bit gradient at a time.") };
    // TRL's selective_log_softmax: each sequence's log-softmax, in the logits' width, is what
    // autograd keeps; the model's logits exist beside them until the loss is done (fp32 logits
    // take the logsumexp branch, which keeps the logits themselves and makes no copy). In
    // backward each row's gradient replaces its kept log-softmax, then unbind stacks them all
    // into one gradient of the logits: the peak is that stack beside the rows, or for one
    // sequence its kept row, its gathered gradient and its own.
    static constexpr const char* kSelectiveKept = MEMLEDGER_TRANSLATABLE("Term",
        "selective_log_softmax keeps every sequence's log-softmax for backward, in the logits' width (B bytes); "
        "only the labels' log-probabilities are gathered from it. An fp32 model keeps its logits instead.");
    static constexpr const char* kSelectiveBackward = MEMLEDGER_TRANSLATABLE("Term",
        "Each sequence's gradient replaces its kept log-softmax; unbind's backward then stacks them into one "
        "gradient of the logits beside them (for one sequence: its kept row, the gathered gradient and its own).");
    static constexpr LossShape kSelective16 { MEMLEDGER_TRANSLATABLE("Term", "Loss: the sequences' log-softmax (TRL)"),
        0, 0, 0, 0, 0, "B·s·b·V/t", "B·s·b·V/t", "B·s·max(b, 2)·V/t", sources::kSelectiveLogSoftmax, kSelectiveKept,
        MEMLEDGER_TRANSLATABLE("Term", "The model's 16-bit logits exist until the loss is done."), kSelectiveBackward };
    static constexpr LossShape kSelective32 { MEMLEDGER_TRANSLATABLE("Term", "Loss: the sequences' log-softmax (TRL)"),
        0, 0, 0, 0, 0, "B·s·b·V/t", "0", "3·B·s·b·V/t", sources::kSelectiveLogSoftmax, kSelectiveKept,
        MEMLEDGER_TRANSLATABLE("Term", "fp32 logits are kept for backward; the loss makes no copy of them."),
        MEMLEDGER_TRANSLATABLE("Term", "fp32 logits take the logsumexp branch: gather's gradient of the logits, the "
                                       "rows' logsumexp gradients, their stack and the two gradients' sum, beside the "
                                       "kept logits (measured with PyTorch on the CPU).") };
    const Loss mode = scenario.training.loss;
    const bool selective = mode == Loss::SelectiveLogSoftmax;
    // Megatron's fused loss is its own kernel, compiled or not; TRL's trainers do not compile theirs.
    const bool compiled = scenario.training.compile && mode != Loss::Fused && !selective;
    const LossShape& shape = selective           ? (B >= 4 ? kSelective32 : kSelective16)
                             : mode == Loss::Fused ? kFused
                             : compiled          ? (mode == Loss::Chunked ? kCompiledChunked : kCompiled)
                             : mode == Loss::Chunked ? kChunked
                                                     : kUnfused;
    const double n = mode == Loss::Chunked ? std::max(1, scenario.training.lossChunks) : 1.0;
    const double sbv = s * b * vocab / t;
    const double keptWidth = compiled || selective ? B : shape.kept;

    Term loss = makeTerm("activations_loss", shape.label, Category::Activations, Provenance::Exact,
                         keptWidth * sbv + shape.keptPerToken * s * b, shape.keptFormula,
                         shape.source, shape.keptNote, kLiveForward | kLiveLossBackward);
    loss.with("s", s).with("b", b).with("V", vocab).with("t", t);
    if (compiled || selective)
        loss.with("B", B);
    sink.gpu.terms.push_back(loss);
    const double mtp = stage.mtpLayers > 0 ? addMtpActivations(context, stage, loss, sink) : 0.0;
    addQueuedHeads(stage, head.bytes + loss.bytes + mtp, sink);

    const double forward = selective ? (B >= 4 ? 0.0 : B * sbv) : (shape.forward + shape.forwardPerChunk / n) * sbv;
    Term logits = makeTerm("logits_transient", MEMLEDGER_TRANSLATABLE("Term", "Logits while the loss is computed"),
        Category::Temporaries, selective ? Provenance::Exact : Provenance::Estimated, forward,
        shape.forwardFormula, shape.source, shape.forwardNote, kLiveForward);
    logits.with("s", s).with("b", b).with("V", vocab).with("t", t);
    if (mode == Loss::Chunked)
        logits.with("n", n);
    if (selective && B < 4)
        logits.with("B", B);
    sink.gpu.terms.push_back(logits);

    const double backward = !selective ? shape.backward * sbv / n
                            : B >= 4   ? 3 * B * sbv
                                       : B * s * std::max(b, 2.0) * vocab / t;
    Term grad = makeTerm("loss_gradient", MEMLEDGER_TRANSLATABLE("Term", "Gradient of the logits"),
        Category::Temporaries, Provenance::Estimated, backward, shape.backwardFormula,
        mode == Loss::Unfused && !compiled ? sources::kLossBackward : shape.source, shape.backwardNote, kLiveLossBackward);
    grad.with("s", s).with("b", b).with("V", vocab).with("t", t);
    if (selective)
        grad.with("B", B);
    if (mode == Loss::Chunked)
        grad.with("n", n);
    sink.gpu.terms.push_back(grad);
}

}  // namespace

void addActivations(const EstimateContext& context, const StageShape& shape, StageSink& sink)
{
    addLayerActivations(context, shape, sink);
    if (shape.first)
        addEmbeddingActivations(context, shape, sink);
    if (shape.last) {
        addLossActivations(context, shape, sink);
        // A copy: the router loss's terms join the same list.
        const auto& terms = sink.gpu.terms;
        const auto transient = std::find_if(terms.begin(), terms.end(),
                                            [](const Term& t) { return std::string_view(t.id) == "logits_transient"; });
        if (transient != terms.end())
            addRouterLossTerms(context, shape, Term(*transient), sink);
    }
}

}  // namespace memledger::model::detail
