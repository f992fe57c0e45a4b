#include "model/ledger/teacher_terms.h"

#include <algorithm>

#include "model/activations/activations.h"
#include "model/core/no_grad_forward.h"
#include "model/core/parameters.h"
#include "model/core/sources.h"
#include "model/core/translatable.h"
#include "model/ledger/logprob_terms.h"

namespace memledger::model::detail {

namespace {

// The teacher counted as the engine counts a model: its own architecture under the job's
// parallelism and vocabulary padding, with nothing trained (no adapters).
ParameterCounts teacherParameters(const Scenario& scenario)
{
    Scenario teacher = scenario;
    teacher.arch = scenario.teacher.arch;
    teacher.memory.lora = Lora{};
    return countParameters(teacher);
}

// What the divergence keeps until backward, in bytes per logit and per token. Each chunk's graph
// is kept until backward (the chunks' losses are summed): softmax and log_softmax save their
// fp32 results, mul the operand the other's gradient needs, masked_fill its bool mask
// (torch.isinf of the student's logits), and the per-token sum's product with the labels' int32
// mask that mask. Forward KL keeps the teacher's probabilities and the student's
// log-probabilities; reverse KL the student's probabilities and log-probabilities, the
// teacher's log-probabilities and the mask of both; symmetric both losses' own tensors.
struct Kept {
    double perLogit;
    double perToken;
};

Kept keptBy(KdLoss loss)
{
    switch (loss) {
    case KdLoss::Forward: return {9, 4};
    case KdLoss::Reverse: return {13, 4};
    case KdLoss::Symmetric: return {22, 8};
    }
    return {9, 4};
}

void addTeacherWeights(const EstimateContext& context, const ParameterCounts& teacher, StageSink& sink)
{
    const Scenario& scenario = context.scenario;
    const bool sharded = context.shardStage >= 3;
    const double n = sharded ? context.shardDegree : 1.0;
    const double k = frozenWeightBytes(scenario);
    const bool offloaded = scenario.teacher.offload;
    Term term = makeTerm(offloaded ? "teacher_weights_host" : "teacher_weights",
        offloaded ? MEMLEDGER_TRANSLATABLE("Term", "Teacher: weights in host memory")
                  : MEMLEDGER_TRANSLATABLE("Term", "Teacher: weights"),
        Category::Weights, Provenance::Exact, teacher.total * k / n, "Ψ_T·k/N", sources::kTeacherModel,
        offloaded ? MEMLEDGER_TRANSLATABLE("Term",
                        "The frozen teacher's shards stay in host memory (FSDP's CPU offload, torchtune's "
                        "fsdp_cpu_offload) and are streamed to the GPU unit by unit for its forward.")
                  : MEMLEDGER_TRANSLATABLE("Term",
                        "The frozen teacher in the job's dtype: no gradients, no optimizer states. Sharded like the "
                        "student's parameters under FSDP (torchtune's distributed recipe shards it with the same "
                        "settings); whole on the GPU otherwise."),
        kLiveAlways | kLiveLogProb);
    term.with("Ψ_T", teacher.total).with("k", k).with("N", n);
    sink.place(context, term, offloaded ? OffloadTarget::Cpu : OffloadTarget::None);
}

// torchtune's models output 16-bit chunks for the chunked loss, else one .float() tensor.
double logitBytesOf(const Scenario& scenario)
{
    return scenario.training.loss == Loss::Chunked ? activationBytes(scenario.training.precision) : 4.0;
}

void addTeacherPass(const EstimateContext& context, const ParameterCounts& teacher, StageSink& sink)
{
    const Scenario& scenario = context.scenario;
    const double vocab = static_cast<double>(context.params.paddedVocab);
    const double logitBytes = logitBytesOf(scenario);
    const double B = activationBytes(scenario.training.precision);
    const double k = frozenWeightBytes(scenario);
    if (context.shardStage >= 3 || scenario.teacher.offload) {
        Term gathered = makeTerm("teacher_gathered_params",
            MEMLEDGER_TRANSLATABLE("Term", "Teacher's pass: gathered parameters (current + prefetched unit)"),
            Category::Temporaries, Provenance::Estimated, 2 * teacher.largestUnit * k, "2·U_T·k", sources::kFsdp,
            MEMLEDGER_TRANSLATABLE("Term",
                "The teacher's sharded or host-held weights are gathered one transformer layer at a time, the next "
                "one prefetched, and resharded after its forward (reshard_after_forward). Its root unit (embedding "
                "and output layer) is not counted."),
            kLiveLogProb);
        gathered.with("U_T", teacher.largestUnit).with("k", k);
        sink.gpu.terms.push_back(gathered);
    }
    const double b = static_cast<double>(scenario.training.microBatch);
    const double seq = static_cast<double>(scenario.training.seq);
    const Architecture& arch = scenario.teacher.arch;
    const double h = static_cast<double>(arch.hidden);
    const double f = widestMlp(arch);
    // Its widest moment: a layer's MLP, or its end, where the normed hidden state and the
    // logits of every chunk exist at once (in a large vocabulary, the end).
    const double layer = noGradForwardPeak(b * seq, h, f, 1, B);
    const double end = logitBytes * seq * b * vocab + b * seq * h * B;
    Term forward = makeTerm("teacher_forward", MEMLEDGER_TRANSLATABLE("Term", "Teacher's pass: its widest moment"),
        Category::Temporaries, Provenance::Estimated, std::max(layer, end),
        "max(b·s·(2·h_T + 3·f_T)·B, B_l·s·b·V + b·s·h_T·B)", sources::kTeacherModel,
        MEMLEDGER_TRANSLATABLE("Term",
            "The teacher runs under no_grad and keeps nothing for backward: each layer's tensors are freed as the next "
            "runs. Its widest moment is an MLP's (the residual stream and its normed copy, the gate and up "
            "projections' output and their product) or its end, where its logits of every chunk and the normed "
            "hidden state they are projected from exist at once."),
        kLiveLogProb);
    forward.with("b", b).with("s", seq).with("h_T", h).with("f_T", f).with("B", B).with("B_l", logitBytes).with("V", vocab);
    sink.gpu.terms.push_back(forward);
}

void addDistillationLoss(const EstimateContext& context, StageSink& sink)
{
    const Scenario& scenario = context.scenario;
    const double s = static_cast<double>(scenario.training.seq);
    const double b = static_cast<double>(scenario.training.microBatch);
    const double vocab = static_cast<double>(context.params.paddedVocab);
    const double logitBytes = logitBytesOf(scenario);
    const auto withShape = [&](Term& term) { term.with("s", s).with("b", b).with("V", vocab); };

    // Both models' logits of every token of the micro-batch, in the dtype the models output.
    const auto addLogits = [&](const char* id, const char* label, const char* note, unsigned liveAt) {
        Term term = makeTerm(id, label, Category::Temporaries, Provenance::Exact, logitBytes * s * b * vocab,
                             "B_l·s·b·V", sources::kTeacherModel, note, liveAt);
        withShape(term);
        term.with("B_l", logitBytes);
        sink.gpu.terms.push_back(term);
    };
    addLogits("teacher_student_logits",
        MEMLEDGER_TRANSLATABLE("Term", "Teacher's pass: the student's logits awaiting the loss"),
        MEMLEDGER_TRANSLATABLE("Term",
            "The student's forward has made its logits before the teacher runs; they wait for the losses (all "
            "chunks, in the model's output dtype)."),
        kLiveLogProb);
    addLogits("teacher_logits", MEMLEDGER_TRANSLATABLE("Term", "Teacher's logits"),
        MEMLEDGER_TRANSLATABLE("Term",
            "The teacher's logits over the whole vocabulary for every token of the micro-batch, kept from the end "
            "of its forward until both losses are computed (del teacher_logits before backward); at the end of its "
            "pass they are counted in its widest moment."),
        kLiveForward);

    const Kept perElement = keptBy(scenario.teacher.loss);
    const bool compiled = scenario.training.compile;
    Term kept = makeTerm("kd_loss_saved", MEMLEDGER_TRANSLATABLE("Term", "Distillation loss: fp32 probabilities kept for backward"),
        Category::Activations, compiled ? Provenance::Estimated : Provenance::Exact, perElement.perLogit * s * b * vocab + perElement.perToken * s * b,
        "κ·s·b·V + μ·s·b", sources::kKdLoss,
        compiled ? MEMLEDGER_TRANSLATABLE("Term",
                       "Counted as the eager loss keeps them: what torch.compile's fused divergence saves instead is "
                       "not modelled. Eager, each chunk keeps fp32 probabilities over the vocabulary until backward.")
                 : MEMLEDGER_TRANSLATABLE("Term",
                       "Each chunk's divergence keeps fp32 (log-)probabilities over the whole vocabulary, and a mask, "
                       "for every token until backward, on top of the cross-entropy's. Computed before the "
                       "cross-entropy, its transients (a product and its masked copy, 8 bytes per logit of one chunk) "
                       "end before the cross-entropy's kept log-probabilities outweigh them; its backward runs after "
                       "the cross-entropy's, whose saved tensors are gone by then."),
        kLiveForward | kLiveLossBackward);
    withShape(kept);
    kept.with("κ", perElement.perLogit).with("μ", perElement.perToken);
    sink.gpu.terms.push_back(kept);
}

}  // namespace

void addTeacher(const EstimateContext& context, const StageShape& shape, StageSink& sink)
{
    if (!context.scenario.teacher.enabled() || !shape.last)
        return;
    const ParameterCounts teacher = teacherParameters(context.scenario);
    addTeacherWeights(context, teacher, sink);
    addTeacherPass(context, teacher, sink);
    addDistillationLoss(context, sink);
}

}  // namespace memledger::model::detail
