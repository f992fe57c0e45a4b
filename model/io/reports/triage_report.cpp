#include "model/io/reports/triage_report.h"

#include <algorithm>
#include <cmath>

#include "model/core/quantity_format.h"
#include "model/core/validation.h"
#include "model/io/scenario_settings.h"
#include "model/triage/triage_questions.h"

namespace memledger::model {

namespace {

const TriageAction* actionOf(const TriageTree& tree, const TriageStep& step) { return tree.action(step.action); }

std::string branchTitle(const TriageTree& tree, const std::string& id, Language language)
{
    const TriageNode* node = tree.node(id);
    return node ? node->title.in(language) : id;
}

nlohmann::json trailJson(const std::vector<TriageAnswered>& trail, Language language)
{
    nlohmann::json out = nlohmann::json::array();
    for (const auto& a : trail)
        out.push_back({{"node", a.node}, {"question", a.question}, {"answer", a.answer},
                       {"because", a.because.in(language)}});
    return out;
}

nlohmann::json seconds(const StepTime& time) { return time.known ? nlohmann::json(time.total()) : nlohmann::json(); }

nlohmann::json timeJson(const StepTime& before, const StepTime& after)
{
    if (!before.known || !after.known)
        return nullptr;
    return {{"compute_s", after.compute - before.compute},
            {"communication_s", after.communication - before.communication},
            {"transfer_s", after.transfer - before.transfer},
            {"hidden_s", after.hidden - before.hidden},
            {"total_s", after.total() - before.total()}};
}

nlohmann::json stepJson(const TriageResult& result, std::size_t i, const TriageTree& tree, Language language)
{
    const TriageStep& step = result.steps[i];
    const TriageAction* action = actionOf(tree, step);
    return {{"action", step.action},
            {"branch", step.branch},
            {"branch_title", branchTitle(tree, step.branch, language)},
            {"title", action ? action->title.in(language) : step.action},
            {"changes", scenarioChanges(stepBefore(result, i), step.after)},
            {"saved_bytes", step.saved()},
            {"total_after_bytes", step.totalAfter},
            {"fits_after", step.fitsAfter},
            {"time_added", timeJson(step.timeBefore, step.timeAfter)},
            {"complexity", {{"level", action ? action->complexity : 0},
                            {"reason", action ? action->complexityReason.in(language) : ""}}},
            {"why", action ? action->why.in(language) : ""},
            {"source", action ? action->source : ""},
            {"because", trailJson(step.trail, language)}};
}

std::string fitText(double total, double capacity, const TriageLabels& labels)
{
    return gibText(total) + " / " + gibText(capacity) + " (" + (total <= capacity ? labels.fits : labels.doesNotFit) +
           ")";
}

std::string bold(const std::string& label) { return "**" + label + ":** "; }

void headerBlocks(TextDocument& doc, const TriageResult& r, const TriageLabels& labels)
{
    const std::string name = r.start.arch.name.empty() ? r.start.modelId : r.start.arch.name;
    doc.heading(2, labels.title + ": " + name + " · " + r.start.hardware.gpuName + " × " +
                       std::to_string(r.start.worldSize()));
    doc.bullets({bold(labels.before) + fitText(r.totalBefore, r.capacity, labels),
                 bold(labels.after) + fitText(r.totalAfter, r.capacity, labels),
                 bold(labels.stepTime) + timeDeltaText(r.timeBefore, r.timeAfter, labels)});
}

void stepsTable(TextDocument& doc, const TriageResult& r, const TriageTree& tree, Language language,
                const TriageLabels& labels)
{
    std::vector<std::vector<std::string>> rows;
    for (std::size_t i = 0; i < r.steps.size(); ++i) {
        const TriageStep& s = r.steps[i];
        const TriageAction* action = actionOf(tree, s);
        rows.push_back({std::to_string(i + 1), action ? action->title.in(language) : s.action,
                        branchTitle(tree, s.branch, language), gibText(s.saved()), gibText(s.totalAfter),
                        timeDeltaText(s.timeBefore, s.timeAfter, labels),
                        std::to_string(action ? action->complexity : 0) + "/" + std::to_string(kMaxComplexity)});
    }
    doc.heading(3, labels.steps);
    doc.table({"#", labels.step, labels.branch, labels.saved, labels.memoryAfter, labels.timeAdded, labels.complexity},
              std::move(rows), {false, false, false, true, true, true, false});
}

void stepDetails(TextDocument& doc, const TriageResult& r, const TriageTree& tree, Language language,
                 const TriageLabels& labels)
{
    for (std::size_t i = 0; i < r.steps.size(); ++i) {
        const TriageStep& s = r.steps[i];
        const TriageAction* action = actionOf(tree, s);
        if (!action)
            continue;
        doc.heading(4, std::to_string(i + 1) + ". " + action->title.in(language));
        std::string changes;
        for (const auto& change : scenarioChanges(stepBefore(r, i), s.after))
            changes += "`" + change + "` ";
        std::string because;
        for (const TriageAnswered* a : decisiveAnswers(r, i))
            because += a->because.in(language) + " ";
        doc.bullets({bold(labels.change) + changes, bold(labels.whyBranch) + because,
                     "**" + labels.why + "** " + action->why.in(language),
                     "**" + labels.complexity + " " + std::to_string(action->complexity) + "/" +
                         std::to_string(kMaxComplexity) + ":** " + action->complexityReason.in(language),
                     bold(labels.source) + action->source});
    }
}

}  // namespace

const Scenario& stepBefore(const TriageResult& result, std::size_t index)
{
    return index == 0 ? result.start : result.steps[index - 1].after;
}

std::vector<const TriageAnswered*> decisiveAnswers(const TriageResult& result, std::size_t index)
{
    const auto& trail = result.steps[index].trail;
    const auto& previous = index == 0 ? result.diagnosis : result.steps[index - 1].trail;
    std::vector<const TriageAnswered*> out;
    for (const auto& a : trail)
        if (std::none_of(previous.begin(), previous.end(),
                         [&](const TriageAnswered& p) { return p.node == a.node && p.answer == a.answer; }))
            out.push_back(&a);
    if (out.empty())
        for (std::size_t i = trail.size() >= 2 ? trail.size() - 2 : 0; i < trail.size(); ++i)
            out.push_back(&trail[i]);
    return out;
}

std::vector<std::string> scenarioChanges(const Scenario& before, const Scenario& after)
{
    const auto a = scenarioSettings(before);
    std::vector<std::string> out;
    for (const auto& [path, value] : scenarioSettings(after)) {
        const auto it = a.find(path);
        if (it == a.end() || it->second != value)
            out.push_back(path + ": " + (it == a.end() ? "—" : it->second) + " → " + value);
    }
    return out;
}

std::string timeDeltaText(const StepTime& from, const StepTime& to, const TriageLabels& labels)
{
    const StepTimeChange change = stepTimeChange(from, to);
    if (!change.known)
        return labels.timeUnknown;
    std::string text = quantityText(signedSecondsQuantity(change.seconds));
    if (from.total() > 0)
        text += " (" + quantityText(signedPercentQuantity(change.fraction)) + ")";
    if (change.hiddenAdded > 0)
        text = filledPattern(labels.hiddenTransfers, {text, quantityText(signedSecondsQuantity(change.hiddenAdded))});
    return text;
}

std::string rescueText(const TriageResult& result, const TriageTree& tree, Language language,
                       const TriageLabels& labels)
{
    std::string text;
    for (const auto& rescue : result.rescues) {
        const TriageAction* action = tree.action(rescue.action);
        std::string sentence = rescue.fits ? labels.rescueFits : labels.rescueHelps;
        const auto put = [&sentence](const std::string& key, const std::string& value) {
            if (const auto at = sentence.find(key); at != std::string::npos)
                sentence.replace(at, key.size(), value);
        };
        put("{action}", action ? action->title.in(language) : rescue.action);
        put("{saved}", gibText(rescue.saved));
        put("{after}", gibText(rescue.totalAfter) + " / " + gibText(result.capacity));
        text += " " + sentence;
    }
    return text;
}

std::string outcomeText(const TriageResult& result, const TriageTree& tree, Language language,
                        const TriageLabels& labels)
{
    if (const TriageNode* end = tree.node(result.endNode))
        return end->text.in(language) + rescueText(result, tree, language, labels);
    switch (result.stop) {
    case TriageStop::StepLimit: return labels.stepLimit;
    case TriageStop::HostOverflow: return labels.hostOverflow;
    case TriageStop::Invalid:
        return labels.invalid + (result.problems.empty() ? "" : ": " + result.problems.front().message);
    default: return {};
    }
}

nlohmann::json triageToJson(const TriageResult& result, const TriageTree& tree, Language language)
{
    nlohmann::json steps = nlohmann::json::array();
    for (std::size_t i = 0; i < result.steps.size(); ++i)
        steps.push_back(stepJson(result, i, tree, language));
    nlohmann::json skipped = nlohmann::json::array();
    for (const auto& s : result.skipped)
        skipped.push_back({{"action", s.action}, {"branch", s.branch}, {"reason", s.reason.message}});
    nlohmann::json rescues = nlohmann::json::array();
    for (const auto& r : result.rescues)
        rescues.push_back({{"action", r.action}, {"saved_bytes", r.saved}, {"total_after_bytes", r.totalAfter},
                           {"fits", r.fits}});
    return {{"schema", "memledger.triage"},
            {"version", 1},
            {"stop", triageStopId(result.stop)},
            {"fits_before", result.stop == TriageStop::AlreadyFits},
            {"fits_after", result.fits()},
            {"capacity_bytes", result.capacity},
            {"total_before_bytes", result.totalBefore},
            {"total_after_bytes", result.totalAfter},
            {"step_time_before_s", seconds(result.timeBefore)},
            {"step_time_after_s", seconds(result.timeAfter)},
            {"diagnosis", trailJson(result.diagnosis, language)},
            {"branches", result.branches()},
            {"steps", steps},
            {"skipped", skipped},
            {"skipped_would_help", rescues},
            {"outcome", outcomeText(result, tree, language)},
            {"cost_model", stepTimeModel()}};
}

TextDocument triageDocument(const TriageResult& result, const TriageTree& tree, Language language,
                            const TriageLabels& labels)
{
    TextDocument doc;
    headerBlocks(doc, result, labels);
    doc.heading(3, labels.diagnosis);
    std::vector<std::string> diagnosis;
    for (const auto& a : result.diagnosis)
        diagnosis.push_back(a.because.in(language));
    doc.bullets(std::move(diagnosis));
    if (!result.steps.empty()) {
        stepsTable(doc, result, tree, language, labels);
        stepDetails(doc, result, tree, language, labels);
    }
    doc.paragraph(bold(labels.outcome) + outcomeText(result, tree, language, labels));
    doc.note(labels.costModel + ": " + stepTimeModel());
    return doc;
}

std::string triageMarkdown(const TriageResult& result, const TriageTree& tree, Language language,
                           const TriageLabels& labels)
{
    return toMarkdown(triageDocument(result, tree, language, labels));
}

}  // namespace memledger::model
