#include "model/core/symbols.h"

#include "model/core/translatable.h"

#include "model/core/translatable.h"

namespace memledger::model {

namespace {

struct Meaning {
    std::string_view termId;  // "": every term that does not have its own entry
    std::string_view symbol;
    std::string_view text;   // a literal, marked for the catalogue under the context "Symbol"
};

constexpr Meaning kMeanings[] = {
    // Shapes
    {"", "s", MEMLEDGER_TRANSLATABLE("Symbol", "sequence length on this rank (divided by context parallelism)")},
    {"", "s_sp", MEMLEDGER_TRANSLATABLE("Symbol", "sequence length on this rank after sequence parallelism")},
    {"", "b", MEMLEDGER_TRANSLATABLE("Symbol", "micro-batch size")},
    {"", "h", MEMLEDGER_TRANSLATABLE("Symbol", "hidden size")},
    {"", "f", MEMLEDGER_TRANSLATABLE("Symbol", "MLP intermediate size")},
    {"", "V", MEMLEDGER_TRANSLATABLE("Symbol", "vocabulary size, padded as the framework pads it")},
    {"", "t", MEMLEDGER_TRANSLATABLE("Symbol", "tensor-parallel degree")},
    {"", "B", MEMLEDGER_TRANSLATABLE("Symbol", "bytes per activation element (2 in 16-bit, 4 in fp32)")},
    {"", "m", MEMLEDGER_TRANSLATABLE("Symbol", "1 when the embedding output keeps a dropout mask, else 0")},
    // Activations
    {"", "n_mb",
     MEMLEDGER_TRANSLATABLE("Symbol", "micro-batches whose activations this stage holds at once (pipeline in-flight count)")},
    {"", "L", MEMLEDGER_TRANSLATABLE("Symbol", "transformer layers on this pipeline stage")},
    {"", "L_d", MEMLEDGER_TRANSLATABLE("Symbol", "dense layers on this stage")},
    {"", "L_m", MEMLEDGER_TRANSLATABLE("Symbol", "mixture-of-experts layers on this stage")},
    {"", "L_moe", MEMLEDGER_TRANSLATABLE("Symbol", "mixture-of-experts layers whose router logits the loss reads")},
    {"", "E", MEMLEDGER_TRANSLATABLE("Symbol", "routed experts of an MoE layer")},
    {"router_loss_transient", "k", MEMLEDGER_TRANSLATABLE("Symbol", "experts each token is routed to (top-k)")},
    {"router_loss_transient", "X_16",
     MEMLEDGER_TRANSLATABLE("Symbol", "the 16-bit logits the model returns, alive while the balancing loss runs")},
    {"router_loss_transient", "X_CE",
     MEMLEDGER_TRANSLATABLE("Symbol", "the cross-entropy's transient: the logits while that loss is computed")},
    {"", "A_d",
     MEMLEDGER_TRANSLATABLE("Symbol", "bytes one dense layer saves for backward per micro-batch (see the activation drill-down)")},
    {"", "A_m", MEMLEDGER_TRANSLATABLE("Symbol", "bytes one MoE layer saves for backward per micro-batch")},
    {"", "C_d",
     MEMLEDGER_TRANSLATABLE("Symbol", "of A_d, what selective recompute drops: the modules memory.recompute_modules names (the attention core by default)")},
    {"", "C_m", MEMLEDGER_TRANSLATABLE("Symbol", "of A_m, what selective recompute drops: the modules memory.recompute_modules names")},
    {"", "x_in",
     MEMLEDGER_TRANSLATABLE("Symbol", "bytes of one layer's input, the checkpoint kept when a layer is recomputed")},
    {"", "A_stage", MEMLEDGER_TRANSLATABLE("Symbol", "bytes the whole stage saves per micro-batch")},
    {"", "A_layer", MEMLEDGER_TRANSLATABLE("Symbol", "bytes the largest layer saves per micro-batch")},
    {"backward_end_first_layer", "A_1",
     MEMLEDGER_TRANSLATABLE("Symbol", "bytes the stage's first layer keeps for one micro-batch under the recomputation policy")},
    {"backward_end_first_layer", "R", MEMLEDGER_TRANSLATABLE("Symbol", "bytes of the recomputed group (0 without recomputation)")},
    {"backward_end_first_layer", "W", MEMLEDGER_TRANSLATABLE("Symbol", "bytes of the backward working set")},
    {"backward_end_first_layer", "G_late",
     MEMLEDGER_TRANSLATABLE("Symbol", "bytes of the gradients backward makes last: the first layer's and the input embedding's")},
    {"", "T_max", MEMLEDGER_TRANSLATABLE("Symbol", "bytes of the largest tensor a layer saves")},
    {"", "N_norm", MEMLEDGER_TRANSLATABLE("Symbol", "bytes the final norm saves")},
    {"", "D", MEMLEDGER_TRANSLATABLE("Symbol", "multi-token prediction depths (MTP layers) on this stage")},
    {"", "A_mtp",
     MEMLEDGER_TRANSLATABLE("Symbol", "bytes one MTP layer's transformer layer keeps per micro-batch under the recomputation policy")},
    {"", "n_head", MEMLEDGER_TRANSLATABLE("Symbol", "micro-batches whose head and loss the last stage holds at once (every one under GPipe)")},
    {"", "A_head", MEMLEDGER_TRANSLATABLE("Symbol", "bytes the head, the loss and multi-token prediction keep for backward per micro-batch")},
    {"", "A_loss", MEMLEDGER_TRANSLATABLE("Symbol", "bytes one loss keeps for backward per micro-batch")},
    // Muon
    {"optimizer_fp32_copies", "c",
     MEMLEDGER_TRANSLATABLE("Symbol", "states kept below fp32 (moments, fp16 master weights), each unscaled at the step")},
    {"optimizer_fp32_copies", "k", MEMLEDGER_TRANSLATABLE("Symbol", "bytes per parameter of the two moments as stored")},
    {"muon_scratch", "m", MEMLEDGER_TRANSLATABLE("Symbol", "the smaller side of the largest hidden matrix")},
    {"muon_scratch", "n", MEMLEDGER_TRANSLATABLE("Symbol", "the larger side of the largest hidden matrix")},
    {"soap_scratch", "m", MEMLEDGER_TRANSLATABLE("Symbol", "rows of the largest hidden matrix on this rank")},
    {"soap_scratch", "n", MEMLEDGER_TRANSLATABLE("Symbol", "columns of the largest hidden matrix on this rank")},
    {"optimizer_moments", "S_mat",
     MEMLEDGER_TRANSLATABLE("Symbol", "SOAP's bytes for the stage's hidden matrices on this rank, experts aside: Σ 8·m·n + 8·(m² + n²) + 4·(m + n)")},
    {"optimizer_moments", "S_exp", MEMLEDGER_TRANSLATABLE("Symbol", "the same for the rank's routed experts' matrices")},
    {"optimizer_moments", "E_m",
     MEMLEDGER_TRANSLATABLE("Symbol", "GaLore's or APOLLO's moment elements for one layer's attention and MLP matrices: Σ 2·r·max(m, n), r the projection rank")},
    {"optimizer_projectors", "E_p",
     MEMLEDGER_TRANSLATABLE("Symbol", "projector elements one layer keeps: GaLore with fp32 gradients Σ min(m, n)², with 16-bit ones Σ r·min(m, n); APOLLO Σ r·min(m, n)")},
    {"", "w_g", MEMLEDGER_TRANSLATABLE("Symbol", "bytes per gradient element, the dtype GaLore's and APOLLO's states take (4 for fp32 weights, 2 in pure bf16)")},
    {"adam_mini_second_moments", "n_v", MEMLEDGER_TRANSLATABLE("Symbol", "Adam-mini's blocks on this stage: heads of q_proj and k_proj, rows of the other matrices, norms")},
    {"adam_mini_scratch", "Ψ_max", MEMLEDGER_TRANSLATABLE("Symbol", "elements of the largest parameter: the embedding or output layer, or the largest matrix")},
    {"shampoo_preconditioners", "P_layer", MEMLEDGER_TRANSLATABLE("Symbol", "bytes of one layer's Shampoo factors and inverse roots on this rank, summed over its parameters' blocks")},
    {"shampoo_preconditioners", "P_ends", MEMLEDGER_TRANSLATABLE("Symbol", "bytes of the embedding's, output layer's and final norm's Shampoo factors and inverse roots on this stage")},
    {"shampoo_preconditioners", "b", MEMLEDGER_TRANSLATABLE("Symbol", "Shampoo's max_preconditioner_dim: the largest side of a block")},
    {"shampoo_scratch", "Ψ", MEMLEDGER_TRANSLATABLE("Symbol", "parameters of this stage before sharding")},
    {"shampoo_scratch", "d", MEMLEDGER_TRANSLATABLE("Symbol", "side of the largest factor whose root inverse the step computes")},
    {"low_rank_scratch", "m", MEMLEDGER_TRANSLATABLE("Symbol", "rows of the largest projected matrix")},
    {"low_rank_scratch", "n", MEMLEDGER_TRANSLATABLE("Symbol", "columns of the largest projected matrix")},
    {"low_rank_scratch", "k", MEMLEDGER_TRANSLATABLE("Symbol", "the smaller of m and n: the SVD factors' rank")},
    {"low_rank_scratch", "C", MEMLEDGER_TRANSLATABLE("Symbol", "an fp32 copy of a 16-bit gradient for the SVD (4·m·n), else 0")},
    {"muon_scratch", "M_aux", MEMLEDGER_TRANSLATABLE("Symbol", "bytes of AdamW's moments for the embeddings, head and norms")},
    // The reference model and the log-prob passes
    {"", "b_lp", MEMLEDGER_TRANSLATABLE("Symbol", "sequences per forward of the log-prob passes")},
    {"logprob_forward", "f", MEMLEDGER_TRANSLATABLE("Symbol", "the widest MLP: the dense FFN, or an MoE layer's top-k routed plus shared experts' widths")},
    {"logprob_softmax", "r", MEMLEDGER_TRANSLATABLE("Symbol", "sequences whose vocabulary-wide tensor exists at once: the pass's micro-batch (verl's entropy), or one (TRL's row-by-row log-softmax)")},
    {"logprob_gathered_params", "k", MEMLEDGER_TRANSLATABLE("Symbol", "bytes per gathered weight")},
    // A distillation teacher and its loss
    {"", "Ψ_T", MEMLEDGER_TRANSLATABLE("Symbol", "the teacher's parameters")},
    {"", "U_T", MEMLEDGER_TRANSLATABLE("Symbol", "the teacher's largest transformer layer (an FSDP unit), in parameters")},
    {"teacher_gathered_params", "k", MEMLEDGER_TRANSLATABLE("Symbol", "bytes per gathered weight")},
    {"teacher_forward", "h_T", MEMLEDGER_TRANSLATABLE("Symbol", "the teacher's hidden size")},
    {"teacher_forward", "f_T", MEMLEDGER_TRANSLATABLE("Symbol", "the teacher's widest MLP: its dense FFN, or an MoE layer's top-k routed plus shared experts' widths")},
    {"", "B_l", MEMLEDGER_TRANSLATABLE("Symbol", "bytes per logit as the models output them: the 16-bit chunks of torchtune's chunked loss, else its fp32 .float() logits")},
    {"kd_loss_saved", "κ", MEMLEDGER_TRANSLATABLE("Symbol", "bytes per logit the divergence keeps for backward: 9 forward KL, 13 reverse KL, 22 symmetric")},
    {"kd_loss_saved", "μ", MEMLEDGER_TRANSLATABLE("Symbol", "bytes per token of the labels' int32 mask the divergence keeps: 4, 8 symmetric")},
    // The critic
    {"", "r", MEMLEDGER_TRANSLATABLE("Symbol", "the critic's parameters on this rank over the policy's")},
    {"", "M_policy", MEMLEDGER_TRANSLATABLE("Symbol", "the policy's bytes of the same kind of state on this rank (or node)")},
    {"", "M_offloaded", MEMLEDGER_TRANSLATABLE("Symbol", "the trainer's states of this GPU that leave it between updates (per node on the host)")},
    {"", "Ψ_head", MEMLEDGER_TRANSLATABLE("Symbol", "the policy's output layer on this rank, which the critic's value head replaces")},
    {"critic_weights", "h", MEMLEDGER_TRANSLATABLE("Symbol", "the value head's parameters (the hidden size)")},
    {"critic_gradients", "h", MEMLEDGER_TRANSLATABLE("Symbol", "the value head's parameters (the hidden size)")},
    {"critic_optimizer_states", "h", MEMLEDGER_TRANSLATABLE("Symbol", "the value head's parameters (the hidden size)")},
    // The rollout engine (vLLM)
    {"", "Ψ_srv", MEMLEDGER_TRANSLATABLE("Symbol", "parameters one GPU of the rollout engine serves (split by its tensor parallelism)")},
    {"", "B_s", MEMLEDGER_TRANSLATABLE("Symbol", "bytes per element the rollout engine serves in (2, bf16)")},
    {"", "n_tok", MEMLEDGER_TRANSLATABLE("Symbol", "tokens of one engine forward: vLLM's profile run (max_num_batched_tokens), SGLang's prefill chunk (chunked_prefill_size)")},
    {"", "t_r", MEMLEDGER_TRANSLATABLE("Symbol", "the rollout engine's tensor-parallel degree")},
    {"rollout_activations", "f", MEMLEDGER_TRANSLATABLE("Symbol", "the widest MLP: the dense FFN, or an MoE layer's top-k routed plus shared experts' widths")},
    {"rollout_activations", "h", MEMLEDGER_TRANSLATABLE("Symbol", "hidden size")},
    {"", "N_blk", MEMLEDGER_TRANSLATABLE("Symbol", "KV-cache pages per layer vLLM allocates: ⌊(ceil(T·u) − weights − profiled activations) / P_blk / L⌋")},
    {"", "P_blk", MEMLEDGER_TRANSLATABLE("Symbol", "bytes of one KV page: block_size tokens of one layer's keys and values on one GPU")},
    {"rollout_kv_cache", "L", MEMLEDGER_TRANSLATABLE("Symbol", "the model's attention layers")},
    {"", "T", MEMLEDGER_TRANSLATABLE("Symbol", "the GPU's total memory, which gpu_memory_utilization is a fraction of")},
    {"", "u", MEMLEDGER_TRANSLATABLE("Symbol", "the rollout engine's gpu_memory_utilization")},
    // The rollout engine (SGLang)
    {"", "N_tok", MEMLEDGER_TRANSLATABLE("Symbol", "tokens SGLang's KV cache holds: ⌊(u·T0 − weights) / c_tok⌋, in whole pages")},
    {"", "c_tok", MEMLEDGER_TRANSLATABLE("Symbol", "bytes of one token's keys and values in every layer on one GPU (SGLang's cell)")},
    {"", "T0", MEMLEDGER_TRANSLATABLE("Symbol", "memory free on the GPU when SGLang starts, before its weights load: mem_fraction_static is a fraction of it")},
    {"", "M_start", MEMLEDGER_TRANSLATABLE("Symbol", "the trainer's weights on the GPU when the engine starts, which T0 excludes")},
    {"", "n_ctx", MEMLEDGER_TRANSLATABLE("Symbol", "the model's context length (its maximum positions)")},
    {"rollout_kv_cache", "p", MEMLEDGER_TRANSLATABLE("Symbol", "tokens per page (SGLang's page_size)")},
    {"rollout_free_list", "p", MEMLEDGER_TRANSLATABLE("Symbol", "tokens per page (SGLang's page_size)")},
    // The weight sync
    {"", "B_mb", MEMLEDGER_TRANSLATABLE("Symbol", "the weight sync's bucket in MiB (verl's update_weights_bucket_megabytes)")},
    {"sync_received", "B", MEMLEDGER_TRANSLATABLE("Symbol", "the weight sync's bucket in bytes")},
    {"", "P_max", MEMLEDGER_TRANSLATABLE("Symbol", "elements of the model's largest parameter (the embedding or the output layer)")},
    {"", "k_g", MEMLEDGER_TRANSLATABLE("Symbol", "bytes per element of the parameter gathered whole: the trainer's dtype where the parameters are sharded, else 0")},
    {"", "k_c", MEMLEDGER_TRANSLATABLE("Symbol", "bytes per element of verl's bf16 cast for vLLM's bucket: 2 when the trainer keeps fp32, else 0")},
    {"rollout_request_table", "R", MEMLEDGER_TRANSLATABLE("Symbol", "rows of SGLang's request table: max_running_requests, or its default from the cache's size")},
    {"", "G_tp", MEMLEDGER_TRANSLATABLE("Symbol", "the matrix's shards gathered from the tensor-parallel ranks, in fp32 (0 without TP)")},
    // Expert routing
    {"", "r_send", MEMLEDGER_TRANSLATABLE("Symbol", "rows this rank sends to the all-to-all: k per token it routes (dropless), at most the experts' capacity with token dropping")},
    {"", "g", MEMLEDGER_TRANSLATABLE("Symbol", "GPUs the tokens are dispatched over: EP × ETP")},
    {"", "T_r", MEMLEDGER_TRANSLATABLE("Symbol", "tokens this rank routes per micro-batch: its sequence shard × the micro-batch")},
    {"", "R_rows", MEMLEDGER_TRANSLATABLE("Symbol", "routed rows this rank's experts receive: k·T_r·ETP × the busiest rank's routing multiple")},
    {"", "NVL", MEMLEDGER_TRANSLATABLE("Symbol", "DeepEP's NVLink buffer: channels × NVLink peers × receive tokens × (hidden bytes + top-k indices, weights and scales)")},
    {"", "RDMA", MEMLEDGER_TRANSLATABLE("Symbol", "DeepEP's inter-node buffer on the NVSHMEM heap (0 within one node of 8 GPUs)")},
    {"", "W_ep", MEMLEDGER_TRANSLATABLE("Symbol", "DeepEP's fixed workspace (32 MiB) and barrier signals")},
    {"activations_layers", "k",
     MEMLEDGER_TRANSLATABLE("Symbol", "layers per checkpointed group (every-k), or layers recomputed (layers mode)")},
    {"recompute_working_set", "k", MEMLEDGER_TRANSLATABLE("Symbol", "layers rerun at once in backward")},
    {"", "K_d",
     MEMLEDGER_TRANSLATABLE("Symbol", "bytes one dense layer keeps under per-op selective recomputation (block input and saved op outputs)")},
    {"", "K_m", MEMLEDGER_TRANSLATABLE("Symbol", "bytes one MoE layer keeps under per-op selective recomputation")},
    {"", "n", MEMLEDGER_TRANSLATABLE("Symbol", "sequence chunks of the chunked loss (torchtune num_output_chunks)")},
    {"gradient_in_flight", "k", MEMLEDGER_TRANSLATABLE("Symbol", "bytes per gradient element")},
    // Model states
    {"", "Ψ_rank",
     MEMLEDGER_TRANSLATABLE("Symbol", "parameters held by this rank (after TP, PP and EP splits; trainable only where noted)")},
    {"", "Ψ_exp", MEMLEDGER_TRANSLATABLE("Symbol", "expert parameters held by this rank")},
    {"", "Ψ_linear", MEMLEDGER_TRANSLATABLE("Symbol", "parameters of the linear layers")},
    {"", "Ψ_q", MEMLEDGER_TRANSLATABLE("Symbol", "weights of the block linears on this rank (NF4 under QLoRA; quantized under a Transformer Engine recipe, experts aside)")},
    {"weights", "w_q",
     MEMLEDGER_TRANSLATABLE("Symbol", "bytes per quantized linear weight under the recipe: both usages when whole, one in a shard")},
    {"te_weight_cache", "w_q",
     MEMLEDGER_TRANSLATABLE("Symbol", "bytes per cached weight under the recipe: both usages (one for per-tensor FP8 on Blackwell)")},
    {"", "Ψ_rest", MEMLEDGER_TRANSLATABLE("Symbol", "parameters kept in 16-bit (norms, embeddings, LoRA adapters)")},
    {"", "k_nf4", MEMLEDGER_TRANSLATABLE("Symbol", "bytes per NF4 parameter, with its quantisation constants")},
    {"", "k", MEMLEDGER_TRANSLATABLE("Symbol", "bytes per parameter of this copy")},
    {"", "N",
     MEMLEDGER_TRANSLATABLE("Symbol", "ranks this copy is sharded over (ZeRO / FSDP / distributed optimizer; 1 = not sharded)")},
    {"", "N_exp", MEMLEDGER_TRANSLATABLE("Symbol", "ranks the expert copies are sharded over")},
    {"", "G_node",
     MEMLEDGER_TRANSLATABLE("Symbol", "ranks of this pipeline stage on one node: a node's RAM or NVMe holds all of theirs")},
    {"", "G_rank", MEMLEDGER_TRANSLATABLE("Symbol", "bytes of gradients on this rank")},
    {"", "M", MEMLEDGER_TRANSLATABLE("Symbol", "bytes of the optimizer moments on this rank")},
    // Temporaries and overheads
    {"", "LL", MEMLEDGER_TRANSLATABLE("Symbol", "parameters of the largest module on this rank")},
    {"", "U",
     MEMLEDGER_TRANSLATABLE("Symbol", "parameters of the largest FSDP unit (one transformer layer) on this rank")},
    {"", "U_g",
     MEMLEDGER_TRANSLATABLE("Symbol", "trainable parameters of that unit: all of them, or its LoRA adapters")},
    {"gathered_params", "w",
     MEMLEDGER_TRANSLATABLE("Symbol", "bytes per gathered parameter (2 in 16 bits; NF4 linears with their constants under QLoRA)")},
    {"", "w_q",
     MEMLEDGER_TRANSLATABLE("Symbol", "bytes per block-linear weight as gathered (2; NF4 with its constants under QLoRA; 1 in float8)")},
    {"tp_comm_userbuffers", "k", MEMLEDGER_TRANSLATABLE("Symbol", "bytes per token and hidden unit of the twelve buffers: 24 in bf16, 16 in FP8 mode")},
    {"tp_comm_userbuffers", "S", MEMLEDGER_TRANSLATABLE("Symbol", "tokens of one micro-batch on this rank before sequence parallelism (seq · micro-batch / CP)")},
    {"quantized_casts", "q", MEMLEDGER_TRANSLATABLE("Symbol", "bytes per element of one usage of a quantized tensor under the recipe")},
    {"quantized_casts", "W_q",
     MEMLEDGER_TRANSLATABLE("Symbol", "bytes of the running linear's weight quantized per use (0 when cached or stored quantized)")},
    {"", "W_8",
     MEMLEDGER_TRANSLATABLE("Symbol", "elements of the running linear's float8 weight (0 when the float8 all-gather delivers it)")},
    {"gathered_grads", "k",
     MEMLEDGER_TRANSLATABLE("Symbol", "bytes per gradient element before reduce-scatter (16-bit, plus fp32 reduce under FSDP)")},
    {"", "n_bucket", MEMLEDGER_TRANSLATABLE("Symbol", "elements per reduce bucket (DeepSpeed reduce_bucket_size)")},
    {"", "C_ctx",
     MEMLEDGER_TRANSLATABLE("Symbol", "CUDA context and kernels, an assumption to calibrate with nvidia-smi")},
    {"cublas_workspaces", "n_h",
     MEMLEDGER_TRANSLATABLE("Symbol", "cuBLAS handles that run a PyTorch GEMM on this stage: the forward's thread and autograd's backward thread (0 where Transformer Engine runs every GEMM)")},
    {"cublas_workspaces", "W_cu", MEMLEDGER_TRANSLATABLE("Symbol", "bytes of one cuBLAS workspace: CUBLAS_WORKSPACE_CONFIG, or PyTorch's default for the GPU")},
    {"te_cublas_workspaces", "g", MEMLEDGER_TRANSLATABLE("Symbol", "1 when the stage's experts run Transformer Engine's grouped GEMM (--moe-grouped-gemm), else 0")},
    {"te_cublas_workspaces", "u", MEMLEDGER_TRANSLATABLE("Symbol", "1 with the TP communication overlap's Userbuffers, else 0")},
    {"te_cublas_workspaces", "W_te", MEMLEDGER_TRANSLATABLE("Symbol", "bytes of one Transformer Engine workspace: 32 MiB + 1 KiB from compute capability 9, 4 MiB before")},
    {"", "C_nccl", MEMLEDGER_TRANSLATABLE("Symbol", "NCCL communicator buffers, an assumption")},
    {"", "φ", MEMLEDGER_TRANSLATABLE("Symbol", "allocator reserve as a fraction of peak allocated, an assumption")},
    {"", "M_peak", MEMLEDGER_TRANSLATABLE("Symbol", "peak bytes allocated by tensors on this rank")},
    {"", "R_peak",
     MEMLEDGER_TRANSLATABLE("Symbol", "peak bytes the simulated caching allocator reserved over the step (memory_reserved)")},
    {"", "A_peak",
     MEMLEDGER_TRANSLATABLE("Symbol", "peak bytes it handed to tensors, rounded as it rounds them (memory_allocated)")},
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
