// GPT-style blocks: LayerNorm, a GeLU MLP, biases (GPT-2, GPT-NeoX, Falcon).
#include "model/io/hf_config/hf_config_families.h"

#include <limits>

namespace memledger::model::hf {

namespace {

// The FFN size that GPT-2 and Falcon configs imply when they leave it out: 4 × hidden.
// Saturates instead of overflowing; validation refuses such a hidden size anyway.
std::int64_t fourTimes(std::int64_t hidden)
{
    constexpr std::int64_t kLargest = std::numeric_limits<std::int64_t>::max();
    return hidden > kLargest / 4 ? kLargest : 4 * hidden;
}

}  // namespace

void importGpt2(HfConfigReader& in, HfImport& out)
{
    Architecture& a = out.arch;
    a.block = BlockStyle::Gpt;
    a.layers = in.count("n_layer");
    a.hidden = in.integer("n_embd");
    a.heads = in.count("n_head");
    a.kvHeads = a.heads;
    a.ffn = in.integerOr("n_inner", fourTimes(a.hidden));
    a.vocab = in.integer("vocab_size");
    a.maxPositions = in.integerOr("n_positions", 1024);
    a.mlp = MlpKind::Gelu;
    a.norm = NormKind::LayerNorm;
    a.position = PositionKind::Learned;
    a.tiedEmbeddings = true;
    a.bias = true;
    a.dropout = in.numberOr("resid_pdrop", 0.1);
}

void importNeoxOrFalcon(HfConfigReader& in, const std::string& type, HfImport& out)
{
    Architecture& a = out.arch;
    a.block = BlockStyle::Gpt;
    a.layers = in.count("num_hidden_layers");
    a.hidden = in.integer("hidden_size");
    a.heads = in.count("num_attention_heads");
    a.vocab = in.integer("vocab_size");
    a.mlp = MlpKind::Gelu;
    a.norm = NormKind::LayerNorm;
    a.position = PositionKind::Rope;
    a.maxPositions = in.integerOr("max_position_embeddings", 2048);
    if (type == "gpt_neox") {
        a.kvHeads = a.heads;
        a.ffn = in.integer("intermediate_size");
        a.tiedEmbeddings = in.flagOr("tie_word_embeddings", false);
        a.bias = true;
        return;
    }
    a.kvHeads = in.flagOr("multi_query", false) ? 1 : in.countOr("num_kv_heads", a.heads);
    a.ffn = in.integerOr("ffn_hidden_size", fourTimes(a.hidden));
    a.tiedEmbeddings = in.flagOr("tie_word_embeddings", true);
    a.bias = in.flagOr("bias", false);
    // FalconDecoderLayer (transformers modeling_falcon.py): a sequential block has two
    // LayerNorms; a parallel one (attention and MLP read the same input) has one, or two
    // (ln_attn, ln_mlp) when num_ln_in_parallel_attn is 2, its default under
    // new_decoder_architecture (Falcon-40B, -180B).
    if (in.flagOr("parallel_attn", true)) {
        const bool newArchitecture = in.flagOr("new_decoder_architecture", false);
        a.layerNorms = in.integerOr("num_ln_in_parallel_attn", newArchitecture ? 2 : 1) == 2 ? 2 : 1;
        if (a.layerNorms == 1)
            out.notes.push_back(MEMLEDGER_TRANSLATABLE("Import", "Falcon's attention and MLP read the output of one "
                                                                 "shared LayerNorm; the block is modelled as a "
                                                                 "sequential one: parameters are exact, saved "
                                                                 "activations count that norm and its output twice."));
    }
}

}  // namespace memledger::model::hf
