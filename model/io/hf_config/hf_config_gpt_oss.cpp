// gpt-oss (transformers' GptOssConfig and modeling_gpt_oss.py): a Llama-style block whose
// every layer routes to experts with biases, attention with biases and one sink logit per
// head, half of the layers on a sliding window. The dimensions a file leaves out are
// GptOssConfig's defaults (the 120b model's).
#include "model/io/hf_config/hf_config_families.h"

#include <algorithm>

#include "model/core/translatable.h"
#include "model/core/untrusted_json.h"

namespace memledger::model::hf {

void readSlidingLayers(HfConfigReader& in, std::int64_t defaultWindow, std::int64_t defaultSliding, HfImport& out)
{
    Architecture& a = out.arch;
    a.slidingWindow = in.isNull("sliding_window")   ? 0
                      : defaultWindow > 0 ? in.integerOrClassDefault("sliding_window", defaultWindow)
                                          : in.integerOr("sliding_window", 0);
    const auto listed = in.wordCount("layer_types", "sliding_attention");
    a.slidingLayers = a.slidingWindow > 0 ? static_cast<int>(std::min<std::int64_t>(
                                                listed.value_or(defaultSliding), a.layers))
                                          : 0;
}

void importGptOss(HfConfigReader& in, HfImport& out)
{
    Architecture& a = out.arch;
    a.block = BlockStyle::Llama;
    a.layers = in.countOrClassDefault("num_hidden_layers", 36);
    a.hidden = in.integerOrClassDefault("hidden_size", 2880);
    a.heads = in.countOrClassDefault("num_attention_heads", 64);
    a.kvHeads = in.countOrClassDefault("num_key_value_heads", 8);
    a.headDim = in.integerOrClassDefault("head_dim", 64);
    a.vocab = in.integerOrClassDefault("vocab_size", 201088);
    a.maxPositions = in.integerOrClassDefault("max_position_embeddings", 131072);
    a.tiedEmbeddings = in.flagOr("tie_word_embeddings", false);
    a.dropout = in.numberOr("attention_dropout", 0.0);
    a.mlp = MlpKind::QuickGeGlu;
    a.norm = NormKind::RmsNorm;
    a.position = PositionKind::Rope;
    a.attentionSinks = true;
    // Every layer is an MoE layer of experts as wide as intermediate_size.
    a.moe.experts = in.countOrClassDefault("num_local_experts", 128);
    a.moe.topK = in.countOrClassDefault("num_experts_per_tok", 4);
    a.moe.expertFfn = in.integerOrClassDefault("intermediate_size", 2880);
    a.ffn = a.moe.expertFfn;
    // attention_bias puts biases on Q, K, V and O; the experts and the router have theirs
    // whatever it says (GptOssExperts, GptOssTopKRouter).
    a.bias = in.flagOr("attention_bias", true);
    if (!a.bias)
        out.notes.push_back(MEMLEDGER_TRANSLATABLE(
            "Import", "attention_bias is false, but gpt-oss's experts and router keep their biases: they are not "
                      "counted (about 0.03 % of the parameters)."));
    // GptOssConfig's layer_types default: even layers slide, odd ones attend to everything.
    readSlidingLayers(in, 128, (a.layers + 1) / 2, out);
    if (!in.defaulted().empty())
        out.notes.push_back(defaultsNote(in, {"config.json"}, "GptOssConfig"));
    // The released checkpoints store the experts in MXFP4; training loads them dequantized
    // (transformers' Mxfp4Config(dequantize=True), as OpenAI's fine-tuning guide does).
    const nlohmann::json* quantization = in.object("quantization_config");
    if (quantization != nullptr && stringMember(*quantization, "quant_method") == std::optional<std::string>("mxfp4"))
        out.notes.push_back(MEMLEDGER_TRANSLATABLE(
            "Import", "quantization_config stores the experts in MXFP4; training loads them dequantized to the "
                      "training dtype (Mxfp4Config(dequantize=True)), which the ledger counts. MXFP4 kernels serve "
                      "inference only."));
}

}  // namespace memledger::model::hf
