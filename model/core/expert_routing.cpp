#include "model/core/expert_routing.h"

#include <algorithm>
#include <array>
#include <cmath>

namespace memledger::model {

RoutedLoad routedLoad(const Scenario& scenario)
{
    RoutedLoad load;
    const auto& moe = scenario.arch.moe;
    const auto& par = scenario.parallel;
    if (!moe.isMoe() || moe.topK < 1)
        return load;
    const double k = moe.topK;
    const double experts = moe.experts;
    const double ep = std::max(1, par.ep);
    // T: the tokens a rank routes, its sequence shard under SP (router.py: routing_map rows).
    const double seq = static_cast<double>(scenario.training.seq) / std::max(1, par.cp);
    load.tokens = (par.sp ? seq / std::max(1, par.tp) : seq) * scenario.training.microBatch;
    // A token reaches at most min(k, E/EP) of one rank's experts; every source may send it those.
    load.bound = ep * std::min(k, experts / ep) / k;
    load.assumed = par.ep > 1 ? std::max(1.0, par.moe.imbalance) : 1.0;
    load.multiple = std::min(load.assumed, load.bound);
    load.capped = load.assumed > load.bound;
    const double cf = par.moe.capacityFactor;
    if (cf > 0) {
        // moe_utils.py get_capacity: ceil(T·k/E · cf) rows per expert from each source rank;
        // a rank's E/EP experts take them from EP·t_e sources: E·cap·t_e rows at most.
        load.capacity = std::ceil(load.tokens * k / experts * cf);
        const double full = experts * load.capacity / (k * load.tokens);
        load.padded = par.moe.padToCapacity;
        if (load.padded) {
            load.multiple = full;
            load.capped = false;
        } else if (full < load.multiple) {
            load.multiple = full;
            load.capped = load.assumed > full;
        }
    }
    return load;
}

namespace {

// DeepEP's recommended configs (deep_ep/buffers/legacy.py get_dispatch_config and
// get_combine_config @ dd758ca): the chunked receive tokens per channel, intra-node and
// inter-node (the latter rounded up to a multiple of the send chunk, config.hpp Config),
// the larger of dispatch's and combine's.
struct DeepEpConfig {
    int ranks;
    int nvlRecv;
    int rdmaRecv;
};
constexpr std::array<DeepEpConfig, 12> kDeepEpConfigs{{{2, 256, 132}, {4, 256, 132}, {8, 256, 132}, {16, 288, 140},
    {24, 288, 128}, {32, 288, 128}, {48, 288, 128}, {64, 288, 128}, {96, 480, 132}, {128, 560, 132}, {144, 720, 132},
    {160, 720, 132}}};

const DeepEpConfig* deepEpConfig(int ranks)
{
    const auto found
        = std::find_if(kDeepEpConfigs.begin(), kDeepEpConfigs.end(), [ranks](const auto& c) { return c.ranks == ranks; });
    return found == kDeepEpConfigs.end() ? nullptr : &*found;
}

double roundUp128(double bytes) { return std::ceil(bytes / 128) * 128; }

}  // namespace

bool deepEpSupportsRanks(int ranks) { return deepEpConfig(ranks) != nullptr; }

DeepEpBuffers deepEpBuffers(int ranks, double hiddenBytes)
{
    DeepEpBuffers buffers;
    const DeepEpConfig* config = deepEpConfig(ranks);
    if (!config)
        return buffers;
    // csrc/legacy/config.hpp: Megatron's 20 SMs (fused_a2a.py set_deepep_num_sms) make 10
    // channels; 8 NVLink peers; per token a 8-byte source record, 128 int64 top-k indices,
    // 128 fp32 weights and 128 fp32 scales (DeepEP sizes for the largest top-k it allows).
    constexpr double channels = 10;
    constexpr double perToken = 8 + 128 * 8 + 128 * 4 + 128 * 4;
    const double nvlRanks = std::min(ranks, 8);
    const double rdmaRanks = std::max(ranks / 8, 1);
    buffers.nvl = roundUp128(channels * nvlRanks * (2 * rdmaRanks + 3) * 4 +
                             channels * nvlRanks * config->nvlRecv * (hiddenBytes + perToken));
    if (ranks > 8)
        buffers.rdma = roundUp128(channels * rdmaRanks * (8 * 2 + 2) * 2 * 4 +
                                  2 * channels * rdmaRanks * config->rdmaRecv * (hiddenBytes + perToken + 16));
    // csrc/legacy/buffer.hpp: a 32 MiB workspace and 160 bytes of barrier signals and pointers.
    buffers.workspace = 32.0 * 1024 * 1024 + 160;
    return buffers;
}

}  // namespace memledger::model
