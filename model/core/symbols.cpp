#include "model/core/symbols.h"

namespace memledger::model {

namespace {

struct Meaning {
    std::string_view termId;  // "": every term that does not have its own entry
    std::string_view symbol;
    std::string_view text;
};

constexpr Meaning kMeanings[] = {
    // Shapes
    {"", "s", "sequence length on this rank (divided by context parallelism)"},
    {"", "s_sp", "sequence length on this rank after sequence parallelism"},
    {"", "b", "micro-batch size"},
    {"", "h", "hidden size"},
    {"", "f", "MLP intermediate size"},
    {"", "V", "vocabulary size, padded as the framework pads it"},
    {"", "t", "tensor-parallel degree"},
    {"", "B", "bytes per activation element (2 in 16-bit, 4 in fp32)"},
    {"", "m", "1 when the embedding output keeps a dropout mask, else 0"},
    // Activations
    {"", "n_mb", "micro-batches whose activations this stage holds at once (pipeline in-flight count)"},
    {"", "L", "transformer layers on this pipeline stage"},
    {"", "L_d", "dense layers on this stage"},
    {"", "L_m", "mixture-of-experts layers on this stage"},
    {"", "A_d", "bytes one dense layer saves for backward per micro-batch (see the activation drill-down)"},
    {"", "A_m", "bytes one MoE layer saves for backward per micro-batch"},
    {"", "C_d", "of A_d, the attention core (scores, softmax, dropout) that selective recompute drops"},
    {"", "C_m", "of A_m, the attention core that selective recompute drops"},
    {"", "x_in", "bytes of one layer's input, the checkpoint kept when a layer is recomputed"},
    {"", "A_stage", "bytes the whole stage saves per micro-batch"},
    {"", "A_layer", "bytes the largest layer saves per micro-batch"},
    {"", "T_max", "bytes of the largest tensor a layer saves"},
    {"", "N_norm", "bytes the final norm saves"},
    {"activations_layers", "k", "layers per checkpointed group (every-k), or layers recomputed (layers mode)"},
    {"recompute_working_set", "k", "layers rerun at once in backward"},
    {"", "K_d", "bytes one dense layer keeps under per-op selective recomputation (block input and saved op outputs)"},
    {"", "K_m", "bytes one MoE layer keeps under per-op selective recomputation"},
    {"", "n", "sequence chunks of the chunked loss (torchtune num_output_chunks)"},
    {"gradient_in_flight", "k", "bytes per gradient element"},
    // Model states
    {"", "Ψ_rank", "parameters held by this rank (after TP, PP and EP splits; trainable only where noted)"},
    {"", "Ψ_exp", "expert parameters held by this rank"},
    {"", "Ψ_linear", "parameters of the linear layers"},
    {"", "Ψ_q", "parameters stored in NF4"},
    {"", "Ψ_rest", "parameters kept in 16-bit (norms, embeddings, LoRA adapters)"},
    {"", "k_nf4", "bytes per NF4 parameter, with its quantisation constants"},
    {"", "k", "bytes per parameter of this copy"},
    {"", "N", "ranks this copy is sharded over (ZeRO / FSDP / distributed optimizer; 1 = not sharded)"},
    {"", "N_exp", "ranks the expert copies are sharded over"},
    {"", "G_node", "ranks of this pipeline stage on one node: a node's RAM or NVMe holds all of theirs"},
    {"", "G_rank", "bytes of gradients on this rank"},
    {"", "M", "bytes of the optimizer moments on this rank"},
    // Temporaries and overheads
    {"", "LL", "parameters of the largest module on this rank"},
    {"", "U", "parameters of the largest FSDP unit (one transformer layer) on this rank"},
    {"", "U_g", "trainable parameters of that unit: all of them, or its LoRA adapters"},
    {"gathered_params", "w", "bytes per gathered parameter (2 in 16 bits; NF4 linears with their constants under QLoRA)"},
    {"gathered_grads", "k", "bytes per gradient element before reduce-scatter (16-bit, plus fp32 reduce under FSDP)"},
    {"", "n_bucket", "elements per reduce bucket (DeepSpeed reduce_bucket_size)"},
    {"", "C_ctx", "CUDA context and kernels, an assumption to calibrate with nvidia-smi"},
    {"", "C_nccl", "NCCL communicator buffers, an assumption"},
    {"", "φ", "allocator reserve as a fraction of peak allocated, an assumption"},
    {"", "M_peak", "peak bytes allocated by tensors on this rank"},
    {"", "R_peak", "peak bytes the simulated caching allocator reserved over the step (memory_reserved)"},
    {"", "A_peak", "peak bytes it handed to tensors, rounded as it rounds them (memory_allocated)"},
};

}  // namespace

std::string_view symbolMeaning(const Term& term, std::string_view symbol)
{
    std::string_view general;
    for (const auto& meaning : kMeanings) {
        if (meaning.symbol != symbol)
            continue;
        if (meaning.termId == term.id)
            return meaning.text;
        if (meaning.termId.empty() && general.empty())
            general = meaning.text;
    }
    return general;
}

}  // namespace memledger::model
