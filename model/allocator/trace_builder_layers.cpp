// One micro-batch through one chunk of the stage: the embedding, each layer's saved and
// recomputed tensors, the gradients flowing back through them, and the loss.
#include <algorithm>
#include <cmath>
#include <string_view>

#include "model/allocator/trace_builder.h"
#include "model/ledger/router_loss_terms.h"

namespace memledger::model::detail {

namespace {

std::uint64_t bytes(double value) { return static_cast<std::uint64_t>(std::llround(value)); }

}  // namespace

std::uint64_t TraceBuilder::residualBytes() const { return bytes(m_step.dense->checkpoint); }

// ZeRO-3 and FSDP gather a layer's parameters on the collective stream before using it;
// FSDP's term holds two units (the current and the prefetched), DeepSpeed's one module.
std::uint64_t TraceBuilder::gatheredUnit(int layer)
{
    const Term* gathered = term("gathered_params");
    const double units = m_profile.gathered == GatheredParams::TransformerUnit ? 2 : 1;
    return m_write.malloc(bytes(gathered->bytes / units), {Category::Temporaries, layer, -1, "unsharded parameters",
                                                           gathered->label},
                          kCollectiveStream);
}

std::uint64_t TraceBuilder::allocateSaved(int microBatch, int layer, const SavedTensor& tensor)
{
    return m_write.malloc(bytes(tensor.bytes), {Category::Activations, layer, microBatch, tensor.op, tensor.tensor});
}

std::uint64_t TraceBuilder::allocateCheckpoint(int microBatch, int layer)
{
    return m_write.malloc(residualBytes(), {Category::Activations, layer, microBatch, "checkpoint",
                                            "layer input kept for recomputation"});
}

void TraceBuilder::keepInventory(int microBatch, const LayerPlan& plan, LayerHold& hold, bool recomputing)
{
    std::vector<std::uint64_t> transient;
    for (const SavedTensor& tensor : inventory(plan).tensors) {
        if (tensor.bytes <= 0)
            continue;
        // Backward recomputes what forward dropped: everything under checkpointing, the
        // attention core under selective recomputation.
        const bool recomputed =
            plan.keep == Keep::Checkpoint || (plan.keep == Keep::AllButCore && tensor.droppedBySelective);
        if (recomputing && !recomputed)
            continue;
        const std::uint64_t id = allocateSaved(microBatch, plan.layer, tensor);
        if (recomputing || !recomputed)
            hold.saved.push_back({id, &tensor});
        else
            transient.push_back(id);
    }
    for (std::uint64_t id : transient)
        m_write.free(id);
}

// torchtune's OffloadActivations copies each saved tensor to the host as forward saves it
// and frees the GPU copy once five later tensors have been offloaded (max_fwd_stash_size).
void TraceBuilder::stashForOffload(LayerHold& hold)
{
    constexpr std::size_t kStash = 5;
    for (std::size_t i = 0; i < hold.saved.size(); ++i)
        m_offloadStash.push_back({&hold, static_cast<int>(i)});
    if (hold.checkpoint)
        m_offloadStash.push_back({&hold, -1});
    while (m_offloadStash.size() > kStash) {
        const Stashed oldest = m_offloadStash.front();
        m_offloadStash.pop_front();
        if (oldest.index < 0) {
            m_write.free(oldest.hold->checkpoint);
            oldest.hold->checkpointOnHost = true;
        } else {
            Held& held = oldest.hold->saved[static_cast<std::size_t>(oldest.index)];
            m_write.free(held.id);
            held.onHost = true;
        }
    }
}

// Before its backward, a layer's offloaded tensors are copied back; those still in the
// stash never left.
void TraceBuilder::fetch(int microBatch, int layer, LayerHold& hold)
{
    std::erase_if(m_offloadStash, [&](const Stashed& stashed) { return stashed.hold == &hold; });
    for (Held& held : hold.saved)
        if (held.onHost) {
            held.id = allocateSaved(microBatch, layer, *held.tensor);
            held.onHost = false;
        }
    if (hold.checkpointOnHost) {
        hold.checkpoint = allocateCheckpoint(microBatch, layer);
        hold.checkpointOnHost = false;
    }
}

void TraceBuilder::layerForward(int microBatch, const LayerPlan& plan, int chunkLast)
{
    LayerHold& hold = m_held[{microBatch, plan.layer}];
    const bool gathered = term("gathered_params") != nullptr;
    if (gathered) {
        if (!m_gathered.contains(plan.layer))
            m_gathered[plan.layer] = gatheredUnit(plan.layer);
        const int next = plan.layer + 1;
        if (m_profile.gathered == GatheredParams::TransformerUnit && localIndex(next) >= 0 && localIndex(next) <= chunkLast)
            m_gathered[next] = gatheredUnit(next);
    }
    if (const Term* cache = term("autocast_weight_cache")) {
        const Where where{plan.layer, false};
        hold.cast = allocateShares(*cache, Covers::Linear, &where);
    }
    if (plan.keep == Keep::Checkpoint && plan.layer == plan.groupFirst)
        hold.checkpoint = allocateCheckpoint(microBatch, plan.layer);
    if (m_scenario.memory.recompute == Recompute::Op) {
        // What per-op recomputation saves besides the block input: the save list's op outputs.
        const LayerInventory& layer = inventory(plan);
        hold.opOutputs = m_write.malloc(bytes(layer.opKept - layer.checkpoint),
                                        {Category::Activations, plan.layer, microBatch, "saved op outputs",
                                         "outputs of the per-op policy's save list"});
    }
    keepInventory(microBatch, plan, hold, false);
    if (m_scenario.memory.offload.activations != OffloadTarget::None)
        stashForOffload(hold);
    if (gathered) {
        m_write.free(m_gathered[plan.layer]);
        m_gathered.erase(plan.layer);
    }
}

void TraceBuilder::layerBackward(int microBatch, const LayerPlan& plan, std::uint64_t& flowing)
{
    LayerHold& hold = m_held[{microBatch, plan.layer}];
    if (plan.keep == Keep::Checkpoint && plan.layer == plan.groupLast) {
        fetch(microBatch, plan.groupFirst, m_held[{microBatch, plan.groupFirst}]);
        for (int layer = plan.groupFirst; layer <= plan.groupLast; ++layer)
            keepInventory(microBatch, m_layers[static_cast<std::size_t>(localIndex(layer))],
                          m_held[{microBatch, layer}], true);
    } else {
        fetch(microBatch, plan.layer, hold);
        if (plan.keep == Keep::AllButCore)
            keepInventory(microBatch, plan, hold, true);
    }
    std::uint64_t params = 0;
    std::uint64_t unsharded = 0;
    if (const Term* grads = term("gathered_grads")) {
        // Without resharding after forward the unit is still whole (the unsharded_params term).
        if (term("gathered_params"))
            params = gatheredUnit(plan.layer);
        unsharded = m_write.malloc(bytes(grads->bytes), {Category::Temporaries, plan.layer, microBatch,
                                                         "unsharded gradients", grads->label},
                                   kCollectiveStream);
    }
    // The token dispatcher's rows in flight while an MoE layer's gradients are exchanged.
    std::uint64_t dispatch = 0;
    if (const Term* rows = term("moe_dispatch"); rows && plan.moe)
        dispatch = m_write.malloc(bytes(rows->bytes),
                                  {Category::Temporaries, plan.layer, microBatch, "token dispatch", rows->label});
    allocateGradients({plan.layer, false});
    // The gradient of the layer's input is made while the incoming one is still alive, and
    // each saved activation's gradient while the previous one is (2·x_in + 2·T_max at most).
    const std::uint64_t input = m_write.malloc(residualBytes(), {Category::Temporaries, plan.layer, microBatch,
                                                                 "residual stream", "gradient of the layer input"});
    std::uint64_t previous = 0;
    for (auto it = hold.saved.rbegin(); it != hold.saved.rend(); ++it) {
        if (it->tensor->kind == TensorKind::Activation) {
            const std::uint64_t gradient = m_write.malloc(
                bytes(it->tensor->bytes), {Category::Temporaries, plan.layer, microBatch, it->tensor->op, "gradient"});
            if (previous)
                m_write.free(previous);
            previous = gradient;
        }
        m_write.free(it->id);
    }
    if (previous)
        m_write.free(previous);
    m_write.free(flowing);
    flowing = input;
    if (unsharded)
        m_write.free(unsharded);
    if (dispatch)
        m_write.free(dispatch);
    if (params)
        m_write.free(params);
    for (std::uint64_t id : hold.cast)
        m_write.free(id);
    if (hold.checkpoint)
        m_write.free(hold.checkpoint);
    if (hold.opOutputs)
        m_write.free(hold.opOutputs);
    m_held.erase({microBatch, plan.layer});
}

void TraceBuilder::lossForward(int microBatch)
{
    MicroBatchHold& hold = m_microBatches[microBatch];
    if (const Term* cache = term("autocast_weight_cache")) {
        const Where head{-1, true};
        hold.head = allocateShares(*cache, Covers::Linear, &head);
    }
    if (const Term* head = term("activations_head")) {
        const double norm = varValue(*head, "N_norm");
        hold.head.push_back(m_write.malloc(bytes(norm), {Category::Activations, -1, microBatch, "final norm",
                                                         "saved by the norm"}));
        hold.head.push_back(m_write.malloc(bytes(head->bytes - norm), {Category::Activations, -1, microBatch,
                                                                       "LM head", "input"}));
    }
    std::vector<std::uint64_t> logits;
    if (const Term* transient = term("logits_transient"); transient && transient->bytes > 0) {
        // 16-bit logits (2 bytes per logit), then the loss's fp32 copy (all of it, or one chunk's).
        const double sixteenBit =
            std::min(transient->bytes, 2 * varValue(*transient, "s") * varValue(*transient, "b") * varValue(*transient, "V") /
                                           std::max(1.0, varValue(*transient, "t")));
        logits.push_back(
            m_write.malloc(bytes(sixteenBit), {Category::Temporaries, -1, microBatch, "logits", "16-bit"}));
        if (transient->bytes > sixteenBit)
            logits.push_back(m_write.malloc(bytes(transient->bytes - sixteenBit),
                                            {Category::Temporaries, -1, microBatch, "logits", "fp32 copy"}));
    }
    if (const Term* loss = term("activations_loss"))
        hold.loss = m_write.malloc(bytes(loss->bytes), {Category::Activations, -1, microBatch, "loss", loss->label});
    // transformers' balancing loss runs next, beside the 16-bit logits the model returns: the
    // cross-entropy's fp32 copy is gone, the loss's own tensors come and go.
    if (const Term* balancing = term("router_loss_transient")) {
        if (logits.size() > 1) {
            m_write.free(logits.back());
            logits.pop_back();
        }
        logits.push_back(m_write.malloc(bytes(balancingLossTensors(*balancing)),
                                        {Category::Temporaries, -1, microBatch, "balancing loss", balancing->label}));
    }
    for (std::uint64_t id : logits)
        m_write.free(id);
}

// The loss's backward, chunk by chunk for a chunked loss: unfused, nll_loss's fp32
// gradient and log_softmax's fp32 gradient of the logits exist together, then the 16-bit
// cast for the output layer; fused, the gradient is written into the saved softmax and only
// the cast is new. Then the gradient of the head's input.
std::uint64_t TraceBuilder::lossBackward(int microBatch)
{
    MicroBatchHold& hold = m_microBatches[microBatch];
    std::uint64_t sixteenBit = 0;
    const Term* gradient = term("loss_gradient");
    if (gradient && m_scenario.training.loss == Loss::SelectiveLogSoftmax) {
        // TRL's selective_log_softmax: the sequences' gradients take their kept log-softmax's
        // place one by one, then unbind stacks them into the gradient of the logits, the term's
        // last B·s·b·V/t; at its peak the kept tensors and the whole term are counted at once,
        // as the ledger counts them.
        const double rows = varValue(*gradient, "B") * varValue(*gradient, "s") * varValue(*gradient, "b") *
                            varValue(*gradient, "V") / std::max(1.0, varValue(*gradient, "t"));
        const double beside = gradient->bytes - rows;
        const std::uint64_t perRow = beside > 0 ? m_write.malloc(bytes(beside), {Category::Temporaries, -1, microBatch,
                                                                                 "gradient of the log-probabilities",
                                                                                 "rows"})
                                                : 0;
        sixteenBit = m_write.malloc(bytes(rows), {Category::Temporaries, -1, microBatch, "gradient of the logits",
                                                  "stacked rows"});
        if (hold.loss)
            m_write.free(hold.loss);
        hold.loss = 0;
        if (perRow)
            m_write.free(perRow);
    } else if (gradient) {
        const double perChunk = varValue(*gradient, "s") * varValue(*gradient, "b") * varValue(*gradient, "V") /
                                std::max(1.0, varValue(*gradient, "t")) / std::max(1.0, varValue(*gradient, "n"));
        const int chunks = static_cast<int>(std::max(1.0, varValue(*gradient, "n")));
        const bool fused = m_scenario.training.loss == Loss::Fused;
        for (int chunk = 0; chunk < chunks; ++chunk) {
            std::uint64_t logits = 0;
            if (!fused) {
                const std::uint64_t logProbs = m_write.malloc(bytes(4 * perChunk), {Category::Temporaries, -1,
                                               microBatch, "gradient of the log-probabilities", "fp32"});
                logits = m_write.malloc(bytes(4 * perChunk), {Category::Temporaries, -1, microBatch,
                                                              "gradient of the logits", "fp32"});
                m_write.free(logProbs);
            }
            if (sixteenBit)
                m_write.free(sixteenBit);
            sixteenBit = m_write.malloc(bytes(2 * perChunk), {Category::Temporaries, -1, microBatch,
                                                              "gradient of the logits", "16-bit"});
            if (logits)
                m_write.free(logits);
        }
    }
    if (hold.loss)
        m_write.free(hold.loss);
    allocateGradients({-1, true});
    const std::uint64_t input = m_write.malloc(residualBytes(), {Category::Temporaries, -1, microBatch,
                                                                 "residual stream", "gradient of the head input"});
    if (sixteenBit)
        m_write.free(sixteenBit);
    for (std::uint64_t id : hold.head)
        m_write.free(id);
    hold.head.clear();
    hold.loss = 0;
    return input;
}

void TraceBuilder::forwardUnit(const ScheduleUnit& unit)
{
    const auto [first, last] = m_chunks[static_cast<std::size_t>(unit.chunk)];
    if (unit.chunk == 0)
        if (const Term* embedding = term("activations_embedding"))
            m_microBatches[unit.microBatch].embedding =
                m_write.malloc(bytes(embedding->bytes / std::max(1.0, varValue(*embedding, "n_mb"))),
                               {Category::Activations, -1, unit.microBatch, "embedding", embedding->label});
    for (int i = first; i <= last; ++i)
        layerForward(unit.microBatch, m_layers[static_cast<std::size_t>(i)], last);
    if (unit.chunk + 1 == static_cast<int>(m_chunks.size()) && term("activations_loss"))
        lossForward(unit.microBatch);
}

void TraceBuilder::backwardUnit(const ScheduleUnit& unit)
{
    const auto [first, last] = m_chunks[static_cast<std::size_t>(unit.chunk)];
    std::uint64_t flowing = 0;
    if (unit.chunk + 1 == static_cast<int>(m_chunks.size()) && term("activations_loss"))
        flowing = lossBackward(unit.microBatch);
    else
        flowing = m_write.malloc(residualBytes(), {Category::Temporaries, -1, unit.microBatch, "residual stream",
                                                   "gradient received from the next stage"});
    for (int i = last; i >= first; --i)
        layerBackward(unit.microBatch, m_layers[static_cast<std::size_t>(i)], flowing);
    m_write.free(flowing);
    if (unit.chunk == 0 && m_holdsEmbedding)
        allocateGradients({-1, false});
    if (unit.chunk == 0 || m_chunksEndMicroBatches) {
        const MicroBatchHold& hold = m_microBatches[unit.microBatch];
        if (hold.embedding)
            m_write.free(hold.embedding);
        m_microBatches.erase(unit.microBatch);
    }
}

}  // namespace memledger::model::detail
