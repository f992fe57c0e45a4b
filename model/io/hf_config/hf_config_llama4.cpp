// Llama 4 (transformers' Llama4TextConfig, Llama4Config and modeling_llama4.py @ 000c33f): the
// language model alone (llama4_text) or nested under text_config beside a vision encoder
// (llama4). A Llama-style block whose MoE layers route each token to top-k experts beside one
// shared expert of the same width (Llama4TextMoe), dense layers of their own width
// (intermediate_size_mlp), RoPE layers that attend within chunks and L2-normalise Q and K,
// and NoPE layers with global attention. The dimensions a file leaves out are the classes'
// defaults (Scout's).
#include "model/io/hf_config/hf_config_families.h"

#include <algorithm>

#include "model/core/moe_layers.h"
#include "model/core/translatable.h"

namespace memledger::model::hf {

namespace {

// The layers that use RoPE: no_rope_layers' 1 entries, or all but every
// no_rope_layer_interval-th layer (Llama4TextConfig.__post_init__).
std::int64_t ropeLayers(HfConfigReader& in, std::int64_t layers)
{
    const auto flags = in.indexList("no_rope_layers");
    if (!flags.empty()) {
        std::int64_t rope = 0;
        for (std::size_t i = 0; i < flags.size() && static_cast<std::int64_t>(i) < layers; ++i)
            rope += flags[i] != 0 ? 1 : 0;
        return rope;
    }
    const std::int64_t interval = in.integerOrClassDefault("no_rope_layer_interval", 4);
    return layers - layers / interval;
}

// moe_layers, or every interleave_moe_layer_step-th layer from step − 1 on: the engine's
// leading dense layers and MoE layer step where they give those layers, else their number
// with the dense layers first.
void readMoeLayers(HfConfigReader& in, HfImport& out)
{
    // Longer lists are not walked layer by layer: validation refuses such a model anyway.
    constexpr std::int64_t kMostLayersWalked = 100000;
    Architecture& a = out.arch;
    const std::int64_t layers = a.layers;
    auto listed = in.indexList("moe_layers");
    std::int64_t sparse = 0;
    std::optional<MoeLayerPattern> pattern;
    if (!listed.empty()) {
        std::sort(listed.begin(), listed.end());
        listed.erase(std::unique(listed.begin(), listed.end()), listed.end());
        listed.erase(std::lower_bound(listed.begin(), listed.end(), layers), listed.end());
        sparse = static_cast<std::int64_t>(listed.size());
        if (sparse > 0 && layers <= kMostLayersWalked) {
            std::vector<bool> experts(static_cast<std::size_t>(layers));
            for (const std::int64_t layer : listed)
                experts[static_cast<std::size_t>(layer)] = true;
            pattern = moeLayerPattern(experts);
        }
    } else {
        const std::int64_t step = in.integerOrClassDefault("interleave_moe_layer_step", 1);
        sparse = layers / step;
        if (sparse > 0)
            pattern = MoeLayerPattern{0, static_cast<int>(step)};
    }
    if (sparse == 0) {
        out.notes.push_back(MEMLEDGER_TRANSLATABLE(
            "Import", "moe_layers and interleave_moe_layer_step leave no layer with experts: imported as a dense model."));
        a.moe = MoeConfig{};
        return;
    }
    if (pattern) {
        a.moe.denseLayers = pattern->denseLayers;
        a.moe.layerStep = pattern->layerStep;
        a.moe.firstInStep = pattern->firstInStep;
        return;
    }
    a.moe.denseLayers = static_cast<int>(layers - sparse);
    out.notes.push_back(denseLayersFirstNote(layers - sparse, layers, "interleave_moe_layer_step, moe_layers"));
}

// Llama4VisionModel (a patch linear without bias, a class embedding, learned positions, pre-
// and post-LayerNorms, encoder layers with biased q/k/v/o and fc1/fc2, the pixel-shuffle
// adapter's two linears without bias) and Llama4MultiModalProjector (vision output × text
// hidden, no bias); Llama4VisionConfig's defaults where the file leaves a key out.
double visionParameters(HfConfigReader& vision, double textHidden)
{
    const double h = static_cast<double>(vision.integerOrClassDefault("hidden_size", 768));
    const double ffn = static_cast<double>(vision.integerOrClassDefault("intermediate_size", 5632));
    const double layers = static_cast<double>(vision.integerOrClassDefault("num_hidden_layers", 34));
    const double channels = static_cast<double>(vision.integerOrClassDefault("num_channels", 3));
    const double image = static_cast<double>(vision.integerOrClassDefault("image_size", 448));
    const double patch = static_cast<double>(vision.integerOrClassDefault("patch_size", 14));
    const double output = static_cast<double>(vision.integerOrClassDefault("vision_output_dim", 7680));
    const double adapterIn = static_cast<double>(vision.integerOrClassDefault("projector_input_dim", 4096));
    const double adapterOut = static_cast<double>(vision.integerOrClassDefault("projector_output_dim", 4096));
    const double side = static_cast<double>(static_cast<std::int64_t>(image / patch));
    const double layerNorm = 2 * h;
    const double encoderLayer = 4 * (h * h + h) + (h * ffn + ffn) + (ffn * h + h) + 2 * layerNorm;
    const double encoder = channels * patch * patch * h + h + (side * side + 1) * h + 2 * layerNorm + layers * encoderLayer;
    const double adapter = ffn * adapterIn + adapterOut * adapterOut;
    return encoder + adapter + output * textHidden;
}

}  // namespace

void importLlama4(const nlohmann::json& config, const std::string& type, std::vector<Problem>& problems,
                  HfImport& out)
{
    const bool nested = type == "llama4";
    const nlohmann::json* text = languageModelConfig(config, nested, problems);
    if (text == nullptr)
        return;
    HfConfigReader in(*text, problems, nested ? "text_config" : "");
    Architecture& a = out.arch;
    readLlamaStyleText(in, config, {48, 5120, 40, 8, 128, 202048, 131072, false}, a);
    a.dropout = in.numberOr("attention_dropout", 0.0);
    // attention_bias puts a bias on O too, which the engine's Q/K/V biases leave out.
    a.qkvBias = in.flagOr("attention_bias", false);
    if (a.qkvBias)
        out.notes.push_back(MEMLEDGER_TRANSLATABLE(
            "Import", "attention_bias also biases the output projection: hidden_size parameters a layer are not "
                      "counted."));
    // A dense layer's MLP is intermediate_size_mlp wide; an MoE layer's experts and its shared
    // expert are intermediate_size wide.
    a.ffn = in.integerOrClassDefault("intermediate_size_mlp", 16384);
    a.moe.experts = in.countOrClassDefault("num_local_experts", 16);
    a.moe.topK = in.countOrClassDefault("num_experts_per_tok", 1);
    a.moe.expertFfn = in.integerOrClassDefault("intermediate_size", 8192);
    a.moe.sharedExperts = 1;
    readMoeLayers(in, out);
    if (a.moe.isMoe()) {
        const int experts = a.moe.experts;
        const int topK = std::max(1, a.moe.topK);
        const std::string ratio = experts % topK == 0 ? std::to_string(experts / topK)
                                                      : std::to_string(experts) + "/" + std::to_string(topK);
        ImportNote& note = out.notes.emplace_back(misses(Category::Activations, EstimateBias::Low,
            importNote(MEMLEDGER_TRANSLATABLE(
                           "Import", "transformers' Llama4TextMoe runs every token through all %1 experts and "
                                     "zeroes the outputs of the experts not chosen: under transformers the experts "
                                     "keep about %2 times the activations the ledger counts for them, which are "
                                     "those of token-routed MoE layers (Megatron-LM, torchtitan, torchtune)."),
                       {{std::to_string(experts)}, {ratio}})));
        note.setting = "model_type: " + type;
    }

    const std::int64_t rope = ropeLayers(in, a.layers);
    const std::int64_t chunk =
        in.isNull("attention_chunk_size") ? 0 : in.integerOrClassDefault("attention_chunk_size", 8192);
    const std::int64_t chunked = chunk > 0 ? in.wordCount("layer_types", "chunked_attention").value_or(rope) : 0;
    if (chunked > 0)
        out.notes.push_back(importNote(
            MEMLEDGER_TRANSLATABLE("Import", "%1 of the %2 layers attend within chunks of %3 tokens "
                                             "(attention_chunk_size): the attention kernels keep what causal attention "
                                             "keeps, so memory is as counted; the step time counts causal attention "
                                             "over the whole sequence on them."),
            {{std::to_string(chunked)}, {std::to_string(a.layers)}, {std::to_string(chunk)}}));
    if (rope > 0 && in.flagOr("use_qk_norm", true)) {
        ImportNote& note = out.notes.emplace_back(misses(Category::Activations, EstimateBias::Low,
            importNote(MEMLEDGER_TRANSLATABLE(
                           "Import", "use_qk_norm L2-normalises Q and K on the %1 RoPE layers without weights (none "
                                     "counted); in transformers each norm keeps an fp32 copy of its input, about "
                                     "4·s·b·(heads + KV heads)·head_dim bytes a layer, which the ledger does not "
                                     "count."),
                       {{std::to_string(rope)}})));
        note.setting = "use_qk_norm: true";
    }
    finishMultimodalImport(config, in, nested, "Llama4TextConfig",
                           {MEMLEDGER_TRANSLATABLE("Import", "The vision encoder, its pixel-shuffle adapter and the "
                                                             "multimodal projector"),
                            "Import"},
                           "Llama4VisionConfig", visionParameters, problems, out);
}

}  // namespace memledger::model::hf
