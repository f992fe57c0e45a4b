// Gemma 3: the language model (gemma3_text), alone or nested under text_config of a
// gemma3 file beside a SigLIP vision tower. The dimensions the Hub files leave out are
// Gemma3TextConfig's defaults (transformers configuration_gemma3.py @ 008f5c8).
#include "model/io/hf_config/hf_config_families.h"

#include <algorithm>

#include "model/core/translatable.h"

namespace memledger::model::hf {

namespace {

// Parameters of the SigLIP vision tower (transformers modeling_siglip.py: patch embedding
// Conv2d with bias, learned positions, pre-norm encoder layers with biased q/k/v/o and
// fc1/fc2, a final LayerNorm, and the attention-pooling head unless vision_use_head is
// false) and of Gemma3MultiModalProjector (a vision × text matrix and an RMSNorm of the
// vision width; modeling_gemma3.py).
double visionParameters(HfConfigReader& vision, double textHidden)
{
    // SiglipVisionConfig's defaults.
    const double h = static_cast<double>(vision.integerOrClassDefault("hidden_size", 768));
    const double ffn = static_cast<double>(vision.integerOrClassDefault("intermediate_size", 3072));
    const double layers = static_cast<double>(vision.integerOrClassDefault("num_hidden_layers", 12));
    const double channels = static_cast<double>(vision.integerOrClassDefault("num_channels", 3));
    const double image = static_cast<double>(vision.integerOrClassDefault("image_size", 224));
    const double patch = static_cast<double>(vision.integerOrClassDefault("patch_size", 16));
    const double side = static_cast<double>(static_cast<std::int64_t>(image / patch));
    const double layerNorm = 2 * h;
    const double mlp = (h * ffn + ffn) + (ffn * h + h);
    const double encoderLayer = layerNorm + 4 * (h * h + h) + layerNorm + mlp;
    double tower = (channels * patch * patch * h + h) + side * side * h + layers * encoderLayer + layerNorm;
    if (vision.flagOr("vision_use_head", true))
        tower += h + (3 * h * h + 3 * h) + (h * h + h) + layerNorm + mlp;  // probe, attention, norm, MLP
    const double projector = h * textHidden + h;
    return tower + projector;
}

}  // namespace

void importGemma3(const nlohmann::json& config, const std::string& type, std::vector<Problem>& problems,
                  HfImport& out)
{
    const bool nested = type == "gemma3";
    const nlohmann::json* text = languageModelConfig(config, nested, problems);
    if (text == nullptr)
        return;
    HfConfigReader in(*text, problems, nested ? "text_config" : "");
    Architecture& a = out.arch;
    readLlamaStyleText(in, config, {26, 2304, 8, 4, 256, 262208, 131072, true}, a);
    a.ffn = in.integerOrClassDefault("intermediate_size", 9216);
    a.qkvBias = in.flagOr("attention_bias", false);
    a.dropout = in.numberOr("attention_dropout", 0.0);
    // Gemma3DecoderLayer: input, post-attention, pre- and post-feed-forward RMSNorms, and
    // Gemma3Attention's q_norm and k_norm over head_dim (modeling_gemma3.py @ 0018aa6).
    a.layerNorms = 4;
    a.qkNorm = true;
    out.notes.push_back(gemmaMlpNote());
    // Five local layers to one global (Gemma3TextConfig: sliding_window_pattern 6).
    const std::int64_t pattern = std::max<std::int64_t>(1, in.integerOr("sliding_window_pattern", 6));
    readSlidingLayers(in, 4096, a.layers - a.layers / pattern, out);
    finishMultimodalImport(config, in, nested, "Gemma3TextConfig",
                           {MEMLEDGER_TRANSLATABLE("Import", "The SigLIP vision tower and the multimodal projector"),
                            "Import"},
                           "SiglipVisionConfig", visionParameters, problems, out);
}

}  // namespace memledger::model::hf
