// The cost model behind the timeline (docs/model.md#the-step-timeline): how long one layer's compute,
// collectives and transfers take on one rank, from the architecture, the layout,
// the hardware figures and the user's performance assumptions.
#pragma once

#include <array>

#include "model/core/parameters.h"
#include "model/core/scenario.h"

namespace memledger::model {

// Ring collectives (Patarasuk & Yuan 2009; NCCL docs, "Performance: algorithm
// and bus bandwidth"): the bytes each rank sends for `bytes` of payload on n ranks.
double ringAllReduceVolume(double bytes, int ranks);   // 2·(n−1)/n·bytes
double ringAllGatherVolume(double bytes, int ranks);   // (n−1)/n·bytes, also reduce-scatter

// PCIe per direction: 0.25 GB/s per lane at gen 1, doubling each generation
// (x16: gen 4 ≈ 32 GB/s, gen 5 ≈ 64 GB/s).
double pcieBandwidth(const Hardware& hardware);
// Host↔GPU rate a copy gets: the link, halved for pageable memory (NVIDIA developer
// blog, "How to Optimize Data Transfers in CUDA C/C++": staging through a pinned buffer).
double hostLinkBandwidth(const Scenario& scenario);
inline constexpr double kPageableFraction = 0.5;

// One kind of transformer layer (dense, or MoE) on one rank, per micro-batch.
struct LayerCost {
    double forwardFlops = 0;     // 2·P_active·tokens/t + 4·s·a·d·tokens/t
    double attentionFlops = 0;   // the score and value products
    double redoneFlops = 0;      // what a policy keeping part of the layer (selective, op) reruns in backward
    double forward = 0;          // seconds: matmuls, attention and the memory-bound kernels
    double linears = 0;          // seconds of the linears' GEMMs in `forward`
    double elementwise = 0;      // seconds of the memory-bound kernels in `forward`
    double elementwiseBytes = 0;
    double redone = 0;           // seconds `redoneFlops` take
    double tpComm = 0;           // seconds of the blocking TP (and EP) collectives, one pass
    double tpBytes = 0;
    double paramsOnRank = 0;     // parameters this rank holds before any ZeRO sharding
    double activeParams = 0;     // per token, whole layer
    double activations = 0;        // bytes one micro-batch saves with nothing recomputed
    double kept = 0;               // what the recomputation policy keeps of them, layer not wrapped whole
    double checkpoint = 0;         // the layer input, all that full recomputation keeps
    double matrixStep = 0;         // seconds of Muon's orthogonalisation or SOAP's eigenbasis update, unsharded
};

struct StepCosts {
    std::array<LayerCost, 2> layer{};   // [0] dense, [1] MoE
    double flopsRate = 0;               // 16-bit (or fp32) peak × efficiency
    double linearRate = 0;              // the blocks' linears: the FP8/FP4 peak × its efficiency when quantized
    double headForward = 0;             // LM head + loss, last stage, seconds
    double headFlops = 0;
    // A distillation job's teacher: its forward on one micro-batch, after the student's, seconds
    // (its compute, or moving its sharded or host-held weights when that is longer).
    double teacherForward = 0;
    double embeddingParams = 0;         // on the first stage, per rank
    double outputParams = 0;            // output layer and final norm, last stage, per rank
    double trainableFraction = 1;       // LoRA: gradients and optimizer cover only the adapters
    double pipelineSend = 0;            // seconds for one micro-batch's activations to the next stage
    double pipelineBytes = 0;
    int dpGroup = 1;                    // ranks that reduce gradients together (dp·cp)
    double dpBandwidth = 0;             // bytes/s per rank on the DP group's slowest link
    double gradWidth = 2;               // bytes per gradient element in the reduction
    double hostLink = 0;                // PCIe bytes/s per direction for this rank
    double nvme = 0;                    // NVMe bytes/s this rank gets
    double cpuAdamRate = 0;             // parameters/s of this rank's CPU optimizer
    double gpuOptimizerBytesPerParam = 30;  // fp32 master, m, v read+write, grad read, 16-bit write
    bool gatherParams = false;          // ZeRO-3 / FSDP full shard: all-gather before use
    bool gatherInBackward = true;       // false for SHARD_GRAD_OP (kept after forward)
    bool partitionedGrads = false;      // reduce every micro-batch (ZeRO-2/3, FSDP)
    bool shardedOptimizer = false;      // ZeRO-1/2, distributed optimizer: gather params after the step
    int shardRanks = 1;                 // ranks one parameter shard is split over
};

StepCosts stepCosts(const Scenario& scenario, const ParameterCounts& params);

// Layers of stage `stage` that full/selective/block recomputation redoes in backward.
bool recomputesLayer(const Scenario& scenario, int localLayer);

}  // namespace memledger::model
