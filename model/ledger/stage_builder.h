// Internal to the engine: what every term builder needs to know about the
// estimate and about the pipeline stage it is filling.
#pragma once

#include "model/ledger/ledger.h"

namespace memledger::model::detail {

struct EstimateContext {
    const Scenario& scenario;
    const FrameworkProfile& profile;
    const ParameterCounts& params;
    const LayerInventory& dense;
    const LayerInventory& moe;
    int shardStage;            // effective ZeRO stage
    double shardDegree;        // ranks a sharded state is split over
    double expertShardDegree;  // the same for expert parameters (expert data parallelism)
    double ranksPerNode;
    const RoutedLoad& routing;
};

struct StageShape {
    int stage = 0;
    int layers = 0;
    int denseLayers = 0;
    int moeLayers = 0;
    bool firstLayerMoe = false; // the layer whose backward ends the stage's: with experts
    int mtpLayers = 0;          // multi-token prediction layers (the last stage's)
    bool mtpMoe = false;
    bool first = false;
    bool last = false;
    double nonExpertParams = 0;  // on one rank of this stage
    double expertParams = 0;
    double quantizable = 0;      // block linear weights on the rank (QLoRA's NF4 part)
    double scalarParams = 0;     // of nonExpertParams, what is no hidden matrix: embeddings, output layer, norms, biases
    double trainable = 0;        // LoRA adapters, or every parameter
    double inFlight = 1;
    double headInFlight = 1;     // micro-batches whose head (output layer, loss, MTP) a last stage holds
};

// Where a stage's terms go: the GPU ledger, or a per-node host or NVMe ledger.
struct StageSink {
    StageLedger& gpu;
    OffloadLedger& host;
    OffloadLedger& nvme;
    void place(const EstimateContext& context, Term term, OffloadTarget target);
};

Term makeTerm(const char* id, const char* label, Category category, Provenance provenance, double bytes,
              const char* formula, const char* source, const char* note = "", unsigned liveAt = kLiveAlways);

}  // namespace memledger::model::detail
