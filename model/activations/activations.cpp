#include "model/activations/activations.h"

#include <algorithm>

#include "model/core/expert_routing.h"
#include "model/core/framework.h"
#include "model/core/recompute_modules.h"
#include "model/core/te_quantization.h"
#include "model/core/translatable.h"

namespace memledger::model {

namespace {

struct Dims {
    double s;        // local sequence (s / cp)
    double sSp;      // sequence of tensors that sequence parallelism shards (s / cp / t with SP)
    double sLinearIn;  // sequence of a column-parallel linear's saved input: s where the gathered input is saved
    double b;
    double h;
    double headsLocal;
    double kvLocal;
    double d;
    double t;
    double B;        // activation bytes per element
    // Transformer Engine's recipe: what a linear saves of its input instead (one usage of
    // the quantized tensor, quantizedActivationBytes); Off: the 16-bit input itself.
    Fp8Recipe recipe = Fp8Recipe::Off;
    double stream;   // bytes of the residual stream and norms: fp32 under autocast, which runs norms in fp32
};

// The operations' and tensors' names are marked (context "Tensor") for the edges that show
// them translated; the inventory itself keeps the English.
class InventoryBuilder {
public:
    InventoryBuilder(LayerInventory& inventory, const char* dtype, unsigned recomputed)
        : m_inventory(inventory)
        , m_dtype(dtype)
        , m_recomputed(recomputed)
    {
    }

    // `modules`: the recompute modules the tensor belongs to besides those of the enclosing
    // Within scopes (model/core/recompute_modules.h).
    void add(const char* op, const char* tensor, std::initializer_list<double> shape, double bytesPerElement,
             TensorKind kind = TensorKind::Activation, unsigned modules = 0)
    {
        const char* dtype = bytesPerElement == 4 ? "fp32" : bytesPerElement == 1 ? (kind == TensorKind::Mask ? "bool" : "int8") : m_dtype;
        addTyped(op, tensor, shape, bytesPerElement, dtype, kind, modules);
    }

    void addTyped(const char* op, const char* tensor, std::initializer_list<double> shape, double bytesPerElement,
                  const char* dtype, TensorKind kind, unsigned modules)
    {
        SavedTensor saved;
        saved.op = op;
        saved.tensor = tensor;
        saved.dtype = dtype;
        double elements = 1;
        for (double dim : shape) {
            saved.shape[static_cast<std::size_t>(saved.dims++)] = static_cast<std::int64_t>(dim);
            elements *= dim;
        }
        saved.bytes = elements * bytesPerElement;
        saved.kind = kind;
        saved.modules = modules | m_scope;
        saved.droppedBySelective = (saved.modules & m_recomputed) != 0;
        m_inventory.tensors.push_back(saved);
        m_inventory.total += saved.bytes;
        if (saved.droppedBySelective)
            m_inventory.selectiveDrops += saved.bytes;
        m_inventory.largestTensor = std::max(m_inventory.largestTensor, saved.bytes);
    }

    // Tensors added while one lives belong to `modules` too.
    class Within {
    public:
        Within(InventoryBuilder& out, unsigned modules)
            : m_out(out)
            , m_saved(out.m_scope)
        {
            out.m_scope |= modules;
        }
        ~Within() { m_out.m_scope = m_saved; }
        Within(const Within&) = delete;
        Within& operator=(const Within&) = delete;

    private:
        InventoryBuilder& m_out;
        unsigned m_saved;
    };

