// Megatron-LM's pipeline placement read into layer counts per pipeline rank: the uneven
// first and last stages, the embedding and loss counted as layers, and the hand-written
// layout string (--pipeline-model-parallel-layout).
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace memledger::model {

// Why Megatron would refuse a placement: a marked template ("Problem") and its values.
struct LayoutError {
    const char* pattern = nullptr;
    std::vector<std::string> arguments;
    explicit operator bool() const { return pattern != nullptr; }
};

// What a layout string places, per pipeline rank (stage i of the unrolled layout runs on
// rank i mod PP as its virtual stage i div PP: PipelineParallelLayerLayout).
struct PipelineLayout {
    int virtualStages = 1;          // stages ÷ PP
    std::vector<int> rankLayers;    // decoder layers ('t') per rank
    int mtpLayers = 0;              // 'm'
    int mtpRank = -1;               // the rank holding them; -1: none
    LayoutError error;              // set when Megatron would refuse it
};

// Megatron's grammar (pipeline_parallel_layer_layout.py parse_str_to_list): commas are
// cosmetic, "(x)*n" then "x*n" unroll, '|' separates stages, E embedding, t decoder,
// m MTP, L loss. The embedding must come first and the loss last, each once.
PipelineLayout parsePipelineLayout(std::string_view text, int pipelineRanks);

// Decoder layers per rank for --decoder-first/last-pipeline-num-layers
// (transformer_block.py get_num_layers_to_build): the given ranks take their counts and the
// rest split evenly. nullopt with `error` set when the rest does not divide.
std::optional<std::vector<int>> unevenStageLayers(std::int64_t layers, int pipelineRanks,
                                                  std::optional<std::int64_t> first,
                                                  std::optional<std::int64_t> last, LayoutError& error);

// Decoder layers per rank when the embedding and/or the loss count as one layer each in the
// split (--account-for-embedding/loss-in-pipeline-split): (layers + those) ÷ PP per rank,
// one fewer on the first (last) rank.
std::optional<std::vector<int>> accountedStageLayers(std::int64_t layers, int pipelineRanks, bool embedding,
                                                     bool loss, LayoutError& error);

}  // namespace memledger::model
