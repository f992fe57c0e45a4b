// memledger plan: the layouts of a model on N GPUs that fit, best first, as a table,
// JSON or CSV. Flags: --gpus N [--global-batch G] [--seq S] [--rank step-time|headroom]
// and the usual model/GPU flags. Every row shows its simulated step time, MFU and tokens/s.
#include <cstdio>
#include <iostream>

#include <nlohmann/json.hpp>

#include "app/cli/commands.h"
#include "model/core/enum_names.h"
#include "model/core/framework.h"
#include "model/core/quantity_format.h"
#include "model/explore/planner.h"

namespace memledger::cli {

namespace {

bool readCount(const Options& options, const char* flag, std::int64_t& out, std::string& error)
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
    error = std::string("--") + flag + " expects a positive whole number, got '" + it->second + "'";
    return false;
}

bool readRanking(const Options& options, model::PlanRanking& out, std::string& error)
{
    const auto it = options.flags.find("rank");
    if (it == options.flags.end())
        return true;
    if (it->second == "step-time" || it->second == "headroom") {
        out = it->second == "headroom" ? model::PlanRanking::Headroom : model::PlanRanking::StepTime;
        return true;
    }
    error = "--rank expects step-time or headroom, got '" + it->second + "'";
    return false;
}

// "1.23 s", or "-" where the step did not simulate.
std::string stepTimeText(const model::PlanRow& row)
{
    return row.stepTime > 0 ? model::secondsText(row.stepTime) : "-";
}

// How the rows are ordered, in the words of the JSON's "ranked_by".
std::string rankingText(const model::PlanResult& result)
{
    if (!result.stepTime)
        return "fewest compromises (offload, full recompute, ZeRO-3), then fewest GPUs per replica, then most headroom";
    return "estimated step time (simulated for " + std::to_string(result.simulated) + " of " +
           std::to_string(result.fitting) + " fitting layouts: the " + std::to_string(result.shortlisted) +
           " best by fewest compromises or by fewest GPUs per replica, plus the memory-Pareto layouts)";
}

std::string noteText(model::PlanNote note, const model::PlanResult& result)
{
    switch (note) {
    case model::PlanNote::NothingSimulated:
        return "no candidate's step could be simulated: ranked without step time";
    case model::PlanNote::NoLayoutSplits:
        return "no layout splits this model over the GPUs: check the GPU count and global batch";
    case model::PlanNote::NoLayoutFits:
        return "no layout fits: add GPUs, shorten the sequence or pick a larger GPU";
    case model::PlanNote::BatchLimitsReplicas:
        return "a global batch of " + std::to_string(result.globalBatch) +
               " sequences allows at most that many data-parallel replicas: raise it to consider more data parallelism";
    }
    return {};
}

nlohmann::json rowJson(const model::PlanRow& row)
{
    const auto& s = row.layout;
    const auto& p = s.parallel;
    return {{"dp", p.dp}, {"tp", p.tp}, {"pp", p.pp}, {"vpp", p.vpp}, {"cp", p.cp}, {"sp", p.sp},
            {"zero", model::effectiveShardStage(s)}, {"recompute", model::toString(s.memory.recompute)},
            {"micro_batch", s.training.microBatch}, {"grad_accum", s.training.gradAccum},
            {"offload_optimizer", model::toString(s.memory.offload.optimizer)},
            {"offload_params", model::toString(s.memory.offload.parameters)},
            {"memory_per_gpu_bytes", row.memoryPerGpu}, {"headroom_bytes", row.headroom}, {"cost", row.cost},
            {"step_time_s", row.stepTime}, {"mfu", row.mfu}, {"tokens_per_s", row.tokensPerSecond}};
}

void printTable(const model::PlanResult& result, Unit unit)
{
    std::printf("%-4s %-4s %-4s %-4s %-4s %-5s %-10s %-4s %-5s %-9s %12s %12s %10s %7s %10s\n", "DP", "TP", "PP",
                "VPP", "CP", "ZeRO", "recompute", "mb", "accum", "offload", "memory/GPU", "headroom", "step time",
                "MFU", "tokens/s");
    for (const auto& row : result.rows) {
        const nlohmann::json j = rowJson(row);
        const std::string offload = j["offload_params"] != "none" ? "opt+param" : j["offload_optimizer"] != "none" ? "optimizer" : "none";
        const std::string mfu = row.stepTime > 0 ? model::percentText(row.mfu) : "-";
        std::printf("%-4d %-4d %-4d %-4d %-4d %-5d %-10s %-4lld %-5lld %-9s %12s %12s %10s %7s %10.0f\n",
                    j["dp"].get<int>(), j["tp"].get<int>(), j["pp"].get<int>(), j["vpp"].get<int>(), j["cp"].get<int>(),
                    j["zero"].get<int>(), j["recompute"].get<std::string>().c_str(),
                    static_cast<long long>(row.layout.training.microBatch),
                    static_cast<long long>(row.layout.training.gradAccum), offload.c_str(),
                    model::bytesText(row.memoryPerGpu, unit).c_str(), model::bytesText(row.headroom, unit).c_str(),
                    stepTimeText(row).c_str(), mfu.c_str(), row.tokensPerSecond);
    }
    std::printf("\nglobal batch %lld sequences per step in every row; ranked by %s; %lld layouts evaluated, %lld fit, "
                "%lld simulated, %zu on the Pareto front\n",
                static_cast<long long>(result.globalBatch), rankingText(result).c_str(),
                static_cast<long long>(result.evaluated),
                static_cast<long long>(result.fitting), static_cast<long long>(result.simulated), result.rows.size());
    for (const model::PlanNote note : result.notes)
        std::printf("%s\n", noteText(note, result).c_str());
}

}  // namespace

