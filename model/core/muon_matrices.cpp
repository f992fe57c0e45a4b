#include "model/core/muon_matrices.h"

#include <algorithm>

namespace memledger::model {

// Megatron-LM splits the fused QKV for Muon (--muon-split-qkv, on by default) but keeps a
// gated MLP's fc1 whole ([2f, h]); elsewhere the gate and the up projection are matrices of
// their own.
std::vector<HiddenMatrix> muonMatrices(const Scenario& scenario, bool moeLayer)
{
    const auto& a = scenario.arch;
    const double h = static_cast<double>(a.hidden);
    const bool gated = a.gatedMlp();
    const bool fused = gated && scenario.framework == Framework::Megatron;
    std::vector<HiddenMatrix> out;
    const auto mlp = [&](double ffn, double count, bool routed) {
        if (fused)
            out.push_back({2 * ffn, h, count, routed});
        else
            out.push_back({ffn, h, (gated ? 2 : 1) * count, routed});
        out.push_back({h, ffn, count, routed});
    };
    if (a.mla.enabled()) {
        const auto& m = a.mla;
        const double heads = a.heads;
        if (m.qLoraRank > 0) {
            out.push_back({static_cast<double>(m.qLoraRank), h});
            out.push_back({heads * static_cast<double>(m.qkHeadDim()), static_cast<double>(m.qLoraRank)});
        } else {
            out.push_back({heads * static_cast<double>(m.qkHeadDim()), h});
        }
        out.push_back({static_cast<double>(m.kvLoraRank + m.qkRopeHeadDim), h});
        out.push_back({heads * static_cast<double>(m.qkNopeHeadDim + m.vHeadDim), static_cast<double>(m.kvLoraRank)});
        out.push_back({h, heads * static_cast<double>(m.vHeadDim)});
    } else {
        const double d = static_cast<double>(a.resolvedHeadDim());
        out.push_back({a.heads * d, h});
        out.push_back({a.kvHeads * d, h, 2});
        out.push_back({h, a.heads * d});
    }
    if (!moeLayer) {
        mlp(static_cast<double>(a.ffn), 1, false);
        return out;
    }
    const double expert = static_cast<double>(a.moe.expertFfn);
    out.push_back({static_cast<double>(a.moe.experts), h});  // the router
    mlp(expert, a.moe.experts, true);
    if (a.moe.sharedExperts > 0)
        mlp(expert * a.moe.sharedExperts, 1, false);
    return out;
}

// Megatron-LM @ d98e8a6: attention.py linear_qkv and mlp.py linear_fc1 (fused, column-parallel),
// linear_proj and linear_fc2 (row-parallel), multi_latent_attention.py (the down-projections
// duplicated), experts.py TEGroupedMLP (weight0 … weightN per local expert).
std::vector<HiddenMatrix> localHiddenMatrices(const Scenario& scenario, bool moeLayer)
{
    const auto& a = scenario.arch;
    const auto& p = scenario.parallel;
    const double t = std::max(1, p.tp);
    const double h = static_cast<double>(a.hidden);
    const double gates = a.gatedMlp() ? 2 : 1;
    std::vector<HiddenMatrix> out;
    const auto mlp = [&](double ffn, double split, double count, bool routed) {
        out.push_back({gates * ffn / split, h, count, routed});
        out.push_back({h, ffn / split, count, routed});
    };
    const double heads = a.heads;
    if (a.mla.enabled()) {
        const auto& m = a.mla;
        const double qk = heads * static_cast<double>(m.qkHeadDim());
        if (m.qLoraRank > 0) {
            out.push_back({static_cast<double>(m.qLoraRank), h});
            out.push_back({qk / t, static_cast<double>(m.qLoraRank)});
        } else {
            out.push_back({qk / t, h});
        }
        out.push_back({static_cast<double>(m.kvLoraRank + m.qkRopeHeadDim), h});
        out.push_back({heads * static_cast<double>(m.qkNopeHeadDim + m.vHeadDim) / t, static_cast<double>(m.kvLoraRank)});
        out.push_back({h, heads * static_cast<double>(m.vHeadDim) / t});
    } else {
        const double d = static_cast<double>(a.resolvedHeadDim());
        out.push_back({(heads + 2.0 * a.kvHeads) * d / t, h});
        out.push_back({h, heads * d / t});
    }
    if (!moeLayer) {
        mlp(static_cast<double>(a.ffn), t, 1, false);
        return out;
    }
    const double expert = static_cast<double>(a.moe.expertFfn);
    out.push_back({static_cast<double>(a.moe.experts), h});
    mlp(expert, p.expertTp(), static_cast<double>(a.moe.experts) / std::max(1, p.ep), true);
    if (a.moe.sharedExperts > 0)
        mlp(expert * a.moe.sharedExperts, t, 1, false);
    return out;
}

double soapStateBytes(const HiddenMatrix& matrix)
{
    const double m = matrix.rows;
    const double n = matrix.columns;
    return 8 * m * n + 8 * (m * m + n * n) + 4 * (m + n);
}

double soapStepFlops(const HiddenMatrix& matrix)
{
    const double m = matrix.rows;
    const double n = matrix.columns;
    return 10 * m * n * (m + n) + (10.0 / 3.0) * (m * m * m + n * n * n);
}

double newtonSchulzFlops(const HiddenMatrix& matrix)
{
    constexpr double kIterations = 5;  // --muon-num-ns-steps
    const double m = std::min(matrix.rows, matrix.columns);
    const double n = std::max(matrix.rows, matrix.columns);
    return kIterations * (4 * m * m * n + 2 * m * m * m);
}

}  // namespace memledger::model
