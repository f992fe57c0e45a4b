// Parameter counts from the architecture (docs/model.md#parameters): total, active per token (MoE),
// trainable (LoRA), and the pieces each parallelism dimension splits differently.
#pragma once

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
    double total = 0;
    double active = 0;         // per token: top-k routed experts instead of all
    double trainable = 0;
    double largestModule = 0;  // largest single module (DeepSpeed's "largest layer")
    double largestUnit = 0;    // largest transformer layer (an FSDP wrap unit)
};

ParameterCounts countParameters(const Scenario& scenario);

// Megatron pads the vocabulary to a multiple of 128·t (--make-vocab-size-divisible-by).
std::int64_t paddedVocabulary(const Scenario& scenario);

}  // namespace memledger::model
