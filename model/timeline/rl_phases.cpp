#include "model/timeline/rl_phases.h"

#include <algorithm>

#include "model/ledger/instant_ledger.h"
#include "model/ledger/phase_offload.h"

namespace memledger::model::detail {

namespace {

double sum(const CategoryBytes& bytes)
{
    double total = 0;
    for (const double b : bytes)
        total += b;
    return total;
}

// One decode step of `sequences` sequences on one GPU of the engine: it reads the serving
// weights and every sequence's cache once, or computes, whichever takes longer (the roofline;
// at the HBM's peak bandwidth, so a lower bound).
double decodeStep(double sequences, double weights, double cachePerSequence, double flopsPerSequence,
                  const Scenario& s, const StepCosts& c)
{
    const double read = (weights + sequences * cachePerSequence) / s.hardware.hbmBandwidth;
    const double compute = c.flopsRate > 0 ? sequences * flopsPerSequence / c.flopsRate : 0.0;
    return std::max(read, compute);
}

// Seconds of one forward pass over this rank's share of the step's sequences, from the
// update's own layer costs: every micro-batch through the stage's layers (and their blocking
// collectives) and the head.
double scoringPass(const Scenario& s, const StepCosts& c)
{
    double layers = 0;
    for (int layer = 0; layer < s.arch.layers; ++layer) {
        const bool moe = s.arch.moe.hasExperts(layer);
        const LayerCost& lc = c.layer[moe ? 1 : 0];
        layers += lc.forward + lc.tpComm;
    }
    const double perMicroBatch = layers / std::max(1, s.parallel.pp) + c.headForward;
    return perMicroBatch * static_cast<double>(s.gradAccumSteps());
}

void addSpan(Timeline& t, double start, double seconds, double bytes, Lane lane, SpanKind kind,
             Traffic traffic = Traffic::None)
{
    if (seconds <= 0)
        return;
    Span span;
    span.start = start;
    span.end = start + seconds;
    span.bytes = bytes;
    span.lane = lane;
    span.kind = kind;
    span.traffic = traffic;
    t.spans.push_back(span);
}

}  // namespace

double engineBytesAt(const StageLedger& ledger, Instant instant)
{
    return categoriesAt(ledger, instant)[static_cast<std::size_t>(Category::Rollout)];
}

RlPhases rlPhases(const Scenario& s, const Estimate& e, const StepCosts& c, int stage)
{
    RlPhases out;
    const RolloutPool& pool = e.rollout;
    if (!s.rollout.enabled() || !pool.enabled)
        return out;
    out.present = true;
    const double pcie = pcieBandwidth(s.hardware);
    const double hbm = s.hardware.hbmBandwidth;
    // Level 1 keeps the serving weights in pinned host memory: out at sleep, back at wake.
    // Level 2 drops them (the sync refills them); level 0 never moves them.
    if (s.rollout.sleepLevel == 1) {
        out.wake = pool.weights / pcie;
        out.sleep = pool.weights / pcie;
    }
    // The sync gathers the policy's 16-bit weights where they are sharded (FSDP, ZeRO-3),
    // then loads its engine's share: the serving weights read and written once.
    const double modelParallel = static_cast<double>(s.parallel.tp) * s.parallel.pp;
    const double policy16 = 2.0 * e.params.total / modelParallel;
    const double gathered = c.gatherParams ? ringAllGatherVolume(policy16, c.shardRanks) : 0.0;
    out.sync = (gathered > 0 && c.dpBandwidth > 0 ? gathered / c.dpBandwidth : 0.0) + 2.0 * pool.weights / hbm;

    // Generation: the step's sequences split over the engine's replicas.
    const int tp = std::max(1, s.rollout.tp);
    const std::int64_t replicas = std::max(1, s.worldSize() / tp);
    out.sequences = (s.globalBatch() + replicas - 1) / replicas;
    out.promptTokens = s.rollout.promptLength;
    out.generatedTokens = std::max<std::int64_t>(1, s.training.seq - s.rollout.promptLength);
    const std::int64_t roomy = std::max<std::int64_t>(1, pool.tokens / std::max<std::int64_t>(1, s.training.seq));
    out.concurrent = std::max<std::int64_t>(1, std::min({out.sequences, pool.maxNumSeqs, roomy}));
    out.waves = (out.sequences + out.concurrent - 1) / out.concurrent;
    const double flopsPerToken = 2.0 * std::max(0.0, e.params.active - e.params.embedding) / tp;
    out.generationFlops = flopsPerToken * tp * static_cast<double>(s.globalBatch()) * static_cast<double>(s.training.seq);
    const double prompt = static_cast<double>(out.promptTokens);
    const double generated = static_cast<double>(out.generatedTokens);
    out.prefill = c.flopsRate > 0 ? static_cast<double>(out.sequences) * prompt * flopsPerToken / c.flopsRate : 0.0;
    // Each sequence's cache grows from the prompt to the whole sequence: its mean is read
    // at every step.
    const double cachePerSequence = pool.bytesPerTokenLayer * pool.layers * (prompt + generated / 2.0);
    const std::int64_t fullWaves = out.sequences / out.concurrent;
    const std::int64_t rest = out.sequences % out.concurrent;
    out.decode = generated * (static_cast<double>(fullWaves) *
                                  decodeStep(static_cast<double>(out.concurrent), pool.weights, cachePerSequence,
                                             flopsPerToken, s, c) +
                              (rest > 0 ? decodeStep(static_cast<double>(rest), pool.weights, cachePerSequence,
                                                     flopsPerToken, s, c)
                                        : 0.0));

    // Scoring: the old policy's log-probs (verl and OpenRLHF recompute them with the trainer),
    // the reference's and the critic's values, one forward pass each.
    out.passes = 1 + (s.reference.enabled() ? 1 : 0) + (s.critic.enabled() ? 1 : 0);
    const double pass = scoringPass(s, c);
    double reference = s.reference.enabled() ? pass : 0.0;
    if (s.reference.enabled() && s.reference.offload) {
        const double shard = c.gatherParams ? static_cast<double>(std::max(1, c.shardRanks)) : 1.0;
        reference = std::max(reference, policy16 / shard / pcie);
    }
    out.logprob = pass * (out.passes - (s.reference.enabled() ? 1 : 0)) + reference;
    // The trainer's states offloaded between updates: out after the last update, back before this
    // one, at the host link's rate (verl's copies are pageable, OpenRLHF's pinned: the scenario's).
    out.offloadedBytes = bytesOffloadedBetweenUpdates(s, e.stages[static_cast<std::size_t>(stage)]);
    const double link = hostLinkBandwidth(s);
    out.statesOut = out.offloadedBytes > 0 && link > 0 ? out.offloadedBytes / link : 0.0;
    out.statesIn = out.statesOut;
    out.updateStart = out.statesOut + out.wake + out.sync + out.prefill + out.decode + out.sleep + out.logprob +
                      out.statesIn;
    return out;
}

void prependRlPhases(Timeline& t, const RlPhases& phases, const StageLedger& ledger)
{
    if (!phases.present)
        return;
    const double shift = phases.updateStart;
    for (Span& span : t.spans) {
        span.start += shift;
        span.end += shift;
    }
    for (MemoryPoint& point : t.memory)
        point.time += shift;
    t.peakTime += shift;

    // The phases' spans, in their order; the reference's upload (when it lives on the host)
    // runs beside its pass.
    std::vector<Span> update = std::move(t.spans);
    t.spans.clear();
    double at = 0;
    addSpan(t, at, phases.statesOut, phases.offloadedBytes, Lane::D2H, SpanKind::StatesToHost, Traffic::OptimizerStates);
    at += phases.statesOut;
    const double weights = engineBytesAt(ledger, Instant::Rollout);
    addSpan(t, at, phases.wake, weights, Lane::H2D, SpanKind::EngineWake, Traffic::Parameters);
    at += phases.wake;
    addSpan(t, at, phases.sync, 0, Lane::Collective, SpanKind::WeightSync, Traffic::Parameters);
    at += phases.sync;
    const double generationStart = at;
    addSpan(t, at, phases.prefill, 0, Lane::Compute, SpanKind::Prefill);
    at += phases.prefill;
    addSpan(t, at, phases.decode, 0, Lane::Compute, SpanKind::Decode);
    at += phases.decode;
    addSpan(t, at, phases.sleep, weights, Lane::D2H, SpanKind::EngineSleep, Traffic::Parameters);
    at += phases.sleep;
    const double sleepEnd = at;
    addSpan(t, at, phases.logprob, 0, Lane::Compute, SpanKind::LogProbPass);
    at += phases.logprob;
    addSpan(t, at, phases.statesIn, phases.offloadedBytes, Lane::H2D, SpanKind::StatesToGpu, Traffic::OptimizerStates);
    t.spans.insert(t.spans.end(), update.begin(), update.end());
    t.stepTime += shift;

    // Memory: the ledger's bytes at the weight sync until generation starts, at the rollout
    // through generation, at the log-prob passes through scoring, then the update's curve.
    const CategoryBytes sync = allocatedCategoriesAt(ledger, Instant::WeightSync);
    const CategoryBytes rollout = allocatedCategoriesAt(ledger, Instant::Rollout);
    const CategoryBytes scoring = allocatedCategoriesAt(ledger, Instant::LogProb);
    std::vector<MemoryPoint> curve{{0.0, sum(sync)}, {generationStart, sum(rollout)}};
    if (phases.logprob > 0)
        curve.push_back({sleepEnd, sum(scoring)});
    for (const MemoryPoint& point : t.memory)
        curve.push_back(point);
    t.memory = std::move(curve);
    const auto raise = [&](const CategoryBytes& bytes, double time) {
        if (sum(bytes) > t.peakMemory) {
            t.peakMemory = sum(bytes);
            t.peakByCategory = bytes;
            t.peakTime = time;
        }
    };
    raise(sync, 0.0);
    raise(rollout, generationStart);
    if (phases.logprob > 0)
        raise(scoring, sleepEnd);

    t.engineMemory = {{0.0, engineBytesAt(ledger, Instant::WeightSync)},
                      {generationStart, engineBytesAt(ledger, Instant::Rollout)},
                      {sleepEnd, engineBytesAt(ledger, Instant::LogProb)},
                      {shift, engineBytesAt(ledger, Instant::ForwardEnd)},
                      {t.stepTime, engineBytesAt(ledger, Instant::OptimizerStep)}};
    t.rl = phases;
}

}  // namespace memledger::model::detail
