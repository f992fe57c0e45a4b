// Stable ids (JSON, Chrome trace) and English labels of lanes and span kinds.
#include "model/timeline/timeline.h"

namespace memledger::model {

namespace {
struct Name {
    const char* id;
    const char* label;
};

constexpr Name kLanes[kLaneCount] = {
    {"compute", "Compute"},       {"collectives", "Collectives"}, {"h2d", "PCIe H2D"},
    {"d2h", "PCIe D2H"},          {"cpu_optimizer", "CPU optimizer"}, {"nvme_read", "NVMe read"},
    {"nvme_write", "NVMe write"},
};

constexpr Name kKinds[kSpanKindCount] = {
    {"forward", "Forward"},
    {"backward", "Backward"},
    {"recompute", "Recompute"},
    {"head", "LM head and loss"},
    {"head_backward", "LM head backward"},
    {"gpu_optimizer", "Optimizer step (GPU)"},
    {"tp_comm", "TP collectives"},
    {"ep_all_to_all", "EP all-to-all"},
    {"pipeline_send", "Pipeline send"},
    {"all_gather", "All-gather"},
    {"reduce_scatter", "Reduce-scatter"},
    {"all_reduce", "All-reduce"},
    {"param_fetch", "Parameter upload"},
    {"param_update", "Updated parameters upload"},
    {"grad_offload", "Gradient offload"},
    {"grad_fetch", "Gradient upload"},
    {"activation_offload", "Activation offload"},
    {"activation_fetch", "Activation upload"},
    {"cpu_adam", "CPU Adam"},
    {"state_read", "Optimizer states read"},
    {"state_write", "Optimizer states write"},
    {"param_read", "Parameters read"},
    {"param_write", "Parameters write"},
    {"stall", "Stall"},
    {"bubble", "Pipeline bubble"},
};

constexpr const char* kTraffic[] = {"none", "parameters", "gradients", "optimizer_states", "activations"};
}  // namespace

const char* laneId(Lane lane) { return kLanes[static_cast<int>(lane)].id; }
const char* laneLabel(Lane lane) { return kLanes[static_cast<int>(lane)].label; }
const char* spanKindId(SpanKind kind) { return kKinds[static_cast<int>(kind)].id; }
const char* spanKindLabel(SpanKind kind) { return kKinds[static_cast<int>(kind)].label; }
const char* trafficId(Traffic traffic) { return kTraffic[static_cast<int>(traffic)]; }

}  // namespace memledger::model
