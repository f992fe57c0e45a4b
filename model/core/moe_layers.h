// Which layers of a mixture-of-experts model have experts, as the frameworks write it: a list
// of 0 and 1 a layer (Megatron-LM's --moe-layer-freq pattern, transformers' moe_layers and
// mlp_only_layers), and the leading dense layers and MoE layer step of MoeConfig that give
// exactly that list, when some do.
#pragma once

#include <optional>
#include <string_view>
#include <vector>

namespace memledger::model {

struct MoeLayerPattern {
    int denseLayers = 0;
    int layerStep = 1;
    bool firstInStep = false;  // experts on the first layer of every step (Megatron's integer N)
};

// The MoeConfig spacing whose hasExperts() is `hasExperts` layer for layer; nullopt when none
// is (an irregular list, no expert at all).
std::optional<MoeLayerPattern> moeLayerPattern(const std::vector<bool>& hasExperts);

// Megatron-LM's --moe-layer-freq string as Python evaluates it: an integer N (experts on the
// layers i with i % N == 0) or a list expression of 0 and 1 such as "([0]*3+[1]*58)" or
// "([0,1])*24"; nullopt for anything else, or for more than `layers` entries' worth of work.
std::optional<std::vector<bool>> megatronMoeLayerFreq(std::string_view text, int layers);

}  // namespace memledger::model
