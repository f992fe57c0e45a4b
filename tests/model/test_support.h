// Shared helpers of the engine tests: the source tree's data, presets and scenario defaults.
#pragma once

#include <gtest/gtest.h>

#include <stdexcept>
#include <string>

#include <nlohmann/json.hpp>

#include "model/core/json_file.h"
#include "model/core/scenario_defaults.h"
#include "model/ledger/ledger.h"
#include "model/io/presets.h"
#include "model/io/scenario_json.h"

namespace memledger::test {

inline std::string sourcePath(const std::string& relative) { return std::string(MEMLEDGER_SOURCE_DIR) + "/" + relative; }

inline nlohmann::json loadJson(const std::string& relative)
{
    std::vector<model::Problem> problems;
    auto document = model::readJsonFile(sourcePath(relative), problems);
    if (!document)
        throw std::runtime_error(problems.front().message);
    return *document;
}

inline const model::PresetLibrary& presets()
{
    static const model::PresetLibrary library = [] {
        std::vector<model::Problem> problems;
        auto loaded = model::loadPresets(sourcePath("presets"), problems);
        if (!problems.empty())
            throw std::runtime_error(problems.front().message);
        return loaded;
    }();
    return library;
}

inline model::Scenario presetScenario(const std::string& modelId, const std::string& gpuId = "h100-sxm")
{
    model::Scenario scenario;
    model::applyModel(*presets().model(modelId), scenario);
    model::applyGpu(*presets().gpu(gpuId), scenario.hardware);
    return scenario;
}

// A worked scenario of presets/scenarios/, by id.
inline model::Scenario scenarioPreset(const std::string& id)
{
    model::Scenario scenario;
    std::vector<model::Problem> problems;
    model::readScenario(presets().scenarios.at(id).document, presets(), scenario, problems);
    if (!problems.empty())
        throw std::runtime_error(problems.front().message);
    return scenario;
}

// Llama 3.1 8B under Megatron, bf16 mixed, the distributed optimizer over 8 data-parallel ranks.
inline model::Scenario megatron8bDistributedOptimizer()
{
    model::Scenario s = presetScenario("llama-3.1-8b");
    s.framework = model::Framework::Megatron;
    s.parallel.dp = 8;
    s.parallel.distributedOptimizer = true;
    return s;
}

// The H200's held-out case L7: Llama 3.1 8B in Hugging Face's loop (gradients made in backward,
// set to None after the step), bf16 parameters, fused AdamW, full recomputation, one sequence
// of 8192 tokens: its end of backward is the peak.
inline model::Scenario llama8bFullRecomputeFused()
{
    model::Scenario s = presetScenario("llama-3.1-8b", "h200");
    s.framework = model::Framework::HfTrainer;
    s.training.precision = model::Precision::Bf16Pure;
    s.training.optimizerKernel = model::OptimizerKernel::Fused;
    s.memory.recompute = model::Recompute::Full;
    s.training.seq = 8192;
    s.training.microBatch = 1;
    return s;
}

// Llama-3.1-70B under Megatron: TP 8 with SP, PP 4 with 2 virtual stages, DP 2,
// distributed optimizer, 8 micro-batches, selective recomputation.
inline model::Scenario megatron70bInterleaved()
{
    model::Scenario s = presetScenario("llama-3.1-70b");
    s.framework = model::Framework::Megatron;
    s.parallel.dp = 2;
    s.parallel.tp = 8;
    s.parallel.pp = 4;
    s.parallel.vpp = 2;
    s.parallel.sp = true;
    s.parallel.distributedOptimizer = true;
    s.training.gradAccum = 8;
    s.memory.recompute = model::Recompute::Selective;
    return s;
}

// Bytes of one category summed over a stage's terms, whatever instant they live at.
inline double categoryBytes(const model::StageLedger& stage, model::Category category)
{
    double bytes = 0;
    for (const auto& term : stage.terms)
        if (term.category == category)
            bytes += term.bytes;
    return bytes;
}

// GoogleTest names allow letters, digits and underscores only.
inline std::string testName(std::string id)
{
    for (char& c : id)
        if (!std::isalnum(static_cast<unsigned char>(c)))
            c = '_';
    return id;
}

// The scenario's estimate; the test fails, with the first problem, where it is not valid.
inline model::Estimate estimated(const model::Scenario& scenario)
{
    const model::Estimate e = model::estimate(scenario);
    EXPECT_TRUE(e.valid()) << (e.problems.empty() ? "" : e.problems.front().message);
    return e;
}

// Whether validation refuses the scenario with a problem on `field`.
inline bool refusedOn(const model::Scenario& scenario, const std::string& field)
{
    for (const auto& problem : model::validate(scenario))
        if (problem.field == field)
            return true;
    return false;
}

// A per-instant array's index of `instant` (allocatedAt, totalAt).
inline std::size_t at(model::Instant instant) { return static_cast<std::size_t>(instant); }

inline double termBytes(const model::StageLedger& stage, const char* id)
{
    const auto* term = model::findTerm(stage, id);
    return term ? term->bytes : 0.0;
}

}  // namespace memledger::test
