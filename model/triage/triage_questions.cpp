#include "model/triage/triage_questions.h"

#include <array>
#include <cmath>

#include "model/allocator/simulated_ledger.h"
#include "model/core/quantity_format.h"

namespace memledger::model {

namespace {

struct QuestionKind {
    const char* name;
    std::span<const char* const> answers;
    std::span<const char* const> placeholders;
    QuestionResult (*answer)(const Scenario&, const Estimate&);
};

double fixedBytes(const StageLedger& stage) { return stage.atPeak[static_cast<std::size_t>(Category::CudaContext)]; }

double gpuNeed(const Estimate& estimate) { return estimate.worst().total; }

QuestionResult answerFits(const Scenario&, const Estimate& estimate)
{
    return {estimate.fits ? "yes" : "no",
            {{"need", gibText(gpuNeed(estimate))}, {"capacity", gibText(estimate.capacity)}}};
}

// When does it OOM: the first instant of the step whose tensors, with the CUDA
// context, exceed the card. If none does, only the allocator's slack is over:
// the "sporadic" OOM that fragmentation explains.
QuestionResult answerPhase(const Scenario& scenario, const Estimate& estimate)
{
    // The weight sync is the engine's waking, answered with its rollout.
    static constexpr std::array<const char*, kInstantCount> kWords = {"forward", "backward", "backward", "backward",
                                                                      "optimizer-step", "rollout", "log-probs",
                                                                      "rollout"};
    const StageLedger& worst = estimate.worst();
    const double fixed = fixedBytes(worst);
    QuestionResult result{"sporadic", {{"capacity", gibText(estimate.capacity)},
                                       {"allocated", gibText(worst.peakAllocated + fixed)},
                                       {"fragmentation", gibText(worst.total - worst.peakAllocated - fixed)}}};
    // An RL job syncs its weights and generates before it trains: the sync is the first moment
    // to run out, then its rollout, then its log-prob passes (a DPO step scores with its
    // reference before the policy's forward). An engine that never sleeps is there in every
    // phase: it is the engine's OOM wherever it is.
    constexpr std::array<std::size_t, kInstantCount> kOrder = {7, 5, 6, 0, 1, 2, 3, 4};
    const bool engineAlwaysAwake = estimate.rollout.enabled && scenario.rollout.sleepLevel == 0;
    for (const std::size_t i : kOrder) {
        if (worst.allocatedAt[i] + worst.outsideAt[i] > estimate.capacity) {
            result.answer = engineAlwaysAwake ? "rollout" : kWords[i];
            result.values["at_phase"] = gibText(worst.totalAt[i]);
            return result;
        }
    }
    result.values["at_phase"] = gibText(worst.total);
    return result;
}

// The gap of the estimate's worst stage: simulated when the walk's estimates are
// (triage.cpp), the assumed φ where the allocator could not be simulated.
QuestionResult answerGap(const Scenario&, const Estimate& estimate)
{
    const double gap = fragmentationFraction(estimate.worst());
    return {gap > kSevereFragmentation ? "yes" : "no",
            {{"gap", percentText(gap)}, {"threshold", percentText(kSevereFragmentation)}}};
}

// The decisive experiment (docs/model.md#triage), run by the engine: micro-batch 1, with
// accumulation keeping the global batch. An invalid layout keeps the current estimate.
Estimate batchOne(const Scenario& scenario, const Estimate& current)
{
    Scenario one = scenario;
    one.training.gradAccum = scenario.gradAccumSteps() * scenario.training.microBatch;
    one.training.microBatch = 1;
    Estimate estimate = estimateWithAllocator(one);
    return estimate.valid() ? estimate : current;
}

QuestionResult answerBatchOne(const Scenario& scenario, const Estimate& estimate)
{
    const Estimate one = batchOne(scenario, estimate);
    return {gpuNeed(one) <= one.capacity ? "fits" : "oom",
            {{"need", gibText(gpuNeed(one))},
             {"capacity", gibText(one.capacity)},
             {"micro_batch", std::to_string(scenario.training.microBatch)}}};
}

QuestionResult answerDominant(const Scenario& scenario, const Estimate& estimate)
{
    const Estimate one = batchOne(scenario, estimate);
    const auto& at = one.worst().atPeak;
    auto bytes = [&](Category c) { return at[static_cast<std::size_t>(c)]; };
    const double states = bytes(Category::Weights) + bytes(Category::Gradients) + bytes(Category::OptimizerStates);
    const double activations = bytes(Category::Activations) + bytes(Category::Temporaries);
    return {states >= activations ? "states" : "activations",
            {{"states", gibText(states)}, {"activations", gibText(activations)}}};
}

QuestionResult answerGpus(const Scenario& scenario, const Estimate&)
{
    return {scenario.worldSize() > 1 ? "multi" : "single", {{"gpus", std::to_string(scenario.worldSize())}}};
}

constexpr const char* kYesNo[] = {"yes", "no"};
constexpr const char* kPhases[] = {"forward", "backward", "optimizer-step", "rollout", "log-probs", "sporadic"};
constexpr const char* kBatchOne[] = {"fits", "oom"};
constexpr const char* kDominant[] = {"states", "activations"};
constexpr const char* kGpus[] = {"single", "multi"};
constexpr const char* kFitsValues[] = {"need", "capacity"};
constexpr const char* kPhaseValues[] = {"at_phase", "capacity", "allocated", "fragmentation"};
constexpr const char* kGapValues[] = {"gap", "threshold"};
constexpr const char* kBatchOneValues[] = {"need", "capacity", "micro_batch"};
constexpr const char* kDominantValues[] = {"states", "activations"};
constexpr const char* kGpuValues[] = {"gpus"};

constexpr QuestionKind kQuestions[] = {
    {"fits", kYesNo, kFitsValues, answerFits},
    {"oom-phase", kPhases, kPhaseValues, answerPhase},
    {"fragmentation-gap", kYesNo, kGapValues, answerGap},
    {"batch-one", kBatchOne, kBatchOneValues, answerBatchOne},
    {"dominant", kDominant, kDominantValues, answerDominant},
    {"gpus", kGpus, kGpuValues, answerGpus},
};

const QuestionKind* findQuestion(const std::string& name)
{
    for (const auto& kind : kQuestions)
        if (name == kind.name)
            return &kind;
    return nullptr;
}

}  // namespace

std::span<const char* const> questionAnswers(const std::string& question)
{
    const QuestionKind* kind = findQuestion(question);
    return kind ? kind->answers : std::span<const char* const>{};
}

std::span<const char* const> questionPlaceholders(const std::string& question)
{
    const QuestionKind* kind = findQuestion(question);
    return kind ? kind->placeholders : std::span<const char* const>{};
}

QuestionResult answerQuestion(const std::string& question, const Scenario& scenario, const Estimate& estimate)
{
    const QuestionKind* kind = findQuestion(question);
    return kind ? kind->answer(scenario, estimate) : QuestionResult{};
}

std::string fillPlaceholders(const std::string& text, const std::map<std::string, std::string>& values)
{
    std::string out;
    std::size_t pos = 0;
    while (pos < text.size()) {
        const auto open = text.find('{', pos);
        const auto close = open == std::string::npos ? open : text.find('}', open);
        if (close == std::string::npos) {
            out += text.substr(pos);
            break;
        }
        out += text.substr(pos, open - pos);
        const auto it = values.find(text.substr(open + 1, close - open - 1));
        out += it != values.end() ? it->second : text.substr(open, close - open + 1);
        pos = close + 1;
    }
    return out;
}

std::string gibText(double bytes)
{
    return bytesText(bytes, ByteUnit::GiB);
}

}  // namespace memledger::model
