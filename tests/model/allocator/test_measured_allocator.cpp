// The simulated allocator against the reserved bytes measured on an H200
// (tests/data/measured/h200-2026-11-30): each case's configuration mapped to a scenario by
// the rules of tools/compare_measured.py (map_case), its steps replayed from the first
// (which creates the optimizer states) with the lengths each step ran, and the steady-state
// peak reserved / peak allocated ratio (steps ≥ 2) set beside the measured one.
//
// The trace is the ledger's terms placed in time, not PyTorch's own sequence of tensors
// (every intermediate of every op), so its fragmentation is that of the ledger's tensors.
// The tolerance is what the rules, unchanged and untuned, achieve over all the cases the
// mapping expresses: every case within 0.2 of the measured ratio (the largest misses are
// FSDP2's and the offloaded full recomputation, whose buffers the ledger places only
// roughly), the median case within 0.04; and the two allocator experiments (variable
// sequence lengths under the default allocator and under expandable segments) in the
// measured direction.
#include <gtest/gtest.h>

#include <algorithm>
#include <cstdio>
#include <optional>

#include "model/allocator/allocator_replay.h"
#include "model/allocator/trace_generator.h"
#include "model/core/enum_names.h"
#include "model/core/scenario_defaults.h"
#include "tests/model/test_support.h"

