// Parameter counts from the architecture (docs/model.md#parameters): total, active per token (MoE),
// trainable (LoRA), and the pieces each parallelism dimension splits differently.
#pragma once

#include <array>
#include <cstdint>

#include "model/core/scenario.h"

namespace memledger::model {

struct LayerParams {
    double attention = 0;      // Q, K, V, O and their biases: split by TP
    double mlp = 0;            // dense MLP, or the shared experts of an MoE layer: split by TP
    double routedExperts = 0;  // every routed expert of the layer: split by EP × TP
    double router = 0;         // replicated
    double latent = 0;         // latent attention's down-projections (and their biases): replicated under TP
    double norms = 0;          // replicated
    double loraAdapters = 0;   // LoRA A and B matrices on this layer's targeted linears
    double linearWeights = 0;  // weights of the block's linears (what QLoRA stores in NF4)
    double factoredStates = 0; // rows + cols summed over matrices (Adafactor's factored moments)
    double total() const { return attention + mlp + routedExperts + router + latent + norms; }
};

struct ParameterCounts {
    std::int64_t paddedVocab = 0;
    double embedding = 0;      // input token embedding (first stage)
    double positions = 0;      // learned position embedding (first stage)
    double finalNorm = 0;      // last stage
    double outputLayer = 0;    // untied LM head (last stage); tied: 0
    LayerParams dense;         // one dense layer
    LayerParams moe;           // one MoE layer (zero when the model is dense)
    int denseLayers = 0;
    int moeLayers = 0;
    // Multi-token prediction: each MTP layer is one transformer layer (MoE when the last
    // decoder layer is) plus its own projection of [embedding; hidden] (2h → h, split by TP)
    // and three norms (of the embedding, of the hidden state, and its final one).
    int mtpLayers = 0;
    bool mtpMoe = false;
    double mtpProjection = 0;  // per MTP layer
    double mtpNorms = 0;       // per MTP layer
    double total = 0;
    double active = 0;         // per token: top-k routed experts instead of all
    double trainable = 0;
    double largestModule = 0;  // largest single module (DeepSpeed's "largest layer")
    double largestUnit = 0;    // largest transformer layer (an FSDP wrap unit)
};

ParameterCounts countParameters(const Scenario& scenario);

// One linear of latent attention: its name in transformers' DeepseekV3Attention, its shape,
// and whether tensor parallelism splits it (Megatron-LM builds the down-projections
// duplicated on every TP rank). The one description of those shapes: the parameter count
// and the allocator's parameter tensors both read it.
struct LatentLinear {
    const char* name = "";
    double in = 0;
    double out = 0;
    bool split = true;
};
struct LatentLinears {
    std::array<LatentLinear, 5> items{};
    int count = 0;
    const LatentLinear* begin() const { return items.data(); }
    const LatentLinear* end() const { return items.data() + count; }
};
// In forward order: q_a_proj and q_b_proj (or q_proj without a query latent),
// kv_a_proj_with_mqa, kv_b_proj, o_proj.
LatentLinears latentAttentionLinears(const Architecture& arch);

// Megatron pads the vocabulary to a multiple of 128·t (--make-vocab-size-divisible-by).
std::int64_t paddedVocabulary(const Scenario& scenario);

}  // namespace memledger::model