int runPlan(const CommandInput& input)
{
    model::PlanRequest request;
    request.base = input.scenario;
    std::int64_t gpus = input.scenario.worldSize();
    std::string error;
    if (!readCount(input.options, "gpus", gpus, error) ||
        !readCount(input.options, "global-batch", request.globalBatch, error) ||
        !readRanking(input.options, request.ranking, error))
        return reportFailure(error, input.options.format);
    request.gpus = static_cast<int>(std::min<std::int64_t>(gpus, 1 << 16));
    const model::PlanResult result = model::plan(request);
    const Format format = input.options.format;
    if (format == Format::Json) {
        nlohmann::json rows = nlohmann::json::array();
        for (const auto& row : result.rows)
            rows.push_back(rowJson(row));
        nlohmann::json notes = nlohmann::json::array();
        nlohmann::json noteIds = nlohmann::json::array();
        for (const model::PlanNote note : result.notes) {
            notes.push_back(noteText(note, result));
            noteIds.push_back(model::planNoteId(note));
        }
        std::cout << nlohmann::json{{"global_batch", result.globalBatch},
                                    {"ranked_by", rankingText(result)}, {"step_time_ranked", result.stepTime},
                                    {"shortlisted", result.shortlisted},
                                    {"evaluated", result.evaluated}, {"fitting", result.fitting},
                                    {"simulated", result.simulated}, {"rows", rows}, {"notes", notes},
                                    {"note_ids", noteIds}}
                         .dump(2)
                  << '\n';
    } else if (format == Format::Csv) {
        std::cout << "dp,tp,pp,vpp,cp,zero,recompute,micro_batch,grad_accum,offload_optimizer,offload_params,"
                     "memory_per_gpu_bytes,headroom_bytes,step_time_s,mfu,tokens_per_s\n";
        for (const auto& row : result.rows) {
            const auto j = rowJson(row);
            for (const char* key : {"dp", "tp", "pp", "vpp", "cp", "zero", "recompute", "micro_batch", "grad_accum",
                                    "offload_optimizer", "offload_params"})
                std::cout << (j[key].is_string() ? j[key].get<std::string>() : j[key].dump()) << ',';
            std::cout << static_cast<long long>(row.memoryPerGpu) << ',' << static_cast<long long>(row.headroom) << ','
                      << j["step_time_s"].dump() << ',' << j["mfu"].dump() << ',' << j["tokens_per_s"].dump() << '\n';
        }
    } else {
        printTable(result, input.options.unit);
    }
    return 0;
}

}  // namespace memledger::cli