namespace {

using namespace memledger::model;
using nlohmann::json;

const char* kData = "tests/data/measured/h200-2026-11-30";

struct Ratio {
    double predicted = 0;
    double measured = 0;
    double error() const { return predicted - measured; }
};

template <class E>
E word(const json& value)
{
    return parseEnum<E>(value.get<std::string>()).value();
}

// map_case of tools/compare_measured.py, with one difference: a scenario still has one
// sequence length, but a replay takes one per step, so variable-length cases are kept.
std::optional<Scenario> mapCase(const json& cfg)
{
    json options = cfg.value("options", json::object());
    const std::string loss = cfg.value("loss", "");
    if (options.value("optimizer_in_backward", false) || loss.rfind("chunked-ce", 0) == 0 ||
        (loss != "hf-default" && loss != "hf-style") || cfg.value("recompute", "") == "selective")
        return std::nullopt;
    const json lora = options.value("lora", json());
    if (lora.is_object() && lora.value("adapter_dtype", "bfloat16") != "bfloat16" &&
        lora.value("adapter_dtype", "bfloat16") != "float16")
        return std::nullopt;
    for (const auto& [key, value] : options.items())
        if (key != "lora" && key != "fsdp2" && key != "offload_activations" && key != "record_full_stats" &&
            key != "alloc_conf" && key != "variable_length")
            return std::nullopt;
    if (cfg.value("dp", 1) != 1 || cfg.value("tp", 1) != 1 || cfg.value("pp", 1) != 1)
        return std::nullopt;

    Scenario s;
    applyGpu(*memledger::test::presets().gpu("h200"), s.hardware);
    auto& arch = s.arch;
    arch.block = word<BlockStyle>(cfg["block_style"]);
    arch.layers = cfg["layers"];
    arch.hidden = cfg["hidden"];
    arch.heads = cfg["heads"];
    arch.kvHeads = cfg["kv_heads"];
    arch.headDim = cfg["head_dim"];
    arch.ffn = cfg["ffn"];
    arch.vocab = cfg["vocab"];
    arch.mlp = word<MlpKind>(cfg["mlp"]);
    arch.norm = word<NormKind>(cfg["norm"]);
    arch.dropout = cfg["dropout"];
    arch.tiedEmbeddings = cfg["tied_embeddings"];
    arch.bias = arch.block == BlockStyle::Gpt;
    arch.position = arch.block == BlockStyle::Gpt ? PositionKind::Learned : PositionKind::Rope;
    s.training.seq = cfg["seq"];
    s.training.microBatch = cfg["micro_batch"];
    s.training.gradAccum = cfg.value("grad_accum", 1);
    s.training.optimizer = word<Optimizer>(cfg["optimizer"]);
    s.training.precision = word<Precision>(cfg["precision"]);
    s.memory.recompute = word<Recompute>(cfg["recompute"]);
    s.memory.attention = word<Attention>(cfg["attention"]);
    if (options.contains("fsdp2")) {
        s.framework = Framework::Fsdp;
        s.parallel.fsdp = FsdpMode::FullShard;
        s.parallel.reshardAfterForward = options["fsdp2"].value("reshard_after_forward", true);
    } else {
        s.framework = Framework::HfTrainer;
    }
    applyFrameworkDefaults(s);
    const json optimizerOptions = cfg.value("optimizer_options", json::object());
    if (optimizerOptions.value("fused", false))
        s.training.optimizerKernel = OptimizerKernel::Fused;
    else if (!optimizerOptions.value("foreach", true))
        s.training.optimizerKernel = OptimizerKernel::ForLoop;
    s.memory.kernels = Kernels::Eager;   // Hugging Face modules in eager PyTorch
    if (lora.is_object()) {
        s.memory.lora.rank = lora["rank"];
        s.memory.lora.attentionOnly = std::all_of(lora["targets"].begin(), lora["targets"].end(), [](const json& t) {
            const std::string name = t.get<std::string>();
            return name == "q_proj" || name == "k_proj" || name == "v_proj" || name == "o_proj";
        });
    }
    if (options.contains("offload_activations"))
        s.memory.offload.activations = OffloadTarget::Cpu;
    return s;
}

struct MeasuredCase {
    std::string id;
    json record;
};

std::vector<MeasuredCase> expressibleCases()
{
    std::vector<MeasuredCase> cases;
    const json document = memledger::test::loadJson(std::string(kData) + "/measurements.json");
    for (const auto& record : document["cases"])
        if (record["status"] == "ok" && mapCase(record["config"]))
            cases.push_back({record["case"].get<std::string>(), record});
    return cases;
}

std::uint64_t deviceCapacity()
{
    const json environment = memledger::test::loadJson(std::string(kData) + "/environment.json");
    return environment["gpu"]["mem_get_info_after_init"]["free"].get<std::uint64_t>();
}

Ratio replayCase(const json& record)
{
    const Scenario scenario = *mapCase(record["config"]);
    TraceOptions options;
    options.fromFirstStep = true;
    for (const auto& step : record["steps"])
        options.sequenceLengths.push_back(step["seq"].get<std::int64_t>());
    options.steps = static_cast<int>(options.sequenceLengths.size());
    const AllocTrace trace = generateTrace(scenario, estimate(scenario), options);
    EXPECT_TRUE(trace.valid()) << trace.problems.front().message;
    const std::string conf = record["config"]["options"].value("alloc_conf", "default");
    const auto settings = parseAllocatorSettings(conf == "default" ? "" : conf);
    const AllocatorReplay replay = replayTrace(settings.settings, trace, deviceCapacity());
    EXPECT_TRUE(replay.completed()) << replay.problems.front().message;

    const auto second =
        std::find_if(trace.phases.begin(), trace.phases.end(), [](const PhaseMark& m) { return m.step == 2; });
    std::uint64_t allocated = 0;
    std::uint64_t reserved = 0;
    for (const auto& point : replay.series)
        if (second != trace.phases.end() && point.event >= second->firstEvent) {
            allocated = std::max(allocated, point.allocated);
            reserved = std::max(reserved, point.reserved);
        }
    double measuredAllocated = 0;
    double measuredReserved = 0;
    for (const auto& step : record["steps"])
        if (step["step"].get<int>() >= 2) {
            measuredAllocated = std::max(measuredAllocated, step["peak_allocated"].get<double>());
            measuredReserved = std::max(measuredReserved, step["peak_reserved"].get<double>());
        }
    return {static_cast<double>(reserved) / static_cast<double>(allocated), measuredReserved / measuredAllocated};
}

const std::vector<std::pair<std::string, Ratio>>& allRatios()
{
    static const auto ratios = [] {
        std::vector<std::pair<std::string, Ratio>> out;
        for (const auto& c : expressibleCases())
            out.emplace_back(c.id, replayCase(c.record));
        return out;
    }();
    return ratios;
}

Ratio ratioOf(const std::string& id)
{
    for (const auto& [name, ratio] : allRatios())
        if (name == id)
            return ratio;
    ADD_FAILURE() << id << " is not among the expressible cases";
    return {};
}

TEST(MeasuredAllocator, EveryExpressibleCaseIsWithinTwoTenthsOfTheMeasuredRatio)
{
    ASSERT_GE(allRatios().size(), 25u);   // the mapping must still express most of the 40 cases
    std::printf("%-40s %9s %9s %7s\n", "case", "predicted", "measured", "error");
    for (const auto& [id, ratio] : allRatios()) {
        std::printf("%-40s %9.3f %9.3f %+7.3f\n", id.c_str(), ratio.predicted, ratio.measured, ratio.error());
        EXPECT_LE(std::abs(ratio.error()), 0.2) << id;
    }
}

TEST(MeasuredAllocator, TheMedianCaseIsWithinFourHundredthsOfTheMeasuredRatio)
{
    std::vector<double> errors;
    for (const auto& [id, ratio] : allRatios())
        errors.push_back(std::abs(ratio.error()));
    std::nth_element(errors.begin(), errors.begin() + static_cast<std::ptrdiff_t>(errors.size() / 2), errors.end());
    EXPECT_LE(errors[errors.size() / 2], 0.04);
}

TEST(MeasuredAllocator, VariableLengthsFragmentTheDefaultAllocatorAndNotExpandableSegments)
{
    // Measured: random lengths raise reserved / allocated from 1.057 to 1.169 under the
    // default allocator; expandable segments keep it at 1.044.
    const Ratio fixed = ratioOf("g9-frag-default/fixed");
    const Ratio variable = ratioOf("g9-frag-default/variable");
    const Ratio expandable = ratioOf("g10-frag-expandable/variable");
    ASSERT_GT(variable.measured, fixed.measured);
    ASSERT_LT(expandable.measured, variable.measured);
    EXPECT_GT(variable.predicted, fixed.predicted);
    EXPECT_LT(expandable.predicted, variable.predicted);
    // And the simulated reserve is nearer the measured one than the ledger's flat 5 %.
    const double flat = 1 + Overheads{}.fragmentation;
    EXPECT_LT(std::abs(variable.error()), std::abs(flat - variable.measured));
}

}  // namespace
