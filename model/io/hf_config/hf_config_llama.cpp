// Llama-style blocks: RMSNorm, a gated MLP, RoPE, grouped-query attention.
#include "model/io/hf_config/hf_config_families.h"

namespace memledger::model::hf {

void importLlamaLike(HfConfigReader& in, const std::string& type, HfImport& out)
{
    Architecture& a = out.arch;
    a.block = BlockStyle::Llama;
    a.layers = in.count("num_hidden_layers");
    a.hidden = in.integer("hidden_size");
    a.heads = in.count("num_attention_heads");
    a.kvHeads = in.countOr("num_key_value_heads", a.heads);
    // Qwen3Config's head_dim defaults to 128, not hidden / heads (transformers
    // configuration_qwen3.py @ 008e574); the other configs derive it when absent.
    a.headDim = type == "qwen3" ? in.integerOrClassDefault("head_dim", 128) : in.integerOr("head_dim", 0);
    a.ffn = in.integer("intermediate_size");
    a.vocab = in.integer("vocab_size");
    a.mlp = MlpKind::SwiGlu;
    a.norm = NormKind::RmsNorm;
    a.position = PositionKind::Rope;
    a.maxPositions = in.integerOr("max_position_embeddings", 4096);
    a.tiedEmbeddings = in.flagOr("tie_word_embeddings", type.starts_with("gemma"));
    a.qkvBias = type.starts_with("qwen2") || in.flagOr("attention_bias", false);
    a.dropout = in.numberOr("attention_dropout", 0.0);
    // Qwen 3 normalises every head of Q and K (Qwen3Attention.q_norm, k_norm over head_dim:
    // transformers modeling_qwen3.py @ 000c33f, modeling_qwen3_moe.py alike).
    a.qkNorm = type.starts_with("qwen3");
    // Gemma 2 normalises each sub-layer's output too: input, post-attention, pre- and
    // post-feed-forward RMSNorms (Gemma2DecoderLayer, transformers modeling_gemma2.py).
    if (type == "gemma2")
        a.layerNorms = 4;
    // Sliding windows: Gemma 2 on every other layer (Gemma2Config.layer_types), Mistral on
    // every layer when sliding_window is set (MistralConfig's default 4096; Mixtral's none).
    if (type == "gemma2")
        readSlidingLayers(in, 4096, (a.layers + 1) / 2, out);
    else if (type == "mistral")
        readSlidingLayers(in, 4096, a.layers, out);
    else if (type == "mixtral")
        readSlidingLayers(in, 0, a.layers, out);
    if ((type == "gemma2" || type == "mistral") && !in.defaulted().empty())
        out.notes.push_back(defaultsNote(in, {"config.json"}, type == "gemma2" ? "Gemma2Config" : "MistralConfig"));
    if (type.starts_with("gemma"))
        out.notes.push_back(gemmaMlpNote());
}

}  // namespace memledger::model::hf
