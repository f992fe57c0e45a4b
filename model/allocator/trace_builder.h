// Internal to the trace generator: the events of one rank's training steps, written term by
// term and tensor by tensor (see trace_generator.h for what is allocated when).
#pragma once

#include <cstdint>
#include <deque>
#include <map>
#include <unordered_map>
#include <utility>
#include <vector>

#include "model/allocator/alloc_trace.h"
#include "model/allocator/parameter_tensors.h"
#include "model/core/pipeline_schedule.h"
#include "model/core/framework.h"
#include "model/ledger/ledger.h"

namespace memledger::model::detail {

// What one step's events depend on that its sequence length changes.
struct StepInputs {
    std::int64_t seq = 0;
    const StageLedger* ledger = nullptr;
    const LayerInventory* dense = nullptr;
    const LayerInventory* moe = nullptr;
};

// How a layer keeps its activations for backward under the recomputation policy.
enum class Keep {
    All,          // every tensor of the inventory
    AllButCore,   // selective: the attention core is recomputed
    Checkpoint    // full: only the group's input; the group is recomputed in backward
};

struct LayerPlan {
    int layer = 0;        // global index
    bool moe = false;
    Keep keep = Keep::All;
    int groupFirst = 0;   // the recomputed group (Keep::Checkpoint), as global indexes
    int groupLast = 0;
};

class TraceBuilder {
public:
    TraceBuilder(const Scenario& scenario, const Estimate& estimate, int stage, AllocTrace& trace,
                 AllocEventSink* sink = nullptr);

    // Everything that exists before the first step; the optimizer moments too unless the
    // first step is to create them.
    void setUp(bool withOptimizerMoments);
    void step(int number, const StepInputs& inputs, bool firstStep);
    void emptyCache() { m_write.emptyCache(); }
    // Steady-state periods after the allocator's state has repeated are skipped (see
    // TraceOptions::collapseRepeats); only with a sink that gives fingerprints.
    void collapseRepeats() { m_collapse = true; }

    // An upper bound on the events of one step, to refuse traces too long to hold.
    std::uint64_t eventsPerStepBound() const;

private:
    // Which parameter tensors a state term is spread over …
    enum class Covers { Base, Adapters, Trainable, Linear };
    // … and, where it is allocated piecewise, which of them now: a layer's, the embedding's
    // (layer −1) or the head's.
    struct Where {
        int layer = -1;
        bool head = false;
    };
    // A tensor kept for backward, with what its backward needs to know of it.
    struct Held {
        std::uint64_t id = 0;
        const SavedTensor* tensor = nullptr;
        bool onHost = false;               // offloaded: freed on the GPU until fetched back
    };
    struct LayerHold {
        std::vector<Held> saved;
        std::vector<std::uint64_t> cast;   // autocast's 16-bit weight copies
        std::uint64_t checkpoint = 0;
        std::uint64_t opOutputs = 0;       // per-op recomputation's saved op outputs
        bool checkpointOnHost = false;
    };
    // An offloaded tensor still on the GPU: a layer's saved tensor, or its checkpoint (index −1).
    struct Stashed {
        LayerHold* hold = nullptr;
        int index = -1;
    };
    struct MicroBatchHold {
        std::uint64_t embedding = 0;
        std::vector<std::uint64_t> head;   // what the head keeps for backward, its autocast weight copy too
        std::uint64_t loss = 0;
    };
    // A term without a place of its own lives from the start of the first phase that holds
    // it to the end of the last.
    struct GenericTerm {
        const Term* term;
        StepPhase from;
        StepPhase until;
    };

    // trace_builder.cpp: model states and the terms without a place of their own.
    bool covers(Covers set, const ParameterTensor& tensor) const;
    std::vector<std::uint64_t> allocateShares(const Term& term, Covers set, const Where* where, int pieces = 1);
    void allocateGradients(Where where);
    std::vector<GenericTerm> genericTerms(const StageLedger& ledger) const;
    void allocateGeneric(StepPhase phase);
    void freeGeneric(StepPhase phase);
    void optimizerStep(bool firstStep);

    // trace_builder_flat_states.cpp: the states DeepSpeed's ZeRO optimizers keep in flat
    // buffers rather than a tensor per parameter.
    bool flatStates() const;
    std::vector<double> flatGroups() const;   // each flat group's share of the trainable parameters
    void allocateFlat(const Term& term, const std::vector<double>& shares, int pieces = 1);

