#include "model/report/estimate_text.h"

#include <cstdio>

#include "model/core/framework.h"
#include "model/core/named_words.h"
#include "model/core/quantity_format.h"
#include "model/core/validation.h"
#include "model/core/vocabulary.h"
#include "model/core/words.h"

namespace memledger::model {

std::string scenarioLayout(const Scenario& s)
{
    const auto& p = s.parallel;
    std::string text = std::to_string(s.worldSize()) + " × " + (s.hardware.gpuName.empty() ? "GPU" : s.hardware.gpuName) +
                       " · " + frameworkProfile(s.framework).name + " · DP " + std::to_string(p.dp) + " TP " +
                       std::to_string(p.tp) + " PP " + std::to_string(p.pp);
    if (p.vpp > 1)
        text += " VPP " + std::to_string(p.vpp);
    if (p.cp > 1)
        text += " CP " + std::to_string(p.cp);
    if (p.ep > 1)
        text += " EP " + std::to_string(p.ep);
    if (s.arch.moe.isMoe() && p.expertTp() != p.tp)
        text += " ETP " + std::to_string(p.expertTp());
    if (p.sp)
        text += " SP";
    const int stage = effectiveShardStage(s);
    if (stage > 0)
        text += " · ZeRO-" + std::to_string(stage);
    return text;
}

std::string scenarioHeading(const Scenario& scenario, const Translate& translate)
{
    const Words words{translate};
    return (scenario.arch.name.empty() ? words.word("Estimate", "custom model") : scenario.arch.name) + " — " +
           scenarioLayout(scenario);
}

// The sentences are whole patterns (%1 …), translated before they are filled: Chinese
// orders the figures differently.
std::string estimateHeadline(const Estimate& estimate, ByteUnit unit, const Translate& translate)
{
    const Words words{translate};
    const auto& worst = estimate.worst();
    std::string text = filledPattern(
        estimate.fits ? words.word("Estimate", "FITS — peak %1 of %2 (stage %3, %4), headroom %5")
                      : words.word("Estimate", "DOES NOT FIT — peak %1 of %2 (stage %3, %4), headroom %5"),
        {bytesText(worst.total, unit), bytesText(estimate.capacity, unit), std::to_string(worst.stage),
         instantName(worst.peakInstant, words.translate), bytesText(estimate.headroom(), unit)});
    if (!estimate.host.fits())
        text = filledPattern(words.word("Estimate", "%1; host RAM exceeded"), {text});
    return text;
}

std::string fragmentationBasisText(const Scenario& scenario, const Estimate& estimate, const Translate& translate)
{
    const Words words{translate};
    const auto& basis = estimate.fragmentation;
    if (basis.simulated)
        return filledPattern(words.word("Estimate", "Fragmentation simulated: each stage's step replayed through the "
                                                    "caching allocator with %1."),
                             {allocatorSettingsText(basis.allocConf, translate)});
    const std::string fraction = percentText(scenario.overheads.fragmentation);
    if (!basis.fallbackReason)
        return filledPattern(words.word("Estimate", "Fragmentation assumed: %1 of peak allocated."), {fraction});
    return filledPattern(words.word("Estimate", "Fragmentation assumed: %1 of peak allocated (the allocator could not "
                                                "be simulated: %2)."),
                         {fraction, problemText(*basis.fallbackReason, translate)});
}

namespace {

std::string multipleText(double value)
{
    char buffer[32];
    std::snprintf(buffer, sizeof buffer, "%.2f", value);
    return buffer;
}

}  // namespace

// Whose ledger an MoE estimate is: the busiest expert-parallel rank's, and how busy.
std::string routingBasisText(const Estimate& estimate, const Translate& translate)
{
    const Words words{translate};
    const RoutedLoad& load = estimate.routing;
    if (load.bound <= 1 && !load.padded)
        return {};
    const std::string multiple = multipleText(load.multiple);
    if (load.padded)
        return filledPattern(words.word("Estimate", "Expert routing: every expert padded to its capacity, %1× the "
                                                    "balanced routed tokens on every expert-parallel rank."),
                             {multiple});
    if (load.capped)
        return filledPattern(words.word("Estimate", "Expert routing: the busiest expert-parallel rank's ledger, %1× "
                                                    "the balanced routed tokens (the stated imbalance %2 exceeds what "
                                                    "routing or the experts' capacity allows)."),
                             {multiple, multipleText(load.assumed)});
    return filledPattern(words.word("Estimate", "Expert routing: the busiest expert-parallel rank's ledger, %1× the "
                                                "balanced routed tokens (assumed; at most %2)."),
                         {multiple, multipleText(load.bound)});
}

std::string rolloutBasisText(const Estimate& estimate, ByteUnit unit, const Translate& translate)
{
    const RolloutPool& pool = estimate.rollout;
    if (!pool.enabled)
        return {};
    const Words words{translate};
    const auto count = [](double n) { return exactBytesQuantity(n).number; };
    const std::string perSequence =
        count(pool.maxNumSeqs > 0 ? static_cast<double>(pool.tokensWanted / pool.maxNumSeqs) : 0.0);
    if (pool.engine == RolloutEngine::Sglang) {
        std::string text = filledPattern(
            words.word("Estimate", "Rollout engine (SGLang): u·T0 = %1 of the %2 free when it starts (the trainer's "
                                   "weights then %3): weights %4, KV cache %5 = %6 tokens per replica, request table "
                                   "%7 beside it."),
            {bytesText(pool.requested, unit), bytesText(pool.startFree, unit), bytesText(pool.trainerAtStart, unit),
             bytesText(pool.weights, unit), bytesText(pool.kvBytes, unit), count(static_cast<double>(pool.tokens)),
             bytesText(pool.requestTable, unit)});
        text += " " + filledPattern(words.word("Estimate", "%1 sequences of %2 tokens want %3."),
                                    {count(static_cast<double>(pool.maxNumSeqs)), perSequence,
                                     count(static_cast<double>(pool.tokensWanted))});
        if (pool.cacheShort())
            text += " " + words.word("Estimate", "The cache holds fewer: SGLang retracts requests and queues them "
                                                 "again, so generation slows; memory does not grow.");
        return text;
    }
    std::string text = filledPattern(
        words.word("Estimate", "Rollout engine: ceil(T·u) = %1 of the GPU: weights %2, profiled activations %3 "
                               "(estimated), KV cache %4 = %5 tokens per replica; %6 sequences of %7 tokens want %8."),
        {bytesText(pool.requested, unit), bytesText(pool.weights, unit), bytesText(pool.profilePeak, unit),
         bytesText(pool.kvBytes, unit), count(static_cast<double>(pool.tokens)),
         count(static_cast<double>(pool.maxNumSeqs)), perSequence, count(static_cast<double>(pool.tokensWanted))});
    if (pool.cacheShort())
        text += " " + words.word("Estimate", "The cache holds fewer: vLLM preempts and recomputes sequences, so "
                                             "generation slows; memory does not grow.");
    return text;
}

std::string logProbBasisText(const Scenario& scenario, const Estimate& estimate, ByteUnit unit,
                             const Translate& translate)
{
    if (!scenario.hasLogProbPasses() || !estimate.valid() || estimate.stages.empty())
        return {};
    const Words words{translate};
    const StageLedger& worst = estimate.worst();
    const auto bytesOf = [&](const char* id) {
        const Term* term = findTerm(worst, id);
        return term ? term->bytes : 0.0;
    };
    // The host ledger is per node: its term's bytes over the GPUs of the node it scales by.
    const auto perGpuOnHost = [&](const char* id) {
        for (const Term& term : estimate.host.terms)
            if (std::string_view(term.id) == id)
                for (int i = 0; i < term.varCount; ++i)
                    if (std::string_view(term.vars[static_cast<std::size_t>(i)].symbol) == "G_node")
                        return term.bytes / term.vars[static_cast<std::size_t>(i)].value;
        return 0.0;
    };
    if (scenario.teacher.enabled()) {
        const std::string weights =
            scenario.teacher.offload
                ? filledPattern(words.word("Estimate", "%1 per GPU in host memory"),
                                {bytesText(perGpuOnHost("teacher_weights_host"), unit)})
                : filledPattern(words.word("Estimate", "%1 per GPU"), {bytesText(bytesOf("teacher_weights"), unit)});
        return filledPattern(
            words.word("Estimate", "Distillation: teacher %1, weights %2; its logits %3, the divergence keeps %4 "
                                   "until backward; %5 at the teacher's pass."),
            {scenario.teacher.modelId, weights, bytesText(bytesOf("teacher_logits"), unit),
             bytesText(bytesOf("kd_loss_saved"), unit),
             bytesText(worst.totalAt[static_cast<std::size_t>(Instant::LogProb)], unit)});
    }
    std::string reference;
    if (!scenario.reference.enabled())
        reference = words.word("Estimate", "no reference model");
    else if (scenario.memory.lora.enabled())
        reference = words.word("Estimate", "the reference is the policy's base with its adapters disabled (no copy)");
    else if (scenario.reference.offload)
        reference = filledPattern(words.word("Estimate", "reference weights in host memory (%1 per GPU), streamed "
                                                         "while it scores"),
                                  {bytesText(perGpuOnHost("reference_weights_host"), unit)});
    else
        reference = filledPattern(words.word("Estimate", "reference weights %1 per GPU"),
                                  {bytesText(bytesOf("reference_weights"), unit)});
    const double logits = bytesOf("logprob_logits") + bytesOf("logprob_softmax");
    return filledPattern(
        words.word("Estimate", "Log-prob passes: %1; %2 sequences per forward, logits and their softmax %3; %4 at "
                               "the pass."),
        {reference, std::to_string(scenario.logprobMicroBatch()), bytesText(logits, unit),
         bytesText(worst.totalAt[static_cast<std::size_t>(Instant::LogProb)], unit)});
}

}  // namespace memledger::model
