// Megatron-LM's selective recomputation modules (--recompute-modules, memory.recompute_modules):
// which parts of a layer are dropped in forward and recomputed in backward
// (megatron/core/transformer/transformer_config.py, recompute_modules). The one list of
// their names: the field's validation, the importer, the writer and the layer inventory read it.
#pragma once

#include <span>
#include <string>
#include <string_view>

namespace memledger::model {

enum RecomputeModule : unsigned {
    kRecomputeCoreAttention = 1u << 0,   // core_attn: the attention core (checkpointed)
    kRecomputeMoeActivation = 1u << 1,   // moe_act: the experts' activation output (discarded)
    kRecomputeLayernorm = 1u << 2,       // layernorm: unfused norms' outputs (discarded)
    kRecomputeMlaUpProjection = 1u << 3, // mla_up_proj: latent attention's Q, K, V (discarded)
    kRecomputeMlp = 1u << 4,             // mlp: a dense layer's MLP (checkpointed)
    kRecomputeMoe = 1u << 5,             // moe: the whole MoE block (checkpointed)
    kRecomputeSharedExperts = 1u << 6,   // shared_experts (checkpointed)
};

struct RecomputeModuleName {
    const char* word;      // as Megatron spells it
    unsigned bit;
    bool discardsOutput;   // output-discarding (CheckpointWithoutOutput) rather than a checkpoint
};

std::span<const RecomputeModuleName> recomputeModuleNames();

struct RecomputeModules {
    unsigned bits = 0;
    std::string unknown;   // the first word that names no module MemLedger models; empty: none
};

// Words separated by spaces or commas; brackets and quotes (Megatron's YAML spells the list
// "[core_attn mlp]") are ignored.
RecomputeModules parseRecomputeModules(std::string_view text);

// The modules a scenario's memory.recompute_modules names; the default ("core_attn") without
// parsing, as the planner evaluates it for every layout.
unsigned recomputedModules(const std::string& text);

// The modules in Megatron's spelling and order, space-separated.
std::string recomputeModulesText(unsigned bits);

}  // namespace memledger::model
