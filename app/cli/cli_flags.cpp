#include "app/cli/cli_flags.h"

#include "app/cli/commands.h"

#include <algorithm>
#include <charconv>
#include <cmath>
#include <limits>
#include <sstream>

namespace memledger::cli {

namespace {

using model::FieldType;
using model::ScenarioField;

std::size_t editDistance(const std::string& a, const std::string& b)
{
    std::vector<std::size_t> row(b.size() + 1);
    for (std::size_t j = 0; j <= b.size(); ++j)
        row[j] = j;
    for (std::size_t i = 1; i <= a.size(); ++i) {
        std::size_t diagonal = row[0];
        row[0] = i;
        for (std::size_t j = 1; j <= b.size(); ++j) {
            const std::size_t above = row[j];
            row[j] = std::min({row[j] + 1, row[j - 1] + 1, diagonal + (a[i - 1] == b[j - 1] ? 0 : 1)});
            diagonal = above;
        }
    }
    return row[b.size()];
}

const char* const kStart = "Start from";
// A scenario field's group is its heading, the form's group title in English.
const char* const kModel = model::fieldGroupTitle(model::FieldGroup::Model);
const char* const kHardware = model::fieldGroupTitle(model::FieldGroup::Hardware);
const char* const kStepTime = model::fieldGroupTitle(model::FieldGroup::StepTime);
const char* const kParallelism = model::fieldGroupTitle(model::FieldGroup::Parallelism);
const char* const kPostTraining = model::fieldGroupTitle(model::FieldGroup::PostTraining);
const char* const kOutput = "Output";
const char* const kPlan = "Plan";
const char* const kSweep = "Sweep";
const char* const kTriage = "Triage: what the job allows";
const char* const kAllocator = "Allocator replay";
const char* const kExport = "Export";
const char* const kReport = "Report";
const char* const kEveryCommand = "*";
const char* const kStepCommands = "timeline triage plan sweep report";
// sweep's --from is its knob's first value; it takes another tool's config as its SCENARIO.
const char* const kImportingCommands = "estimate explain timeline triage plan report";

// What --help says of a field: the first sentence of its help (what it is); the rest
// (what it trades, typical values) is the window's tooltip and the guide.
std::string firstSentence(const char* help)
{
    const std::string_view text(help);
    for (std::size_t end = text.find(". "); end != std::string_view::npos; end = text.find(". ", end + 1)) {
        const char next = end + 2 < text.size() ? text[end + 2] : 'A';
        if (next >= 'A' && next <= 'Z')
            return std::string(text.substr(0, end + 1));
    }
    return std::string(text);
}

// How a value looks in --help: a field's words, a size in GiB, a count, a number or a text.
std::string valueOf(const ScenarioField& field)
{
    switch (field.type) {
    case FieldType::Bool: return {};
    case FieldType::String: return "TEXT";
    case FieldType::Int: return "N";
    case FieldType::Double: return field.flagUnit == double(1ull << 30) ? "GIB" : "X";
    case FieldType::Enum: break;
    }
    std::string out;
    for (const auto& word : field.words)
        out += (out.empty() ? "" : "|") + word;
    return out;
}

void addFieldFlags(std::vector<FlagSpec>& table, const ScenarioField& field)
{
    const char* group = model::fieldGroupTitle(field.group);
    const char* commands = field.group == model::FieldGroup::StepTime ? kStepCommands : nullptr;
    table.push_back({field.flag, valueOf(field), group, firstSentence(field.help), commands, {}, &field});
    if (field.offFlag)
        table.push_back({field.offFlag, {}, group, "turns --" + std::string(field.flag) + " off", commands, {}, &field});
}

std::vector<FlagSpec> buildTable()
{
    // The presets a scenario starts from, first in their groups.
    const std::vector<FlagSpec> presets = {
        {"model", "ID", kModel, "model preset ('memledger presets' lists them)", nullptr, {}},
        {"hf-config", "FILE|DIR|ID", kModel,
         "architecture from a Hugging Face config.json, a model directory, or a model id in the local Hub cache",
         nullptr, {}},
        {"gpu", "ID", kHardware, "GPU preset ('memledger presets' lists them)", nullptr, {}},
        {"teacher", "ID|none", kPostTraining,
         "a distillation job's teacher, by model preset (torchtune's knowledge_distillation recipes); none: no "
         "teacher",
         nullptr, {}},
    };
    // Lists the field table does not hold, last in their groups.
    const std::vector<FlagSpec> lists = {
        {"stage-layers", "N,N,...", kParallelism,
         "decoder layers of each pipeline stage, e.g. 4,8,8,8,8,8,8,9 (parallel.stage_layers; 'even' or empty: "
         "split evenly)",
         nullptr, {}},
    };
    std::vector<FlagSpec> table = {
        {"from", "FILE", kStart,
         "another tool's config (DeepSpeed, Megatron-LM, torchtitan, torchtune, HF), laid over the scenario "
         "before the flags below; repeatable",
         kImportingCommands, {}, nullptr, true},
    };
    for (const model::FieldGroup group : model::fieldGroups()) {
        for (const auto& spec : presets)
            if (spec.group == model::fieldGroupTitle(group))
                table.push_back(spec);
        for (const auto& field : model::scenarioFields())
            if (field.group == group)
                addFieldFlags(table, field);
        for (const auto& spec : lists)
            if (spec.group == model::fieldGroupTitle(group))
                table.push_back(spec);
    }
    const std::vector<FlagSpec> commandFlags = {
        {"gpus", "N", kPlan, "GPUs to lay the model out on (required)", "plan", {}},
        {"rank", "step-time|headroom", kPlan, "order of the rows (default step-time)", "plan", {}},
        {"knob", "seq|mbs|dp|model", kSweep, "what to sweep (default seq)", "sweep", {}},
        {"from", "A", kSweep, "first value (doubling up to --to)", "sweep", {}},
        {"to", "B", kSweep, "last value", "sweep", {}},
        {"models", "ID,ID,...", kSweep, "models to compare with --knob model", "sweep", {}},
        {"knob2", "seq|mbs|dp", kSweep, "second knob: a fit map", "sweep", {}},
        {"from2", "C", kSweep, "second knob's first value", "sweep", {}},
        {"to2", "D", kSweep, "second knob's last value", "sweep", {}},
        {"allow-lora", "", kTriage, "LoRA is acceptable", "triage", {}},
        {"allow-shorter-seq", "", kTriage, "a shorter sequence is acceptable", "triage", {}},
        {"max-gpus", "N", kTriage, "most GPUs the job may use", "triage", {}},
        {"no-offload", "", kTriage, "no CPU or NVMe offload", "triage", {}},
        {"no-flash", "", kTriage, "FlashAttention is unavailable", "triage", {}},
        {"keep-optimizer", "", kTriage, "the optimizer must not change", "triage", {}},
        {"tree", "FILE", kTriage, "a triage tree of your own (JSON)", "triage", {}},
        {"steps", "N", kAllocator, "training steps replayed (default 1)", "allocator", {}},
        {"shapes", "fixed|variable|bucketed", kAllocator,
         "sequence lengths of the steps: the scenario's, drawn from 1/8 of it up to it, or drawn and padded to "
         "quarters (default fixed)",
         "allocator", {}},
        {"empty-cache", "", kAllocator, "torch.cuda.empty_cache() between steps", "allocator", {}},
        {"to", "deepspeed|megatron|torchtitan|torchtune|verl|trl", kExport, "the configuration to write (required)", "export",
         {}},
        {"output", "FILE", kExport, "write it to FILE instead of standard output", "export", {}},
        {"compare-file", "FILE", kReport, "a scenario (file or id) pinned as A: the report adds the A/B deltas", "report",
         {}},
        {"output", "FILE", kReport,
         "write it to FILE instead of standard output (a PDF goes to standard output only when redirected)",
         "report", {}},
        {"format", "FORMAT", kOutput, "output format (see Formats below)",
         "estimate explain timeline triage plan sweep allocator compare-snapshot presets import report", {}},
        {"lang", "en|zh_CN", kOutput,
         "language of the text output: the ledger's terms, categories, instants, problems and triage steps (default: "
         "from LC_ALL, LC_MESSAGES or LANG); JSON stays English, except triage's steps",
         kEveryCommand, {}},
        {"unit", "gib|gb", kOutput, "binary GiB or decimal GB (default gib)", nullptr, {}},
        {"stage", "N", kOutput, "pipeline stage to explain or replay (default: the worst)", "explain allocator", {}},
        {"all-stages", "", kOutput, "every pipeline stage", "estimate explain", {}},
        {"presets", "DIR", kOutput, "preset folder (default: installed, or $MEMLEDGER_PRESETS)",
         "estimate explain timeline triage plan sweep allocator compare-snapshot presets import export report", {}},
    };
    table.insert(table.end(), commandFlags.begin(), commandFlags.end());
    return table;
}

}  // namespace

std::string fieldDefault(const ScenarioField& field, const model::Scenario& starting)
{
    switch (field.type) {
    case FieldType::Bool: return field.get(starting) != 0 ? "on" : "off";
    case FieldType::Enum: return field.words[static_cast<std::size_t>(field.get(starting))];
    case FieldType::String: return field.getText(starting);
    case FieldType::Int: return std::to_string(std::llround(field.get(starting)));
    case FieldType::Double: {
        // Shortest exact form: 0.45, 80, 3.35e+12.
        char text[32];
        return {text, std::to_chars(text, text + sizeof text, field.get(starting) / field.flagUnit).ptr};
    }
    }
    return {};
}

bool FlagSpec::belongsTo(const std::string& command) const
{
    if (!commands) {
        const Command* known = findCommand(command);
        return !known || known->takesScenario;
    }
    if (commands == std::string_view(kEveryCommand))
        return true;
    std::istringstream list(commands);
    std::string word;
    while (list >> word)
        if (word == command)
            return true;
    return false;
}

const std::vector<FlagSpec>& flagTable()
{
    static const std::vector<FlagSpec> kTable = buildTable();
    return kTable;
}

const FlagSpec* findFlag(const std::string& name, const std::string& command)
{
    const FlagSpec* first = nullptr;
    for (const auto& spec : flagTable()) {
        if (name != spec.name)
            continue;
        if (!command.empty() && spec.belongsTo(command))
            return &spec;
        if (!first)
            first = &spec;
    }
    return first;
}

std::string closestWord(const std::string& typed, const std::vector<std::string>& candidates)
{
    const std::string* best = nullptr;
    std::size_t bestDistance = std::numeric_limits<std::size_t>::max();
    for (const auto& candidate : candidates) {
        const std::size_t distance = editDistance(typed, candidate);
        if (distance < bestDistance) {
            best = &candidate;
            bestDistance = distance;
        }
    }
    // Close means a slip of the keyboard, not a different word: about a third of the word.
    if (!best || bestDistance > std::max<std::size_t>(2, typed.size() / 3))
        return {};
    return *best;
}

std::string suggestFlag(const std::string& typed)
{
    std::vector<std::string> names;
    for (const auto& spec : flagTable())
        names.emplace_back(spec.name);
    const std::string closest = closestWord(typed, names);
    return closest.empty() ? closest : "--" + closest;
}

}  // namespace memledger::cli
