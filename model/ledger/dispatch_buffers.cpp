#include "model/ledger/dispatch_buffers.h"

#include <algorithm>

#include "model/core/expert_routing.h"
#include "model/core/sources.h"
#include "model/core/translatable.h"

namespace memledger::model::detail {

// The token dispatcher's own memory on a stage with MoE layers: what it keeps, and what it
// holds besides the layer's saved activations while tokens move (docs/model.md#expert-routing).
void addDispatchBuffers(const EstimateContext& context, const StageShape& shape, StageSink& sink)
{
    const auto& scenario = context.scenario;
    const auto& par = scenario.parallel;
    const auto& moe = scenario.arch.moe;
    const double group = static_cast<double>(par.ep) * par.expertTp();
    if (!moe.isMoe() || group <= 1 || (shape.moeLayers == 0 && !(shape.mtpLayers > 0 && shape.mtpMoe)))
        return;
    const RoutedLoad& load = context.routing;
    const double h = static_cast<double>(scenario.arch.hidden);
    const double width = activationBytes(scenario.training.precision);
    const double k = moe.topK;
    switch (par.moe.dispatcher) {
    case MoeDispatcher::AllToAll: {
        // The sender permutes its tokens into k rows each before the all-to-all (dropless:
        // static, num_tokens·topk); with a capacity the experts take at most E·cap of them.
        const double full = moe.experts * load.capacity;
        const double rows = load.capacity <= 0 ? k * load.tokens
                            : load.padded      ? full
                                               : std::min(k * load.tokens, full);
        Term send = makeTerm("moe_dispatch", MEMLEDGER_TRANSLATABLE("Term", "Token dispatch: the all-to-all's send rows"),
            Category::Temporaries, Provenance::Estimated, rows * h * width, "r_send·h·B", sources::kAllToAllDispatcher,
            MEMLEDGER_TRANSLATABLE("Term",
                "Before the all-to-all a rank copies each of its tokens once per chosen expert; the copy lives "
                "beside the rows received for its own experts (counted with the layer's activations), in the "
                "MoE layer's forward and again, as gradients, in its backward."),
            kLiveLayersBackward);
        send.with("r_send", rows).with("h", h).with("B", width);
        sink.gpu.terms.push_back(send);
        return;
    }
    case MoeDispatcher::AllGather: {
        // Every token of the EP×ETP group is gathered into Megatron's global memory buffer,
        // which is allocated once and kept; combining reduce-scatters a tensor as large.
        const double gathered = group * load.tokens * h * width;
        Term kept = makeTerm("moe_gathered_tokens",
            MEMLEDGER_TRANSLATABLE("Term", "All-gathered tokens (Megatron's global buffer)"), Category::Temporaries,
            Provenance::Exact, gathered, "g·T_r·h·B", sources::kAllGatherDispatcher,
            MEMLEDGER_TRANSLATABLE("Term",
                "The all-gather dispatcher gathers every token of the EP×ETP group into one buffer that Megatron "
                "allocates at the first MoE layer and keeps for the run; all-to-all sends only the tokens a rank's "
                "experts need."),
            kLiveAlways);
        kept.with("g", group).with("T_r", load.tokens).with("h", h).with("B", width);
        sink.gpu.terms.push_back(kept);
        Term combine = makeTerm("moe_dispatch",
            MEMLEDGER_TRANSLATABLE("Term", "Token combine: the group's tokens before reduce-scatter"),
            Category::Temporaries, Provenance::Estimated, gathered, "g·T_r·h·B", sources::kAllGatherDispatcher,
            MEMLEDGER_TRANSLATABLE("Term",
                "The experts' outputs are unpermuted into a tensor of every token of the group and reduce-scattered "
                "back; in backward the gradients take the same path the other way."),
            kLiveLayersBackward);
        combine.with("g", group).with("T_r", load.tokens).with("h", h).with("B", width);
        sink.gpu.terms.push_back(combine);
        return;
    }
    case MoeDispatcher::DeepEp: {
        const DeepEpBuffers buffers = deepEpBuffers(static_cast<int>(group), h * std::max(width, 2.0));
        Term fixed = makeTerm("deepep_buffers", MEMLEDGER_TRANSLATABLE("Term", "DeepEP communication buffers"),
            Category::Temporaries, Provenance::Exact, buffers.total(), "NVL + RDMA + W_ep", sources::kDeepEpBuffers,
            MEMLEDGER_TRANSLATABLE("Term",
                "Allocated once by DeepEP itself, outside PyTorch's allocator: an NVLink buffer, an RDMA buffer on "
                "the NVSHMEM heap across nodes (more than 8 ranks) and a 32 MiB workspace, sized for 20 SMs and up "
                "to 128 top-k slots per token. NVSHMEM's own heap reservation beyond the buffer is not counted."),
            kLiveAlways);
        fixed.outsideAllocator = true;
        fixed.with("NVL", buffers.nvl).with("RDMA", buffers.rdma).with("W_ep", buffers.workspace);
        sink.gpu.terms.push_back(fixed);
        // DeepEP delivers each token once per destination rank; the experts' permutation
        // then expands it to one row per chosen expert: at most the rows the experts get.
        const double received = k * load.tokens * par.expertTp() * load.multiple;
        Term recv = makeTerm("moe_dispatch", MEMLEDGER_TRANSLATABLE("Term", "Token dispatch: DeepEP's received tokens"),
            Category::Temporaries, Provenance::Estimated, received * h * width, "R_rows·h·B", sources::kDeepEpBuffers,
            MEMLEDGER_TRANSLATABLE("Term",
                "The tokens DeepEP hands a rank before they are permuted into one row per expert: at most the "
                "routed rows, fewer when a token chose several of the rank's experts."),
            kLiveLayersBackward);
        recv.with("R_rows", received).with("h", h).with("B", width);
        sink.gpu.terms.push_back(recv);
        return;
    }
    }
}

}  // namespace memledger::model::detail
