// Hybrid models whose token mixers are partly recurrent: Nemotron-H (Mamba-2, attention,
// MLP and MoE blocks, one mixer a block) and Qwen3-Next (Gated DeltaNet or gated attention,
// then an MoE or MLP, in every layer). Their parameters are counted as transformers builds
// the model (modeling_nemotron_h.py / modular_nemotron_h.py @ 008d9e95, modular_qwen3_next.py
// @ 043bb8dd, their configuration classes' defaults); the recurrent layers' saved tensors are
// not modelled, so the file is refused with the count rather than estimated as a transformer.
#include <algorithm>
#include <string_view>

#include "model/core/quantity_format.h"
#include "model/core/untrusted_json.h"
#include "model/core/translatable.h"
#include "model/io/hf_config/hf_config_families.h"

namespace memledger::model::hf {

namespace {

using Count = double;   // parameters: exact in a double up to 2^53

Count linear(Count in, Count out, bool bias) { return in * out + (bias ? out : 0); }

// NemotronHMamba2Mixer: in_proj to x, z, B, C (conv_dim) and dt; a depthwise conv over x, B
// and C; dt_bias, A_log and D per head; a gated RMSNorm over x; out_proj.
Count mamba2Mixer(const nlohmann::json& config, HfConfigReader& in, Count hidden, bool bias)
{
    // Files written before the keys were renamed: NemotronHConfig takes the old name when given.
    const auto whole = [&](const char* old, const char* key, std::int64_t classDefault) {
        return static_cast<Count>(config.contains(old) ? in.integer(old) : in.integerOrClassDefault(key, classDefault));
    };
    const Count heads = static_cast<Count>(in.integerOrClassDefault("mamba_num_heads", 128));
    const Count headDim = static_cast<Count>(in.integerOrClassDefault("mamba_head_dim", 64));
    const Count groups = whole("mamba_n_groups", "n_groups", 8);
    const Count state = static_cast<Count>(in.integerOrClassDefault("ssm_state_size", 128));
    const Count kernel = whole("mamba_d_conv", "conv_kernel", 4);
    const Count inner = heads * headDim;
    const Count convDim = inner + 2 * groups * state;
    const bool convBias = config.contains("mamba_conv_bias") ? in.flagOr("mamba_conv_bias", true)
                                                             : in.flagOr("use_conv_bias", true);
    const Count conv = convDim * kernel + (convBias ? convDim : 0);
    return linear(hidden, inner + convDim + heads, bias) + conv + 3 * heads + inner + linear(inner, hidden, bias);
}

// Grouped-query attention with a bias on every projection or none (JambaAttention).
Count attention(Count hidden, Count heads, Count kvHeads, Count headDim, Count queryWidth, bool bias)
{
    return linear(hidden, queryWidth, bias) + 2 * linear(hidden, kvHeads * headDim, bias) +
           linear(heads * headDim, hidden, bias);
}

// The words of a layers_block_type / layer_types list: how many are each of `names`.
Count countWords(const nlohmann::json& list, std::initializer_list<std::string_view> names)
{
    return static_cast<Count>(std::count_if(list.begin(), list.end(), [&](const nlohmann::json& word) {
        const std::optional<std::string> text = asString(word);
        return text && std::find(names.begin(), names.end(), *text) != names.end();
    }));
}

struct NemotronBlocks {
    Count mamba = 0, attention = 0, mlp = 0, moe = 0, unknown = 0;
};

// layers_block_type (new and legacy words), else hybrid_override_pattern's letters, else the
// class's default list (NemotronHConfig.__post_init__).
NemotronBlocks nemotronBlocks(const nlohmann::json& config, std::vector<Problem>& problems)
{
    NemotronBlocks blocks;
    const auto list = config.find("layers_block_type");
    if (list != config.end() && list->is_array()) {
        blocks.mamba = countWords(*list, {"linear_attention", "mamba"});
        blocks.attention = countWords(*list, {"full_attention", "attention"});
        blocks.mlp = countWords(*list, {"mlp"});
        blocks.moe = countWords(*list, {"moe"});
        blocks.unknown = static_cast<Count>(list->size()) - blocks.mamba - blocks.attention - blocks.mlp - blocks.moe;
        return blocks;
    }
    const auto pattern = config.find("hybrid_override_pattern");
    if (const std::optional<std::string> letters = pattern != config.end() ? asString(*pattern) : std::nullopt) {
        for (const char letter : *letters)
            (letter == 'M' ? blocks.mamba : letter == '*' ? blocks.attention : letter == '-' ? blocks.mlp
                                           : letter == 'E' ? blocks.moe : blocks.unknown) += 1;
        return blocks;
    }
    if ((list != config.end() && !list->is_null()) || (pattern != config.end() && !pattern->is_null())) {
        problems.push_back(templatedProblem("layers_block_type",
            MEMLEDGER_TRANSLATABLE("Problem", "config.json's layers_block_type must be a list of block kinds, or "
                                              "hybrid_override_pattern a string of M, *, - and E")));
        blocks.unknown = 1;
        return blocks;
    }
    return {1, 1, 1, 1, 0};
}

HybridCount nemotronH(const nlohmann::json& config, std::vector<Problem>& problems)
{
    HfConfigReader in(config, problems);
    HybridCount count;
    const NemotronBlocks blocks = nemotronBlocks(config, problems);
    if (blocks.unknown > 0) {
        problems.push_back(templatedProblem("layers_block_type",
            MEMLEDGER_TRANSLATABLE("Problem", "config.json's layer list has a block kind transformers' NemotronH does "
                                              "not build (it knows mamba or linear_attention, attention or "
                                              "full_attention, mlp and moe; M, *, - and E in a pattern)")));
        return count;
    }
    const Count h = static_cast<Count>(in.integerOrClassDefault("hidden_size", 4096));
    const Count vocab = static_cast<Count>(in.integerOrClassDefault("vocab_size", 131072));
    const Count heads = static_cast<Count>(in.integerOrClassDefault("num_attention_heads", 32));
    const Count kvHeads = static_cast<Count>(in.integerOrClassDefault("num_key_value_heads", 8));
    // Older files name the attention head width attention_head_dim.
    const Count headDim = static_cast<Count>(
        config.contains("attention_head_dim") ? in.integer("attention_head_dim") : in.integerOrClassDefault("head_dim", 128));
    const bool useBias = in.flagOr("use_bias", false);
    const bool mlpBias = in.flagOr("mlp_bias", false);
    const Count mamba = mamba2Mixer(config, in, h, useBias);
    const Count attn = attention(h, heads, kvHeads, headDim, heads * headDim, in.flagOr("attention_bias", false));
    const auto mlp = [&](Count width) { return linear(h, width, mlpBias) + linear(width, h, mlpBias); };
    const Count dense = mlp(static_cast<Count>(in.integerOrClassDefault("intermediate_size", 21504)));
    Count moeTotal = 0, moeActive = 0;
    if (blocks.moe > 0) {
        // NemotronHMoE: a router without bias (its correction bias is a buffer), non-gated
        // experts on the hidden state or a latent of it, and one shared expert.
        const Count experts = static_cast<Count>(in.integerOrClassDefault("n_routed_experts", 8));
        const Count topK = static_cast<Count>(in.integerOrClassDefault("num_experts_per_tok", 2));
        const Count expertFfn = static_cast<Count>(in.integerOrClassDefault("moe_intermediate_size", 7688));
        const Count shared = mlp(static_cast<Count>(in.integerOrClassDefault("moe_shared_expert_intermediate_size", 7688)));
        const bool latent = config.contains("moe_latent_size") && !in.isNull("moe_latent_size");
        const Count width = latent ? static_cast<Count>(in.integer("moe_latent_size")) : h;
        const Count projections = latent ? linear(h, width, mlpBias) + linear(width, h, mlpBias) : 0;
        const Count expert = 2 * width * expertFfn;
        moeTotal = experts * h + experts * expert + shared + projections;
        moeActive = experts * h + topK * expert + shared + projections;
    }
    count.recurrent = static_cast<int>(blocks.mamba);
    count.attention = static_cast<int>(blocks.attention);
    count.mlp = static_cast<int>(blocks.mlp);
    count.moe = static_cast<int>(blocks.moe);
    const Count layers = blocks.mamba + blocks.attention + blocks.mlp + blocks.moe;
    const bool tied = in.flagOr("tie_word_embeddings", false);
    const Count common = layers * h + blocks.mamba * mamba + blocks.attention * attn + blocks.mlp * dense +
                         vocab * h * (tied ? 1 : 2) + h;
    count.total = common + blocks.moe * moeTotal;
    count.active = common + blocks.moe * moeActive;
    return count;
}

// Qwen3NextGatedDeltaNet: in_proj_qkvz and in_proj_ba, a depthwise conv over Q, K and V
// without bias, dt_bias and A_log per value head, a gated RMSNorm of a value head's width,
// out_proj.
Count gatedDeltaNet(HfConfigReader& in, Count hidden)
{
    const Count keyHeads = static_cast<Count>(in.integerOrClassDefault("linear_num_key_heads", 16));
    const Count valueHeads = static_cast<Count>(in.integerOrClassDefault("linear_num_value_heads", 32));
    const Count keyDim = keyHeads * static_cast<Count>(in.integerOrClassDefault("linear_key_head_dim", 128));
    const Count valueHeadDim = static_cast<Count>(in.integerOrClassDefault("linear_value_head_dim", 128));
    const Count valueDim = valueHeads * valueHeadDim;
    const Count kernel = static_cast<Count>(in.integerOrClassDefault("linear_conv_kernel_dim", 4));
    return hidden * (2 * keyDim + 2 * valueDim) + hidden * 2 * valueHeads + (2 * keyDim + valueDim) * kernel +
           2 * valueHeads + valueHeadDim + valueDim * hidden;
}

HybridCount qwen3Next(const nlohmann::json& config, std::vector<Problem>& problems)
{
    HfConfigReader in(config, problems);
    HybridCount count;
    const int layers = in.countOrClassDefault("num_hidden_layers", 48);
    Count linearLayers = 0;
    const auto types = config.find("layer_types");
    if (types != config.end() && !types->is_null()) {
        if (!types->is_array() || static_cast<int>(types->size()) != layers ||
            countWords(*types, {"linear_attention", "full_attention"}) != layers) {
            problems.push_back(templatedProblem("layer_types",
                MEMLEDGER_TRANSLATABLE("Problem", "config.json's layer_types must list linear_attention or "
                                                  "full_attention for each of the num_hidden_layers layers")));
            return count;
        }
        linearLayers = countWords(*types, {"linear_attention"});
    } else {
        // Every full_attention_interval-th layer attends (Qwen3NextConfig.__post_init__).
        const int interval = in.countOr("full_attention_interval", 4);
        linearLayers = layers - layers / interval;
    }
    const Count h = static_cast<Count>(in.integerOrClassDefault("hidden_size", 2048));
    const Count vocab = static_cast<Count>(in.integerOrClassDefault("vocab_size", 151936));
    const Count heads = static_cast<Count>(in.integerOrClassDefault("num_attention_heads", 16));
    const Count kvHeads = static_cast<Count>(in.integerOrClassDefault("num_key_value_heads", 2));
    const Count headDim = static_cast<Count>(in.integerOrClassDefault("head_dim", 256));
    // The query projection doubles for the output gate; Q and K are normed per head.
    const Count attn =
        attention(h, heads, kvHeads, headDim, 2 * heads * headDim, in.flagOr("attention_bias", false)) + 2 * headDim;
    const Count gdn = gatedDeltaNet(in, h);
    // Qwen3NextDecoderLayer: the sparse block where num_experts > 0, the layer is not in
    // mlp_only_layers and (i + 1) % decoder_sparse_step == 0, else a dense SwiGLU MLP.
    const int experts = in.countOrClassDefault("num_experts", 512);
    const int step = in.countOr("decoder_sparse_step", 1);
    const std::vector<std::int64_t> mlpOnly = in.indexList("mlp_only_layers");
    Count moeLayers = 0;
    for (int i = 0; experts > 0 && i < layers; ++i)
        moeLayers += std::find(mlpOnly.begin(), mlpOnly.end(), i) == mlpOnly.end() && (i + 1) % step == 0 ? 1 : 0;
    const Count expertFfn = static_cast<Count>(in.integerOrClassDefault("moe_intermediate_size", 512));
    const Count shared = 3 * h * static_cast<Count>(in.integerOrClassDefault("shared_expert_intermediate_size", 512));
    const Count topK = static_cast<Count>(in.integerOrClassDefault("num_experts_per_tok", 10));
    // Qwen2MoeSparseMoeBlock: router, experts, the shared expert and its one-output gate.
    const Count moeCommon = experts * h + shared + h;
    const Count dense = 3 * h * static_cast<Count>(in.integerOrClassDefault("intermediate_size", 5632));
    const bool tied = in.flagOr("tie_word_embeddings", false);
    const Count common = linearLayers * gdn + (layers - linearLayers) * attn + (layers - moeLayers) * dense +
                         2 * layers * h + moeLayers * moeCommon + vocab * h * (tied ? 1 : 2) + h;
    count.recurrent = static_cast<int>(linearLayers);
    count.attention = layers - count.recurrent;
    count.moe = static_cast<int>(moeLayers);
    count.mlp = layers - count.moe;
    count.total = common + moeLayers * experts * 3 * h * expertFfn;
    count.active = common + moeLayers * topK * 3 * h * expertFfn;
    return count;
}

}  // namespace

std::optional<HybridCount> countHybridModel(const nlohmann::json& config, const std::string& type,
                                            std::vector<Problem>& problems)
{
    if (type == "nemotron_h")
        return nemotronH(config, problems);
    if (type == "qwen3_next")
        return qwen3Next(config, problems);
    return std::nullopt;
}

bool refuseHybridModel(const nlohmann::json& config, const std::string& type, std::vector<Problem>& problems)
{
    const std::size_t before = problems.size();
    const std::optional<HybridCount> count = countHybridModel(config, type, problems);
    if (!count)
        return false;
    if (problems.size() > before)
        return true;   // the file's own problems say why; a count of a broken file would mislead
    const bool mamba = type == "nemotron_h";
    problems.push_back(templatedProblem("model_type",
        mamba ? MEMLEDGER_TRANSLATABLE("Problem", "config.json model_type \"%1\": a hybrid model of %2 Mamba-2, %3 "
                                                  "attention, %4 MLP and %5 MoE blocks, %6 parameters (%7 active per "
                                                  "token) as transformers builds it. What a Mamba-2 layer keeps for "
                                                  "backward is not modelled yet, so the file is refused rather than "
                                                  "estimated as a transformer.")
              : MEMLEDGER_TRANSLATABLE("Problem", "config.json model_type \"%1\": a hybrid model of %2 Gated DeltaNet "
                                                  "and %3 attention layers, %5 of them with experts and %4 with a "
                                                  "dense MLP, %6 parameters (%7 active per token) as transformers "
                                                  "builds it, without its multi-token prediction layer. What a Gated "
                                                  "DeltaNet layer keeps for backward is not modelled yet, so the file "
                                                  "is refused rather than estimated as a transformer."),
        {{type}, {std::to_string(count->recurrent)}, {std::to_string(count->attention)}, {std::to_string(count->mlp)},
         {std::to_string(count->moe)}, {parametersText(count->total)}, {parametersText(count->active)}}));
    return true;
}

}  // namespace memledger::model::hf