    // trace_builder_repeats.cpp: the schedule's steady pairs (a forward, then a backward)
    // repeat every `period` pairs, `shift` micro-batches on. The allocator's state, sampled
    // once a period, settles into a cycle of some periods (a short fingerprint seen before,
    // confirmed by the whole one a cycle later); the cycles after it up to the last pair
    // would reach the same peaks, and are skipped.
    struct RepeatSearch {
        bool on = false;
        std::size_t firstPair = 0;   // schedule index of steady pair 0
        std::size_t pairs = 0;
        std::size_t period = 1;
        int shift = 1;
        std::unordered_map<std::uint64_t, std::size_t> seen;   // short fingerprint's hash → pair
        std::size_t confirmAt = 0;   // pair where `whole` should recur; 0: none pending
        std::size_t cycle = 0;       // in pairs
        std::vector<std::uint64_t> whole;
        int confirmations = 0;
    };
    void startRepeatSearch();
    std::size_t skipRepeatedPeriods(std::size_t unit);
    void searchCycle(std::size_t pair);
    std::size_t skipCycles(std::size_t pair);
    bool fingerprint(std::size_t pair, std::vector<std::uint64_t>& out) const;
    bool pairRepeats(std::size_t pair, std::size_t lag, int shift) const;
    void shiftMicroBatches(int by);

    // trace_builder_layers.cpp: one micro-batch on one chunk, layer by layer.
    void forwardUnit(const ScheduleUnit& unit);
    void backwardUnit(const ScheduleUnit& unit);
    void layerForward(int microBatch, const LayerPlan& plan, int chunkLast);
    void layerBackward(int microBatch, const LayerPlan& plan, std::uint64_t& flowing);
    void keepInventory(int microBatch, const LayerPlan& plan, LayerHold& hold, bool recomputing);
    std::uint64_t allocateSaved(int microBatch, int layer, const SavedTensor& tensor);
    std::uint64_t allocateCheckpoint(int microBatch, int layer);
    void stashForOffload(LayerHold& hold);
    void fetch(int microBatch, int layer, LayerHold& hold);
    void lossForward(int microBatch);
    std::uint64_t lossBackward(int microBatch);
    std::uint64_t gatheredUnit(int layer);
    const Term* term(const char* id) const { return findTerm(*m_step.ledger, id); }
    const LayerInventory& inventory(const LayerPlan& plan) const { return plan.moe ? *m_step.moe : *m_step.dense; }
    std::uint64_t residualBytes() const;
    // The index among m_layers of model layer `layer`; −1 when the rank does not hold it.
    int localIndex(int layer) const;

    const Scenario& m_scenario;
    const Estimate& m_estimate;
    const FrameworkProfile& m_profile;
    int m_stage;
    TraceWriter m_write;
    std::vector<ParameterTensor> m_params;
    std::vector<LayerPlan> m_layers;
    // Where each chunk's layers sit among m_layers (DualPipe's and the V's are not contiguous).
    struct LayerSpan {
        int firstLayer = 0;
        int firstLocal = 0;
        int layers = 0;
    };
    std::vector<LayerSpan> m_spans;
    bool m_holdsEmbedding = false;
    bool m_chunksEndMicroBatches = false;
    std::vector<std::pair<int, int>> m_chunks;   // [first, last] layer plan indexes of each chunk
    std::vector<ScheduleUnit> m_schedule;
    bool m_collapse = false;
    RepeatSearch m_repeats;

    // Within one step.
    StepInputs m_step;
    std::vector<GenericTerm> m_generic;
    std::map<StepPhase, std::vector<std::uint64_t>> m_genericLive;   // by the phase whose end frees them
    std::map<std::pair<int, int>, LayerHold> m_held;   // (micro-batch, layer)
    std::deque<Stashed> m_offloadStash;                 // torchtune's forward stash, oldest first
    std::map<int, MicroBatchHold> m_microBatches;
    std::map<int, std::uint64_t> m_gathered;           // layer → its unsharded parameters
    std::vector<std::pair<int, bool>> m_gradsMade;     // the Where of gradients created this step
    std::vector<std::uint64_t> m_grads;                // gradients to free after the optimizer step
};

}  // namespace memledger::model::detail
