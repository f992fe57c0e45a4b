#include "model/core/vocabulary.h"

#include "model/core/limitation.h"

#include "model/core/translatable.h"

namespace memledger::model {

namespace {

struct Word {
    const char* id;
    const char* label;
};

constexpr Word kCategories[kCategoryCount] = {
    {"weights", MEMLEDGER_TRANSLATABLE("Vocabulary", "Weights")},
    {"gradients", MEMLEDGER_TRANSLATABLE("Vocabulary", "Gradients")},
    {"optimizer_states", MEMLEDGER_TRANSLATABLE("Vocabulary", "Optimizer states")},
    {"activations", MEMLEDGER_TRANSLATABLE("Vocabulary", "Activations")},
    {"temporaries", MEMLEDGER_TRANSLATABLE("Vocabulary", "Temporaries")},
    {"cuda_context", MEMLEDGER_TRANSLATABLE("Vocabulary", "CUDA context")},
    {"fragmentation", MEMLEDGER_TRANSLATABLE("Vocabulary", "Fragmentation")},
    {"rollout_engine", MEMLEDGER_TRANSLATABLE("Vocabulary", "Rollout engine")},
};

// The instant ids are the JSON's; backward_peak is the backward of the last layer, when
// its recomputed activations and gradients join every layer's saved ones; backward_end is
// the first layer's, when every gradient exists and the other layers' saved tensors are gone.
constexpr Word kInstants[kInstantCount] = {
    {"forward_end", MEMLEDGER_TRANSLATABLE("Vocabulary", "end of forward")},
    {"loss_backward", MEMLEDGER_TRANSLATABLE("Vocabulary", "backward of the loss")},
    {"backward_peak", MEMLEDGER_TRANSLATABLE("Vocabulary", "backward of the last layer")},
    {"backward_end", MEMLEDGER_TRANSLATABLE("Vocabulary", "end of backward (the first layer)")},
    {"optimizer_step", MEMLEDGER_TRANSLATABLE("Vocabulary", "optimizer step")},
    {"rollout", MEMLEDGER_TRANSLATABLE("Vocabulary", "rollout (generation)")},
    {"logprob", MEMLEDGER_TRANSLATABLE("Vocabulary", "log-prob passes (no grad)")},
    {"weight_sync", MEMLEDGER_TRANSLATABLE("Vocabulary", "weight sync (trainer to engine)")},
};

constexpr Word kLanes[kLaneCount] = {
    {"compute", MEMLEDGER_TRANSLATABLE("Vocabulary", "Compute")},
    {"collectives", MEMLEDGER_TRANSLATABLE("Vocabulary", "Collectives")},
    {"h2d", MEMLEDGER_TRANSLATABLE("Vocabulary", "PCIe H2D")},
    {"d2h", MEMLEDGER_TRANSLATABLE("Vocabulary", "PCIe D2H")},
    {"cpu_optimizer", MEMLEDGER_TRANSLATABLE("Vocabulary", "CPU optimizer")},
    {"nvme_read", MEMLEDGER_TRANSLATABLE("Vocabulary", "NVMe read")},
    {"nvme_write", MEMLEDGER_TRANSLATABLE("Vocabulary", "NVMe write")},
};

constexpr Word kSpanKinds[kSpanKindCount] = {
    {"forward", MEMLEDGER_TRANSLATABLE("Vocabulary", "Forward")},
    {"backward", MEMLEDGER_TRANSLATABLE("Vocabulary", "Backward")},
    {"recompute", MEMLEDGER_TRANSLATABLE("Vocabulary", "Recompute")},
    {"head", MEMLEDGER_TRANSLATABLE("Vocabulary", "LM head and loss")},
    {"head_backward", MEMLEDGER_TRANSLATABLE("Vocabulary", "LM head backward")},
    {"gpu_optimizer", MEMLEDGER_TRANSLATABLE("Vocabulary", "Optimizer step (GPU)")},
    {"tp_comm", MEMLEDGER_TRANSLATABLE("Vocabulary", "TP collectives")},
    {"ep_all_to_all", MEMLEDGER_TRANSLATABLE("Vocabulary", "EP all-to-all")},
    {"pipeline_send", MEMLEDGER_TRANSLATABLE("Vocabulary", "Pipeline send")},
    {"all_gather", MEMLEDGER_TRANSLATABLE("Vocabulary", "All-gather")},
    {"reduce_scatter", MEMLEDGER_TRANSLATABLE("Vocabulary", "Reduce-scatter")},
    {"all_reduce", MEMLEDGER_TRANSLATABLE("Vocabulary", "All-reduce")},
    {"param_fetch", MEMLEDGER_TRANSLATABLE("Vocabulary", "Parameter upload")},
    {"param_update", MEMLEDGER_TRANSLATABLE("Vocabulary", "Updated parameters upload")},
    {"grad_offload", MEMLEDGER_TRANSLATABLE("Vocabulary", "Gradient offload")},
    {"grad_fetch", MEMLEDGER_TRANSLATABLE("Vocabulary", "Gradient upload")},
    {"activation_offload", MEMLEDGER_TRANSLATABLE("Vocabulary", "Activation offload")},
    {"activation_fetch", MEMLEDGER_TRANSLATABLE("Vocabulary", "Activation upload")},
    {"cpu_adam", MEMLEDGER_TRANSLATABLE("Vocabulary", "CPU Adam")},
    {"state_read", MEMLEDGER_TRANSLATABLE("Vocabulary", "Optimizer states read")},
    {"state_write", MEMLEDGER_TRANSLATABLE("Vocabulary", "Optimizer states write")},
    {"param_read", MEMLEDGER_TRANSLATABLE("Vocabulary", "Parameters read")},
    {"param_write", MEMLEDGER_TRANSLATABLE("Vocabulary", "Parameters write")},
    {"engine_wake", MEMLEDGER_TRANSLATABLE("Vocabulary", "Rollout engine wake-up")},
    {"weight_sync", MEMLEDGER_TRANSLATABLE("Vocabulary", "Weight sync to the engine")},
    {"prefill", MEMLEDGER_TRANSLATABLE("Vocabulary", "Prefill")},
    {"decode", MEMLEDGER_TRANSLATABLE("Vocabulary", "Decode")},
    {"engine_sleep", MEMLEDGER_TRANSLATABLE("Vocabulary", "Rollout engine to sleep")},
    {"logprob_pass", MEMLEDGER_TRANSLATABLE("Vocabulary", "Log-prob pass")},
    {"states_to_host", MEMLEDGER_TRANSLATABLE("Vocabulary", "Trainer states to host")},
    {"states_to_gpu", MEMLEDGER_TRANSLATABLE("Vocabulary", "Trainer states back to the GPU")},
    {"stall", MEMLEDGER_TRANSLATABLE("Vocabulary", "Stall")},
    {"bubble", MEMLEDGER_TRANSLATABLE("Vocabulary", "Pipeline bubble")},
};

constexpr Word kBiases[] = {
    {"high", MEMLEDGER_TRANSLATABLE("Vocabulary", "the estimate is high")},
    {"low", MEMLEDGER_TRANSLATABLE("Vocabulary", "the estimate is low")},
    {"either", MEMLEDGER_TRANSLATABLE("Vocabulary", "the estimate may be high or low")},
};

constexpr const char* kProvenances[] = {"exact", "estimated", "assumed", "simulated"};
constexpr const char* kTraffic[] = {"none", "parameters", "gradients", "optimizer_states", "activations"};

template <class E, std::size_t N>
const Word& word(const Word (&table)[N], E value)
{
    return table[static_cast<std::size_t>(value)];
}

}  // namespace

const char* categoryId(Category category) { return word(kCategories, category).id; }
const char* categoryLabel(Category category) { return word(kCategories, category).label; }
std::optional<Category> categoryOfId(std::string_view id)
{
    for (int i = 0; i < kCategoryCount; ++i)
        if (id == kCategories[i].id)
            return static_cast<Category>(i);
    return std::nullopt;
}
const char* biasId(EstimateBias bias) { return word(kBiases, bias).id; }
const char* biasLabel(EstimateBias bias) { return word(kBiases, bias).label; }
std::optional<EstimateBias> biasOfId(std::string_view id)
{
    for (std::size_t i = 0; i < std::size(kBiases); ++i)
        if (id == kBiases[i].id)
            return static_cast<EstimateBias>(i);
    return std::nullopt;
}
const char* provenanceId(Provenance provenance) { return kProvenances[static_cast<int>(provenance)]; }
const char* instantId(Instant instant) { return word(kInstants, instant).id; }
const char* instantLabel(Instant instant) { return word(kInstants, instant).label; }
const char* laneId(Lane lane) { return word(kLanes, lane).id; }
const char* laneLabel(Lane lane) { return word(kLanes, lane).label; }
const char* spanKindId(SpanKind kind) { return word(kSpanKinds, kind).id; }
const char* spanKindLabel(SpanKind kind) { return word(kSpanKinds, kind).label; }
const char* trafficId(Traffic traffic) { return kTraffic[static_cast<int>(traffic)]; }

}  // namespace memledger::model
