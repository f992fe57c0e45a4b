#include "model/imports/recompute_choice.h"

namespace memledger::model {

RecomputeChoice opLevelRecompute()
{
    return {Recompute::Op, Mapping::Read,
            "op-level selective checkpointing: the block input, every other matmul output and the attention "
            "output are saved, the rest recomputed"};
}

void mapCheckpointSwitch(ConfigObject& root, const char* key, const std::string& onNote, const std::string& absent)
{
    ImportBuilder& out = root.out();
    if (const auto* value = root.take(key)) {
        const bool on = truth(*value).value_or(false);
        out.setChoice(Mapping::Read, root.source(key, *value), "memory.recompute", on ? Recompute::Full : Recompute::None,
                      on ? onNote : std::string());
    } else if (!absent.empty()) {
        out.setChoice(Mapping::Defaulted, {key, ""}, "memory.recompute", Recompute::None, absent);
    }
}

void mapEveryNthLayer(int every, int layers, const Source& source, ImportBuilder& out)
{
    if (every <= 1) {
        out.setChoice(Mapping::Read, source, "memory.recompute", Recompute::Full,
                      every == 1 ? "every layer checkpointed" : "0 checkpoints every layer");
        return;
    }
    if (layers <= 0) {
        out.setChoice(Mapping::Approximated, source, "memory.recompute", Recompute::Full,
                      "one layer in every " + std::to_string(every) +
                          " checkpointed; the number of layers is not known here, so every layer is counted as "
                          "checkpointed (the estimate is low)");
        return;
    }
    const int recomputed = layers / every;
    if (recomputed == 0) {
        out.setChoice(Mapping::Approximated, source, "memory.recompute", Recompute::None,
                      "one layer in every " + std::to_string(every) + " of " + std::to_string(layers) +
                          ": no layer is checkpointed");
        return;
    }
    const std::string note = "one layer in every " + std::to_string(every) + " of " + std::to_string(layers) +
                             " is checkpointed: " + std::to_string(recomputed) +
                             " layers recomputed, the rest keep their activations (which layers does not change "
                             "the bytes stored)";
    out.setChoice(Mapping::Approximated, source, "memory.recompute", Recompute::Block, note);
    out.setNumber(Mapping::Approximated, source, "memory.recompute_layers", recomputed, note);
}

}  // namespace memledger::model
