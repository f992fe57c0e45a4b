#include "model/triage/triage.h"

#include <algorithm>
#include <optional>

#include "model/allocator/simulated_ledger.h"
#include "model/triage/triage_questions.h"

namespace memledger::model {

namespace {

// A step must buy at least this share of the card to be worth proposing; below it
// the change is noise in the ledger, not a fix (selective recomputation on top of
// FlashAttention saves a few tens of MiB).
constexpr double kMinSavedFraction = 0.005;

struct Measured {
    Measured(Scenario s)
        : scenario(std::move(s)), estimate(estimateWithAllocator(scenario)), time(stepTime(scenario, estimate))
    {
    }
    Scenario scenario;
    Estimate estimate;
    StepTime time;
};

struct Walk {
    std::vector<TriageAnswered> trail;
    std::optional<TriageStep> step;
    const TriageNode* end = nullptr;
};

class Walker {
public:
    Walker(const TriageTree& tree, const TriageOptions& options, std::vector<TriageSkip>& skipped)
        : m_tree(tree), m_options(options), m_skipped(skipped)
    {
    }

    // One pass from the start node: answer the questions, then take the first action
    // of the branch reached that helps; a branch with none falls through to its next node.
    Walk walk(const Measured& now)
    {
        Walk out;
        for (const TriageNode* node = m_tree.node(m_tree.start); node;) {
            if (node->kind == NodeKind::End) {
                out.end = node;
                return out;
            }
            if (node->kind == NodeKind::Question) {
                node = answer(*node, now, out.trail);
                continue;
            }
            for (const auto& id : node->steps)
                if ((out.step = tryAction(*m_tree.action(id), node->id, now))) {
                    out.step->trail = out.trail;
                    return out;
                }
            node = m_tree.node(node->next);
        }
        return out;
    }

private:
    const TriageNode* answer(const TriageNode& node, const Measured& now, std::vector<TriageAnswered>& trail)
    {
        const QuestionResult result = answerQuestion(node.question, now.scenario, now.estimate);
        const TriageAnswer* chosen = node.answer(result.answer);
        if (!chosen)
            return nullptr;
        trail.push_back({node.id, node.question, result.answer,
                         {fillPlaceholders(chosen->because.en, result.values),
                          fillPlaceholders(chosen->because.zh, result.values)}});
        return m_tree.node(chosen->next);
    }

    std::optional<TriageStep> tryAction(const TriageAction& action, const std::string& branch, const Measured& now)
    {
        const auto& excluded = m_options.excludedActions;
        if (std::find(excluded.begin(), excluded.end(), action.id) != excluded.end())
            return skip(action, branch, triageReason(MEMLEDGER_TRANSLATABLE("Triage", "skipped by the user")));
        Scenario changed = now.scenario;
        const ChangeOutcome outcome = applyChange(action.change, action.params, m_options, changed);
        if (!outcome.applied)
            return skip(action, branch, outcome.reason);
        const Estimate after = estimateWithAllocator(changed);
        if (!after.valid())
            return skip(action, branch,
                        triageReason(MEMLEDGER_TRANSLATABLE("Triage", "not a valid layout here: %1"),
                                     {{after.problems.front().message}}));
        if (!after.host.fits())
            return skip(action, branch,
                        triageReason(MEMLEDGER_TRANSLATABLE("Triage", "host RAM would overflow (%1 of %2)"),
                                     {{gibText(after.host.total)}, {gibText(after.host.capacity)}}));
        if (!after.nvme.fits())
            return skip(action, branch, triageReason(MEMLEDGER_TRANSLATABLE("Triage", "NVMe would overflow")));
        const double saved = now.estimate.worst().total - after.worst().total;
        if (saved < kMinSavedFraction * now.estimate.capacity)
            return skip(action, branch,
                        triageReason(MEMLEDGER_TRANSLATABLE("Triage", "saves almost nothing on this job (%1)"),
                                     {{gibText(saved)}}));
        return TriageStep{action.id, branch, {}, changed, now.estimate.worst().total, after.worst().total,
                          after.fits, now.time, stepTime(changed, after)};
    }

