// Mixture-of-experts layers: how many experts, how large, and which layers have them.
#include "model/io/hf_config/hf_config_families.h"

#include <algorithm>

namespace memledger::model::hf {

namespace {

// Qwen2-MoE and Qwen3-MoE make layer i sparse unless i is in mlp_only_layers or i + 1 is
// not a multiple of decoder_sparse_step (Qwen3MoeDecoderLayer, transformers
// modeling_qwen3_moe.py; Qwen2MoeDecoderLayer alike). A plain step is the engine's MoE layer
// step; with mlp_only_layers the engine keeps its dense layers first (MoeConfig::denseLayers):
// their number is exact, their place may not be.
void readSparseLayers(HfConfigReader& in, HfImport& out)
{
    MoeConfig& moe = out.arch.moe;
    const std::int64_t layers = out.arch.layers;
    const std::int64_t step = in.integerOr("decoder_sparse_step", 1);
    auto mlpOnly = in.indexList("mlp_only_layers");
    std::sort(mlpOnly.begin(), mlpOnly.end());
    mlpOnly.erase(std::unique(mlpOnly.begin(), mlpOnly.end()), mlpOnly.end());
    const auto listed = [&](std::int64_t layer) { return std::binary_search(mlpOnly.begin(), mlpOnly.end(), layer); };
    // Counted, not walked layer by layer: a config may claim billions of layers before
    // validation refuses them.
    std::int64_t sparse = layers / step;
    for (const auto layer : mlpOnly)
        sparse -= layer < layers && (layer + 1) % step == 0 ? 1 : 0;
    const std::int64_t dense = layers - sparse;
    if (sparse == 0) {
        out.notes.push_back(MEMLEDGER_TRANSLATABLE("Import", "decoder_sparse_step and mlp_only_layers leave no layer "
                                                             "with experts: imported as a dense model."));
        moe = MoeConfig{};
        return;
    }
    // Every step-th layer and no other dense one: the engine's MoE layer step.
    if (step > 1 && sparse == layers / step) {
        moe.layerStep = static_cast<int>(step);
        return;
    }
    moe.denseLayers = static_cast<int>(dense);
    // The sparse layers are the last ones when the first of them comes right after the dense.
    std::int64_t firstSparse = step - 1;
    while (firstSparse < layers && listed(firstSparse))
        firstSparse += step;
    if (firstSparse != dense)
        out.notes.push_back(denseLayersFirstNote(dense, layers, "decoder_sparse_step, mlp_only_layers"));
}

}  // namespace

namespace {

// DeepseekV2Config and DeepseekV3Config (and Kimi K2, which reuses them): multi-head latent
// attention's ranks and widths, the classes' defaults where the file leaves one out.
void readLatentAttention(HfConfigReader& in, HfImport& out)
{
    auto& mla = out.arch.mla;
    mla.qLoraRank = in.isNull("q_lora_rank") ? 0 : in.integerOrClassDefault("q_lora_rank", 1536);
    mla.kvLoraRank = in.integerOrClassDefault("kv_lora_rank", 512);
    mla.qkNopeHeadDim = in.integerOrClassDefault("qk_nope_head_dim", 128);
    mla.qkRopeHeadDim = in.integerOrClassDefault("qk_rope_head_dim", 64);
    mla.vHeadDim = in.integerOrClassDefault("v_head_dim", 128);
    // Every head has its own key and value; head_dim is not a dimension of the model.
    out.arch.kvHeads = out.arch.heads;
    out.arch.headDim = 0;
    if (!in.defaulted().empty())
        out.notes.push_back(defaultsNote(in, {"config.json"}, "DeepseekV3Config"));
}

}  // namespace

void importMoe(HfConfigReader& in, const std::string& type, HfImport& out)
{
    MoeConfig& moe = out.arch.moe;
    if (type == "mixtral") {
        moe.experts = in.count("num_local_experts");
        moe.topK = in.count("num_experts_per_tok");
        moe.expertFfn = out.arch.ffn;
        return;
    }
    if (type == "qwen2_moe" || type == "qwen3_moe") {
        moe.experts = in.count("num_experts");
        moe.topK = in.count("num_experts_per_tok");
        moe.expertFfn = in.integer("moe_intermediate_size");
        // Qwen3-MoE has no shared expert; Qwen2-MoE one of its own size, counted in expert FFNs.
        const auto shared = in.integerOr("shared_expert_intermediate_size", 0);
        moe.sharedExperts = static_cast<int>(shared / std::max<std::int64_t>(1, moe.expertFfn));
        readSparseLayers(in, out);
        return;
    }
    moe.experts = in.count("n_routed_experts");
    moe.topK = in.count("num_experts_per_tok");
    moe.expertFfn = in.integer("moe_intermediate_size");
    moe.sharedExperts = in.countOr("n_shared_experts", 0);
    moe.denseLayers = in.countOr("first_k_dense_replace", 0);
    readLatentAttention(in, out);
}

}  // namespace memledger::model::hf
