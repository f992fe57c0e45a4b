// Gemma 3: the language model (gemma3_text), alone or nested under text_config of a
// gemma3 file beside a SigLIP vision tower. The dimensions the Hub files leave out are
// Gemma3TextConfig's defaults (transformers configuration_gemma3.py @ 008f5c8).
#include "model/io/hf_config/hf_config_families.h"

#include <algorithm>

#include "model/core/quantity_format.h"
#include "model/core/translatable.h"
#include "model/core/untrusted_json.h"

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
    static const nlohmann::json kNone = nlohmann::json::object();
    const bool nested = type == "gemma3";
    const auto textIt = config.find("text_config");
    if (nested && textIt != config.end() && !textIt->is_null() && !textIt->is_object()) {
        problems.push_back(templatedProblem(
            "text_config", MEMLEDGER_TRANSLATABLE("Problem", "config.json's \"text_config\" must be an object, got %1"),
            {{shownJson(*textIt)}}));
        return;
    }
    const nlohmann::json& text = !nested ? config : textIt != config.end() && textIt->is_object() ? *textIt : kNone;
    HfConfigReader in(text, problems, nested ? "text_config" : "");
    Architecture& a = out.arch;
    a.block = BlockStyle::Llama;
    a.layers = in.countOrClassDefault("num_hidden_layers", 26);
    a.hidden = in.integerOrClassDefault("hidden_size", 2304);
    a.heads = in.countOrClassDefault("num_attention_heads", 8);
    a.kvHeads = in.countOrClassDefault("num_key_value_heads", 4);
    a.headDim = in.integerOrClassDefault("head_dim", 256);
    a.ffn = in.integerOrClassDefault("intermediate_size", 9216);
    a.vocab = in.integerOrClassDefault("vocab_size", 262208);
    a.maxPositions = in.integerOrClassDefault("max_position_embeddings", 131072);
    a.mlp = MlpKind::SwiGlu;
    a.norm = NormKind::RmsNorm;
    a.position = PositionKind::Rope;
    const auto tiedAtTop = config.find("tie_word_embeddings");
    a.tiedEmbeddings =
        in.flagOr("tie_word_embeddings", (tiedAtTop != config.end() ? asBool(*tiedAtTop) : std::nullopt).value_or(true));
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
    if (!in.defaulted().empty())
        out.notes.push_back(defaultsNote(
            in,
            nested ? ProblemArgument{MEMLEDGER_TRANSLATABLE("Import", "config.json's text_config"), "Import"}
                   : ProblemArgument{"config.json"},
            "Gemma3TextConfig"));
    if (!nested)
        return;

    const auto visionIt = config.find("vision_config");
    HfConfigReader vision(visionIt != config.end() && visionIt->is_object() ? *visionIt : kNone, problems,
                          "vision_config");
    out.untrackedParameters = visionParameters(vision, static_cast<double>(a.hidden));
    out.notes.push_back(importNote(MEMLEDGER_TRANSLATABLE("Import", "The SigLIP vision tower and the multimodal "
                                                                    "projector (%1 parameters) are not modelled: the "
                                                                    "estimate covers the language model only. Add "
                                                                    "their weights if they are trained or held on the "
                                                                    "GPU."),
                                   {{exactBytesQuantity(out.untrackedParameters).number}}));
    if (!vision.defaulted().empty())
        out.notes.push_back(
            defaultsNote(vision, {MEMLEDGER_TRANSLATABLE("Import", "config.json's vision_config"), "Import"},
                         "SiglipVisionConfig"));
}

}  // namespace memledger::model::hf
