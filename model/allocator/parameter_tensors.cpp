#include "model/allocator/parameter_tensors.h"

#include <algorithm>
#include <numeric>
#include <string_view>

#include "model/core/parameters.h"
#include "model/ledger/ledger.h"

namespace memledger::model {

namespace {

class TensorList {
public:
    TensorList(const Scenario& scenario, std::vector<ParameterTensor>& out)
        : m_scenario(scenario)
        , m_out(out)
        , m_tp(std::max(1, scenario.parallel.tp))
        , m_etp(std::max(1, scenario.parallel.expertTp()))
    {
    }

    void add(const char* name, int layer, double params, bool linear = false, bool head = false)
    {
        if (params > 0)
            m_out.push_back({name, layer, params, linear, false, head});
    }

    // A linear split by tensor parallelism (unless `split` is false: replicated on every
    // TP rank), with its LoRA A (r × in) and B (out × r).
    void linear(const char* name, int layer, double in, double out, bool adapted, bool split = true)
    {
        linearOver(name, layer, in, out, adapted, split ? m_tp : 1.0);
    }

    // The same over `ranks` GPUs: a routed expert's linears split by expert TP.
    void linearOver(const char* name, int layer, double in, double out, bool adapted, double ranks)
    {
        add(name, layer, in * out / ranks, true);
        const double rank = m_scenario.memory.lora.rank;
        if (adapted && rank > 0) {
            m_out.push_back({"lora_A", layer, rank * in / ranks, false, true, false});
            m_out.push_back({"lora_B", layer, out * rank / ranks, false, true, false});
        }
    }

    // The ledger splits a projection's bias by tensor parallelism with its weight.
    void bias(const char* name, int layer, double size, bool present, double ranks = 0)
    {
        if (present)
            add(name, layer, size / (ranks > 0 ? ranks : m_tp));
    }

    void norm(const char* name, int layer, double width = 0)
    {
        const auto& arch = m_scenario.arch;
        const double features = width > 0 ? width : static_cast<double>(arch.hidden);
        add(name, layer, features);
        if (arch.norm == NormKind::LayerNorm)
            add("layernorm bias", layer, features);
    }

    // Latent attention's linears as parameters.cpp counts them, each followed by its bias
    // (attention_bias: the down-projections' and the output's) and the latents' norms.
    void latentAttention(int index)
    {
        const auto& arch = m_scenario.arch;
        const auto& mla = arch.mla;
        const bool biased = arch.bias || arch.qkvBias;
        for (const LatentLinear& l : latentAttentionLinears(arch)) {
            linear(l.name, index, l.in, l.out, true, l.split);
            if (!l.split && biased)
                add("bias", index, l.out);   // replicated, as its weight
            if (std::string_view(l.name) == "q_a_proj")
                norm("q_a_layernorm", index, static_cast<double>(mla.qLoraRank));
            if (std::string_view(l.name) == "kv_a_proj_with_mqa")
                norm("kv_a_layernorm", index, static_cast<double>(mla.kvLoraRank));
        }
        bias("o bias", index, static_cast<double>(arch.hidden), biased);
    }

    // Routed experts are not adapted by LoRA; dense and shared MLPs are, unless LoRA
    // targets attention only.
    void mlp(int layer, double ffn, bool expert)
    {
        const auto& arch = m_scenario.arch;
        const double h = static_cast<double>(arch.hidden);
        const bool adapt = !expert && !m_scenario.memory.lora.attentionOnly;
        const double ranks = expert ? m_etp : m_tp;
        if (arch.gatedMlp()) {
            linearOver(expert ? "expert gate_proj" : "gate_proj", layer, h, ffn, adapt, ranks);
            bias("gate bias", layer, ffn, arch.bias, ranks);
            linearOver(expert ? "expert up_proj" : "up_proj", layer, h, ffn, adapt, ranks);
            bias("up bias", layer, ffn, arch.bias, ranks);
            linearOver(expert ? "expert down_proj" : "down_proj", layer, ffn, h, adapt, ranks);
            bias("down bias", layer, h, arch.bias, ranks);
        } else {
            linearOver(expert ? "expert fc1" : "fc1", layer, h, ffn, adapt, ranks);
            bias("fc1 bias", layer, ffn, arch.bias, ranks);
            linearOver(expert ? "expert fc2" : "fc2", layer, ffn, h, adapt, ranks);
            bias("fc2 bias", layer, h, arch.bias, ranks);
        }
    }

