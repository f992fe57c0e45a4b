// memledger plan: the layouts of a model on N GPUs that fit, best first, as a table,
// JSON or CSV. Flags: --gpus N [--global-batch G] [--seq S] [--rank step-time|headroom]
// and the usual model/GPU flags. Every row shows its simulated step time, MFU and tokens/s.
#include <array>
#include <cstdio>
#include <iostream>

#include <nlohmann/json.hpp>

#include "app/cli/cli_language.h"
#include "app/cli/commands.h"
#include "model/core/enum_names.h"
#include "model/core/framework.h"
#include "model/core/quantity_format.h"
#include "model/core/untrusted_json.h"
#include "model/core/words.h"
#include "model/explore/planner.h"
#include "model/service/results.h"

namespace memledger::cli {

namespace {

bool readCount(const Options& options, const char* flag, std::int64_t& out, CommandProblem& problem)
{
    const auto it = options.flags.find(flag);
    if (it == options.flags.end())
        return true;
    try {
        std::size_t used = 0;
        out = std::stoll(it->second, &used);
        if (used == it->second.size() && out >= 1)
            return true;
    } catch (const std::exception&) {
    }
    problem = {MEMLEDGER_TRANSLATABLE("CliProblem", "--%1 expects a positive whole number, got '%2'"), {flag, it->second}};
    return false;
}

bool readRanking(const Options& options, model::PlanRanking& out, CommandProblem& problem)
{
    const auto it = options.flags.find("rank");
    if (it == options.flags.end())
        return true;
    if (it->second == "step-time" || it->second == "headroom") {
        out = it->second == "headroom" ? model::PlanRanking::Headroom : model::PlanRanking::StepTime;
        return true;
    }
    problem = {MEMLEDGER_TRANSLATABLE("CliProblem", "--rank expects step-time or headroom, got '%1'"), {it->second}};
    return false;
}

// "1.23 s", or "-" where the step did not simulate.
std::string stepTimeText(const model::PlanRow& row)
{
    return row.stepTime > 0 ? model::secondsText(row.stepTime) : "-";
}

// The sentences below are the JSON's too ("ranked_by", "notes"): JSON passes no
// translation and stays English; the table passes the chosen language's.
using model::Words;

// How the rows are ordered, in the words of the JSON's "ranked_by".
std::string rankingText(const model::PlanResult& result, const Words& words)
{
    if (!result.stepTime)
        return words.word("Planner", "fewest compromises (offload, full recompute, ZeRO-3), then fewest GPUs per "
                                     "replica, then most headroom");
    return model::filledPattern(
        words.word("Cli", "estimated step time (simulated for %1 of %2 fitting layouts: the %3 best by fewest "
                          "compromises or by fewest GPUs per replica, plus the memory-Pareto layouts)"),
        {std::to_string(result.simulated), std::to_string(result.fitting), std::to_string(result.shortlisted)});
}

std::string noteText(model::PlanNote note, const model::PlanResult& result, const Words& words)
{
    switch (note) {
    case model::PlanNote::NothingSimulated:
        return words.word("Cli", "no candidate's step could be simulated: ranked without step time");
    case model::PlanNote::NoLayoutSplits:
        return words.word("Cli", "no layout splits this model over the GPUs: check the GPU count and global batch");
    case model::PlanNote::NoLayoutFits:
        return words.word("Cli", "no layout fits: add GPUs, shorten the sequence or pick a larger GPU");
    case model::PlanNote::BatchLimitsReplicas:
        return model::filledPattern(words.word("Cli", "a global batch of %1 sequences allows at most that many "
                                                      "data-parallel replicas: raise it to consider more data "
                                                      "parallelism"),
                                    {std::to_string(result.globalBatch)});
    }
    return {};
}

nlohmann::json rowJson(const model::PlanRow& row)
{
    const auto& s = row.layout;
    const auto& p = s.parallel;
    return {{"dp", p.dp}, {"tp", p.tp}, {"pp", p.pp}, {"vpp", p.vpp}, {"cp", p.cp}, {"ep", p.ep},
            {"etp", p.expertTp()}, {"sp", p.sp},
            {"zero", model::effectiveShardStage(s)}, {"recompute", model::toString(s.memory.recompute)},
            {"micro_batch", s.training.microBatch}, {"grad_accum", s.gradAccumSteps()},
            {"offload_optimizer", model::toString(s.memory.offload.optimizer)},
            {"offload_params", model::toString(s.memory.offload.parameters)},
            {"memory_per_gpu_bytes", row.memoryPerGpu}, {"headroom_bytes", row.headroom}, {"cost", row.cost},
            {"step_time_s", row.stepTime}, {"mfu", row.mfu}, {"tokens_per_s", row.tokensPerSecond}};
}

// The table's columns: header, width in terminal columns, whether right-aligned.
struct Column {
    const char* header;
    std::size_t width;
    bool right;
};

// The parallelism abbreviations and MFU are the same in every language; the catalogue has them too.
constexpr Column kColumns[] = {
    {MEMLEDGER_TRANSLATABLE("Cli", "DP"), 4, false}, {MEMLEDGER_TRANSLATABLE("Cli", "TP"), 4, false},
    {MEMLEDGER_TRANSLATABLE("Cli", "PP"), 4, false}, {MEMLEDGER_TRANSLATABLE("Cli", "VPP"), 4, false},
    {MEMLEDGER_TRANSLATABLE("Cli", "CP"), 4, false}, {MEMLEDGER_TRANSLATABLE("Cli", "EP"), 4, false},
    {MEMLEDGER_TRANSLATABLE("Cli", "ETP"), 4, false}, {MEMLEDGER_TRANSLATABLE("Cli", "ZeRO"), 5, false},
    {MEMLEDGER_TRANSLATABLE("Cli", "recompute"), 10, false}, {MEMLEDGER_TRANSLATABLE("Cli", "mb"), 4, false},
    {MEMLEDGER_TRANSLATABLE("Cli", "accum"), 5, false}, {MEMLEDGER_TRANSLATABLE("Cli", "offload"), 9, false},
    {MEMLEDGER_TRANSLATABLE("Cli", "memory/GPU"), 12, true}, {MEMLEDGER_TRANSLATABLE("Cli", "headroom"), 12, true},
    {MEMLEDGER_TRANSLATABLE("Cli", "step time"), 10, true}, {MEMLEDGER_TRANSLATABLE("Cli", "MFU"), 7, true},
    {MEMLEDGER_TRANSLATABLE("Cli", "tokens/s"), 10, true}};
constexpr std::size_t kColumnCount = std::size(kColumns);

constexpr std::size_t kEpColumn = 5;  // EP and ETP: columns only for a model with experts

// One line of the table: the cells padded to their columns (a Chinese word takes two).
void printLine(const std::array<std::string, kColumnCount>& cells, bool experts)
{
    std::string line;
    for (std::size_t i = 0; i < kColumnCount; ++i) {
        if (!experts && (i == kEpColumn || i == kEpColumn + 1))
            continue;
        line += (line.empty() ? "" : " ") + padded(cells[i], kColumns[i].width, kColumns[i].right);
    }
    std::cout << line << '\n';
}

// What the row offloads, in the column's few words.
std::string offloadText(const model::PlanRow& row)
{
    if (row.layout.memory.offload.parameters != model::OffloadTarget::None)
        return word("Cli", "opt+param");
    if (row.layout.memory.offload.optimizer != model::OffloadTarget::None)
        return word("Cli", "optimizer");
    return word("Cli", "none");
}

void printTable(const model::PlanResult& result, Unit unit)
{
    std::array<std::string, kColumnCount> header;
    for (std::size_t i = 0; i < kColumnCount; ++i)
        header[i] = word("Cli", kColumns[i].header);
    const bool experts = !result.rows.empty() && result.rows.front().layout.arch.moe.isMoe();
    printLine(header, experts);
    for (const auto& row : result.rows) {
        const auto& p = row.layout.parallel;
        char tokens[32];
        std::snprintf(tokens, sizeof tokens, "%.0f", row.tokensPerSecond);
        printLine({std::to_string(p.dp), std::to_string(p.tp), std::to_string(p.pp), std::to_string(p.vpp),
                   std::to_string(p.cp), std::to_string(p.ep), std::to_string(p.expertTp()),
                   std::to_string(model::effectiveShardStage(row.layout)),
                   model::toString(row.layout.memory.recompute), std::to_string(row.layout.training.microBatch),
                   std::to_string(row.layout.gradAccumSteps()), offloadText(row),
                   model::bytesText(row.memoryPerGpu, unit), model::bytesText(row.headroom, unit), stepTimeText(row),
                   row.stepTime > 0 ? model::percentText(row.mfu) : "-", tokens},
                  experts);
    }
    const Words words{translator()};
    std::cout << '\n'
              << model::filledPattern(word("Cli", "global batch %1 sequences per step in every row; ranked by %2; %3 "
                                                  "layouts evaluated, %4 fit, %5 simulated, %6 on the Pareto front"),
                                      {std::to_string(result.globalBatch), rankingText(result, words),
                                       std::to_string(result.evaluated), std::to_string(result.fitting),
                                       std::to_string(result.simulated), std::to_string(result.rows.size())})
              << '\n';
    for (const model::PlanNote note : result.notes)
        std::cout << noteText(note, result, words) << '\n';
}

}  // namespace

int runPlan(const CommandInput& input)
{
    model::PlanRequest request;
    request.base = input.scenario;
    std::int64_t gpus = input.scenario.worldSize();
    CommandProblem problem;
    // The global batch every row holds is the scenario's (--global-batch, training.global_batch).
    if (!readCount(input.options, "gpus", gpus, problem) || !readRanking(input.options, request.ranking, problem))
        return reportFailure(problem, input.options.format);
    request.gpus = static_cast<int>(std::min<std::int64_t>(gpus, 1 << 16));
    const model::PlanResult result = model::planOf(request).result;
    const Format format = input.options.format;
    if (format == Format::Json) {
        nlohmann::json rows = nlohmann::json::array();
        for (const auto& row : result.rows)
            rows.push_back(rowJson(row));
        const model::Translate english;
        const Words words{english};
        nlohmann::json notes = nlohmann::json::array();
        nlohmann::json noteIds = nlohmann::json::array();
        for (const model::PlanNote note : result.notes) {
            notes.push_back(noteText(note, result, words));
            noteIds.push_back(model::planNoteId(note));
        }
        const nlohmann::json document{{"global_batch", result.globalBatch},
                                      {"ranked_by", rankingText(result, words)}, {"step_time_ranked", result.stepTime},
                                      {"shortlisted", result.shortlisted},
                                      {"evaluated", result.evaluated}, {"fitting", result.fitting},
                                      {"simulated", result.simulated}, {"rows", rows}, {"notes", notes},
                                      {"note_ids", noteIds}};
        std::cout << model::jsonText(document, 2) << '\n';
    } else if (format == Format::Csv) {
        // CSV's header is a machine interface, like JSON's keys: English ids in every language.
        std::cout << "dp,tp,pp,vpp,cp,ep,etp,zero,recompute,micro_batch,grad_accum,offload_optimizer,offload_params,"
                     "memory_per_gpu_bytes,headroom_bytes,step_time_s,mfu,tokens_per_s\n";
        for (const auto& row : result.rows) {
            const auto j = rowJson(row);
            // A word as it is, anything else as its JSON (numbers, true/false, null).
            const auto cell = [&j](const char* key) {
                const nlohmann::json* value = model::member(j, key);
                return value ? model::asString(*value).value_or(model::shownJson(*value)) : std::string();
            };
            for (const char* key : {"dp", "tp", "pp", "vpp", "cp", "ep", "etp", "zero", "recompute", "micro_batch", "grad_accum",
                                    "offload_optimizer", "offload_params"})
                std::cout << cell(key) << ',';
            std::cout << static_cast<long long>(row.memoryPerGpu) << ',' << static_cast<long long>(row.headroom) << ','
                      << cell("step_time_s") << ',' << cell("mfu") << ',' << cell("tokens_per_s") << '\n';
        }
    } else {
        printTable(result, input.options.unit);
    }
    return 0;
}

}  // namespace memledger::cli
