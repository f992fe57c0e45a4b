// The engine's named things and their words: ledger categories, provenance, the instants
// of a step, and the timeline's lanes, span kinds and traffic. Each has a stable id (JSON,
// Chrome trace, command-line tables) and one English word, which the command line prints
// and the window translates (widgets/common/vocabulary.h).
#pragma once

#include <cstdint>
#include <optional>
#include <string_view>

#include "model/core/term.h"

namespace memledger::model {

// One lane per resource a rank owns; the timeline draws them top to bottom in this order.
enum class Lane : std::uint8_t { Compute, Collective, H2D, D2H, CpuOptimizer, NvmeRead, NvmeWrite };
inline constexpr int kLaneCount = 7;

enum class SpanKind : std::uint8_t {
    Forward, Backward, Recompute, Head, HeadBackward, GpuOptimizer,       // compute
    TpComm, EpAllToAll, PipelineSend, AllGather, ReduceScatter, AllReduce,  // collectives
    ParamFetch, ParamUpdate, GradOffload, GradFetch, ActivationOffload, ActivationFetch,  // PCIe
    CpuAdam, StateRead, StateWrite, ParamRead, ParamWrite,               // host and NVMe
    // An RL job's phases before its update (docs/model.md#the-rl-step-on-the-timeline)
    EngineWake, WeightSync, Prefill, Decode, EngineSleep, LogProbPass, StatesToHost, StatesToGpu,
    Stall, Bubble                                                          // compute waiting
};
inline constexpr int kSpanKindCount = 33;

// Which offloaded state a transfer serves: parameters cross PCIe in forward and in backward,
// gradients and optimizer states once a step (ZeRO-Offload, arXiv 2101.06840, §4).
enum class Traffic : std::uint8_t { None, Parameters, Gradients, OptimizerStates, Activations };

const char* categoryId(Category category);      // "optimizer_states"
const char* categoryLabel(Category category);   // "Optimizer states"
std::optional<Category> categoryOfId(std::string_view id);
const char* provenanceId(Provenance provenance);
const char* instantId(Instant instant);         // "backward_peak"
const char* instantLabel(Instant instant);      // "backward of the last layer"
const char* laneId(Lane lane);                  // "h2d"
const char* laneLabel(Lane lane);               // "PCIe H2D"
const char* spanKindId(SpanKind kind);          // "param_fetch"
const char* spanKindLabel(SpanKind kind);       // "Parameter upload"
const char* trafficId(Traffic traffic);

}  // namespace memledger::model
