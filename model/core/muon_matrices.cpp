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
    const bool gated = a.mlp == MlpKind::SwiGlu;
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

double newtonSchulzFlops(const HiddenMatrix& matrix)
{
    constexpr double kIterations = 5;  // --muon-num-ns-steps
    const double m = std::min(matrix.rows, matrix.columns);
    const double n = std::max(matrix.rows, matrix.columns);
    return kIterations * (4 * m * m * n + 2 * m * m * m);
}

}  // namespace memledger::model
