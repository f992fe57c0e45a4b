#include "model/ledger/logprob_terms.h"

#include <algorithm>
#include <string_view>

#include "model/activations/activations.h"
#include "model/core/framework.h"
#include "model/core/no_grad_forward.h"
#include "model/core/sources.h"
#include "model/core/translatable.h"

namespace memledger::model::detail {

namespace {

// Under LoRA the reference is the policy's frozen base with its adapters disabled (TRL's
// GRPO and DPO trainers, verl's ref_in_actor): no weights of its own.
bool referenceHasWeights(const Scenario& scenario)
{
    return scenario.reference.enabled() && !scenario.memory.lora.enabled();
}

void addReferenceWeights(const EstimateContext& context, const StageShape& shape, StageSink& sink)
{
    const Scenario& scenario = context.scenario;
    const bool sharded = context.shardStage >= 3;
    const double n = sharded ? context.shardDegree : 1.0;
    const double nExp = sharded ? context.expertShardDegree : 1.0;
    const double k = frozenWeightBytes(scenario);
    const bool experts = shape.expertParams > 0;
    const bool offloaded = scenario.reference.offload;
    Term term = makeTerm(offloaded ? "reference_weights_host" : "reference_weights",
        offloaded ? MEMLEDGER_TRANSLATABLE("Term", "Reference model: weights in host memory")
                  : MEMLEDGER_TRANSLATABLE("Term", "Reference model: weights"),
        Category::Weights, Provenance::Exact, (shape.nonExpertParams / n + shape.expertParams / nExp) * k,
        experts ? "(Ψ_rank/N + Ψ_exp/N_exp)·k" : "Ψ_rank·k/N", sources::kReferenceModel,
        offloaded ? MEMLEDGER_TRANSLATABLE("Term",
                        "The frozen reference is kept in host memory and streamed to the GPU unit by unit while it "
                        "scores a batch (verl's FSDP reference always; FSDP's CPU offload, DeepSpeed's offload_param).")
                  : MEMLEDGER_TRANSLATABLE("Term",
                        "A frozen copy of the policy: no gradients, no optimizer states. Sharded like the policy's "
                        "parameters under ZeRO-3 or FSDP; otherwise whole on every GPU, as TRL and OpenRLHF prepare it "
                        "for inference (DeepSpeed stage 0)."),
        kLiveAlways);
    term.with("Ψ_rank", shape.nonExpertParams).with("k", k).with("N", n);
    if (experts)
        term.with("Ψ_exp", shape.expertParams).with("N_exp", nExp);
    sink.place(context, term, offloaded ? OffloadTarget::Cpu : OffloadTarget::None);
}

// The units a sharded forward gathers are released as it ends and gathered again in backward:
// not kept through the reference's pass, which gathers its own.
bool regatheredInBackward(const Term& term) { return std::string_view(term.id) == "gathered_params"; }

// What the loss saves: a distillation job computes its losses after the teacher's pass.
bool madeByTheLoss(const Term& term) { return std::string_view(term.id) == "activations_loss"; }

}  // namespace

double frozenWeightBytes(const Scenario& scenario)
{
    return scenario.training.precision == Precision::Fp32 ? 4.0 : 2.0;
}

unsigned betweenStepInstants(const Scenario& scenario)
{
    return scenario.rollout.enabled() ? kLiveRollout | kLiveLogProb | kLiveWeightSync : 0u;
}

void addLogProbPasses(const EstimateContext& context, const StageShape& shape, StageSink& sink)
{
    const Scenario& scenario = context.scenario;
    if (!scenario.hasLogProbPasses())
        return;
    if (referenceHasWeights(scenario))
        addReferenceWeights(context, shape, sink);
    // A distillation job's only pass is its teacher's (teacher_terms.h).
    if (!scenario.scoresWithThePolicy())
        return;

    const double t = scenario.parallel.tp;
    const double bLp = static_cast<double>(scenario.logprobMicroBatch());
    const double B = activationBytes(scenario.training.precision);

    // Sharded or streamed weights are gathered unit by unit, the next one prefetched.
    const bool streamed = referenceHasWeights(scenario) && scenario.reference.offload;
    if (context.shardStage >= 3 || streamed) {
        const double unit = context.params.largestUnit / t;
        const double k = streamed ? frozenWeightBytes(scenario) : B;
        Term gathered = makeTerm("logprob_gathered_params",
            MEMLEDGER_TRANSLATABLE("Term", "Log-prob pass: gathered parameters (current + prefetched unit)"),
            Category::Temporaries, Provenance::Estimated, 2 * unit * k, "2·U·k", sources::kFsdp,
            MEMLEDGER_TRANSLATABLE("Term",
                "The scoring model's sharded or host-held weights are gathered one transformer layer at a time, the "
                "next one prefetched. FSDP's root unit (embedding and output layer), which verl reshards explicitly "
                "after the pass, is not counted."),
            kLiveLogProb);
        gathered.with("U", unit).with("k", k);
        sink.gpu.terms.push_back(gathered);
    }

    // Without gradients each layer's tensors are freed as the next layer runs.
    const double s = static_cast<double>(scenario.training.seq) / scenario.parallel.cp;
    const double h = static_cast<double>(scenario.arch.hidden);
    const double f = widestMlp(scenario.arch);
    Term forward = makeTerm("logprob_forward", MEMLEDGER_TRANSLATABLE("Term", "Log-prob pass: one layer's working set"),
        Category::Temporaries, Provenance::Estimated, noGradForwardPeak(bLp * s, h, f, scenario.parallel.tp, B),
        "b_lp·s·(2·h + 3·f/t)·B", sources::kLogProbPass,
        MEMLEDGER_TRANSLATABLE("Term",
            "A forward under no_grad keeps nothing for backward: each layer's tensors are freed as the next runs. "
            "Estimated at an MLP's widest moment, as for vLLM's profile run: the residual stream and its normed "
            "copy, the gate and up projections' output and their product."),
        kLiveLogProb);
    forward.with("b_lp", bLp).with("s", s).with("h", h).with("f", f).with("t", t).with("B", B);
    sink.gpu.terms.push_back(forward);
    if (!shape.last)
        return;

    const double vocab = static_cast<double>(context.params.paddedVocab);
    Term logits = makeTerm("logprob_logits", MEMLEDGER_TRANSLATABLE("Term", "Log-prob pass: logits"),
        Category::Temporaries, Provenance::Estimated, B * s * bLp * vocab / t, "B·s·b_lp·V/t", sources::kLogProbPass,
        MEMLEDGER_TRANSLATABLE("Term",
            "The scoring forward's logits over the whole vocabulary for every token of its micro-batch, in the "
            "compute dtype (verl with remove-padding: every non-pad token; TRL keeps the completion's, which this "
            "overstates by the prompt's share)."),
        kLiveLogProb);
    logits.with("B", B).with("s", s).with("b_lp", bLp).with("V", vocab).with("t", t);
    sink.gpu.terms.push_back(logits);

    // verl's old-log-prob pass takes the entropy of the whole micro-batch (a softmax as wide as
    // the logits); TRL's selective_log_softmax takes the log-softmax one sequence at a time.
    const bool rowByRow = scenario.framework == Framework::HfTrainer;
    const double rows = rowByRow ? 1.0 : bLp;
    Term softmax = makeTerm("logprob_softmax",
        rowByRow ? MEMLEDGER_TRANSLATABLE("Term", "Log-prob pass: one sequence's log-softmax")
                 : MEMLEDGER_TRANSLATABLE("Term", "Log-prob pass: softmax for the entropy"),
        Category::Temporaries, Provenance::Estimated, B * s * rows * vocab / t, "B·s·r·V/t", sources::kLogProbPass,
        rowByRow ? MEMLEDGER_TRANSLATABLE("Term",
                       "TRL's selective_log_softmax takes the log-softmax of one sequence at a time (its entropy is "
                       "chunked): one sequence's vocabulary-wide tensor beside the logits.")
                 : MEMLEDGER_TRANSLATABLE("Term",
                       "verl's old-log-prob pass computes the entropy by default: a softmax as large as the logits "
                       "(entropy_from_logits). Its chunked and fused variants, and the flash-attn cross-entropy's "
                       "workspace, are not modelled."),
        kLiveLogProb);
    softmax.with("B", B).with("s", s).with("r", rows).with("V", vocab).with("t", t);
    sink.gpu.terms.push_back(softmax);
}

void markLiveOutsideTheStep(const Scenario& scenario, StageLedger& ledger)
{
    if (!scenario.hasLogProbPasses())
        return;
    const bool rl = scenario.rollout.enabled();
    const unsigned between = betweenStepInstants(scenario);
    for (Term& term : ledger.terms) {
        if (term.category == Category::Rollout)
            continue;
        if (rl) {
            if (term.category != Category::Gradients && residentThroughStep(term.liveAt))
                term.liveAt |= between;
        } else if ((term.liveAt & kLiveForward) && term.liveAt != kLiveForward && !regatheredInBackward(term) &&
                   !(scenario.teacher.enabled() && madeByTheLoss(term))) {
            term.liveAt |= kLiveLogProb;
        }
    }
}

}  // namespace memledger::model::detail
