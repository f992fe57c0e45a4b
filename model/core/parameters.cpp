#include "model/core/parameters.h"

#include <algorithm>
#include <array>

namespace memledger::model {

namespace {

// A norm over `width` features: a weight, and a bias for LayerNorm.
double normParams(const Architecture& arch, double width) { return arch.norm == NormKind::LayerNorm ? 2.0 * width : width; }
double normParams(const Architecture& arch) { return normParams(arch, static_cast<double>(arch.hidden)); }

struct Linear {
    double in;
    double out;
};

// One MLP (dense or one expert) as its linears: GeLU has fc1 and fc2, SwiGLU has gate, up and down.
int mlpMatrices(const Architecture& arch) { return arch.gatedMlp() ? 3 : 2; }

double mlpParams(const Architecture& arch, double ffn)
{
    const double h = static_cast<double>(arch.hidden);
    double params = mlpMatrices(arch) * h * ffn;
    if (arch.bias)
        params += (mlpMatrices(arch) - 1) * ffn + h;
    return params;
}

// The attention's linears: four (Q, K, V, O) or five (latent attention's). Fixed storage:
// the planner counts the parameters of thousands of layouts.
struct Linears {
    std::array<Linear, 5> items{};
    int count = 0;
    void add(Linear linear) { items[static_cast<std::size_t>(count++)] = linear; }
    const Linear* begin() const { return items.data(); }
    const Linear* end() const { return items.data() + count; }
};

double loraParams(double rank, const Linear& linear) { return rank * (linear.in + linear.out); }

// Multi-head latent attention as transformers' DeepseekV3Attention.__init__ builds it:
// q_a_proj h·q_lora, q_a_layernorm q_lora, q_b_proj q_lora·n·(nope + rope) (or q_proj
// h·n·(nope + rope) without a query latent); kv_a_proj_with_mqa h·(kv_lora + rope),
// kv_a_layernorm kv_lora, kv_b_proj kv_lora·n·(nope + v); o_proj n·v·h; attention_bias
// on q_a, kv_a and o only. Megatron-LM builds the two down-projections duplicated on every
// TP rank (TELinear parallel_mode="duplicated", multi_latent_attention.py), the per-head
// projections split by TP (NVIDIA/Megatron-LM @ 003b4ce2615f4e501ecbc39e01e0f76d237a35d9).
void countLatentAttention(const Architecture& arch, LayerParams& layer, Linears& linears)
{
    const auto& mla = arch.mla;
    for (const LatentLinear& linear : latentAttentionLinears(arch)) {
        (linear.split ? layer.attention : layer.latent) += linear.in * linear.out;
        linears.add({linear.in, linear.out});
    }
    if (mla.qLoraRank > 0)
        layer.norms += normParams(arch, static_cast<double>(mla.qLoraRank));
    layer.norms += normParams(arch, static_cast<double>(mla.kvLoraRank));
    if (arch.bias || arch.qkvBias) {
        layer.latent += static_cast<double>(mla.qLoraRank + mla.kvLoraRank + mla.qkRopeHeadDim);
        layer.attention += static_cast<double>(arch.hidden);
    }
}

LayerParams countLayer(const Scenario& scenario, bool moeLayer)
{
    const Architecture& arch = scenario.arch;
    const double h = static_cast<double>(arch.hidden);
    const double d = static_cast<double>(arch.resolvedHeadDim());
    const double q = arch.heads * d;
    const double kv = arch.kvHeads * d;
    const double rank = scenario.memory.lora.rank;

    LayerParams layer;
    layer.norms = arch.layerNorms * normParams(arch);
    Linears attentionLinears;
    if (arch.mla.enabled()) {
        countLatentAttention(arch, layer, attentionLinears);
    } else {
        layer.attention = h * (q + 2 * kv) + q * h;
        if (arch.bias || arch.qkvBias)
            layer.attention += q + 2 * kv;
        if (arch.bias)
            layer.attention += h;
        // Qwen 3 and Gemma 3 normalise each head of Q and of K with one shared weight of
        // head_dim (transformers' Qwen3Attention.q_norm / k_norm: Qwen3RMSNorm(head_dim)).
        if (arch.qkNorm)
            layer.norms += 2 * normParams(arch, d);
        for (const Linear linear : {Linear{h, q}, Linear{h, kv}, Linear{h, kv}, Linear{q, h}})
            attentionLinears.add(linear);
    }
    // gpt-oss's sinks: one logit per head (GptOssAttention.sinks), split with the heads.
    if (arch.attentionSinks)
        layer.attention += arch.heads;
    for (const auto& linear : attentionLinears) {
        layer.linearWeights += linear.in * linear.out;
        layer.factoredStates += linear.in + linear.out;
        layer.loraAdapters += loraParams(rank, linear);
    }

    auto addMlp = [&](double ffn, double count, bool adapted) {
        const int matrices = mlpMatrices(arch);
        for (int i = 0; i < matrices; ++i) {
            const Linear linear = i + 1 < matrices ? Linear{h, ffn} : Linear{ffn, h};
            layer.linearWeights += count * linear.in * linear.out;
            layer.factoredStates += count * (linear.in + linear.out);
            if (adapted && !scenario.memory.lora.attentionOnly)
                layer.loraAdapters += count * loraParams(rank, linear);
        }
    };

    if (!moeLayer) {
        layer.mlp = mlpParams(arch, static_cast<double>(arch.ffn));
        addMlp(static_cast<double>(arch.ffn), 1, true);
        return layer;
    }
    const double expertFfn = static_cast<double>(arch.moe.expertFfn);
    // With biases on the linears the router has one per expert too (gpt-oss's
    // GptOssTopKRouter.bias; Megatron's TopKRouter under --add-bias-linear).
    layer.router = h * arch.moe.experts + (arch.bias ? arch.moe.experts : 0.0);
    layer.routedExperts = arch.moe.experts * mlpParams(arch, expertFfn);
    layer.mlp = arch.moe.sharedExperts * mlpParams(arch, expertFfn);
    addMlp(expertFfn, arch.moe.experts, false);
    addMlp(expertFfn, arch.moe.sharedExperts, true);
    return layer;
}

}  // namespace

std::int64_t paddedVocabulary(const Scenario& scenario)
{
    if (scenario.framework != Framework::Megatron)
        return scenario.arch.vocab;
    const std::int64_t multiple = 128LL * std::max(1, scenario.parallel.tp);
    return (scenario.arch.vocab + multiple - 1) / multiple * multiple;
}

ParameterCounts countParameters(const Scenario& scenario)
{
    const Architecture& arch = scenario.arch;
    const double h = static_cast<double>(arch.hidden);

    ParameterCounts counts;
    counts.paddedVocab = paddedVocabulary(scenario);
    const double vocab = static_cast<double>(counts.paddedVocab);
    counts.embedding = vocab * h;
    counts.positions = arch.position == PositionKind::Learned ? static_cast<double>(arch.maxPositions) * h : 0.0;
    counts.finalNorm = normParams(arch);
    counts.outputLayer = arch.tiedEmbeddings ? 0.0 : vocab * h;

    counts.dense = countLayer(scenario, false);
    if (arch.moe.isMoe()) {
        counts.moe = countLayer(scenario, true);
        counts.moeLayers = arch.moe.expertLayersIn(0, arch.layers);
        counts.denseLayers = arch.layers - counts.moeLayers;
    } else {
        counts.denseLayers = arch.layers;
    }

    // Multi-token prediction (multi_token_prediction.py MultiTokenPredictionLayer): enorm,
    // hnorm, eh_proj (2h → h, no bias), one transformer layer of the last layer's kind, and
    // final_layernorm. Megatron's theoretical_memory_usage.py counts only the transformer
    // layer; the module builds the rest too.
    counts.mtpLayers = arch.mtpLayers;
    counts.mtpMoe = counts.moeLayers > 0;
    counts.mtpProjection = 2.0 * h * h;
    counts.mtpNorms = 3.0 * normParams(arch);
    const LayerParams& mtpLayer = counts.mtpMoe ? counts.moe : counts.dense;
    const double mtpEach = mtpLayer.total() + counts.mtpProjection + counts.mtpNorms;

    const double outside = counts.embedding + counts.positions + counts.finalNorm + counts.outputLayer;
    counts.total = outside + counts.denseLayers * counts.dense.total() + counts.moeLayers * counts.moe.total() +
                   counts.mtpLayers * mtpEach;
    const double inactiveExperts =
        arch.moe.isMoe() ? counts.moe.routedExperts * (1.0 - static_cast<double>(arch.moe.topK) / arch.moe.experts) : 0.0;
    counts.active = counts.total - (counts.moeLayers + (counts.mtpMoe ? counts.mtpLayers : 0)) * inactiveExperts;
    counts.trainable = scenario.memory.lora.enabled()
                           ? counts.denseLayers * counts.dense.loraAdapters + counts.moeLayers * counts.moe.loraAdapters
                           : counts.total;

    const double d = static_cast<double>(arch.resolvedHeadDim());
    const auto& mla = arch.mla;
    const double attentionWidth = mla.enabled() ? static_cast<double>(arch.heads) *
                                                      static_cast<double>(std::max(mla.qkHeadDim(), mla.vHeadDim))
                                                : arch.heads * d;
    const double queryIn = mla.enabled() && mla.qLoraRank > 0 ? static_cast<double>(mla.qLoraRank) : h;
    double largestLinear = std::max({h * static_cast<double>(arch.ffn), queryIn * attentionWidth,
                                     static_cast<double>(mla.kvLoraRank) * arch.heads *
                                         static_cast<double>(mla.qkNopeHeadDim + mla.vHeadDim),
                                     h * static_cast<double>(arch.moe.expertFfn)});
    if (arch.block == BlockStyle::Gpt)
        largestLinear = std::max(largestLinear, h * (arch.heads + 2.0 * arch.kvHeads) * d);  // fused QKV
    counts.largestModule = std::max({counts.embedding, counts.outputLayer, counts.positions, largestLinear});
    counts.largestUnit = std::max(counts.dense.total(), counts.moe.total());
    return counts;
}

LatentLinears latentAttentionLinears(const Architecture& arch)
{
    const auto& mla = arch.mla;
    const double h = static_cast<double>(arch.hidden);
    const double n = arch.heads;
    const double qk = static_cast<double>(mla.qkHeadDim());
    const double qLora = static_cast<double>(mla.qLoraRank);
    const double kvLora = static_cast<double>(mla.kvLoraRank);
    LatentLinears out;
    auto add = [&out](LatentLinear linear) { out.items[static_cast<std::size_t>(out.count++)] = linear; };
    if (qLora > 0) {
        add({"q_a_proj", h, qLora, false});
        add({"q_b_proj", qLora, n * qk, true});
    } else {
        add({"q_proj", h, n * qk, true});
    }
    add({"kv_a_proj_with_mqa", h, kvLora + static_cast<double>(mla.qkRopeHeadDim), false});
    add({"kv_b_proj", kvLora, n * static_cast<double>(mla.qkNopeHeadDim + mla.vHeadDim), true});
    add({"o_proj", n * static_cast<double>(mla.vHeadDim), h, true});
    return out;
}

}  // namespace memledger::model
