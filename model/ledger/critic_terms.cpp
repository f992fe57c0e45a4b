#include "model/ledger/critic_terms.h"

#include <iterator>

#include "model/core/sources.h"
#include "model/core/translatable.h"
#include "model/ledger/logprob_terms.h"

namespace memledger::model::detail {

namespace {

// The critic's parameters on the rank over the policy's: the same layers, and on the last
// stage a value head of h parameters in place of the output layer (and of the tied
// embedding's copy a pipelined head holds).
double criticShare(const EstimateContext& context, const StageShape& shape, double& head, double& valueHead)
{
    const Scenario& scenario = context.scenario;
    const double t = scenario.parallel.tp;
    const double policy = shape.nonExpertParams + shape.expertParams;
    head = 0;
    valueHead = 0;
    if (shape.last) {
        head = context.params.outputLayer / t;
        if (scenario.arch.tiedEmbeddings && scenario.parallel.pp > 1)
            head += context.params.embedding / t;
        valueHead = static_cast<double>(scenario.arch.hidden);
    }
    return policy > 0 ? (policy - head + valueHead) / policy : 0.0;
}

double sumOf(const std::vector<Term>& terms, std::size_t from, Category category, bool residentOnly)
{
    double bytes = 0;
    for (std::size_t i = from; i < terms.size(); ++i)
        if (terms[i].category == category && (!residentOnly || residentThroughStep(terms[i].liveAt)))
            bytes += terms[i].bytes;
    return bytes;
}

struct CriticCopy {
    const char* id;
    const char* label;
    Category category;
    bool residentOnly;
};

constexpr CriticCopy kCopies[] = {
    {"critic_weights", MEMLEDGER_TRANSLATABLE("Term", "Critic: weights"), Category::Weights, false},
    {"critic_gradients", MEMLEDGER_TRANSLATABLE("Term", "Critic: gradients kept through the step"),
     Category::Gradients, true},
    {"critic_optimizer_states", MEMLEDGER_TRANSLATABLE("Term", "Critic: optimizer states"),
     Category::OptimizerStates, false},
};

}  // namespace

void addCritic(const EstimateContext& context, const StageShape& shape, StageSink& sink, std::size_t hostFrom,
               std::size_t nvmeFrom)
{
    if (!context.scenario.critic.enabled())
        return;
    double head = 0;
    double valueHead = 0;
    const double r = criticShare(context, shape, head, valueHead);
    const auto copy = [&](const CriticCopy& spec, double policyBytes, OffloadLedger* offload) {
        if (policyBytes <= 0)
            return;
        Term term = makeTerm(spec.id, spec.label, spec.category, Provenance::Exact, r * policyBytes, "r·M_policy",
            sources::kCritic,
            MEMLEDGER_TRANSLATABLE("Term",
                "PPO's critic is the policy's network with a scalar value head in place of the output layer, trained "
                "beside it with the same sharding, precision and optimizer: each of its states is the policy's, "
                "scaled by its share of the policy's parameters on this rank."),
            // Copies of states that outlive the step (gradients only when kept): an RL job's
            // rollout and log-prob passes meet them too.
            kLiveAlways | betweenStepInstants(context.scenario));
        term.with("r", r).with("M_policy", policyBytes).with("Ψ_head", head).with("h", valueHead);
        if (!offload) {
            sink.gpu.terms.push_back(term);
            return;
        }
        // Already per node: the policy's offloaded terms are.
        offload->terms.push_back(term);
        offload->total += term.bytes;
    };
    // Summed before any copy is added: the policy's states alone.
    double policy[std::size(kCopies)][3] = {};
    for (std::size_t i = 0; i < std::size(kCopies); ++i) {
        policy[i][0] = sumOf(sink.gpu.terms, 0, kCopies[i].category, kCopies[i].residentOnly);
        policy[i][1] = sumOf(sink.host.terms, hostFrom, kCopies[i].category, kCopies[i].residentOnly);
        policy[i][2] = sumOf(sink.nvme.terms, nvmeFrom, kCopies[i].category, kCopies[i].residentOnly);
    }
    for (std::size_t i = 0; i < std::size(kCopies); ++i) {
        copy(kCopies[i], policy[i][0], nullptr);
        copy(kCopies[i], policy[i][1], &sink.host);
        copy(kCopies[i], policy[i][2], &sink.nvme);
    }
}

}  // namespace memledger::model::detail
