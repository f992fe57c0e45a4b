#include "model/ledger/router_loss_terms.h"

#include <algorithm>

#include "model/activations/activations.h"
#include "model/core/sources.h"
#include "model/core/translatable.h"

namespace memledger::model::detail {

namespace {

// What the loss reads: a router logit per token, MoE layer and expert, and k choices a token.
struct RoutedTokens {
    double s = 0;        // tokens of a sequence on the rank
    double b = 0;        // sequences of the micro-batch
    double layers = 0;   // L_moe
    double experts = 0;  // E
    double topK = 0;     // k
    double width = 0;    // B: the router logits' bytes (the gate is a linear in the model's dtype)
    double tokens() const { return s * b * layers; }
};

RoutedTokens routedTokens(const Scenario& scenario, const StageShape& shape)
{
    return {static_cast<double>(scenario.training.seq) / std::max(1, scenario.parallel.cp),
            static_cast<double>(scenario.training.microBatch), static_cast<double>(shape.moeLayers),
            static_cast<double>(scenario.arch.moe.experts), static_cast<double>(std::max(1, scenario.arch.moe.topK)),
            activationBytes(scenario.training.precision)};
}

Term& withLogits(Term& term, const RoutedTokens& r)
{
    return term.with("L_moe", r.layers).with("s", r.s).with("b", r.b).with("E", r.experts).with("B", r.width);
}

}  // namespace

double balancingLossTensors(const Term& transient)
{
    const double experts = varValue(transient, "E");
    const double topK = varValue(transient, "k");
    const double width = varValue(transient, "B");
    return varValue(transient, "L_moe") * varValue(transient, "s") * varValue(transient, "b") *
           (experts * width + topK * (width + 8) + 12 * topK * experts);
}

bool runsTransformersBalancingLoss(const Scenario& scenario)
{
    return scenario.arch.moe.isMoe() && scenario.parallel.moe.auxLoss && scenario.framework != Framework::Megatron;
}

void addRouterLossTerms(const EstimateContext& context, const StageShape& shape, const Term& logitsTransient,
                        StageSink& sink)
{
    const Scenario& scenario = context.scenario;
    if (!runsTransformersBalancingLoss(scenario) || !shape.last || shape.moeLayers == 0)
        return;
    const RoutedTokens r = routedTokens(scenario, shape);
    const double logits = r.tokens() * r.experts * r.width;

    Term kept = makeTerm("router_logits_returned", MEMLEDGER_TRANSLATABLE("Term", "Router logits returned for the balancing loss"),
        Category::Temporaries, Provenance::Exact, logits, "L_moe·s·b·E·B", sources::kHfLoadBalancingLoss,
        MEMLEDGER_TRANSLATABLE("Term",
            "With output_router_logits every MoE layer returns its router logits, which the model's output holds "
            "until the loss is computed at the end of the forward; freed with the output, before backward."),
        kLiveForward);
    withLogits(kept, r);
    sink.gpu.terms.push_back(kept);

    Term probabilities = makeTerm("router_loss_probabilities",
        MEMLEDGER_TRANSLATABLE("Term", "Balancing loss: softmax of every layer's router logits"), Category::Activations,
        Provenance::Exact, logits, "L_moe·s·b·E·B", sources::kHfLoadBalancingLoss,
        MEMLEDGER_TRANSLATABLE("Term",
            "load_balancing_loss_func's softmax over the concatenated logits of all MoE layers, saved for its "
            "backward, which runs first in backward."),
        kLiveForward | kLiveLossBackward);
    withLogits(probabilities, r);
    sink.gpu.terms.push_back(probabilities);

    // At the balancing loss, after the cross-entropy freed its fp32 copy: the concatenated
    // logits, the top-k values and int64 indices, the int64 one-hot mask and its fp32 copy,
    // beside the 16-bit logits the model returns. The term is what that moment holds beyond
    // the cross-entropy's own transient (the end of the forward is the larger of the two).
    const double sixteenBit =
        std::min(logitsTransient.bytes, 2 * varValue(logitsTransient, "s") * varValue(logitsTransient, "b") *
                                            varValue(logitsTransient, "V") /
                                            std::max(1.0, varValue(logitsTransient, "t")));
    Term transient = makeTerm("router_loss_transient",
        MEMLEDGER_TRANSLATABLE("Term", "Balancing loss: concatenated logits and one-hot expert mask"),
        Category::Temporaries, Provenance::Exact, 0,
        "max(0, X_16 + L_moe·s·b·(E·B + k·(B + 8) + 12·k·E) − X_CE)", sources::kHfLoadBalancingLoss,
        MEMLEDGER_TRANSLATABLE("Term",
            "The balancing loss runs after the cross-entropy, beside the 16-bit logits the model returns (X_16): "
            "the concatenated logits, the top-k values and int64 indices, one_hot's int64 mask of k·E per token "
            "and its fp32 copy. This term is what that moment holds beyond the cross-entropy's own transient "
            "(X_CE), so that the end of the forward counts the larger of the two."),
        kLiveForward);
    withLogits(transient, r).with("k", r.topK).with("X_16", sixteenBit).with("X_CE", logitsTransient.bytes);
    transient.bytes = std::max(0.0, sixteenBit + balancingLossTensors(transient) - logitsTransient.bytes);
    sink.gpu.terms.push_back(transient);

    Term gradient = makeTerm("router_loss_gradient",
        MEMLEDGER_TRANSLATABLE("Term", "Balancing loss: gradient of every layer's router logits"),
        Category::Temporaries, Provenance::Exact, logits, "L_moe·s·b·E·B", sources::kHfLoadBalancingLoss,
        MEMLEDGER_TRANSLATABLE("Term",
            "The softmax's backward writes the gradient of the concatenated logits in one tensor; each layer's "
            "router reads its slice, so the whole tensor lives until the first MoE layer's backward."),
        kLiveBackward);
    withLogits(gradient, r);
    sink.gpu.terms.push_back(gradient);
}

}  // namespace memledger::model::detail
