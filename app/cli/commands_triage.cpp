// `memledger triage [SCENARIO] [flags]`: the OOM triage walk (docs/model.md#triage) as a table,
// JSON or the Markdown path summary.
#include <charconv>
#include <iomanip>
#include <iostream>

#include "app/cli/cli_language.h"
#include "app/cli/commands.h"
#include "model/core/quantity_format.h"
#include "model/core/untrusted_json.h"
#include "model/core/validation.h"
#include "model/triage/triage.h"
#include "model/io/reports/triage_report.h"

namespace memledger::cli {

namespace {

bool has(const Options& options, const char* flag) { return options.flags.count(flag) > 0; }

bool readTriageOptions(const Options& options, model::TriageOptions& out, CommandProblem& problem)
{
    out.allowLora = has(options, "allow-lora");
    out.allowShorterSequence = has(options, "allow-shorter-seq");
    out.allowOffload = !has(options, "no-offload");
    out.flashAvailable = !has(options, "no-flash");
    out.allowOptimizerChange = !has(options, "keep-optimizer");
    if (const auto it = options.flags.find("max-gpus"); it != options.flags.end()) {
        const auto& text = it->second;
        const auto [ptr, code] = std::from_chars(text.data(), text.data() + text.size(), out.maxGpus);
        if (code != std::errc() || ptr != text.data() + text.size() || out.maxGpus < 1)
            return problem = {MEMLEDGER_TRANSLATABLE("CliProblem", "--max-gpus expects a number of GPUs, got '%1'"),
                              {text}},
                   false;
    }
    return true;
}

void printStep(std::ostream& out, const model::TriageResult& result, std::size_t i, const model::TriageTree& tree,
               model::Language language, const model::TriageLabels& labels, Unit unit)
{
    const model::TriageStep& step = result.steps[i];
    const model::TriageAction& action = *tree.action(step.action);
    const model::TriageNode* branch = tree.node(step.branch);
    out << "  " << i + 1 << ". " << action.title.in(language) << "   [" << (branch ? branch->title.in(language) : "")
        << "]\n";
    out << "     "
        << model::filledPattern(step.fitsAfter ? word("Cli", "saves %1 per GPU → %2 (fits); time %3; complexity %4 — %5")
                                               : word("Cli", "saves %1 per GPU → %2; time %3; complexity %4 — %5"),
                                {model::bytesText(step.saved(), unit), model::bytesText(step.totalAfter, unit),
                     model::timeDeltaText(step.timeBefore, step.timeAfter, labels),
                     std::to_string(action.complexity) + "/" + std::to_string(model::kMaxComplexity),
                     action.complexityReason.in(language)})
        << "\n";
    for (const auto& change : model::scenarioChanges(model::stepBefore(result, i), step.after))
        out << "     " << model::filledPattern(word("Cli", "change: %1"), {change}) << "\n";
    for (const model::TriageAnswered* answered : model::decisiveAnswers(result, i))
        out << "     " << model::filledPattern(word("Cli", "because: %1"), {answered->because.in(language)}) << "\n";
    out << "     " << model::filledPattern(word("Cli", "why? %1"), {action.why.in(language)}) << "\n     "
        << model::filledPattern(word("Cli", "source: %1"), {action.source}) << "\n";
}

void printTable(std::ostream& out, const model::TriageResult& r, const model::TriageTree& tree,
                model::Language language, Unit unit)
{
    const model::TriageLabels labels = model::triageLabels(translator());
    const std::string name = r.start.arch.name.empty() ? r.start.modelId : r.start.arch.name;
    out << model::filledPattern(word("Cli", "OOM triage — %1 on %2 × %3"),
                    {name, std::to_string(r.start.worldSize()), r.start.hardware.gpuName})
        << "\n";
    out << model::filledPattern(word("Cli", "Before: %1 of %2"),
                    {model::bytesText(r.totalBefore, unit), model::bytesText(r.capacity, unit)})
        << "\n\n";
    out << labels.diagnosis << "\n";
    for (const auto& answered : r.diagnosis)
        out << "  • " << answered.because.in(language) << "\n";
    out << "\n" << (r.steps.empty() ? word("Cli", "Steps: none") : labels.steps) << "\n";
    for (std::size_t i = 0; i < r.steps.size(); ++i)
        printStep(out, r, i, tree, language, labels, unit);
    out << "\n"
        << model::filledPattern(r.fits() ? word("Cli", "After: %1 of %2 — FITS; step time %3")
                                         : word("Cli", "After: %1 of %2 — DOES NOT FIT; step time %3"),
                                {model::bytesText(r.totalAfter, unit), model::bytesText(r.capacity, unit),
                     model::timeDeltaText(r.timeBefore, r.timeAfter, labels)})
        << "\n";
    out << labels.outcome << ": " << model::outcomeText(r, tree, language, labels) << "\n";
    if (!r.skipped.empty())
        out << "\n" << word("Cli", "Passed over") << "\n";
    for (const auto& skip : r.skipped)
        out << "  - " << skip.action << ": " << problemText(skip.reason) << "\n";
    out << "\n" << labels.costModel << ": " << model::stepTimeModel() << "\n";
}

}  // namespace

int runTriage(const CommandInput& input)
{
    const Options& options = input.options;
    if (options.format != Format::Table && options.format != Format::Json && options.format != Format::Markdown)
        return reportFailure("triage prints table, json or markdown", options.format);
    model::TriageOptions triageOptions;
    // --lang, or the locale's: the tree's steps are written in both languages.
    const model::Language language = cli::language();
    CommandProblem problem;
    if (!readTriageOptions(options, triageOptions, problem))
        return reportFailure(problem, options.format);
    model::TriageTree custom;
    if (const auto it = options.flags.find("tree"); it != options.flags.end()) {
        std::vector<model::Problem> problems;
        custom = model::loadTriageTree(it->second, problems);
        if (!problems.empty())
            return reportFailure(problems, options.format);
    }
    const model::TriageTree& tree = custom.empty() ? model::builtinTriageTree() : custom;
    const model::TriageResult result = model::triage(input.scenario, triageOptions, tree);
    if (result.stop == model::TriageStop::Invalid)
        return reportFailure(result.problems, options.format);
    if (options.format == Format::Json)
        std::cout << model::jsonText(model::triageToJson(result, tree, language), 2) << '\n';
    else if (options.format == Format::Markdown)
        std::cout << model::triageMarkdown(result, tree, language, model::triageLabels(translator()));
    else
        printTable(std::cout, result, tree, language, options.unit);
    return 0;
}

}  // namespace memledger::cli
