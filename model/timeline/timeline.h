// The timeline of one optimizer step (docs/model.md#the-step-timeline): a deterministic simulation of the
// streams of every pipeline stage, reported for one rank as spans per lane, the
// step time, what each lane hides behind compute, and GPU memory over time.
#pragma once

#include <array>
#include <cstdint>
#include <vector>

#include "model/ledger/ledger.h"
#include "model/core/scenario.h"
#include "model/core/validation.h"
#include "model/core/vocabulary.h"

namespace memledger::model {

inline constexpr int kRowsPerLane = 3;   // streams a lane may carry (only Collectives uses more than one)

struct Span {
    double start = 0;           // seconds from the start of the step
    double end = 0;
    double bytes = 0;           // bytes moved (transfers, collectives) or 0
    int layer = -1;             // global layer index; -1: not one layer (head, whole step)
    int microBatch = -1;
    Lane lane = Lane::Compute;
    SpanKind kind = SpanKind::Forward;
    Traffic traffic = Traffic::None;
    int waitsFor = -1;          // Stall/Bubble: index of the span it waited for (-1: another stage)
    std::uint8_t row = 0;       // collectives: 0 gathers, 1 gradient reductions, 2 TP/EP/pipeline

    double duration() const { return end - start; }
};

using CategoryBytes = std::array<double, kCategoryCount>;

struct MemoryPoint {
    double time = 0;
    double bytes = 0;           // allocator-visible bytes on the GPU from this time on
};

struct LaneSummary {
    double busy = 0;            // seconds the lane works
    double exposed = 0;         // of which the compute stream is idle (on the critical path)
    double bytes = 0;
    double hidden() const { return busy - exposed; }
};

// An RL job's phases before its update, on the reported rank (docs/model.md#the-rl-step-on-the-timeline):
// the engine woken and given the policy's weights, the step's sequences generated, the engine put
// to sleep, the sequences scored; seconds each, in that order from the start of the step.
struct RlPhases {
    bool present = false;
    double statesOut = 0;        // the trainer's states to host after the last update (rollout.trainer_offload)
    double wake = 0;             // level 1: the serving weights back from pinned host memory
    double sync = 0;             // the policy's weights gathered and loaded into the engine
    double prefill = 0;
    double decode = 0;
    double sleep = 0;            // level 1: the serving weights out to pinned host memory
    double logprob = 0;          // the reference's and the old policy's forward passes
    double statesIn = 0;         // the trainer's states back for the update
    double updateStart = 0;      // when the training update begins
    double offloadedBytes = 0;   // the trainer's states that leave the GPU between updates, this rank
    std::int64_t sequences = 0;  // the step's sequences one engine replica generates
    std::int64_t concurrent = 0; // decoded together: max_num_seqs, the cache's room, or all
    std::int64_t waves = 0;      // rounds of that many
    std::int64_t promptTokens = 0;
    std::int64_t generatedTokens = 0;  // per sequence
    int passes = 0;              // forward passes scoring the step's sequences
    double generationFlops = 0;  // every replica's: 2·Ψ_active per token prefilled or decoded
};

// What one layer's forward on the reported rank spends its compute time on, per micro-batch
// (docs/model.md#kernel-time); its backward takes twice each.
struct LayerKernelTime {
    double linears = 0;         // seconds of the linears' GEMMs, at `linearRate`
    double attention = 0;       // seconds of the attention products, norms and router at `sixteenBitRate`
    double memoryBound = 0;     // seconds of the element-wise kernels, casts included
    double memoryBoundBytes = 0;
};

struct Timeline {
    std::vector<Problem> problems;
    int stage = 0;              // the pipeline stage whose rank is reported
    int stages = 1;
    std::vector<Span> spans;    // per lane in start order (lanes are in-order streams)
    std::vector<MemoryPoint> memory;
    // An RL job's rollout engine on this GPU over the step: outside the trainer's allocator
    // (so not in `memory`), in the ledger's total; empty for a training job.
    std::vector<MemoryPoint> engineMemory;
    RlPhases rl;
    double stepTime = 0;
    std::array<LaneSummary, kLaneCount> lanes{};
    double stall = 0;           // compute waiting for a transfer or collective of its own rank
    double bubble = 0;          // compute waiting for another pipeline stage
    double exposedTransfer = 0; // any non-compute lane busy while compute is idle
    double overlap = 0;         // hidden / busy over the union of non-compute lanes, 0..1
    double modelFlops = 0;      // per step, all GPUs: 6·Ψ_active·tokens + attention
    double hardwareFlops = 0;   // plus recomputation
    double mfu = 0;
    double hfu = 0;
    double tokensPerSecond = 0;
    // The rates and per-layer split behind the compute spans: [0] a dense layer, [1] an MoE
    // layer; `experts` says which global layers are MoE (none for a dense model).
    std::array<LayerKernelTime, 2> layerKernels{};
    MoeConfig experts;
    bool isMoeLayer(int layer) const { return experts.hasExperts(layer); }
    double sixteenBitRate = 0;  // FLOP/s: 16-bit peak × compute efficiency
    double linearRate = 0;      // FLOP/s of the linears: FP8/FP4 peak × its efficiency when quantized
    bool quantizedLinears = false;
    // GPU memory over time is the stage ledger's terms placed at the moments of the
    // step that hold them: allocator-visible bytes, without the CUDA context, NCCL
    // buffers and fragmentation reserve (`reserved`). Its peak is the ledger's
    // peakAllocated, reached at the moment matching `ledgerPeakInstant`.
    double peakMemory = 0;
    double peakTime = 0;
    CategoryBytes peakByCategory{};                  // what the curve holds at its peak
    double ledgerPeak = 0;                           // StageLedger::peakAllocated of the reported stage
    Instant ledgerPeakInstant = Instant::BackwardPeak;
    double reserved = 0;                             // context, NCCL and fragmentation: ledger total − peakAllocated
    double capacity = 0;
    // The most the allocator may hold and still fit: the usable bytes (capacity less
    // context and NCCL) less the fragmentation reserve that allocation itself brings,
    // usable / (1 + φ), φ the stage's fragmentation term over its peak (assumed, or
    // simulated when the estimate was: model/allocator/simulated_ledger.h). Not
    // capacity − reserved: the reserve grows with the peak, so that would go negative for
    // a peak far over the card. A peak fits iff ≤ this.
    double allocatableBytes = 0;
    double allocatable() const { return allocatableBytes; }
    bool valid() const { return problems.empty(); }
};

// stage < 0: the estimate's worst stage.
Timeline simulateStep(const Scenario& scenario, const Estimate& estimate, int stage = -1);
Timeline simulateStep(const Scenario& scenario, int stage = -1);

bool isIdle(SpanKind kind);             // Stall or Bubble: drawn on the compute lane, not work

}  // namespace memledger::model
