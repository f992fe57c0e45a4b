// One explainable figure of the ledger: its bytes, the formula that gives them,
// the values it was evaluated with, and where the formula comes from.
#pragma once

#include <array>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace memledger::model {

// Rollout: an RL job's inference engine on the same GPU (its weights, KV cache, profiled
// activations and process), last so that the trainer's categories keep their places.
enum class Category { Weights, Gradients, OptimizerStates, Activations, Temporaries, CudaContext, Fragmentation, Rollout };
inline constexpr int kCategoryCount = 8;

// exact: counted from shapes; estimated: a model of a framework's behaviour;
// assumed: a user-editable overhead; simulated: replayed through a simulation of the
// framework's own code (the caching allocator).
enum class Provenance { Exact, Estimated, Assumed, Simulated };

// Named moments of one training step at which the ledger is evaluated; the peak
// is the largest of them, not the sum of every term (docs/model.md#instants-and-the-peak).
// Backward has three: the loss and output layer run first, and autograd frees what they
// saved before the last layer's backward (with its recomputation) begins; at the end of
// backward, in the first layer's, every gradient that backward allocates exists while the
// other layers' saved tensors are gone (with full recomputation the larger moment).
// An RL job adds its rollout (generation), between training steps: the trainer's resident
// states and the inference engine awake (docs/model.md#the-rollout-engine). A post-training
// job's log-probability passes are forwards without gradients: the reference's and the old
// policy's (docs/model.md#the-reference-model). Before its rollout, the weight sync hands the
// updated policy to the engine: the trainer gathers what it sends while the engine's weights
// are mapped again to receive it (docs/model.md#the-weight-sync).
enum class Instant { ForwardEnd, LossBackward, BackwardPeak, BackwardEnd, OptimizerStep, Rollout, LogProb, WeightSync };
inline constexpr int kInstantCount = 8;
inline constexpr unsigned kLiveForward = 1u << 0;
inline constexpr unsigned kLiveLossBackward = 1u << 1;
inline constexpr unsigned kLiveLayerBackward = 1u << 2;   // the last layer's backward: its start
inline constexpr unsigned kLiveBackwardEnd = 1u << 3;     // the first layer's backward: its end
inline constexpr unsigned kLiveOptimizer = 1u << 4;
// Live while any layer's backward runs: the working sets of one layer, at the start and the end.
inline constexpr unsigned kLiveLayersBackward = kLiveLayerBackward | kLiveBackwardEnd;
// Saved in forward and held through backward until the layer that saved it is reached: at the
// loss's and the last layer's backward whole, at the end of backward no longer.
inline constexpr unsigned kLiveBackward = kLiveLossBackward | kLiveLayerBackward;
// Held from the loss's backward to the end of backward.
inline constexpr unsigned kLiveWholeBackward = kLiveBackward | kLiveBackwardEnd;
inline constexpr unsigned kLiveRollout = 1u << 5;
inline constexpr unsigned kLiveLogProb = 1u << 6;
inline constexpr unsigned kLiveWeightSync = 1u << 7;
// Through the whole training step (the rollout and the log-prob passes are not part of it:
// see residentThroughStep).
inline constexpr unsigned kLiveAlways = kLiveForward | kLiveWholeBackward | kLiveOptimizer;
// Live at every instant of the training step: held from one step to the next.
inline constexpr bool residentThroughStep(unsigned liveAt) { return (liveAt & kLiveAlways) == kLiveAlways; }

struct Var {
    const char* symbol = "";
    double value = 0;
};

struct Term {
    static constexpr int kMaxVars = 10;

    const char* id = "";
    const char* label = "";
    Category category = Category::Temporaries;
    Provenance provenance = Provenance::Exact;
    double bytes = 0;
    const char* formula = "";     // symbols separated by operators, e.g. "2·s·b·h/t"
    const char* scaleSymbol = nullptr;  // a per-node ledger's ranks per node: shown as "G_node·(formula)"
    std::array<Var, kMaxVars> vars{};
    int varCount = 0;
    const char* source = "";
    const char* note = "";        // assumptions, and where quoted figures or peer estimators differ
    unsigned liveAt = kLiveAlways;
    // Held outside PyTorch's caching allocator (CUDA managed memory): on the GPU, in the
    // total, but never in the allocated bytes the allocator reports.
    bool outsideAllocator = false;

    Term& with(const char* symbol, double value)
    {
        if (varCount < kMaxVars)
            vars[static_cast<std::size_t>(varCount++)] = {symbol, value};
        return *this;
    }
    bool liveAtInstant(Instant instant) const { return (liveAt & (1u << static_cast<unsigned>(instant))) != 0; }
};

// A formula split into symbols (names such as n_mb, Ψ_rank, s) and the operators and
// numbers between them.
struct FormulaToken {
    std::string_view text;
    bool symbol = false;
};
std::vector<FormulaToken> tokenizeFormula(std::string_view formula);
bool isNumberLiteral(std::string_view token);

// The formula as shown: the term's own, times its scale symbol where it has one.
std::string formulaText(const Term& term);
// The formula with each symbol replaced by its value: "2·4096·1·8192/8".
std::string substitute(const Term& term);
// The value a term's formula substitutes for `symbol`; 0 where it has none.
double varValue(const Term& term, std::string_view symbol);
std::string formatValue(double value);

}  // namespace memledger::model