    std::nullopt_t skip(const TriageAction& action, const std::string& branch, const Problem& reason)
    {
        const bool known = std::any_of(m_skipped.begin(), m_skipped.end(), [&](const TriageSkip& s) {
            return s.action == action.id && s.reason.message == reason.message;
        });
        if (!known)
            m_skipped.push_back({action.id, branch, reason});
        return std::nullopt;
    }

    const TriageTree& m_tree;
    const TriageOptions& m_options;
    std::vector<TriageSkip>& m_skipped;
};

void weighSkippedActions(TriageResult& result, const TriageOptions& options, const TriageTree& tree,
                         const Measured& now)
{
    TriageOptions allowed = options;
    allowed.excludedActions.clear();
    for (const auto& id : options.excludedActions) {
        const TriageAction* action = tree.action(id);
        Scenario changed = now.scenario;
        if (!action || !applyChange(action->change, action->params, allowed, changed).applied)
            continue;
        const Estimate after = estimateWithAllocator(changed);
        const double saved = after.valid() ? now.estimate.worst().total - after.worst().total : 0;
        if (saved >= kMinSavedFraction * now.estimate.capacity)
            result.rescues.push_back({id, saved, after.worst().total, after.fits});
    }
    std::stable_sort(result.rescues.begin(), result.rescues.end(), [](const TriageRescue& a, const TriageRescue& b) {
        return a.fits != b.fits ? a.fits : a.saved > b.saved;
    });
}

bool gpuFits(const Estimate& e) { return e.worst().total <= e.capacity; }

void finish(TriageResult& result, const Measured& now)
{
    result.final = now.scenario;
    result.totalAfter = now.estimate.worst().total;
    result.timeAfter = now.time;
}

}  // namespace

TriageResult triage(const Scenario& scenario, const TriageOptions& options, const TriageTree& tree)
{
    TriageResult result;
    result.start = result.final = scenario;
    Measured now(scenario);
    if (!now.estimate.valid()) {
        result.problems = now.estimate.problems;
        return result;
    }
    result.capacity = now.estimate.capacity;
    result.totalBefore = now.estimate.worst().total;
    result.timeBefore = now.time;
    finish(result, now);
    // GPU memory triage cannot fix a host-RAM or NVMe overflow the job starts with.
    if (gpuFits(now.estimate) && !now.estimate.fits) {
        result.stop = TriageStop::HostOverflow;
        return result;
    }
    Walker walker(tree, options, result.skipped);
    result.stop = TriageStop::StepLimit;
    for (int i = 0; i <= options.maxSteps; ++i) {
        Walk walk = walker.walk(now);
        if (i == 0)
            result.diagnosis = walk.trail;
        if (!walk.step) {
            const bool fits = walk.end && walk.end->outcome == EndOutcome::Fits;
            result.stop = fits ? (result.steps.empty() ? TriageStop::AlreadyFits : TriageStop::Fits)
                                : TriageStop::OutOfOptions;
            result.endNode = walk.end ? walk.end->id : std::string();
            break;
        }
        if (i == options.maxSteps)
            break;
        now = Measured(walk.step->after);
        result.steps.push_back(std::move(*walk.step));
        finish(result, now);
    }
    if (!result.fits())
        weighSkippedActions(result, options, tree, now);
    return result;
}

std::vector<std::string> TriageResult::branches() const
{
    std::vector<std::string> out;
    for (const auto& step : steps)
        if (out.empty() || out.back() != step.branch)
            out.push_back(step.branch);
    return out;
}

std::vector<std::string> TriageResult::actions() const
{
    std::vector<std::string> out;
    for (const auto& step : steps)
        out.push_back(step.action);
    return out;
}

const char* triageStopId(TriageStop stop)
{
    switch (stop) {
    case TriageStop::AlreadyFits: return "already-fits";
    case TriageStop::Fits: return "fits";
    case TriageStop::OutOfOptions: return "out-of-options";
    case TriageStop::StepLimit: return "step-limit";
    case TriageStop::Invalid: return "invalid";
    case TriageStop::HostOverflow: return "host-overflow";
    }
    return "?";
}

}  // namespace memledger::model
