#include "model/io/hf_config.h"

#include <algorithm>
#include <limits>

namespace memledger::model {

namespace {

class ConfigReader {
public:
    ConfigReader(const nlohmann::json& config, std::vector<Problem>& problems)
        : m_config(config)
        , m_problems(problems)
    {
    }

    std::int64_t integer(const char* key)
    {
        const auto it = m_config.find(key);
        if (it == m_config.end() || !it->is_number_integer() || it->get<std::int64_t>() <= 0) {
            m_problems.push_back({key, std::string("config.json needs a positive integer \"") + key + "\"" +
                                           (it == m_config.end() ? " (missing)" : ", got " + it->dump())});
            return 1;
        }
        return it->get<std::int64_t>();
    }
    std::int64_t integerOr(const char* key, std::int64_t fallback) const
    {
        const auto it = m_config.find(key);
        return it != m_config.end() && it->is_number_integer() && it->get<std::int64_t>() > 0 ? it->get<std::int64_t>()
                                                                                               : fallback;
    }
    // Counts (layers, heads, experts) are ints in the engine: a larger value is reported,
    // never wrapped into a different, plausible-looking model.
    int count(const char* key) { return narrow(key, integer(key)); }
    int countOr(const char* key, int fallback) { return narrow(key, integerOr(key, fallback)); }
    double numberOr(const char* key, double fallback) const
    {
        const auto it = m_config.find(key);
        return it != m_config.end() && it->is_number() ? it->get<double>() : fallback;
    }
    bool flagOr(const char* key, bool fallback) const
    {
        const auto it = m_config.find(key);
        return it != m_config.end() && it->is_boolean() ? it->get<bool>() : fallback;
    }

private:
    int narrow(const char* key, std::int64_t value)
    {
        if (value <= std::numeric_limits<int>::max())
            return static_cast<int>(value);
        m_problems.push_back({key, std::string("config.json's \"") + key + "\" is " + std::to_string(value) +
                                       ", more than MemLedger can model (" +
                                       std::to_string(std::numeric_limits<int>::max()) + ")"});
        return 1;
    }

    const nlohmann::json& m_config;
    std::vector<Problem>& m_problems;
};

void importLlamaLike(ConfigReader& in, const std::string& type, HfImport& out)
{
    Architecture& a = out.arch;
    a.block = BlockStyle::Llama;
    a.layers = in.count("num_hidden_layers");
    a.hidden = in.integer("hidden_size");
    a.heads = in.count("num_attention_heads");
    a.kvHeads = in.countOr("num_key_value_heads", a.heads);
    a.headDim = in.integerOr("head_dim", 0);
    a.ffn = in.integer("intermediate_size");
    a.vocab = in.integer("vocab_size");
    a.mlp = MlpKind::SwiGlu;
    a.norm = NormKind::RmsNorm;
    a.position = PositionKind::Rope;
    a.maxPositions = in.integerOr("max_position_embeddings", 4096);
    a.tiedEmbeddings = in.flagOr("tie_word_embeddings", type.starts_with("gemma"));
    a.qkvBias = type.starts_with("qwen2") || in.flagOr("attention_bias", false);
    a.dropout = in.numberOr("attention_dropout", 0.0);
    if (type == "gemma2")
        out.notes.push_back("Gemma 2 has four RMSNorms per layer and GeGLU; counted as two norms and a gated MLP "
                            "(under 0.01 % of the parameters).");
}

void importMoe(ConfigReader& in, const std::string& type, HfImport& out)
{
    MoeConfig& moe = out.arch.moe;
    if (type == "mixtral") {
        moe.experts = in.count("num_local_experts");
        moe.topK = in.count("num_experts_per_tok");
        moe.expertFfn = out.arch.ffn;
        return;
    }
    if (type == "qwen2_moe") {
        moe.experts = in.count("num_experts");
        moe.topK = in.count("num_experts_per_tok");
        moe.expertFfn = in.integer("moe_intermediate_size");
        const auto shared = in.integerOr("shared_expert_intermediate_size", 0);
        moe.sharedExperts = static_cast<int>(shared / std::max<std::int64_t>(1, moe.expertFfn));
        return;
    }
    moe.experts = in.count("n_routed_experts");
    moe.topK = in.count("num_experts_per_tok");
    moe.expertFfn = in.integer("moe_intermediate_size");
    moe.sharedExperts = in.countOr("n_shared_experts", 0);
    moe.denseLayers = in.countOr("first_k_dense_replace", 0);
    out.arch.headDim = in.integerOr("v_head_dim", 128);
    out.notes.push_back("Multi-head latent attention is approximated as attention with " +
                        std::to_string(out.arch.heads) + " heads of dimension " + std::to_string(out.arch.headDim) +
                        ": parameters and attention activations are over-counted by a few percent.");
}

// The FFN size that GPT-2 and Falcon configs imply when they leave it out: 4 × hidden.
// Saturates instead of overflowing; validation refuses such a hidden size anyway.
std::int64_t fourTimes(std::int64_t hidden)
{
    constexpr std::int64_t kLargest = std::numeric_limits<std::int64_t>::max();
    return hidden > kLargest / 4 ? kLargest : 4 * hidden;
}

void importGpt2(ConfigReader& in, HfImport& out)
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

void importNeoxOrFalcon(ConfigReader& in, const std::string& type, HfImport& out)
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
}

}  // namespace

const std::vector<std::string>& supportedHfModelTypes()
{
    static const std::vector<std::string> kTypes = {"llama",     "mistral", "mixtral",     "qwen2",       "qwen2_moe",
                                                    "gemma",     "gemma2",  "gpt2",        "gpt_neox",    "falcon",
                                                    "deepseek_v2", "deepseek_v3"};
    return kTypes;
}

HfImport importHfConfig(const nlohmann::json& config, std::vector<Problem>& problems)
{
    HfImport out;
    if (!config.is_object()) {
        problems.push_back({"config.json", "config.json must be a JSON object"});
        return out;
    }
    const auto typeIt = config.find("model_type");
    const std::string type = typeIt != config.end() && typeIt->is_string() ? typeIt->get<std::string>() : "";
    const auto& types = supportedHfModelTypes();
    if (std::find(types.begin(), types.end(), type) == types.end()) {
        std::string list;
        for (const auto& known : types)
            list += (list.empty() ? "" : ", ") + known;
        problems.push_back({"model_type", "config.json model_type \"" + type + "\" is not supported; supported: " + list +
                                              ". Enter the dimensions by hand instead."});
        return out;
    }
    ConfigReader in(config, problems);
    if (type == "gpt2")
        importGpt2(in, out);
    else if (type == "gpt_neox" || type == "falcon")
        importNeoxOrFalcon(in, type, out);
    else
        importLlamaLike(in, type, out);
    if (type == "mixtral" || type == "qwen2_moe" || type.starts_with("deepseek"))
        importMoe(in, type, out);
    const auto names = config.find("_name_or_path");
    out.arch.name = names != config.end() && names->is_string() ? names->get<std::string>() : type;
    return out;
}

}  // namespace memledger::model
