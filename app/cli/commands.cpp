#include "app/cli/commands.h"

#include <iostream>

#include "app/cli/cli_language.h"
#include "app/cli/cli_output.h"
#include "model/core/untrusted_json.h"
#include "model/io/estimate_json.h"
#include "model/ledger/ledger.h"
#include "model/service/results.h"

namespace memledger::cli {

namespace {

int estimateOrExplain(const CommandInput& input, bool explain)
{
    const model::Estimate estimate = model::ledgerOf(input.scenario);
    if (!estimate.valid())
        return reportFailure(estimate.problems, input.options.format);
    if (input.options.stage >= static_cast<int>(estimate.stages.size()))
        return reportFailure(missingStage(input.options.stage, estimate.stages.size()), input.options.format);
    if (explain)
        printExplain(std::cout, input.scenario, estimate, input.options);
    else
        printEstimate(std::cout, input.scenario, estimate, input.options);
    return 0;
}

}  // namespace

const std::vector<Command>& commands()
{
    static const std::vector<Command> kCommands = {
        {"estimate", runEstimate, "table, json or markdown",
         "per-GPU ledger of every pipeline stage at its peak instant; host RAM and NVMe",
         "memledger estimate --model llama-3.1-8b --gpu h100-sxm --seq 8192 --mbs 2 --recompute full"},
        {"explain", runExplain, "table, json or markdown", "every term of a stage: formula, values substituted, source",
         "memledger explain 70b-zero3-dp8 --stage 0"},
        {"timeline", runTimeline, "table, json or chrome-trace",
         "one simulated training step: compute, collectives, PCIe, CPU optimizer, NVMe",
         "memledger timeline presets/scenarios/zero-offload-13b-1gpu.memledger.json --format chrome-trace > step.json"},
        {"triage", runTriage, "table, json or markdown", "OOM triage: diagnose, then walk the fix order on the ledger",
         "memledger triage --model llama-2-7b --gpu rtx-4090 --seq 8192 --allow-lora --format markdown"},
        {"plan", runPlan, "table, json or csv", "every layout that fits on N GPUs, ranked by simulated step time",
         "memledger plan --model llama-3.1-70b --gpu h100-sxm --gpus 64 --seq 8192 --global-batch 512"},
        {"sweep", runSweep, "table, json or csv", "memory per GPU against one knob (or a fit map over two)",
         "memledger sweep --model llama-3.1-8b --gpu h100-sxm --knob seq --from 1024 --to 131072"},
        {"allocator", runAllocator, "table or json",
         "one step replayed through PyTorch's caching allocator: peaks, fragmentation, segments",
         "memledger allocator 7b-zero3-dp8 --alloc-conf expandable_segments:True"},
        {"compare-snapshot", runCompareSnapshot, "table or json",
         "a snapshot or memory_stats JSON measured on a GPU against the prediction",
         "memledger compare-snapshot snapshot.pickle 7b-zero3-dp8", true, "FILE"},
        {"presets", runPresets, "table or json", "the models, GPUs and worked scenarios shipped with MemLedger",
         "memledger presets --format json", false},
        {"import", runImport, "table or json",
         "another tool's config (DeepSpeed, Megatron-LM, torchtitan, torchtune, HF) as a scenario, with a report",
         "memledger import tests/data/configs/deepspeed/accelerate-zero_stage3_offload_config.json", false, "FILE"},
        {"export", runExport, "none (--to chooses the configuration)",
         "the scenario as a DeepSpeed config, Megatron-LM arguments, a torchtitan TOML, torchtune overrides, a verl launch script or a TRL config",
         "memledger export llama-3.1-70b-64xh100-megatron --to megatron --output megatron-args.sh"},
        {"report", runReport, "markdown, html or pdf (default markdown)",
         "a design-review report: scenario, ledger with formulas and sources, charts, triage, A/B deltas",
         "memledger report 70b-zero3-dp8 --format pdf --output review.pdf"},
    };
    return kCommands;
}

const Command* findCommand(const std::string& name)
{
    for (const auto& command : commands())
        if (name == command.name)
            return &command;
    return nullptr;
}

int reportFailure(const std::vector<model::Problem>& problems, Format format)
{
    if (format == Format::Json)
        std::cout << model::jsonText(model::problemsToJson(problems), 2) << '\n';
    std::cerr << "memledger: " << problemText(problems.front()) << '\n';
    for (std::size_t i = 1; i < problems.size(); ++i)
        std::cerr << "  " << model::filledPattern(word("Cli", "also: %1"), {problemText(problems[i])}) << '\n';
    return 2;
}

int reportFailure(const CommandProblem& problem, Format format)
{
    const std::string english = model::filledPattern(problem.pattern, problem.arguments);
    if (format == Format::Json)
        std::cout << model::jsonText(model::problemsToJson({{"", english}}), 2) << '\n';
    std::cerr << "memledger: "
              << model::filledPattern(word("CliProblem", problem.pattern),
                                      problem.shown.empty() ? problem.arguments : problem.shown)
              << '\n';
    return 2;
}

CommandProblem missingStage(int stage, std::size_t stages)
{
    return {MEMLEDGER_TRANSLATABLE("CliProblem", "--stage %1 does not exist; this layout has %2 pipeline stage(s), "
                                                 "numbered from 0"),
            {std::to_string(stage), std::to_string(stages)}};
}

int reportFailure(const std::string& message, Format format) { return reportFailure({{"", message}}, format); }

int runEstimate(const CommandInput& input) { return estimateOrExplain(input, false); }
int runExplain(const CommandInput& input) { return estimateOrExplain(input, true); }

int runPresets(const CommandInput& input)
{
    printPresets(std::cout, input.presets, input.options.format);
    return 0;
}

}  // namespace memledger::cli
