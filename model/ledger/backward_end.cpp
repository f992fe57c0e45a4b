// The end of backward (docs/model.md#instants-and-the-peak): the first layer's backward, net of
// the gradients it has not made yet.
#include "model/ledger/backward_end.h"

#include <algorithm>

#include "model/core/sources.h"
#include "model/core/translatable.h"
#include "model/ledger/activation_terms.h"

namespace memledger::model::detail {

namespace {

double termBytesOf(const StageLedger& gpu, const char* id)
{
    const Term* term = findTerm(gpu, id);
    return term ? term->bytes : 0.0;
}

// Gradients backward allocates as it reaches their parameters: held at its end, not at the
// end of forward (no buffer, no accumulation).
double gradientsMadeInBackward(const StageLedger& gpu)
{
    double bytes = 0;
    for (const Term& term : gpu.terms)
        if (term.category == Category::Gradients && term.liveAtInstant(Instant::BackwardEnd) &&
            !term.liveAtInstant(Instant::ForwardEnd))
            bytes += term.bytes;
    return bytes;
}

// Parameters on one rank whose gradients backward makes last: the stage's first layer's
// (dense or with experts, StageShape::firstLayerMoe) and, on
// the first stage, the input embedding's unless the output layer's backward, which runs first,
// already made it (tied on one stage).
double paramsMadeLast(const EstimateContext& context, const StageShape& shape)
{
    const auto& p = context.params;
    const auto& par = context.scenario.parallel;
    const double t = par.tp;
    const bool moe = shape.firstLayerMoe;
    const LayerParams& layer = moe ? p.moe : p.dense;
    double params = (layer.attention + layer.mlp) / t + layer.norms + layer.latent + layer.router;
    if (moe)
        params += layer.routedExperts / (par.ep * static_cast<double>(par.expertTp()));
    const bool embeddingLast = !context.scenario.arch.tiedEmbeddings || par.pp > 1;
    if (shape.first && embeddingLast)
        params += p.embedding / t + p.positions;
    return params;
}

}  // namespace

// With gradients made in backward the step holds its most between two moments: at the last
// layer's backward every layer's activations and few gradients, at the first layer's every
// gradient but that layer's and the input embedding's, beside the first layer's saved tensors,
// its recomputed group and the backward working set. Once the first layer is done its working
// set is gone and its gradients exist: the optimizer step holds at least that much.
void addBackwardEnd(const EstimateContext& context, const StageShape& shape, StageSink& sink)
{
    const Term* layers = findTerm(sink.gpu, "activations_layers");
    if (shape.layers <= 0 || layers == nullptr)
        return;
    const bool moe = shape.firstLayerMoe;
    const double kept = std::min(keptByOneLayer(context, moe), layers->bytes);
    const double recomputed = termBytesOf(sink.gpu, "recompute_working_set");
    const double working = termBytesOf(sink.gpu, "backward_working_set");
    const double stageParams = shape.nonExpertParams + shape.expertParams;
    const double late = stageParams > 0 ? gradientsMadeInBackward(sink.gpu) * paramsMadeLast(context, shape) / stageParams : 0.0;
    Term term = makeTerm("backward_end_first_layer",
        MEMLEDGER_TRANSLATABLE("Term", "The first layer's backward (end of backward)"), Category::Activations,
        Provenance::Estimated, std::max(0.0, kept + recomputed + working - late), "max(0, A_1 + R + W − G_late)",
        sources::kGradientLifetime,
        MEMLEDGER_TRANSLATABLE("Term",
            "At the end of backward every other layer's saved tensors are freed and the gradients backward "
            "makes exist, except the first layer's own and the input embedding's, which come as it "
            "finishes: its saved tensors, recomputed group and working set, less those gradients (their "
            "share of the stage's parameters). Measured on an H100 and an H200 (docs/validation-h100-frontier.md)."),
        kLiveBackwardEnd);
    term.with("A_1", kept).with("R", recomputed).with("W", working).with("G_late", late);
    sink.gpu.terms.push_back(term);
}

}  // namespace memledger::model::detail
