// Turns a scenario into the tasks of one optimizer step, handed to the stream
// simulator in issue order: per micro-batch and layer the compute, its blocking
// TP/EP collectives, ZeRO gathers and reductions, offload copies, and at the end
// the optimizer (on the GPU, or on the CPU with its PCIe and NVMe traffic).
#pragma once

#include <utility>
#include <vector>

#include "model/core/pipeline_schedule.h"
#include "model/timeline/step_time.h"
#include "model/timeline/timeline_sim.h"

namespace memledger::model::detail {

// One block of a pipeline rank's schedule: the forward or backward of one micro-batch
// through one of the rank's chunks, in the order stageSchedule (core/pipeline_schedule.h) gives.
using Block = ScheduleUnit;

// The focus stage's ledger terms (ledger.h) grouped by the moments of the step
// that hold them, from each term's liveAt instants: the memory curve is these
// bytes placed on the simulated streams, so its peak is the ledger's peak.
struct MemoryTerms {
    CategoryBytes resident{};           // every instant: held from the start of the step
    CategoryBytes fromFirstBackward{};  // backward and optimizer step: gradients that are not persistent, DDP buckets
    CategoryBytes forwardBackward{};    // forward and backward, once: gathered parameters, autocast cache, the
                                        // activation-offload double buffer; first forward to last backward
    double perMicroBatch = 0;           // activations of the micro-batches in flight, at the schedule's fullest
    CategoryBytes head{};               // final norm and loss activations: the head's forward to its backward
    CategoryBytes forwardOnly{};        // the logits transient, while the head runs
    CategoryBytes backwardOnly{};       // gathered gradients, buckets: each backward block, head to last layer
    CategoryBytes lossBackwardOnly{};   // the gradient of the logits, while the head's backward runs
    CategoryBytes layerBackwardOnly{};  // recomputed activations, working sets: the layers' backward
    CategoryBytes optimizerOnly{};      // optimizer scratch, during the optimizer step
    CategoryBytes fromBackwardEnd{};    // gradients allocated as backward produces them: from the stage's first
                                        // layer's last backward to the end of the optimizer step ...
    CategoryBytes lateGradients{};      // ... but the first layer's and the input embedding's, from its end
};

MemoryTerms memoryTerms(const Scenario& scenario, const StageLedger& stage);

// One virtual stage of a pipeline, indexed direction · stages + stage (DualPipe's second
// pipeline after the first's): a pass leaves it for the next index and returns from it.
struct VirtualStage {
    int rank = 0;
    int chunk = 0;           // among the rank's chunks
    int firstLayer = 0;      // global index
    int layers = 0;
    int firstLocal = 0;      // index of its first layer among the rank's layers
    bool pipelineStart = false;   // the embedding's: a forward starts here
    bool pipelineEnd = false;     // the head's: the loss, and backward starts here
};

class StepBuilder {
public:
    StepBuilder(const Scenario& scenario, const StepCosts& costs, int focus, const MemoryTerms& memory);
    // Emits the whole step; returns false when the schedule cannot complete.
    bool build();
    StreamSimulator& simulator() { return m_sim; }

private:
    struct RankState {
        std::vector<int> paramConsumers;   // compute tasks that used a fetched parameter buffer
        std::vector<int> actConsumers;     // backward tasks that used a fetched activation buffer
        std::vector<int> backwardsDone;    // per chunk
        bool gradientsAllocated = false;   // fromBackwardEnd placed: released after the optimizer step
        int lastGradSync = -1;
        int lastGradD2H = -1;
        int lastBackward = -1;
        int firstForward = -1;
        int layers = 0;
        double backwardBlockStart = -1;    // start of the backward block being issued, -1 before its first task
    };

    bool isMoe(int layer) const;
    double activationShare(int layer, int local) const;
    void hold(int rank, double from, double to, const CategoryBytes& bytes);
    void change(int rank, double time, const CategoryBytes& bytes, double sign);
    const LayerCost& cost(int layer) const;
    double storedActivations(int layer, int local) const;
    int bufferDep(const std::vector<int>& consumers) const;
    int fetchParams(int rank, int layer, int microBatch);
    void releaseParams(int rank, int fetchId, int consumer);
    void markBackwardStart(int rank, int task);
    int blockingComm(int rank, int after, int layer, int microBatch);
    int layerForward(const VirtualStage& vs, int local, int microBatch, int prev);
    int layerBackward(const VirtualStage& vs, int local, int microBatch, int prev, bool syncGrads);
    int recompute(const VirtualStage& vs, int local, int microBatch, int prev, int fetch);
    void gradients(int rank, int layer, int microBatch, int backward, bool syncGrads);
    int fetchActivations(int rank, int layer, int microBatch, double bytes);
    void forwardBlock(int vs, int microBatch);
    void backwardBlock(int vs, int microBatch);
    bool blockReady(int rank, const Block& block) const;
    double peakHeldActivations(int rank) const;
    void optimizerPhase(int rank);
    int cpuOptimizerChunk(int rank, int layer, double params, int after);
    int gpuOptimizerChunk(int rank, int layer, double params, double orthogonalise, int after);
    struct OptimizerChunk {
        int layer = -1;            // -1: the embedding and the output layer
        double params = 0;         // this rank updates
        double orthogonalise = 0;  // seconds of Muon's Newton–Schulz on this rank's share
    };
    std::vector<OptimizerChunk> optimizerChunks(int rank) const;

    const Scenario& m_s;
    const StepCosts& m_c;
    const MemoryTerms& m_mem;
    StreamSimulator m_sim;
    double m_activationScale = 0;            // ledger bytes per unit of the per-layer activation weights
    int m_pp = 1;
    int m_chunks = 1;
    int m_micro = 1;                         // micro-batches of the step, both of DualPipe's directions
    int m_microPerChunk = 1;                 // micro-batches one chunk runs
    std::vector<VirtualStage> m_vstages;     // index = direction · stages + stage
    std::vector<std::vector<int>> m_stageOf; // [rank][chunk] → virtual stage index
    std::vector<std::vector<Block>> m_orders;
    std::vector<RankState> m_ranks;
    std::vector<int> m_sendForward;          // (virtual stage, micro-batch) → send task
    std::vector<int> m_sendBackward;
    std::vector<int> m_actSaved;             // (layer, micro-batch) → activation D2H task
    std::vector<int> m_optConsumers;
};

}  // namespace memledger::model::detail