    // Backward reruns one recomputed module at a time: a checkpointed module's saved tensors
    // exist again together; an output-discarding one's outputs one by one.
    void settleWorkingSet()
    {
        double largest = 0;
        for (const auto& name : recomputeModuleNames()) {
            if (!(m_recomputed & name.bit) || name.bit == kRecomputeCoreAttention)
                continue;
            double together = 0;
            for (const auto& tensor : m_inventory.tensors)
                if (tensor.modules & name.bit)
                    together = name.discardsOutput ? std::max(together, tensor.bytes) : together + tensor.bytes;
            largest = std::max(largest, together);
        }
        m_inventory.selectiveWorkingSet = largest;
    }

private:
    LayerInventory& m_inventory;
    const char* m_dtype;
    unsigned m_recomputed;
    unsigned m_scope = 0;
};

// What a norm normalises: per token of a sequence of `seq`, `rows` vectors of `width`
// features (one hidden vector; or one per head for the norms on Q and K).
struct NormInput {
    double seq;
    double rows;
    double width;
};

// A norm saves, besides the output its consumer linear saves: fused kernels and
// torch's LayerNorm the input and fp32 statistics; Hugging Face's eager RMSNorm
// an fp32 upcast of the input and the normalised value before the weight multiply.
void addNorm(InventoryBuilder& out, const Scenario& scenario, const Dims& dims, const char* name, const NormInput& in)
{
    const auto& arch = scenario.arch;
    const double features = in.rows * in.width;
    // `count` fp32 numbers per normalised vector: the shape shows the per-head axis only where there is one.
    auto statistic = [&](const char* tensor, double count) {
        const auto kind = TensorKind::Statistic;
        if (count == 1 && in.rows == 1)
            out.add(name, tensor, {in.seq, dims.b}, 4, kind);
        else if (count == 1)
            out.add(name, tensor, {in.seq, dims.b, in.rows}, 4, kind);
        else if (in.rows == 1)
            out.add(name, tensor, {count, in.seq, dims.b}, 4, kind);
        else
            out.add(name, tensor, {count, in.seq, dims.b, in.rows}, 4, kind);
    };
    if (arch.norm == NormKind::LayerNorm) {
        out.add(name, MEMLEDGER_TRANSLATABLE("Tensor", "input"), {in.seq, dims.b, features}, dims.stream);
        statistic(MEMLEDGER_TRANSLATABLE("Tensor", "mean and rstd (fp32)"), 2);
        return;
    }
    if (scenario.memory.kernels == Kernels::Fused) {
        out.add(name, MEMLEDGER_TRANSLATABLE("Tensor", "input"), {in.seq, dims.b, features}, dims.stream);
        statistic(MEMLEDGER_TRANSLATABLE("Tensor", "rstd (fp32)"), 1);
        return;
    }
    out.add(name, MEMLEDGER_TRANSLATABLE("Tensor", "input upcast to fp32 (saved by pow and mul)"),
        {in.seq, dims.b, features}, 4);
    statistic(MEMLEDGER_TRANSLATABLE("Tensor", "rsqrt of mean square (fp32)"), 1);
    out.add(name, MEMLEDGER_TRANSLATABLE("Tensor", "normalised input cast back (saved by weight mul)"),
        {in.seq, dims.b, features}, dims.stream);
}

const char* linearInputName(const Dims& dims)
{
    return dims.sLinearIn > dims.sSp ? MEMLEDGER_TRANSLATABLE("Tensor", "input (norm output, all-gathered)")
                                     : MEMLEDGER_TRANSLATABLE("Tensor", "input (norm output)");
}

// What a linear saves of its `features`-wide input for its backward: the 16-bit input over
// `seq` tokens (an alias of its producer's output), or under a Transformer Engine recipe the
// column-wise quantized copy it makes, of the local sequence-parallel shard a column-parallel
// linear gathers again in backward (`quantizedSeq`; linear.py _linear_forward_impl).
void addLinearInput(InventoryBuilder& out, const Dims& dims, const char* op, const char* tensor, double seq,
                    double quantizedSeq, double features, unsigned modules = 0)
{
    if (dims.recipe == Fp8Recipe::Off) {
        out.add(op, tensor, {seq, dims.b, features}, dims.B, TensorKind::Activation, modules);
        return;
    }
    out.addTyped(op, tensor, {quantizedSeq, dims.b, features}, quantizedActivationBytes(dims.recipe),
        quantizedDtypeName(dims.recipe), TensorKind::Activation, modules);
}

// A norm over the hidden vector of every token of the residual stream.
void addNorm(InventoryBuilder& out, const Scenario& scenario, const Dims& dims, const char* name)
{
    addNorm(out, scenario, dims, name, {dims.sSp, 1, dims.h});
}

// Eager attention's probabilities (and their dropout), or FlashAttention's statistics; then
// the output projection's input, `context` features per token.
void addAttentionCore(InventoryBuilder& out, const Scenario& scenario, const Dims& dims, double context)
{
    const auto& arch = scenario.arch;
    const bool eager = scenario.memory.attention == Attention::Eager;
    const bool dropout = arch.dropout > 0;
    const double scoreSeq = dims.s * scenario.parallel.cp;  // each query attends to the whole sequence
    if (eager) {
        // Hugging Face's eager Llama asks for an fp32 softmax; autocast runs every softmax in fp32.
        const bool fp32Softmax = (arch.block == BlockStyle::Llama && scenario.memory.kernels == Kernels::Eager) ||
                                 scenario.training.precision == Precision::Bf16Amp;
        out.add(MEMLEDGER_TRANSLATABLE("Tensor", "softmax"),
            fp32Softmax ? MEMLEDGER_TRANSLATABLE("Tensor", "probabilities (fp32)")
                        : MEMLEDGER_TRANSLATABLE("Tensor", "probabilities"),
            {dims.b, dims.headsLocal, dims.s, scoreSeq}, fp32Softmax ? 4 : dims.B, TensorKind::Activation, kRecomputeCoreAttention);
        if (dropout) {
            out.add(MEMLEDGER_TRANSLATABLE("Tensor", "attention dropout"), MEMLEDGER_TRANSLATABLE("Tensor", "mask"),
                {dims.b, dims.headsLocal, dims.s, scoreSeq}, 1, TensorKind::Mask, kRecomputeCoreAttention);
            out.add(MEMLEDGER_TRANSLATABLE("Tensor", "attention ·V"),
                MEMLEDGER_TRANSLATABLE("Tensor", "dropped-out probabilities (16-bit)"),
                {dims.b, dims.headsLocal, dims.s, scoreSeq}, dims.B, TensorKind::Activation, kRecomputeCoreAttention);
        } else if (fp32Softmax) {
            out.add(MEMLEDGER_TRANSLATABLE("Tensor", "attention ·V"),
                MEMLEDGER_TRANSLATABLE("Tensor", "probabilities cast to 16 bits"),
                {dims.b, dims.headsLocal, dims.s, scoreSeq}, dims.B, TensorKind::Activation, kRecomputeCoreAttention);
        }
    } else {
        out.add(MEMLEDGER_TRANSLATABLE("Tensor", "FlashAttention"),
            MEMLEDGER_TRANSLATABLE("Tensor", "log-sum-exp statistics (fp32)"), {dims.b, dims.headsLocal, dims.s}, 4,
            TensorKind::Statistic, kRecomputeCoreAttention);
    }
    // A quantizing output projection saves its own copy of the context: beside the 16-bit
    // one FlashAttention keeps for its backward, in place of it behind eager attention.
    const char* projection = MEMLEDGER_TRANSLATABLE("Tensor", "output projection");
    const bool quantizedCopy = dims.recipe != Fp8Recipe::Off && !projectionSavesOriginalInput(scenario);
    if (!quantizedCopy || !eager)
        out.add(projection, MEMLEDGER_TRANSLATABLE("Tensor", "input (attention context)"), {dims.s, dims.b, context},
            dims.B);
    if (quantizedCopy)
        addLinearInput(out, dims, projection, MEMLEDGER_TRANSLATABLE("Tensor", "input (attention context, quantized)"),
            dims.s, dims.s, context);
    // Gemma 2 and 3 normalise the attention's output before the residual add (a third norm).
    if (arch.layerNorms >= 3)
        addNorm(out, scenario, dims, MEMLEDGER_TRANSLATABLE("Tensor", "attention output norm"));
    if (dropout && arch.block == BlockStyle::Gpt)
        out.add(MEMLEDGER_TRANSLATABLE("Tensor", "hidden dropout (attention)"),
            MEMLEDGER_TRANSLATABLE("Tensor", "mask"), {dims.sSp, dims.b, dims.h}, 1, TensorKind::Mask);
}

// Multi-head latent attention, as transformers' DeepseekV3Attention.forward and Megatron's
// MLASelfAttention run it: the down-projections (replicated under TP, on the sequence-parallel
// shard) save the norm output; each latent's norm and its up-projection save the latent; the
// attention saves Q and K at qk_nope + qk_rope per head (the rope key, shared by the heads,
// is expanded into every head's K by the concatenation) and V at v_head. Measured with
// tools/measure_saved_activations.py --block mla (tests/activations).
void addLatentAttention(InventoryBuilder& out, const Scenario& scenario, const Dims& dims)
{
    const auto& mla = scenario.arch.mla;
    const double qk = static_cast<double>(mla.qkHeadDim());
    const double v = static_cast<double>(mla.vHeadDim);
    // Megatron's latent attention keeps its input norm apart from the linears, so the
    // layernorm module can discard this output.
    // Quantizing, the query's and the KV latent's down-projections each save their own copy.
    const char* down = MEMLEDGER_TRANSLATABLE("Tensor", "latent down-projections");
    if (dims.recipe == Fp8Recipe::Off)
        out.add(down, MEMLEDGER_TRANSLATABLE("Tensor", "input (norm output)"), {dims.sSp, dims.b, dims.h}, dims.B,
            TensorKind::Activation, kRecomputeLayernorm);
    else
        for (int reader = 0; reader < 2; ++reader)
            addLinearInput(out, dims, down, MEMLEDGER_TRANSLATABLE("Tensor", "input (norm output, one copy per projection)"),
                dims.sSp, dims.sSp, dims.h, kRecomputeLayernorm);
    if (mla.qLoraRank > 0) {
        const double rank = static_cast<double>(mla.qLoraRank);
        addNorm(out, scenario, dims, MEMLEDGER_TRANSLATABLE("Tensor", "query latent norm"), {dims.sSp, 1, rank});
        addLinearInput(out, dims, MEMLEDGER_TRANSLATABLE("Tensor", "query up-projection"),
            MEMLEDGER_TRANSLATABLE("Tensor", "input (normalised query latent)"), dims.sLinearIn, dims.sSp, rank);
    }
    const double kvRank = static_cast<double>(mla.kvLoraRank);
    addNorm(out, scenario, dims, MEMLEDGER_TRANSLATABLE("Tensor", "KV latent norm"), {dims.sSp, 1, kvRank});
    addLinearInput(out, dims, MEMLEDGER_TRANSLATABLE("Tensor", "KV up-projection"),
        MEMLEDGER_TRANSLATABLE("Tensor", "input (normalised KV latent)"), dims.sLinearIn, dims.sSp, kvRank);
    // Q, K and V after the up-projections and RoPE: what mla_up_proj discards.
    const InventoryBuilder::Within upProjection(out, kRecomputeMlaUpProjection);
    out.add(MEMLEDGER_TRANSLATABLE("Tensor", "attention Q·Kᵀ"), MEMLEDGER_TRANSLATABLE("Tensor", "Q"),
        {dims.s, dims.b, dims.headsLocal * qk}, dims.B);
    out.add(MEMLEDGER_TRANSLATABLE("Tensor", "attention Q·Kᵀ"),
        MEMLEDGER_TRANSLATABLE("Tensor", "K (the rope part copied to every head)"), {dims.s, dims.b, dims.headsLocal * qk},
        dims.B);
    // V is a slice of the KV up-projection's output. Eager attention's batched matmul folds
    // batch and heads into one dimension, which copies the slice, unless one of them is 1:
    // then the fold is a view and keeps the whole output, the keys' part too, alive. PyTorch's
    // SDPA kernels save the slice they are given, so under eager modules (transformers'
    // DeepseekV3Attention, torchtitan's) the whole output stays too; Transformer Engine's
    // fused attention saves contiguous copies. Measured on an H100 (docs/validation-h100-frontier.md).
    const bool eagerModules = scenario.memory.kernels == Kernels::Eager;
    const bool eagerAttention = scenario.memory.attention == Attention::Eager;
    const bool whole = eagerAttention ? (dims.b == 1 || dims.headsLocal == 1) : eagerModules;
    if (whole)
        out.add(MEMLEDGER_TRANSLATABLE("Tensor", "attention ·V"),
            MEMLEDGER_TRANSLATABLE("Tensor", "V (a view keeping the whole KV up-projection output)"),
            {dims.s, dims.b, dims.headsLocal * static_cast<double>(mla.qkNopeHeadDim + mla.vHeadDim)}, dims.B);
    else
        out.add(MEMLEDGER_TRANSLATABLE("Tensor", "attention ·V"), MEMLEDGER_TRANSLATABLE("Tensor", "V"),
            {dims.s, dims.b, dims.headsLocal * v}, dims.B);
    // transformers concatenates the query's parts after moving the heads in front, so the
    // kernel's output is heads-first too and the output projection reads a reordered copy of
    // it; the kernel keeps its own. (torchtitan pads V to the query's width instead and slices
    // the output: at DeepSeek's widths, qk = nope + rope and v = nope, the same bytes.)
    if (eagerModules && !eagerAttention)
        out.add(MEMLEDGER_TRANSLATABLE("Tensor", "attention ·V"),
            MEMLEDGER_TRANSLATABLE("Tensor", "output, heads first (kept by the kernel; the output projection reads a copy)"),
            {dims.s, dims.b, dims.headsLocal * v}, dims.B);
}

void addAttention(InventoryBuilder& out, const Scenario& scenario, const Dims& dims)
{
    const auto& arch = scenario.arch;
    addNorm(out, scenario, dims, MEMLEDGER_TRANSLATABLE("Tensor", "attention norm"));
    if (arch.mla.enabled()) {
        addLatentAttention(out, scenario, dims);
        addAttentionCore(out, scenario, dims, dims.headsLocal * static_cast<double>(arch.mla.vHeadDim));
        return;
    }
    const bool eager = scenario.memory.attention == Attention::Eager;
    addLinearInput(out, dims, MEMLEDGER_TRANSLATABLE("Tensor", "Q/K/V projections"), linearInputName(dims),
        dims.sLinearIn, dims.sSp, dims.h);
    // Qwen 3 and Gemma 3 normalise every head of Q and K before RoPE: each norm keeps the projection's output.
    if (arch.qkNorm) {
        addNorm(out, scenario, dims, MEMLEDGER_TRANSLATABLE("Tensor", "Q norm"), {dims.s, dims.headsLocal, dims.d});
        addNorm(out, scenario, dims, MEMLEDGER_TRANSLATABLE("Tensor", "K norm"), {dims.s, dims.kvLocal, dims.d});
    }
    // Eager attention multiplies Q by K and V repeated to every query head
    // (repeat_kv); FlashAttention reads the grouped K/V directly.
    const double kvHeads = eager ? dims.headsLocal : dims.kvLocal;
    out.add(MEMLEDGER_TRANSLATABLE("Tensor", "attention Q·Kᵀ"), MEMLEDGER_TRANSLATABLE("Tensor", "Q"),
        {dims.s, dims.b, dims.headsLocal * dims.d}, dims.B);
    out.add(MEMLEDGER_TRANSLATABLE("Tensor", "attention Q·Kᵀ"),
        eager && arch.kvHeads != arch.heads ? MEMLEDGER_TRANSLATABLE("Tensor", "K (repeated to all heads)")
                                            : MEMLEDGER_TRANSLATABLE("Tensor", "K"),
        {dims.s, dims.b, kvHeads * dims.d}, dims.B);
    out.add(MEMLEDGER_TRANSLATABLE("Tensor", "attention ·V"),
        eager && arch.kvHeads != arch.heads ? MEMLEDGER_TRANSLATABLE("Tensor", "V (repeated to all heads)")
                                            : MEMLEDGER_TRANSLATABLE("Tensor", "V"),
        {dims.s, dims.b, kvHeads * dims.d}, dims.B);
    addAttentionCore(out, scenario, dims, dims.headsLocal * dims.d);
}

// `activation`: the recompute modules that discard the activation function's output (moe_act).
void addMlp(InventoryBuilder& out, const Scenario& scenario, const Dims& dims, double tokens, double ffnLocal,
            const char* name, unsigned activation = 0)
{
    constexpr auto kActivation = TensorKind::Activation;
    if (scenario.arch.mlp == MlpKind::Gelu) {
        out.add(
            name, MEMLEDGER_TRANSLATABLE("Tensor", "GeLU input (fc1 output)"), {tokens, dims.b, ffnLocal}, dims.B);
        addLinearInput(out, dims, name, MEMLEDGER_TRANSLATABLE("Tensor", "fc2 input (GeLU output)"), tokens, tokens,
            ffnLocal, activation);
        return;
    }
    if (scenario.memory.kernels == Kernels::Fused) {
        out.add(name, MEMLEDGER_TRANSLATABLE("Tensor", "fc1 output (gate and up, saved by the fused gated activation)"),
            {tokens, dims.b, 2 * ffnLocal}, dims.B);
        addLinearInput(out, dims, name, MEMLEDGER_TRANSLATABLE("Tensor", "down-projection input"), tokens, tokens,
            ffnLocal, activation);
        return;
    }
    if (scenario.arch.mlp == MlpKind::QuickGeGlu) {
        // transformers' GptOssExperts in eager PyTorch: both clamps keep the fc1 output (gate
        // and up are strided views of it), then the clamped gate, its sigmoid, their product,
        // up + 1, and their product for the down projection.
        out.add(name, MEMLEDGER_TRANSLATABLE("Tensor", "fc1 output (gate and up, kept by the clamps)"),
            {tokens, dims.b, 2 * ffnLocal}, dims.B);
        out.add(name, MEMLEDGER_TRANSLATABLE("Tensor", "clamped gate"), {tokens, dims.b, ffnLocal}, dims.B,
            kActivation, activation);
        out.add(name, MEMLEDGER_TRANSLATABLE("Tensor", "sigmoid output"), {tokens, dims.b, ffnLocal}, dims.B,
            kActivation, activation);
        out.add(name, MEMLEDGER_TRANSLATABLE("Tensor", "gate · sigmoid"), {tokens, dims.b, ffnLocal}, dims.B,
            kActivation, activation);
        out.add(name, MEMLEDGER_TRANSLATABLE("Tensor", "clamped up + 1"), {tokens, dims.b, ffnLocal}, dims.B,
            kActivation, activation);
        addLinearInput(out, dims, name, MEMLEDGER_TRANSLATABLE("Tensor", "down-projection input (GLU · (up + 1))"),
            tokens, tokens, ffnLocal, activation);
        return;
    }
    out.add(name, MEMLEDGER_TRANSLATABLE("Tensor", "gate output (SiLU input)"), {tokens, dims.b, ffnLocal}, dims.B);
    out.add(name, MEMLEDGER_TRANSLATABLE("Tensor", "SiLU output"), {tokens, dims.b, ffnLocal}, dims.B, kActivation,
        activation);
    out.add(name, MEMLEDGER_TRANSLATABLE("Tensor", "up output"), {tokens, dims.b, ffnLocal}, dims.B);
    addLinearInput(out, dims, name, MEMLEDGER_TRANSLATABLE("Tensor", "down-projection input (SiLU·up)"), tokens,
        tokens, ffnLocal, activation);
}

void addLora(InventoryBuilder& out, const Scenario& scenario, const Dims& dims, bool moeLayer)
{
    const auto& lora = scenario.memory.lora;
    if (!lora.enabled())
        return;
    // Q, K, V, O; latent attention adapts its down- and up-projections instead.
    const auto& mla = scenario.arch.mla;
    int matrices = mla.enabled() ? (mla.qLoraRank > 0 ? 5 : 4) : 4;
    if (!lora.attentionOnly && (!moeLayer || scenario.arch.moe.sharedExperts > 0))
        matrices += scenario.arch.gatedMlp() ? 3 : 2;
    out.add(MEMLEDGER_TRANSLATABLE("Tensor", "LoRA B"),
        MEMLEDGER_TRANSLATABLE("Tensor", "LoRA A output, per adapted linear"),
        {static_cast<double>(matrices), dims.s, dims.b, static_cast<double>(lora.rank)}, dims.B);
}

// Megatron-LM's router losses (router.py TopKRouter.routing @ d98e8a64): a load-balancing loss
// takes a second softmax of the logits (compute_routing_scores_for_aux_loss) and keeps its
// fp32 scores; the z-loss's logsumexp keeps the logits and its per-token result, in the
// router's dtype (--moe-router-dtype; router_gating_linear saves only its 16-bit input).
void addRouterLosses(InventoryBuilder& out, const Scenario& scenario, const Dims& dims)
{
    const ExpertRouting& moe = scenario.parallel.moe;
    if (scenario.framework != Framework::Megatron)
        return;
    const double experts = static_cast<double>(scenario.arch.moe.experts);
    if (moe.auxLoss)
        out.add(MEMLEDGER_TRANSLATABLE("Tensor", "router load-balancing loss"),
            MEMLEDGER_TRANSLATABLE("Tensor", "routing scores for the loss (fp32)"), {dims.sSp, dims.b, experts}, 4);
    if (moe.zLoss) {
        const double logits = moe.routerFp32 ? 4.0 : dims.B;
        out.add(MEMLEDGER_TRANSLATABLE("Tensor", "router z-loss"), MEMLEDGER_TRANSLATABLE("Tensor", "router logits"),
            {dims.sSp, dims.b, experts}, logits);
        out.add(MEMLEDGER_TRANSLATABLE("Tensor", "router z-loss"),
            MEMLEDGER_TRANSLATABLE("Tensor", "log-sum-exp of each token's logits"), {dims.sSp, dims.b, 1}, logits);
    }
}

// torchtitan's per-op selective checkpointing (selective_ac_option = "op") keeps the block
// input and the outputs of its save list: every other aten.mm in call order (the policy's
// counter restarts per block, so of a Llama block's wq, wk, wv, wo, w1, w3, w2 the odd ones:
// wq, wv, w1, w2; of a GPT block's qkv, proj, fc1, fc2: qkv and fc1), the flash and
// memory-efficient SDPA outputs with their fp32 log-sum-exp, and under sequence parallelism
// the reduce-scatter outputs. A row-parallel mm's output is a partial sum over the whole
// local sequence, so w2's is s·b·h even under TP. MoE layers: the router's mm is saved; the
// routed experts' grouped matmuls are not on the list, so they are recomputed.
// (pytorch/torchtitan @ 9a8cb98f1a85a1c842ae3217184fde2f0a5b3fc1 torchtitan/models/llama3/infra/parallelize.py
// _save_list and _get_custom_policy.)
double opPolicyKept(const Scenario& scenario, const Dims& dims, bool moeLayer)
{
    const auto& arch = scenario.arch;
    const bool llama = arch.block == BlockStyle::Llama;
    const double tokens = dims.s * dims.b;
    const double reduceScatter = scenario.parallel.sp ? dims.sSp * dims.b * dims.h * dims.B : 0.0;
    double kept = dims.sSp * dims.b * dims.h * dims.stream;
    kept += llama ? tokens * (dims.headsLocal + dims.kvLocal) * dims.d * dims.B
                  : tokens * (dims.headsLocal + 2 * dims.kvLocal) * dims.d * dims.B;
    kept += reduceScatter;
    if (scenario.memory.attention == Attention::Flash)
        kept += tokens * dims.headsLocal * dims.d * dims.B + 4 * dims.b * dims.headsLocal * dims.s;
    if (moeLayer) {
        kept += tokens * arch.moe.experts * dims.B;
        return kept;
    }
    kept += tokens * static_cast<double>(arch.ffn) / dims.t * dims.B;
    kept += llama ? tokens * dims.h * dims.B : 0.0;
    return kept + reduceScatter;
}

}  // namespace

double keptByPartialPolicy(const LayerInventory& inventory, Recompute mode)
{
    switch (mode) {
    case Recompute::Selective: return inventory.total - inventory.selectiveDrops;
    case Recompute::Op: return std::min(inventory.opKept, inventory.total);
    default: return inventory.total;
    }
}

double activationBytes(Precision precision) { return precision == Precision::Fp32 ? 4.0 : 2.0; }

const char* tensorKindId(TensorKind kind)
{
    static constexpr const char* kIds[] = {"activation", "mask", "statistic"};
    return kIds[static_cast<int>(kind)];
}

LayerInventory layerInventory(const Scenario& scenario, bool moeLayer)
{
    const auto& arch = scenario.arch;
    const auto& par = scenario.parallel;
    const double t = std::max(1, par.tp);
    Dims dims;
    dims.s = static_cast<double>(scenario.training.seq) / std::max(1, par.cp);
    dims.sSp = par.sp ? dims.s / t : dims.s;
    dims.sLinearIn = savesGatheredSequence(scenario) ? dims.s : dims.sSp;
    dims.b = static_cast<double>(scenario.training.microBatch);
    dims.h = static_cast<double>(arch.hidden);
    dims.headsLocal = arch.heads / t;
    dims.kvLocal = std::max(1.0, arch.kvHeads / t);
    dims.d = static_cast<double>(arch.resolvedHeadDim());
    dims.t = t;
    dims.B = activationBytes(scenario.training.precision);
    dims.stream = scenario.training.precision == Precision::Bf16Amp ? 4.0 : dims.B;
    dims.recipe = scenario.training.fp8Recipe;

    LayerInventory inventory;
    inventory.tensors.reserve(24);
    // What selective recomputation drops: the modules the scenario names.
    const unsigned recomputed = recomputedModules(scenario.memory.recomputeModules);
    InventoryBuilder out(inventory, dims.B == 4 ? "fp32" : scenario.training.precision == Precision::Fp16Mixed ? "fp16" : "bf16",
        recomputed);
    addAttention(out, scenario, dims);
    addNorm(out, scenario, dims, MEMLEDGER_TRANSLATABLE("Tensor", "MLP norm"));
    // Megatron fuses a dense MLP's norm into fc1, whose saved input the mlp module drops with
    // the rest; an MoE layer's norm stands apart (the router reads it), and layernorm discards
    // its output.
    // The router is no quantizing linear: an MoE layer's norm output stays 16-bit.
    if (moeLayer)
        out.add(MEMLEDGER_TRANSLATABLE("Tensor", "router and expert dispatch"), linearInputName(dims),
            {dims.sLinearIn, dims.b, dims.h}, dims.B, TensorKind::Activation, kRecomputeLayernorm);
    else
        addLinearInput(out, dims, MEMLEDGER_TRANSLATABLE("Tensor", "MLP fc1 / gate and up"), linearInputName(dims),
            dims.sLinearIn, dims.sSp, dims.h, kRecomputeMlp);
    if (!moeLayer) {
        const InventoryBuilder::Within mlp(out, kRecomputeMlp);
        addMlp(out, scenario, dims, dims.s, static_cast<double>(arch.ffn) / t, MEMLEDGER_TRANSLATABLE("Tensor", "MLP"));
    } else {
        const InventoryBuilder::Within moe(out, kRecomputeMoe);
        const double k = arch.moe.topK;
        const double expertFfn = static_cast<double>(arch.moe.expertFfn);
        // A rank's experts see the tokens of its expert-TP group: under SP each rank routes
        // its s/t shard and the dispatcher gathers the shards over the ETP ranks
        // (token_dispatcher.py, gather over tp_ep / ETP); without SP (TP 1, or ETP = TP)
        // every rank already holds all s. Top-k rows per token when routing is balanced;
        // the busiest EP rank receives the routing multiple of them (expert_routing.h).
        const double etp = par.expertTp();
        const double rows = k * (par.sp ? dims.sSp * etp : dims.s) * routedLoad(scenario).multiple;
        // The router scores the tokens the layer holds: under SP, its s/t shard (the
        // dispatcher gathers them afterwards).
        const double experts = static_cast<double>(arch.moe.experts);
        out.add(MEMLEDGER_TRANSLATABLE("Tensor", "router softmax"),
            MEMLEDGER_TRANSLATABLE("Tensor", "routing probabilities (fp32)"), {dims.sSp, dims.b, experts}, 4);
        addRouterLosses(out, scenario, dims);
        // The permuted tokens are what the experts' first grouped linear saves.
        addLinearInput(out, dims, MEMLEDGER_TRANSLATABLE("Tensor", "expert dispatch"),
            MEMLEDGER_TRANSLATABLE("Tensor", "permuted tokens (top-k copies)"), rows, rows, dims.h);
        addMlp(out, scenario, dims, rows, expertFfn / etp, MEMLEDGER_TRANSLATABLE("Tensor", "routed experts"),
            kRecomputeMoeActivation);
        // Weighting each expert's output by its routing probability keeps the output for the
        // probabilities' gradient. Megatron-LM multiplies the probabilities inside the
        // activation instead (experts.py bias_act_func, weighted_bias_swiglu_impl; MCore 0.13),
        // and its unpermute keeps nothing.
        if (scenario.framework != Framework::Megatron)
            out.add(MEMLEDGER_TRANSLATABLE("Tensor", "expert combine"),
                MEMLEDGER_TRANSLATABLE("Tensor", "expert outputs (weighted by routing probabilities)"),
                {rows, dims.b, dims.h}, dims.B);
        // Shared experts are split by attention's TP, as a dense MLP.
        if (arch.moe.sharedExperts > 0) {
            const InventoryBuilder::Within shared(out, kRecomputeSharedExperts);
            // Their fc1 reads the router's norm output: quantizing, it saves a copy of its own.
            if (dims.recipe != Fp8Recipe::Off)
                addLinearInput(out, dims, MEMLEDGER_TRANSLATABLE("Tensor", "shared experts"),
                    MEMLEDGER_TRANSLATABLE("Tensor", "fc1 input (norm output, quantized)"), dims.sSp, dims.sSp, dims.h);
            addMlp(out, scenario, dims, dims.s, arch.moe.sharedExperts * expertFfn / t,
                MEMLEDGER_TRANSLATABLE("Tensor", "shared experts"));
        }
    }
    // ... and the MLP's output (a fourth norm).
    if (scenario.arch.layerNorms >= 4)
        addNorm(out, scenario, dims, MEMLEDGER_TRANSLATABLE("Tensor", "MLP output norm"));
    // Llama-style blocks apply dropout to attention probabilities only.
    if (arch.dropout > 0 && arch.block == BlockStyle::Gpt)
        out.add(MEMLEDGER_TRANSLATABLE("Tensor", "hidden dropout (MLP)"), MEMLEDGER_TRANSLATABLE("Tensor", "mask"),
            {dims.sSp, dims.b, dims.h}, 1, TensorKind::Mask);
    addLora(out, scenario, dims, moeLayer);
    out.settleWorkingSet();
    inventory.checkpoint = dims.sSp * dims.b * dims.h * dims.stream;
    // The save list is read for ordinary attention's matmuls; with latent attention the
    // policy is refused (validation.cpp), and nothing is claimed.
    inventory.opKept = scenario.arch.mla.enabled() ? 0.0 : opPolicyKept(scenario, dims, moeLayer);
    return inventory;
}

}  // namespace memledger::model
