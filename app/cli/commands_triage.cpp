// `memledger triage [SCENARIO] [flags]`: the OOM triage walk (docs/model.md#triage) as a table,
// JSON or the Markdown path summary.
#include <charconv>
#include <iomanip>
#include <iostream>

#include "app/cli/cli_language.h"
#include "app/cli/commands.h"
#include "model/core/quantity_format.h"
#include "model/triage/triage.h"
#include "model/io/triage_report.h"

namespace memledger::cli {

namespace {

bool has(const Options& options, const char* flag) { return options.flags.count(flag) > 0; }

bool readTriageOptions(const Options& options, model::TriageOptions& out, std::string& error)
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
            return error = "--max-gpus expects a number of GPUs, got '" + text + "'", false;
    }
    return true;
}

void printStep(std::ostream& out, const model::TriageResult& result, std::size_t i, const model::TriageTree& tree,
               model::Language language, Unit unit)
{
    const model::TriageStep& step = result.steps[i];
    const model::TriageAction& action = *tree.action(step.action);
    const model::TriageNode* branch = tree.node(step.branch);
    out << "  " << i + 1 << ". " << action.title.in(language) << "   [" << (branch ? branch->title.in(language) : "")
        << "]\n";
    out << "     saves " << model::bytesText(step.saved(), unit) << " per GPU → "
        << model::bytesText(step.totalAfter, unit)
        << (step.fitsAfter ? " (fits)" : "") << "; time "
        << model::timeDeltaText(step.timeBefore, step.timeAfter) << "; complexity "
        << action.complexity << "/" << model::kMaxComplexity << " — " << action.complexityReason.in(language) << "\n";
    for (const auto& change : model::scenarioChanges(model::stepBefore(result, i), step.after))
        out << "     change: " << change << "\n";
    for (const model::TriageAnswered* answered : model::decisiveAnswers(result, i))
        out << "     because: " << answered->because.in(language) << "\n";
    out << "     why? " << action.why.in(language) << "\n     source: " << action.source << "\n";
}

void printTable(std::ostream& out, const model::TriageResult& r, const model::TriageTree& tree,
                model::Language language, Unit unit)
{
    const std::string name = r.start.arch.name.empty() ? r.start.modelId : r.start.arch.name;
    out << "OOM triage — " << name << " on " << r.start.worldSize() << " × " << r.start.hardware.gpuName << "\n";
    out << "Before: " << model::bytesText(r.totalBefore, unit) << " of " << model::bytesText(r.capacity, unit)
        << "\n\n";
    out << "Diagnosis\n";
    for (const auto& answered : r.diagnosis)
        out << "  • " << answered.because.in(language) << "\n";
    out << "\nSteps" << (r.steps.empty() ? ": none" : "") << "\n";
    for (std::size_t i = 0; i < r.steps.size(); ++i)
        printStep(out, r, i, tree, language, unit);
    out << "\nAfter: " << model::bytesText(r.totalAfter, unit) << " of " << model::bytesText(r.capacity, unit)
        << (r.fits() ? " — FITS" : " — DOES NOT FIT") << "; step time "
        << model::timeDeltaText(r.timeBefore, r.timeAfter) << "\n";
    out << "Outcome: " << model::outcomeText(r, tree, language) << "\n";
    if (!r.skipped.empty())
        out << "\nPassed over\n";
    for (const auto& skip : r.skipped)
        out << "  - " << skip.action << ": " << skip.reason << "\n";
    out << "\nCost model: " << model::stepTimeModel() << "\n";
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
    std::string error;
    if (!readTriageOptions(options, triageOptions, error))
        return reportFailure(error, options.format);
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
        std::cout << model::triageToJson(result, tree, language).dump(2) << '\n';
    else if (options.format == Format::Markdown)
        std::cout << model::triageMarkdown(result, tree, language);
    else
        printTable(std::cout, result, tree, language, options.unit);
    return 0;
}

}  // namespace memledger::cli