    void layer(int index, bool moe)
    {
        const auto& arch = m_scenario.arch;
        const double h = static_cast<double>(arch.hidden);
        const double d = static_cast<double>(arch.resolvedHeadDim());
        const double q = arch.heads * d;
        const double kv = arch.kvHeads * d;
        const bool qkvBias = arch.bias || arch.qkvBias;
        norm("input_layernorm", index);
        if (arch.mla.enabled()) {
            latentAttention(index);
        } else if (arch.block == BlockStyle::Gpt) {
            linear("qkv_proj", index, h, q + 2 * kv, true);
            bias("qkv bias", index, q + 2 * kv, qkvBias);
        } else {
            linear("q_proj", index, h, q, true);
            linear("k_proj", index, h, kv, true);
            linear("v_proj", index, h, kv, true);
            bias("q bias", index, q, qkvBias);
            bias("k bias", index, kv, qkvBias);
            bias("v bias", index, kv, qkvBias);
        }
        if (!arch.mla.enabled()) {
            linear("o_proj", index, q, h, true);
            bias("o bias", index, h, arch.bias);
        }
        bias("sinks", index, arch.heads, arch.attentionSinks);
        norm("post_attention_layernorm", index);
        if (!moe) {
            mlp(index, static_cast<double>(arch.ffn), false);
            return;
        }
        add("router", index, h * arch.moe.experts);
        if (arch.bias)
            add("router bias", index, arch.moe.experts);
        const double expertFfn = static_cast<double>(arch.moe.expertFfn);
        const int local = std::max(1, arch.moe.experts / std::max(1, m_scenario.parallel.ep));
        for (int e = 0; e < local; ++e)
            mlp(index, expertFfn, true);
        if (arch.moe.sharedExperts > 0)
            mlp(index, arch.moe.sharedExperts * expertFfn, false);
    }

private:
    const Scenario& m_scenario;
    std::vector<ParameterTensor>& m_out;
    double m_tp;
    double m_etp;
};

}  // namespace

std::vector<ParameterTensor> stageParameterTensors(const Scenario& scenario, const ParameterCounts& counts, int stage)
{
    std::vector<ParameterTensor> out;
    TensorList list(scenario, out);
    const RankPlacement placement = rankPlacement(scenario, stage);
    const bool onePipelineStage = std::max(1, scenario.parallel.pp) == 1;
    const double t = std::max(1, scenario.parallel.tp);
    const bool tied = scenario.arch.tiedEmbeddings;
    if (placement.embedding) {
        // A tied embedding is the LM head's weight too when both live in one stage, and
        // backward reaches it at the head first; stages built apart hold a copy each.
        list.add("embedding", -1, counts.embedding / t, tied && onePipelineStage, tied && onePipelineStage);
        list.add("position_embedding", -1, counts.positions);
    }
    for (const RankChunk& chunk : placement.chunks)
        for (int i = chunk.firstLayer; i < chunk.firstLayer + chunk.layers; ++i)
            list.layer(i, scenario.arch.moe.hasExperts(i));
    if (placement.head) {
        list.add("final_norm", -1, counts.finalNorm, false, true);
        list.add("lm_head", -1, counts.outputLayer / t, true, true);
        if (tied && !onePipelineStage)
            list.add("lm_head (tied embedding copy)", -1, counts.embedding / t, true, true);
        // Multi-token prediction: its backward runs with the head's, so its tensors are the
        // head's; per depth its projection, its layer (shared by TP, and its experts) and norms.
        const LayerParams& mtp = counts.mtpMoe ? counts.moe : counts.dense;
        const double expertRanks = std::max(1, scenario.parallel.ep) * std::max(1.0, 1.0 * scenario.parallel.expertTp());
        for (int d = 0; d < counts.mtpLayers; ++d) {
            list.add("mtp eh_proj", -1, counts.mtpProjection / t, true, true);
            list.add("mtp layer", -1, (mtp.attention + mtp.mlp) / t + mtp.norms + mtp.router + mtp.latent, true, true);
            list.add("mtp experts", -1, mtp.routedExperts / expertRanks, true, true);
            list.add("mtp norms", -1, counts.mtpNorms, false, true);
        }
        if (counts.mtpLayers > 0 && !placement.embedding)
            list.add("mtp embedding copy", -1, counts.embedding / t + counts.positions, false, true);
    }
    return out;
}

}  // namespace memledger::model
