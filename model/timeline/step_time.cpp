#include "model/timeline/step_time.h"

#include <algorithm>
#include <cmath>

#include "model/activations/activations.h"
#include "model/core/expert_routing.h"
#include "model/core/framework.h"
#include "model/core/muon_matrices.h"
#include "model/core/recompute_modules.h"
#include "model/core/shampoo_blocks.h"
#include "model/ledger/logprob_terms.h"
#include "model/timeline/kernel_costs.h"

namespace memledger::model {

double ringAllReduceVolume(double bytes, int ranks)
{
    return ranks > 1 ? 2.0 * (ranks - 1) / ranks * bytes : 0.0;
}

double ringAllGatherVolume(double bytes, int ranks)
{
    return ranks > 1 ? static_cast<double>(ranks - 1) / ranks * bytes : 0.0;
}

double pcieBandwidth(const Hardware& hardware)
{
    const int gen = std::clamp(hardware.pcieGen, 1, 7);
    return hardware.pcieLanes * 0.25e9 * std::ldexp(1.0, gen - 1);
}

double hostLinkBandwidth(const Scenario& scenario)
{
    return pcieBandwidth(scenario.hardware) * (scenario.performance.pinnedMemory ? 1.0 : kPageableFraction);
}

bool recomputesLayer(const Scenario& scenario, int localLayer)
{
    switch (scenario.memory.recompute) {
    case Recompute::Full:
    case Recompute::Uniform:
        return true;
    case Recompute::Block:
        return localLayer < scenario.memory.recomputeLayers;
    case Recompute::None:
    case Recompute::Selective:
    case Recompute::Op:
        break;
    }
    return false;
}

namespace {

// A group of `span` consecutive ranks talks over NVLink while it fits in a node or in an
// NVLink domain that spans nodes (NVL72), otherwise over the node's network (the slowest link bounds a ring). A bandwidth of 0 is
// no such link, never a divisor: GPUs of a node without NVLink (GeForce, most PCIe cards)
// reach each other over PCIe, each through its own link (NCCL's P2P or SHM transport);
// nodes without a network give 0, and the step cannot be timed (planner_step.cpp).
double linkBandwidth(const Scenario& s, int span)
{
    const auto& hw = s.hardware;
    const double inNode = hw.nvlinkBandwidth > 0 ? hw.nvlinkBandwidth : pcieBandwidth(hw);
    const double link = span <= hw.scaleUpGpus() ? inNode : hw.interNodeBandwidth;
    return link * s.performance.commEfficiency;
}

double computeRate(const Scenario& s)
{
    const double peak = s.training.precision == Precision::Fp32 ? s.hardware.peakFlopsFp32 : s.hardware.peakFlopsBf16;
    return peak * s.performance.computeEfficiency;
}

// FLOPs a policy that keeps part of a layer reruns in its backward: selective
// recomputation the attention core (Korthikanti et al. 2022 §5); per-op recomputation the
// matmuls it does not save — wk and wo, and of the MLP w3 (Llama) or fc2 (GPT), or a MoE
// layer's experts — plus the attention products when they are not one saved SDPA call.
struct RedoneFlops {
    double linear = 0;      // matmuls of the block's linears
    double attention = 0;   // the attention products
};

RedoneFlops partialRecomputeFlops(const Scenario& s, const LayerCost& c, const LayerParams& lp, bool moe,
                                  double routedActive, double tokens)
{
    const auto& a = s.arch;
    const double unsavedMlpParams = moe ? routedActive + lp.mlp : static_cast<double>(a.hidden) * a.ffn;
    switch (s.memory.recompute) {
    case Recompute::Selective: {
        // The modules the scenario recomputes run their forward again: the attention core,
        // and the MLP, the MoE block or its shared experts where named.
        const unsigned bits = recomputedModules(s.memory.recomputeModules);
        const double perParam = tokens * 2.0 / s.parallel.tp;
        RedoneFlops redone;
        redone.attention = bits & kRecomputeCoreAttention ? c.attentionFlops : 0.0;
        if (moe && (bits & kRecomputeMoe))
            redone.linear = perParam * (routedActive + lp.mlp);
        else if (moe && (bits & kRecomputeSharedExperts))
            redone.linear = perParam * lp.mlp;
        else if (!moe && (bits & kRecomputeMlp))
            redone.linear = perParam * lp.mlp;
        return redone;
    }
    case Recompute::Op: {
        const double attnDim = static_cast<double>(a.heads) * a.resolvedHeadDim();
        const double kvDim = static_cast<double>(a.kvHeads) * a.resolvedHeadDim();
        const double params = static_cast<double>(a.hidden) * (kvDim + attnDim) + unsavedMlpParams;
        const double attention = s.memory.attention == Attention::Eager ? c.attentionFlops : 0.0;
        return {tokens * 2.0 * params / s.parallel.tp, attention};
    }
    case Recompute::None:
    case Recompute::Full:
    case Recompute::Uniform:
    case Recompute::Block: return {};
    }
    return {};
}

// Keys each query is multiplied with, averaged over the layers: s in a full-attention layer,
// the window in a sliding one (the engine's count of full attention includes the masked half,
// as Megatron's FLOPs formula does; a window shorter than s is counted as it is). The sliding
// layers are taken as spread evenly over the model, so a pipeline stage gets its share.
double keysPerQuery(const Architecture& a, std::int64_t seq)
{
    const double s = static_cast<double>(seq);
    if (a.slidingLayers <= 0 || a.slidingWindow <= 0 || a.layers <= 0)
        return s;
    const double sliding = std::min(1.0, static_cast<double>(a.slidingLayers) / a.layers);
    return s * (1.0 - sliding) + std::min(s, static_cast<double>(a.slidingWindow)) * sliding;
}

// 2·P_active FLOPs per token per matmul pass plus 4·s·a·d for the
// attention products (Narayanan et al. 2021, arXiv 2104.04473, §5.1, appendix).
LayerCost layerCost(const Scenario& s, const LayerParams& lp, bool moe, double rate, double linearRate)
{
    const auto& a = s.arch;
    const auto& p = s.parallel;
    const double tokens = static_cast<double>(s.training.microBatch * s.training.seq) / p.cp;
    const double width = activationBytes(s.training.precision);
    const double attnDim = static_cast<double>(a.heads) * a.resolvedHeadDim();
    LayerCost c;
    // The step waits for the busiest expert-parallel rank: its experts run the routing
    // multiple of the balanced rows (expert_routing.h; padded rows are computed too).
    const RoutedLoad load = moe ? routedLoad(s) : RoutedLoad{};
    const double routedActive
        = moe && a.moe.experts > 0 ? lp.routedExperts * a.moe.topK / a.moe.experts * load.multiple : 0.0;
    c.activeParams = lp.attention + lp.mlp + lp.norms + lp.router + lp.latent + routedActive;
    // Q·Kᵀ over the query/key width and P·V over the value width, 2 FLOPs a multiply-add:
    // 4·s·a·d when both are the head dimension.
    const double qkWidth = a.mla.enabled() ? static_cast<double>(a.heads * a.mla.qkHeadDim()) : attnDim;
    const double vWidth = a.mla.enabled() ? static_cast<double>(a.heads * a.mla.vHeadDim) : attnDim;
    c.attentionFlops = tokens * 2.0 * keysPerQuery(a, s.training.seq) * (qkWidth + vWidth) / p.tp;
    c.forwardFlops = tokens * 2.0 * c.activeParams / p.tp + c.attentionFlops;
    // The linears at their own precision's rate (FP8/FP4 when quantized), the attention
    // products, router and norms at the 16-bit rate, the memory-bound kernels at the HBM's.
    const double sixteenBitFlops = c.attentionFlops + tokens * 2.0 * (lp.router + lp.norms) / p.tp;
    const double routedRows = moe ? load.multiple * tokens * a.moe.topK : 0.0;
    c.elementwiseBytes = layerElementwiseBytes(s, moe, routedRows);
    c.elementwise = c.elementwiseBytes / std::max(s.hardware.hbmBandwidth, 1.0);
    c.linears = (c.forwardFlops - sixteenBitFlops) / linearRate;
    c.forward = c.linears + sixteenBitFlops / rate + c.elementwise;
    // Megatron: two all-reduces per layer per pass, or all-gather + reduce-scatter
    // pairs with SP, the same bytes (Korthikanti et al. 2022, §4.2.2).
    const double tpPayload = tokens * static_cast<double>(a.hidden) * width;
    c.tpBytes = 2.0 * ringAllReduceVolume(tpPayload, p.tp);
    c.tpComm = c.tpBytes / linkBandwidth(s, p.tp);
    // Userbuffers (--tp-comm-overlap) run those collectives chunk by chunk under the layer's
    // GEMMs: only what outlasts a pass's forward GEMMs stays on the critical path (backward's
    // are twice as long, so this bounds both).
    if (p.tpCommOverlap)
        c.tpComm = std::max(0.0, c.tpComm - c.forward);
    if (moe && p.ep > 1) {
        // Dispatch and combine all-to-alls of the routed tokens (GShard, arXiv 2006.16668 §2.2),
        // the busiest rank receiving its multiple of them; the all-gather dispatcher instead
        // gathers and reduce-scatters every token of the EP×ETP group (token_dispatcher.py).
        const double group = static_cast<double>(p.expertTp()) * p.ep;
        const double moved = s.parallel.moe.dispatcher == MoeDispatcher::AllGather
                                 ? 2.0 * tpPayload / (p.sp ? p.tp : 1) * (group - 1.0)
                                 : 2.0 * tpPayload * a.moe.topK * load.multiple * (p.ep - 1.0) / p.ep;
        c.tpBytes += moved;
        c.tpComm += moved / linkBandwidth(s, p.expertTp() * p.ep);
    }
    // Routed FLOPs per rank do not depend on ETP: its expert-TP group's gathered tokens
    // (× t_e) through 1/t_e of each expert's width.
    c.paramsOnRank = (lp.attention + lp.mlp) / p.tp + lp.norms + lp.router + lp.latent +
                     lp.routedExperts / (static_cast<double>(p.expertTp()) * p.ep);
    const LayerInventory inv = layerInventory(s, moe);
    c.activations = inv.total;
    c.kept = keptByPartialPolicy(inv, s.memory.recompute);
    const RedoneFlops redone = partialRecomputeFlops(s, c, lp, moe, routedActive, tokens);
    c.redoneFlops = redone.linear + redone.attention;
    c.redone = redone.linear / linearRate + redone.attention / rate;
    c.checkpoint = inv.checkpoint;
    // Every TP rank orthogonalises the whole matrix (Megatron's default duplicated mode); a
    // rank holds its EP share of the routed experts.
    if (s.training.optimizer == Optimizer::Muon && !s.memory.lora.enabled()) {
        double flops = 0;
        for (const HiddenMatrix& matrix : muonMatrices(s, moe))
            flops += newtonSchulzFlops(matrix) * (matrix.routed ? matrix.count / p.ep : matrix.count);
        c.matrixStep = flops / rate;
    }
    // SOAP updates its factors and their eigenbases on each rank's own shards.
    if (s.training.optimizer == Optimizer::Soap) {
        double flops = 0;
        for (const HiddenMatrix& matrix : localHiddenMatrices(s, moe))
            flops += soapStepFlops(matrix) * matrix.count;
        c.matrixStep = flops / rate;
    }
    // Shampoo preconditions every block of the rank's own parameters (its FSDP shard) and takes
    // every factor's root inverse each step.
    if (s.training.optimizer == Optimizer::Shampoo) {
        const double shards = p.fsdp != FsdpMode::None ? fsdpShardRanks(s) : 1.0;
        const double side = shampooBlockSide(s.training);
        double flops = 0;
        for (const ShampooTensor& tensor : shampooLayerTensors(a, shards))
            flops += shampooStepFlops(tensor, side);
        c.matrixStep = flops / rate;
    }
    // GaLore projects each matrix's gradient in and its update back out (2·m·n·r each); APOLLO
    // only in, then scales the raw gradient. GaLore's SVD every update_proj_gap steps is not
    // in one step's time.
    const auto optimizer = s.training.optimizer;
    if ((optimizer == Optimizer::GaLore || optimizer == Optimizer::Apollo) && !moe) {
        const double rank = std::max(1, s.training.optimizerRank);
        double flops = 0;
        for (const HiddenMatrix& matrix : muonMatrices(s, false)) {
            const double mn = matrix.rows * matrix.columns;
            flops += optimizer == Optimizer::GaLore
                         ? 4 * mn * std::min(rank, std::min(matrix.rows, matrix.columns)) * matrix.count
                         : 2 * mn * rank * matrix.count;
        }
        c.matrixStep = flops / rate;
    }
    return c;
}

void layoutCosts(const Scenario& s, StepCosts& c)
{
    const auto& p = s.parallel;
    const bool fsdp = p.fsdp != FsdpMode::None;
    c.shardRanks = fsdpShardRanks(s);
    c.gatherParams = (p.zeroStage >= 3 || fsdp) && c.shardRanks > 1;
    c.gatherInBackward = reshardsAfterForward(s);
    c.partitionedGrads = p.zeroStage >= 2 || fsdp;
    c.shardedOptimizer = (p.zeroStage >= 1 || p.distributedOptimizer) && !c.gatherParams && p.dp > 1;
    c.dpGroup = p.dp * p.cp;
    c.dpBandwidth = linkBandwidth(s, p.tp * p.cp * p.dp);
    // Megatron reduces its fp32 main_grad buffer; DeepSpeed and FSDP reduce in the
    // 16-bit compute dtype unless the weights themselves are fp32.
    const bool fp32Weights = s.training.precision == Precision::Fp32 || s.training.precision == Precision::Bf16Amp;
    c.gradWidth = fp32Weights || s.framework == Framework::Megatron ? 4.0 : 2.0;
}

// The teacher's forward on one micro-batch: its layers and output layer as the student's are
// costed, no loss; its weights gathered over the data-parallel group or streamed over PCIe
// unit by unit, overlapping the compute (FSDP's prefetch).
double teacherForwardSeconds(const Scenario& s, const StepCosts& student)
{
    Scenario teacher = s;
    teacher.arch = s.teacher.arch;
    teacher.memory.lora = Lora{};
    teacher.teacher = Teacher{};
    const ParameterCounts params = countParameters(teacher);
    const StepCosts costs = stepCosts(teacher, params);
    const double compute = costs.layer[0].forward * params.denseLayers + costs.layer[1].forward * params.moeLayers +
                           costs.headFlops / costs.flopsRate;
    const double bytes = params.total * detail::frozenWeightBytes(s);
    const double gather = student.gatherParams ? ringAllGatherVolume(bytes, student.shardRanks) / student.dpBandwidth : 0.0;
    const double stream = s.teacher.offload ? bytes / student.shardRanks / student.hostLink : 0.0;
    return std::max({compute, gather, stream});
}

}  // namespace

StepCosts stepCosts(const Scenario& s, const ParameterCounts& params)
{
    // Batches padded to their longest sample: the step time is that of a mean batch,
    // while the ledger's peak takes the longest (training.seq).
    if (s.meanSeq() != s.training.seq) {
        Scenario mean = s;
        mean.training.seq = s.meanSeq();
        mean.training.seqMean = 0;
        return stepCosts(mean, params);
    }
    StepCosts c;
    const auto& p = s.parallel;
    c.flopsRate = std::max(computeRate(s), 1.0);
    c.linearRate = std::max(quantizedLinearRate(s, c.flopsRate), 1.0);
    c.layer[0] = layerCost(s, params.dense, false, c.flopsRate, c.linearRate);
    c.layer[1] = layerCost(s, params.moe, true, c.flopsRate, c.linearRate);
    const double tokens = static_cast<double>(s.training.microBatch * s.training.seq) / p.cp;
    c.headFlops = tokens * 2.0 * static_cast<double>(s.arch.hidden) * static_cast<double>(params.paddedVocab) / p.tp;
    c.embeddingParams = (params.embedding + params.positions) / p.tp;
    c.outputParams = params.outputLayer / p.tp + params.finalNorm;
    if (params.mtpLayers > 0) {
        // Each MTP depth at the head: its projection, its layer and the output layer again.
        const LayerCost& layer = c.layer[params.mtpMoe ? 1 : 0];
        const double projection = tokens * 2.0 * params.mtpProjection / p.tp;
        c.headFlops += params.mtpLayers * (c.headFlops + projection + layer.forwardFlops);
        c.outputParams += params.mtpLayers * (layer.paramsOnRank + params.mtpProjection / p.tp + params.mtpNorms);
        if (p.pp > 1)
            c.outputParams += c.embeddingParams;  // the last stage's own embedding
    }
    c.headForward = c.headFlops / c.flopsRate +
                    lossElementwiseBytes(s, static_cast<double>(params.paddedVocab)) /
                        std::max(s.hardware.hbmBandwidth, 1.0);
    c.trainableFraction = params.total > 0 ? params.trainable / params.total : 1.0;
    c.pipelineBytes = tokens * static_cast<double>(s.arch.hidden) * activationBytes(s.training.precision) /
                      (p.sp ? p.tp : 1);
    c.pipelineSend = p.pp > 1 ? c.pipelineBytes / linkBandwidth(s, p.tp * p.cp * p.dp * p.pp) : 0.0;
    layoutCosts(s, c);
    c.hostLink = std::max(hostLinkBandwidth(s), 1.0);
    // One node's NVMe and CPU serve each of its GPUs' processes.
    const int perNode = std::max(1, std::min(s.hardware.gpusPerNode, s.worldSize()));
    c.nvme = std::max(s.hardware.nvmeBandwidth / perNode, 1.0);
    c.cpuAdamRate = std::max(s.performance.cpuAdamParamsPerThread * s.performance.cpuThreads, 1.0);
    if (s.teacher.enabled())
        c.teacherForward = teacherForwardSeconds(s, c);
    return c;
}

}  // namespace memledger::model
